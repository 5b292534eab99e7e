//! A Xiangqi position: the 9 x 10 board, whose turn it is and the move counters, read from and
//! written to FEN (docs/xiangqi-notation.md).
//!
//! Coordinates are ICCS's: [`Square::file`] 0..=8 is file `a`..`i` from Red's left, and
//! [`Square::rank`] 0..=9 is the ICCS rank digit itself, rank 0 being Red's back rank and rank 9
//! Black's. So ICCS `h2` is `Square { file: 7, rank: 2 }`; name squares with [`square_name`], not
//! with `Square`'s `Display` (which writes Stratego-style `H3`). Red's half is ranks 0..=4, the
//! river lies between ranks 4 and 5, the palaces are files d..f on ranks 0..=2 and 7..=9.

use super::piece::{Kind, Piece, Side};
use crate::core::error::q;
use crate::core::{hash, Error, Geometry, PieceId, PositionHash, Square};

pub const GEOMETRY: Geometry = Geometry::new(9, 10);
pub const MAX_POSITION_TEXT: usize = 4096;
/// The longest board part of a FEN: a letter per square and a `/` between ranks.
const BOARD_FEN_MAX: usize = 90 + 9;
pub const START_FEN: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

/// The ICCS names of the squares by index (`rank * 9 + file`), two letters each.
const SQUARE_NAMES: &str = "a0b0c0d0e0f0g0h0i0a1b1c1d1e1f1g1h1i1a2b2c2d2e2f2g2h2i2a3b3c3d3e3f3g3h3i3a4b4c4d4e4f4g4h4i4a5b5c5d5e5f5g5h5i5a6b6c6d6e6f6g6h6i6a7b7c7d7e7f7g7h7i7a8b8c8d8e8f8g8h8i8a9b9c9d9e9f9g9h9i9";

/// The ICCS name of a square on the board (`a0` .. `i9`) as static text: serde-wasm-bindgen
/// makes such a text a JS string once and reuses it.
pub fn square_str(sq: Square) -> Option<&'static str> {
    if sq.file >= 9 || sq.rank >= 10 {
        return None;
    }
    let i = 2 * GEOMETRY.index(sq);
    SQUARE_NAMES.get(i..i + 2)
}

/// The ICCS name of a square, static where the square is on the board (an answer then writes it as
/// a JS string made once).
pub fn square_text(sq: Square) -> std::borrow::Cow<'static, str> {
    square_str(sq).map_or_else(|| square_name(sq).into(), Into::into)
}

/// The ICCS name of a square: `a0` .. `i9`.
pub fn square_name(sq: Square) -> String {
    if let Some(name) = square_str(sq) {
        return name.to_string();
    }
    let mut s = String::with_capacity(2);
    push_square_name(&mut s, sq);
    s
}

/// Appends the ICCS name of a square to `out` (without `format!`: names are written on every
/// verdict).
pub fn push_square_name(out: &mut String, sq: Square) {
    out.push((b'a' + sq.file.min(25)) as char);
    if sq.rank < 10 {
        out.push((b'0' + sq.rank) as char);
    } else {
        crate::core::i18n::push_number(out, u64::from(sq.rank));
    }
}

/// Reads an ICCS square name (`a0` .. `i9`, either case).
pub fn parse_square(text: &str) -> Result<Square, Error> {
    let bad = || Error::BadSquare {
        text: text.chars().take(16).collect(),
        reason: "not a square on this board".into(),
    };
    let b = text.as_bytes();
    if b.len() != 2 {
        return Err(bad());
    }
    let f = b[0].to_ascii_lowercase();
    if !(b'a'..=b'i').contains(&f) || !b[1].is_ascii_digit() {
        return Err(bad());
    }
    Ok(Square::new(f - b'a', b[1] - b'0'))
}

/// Whether a square lies in `side`'s palace (files d..f, that side's first three ranks).
pub fn in_palace(side: Side, sq: Square) -> bool {
    (3..=5).contains(&sq.file)
        && match side {
            Side::Red => sq.rank <= 2,
            Side::Black => sq.rank >= 7,
        }
}

/// Whether a square lies on `side`'s own half of the board (before the river).
pub fn own_half(side: Side, sq: Square) -> bool {
    match side {
        Side::Red => sq.rank <= 4,
        Side::Black => sq.rank >= 5,
    }
}

