// Bogenschach's adapter (the interface: board/games.js): the chess board of ./board.js, the turn table (shot,
// what it removed and who scores it, the move, the running score), the panel beside the board (the round of 15,
// the pieces off the board and the points per side, the result, the shot controls: Miss, Change the shot, Skip,
// the promotion picker), and the shot step (createTurn): in try mode a turn is a shot (a square of the board, or
// Miss) and then a move; the engine lists the moves that follow the shot, and a pawn reaching the last rank asks
// for its piece. Turns are "@e4 Kg2" (the engine writes them back as shot and SAN), split on ";". Every fact shown
// comes from the engine's explain/validateMove rows; nothing here decides what is legal. Text goes in with
// textContent only.
import { chessExtras, chessSideToMove, CHESS_LETTER, CHESS_SQUARES, createChessBoard, enPassantSquares, FIGURE_TEXT,
  readChessFenForDisplay, writeChessFen } from './board.js';
import { button, h, setText } from '../../dom.js';
import { renderPaged, rowStart } from '../../table.js';
import { deselect, labelled, moveCursor, overNow } from '../../state.js';
import { addMessages } from '../../i18n/index.js';
import en from './en.js';

// The game's messages: English with the adapter, the others when a page in that language asks (i18n/index.js).
addMessages(en, {
  de: () => import('./de.js'),
  'zh-Hans': () => import('./zh-Hans.js'),
  'zh-Hant': () => import('./zh-Hant.js'),
});

/** "@e4 Kg2; @- Kd7" (or one turn per line, or turns after one another: a turn starts with "@") -> the turns.
 * Only splits; the engine reads each turn. */
export function splitTurns(text) {
  return String(text || '')
    .split(/[;\n\r]+|\s+(?=@|shoot-out)/i)
    .map((t) => t.trim())
    .filter((t) => t.length > 0);
}

export const ROUNDS = 15;
export const PROMOTIONS = ['q', 'r', 'b', 'n'];
const PROMOTION_RANK = { q: 'queen', r: 'rook', b: 'bishop', n: 'knight' };

/** The round of the turn to be played after `step` turns (capped at 15), from the rows' own round numbers. */
export function roundAfter(rows, step) {
  if (step === 0) return rows.length ? rows[0].details.round : 1;
  const r = rows[step - 1];
  return Math.min(ROUNDS, r.side === 'black' ? r.details.round + 1 : r.details.round);
}

