//! Squares and board geometry for any rectangular board up to 16 x 16.

use std::fmt;

/// A square on a board: file (column, 0 = the first file) and rank (row, 0 = the first rank).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square {
    pub file: u8,
    pub rank: u8,
}

impl Square {
    pub const fn new(file: u8, rank: u8) -> Square {
        Square { file, rank }
    }

    /// Name in the common letter-number form: `A1`, `B10`. Files past `Z` are not supported.
    pub fn name(self) -> String {
        let mut out = String::with_capacity(3);
        self.push_name(&mut out);
        out
    }

    /// Writes the name at the end of `out` (written out rather than through `fmt`: a row names
    /// several squares).
    pub fn push_name(self, out: &mut String) {
        if let Some(name) = self.static_name() {
            out.push_str(name);
            return;
        }
        out.push((b'A' + self.file) as char);
        let rank = self.rank + 1;
        if rank >= 10 {
            out.push((b'0' + rank / 10) as char);
        }
        out.push((b'0' + rank % 10) as char);
    }

    /// The name as static text (`A1` .. `J10`), from a table of every square of a board up to
    /// 10 x 10 (`None` beyond it): answers name squares with it (one text per square, sent once).
    pub fn static_name(self) -> Option<&'static str> {
        if self.file >= 10 || self.rank >= 10 {
            return None;
        }
        let at = (usize::from(self.file) * 10 + usize::from(self.rank)) * 3;
        let len = if self.rank == 9 { 3 } else { 2 };
        NAMES.get(at..at + len)
    }

    /// The name, as static text where the table has it.
    pub fn text(self) -> std::borrow::Cow<'static, str> {
        match self.static_name() {
            Some(name) => std::borrow::Cow::Borrowed(name),
            None => std::borrow::Cow::Owned(self.name()),
        }
    }

    /// Manhattan distance; 1 means orthogonally adjacent.
    pub fn distance(self, other: Square) -> u32 {
        (self.file as i32 - other.file as i32).unsigned_abs()
            + (self.rank as i32 - other.rank as i32).unsigned_abs()
    }
}

/// The names of the squares of a board up to 10 x 10, file by file (`A1`, `A2`, ... `J10`), each
/// in three bytes (`A1 `): one `static` text, so that each name is one text at one address
/// ([`Square::static_name`]).
static NAMES: &str = "A1 A2 A3 A4 A5 A6 A7 A8 A9 A10B1 B2 B3 B4 B5 B6 B7 B8 B9 B10C1 C2 C3 C4 C5 C6 C7 C8 C9 C10D1 D2 D3 D4 D5 D6 D7 D8 D9 D10E1 E2 E3 E4 E5 E6 E7 E8 E9 E10F1 F2 F3 F4 F5 F6 F7 F8 F9 F10G1 G2 G3 G4 G5 G6 G7 G8 G9 G10H1 H2 H3 H4 H5 H6 H7 H8 H9 H10I1 I2 I3 I4 I5 I6 I7 I8 I9 I10J1 J2 J3 J4 J5 J6 J7 J8 J9 J10";

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.static_name() {
            Some(name) => f.write_str(name),
            None => f.write_str(&self.name()),
        }
    }
}

/// The four orthogonal directions as (file, rank) steps.
pub const ORTHOGONAL: [(i8, i8); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];

/// The shape of a board: its width and height.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Geometry {
    pub width: u8,
    pub height: u8,
}

impl Geometry {
    pub const fn new(width: u8, height: u8) -> Geometry {
        Geometry { width, height }
    }

    pub const fn len(self) -> usize {
        self.width as usize * self.height as usize
    }

    pub const fn is_empty(self) -> bool {
        self.len() == 0
    }

    pub fn contains(self, file: i32, rank: i32) -> bool {
        file >= 0 && rank >= 0 && file < self.width as i32 && rank < self.height as i32
    }

    /// Index of a square in a row-major array (rank 0 first).
    pub fn index(self, sq: Square) -> usize {
        sq.rank as usize * self.width as usize + sq.file as usize
    }

    pub fn square(self, index: usize) -> Square {
        Square::new(
            (index % self.width as usize) as u8,
            (index / self.width as usize) as u8,
        )
    }

    /// The square one step from `sq`, or `None` off the board.
    pub fn step(self, sq: Square, (df, dr): (i8, i8)) -> Option<Square> {
        let f = sq.file as i32 + df as i32;
        let r = sq.rank as i32 + dr as i32;
        self.contains(f, r).then(|| Square::new(f as u8, r as u8))
    }

