// The widget's config and state as pure functions (no DOM; tested in Node): the configuration from attributes and
// example files (readConfig), a display-only reading of position texts, and what the element shows, computed from
// the game's adapter (board/games.js) and the engine's answers. Nothing here decides what is legal: that is the
// engine's job.
import { gameOfTag } from './games.js';
import { langKey, MAX_LANG } from './i18n/index.js';

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

/** A document read ahead (a `.read.json` file: scripts/build-site.mjs writes one beside each document the site
 * ships): readDocument's answer, { chapters, problems } with no problem, less each try's verdict, which is the only
 * part said in a language (readAheadIn asks the engine for it); `engine`, the version of the engine that read it;
 * `source`, the document's own file (relative to this one). Returns it, or null when `text` is not one (the engine
 * then reads `text` as a document, and says what is wrong with it). */
export function readAhead(text) {
  const t = String(text);
  if (!/^\s*\{/.test(t)) return null;
  let v;
  try {
    v = JSON.parse(t);
  } catch {
    return null;
  }
  const ok = v && v.arbiterDocument === 1 && typeof v.engine === 'string' && typeof v.source === 'string'
    && Array.isArray(v.chapters) && Array.isArray(v.problems) && !v.problems.length;
  return ok ? v : null;
}

/** Whether a document read ahead was read by `engine`'s version (another version's reading is not trusted: the
 * engine must read the document again). */
export function readAheadCurrent(ahead, engine) {
  return !!ahead && typeof engine.version === 'function' && ahead.engine === engine.version();
}

/** The answer readDocument gives in `lang`, made from a document read ahead and `engine`'s verdict on each try (in
 * the position after its `after` moves, as the reader judges it); null when it was read by another version of the
 * engine (readAheadCurrent). A fresh copy. */
export function readAheadIn(ahead, lang, engine) {
  if (!readAheadCurrent(ahead, engine)) return null;
  const doc = JSON.parse(JSON.stringify({ chapters: ahead.chapters, problems: ahead.problems }));
  for (const c of doc.chapters) {
    for (const a of c.annotations || []) {
      for (const t of a.tries || []) {
        const game = { game: c.game, moves: c.moves.slice(0, a.after), lang };
        if (c.rules) game.rules = c.rules;
        if (c.position) game.position = c.position;
        t.verdict = engine.validateMove(game, t.move);
      }
    }
  }
  return doc;
}

/** What is needed of a document or a `key: value` example file before the engine (which reads the rest) is loaded:
 * the game (its first `[Game "..."]` tag or `game:` line, lower case; a xiangqi PGN's "Chinese Chess": xiangqi), to
 * load that game's engine, and the first position (`[Position "..."]`, `[FEN "..."]` or `position:`), for the board
 * shown when the engine cannot start. Only those present. */
export function documentHead(text) {
  const t = String(text).slice(0, 65536);
  const out = {};
  for (const [key, tag] of [['game', 'Game'], ['position', '(?:Position|FEN)']]) {
    const m = new RegExp(`^[ \\t]*(?:\\[${tag}[ \\t]+"([^"\\n]*)"|${key}[ \\t]*:[ \\t]*(\\S.*))`, 'im').exec(t);
    if (m) out[key] = (m[1] ?? m[2]).trim();
  }
  if (out.game) out.game = gameOfTag(out.game);
  return out;
}

/** Whether `text` is an earlier `key: value` example file rather than a document, as the engine tells them apart:
 * its first line that is neither blank nor a `#` comment is `key: value`, or a `#` comment comes before it. */
export function isKeyValue(text) {
  for (const raw of String(text).split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith('#')) return true;
    const at = line.indexOf(':');
    return at >= 0 && /^[A-Za-z][A-Za-z0-9.]*$/.test(line.slice(0, at).trim());
  }
  return false;
}

/** A text in several languages ({ en, de, "zh-Hans", "zh-Hant" }: a chapter's title, text or comment) in `lang`:
 * traditional Chinese falls back to simplified, every language to English; '' when there is none. */
export function langText(texts, lang) {
  if (!texts || typeof texts !== 'object') return '';
  const key = langKey(lang);
  const order = key === 'zh-Hant' ? ['zh-Hant', 'zh-Hans'] : [key];
  for (const k of [...order, 'en']) if (Object.hasOwn(texts, k) && texts[k]) return String(texts[k]);
  return '';
}

/** A comment's paragraphs: a blank line starts one; the lines inside one stay lines. */
export const paragraphs = (text) => String(text || '').split(/\r?\n[ \t]*\r?\n/).map((p) => p.trim()).filter(Boolean);

/** The configuration values of a document's chapter (readDocument's answer, docs/api.md "Documents"), which the
 * attributes override as they do an example file's: game, rules, position and moves (a list of the game's moves). */
