// The minimal demo page: reads the form, calls the engine, shows the answer as a table.
// Every text from the user or the engine goes into the page through textContent, never as HTML.
import init, { validateMove, explain, version } from './pkg/arbiter.js';

const $ = (id) => document.getElementById(id);
const status = $('status');
const output = $('output');

function setStatus(text, isError = false) {
  status.textContent = text;
  status.className = isError ? 'error' : '';
}

function el(tag, text, className) {
  const e = document.createElement(tag);
  if (text !== undefined && text !== null) e.textContent = String(text);
  if (className) e.className = className;
  return e;
}

function table(headers, rows) {
  const t = el('table');
  const head = t.createTHead().insertRow();
  for (const h of headers) head.appendChild(el('th', h));
  const body = t.createTBody();
  for (const { cells, className } of rows) {
    const tr = body.insertRow();
    if (className) tr.className = className;
    for (const c of cells) tr.appendChild(el('td', c ?? ''));
  }
  return t;
}

function game() {
  const lang = $('lang').value;
  return {
    game: 'stratego',
    position: $('position').value.trim() || undefined,
    moves: $('moves').value, // a string of moves works like an array
    options: { moreSquares: $('more-squares').checked },
    lang,
  };
}

function showError(e) {
  output.replaceChildren();
  const code = e && e.code ? `[${e.code}] ` : '';
  setStatus(`Error ${code}${e && e.message ? e.message : String(e)}`, true);
}

function onValidate() {
  try {
    const v = validateMove(game(), $('move').value.trim());
    setStatus(`${v.label} ${v.move}: ${v.legal ? 'legal' : 'illegal'}`);
    const rows = [
      ['Legal', v.legal ? 'yes' : 'no'],
      ['Rule', v.rule ?? '—'],
      ['Message', v.message],
      ['Citation', v.citation ? `${v.citation.rule}: ${v.citation.title}` : '—'],
      ['Piece', `${v.side} ${v.piece ?? ''}`],
      ['Squares', (v.squares || []).join(' ')],
      ['Two-Squares', v.twoSquares ? v.twoSquares.text : '—'],
      ['More-Squares', v.moreSquares ? v.moreSquares.text : '—'],
      ['Battle', v.battle ? v.battle.text : '—'],
      ['Earlier', v.earlier ? `${v.earlier.label} (${v.earlier.move})` : '—'],
    ];
    output.replaceChildren(
      table(['Field', 'Value'], rows.map((cells) => ({ cells, className: v.legal ? '' : 'illegal' }))),
    );
  } catch (e) {
    showError(e);
  }
}

function onExplain() {
  try {
    const x = explain(game());
    const r = x.result;
    setStatus(r.over ? r.message : `${x.rows.length} moves explained; the game goes on.`);
    const rows = x.rows.map((row) => ({
      className: row.legal ? '' : 'illegal',
      cells: [
        row.label,
        row.move,
        row.pieceName ?? row.piece ?? '',
        row.twoSquares ? row.twoSquares.text : '',
        row.moreSquares ? row.moreSquares.text : '',
        row.battle ? row.battle.text : '',
        row.legal ? '' : `${row.rule}: ${row.message}`,
        (row.notes || []).join(' '),
      ],
    }));
    output.replaceChildren(
      table(['Move', 'From-to', 'Piece', 'Two-Squares', 'More-Squares', 'Battle', 'Illegal', 'Notes'], rows),
    );
  } catch (e) {
    showError(e);
  }
}

try {
  await init();
  $('validate').addEventListener('click', onValidate);
  $('explain').addEventListener('click', onExplain);
  $('validate').disabled = false;
  $('explain').disabled = false;
  setStatus(`Engine ${version()} ready.`);
} catch (e) {
  setStatus(`Could not load the engine (run make build): ${e && e.message ? e.message : e}`, true);
}