/// Whether `side`'s soldier on this square has crossed the river (and may move sideways).
pub fn crossed_river(side: Side, sq: Square) -> bool {
    !own_half(side, sq)
}

/// The squares a piece of this kind can ever stand on, or why not (FEN validation).
fn placement_fault(p: Piece, sq: Square) -> Option<&'static str> {
    let rel_rank = match p.side {
        Side::Red => sq.rank,
        Side::Black => 9 - sq.rank,
    };
    match p.kind {
        Kind::General if !in_palace(p.side, sq) => Some("a General must stand in its palace"),
        Kind::Advisor
            if !(in_palace(p.side, sq) && (sq.file + rel_rank) % 2 == 1) =>
        {
            Some("an Advisor must stand on a diagonal point of its palace (d0 f0 e1 d2 f2, or Black's mirror)")
        }
        Kind::Elephant
            if !(own_half(p.side, sq) && rel_rank % 2 == 0 && (sq.file + rel_rank) % 4 == 2) =>
        {
            Some("an Elephant must stand on one of its seven points on its own side (c0 g0 a2 e2 i2 c4 g4, or Black's mirror)")
        }
        Kind::Soldier if rel_rank < 3 => {
            Some("a Soldier cannot stand behind its starting rank (it never moves backward)")
        }
        _ => None,
    }
}

/// The index of a square in the step tables and the board (`rank * 9 + file`, 0..90); [`OFF`]
/// stands for "off the board" in the tables.
pub(super) const OFF: u8 = 255;

/// The four orthogonal steps, in the order the move generator tries them: up the ranks
/// (towards Black), down, right (towards file i), left.
pub(super) const UP: usize = 0;
pub(super) const DOWN: usize = 1;
pub(super) const RIGHT: usize = 2;
pub(super) const LEFT: usize = 3;
const ORTH_STEPS: [(i8, i8); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];
/// The four diagonal steps: (+1, +1), (+1, -1), (-1, +1), (-1, -1) as (file, rank).
const DIAG_STEPS: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

/// Zone bits of a square: in Red's or Black's palace, on Red's or Black's half.
const RED_PALACE: u8 = 1;
const RED_HALF: u8 = 4;

/// The square one step away in each direction, or [`OFF`].
const fn step_table(steps: [(i8, i8); 4]) -> [[u8; 4]; 90] {
    let mut t = [[OFF; 4]; 90];
    let mut i = 0;
    while i < 90 {
        let mut d = 0;
        while d < 4 {
            let f = (i % 9) as i8 + steps[d].0;
            let r = (i / 9) as i8 + steps[d].1;
            if f >= 0 && f < 9 && r >= 0 && r < 10 {
                t[i][d] = (r as u8) * 9 + f as u8;
            }
            d += 1;
        }
        i += 1;
    }
    t
}

const fn zone_table() -> [u8; 90] {
    let mut t = [0u8; 90];
    let mut i = 0;
    while i < 90 {
        let (f, r) = (i % 9, i / 9);
        let palace_file = f >= 3 && f <= 5;
        let mut z = if r <= 4 { RED_HALF } else { RED_HALF << 1 };
        if palace_file && r <= 2 {
            z |= RED_PALACE;
        }
        if palace_file && r >= 7 {
            z |= RED_PALACE << 1;
        }
        t[i] = z;
        i += 1;
    }
    t
}

/// Orthogonal neighbours by square index ([`UP`], [`DOWN`], [`RIGHT`], [`LEFT`]).
pub(super) static ORTH: [[u8; 4]; 90] = step_table(ORTH_STEPS);
/// Diagonal neighbours by square index, in the order of `DIAG_STEPS`.
pub(super) static DIAG: [[u8; 4]; 90] = step_table(DIAG_STEPS);
/// Palace and half bits by square index (see [`palace_bit`], [`half_bit`]).
pub(super) static ZONE: [u8; 90] = zone_table();

/// The [`ZONE`] bit of `side`'s palace.
#[inline(always)]
pub(super) fn palace_bit(side: Side) -> u8 {
    RED_PALACE << side.index()
}

/// The [`ZONE`] bit of `side`'s own half (before the river).
#[inline(always)]
pub(super) fn half_bit(side: Side) -> u8 {
    RED_HALF << side.index()
}

/// The square of an index below 90.
pub(super) fn square_at(i: usize) -> Square {
    Square::new((i % 9) as u8, (i / 9) as u8)
}

