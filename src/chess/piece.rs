//! Chess colours, piece kinds (roles) and pieces with their identity.

use crate::core::PieceId;
use serde::Serialize;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Color {
    White,
    Black,
}

impl Color {
    pub fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// 0 for White, 1 for Black: the index of per-colour tables.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The stable id used in the API: `white`, `black`.
    pub fn id(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }

    /// The FEN letter of the side to move: `w`, `b`.
    pub fn fen_char(self) -> char {
        match self {
            Color::White => 'w',
            Color::Black => 'b',
        }
    }
}

/// The kind of a chess piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    Pawn,
    Knight,
    Bishop,
    Rook,
    Queen,
    King,
}

impl Role {
    pub const ALL: [Role; 6] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ];

    /// The pieces a pawn may promote to, strongest first.
    pub const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

    pub fn index(self) -> usize {
        self as usize
    }

    /// The upper-case letter of FEN and SAN: `P N B R Q K`.
    pub fn letter(self) -> char {
        match self {
            Role::Pawn => 'P',
            Role::Knight => 'N',
            Role::Bishop => 'B',
            Role::Rook => 'R',
            Role::Queen => 'Q',
            Role::King => 'K',
        }
    }

    /// Reads a letter of either case.
    pub fn from_letter(c: char) -> Option<Role> {
        let up = c.to_ascii_uppercase();
        Role::ALL.into_iter().find(|r| r.letter() == up)
    }

    /// The stable id used in the API: `pawn`, `knight`, ...
    pub fn id(self) -> &'static str {
        match self {
            Role::Pawn => "pawn",
            Role::Knight => "knight",
            Role::Bishop => "bishop",
            Role::Rook => "rook",
            Role::Queen => "queen",
            Role::King => "king",
        }
    }

    /// The usual material value (Pawn 1, Knight 3, Bishop 3, Rook 5, Queen 9, King 0), as
    /// Bogenschach scores removed pieces.
    pub fn value(self) -> u32 {
        match self {
            Role::Pawn => 1,
            Role::Knight | Role::Bishop => 3,
            Role::Rook => 5,
            Role::Queen => 9,
            Role::King => 0,
        }
    }
}

/// A piece on the board. `id` is given when the position is set up and follows the piece through
/// the game, also through promotion (the promoted piece keeps the pawn's id).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Piece {
    pub color: Color,
    pub role: Role,
    pub id: PieceId,
}

impl Piece {
    /// The FEN letter: upper case White, lower case Black.
    pub fn letter(self) -> char {
        let c = self.role.letter();
        match self.color {
            Color::White => c,
            Color::Black => c.to_ascii_lowercase(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_read_back() {
        for r in Role::ALL {
            assert_eq!(Role::from_letter(r.letter()), Some(r));
            assert_eq!(Role::from_letter(r.letter().to_ascii_lowercase()), Some(r));
        }
        assert_eq!(Role::from_letter('x'), None);
        assert_eq!(Color::White.other(), Color::Black);
    }
}
