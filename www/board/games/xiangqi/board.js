// The Xiangqi board in SVG: 9x10 points (pieces stand on the intersections), the river and the palaces'
// diagonals, pieces as round discs with their Chinese characters (or letters). Same interface as every game's board
// module: createBoard ({ svg, update, drag, toBoard }) plus squareAt and moveCursor, which board/input.js uses.
// Squares are ICCS names: files a..i from Red's left, ranks 0..9 from Red's back rank. Nothing here decides
// what is legal. Built with createElementNS/setAttribute/textContent only.

import { svg as el } from '../../dom.js';
import { createGrid, cursorMover } from '../../grid.js';
import { readFenBoard, writeBoardRows } from '../../state.js';

export const XQ_FILES = 'abcdefghi';
const S = 10; // the distance between two points in viewBox units
const R = 4.45; // a piece's radius

/** The characters on the pieces (Red, Black) and the letters of pieces="letters". */
const CHARS = {
  red: { general: '帥', advisor: '仕', elephant: '相', horse: '傌', chariot: '俥', cannon: '炮', soldier: '兵' },
  black: { general: '將', advisor: '士', elephant: '象', horse: '馬', chariot: '車', cannon: '砲', soldier: '卒' },
};
export const XQ_LETTER = { general: 'K', advisor: 'A', elephant: 'B', horse: 'N', chariot: 'R', cannon: 'C', soldier: 'P' };
export const XQ_RANKS = Object.keys(XQ_LETTER);


export const XQ_SQUARES = [];
for (let rank = 9; rank >= 0; rank--) for (const f of XQ_FILES) XQ_SQUARES.push(`${f}${rank}`);

/** The point's board coordinates (its centre). Red is at the bottom unless flipped. */
export function pointXY(square, flip) {
  const file = XQ_FILES.indexOf(square[0]);
  const rank = Number(square.slice(1));
  return { x: (flip ? 8 - file : file) * S, y: (flip ? rank : 9 - rank) * S };
}

/** The point nearest to board coordinates, or null off the board. */
export function xqSquareAt(x, y, flip) {
  const col = Math.round(x / S);
  const row = Math.round(y / S);
  if (col < 0 || col > 8 || row < 0 || row > 9) return null;
  if (Math.abs(x - col * S) > S / 2 || Math.abs(y - row * S) > S / 2) return null;
  const file = flip ? 8 - col : col;
  const rank = flip ? row : 9 - row;
  return `${XQ_FILES[file]}${rank}`;
}

/** The keyboard cursor moved by (df, dr) in screen directions (dr > 0 is up), kept on the board. */
export const xqMoveCursor = cursorMover(XQ_FILES, 0, 9, 'e0');

/** The side to move of a FEN ("... w - - 0 1"): 'red' or 'black'. */
export function xqSideToMove(fen) {
  return /^\S+\s+b\b/.test(String(fen || '').trim()) ? 'black' : 'red';
}

const FEN_RANK = { k: 'general', g: 'general', a: 'advisor', b: 'elephant', e: 'elephant', n: 'horse', h: 'horse',
  r: 'chariot', c: 'cannon', p: 'soldier' };

/** For display only, when the engine cannot start: a FEN -> { pieces }, or null when it is not one. */
export function readFenForDisplay(text) {
  const t = String(text || '').trim() || 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w';
  return readFenBoard(t, { files: XQ_FILES, topRank: 9, ranks: 10, roles: FEN_RANK, sides: ['red', 'black'] });
}

function pieceGraphic(piece, x, y, letters, className = 'piece') {
  const side = piece.side === 'red' ? 'red' : 'black';
  const g = el('g', { class: `${className} xq-piece ${side}`, transform: `translate(${x} ${y})` });
  g.appendChild(el('circle', { class: 'xq-disc', r: R }));
  g.appendChild(el('circle', { class: 'xq-ring', r: R - 0.85 }));
  const mark = letters ? XQ_LETTER[piece.rank] ?? '?' : CHARS[side][piece.rank] ?? '?';
  g.appendChild(el('text', { class: `xq-mark${letters ? ' letter' : ''}`, x: 0, y: letters ? 0.15 : 0.3,
    'font-size': letters ? 4.4 : 4.9 }, mark));
  return g;
}

/** The lines, the palaces' diagonals, the river and the marks, drawn once (flipping does not move them).
 * Returns the river's two text elements, whose words follow the board's language (simplified 汉 in zh-Hans,
 * traditional 漢 elsewhere, as the pieces' characters are). */
