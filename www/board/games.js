// The board modules of each game, loaded on demand with import() the first time a board of that game is shown,
// so a page of Stratego boards never downloads the Xiangqi or chess board code (and the other way round).
// The widget awaits loadGame(game) in its _load() (next to the example file and the engine), then reads the
// modules synchronously with gameModules(game). scripts/bundle.mjs turns each of these import() calls into the
// inlined module, so a single-file bundle holds every board and fetches nothing.
//
// Every game's modules offer the same names, so the widget needs no per-game import:
//   createBoard(idPrefix), readForDisplay(text), sideToMove(text), squares (null: any), cursor (the first
//   cursor square), and, where the game has them, writePosition(pieces, toMove) and marks (the editor's
//   palette), or bogen (board/bogen.js: the turn table, the panel, pieceName, PROMOTIONS).
import { readPositionForDisplay, RANK_MARK, sideToMove, writePosition } from './state.js';
import { importFailure } from './files.js';

const HERE = import.meta.url;
/** The promise of import(), whose failure names the file and its HTTP status (board/files.js). */
const named = (promise, file) => promise.catch(async (e) => {
  throw await importFailure(new URL(file, HERE).href, e);
});

const KINDS = {
  stratego: () => named(import('./render.js'), './render.js').then((r) => ({
    createBoard: r.createBoard, readForDisplay: (text) => readPositionForDisplay(text || '10/10/10/10/10/10/10/10/10/10'),
    sideToMove, writePosition, marks: RANK_MARK, squares: null, cursor: 'A1',
  })),
  xiangqi: () => named(import('./xiangqi.js'), './xiangqi.js').then((x) => ({
    createBoard: x.createXiangqiBoard, readForDisplay: x.readFenForDisplay, sideToMove: x.xqSideToMove,
    writePosition: x.writeFen, marks: x.XQ_LETTER, squares: x.XQ_SQUARES, cursor: 'e0',
  })),
  bogenschach: () => Promise.all([named(import('./chess.js'), './chess.js'), named(import('./bogen.js'), './bogen.js')]).then(([c, bogen]) => ({
    createBoard: c.createChessBoard, readForDisplay: c.readChessFenForDisplay, sideToMove: c.chessSideToMove,
    writePosition: null, marks: null, squares: c.CHESS_SQUARES, cursor: 'e1', bogen,
  })),
};

const loaded = new Map(); // kind -> the modules
const loading = new Map(); // kind -> promise

/** The board kind of `game`: its own for Xiangqi and Bogenschach, Stratego's for anything else (the engine then
 * says what is wrong with an unknown game). */
export const kindOf = (game) => (game === 'xiangqi' || game === 'bogenschach' ? game : 'stratego');

/** Resolves to the modules of `game`'s board (loaded once per page); rejects if a module cannot be fetched (a
 * later call tries again). */
export function loadGame(game) {
  const kind = kindOf(game);
  if (loaded.has(kind)) return Promise.resolve(loaded.get(kind));
  if (!loading.has(kind)) {
    loading.set(kind, KINDS[kind]().then((m) => {
      loaded.set(kind, m);
      return m;
    }, (e) => {
      loading.delete(kind);
      throw e;
    }));
  }
  return loading.get(kind);
}

/** The modules of `game`'s board if loaded, else null. */
export function gameModules(game) {
  return loaded.get(kindOf(game)) || null;
}
