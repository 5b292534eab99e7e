// Loads the rules engine (the wasm-pack package) once per page, relative to this module's URL, so the widget
// works wherever www/ is hosted. Every rule question goes to the engine; this file holds no game logic.

// www/board/engine.js -> www/pkg/arbiter.js (the copy scripts/build-wasm.sh makes), then a pkg/ one level up.
const CANDIDATES = ['../pkg/arbiter.js', '../../pkg/arbiter.js'];

let loading = null;

/** Resolves to the engine module (validateMove, explain, legalMoves, parsePosition, ...), or rejects with the
 * reason it cannot start (no WebAssembly, a Content-Security-Policy without 'wasm-unsafe-eval', no package). */
export function loadEngine() {
  if (!loading) loading = start();
  return loading;
}

async function start() {
  if (typeof WebAssembly !== 'object') throw new Error('WebAssembly is not available');
  let lastError = null;
  for (const rel of CANDIDATES) {
    const url = new URL(rel, import.meta.url);
    let mod;
    try {
      mod = await import(url.href);
    } catch (e) {
      lastError = e;
      continue;
    }
    // init() fetches arbiter_bg.wasm next to arbiter.js and instantiates it (refused under a strict CSP).
    await mod.default();
    return mod;
  }
  throw lastError || new Error('the engine package was not found');
}
