//! The Two-Squares Rule (ISF 10; spec "Two-Squares Rule"): a piece may not move more than `limit`
//! times in a row between the same two squares. For Scouts (ISF 10.2) every square stepped over
//! counts, so the rule is followed on the edges between squares that the moves cross.
//!
//! A move crosses a contiguous stretch of edges on one line (a file or a rank). Its count is the
//! length of the longest stretch of its player's consecutive moves by the same piece, ending with
//! this move, that all cross one common edge: counted backwards from the move being judged, so an
//! earlier move that shares nothing with the later ones never hides a shuttle over one edge.
//!
//! That count is kept per edge: for each edge of the line, how many of the piece's moves in a row,
//! ending with the last one, crossed it. A move adds one on the edges it crosses and clears the
//! others; its count is the largest of its own edges' numbers. The edges that reach that count are
//! the ones all the counted moves cross: an interval, kept as `lo..=hi` to name the run's squares.

use crate::core::{PieceId, Square};
use serde::Serialize;

/// Edges on one line of the 10 x 10 board.
const EDGES: usize = 9;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Line {
    /// Moves along a file (up and down); edges numbered by the lower rank they touch.
    File(u8),
    /// Moves along a rank (left and right); edges numbered by the lower file they touch.
    Rank(u8),
}

/// The state of a player's Two-Squares count after a move: which piece moved along which line,
/// each edge's streak, and the run the move counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TwoSquaresRun {
    pub piece: PieceId,
    line: Line,
    /// For each edge of the line: how many of the piece's moves in a row, ending with this one,
    /// crossed it (0 on the edges this move does not cross). Saturating at `u16::MAX`, far past
    /// the largest limit (20).
    streak: [u16; EDGES],
    /// For each edge (bit `e`): whether the first move of its streak went towards higher numbers.
    first_forward: u16,
    /// The edges all the counted moves cross.
    lo: u8,
    hi: u8,
    /// The direction of the first counted move along its line (true: towards higher numbers).
    forward: bool,
    /// The move's count: the longest stretch of consecutive moves, ending with it, over one edge.
    pub count: u32,
}

/// What a move does to its player's run, for `explain` and verdicts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RunInfo {
    /// `start` or `continue`.
    pub kind: &'static str,
    /// The two squares the run goes between (for a Scout, the ends of the edges all the counted
    /// moves cross), in the order of the first counted move.
    pub from: Square,
    pub to: Square,
    pub count: u32,
    pub limit: u32,
}

#[inline(always)]
fn crossing(from: Square, to: Square) -> Option<(Line, u8, u8, bool)> {
    if from.file == to.file && from.rank != to.rank {
        let (lo, hi) = (from.rank.min(to.rank), from.rank.max(to.rank) - 1);
        Some((Line::File(from.file), lo, hi, to.rank > from.rank))
    } else if from.rank == to.rank && from.file != to.file {
        let (lo, hi) = (from.file.min(to.file), from.file.max(to.file) - 1);
        Some((Line::Rank(from.rank), lo, hi, to.file > from.file))
    } else {
        None
    }
}

impl TwoSquaresRun {
    /// The state after `piece` moves `from`-`to`, given the player's state after their previous
    /// move (if any). Returns `None` only for a move that is not along a line.
    pub fn after(
        previous: Option<&TwoSquaresRun>,
        piece: PieceId,
        from: Square,
        to: Square,
    ) -> Option<TwoSquaresRun> {
        let (line, lo, hi, forward) = crossing(from, to)?;
        // the streaks go on only for the same piece on the same line; any other move clears them
        let previous = previous.filter(|r| r.piece == piece && r.line == line);
        let mut run = TwoSquaresRun {
            piece,
            line,
            streak: [0; EDGES],
            first_forward: 0,
            lo,
            hi,
            forward,
            count: 0,
        };
        let (lo, hi) = (usize::from(lo), usize::from(hi));
        for (e, streak) in run.streak.iter_mut().enumerate().take(hi + 1).skip(lo) {
            let (before, before_forward) = match previous {
                Some(p) => (
                    p.streak.get(e).copied().unwrap_or(0),
                    (p.first_forward >> e) & 1 == 1,
                ),
                None => (0, false),
            };
            *streak = before.saturating_add(1);
            let first_forward = if before == 0 { forward } else { before_forward };
            run.first_forward |= u16::from(first_forward) << e;
            // the edges at the largest streak are contiguous (all the counted moves cross them)
            let s = u32::from(*streak);
            if s > run.count {
                run.count = s;
                run.lo = e as u8;
                run.hi = e as u8;
                run.forward = first_forward;
            } else if s == run.count {
                run.hi = e as u8;
            }
        }
        Some(run)
    }

