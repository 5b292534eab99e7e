// Pointer and keyboard input on the board: tap-tap (click-click) and drag.
//
// Touch: a finger on a piece the reader may move (host.draggable) drags it (pointer capture; the touch's scroll
// is cancelled at touchstart, as Chromium takes no touch-action from SVG shapes); any other swipe scrolls or
// zooms the page (touch-action: pan-x pan-y pinch-zoom); a finger that does not move taps. Mouse and pen drag.
//
// This file knows squares and pieces only for the gestures; whether a move is legal is asked of the engine by
// the widget (`tryMove`).
const DRAG_START = 1.5; // board units (a square is 10) a pointer must travel before a press becomes a drag

/**
 * board: from createBoard. host: {
 *   flip(): bool, pieceAt(sq): {side, rank} | null, selected(): sq | null, isTarget(sq): bool,
 *   select(sq), deselect(), tryMove(from, to), setDragHidden(sq | null), cursor(): sq, setCursor(sq),
 *   editing(): bool, edit(sq),    (while editing, a tap or Enter on a square calls edit(sq); nothing is dragged)
 *   draggable(sq): bool,          (optional: whether a finger may drag the piece on sq now)
 *   place(sq),                    (optional: a tap or Enter on an empty square with nothing picked up plays the
 *                                  move that puts a piece there: a game whose moves place pieces)
 *   canDraw(): bool, draw(from, to), drawFrom(sq) }
 *                                 (optional: an author's board. A right-button drag from one square to another
 *                                  draws an arrow, a right-click marks the square; by keys, M on the first square
 *                                  and M on the last (the same square: a mark). The right-click menu is not shown
 *                                  on such a board.)
 */
export function attachInput(board, host) {
  const { svg } = board;
  let g = null; // the gesture in progress
  let drawing = null; // the square a drawing started on (right button held, or M pressed)
  const draws = () => !!host.draw && host.canDraw();

  const at = (e) => {
    const p = board.toBoard(e.clientX, e.clientY);
    return { ...p, sq: board.squareAt(p.x, p.y, host.flip()) };
  };

  /** Whether a tap on `sq` would (only) pick up a piece: nothing picked up yet, or another piece of the same
   * side that is not a legal target (switching the piece in hand, not a move). */
  function picksUp(sq) {
    if (host.editing && host.editing()) return false;
    const piece = host.pieceAt(sq);
    if (!piece) return false;
    const sel = host.selected();
    if (!sel) return true;
    if (sel === sq) return false;
    const held = host.pieceAt(sel);
    return !!held && held.side === piece.side && !host.isTarget(sq);
  }

  /** Whether a finger pressing `sq` may drag its piece (the piece in hand, or one the reader may move now). */
  function fingerDrags(sq) {
    if (!sq) return false;
    if (host.selected() === sq) return true;
    return picksUp(sq) && (!host.draggable || host.draggable(sq));
  }

  /** A tap or click on a square, or Enter on the keyboard cursor. */
  function tap(sq) {
    if (!sq) return;
    if (host.editing && host.editing()) return host.edit(sq); // the position editor: place or remove
    const sel = host.selected();
    if (picksUp(sq)) host.select(sq);
    else if (sel === sq) host.deselect();
    else if (sel) host.tryMove(sel, sq);
    else if (host.place && !host.pieceAt(sq)) host.place(sq);
  }

  svg.addEventListener('contextmenu', (e) => {
    if (draws()) e.preventDefault();
  });

  svg.addEventListener('pointerdown', (e) => {
    if (e.pointerType === 'mouse' && e.button === 2 && draws()) {
      drawing = at(e).sq;
      e.preventDefault();
      return;
    }
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    if (g) return; // a second finger: ignore
    const p = at(e);
    if (!p.sq) return;
    g = { id: e.pointerId, type: e.pointerType, sq: p.sq, x0: p.x, y0: p.y, handled: false, dragging: false,
          canDrag: false };
    if (e.pointerType !== 'touch') {
      e.preventDefault(); // no text selection or native drag of the SVG
      svg.focus({ preventScroll: true });
      if (picksUp(p.sq)) {
        host.select(p.sq);
        g.handled = true;
      }
      g.canDrag = host.selected() === p.sq;
    } else {
      // Picked up when the finger starts moving.
      g.canDrag = fingerDrags(p.sq);
    }
    if (g.canDrag) {
      try {
        svg.setPointerCapture(e.pointerId);
      } catch {
        /* capture is a convenience */
      }
    }
  });

  svg.addEventListener('touchstart', (e) => {
    if (e.touches.length !== 1) return;
    const t = e.touches[0];
    const p = board.toBoard(t.clientX, t.clientY);
    if (fingerDrags(board.squareAt(p.x, p.y, host.flip()))) e.preventDefault();
  }, { passive: false });

  svg.addEventListener('pointermove', (e) => {
    if (!g || e.pointerId !== g.id || !g.canDrag) return;
    const p = at(e);
    if (!g.dragging && Math.hypot(p.x - g.x0, p.y - g.y0) < DRAG_START) return;
    if (!g.dragging) {
      g.dragging = true;
      if (host.selected() !== g.sq) host.select(g.sq); // a finger's drag: the piece is picked up now
      host.setDragHidden(g.sq);
    }
    board.drag(host.pieceAt(g.sq), p.x, p.y);
  });

  const end = (e, cancelled) => {
    if (!g || e.pointerId !== g.id) return;
    const gesture = g;
    g = null;
    if (gesture.dragging) {
      board.drag(null);
      host.setDragHidden(null);
      if (cancelled) return;
      const p = at(e);
      if (p.sq && p.sq !== gesture.sq) host.tryMove(gesture.sq, p.sq);
      return;
    }
    if (cancelled || gesture.handled) return; // a scroll took over, or the press already picked up the piece
    const p = at(e);
    // A tap ends on the square it started on; a touch that moved was a scroll the browser did not claim.
    if (p.sq !== gesture.sq) return;
    tap(p.sq);
  };
  svg.addEventListener('pointerup', (e) => {
    if (e.pointerType === 'mouse' && e.button === 2 && drawing) {
      const to = at(e).sq;
      const from = drawing;
      drawing = null;
      if (to && draws()) host.draw(from, to);
      return;
    }
    end(e, false);
  });
  svg.addEventListener('pointercancel', (e) => end(e, true));
  svg.addEventListener('lostpointercapture', (e) => {
    if (g && g.dragging && e.pointerId === g.id) end(e, true);
  });

  // Keyboard: the board is one tab stop; arrows move a cursor over the squares (in screen directions),
  // Enter or Space picks up / puts down, Escape puts back. Other keys (Page Up/Down, Home/End, F, R) go on to the
  // widget's own handler.
  svg.addEventListener('keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const cur = host.cursor();
    const arrows = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };
    if (e.key in arrows) {
      // The board moves the cursor over its own squares, in screen directions (board/grid.js cursorMover).
      const [df, dr] = arrows[e.key];
      host.setCursor(board.moveCursor(cur, df, dr, host.flip()));
    } else if (e.key === 'Enter' || e.key === ' ') {
      tap(cur);
    } else if ((e.key === 'm' || e.key === 'M') && !e.shiftKey && draws()) {
      if (drawing) {
        const from = drawing;
        drawing = null;
        host.draw(from, cur);
      } else {
        drawing = cur;
        host.drawFrom(cur);
      }
    } else if (e.key === 'Escape') {
      if (drawing) {
        drawing = null;
        host.deselect(true);
      } else if (!host.selected()) return;
      else host.deselect(true);
    } else {
      return;
    }
    e.preventDefault();
    e.stopPropagation();
  });
}
