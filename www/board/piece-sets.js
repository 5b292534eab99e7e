// Each game's piece set per side, as the position editor counts the board against it. Only counting: the engine
// decides what a position is (a rule example may hold any pieces; a full Stratego setup is checked there, with
// the option fromStart, against src/stratego/setup.rs, which tests/js/editor.test.mjs compares with this table).
//   Stratego: the ISF classic set of 40 (ISF game rules; docs/rules/stratego.md "Piece sets").
//   Xiangqi: the 16 pieces of each side's start position (AXF rules).
//   Chess (Bogenschach): the 16 pieces of each side's start position; a Pawn may have promoted, so a Queen,
//   Rook, Bishop or Knight beyond the set counts against the side's missing Pawns.

export const PIECE_SETS = {
  stratego: {
    marshal: 1, general: 1, colonel: 2, major: 3, captain: 4, lieutenant: 4, sergeant: 4, miner: 5, scout: 8,
    spy: 1, bomb: 6, flag: 1,
  },
  xiangqi: { general: 1, advisor: 2, elephant: 2, horse: 2, chariot: 2, cannon: 2, soldier: 5 },
  bogenschach: { king: 1, queen: 1, rook: 2, bishop: 2, knight: 2, pawn: 8 },
};

/** The set of `game` (Stratego's for any other name), and its size per side. */
export function pieceSet(game) {
  const set = PIECE_SETS[game] || PIECE_SETS.stratego;
  return { set, total: Object.values(set).reduce((a, b) => a + b, 0) };
}

/** Map(square -> {side, rank}) -> { side: { rank: n, total: n } }. */
export function tally(pieces) {
  const out = {};
  for (const p of pieces.values()) {
    const t = (out[p.side] ||= { total: 0 });
    t[p.rank] = (t[p.rank] || 0) + 1;
    t.total += 1;
  }
  return out;
}

/** What goes beyond the set, per side, in board order of `sides`: a list of
 *   { side, kind: 'rank', rank, n, max }  more of one piece than the set has (never a promoted chess piece),
 *   { side, kind: 'total', n, max }       more pieces than the set (Stratego's unknown pieces count here),
 *   { side, kind: 'promoted', extra, room } chess: more Queens, Rooks, Bishops and Knights beyond the set
 *                                          than the side's missing Pawns could have become. */
export function beyondSet(game, pieces, sides) {
  const { set, total } = pieceSet(game);
  const counts = tally(pieces);
  const chess = game === 'bogenschach';
  const out = [];
  for (const side of sides) {
    const c = counts[side] || { total: 0 };
    let extra = 0;
    for (const [rank, max] of Object.entries(set)) {
      const n = c[rank] || 0;
      if (n <= max) continue;
      if (chess && rank !== 'king' && rank !== 'pawn') extra += n - max;
      else out.push({ side, kind: 'rank', rank, n, max });
    }
    if (chess) {
      const room = Math.max(0, set.pawn - (c.pawn || 0));
      if (extra > room) out.push({ side, kind: 'promoted', extra, room });
    }
    if (c.total > total) out.push({ side, kind: 'total', n: c.total, max: total });
  }
  return out;
}
