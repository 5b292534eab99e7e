// The rule meter through the npm package (pkg/): a legal move's verdict and row carry `meter`, the counts that
// stand after the move, the same in a session's verdict, its `meter()` once the move is played, the stateless
// verdict and the row; left out where nothing counts and for a refused move (docs/api.md, "The rule meter").
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { load, root, examples } from './answers.mjs';

const A = await load(path.join(root, 'pkg'));

const split = (game, text) => (text ?? '').split(game === 'bogenschach' ? /[;\n]/ : /\s+/).map((s) => s.trim()).filter(Boolean);

/** Plays the request's moves in a session, each checked against the other ways of asking; the meters. */
function playThrough(request) {
  const moves = request.moves;
  const g = new A.Game({ ...request, moves: [] });
  try {
    const meters = moves.map((mv, k) => {
      const stateless = A.validateMove({ ...request, moves: moves.slice(0, k) }, mv);
      const v = g.play(mv);
      assert.equal(v.legal, true, `${mv}: ${v.message}`);
      assert.deepStrictEqual(v, stateless, `ply ${k}: the stateless verdict`);
      assert.deepStrictEqual(v.meter ?? [], g.meter(), `ply ${k}: meter() once played`);
      if (v.meter) assert.ok(v.meter.length > 0, 'an empty meter is left out');
      return v.meter ?? [];
    });
    g.explain().rows.forEach((r, k) => assert.deepStrictEqual(r.meter ?? [], meters[k], `row ${k}`));
    A.explain(request).rows.forEach((r, k) => assert.deepStrictEqual(r.meter ?? [], meters[k], `stateless row ${k}`));
    return meters;
  } finally {
    g.free();
  }
}

const example = (file) => {
  const ex = examples().find((e) => e.file.endsWith(file));
  return { game: ex.game, rules: ex.rules, position: ex.position, moves: split(ex.game, ex.moves), forbidden: ex.forbidden };
};

test('Stratego: a run counts up to its limit, then its next move is refused and carries no meter', () => {
  const { forbidden, ...req } = example('stratego/two-squares-diagonal.txt');
  const meters = playThrough(req);
  const red = meters.map((m) => m.find((c) => c.rule === 'two-squares' && c.side === 'red')?.count ?? 0);
  assert.deepEqual(red.filter((_, k) => k % 2 === 0), [0, 2, 3, 4, 5]);
  assert.deepStrictEqual(meters.at(-1).find((c) => c.side === 'red' && c.rule === 'two-squares'), {
    rule: 'two-squares', side: 'red', count: 5, limit: 5, squares: ['B2', 'A2'],
    message: 'Red Colonel B2-A2: 5 of 5, the run may not go on (ISF 10)',
  });
  const v = A.validateMove(req, forbidden);
  assert.equal(v.rule, 'two-squares');
  assert.ok(!('meter' in v), 'a refused move has no meter');
  // German
  const de = playThrough({ ...req, lang: 'de' }).at(-1).find((c) => c.side === 'red');
  assert.equal(de.message, 'Rot: Oberst B2-A2: 5 von 5, die Folge darf nicht weitergehen (ISF 10)');
});

test('Stratego: a chase in progress names the chaser, the chased piece and the move it began with', () => {
  const { forbidden, ...req } = example('stratego/more-squares-1.txt');
  const meters = playThrough(req);
  assert.ok(!meters[0].some((c) => c.rule === 'more-squares'), 'a threat alone is no chase');
  const chase = meters.at(-1).find((c) => c.rule === 'more-squares');
  assert.equal(chase.side, 'red');
  assert.equal(chase.count, 3);
  assert.ok(!('limit' in chase), 'a chase has no limit');
  assert.deepEqual(chase.squares, ['B4']);
  assert.match(chase.message, /^Red: continuous chase since 1a \(Blue Major B4; 3 squares\); a chasing move to a board seen before will be refused/);
  assert.equal(A.validateMove(req, forbidden).rule, 'more-squares');
  // the first move threatens and changes no count: its verdict has no meter at all
  assert.ok(!('meter' in A.validateMove({ ...req, moves: [] }, req.moves[0])));
});

test('Xiangqi: a cycle counts the position against repetitionCount and names the chaser', () => {
  const { forbidden, ...req } = example('xiangqi/ruling-8-cannon-chases-horse.txt');
  const meters = playThrough(req);
  assert.deepEqual(meters.map((m) => m[0]?.count ?? 0), [0, 0, 0, 2, 2, 2, 2, 3]);
  assert.deepStrictEqual(meters.at(-1), [{
    rule: 'repetition', side: 'red', count: 3, limit: 3, squares: ['b9'],
    message: 'Position seen 3 of 3 times (AXF, repetition); since 1a: Red has chased with every move: the Black Horse on b9',
  }]);
  const four = playThrough({ ...req, options: { repetitionCount: 4 } }).at(-1)[0];
  assert.equal(four.limit, 4);
  const zh = playThrough({ ...req, lang: 'zh-Hant' }).at(-1)[0];
  assert.match(zh.message, /^同一局面已出現3次（第3次即裁決，AXF）；自1a起：紅方每步都捉/);
});

test('Bogenschach: the round of the last turn of 15, with the points', () => {
  const meters = playThrough({ game: 'bogenschach', moves: ['@- e2e4', '@- e7e5', '@f7 g1f3', '@- d7d6', '@d6 f1c4'] });
  assert.deepEqual(meters.map((m) => [m[0].rule, m[0].count, m[0].limit]), [
    ['round', 1, 15], ['round', 1, 15], ['round', 2, 15], ['round', 2, 15], ['round', 3, 15]]);
  assert.equal(meters.at(-1)[0].message, 'Round 3 of 15; points White 2, Black 0 (sections 3, 4)');
  const g = new A.Game({ game: 'bogenschach', lang: 'de' });
  assert.deepStrictEqual(g.meter(), [{ rule: 'round', count: 1, limit: 15, message: 'Runde 1 von 15; Punkte Weiß 0, Schwarz 0 (Abschnitte 3, 4)' }]);
  g.free();
});
