// Perft side by side: Arbiter against other engines, on the same positions, in the same run, with the same
// build profile. The peers are built in a scratch folder outside the project from their registries; none is a
// dependency of Arbiter. Each run makes a scratch folder of its own ($TMPDIR/arbiter-peers-XXXXXX) and removes it
// at the end; --scratch DIR uses (and keeps) DIR instead, so that a second run reuses the builds in it.
//   node bench/peers/run.mjs [GAME...] [--runs N] [--builds native-3,wasm-z,wasm-3] [--quick] [--scratch DIR]
// GAME: any of GAMES below (default: all whose module exists). Builds (lib.mjs BUILDS): native-3 (native, opt 3),
// wasm-z (wasm, opt z: Arbiter's www/pkg/, the pages' package), wasm-3 (opt 3: Arbiter's npm package pkg/; run
// scripts/build-wasm.sh first for both), native-z.
// For every position and build, the engines take turns, run after run (one warm-up each first), so that a change
// in the machine's load falls on all of them; the tables give the median nodes/s of --runs runs (default 5) and
// Arbiter's speed over each peer's (ours/peer: 0.5 is "the peer is twice as fast"). A new game: its module
// bench/peers/<game>.mjs (the shape is at the top of chess.mjs) and its name in GAMES.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import {
  BUILDS, arbiterWasm, buildHarness, harnessWasm, log, median, mnps, root, scratchDir, table, timeNative, timeOnce,
} from './lib.mjs';

const GAMES = ['chess', 'xiangqi'];

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const RUNS = Number(opt('--runs', 5));
const QUICK = args.includes('--quick');
const builds = opt('--builds', 'native-3,wasm-z,wasm-3').split(',');
for (const b of builds) if (!BUILDS[b]) throw new Error(`unknown build ${b}: one of ${Object.keys(BUILDS).join(', ')}`);
const asked = args.filter((a, i) => !a.startsWith('--') && !['--runs', '--builds', '--scratch'].includes(args[i - 1]));
const ownScratch = opt('--scratch') === undefined;
const scratch = scratchDir(ownScratch ? fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-peers-')) : opt('--scratch'));
if (ownScratch) process.on('exit', () => fs.rmSync(scratch, { recursive: true, force: true }));

const games = [];
for (const g of asked.length ? asked : GAMES) {
  const file = new URL(`./${g}.mjs`, import.meta.url);
  if (!fs.existsSync(file)) {
    if (asked.length) throw new Error(`no module bench/peers/${g}.mjs`);
    continue;
  }
  games.push(await import(file.href));
}

// The harness crate holds every Rust peer of the games asked, and Arbiter for the native builds.
const rustFeatures = games.flatMap((g) => g.PEERS.filter((p) => p.rust).map((p) => p.rust));

const version = (cmd, a) => {
  try {
    return execFileSync(cmd, a, { encoding: 'utf8' }).trim();
  } catch {
    return `${cmd}: not found`;
  }
};
console.log(`# Perft side by side (bench/peers/run.mjs), ${new Date().toISOString()}`);
console.log(`${version('rustc', ['--version'])}; node ${process.version}; ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
console.log(`median of ${RUNS} runs; nodes/s in millions; ours/peer = Arbiter's nodes/s over the peer's\n`);

// Engines per build: [{ name, time(fen, depth) }], Arbiter first.
async function engines(game, build) {
  const b = BUILDS[build];
  const list = [];
  const rust = game.PEERS.filter((p) => p.rust);
  if (b.target === 'native') {
    const bin = buildHarness(scratch, build, [...rustFeatures, 'arbiter']);
    list.push({ name: 'Arbiter', time: (fen, depth) => timeNative(bin, `arbiter:${game.GAME}`, fen, depth) });
    for (const p of rust) list.push({ name: p.name, time: (fen, depth) => timeNative(bin, p.rust, fen, depth) });
  } else {
    const A = await arbiterWasm(scratch, build);
    const budget = { budget: 2 ** 53 };
    list.push({ name: 'Arbiter', time: (fen, depth) => timeOnce(() => A.perft({ game: game.GAME, position: fen }, depth, budget)) });
    if (rust.length) {
      const perft = harnessWasm(buildHarness(scratch, build, rustFeatures));
      for (const p of rust) list.push({ name: p.name, time: (fen, depth) => timeOnce(() => perft(p.rust, fen, depth)) });
    }
  }
  for (const p of game.PEERS.filter((q) => q.runner)) {
    const r = await p.runner({ scratch, build, root });
    if (r) list.push({ name: p.name, time: (fen, depth) => r.time(fen, depth) });
  }
  return list;
}

let failed = false;
for (const game of games) {
  for (const build of builds) {
    const list = await engines(game, build);
    const head = ['position', ...list.map((e) => e.name), ...list.slice(1).map((e) => `ours/${e.name}`)];
    const rows = [];
    for (const pos of game.POSITIONS) {
      const depth = QUICK ? pos.quickDepth : pos.depth;
      const times = list.map(() => []);
      const counts = list.map((e) => e.time(pos.fen, depth).nodes); // the warm-up run
      list.forEach((e, i) => {
        if (pos.nodes[depth] !== undefined && counts[i] !== pos.nodes[depth]) {
          console.log(`!! ${e.name} counts ${counts[i]} at ${pos.name} depth ${depth}; published: ${pos.nodes[depth]}`);
          failed = true;
        }
      });
      for (let r = 0; r < RUNS; r++) list.forEach((e, i) => times[i].push(e.time(pos.fen, depth).seconds));
      const speed = times.map((t, i) => mnps(counts[i], median(t)));
      log(`${game.GAME} ${build} ${pos.name} d${depth}: ${list.map((e, i) => `${e.name} ${speed[i].toFixed(1)}`).join(', ')}`);
      rows.push([`${pos.name} d${depth} (${counts[0].toLocaleString('en')})`, ...speed.map((s) => s.toFixed(1)),
        ...speed.slice(1).map((s) => (speed[0] / s).toFixed(2))]);
    }
    console.log(`## ${game.GAME}, ${BUILDS[build].label}\n`);
    console.log(table(head, rows) + '\n');
  }
}
// A peer's engine may live in a worker thread (Fairy-Stockfish), which would keep the process alive.
process.exit(failed ? 1 : 0);
