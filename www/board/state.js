// The widget's config and state as pure functions (no DOM; tested in Node): the configuration from attributes and
// example files (readConfig), a display-only reading of position texts, and what the element shows, computed from
// the game's adapter (board/games.js) and the engine's answers. Nothing here decides what is legal: that is the
// engine's job.
import { MAX_LANG } from './i18n/index.js';

export const FILES = 'ABCDEFGHIJ';
export const LAKES = new Set(['C5', 'D5', 'G5', 'H5', 'C6', 'D6', 'G6', 'H6']);

/** "B2-B3 B4-C4" (spaces or commas) -> ["B2-B3", "B4-C4"]. Only splits; the engine reads each move. */
export function splitMoves(text) {
  return String(text || '')
    .split(/[\s,;]+/)
    .filter((m) => m.length > 0);
}

/** Bogenschach: "@e4 Kg2; @- Kd7" (or one turn per line, or turns after one another: a turn starts with "@") -> the turns.
 * Only splits; the engine reads each turn. */
export function splitTurns(text) {
  return String(text || '')
    .split(/[;\n\r]+|\s+(?=@|shoot-out)/i)
    .map((t) => t.trim())
    .filter((t) => t.length > 0);
}

/** Reads an example file: `key: value` lines, `#` comments. Returns a plain object of strings. */
export function parseExample(text) {
  const out = Object.create(null);
  for (const raw of String(text).split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const at = line.indexOf(':');
    if (at <= 0) continue;
    const key = line.slice(0, at).trim();
    if (!/^[a-z][a-z0-9.]*$/i.test(key)) continue;
    out[key] = line.slice(at + 1).trim();
  }
  return out;
}

const LETTER_RANK = {
  m: 'marshal', g: 'general', o: 'colonel', j: 'major', p: 'captain', l: 'lieutenant', t: 'sergeant',
  n: 'miner', r: 'scout', s: 'spy', b: 'bomb', f: 'flag', u: 'unknown',
};

/** The short mark drawn on a piece: the rank number, or a letter for Spy, Bomb, Flag and unknown. */
export const RANK_MARK = {
  marshal: '10', general: '9', colonel: '8', major: '7', captain: '6', lieutenant: '5', sergeant: '4',
  miner: '3', scout: '2', spy: 'S', bomb: 'B', flag: 'F', unknown: '?',
};

/** For display only, when the engine cannot start: our position text -> { pieces, toMove }, or null when the
 * text is not in that form (the engine's error messages are not available then, so we just show nothing). */
export function readPositionForDisplay(text) {
  const m = String(text || '').trim().match(/^([^\s]+)(?:\s+([rb]))?$/);
  if (!m) return null;
  const rows = m[1].split('/');
  if (rows.length !== 10) return null;
  const pieces = [];
  for (let i = 0; i < 10; i++) {
    const rank = 10 - i;
    let file = 0;
    const re = /(10|[1-9])|([a-zA-Z])/g;
    let t;
    let consumed = 0;
    while ((t = re.exec(rows[i]))) {
      if (t.index !== consumed) return null;
      consumed = re.lastIndex;
      if (t[1]) file += Number(t[1]);
      else {
        const r = LETTER_RANK[t[2].toLowerCase()];
        if (!r || file > 9) return null;
        pieces.push({ square: `${FILES[file]}${rank}`, side: t[2] === t[2].toUpperCase() ? 'red' : 'blue', rank: r });
        file += 1;
      }
    }
    if (consumed !== rows[i].length || file !== 10) return null;
  }
  return { pieces, toMove: m[2] === 'b' ? 'blue' : 'red' };
}

/** For display only, when the engine cannot start: the board part of a FEN (Xiangqi, chess) -> { pieces }, or null
 * when it is not one. `files`: the file letters from the left; `topRank`: the first row's rank number;
 * `ranks`: how many rows; `roles`: letter -> rank name; `sides`: [upper-case side, lower-case side]. */
