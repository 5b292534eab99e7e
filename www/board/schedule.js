// The order boards start in: the boards the reader sees first. A page of many boards (rules/axf.html has 81) would
// otherwise build every board, fetch every example file and explain every game at once, and show its first board
// only when all are done. Each board asks for its turn twice:
//   turn(el)   before it is built and fetches its example file: at once for a board in view or near it (an
//              IntersectionObserver, one screen ahead), in the order they come near; the others one at a time while
//              the page is idle. A board in quiz mode (the `quiz` attribute) starts only when it comes near: its
//              questions are for the reader who has read that far, so a reader who never gets there never fetches
//              the quiz's code and stylesheet (board/quiz.js), nor its example file and its engine's answers;
//   slot()     before it explains its game and draws: one board per task, so the browser paints between boards
//              and no task holds the main thread for more than one board's work.
// Without IntersectionObserver (an old browser) every board starts at once, as before.

const AHEAD = '100% 0px'; // "near": within one screen above or below the view
const IDLE_WAIT = 2000; // ms: an off-screen board starts at the latest this long after the page last gave it a turn
const PACE = 100; // ms: at least this long between two boards far from the view
const HOLD = 4000; // ms: the longest the boards far from the view wait for those near it to be shown
const near = []; // boards in or near the view, waiting for their turn: { el, go }
const busy = new Set(); // boards near the view started and not yet shown (settled)
let lastNear = 0; // when the last of them started
const far = new Map(); // el -> go (the others, started in document order while the page is idle)
const lazy = new Map(); // el -> go (boards that start only when they come near: never while the page is idle)
const rechecked = new WeakMap(); // el -> how often a board of `lazy` without room has been measured again
const RECHECK = 100; // ms: how soon such a board is measured again
const RECHECKS = 50; // the most times it is
let observer = null;
let idleAsked = false;
let measured = false; // the observer has said which boards are near (its first answer comes with a frame)

function observe() {
  observer ||= new IntersectionObserver((entries) => {
    measured = true;
    for (const e of entries) {
      const go = e.isIntersecting && (far.get(e.target) || lazy.get(e.target));
      if (!go || (lazy.has(e.target) && !e.boundingClientRect.height && remeasure(e.target))) continue;
      near.push({ el: e.target, go });
      busy.add(e.target);
      lastNear = performance.now();
      far.delete(e.target);
      lazy.delete(e.target);
      observer.unobserve(e.target);
    }
    pump();
  }, { rootMargin: AHEAD });
  return observer;
}

/** A board that starts only when near, seen near while it has no room yet, is measured again a moment later: until
 * the widget's stylesheet gives the waiting boards their room, a page of boards is short and its last board seems
 * near. False (its answer stands) once it has been measured again RECHECKS times. */
function remeasure(el) {
  const n = rechecked.get(el) || 0;
  if (n >= RECHECKS) return false;
  rechecked.set(el, n + 1);
  observer.unobserve(el);
  setTimeout(() => lazy.has(el) && observer.observe(el), RECHECK);
  return true;
}

/** Starts every board that has come near; then, while the page is idle, the first board still far. */
function pump() {
  while (near.length) near.shift().go();
  if (!far.size || idleAsked || !measured) return;
  idleAsked = true;
  const idle = typeof requestIdleCallback === 'function'
    ? (f) => requestIdleCallback(f, { timeout: IDLE_WAIT })
    : (f) => setTimeout(f, 50);
  idle(() => {
    idleAsked = false;
    // The boards near the view first: their files and answers before any other board's fetches and work.
    if (busy.size && performance.now() - lastNear < HOLD) return void setTimeout(pump, 100);
    // Document order: the next board the reader would scroll to.
    const [el, go] = far.entries().next().value || [];
    if (!el) return;
    far.delete(el);
    if (observer) observer.unobserve(el);
    go();
    // Paced, so the page keeps painting (and the reader scrolling) while the far boards build.
    setTimeout(pump, PACE);
  });
}

/** Board `el` has been shown (its first load ended, with an answer or an error): the boards far from the view may
 * start once every board near it has. */
export function settled(el) {
  if (busy.delete(el) && !busy.size) pump();
}

/** Resolves when board `el` may start loading (see above). `idle`: whether it may start while the page is idle
 * before it comes near (by default every board but one in quiz mode). */
export function turn(el, { idle = !el.hasAttribute('quiz') } = {}) {
  if (typeof IntersectionObserver !== 'function') return Promise.resolve();
  return new Promise((go) => {
    (idle ? far : lazy).set(el, go);
    observe().observe(el);
    pump();
  });
}

let chain = Promise.resolve();
const channel = typeof MessageChannel === 'function' ? new MessageChannel() : null;
const waiting = [];
if (channel) {
  channel.port1.onmessage = () => waiting.shift()();
}
/** A new task (a message to ourselves: no timer's minimum delay). */
const nextTask = () => new Promise((r) => {
  if (!channel) return void setTimeout(r, 0);
  waiting.push(r);
  channel.port2.postMessage(0);
});

/** Resolves in a task of its own, after every slot asked for before it. */
export function slot() {
  chain = chain.then(nextTask);
  return chain;
}
