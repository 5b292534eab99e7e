// Times the WebAssembly engine in Node on a 1,000-ply legal Stratego game, and perft (Xiangqi, chess, Bogenschach).
//   node bench/wasm.mjs [--runs N] [--plies N] [--seed N]
// The game is built deterministically here: a fixed classic-40 setup, then at every ply a seeded PRNG picks
// one of legalMoves(game), preferring moves onto empty squares (no battle) so that the game lasts; an attack
// is played only when the side to move has nothing else. The game must reach the requested length: if it
// ends early the benchmark fails rather than splicing another game on.
// Reports the median over N runs of validateMove (the last move, after the other 999) and explain (all 1,000),
// plus the size of pkg/arbiter_bg.wasm, raw and gzipped. Then the same for Xiangqi on the 300-ply game with
// repetition cycles in bench/xiangqi-300.txt (built deterministically by src/bin/bench.rs), and perft speed.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { mulberry32 } from '../scripts/random.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const wasmPath = path.join(root, 'pkg', 'arbiter_bg.wasm');
if (!fs.existsSync(wasmPath)) {
  console.error('pkg/arbiter_bg.wasm is missing: run scripts/build-wasm.sh (or make build) first');
  process.exit(1);
}
const A = await import(pathToFileURL(path.join(root, 'pkg', 'arbiter.js')).href);
const wasmBytes = fs.readFileSync(wasmPath);
A.initSync({ module: wasmBytes });

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const RUNS = arg('--runs', 21);
const PLIES = arg('--plies', 1000);
const SEED = arg('--seed', 20240601);

// Classic 40 per side (1 F, 6 B, 1 S, 8 R, 5 N, 4 T, 4 L, 4 P, 3 J, 2 O, 1 G, 1 M), rank 10 first.
const CLASSIC_SETUP =
  'bfbnnrrttn/bbnnrrlltt/bbppllrrjs/ppjjoogmrr/10/10/PPJJOOGMRR/BBPPLLRRJS/BBNNRRLLTT/BFBNNRRTTN r';


function buildGame(plies, seed) {
  const rand = mulberry32(seed);
  const board = new Map(); // square -> side
  for (const p of A.parsePosition('stratego', CLASSIC_SETUP).pieces) board.set(p.square, p.side);
  const game = { game: 'stratego', position: CLASSIC_SETUP, options: { fromStart: true }, moves: [] };
  let battles = 0;
  while (game.moves.length < plies) {
    const legal = A.legalMoves(game);
    if (legal.length === 0) {
      throw new Error(`the game ended after ${game.moves.length} plies (no legal move); try another --seed`);
    }
    const quiet = legal.filter((m) => !board.has(m.split('-')[1]));
    const pool = quiet.length > 0 ? quiet : legal;
    const mv = pool[Math.floor(rand() * pool.length)];
    const [from, to] = mv.split('-');
    const side = board.get(from);
    if (board.has(to)) {
      // A forced attack: ask the engine for the outcome rather than re-implementing battles here.
      const verdict = A.validateMove(game, mv);
      if (!verdict.legal) throw new Error(`legalMoves listed ${mv}, but validateMove refuses it: ${verdict.message}`);
      battles += 1;
      const outcome = verdict.battle?.outcome;
      if (outcome === 'flag-captured') {
        throw new Error(`the game ended after ${game.moves.length + 1} plies (flag captured); try another --seed`);
      }
      board.delete(from);
      if (outcome === 'attacker-wins') board.set(to, side);
      else if (outcome === 'both-removed') board.delete(to);
    } else {
      board.delete(from);
      board.set(to, side);
    }
    game.moves.push(mv);
  }
  return { game, battles };
}

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const n = s.length;
  return n % 2 ? s[(n - 1) / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
}

function time(fn, runs) {
  fn(); // warm-up (compiles the wasm's hot paths)
  const ms = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    ms.push(performance.now() - t0);
  }
  return { median: median(ms), min: Math.min(...ms), max: Math.max(...ms) };
}

const t0 = performance.now();
const { game, battles } = buildGame(PLIES, SEED);
const buildMs = performance.now() - t0;

const history = { ...game, moves: game.moves.slice(0, -1) };
const last = game.moves.at(-1);
const check = A.validateMove(history, last);
if (!check.legal) throw new Error(`the last move ${last} is not legal: ${check.message}`);
const rows = A.explain(game).rows;
if (rows.length !== PLIES || !rows.every((r) => r.legal)) throw new Error('explain does not show every move as legal');

