// Loads the rules engine (a wasm-pack/wasm-bindgen package) once per page and game, relative to this module's URL,
// so the widget works wherever www/ is hosted. Every rule question goes to the engine; this file holds no game
// logic.
//
// scripts/build-wasm.sh builds one engine package per game (www/pkg/<game>/, only that game's Rust code) besides
// the full one with every game (www/pkg/, a copy of the npm package pkg/). loadEngine(game) loads the package of
// `game` only, so a page of Stratego boards never downloads the Xiangqi code; it falls back to the full package
// (www/pkg/, then a pkg/ one level up) when the game's own is missing (a site that hosts only pkg/) or for a game
// name it does not know (the full engine then answers with its own error, code `unknown-game`). loadEngine()
// without a game loads the full package. Each package is loaded once; boards of two games load two packages.
// The widget's own per-game code is loaded the same way (board/games.js: the game's board modules; board/i18n/
// index.js: the German messages): arbiter-board.js awaits all three in its _load() before it draws the board.
//
// A file that cannot be loaded rejects with a FileError (board/files.js) naming it with its HTTP status.
//
// A new page needs nothing here: it names its game (<arbiter-board game="xiangqi">) and gets that game's package.
// A new game needs its Cargo feature (Cargo.toml), its name in GAMES in scripts/build-wasm.sh and here.
import { fetchOk, importFailure } from './files.js';

const GAMES = ['stratego', 'xiangqi', 'bogenschach'];

// www/board/engine.js -> www/pkg/arbiter.js (the copy scripts/build-wasm.sh makes), then a pkg/ one level up.
const FULL = ['../pkg/arbiter.js', '../../pkg/arbiter.js'];

const loading = new Map(); // candidate list (joined) -> promise of the module

/** The package URLs (relative to this module) to try for `game`, best first. */
function packagesFor(game) {
  const name = String(game ?? '').trim().toLowerCase();
  return GAMES.includes(name) ? [`../pkg/${name}/arbiter.js`, ...FULL] : FULL;
}

/** Resolves to the engine module (validateMove, explain, legalMoves, parsePosition, ...) for `game` (every game
 * if absent), or rejects with the reason it cannot start (no WebAssembly, a Content-Security-Policy without
 * 'wasm-unsafe-eval', a file of the package that cannot be loaded: a FileError naming it). */
export function loadEngine(game) {
  const candidates = packagesFor(game);
  const key = candidates.join(' ');
  if (!loading.has(key)) loading.set(key, start(candidates));
  return loading.get(key);
}

async function start(candidates) {
  if (typeof WebAssembly !== 'object') throw new Error('WebAssembly is not available');
  let firstError = null; // the game's own package is the one to name when none loads
  for (const rel of candidates) {
    const url = new URL(rel, import.meta.url);
    let mod;
    try {
      mod = await import(url.href);
    } catch (e) {
      firstError ??= await importFailure(url.href, e);
      continue;
    }
    // The package's init compiles the wasm beside arbiter.js (a CSP without 'wasm-unsafe-eval' refuses it).
    const wasm = await fetchOk(new URL('arbiter_bg.wasm', url).href);
    await mod.default({ module_or_path: wasm });
    return mod;
  }
  throw firstError || new Error('the engine package was not found');
}

// --- long engine work off the page's thread --------------------------------------------------------------------
//
// engineCall(game, op, ...args) asks `game`'s engine the question op(...args) ('explain', 'validateMove',
// 'legalMoves') in a Web Worker (board/engine-worker.js, a module worker that loads the same package through this
// file), so a long explain (a 20,000-move Xiangqi game: seconds) never blocks the page. Resolves to the answer,
// rejects with the engine's Error (its `code` kept). One worker per game and page, started on first use and ended
// after IDLE_MS without a question, which gives its wasm memory back. Where no worker can run the question goes to
// the page's own engine (loadEngine) instead, the same answer with the page blocked while it is computed: a
// worker cannot be created (a Content-Security-Policy whose worker-src refuses it, a page on file://, the widget on
// another origin than the page: a worker script must be same-origin), its script or the engine in it cannot load
// (an `error` event, or the worker answers that its engine did not start), or a bundle (scripts/bundle.mjs
// replaces this file by one without workers).

const IDLE_MS = 30_000;
const workers = new Map(); // game -> { worker, pending: Map(id -> {resolve, reject, op, args}), timer } | 'none'
let nextId = 0;

/** A question for the page's own engine (no worker): the same contract as the worker's answer. */
async function onPage(game, op, args) {
  const mod = await loadEngine(game);
  return mod[op](...args);
}

/** Rebuilds the engine's error from what the worker sent ({ message, code }). */
function engineError({ message, code }) {
  const e = new Error(message);
  if (code !== undefined) e.code = code;
  return e;
}

function startWorker(game) {
  let worker;
  try {
    if (typeof Worker !== 'function') return null;
    worker = new Worker(new URL('./engine-worker.js', import.meta.url), { type: 'module', name: `arbiter ${game}` });
  } catch {
    return null; // refused at once (file://, another origin, a CSP that throws)
  }
  const w = { worker, pending: new Map(), timer: 0 };
  // No worker after all: every question it holds goes to the page's engine, and so do later ones.
  const fail = () => {
    workers.set(game, 'none');
    worker.terminate();
    for (const [, p] of w.pending) onPage(game, p.op, p.args).then(p.resolve, p.reject);
    w.pending.clear();
  };
  worker.addEventListener('error', (e) => {
    e.preventDefault();
    fail();
  });
  worker.addEventListener('message', ({ data }) => {
    if (!data || typeof data !== 'object') return;
    if (data.unavailable) return fail();
    const p = w.pending.get(data.id);
    if (!p) return;
    w.pending.delete(data.id);
    if (data.error) p.reject(engineError(data.error));
    else p.resolve(data.value);
    if (!w.pending.size) idle(game, w);
  });
  return w;
}

/** Ends `game`'s worker IDLE_MS after its last answer (a new question starts another). */
function idle(game, w) {
  clearTimeout(w.timer);
  w.timer = setTimeout(() => {
    if (w.pending.size || workers.get(game) !== w) return;
    workers.delete(game);
    w.worker.terminate();
  }, IDLE_MS);
}

export function engineCall(game, op, ...args) {
  let w = workers.get(game);
  if (w === undefined) {
    w = startWorker(game) || 'none';
    workers.set(game, w);
  }
  if (w === 'none') return onPage(game, op, args);
  clearTimeout(w.timer);
  const id = ++nextId;
  return new Promise((resolve, reject) => {
    w.pending.set(id, { resolve, reject, op, args });
    try {
      w.worker.postMessage({ id, game, op, args });
    } catch (e) {
      // An argument the worker cannot be sent (not structured-cloneable): ask the page's engine.
      w.pending.delete(id);
      onPage(game, op, args).then(resolve, reject);
    }
  });
}

/** Whether `game`'s questions go to a worker (false once none could run; true before the first question). */
export function engineInWorker(game) {
  return workers.get(game) !== 'none';
}
