// Xiangqi's adapter (the interface: board/games.js): the 9x10 points of ./board.js, ICCS moves ("h2e2")
// tried from the board, the rows' move in the notation asked for (row.text) beside ICCS, check on the General,
// and the pieces a move chases marked on the board.
import { createXiangqiBoard, readFenForDisplay, writeFen, XQ_LETTER, XQ_SQUARES, xqSideToMove } from './board.js';
import { labelled, splitMoves } from '../../state.js';
import { h } from '../../dom.js';
import { renderPaged, rowStart } from '../../table.js';
import { addMessages } from '../../i18n/index.js';
import en from './en.js';

// The game's messages: English with the adapter, the others when a page in that language asks (i18n/index.js).
addMessages(en, {
  de: () => import('./de.js'),
  'zh-Hans': () => import('./zh-Hans.js'),
  'zh-Hant': () => import('./zh-Hant.js'),
});

const list = (v) => (Array.isArray(v) && v.length ? v : null);
/** A verdict's or row's move in ICCS (the machine-readable key the engine reads back): its squares. */
const iccs = (v) => `${v.from}${v.to}`;

/** A field the engine adds to Xiangqi rows (classification, repetition: ./details.d.ts): its text, written by
 * the engine in the asked language; nothing when the row has none. */
const describe = (v) => (v && typeof v.text === 'string' ? v.text : '');

const xqColumns = new WeakMap(); // rows -> whether they carry classification / repetition (asked once per rows)

/** The Xiangqi table: WXF and ICCS, the piece, check, and the classification / repetition columns when the
 * engine's rows carry them. `pieceName(i)` names the piece that made row i's move (or ''). */
function renderXqTable(table, args) {
  const { rows, msgs, notation = 'wxf' } = args;
  if (!xqColumns.has(rows)) {
    xqColumns.set(rows, {
      hasClass: rows.some((r) => !!r.details.classification),
      hasRep: rows.some((r) => !!r.details.repetition),
    });
  }
  const { hasClass, hasRep } = xqColumns.get(rows);
  // The move in the chosen notation (the engine's row.move), then ICCS (from and to), unless chosen.
  const iccsOnly = notation === 'iccs';
  const chinese = notation.startsWith('chinese');
  const textHead = chinese ? msgs.colChinese : msgs.colWxf;
  const cols = [msgs.colLabel, ...(iccsOnly ? [] : [textHead]), msgs.colIccs, msgs.colPiece, msgs.colCheck];
  if (hasClass) cols.push(msgs.colClass);
  if (hasRep) cols.push(msgs.colRep);
  cols.push(msgs.colXqNotes);
  const head = { caption: msgs.xqMoveTable, columns: cols, kind: 'xq', key: `xiangqi ${notation}` };
  renderPaged(table, args, head, (row, i, rowArgs) => {
    const d = row.details;
    const { attrs, jump } = rowStart(row, i, rowArgs, row.move);
    const notes = [];
    if (d.captures) notes.push(msgs.captures(describeCapture(d.captures, msgs)));
    if (!row.legal && row.message) notes.push(row.message);
    const cells = [
      h('th', { scope: 'row' }, jump),
      ...(iccsOnly ? [] : [h('td', { class: `mv ${chinese ? 'chinese' : 'wxf'}` }, row.move)]),
      h('td', { class: 'mv iccs' }, iccs(row)),
      h('td', { class: 'pc' }, rowArgs.pieceName(i)),
      h('td', { class: `rule check${row.check ? ' yes' : ''}`, 'data-col': msgs.colCheck }, row.check ? msgs.checkMark : ''),
    ];
    if (hasClass) cells.push(h('td', { class: 'rule classification', 'data-col': msgs.colClass }, describe(d.classification)));
    if (hasRep) cells.push(h('td', { class: 'rule repetition', 'data-col': msgs.colRep }, describe(d.repetition)));
    cells.push(h('td', { class: 'rule notes', 'data-col': msgs.colXqNotes }, notes.join(' ')));
    return h('tr', attrs, ...cells);
  });
}

/** The piece a move captures (the engine's piece kind: "chariot") by its name in the reader's language. */
const describeCapture = (kind, msgs) => msgs.xqPieces[kind] || kind;

export default {
  // The part of the engine's describe('xiangqi') the widget reads (tests/js/adapters.test.mjs compares them).
  description: {
    moveWord: 'move', spacedMoves: false, sides: ['red', 'black'],
    options: [{ name: 'notation', kind: 'choice', choices: ['wxf', 'iccs', 'chinese', 'chinese-traditional'], default: 'wxf' }],
  },

  // The position editor (board/edit-panel.js): the palette's first piece; the set, each side's 16 pieces of the
  // start position (AXF rules). Xiangqi has no promotion, so its engine reads no position beyond the set: a piece
  // beyond it is not placed, and `refused` (a message key of ./en.js) says why.
  editor: {
    first: 'chariot',
    set: { name: 'xqSet', pieces: { general: 1, advisor: 2, elephant: 2, horse: 2, chariot: 2, cannon: 2, soldier: 5 },
      refused: 'overRefused' },
  },

  createBoard: createXiangqiBoard, readForDisplay: readFenForDisplay, sideToMove: xqSideToMove,
  writePosition: writeFen, marks: XQ_LETTER, squares: XQ_SQUARES, cursor: 'e0',
  names: 'xqPieces', hint: 'xqTryHint', frameHeight: 760, royal: 'general',
  splitMoves,
  moveText: (from, to) => `${from}${to}`,
  fromTo: (m) => (m.length === 4 ? [m.slice(0, 2), m.slice(2)] : null),
  rowFromTo: (row) => [row.from, row.to],
  rowMove: iccs,
  rowText: (row) => (row.move !== iccs(row) ? `${row.move}, ${iccs(row)}` : row.move),
  played: (v, move) => (v.from && v.to ? iccs(v) : move),
  verdictText: (v) => (v.move !== iccs(v) ? `${v.move} (${iccs(v)})` : v.move),
  /** The pieces the shown move chases (at a repetition, the ones chased all through its cycle). */
  chased: ({ details: d }) => list(d.repetition && d.repetition.chased)
    || (d.classification && d.classification.kind === 'chase' && list(d.classification.chased)) || null,
  renderTable: renderXqTable,
  speech: (msgs, row) => [row.check && msgs.checkMark, labelled(msgs.colClass, describe(row.details.classification)),
    labelled(msgs.colRep, describe(row.details.repetition))],
};