export function readFenBoard(text, { files, topRank, ranks, roles, sides }) {
  const rows = String(text).trim().split(/\s+/)[0].split('/');
  if (rows.length !== ranks) return null;
  const pieces = [];
  for (let i = 0; i < ranks; i++) {
    let file = 0;
    for (const ch of rows[i]) {
      if (/[1-9]/.test(ch)) file += Number(ch);
      else {
        const rank = roles[ch.toLowerCase()];
        if (!rank || file >= files.length) return null;
        pieces.push({ square: `${files[file]}${topRank - i}`, side: ch === ch.toUpperCase() ? sides[0] : sides[1], rank });
        file += 1;
      }
    }
    if (file !== files.length) return null;
  }
  return { pieces };
}

/** The side to move, from the last word of a canonical position text (" r" or " b"). */
export function sideToMove(positionText) {
  return /\sb$/.test(String(positionText || '').trim()) ? 'blue' : 'red';
}

/** The letter of each rank in our position text (docs/stratego-notation.md): upper case for Red. */
export const RANK_LETTER = Object.fromEntries(Object.entries(LETTER_RANK).map(([letter, rank]) => [rank, letter]));

/** The ranks in the order the editor's palette shows them. */
export const RANKS = [
  'marshal', 'general', 'colonel', 'major', 'captain', 'lieutenant', 'sergeant', 'miner', 'scout', 'spy',
  'bomb', 'flag', 'unknown',
];

/** Writes a position text from Map(square -> {side, rank}) and the side to move. Only notation: the text is
 * then read by the engine (parsePosition), which says whether it is a position at all (a piece on a lake is
 * refused there) and gives back the canonical text. */
export function writePosition(pieces, toMove) {
  const rows = writeBoardRows(pieces, FILES, 10, 1, (p) => {
    const letter = RANK_LETTER[p.rank];
    return letter && (p.side === 'red' ? letter.toUpperCase() : letter);
  });
  return `${rows} ${toMove === 'blue' ? 'b' : 'r'}`;
}

/** The rows of a position text (FEN style: top rank first, runs of empty squares as digits, rows joined by '/')
 * from Map(square -> piece), the files' names, the top and bottom rank numbers, and `letterOf(piece)` (the
 * piece's letter, or nothing for a square written as empty). Every game's editor writes its position with it. */
export function writeBoardRows(pieces, files, top, bottom, letterOf) {
  const rows = [];
  for (let rank = top; rank >= bottom; rank--) {
    let row = '';
    let empty = 0;
    for (const f of files) {
      const p = pieces.get(`${f}${rank}`);
      const letter = p && letterOf(p);
      if (!letter) {
        empty += 1;
        continue;
      }
      if (empty) row += String(empty);
      empty = 0;
      row += letter;
    }
    if (empty) row += String(empty);
    rows.push(row);
  }
  return rows.join('/');
}


const URL_MAX = 4096;
// The longest value read from each attribute; a longer one is ignored (and named in the error line) before
// anything uses it (a 10 MB lang or playground cost seconds per render).
export const ATTR_LIMITS = new Map([
  ['game', 64], ['rules', 64], ['lang', MAX_LANG], ['notation', 64], ['pieces', 64], ['theme', 64], ['step', 32],
  ['example', URL_MAX], ['playground', URL_MAX], ['try', 256],
  // Positions are under 200 characters; 20,000 moves (the engine's limit) of up to ~25 fit in 512 KiB.
  ['position', 4096], ['moves', 512 * 1024],
]);

/** Whether `value` is longer than attribute `name` takes. */
export function tooLong(name, value) {
  const max = ATTR_LIMITS.get(name);
  return max !== undefined && typeof value === 'string' && value.length > max;
}

