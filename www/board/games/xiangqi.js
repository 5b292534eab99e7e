// Xiangqi's adapter (the interface: board/games.js): the 9x10 points of board/xiangqi.js, ICCS moves ("h2e2")
// tried from the board, the rows' move in the notation asked for (row.text) beside ICCS, check on the General,
// and the pieces a move chases marked on the board.
import { createXiangqiBoard, readFenForDisplay, writeFen, XQ_FILES, XQ_LETTER, XQ_SQUARES, xqSideToMove } from '../xiangqi.js';
import { labelled, splitMoves } from '../state.js';
import { describe, renderXqTable } from '../table.js';

const list = (v) => (Array.isArray(v) && v.length ? v : null);

export default {
  // The engine's describe('xiangqi'), the part the widget reads (tests/js/adapters.test.mjs compares them).
  description: {
    name: 'xiangqi', fileNames: [...XQ_FILES], rankNames: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'],
    sides: ['red', 'black'], moveWord: 'move', spacedMoves: false,
    options: [{ name: 'notation', kind: 'choice', choices: ['wxf', 'iccs', 'chinese', 'chinese-traditional'], default: 'wxf' }],
  },
  createBoard: createXiangqiBoard, readForDisplay: readFenForDisplay, sideToMove: xqSideToMove,
  writePosition: writeFen, marks: XQ_LETTER, squares: XQ_SQUARES, cursor: 'e0',
  names: 'xqPieces', hint: 'xqTryHint', wrapClass: 'xq', frameHeight: 760, royal: 'general',
  splitMoves,
  moveText: (from, to) => `${from}${to}`,
  fromTo: (m) => (m.length === 4 ? [m.slice(0, 2), m.slice(2)] : null),
  rowFromTo: (row) => [row.iccs.slice(0, 2), row.iccs.slice(2, 4)],
  rowMove: (row) => row.iccs,
  rowText: (row) => (row.text && row.text !== row.iccs ? `${row.text}, ${row.iccs}` : row.iccs),
  played: (v, move) => v.iccs || move,
  verdictText: (v) => (v.text && v.text !== v.iccs ? `${v.text} (${v.iccs})` : v.iccs),
  /** The pieces the shown move chases (at a repetition, the ones chased all through its cycle). */
  chased: (row) => list(row.repetition && row.repetition.chased)
    || (row.classification && row.classification.kind === 'chase' && list(row.classification.chased)) || null,
  renderTable: renderXqTable,
  speech: (msgs, row) => [row.check && msgs.checkMark, labelled(msgs.colClass, describe(row.classification)),
    labelled(msgs.colRep, describe(row.repetition))],
};
