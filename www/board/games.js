// The games the widget draws: one adapter per game (board/games/<game>.js), loaded on demand with import() the
// first time a board of that game is shown, so a page of Stratego boards never downloads the Xiangqi or chess
// board code (and the other way round). The widget awaits loadGame(game) in its _load() (next to the example
// file and the engine), then reads the adapter synchronously with gameModules(game). The single-file
// builds (scripts/build-site.mjs) hold every module an import() names, so they fetch nothing.
//
// A new game: its adapter file, and one line in GAMES below (the adapter and the board modules it imports). What an adapter offers (docs/adding-a-game.md, "The widget"):
//   description   the part of the engine's describe(game) the widget reads: sides (the first moves first),
//                 options (a `notation` choice: the attribute notation), moveWord ('turn': "Turn 3 of 9"),
//                 spacedMoves (moves contain spaces: the moves attribute is split on ';' and joined with '; ')
//   createBoard(idPrefix) (board/grid.js), readForDisplay(text) (the position without the engine),
//   sideToMove(text), squares (null: any), cursor (the first cursor square),
//   writePosition(pieces, toMove, extras), marks (the editor's palette), isLake(square), extras(position),
//   enPassantSquares(pieces, toMove), editor: { first, set, castling, hint }   (the position editor,
//                 board/edit-panel.js: the palette's first piece, the set counted against, castling rights)
//   names, hint   the message keys of the piece names and of the board's help; frameHeight (the iframe snippet's height), royal (the piece marked when a row checks),
//                 citeRefusal (a refusal says its rule's citation)
//   splitMoves(text); moveText(from, to) (the move a gesture tries); fromTo(legal move) and rowFromTo(row):
//                 [from, to] or null; rowMove(row) (as the engine reads it back: share links), rowText(row)
//                 (as said), played(verdict, tried) (the move recorded), verdictText(verdict, played),
//                 keepsLast(entry) (a record's last entry that is no row), chased(row) (squares marked chased)
//   renderTable(table, args) (board/table.js), speech(msgs, row) (what a step says besides the move)
//   createTurn(board)  optional: a turn of more than one step (Bogenschach's shot, then the move), given the
//                 element: see board/games/bogenschach.js
import { importFailure } from './files.js';

const HERE = import.meta.url;

// One line per game: its adapter (`load`), the game's own files (the adapter first, then the board modules only it
// imports; a failed load names the first file of the adapter's imports that cannot be fetched), and what is known of the game before its adapter loads, for board/detect.js to tell a
// pasted text's game by its shape: `board` [files, ranks] (a position's rows: `ranks` rows of `files` squares)
// and `texts`, the game's other texts (a record, a position format without rows), each recognised by its first
// 4,096 characters. `styles: true`: the game's board has a stylesheet of its own, www/arbiter-board.<game>.css,
// which board/styles.js adds to a board of the game (a page without one never loads it). The first game is the
// board's when it names none.
const GAMES = {
  stratego: { load: () => import('./games/stratego.js'), files: ['./games/stratego.js', './render.js'],
    board: [10, 10], texts: [/^<(?:\?xml|(?:[^]*<)?stratego[\s>])/i, /^[A-Y_]{100}(?:\s|$)/], styles: true },
  xiangqi: { load: () => import('./games/xiangqi.js'), files: ['./games/xiangqi.js', './xiangqi.js'], board: [9, 10],
    styles: true },
  bogenschach: { load: () => import('./games/bogenschach.js'), files: ['./games/bogenschach.js', './chess.js'],
    board: [8, 8], styles: true },
};

/** The game a board shows when it names none (the registry's first). */
export const DEFAULT_GAME = Object.keys(GAMES)[0];

/** Whether `name` is a game of the registry. */
export const isGame = (name) => typeof name === 'string' && Object.hasOwn(GAMES, name);

/** The stylesheet part of `game`'s board for board/styles.js attachPart (its name), or null when it has none. */
export const stylesOf = (game) => (isGame(game) && GAMES[game].styles ? game : null);

/** The games of the registry, in its order: [name, { load, files, board, texts }] (board/detect.js reads the
 * shapes), to read only. */
export const registry = () => Object.entries(GAMES);

const loaded = new Map(); // kind -> the adapter
const loading = new Map(); // kind -> promise

/** The board kind of `game`: its own for a known game, the default game's for anything else (the engine then says
 * what is wrong with an unknown game). */
export const kindOf = (game) => (isGame(game) ? game : DEFAULT_GAME);

/** The error of a failed import: the adapter or the first module it imports that cannot be fetched, named with its
 * status (board/files.js), else the error itself. */
const failure = (files, e) => importFailure(new URL(files[0], HERE).href, e);

/** Resolves to the adapter of `game` (loaded once per page); rejects if a module cannot be fetched (a later call
 * tries again). */
export function loadGame(game) {
  const kind = kindOf(game);
  if (loaded.has(kind)) return Promise.resolve(loaded.get(kind));
  if (!loading.has(kind)) {
    const { load, files } = GAMES[kind];
    loading.set(kind, load().then((m) => {
      loaded.set(kind, m.default);
      return m.default;
    }, async (e) => {
      loading.delete(kind);
      throw await failure(files, e);
    }));
  }
  return loading.get(kind);
}

/** The adapter of `game` if loaded, else null. */
export function gameModules(game) {
  return loaded.get(kindOf(game)) || null;
}
