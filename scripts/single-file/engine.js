// board/engine.js of the single-file builds (scripts/build-site.mjs puts it in place of www/board/engine.js): the
// same contract, with the engine's wasm inlined (gzipped, then base64: base64 would hide the bytes' redundancy from
// the server's compression) and started from those bytes, whatever game is asked for: one engine per file.
import * as pkg from 'arbiter:engine';
import packed from 'arbiter:engine-wasm';
import { messages } from './i18n/index.js'; // resolved beside www/board/engine.js, whose place this takes

let loading = null;

export function loadEngine() {
  loading ??= start();
  return loading;
}

async function start() {
  if (typeof WebAssembly !== 'object') throw new Error('WebAssembly is not available');
  if (typeof DecompressionStream !== 'function') throw new Error('DecompressionStream is not available');
  const gz = Uint8Array.from(atob(packed), (c) => c.charCodeAt(0));
  const stream = new Blob([gz]).stream().pipeThrough(new DecompressionStream('gzip'));
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  try {
    // Refused (a CompileError) under a Content-Security-Policy without 'wasm-unsafe-eval': the widget then shows
    // its fallback.
    pkg.initSync({ module: bytes });
  } catch (e) {
    if (!(e instanceof RangeError)) throw e; // a browser that compiles only small modules synchronously
    await pkg.default({ module_or_path: bytes });
  }
  return pkg;
}

// No Web Worker (a worker needs a script file of its own): long questions are answered on the page.
export async function engineCall(game, op, ...args) {
  const engine = await loadEngine();
  return engine[op](...args);
}

// engineAsk (board/engine.js): the same, on the page; the asker is told first and the page draws that before it
// blocks, and a question of an earlier round is dropped.
const latest = new WeakMap();
export async function engineAsk(asker, game, op, ...args) {
  if (asker && asker.owner) latest.set(asker.owner, asker.round);
  const engine = await loadEngine();
  const dropped = () => asker && asker.owner && latest.get(asker.owner) !== asker.round;
  const moves = args[0] && Array.isArray(args[0].moves) ? args[0].moves.length : 0;
  if (!dropped() && asker && typeof asker.status === 'function') {
    asker.status(messages((args[0] && args[0].lang) || 'en').checkingOnPage(moves));
    await new Promise((resolve) => {
      setTimeout(resolve, 100);
      if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(resolve, 0));
    });
  }
  if (dropped()) throw Object.assign(new Error('superseded by a later question'), { code: 'superseded' });
  return engine[op](...args);
}
