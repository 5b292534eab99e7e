//! A Stratego position: which piece stands where and whose turn it is, read from and written to
//! our text format (docs/stratego-notation.md) or Gravon's 100-character field.

use super::piece::{Piece, Rank, Side};
use crate::core::error::q;
use crate::core::{hash, Error, Geometry, PieceId, PositionHash, Square};

pub const GEOMETRY: Geometry = Geometry::new(10, 10);
/// Gravon and ISF records write the tenth file as `K` (they skip `J`); both mean the tenth file.
pub const FILE_ALIASES: [(char, u8); 1] = [('K', 9)];
/// The eight lake squares: C5 D5 G5 H5 C6 D6 G6 H6.
pub const LAKES: [Square; 8] = [
    Square::new(2, 4),
    Square::new(3, 4),
    Square::new(6, 4),
    Square::new(7, 4),
    Square::new(2, 5),
    Square::new(3, 5),
    Square::new(6, 5),
    Square::new(7, 5),
];
pub const MAX_POSITION_TEXT: usize = 4096;

#[inline(always)]
pub fn is_lake(sq: Square) -> bool {
    // LAKES, as a test of its ranks and files
    matches!(sq.rank, 4 | 5) && matches!(sq.file, 2 | 3 | 6 | 7)
}

/// The orthogonal neighbours of a square on the board, in the order of `GEOMETRY.neighbours`
/// (up, down, right, left), each tested directly (no iterator over directions: judging a move
/// asks for them).
#[inline(always)]
pub fn neighbours(sq: Square) -> [Option<Square>; 4] {
    let Square { file, rank } = sq;
    [
        (rank < 9).then(|| Square::new(file, rank + 1)),
        (rank > 0).then(|| Square::new(file, rank.wrapping_sub(1))),
        (file < 9).then(|| Square::new(file + 1, rank)),
        (file > 0).then(|| Square::new(file.wrapping_sub(1), rank)),
    ]
}

pub fn parse_square(text: &str) -> Result<Square, Error> {
    GEOMETRY.parse_square(text, &FILE_ALIASES)
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    squares: [Option<Piece>; 100],
    pub to_move: Side,
    hash: PositionHash,
}

impl Default for Position {
    fn default() -> Self {
        Position {
            squares: [None; 100],
            to_move: Side::Red,
            hash: 0,
        }
    }
}

impl Position {
    #[inline(always)]
    pub fn get(&self, sq: Square) -> Option<Piece> {
        self.squares[GEOMETRY.index(sq)]
    }

    /// The hash of the board for repetition: side and rank per square; identity and turn ignored.
    #[inline(always)]
    pub fn board_hash(&self) -> PositionHash {
        self.hash
    }

    /// Puts a piece on a square (or clears it), keeping the hash in step.
    #[inline(always)]
    pub fn set(&mut self, sq: Square, piece: Option<Piece>) {
        let i = GEOMETRY.index(sq);
        if let Some(old) = self.squares[i] {
            self.hash ^= hash::key_inline(i, old.hash_code());
        }
        if let Some(new) = piece {
            self.hash ^= hash::key_inline(i, new.hash_code());
        }
        self.squares[i] = piece;
    }