/** The board's configuration, read once per change of its attributes or its example file. `get(name)`: an
 * attribute's value (null: absent, or longer than ATTR_LIMITS allows); `example`: the example file's values, which
 * game, rules, position and moves fall back to. */
export function readConfig(get, example) {
  const ex = example || {};
  const attr = (name) => (get(name) !== null ? get(name) : ex[name]);
  return {
    game: attr('game') || 'stratego', rules: attr('rules') || undefined, position: attr('position') || undefined,
    moves: attr('moves') || '', lang: get('lang'), notation: get('notation'), step: get('step'), try: get('try'),
    playground: get('playground'), example: get('example'), letters: get('pieces') === 'letters',
    flip: get('flip') !== null, editor: get('editor') !== null, showText: get('show-text') !== null,
  };
}


// --- the widget's state, as pure functions of the game's adapter (board/games.js) and the engine's answers ---

/** "Two-Squares Rule: start ..." (nothing when there is no text). */
export const labelled = (name, text) => (text ? `${name}: ${text}` : '');

/** The notation option of the game (its description's `notation` choice), or undefined. */
const notationOption = (a) => a && (a.description.options || []).find((o) => o.name === 'notation');

/** The notation moves are written in: the attribute's value if the game offers it, else the game's default;
 * undefined for a game with no choice. */
export function notationOf(a, attr) {
  const o = notationOption(a);
  return o && (o.choices.includes(attr) ? attr : o.default);
}

/** The engine's game object: { game, moves, lang, rules?, position?, options? } (the notation when not the
 * game's default). */
export function gameObject(a, { game, rules, position, notation }, moves, lang) {
  const g = { game, moves, lang };
  if (rules) g.rules = rules;
  if (position) g.position = position;
  const o = notationOption(a);
  if (o && notation && notation !== o.default) g.options = { notation };
  return g;
}

/** The target squares of the legal moves `list` that start on `sq` (each once, in the engine's order). */
export function targetsFrom(a, list, sq) {
  const out = new Set();
  for (const m of list) {
    const ft = a.fromTo(m);
    if (ft && ft[0] === sq) out.add(ft[1]);
  }
  return [...out];
}

/** The moves as the engine wrote them back (explain's rows, up to and including an illegal one), and a record's
 * last entry that is no row (Bogenschach's shoot-out result). */
export function sharedMoves(a, rows, moves) {
  const out = rows.map((r) => a.rowMove(r));
  const last = moves[moves.length - 1];
  if (a.keepsLast && moves.length === out.length + 1 && a.keepsLast(last || '')) out.push(last.trim());
  return out;
}

/** The moves as one attribute value: joined with "; " where a move contains spaces (Bogenschach's turns). */
export const movesText = (a, moves) => moves.join(a.description.spacedMoves ? '; ' : ' ');

/** What a step says to screen readers: where the board stands, the row's texts (the adapter's speech and the
 * notes), the step count; each without its final stop, joined as sentences. */
export function stepText({ row, where, count, parts }) {
  const all = [where, ...(row ? [...parts, ...(row.details.notes || [])] : []), count];
  return `${all.filter(Boolean).map((p) => String(p).replace(/[.\s]+$/, '')).join('. ')}.`;
}

/** The step a board opens at: attribute step "end", or a number (at most `max`), else the start. */
export function startStep(want, max) {
  if (want === 'end') return max;
  return want && /^\d+$/.test(want) ? Math.min(Number(want), max) : 0;
}

/** The marks of the shown step: the last move's squares, the royal piece of the side to move when the row gives
 * check (Xiangqi's General, the chess King), the pieces the move chases (the adapter's chased). */
export function boardMarks(a, row, pieces, toMove) {
  let check = null;
  if (row && row.check && a.royal) {
    for (const [sq, p] of pieces) if (p.side === toMove && p.rank === a.royal) check = [sq];
  }
  return { last: row ? a.rowFromTo(row) : null, check, chased: (row && a.chased && a.chased(row)) || null };
}
