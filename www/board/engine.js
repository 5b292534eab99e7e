// Loads the rules engine (a wasm-pack/wasm-bindgen package) once per page and game, relative to this module's URL,
// so the widget works wherever www/ is hosted. Every rule question goes to the engine; this file holds no game
// logic.
//
// scripts/build-wasm.sh builds one engine package per game (www/pkg/<game>/, only that game's Rust code) besides
// the full one with every game (www/pkg/: the npm package pkg/ built for size). loadEngine(game) loads the package of
// `game` only, so a page of Stratego boards never downloads the Xiangqi code; it falls back to the full package
// (www/pkg/, then a pkg/ one level up) when the game's own is missing (a site that hosts only pkg/) or for a game
// name it does not know (the full engine then answers with its own error, code `unknown-game`). loadEngine()
// without a game loads the full package. Each package is loaded once; boards of two games load two packages.
// A game's own package reads example documents only: a board whose example is an earlier `key: value` file loads
// the full package, which also reads those (Cargo feature `key-value`; arbiter-board.js's _load()).
// Each game has its package twice: www/pkg/<game>/ with the document reader (readDocument), www/pkg/<game>/lite/
// without it (Cargo feature `documents`), a fifth smaller. loadEngine(game, { documents: false }) asks for the lite
// one: for a board with no document, or whose document the site's build has read ahead (a `.read.json` file,
// scripts/build-site.mjs). A page that has already asked for the game's package with the reader gets that one
// instead, as it answers every question: a page never loads both for the same reason.
// The widget's own per-game code is loaded the same way (board/games.js: the game's board modules; board/i18n/
// index.js: the German messages): arbiter-board.js awaits all three in its _load() before it draws the board.
//
// A file that cannot be loaded rejects with a FileError (board/files.js) naming it with its HTTP status.
//
// A new page needs nothing here: it names its game (<arbiter-board game="xiangqi">) and gets that game's package.
// A new game needs its Cargo feature (Cargo.toml) and its name in GAMES in scripts/build-wasm.sh; this file knows
// the games from the widget's registry (board/games.js).
import { fetchOk, importFailure } from './files.js';
import { isGame } from './games.js';

// www/board/engine.js -> www/pkg/arbiter.js (the copy scripts/build-wasm.sh makes), then a pkg/ one level up.
const FULL = ['../pkg/arbiter.js', '../../pkg/arbiter.js'];

const loading = new Map(); // candidate list (joined) -> promise of the module

/** The package URLs (relative to this module) to try for `game`, best first: with the document reader, or the
 * lite one first (then the others, for a site that hosts no lite packages). */
function packagesFor(game, documents) {
  const name = String(game ?? '').trim().toLowerCase();
  if (!isGame(name)) return FULL;
  const own = `../pkg/${name}/arbiter.js`;
  return documents ? [own, ...FULL] : [`../pkg/${name}/lite/arbiter.js`, own, ...FULL];
}

/** Resolves to the engine module (validateMove, explain, legalMoves, parsePosition, readDocument ...) for `game`
 * (every game if absent), or rejects with the reason it cannot start (no WebAssembly, a Content-Security-Policy
 * without 'wasm-unsafe-eval', a file of the package that cannot be loaded: a FileError naming it).
 * `documents: false`: the module need not read documents (it may lack readDocument). */
export function loadEngine(game, { documents = true } = {}) {
  const withReader = packagesFor(game, true).join(' ');
  if (!documents && loading.has(withReader)) return loading.get(withReader);
  const candidates = packagesFor(game, documents);
  const key = candidates.join(' ');
  if (!loading.has(key)) loading.set(key, start(candidates));
  return loading.get(key);
}

async function start(candidates) {
  if (typeof WebAssembly !== 'object') throw new Error('WebAssembly is not available');
  let firstError = null; // the game's own package is the one to name when none loads
  for (const rel of candidates) {
    const url = new URL(rel, import.meta.url);
    // The wasm beside arbiter.js is asked for while the glue loads (on a slow network, a round trip less before
    // the first answer); a package whose glue does not load drops it.
    const wasmAsked = fetchOk(new URL('arbiter_bg.wasm', url).href);
    wasmAsked.catch(() => {});
    let mod;
    try {
      mod = await import(url.href);
    } catch (e) {
      firstError ??= await importFailure(url.href, e);
      continue;
    }
    // The package's init compiles the wasm (a CSP without 'wasm-unsafe-eval' refuses it).
    const wasm = await wasmAsked;
    await mod.default({ module_or_path: wasm });
    return mod;
  }
  throw firstError || new Error('the engine package was not found');
}

/** Asks `game`'s engine op(...args) ('explain', 'validateMove', 'legalMoves') in a Web Worker, so a long question
 * (a 20,000-move game) never blocks the page; where no worker can run, this page's engine answers. Resolves to the
 * answer or rejects with the engine's Error (its code kept). The worker's client, board/engine-client.js, loads with
 * the first question. */
export async function engineCall(game, op, ...args) {
  const client = await import('./engine-client.js');
  return client.call(game, op, args);
}

/** engineCall for a board: `asker` is { owner, round, status(text) }. A question of a later round of the same
 * owner supersedes this one (it then rejects with code 'superseded' and is not computed further); a worker that
 * takes too long is replaced (code 'engine-timeout', a message in the question's `lang`); where the page's own
 * engine answers, status(text) is told first (board/engine-client.js). */
export async function engineAsk(asker, game, op, ...args) {
  const client = await import('./engine-client.js');
  return client.call(game, op, args, asker);
}
