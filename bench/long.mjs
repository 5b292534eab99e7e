// The cost per move of explain, validateMove and legalMoves on long games, in wasm (issue 12): for each game
// at 1,000, 5,000 and 20,000 moves, the time (median of --runs runs, wall clock and CPU time of the process),
// the time per move, the size of the answer (its JSON text) and the wasm memory a fresh instance holds after
// the call (wasm memory never shrinks: this is what the page keeps for its life).
//   node bench/long.mjs [--runs N] [--sizes 1000,5000,20000] [--games stratego,xiangqi,bogenschach]
// The games are built here, deterministically and without the engine, then checked by it (explain must show
// every move legal):
// - stratego: the classic-40 setup; Red's Captain steps A4-A5 and Blue's Scout J7-J6, then each walks round
//   a 2x2 square (A5 B5 B6 A6; J6 I6 I5 J5) for ever: no battle, no Two-Squares run, no chase, the board full.
// - xiangqi: both Horses of each side out and back (h0g2 h9g7 g2h0 g7h9 ...): the position repeats every
//   4 plies, so nearly every move closes a repetition cycle that is judged (idle: a draw) - the most work a
//   move can cost the repetition rules.
// - bogenschach: its games end after 15 rounds (30 turns; then a shoot-out), so a list of 1,000 or more turns
//   is measured as given: explain shows the rows up to the end and refuses the next, validateMove refuses
//   the history (illegal-history); the point is only that a long list costs no more than its first turns.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { mulberry32 } from '../scripts/random.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const moduleUrl = pathToFileURL(path.join(root, 'pkg', 'arbiter.js')).href;
const wasmBytes = fs.readFileSync(path.join(root, 'pkg', 'arbiter_bg.wasm'));
let instances = 0;
/** A fresh module and wasm instance (a distinct URL is a distinct module): its memory starts small. */
async function fresh() {
  const M = await import(`${moduleUrl}?fresh=${instances++}`);
  const exports = M.initSync({ module: wasmBytes });
  return { A: M, memory: () => exports.memory.buffer.byteLength };
}

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const RUNS = Number(arg('--runs', 5));
const SIZES = arg('--sizes', '1000,5000,20000').split(',').map(Number);
const GAMES = arg('--games', 'stratego,xiangqi,bogenschach').split(',');

const CLASSIC = 'bfbnnrrttn/bbnnrrlltt/bbppllrrjs/ppjjoogmrr/10/10/PPJJOOGMRR/BBPPLLRRJS/BBNNRRLLTT/BFBNNRRTTN r';
const cycle = (start, loop, n) => [...start, ...Array.from({ length: n - start.length }, (_, i) => loop[i % loop.length])];
const BUILD = {
  stratego: (n) => ({
    game: 'stratego', position: CLASSIC, options: { fromStart: true },
    moves: cycle(['A4-A5', 'J7-J6'], ['A5-B5', 'J6-I6', 'B5-B6', 'I6-I5', 'B6-A6', 'I5-J5', 'A6-A5', 'J5-J6'], n),
  }),
  xiangqi: (n) => ({ game: 'xiangqi', moves: cycle([], ['h0g2', 'h9g7', 'g2h0', 'g7h9'], n) }),
  bogenschach: (n) => ({ game: 'bogenschach', moves: cycle([], ['@- Nf3', '@- Nf6', '@- Ng1', '@- Ng8'], n) }),
  // bench/wasm.mjs's game: the classic setup, then a seeded random legal move at every ply (a move onto an empty
  // square when there is one). Built with legalMoves at every ply, so its cost grows with the square of its
  // length: 1,000 plies only (--sizes 1000).
  'stratego-random': (n, A) => {
    const rand = mulberry32(20240601);
    const occupied = new Set(A.parsePosition('stratego', CLASSIC).pieces.map((p) => p.square));
    const game = { game: 'stratego', position: CLASSIC, options: { fromStart: true }, moves: [] };
    while (game.moves.length < n) {
      const legal = A.legalMoves(game);
      const quiet = legal.filter((m) => !occupied.has(m.split('-')[1]));
      if (quiet.length === 0) throw new Error(`stratego-random: no quiet move after ${game.moves.length} plies`);
      const mv = quiet[Math.floor(rand() * quiet.length)];
      const [from, to] = mv.split('-');
      occupied.delete(from);
      occupied.add(to);
      game.moves.push(mv);
    }
    return game;
  },
};

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/** Median wall and CPU milliseconds of `runs` runs after one warm-up; returns the warm-up's answer too. */
function time(fn, runs) {
  let answer;
  try {
    answer = fn();
  } catch (e) {
    answer = e;
  }
  const wall = [];
  const cpu = [];
  for (let i = 0; i < runs; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    try {
      fn();
    } catch {
      // measured as given (Bogenschach's long lists are refused)
    }
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  return { wall: median(wall), cpu: median(cpu), answer };
}

const size = (answer) => {
  if (answer instanceof Error) return answer.code;
  const kb = JSON.stringify(answer).length / 1024;
  return kb < 10 ? `${kb.toFixed(1)} KB` : `${kb.toFixed(0)} KB`;
};
const ms = (x) => (x >= 100 ? x.toFixed(0) : x.toFixed(1));
const us = (x, n) => ((x * 1000) / n).toFixed(1);

console.log(`long games in wasm (node ${process.version}, ${RUNS} runs each, median; CPU = user + system time of the process)`);
console.log('| game | moves | call | wall ms | CPU ms | CPU µs/move | answer | wasm memory after |');
console.log('|---|---:|---|---:|---:|---:|---:|---:|');
for (const name of GAMES) {
  for (const n of SIZES) {
    const game = BUILD[name](n, (await fresh()).A);
    {
      // The game is legal as far as the rules let it go (checked once, on its own instance).
      const { A } = await fresh();
      const rows = A.explain(game).rows;
      const limit = name === 'bogenschach' ? rows.length : n;
      if (rows.length !== limit || !rows.slice(0, name === 'bogenschach' ? -1 : undefined).every((r) => r.legal)) {
        throw new Error(`${name} ${n}: explain does not show every move legal (${rows.length} rows)`);
      }
    }
    const history = { ...game, moves: game.moves.slice(0, -1) };
    const last = game.moves.at(-1);
    const calls = [
      ['explain', (A) => A.explain(game)],
      ['validateMove', (A) => A.validateMove(history, last)],
      ['legalMoves', (A) => A.legalMoves(game)],
    ];
    for (const [call, fn] of calls) {
      const { A, memory } = await fresh();
      const t = time(() => fn(A), RUNS);
      const mb = (memory() / 2 ** 20).toFixed(1);
      console.log(`| ${name} | ${n} | ${call} | ${ms(t.wall)} | ${ms(t.cpu)} | ${us(t.cpu, n)} | ${size(t.answer)} | ${mb} MB |`);
    }
  }
}
