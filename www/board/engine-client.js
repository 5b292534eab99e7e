// The worker's client (loaded by board/engine.js engineCall with the first long question): call(game, op, args)
// asks `game`'s engine op(...args) in a Web Worker (board/engine-worker.js, a module worker that loads the same
// package through board/engine.js), so a long explain (a 20,000-move Xiangqi game: seconds) never blocks the page.
// Resolves to the answer, rejects with the engine's Error (its `code` kept). One worker per game and page, started
// on first use and ended after IDLE_MS without a question, which gives its wasm memory back.
//
// The worker gets one question at a time; the others wait here, in order. A question may name who asks
// (`asker`: { owner, round, status }, a board and the number of its current explanation): a later round of the
// same owner supersedes the earlier ones. Those still waiting are dropped, and one being computed is abandoned by
// replacing the worker (a wasm computation cannot be interrupted), so a board whose moves change ten times in a
// row waits for one answer, not ten. A superseded question rejects with an Error of code 'superseded', which the
// owner ignores (it waits for its latest round only).
//
// A worker that has not answered within timeLimit(question) (TIME_LIMIT_MS, and PER_MOVE_MS more for each move of
// the question) is replaced by a new one for the questions that follow; the question rejects with an Error of code
// 'engine-timeout' whose message, in the question's language (its `lang`), says so: the board shows it.
//
// Where no worker can run, the page's own engine (loadEngine) answers instead, the page blocked while it computes: a
// worker that cannot be created (a Content-Security-Policy whose worker-src refuses it, a page on file://, the
// widget on another origin than the page: a worker script must be same-origin), or whose script or engine cannot
// load (an `error` event, or its answer that its engine did not start). The asker's status(text) is then told, and
// given a frame to show it, before the page blocks: text says that the page itself checks the moves. The single-file
// builds have no worker at all (scripts/build-site.mjs replaces board/engine.js by a module whose engineCall asks
// the page's engine).
import { loadEngine } from './engine.js';
import { messages } from './i18n/index.js';

const IDLE_MS = 30_000;
/** The time a worker has for one question, before the moves: enough to start a worker and its engine on a slow
 * device. */
export const TIME_LIMIT_MS = 10_000;
/** And for each move of the question (explain of 20,000 moves: a few seconds on a desktop, many times that on a
 * slow phone). */
export const PER_MOVE_MS = 2;

// game -> { worker, queue: [question], current: question | null, timer, clock } | 'none'
// question: { id, op, args, resolve, reject, asker }
const workers = new Map();
const latest = new WeakMap(); // owner -> its latest round
let nextId = 0;

const movesOf = (args) => {
  const moves = args && args[0] && args[0].moves;
  return Array.isArray(moves) ? moves.length : 0;
};
const msgsOf = (args) => messages((args && args[0] && args[0].lang) || 'en');
export const timeLimit = (args) => TIME_LIMIT_MS + PER_MOVE_MS * movesOf(args);

/** A coded Error, as the engine's are. */
function coded(message, code) {
  const e = new Error(message);
  e.code = code;
  return e;
}

/** Whether `asker` has asked a later round since. */
const superseded = (asker) => !!(asker && asker.owner && latest.get(asker.owner) !== asker.round);

/** Resolves once the page had a chance to draw a frame (at most ~100 ms: a hidden page draws none). */
const nextFrame = () => new Promise((resolve) => {
  setTimeout(resolve, 100);
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(resolve, 0));
});

/** A question for the page's own engine (no worker): the same contract as the worker's answer. The asker is told
 * first, and the page draws that before it blocks; a question superseded meanwhile is dropped. */
async function onPage(game, op, args, asker) {
  const mod = await loadEngine(game, { documents: false });
  if (asker && typeof asker.status === 'function') {
    if (superseded(asker)) throw coded('superseded by a later question', 'superseded');
    asker.status(msgsOf(args).checkingOnPage(movesOf(args)));
    await nextFrame();
  }
  if (superseded(asker)) throw coded('superseded by a later question', 'superseded');
  return mod[op](...args);
}