    /// The squares at the two ends of the edges all the counted moves cross, in the order of the
    /// first counted move.
    pub fn ends(&self) -> (Square, Square) {
        let (a, b) = match self.line {
            Line::File(f) => (Square::new(f, self.lo), Square::new(f, self.hi + 1)),
            Line::Rank(r) => (Square::new(self.lo, r), Square::new(self.hi + 1, r)),
        };
        if self.forward {
            (a, b)
        } else {
            (b, a)
        }
    }

    pub fn info(&self, limit: u32) -> RunInfo {
        let (from, to) = self.ends();
        RunInfo {
            kind: if self.count == 1 { "start" } else { "continue" },
            from,
            to,
            count: self.count,
            limit,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stratego::position::parse_square as sq;

    fn play(moves: &[(&str, &str)]) -> Vec<u32> {
        let mut run: Option<TwoSquaresRun> = None;
        moves
            .iter()
            .map(|(a, b)| {
                run =
                    TwoSquaresRun::after(run.as_ref(), PieceId(1), sq(a).unwrap(), sq(b).unwrap());
                run.unwrap().count
            })
            .collect()
    }

    #[test]
    fn back_and_forth_between_two_squares_counts_up() {
        assert_eq!(
            play(&[("B2", "B3"), ("B3", "B2"), ("B2", "B3"), ("B3", "B2")]),
            [1, 2, 3, 4]
        );
    }

    #[test]
    fn a_turn_starts_a_new_run() {
        assert_eq!(play(&[("B2", "B3"), ("B3", "C3"), ("C3", "B3")]), [1, 1, 2]);
    }

    #[test]
    fn scout_is_counted_on_every_square_it_crosses() {
        // A1-A5, A5-A2, A2-A4: all cross the edges between A2..A4; A4-A9 crosses A4-A5 only,
        // shared with A1-A5 but not with A2-A4's common stretch... A2-A4 keeps A2..A4.
        assert_eq!(
            play(&[
                ("A1", "A5"),
                ("A5", "A2"),
                ("A2", "A4"),
                ("A4", "A3"),
                ("A3", "A1")
            ]),
            [1, 2, 3, 4, 1]
        );
        let mut run = None;
        for (a, b) in [("A1", "A5"), ("A5", "A2"), ("A2", "A4")] {
            run = TwoSquaresRun::after(run.as_ref(), PieceId(1), sq(a).unwrap(), sq(b).unwrap());
        }
        let ends = run.unwrap().ends();
        assert_eq!((ends.0.name(), ends.1.name()), ("A2".into(), "A4".into()));
    }

    #[test]
    fn another_piece_starts_a_new_run() {
        let r1 = TwoSquaresRun::after(None, PieceId(1), sq("B2").unwrap(), sq("B3").unwrap());
        let r2 = TwoSquaresRun::after(
            r1.as_ref(),
            PieceId(2),
            sq("B3").unwrap(),
            sq("B2").unwrap(),
        );
        assert_eq!(r2.unwrap().count, 1);
    }

    #[test]
    fn the_count_is_taken_backwards_from_the_move() {
        // A3-D3 and D3-H3 share no edge, H3-A3 crosses both; the shuttle over A3|B3 that follows
        // counts H3-A3 too: the eighth move is the sixth in a row over that edge.
        let moves = [
            ("A3", "D3"),
            ("D3", "H3"),
            ("H3", "A3"),
            ("A3", "B3"),
            ("B3", "A3"),
            ("A3", "B3"),
            ("B3", "A3"),
            ("A3", "B3"),
        ];
        assert_eq!(play(&moves), [1, 1, 2, 2, 3, 4, 5, 6]);
        let mut run = None;
        for (a, b) in &moves[..4] {
            run = TwoSquaresRun::after(run.as_ref(), PieceId(1), sq(a).unwrap(), sq(b).unwrap());
        }
        // named in the direction of the first counted move, H3-A3
        let ends = run.unwrap().ends();
        assert_eq!((ends.0.name(), ends.1.name()), ("B3".into(), "A3".into()));
    }

    #[test]
    fn a_long_move_keeps_the_longer_streak_of_its_edges() {
        // A1-A3 then A3-A2 A2-A3 shuttle on A2|A3; A3-A1 crosses A1|A2 (streak 1 after the
        // first move was broken by A3-A2) and A2|A3 (streak 4): its count is 4.
        assert_eq!(
            play(&[("A1", "A3"), ("A3", "A2"), ("A2", "A3"), ("A3", "A1")]),
            [1, 2, 3, 4]
        );
    }
}
