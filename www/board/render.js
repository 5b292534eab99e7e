// Draws the board in SVG (a 10x10 grid in a viewBox, so it scales to its container), and keeps the squares'
// accessible names in step. Built with createElementNS/setAttribute/textContent only.
import { FILES, LAKES, RANK_MARK } from './state.js';
import { slidePiece, svg as el } from './dom.js';

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
  const svg = el('svg', {
    class: 'board',
    viewBox: `${-PAD} 0 ${10 * S + PAD} ${10 * S + PAD}`,
    role: 'grid',
    tabindex: '0',
    focusable: 'true',
    preserveAspectRatio: 'xMidYMid meet',
  });
  const title = el('title', {}, '');
  svg.appendChild(title);
  const layers = {
    squares: el('g', { class: 'squares' }),
    coords: el('g', { class: 'coords', 'aria-hidden': 'true' }),
    marks: el('g', { class: 'marks', 'aria-hidden': 'true' }),
    pieces: el('g', { class: 'pieces', 'aria-hidden': 'true' }),
    over: el('g', { class: 'over', 'aria-hidden': 'true' }),
    drag: el('g', { class: 'drag', 'aria-hidden': 'true' }),
  };
  for (const l of Object.values(layers)) svg.appendChild(l);

  const cells = new Map();
  for (let r = 0; r < 10; r++) {
    const row = el('g', { role: 'row' });
    for (let c = 0; c < 10; c++) {
      const sq = ALL_SQUARES[r * 10 + c];
      const lake = LAKES.has(sq);
      const file = FILES.indexOf(sq[0]);
      const dark = (file + Number(sq.slice(1))) % 2 === 0;
      const cell = el('rect', {
        class: `sq ${lake ? 'lake' : dark ? 'dark' : 'light'}`,
        id: `${idPrefix}-${sq}`,
        'data-square': sq,
        role: 'gridcell',
        width: S,
        height: S,
      });
      cells.set(sq, cell);
      row.appendChild(cell);
    }
    layers.squares.appendChild(row);
  }

  let lastFlip = null;
  function place(flip) {
    if (flip === lastFlip) return;
    lastFlip = flip;
    for (const [sq, cell] of cells) {
      const { x, y } = squareXY(sq, flip);
      cell.setAttribute('x', x);
      cell.setAttribute('y', y);
    }
    layers.coords.replaceChildren();
    for (let i = 0; i < 10; i++) {
      const file = flip ? FILES[9 - i] : FILES[i];
      const rank = flip ? i + 1 : 10 - i;
      layers.coords.appendChild(el('text', { x: i * S + S / 2, y: 10 * S + PAD / 2 + 0.2 }, file));
      layers.coords.appendChild(el('text', { x: -PAD / 2, y: i * S + S / 2 }, String(rank)));
    }
    // The lakes as two 2x2 blocks drawn over their squares.
    for (const [a, b] of [['C6', 'D5'], ['G6', 'H5']]) {
      const p = squareXY(a, flip);
      const q = squareXY(b, flip);
      const x = Math.min(p.x, q.x);
      const y = Math.min(p.y, q.y);
      layers.coords.appendChild(el('rect', { class: 'lake-water', x: x + 0.6, y: y + 0.6, width: 2 * S - 1.2, height: 2 * S - 1.2, rx: 3 }));
    }
  }

  /**
   * view: { pieces: Map(square -> {side, rank}), flip, selected, targets: Set, bad: Set, last: [from, to],
   *         cursor, msgs, hideSquare, slide: [from, to] | null (the piece now on `to` slides in from `from`) }
   */
  function update(view) {
    const { msgs, flip } = view;
    place(flip);
    title.textContent = msgs.board;
    svg.setAttribute('aria-label', msgs.board);
    layers.marks.replaceChildren();
    layers.pieces.replaceChildren();
    layers.over.replaceChildren();
    const mark = (cls, sq) => {
      const { x, y } = squareXY(sq, flip);
      return el('rect', { class: cls, x: x + 0.35, y: y + 0.35, width: S - 0.7, height: S - 0.7, rx: 0.8, 'data-square': sq });
    };
    for (const sq of view.last || []) if (cells.has(sq)) layers.marks.appendChild(mark('last', sq));
    for (const sq of view.bad || []) if (cells.has(sq)) layers.marks.appendChild(mark('bad', sq));
    if (view.selected) layers.marks.appendChild(mark('selected', view.selected));
    for (const [sq, p] of view.pieces) {
      if (sq === view.hideSquare) continue;
      const { x, y } = squareXY(sq, flip);
      const g = pieceGraphic(p, x, y);
      layers.pieces.appendChild(g);
      if (view.slide && view.slide[1] === sq && cells.has(view.slide[0])) {
        const from = squareXY(view.slide[0], flip);
        slidePiece(g, from.x, from.y, x, y);
      }
    }
    for (const sq of view.targets || []) {
      const { x, y } = squareXY(sq, flip);
      const capture = view.pieces.has(sq);
      layers.over.appendChild(
        capture
          ? el('circle', { class: 'target capture', cx: x + S / 2, cy: y + S / 2, r: 4.3, 'data-square': sq })
          : el('circle', { class: 'target', cx: x + S / 2, cy: y + S / 2, r: 1.5, 'data-square': sq }),
      );
    }
    if (view.cursor) layers.over.appendChild(mark('cursor', view.cursor));
    if (view.cursor) svg.setAttribute('aria-activedescendant', `${idPrefix}-${view.cursor}`);
    else svg.removeAttribute('aria-activedescendant');

    for (const [sq, cell] of cells) {
      const p = view.pieces.get(sq);
      let label = `${sq}, `;
      if (LAKES.has(sq)) label += msgs.lake;
      else if (p) label += msgs.pieceLabel(p.side === 'red' ? msgs.red : msgs.blue, msgs.pieces[p.rank] ?? p.rank);
      else label += msgs.empty;
      if (sq === view.selected) label += `, ${msgs.selected}`;
      if (view.targets && view.targets.has(sq)) label += `, ${msgs.target}`;
      cell.setAttribute('aria-label', label);
      if (view.selected === sq) cell.setAttribute('aria-selected', 'true');
      else cell.removeAttribute('aria-selected');
    }
  }

  /** Shows a piece following the pointer during a drag (board coordinates), or hides it (null). */
  function drag(piece, x, y) {
    layers.drag.replaceChildren();
    if (piece) layers.drag.appendChild(pieceGraphic(piece, x - S / 2, y - S / 2, 'piece dragging'));
  }

  /** Client (CSS pixel) coordinates -> board coordinates. */
  function toBoard(clientX, clientY) {
    const m = svg.getScreenCTM();
    if (!m) return { x: -1, y: -1 };
    const p = new DOMPoint(clientX, clientY).matrixTransform(m.inverse());
    return { x: p.x, y: p.y };
  }

  return { svg, update, drag, toBoard };
}
