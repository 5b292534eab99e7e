// Times sessions (new Game(...)) against the stateless calls in Node, with the shipped package pkg/:
//   node bench/session.mjs [--runs N] [--plies N] [--pkg DIR] [--warm N]
// Stratego: a seeded legal game of classic-40 setups (moves onto empty squares preferred, so that it lasts),
// measured at ply 1,000, 5,000 and 20,000 (--plies: the longest; 20,000 by default) where the game lasts that
// long; Xiangqi: the 300-ply game with repetition cycles of bench/xiangqi-300.txt; Bogenschach: a seeded game of
// 15 rounds (30 turns, the longest a game lasts; shots at random squares, a miss one time in three, random legal
// moves), measured after 10, 20 and 29 turns (Xiangqi also with its position's legal moves judged in turn). Reports
// medians:
// game.validate(a legal next move) in µs; the stateless validateMove of the same move (it replays the
// history); game.explain() the first time on a new session (every row explained and written as a JS object)
// and again (the rows kept, the list copied); new Game (the one replay); game.play + game.undo.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { mulberry32 } from '../scripts/random.mjs';
import * as stratego from './stratego-game.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
// --pkg DIR: another build of the package (e.g. main's, to compare), pkg/ by default
const pkg = args.includes('--pkg') ? path.resolve(args[args.indexOf('--pkg') + 1]) : path.join(root, 'pkg');
const A = await import(pathToFileURL(path.join(pkg, 'arbiter.js')).href);
A.initSync({ module: fs.readFileSync(path.join(pkg, 'arbiter_bg.wasm')) });

const RUNS = Number(args[args.indexOf('--runs') + 1] || 0) || 15;
const WARM = args.includes('--warm') ? Number(args[args.indexOf('--warm') + 1]) || 0 : 0;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const time = (fn, reps) => {
  const out = [];
  for (let r = 0; r < RUNS; r++) {
    const t = performance.now();
    for (let i = 0; i < reps; i++) fn();
    out.push((performance.now() - t) / reps);
  }
  return median(out);
};

/** The seeded Stratego game of bench/stratego-game.mjs, up to `plies` moves. */
function strategoGame(plies) {
  return { moves: stratego.strategoGame(A, plies) };
}

/** A seeded Bogenschach game of 30 turns (the first seed from `seed` on whose game no King shot ends early). */
function bogenschachGame(seed) {
  for (let s = seed; s < seed + 100; s++) {
    const rnd = mulberry32(s);
    const turns = [];
    while (turns.length < 30) {
      const shot = rnd() < 1 / 3 ? '@-' : `@${'abcdefgh'[Math.floor(rnd() * 8)]}${1 + Math.floor(rnd() * 8)}`;
      const legal = A.legalMoves({ game: 'bogenschach', moves: [...turns, shot] });
      if (legal.length === 0) break;
      turns.push(legal[Math.floor(rnd() * legal.length)]);
    }
    if (turns.length === 30 && A.explain({ game: 'bogenschach', moves: turns }).rows.every((r) => r.legal)) {
      return { seed: s, turns };
    }
  }
  return null;
}

/** `next`: the move judged (or a list of moves, judged in turn by game.validate; the rest use the first). */
function measure(name, base, moves, nexts) {
  const list = Array.isArray(nexts) ? nexts : [nexts];
  const next = list[0];
  const g = new A.Game({ ...base, moves });
  const open = time(() => new A.Game({ ...base, moves }).free(), 1);
  let k = 0;
  const validate = time(() => g.validate(list[k++ % list.length]), 200) * 1000;
  const stateless = time(() => A.validateMove({ ...base, moves }, next), 1);
  // --warm N: N untimed first explain() calls before the timed ones, so that the figure is the cost of a call in
  // a process whose explain code V8 has already compiled (without it, the first runs at 1,000 plies include that
  // compilation, which on a busy machine finishes late)
  for (let r = 0; r < WARM; r++) {
    const w = new A.Game({ ...base, moves });
    w.explain();
    w.free();
  }
  const fresh = [];
  for (let r = 0; r < RUNS; r++) {
    const f = new A.Game({ ...base, moves });
    const t = performance.now();
    f.explain();
    fresh.push(performance.now() - t);
    f.free();
  }
  const explainFirst = median(fresh);
  g.explain();
  const explain = time(() => g.explain(), 1);
  const play = time(() => {
    g.play(next);
    g.undo();
  }, 20) * 1000;
  console.log(
    `| ${name} | ${moves.length} | ${validate.toFixed(1)} µs | ${stateless.toFixed(2)} ms | ${explainFirst.toFixed(1)} ms | ${explain.toFixed(2)} ms | ${open.toFixed(1)} ms | ${play.toFixed(1)} µs |`,
  );
  g.free();
}

console.log(
  '| game | plies | game.validate | validateMove (stateless) | game.explain(), first | game.explain(), again | new Game (replay) | play + undo |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
const long = strategoGame(Number(args[args.indexOf("--plies") + 1] || 0) || 20000);
for (const n of [1000, 5000, 20000].filter((n) => n <= long.moves.length || n === 1000)) {
  if (long.moves.length < n) {
    console.log(`| stratego | ${n} | (the game ended at ply ${long.moves.length}) | | | | | |`);
    continue;
  }
  const moves = long.moves.slice(0, n);
  const g = new A.Game({ game: 'stratego', position: stratego.SETUP, moves });
  const next = g.legalMoves()[0].move;
  g.free();
  measure('stratego', { game: 'stratego', position: stratego.SETUP }, moves, next);
}
const x = fs.readFileSync(path.join(root, 'bench', 'xiangqi-300.txt'), 'utf8');
const xbase = { game: 'xiangqi' };
const xmoves = x.split('\n').filter((l) => l.trim() && !l.startsWith('#')).join(' ').split(/\s+/).filter(Boolean);
const xg = new A.Game({ ...xbase, moves: xmoves });
const xlegal = xg.legalMoves().map((m) => m.move);
xg.free();
measure('xiangqi', xbase, xmoves, xlegal[0]);
// the position's legal moves in turn: no call finds its move's classification kept from the call before
measure('xiangqi, its legal moves in turn', xbase, xmoves, xlegal);
const bogen = bogenschachGame(1);
if (!bogen) {
  console.log('| bogenschach | | (no seed from 1 to 100 gives a game of 30 turns) | | | | | |');
} else {
  for (const n of [10, 20, 29]) {
    measure(`bogenschach (seed ${bogen.seed})`, { game: 'bogenschach' }, bogen.turns.slice(0, n), bogen.turns[n]);
  }
}