/// The bit of square index `i` in an [`Position::occupied`] set, from a table: a 128-bit shift by
/// a variable amount is a call in wasm (and at opt-level z natively), and LLVM turns a shift in a
/// 64-bit half back into one (no bit for an index off the board).
#[inline(always)]
pub(super) fn bit(i: usize) -> u128 {
    BITS.get(i).copied().unwrap_or(0)
}

const BITS: [u128; 90] = {
    let mut t = [0u128; 90];
    let mut i = 0;
    while i < 90 {
        t[i] = 1 << i;
        i += 1;
    }
    t
};

/// What [`Position::make`] returns so [`Position::unmake`] can restore the position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Undo {
    pub captured: Option<Piece>,
    halfmove: u32,
}

/// A move from one square to another (captures included); Xiangqi has no other kind of move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: Square,
    pub to: Square,
}

impl Move {
    pub const fn new(from: Square, to: Square) -> Move {
        Move { from, to }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    board: [Option<Piece>; 90],
    /// Per side, bit `i` set when one of its pieces stands on the square with index `i`.
    occupied: [u128; 2],
    to_move: Side,
    hash: PositionHash,
    /// Per side, the index of its General's square, or [`OFF`].
    generals: [u8; 2],
    /// Plies since the last capture (FEN's halfmove clock; 0 when the FEN omits it).
    pub halfmove: u32,
    /// The move number, starting at 1 and incremented after Black's move.
    pub fullmove: u32,
}

impl Default for Position {
    /// The empty board, Red to move (not a legal game position: no Generals).
    fn default() -> Self {
        Position {
            board: [None; 90],
            occupied: [0; 2],
            to_move: Side::Red,
            hash: 0,
            generals: [OFF; 2],
            halfmove: 0,
            fullmove: 1,
        }
    }
}

fn bad(at: usize, reason: impl Into<String>) -> Error {
    Error::BadPosition {
        at,
        reason: reason.into(),
    }
}

impl Position {
    /// The standard starting position.
    pub fn start() -> Position {
        Position::parse(START_FEN).unwrap_or_default()
    }

    pub fn get(&self, sq: Square) -> Option<Piece> {
        self.board.get(GEOMETRY.index(sq)).copied().flatten()
    }

    pub fn to_move(&self) -> Side {
        self.to_move
    }

    /// The hash for repetition: side and kind per square, and the side to move (identity ignored).
    pub fn hash(&self) -> PositionHash {
        self.hash
    }

    pub fn general(&self, side: Side) -> Option<Square> {
        let g = usize::from(self.generals[side.index()]);
        (g < 90).then(|| square_at(g))
    }

    /// The board by square index (the move generator's view).
    #[inline(always)]
    pub(super) fn board(&self) -> &[Option<Piece>; 90] {
        &self.board
    }

    /// The squares of `side`'s pieces, as bits by square index.
    #[inline(always)]
    pub(super) fn occupied(&self, side: Side) -> u128 {
        self.occupied[side.index()]
    }

    /// The index of `side`'s General's square, or [`OFF`].
    #[inline(always)]
    pub(super) fn general_index(&self, side: Side) -> u8 {
        self.generals[side.index()]
    }

    /// Moves the piece on `from` to `to` (square indices below 90) and returns what stood on `to`;
    /// the board, the pieces' bits and the Generals' squares only: no hash, no turn, no counters
    /// (perft and the legality test, which take it back with [`Position::unmove_piece`]).
    pub(super) fn move_piece(&mut self, from: usize, to: usize) -> Option<Piece> {
        let moving = self.board[from];
        let captured = self.board[to];
        self.board[to] = moving;
        self.board[from] = None;
        if let Some(p) = moving {
            self.occupied[p.side.index()] ^= bit(from) | bit(to);
            if p.kind == Kind::General {
                self.generals[p.side.index()] = to as u8;
            }
        }
        if let Some(c) = captured {
            self.occupied[c.side.index()] ^= bit(to);
            if c.kind == Kind::General {
                self.generals[c.side.index()] = OFF;
            }
        }
        captured
    }

