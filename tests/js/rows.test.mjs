// The engine writes its answers into one list of words and one text (the codec, src/wire/codec.rs) and a small reader
// in the glue (src/wire/rows.js) builds the objects. The test build of the package (target/pkg-oracles/, Cargo feature
// `oracles`, built by scripts/build-wasm.sh and never shipped) also writes each answer by serde-wasm-bindgen, one call
// per field (`explainBySerde`, `game.explainBySerde()`, ...), so the two can be compared: the same values, the same
// keys in the same order, the same errors. Over every example file (www/examples/: each option variant, English and
// German), the Gravon records and the Xiangqi chase cases of tests/data/, seeded random games of every game, moves
// refused or unreadable midway, and sessions (rows written as they are explained, after play and undo).
// Verdicts (validateMove, game.validate, game.play) are compared the same way with their twins (validateMoveBySerde,
// game.validateBySerde, game.playBySerde): every validate case of the recorded answers' list (examples, options,
// both languages), unreadable and refused moves, errors, and two sessions playing seeded random games of every game
// side by side (Bogenschach shots, Stratego Two-Squares and More-Squares refusals, Xiangqi chases and repetitions,
// game ends).
// So are the other answers (legalMoves, parsePosition, importRecord), with their twins (legalMovesBySerde,
// parsePositionBySerde, importRecordBySerde): the legal, position and import cases of the recorded answers' list, the
// position after every tenth row of the explanations above, and bad arguments.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { load, answer, cases, root } from './answers.mjs';
import { mulberry32 } from '../../scripts/random.mjs';
import { registry } from '../../www/board/games.js';

/** The test build with the oracles. */
const ORACLES = path.join(root, 'target', 'pkg-oracles');
if (!fs.existsSync(path.join(ORACLES, 'arbiter.js'))) {
  throw new Error(`${ORACLES} is missing: run bash scripts/build-wasm.sh (without ARBITER_ORACLES=0)`);
}
const A = await load(ORACLES);

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