function drawGround(gr, PADX, PADT, PADB) {
  gr.appendChild(el('rect', { class: 'xq-wood', x: -PADX + 1, y: -PADT + 1, width: 8 * S + 2 * PADX - 2,
    height: 9 * S + PADT + PADB - 2, rx: 2 }));
  gr.appendChild(el('rect', { class: 'xq-frame', x: -1.4, y: -1.4, width: 8 * S + 2.8, height: 9 * S + 2.8 }));
  const line = (x1, y1, x2, y2) => gr.appendChild(el('line', { class: 'xq-line', x1, y1, x2, y2 }));
  for (let r = 0; r <= 9; r++) line(0, r * S, 8 * S, r * S);
  for (let c = 0; c <= 8; c++) {
    if (c === 0 || c === 8) line(c * S, 0, c * S, 9 * S);
    else {
      line(c * S, 0, c * S, 4 * S);
      line(c * S, 5 * S, c * S, 9 * S);
    }
  }
  // The palaces' diagonals.
  for (const top of [0, 7]) {
    line(3 * S, top * S, 5 * S, (top + 2) * S);
    line(5 * S, top * S, 3 * S, (top + 2) * S);
  }
  // The river: its words in the board's script (msgs.xqRiver, set on each update by the board's title).
  const river = [el('text', { class: 'xq-river', x: 2 * S, y: 4.5 * S }, '楚 河'),
    el('text', { class: 'xq-river', x: 6 * S, y: 4.5 * S }, '漢 界')];
  for (const t of river) gr.appendChild(t);
  // The marks on the cannons' and soldiers' points.
  const tick = (c, r) => {
    const d = 0.8;
    const l = 2;
    for (const sx of [-1, 1]) {
      if ((c === 0 && sx < 0) || (c === 8 && sx > 0)) continue;
      for (const sy of [-1, 1]) {
        const x = c * S + sx * d;
        const y = r * S + sy * d;
        gr.appendChild(el('polyline', { class: 'xq-tick', points: `${x + sx * l},${y} ${x},${y} ${x},${y + sy * l}` }));
      }
    }
  };
  for (const r of [2, 7]) for (const c of [1, 7]) tick(c, r);
  for (const r of [3, 6]) for (const c of [0, 2, 4, 6, 8]) tick(c, r);
  return river;
}

/** Creates the board. `idPrefix` keeps the point ids unique inside the widget. */
export function createXiangqiBoard(idPrefix) {
  const PADX = 8;
  const PADT = 6;
  const PADB = 10;
  const ring = (cls, sq, flip, r = R + 0.55) => {
    const { x, y } = pointXY(sq, flip);
    return el('circle', { class: cls, cx: x, cy: y, r, 'data-square': sq });
  };
  const rows = [];
  for (let r = 0; r < 10; r++) rows.push(XQ_SQUARES.slice(r * 9, r * 9 + 9));
  let river = [];
  return createGrid({
    idPrefix,
    className: 'board xq',
    viewBox: `${-PADX} ${-PADT} ${8 * S + 2 * PADX} ${9 * S + PADT + PADB}`,
    rows,
    size: S,
    cellClass: () => 'point',
    cellXY: (sq, flip) => {
      const { x, y } = pointXY(sq, flip);
      return { x: x - S / 2, y: y - S / 2 };
    },
    pieceXY: pointXY,
    dragXY: (x, y) => ({ x, y }),
    pieceGraphic: (piece, x, y, { letters, className }) => pieceGraphic(piece, x, y, letters, className),
    ground: (layer) => {
      river = drawGround(layer, PADX, PADT, PADB);
    },
    coords(layer, flip) {
      for (let i = 0; i < 9; i++) {
        const file = flip ? XQ_FILES[8 - i] : XQ_FILES[i];
        layer.appendChild(el('text', { x: i * S, y: 9 * S + 6.6 }, file));
      }
      for (let i = 0; i < 10; i++) {
        const rank = flip ? i : 9 - i;
        layer.appendChild(el('text', { x: -5.6, y: i * S }, String(rank)));
      }
    },
    mark: (cls, sq, flip) => ring(cls, sq, flip),
    target: (sq, flip, capture) => (capture ? ring('target capture', sq, flip, R + 0.2) : ring('target', sq, flip, 1.6)),
    cursor: (sq, flip) => {
      const { x, y } = pointXY(sq, flip);
      return el('rect', { class: 'cursor', x: x - S / 2 + 0.3, y: y - S / 2 + 0.3, width: S - 0.6, height: S - 0.6, rx: 1 });
    },
    title: (msgs) => {
      // called on every update with the board's messages: the river's words in its language
      const words = Array.isArray(msgs.xqRiver) ? msgs.xqRiver : [];
      river.forEach((t, i) => {
        if (words[i] && t.textContent !== words[i]) t.textContent = words[i];
      });
      return msgs.xqBoard;
    },
    label: (sq, p, msgs) =>
      `${sq}, ${p ? msgs.pieceLabel(p.side === 'red' ? msgs.red : msgs.black, msgs.xqPieces[p.rank] ?? p.rank) : msgs.empty}`,
    squareAt: xqSquareAt,
    moveCursor: xqMoveCursor,
  });
}

/** Writes a FEN from Map(square -> {side, rank}) and the side to move ('red' | 'black'). Only notation: the
 * engine reads it (parsePosition), says whether it is a position at all, and gives back the canonical FEN. */
export function writeFen(pieces, toMove) {
  const rows = writeBoardRows(pieces, XQ_FILES, 9, 0, (p) => {
    const letter = XQ_LETTER[p.rank];
    return letter && (p.side === 'red' ? letter : letter.toLowerCase());
  });
  return `${rows} ${toMove === 'black' ? 'b' : 'w'}`;
}