    /// Takes back [`Position::move_piece`].
    pub(super) fn unmove_piece(&mut self, from: usize, to: usize, captured: Option<Piece>) {
        let moving = self.board[to];
        self.board[from] = moving;
        self.board[to] = captured;
        if let Some(p) = moving {
            self.occupied[p.side.index()] ^= bit(from) | bit(to);
            if p.kind == Kind::General {
                self.generals[p.side.index()] = from as u8;
            }
        }
        if let Some(c) = captured {
            self.occupied[c.side.index()] ^= bit(to);
            if c.kind == Kind::General {
                self.generals[c.side.index()] = to as u8;
            }
        }
    }

    /// Hands the turn over without touching the hash (perft; undone by calling it again).
    #[inline(always)]
    pub(super) fn pass_turn(&mut self) {
        self.to_move = self.to_move.other();
    }

    /// Puts a piece on a square (or clears it), keeping the hash and the Generals' squares in step.
    pub fn set(&mut self, sq: Square, piece: Option<Piece>) {
        let i = GEOMETRY.index(sq);
        let Some(slot) = self.board.get_mut(i) else {
            return;
        };
        if let Some(old) = *slot {
            self.hash ^= hash::key(i, old.hash_code());
            self.occupied[old.side.index()] &= !bit(i);
            if old.kind == Kind::General && usize::from(self.generals[old.side.index()]) == i {
                self.generals[old.side.index()] = OFF;
            }
        }
        if let Some(new) = piece {
            self.hash ^= hash::key(i, new.hash_code());
            self.occupied[new.side.index()] |= bit(i);
            if new.kind == Kind::General {
                self.generals[new.side.index()] = i as u8;
            }
        }
        *slot = piece;
    }

    /// Sets the side to move, keeping the hash in step.
    pub fn set_to_move(&mut self, side: Side) {
        if side != self.to_move {
            self.hash ^= hash::side_key(true);
            self.to_move = side;
        }
    }

    /// Every piece with its square, rank 0 first, file a first.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.board
            .iter()
            .enumerate()
            .filter_map(|(i, p)| p.map(|p| (square_at(i), p)))
    }

    pub fn square_of(&self, id: PieceId) -> Option<Square> {
        self.pieces().find(|(_, p)| p.id == id).map(|(sq, _)| sq)
    }