    /// Orthogonal neighbours of a square that lie on the board.
    pub fn neighbours(self, sq: Square) -> impl Iterator<Item = Square> {
        ORTHOGONAL.into_iter().filter_map(move |d| self.step(sq, d))
    }

    pub fn squares(self) -> impl Iterator<Item = Square> {
        (0..self.len()).map(move |i| self.square(i))
    }

    /// Parses a square name such as `b2` or `J10`. `alias` maps extra file letters to files
    /// (Stratego's Gravon records write the tenth file as `K`).
    pub fn parse_square(
        self,
        text: &str,
        alias: &[(char, u8)],
    ) -> Result<Square, crate::core::Error> {
        let bad = || crate::core::Error::BadSquare {
            text: text.chars().take(16).collect(),
            reason: "not a square on this board".into(),
        };
        // a letter and one or two digits, the rank not starting with 0
        if let [l, d @ ..] = text.as_bytes() {
            let letter = l.to_ascii_uppercase();
            let rank = match *d {
                [a @ b'1'..=b'9'] => Some(a - b'0'),
                [a @ b'1'..=b'9', b @ b'0'..=b'9'] => Some((a - b'0') * 10 + (b - b'0')),
                _ => None,
            };
            let file = alias
                .iter()
                .find(|(c, _)| *c as u32 == u32::from(letter))
                .map(|&(_, f)| f)
                .or_else(|| {
                    (letter.is_ascii_uppercase() && letter - b'A' < self.width)
                        .then(|| letter - b'A')
                });
            if let (Some(file), Some(rank)) = (file, rank) {
                if rank <= self.height {
                    return Ok(Square::new(file, rank - 1));
                }
            }
        }
        let mut chars = text.chars();
        let letter = chars.next().ok_or_else(bad)?.to_ascii_uppercase();
        let digits = chars.as_str();
        let file = if let Some(&(_, f)) = alias.iter().find(|(c, _)| *c == letter) {
            f
        } else if letter.is_ascii_uppercase() && ((letter as u8 - b'A') < self.width) {
            letter as u8 - b'A'
        } else {
            return Err(bad());
        };
        if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        let rank: u32 = digits.parse().map_err(|_| bad())?;
        if rank == 0 || rank > self.height as u32 || digits.starts_with('0') {
            return Err(bad());
        }
        Ok(Square::new(file, (rank - 1) as u8))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_static_names_are_the_names_of_every_square_up_to_ten_by_ten() {
        for file in 0..10 {
            for rank in 0..10 {
                let sq = Square::new(file, rank);
                // the file's letter and the rank's number from 1, as the rules name squares
                let named = format!("{}{}", char::from(b'A' + file), rank + 1);
                assert_eq!(sq.static_name(), Some(named.as_str()));
                assert_eq!(sq.name(), named);
                assert_eq!(sq.text(), sq.name());
                assert_eq!(sq.to_string(), sq.name());
            }
        }
        assert_eq!(Square::new(10, 0).static_name(), None);
        assert_eq!(Square::new(0, 10).text(), "A11");
        assert_eq!(Square::new(9, 9).name(), "J10");
        assert_eq!(Square::new(15, 15).to_string(), "P16");
        // one text at one address: written to JS once
        assert!(std::ptr::eq(
            Square::new(3, 9).static_name().unwrap_or(""),
            Square::new(3, 9).static_name().unwrap_or("-")
        ));
    }

    #[test]
    fn names_round_trip_on_a_ten_by_ten_board() {
        let g = Geometry::new(10, 10);
        for sq in g.squares() {
            assert_eq!(g.parse_square(&sq.name(), &[]).unwrap(), sq);
        }
        assert_eq!(
            g.parse_square("k10", &[('K', 9)]).unwrap(),
            Square::new(9, 9)
        );
        for bad in ["", "A", "A0", "A11", "L1", "A01", "AA", "A1x", "1A", "é1"] {
            assert!(
                g.parse_square(bad, &[]).is_err(),
                "{bad:?} should be refused"
            );
        }
    }

    #[test]
    fn neighbours_stay_on_the_board() {
        let g = Geometry::new(9, 10);
        assert_eq!(g.neighbours(Square::new(0, 0)).count(), 2);
        assert_eq!(g.neighbours(Square::new(8, 9)).count(), 2);
        assert_eq!(g.neighbours(Square::new(4, 4)).count(), 4);
    }
}
