//! A chess position on the 8x8 core geometry: pieces with their identity, side to move, castling
//! rights, en passant square and the move counters; read from and written to FEN.
//!
//! Positions chess forbids are accepted, because Bogenschach reaches them: a side without a King,
//! and the side not to move in check. The notation is `docs/chess-notation.md`.

use super::bitboard::{self, bit, Bitboard};
use super::piece::{Color, Piece, Role};
use crate::core::error::q;
use crate::core::{Error, Geometry, PieceId, Square};
use std::fmt;

pub const GEOMETRY: Geometry = Geometry::new(8, 8);
/// The longest FEN text read (a real FEN has at most about 90 characters).
pub const MAX_FEN: usize = 256;
pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// Reads a square name such as `e4` (either case).
pub fn parse_square(text: &str) -> Result<Square, Error> {
    GEOMETRY.parse_square(text, &[])
}

/// The lower-case name chess writes: `e4`.
pub fn square_name(sq: Square) -> String {
    sq.name().to_ascii_lowercase()
}

pub(crate) fn index(sq: Square) -> u8 {
    sq.rank * 8 + sq.file
}

pub(crate) fn square(index: u8) -> Square {
    Square::new(index % 8, index / 8)
}

/// Castling rights, as FEN writes them (`KQkq`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Castling(u8);

impl Castling {
    pub const WHITE_KINGSIDE: Castling = Castling(1);
    pub const WHITE_QUEENSIDE: Castling = Castling(2);
    pub const BLACK_KINGSIDE: Castling = Castling(4);
    pub const BLACK_QUEENSIDE: Castling = Castling(8);
    pub const NONE: Castling = Castling(0);
    pub const ALL: Castling = Castling(15);

    pub fn kingside(color: Color) -> Castling {
        match color {
            Color::White => Castling::WHITE_KINGSIDE,
            Color::Black => Castling::BLACK_KINGSIDE,
        }
    }

    pub fn queenside(color: Color) -> Castling {
        match color {
            Color::White => Castling::WHITE_QUEENSIDE,
            Color::Black => Castling::BLACK_QUEENSIDE,
        }
    }

    pub fn has(self, right: Castling) -> bool {
        self.0 & right.0 == right.0 && right.0 != 0
    }

    pub fn without(self, right: Castling) -> Castling {
        Castling(self.0 & !right.0)
    }

    pub fn with(self, right: Castling) -> Castling {
        Castling(self.0 | right.0)
    }

    /// The rights a piece leaving or arriving on this square (index) takes away: a King's or a
    /// Rook's home square.
    pub(crate) fn lost_at(sq: u8) -> Castling {
        match sq {
            0 => Castling::WHITE_QUEENSIDE,
            7 => Castling::WHITE_KINGSIDE,
            4 => Castling(3),
            56 => Castling::BLACK_QUEENSIDE,
            63 => Castling::BLACK_KINGSIDE,
            60 => Castling(12),
            _ => Castling::NONE,
        }
    }

    /// `KQkq`, a subset of it, or `-`.
    pub fn fen(self) -> String {
        let s: String = [
            (Castling::WHITE_KINGSIDE, 'K'),
            (Castling::WHITE_QUEENSIDE, 'Q'),
            (Castling::BLACK_KINGSIDE, 'k'),
            (Castling::BLACK_QUEENSIDE, 'q'),
        ]
        .iter()
        .filter(|(r, _)| self.has(*r))
        .map(|(_, c)| *c)
        .collect();
        if s.is_empty() {
            "-".to_string()
        } else {
            s
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    board: [Option<Piece>; 64],
    pub(crate) by_color: [Bitboard; 2],
    pub(crate) by_role: [Bitboard; 6],
    pub(crate) turn: Color,
    pub(crate) castling: Castling,
    pub(crate) ep: Option<u8>,
    pub(crate) halfmove: u32,
    pub(crate) fullmove: u32,
    next_id: u16,
}

impl Default for Position {
    /// The empty board, White to move.
    fn default() -> Self {
        Position {
            board: [None; 64],
            by_color: [0; 2],
            by_role: [0; 6],
            turn: Color::White,
            castling: Castling::NONE,
            ep: None,
            halfmove: 0,
            fullmove: 1,
            next_id: 0,
        }
    }
}

impl Position {
    /// The initial position of chess.
    pub fn start() -> Position {
        // START_FEN is valid (tested), so the default is never used
        Position::from_fen(START_FEN).unwrap_or_default()
    }

    pub fn turn(&self) -> Color {
        self.turn
    }

    pub fn castling(&self) -> Castling {
        self.castling
    }

    /// The square a pawn passed over with its two-square move just made, if any.
    pub fn ep_square(&self) -> Option<Square> {
        self.ep.map(square)
    }

    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove
    }

    pub fn fullmove_number(&self) -> u32 {
        self.fullmove
    }

    pub fn get(&self, sq: Square) -> Option<Piece> {
        if sq.file < 8 && sq.rank < 8 {
            self.board[index(sq) as usize]
        } else {
            None
        }
    }

    pub(crate) fn at(&self, sq: u8) -> Option<Piece> {
        self.board[sq as usize]
    }

    /// Every piece with its square, A1 first, then along the first rank.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        (0..64u8).filter_map(move |i| self.board[i as usize].map(|p| (square(i), p)))
    }