// Every game of the registry, from its start (Stratego's: a full setup), and a move each refuses from any position.
const STARTS = Object.fromEntries(registry().map(([game]) => [game, game === 'stratego' ? STRATEGO : '']));
const REFUSED = { stratego: 'A4-A9', xiangqi: 'a0a5', bogenschach: '@- e2e5' };

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
  for (const [game, position] of Object.entries(STARTS)) {
    for (const seed of [11, 12, 13]) {
      const moves = randomMoves(game, position, seed, game === 'bogenschach' ? 30 : 300);
      const from = `random ${game} ${seed}`;
      for (const lang of ['en', 'de']) {
        out.push({ from, game: { game, position, moves, lang } });
        // a move refused midway (a row with legal: false ends the explanation, or an error names it)
        const bad = REFUSED[game] ?? moves[0] ?? 'zz9'; // a game's first move again, for a game without its own
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

/** What the verdict comparison covered, by kind and by rule id. */
const verdicts = { verdicts: 0, refused: 0, errors: 0, shots: 0, chases: 0, repetitions: 0, rules: {}, plays: 0 };
function countVerdict(a) {
  if (a.error) {
    verdicts.errors++;
    return;
  }
  const v = a.ok;
  verdicts.verdicts++;
  if (!v.legal) verdicts.refused++;
  if (v.rule) verdicts.rules[v.rule] = (verdicts.rules[v.rule] ?? 0) + 1;
  if (v.shot !== undefined && v.shot !== '-') verdicts.shots++;
  if (v.details?.classification?.kind === 'chase') verdicts.chases++;
  if (v.details?.repetition) verdicts.repetitions++;
}

/** validateMove both ways, errors included. */
function bothValidate(game, mv, options) {
  return [answer(() => A.validateMove(game, mv, options)), answer(() => A.validateMoveBySerde(game, mv, options))];
}

test('validateMove: the rows reader and serde-wasm-bindgen give the same verdicts', () => {
  // every validate case of the recorded answers' list: each prefix of every example file (its options variants, both
  // languages, its forbidden move), random games with a refused move, the Gravon records, bad input
  const list = cases(A).filter((c) => c.kind === 'validate');
  assert.ok(list.length > 500, `validate cases: ${list.length}`);
  for (const c of list) {
    const [a, b] = bothValidate(c.game, c.move);
    same(a, b, `${c.from}: ${JSON.stringify(c.game).slice(0, 200)} ${c.move}`);
    countVerdict(a);
    if (!a.error) {
      const [x, y] = bothValidate(c.game, c.move, { lang: c.game.lang === 'de' ? 'en' : 'de' });
      same(x, y, `${c.from}: other language`);
    }
  }
  // unreadable moves, a move that is not text or too long, and a history with an unreadable move
  const g = { game: 'stratego', position: STRATEGO, moves: ['A4-A5'] };
  for (const mv of ['zz9', '', 'A4-', 42, null, 'A'.repeat(5000), 'J4-J5', 'A5-A6']) {
    const [a, b] = bothValidate(g, mv);
    same(a, b, `stratego move ${JSON.stringify(mv).slice(0, 40)}`);
    countVerdict(a);
  }
  for (const [game, mv] of [['xiangqi', '炮二平九'], ['xiangqi', 'a9a0'], ['xiangqi', 'C2.5'], ['bogenschach', '@z9 e4'],
    ['bogenschach', 'e2e4'], ['bogenschach', '@e7 Ke2']]) {
    for (const lang of ['en', 'de']) {
      const [a, b] = bothValidate({ game, moves: [], lang }, mv);
      same(a, b, `${game} move ${mv} ${lang}`);
      countVerdict(a);
    }
  }
  const [a, b] = bothValidate({ ...g, moves: ['A4-A5', 'zz9'] }, 'A7-A6');
  same(a, b, 'an unreadable move in the history');
  assert.ok(a.error, 'an unreadable move in the history is an error');
});

/** The reverse of a move (Stratego `A4-A5` -> `A5-A4`, Xiangqi ICCS `a0a1` -> `a1a0`), or undefined. */
function reverse(game, mv) {
  if (!mv) return undefined;
  if (game === 'stratego') return mv.split('-').reverse().join('-');
  if (game === 'xiangqi') return mv.slice(2, 4) + mv.slice(0, 2);
  return undefined;
}

/** A seeded random game played by two sessions, one answering by the rows writer (validate, play), the other by
 * serde-wasm-bindgen (validateBySerde, playBySerde): every verdict compared. Pieces go back and forth often, so that
 * Two-Squares and More-Squares refusals, chases and repetitions come up; Bogenschach shoots at random squares. */
function playBoth(game, position, seed, plies, lang, options, rules) {
  const rnd = mulberry32(seed);
  const req = { game, rules, position, lang, options };
  const a = new A.Game(req);
  const b = new A.Game(req);
  const moves = [];
  const where = (what) => `${game} seed ${seed} ${lang} ply ${moves.length}: ${what}`;
  try {
    for (let i = 0; i < plies; i++) {
      const legal = a.legalMoves().map((m) => m.move);
      const back = reverse(game, moves[moves.length - 2]);
      const asked = [...new Set([...legal.filter(() => rnd() < 0.05), back, 'zz9', ...(legal.length ? [] : ['A4-A5', 'a0a1', '@- e2e4'])])];
      for (const mv of asked.filter(Boolean)) {
        const x = answer(() => a.validate(mv));
        same(x, answer(() => a.validateBySerde(mv)), where(`validate ${mv}`));
        same(x, answer(() => b.validate(mv)), where(`validate ${mv}, the other session`));
        countVerdict(x);
      }
      if (legal.length === 0) break;
      let mv = back && legal.includes(back) && rnd() < 0.6 ? back : legal[Math.floor(rnd() * legal.length)];
      if (game === 'bogenschach' && rnd() < 0.5) {
        mv = mv.replace(/^@-/, '@' + 'abcdefgh'[Math.floor(rnd() * 8)] + (1 + Math.floor(rnd() * 8)));
      }
      const x = answer(() => a.play(mv));
      same(x, answer(() => b.playBySerde(mv)), where(`play ${mv}`));
      countVerdict(x);
      verdicts.plays++;
      if (x.error || !x.ok.legal) {
        // refused: nothing changed; try a legal one instead
        const y = answer(() => a.play(legal[0]));
        same(y, answer(() => b.playBySerde(legal[0])), where(`play ${legal[0]} after a refusal`));
        countVerdict(y);
        if (y.error || !y.ok.legal) break;
        moves.push(legal[0]);
      } else {
        moves.push(mv);
      }
    }
    same(a.explain(), b.explainBySerde(), `${game} seed ${seed}: the two sessions' explanations`);
  } finally {
    a.free();
    b.free();
  }
}

test('sessions: validate and play by the rows reader equal validateBySerde and playBySerde along random games', () => {
  let seed = 100;
  const VARIANTS = { stratego: [{}, { moreSquares: false }, { twoSquaresLimit: 5 }],
    xiangqi: [{}, { notation: 'iccs' }, { notation: 'chinese' }], bogenschach: [{}, { rules: 'immediate-mate' }] };
  for (const [game, position] of Object.entries(STARTS)) {
    const variants = VARIANTS[game] ?? [{}];
    for (const v of variants) {
      const { rules, ...options } = v;
      for (const lang of ['en', 'de']) playBoth(game, position, seed++, game === 'bogenschach' ? 200 : 160, lang, options, rules);
    }
  }
  // the Xiangqi chase cases played move by move: chase classifications, repetitions, perpetual chase/check refusals
  for (const c of chaseCases()) {
    for (const [lang, options] of [['en', {}], ['de', {}], ['en', { notation: 'wxf' }]]) {
      let a;
      let b;
      try {
        a = new A.Game({ game: 'xiangqi', position: c.position, lang, options });
        b = new A.Game({ game: 'xiangqi', position: c.position, lang, options });
      } catch {
        a?.free();
        continue; // a position the session refuses (the stateless comparison covers its error)
      }
      try {
        for (const mv of c.moves) {
          const v = answer(() => a.validate(mv));
          same(v, answer(() => a.validateBySerde(mv)), `chase case ${c.position} ${mv}: validate`);
          countVerdict(v);
          const x = answer(() => a.play(mv));
          same(x, answer(() => b.playBySerde(mv)), `chase case ${c.position} ${mv}: play`);
          countVerdict(x);
          if (x.error || !x.ok.legal) break;
        }
      } finally {
        a.free();
        b.free();
      }
    }
  }
});

test('two engine instances on one page each keep their own table of names across answers', async () => {
  // The writer sends a name (a field name, a side, a square) once and the reader keeps it for later answers; each
  // answer says how many names the reader should hold. A second copy of the package (its own module, wasm
  // instance and reader) answers between the first one's answers: had they shared one table, or had either
  // failed to keep its own, an answer would name a text wrongly or not at all.
  const B = await import(`${pathToFileURL(path.join(ORACLES, 'arbiter.js')).href}?second-instance`);
  B.initSync({ module: fs.readFileSync(path.join(ORACLES, 'arbiter_bg.wasm')) });
  assert.notEqual(A, B, 'a second module instance');
  const games = [
    { game: 'xiangqi', position: '', moves: randomMoves('xiangqi', '', 21, 120) },
    { game: 'stratego', position: STRATEGO, moves: randomMoves('stratego', STRATEGO, 22, 120) },
    { game: 'bogenschach', position: '', moves: randomMoves('bogenschach', '', 23, 30), lang: 'de' },
  ];
  const sessions = [];
  try {
    // B's first answers come after A has sent many names; then the two alternate, game after game
    // each game twice per instance: one session plays by the rows reader, its twin by serde-wasm-bindgen
    for (const E of [A, B]) {
      for (const g of games) sessions.push([E, g, new E.Game({ ...g, moves: [] }), new E.Game({ ...g, moves: [] })]);
    }
    for (let ply = 0; ply < 120; ply++) {
      for (const [E, g, s, twin] of sessions) {
        const mv = g.moves[ply];
        if (mv === undefined) continue;
        const where = `${E === A ? 'first' : 'second'} instance, ${g.game} ply ${ply}`;
        same(answer(() => s.validate(mv)), answer(() => s.validateBySerde(mv)), `${where}: validate`);
        same(answer(() => s.play(mv)), answer(() => twin.playBySerde(mv)), `${where}: play`);
        if (ply % 40 === 39) {
          const game = { ...g, moves: g.moves.slice(0, ply + 1) };
          same(answer(() => E.explain(game)), answer(() => E.explainBySerde(game)), `${where}: explain`);
          same(answer(() => s.explain()), answer(() => s.explainBySerde()), `${where}: the session's explain`);
        }
      }
    }
  } finally {
    for (const [, , s, twin] of sessions) {
      s.free();
      twin.free();
    }
  }
});

test('the verdict comparison covered the odd cases', (t) => {
  t.diagnostic(JSON.stringify(verdicts));
  assert.ok(verdicts.verdicts > 5000, `verdicts compared: ${verdicts.verdicts}`);
  assert.ok(verdicts.plays > 1000, `plays compared: ${verdicts.plays}`);
  assert.ok(verdicts.refused > 0 && verdicts.errors > 0, 'refusals and errors');
  assert.ok(verdicts.shots > 0, 'Bogenschach shots');
  assert.ok(verdicts.chases > 0 && verdicts.repetitions > 0, 'Xiangqi chases and repetitions');
  for (const rule of ['two-squares', 'more-squares', 'game-over', 'perpetual-chase', 'movement']) {
    assert.ok(verdicts.rules[rule] > 0, `refusals by ${rule}`);
  }
});

/** What the comparison of the other answers covered. */
const others = { legal: 0, moves: 0, positions: 0, pieces: 0, records: 0, errors: 0 };

/** One of the other answers both ways, compared, and counted. */
function other(kind, args, where) {
  const [a, b] = [answer(() => A[kind](...args)), answer(() => A[`${kind}BySerde`](...args))];
  same(a, b, `${kind} ${where}`);
  if (a.error) others.errors++;
  else if (kind === 'legalMoves') {
    others.legal++;
    others.moves += a.ok.length;
  } else if (kind === 'parsePosition') {
    others.positions++;
    others.pieces += a.ok.pieces.length;
  } else others.records++;
  return a;
}

test('legalMoves, parsePosition and importRecord: the rows reader and serde-wasm-bindgen give the same answers', (t) => {
  for (const c of cases(A)) {
    const where = `${c.from}: ${JSON.stringify(c.game ?? c.text ?? '').slice(0, 200)}`;
    if (c.kind === 'legal') other('legalMoves', [c.game], where);
    else if (c.kind === 'position') other('parsePosition', [c.name, c.text], where);
    else if (c.kind === 'import') other('importRecord', [c.name, c.text], where);
  }
  // the positions an explanation passes through (its rows' canonical texts), each game and notation
  let n = 0;
  for (const { from, game } of REQUESTS) {
    const a = answer(() => A.explain(game));
    if (a.error) continue;
    for (const r of a.ok.rows) if (n++ % 10 === 0) other('parsePosition', [game.game, r.position], `${from}: ${r.position}`);
  }
  // bad arguments: each an error, the same both ways
  const long = 'x'.repeat(100000);
  for (const args of [['go', ''], [42, ''], ['xiangqi', 42], ['xiangqi', 'rnbakabnr/9'], ['stratego', 'zz'], ['stratego', long],
    ['bogenschach', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x'], ['xiangqi', null]]) {
    other('parsePosition', args, JSON.stringify(args).slice(0, 80));
    other('importRecord', args, JSON.stringify(args).slice(0, 80));
  }
  for (const game of [null, 42, 'xiangqi', { game: 'xiangqi', moves: 'h2e2 h9g7' }, { game: 'xiangqi', moves: [42] },
    { game: 'stratego', moves: 'A4-A5' }, { game: 'bogenschach', moves: ['@e7 e2e4'] }]) {
    other('legalMoves', [game], JSON.stringify(game));
  }
  t.diagnostic(JSON.stringify(others));
  assert.ok(others.legal > 500 && others.moves > 10000, `legal move lists compared: ${others.legal}, ${others.moves} moves`);
  assert.ok(others.positions > 1000 && others.pieces > 20000, `positions compared: ${others.positions}, ${others.pieces} pieces`);
  assert.ok(others.records > 0, 'Gravon records');
  assert.ok(others.errors > 20, `errors: ${others.errors}`);
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

test('the oracles stay in the test build: the shipped packages and their types have none', async () => {
  const stateless = ['explainBySerde', 'validateMoveBySerde', 'legalMovesBySerde', 'parsePositionBySerde', 'importRecordBySerde'];
  const session = ['explainBySerde', 'validateBySerde', 'playBySerde'];
  for (const name of stateless) assert.equal(typeof A[name], 'function', `the test build exports ${name}`);
  for (const name of session) assert.equal(typeof A.Game.prototype[name], 'function', `the test build's Game has ${name}`);
  for (const dir of ['pkg', 'www/pkg', ...registry().map(([game]) => `www/pkg/${game}`)]) {
    const js = fs.readFileSync(path.join(root, dir, 'arbiter.js'), 'utf8');
    assert.doesNotMatch(js, /BySerde/, `${dir}/arbiter.js names an oracle`);
  }
  const P = await load(path.join(root, 'pkg'));
  for (const name of stateless) assert.equal(P[name], undefined, `pkg/ exports ${name}`);
  for (const name of session) assert.equal(P.Game.prototype[name], undefined, `pkg/'s Game has ${name}`);
  assert.doesNotMatch(fs.readFileSync(path.join(root, 'pkg', 'arbiter.d.ts'), 'utf8'), /BySerde/);
});
