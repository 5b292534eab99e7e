//! Points: each player scores the opponent's pieces that have left the board, captured or shot,
//! by either side (Pawn 1, Knight 3, Bishop 3, Rook 5, Queen 9, King 0; a promoted piece as what
//! it became). Shooting one's own King (Meuchelei) costs 15.

use crate::chess::{Color, Piece, Role};
use crate::core::Square;
use serde::Serialize;

/// What shooting one's own King costs.
pub const MEUCHELEI_PENALTY: i32 = 15;

/// A piece that left the board, how, and by whom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Removal {
    pub piece: Piece,
    pub square: Square,
    /// The player whose shot or move removed it.
    pub by: Color,
    /// A shot (true) or a capture by a move (false).
    pub shot: bool,
}

impl Removal {
    /// The points it is worth to the player who scores it (its owner's opponent).
    pub fn points(&self) -> u32 {
        self.piece.role.value()
    }

    /// The player who scores it, whoever removed it; `None` for a King (worth nothing).
    pub fn scored_by(&self) -> Option<Color> {
        (self.piece.role != Role::King).then(|| self.piece.color.other())
    }

    /// A King shot by its own side.
    pub fn is_meuchelei(&self) -> bool {
        self.shot && self.piece.role == Role::King && self.by == self.piece.color
    }
}

/// The points of both players.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Score {
    pub white: i32,
    pub black: i32,
}

impl Score {
    pub fn of(&self, c: Color) -> i32 {
        match c {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }

    /// The score after these removals.
    pub fn from_removals(removals: &[Removal]) -> Score {
        let mut s = Score::default();
        for r in removals {
            let pts = r.points() as i32;
            match r.piece.color {
                Color::White => s.black += pts,
                Color::Black => s.white += pts,
            }
            if r.is_meuchelei() {
                match r.by {
                    Color::White => s.white -= MEUCHELEI_PENALTY,
                    Color::Black => s.black -= MEUCHELEI_PENALTY,
                }
            }
        }
        s
    }
}