    pub fn square_of(&self, id: PieceId) -> Option<Square> {
        self.pieces().find(|(_, p)| p.id == id).map(|(sq, _)| sq)
    }

    /// The square of this side's King, or `None` when it has none.
    pub fn king(&self, color: Color) -> Option<Square> {
        self.king_index(color).map(square)
    }

    pub(crate) fn king_index(&self, color: Color) -> Option<u8> {
        let b = self.by_color[color.index()] & self.by_role[Role::King.index()];
        (b != 0).then(|| b.trailing_zeros() as u8)
    }

    pub(crate) fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }

    pub(crate) fn pieces_of(&self, color: Color, role: Role) -> Bitboard {
        self.by_color[color.index()] & self.by_role[role.index()]
    }

    /// Puts a piece on an empty square or takes one off, keeping the bitboards in step.
    pub(crate) fn put(&mut self, sq: u8, piece: Option<Piece>) {
        if let Some(old) = self.board[sq as usize] {
            self.by_color[old.color.index()] &= !bit(sq);
            self.by_role[old.role.index()] &= !bit(sq);
        }
        if let Some(new) = piece {
            self.by_color[new.color.index()] |= bit(sq);
            self.by_role[new.role.index()] |= bit(sq);
        }
        self.board[sq as usize] = piece;
    }

    /// Removes the piece on a square from the game, as a Bogenschach shot does, and returns it.
    /// A Rook or King taken off its home square takes its castling rights with it; a pawn that
    /// had just moved two squares takes the en passant chance with it. The turn does not change.
    pub fn remove(&mut self, sq: Square) -> Option<Piece> {
        let piece = self.get(sq)?;
        let i = index(sq);
        self.put(i, None);
        self.castling = self.castling.without(Castling::lost_at(i));
        if let Some(ep) = self.ep {
            let pushed = match self.turn {
                Color::White => ep.wrapping_sub(8),
                Color::Black => ep + 8,
            };
            if pushed == i {
                self.ep = None;
            }
        }
        Some(piece)
    }

    /// Whether `sq` is attacked by a piece of `by` (a pawn attacks diagonally forward, whether
    /// or not a piece stands there).
    pub fn is_attacked(&self, sq: Square, by: Color) -> bool {
        if sq.file >= 8 || sq.rank >= 8 {
            return false;
        }
        self.attackers(index(sq), by, self.occupied(), self.by_color[by.index()]) != 0
    }

    /// The pieces among `them` (of colour `by`) attacking square `sq` when `occupied` is occupied.
    pub(crate) fn attackers(
        &self,
        sq: u8,
        by: Color,
        occupied: Bitboard,
        them: Bitboard,
    ) -> Bitboard {
        let s = sq as usize;
        let r = &self.by_role;
        let diagonal = (r[Role::Bishop.index()] | r[Role::Queen.index()]) & them;
        let straight = (r[Role::Rook.index()] | r[Role::Queen.index()]) & them;
        (bitboard::KNIGHT[s] & r[Role::Knight.index()] & them)
            | (bitboard::KING[s] & r[Role::King.index()] & them)
            | (bitboard::PAWN_ATTACKS[by.other().index()][s] & r[Role::Pawn.index()] & them)
            | (if diagonal != 0 {
                bitboard::bishop_attacks(sq, occupied) & diagonal
            } else {
                0
            })
            | (if straight != 0 {
                bitboard::rook_attacks(sq, occupied) & straight
            } else {
                0
            })
    }

    /// Whether the King of `color` stands attacked; `false` for a side without a King.
    pub fn in_check(&self, color: Color) -> bool {
        match self.king_index(color) {
            Some(k) => {
                let them = color.other();
                self.attackers(k, them, self.occupied(), self.by_color[them.index()]) != 0
            }
            None => false,
        }
    }

    /// Whether the side to move is in check.
    pub fn is_check(&self) -> bool {
        self.in_check(self.turn)
    }

    /// Reads a FEN: all six fields, or the first four (the clocks then are `0 1`). Pawns on the
    /// first or last rank and more than one King of a colour are refused; a missing King and the
    /// side not to move in check are accepted. Castling rights whose King and Rook are not on
    /// their home squares, and an en passant square with no pawn that could just have passed it,
    /// are dropped (they could never be used).
    pub fn from_fen(text: &str) -> Result<Position, Error> {
        crate::core::error::check_len(text, MAX_FEN, "the FEN")?;
        let bad = |at: usize, reason: String| Error::BadPosition { at, reason };
        // fields with their 1-based starting character (`get`, not `&text[..]`: see resolve_san)
        let mut fields: Vec<(usize, &str)> = Vec::new();
        let mut start = None;
        for (i, c) in text.char_indices() {
            if c.is_whitespace() {
                if let Some(s) = start.take() {
                    fields.push((s, text.get(s..i).unwrap_or_default()));
                }
            } else if start.is_none() {
                start = Some(i);
            }
        }
        if let Some(s) = start {
            fields.push((s, text.get(s..).unwrap_or_default()));
        }
        let char_at = |byte: usize| text.get(..byte).unwrap_or_default().chars().count() + 1;
        if fields.is_empty() {
            return Err(bad(1, "the FEN is empty".to_string()));
        }
        if fields.len() < 4 {
            return Err(bad(
                text.chars().count() + 1,
                format!(
                    "a FEN has 6 fields (board, side to move, castling, en passant, halfmove clock, move number; the last two may be left out); found {}",
                    fields.len()
                ),
            ));
        }
        if fields.len() > 6 {
            return Err(bad(
                char_at(fields[6].0),
                "a FEN has at most 6 fields; this is a seventh".to_string(),
            ));
        }
        let mut pos = Position::default();

        // 1. the board, rank 8 first
        let (board_at, board) = fields[0];
        let mut rank: i32 = 7;
        let mut file: u32 = 0;
        let mut kings = [0u32; 2];
        for (i, c) in board.char_indices() {
            let at = char_at(board_at + i);
            if c == '/' {
                if file != 8 {
                    return Err(bad(
                        at,
                        format!("rank {} has {file} squares; it needs 8", rank + 1),
                    ));
                }
                rank -= 1;
                file = 0;
                if rank < 0 {
                    return Err(bad(at, "more than 8 ranks".to_string()));
                }
            } else if let Some(n) = c.to_digit(10) {
                if n == 0 || n == 9 || file + n > 8 {
                    return Err(bad(
                        at,
                        format!("rank {} has more than 8 squares", rank + 1),
                    ));
                }
                file += n;
            } else if let Some(role) = Role::from_letter(c).filter(|_| c.is_ascii_alphabetic()) {
                if file >= 8 {
                    return Err(bad(
                        at,
                        format!("rank {} has more than 8 squares", rank + 1),
                    ));
                }
                let color = if c.is_ascii_uppercase() {
                    Color::White
                } else {
                    Color::Black
                };
                if role == Role::Pawn && (rank == 0 || rank == 7) {
                    return Err(bad(at, format!("a pawn cannot stand on rank {}", rank + 1)));
                }
                if role == Role::King {
                    kings[color.index()] += 1;
                    if kings[color.index()] > 1 {
                        return Err(bad(at, format!("{} has a second King", color.id())));
                    }
                }
                let id = PieceId(pos.next_id);
                pos.next_id += 1;
                pos.put(
                    (rank as u8) * 8 + file as u8,
                    Some(Piece { color, role, id }),
                );
                file += 1;
            } else {
                return Err(bad(
                    at,
                    format!("{} is neither a piece letter (PNBRQK, lower case for Black), a count of empty squares (1-8) nor '/'", q(c)),
                ));
            }
        }
        if rank != 0 || file != 8 {
            return Err(bad(
                char_at(board_at + board.len()),
                format!(
                    "the board ends on rank {} after {file} squares; it needs 8 ranks of 8 squares",
                    rank + 1
                ),
            ));
        }

        // 2. side to move
        let (side_at, side) = fields[1];
        pos.turn = match side {
            "w" | "W" => Color::White,
            "b" | "B" => Color::Black,
            _ => {
                return Err(bad(
                    char_at(side_at),
                    format!("the side to move is 'w' or 'b', not {}", q(side)),
                ))
            }
        };

        // 3. castling
        let (castle_at, castle) = fields[2];
        if castle != "-" {
            for (i, c) in castle.char_indices() {
                let right = match c {
                    'K' => Castling::WHITE_KINGSIDE,
                    'Q' => Castling::WHITE_QUEENSIDE,
                    'k' => Castling::BLACK_KINGSIDE,
                    'q' => Castling::BLACK_QUEENSIDE,
                    _ => {
                        return Err(bad(
                            char_at(castle_at + i),
                            format!("{} is not a castling right (KQkq, or '-' for none)", q(c)),
                        ))
                    }
                };
                if pos.castling.has(right) {
                    return Err(bad(
                        char_at(castle_at + i),
                        format!("castling right {} is given twice", q(c)),
                    ));
                }
                pos.castling = pos.castling.with(right);
            }
        }
        for (right, king, rook, color) in [
            (Castling::WHITE_KINGSIDE, 4, 7, Color::White),
            (Castling::WHITE_QUEENSIDE, 4, 0, Color::White),
            (Castling::BLACK_KINGSIDE, 60, 63, Color::Black),
            (Castling::BLACK_QUEENSIDE, 60, 56, Color::Black),
        ] {
            let is = |sq: u8, role: Role| pos.pieces_of(color, role) & bit(sq) != 0;
            if !(is(king, Role::King) && is(rook, Role::Rook)) {
                pos.castling = pos.castling.without(right);
            }
        }

        // 4. en passant
        let (ep_at, ep) = fields[3];
        if ep != "-" {
            let sq = parse_square(ep).map_err(|_| {
                bad(
                    char_at(ep_at),
                    format!(
                        "{} is not an en passant square (a square such as e3, or '-')",
                        q(ep)
                    ),
                )
            })?;
            let (ep_rank, pawn_rank) = match pos.turn {
                Color::White => (5, 4),
                Color::Black => (2, 3),
            };
            if sq.rank != ep_rank {
                return Err(bad(
                    char_at(ep_at),
                    format!(
                        "with {} to move, the en passant square is on rank {}, not {}",
                        pos.turn.id(),
                        ep_rank + 1,
                        ep
                    ),
                ));
            }
            let pushed = pos.get(Square::new(sq.file, pawn_rank));
            let passed_empty = pos.get(sq).is_none();
            if passed_empty
                && pushed.is_some_and(|p| p.role == Role::Pawn && p.color == pos.turn.other())
            {
                pos.ep = Some(index(sq));
            }
        }

        // 5, 6. the clocks
        for (n, (at, field)) in fields.iter().enumerate().skip(4) {
            let what = if n == 4 {
                "the halfmove clock"
            } else {
                "the move number"
            };
            let value: u32 = if field.bytes().all(|b| b.is_ascii_digit()) && field.len() <= 9 {
                field.parse().unwrap_or(0)
            } else {
                return Err(bad(
                    char_at(*at),
                    format!("{what} is a number, not {}", q(*field)),
                ));
            };
            if n == 4 {
                pos.halfmove = value;
            } else {
                pos.fullmove = value;
            }
        }
        Ok(pos)
    }

    /// Writes the FEN, all six fields.
    pub fn to_fen(&self) -> String {
        let mut s = String::with_capacity(90);
        for rank in (0..8u8).rev() {
            let mut empty = 0;
            for file in 0..8u8 {
                match self.board[(rank * 8 + file) as usize] {
                    Some(p) => {
                        if empty > 0 {
                            s.push(char::from(b'0' + empty));
                            empty = 0;
                        }
                        s.push(p.letter());
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                s.push(char::from(b'0' + empty));
            }
            if rank > 0 {
                s.push('/');
            }
        }
        let ep = self.ep.map_or("-".to_string(), |e| square_name(square(e)));
        format!(
            "{s} {} {} {ep} {} {}",
            self.turn.fen_char(),
            self.castling.fen(),
            self.halfmove,
            self.fullmove
        )
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_fen())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_position_round_trips() {
        let p = Position::start();
        assert_eq!(p.to_fen(), START_FEN);
        assert_eq!(p.pieces().count(), 32);
        assert_eq!(p.king(Color::White), Some(Square::new(4, 0)));
        assert!(p.is_attacked(Square::new(4, 2), Color::White));
        assert!(!p.is_attacked(Square::new(9, 9), Color::White)); // off the board
        assert_eq!(p.get(Square::new(8, 0)), None);
    }

    #[test]
    fn errors_name_the_character() {
        let at = |fen: &str| match Position::from_fen(fen) {
            Err(Error::BadPosition { at, .. }) => at,
            other => panic!("{fen}: {other:?}"),
        };
        assert_eq!(
            at("rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
            14
        );
        assert_eq!(
            at("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1"),
            45
        );
        assert_eq!(
            at("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1"),
            50
        );
        assert_eq!(
            at("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e4 0 1"),
            52
        );
        assert_eq!(
            at("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1"),
            54
        );
        assert_eq!(
            at("rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
            19
        );
        assert_eq!(at("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1"), 35);
        assert_eq!(at("8/8/8/8/8/8/8/8 w"), 18);
        assert_eq!(at("Pk6/8/8/8/8/8/8/K7 w - -"), 1);
        assert_eq!(at("kk6/8/8/8/8/8/8/K7 w - -"), 2);
    }
}
