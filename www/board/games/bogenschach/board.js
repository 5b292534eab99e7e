// The chess board of Bogenschach in SVG: 8x8 squares, files a..h from White's left, ranks 1..8 from White's
// side, White at the bottom unless flipped. Pieces are the Unicode chess figures (drawn from the system's own
// fonts, no web font), or letters (pieces="letters": K Q R B N P on a disc) where those figures are missing or
// hard to read. Made with board/grid.js; nothing here decides what is legal.
import { svg as el } from '../../dom.js';
import { createGrid, cursorMover, squareMarks } from '../../grid.js';
import { readFenBoard, writeBoardRows } from '../../state.js';

export const CHESS_FILES = 'abcdefgh';
const S = 10; // one square in viewBox units
const PAD = 5; // room for the coordinates on the left and at the bottom

export const CHESS_LETTER = { king: 'K', queen: 'Q', rook: 'R', bishop: 'B', knight: 'N', pawn: 'P' };
// The solid figures for both sides (filled white or black by the stylesheet); U+FE0E asks for the text form,
// not an emoji (the pawn has an emoji form on some systems).
const FIGURE = { king: '\u265a', queen: '\u265b', rook: '\u265c', bishop: '\u265d', knight: '\u265e', pawn: '\u265f\ufe0e' };
/** The figure of a piece for text beside the board (the outlined ones for White). */
export const FIGURE_TEXT = {
  white: { king: '\u2654', queen: '\u2655', rook: '\u2656', bishop: '\u2657', knight: '\u2658', pawn: '\u2659' },
  black: { king: '\u265a', queen: '\u265b', rook: '\u265c', bishop: '\u265d', knight: '\u265e', pawn: '\u265f\ufe0e' },
};

export const CHESS_SQUARES = [];
for (let rank = 8; rank >= 1; rank--) for (const f of CHESS_FILES) CHESS_SQUARES.push(`${f}${rank}`);

/** The top-left corner of a square in board coordinates. */
export function chessXY(square, flip) {
  const file = CHESS_FILES.indexOf(square[0]);
  const rank = Number(square.slice(1));
  return { x: (flip ? 7 - file : file) * S, y: (flip ? rank - 1 : 8 - rank) * S };
}

/** The square at board coordinates, or null off the board. */
export function chessSquareAt(x, y, flip) {
  if (!(x >= 0 && y >= 0 && x < 8 * S && y < 8 * S)) return null;
  const col = Math.floor(x / S);
  const row = Math.floor(y / S);
  return `${CHESS_FILES[flip ? 7 - col : col]}${flip ? row + 1 : 8 - row}`;
}

/** The keyboard cursor moved by (df, dr) in screen directions (dr > 0 is up), kept on the board. */
export const chessMoveCursor = cursorMover(CHESS_FILES, 1, 8, 'e1');

/** The side to move of a FEN: 'white' or 'black'. */
export function chessSideToMove(fen) {
  return /^\S+\s+b\b/.test(String(fen || '').trim()) ? 'black' : 'white';
}

const FEN_ROLE = { k: 'king', q: 'queen', r: 'rook', b: 'bishop', n: 'knight', p: 'pawn' };

/** For display only, when the engine cannot start: a FEN -> { pieces }, or null when it is not one. */
export function readChessFenForDisplay(text) {
  const t = String(text || '').trim() || 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
  return readFenBoard(t, { files: CHESS_FILES, topRank: 8, ranks: 8, roles: FEN_ROLE, sides: ['white', 'black'] });
}

function pieceGraphic(piece, x, y, letters, className = 'piece') {
  const side = piece.side === 'white' ? 'white' : 'black';
  const g = el('g', { class: `${className} ch-piece ${side}`, transform: `translate(${x} ${y})` });
  if (letters) {
    g.appendChild(el('circle', { class: 'ch-disc', cx: S / 2, cy: S / 2, r: 4.1 }));
    g.appendChild(el('text', { class: 'ch-mark letter', x: S / 2, y: S / 2 + 0.2, 'font-size': 5 },
      CHESS_LETTER[piece.rank] ?? '?'));
  } else {
    g.appendChild(el('text', { class: 'ch-mark', x: S / 2, y: S / 2 + 0.55, 'font-size': 8.6 }, FIGURE[piece.rank] ?? '?'));
  }
  return g;
}

