//! The More-Squares Rule (ISF 11; spec "More-Squares Rule"; seed 000 "Mehr-Feld-Regel", seed 001
//! Gravon's definitions): a player who keeps threatening pieces that keep evading may not make a
//! chasing move into a board that has already stood since the start or the last battle, unless the
//! moved piece goes back to the square it left on that player's directly preceding move.
//!
//! The state here is one player's chase; the game keeps one per side, judged on its own.

use crate::core::{PieceId, Square};
use serde::Serialize;

/// One player's continuous chase, kept move by move. Its sets of pieces and squares are bit sets
/// (a board has 100 squares, so a position has fewer than 128 pieces and piece ids below 128): the
/// chase is copied, not allocated, when a move is played or taken back.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ContinuousChase {
    /// Pieces threatened by the chaser's last move; the opponent's next move must move one of them.
    pending: u128,
    /// True while the chain holds: every chaser move threatened and every reply evaded.
    in_progress: bool,
    /// Pieces that have evaded during this chase.
    evaded: u128,
    /// The distinct squares on which pieces were threatened during this chase.
    squares: u128,
    /// The ply of the chaser's move that began this chain of threats (for the rule meter; the
    /// rule's verdicts do not read it).
    since: u32,
}

/// Bit `n` of a set (none for `n` of 128 or more), shifted as a 64-bit number into one half: a
/// 128-bit shift by a variable amount is a call in WebAssembly.
#[inline(always)]
fn bit(n: u32) -> u128 {
    match n {
        0..=63 => u128::from(1u64 << n),
        64..=127 => u128::from(1u64 << (n - 64)) << 64,
        _ => 0,
    }
}

/// The bit of a piece in a set of pieces.
#[inline(always)]
fn piece_bit(id: PieceId) -> u128 {
    bit(u32::from(id.0))
}

/// The bit of a square (its index on the 10x10 board) in a set of squares.
#[inline(always)]
fn square_bit(sq: Square) -> u128 {
    bit(u32::from(sq.rank) * 10 + u32::from(sq.file))
}

/// What a threatening move means for its player's chase, before it is played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChaseStep {
    /// The chase goes on from earlier threats and evasions (false: this move starts one).
    pub continues: bool,
    /// The move threatens a piece that has evaded during this chase: a chasing move.
    pub chasing_move: bool,
    /// Distinct squares on which pieces have been threatened in this chase, this move included.
    pub squares: usize,
}

/// The More-Squares row of `explain`, also carried by verdicts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ChaseInfo {
    /// A continuous chase over more than two squares is under way (the seed's "MFR" marking).
    pub chase: bool,
    /// Distinct squares on which the chased pieces have been threatened.
    pub squares: usize,
    /// The squares of the pieces this move threatens.
    pub threatened: Vec<Square>,
    pub chasing_move: bool,
    /// For a chasing move into a board already seen: the move after which it stood.
    pub repeated: Option<crate::core::MoveRef>,
    /// The exception applied: the piece went back to the square it left on its player's last move.
    pub exception: bool,
    pub text: String,
}

impl ContinuousChase {
    /// Judges a move of the chaser that threatens `threatened` (pieces and their squares).
    pub fn step(&self, threatened: &[(PieceId, Square)]) -> ChaseStep {
        let continues = self.in_progress;
        let chasing_move = continues
            && threatened
                .iter()
                .any(|(id, _)| self.evaded & piece_bit(*id) != 0);
        let known = if continues { self.squares } else { 0 };
        let all = threatened
            .iter()
            .fold(known, |set, (_, sq)| set | square_bit(*sq));
        ChaseStep {
            continues,
            chasing_move,
            squares: all.count_ones() as usize,
        }
    }

