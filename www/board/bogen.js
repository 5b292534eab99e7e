// Bogenschach (game="bogenschach") beside the chess board: the turns' notation split from an attribute, the turn
// table (shot, what it removed and who scores it, the move, the running score), the panel with the round
// counter, the pieces off the board and the points per side, the result, and the shot controls (Miss, Change
// the shot, Skip, the promotion picker). Every fact shown comes from the engine's explain/validateMove rows;
// nothing here decides what is legal. Text goes in with textContent only.
import { button, h, setText } from './dom.js';
import { FIGURE_TEXT } from './chess.js';
import { renderPaged, rowStart } from './table.js';
import { splitTurns } from './state.js';

export const ROUNDS = 15;
export const PROMOTIONS = ['q', 'r', 'b', 'n'];
const PROMOTION_RANK = { q: 'queen', r: 'rook', b: 'bishop', n: 'knight' };

// splitTurns lives in board/state.js (the widget needs it before this module is loaded); exported here too.
export { splitTurns };

/** The round of the turn to be played after `step` turns (capped at 15), from the rows' own round numbers. */
export function roundAfter(rows, step) {
  if (step === 0) return rows.length ? rows[0].round : 1;
  const r = rows[step - 1];
  return Math.min(ROUNDS, r.side === 'black' ? r.round + 1 : r.round);
}

/** The pieces that left the board in the first `step` rows, by the side they belonged to. */
export function offBoard(rows, step) {
  const out = { white: [], black: [] };
  for (const r of rows.slice(0, step)) {
    if (!r.legal) break;
    for (const info of [r.shotRemoves, r.captures]) if (info && out[info.side]) out[info.side].push(info);
  }
  return out;
}

const sideName = (side, msgs) => (side === 'white' ? msgs.white : msgs.black);
export const pieceName = (side, rank, msgs) => msgs.pieceLabel(sideName(side, msgs), msgs.chessPieces[rank] ?? rank);

/** What a removal means in words: "Black Knight on e4, 3 for White", Meuchelei, a King shot. */
export function describeRemoval(info, msgs) {
  const what = msgs.removedPiece(pieceName(info.side, info.piece, msgs), info.square);
  if (info.meuchelei) return `${what}: ${msgs.meuchelei(sideName(info.side, msgs))}`;
  if (info.piece === 'king') return `${what}: ${msgs.kingShot}`;
  if (!info.scoredBy) return what;
  return `${what}, ${msgs.scoresFor(info.points, sideName(info.scoredBy, msgs))}`;
}

/** The turn table: one row per explain row, the current one highlighted (a page at a time: table.js). */
export function renderBogenTable(table, args) {
  const { msgs } = args;
  const head = { caption: msgs.bgMoveTable, kind: 'bg', key: 'bogenschach',
    columns: [msgs.colTurn, msgs.colShot, msgs.colRemoved, msgs.colBgMove, msgs.colScore, msgs.colBgNotes] };
  renderPaged(table, args, head, (row, i, rowArgs) => {
    const { attrs, jump } = rowStart(row, i, rowArgs, row.text);
    let move = row.skip ? msgs.skipped : row.san || '';
    if (row.captures) move += ` (${msgs.takes(describeRemoval(row.captures, msgs))})`;
    const notes = [];
    if (row.legal && row.check) notes.push(msgs.checkNote);
    if (!row.legal && row.message) notes.push(row.message);
    const shot = row.shot === '-' ? msgs.shotNone : row.shot;
    return h('tr', attrs,
      h('th', { scope: 'row' }, jump),
      h('td', { class: 'shot', 'data-col': msgs.colShot }, shot),
      h('td', { class: 'rule removed', 'data-col': msgs.colRemoved }, row.shotRemoves ? describeRemoval(row.shotRemoves, msgs) : ''),
      h('td', { class: 'mv' }, move),
      h('td', { class: 'score', 'data-col': msgs.colScore }, row.legal ? `${row.score.white}:${row.score.black}` : ''),
      h('td', { class: 'rule notes', 'data-col': msgs.colBgNotes }, notes.join(' ')));
  });
}

/**
 * The panel beside the board. host: { miss(), changeShot(), skip(), promote(letter), cancel() (Escape in the
 * promotion picker) }. The picker is one stop of the board's one tab stop (board/focus.js): the arrow keys move
 * between its pieces, Enter picks one.
 * update({ msgs, rows, step, result (when the game is over at this step), phase: 'shot' | 'move' | 'over' | null,
 *          canSkip, promotion: null | { side }, side (to move) })
 */
