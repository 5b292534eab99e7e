// The games the widget draws: one folder per game, board/games/<game>/ (its adapter, board module, stylesheet and
// messages), loaded on demand with import() the first time a board of that game is shown, so a page of Stratego
// boards never downloads the Xiangqi or chess board code (and the other way round). The widget awaits
// loadGame(game) in its _load() (next to the example file and the engine), then reads the adapter synchronously
// with gameModules(game). A new game: its folder, and one line in GAMES below. What an adapter offers is in
// docs/adding-a-game.md ("The widget").
// The single-file builds (scripts/build-site.mjs) hold every module an import() names, so they fetch nothing.
import { importFailure } from './files.js';

const HERE = import.meta.url;

// One line per game: its adapter (`load`, board/games/<game>/adapter.js; the game's folder holds the board module,
// stylesheet and messages the adapter loads), what is known of the game before its adapter loads, for board/detect.js
// to tell a pasted text's game by its shape: `board` [files, ranks] (a position's rows: `ranks` rows of `files`
// squares) and `texts`, the game's other texts (a record, a position format without rows), each recognised by its
// first 4,096 characters; `names`, the game's name in each language (board/i18n/import.js: "This looks like a
// Xiangqi position"); `styles: true`: the game's board has a stylesheet, board/games/<game>/board.css, which
// board/styles.js adds to a board of the game (a page without one never loads it). The first game is the board's
// when it names none.
const GAMES = {
  stratego: { load: () => import('./games/stratego/adapter.js'), board: [10, 10],
    texts: [/^<(?:\?xml|(?:[^]*<)?stratego[\s>])/i, /^[A-Y_]{100}(?:\s|$)/], styles: true,
    reads: ['gravon'], rules: ['movement', 'two-squares', 'more-squares'], chase: true,
    names: { en: 'Stratego', de: 'Stratego', 'zh-Hans': 'Stratego（西洋军棋）', 'zh-Hant': 'Stratego（西洋軍棋）' } },
  xiangqi: { load: () => import('./games/xiangqi/adapter.js'), board: [9, 10], styles: true, tagNames: ['chinese chess'],
    reads: ['pgn', 'dhtmlxq', 'ucci', 'fen-moves', 'move-list'], notations: true,
    rules: ['movement', 'flying-general', 'self-check', 'perpetual-check', 'perpetual-chase'],
    texts: [/\[DhtmlXQ/i, /^position\s+(?:fen|startpos)\b/i, /\[Game\s+"Chinese Chess"\]/i,
      /[车車俥马馬傌炮砲包兵卒帅帥将將仕士相象][一二三四五六七八九1-9１-９进進退平]/, /\b[a-i][09][a-i]\d\b|\b[a-i]\d[a-i][09]\b/,
      /(?:^|[\s.．])[KAEHRCPＫＡＥＨＲＣＰ][1-9１-９][+\-=.＋－＝．][1-9１-９]/],
    names: { en: 'Xiangqi', de: 'Xiangqi', 'zh-Hans': '象棋', 'zh-Hant': '象棋' } },
  bogenschach: { load: () => import('./games/bogenschach/adapter.js'), board: [8, 8], styles: true,
    reads: ['pgn'], rules: ['movement', 'self-check', 'king-capture'],
    texts: [/\[Variant\s+"Bogenschach"\]/i, /\[%shot\s/, /(?:^|\s)1\s*\.\s*(?:@\S+\s+)?(?:[KQRBN]?[a-h]?[1-8]?x?[a-h][1-8]|O-O)/],
    names: { en: 'chess (Bogenschach)', de: 'Schach (Bogenschach)', 'zh-Hans': '国际象棋（弓箭国际象棋）',
      'zh-Hant': '國際象棋（弓箭國際象棋）' } },
};

/** The game a board shows when it names none (the registry's first). */
export const DEFAULT_GAME = Object.keys(GAMES)[0];

/** Whether `name` is a game of the registry. */
export const isGame = (name) => typeof name === 'string' && Object.hasOwn(GAMES, name);

/** The stylesheet part of `game`'s board for board/styles.js attachPart (its path without `.css`, relative to the
 * widget's folder), or null when it has none. */
export const stylesOf = (game) => (isGame(game) && GAMES[game].styles ? `board/games/${game}/board` : null);

/** The name of each game of the registry in `lang` (English where it has none in that language). */
export const gameNames = (lang) => Object.fromEntries(Object.entries(GAMES)
  .map(([name, { names }]) => [name, (Object.hasOwn(names, lang) && names[lang]) || names.en]));

/** What the registry says of `game` besides its adapter (null for no game of it): `reads` (the record formats it
 * reads, when the engine's describe() is not at hand), `rules` (the rule ids a quiz offers as the "Why?" choices),
 * `chase` (a quiz may ask for a move that keeps a chase going), `notations` (its moves have notations to choose),
 * `tagNames` (other names of it in a record's or document's Game tag, in lower case). */
export const gameFacts = (game) => (isGame(game) ? GAMES[game] : null);

/** The game a record's or document's Game tag names (a registry name or one of its `tagNames`, any case), or the
 * tag in lower case. */
export function gameOfTag(tag) {
  const t = String(tag).trim().toLowerCase();
  const found = Object.entries(GAMES).find(([name, g]) => name === t || (g.tagNames || []).includes(t));
  return found ? found[0] : t;
}

/** The games of the registry, in its order: [name, { load, board, texts, names, styles }] (board/detect.js reads the
 * shapes), to read only. */
export const registry = () => Object.entries(GAMES);

const loaded = new Map(); // kind -> the adapter
const loading = new Map(); // kind -> promise

/** The board kind of `game`: its own for a known game, the default game's for anything else (the engine then says
 * what is wrong with an unknown game). */
export const kindOf = (game) => (isGame(game) ? game : DEFAULT_GAME);

/** The error of a failed import: the adapter or the first module it imports that cannot be fetched, named with its
 * status (board/files.js), else the error itself. */
const failure = (kind, e) => importFailure(new URL(`./games/${kind}/adapter.js`, HERE).href, e);

/** Resolves to the adapter of `game` (loaded once per page); rejects if a module cannot be fetched (a later call
 * tries again). */
export function loadGame(game) {
  const kind = kindOf(game);
  if (loaded.has(kind)) return Promise.resolve(loaded.get(kind));
  if (!loading.has(kind)) {
    const { load } = GAMES[kind];
    loading.set(kind, load().then((m) => {
      loaded.set(kind, m.default);
      return m.default;
    }, async (e) => {
      loading.delete(kind);
      throw await failure(kind, e);
    }));
  }
  return loading.get(kind);
}

/** The adapter of `game` if loaded, else null. */
export function gameModules(game) {
  return loaded.get(kindOf(game)) || null;
}
