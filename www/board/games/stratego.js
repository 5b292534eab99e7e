// Stratego's adapter: what <arbiter-board> needs to know about the game, in the interface every game's adapter
// offers (board/games.js lists it). The board is render.js's; moves are "B2-B3"; the rows are explain's.
import { createBoard } from '../render.js';
import { FILES, LAKES, labelled, RANK_MARK, readPositionForDisplay, sideToMove, splitMoves, writePosition } from '../state.js';
import { renderTable } from '../table.js';

export default {
  // The engine's describe('stratego'), the part the widget reads (tests/js/adapters.test.mjs compares them).
  description: {
    name: 'stratego', fileNames: [...FILES], rankNames: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'],
    sides: ['red', 'blue'], regions: [{ id: 'lake', squares: [...LAKES] }], moveWord: 'move', spacedMoves: false,
  },
  createBoard,
  readForDisplay: (text) => readPositionForDisplay(text || '10/10/10/10/10/10/10/10/10/10'),
  sideToMove, writePosition, marks: RANK_MARK, cursor: 'A1', isLake: (sq) => LAKES.has(sq),
  names: 'pieces', hint: 'tryHint',
  splitMoves,
  moveText: (from, to) => `${from}-${to}`,
  fromTo: (move) => move.split('-'),
  rowFromTo: (row) => row.move.split('-'),
  rowMove: (row) => row.move,
  rowText: (row) => row.move,
  played: (v, move) => v.move || move,
  verdictText: (v) => v.move,
  renderTable,
  speech: (msgs, row) => [labelled(msgs.colTwo, row.twoSquares && row.twoSquares.text),
    labelled(msgs.colMore, row.moreSquares && row.moreSquares.text), row.battle && row.battle.text],
};