export function createBogenPanel(host) {
  const ui = {
    round: h('p', { class: 'bg-round' }),
    scoreTitle: h('p', { class: 'bg-score-title' }),
    white: h('p', { class: 'bg-side white' }),
    black: h('p', { class: 'bg-side black' }),
    result: h('p', { class: 'bg-result', hidden: true }),
    prompt: h('p', { class: 'bg-prompt' }),
    miss: button('miss-btn', () => host.miss()),
    change: button('change-shot-btn', () => host.changeShot()),
    skip: button('skip-btn', () => host.skip()),
    promoLabel: h('span', { class: 'bg-promo-label' }),
    promoButtons: PROMOTIONS.map((l) => button(`promo-btn promo-${l}`, () => host.promote(l))),
  };
  ui.shotBar = h('div', { class: 'bg-shot', role: 'group' }, ui.prompt, ui.miss, ui.change, ui.skip);
  ui.promo = h('div', { class: 'bg-promo', role: 'toolbar', hidden: true }, ui.promoLabel, ...ui.promoButtons);
  ui.promo.addEventListener('keydown', (e) => {
    const i = ui.promoButtons.indexOf(e.target);
    if (i < 0 || e.altKey || e.ctrlKey || e.metaKey) return;
    const n = PROMOTIONS.length;
    const to = { ArrowLeft: i - 1, ArrowUp: i - 1, ArrowRight: i + 1, ArrowDown: i + 1, Home: 0, End: n - 1 }[e.key];
    if (to !== undefined) ui.promoButtons[(to + n) % n].focus();
    else if (e.key === 'Escape') host.cancel();
    else return;
    e.preventDefault();
    e.stopPropagation();
  });
  const panel = h('div', { class: 'bg-panel' }, ui.round, h('div', { class: 'bg-score' }, ui.scoreTitle, ui.white,
    ui.black), ui.result, ui.shotBar, ui.promo);

  function sideLine(p, side, points, off, msgs) {
    const other = side === 'white' ? 'black' : 'white';
    const figures = off[other].map((i) => FIGURE_TEXT[other][i.piece] ?? '?').join(' ');
    const names = off[other].map((i) => pieceName(other, i.piece, msgs)).join(', ');
    p.replaceChildren(
      h('span', { class: 'bg-points' }, msgs.sideScore(sideName(side, msgs), points)),
      ' ',
      h('span', { class: 'bg-off', 'aria-label': msgs.scoredPieces(names || msgs.nothingOff) },
        figures || msgs.nothingOff),
    );
  }

  function update({ msgs, rows, step, result, phase, canSkip, promotion, side }) {
    const last = step > 0 ? rows[step - 1] : null;
    setText(ui.round, result ? msgs.roundsPlayed(last ? last.round : 0, ROUNDS) : msgs.roundOf(roundAfter(rows, step), ROUNDS));
    setText(ui.scoreTitle, msgs.scoreTitle);
    const score = last ? last.score : { white: 0, black: 0 };
    const off = offBoard(rows, step);
    sideLine(ui.white, 'white', score.white, off, msgs);
    sideLine(ui.black, 'black', score.black, off, msgs);
    const resultText = result ? [result.message, result.citation ? `(${result.citation.rule})` : '']
      .filter(Boolean).join(' ') : '';
    setText(ui.result, resultText);
    ui.result.hidden = !resultText;
    ui.shotBar.hidden = !phase || phase === 'over';
    ui.shotBar.setAttribute('aria-label', msgs.shotGroup);
    setText(ui.prompt, phase === 'shot' ? msgs.shotPrompt(sideName(side, msgs)) : '');
    ui.prompt.hidden = phase !== 'shot';
    setText(ui.miss, msgs.miss);
    ui.miss.setAttribute('aria-label', msgs.missLabel);
    ui.miss.hidden = phase !== 'shot';
    setText(ui.change, msgs.changeShot);
    ui.change.hidden = phase !== 'move';
    setText(ui.skip, msgs.skip);
    ui.skip.setAttribute('aria-label', msgs.skipLabel);
    ui.skip.hidden = !(phase === 'move' && canSkip);
    ui.promo.hidden = !promotion;
    ui.promo.setAttribute('aria-label', msgs.promoteTo);
    setText(ui.promoLabel, msgs.promoteTo);
    PROMOTIONS.forEach((l, i) => {
      const b = ui.promoButtons[i];
      const rank = PROMOTION_RANK[l];
      setText(b, `${FIGURE_TEXT[promotion ? promotion.side : 'white'][rank]} ${msgs.chessPieces[rank]}`);
      b.setAttribute('aria-label', msgs.promoteLabel(msgs.chessPieces[rank]));
    });
  }

  return { panel, update, focusPromotion: () => ui.promoButtons[0].focus(), miss: ui.miss, change: ui.change, skip: ui.skip };
}