    /// Every piece with its square, rank 1 first, file A first.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        GEOMETRY
            .squares()
            .filter_map(move |sq| self.get(sq).map(|p| (sq, p)))
    }

    pub fn square_of(&self, id: PieceId) -> Option<Square> {
        self.pieces().find(|(_, p)| p.id == id).map(|(sq, _)| sq)
    }

    /// Reads our text format or, for a 100-character string of Gravon letters, Gravon's field.
    pub fn parse(text: &str) -> Result<Position, Error> {
        crate::core::error::check_len(text, MAX_POSITION_TEXT, "the position text")?;
        let trimmed = text.trim();
        if trimmed.is_empty() {
            return Ok(Position::default());
        }
        let head = trimmed.split_whitespace().next().unwrap_or("");
        if head.len() == 100 && head.bytes().all(|b| b == b'_' || b.is_ascii_uppercase()) {
            return Self::parse_gravon(trimmed);
        }
        Self::parse_text(text)
    }

    fn parse_text(text: &str) -> Result<Position, Error> {
        let offset = text.len() - text.trim_start().len();
        let trimmed = text.trim();
        let mut parts = trimmed.splitn(2, char::is_whitespace);
        let board = parts.next().unwrap_or("");
        let rest = parts.next().unwrap_or("").trim();
        let mut pos = Position::default();
        let mut next_id = 0u16;
        let rows: Vec<&str> = board.split('/').collect();
        if rows.len() != 10 {
            return Err(Error::BadPosition {
                at: offset + 1,
                reason: format!(
                    "expected 10 rows separated by '/', rank 10 first; found {}",
                    rows.len()
                ),
            });
        }
        let mut at = offset; // 0-based character index of the row being read
        for (row_index, row) in rows.iter().enumerate() {
            let rank = 9 - row_index as u8;
            let mut file: u32 = 0;
            let mut chars = row.char_indices().peekable();
            while let Some((i, c)) = chars.next() {
                let here = at + i + 1;
                if c.is_ascii_digit() {
                    let mut n = c.to_digit(10).unwrap_or(0);
                    while let Some(&(_, d)) = chars.peek() {
                        if let Some(v) = d.to_digit(10) {
                            n = n * 10 + v;
                            chars.next();
                            if n > 10 {
                                break;
                            }
                        } else {
                            break;
                        }
                    }
                    if n == 0 || file + n > 10 {
                        return Err(Error::BadPosition {
                            at: here,
                            reason: format!("rank {} has more than 10 squares", rank as u32 + 1),
                        });
                    }
                    file += n;
                } else if let Some(r) = Rank::from_letter(c) {
                    if file >= 10 {
                        return Err(Error::BadPosition {
                            at: here,
                            reason: format!("rank {} has more than 10 squares", rank as u32 + 1),
                        });
                    }
                    let sq = Square::new(file as u8, rank);
                    if is_lake(sq) {
                        return Err(Error::BadPosition {
                            at: here,
                            reason: format!("a piece stands on the lake {sq}"),
                        });
                    }
                    let side = if c.is_ascii_uppercase() {
                        Side::Red
                    } else {
                        Side::Blue
                    };
                    pos.set(
                        sq,
                        Some(Piece {
                            side,
                            rank: r,
                            id: PieceId(next_id),
                        }),
                    );
                    next_id += 1;
                    file += 1;
                } else {
                    return Err(Error::BadPosition {
                        at: here,
                        reason: format!(
                            "{} is neither a piece letter (FBSRNTLPJOGMU, lower case for Blue) nor a count of empty squares",
                            q(c)
                        ),
                    });
                }
            }
            if file != 10 {
                return Err(Error::BadPosition {
                    at: at + row.len() + 1,
                    reason: format!("rank {} has {} squares; it needs 10", rank as u32 + 1, file),
                });
            }
            at += row.len() + 1;
        }
        pos.to_move = parse_side(rest, offset + board.len() + 2)?;
        Ok(pos)
    }

    fn parse_gravon(text: &str) -> Result<Position, Error> {
        let mut parts = text.splitn(2, char::is_whitespace);
        let field = parts.next().unwrap_or("");
        let rest = parts.next().unwrap_or("").trim();
        let mut pos = Position::default();
        let mut next_id = 0u16;
        for (i, b) in field.bytes().enumerate() {
            let sq = GEOMETRY.square(i);
            let at = i + 1;
            match b {
                b'A' => {}
                b'_' if is_lake(sq) => {}
                b'_' => {
                    return Err(Error::BadPosition {
                        at,
                        reason: format!("Gravon field marks {sq} as a lake, but it is land"),
                    })
                }
                b'B'..=b'Y' => {
                    if is_lake(sq) {
                        return Err(Error::BadPosition {
                            at,
                            reason: format!("Gravon field puts a piece on the lake {sq}"),
                        });
                    }
                    let (side, code) = if b <= b'M' {
                        (Side::Red, b - b'B')
                    } else {
                        (Side::Blue, b - b'N')
                    };
                    const ORDER: [Rank; 12] = [
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
                        Rank::Flag,
                    ];
                    pos.set(
                        sq,
                        Some(Piece {
                            side,
                            rank: ORDER[code as usize],
                            id: PieceId(next_id),
                        }),
                    );
                    next_id += 1;
                }
                _ => {
                    return Err(Error::BadPosition {
                        at,
                        reason: format!(
                            "{} is not a Gravon field letter (A..Y or _)",
                            q(b as char)
                        ),
                    })
                }
            }
        }
        pos.to_move = parse_side(rest, field.len() + 2)?;
        Ok(pos)
    }

    /// Writes our text format; `Position::parse(&p.to_text())` gives the same board and turn.
    /// The position as our text (every row of an explanation writes one: no `fmt` here).
    pub fn to_text(&self) -> String {
        self.text_of(&std::array::from_fn(|rank| self.rank_text(rank)))
    }

    /// Rank `rank` (0 = the first) of the board in our text format: the pieces' letters, a
    /// digit for each run of empty squares.
    pub fn rank_text(&self, rank: usize) -> RankText {
        let mut out = RankText::default();
        let mut empty = 0u8;
        for square in self.squares.get(rank * 10..rank * 10 + 10).unwrap_or(&[]) {
            match square {
                None => empty += 1,
                Some(p) => {
                    if empty > 0 {
                        out.put(b'0' + empty);
                        empty = 0;
                    }
                    out.put(p.letter() as u8);
                }
            }
        }
        if empty == 10 {
            out.put(b'1');
            out.put(b'0');
        } else if empty > 0 {
            out.put(b'0' + empty);
        }
        out
    }

    /// Our text of a board whose ranks (the first first) are `ranks`, with this position's side
    /// to move: the ranks from the tenth down, separated by `/`, then the side.
    pub fn text_of(&self, ranks: &[RankText; 10]) -> String {
        // bytes on the stack (at most 10 ranks of 10, 9 slashes, the turn), then one string;
        // each rank copied as a whole
        let mut buf = [b'/'; 112];
        let mut len = 0;
        for rank in ranks.iter().rev() {
            let bytes = rank.bytes();
            if let Some(to) = buf.get_mut(len..len + bytes.len()) {
                to.copy_from_slice(bytes);
            }
            // the slash after it is already there
            len += bytes.len() + 1;
        }
        let side = match self.to_move {
            Side::Red => b'r',
            Side::Blue => b'b',
        };
        // the last slash becomes the space before the side
        let end = len.max(1);
        if let Some([space, turn]) = buf.get_mut(end - 1..end + 1) {
            *space = b' ';
            *turn = side;
        }
        String::from_utf8(buf.get(..end + 1).unwrap_or(&[]).to_vec()).unwrap_or_default()
    }
}

