// `explain` answers cross the JS boundary their own way: the engine writes the explanation into one list of words
// and one text (src/wasm/rows.rs) and a small reader in the glue (src/wasm/rows.js) builds the objects. Every other
// answer is written by serde-wasm-bindgen, and the full package still writes an explanation that way too
// (`explainBySerde`, `game.explainBySerde()`), so the two can be compared: the same values, the same keys in the
// same order, the same errors. Over every example file (www/examples/: each option variant, English and German),
// the Gravon records and the Xiangqi chase cases of tests/data/, seeded random games of every game, moves refused or
// unreadable midway, and sessions (rows written as they are explained, after play and undo).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { load, answer, cases, root } from './answers.mjs';
import { mulberry32 } from '../../scripts/random.mjs';

const A = await load(path.join(root, 'pkg'));

/** Asserts that two answers are the same: deep-equal (types, prototypes, values) and with their keys in the same
 * order at every level (JSON.stringify writes them in order). */
function same(a, b, where) {
  assert.deepStrictEqual(a, b, where);
  assert.equal(JSON.stringify(a), JSON.stringify(b), `${where}: the same keys in the same order`);
}

/** The stateless explanation both ways, errors included. */
function bothStateless(game, options) {
  return [answer(() => A.explain(game, options)), answer(() => A.explainBySerde(game, options))];
}

// What the comparison covered, so that a case list that lost its odd cases fails.
const seen = { explanations: 0, rows: 0, refused: 0, errors: 0, shots: 0, chases: 0, sessions: 0 };
function count(a) {
  if (a.error) {
    seen.errors++;
    return;
  }
  seen.explanations++;
  for (const r of a.ok.rows) {
    seen.rows++;
    if (!r.legal) seen.refused++;
    if (r.shot !== undefined) seen.shots++;
    if (r.details.classification?.kind === 'chase') seen.chases++;
  }
}

/** The Xiangqi chase cases of tests/data (Fairy-Stockfish's test data): position and ICCS moves. */
function chaseCases() {
  const text = fs.readFileSync(path.join(root, 'tests', 'data', 'xiangqi', 'xiangqi_chase_fsf.tsv'), 'utf8');
  return text
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => l.split('\t'))
    .filter((f) => f.length > 8)
    .map((f) => ({ game: 'xiangqi', position: f[3].replace('[]', ''), moves: f[8].trim().split(/\s+/).filter(Boolean) }));
}

const STRATEGO = 'bfbnnrrttn/bbnnrrlltt/bbppllrrjs/ppjjoogmrr/10/10/PPJJOOGMRR/BBPPLLRRJS/BBNNRRLLTT/BFBNNRRTTN r';

/** A seeded random game of `plies` moves with a session's legal moves. */
function randomMoves(game, position, seed, plies) {
  const rnd = mulberry32(seed);
  const g = new A.Game({ game, position });
  const moves = [];
  try {
    for (let i = 0; i < plies; i++) {
      const legal = g.legalMoves();
      if (legal.length === 0) break;
      let mv = legal[Math.floor(rnd() * legal.length)].move;
      if (game === 'bogenschach' && rnd() < 0.4) {
        mv = mv.replace(/^@-/, '@' + 'abcdefgh'[Math.floor(rnd() * 8)] + (1 + Math.floor(rnd() * 8)));
      }
      if (!g.play(mv).legal) break;
      moves.push(mv);
    }
  } finally {
    g.free();
  }
  return moves;
}

/** The requests compared: the explain cases of the recorded answers' list (examples, random games, Gravon records,
 * bad input), the chase cases, longer random games, and histories with a refused or unreadable move midway. */
