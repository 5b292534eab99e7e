// The position editor's panel, loaded on demand (the widget imports this module with import() the first time a
// reader presses Edit, so a page whose readers never edit does not download it): the palette, the side to move,
// the pieces counted against the game's set (board/piece-sets.js), undo, clear; where the game has them, castling
// rights and the en passant square. Also what a tap on the board does while editing, and the undo history. Built
// with createElement/textContent only. What a position is, and its canonical text, is the engine's answer
// (parsePosition), asked by the widget. What it knows of a game comes from the game's adapter (board/games/
// <game>/adapter.js; `a` below): description.sides (the first moves first), names (the message key of its piece names),
// marks (the palette), isLake, writePosition, extras, enPassantSquares, and editor: { first (the palette's first
// piece), set (board/piece-sets.js; set.name: the message key of its name; set.refused: a placement beyond it is refused, saying this message), castling
// (the castling rights' letters), hint (a message key: more help) }.
import { h, setText } from './dom.js';
import { beyondSet, setTotal, tally } from './piece-sets.js';
import { editMessages } from './i18n/edit.js';
import { moveCursor } from './state.js';

export { editMessages };

/** The palette's tool when a board of the game of adapter `a` starts editing. */
export const firstTool = (a) => ({ side: a.description.sides[0], rank: a.editor.first });

const sideLabel = (side, msgs) => msgs[side] || side;
const pieceLabel = (a, side, rank, msgs) => msgs.pieceLabel(sideLabel(side, msgs), msgs[a.names][rank] ?? rank);

/** Ctrl+Z (Cmd+Z on a Mac), without Shift: undo. */
export const isUndoKey = (e) => (e.ctrlKey || e.metaKey) && !e.shiftKey && !e.altKey && (e.key === 'z' || e.key === 'Z');

/** What a tap (or Enter) on `square` does while editing: { pieces, said } (the new board and what to say), or
 * { refused } (nothing changes: a lake, a piece the game refuses beyond its set), or null (nothing to do:
 * removing from an empty square). What to say is a function of the messages (editMessages), so a language switch
 * says it again in the new language. a: the game's adapter (board/games.js); tool: { side, rank } or
 * { erase: true }. */
export function editAt(a, pieces, square, tool) {
  if (a.isLake && a.isLake(square)) return { refused: (m) => m.lakeNoPiece(square) };
  const next = new Map(pieces);
  if (tool.erase) {
    if (!next.has(square)) return null;
    next.delete(square);
    return { pieces: next, said: (m) => m.removed(square) };
  }
  const p = { side: tool.side, rank: tool.rank };
  next.set(square, p);
  // Beyond the set: said at once, next to the placing (the panel lists it as long as it lasts). A game whose
  // engine reads no position beyond the set (set.refused: Xiangqi, which has no promotion) does not place the
  // piece, and the set says why.
  const { set } = a.editor;
  let over = beyondSet(set, next, [p.side]).filter((w) => w.kind !== 'rank' || w.rank === p.rank);
  // One more of a piece already beyond the set: that says it (the panel also lists the total).
  if (over.some((w) => w.kind === 'rank')) over = over.filter((w) => w.kind === 'rank');
  const beyond = (m) => over.map((w) => describeBeyond(a, w, m));
  if (set.refused && over.length) return { refused: (m) => [...beyond(m), m[set.refused]].join(' ') };
  return { pieces: next, said: (m) => [m.placed(square, pieceLabel(a, p.side, p.rank, m)), ...beyond(m)].join(' ') };
}

/** The name of the set of adapter `a` in words. */
const setName = (a, msgs) => msgs[a.editor.set.name];

/** One entry of beyondSet in words. */
export function describeBeyond(a, w, msgs) {
  const side = sideLabel(w.side, msgs);
  if (w.kind === 'rank') return msgs.overRank(pieceLabel(a, w.side, w.rank, msgs), w.n, w.max, setName(a, msgs));
  if (w.kind === 'promoted') return msgs.overPromoted(side, w.extra, w.room);
  return msgs.overTotal(side, w.n, w.max, setName(a, msgs));
}

/** The editor's undo history: each entry the board before one change ({ position, moves, step }) and the
 * starting position the change made. An entry only counts while the board still shows what that change made
 * (a host page that sets new attributes starts a new history). */