/** The pieces that left the board in the first `step` rows, by the side they belonged to. */
export function offBoard(rows, step) {
  const out = { white: [], black: [] };
  for (const r of rows.slice(0, step)) {
    if (!r.legal) break;
    for (const info of [r.details.shotRemoves, r.details.captures]) if (info && out[info.side]) out[info.side].push(info);
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
    const d = row.details;
    const { attrs, jump } = rowStart(row, i, rowArgs, row.move);
    let move = d.skip ? msgs.skipped : d.san || '';
    if (d.captures) move += ` (${msgs.takes(describeRemoval(d.captures, msgs))})`;
    const notes = [];
    if (row.legal && row.check) notes.push(msgs.checkNote);
    if (!row.legal && row.message) notes.push(row.message);
    const shot = row.shot === '-' ? msgs.shotNone : row.shot;
    return h('tr', attrs,
      h('th', { scope: 'row' }, jump),
      h('td', { class: 'shot', 'data-col': msgs.colShot }, shot),
      h('td', { class: 'rule removed', 'data-col': msgs.colRemoved }, d.shotRemoves ? describeRemoval(d.shotRemoves, msgs) : ''),
      h('td', { class: 'mv' }, move),
      h('td', { class: 'score', 'data-col': msgs.colScore }, row.legal ? `${d.score.white}:${d.score.black}` : ''),
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
    setText(ui.round, result ? msgs.roundsPlayed(last ? last.details.round : 0, ROUNDS) : msgs.roundOf(roundAfter(rows, step), ROUNDS));
    setText(ui.scoreTitle, msgs.scoreTitle);
    const score = last ? last.details.score : { white: 0, black: 0 };
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

/** A turn's squares ("@e4 e2e4" -> e2, e4), or null (a skip, "@e4 --"). */
const uciSquares = (uci) => (uci && uci.length >= 4 ? [uci.slice(0, 2), uci.slice(2, 4)] : null);
const isSkip = (turn) => / --$/.test(turn);

/**
 * The shot step. `board`: the hooks the widget gives a game's turn steps (www/arbiter-board.js _hooks): this step
 * reads the board's state (board/state.js) and pieces, asks for the turns a shot allows, and tries a turn, says and
 * renders through them.
 */
function createTurn(board) {
  const focusBoard = () => board.focus();
  const active = () => board.ready() && !board.state().editing;
  let shot = null; // null (the shot not chosen yet), '-' (a miss) or the hit square
  let turns = []; // the turns legalMoves allows with that shot ("@e4 e2e4", or "@e4 --")
  let promo = null; // a promotion waiting for its piece: { from, to, side }
  const shotText = () => (shot === null || shot === '-' ? '@-' : `@${shot}`);
  const canSkip = () => turns.length === 1 && isSkip(turns[0]);

  /** The shot hits `sq` ('-': a miss). Nothing is played yet; the board shows the square hit and the piece it
   * removes taken off. */
  function shoot(sq) {
    // The game is over here: the engine refuses any turn (game-over), and says so at once.
    if (overNow(board.state())) return void board.try(`@${sq} --`);
    let list;
    try {
      list = board.legalMoves(`@${sq}`);
    } catch (e) {
      board.say((m) => `${m.refused} ${e && e.message ? e.message : e}${e && e.code ? ` (${e.code})` : ''}`, true);
      return;
    }
    const p = sq === '-' ? null : board.pieces().get(sq);
    board.update(deselect);
    shot = sq;
    turns = list;
    promo = null;
    if (sq !== '-') board.update(moveCursor, sq);
    const noMove = canSkip();
    board.say((m) => {
      const said = sq === '-' ? m.shotMissed : m.shotAt(sq, p ? pieceName(p.side, p.rank, m) : null);
      return noMove ? `${said} ${m.noMove}` : said;
    });
    board.render();
    // The Miss button is hidden now: the keyboard continues on the board.
    if (sq === '-') focusBoard();
  }

  function clear() {
    shot = null;
    turns = [];
    promo = null;
  }

  const panel = createBogenPanel({
    miss: () => shoot('-'),
    changeShot: () => {
      board.update(deselect);
      clear();
      board.say((m) => m.shotCleared);
      board.render();
      focusBoard();
    },
    skip: () => board.try(`${shotText()} --`),
    promote(letter) {
      if (!promo || !PROMOTIONS.includes(letter)) return null;
      const { from, to } = promo;
      promo = null;
      const v = board.try(`${shotText()} ${from}${to}${letter}`);
      focusBoard();
      return v;
    },
    cancel() {
      promo = null;
      board.update(deselect);
      board.say((m) => m.cancelled);
      board.render();
      focusBoard();
    },
  });
  const press = (b) => () => {
    if (!b.hidden && !b.disabled) b.click();
  };

  return {
    panel: panel.panel,
    keys: { m: press(panel.miss), c: press(panel.change), s: press(panel.skip) },
    /** Whether a tap on the board now names the square the shot hit (before the move). */
    picking: () => active() && shot === null,
    tap: shoot,
    /** The turns allowed now (after the chosen shot). */
    moves: () => turns,
    /** Whether pieces may be dragged now. */
    blocked: () => shot === null || !!promo,
    /** A move on the board after the shot: a pawn reaching the last rank asks for its piece first. */
    move(from, to) {
      const uci = `${from}${to}`;
      if (turns.some((t) => (t.split(' ')[1] || '').length === 5 && t.split(' ')[1].startsWith(uci))) {
        const p = board.pieces().get(from);
        promo = { from, to, side: p ? p.side : 'white' };
        board.update((s) => ({ ...s, targets: new Set() }));
        board.say((m) => m.promoteAsk);
        board.render();
        panel.focusPromotion();
        return null;
      }
      return board.try(`${shotText()} ${uci}`);
    },
    refused() {
      promo = null;
    },
    clear,
    /** The board's pieces with the hit square taken off (the chosen shot, else the shown turn's), the square hit
     * and the removed piece drawn faded. */
    view(row, pieces) {
      if (shot !== null) {
        if (shot === '-') return { pieces };
        const p = pieces.get(shot);
        const left = new Map(pieces);
        left.delete(shot);
        return { pieces: left, shot, ghost: p ? { square: shot, piece: p } : null };
      }
      if (!row || !row.shot || row.shot === '-') return { pieces };
      const r = row.details.shotRemoves;
      return { pieces, shot: row.shot, ghost: r ? { square: r.square, piece: { side: r.side, rank: r.piece } } : null };
    },
    /** The panel: round, points, result (`over`: the game is over at this step), the shot controls. */
    update({ msgs, rows, step, over, side }) {
      panel.update({ msgs, rows, step, result: over, side, promotion: promo, canSkip: canSkip(),
        phase: !active() ? null : over ? 'over' : shot === null ? 'shot' : 'move' });
    },
  };
}

export default {
  // The part of the engine's describe('bogenschach') the widget reads (tests/js/adapters.test.mjs compares them).
  description: { moveWord: 'turn', spacedMoves: true, sides: ['white', 'black'] },
  // The position editor (board/edit-panel.js): the palette's first piece; the set, each side's 16 pieces of the
  // start position, where a Queen, Rook, Bishop or Knight beyond it counts against the side's missing Pawns (it
  // may be one promoted); the castling rights' letters (a box each) and the help on them and on the en passant
  // square (a list of the squares enPassantSquares gives), a message key of ./en.js.
  editor: {
    first: 'queen',
    set: { name: 'chessSet', pieces: { king: 1, queen: 1, rook: 2, bishop: 2, knight: 2, pawn: 8 },
      promotion: { from: 'pawn', to: ['queen', 'rook', 'bishop', 'knight'] } },
    castling: ['K', 'Q', 'k', 'q'], hint: 'chessEditHelp',
  },

  createBoard: createChessBoard, readForDisplay: readChessFenForDisplay, sideToMove: chessSideToMove,
  writePosition: writeChessFen, marks: CHESS_LETTER, extras: chessExtras, enPassantSquares, squares: CHESS_SQUARES,
  cursor: 'e1', names: 'chessPieces', hint: 'bgTryHint', royal: 'king', citeRefusal: true,
  splitMoves: splitTurns,
  fromTo: (turn) => uciSquares(turn.split(' ')[1]),
  rowFromTo: (row) => (row.from && row.to ? [row.from, row.to] : null),
  rowMove: (row) => row.move,
  rowText: (row) => row.move,
  // The turn recorded as shot and SAN ("@e4 Kg2+"), or "--" for a skip.
  played: (v, move) => (typeof v.shot === 'string' ? `@${v.shot} ${v.details.san || '--'}` : move),
  verdictText: (v, played) => played,
  /** A record's shoot-out result is no row of its own: it stays the record's last entry in share links. */
  keepsLast: (entry) => /^\s*shoot-out\s*:/i.test(entry),
  renderTable: renderBogenTable,
  speech: (msgs, row) => [row.details.score && labelled(msgs.colScore, `${row.details.score.white}:${row.details.score.black}`),
    row.check && msgs.checkNote],
  createTurn,
};
