// The widget's config and state as pure functions (no DOM; tested in Node): the configuration from attributes and
// example files (readConfig), a display-only reading of position texts, and what the element shows, computed from
// the game's adapter (board/games.js) and the engine's answers. Nothing here decides what is legal: that is the
// engine's job.
import { MAX_LANG } from './i18n/index.js';

/** "B2-B3 B4-C4" (spaces or commas) -> ["B2-B3", "B4-C4"]. Only splits; the engine reads each move. */
export function splitMoves(text) {
  return String(text || '')
    .split(/[\s,;]+/)
    .filter((m) => m.length > 0);
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
 * game, rules, position and moves fall back to; `defaultGame`: the game when neither names one (the registry's
 * first, board/games.js DEFAULT_GAME). */
export function readConfig(get, example, defaultGame) {
  const ex = example || {};
  const attr = (name) => (get(name) !== null ? get(name) : ex[name]);
  return {
    game: attr('game') || defaultGame, rules: attr('rules') || undefined, position: attr('position') || undefined,
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