export function createUndo(limit = 200) {
  const stack = [];
  return {
    push(before, after) {
      stack.push({ before, after });
      if (stack.length > limit) stack.shift();
    },
    /** Whether undo is possible on the board whose starting position is `start` with `moves` moves. */
    can(start, moves) {
      const top = stack[stack.length - 1];
      if (top && (top.after !== start || moves !== 0)) stack.length = 0;
      return stack.length > 0;
    },
    /** The board before the last change (and forgets it), or null. */
    pop(start, moves) {
      return this.can(start, moves) ? stack.pop().before : null;
    },
    clear() {
      stack.length = 0;
    },
  };
}

/** host: { tool(): {side, rank} | {erase: true, side}, setTool(tool), setToMove(side), clear(), undo(),
 *          setCastling(letters), setEnPassant(square) }.
 * a: the game's adapter (board/games.js; the widget loads it only for a board of that game): its sides, its
 * palette (marks: rank -> the mark on its button), its set, and whether it has castling rights (editor.castling)
 * and an en passant square (enPassantSquares). kind: the game's name (the panel's class editor-<kind>). */
export function createEditor(host, a, kind) {
  const { marks, editor } = a;
  const sides = a.description.sides;
  const sideBtns = {};
  for (const side of sides) sideBtns[side] = h('button', { type: 'button', class: `side-btn ${side}`, 'data-side': side });
  const rankBtns = new Map();
  for (const rank of Object.keys(marks)) {
    const mark = h('span', { class: 'rank-mark' }, marks[rank]);
    const count = h('span', { class: 'rank-count', 'aria-hidden': 'true' });
    const b = h('button', { type: 'button', class: 'rank-btn', 'data-rank': rank }, mark, count);
    b.addEventListener('click', () => host.setTool({ side: host.tool().side || sides[0], rank }));
    rankBtns.set(rank, { b, count });
  }
  const erase = h('button', { type: 'button', class: 'erase-btn', 'data-rank': 'remove' });
  erase.addEventListener('click', () => host.setTool({ erase: true, side: host.tool().side || sides[0] }));
  for (const [side, b] of Object.entries(sideBtns)) {
    b.addEventListener('click', () => {
      const t = host.tool();
      host.setTool({ side, rank: t.erase ? editor.first : t.rank });
    });
  }
  const toMove = h('select', { class: 'to-move' }, ...sides.map((side) => h('option', { value: side })));
  toMove.addEventListener('change', () => host.setToMove(toMove.value));
  const undo = h('button', { type: 'button', class: 'undo-btn', 'aria-keyshortcuts': 'Control+Z' });
  undo.addEventListener('click', () => host.undo());
  const clear = h('button', { type: 'button', class: 'clear-btn' });
  clear.addEventListener('click', () => host.clear());

  const legend = h('legend', {});
  const sidesLabel = h('span', { class: 'pal-label' });
  const ranksLabel = h('span', { class: 'pal-label' });
  const toMoveLabel = h('label', { class: 'pal-label' });
  const help = h('p', { class: 'edit-help' });
  const countLine = h('p', { class: 'pal-counts' });
  const warn = h('ul', { class: 'edit-warn', hidden: true });
  const sidesRow = h('div', { class: 'pal-sides', role: 'group' }, sidesLabel, ...Object.values(sideBtns));
  const ranksRow = h('div', { class: 'pal-ranks', role: 'group' }, ranksLabel, ...[...rankBtns.values()].map((r) => r.b), erase);
  const rest = h('div', { class: 'pal-rest' }, toMoveLabel, toMove, undo, clear);

  let uid = 0;
  const idBase = `ed${Math.random().toString(36).slice(2, 8)}`;
  const nextId = () => `${idBase}-${++uid}`;

  // Where the game has them (chess): the castling rights (a box each) and the en passant square (a list of the
  // squares it could be).
  let castleBoxes = null;
  let castleLegend = null;
  let castleGroup = null;
  let epSelect = null;
  let epLabel = null;
  let epRow = null;
  if (editor.castling) {
    castleBoxes = {};
    castleLegend = h('span', { class: 'pal-label' });
    const boxes = [];
    for (const letter of editor.castling) {
      const box = h('input', { type: 'checkbox', class: 'castle', 'data-castle': letter, id: nextId() });
      const text = h('span', {});
      box.addEventListener('change', () => {
        const now = Object.entries(castleBoxes).filter(([, c]) => c.box.checked).map(([l]) => l).join('');
        host.setCastling(now || '-');
      });
      castleBoxes[letter] = { box, text };
      boxes.push(h('label', { class: 'castle-label', for: box.id }, box, text));
    }
    castleGroup = h('div', { class: 'pal-castle', role: 'group' }, castleLegend, ...boxes);
    castleLegend.id = nextId();
    castleGroup.setAttribute('aria-labelledby', castleLegend.id);
  }
  if (a.enPassantSquares) {
    epLabel = h('label', { class: 'pal-label' });
    epSelect = h('select', { class: 'to-move ep-select', id: nextId() });
    epLabel.setAttribute('for', epSelect.id);
    epSelect.addEventListener('change', () => host.setEnPassant(epSelect.value));
    epRow = h('div', { class: 'pal-rest' }, epLabel, epSelect);
  }
  const extrasRow = castleGroup || epRow ? h('div', { class: 'pal-extras' }, castleGroup, epRow) : null;
  const panel = h('fieldset', { class: `editor editor-${kind}`, hidden: true }, legend, sidesRow, ranksRow, countLine, warn,
    rest, extrasRow, help);

  toMove.id = nextId();
  toMoveLabel.setAttribute('for', toMove.id);
  sidesLabel.id = nextId();
  ranksLabel.id = nextId();
  sidesRow.setAttribute('aria-labelledby', sidesLabel.id);
  ranksRow.setAttribute('aria-labelledby', ranksLabel.id);

  /** msgs, tool, side (to move), pieces (Map), canUndo, and where the game has them extras ({castling, ep}) and
   * epSquares. */
  function update({ msgs, tool, side, pieces = new Map(), canUndo = false, extras = null, epSquares = [] }) {
    setText(legend, msgs.editor);
    setText(sidesLabel, msgs.paletteSide);
    setText(ranksLabel, msgs.palettePiece);
    setText(toMoveLabel, msgs.sideToMove);
    sides.forEach((s, i) => setText(toMove.options[i], sideLabel(s, msgs)));
    toMove.value = side;
    setText(undo, msgs.undo);
    undo.setAttribute('aria-label', msgs.undoLabel);
    undo.setAttribute('title', msgs.undoLabel);
    // aria-disabled, not disabled: the button keeps the focus after the last undo (it then says there is
    // nothing to undo).
    undo.setAttribute('aria-disabled', canUndo ? 'false' : 'true');
    setText(clear, msgs.clearBoard);
    setText(help, editor.hint ? `${msgs.editHelp} ${msgs[editor.hint]}` : msgs.editHelp);
    for (const [s, b] of Object.entries(sideBtns)) {
      setText(b, sideLabel(s, msgs));
      b.setAttribute('aria-pressed', tool.side === s ? 'true' : 'false');
    }
    const toolSide = sides.includes(tool.side) ? tool.side : sides[0];
    const { set } = editor;
    const total = setTotal(set);
    const counts = tally(pieces);
    const mine = counts[toolSide] || {};
    for (const [rank, { b, count }] of rankBtns) {
      const n = mine[rank] || 0;
      const max = set.pieces[rank];
      // The mark drawn on the button is part of its name (label in name).
      const name = `${pieceLabel(a, toolSide, rank, msgs)} (${marks[rank]})`;
      const label = max === undefined ? msgs.rankCountFree(name, n) : msgs.rankCount(name, n, max);
      setText(count, max === undefined ? String(n) : `${n}/${max}`);
      b.classList.toggle('over', max !== undefined && n > max);
      b.setAttribute('aria-label', label);
      b.setAttribute('title', label);
      b.setAttribute('aria-pressed', !tool.erase && tool.rank === rank ? 'true' : 'false');
      for (const s of sides) b.classList.toggle(s, s === toolSide);
    }
    setText(countLine, msgs.countLine(sides.map((s) => msgs.sideCount(sideLabel(s, msgs), (counts[s] || {}).total || 0, total)),
      setName(a, msgs)));
    const over = beyondSet(set, pieces, sides);
    warn.replaceChildren(...over.map((w) => h('li', {}, describeBeyond(a, w, msgs))));
    warn.hidden = over.length === 0;
    warn.setAttribute('aria-label', msgs.overTitle);
    setText(erase, msgs.remove);
    erase.setAttribute('aria-label', msgs.removeLabel);
    erase.setAttribute('title', msgs.removeLabel);
    erase.setAttribute('aria-pressed', tool.erase ? 'true' : 'false');
    if (castleBoxes) {
      setText(castleLegend, msgs.castling);
      const rights = extras && extras.castling !== '-' ? extras.castling : '';
      for (const [letter, { box, text }] of Object.entries(castleBoxes)) {
        setText(text, msgs.castleRight[letter]);
        box.checked = rights.includes(letter);
      }
    }
    if (epSelect) {
      setText(epLabel, msgs.enPassant);
      const ep = extras ? extras.ep : '-';
      const options = ['-', ...epSquares.filter((sq) => sq !== ep), ...(ep !== '-' ? [ep] : [])];
      if ([...epSelect.options].map((o) => o.value).join() !== options.join()) {
        epSelect.replaceChildren(...options.map((v) => h('option', { value: v })));
      }
      for (const o of epSelect.options) setText(o, o.value === '-' ? msgs.epNone : o.value);
      epSelect.value = ep;
    }
  }

  return { panel, update };
}

