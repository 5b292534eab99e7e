// Helpers of bench/peers/run.mjs: the scratch folder, the builds (the Rust harness crate in bench/peers/rust/
// with the peers from crates.io, natively and as wasm; Arbiter's own wasm package at opt 3), the timing loop and
// the table. Nothing here is part of Arbiter's build; everything built goes to the scratch folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/// The builds compared, each a column of the tables: where the code runs and the opt-level it is built with.
/// Every build has fat LTO and one codegen unit, as Cargo.toml's [profile.release]; the opt z wasm of every
/// engine also goes through `wasm-opt -Oz` with the flags of scripts/build-wasm.sh, as Arbiter's shipped
/// package does; the opt 3 wasm goes through no wasm-opt (for every engine alike).
export const BUILDS = {
  'native-3': { target: 'native', opt: '3', label: 'native, opt 3' },
  'wasm-z': { target: 'wasm', opt: 'z', label: 'wasm, opt z (the pages\' package)' },
  'wasm-3': { target: 'wasm', opt: '3', label: 'wasm, opt 3 (the npm package)' },
  'native-z': { target: 'native', opt: 'z', label: 'native, opt z' },
};

export function log(...a) {
  console.error('[peers]', ...a);
}

export function run(cmd, args, opts = {}) {
  log([cmd, ...args].join(' '));
  return execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8', ...opts });
}

export function scratchDir(given) {
  const dir = path.resolve(given ?? path.join(process.env.TMPDIR ?? os.tmpdir(), 'arbiter-peers'));
  if (dir === root || dir.startsWith(root + path.sep)) {
    throw new Error(`the scratch folder ${dir} is inside the project; give one outside it (--scratch DIR)`);
  }
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/// Copies bench/peers/rust into the scratch folder as a crate (peer.toml -> Cargo.toml, with this checkout's
/// path for the `arbiter` engine), rewriting only files whose text changed so that cargo's cache holds.
function harnessCrate(scratch) {
  const src = path.join(root, 'bench', 'peers', 'rust');
  const dst = path.join(scratch, 'harness');
  const put = (rel, text) => {
    const p = path.join(dst, rel);
    fs.mkdirSync(path.dirname(p), { recursive: true });
    if (!fs.existsSync(p) || fs.readFileSync(p, 'utf8') !== text) fs.writeFileSync(p, text);
  };
  put('Cargo.toml', fs.readFileSync(path.join(src, 'peer.toml'), 'utf8').replaceAll('@ARBITER@', root));
  for (const f of fs.readdirSync(path.join(src, 'src'))) {
    put(path.join('src', f), fs.readFileSync(path.join(src, 'src', f), 'utf8'));
  }
  return dst;
}

// after the level (-Oz or -O3, as scripts/build-wasm.sh gives Arbiter's packages)
const OPT_FLAGS = [
  '--strip-debug', '--strip-producers', '--enable-bulk-memory', '--enable-sign-ext',
  '--enable-nontrapping-float-to-int', '--enable-mutable-globals', '--enable-reference-types', '--enable-multivalue',
];

function wasmOpt(file, level) {
  const bin = path.join(root, 'node_modules', '.bin', 'wasm-opt');
  if (!fs.existsSync(bin)) throw new Error(`${bin} is missing: npm ci (or link /work/main/node_modules)`);
  run(bin, [level, ...OPT_FLAGS, file, '-o', file + '.opt']);
  fs.renameSync(file + '.opt', file);
}

/// Builds the harness crate with `features` for one build; returns the native binary's path or the wasm file's.
export function buildHarness(scratch, build, features) {
  const b = BUILDS[build];
  const dir = harnessCrate(scratch);
  const targetDir = path.join(scratch, `target-${b.target}-${b.opt}`);
  const args = ['build', '--quiet', '--release', '--features', features.join(','), '--target-dir', targetDir,
    '--config', `profile.release.opt-level=${b.opt === 'z' ? '"z"' : 3}`];
  if (b.target === 'native') {
    run('cargo', [...args, '--bin', 'peer'], { cwd: dir });
    return path.join(targetDir, 'release', 'peer');
  }
  run('cargo', [...args, '--lib', '--target', 'wasm32-unknown-unknown'], { cwd: dir });
  const out = path.join(scratch, `peers-${b.opt}.wasm`);
  fs.copyFileSync(path.join(targetDir, 'wasm32-unknown-unknown', 'release', 'arbiter_peers.wasm'), out);
  // wasm-opt at the level Arbiter's package of the same opt-level has (same build profile)
  wasmOpt(out, b.opt === 'z' ? '-Oz' : '-O3');
  return out;
}

/// Arbiter's wasm package (the full one, every game) for a wasm build, as scripts/build-wasm.sh made it: at opt 3
/// the npm package pkg/ (opt-level 3, wasm-opt -O3), at opt z the pages' www/pkg/ (opt-level z, wasm-opt -Oz).
/// Returns the loaded module (wasm-bindgen's `--target web` glue, initialised).
export async function arbiterWasm(scratch, build) {
  const b = BUILDS[build];
  const rel = b.opt === 'z' ? 'www/pkg' : 'pkg';
  const dir = path.join(root, rel);
  const wasm = path.join(dir, 'arbiter_bg.wasm');
  if (!fs.existsSync(wasm)) throw new Error(`${rel}/arbiter_bg.wasm is missing: run scripts/build-wasm.sh first`);
  const built = fs.statSync(wasm).mtimeMs;
  const newer = [];
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (fs.statSync(p).mtimeMs > built) newer.push(path.relative(root, p));
    }
  };
  walk(path.join(root, 'src'));
  if (newer.length) log(`warning: ${rel}/ is older than ${newer.slice(0, 3).join(', ')}: rerun scripts/build-wasm.sh`);
  const A = await import(pathToFileURL(path.join(dir, 'arbiter.js')).href + `?${build}`);
  A.initSync({ module: fs.readFileSync(path.join(dir, 'arbiter_bg.wasm')) });
  return A;
}

/// The harness crate's wasm module, instantiated: `perft(engine, fen, depth)` returns the leaf count.
export function harnessWasm(file) {
  const { exports } = new WebAssembly.Instance(new WebAssembly.Module(fs.readFileSync(file)), {});
  return (engine, fen, depth) => {
    exports.input_clear();
    for (const byte of Buffer.from(`${engine} ${fen}`)) exports.input_push(byte);
    const n = exports.perft(depth);
    if (n < 0) throw new Error(`${engine} (wasm): not built in, or the FEN is refused: ${fen}`);
    return n;
  };
}

/// One timed run of a synchronous perft function: { nodes, seconds }.
export function timeOnce(f) {
  const t = performance.now();
  const nodes = f();
  return { nodes, seconds: (performance.now() - t) / 1000 };
}

/// One timed run of the native harness binary: it runs one untimed perft (also the warm-up), then one timed.
export function timeNative(bin, engine, fen, depth) {
  const out = execFileSync(bin, [engine, String(depth), '1', fen], { encoding: 'utf8' });
  const r = JSON.parse(out.trim().split('\n').pop());
  return { nodes: r.nodes, seconds: r.seconds[0] };
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

export const mnps = (nodes, seconds) => nodes / seconds / 1e6;

export function table(head, rows) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (r) => '| ' + r.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join(' | ') + ' |';
  return [line(head), '|' + widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : '-'.repeat(w + 1) + ':')).join('|') + '|', ...rows.map(line)].join('\n');
}