/// One rank of the board in our text format (`bfbpnrrrnt`, `1n1nlolrmt`, `10`): at most ten
/// bytes ([`Position::rank_text`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RankText {
    len: u8,
    bytes: [u8; 10],
}

impl RankText {
    fn put(&mut self, b: u8) {
        if let Some(slot) = self.bytes.get_mut(usize::from(self.len)) {
            *slot = b;
            self.len += 1;
        }
    }

    pub fn bytes(&self) -> &[u8] {
        self.bytes.get(..usize::from(self.len)).unwrap_or(&[])
    }
}

fn parse_side(text: &str, at: usize) -> Result<Side, Error> {
    match text.to_ascii_lowercase().as_str() {
        "" | "r" | "red" => Ok(Side::Red),
        "b" | "blue" => Ok(Side::Blue),
        _ => Err(Error::BadPosition {
            at,
            reason: format!(
                "after the board expected the side to move, 'r' or 'b'; found {}",
                q(&text.chars().take(16).collect::<String>())
            ),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_neighbours_are_those_of_the_board() {
        for sq in GEOMETRY.squares() {
            let direct: Vec<Square> = neighbours(sq).into_iter().flatten().collect();
            assert_eq!(direct, GEOMETRY.neighbours(sq).collect::<Vec<_>>(), "{sq}");
        }
    }

    #[test]
    fn the_lakes_are_the_eight_squares() {
        let lakes: Vec<Square> = GEOMETRY.squares().filter(|&sq| is_lake(sq)).collect();
        assert_eq!(lakes.len(), LAKES.len());
        assert!(lakes.iter().all(|sq| LAKES.contains(sq)));
    }

    #[test]
    fn text_round_trips_and_keeps_side_to_move() {
        let text = "10/10/10/10/10/10/4j5/10/1O8/10 b";
        let p = Position::parse(text).unwrap();
        assert_eq!(p.to_text(), text);
        assert_eq!(p.to_move, Side::Blue);
        let major = p.get(parse_square("E4").unwrap()).unwrap();
        assert_eq!((major.side, major.rank), (Side::Blue, Rank::Major));
        let colonel = p.get(parse_square("B2").unwrap()).unwrap();
        assert_eq!((colonel.side, colonel.rank), (Side::Red, Rank::Colonel));
    }

    #[test]
    fn gravon_field_is_read_with_rank_one_first() {
        let mut field = String::from("M");
        field.push_str(&"A".repeat(39));
        field.push_str("AA__AA__AAAA__AA__AA");
        field.push_str(&"A".repeat(39));
        field.push('Y');
        let p = Position::parse(&field).unwrap();
        assert_eq!(p.get(parse_square("A1").unwrap()).unwrap().rank, Rank::Flag);
        let last = p.get(parse_square("J10").unwrap()).unwrap();
        assert_eq!((last.side, last.rank), (Side::Blue, Rank::Flag));
        assert_eq!(p.pieces().count(), 2);
    }

    #[test]
    fn errors_say_where() {
        let e = Position::parse("10/10/10/10/10/10/10/10/10/9x").unwrap_err();
        assert_eq!(e.code(), "bad-position");
        assert!(e.to_string().contains("character 29"), "{e}");
        let e = Position::parse("10/10/10/10/2O7/10/10/10/10/10").unwrap_err();
        assert!(e.to_string().contains("lake C6"), "{e}");
        let e = Position::parse("10/10/10/10/10/10/10/10/10/11").unwrap_err();
        assert!(e.to_string().contains("more than 10"), "{e}");
        let e = Position::parse("10/10/10/10/10/10/10/10/10/10 green").unwrap_err();
        assert!(e.to_string().contains("side to move"), "{e}");
        assert!(Position::parse("10/10").is_err());
    }

    #[test]
    fn hash_ignores_identity_and_turn() {
        let a = Position::parse("10/10/10/10/10/10/10/10/OO8/10 r").unwrap();
        let b = Position::parse("10/10/10/10/10/10/10/10/OO8/10 b").unwrap();
        assert_eq!(a.board_hash(), b.board_hash());
        let c = Position::parse("10/10/10/10/10/10/10/10/Oo8/10 r").unwrap();
        assert_ne!(a.board_hash(), c.board_hash());
    }
}
