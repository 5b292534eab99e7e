// The worker's client (loaded by board/engine.js engineCall with the first long question): call(game, op, args)
// asks `game`'s engine op(...args) in a Web Worker (board/engine-worker.js, a module worker that loads the same
// package through board/engine.js), so a long explain (a 20,000-move Xiangqi game: seconds) never blocks the page.
// Resolves to the answer, rejects with the engine's Error (its `code` kept). One worker per game and page, started
// on first use and ended after IDLE_MS without a question, which gives its wasm memory back. Where no worker can
// run, the page's own engine (loadEngine) answers instead, the page blocked while it computes: a worker that
// cannot be created (a Content-Security-Policy whose worker-src refuses it, a page on file://, the widget on
// another origin than the page: a worker script must be same-origin), or whose script or engine cannot load (an
// `error` event, or its answer that its engine did not start). The single-file builds have no worker at all
// (scripts/build-site.mjs replaces board/engine.js by a module whose engineCall asks the page's engine).
import { loadEngine } from './engine.js';

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
    // Beside this module.
    const here = import.meta.url;
    worker = new Worker(new URL('./engine-worker.js', here), { type: 'module', name: `arbiter ${game}` });
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

export function call(game, op, args) {
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