    /// The chaser moved without a battle at ply `ply`, threatening `threatened` (maybe nothing).
    pub fn after_own_move(&mut self, threatened: &[(PieceId, Square)], ply: usize) {
        if threatened.is_empty() {
            self.end();
            return;
        }
        if !self.in_progress {
            self.evaded = 0;
            self.squares = 0;
            self.since = u32::try_from(ply).unwrap_or(u32::MAX);
        }
        for (_, sq) in threatened {
            self.squares |= square_bit(*sq);
        }
        self.pending = threatened
            .iter()
            .fold(0, |set, (id, _)| set | piece_bit(*id));
        self.in_progress = false;
    }

    /// The opponent moved `piece` without a battle: an evasion if it was threatened by the
    /// chaser's last move, otherwise the chase is over.
    pub fn after_reply(&mut self, piece: PieceId) {
        if self.pending & piece_bit(piece) != 0 {
            self.evaded |= piece_bit(piece);
            self.pending = 0;
            self.in_progress = true;
        } else {
            self.end();
        }
    }

    /// A battle took place: every chase ends. (Written only when there is a chase to end: most
    /// moves end none, and writing the empty chase is a `memory.fill` in WebAssembly, a call out of
    /// the compiled code.)
    #[inline(always)]
    pub fn end(&mut self) {
        if self.in_progress || (self.pending | self.evaded | self.squares) != 0 {
            *self = ContinuousChase::default();
        }
    }

    pub fn in_progress(&self) -> bool {
        self.in_progress
    }

    /// The ply of the chaser's move that began the chase.
    pub fn since(&self) -> usize {
        self.since as usize
    }

    /// How many distinct squares pieces were threatened on during the chase.
    pub fn squares(&self) -> u32 {
        self.squares.count_ones()
    }

    /// Whether `id` is chased: it has evaded during the chase, or the chaser's last move threatens it.
    pub fn chases(&self, id: PieceId) -> bool {
        (self.evaded | self.pending) & piece_bit(id) != 0
    }

    /// A continuous chase is alive: at least one piece has evaded, and the chain still holds
    /// (threats await an answer, or the last answer evaded).
    pub fn is_active(&self) -> bool {
        self.evaded != 0 && (self.in_progress || self.pending != 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(n: u16) -> PieceId {
        PieceId(n)
    }
    fn s(f: u8, r: u8) -> Square {
        Square::new(f, r)
    }

    #[test]
    fn bits_are_the_shifted_ones() {
        for n in 0..200u32 {
            assert_eq!(bit(n), 1u128.checked_shl(n).unwrap_or(0), "{n}");
        }
    }

    #[test]
    fn a_chase_needs_an_evasion_before_its_moves_are_chasing_moves() {
        let mut c = ContinuousChase::default();
        let first = c.step(&[(p(9), s(1, 3))]);
        assert!(!first.continues && !first.chasing_move);
        c.after_own_move(&[(p(9), s(1, 3))], 0);
        c.after_reply(p(9));
        let second = c.step(&[(p(9), s(2, 3))]);
        assert!(second.continues && second.chasing_move);
        assert_eq!(second.squares, 2);
    }

    #[test]
    fn threatening_a_new_piece_continues_but_is_not_a_chasing_move() {
        let mut c = ContinuousChase::default();
        c.after_own_move(&[(p(9), s(1, 3))], 0);
        c.after_reply(p(9));
        let step = c.step(&[(p(7), s(5, 3))]);
        assert!(step.continues && !step.chasing_move);
    }

    #[test]
    fn a_reply_that_does_not_evade_ends_the_chase() {
        let mut c = ContinuousChase::default();
        c.after_own_move(&[(p(9), s(1, 3))], 0);
        c.after_reply(p(4));
        assert!(!c.in_progress());
        assert!(!c.step(&[(p(9), s(1, 3))]).chasing_move);
    }

    #[test]
    fn a_move_that_threatens_nothing_ends_the_chase() {
        let mut c = ContinuousChase::default();
        c.after_own_move(&[(p(9), s(1, 3))], 0);
        c.after_reply(p(9));
        c.after_own_move(&[], 2);
        c.after_reply(p(9));
        assert!(!c.in_progress());
    }
}