// --- what editing does to the board ------------------------------------------------------------------------
// Called by the widget (www/arbiter-board.js) with itself: these read and set its state as its own methods do.
// What the widget keeps for its editor: _editors (game kind -> this panel), _editor (the one shown), _tool (the
// palette's tool, { side, rank } or { erase, side }), _undo (the undo history), all made here when first needed.

/** The editor's part of the widget's render: the panel of the board's game (`kind`, adapter `a`: made on first use,
 * null while the adapter loads), whether the board is being edited (only while `allowed`: the `editor` attribute,
 * an engine and a board), and the panel's contents. `x`: the explanation shown, or null. */
export function renderEditor(board, kind, a, allowed, x) {
  const ed = editorFor(board, kind, a);
  if (ed && ed !== board._editor) {
    board._editor = ed;
    board._editorSlot.replaceChildren(ed.panel);
    board._tool = firstTool(a);
  }
  if ((!allowed || !ed || ed !== board._editor) && board._s.editing) board._s = { ...board._s, editing: false };
  if (!board._editor) return;
  board._editor.panel.hidden = !board._s.editing;
  if (!board._s.editing) return;
  const pos = board.currentPosition;
  let pieces = board._pieces;
  try {
    pieces = board._piecesOf(pos);
  } catch {
    // The board below says what is wrong with the position.
  }
  board._editor.update({
    msgs: editMsgs(board), tool: board._tool, side: board._sideToMove(pos), pieces,
    canUndo: !!x && board._undo.can(x.start, board._s.moves.length),
    extras: a && a.extras ? a.extras(pos) : null,
    epSquares: a && a.enPassantSquares ? a.enPassantSquares(pieces, board._sideToMove(pos)) : [],
  });
}