export function chapterConfig(c) {
  const out = { game: c.game };
  if (c.rules) out.rules = c.rules;
  if (c.position) out.position = c.position;
  out.moves = Array.isArray(c.moves) ? c.moves.slice() : [];
  return out;
}

/** The annotation of the shown step of chapter `c` (its comment, shapes and tries): only on the chapter's own line,
 * that is while the board shows the chapter's moves (up to the step where the reader's tried moves leave them). */
export function shownNote(s, c) {
  if (!c || !s.x || !Array.isArray(c.annotations) || (s.branch !== null && s.step > s.branch)) return null;
  return c.annotations.find((a) => a.after === s.step) || null;
}

/** Whether chapter `c` of a document of `count` chapters needs the view of annotated documents (board/annotated.js:
 * the chapter picker, autoplay, shapes): several chapters, a shape, or a comment after a move. */
export function annotated(c, count) {
  return count > 1 || (c && Array.isArray(c.annotations) && c.annotations.some((a) => (a.arrows && a.arrows.length)
    || (a.squares && a.squares.length) || (a.labels && a.labels.length) || (a.after > 0 && a.comment)));
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
 * notes, left out with `notes` false: a quiz question open), the step count; each without its final stop, joined
 * as sentences. */
export function stepText({ row, where, count, parts, notes = true }) {
  const all = [where, ...(row ? [...parts, ...((notes && row.details.notes) || [])] : []), count];
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

// --- the board's state: one object, changed only by the transitions below ----------------------------------------
//
// What a board shows at a moment: the game's moves and the engine's explanation of them, the example's own line
// (Reset returns to it), the step shown, the reader's tried line, the piece picked up and its targets, a refused
// move's marks, the keyboard cursor and the editor's switch. Each transition takes a state and returns a new one
// (the old one is never changed), so the element renders from the latest and an adapter reads a state that cannot
// change under it. The engine's answers come in as arguments: nothing here asks the engine or touches the DOM.

/** The state of a board before anything is loaded. */
export function initialState() {
  return {
    game: null, // the game the explanation is of
    moves: [], // the moves shown (the example's, then the reader's tried ones)
    x: null, // the engine's explanation of `moves`
    baseMoves: [], // the example's moves (Reset returns to them)
    baseX: null, // their explanation
    step: 0, // the step shown: 0 (the start) to maxStep
    branch: null, // the step at which the reader's first tried move was played (null: the example's line)
    sel: null, // the square of the piece picked up
    targets: new Set(), // its legal targets
    bad: new Set(), // a refused move's squares and those its reason names
    chased: [], // Xiangqi: the pieces a refused move would chase perpetually
    refused: null, // the move refused at this step (share links carry it as `try`)
    cursor: 'A1', // the keyboard's square
    dragHidden: null, // the square whose piece a finger is dragging
    editing: false, // the position editor is on
    slide: false, // the next render is one step forward: its moved piece slides
    playing: false, // autoplay: the board steps forward by itself
  };
}

const maxOf = new WeakMap(); // explanation -> its last legal step
/** The last step that can be shown: the rows up to the first illegal one. */
export function maxStep(s) {
  const { x } = s;
  if (!x) return 0;
  if (!maxOf.has(x)) {
    const i = x.rows.findIndex((r) => !r.legal);
    maxOf.set(x, i < 0 ? x.rows.length : i);
  }
  return maxOf.get(x);
}

/** The canonical position text at `step` (the shown one by default), or null before an explanation. */
export function positionAt(s, step = s.step) {
  if (!s.x) return null;
  return step === 0 ? s.x.start : s.x.rows[step - 1].position;
}

/** The row of the move that led to the shown step (null at the start). */
export const shownRow = (s) => (s.x && s.step > 0 ? s.x.rows[s.step - 1] : null);

/** Whether the game is over at the shown step. */
export const overNow = (s) => !!(s.x && s.step === maxStep(s) && s.x.result && s.x.result.over);

/** Nothing picked up, no refused move's marks. */
export function deselect(s) {
  return { ...s, sel: null, targets: new Set(), bad: new Set(), chased: [] };
}

/** The piece on `sq` picked up; `targets`: the squares the engine lets it move to. */
export function select(s, sq, targets) {
  return { ...s, sel: sq, targets: new Set(targets), bad: new Set(), playing: false };
}

/** The keyboard cursor on `sq`. */
export const moveCursor = (s, sq) => ({ ...s, cursor: sq });

/** The piece on `sq` being dragged (drawn under the finger, not on its square); null: none. */
export const hideSquare = (s, sq) => ({ ...s, dragHidden: sq });

/** The position editor on or off. */
export const setEditing = (s, on) => ({ ...deselect(s), editing: !!on, dragHidden: null, refused: null, playing: false });

/** Goes to `step` (clamped to 0..maxStep). `quiet`: set by the board itself (a load, Reset), not a step the reader
 * took: the moved piece does not slide, the marks are cleared even at the same step. A step elsewhere clears the
 * piece picked up and the refused move. Any step stops autoplay (its own steps are tick's). */
export function step(s, to, { quiet = false } = {}) {
  const n = Math.max(0, Math.min(maxStep(s), Number(to) || 0));
  const changed = n !== s.step;
  let next = { ...s, step: n, slide: changed && !quiet && n === s.step + 1, playing: false };
  if (changed || quiet) next = deselect(next);
  if (changed) next.refused = null;
  return next;
}

/** The engine's explanation `x` of `moves` (`baseX` of the example's `baseMoves`) for `game`. `fresh`: a new load,
 * opened at `at` (startStep) on the example's line; else the same moment said again (another language). */
export function explained(s, { game, moves, x, baseMoves, baseX, fresh, at = 0 }) {
  const next = { ...s, game, x, moves: moves.slice(), baseMoves: baseMoves.slice(), baseX };
  if (!fresh) return { ...next, step: Math.min(s.step, maxStep(next)) };
  return step({ ...deselect(next), branch: null, refused: null }, at, { quiet: true });
}

/** The move `move` refused at the shown step; `v`: the engine's verdict (null when the engine could not read the
 * move). Its squares and those the reason names are marked; a perpetual chase marks the piece chased instead. */
export function refuse(s, move, v) {
  const next = { ...deselect(s), refused: move, playing: false };
  if (!v) return next;
  const rep = v.details && v.details.repetition;
  const chased = (rep && Array.isArray(rep.chased) && rep.chased) || [];
  const bad = [v.from, v.to, ...(v.squares || [])].filter((sq) => sq && !chased.includes(sq));
  return { ...next, chased, bad: new Set(bad) };
}

/** A tried move played at step `from`: `moves` (up to it) and their explanation `x` shown at their end; the first
 * tried move opens the reader's line (Reset and the branch bar return from it). */
export function play(s, { moves, x, from }) {
  return { ...deselect(s), moves: moves.slice(), x, step: moves.length, slide: true, refused: null, playing: false,
    branch: s.branch === null ? from : s.branch };
}

/** Back to the example's moves, at the step where the reader started trying (or the shown one). */
export function reset(s) {
  if (!s.baseX) return s;
  const back = s.branch ?? s.step;
  const base = { ...deselect(s), moves: s.baseMoves.slice(), x: s.baseX, branch: null, refused: null };
  return step(base, Math.min(back, maxStep(base)), { quiet: true });
}

/** The game changed (Stratego <-> Xiangqi): the explanation belongs to the other game's board and goes. */
export function dropGame(s, game) {
  if (!s.x || s.game === game) return s;
  return { ...initialState(), cursor: s.cursor, editing: s.editing };
}

/** Autoplay on or off. Started at the last step, it plays from the start. */
export function setPlaying(s, on) {
  if (!on || !s.x || maxStep(s) === 0) return s.playing ? { ...s, playing: false } : s;
  return { ...(s.step >= maxStep(s) ? step(s, 0, { quiet: true }) : s), playing: true };
}

/** Autoplay's next step: one move forward (it slides); at the last step autoplay stops. */
export function tick(s) {
  if (!s.playing) return s;
  const next = step(s, s.step + 1);
  return { ...next, playing: next.step < maxStep(next) };
}

/** After the slide has been drawn once. */
export const slid = (s) => (s.slide ? { ...s, slide: false } : s);

/** What the board draws at the shown step of state `s`, game adapter `a`: the pieces (`pieces`: the shown
 * position's, read from its text; a turn's first step, `turnView(row, pieces)`, may take one off and name the square
 * hit and the piece removed), the side to move, the last move's squares, the royal piece in check, the pieces
 * chased (a refused move's, else the move's), the piece picked up and its targets, the refused move's squares, the
 * cursor, the piece hidden under a finger, and on one step forward the move that slides: when the piece that
 * moved (`before()`: the pieces one step earlier; may throw) is still the mover's piece on the target (a Stratego
 * attacker that lost does not slide). */
export function boardView(s, a, { pieces, toMove, before = null, turnView = null }) {
  const row = shownRow(s);
  let shown = { pieces, shot: null, ghost: null };
  if (turnView) shown = { shot: null, ghost: null, ...turnView(row, pieces) };
  const marks = boardMarks(a, row, shown.pieces, toMove);
  let slide = null;
  if (s.slide && marks.last && before) {
    try {
      const mover = before().get(marks.last[0]);
      const there = shown.pieces.get(marks.last[1]);
      if (mover && there && mover.side === there.side) slide = marks.last;
    } catch {
      slide = null;
    }
  }
  return {
    pieces: shown.pieces, shot: shown.shot, ghost: shown.ghost, last: marks.last, check: marks.check,
    chased: s.chased.length ? s.chased : marks.chased, slide, selected: s.sel, targets: s.targets, bad: s.bad,
    cursor: s.cursor, hideSquare: s.dragHidden,
  };
}