const v = time(() => A.validateMove(history, last), RUNS);
const x = time(() => A.explain(game), RUNS);
const l = time(() => A.legalMoves(game), RUNS);

const raw = wasmBytes.length;
const gz = zlib.gzipSync(wasmBytes, { level: 9 }).length;
const f = (n) => n.toFixed(2);
console.log(`wasm bench (node ${process.version}): a ${PLIES}-ply classic game, seed ${SEED}, ${battles} forced battles, built in ${(buildMs / 1000).toFixed(1)} s`);
console.log(`validateMove (move ${PLIES} after ${PLIES - 1}): median ${f(v.median)} ms  (min ${f(v.min)}, max ${f(v.max)}, ${RUNS} runs)`);
console.log(`explain (${PLIES} rows):                 median ${f(x.median)} ms  (min ${f(x.min)}, max ${f(x.max)}, ${RUNS} runs)`);
console.log(`legalMoves (after ${PLIES}):             median ${f(l.median)} ms  (min ${f(l.min)}, max ${f(l.max)}, ${RUNS} runs)`);
console.log(`pkg/arbiter_bg.wasm: ${raw} bytes raw, ${gz} bytes gzipped (level 9)`);

// Xiangqi: the 300-ply game with repetition cycles (bench/xiangqi-300.txt, from src/bin/bench.rs).
{
  const text = fs.readFileSync(path.join(root, 'bench', 'xiangqi-300.txt'), 'utf8');
  const moves = text.split('\n').find((l) => l && !l.startsWith('#')).trim().split(/\s+/);
  const xq = { game: 'xiangqi', rules: 'axf', moves };
  const xh = { ...xq, moves: moves.slice(0, -1) };
  const xlast = moves.at(-1);
  const xv = A.validateMove(xh, xlast);
  if (!xv.legal) throw new Error(`xiangqi: the last move ${xlast} is not legal: ${xv.message}`);
  const xrows = A.explain(xq).rows;
  if (xrows.length !== moves.length || !xrows.every((r) => r.legal)) throw new Error('xiangqi: explain does not show every move as legal');
  const reps = xrows.filter((r) => r.repetition).map((r) => r.repetition.outcome);
  const n = moves.length;
  console.log(`xiangqi: a ${n}-ply game (bench/xiangqi-300.txt), ${reps.length} repetitions judged (${reps.filter((o) => o === 'draw').length} draws, ${reps.filter((o) => o === 'other-must-vary').length} where the other side must vary)`);
  const a = time(() => A.validateMove(xh, xlast), RUNS);
  const b = time(() => A.explain(xq), RUNS);
  const c = time(() => A.legalMoves(xq), RUNS);
  console.log(`xiangqi validateMove (move ${n} after ${n - 1}): median ${f(a.median)} ms  (min ${f(a.min)}, max ${f(a.max)}, ${RUNS} runs)`);
  console.log(`xiangqi explain (${n} rows):                 median ${f(b.median)} ms  (min ${f(b.min)}, max ${f(b.max)}, ${RUNS} runs)`);
  console.log(`xiangqi legalMoves (after ${n}):             median ${f(c.median)} ms  (min ${f(c.min)}, max ${f(c.max)}, ${RUNS} runs)`);
}

// Perft nodes per second in wasm: the positions of the native benchmark (src/bin/bench.rs, PERFT_CASES): the
// start positions, Kiwipete, and two positions only Bogenschach reaches (a side whose King was shot; the
// opponent's King exposed by a shot while the shooter is to move).
const PERFT_CASES = [
  ['xiangqi', 'start', '', 4],
  ['chess', 'start', '', 5],
  ['chess', 'kiwipete', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', 4],
  ['bogenschach', 'white King shot', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1', 5],
  ['bogenschach', 'Black King exposed', 'rnbqkbnr/ppppp1pp/8/7Q/8/4P3/PPPP1PPP/RNB1KBNR w KQkq - 0 1', 5],
];
for (const [name, what, position, depth] of PERFT_CASES) {
  const p0 = performance.now();
  const nodes = A.perft(position ? { game: name, position } : { game: name }, depth, { budget: 2 ** 53 });
  const s = (performance.now() - p0) / 1000;
  console.log(`perft ${name.padEnd(11)} ${what.padEnd(18)} depth ${depth}: ${nodes} nodes in ${(s * 1000).toFixed(0)} ms, ${(nodes / s / 1e6).toFixed(1)} million nodes/s`);
}