/** The editor's panel for the game `kind` (adapter `a`), made on first use; null while the adapter loads. The
 * first time for a board, also its undo history and undo key. */
function editorFor(board, kind, a) {
  if (!board._undo) {
    board._undo = createUndo();
    // Ctrl+Z (Cmd+Z) anywhere inside the widget while editing.
    board.addEventListener('keydown', (e) => {
      if (!board._s.editing || e.defaultPrevented || !isUndoKey(e)) return;
      undoEdit(board);
      e.preventDefault();
    });
  }
  const editors = (board._editors ||= {});
  if (!editors[kind] && a) {
    const apply = (pieces, toMove, said, change) => applyEdit(board, pieces, toMove, said, change);
    const toMove = () => board._sideToMove(board.currentPosition);
    editors[kind] = createEditor({
      tool: () => board._tool,
      setTool: (t) => {
        board._tool = t;
        board._render();
      },
      setToMove: (side) => apply(new Map(board._pieces), side, (m) => m.toMoveSet(board._sideName(side, m))),
      clear: () => apply(new Map(), toMove(), (m) => m.cleared),
      undo: () => undoEdit(board),
      setCastling: (castling) => apply(new Map(board._pieces), toMove(), '', { castling }),
      setEnPassant: (ep) => apply(new Map(board._pieces), toMove(), '', { ep }),
    }, a, kind);
  }
  return editors[kind] || null;
}

