// The Web Worker that answers long engine questions for the page (board/engine.js engineCall): a module worker
// that loads its game's engine package through board/engine.js, as the page does. A message { id, game, op, args }
// is answered with { id, value } or { id, error: { message, code } } (the engine's refusal, e.g. a bad position);
// { unavailable: true } says the engine cannot start here, and the page then asks its own engine.
import { loadEngine } from './engine.js';

const OPS = new Set(['explain', 'validateMove', 'legalMoves']);

self.addEventListener('message', async ({ data }) => {
  const { id, game, op, args } = data || {};
  let engine;
  try {
    engine = await loadEngine(game, { documents: false });
  } catch (e) {
    self.postMessage({ unavailable: true, message: String(e && e.message) });
    return;
  }
  try {
    if (!OPS.has(op)) throw Object.assign(new Error(`the engine worker does not answer "${op}"`), { code: 'bad-request' });
    self.postMessage({ id, value: engine[op](...(Array.isArray(args) ? args : [])) });
  } catch (e) {
    const message = e && typeof e.message === 'string' ? e.message : String(e);
    self.postMessage({ id, error: { message, code: e && typeof e.code === 'string' ? e.code : undefined } });
  }
});
