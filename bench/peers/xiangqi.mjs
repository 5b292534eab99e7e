// Xiangqi for bench/peers/run.mjs (the shape of a game module is described at the top of chess.mjs): the
// positions and the peer, Fairy-Stockfish's WebAssembly build from npm (package fairy-stockfish-nnue.wasm,
// pinned below), installed with npm into the scratch folder on first use, never into the project. It runs in a
// worker thread (fairy-stockfish.mjs beside this file: the engine answers asynchronously), loaded once, which
// times each perft itself, so the engine's load is not counted. Its one build is
// the npm package's own (Emscripten, whatever optimisation its authors chose): it is listed in both wasm tables
// and in neither native one.
import fs from 'node:fs';
import path from 'node:path';
import { BUILDS, log, run } from './lib.mjs';
import { startFairyStockfish } from './fairy-stockfish.mjs';

export const GAME = 'xiangqi';

// From tests/data/xiangqi/perft.txt: the start position and two middlegames (lines 12-15 and 29).
export const POSITIONS = [
  { name: 'start', fen: 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1', depth: 4, quickDepth: 3, nodes: { 3: 79666, 4: 3290240 } },
  { name: 'middlegame 1', fen: 'r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1', depth: 4, quickDepth: 3, nodes: { 3: 43929, 4: 1339047 } },
  { name: 'middlegame 2', fen: '1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1', depth: 4, quickDepth: 3, nodes: { 4: 4485547 } },
];

const FSF_PACKAGE = 'fairy-stockfish-nnue.wasm';
const FSF_VERSION = '1.1.12';

/// Installs the npm package into SCRATCH/fairy-stockfish (once) and returns the package's folder.
function installFsf(scratch) {
  const prefix = path.join(scratch, 'fairy-stockfish');
  const dir = path.join(prefix, 'node_modules', FSF_PACKAGE);
  const manifest = path.join(dir, 'package.json');
  const installed = fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).version === FSF_VERSION;
  if (!installed) {
    fs.mkdirSync(prefix, { recursive: true });
    if (!fs.existsSync(path.join(prefix, 'package.json'))) {
      fs.writeFileSync(path.join(prefix, 'package.json'), '{ "private": true }\n');
    }
    run('npm', ['install', '--no-audit', '--no-fund', '--prefix', prefix, `${FSF_PACKAGE}@${FSF_VERSION}`]);
  }
  return dir;
}

export const PEERS = [
  {
    name: 'Fairy-Stockfish',
    runner: async ({ scratch, build }) => {
      if (BUILDS[build].target !== 'wasm') return null;
      const dir = installFsf(scratch);
      log(`Fairy-Stockfish ${FSF_VERSION} (npm ${FSF_PACKAGE}) from ${dir}: loading`);
      engine ??= await startFairyStockfish(dir, 'xiangqi');
      return { time: (fen, depth) => engine.perft(fen, depth) };
    },
  },
];

let engine = null;
