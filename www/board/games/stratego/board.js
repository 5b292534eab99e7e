// Stratego's board (its adapter ./adapter.js imports it): draws the board in SVG (a 10x10 grid in a
// viewBox, so it scales to its container) and keeps the squares' accessible names in step; and the game's position
// text (docs/stratego-notation.md), read for display and written by the editor. Built with
// createElementNS/setAttribute/textContent only.
import { writeBoardRows } from '../../state.js';
import { svg as el } from '../../dom.js';
import { createGrid, cursorMover, squareMarks } from '../../grid.js';

export const FILES = 'ABCDEFGHIJ';
export const LAKES = new Set(['C5', 'D5', 'G5', 'H5', 'C6', 'D6', 'G6', 'H6']);

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

/** The side to move, from the last word of a canonical position text (" r" or " b"). */
export function sideToMove(positionText) {
  return /\sb$/.test(String(positionText || '').trim()) ? 'blue' : 'red';
}

/** The letter of each rank in our position text (docs/stratego-notation.md): upper case for Red. */
export const RANK_LETTER = Object.fromEntries(Object.entries(LETTER_RANK).map(([letter, rank]) => [rank, letter]));

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

const S = 10; // one square in viewBox units
const PAD = 5; // room for the coordinates on the left and at the bottom


export const ALL_SQUARES = [];
for (let rank = 10; rank >= 1; rank--) for (const f of FILES) ALL_SQUARES.push(`${f}${rank}`);

/** Board coordinates (0..100 each way, origin top left) of a square's top-left corner. */
export function squareXY(square, flip) {
  const file = FILES.indexOf(square[0]);
  const rank = Number(square.slice(1));
  const col = flip ? 9 - file : file;
  const row = flip ? rank - 1 : 10 - rank;
  return { x: col * S, y: row * S };
}

/** The square at board coordinates, or null off the board. */
export function squareAt(x, y, flip) {
  if (x < 0 || y < 0 || x >= 10 * S || y >= 10 * S) return null;
  const col = Math.floor(x / S);
  const row = Math.floor(y / S);
  const file = flip ? 9 - col : col;
  const rank = flip ? row + 1 : 10 - row;
  return `${FILES[file]}${rank}`;
}

function pieceGraphic(piece, x, y, className = 'piece') {
  const g = el('g', { class: `${className} ${piece.side}`, transform: `translate(${x} ${y})` });
  g.appendChild(el('rect', { class: 'piece-body', x: 0.9, y: 0.9, width: 8.2, height: 8.2, rx: 1.6 }));
  // A bar on the side's own edge (bottom for Red, top for Blue) tells the sides apart without colour.
  const red = piece.side === 'red';
  g.appendChild(el('rect', { class: 'piece-bar', x: 2.6, y: red ? 7.55 : 1.75, width: 4.8, height: 0.7, rx: 0.35 }));
  const mark = RANK_MARK[piece.rank] ?? '?';
  g.appendChild(
    el('text', { class: 'piece-mark', x: 5, y: red ? 4.75 : 5.45, 'font-size': mark.length > 1 ? 4.4 : 5 }, mark),
  );
  return g;
}

/** Creates the board. `idPrefix` keeps the cell ids unique inside the widget. */
export function createBoard(idPrefix) {
  const rows = [];
  for (let r = 0; r < 10; r++) rows.push(ALL_SQUARES.slice(r * 10, r * 10 + 10));
  return createGrid({
    idPrefix,
    className: 'board',
    viewBox: `${-PAD} 0 ${10 * S + PAD} ${10 * S + PAD}`,
    rows,
    size: S,
    cellClass: (sq) => {
      if (LAKES.has(sq)) return 'lake';
      return (FILES.indexOf(sq[0]) + Number(sq.slice(1))) % 2 === 0 ? 'dark' : 'light';
    },
    cellXY: squareXY,
    pieceXY: squareXY,
    dragXY: (x, y) => ({ x: x - S / 2, y: y - S / 2 }),
    pieceGraphic: (piece, x, y, { className }) => pieceGraphic(piece, x, y, className),
    coords(layer, flip) {
      for (let i = 0; i < 10; i++) {
        const file = flip ? FILES[9 - i] : FILES[i];
        const rank = flip ? i + 1 : 10 - i;
        layer.appendChild(el('text', { x: i * S + S / 2, y: 10 * S + PAD / 2 + 0.2 }, file));
        layer.appendChild(el('text', { x: -PAD / 2, y: i * S + S / 2 }, String(rank)));
      }
      // The lakes as two 2x2 blocks drawn over their squares.
      for (const [a, b] of [['C6', 'D5'], ['G6', 'H5']]) {
        const p = squareXY(a, flip);
        const q = squareXY(b, flip);
        const x = Math.min(p.x, q.x);
        const y = Math.min(p.y, q.y);
        layer.appendChild(el('rect', { class: 'lake-water', x: x + 0.6, y: y + 0.6, width: 2 * S - 1.2, height: 2 * S - 1.2, rx: 3 }));
      }
    },
    ...squareMarks(S, squareXY),
    title: (msgs) => msgs.board,
    label(sq, p, msgs) {
      if (LAKES.has(sq)) return `${sq}, ${msgs.lake}`;
      if (p) return `${sq}, ${msgs.pieceLabel(p.side === 'red' ? msgs.red : msgs.blue, msgs.pieces[p.rank] ?? p.rank)}`;
      return `${sq}, ${msgs.empty}`;
    },
    squareAt,
    moveCursor: cursorMover(FILES, 1, 10, 'A1'),
  });
}
