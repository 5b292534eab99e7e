//! Stratego's sides and ranks (ISF 5; spec "Board, pieces, setup").

use serde::Serialize;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    Red,
    Blue,
}

impl Side {
    #[inline(always)]
    pub fn other(self) -> Side {
        match self {
            Side::Red => Side::Blue,
            Side::Blue => Side::Red,
        }
    }

    #[inline(always)]
    pub fn is_blue(self) -> bool {
        self == Side::Blue
    }

    pub fn id(self) -> &'static str {
        match self {
            Side::Red => "red",
            Side::Blue => "blue",
        }
    }
}

/// A piece's rank. `Unknown` stands for a piece whose rank a forum position does not give: it moves
/// one square like any movable piece, and a battle with it cannot be decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Rank {
    Flag,
    Bomb,
    Spy,
    Scout,
    Miner,
    Sergeant,
    Lieutenant,
    Captain,
    Major,
    Colonel,
    General,
    Marshal,
    Unknown,
}

impl Rank {
    pub const ALL: [Rank; 13] = [
        Rank::Flag,
        Rank::Bomb,
        Rank::Spy,
        Rank::Scout,
        Rank::Miner,
        Rank::Sergeant,
        Rank::Lieutenant,
        Rank::Captain,
        Rank::Major,
        Rank::Colonel,
        Rank::General,
        Rank::Marshal,
        Rank::Unknown,
    ];

    /// The ISF number (Spy 1 .. Marshal 10); `None` for Bomb, Flag and Unknown.
    pub fn number(self) -> Option<u8> {
        match self {
            Rank::Spy => Some(1),
            Rank::Scout => Some(2),
            Rank::Miner => Some(3),
            Rank::Sergeant => Some(4),
            Rank::Lieutenant => Some(5),
            Rank::Captain => Some(6),
            Rank::Major => Some(7),
            Rank::Colonel => Some(8),
            Rank::General => Some(9),
            Rank::Marshal => Some(10),
            Rank::Flag | Rank::Bomb | Rank::Unknown => None,
        }
    }

    #[inline(always)]
    pub fn is_movable(self) -> bool {
        !matches!(self, Rank::Flag | Rank::Bomb)
    }

    /// The letter of our position format (docs/stratego-notation.md), upper case.
    #[inline(always)]
    pub fn letter(self) -> char {
        match self {
            Rank::Flag => 'F',
            Rank::Bomb => 'B',
            Rank::Spy => 'S',
            Rank::Scout => 'R',
            Rank::Miner => 'N',
            Rank::Sergeant => 'T',
            Rank::Lieutenant => 'L',
            Rank::Captain => 'P',
            Rank::Major => 'J',
            Rank::Colonel => 'O',
            Rank::General => 'G',
            Rank::Marshal => 'M',
            Rank::Unknown => 'U',
        }
    }

    pub fn from_letter(c: char) -> Option<Rank> {
        let up = c.to_ascii_uppercase();
        Rank::ALL.into_iter().find(|r| r.letter() == up)
    }

    /// The stable id used in the API: `marshal`, `scout`, `unknown`.
    pub fn id(self) -> &'static str {
        match self {
            Rank::Flag => "flag",
            Rank::Bomb => "bomb",
            Rank::Spy => "spy",
            Rank::Scout => "scout",
            Rank::Miner => "miner",
            Rank::Sergeant => "sergeant",
            Rank::Lieutenant => "lieutenant",
            Rank::Captain => "captain",
            Rank::Major => "major",
            Rank::Colonel => "colonel",
            Rank::General => "general",
            Rank::Marshal => "marshal",
            Rank::Unknown => "unknown",
        }
    }

    /// The rank's place in [`Rank::ALL`] (the order of the declaration).
    #[inline(always)]
    fn code(self) -> u8 {
        self as u8
    }
}

/// A piece on the board. `id` follows the piece through the game; two pieces with the same side
/// and rank are interchangeable for repetition (spec, More-Squares Rule).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece {
    pub side: Side,
    pub rank: Rank,
    pub id: crate::core::PieceId,
}

impl Piece {
    /// The code hashed for repetition: side and rank only, never identity (1..=26).
    #[inline(always)]
    pub fn hash_code(self) -> u8 {
        1 + self.rank.code() + if self.side.is_blue() { 13 } else { 0 }
    }

    /// The letter of our position format: upper case Red, lower case Blue.
    #[inline(always)]
    pub fn letter(self) -> char {
        let c = self.rank.letter();
        if self.side.is_blue() {
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
    fn codes_are_the_places_in_all() {
        for (i, r) in Rank::ALL.iter().enumerate() {
            assert_eq!(usize::from(r.code()), i);
        }
    }

    #[test]
    fn letters_are_distinct_and_read_back() {
        for r in Rank::ALL {
            assert_eq!(Rank::from_letter(r.letter()), Some(r));
            assert_eq!(Rank::from_letter(r.letter().to_ascii_lowercase()), Some(r));
        }
        let mut letters: Vec<char> = Rank::ALL.iter().map(|r| r.letter()).collect();
        letters.sort();
        letters.dedup();
        assert_eq!(letters.len(), Rank::ALL.len());
    }
}
