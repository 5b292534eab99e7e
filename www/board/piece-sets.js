// A game's piece set per side, as the position editor counts the board against it. Only counting: the engine
// decides what a position is (a rule example may hold any pieces). The set is the game adapter's (board/games/
// <game>.js, `editor.set`: { name, pieces: { rank: n }, promotion }; tests/js/adapters.test.mjs compares it with the
// engine's pieces and start position). `promotion` { from, to }: a piece of `to` beyond the set may be one that a
// missing `from` became (a chess Pawn promoted to a Queen, Rook, Bishop or Knight), so it counts against them.

/** The size per side of `set`. */
export const setTotal = (set) => Object.values(set.pieces).reduce((a, b) => a + b, 0);

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

/** What goes beyond `set`, per side, in board order of `sides`: a list of
 *   { side, kind: 'rank', rank, n, max }  more of one piece than the set has (never a promoted piece),
 *   { side, kind: 'total', n, max }       more pieces than the set (Stratego's unknown pieces count here),
 *   { side, kind: 'promoted', extra, room } more pieces the set's promotion makes beyond the set than the
 *                                          side's missing pieces that promote could have become. */
export function beyondSet(set, pieces, sides) {
  const { promotion } = set;
  const total = setTotal(set);
  const counts = tally(pieces);
  const out = [];
  for (const side of sides) {
    const c = counts[side] || { total: 0 };
    let extra = 0;
    for (const [rank, max] of Object.entries(set.pieces)) {
      const n = c[rank] || 0;
      if (n <= max) continue;
      if (promotion && promotion.to.includes(rank)) extra += n - max;
      else out.push({ side, kind: 'rank', rank, n, max });
    }
    if (promotion) {
      const room = Math.max(0, set.pieces[promotion.from] - (c[promotion.from] || 0));
      if (extra > room) out.push({ side, kind: 'promoted', extra, room });
    }
    if (c.total > total) out.push({ side, kind: 'total', n: c.total, max: total });
  }
  return out;
}
