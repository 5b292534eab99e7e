// The board renderer every game's board is made with: an SVG in a viewBox (so it scales to its container), its
// layers (ground, squares, coordinates, marks, pieces, over, drag), one accessible grid cell per square with its
// name kept in step, and the update/drag/toBoard interface board/input.js and arbiter-board.js use. A game's
// board module (board/games/<game>/board.js) gives only its geometry and its drawings.
// Built with createElementNS/setAttribute/textContent only; nothing here decides what is legal.
import { fadeRemoved, SHOT_MS, slidePiece, svg as el } from './dom.js';

/** The keyboard cursor of a board whose squares are a file letter and a rank number from `lo` to `hi`: returns
 * move(cur, df, dr, flip), the cursor moved by (df, dr) in screen directions (dr > 0 is up), kept on the board
 * (`home` when `cur` is not a square of it). */
export function cursorMover(files, lo, hi, home) {
  return (cur, df, dr, flip) => {
    let file = files.indexOf(cur[0]);
    let rank = Number(cur.slice(1));
    if (file < 0 || !(rank >= lo && rank <= hi)) return home;
    const s = flip ? -1 : 1;
    file = Math.min(files.length - 1, Math.max(0, file + df * s));
    rank = Math.min(hi, Math.max(lo, rank + dr * s));
    return `${files[file]}${rank}`;
  };
}

/** The marks of a board of square cells (Stratego, chess): `size` a cell's side, `xy(sq, flip)` its top-left
 * corner. Returns the spec's mark, target and cursor. */
export function squareMarks(size, xy) {
  const mark = (cls, sq, flip) => {
    const { x, y } = xy(sq, flip);
    return el('rect', { class: cls, x: x + 0.35, y: y + 0.35, width: size - 0.7, height: size - 0.7, rx: 0.8,
      'data-square': sq });
  };
  const target = (sq, flip, capture) => {
    const { x, y } = xy(sq, flip);
    const at = { cx: x + size / 2, cy: y + size / 2, 'data-square': sq };
    return capture ? el('circle', { class: 'target capture', ...at, r: 0.43 * size })
      : el('circle', { class: 'target', ...at, r: 0.15 * size });
  };
  return { mark, target, cursor: (sq, flip) => mark('cursor', sq, flip) };
}

/**
 * spec: {
 *   idPrefix, className ('board ...'), viewBox,
 *   rows: [[square, ...], ...]      the squares row by row (top row first, unflipped), for the grid's rows,
 *   cellClass(sq): the cell's class besides 'sq',
 *   cellXY(sq, flip): {x, y}        the top-left corner of the square's cell (cells are size x size),
 *   size: a cell's width and height,
 *   pieceXY(sq, flip): {x, y}       where pieceGraphic places the square's piece,
 *   dragXY(x, y): {x, y}            where pieceGraphic places a dragged piece under the pointer at (x, y),
 *   pieceGraphic(piece, x, y, { letters, className }): an SVG element,
 *   ground(layer): draws what never moves (once),
 *   coords(layer, flip): draws the coordinates (on every flip),
 *   mark(cls, sq, flip): an element highlighting a square (last, bad, in-check, selected, shot),
 *   target(sq, flip, capture): an element marking a legal target,
 *   cursor(sq, flip): the keyboard cursor's element,
 *   title(msgs): the board's accessible name,
 *   label(sq, piece, msgs): a square's accessible name before ", picked up" / ", legal target",
 *   squareAt(x, y, flip), moveCursor(cur, df, dr, flip): for board/input.js (cursorMover),
 * }
 */