/** The hit square of a shot: a target's rings and cross. */
function shotMark(x, y, sq) {
  const g = el('g', { class: 'shot', 'data-square': sq });
  const c = { cx: x + S / 2, cy: y + S / 2 };
  g.appendChild(el('circle', { ...c, r: 4.3, class: 'shot-ring' }));
  g.appendChild(el('circle', { ...c, r: 2.4, class: 'shot-ring' }));
  g.appendChild(el('line', { x1: c.cx - 4.8, y1: c.cy, x2: c.cx + 4.8, y2: c.cy, class: 'shot-cross' }));
  g.appendChild(el('line', { x1: c.cx, y1: c.cy - 4.8, x2: c.cx, y2: c.cy + 4.8, class: 'shot-cross' }));
  return g;
}

/** Creates the board. `idPrefix` keeps the cell ids unique inside the widget. */
export function createChessBoard(idPrefix) {
  const marks = squareMarks(S, chessXY);
  const rows = [];
  for (let r = 0; r < 8; r++) rows.push(CHESS_SQUARES.slice(r * 8, r * 8 + 8));
  return createGrid({
    idPrefix,
    className: 'board chess',
    viewBox: `${-PAD} 0 ${8 * S + PAD} ${8 * S + PAD}`,
    rows,
    size: S,
    // a1 is a dark square
    cellClass: (sq) => ((CHESS_FILES.indexOf(sq[0]) + Number(sq.slice(1))) % 2 === 1 ? 'dark' : 'light'),
    cellXY: chessXY,
    pieceXY: chessXY,
    dragXY: (x, y) => ({ x: x - S / 2, y: y - S / 2 }),
    pieceGraphic: (piece, x, y, { letters, className }) => pieceGraphic(piece, x, y, letters, className),
    coords(layer, flip) {
      for (let i = 0; i < 8; i++) {
        layer.appendChild(el('text', { x: i * S + S / 2, y: 8 * S + PAD / 2 + 0.2 }, CHESS_FILES[flip ? 7 - i : i]));
        layer.appendChild(el('text', { x: -PAD / 2, y: i * S + S / 2 }, String(flip ? i + 1 : 8 - i)));
      }
    },
    ...marks,
    mark: (cls, sq, flip) => {
      if (cls !== 'shot') return marks.mark(cls, sq, flip);
      const { x, y } = chessXY(sq, flip);
      return shotMark(x, y, sq);
    },
    title: (msgs) => msgs.chessBoard,
    label: (sq, p, msgs) =>
      `${sq}, ${p ? msgs.pieceLabel(p.side === 'white' ? msgs.white : msgs.black, msgs.chessPieces[p.rank] ?? p.rank) : msgs.empty}`,
    squareAt: chessSquareAt,
    moveCursor: chessMoveCursor,
  });
}

/** The ranks in the order the editor's palette shows them. */
export const CHESS_RANKS = Object.keys(CHESS_LETTER);

/** A FEN's castling rights and en passant square: { castling: "KQkq" or "-", ep: "e3" or "-" }. */
export function chessExtras(fen) {
  const f = String(fen || '').trim().split(/\s+/);
  return { castling: f[2] || '-', ep: f[3] || '-' };
}

/** Writes a FEN from Map(square -> {side, rank}), the side to move, castling rights and the en passant square
 * (the clocks start again: an edited position is a new game). Only notation: the engine reads the text back
 * (parsePosition), refuses what is no position and drops a castling right or en passant square that could never
 * be used, and gives the canonical FEN. */
export function writeChessFen(pieces, toMove, { castling = '-', ep = '-' } = {}) {
  const rows = writeBoardRows(pieces, CHESS_FILES, 8, 1, (p) => {
    const letter = CHESS_LETTER[p.rank];
    return letter && (p.side === 'white' ? letter : letter.toLowerCase());
  });
  return `${rows} ${toMove === 'black' ? 'b' : 'w'} ${castling || '-'} ${ep || '-'} 0 1`;
}

/** The en passant squares a position could have: behind an enemy Pawn that could just have made its two-square
 * move (on rank 5 with White to move, rank 4 with Black), with the square it passed and the one it came from
 * empty. */
export function enPassantSquares(pieces, toMove) {
  const white = toMove !== 'black';
  const [pawnRank, passed, from] = white ? [5, 6, 7] : [4, 3, 2];
  const out = [];
  for (const f of CHESS_FILES) {
    const p = pieces.get(`${f}${pawnRank}`);
    if (p && p.rank === 'pawn' && p.side === (white ? 'black' : 'white')
      && !pieces.has(`${f}${passed}`) && !pieces.has(`${f}${from}`)) out.push(`${f}${passed}`);
  }
  return out;
}