/** Rebuilds the engine's error from what the worker sent ({ message, code }). */
function engineError({ message, code }) {
  const e = new Error(message);
  if (code !== undefined) e.code = code;
  return e;
}

/** Sends every question of `list` to the page's engine. */
function toPage(game, list) {
  for (const q of list) onPage(game, q.op, q.args, q.asker).then(q.resolve, q.reject);
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
  const w = { worker, queue: [], current: null, timer: 0, clock: 0 };
  // No worker after all: every question it holds goes to the page's engine, and so do later ones.
  const fail = () => {
    if (workers.get(game) === w) workers.set(game, 'none');
    end(w);
    toPage(game, [w.current, ...w.queue].filter(Boolean));
    w.current = null;
    w.queue = [];
  };
  worker.addEventListener('error', (e) => {
    e.preventDefault();
    fail();
  });
  worker.addEventListener('message', ({ data }) => {
    if (!data || typeof data !== 'object') return;
    if (data.unavailable) return fail();
    const q = w.current;
    if (!q || data.id !== q.id) return;
    clearTimeout(w.clock);
    w.current = null;
    if (data.error) q.reject(engineError(data.error));
    else q.resolve(data.value);
    next(game, w);
  });
  return w;
}

/** Stops worker `w` and its clocks. */
function end(w) {
  clearTimeout(w.timer);
  clearTimeout(w.clock);
  w.worker.terminate();
}

/** `game`'s worker `w` ended (its question superseded or out of time): a new one takes the questions still
 * waiting. */
function replace(game, w) {
  end(w);
  const fresh = startWorker(game);
  if (!fresh) {
    workers.set(game, 'none');
    toPage(game, w.queue);
    return;
  }
  fresh.queue = w.queue;
  w.queue = [];
  workers.set(game, fresh);
  next(game, fresh);
}

/** Sends `w` its next question that is still wanted; without one, ends it IDLE_MS later. */
function next(game, w) {
  if (w.current) return;
  let q;
  while ((q = w.queue.shift())) {
    if (!superseded(q.asker)) break;
    q.reject(coded('superseded by a later question', 'superseded'));
  }
  if (!q) return idle(game, w);
  clearTimeout(w.timer);
  try {
    w.worker.postMessage({ id: q.id, game, op: q.op, args: q.args });
  } catch {
    // An argument the worker cannot be sent (not structured-cloneable): ask the page's engine.
    toPage(game, [q]);
    return next(game, w);
  }
  w.current = q;
  w.clock = setTimeout(() => {
    if (w.current !== q) return;
    w.current = null;
    const seconds = Math.round(timeLimit(q.args) / 1000);
    q.reject(coded(msgsOf(q.args).engineTimedOut(seconds), 'engine-timeout'));
    replace(game, w);
  }, timeLimit(q.args));
}

/** Ends `game`'s worker IDLE_MS after its last answer (a new question starts another). */
function idle(game, w) {
  clearTimeout(w.timer);
  w.timer = setTimeout(() => {
    if (w.current || w.queue.length || workers.get(game) !== w) return;
    workers.delete(game);
    end(w);
  }, IDLE_MS);
}

/** Asks `game`'s engine op(...args); `asker` (optional): { owner, round, status(text) }, see the top. */
export function call(game, op, args, asker) {
  if (asker && asker.owner) latest.set(asker.owner, asker.round);
  let w = workers.get(game);
  if (w === undefined) {
    w = startWorker(game) || 'none';
    workers.set(game, w);
  }
  if (w === 'none') return onPage(game, op, args, asker);
  return new Promise((resolve, reject) => {
    w.queue.push({ id: ++nextId, op, args, resolve, reject, asker });
    // The question being computed is superseded: abandoned with its worker.
    if (w.current && superseded(w.current.asker)) {
      w.current.reject(coded('superseded by a later question', 'superseded'));
      w.current = null;
      replace(game, w);
    } else {
      next(game, w);
    }
  });
}
