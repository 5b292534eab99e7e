// The move table: one row per row of the engine's `explain`, the current one highlighted.
import { h } from './dom.js';

/** Builds the table body. `onPick(step)` is called when a row's move label is activated. */
export function renderTable(table, { rows, msgs, step, baseCount, onPick }) {
  table.replaceChildren();
  table.append(h('caption', {}, msgs.moveTable));
  const head = h('tr', {});
  for (const t of [msgs.colLabel, msgs.colMove, msgs.colPiece, msgs.colTwo, msgs.colMore, msgs.colNotes]) {
    head.append(h('th', { scope: 'col' }, t));
  }
  table.append(h('thead', {}, head));
  const body = h('tbody', {});
  rows.forEach((row, i) => {
    const classes = [];
    if (!row.legal) classes.push('illegal');
    if (i >= baseCount) classes.push('tried');
    if (i + 1 === step) classes.push('current');
    const side = row.side === 'blue' ? msgs.blue : msgs.red;
    const jump = h('button', { type: 'button', class: 'jump', 'aria-label': `${row.label} ${row.move}` }, row.label);
    if (!row.legal) jump.disabled = true;
    jump.addEventListener('click', () => onPick(i + 1));
    const notes = [];
    if (row.battle && row.battle.text) notes.push(row.battle.text);
    for (const n of row.notes || []) notes.push(n);
    if (!row.legal && row.message) notes.push(row.message);
    const tr = h(
      'tr',
      { class: classes.join(' ') || null, 'data-label': row.label, 'aria-current': i + 1 === step ? 'step' : null },
      h('th', { scope: 'row' }, jump),
      h('td', { class: 'mv' }, row.move),
      h('td', { class: 'pc' }, msgs.pieceLabel(side, row.pieceName ?? row.piece ?? '')),
      // data-col names the column where a narrow widget shows each row as a block (arbiter-board.css).
      h('td', { class: 'rule two', 'data-col': msgs.colTwo }, row.twoSquares ? row.twoSquares.text : ''),
      h('td', { class: 'rule more', 'data-col': msgs.colMore }, row.moreSquares ? row.moreSquares.text : ''),
      h('td', { class: 'rule notes', 'data-col': msgs.colNotes }, notes.join(' ')),
    );
    body.append(tr);
  });
  table.append(body);
}
