// Times the first explain() of packages side by side in one Node process, alternating call by call, so that a busy
// machine's swings hit every package alike:
//   node bench/explain-ab.mjs [--rounds N] DIR...      (e.g. pkg and a copy of main's pkg/)
// Per package, the median (and least) of N rounds of: game.explain() on a new session of the 1,000-ply Stratego game
// of bench/session.mjs; the stateless explain of the same moves; game.explain() on a new session of the 300-ply
// Xiangqi game of bench/xiangqi-300.txt. Each call is timed as the process's CPU time (process.cpuUsage: user and
// system), which the other processes of a loaded machine change less than the wall clock. One untimed round first.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SETUP, strategoGame } from './stratego-game.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const ROUNDS = args.includes('--rounds') ? Number(args[args.indexOf('--rounds') + 1]) : 25;
const dirs = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--rounds');
const packages = [];
for (const [k, d] of dirs.entries()) {
  // the query makes each folder its own module instance, should two hold the same file name
  const A = await import(`${pathToFileURL(path.join(path.resolve(d), 'arbiter.js')).href}?${k}`);
  A.initSync({ module: fs.readFileSync(path.join(d, 'arbiter_bg.wasm')) });
  packages.push(A);
}
// the game of bench/session.mjs, played with the first package
const moves = strategoGame(packages[0], 1000);
const x = fs.readFileSync(path.join(root, 'bench', 'xiangqi-300.txt'), 'utf8');
const xmoves = x.split('\n').filter((l) => l.trim() && !l.startsWith('#')).join(' ').split(/\s+/).filter(Boolean);

const cpu = (fn) => {
  const c = process.cpuUsage();
  fn();
  const d = process.cpuUsage(c);
  return (d.user + d.system) / 1000;
};
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const times = packages.map(() => ({ first: [], stateless: [], xiangqi: [] }));
for (let r = -1; r < ROUNDS; r++) {
  packages.forEach((A, k) => {
    const s = new A.Game({ game: 'stratego', position: SETUP, moves });
    const first = cpu(() => s.explain());
    s.free();
    const stateless = cpu(() => A.explain({ game: 'stratego', position: SETUP, moves }));
    const xs = new A.Game({ game: 'xiangqi', moves: xmoves });
    const xiangqi = cpu(() => xs.explain());
    xs.free();
    if (r < 0) return; // the untimed round
    times[k].first.push(first);
    times[k].stateless.push(stateless);
    times[k].xiangqi.push(xiangqi);
  });
}
const cell = (xs) => `${median(xs).toFixed(2)} ms (least ${Math.min(...xs).toFixed(2)})`;
console.log(`| package | Stratego, ${moves.length} plies: game.explain(), first | explain (stateless) | Xiangqi, ${xmoves.length} plies: game.explain(), first |`);
console.log('|---|---:|---:|---:|');
dirs.forEach((d, k) => console.log(`| ${d} | ${cell(times[k].first)} | ${cell(times[k].stateless)} | ${cell(times[k].xiangqi)} |`));
