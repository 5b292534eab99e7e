// The move table: one row per row of the engine's `explain`, the current one highlighted.
import { h } from './dom.js';

/** Empties the table and writes its caption and column heads; `kind` is its class ('xq', 'bg') or none. */
export function tableHead(table, caption, columns, kind) {
  table.replaceChildren();
  table.classList.remove('xq', 'bg');
  if (kind) table.classList.add(kind);
  table.append(h('caption', {}, caption));
  const head = h('tr', {});
  for (const t of columns) head.append(h('th', { scope: 'col' }, t));
  table.append(h('thead', {}, head));
}

/** A row's attributes (illegal, tried, current) and its label button, which calls onPick(i + 1); `said` is what
 * the button is called for screen readers besides the label (the move). */
export function rowStart(row, i, { step, baseCount, onPick }, said) {
  const classes = [];
  if (!row.legal) classes.push('illegal');
  if (i >= baseCount) classes.push('tried');
  if (i + 1 === step) classes.push('current');
  const jump = h('button', { type: 'button', class: 'jump', 'aria-label': `${row.label} ${said}` }, row.label);
  if (!row.legal) jump.disabled = true;
  jump.addEventListener('click', () => onPick(i + 1));
  const attrs = { class: classes.join(' ') || null, 'data-label': row.label, 'aria-current': i + 1 === step ? 'step' : null };
  return { attrs, jump };
}

/** Builds the table body. `onPick(step)` is called when a row's move label is activated. */
export function renderTable(table, args) {
  const { rows, msgs } = args;
  tableHead(table, msgs.moveTable, [msgs.colLabel, msgs.colMove, msgs.colPiece, msgs.colTwo, msgs.colMore,
    msgs.colNotes]);
  const body = h('tbody', {});
  rows.forEach((row, i) => {
    const side = row.side === 'blue' ? msgs.blue : msgs.red;
    const { attrs, jump } = rowStart(row, i, args, row.move);
    const notes = [];
    if (row.battle && row.battle.text) notes.push(row.battle.text);
    for (const n of row.notes || []) notes.push(n);
    if (!row.legal && row.message) notes.push(row.message);
    const tr = h(
      'tr',
      attrs,
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

/** A field the engine may add to Xiangqi rows (classification, repetition): its text when it has one, else
 * its parts (term, kind, squares) joined; never guessed beyond what it carries. */
export function describe(v) {
  if (v === null || v === undefined || v === false) return '';
  if (typeof v === 'string' || typeof v === 'number') return String(v);
  if (Array.isArray(v)) return v.map(describe).filter(Boolean).join('; ');
  if (typeof v !== 'object') return '';
  if (typeof v.text === 'string' && v.text) return v.text;
  const parts = [];
  for (const k of ['term', 'kind', 'type', 'class']) if (typeof v[k] === 'string' && !parts.includes(v[k])) parts.push(v[k]);
  for (const k of ['chased', 'squares', 'targets']) {
    if (Array.isArray(v[k]) && v[k].length) {
      parts.push(v[k].map((s) => (typeof s === 'string' ? s : s && (s.square || s.name)) || '').filter(Boolean).join(' '));
      break;
    }
  }
  if (typeof v.count === 'number') parts.push(`×${v.count}`);
  if (typeof v.message === 'string') parts.push(v.message);
  return parts.join(' ');
}

/** The Xiangqi table: WXF and ICCS, the piece, check, and the classification / repetition columns when the
 * engine's rows carry them. `pieceName(i)` names the piece that made row i's move (or ''). */
export function renderXqTable(table, args) {
  const { rows, msgs, pieceName, notation = 'wxf' } = args;
  const hasClass = rows.some((r) => r.classification !== undefined && r.classification !== null);
  const hasRep = rows.some((r) => r.repetition !== undefined && r.repetition !== null);
  // The move in the chosen notation (the engine's row.text), then ICCS, the machine-readable key, unless chosen.
  const iccsOnly = notation === 'iccs';
  const textHead = notation.startsWith('chinese') ? msgs.colChinese : msgs.colWxf;
  const cols = [msgs.colLabel, ...(iccsOnly ? [] : [textHead]), msgs.colIccs, msgs.colPiece, msgs.colCheck];
  if (hasClass) cols.push(msgs.colClass);
  if (hasRep) cols.push(msgs.colRep);
  cols.push(msgs.colXqNotes);
  tableHead(table, msgs.xqMoveTable, cols, 'xq');
  const body = h('tbody', {});
  rows.forEach((row, i) => {
    const { attrs, jump } = rowStart(row, i, args, row.text || row.wxf || row.iccs || row.move || '');
    const notes = [];
    if (row.captures) notes.push(msgs.captures(describeCapture(row.captures, msgs)));
    for (const n of row.notes || []) notes.push(n);
    if (!row.legal && row.message) notes.push(row.message);
    const cells = [
      h('th', { scope: 'row' }, jump),
      ...(iccsOnly ? [] : [h('td', { class: `mv ${notation.startsWith('chinese') ? 'chinese' : 'wxf'}` }, row.text || row.wxf || '')]),
      h('td', { class: 'mv iccs' }, row.iccs || row.move || ''),
      h('td', { class: 'pc' }, pieceName(i)),
      h('td', { class: `rule check${row.check ? ' yes' : ''}`, 'data-col': msgs.colCheck }, row.check ? msgs.checkMark : ''),
    ];
    if (hasClass) cells.push(h('td', { class: 'rule classification', 'data-col': msgs.colClass }, describe(row.classification)));
    if (hasRep) cells.push(h('td', { class: 'rule repetition', 'data-col': msgs.colRep }, describe(row.repetition)));
    cells.push(h('td', { class: 'rule notes', 'data-col': msgs.colXqNotes }, notes.join(' ')));
    body.append(h('tr', attrs, ...cells));
  });
  table.append(body);
}

function describeCapture(c, msgs) {
  if (typeof c === 'string') return msgs.xqPieces[c] || c;
  if (c && typeof c === 'object') {
    const side = c.side === 'red' ? msgs.red : c.side === 'black' ? msgs.black : '';
    const piece = msgs.xqPieces[c.rank || c.piece] || c.pieceName || c.rank || c.piece || '';
    return [side, piece, c.square].filter(Boolean).join(' ');
  }
  return describe(c);
}
