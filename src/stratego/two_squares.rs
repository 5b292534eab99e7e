//! The Two-Squares Rule (ISF 10; spec "Two-Squares Rule"): a piece may not move more than `limit`
//! times in a row between the same two squares. For Scouts (ISF 10.2) every square stepped over
//! counts, so a run is followed on the edges between squares that the moves cross.
//!
//! A move crosses a contiguous stretch of edges on one line (a file or a rank). Consecutive moves of
//! one player by the same piece continue the run while all of them cross at least one common edge;
//! the common edges are therefore an interval on one line, kept here as `lo..=hi`.

use crate::core::{PieceId, Square};
use serde::Serialize;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Line {
    /// Moves along a file (up and down); edges numbered by the lower rank they touch.
    File(u8),
    /// Moves along a rank (left and right); edges numbered by the lower file they touch.
    Rank(u8),
}

/// A run of consecutive moves of one player by one piece over a common edge.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TwoSquaresRun {
    pub piece: PieceId,
    line: Line,
    lo: u8,
    hi: u8,
    /// The direction of the run's first move along its line (true: towards higher numbers).
    forward: bool,
    pub count: u32,
}

/// What a move does to its player's run, for `explain` and verdicts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RunInfo {
    /// `start` or `continue`.
    pub kind: &'static str,
    /// The two squares the run goes between (for a Scout, the ends of the common stretch), in
    /// the order of the run's first move.
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
    /// The run after `piece` moves `from`-`to`, given the player's previous run (if its last move
    /// continued one). Returns `None` only for a move that is not along a line.
    pub fn after(
        previous: Option<&TwoSquaresRun>,
        piece: PieceId,
        from: Square,
        to: Square,
    ) -> Option<TwoSquaresRun> {
        let (line, lo, hi, forward) = crossing(from, to)?;
        if let Some(run) = previous.filter(|r| r.piece == piece && r.line == line) {
            let (clo, chi) = (run.lo.max(lo), run.hi.min(hi));
            if clo <= chi {
                return Some(TwoSquaresRun {
                    lo: clo,
                    hi: chi,
                    count: run.count + 1,
                    ..*run
                });
            }
        }
        Some(TwoSquaresRun {
            piece,
            line,
            lo,
            hi,
            forward,
            count: 1,
        })
    }

    /// The squares at the two ends of the common stretch, in the order of the run's first move.
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
}
