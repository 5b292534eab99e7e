//! Xiangqi's sides and pieces (spec "Board and moves").

use crate::core::PieceId;
use serde::Serialize;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    Red,
    Black,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::Red => Side::Black,
            Side::Black => Side::Red,
        }
    }

    pub fn is_black(self) -> bool {
        self == Side::Black
    }

    /// 0 for Red, 1 for Black.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The rank step of "forward" for this side: Red moves up the ranks (0 -> 9), Black down.
    pub fn forward(self) -> i8 {
        match self {
            Side::Red => 1,
            Side::Black => -1,
        }
    }

    pub fn id(self) -> &'static str {
        match self {
            Side::Red => "red",
            Side::Black => "black",
        }
    }
}

/// A piece's kind. The General is also called King; the letters follow the FEN and WXF conventions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    General,
    Advisor,
    Elephant,
    Horse,
    Chariot,
    Cannon,
    Soldier,
}

impl Kind {
    pub const ALL: [Kind; 7] = [
        Kind::General,
        Kind::Advisor,
        Kind::Elephant,
        Kind::Horse,
        Kind::Chariot,
        Kind::Cannon,
        Kind::Soldier,
    ];

    /// The FEN letter we write (upper case): K A B N R C P.
    pub fn fen_letter(self) -> char {
        match self {
            Kind::General => 'K',
            Kind::Advisor => 'A',
            Kind::Elephant => 'B',
            Kind::Horse => 'N',
            Kind::Chariot => 'R',
            Kind::Cannon => 'C',
            Kind::Soldier => 'P',
        }
    }

    /// The WXF letter: K A E H R C P.
    pub fn wxf_letter(self) -> char {
        match self {
            Kind::General => 'K',
            Kind::Advisor => 'A',
            Kind::Elephant => 'E',
            Kind::Horse => 'H',
            Kind::Chariot => 'R',
            Kind::Cannon => 'C',
            Kind::Soldier => 'P',
        }
    }

    /// Reads either letter set, any case: K/G general, A advisor, B/E elephant, N/H horse,
    /// R chariot, C cannon, P soldier.
    pub fn from_letter(c: char) -> Option<Kind> {
        match c.to_ascii_uppercase() {
            'K' | 'G' => Some(Kind::General),
            'A' => Some(Kind::Advisor),
            'B' | 'E' => Some(Kind::Elephant),
            'N' | 'H' => Some(Kind::Horse),
            'R' => Some(Kind::Chariot),
            'C' => Some(Kind::Cannon),
            'P' => Some(Kind::Soldier),
            _ => None,
        }
    }

    /// How many of this kind a side has at the start (and at most).
    pub fn max_count(self) -> usize {
        match self {
            Kind::General => 1,
            Kind::Soldier => 5,
            _ => 2,
        }
    }

    /// The stable id used in the API: `general`, `horse`, ...
    pub fn id(self) -> &'static str {
        match self {
            Kind::General => "general",
            Kind::Advisor => "advisor",
            Kind::Elephant => "elephant",
            Kind::Horse => "horse",
            Kind::Chariot => "chariot",
            Kind::Cannon => "cannon",
            Kind::Soldier => "soldier",
        }
    }

    /// The Chinese character, Red's and Black's forms (帥/將, 仕/士, 相/象, 傌/馬, 俥/車, 炮/砲, 兵/卒).
    pub fn chinese(self, side: Side) -> char {
        let red = side == Side::Red;
        match self {
            Kind::General => pick(red, '帥', '將'),
            Kind::Advisor => pick(red, '仕', '士'),
            Kind::Elephant => pick(red, '相', '象'),
            Kind::Horse => pick(red, '傌', '馬'),
            Kind::Chariot => pick(red, '俥', '車'),
            Kind::Cannon => pick(red, '炮', '砲'),
            Kind::Soldier => pick(red, '兵', '卒'),
        }
    }

    fn code(self) -> u8 {
        self as u8
    }
}

fn pick(red: bool, a: char, b: char) -> char {
    if red {
        a
    } else {
        b
    }
}

/// A piece on the board. `id` follows the piece through the game (for the chase rules: "the same
/// piece is chased"); two pieces of the same side and kind are interchangeable for repetition.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece {
    pub side: Side,
    pub kind: Kind,
    pub id: PieceId,
}

impl Piece {
    /// The code hashed for repetition: side and kind only, never identity (1..=14).
    pub fn hash_code(self) -> u8 {
        1 + self.kind.code() + if self.side.is_black() { 7 } else { 0 }
    }

    /// The FEN letter: upper case Red, lower case Black.
    pub fn fen_letter(self) -> char {
        let c = self.kind.fen_letter();
        if self.side.is_black() {
            c.to_ascii_lowercase()
        } else {
            c
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_letter_sets_read_back() {
        for k in Kind::ALL {
            assert_eq!(Kind::from_letter(k.fen_letter()), Some(k));
            assert_eq!(Kind::from_letter(k.wxf_letter()), Some(k));
            assert_eq!(
                Kind::from_letter(k.wxf_letter().to_ascii_lowercase()),
                Some(k)
            );
        }
        assert_eq!(Kind::from_letter('G'), Some(Kind::General));
        assert_eq!(Kind::from_letter('x'), None);
    }
}
