// The move table: one row per row of the engine's `explain`, the current one highlighted. It holds a page of
// PAGE_ROWS rows (the current move's; Earlier / Later moves show the others), so a step costs the same at move 20
// and at move 20,000: within the page only the current mark moves (and the focus, from a move button to the
// current row's); new rows, language, notation or branch point build it again. aria-rowcount says its whole size.
import { h, button, setText } from './dom.js';

export const PAGE_ROWS = 100;
const tables = new WeakMap(); // table -> { rows, msgs, key, baseCount, step, start, args, makeRow, pager }

/** Empties the table and writes its caption and column heads; `kind` is its class ('xq', 'bg') or none. */
export function tableHead(table, caption, columns, kind) {
  table.replaceChildren();
  table.classList.remove('xq', 'bg');
  if (kind) table.classList.add(kind);
  table.append(h('caption', {}, caption));
  const head = h('tr', { 'aria-rowindex': 1 });
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
  const attrs = { class: classes.join(' ') || null, 'data-label': row.label, 'aria-current': i + 1 === step ? 'step' : null,
    'aria-rowindex': i + 2 };
  return { attrs, jump };
}

/** The first row of the page that shows `step` (the first page at the start). */
const pageOf = (step) => Math.floor(Math.max(0, step - 1) / PAGE_ROWS) * PAGE_ROWS;
const focusRow = (tr) => tr?.querySelector('button.jump:not(:disabled)')?.focus({ preventScroll: true });

/** Shows args.rows ({ rows, msgs, step, baseCount, onPick }) a page at a time. head: { caption, columns, kind, key
 * (what else changes the rows' text: the notation) }; makeRow(row, i, rowArgs) builds row i's <tr> with rowStart. */
export function renderPaged(table, args, head, makeRow) {
  const { rows, msgs, step, baseCount } = args;
  let s = tables.get(table);
  if (!s) tables.set(table, (s = { pager: makePager(table) }));
  const same = s.rows === rows && s.msgs === msgs && s.key === head.key && s.baseCount === baseCount
    && table.tBodies.length === 1;
  const root = table.getRootNode();
  const focus = !!(root.activeElement && table.tBodies[0]?.contains(root.activeElement));
  s.args = args;
  s.makeRow = makeRow;
  if (!same) {
    Object.assign(s, { rows, msgs, key: head.key, baseCount });
    tableHead(table, head.caption, head.columns, head.kind);
    table.setAttribute('aria-rowcount', String(rows.length + 1));
    table.append(h('tbody', {}));
  } else if (step === s.step) return;
  s.step = step;
  if (!same || pageOf(step) !== s.start) {
    s.start = pageOf(step);
    return fillPage(table, s, focus);
  }
  for (const tr of table.tBodies[0].querySelectorAll('tr.current')) {
    tr.classList.remove('current');
    tr.removeAttribute('aria-current');
  }
  const tr = table.tBodies[0].rows[step - 1 - s.start];
  if (step > 0 && tr) {
    tr.classList.add('current');
    tr.setAttribute('aria-current', 'step');
    if (focus) focusRow(tr);
  }
}

/** Builds page s.start's rows and the page bar; `focus`: onto the page's current row (else its first). */
function fillPage(table, s, focus) {
  const { rows, start, pager: p, msgs } = s;
  const end = Math.min(rows.length, start + PAGE_ROWS);
  const rowArgs = { ...s.args, step: s.step, onPick: (n) => s.args.onPick(n) }; // the latest render's onPick
  const trs = [];
  for (let i = start; i < end; i++) trs.push(s.makeRow(rows[i], i, rowArgs));
  const body = table.tBodies[0];
  body.replaceChildren(...trs);
  p.bar.hidden = rows.length <= PAGE_ROWS;
  p.bar.setAttribute('aria-label', msgs.pages);
  setText(p.prev, msgs.pagePrev);
  setText(p.next, msgs.pageNext);
  setText(p.shown, msgs.pageShown(start + 1, end, rows.length));
  p.prev.disabled = start === 0;
  p.next.disabled = end >= rows.length;
  if (focus) focusRow(body.rows[Math.max(0, s.step - 1 - start)] || body.rows[0]);
}

