// Stratego's adapter: what <arbiter-board> needs to know about the game, in the interface every game's adapter
// offers (board/games.js lists it). The board is ./board.js'; moves are "B2-B3"; the rows are explain's.
import { createBoard, LAKES, RANK_MARK, readPositionForDisplay, sideToMove, writePosition } from './board.js';
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

/** The Stratego table. `onPick(step)` is called when a row's move label is activated. */
function renderTable(table, args) {
  const { msgs } = args;
  const head = { caption: msgs.moveTable, columns: [msgs.colLabel, msgs.colMove, msgs.colPiece, msgs.colTwo,
    msgs.colMore, msgs.colNotes], kind: null, key: 'stratego' };
  renderPaged(table, args, head, (row, i, rowArgs) => {
    const side = row.side === 'blue' ? msgs.blue : msgs.red;
    const d = row.details;
    const { attrs, jump } = rowStart(row, i, rowArgs, row.move);
    const notes = [];
    if (d.battle && d.battle.text) notes.push(d.battle.text);
    for (const n of d.notes || []) notes.push(n);
    if (!row.legal && row.message) notes.push(row.message);
    return h(
      'tr',
      attrs,
      h('th', { scope: 'row' }, jump),
      h('td', { class: 'mv' }, row.move),
      h('td', { class: 'pc' }, msgs.pieceLabel(side, d.pieceName ?? row.piece ?? '')),
      // data-col names the column where a narrow widget shows each row as a block (arbiter-board.css).
      h('td', { class: 'rule two', 'data-col': msgs.colTwo }, d.twoSquares ? d.twoSquares.text : ''),
      h('td', { class: 'rule more', 'data-col': msgs.colMore }, d.moreSquares ? d.moreSquares.text : ''),
      h('td', { class: 'rule notes', 'data-col': msgs.colNotes }, notes.join(' ')),
    );
  });
}

export default {
  // The part of the engine's describe('stratego') the widget reads (tests/js/adapters.test.mjs compares them).
  description: { moveWord: 'move', spacedMoves: false, sides: ['red', 'blue'] },
  // The position editor (board/edit-panel.js): the palette's first piece, and the set the board is counted against,
  // the ISF classic set of 40 (ISF game rules; docs/rules/stratego.md "Piece sets"; a full setup is checked by the
  // engine, option fromStart, against src/stratego/setup.rs). `name`: its message key (in ./en.js and ./de.js).
  editor: {
    first: 'marshal',
    set: { name: 'isfSet', pieces: { marshal: 1, general: 1, colonel: 2, major: 3, captain: 4, lieutenant: 4, sergeant: 4,
      miner: 5, scout: 8, spy: 1, bomb: 6, flag: 1 } },
  },

  createBoard,
  readForDisplay: (text) => readPositionForDisplay(text || '10/10/10/10/10/10/10/10/10/10'),
  sideToMove, writePosition, marks: RANK_MARK, cursor: 'A1', isLake: (sq) => LAKES.has(sq),
  names: 'pieces', hint: 'tryHint',
  splitMoves,
  moveText: (from, to) => `${from}-${to}`,
  fromTo: (move) => move.split('-'),
  rowFromTo: (row) => [row.from, row.to],
  rowMove: (row) => row.move,
  rowText: (row) => row.move,
  played: (v, move) => v.move || move,
  verdictText: (v) => v.move,
  renderTable,
  speech: (msgs, { details: d }) => [labelled(msgs.colTwo, d.twoSquares && d.twoSquares.text),
    labelled(msgs.colMore, d.moreSquares && d.moreSquares.text), d.battle && d.battle.text],
};