    /// Plays a move without any legality check (the caller has one from the move generator) and
    /// returns what [`Position::unmake`] needs.
    pub fn make(&mut self, mv: Move) -> Undo {
        let moving = self.get(mv.from);
        let captured = self.get(mv.to);
        let undo = Undo {
            captured,
            halfmove: self.halfmove,
        };
        self.set(mv.from, None);
        self.set(mv.to, moving);
        self.halfmove = if captured.is_some() {
            0
        } else {
            self.halfmove.saturating_add(1)
        };
        if self.to_move == Side::Black {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.set_to_move(self.to_move.other());
        undo
    }

    /// Takes back a move played with [`Position::make`].
    pub fn unmake(&mut self, mv: Move, undo: Undo) {
        self.set_to_move(self.to_move.other());
        if self.to_move == Side::Black {
            self.fullmove = self.fullmove.saturating_sub(1);
        }
        let moving = self.get(mv.to);
        self.set(mv.to, undo.captured);
        self.set(mv.from, moving);
        self.halfmove = undo.halfmove;
    }

    /// Reads a FEN: the board rows from Black's back rank (rank 9) to Red's (rank 0), upper case
    /// Red, letters K A B N R C P or G A E H R C P; then the side to move (`w` or `r` Red, `b`
    /// Black; Red if absent), optionally `-` `-` and the halfmove and fullmove numbers. An empty
    /// holdings suffix `[]` (Fairy-Stockfish) after the board is accepted. Errors give the
    /// 1-based character where reading stopped.
    pub fn parse(text: &str) -> Result<Position, Error> {
        if text.len() > MAX_POSITION_TEXT {
            return Err(Error::InputTooLarge {
                what: "the position text",
                len: text.len(),
                limit: MAX_POSITION_TEXT,
            });
        }
        // Fields with their 1-based character positions. `get` rather than `&text[..]`: the bounds are
        // char boundaries (from char_indices), and indexing would link core's panic message for a bad
        // boundary, which quotes the text with `Debug` and so links its Unicode tables into the wasm.
        let mut fields: Vec<(usize, &str)> = Vec::new();
        let mut start: Option<(usize, usize)> = None; // (byte, char index)
        let mut char_index = 0usize;
        for (byte, c) in text.char_indices() {
            char_index += 1;
            if c.is_whitespace() {
                if let Some((b, ci)) = start.take() {
                    fields.push((ci, text.get(b..byte).unwrap_or_default()));
                }
            } else if start.is_none() {
                start = Some((byte, char_index));
            }
        }
        if let Some((b, ci)) = start {
            fields.push((ci, text.get(b..).unwrap_or_default()));
        }
        let Some(&(board_at, board_text)) = fields.first() else {
            return Err(bad(1, "the position text is empty"));
        };
        let mut pos = Position::default();
        pos.parse_board(board_at, board_text)?;
        let mut rest = fields.iter().skip(1);
        let mut side_at = board_at + board_text.chars().count();
        if let Some(&(at, side)) = rest.next() {
            side_at = at;
            let to_move = match side {
                "w" | "W" | "r" | "R" => Side::Red,
                "b" | "B" => Side::Black,
                _ => {
                    return Err(bad(
                        at,
                        format!(
                            "the side to move must be w or r (Red) or b (Black), not {}",
                            q(&side.chars().take(16).collect::<String>())
                        ),
                    ))
                }
            };
            pos.set_to_move(to_move);
        }
        let mut numbers = Vec::new();
        for &(at, field) in rest {
            if field == "-" && numbers.is_empty() {
                continue;
            }
            if numbers.len() == 2 {
                return Err(bad(at, "unexpected text after the fullmove number"));
            }
            let n: u32 = field
                .parse()
                .ok()
                .filter(|_| field.len() <= 9 && field.bytes().all(|b| b.is_ascii_digit()))
                .ok_or_else(|| {
                    bad(
                        at,
                        format!(
                            "expected the {} number, found {}",
                            if numbers.is_empty() {
                                "halfmove"
                            } else {
                                "fullmove"
                            },
                            q(&field.chars().take(16).collect::<String>())
                        ),
                    )
                })?;
            numbers.push(n);
        }
        if let Some(&h) = numbers.first() {
            pos.halfmove = h;
        }
        if let Some(&f) = numbers.get(1) {
            pos.fullmove = f.max(1);
        }
        let waiting = pos.to_move.other();
        if super::movegen::in_check(&pos, waiting) {
            return Err(bad(
                side_at,
                format!(
                    "{} is to move but {}'s General is in check (or faces the other General): the position cannot arise",
                    pos.to_move.id(),
                    waiting.id()
                ),
            ));
        }
        Ok(pos)
    }

    fn parse_board(&mut self, at0: usize, board: &str) -> Result<(), Error> {
        let board = board.strip_suffix("[]").unwrap_or(board);
        let mut counts = [[0usize; 7]; 2];
        let mut next_id = 0u16;
        // (unsigned: a signed number's formatting would be the only one in the wasm)
        let mut rank: u32 = 9;
        let mut file: u32 = 0;
        let mut at = at0;
        for c in board.chars() {
            if c == '/' {
                if file != 9 {
                    return Err(bad(
                        at,
                        format!(
                            "rank {rank} has {file} points; every rank has 9 (pieces plus empty points)"
                        ),
                    ));
                }
                if rank == 0 {
                    return Err(bad(at, "more than 10 ranks; a Xiangqi board has 10"));
                }
                rank -= 1;
                file = 0;
            } else if let Some(d) = c.to_digit(10) {
                if d == 0 || file + d > 9 {
                    return Err(bad(
                        at,
                        format!("{} runs past the 9 points of rank {rank}", q(c)),
                    ));
                }
                file += d;
            } else if let Some(kind) = Kind::from_letter(c) {
                if file >= 9 {
                    return Err(bad(at, format!("rank {rank} has more than 9 points")));
                }
                let side = if c.is_ascii_uppercase() {
                    Side::Red
                } else {
                    Side::Black
                };
                let sq = Square::new(file as u8, rank as u8);
                let piece = Piece {
                    side,
                    kind,
                    id: PieceId(next_id),
                };
                next_id += 1;
                let n = &mut counts[side.index()][kind as usize];
                *n += 1;
                if *n > kind.max_count() {
                    return Err(bad(
                        at,
                        format!(
                            "{} has more than {} {}{}",
                            side.id(),
                            kind.max_count(),
                            kind.id(),
                            if kind.max_count() > 1 { "s" } else { "" }
                        ),
                    ));
                }
                if let Some(reason) = placement_fault(piece, sq) {
                    // written out (a `char`'s formatting would be the only one in the wasm)
                    let mut text = String::new();
                    text.push(c);
                    text.push_str(" on ");
                    push_square_name(&mut text, sq);
                    text.push_str(": ");
                    text.push_str(reason);
                    return Err(bad(at, text));
                }
                self.set(sq, Some(piece));
                file += 1;
            } else {
                return Err(bad(
                    at,
                    format!(
                        "unexpected {}; expected a piece letter (K A B N R C P, or G E H), a digit 1-9 or '/'",
                        q(c)
                    ),
                ));
            }
            at += 1;
        }
        if rank != 0 || file != 9 {
            return Err(bad(
                at,
                format!(
                    "the board ends early (rank {rank}, {file} points); it needs 10 ranks of 9 points, rank 9 first"
                ),
            ));
        }
        for side in [Side::Red, Side::Black] {
            if self.general(side).is_none() {
                return Err(bad(at, format!("{} has no General", side.id())));
            }
        }
        Ok(())
    }

    /// The board field of the FEN (letters K A B N R C P).
    pub fn board_fen(&self) -> String {
        let mut out = String::with_capacity(BOARD_FEN_MAX);
        self.push_board_fen(&mut out);
        out
    }

    /// Appends the board part of the FEN to `out`: written into a buffer on the stack and pushed as
    /// one text (a `String::push` per square costs a check of the room each; every row of an
    /// explanation has its position).
    fn push_board_fen(&self, out: &mut String) {
        let mut buf = [0u8; BOARD_FEN_MAX];
        let mut n = 0;
        let mut put = |b: u8| {
            if let Some(slot) = buf.get_mut(n) {
                *slot = b;
                n += 1;
            }
        };
        // the ranks from Black's back rank (9) down, each from file a (the board by index
        // `rank * 9 + file`)
        for (i, rank) in self.board.chunks(9).rev().enumerate() {
            if i > 0 {
                put(b'/');
            }
            let mut empty = 0;
            for cell in rank {
                match cell {
                    Some(p) => {
                        if empty > 0 {
                            put(b'0' + empty);
                            empty = 0;
                        }
                        // an ASCII letter: Red's upper case, Black's lower case
                        let c = p.kind.fen_letter() as u8;
                        put(if p.side.is_black() { c | 0x20 } else { c });
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                put(b'0' + empty);
            }
        }
        // ASCII only: the letters, digits and `/` above
        if let Ok(text) = std::str::from_utf8(buf.get(..n).unwrap_or(&[])) {
            out.push_str(text);
        }
    }

    /// The full FEN: board, `w` or `b`, `- -`, halfmove and fullmove numbers.
    pub fn to_fen(&self) -> String {
        // written out rather than through `fmt` (every row of an explanation has its position), into
        // room for the longest FEN of this board: no growing
        let mut out = String::with_capacity(BOARD_FEN_MAX + 32);
        self.push_board_fen(&mut out);
        out.push_str(if self.to_move == Side::Red {
            " w - - "
        } else {
            " b - - "
        });
        crate::core::i18n::push_number(&mut out, u64::from(self.halfmove));
        out.push(' ');
        crate::core::i18n::push_number(&mut out, u64::from(self.fullmove));
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_use_iccs_names() {
        for sq in GEOMETRY.squares() {
            assert_eq!(parse_square(&square_name(sq)).unwrap(), sq);
        }
        assert_eq!(parse_square("h2").unwrap(), Square::new(7, 2));
        // the static names are the written ones
        for sq in GEOMETRY.squares() {
            let mut written = String::new();
            push_square_name(&mut written, sq);
            assert_eq!(square_str(sq), Some(written.as_str()));
        }
        assert_eq!(square_str(Square::new(9, 0)), None);
        assert_eq!(square_name(Square::new(0, 10)), "a10");
        for bad in ["", "j0", "a", "a10", "é1", "h-"] {
            assert!(parse_square(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn make_and_unmake_restore_everything() {
        let mut pos = Position::start();
        let before = pos.clone();
        let mv = Move::new(Square::new(7, 2), Square::new(7, 9));
        let undo = pos.make(mv);
        assert_eq!(undo.captured.map(|p| p.kind), Some(Kind::Horse));
        assert_ne!(pos.hash(), before.hash());
        pos.unmake(mv, undo);
        assert_eq!(pos, before);
    }
}