export function createGrid(spec) {
  const { idPrefix } = spec;
  const svg = el('svg', {
    class: spec.className,
    viewBox: spec.viewBox,
    role: 'grid',
    tabindex: '0',
    focusable: 'true',
    preserveAspectRatio: 'xMidYMid meet',
  });
  const title = el('title', {}, '');
  svg.appendChild(title);
  const layers = {
    ground: el('g', { class: 'ground', 'aria-hidden': 'true' }),
    squares: el('g', { class: 'squares' }),
    coords: el('g', { class: 'coords', 'aria-hidden': 'true' }),
    marks: el('g', { class: 'marks', 'aria-hidden': 'true' }),
    pieces: el('g', { class: 'pieces', 'aria-hidden': 'true' }),
    shapes: el('g', { class: 'shapes', 'aria-hidden': 'true' }),
    over: el('g', { class: 'over', 'aria-hidden': 'true' }),
    drag: el('g', { class: 'drag', 'aria-hidden': 'true' }),
  };
  for (const l of Object.values(layers)) svg.appendChild(l);
  if (spec.ground) spec.ground(layers.ground);

  const cells = new Map();
  for (const squares of spec.rows) {
    const row = el('g', { role: 'row' });
    for (const sq of squares) {
      const cell = el('rect', {
        class: `sq ${spec.cellClass(sq)}`.trim(),
        id: `${idPrefix}-${sq}`,
        'data-square': sq,
        role: 'gridcell',
        width: spec.size,
        height: spec.size,
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
      const { x, y } = spec.cellXY(sq, flip);
      cell.setAttribute('x', x);
      cell.setAttribute('y', y);
    }
    layers.coords.replaceChildren();
    spec.coords(layers.coords, flip);
  }

  let letters = false; // the last update's pieces="letters", for the dragged piece
  // Where an author's shapes point (board/annotated.js): a square's centre (a game's spec.center, else its cell's).
  const geometry = {
    size: spec.size,
    has: (sq) => cells.has(sq),
    center: spec.center || ((sq, flip) => {
      const { x, y } = spec.cellXY(sq, flip);
      return { x: x + spec.size / 2, y: y + spec.size / 2 };
    }),
  };

  /**
   * view: { pieces: Map(square -> {side, rank}), flip, selected, targets: Set, bad: Set, last: [from, to],
   *         check: [square], chased: [square], cursor, msgs, hideSquare, letters,
   *         slide: [from, to] | null (the piece now on `to` slides in from `from`),
   *         shot: square | null (marked as hit), ghost: {square, piece} | null (a removed piece, drawn faded),
 *         shotFirst: with slide, the ghost fades before the piece slides (a step forward in Bogenschach),
 *         draggable: Set of squares whose piece a finger may drag (touch-action: none),
 *         shapes: { arrows, squares, labels } | null and drawShapes(layer, shapes, geometry, flip, fade): an author's
 *         shapes (board/annotated.js), fadeShapes: they fade in (a new step) }
   */
  function update(view) {
    const { msgs, flip } = view;
    letters = !!view.letters;
    place(flip);
    const name = spec.title(msgs);
    title.textContent = name;
    svg.setAttribute('aria-label', name);
    layers.marks.replaceChildren();
    layers.pieces.replaceChildren();
    layers.over.replaceChildren();
    layers.shapes.replaceChildren();
    // A document's arrows, marked squares and labels of the shown step, drawn by the module that reads them.
    if (view.shapes && view.drawShapes) view.drawShapes(layers.shapes, view.shapes, geometry, flip, view.fadeShapes);
    const marks = [['last', view.last], ['bad', view.bad], ['in-check', view.check], ['chased', view.chased],
      ['selected', view.selected ? [view.selected] : null]];
    for (const [cls, squares] of marks) {
      for (const sq of squares || []) if (cells.has(sq)) layers.marks.appendChild(spec.mark(cls, sq, flip));
    }
    // A step forward in Bogenschach shows the shot first (the removed piece fades), then the move slides.
    let delay = 0;
    if (view.ghost && cells.has(view.ghost.square) && !view.pieces.has(view.ghost.square)) {
      const { x, y } = spec.pieceXY(view.ghost.square, flip);
      const ghost = spec.pieceGraphic(view.ghost.piece, x, y, { letters, className: 'piece ghost' });
      layers.pieces.appendChild(ghost);
      if (view.slide && view.shotFirst && fadeRemoved(ghost)) delay = SHOT_MS;
    }
    for (const [sq, p] of view.pieces) {
      if (sq === view.hideSquare || !cells.has(sq)) continue;
      const { x, y } = spec.pieceXY(sq, flip);
      const g = spec.pieceGraphic(p, x, y, { letters, className: 'piece' });
      layers.pieces.appendChild(g);
      if (view.slide && view.slide[1] === sq && cells.has(view.slide[0])) {
        const from = spec.pieceXY(view.slide[0], flip);
        slidePiece(g, from.x, from.y, x, y, delay);
      }
    }
    if (view.shot && cells.has(view.shot)) layers.over.appendChild(spec.mark('shot', view.shot, flip));
    for (const sq of view.targets || []) {
      if (cells.has(sq)) layers.over.appendChild(spec.target(sq, flip, view.pieces.has(sq)));
    }
    if (view.cursor && cells.has(view.cursor)) {
      layers.over.appendChild(spec.cursor(view.cursor, flip));
      svg.setAttribute('aria-activedescendant', `${idPrefix}-${view.cursor}`);
    } else svg.removeAttribute('aria-activedescendant');

    for (const [sq, cell] of cells) {
      let label = spec.label(sq, view.pieces.get(sq), msgs);
      if (sq === view.shot && msgs.hitSquare) label += `, ${msgs.hitSquare}`;
      if (view.chased && view.chased.includes(sq) && msgs.chased) label += `, ${msgs.chased}`;
      if (sq === view.selected) label += `, ${msgs.selected}`;
      if (view.targets && view.targets.has(sq)) label += `, ${msgs.target}`;
      cell.setAttribute('aria-label', label);
      if (view.selected === sq) cell.setAttribute('aria-selected', 'true');
      else cell.removeAttribute('aria-selected');
      // A piece a finger may drag: its square opts out of panning (board/input.js).
      const drag = sq === view.selected || !!(view.draggable && view.draggable.has(sq));
      cell.style.touchAction = drag ? 'none' : '';
    }
  }

  /** Shows a piece following the pointer during a drag (board coordinates), or hides it (null). */
  function drag(piece, x, y) {
    layers.drag.replaceChildren();
    if (!piece) return;
    const at = spec.dragXY(x, y);
    layers.drag.appendChild(spec.pieceGraphic(piece, at.x, at.y, { letters, className: 'piece dragging' }));
  }

  /** Client (CSS pixel) coordinates -> board coordinates. */
  function toBoard(clientX, clientY) {
    const m = svg.getScreenCTM();
    if (!m) return { x: -1000, y: -1000 };
    const p = new DOMPoint(clientX, clientY).matrixTransform(m.inverse());
    return { x: p.x, y: p.y };
  }

  return { svg, update, drag, toBoard, squareAt: spec.squareAt, moveCursor: spec.moveCursor };
}