function requests() {
  const out = cases(A).filter((c) => c.kind === 'explain').map((c) => ({ from: c.from, game: c.game }));
  for (const g of chaseCases()) {
    for (const lang of ['en', 'de']) out.push({ from: 'tests/data/xiangqi chase', game: { ...g, lang } });
    out.push({ from: 'tests/data/xiangqi chase, WXF', game: { ...g, options: { notation: 'wxf' } } });
  }
  const starts = { stratego: STRATEGO, xiangqi: '', bogenschach: '' };
  for (const [game, position] of Object.entries(starts)) {
    for (const seed of [11, 12, 13]) {
      const moves = randomMoves(game, position, seed, game === 'bogenschach' ? 30 : 300);
      const from = `random ${game} ${seed}`;
      for (const lang of ['en', 'de']) {
        out.push({ from, game: { game, position, moves, lang } });
        // a move refused midway (a row with legal: false ends the explanation, or an error names it)
        const bad = game === 'stratego' ? 'A4-A9' : game === 'xiangqi' ? 'a0a5' : '@- e2e5';
        const mid = moves.slice(0, moves.length >> 1);
        out.push({ from: `${from}, refused midway`, game: { game, position, moves: [...mid, bad, ...moves.slice(mid.length)], lang } });
        out.push({ from: `${from}, unreadable midway`, game: { game, position, moves: [...mid, 'zz9', ...moves.slice(mid.length)], lang } });
      }
    }
  }
  return out;
}

const REQUESTS = requests();

test('the comparison fails on a changed value, a missing field and keys in another order', () => {
  const a = A.explain({ game: 'stratego', position: STRATEGO, moves: ['A4-A5', 'A7-A6'] });
  const copy = () => JSON.parse(JSON.stringify(a));
  same(a, copy(), 'a copy');
  const changed = copy();
  changed.rows[1].details.pieceName = 'Scout!';
  assert.throws(() => same(a, changed, 'changed'), assert.AssertionError);
  const missing = copy();
  delete missing.rows[0].position;
  assert.throws(() => same(a, missing, 'missing'), assert.AssertionError);
  const { ply, ...rest } = a.rows[0];
  const reordered = copy();
  reordered.rows[0] = { ...rest, ply };
  assert.throws(() => same(a, reordered, 'reordered'), assert.AssertionError);
  const numberAsText = copy();
  numberAsText.rows[0].ply = '0';
  assert.throws(() => same(a, numberAsText, 'a number written as text'), assert.AssertionError);
});

test('stateless explain: the rows reader and serde-wasm-bindgen give the same answers', () => {
  for (const { from, game } of REQUESTS) {
    const [a, b] = bothStateless(game);
    same(a, b, `${from}: ${JSON.stringify(game).slice(0, 200)}`);
    count(a);
    // the language given in the options
    if (!a.error) {
      const [c, d] = bothStateless(game, { lang: game.lang === 'de' ? 'en' : 'de' });
      same(c, d, `${from}, other language`);
    }
  }
});

test('sessions: the rows written as explained, after play and undo, equal serde-wasm-bindgen\'s', () => {
  for (const { from, game } of REQUESTS) {
    let g;
    try {
      g = new A.Game(game);
    } catch {
      continue; // a history the session refuses (the stateless comparison covers its error)
    }
    try {
      seen.sessions++;
      const first = g.explain();
      same(first, g.explainBySerde(), `${from}: session`);
      // the stateless answer of the same history agrees
      if (first.rows.every((r) => r.legal) && game.record === undefined) {
        same(first, A.explain({ ...game, moves: g.moves() }), `${from}: session and stateless`);
      }
      // more moves, one taken back, and a refused one: only the new rows are written, onto the kept ones
      const legal = g.legalMoves();
      for (const m of legal.slice(0, 2)) g.play(m.move);
      g.undo();
      same(g.explain(), g.explainBySerde(), `${from}: after play and undo`);
      if (legal.length) g.play(legal[legal.length - 1].move);
      assert.throws(() => g.play('zz9'), (e) => typeof e.code === 'string', 'an unreadable move is an error');
      same(g.explain(), g.explainBySerde(), `${from}: after more and an error`);
    } finally {
      g.free();
    }
  }
});

test('the comparison covered the odd cases', (t) => {
  t.diagnostic(JSON.stringify(seen));
  // every kind the brief names was compared at least once
  assert.ok(seen.explanations > 1000, `explanations compared: ${seen.explanations}`);
  assert.ok(seen.refused > 0, 'rows of refused moves');
  assert.ok(seen.errors > 0, 'errors');
  assert.ok(seen.shots > 0, 'Bogenschach shots');
  assert.ok(seen.chases > 0, 'Xiangqi chase rows');
  assert.ok(seen.sessions > 100, `sessions: ${seen.sessions}`);
});