/** The bar before the table: Earlier moves, "Moves 101-200 of 20000", Later moves (hidden for one page). */
function makePager(table) {
  const show = (delta) => {
    const s = tables.get(table);
    s.start += delta * PAGE_ROWS;
    fillPage(table, s, false);
  };
  const p = { prev: button('pager-prev', () => show(-1)), shown: h('span', { class: 'pager-shown' }),
    next: button('pager-next', () => show(1)) };
  p.bar = h('div', { class: 'pager', role: 'group', hidden: true }, p.prev, p.shown, p.next);
  table.before(p.bar);
  return p;
}

/** Hides the table's page bar (the board shows no table). */
export function hidePager(table) {
  const s = tables.get(table);
  if (s) s.pager.bar.hidden = true;
}

/** The Stratego table. `onPick(step)` is called when a row's move label is activated. */
export function renderTable(table, args) {
  const { msgs } = args;
  const head = { caption: msgs.moveTable, columns: [msgs.colLabel, msgs.colMove, msgs.colPiece, msgs.colTwo,
    msgs.colMore, msgs.colNotes], kind: null, key: 'stratego' };
  renderPaged(table, args, head, (row, i, rowArgs) => {
    const side = row.side === 'blue' ? msgs.blue : msgs.red;
    const { attrs, jump } = rowStart(row, i, rowArgs, row.move);
    const notes = [];
    if (row.battle && row.battle.text) notes.push(row.battle.text);
    for (const n of row.notes || []) notes.push(n);
    if (!row.legal && row.message) notes.push(row.message);
    return h(
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
  });
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

const xqColumns = new WeakMap(); // rows -> whether they carry classification / repetition (asked once per rows)

/** The Xiangqi table: WXF and ICCS, the piece, check, and the classification / repetition columns when the
 * engine's rows carry them. `pieceName(i)` names the piece that made row i's move (or ''). */
export function renderXqTable(table, args) {
  const { rows, msgs, notation = 'wxf' } = args;
  if (!xqColumns.has(rows)) {
    xqColumns.set(rows, {
      hasClass: rows.some((r) => r.classification !== undefined && r.classification !== null),
      hasRep: rows.some((r) => r.repetition !== undefined && r.repetition !== null),
    });
  }
  const { hasClass, hasRep } = xqColumns.get(rows);
  // The move in the chosen notation (the engine's row.text), then ICCS, the machine-readable key, unless chosen.
  const iccsOnly = notation === 'iccs';
  const chinese = notation.startsWith('chinese');
  const textHead = chinese ? msgs.colChinese : msgs.colWxf;
  const cols = [msgs.colLabel, ...(iccsOnly ? [] : [textHead]), msgs.colIccs, msgs.colPiece, msgs.colCheck];
  if (hasClass) cols.push(msgs.colClass);
  if (hasRep) cols.push(msgs.colRep);
  cols.push(msgs.colXqNotes);
  const head = { caption: msgs.xqMoveTable, columns: cols, kind: 'xq', key: `xiangqi ${notation}` };
  renderPaged(table, args, head, (row, i, rowArgs) => {
    const { attrs, jump } = rowStart(row, i, rowArgs, row.text || row.wxf || row.iccs || row.move || '');
    const notes = [];
    if (row.captures) notes.push(msgs.captures(describeCapture(row.captures, msgs)));
    for (const n of row.notes || []) notes.push(n);
    if (!row.legal && row.message) notes.push(row.message);
    const cells = [
      h('th', { scope: 'row' }, jump),
      ...(iccsOnly ? [] : [h('td', { class: `mv ${chinese ? 'chinese' : 'wxf'}` }, row.text || row.wxf || '')]),
      h('td', { class: 'mv iccs' }, row.iccs || row.move || ''),
      h('td', { class: 'pc' }, rowArgs.pieceName(i)),
      h('td', { class: `rule check${row.check ? ' yes' : ''}`, 'data-col': msgs.colCheck }, row.check ? msgs.checkMark : ''),
    ];
    if (hasClass) cells.push(h('td', { class: 'rule classification', 'data-col': msgs.colClass }, describe(row.classification)));
    if (hasRep) cells.push(h('td', { class: 'rule repetition', 'data-col': msgs.colRep }, describe(row.repetition)));
    cells.push(h('td', { class: 'rule notes', 'data-col': msgs.colXqNotes }, notes.join(' ')));
    return h('tr', attrs, ...cells);
  });
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
