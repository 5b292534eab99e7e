// Bogenschach's adapter (the interface: board/games.js): the chess board of board/chess.js, the turn table and
// the panel of board/bogen.js, and the shot step (createTurn): in try mode a turn is a shot (a square of the
// board, or Miss) and then a move; the engine lists the moves that follow the shot, and a pawn reaching the last
// rank asks for its piece. Turns are "@e4 Kg2" (the engine writes them back as shot and SAN), split on ";".
import { chessExtras, chessSideToMove, CHESS_FILES, CHESS_LETTER, CHESS_SQUARES, createChessBoard, enPassantSquares,
  readChessFenForDisplay, writeChessFen } from '../chess.js';
import { createBogenPanel, pieceName, PROMOTIONS, renderBogenTable } from '../bogen.js';
import { labelled, splitTurns } from '../state.js';

/** A turn's squares ("@e4 e2e4" -> e2, e4), or null (a skip, "@e4 --"). */
const uciSquares = (uci) => (uci && uci.length >= 4 ? [uci.slice(0, 2), uci.slice(2, 4)] : null);
const isSkip = (turn) => / --$/.test(turn);

/**
 * The shot step. host: { legalMoves(extra) (the turns the engine allows after the shown step's moves and `extra`),
 * try(move), pieceAt(sq), say(make, refused), render(), focusBoard(), clearTry(), clearTargets(), over(),
 * setCursor(sq), active() (the engine answers and the board is not being edited) }.
 */
function createTurn(host) {
  let shot = null; // null (the shot not chosen yet), '-' (a miss) or the hit square
  let turns = []; // the turns legalMoves allows with that shot ("@e4 e2e4", or "@e4 --")
  let promo = null; // a promotion waiting for its piece: { from, to, side }
  const shotText = () => (shot === null || shot === '-' ? '@-' : `@${shot}`);
  const canSkip = () => turns.length === 1 && isSkip(turns[0]);

  /** The shot hits `sq` ('-': a miss). Nothing is played yet; the board shows the square hit and the piece it
   * removes taken off. */
  function shoot(sq) {
    // The game is over here: the engine refuses any turn (game-over), and says so at once.
    if (host.over()) return void host.try(`@${sq} --`);
    let list;
    try {
      list = host.legalMoves(`@${sq}`);
    } catch (e) {
      host.say((m) => `${m.refused} ${e && e.message ? e.message : e}${e && e.code ? ` (${e.code})` : ''}`, true);
      return;
    }
    const p = sq === '-' ? null : host.pieceAt(sq);
    host.clearTry();
    shot = sq;
    turns = list;
    promo = null;
    if (sq !== '-') host.setCursor(sq);
    const noMove = canSkip();
    host.say((m) => {
      const said = sq === '-' ? m.shotMissed : m.shotAt(sq, p ? pieceName(p.side, p.rank, m) : null);
      return noMove ? `${said} ${m.noMove}` : said;
    });
    host.render();
    // The Miss button is hidden now: the keyboard continues on the board.
    if (sq === '-') host.focusBoard();
  }

  function clear() {
    shot = null;
    turns = [];
    promo = null;
  }

  const panel = createBogenPanel({
    miss: () => shoot('-'),
    changeShot: () => {
      host.clearTry();
      clear();
      host.say((m) => m.shotCleared);
      host.render();
      host.focusBoard();
    },
    skip: () => host.try(`${shotText()} --`),
    promote(letter) {
      if (!promo || !PROMOTIONS.includes(letter)) return null;
      const { from, to } = promo;
      promo = null;
      const v = host.try(`${shotText()} ${from}${to}${letter}`);
      host.focusBoard();
      return v;
    },
    cancel() {
      promo = null;
      host.clearTry();
      host.say((m) => m.cancelled);
      host.render();
      host.focusBoard();
    },
  });
  const press = (b) => () => {
    if (!b.hidden && !b.disabled) b.click();
  };

  return {
    panel: panel.panel,
    keys: { m: press(panel.miss), c: press(panel.change), s: press(panel.skip) },
    /** Whether a tap on the board now names the square the shot hit (before the move). */
    picking: () => host.active() && shot === null,
    tap: shoot,
    /** The turns allowed now (after the chosen shot). */
    moves: () => turns,
    /** Whether pieces may be dragged now. */
    blocked: () => shot === null || !!promo,
    /** A move on the board after the shot: a pawn reaching the last rank asks for its piece first. */
    move(from, to) {
      const uci = `${from}${to}`;
      if (turns.some((t) => (t.split(' ')[1] || '').length === 5 && t.split(' ')[1].startsWith(uci))) {
        const p = host.pieceAt(from);
        promo = { from, to, side: p ? p.side : 'white' };
        host.clearTargets();
        host.say((m) => m.promoteAsk);
        host.render();
        panel.focusPromotion();
        return null;
      }
      return host.try(`${shotText()} ${uci}`);
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
      const r = row.shotRemoves;
      return { pieces, shot: row.shot, ghost: r ? { square: r.square, piece: { side: r.side, rank: r.piece } } : null };
    },
    /** The panel: round, points, result (`over`: the game is over at this step), the shot controls. */
    update({ msgs, rows, step, over, side }) {
      panel.update({ msgs, rows, step, result: over, side, promotion: promo, canSkip: canSkip(),
        phase: !host.active() ? null : over ? 'over' : shot === null ? 'shot' : 'move' });
    },
  };
}

export default {
  // The engine's describe('bogenschach'), the part the widget reads (tests/js/adapters.test.mjs compares them).
  description: {
    name: 'bogenschach', fileNames: [...CHESS_FILES], rankNames: ['1', '2', '3', '4', '5', '6', '7', '8'],
    sides: ['white', 'black'], regions: [], moveWord: 'turn', spacedMoves: true,
  },
  createBoard: createChessBoard, readForDisplay: readChessFenForDisplay, sideToMove: chessSideToMove,
  writePosition: writeChessFen, marks: CHESS_LETTER, extras: chessExtras, enPassantSquares, squares: CHESS_SQUARES,
  cursor: 'e1', names: 'chessPieces', hint: 'bgTryHint', wrapClass: 'chess', royal: 'king', citeRefusal: true,
  splitMoves: splitTurns,
  fromTo: (turn) => uciSquares(turn.split(' ')[1]),
  rowFromTo: (row) => uciSquares(row.uci),
  rowMove: (row) => row.text,
  rowText: (row) => row.text,
  // The turn recorded as shot and SAN ("@e4 Kg2+"), or "--" for a skip.
  played: (v, move) => (typeof v.shot === 'string' ? `@${v.shot} ${v.san || '--'}` : move),
  verdictText: (v, played) => played,
  /** A record's shoot-out result is no row of its own: it stays the record's last entry in share links. */
  keepsLast: (entry) => /^\s*shoot-out\s*:/i.test(entry),
  renderTable: renderBogenTable,
  speech: (msgs, row) => [row.score && labelled(msgs.colScore, `${row.score.white}:${row.score.black}`),
    row.check && msgs.checkNote],
  createTurn,
};
