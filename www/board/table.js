// The move table: one row per row of the engine's `explain`, the current one highlighted (each game's columns are
// its adapter's renderTable, board/games/<game>/adapter.js, made with renderPaged and rowStart). It holds a page of
// PAGE_ROWS rows (the current move's; Earlier / Later moves show the others), so a step costs the same at move 20
// and at move 20,000: within the page only the current mark moves (and the focus, from a move button to the
// current row's); new rows, language, notation or branch point build it again. aria-rowcount says its whole size.
import { h, button, setText } from './dom.js';

export const PAGE_ROWS = 100;
const tables = new WeakMap(); // table -> { rows, msgs, key, baseCount, step, start, args, makeRow, pager }

const kinds = new WeakMap(); // table -> the class its game's head gave it

/** Empties the table and writes its caption and column heads; `kind` is its class (the adapter's: 'xq', 'bg') or
 * none, replacing the one an earlier head gave. */
export function tableHead(table, caption, columns, kind) {
  table.replaceChildren();
  if (kinds.get(table)) table.classList.remove(kinds.get(table));
  kinds.set(table, kind);
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