/** The widget's messages with the editor's own (./i18n/edit.js), made again when the widget's change. */
function editMsgs(board) {
  const msgs = board._msgs();
  if (board._editMsgsFor !== msgs) {
    board._editMsgsFor = msgs;
    board._editMsgsCache = editMessages(msgs, board._lang());
  }
  return board._editMsgsCache;
}

/** The editor's new starting position and moves, set as the widget's attributes without loading again. */
function setQuietly(board, position, moves) {
  board._quiet = true;
  try {
    board.setAttribute('position', position);
    board.setAttribute('moves', moves);
  } finally {
    board._quiet = false;
  }
}

/** A tap (or Enter) on `sq` while editing: put the palette's piece there, or take the piece off. */
/** `said` as text: a function of the messages, or text. */
const text = (said, m) => (typeof said === 'function' ? said(m) : said || '');

/** Shows `make(msgs)` as the verdict, the widget's messages with the editor's (a language switch says it again). */
function say(board, make, refused = false) {
  board._say((m) => make(editMessages(m, board._lang())), refused);
}

export function editSquare(board, sq) {
  if (!board._engine || !board._s.x) return;
  board._s = moveCursor(board._s, sq);
  const a = board._game();
  if (!a) return;
  const done = editAt(a, board._pieces, sq, board._tool);
  if (!done) return board._render();
  if (done.refused) {
    say(board, done.refused, true);
    return board._render();
  }
  applyEdit(board, done.pieces, board._sideToMove(board.currentPosition), done.said);
}

/** Undo: the board before the last change (its position, moves and step) comes back. */
export function undoEdit(board) {
  if (!board._s.x || !board._undo) return;
  const before = board._undo.pop(board._s.x.start, board._s.moves.length);
  if (!before) return void say(board, (m) => m.nothingToUndo);
  setQuietly(board, before.position, board._movesText(before.moves));
  board._recompute(true);
  board.go(before.step, true);
  say(board, (m) => m.undone);
}

/** Writes the edited board as text (`change`: chess castling rights or en passant square to set), has the engine
 * read it (its canonical text, or its refusal), and makes it the new starting position with no moves. A refusal
 * is shown and the board stays as it was. `said`: what to say, a function of the messages (or text). Returns the
 * canonical text, or null. */
export function applyEdit(board, pieces, toMove, said, change = null) {
  const mods = board._game();
  if (!board._engine || !board._s.x || !mods || !mods.writePosition) return null;
  // Chess: the castling rights and en passant square stay as they are unless this change sets them.
  const extras = mods.extras ? { ...mods.extras(board.currentPosition), ...change } : null;
  let canonical;
  try {
    canonical = board._engine.parsePosition(board._gameName(), mods.writePosition(pieces, toMove, extras)).position;
  } catch (e) {
    const why = `${e && e.message ? e.message : String(e)}${e && e.code ? ` (${e.code})` : ''}`;
    say(board, (m) => `${m.editRefused} ${why}`, true);
    board._render();
    return null;
  }
  if (canonical === board._s.x.start && board._s.moves.length === 0) {
    // Nothing changed (the engine dropped a castling right or en passant square that cannot be used).
    say(board, change ? (m) => m.editDropped : (m) => text(said, m), !!change);
    board._render();
    return canonical;
  }
  board._undo.push({ position: board._s.x.start, moves: board._s.moves.slice(), step: board._s.step }, canonical);
  if (change && mods.extras) {
    const now = mods.extras(canonical);
    said = Object.keys(change).every((k) => now[k] === change[k]) ? (m) => m.editExtrasSet : (m) => m.editDropped;
  }
  setQuietly(board, canonical, '');
  board._recompute(true);
  say(board, (m) => text(said, m));
  return canonical;
}
