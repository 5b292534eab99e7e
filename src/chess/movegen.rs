//! Legal chess moves: generation, making a move, check, checkmate, stalemate, and perft.
//!
//! Legality is "the mover's own King, if it has one, is not left attacked", and a King is never
//! captured. So a side without a King may make every move its pieces can make, and a position
//! whose side not to move is in check (after a Bogenschach shot) still has its moves, minus
//! the capture of that King.

use super::bitboard::{self, bit, squares, Bitboard};
use super::board::Board;
use super::piece::{Color, Piece, Role};
use super::position::{index, square, Castling, Position};
use crate::core::Square;
use serde::Serialize;

/// How a move is carried out, beyond moving one piece from `from` to `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum MoveKind {
    Normal,
    /// A pawn's first move by two squares (it leaves an en passant square behind).
    DoublePush,
    /// A pawn capturing en passant: the captured pawn is not on `to`.
    EnPassant,
    /// O-O: the King goes from its home square two files towards the h-file Rook.
    CastleKingside,
    /// O-O-O: the King goes two files towards the a-file Rook.
    CastleQueenside,
}

/// A move: castling is written as the King's move (`e1g1`), as UCI does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: Square,
    pub to: Square,
    pub promotion: Option<Role>,
    pub kind: MoveKind,
}

/// What [`Position::make`] (or a pass, or a piece removed) changed, for [`Position::unmake`]: the
/// squares it touched with what stood on them, the turn, the castling rights, the en passant
/// square and the clocks before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Undo {
    squares: [(u8, Option<Piece>); 4],
    kept: u8,
    turn: Color,
    castling: Castling,
    ep: Option<u8>,
    halfmove: u32,
    fullmove: u32,
}

impl Undo {
    fn of(pos: &Position) -> Undo {
        Undo {
            squares: [(0, None); 4],
            kept: 0,
            turn: pos.turn,
            castling: pos.castling,
            ep: pos.ep,
            halfmove: pos.halfmove,
            fullmove: pos.fullmove,
        }
    }

    /// Keeps what stands on square `sq` before it changes (a move touches at most 4 squares).
    fn keep(&mut self, pos: &Position, sq: u8) {
        if let Some(slot) = self.squares.get_mut(usize::from(self.kept)) {
            *slot = (sq, pos.at(sq));
            self.kept += 1;
        }
    }
}

/// Why a move the pieces could make is not legal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Illegal {
    /// No piece of the side to move can make this move at all.
    NoSuchMove,
    /// The move would capture a King (a King can be mated, never captured).
    KingCapture,
    /// The move would leave the mover's own King attacked.
    SelfCheck,
}

/// How the side to move stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Status {
    /// It has a legal move.
    Ongoing,
    /// In check with no legal move.
    Checkmate,
    /// Not in check (or without a King) and no legal move.
    Stalemate,
}

/// Squares that must be empty and squares the King crosses (must not be attacked) for castling,
/// by colour and side: (right, king from, king to, rook from, rook to, empty, uncontested).
pub(crate) struct CastleRule {
    pub(crate) right: Castling,
    pub(crate) kind: MoveKind,
    pub(crate) king: u8,
    pub(crate) king_to: u8,
    pub(crate) rook: u8,
    pub(crate) rook_to: u8,
    pub(crate) empty: Bitboard,
    pub(crate) safe: [u8; 3],
}

pub(crate) const CASTLES: [[CastleRule; 2]; 2] = [
    [
        CastleRule {
            right: Castling::WHITE_KINGSIDE,
            kind: MoveKind::CastleKingside,
            king: 4,
            king_to: 6,
            rook: 7,
            rook_to: 5,
            empty: bit(5) | bit(6),
            safe: [4, 5, 6],
        },
        CastleRule {
            right: Castling::WHITE_QUEENSIDE,
            kind: MoveKind::CastleQueenside,
            king: 4,
            king_to: 2,
            rook: 0,
            rook_to: 3,
            empty: bit(1) | bit(2) | bit(3),
            safe: [4, 3, 2],
        },
    ],
    [
        CastleRule {
            right: Castling::BLACK_KINGSIDE,
            kind: MoveKind::CastleKingside,
            king: 60,
            king_to: 62,
            rook: 63,
            rook_to: 61,
            empty: bit(61) | bit(62),
            safe: [60, 61, 62],
        },
        CastleRule {
            right: Castling::BLACK_QUEENSIDE,
            kind: MoveKind::CastleQueenside,
            king: 60,
            king_to: 58,
            rook: 56,
            rook_to: 59,
            empty: bit(57) | bit(58) | bit(59),
            safe: [60, 59, 58],
        },
    ],
];

fn mv(from: u8, to: u8, promotion: Option<Role>, kind: MoveKind) -> Move {
    Move {
        from: square(from),
        to: square(to),
        promotion,
        kind,
    }
}

impl Position {
    /// Every move the pieces of the side to move can make by the rules of movement, King
    /// captures included, without asking whether the own King is left attacked. Castling is
    /// included only when it is fully legal (rights, empty squares, King not in, through or into
    /// check).
    pub fn pseudo_legal_moves(&self) -> Vec<Move> {
        let mut out = Vec::with_capacity(64);
        self.generate(&mut out);
        out
    }

    fn generate(&self, out: &mut Vec<Move>) {
        let us = self.turn;
        let them = us.other();
        let own = self.by_color[us.index()];
        let enemy = self.by_color[them.index()];
        let occ = own | enemy;
        for from in squares(own) {
            let Some(piece) = self.at(from) else { continue };
            let targets = match piece.role {
                Role::Pawn => {
                    self.pawn_moves(from, us, occ, enemy, out);
                    continue;
                }
                Role::Knight => bitboard::KNIGHT[from as usize],
                Role::Bishop => bitboard::bishop_attacks(from, occ),
                Role::Rook => bitboard::rook_attacks(from, occ),
                Role::Queen => {
                    bitboard::bishop_attacks(from, occ) | bitboard::rook_attacks(from, occ)
                }
                Role::King => bitboard::KING[from as usize],
            } & !own;
            for to in squares(targets) {
                out.push(mv(from, to, None, MoveKind::Normal));
            }
        }
        for rule in &CASTLES[us.index()] {
            if self.castling.has(rule.right)
                && self.pieces_of(us, Role::King) & bit(rule.king) != 0
                && self.pieces_of(us, Role::Rook) & bit(rule.rook) != 0
                && occ & rule.empty == 0
                && rule
                    .safe
                    .iter()
                    .all(|&s| self.attackers(s, them, occ, enemy) == 0)
            {
                out.push(mv(rule.king, rule.king_to, None, rule.kind));
            }
        }
    }

    fn pawn_moves(&self, from: u8, us: Color, occ: Bitboard, enemy: Bitboard, out: &mut Vec<Move>) {
        let (forward, start_rank, last_rank): (i8, u8, u8) = match us {
            Color::White => (8, 1, 7),
            Color::Black => (-8, 6, 0),
        };
        let push = |out: &mut Vec<Move>, to: u8, kind: MoveKind| {
            if to / 8 == last_rank {
                for role in Role::PROMOTIONS {
                    out.push(mv(from, to, Some(role), kind));
                }
            } else {
                out.push(mv(from, to, None, kind));
            }
        };
        let one = from as i8 + forward;
        if !(0..64).contains(&one) {
            return; // a pawn on its last rank: never in a position read or played
        }
        let one = one as u8;
        if occ & bit(one) == 0 {
            push(out, one, MoveKind::Normal);
            if from / 8 == start_rank {
                let two = (one as i8 + forward) as u8;
                if occ & bit(two) == 0 {
                    out.push(mv(from, two, None, MoveKind::DoublePush));
                }
            }
        }
        let attacks = bitboard::PAWN_ATTACKS[us.index()][from as usize];
        for to in squares(attacks & enemy) {
            push(out, to, MoveKind::Normal);
        }
        if let Some(ep) = self.ep {
            if attacks & bit(ep) != 0 && occ & bit(ep) == 0 {
                let victim = (ep as i8 - forward) as u8;
                if self.pieces_of(us.other(), Role::Pawn) & bit(victim) != 0 {
                    out.push(mv(from, ep, None, MoveKind::EnPassant));
                }
            }
        }
    }

    /// Whether a pseudo-legal move is legal: it captures no King and leaves no own King attacked.
    fn is_legal_pseudo(&self, m: &Move, king: Option<u8>, checked: bool) -> bool {
        let from = index(m.from);
        let to = index(m.to);
        if self.by_role[Role::King.index()] & bit(to) != 0 {
            return false;
        }
        let Some(k) = king else { return true };
        match m.kind {
            MoveKind::CastleKingside | MoveKind::CastleQueenside => return true, // checked when made
            MoveKind::Normal | MoveKind::DoublePush
                if !checked && from != k && bitboard::QUEEN_RAYS[k as usize] & bit(from) == 0 =>
            {
                return true; // neither in check nor able to uncover the King
            }
            _ => {}
        }
        let us = self.turn;
        let them = us.other();
        let mut captured = bit(to);
        if m.kind == MoveKind::EnPassant {
            captured = bit(match us {
                Color::White => to - 8,
                Color::Black => to + 8,
            });
        }
        let occ = (self.occupied() & !bit(from) & !captured) | bit(to);
        let enemy = self.by_color[them.index()] & !captured;
        let k = if from == k { to } else { k };
        self.attackers(k, them, occ, enemy) == 0
    }

    /// Every legal move of the side to move: by the square of the piece (A1 first), then by
    /// target square; a pawn's push before its double push before its captures, promotions to
    /// Queen, Rook, Bishop, Knight; castling last. The same moves, in the same order, as the
    /// pseudo-legal moves that capture no King and leave no own King attacked.
    pub fn legal_moves(&self) -> Vec<Move> {
        Board::of(self).legal_moves()
    }

    /// The number of legal moves, without listing them.
    pub fn count_legal_moves(&self) -> usize {
        Board::of(self).count() as usize
    }

    /// Whether the side to move has a legal move.
    pub fn has_legal_move(&self) -> bool {
        Board::of(self).count() != 0
    }

    /// Whether the move is legal here, and if not, why.
    pub fn check_move(&self, m: &Move) -> Result<(), Illegal> {
        if !self.pseudo_legal_moves().contains(m) {
            return Err(Illegal::NoSuchMove);
        }
        let to = index(m.to);
        if self.by_role[Role::King.index()] & bit(to) != 0 {
            return Err(Illegal::KingCapture);
        }
        if self.is_legal_pseudo(m, self.king_index(self.turn), self.is_check()) {
            Ok(())
        } else {
            Err(Illegal::SelfCheck)
        }
    }

    pub fn is_legal(&self, m: &Move) -> bool {
        self.check_move(m).is_ok()
    }

    /// The piece a move takes off the board (for en passant, the pawn beside `to`).
    pub fn captured(&self, m: &Move) -> Option<Piece> {
        match m.kind {
            MoveKind::EnPassant => self.get(Square::new(m.to.file, m.from.rank)),
            MoveKind::CastleKingside | MoveKind::CastleQueenside => None,
            _ => self.get(m.to),
        }
    }

    /// The position after a move, assumed to be legal here (a move from `legal_moves`, or one
    /// `check_move` accepted). Given a move that is not, it moves what it finds and never panics:
    /// off-board squares do nothing, `promotion` counts only for a pawn reaching its last rank.
    pub fn play(&self, m: &Move) -> Position {
        let mut next = self.clone();
        next.make(m);
        next
    }

    /// Makes a move on this position (see [`Position::play`]).
    pub fn play_in_place(&mut self, m: &Move) {
        self.make(m);
    }

    /// Makes a move on this position (see [`Position::play`]) and returns what
    /// [`Position::unmake`] needs to take it back.
    pub fn make(&mut self, m: &Move) -> Undo {
        let mut undo = Undo::of(self);
        if m.from.file >= 8 || m.from.rank >= 8 || m.to.file >= 8 || m.to.rank >= 8 {
            return undo;
        }
        let from = index(m.from);
        let to = index(m.to);
        let us = self.turn;
        let Some(mut piece) = self.at(from) else {
            return undo;
        };
        let mut reset = piece.role == Role::Pawn;
        self.ep = None;
        match m.kind {
            MoveKind::EnPassant => {
                let victim = index(Square::new(m.to.file, m.from.rank));
                undo.keep(self, victim);
                self.put(victim, None);
                reset = true;
            }
            MoveKind::CastleKingside | MoveKind::CastleQueenside => {
                let side = usize::from(m.kind == MoveKind::CastleQueenside);
                let rule = &CASTLES[us.index()][side];
                let rook = self.at(rule.rook);
                undo.keep(self, rule.rook);
                self.put(rule.rook, None);
                undo.keep(self, rule.rook_to);
                self.put(rule.rook_to, rook);
            }
            MoveKind::DoublePush => {
                self.ep = Some((from + to) / 2);
            }
            MoveKind::Normal => {}
        }
        if self.at(to).is_some() {
            reset = true;
        }
        if piece.role == Role::Pawn && (m.to.rank == 0 || m.to.rank == 7) {
            // a pawn reaching the last rank always promotes, to a Queen if no piece is named
            piece.role = m
                .promotion
                .filter(|r| Role::PROMOTIONS.contains(r))
                .unwrap_or(Role::Queen);
        }
        undo.keep(self, from);
        self.put(from, None);
        undo.keep(self, to);
        self.put(to, Some(piece));
        self.castling = self
            .castling
            .without(Castling::lost_at(from))
            .without(Castling::lost_at(to));
        self.halfmove = if reset {
            0
        } else {
            self.halfmove.saturating_add(1)
        };
        if us == Color::Black {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.turn = us.other();
        undo
    }

    /// Takes back what [`Position::make`], [`Position::pass_in_place`] or
    /// [`Position::remove_undoable`] did (the last of them first).
    pub fn unmake(&mut self, undo: &Undo) {
        for &(sq, piece) in undo.squares[..usize::from(undo.kept)].iter().rev() {
            self.put(sq, piece);
        }
        self.turn = undo.turn;
        self.castling = undo.castling;
        self.ep = undo.ep;
        self.halfmove = undo.halfmove;
        self.fullmove = undo.fullmove;
    }

    /// The position after the side to move passes (a Bogenschach turn whose move is skipped
    /// because no legal move exists): the turn changes, the en passant chance lapses, the clocks
    /// advance as after a move. Whether a pass is allowed is for the caller to decide.
    pub fn pass(&self) -> Position {
        let mut next = self.clone();
        next.pass_in_place();
        next
    }

    /// Passes on this position (see [`Position::pass`]); [`Position::unmake`] takes it back.
    pub fn pass_in_place(&mut self) -> Undo {
        let undo = Undo::of(self);
        self.ep = None;
        self.halfmove = self.halfmove.saturating_add(1);
        if self.turn == Color::Black {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.turn = self.turn.other();
        undo
    }

    /// [`Position::remove`], with what [`Position::unmake`] needs to put the piece back (its
    /// castling rights and en passant chance with it); `None` when the square is empty (nothing
    /// changes).
    pub fn remove_undoable(&mut self, sq: Square) -> Option<(Piece, Undo)> {
        let mut undo = Undo::of(self);
        if self.get(sq).is_some() {
            undo.keep(self, index(sq));
        }
        self.remove(sq).map(|piece| (piece, undo))
    }

    /// Checkmate, stalemate, or neither, for the side to move.
    pub fn status(&self) -> Status {
        if self.has_legal_move() {
            Status::Ongoing
        } else if self.is_check() {
            Status::Checkmate
        } else {
            Status::Stalemate
        }
    }

    pub fn is_checkmate(&self) -> bool {
        self.status() == Status::Checkmate
    }

    pub fn is_stalemate(&self) -> bool {
        self.status() == Status::Stalemate
    }
}

/// The number of move sequences of `depth` legal moves from `pos` (perft). Depth 0 is 1.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    perft_within(pos, depth, u64::MAX).unwrap_or(u64::MAX)
}

/// Perft that stops as soon as it has counted more than `budget` leaf nodes: `None` then.
pub fn perft_within(pos: &Position, depth: u32, budget: u64) -> Option<u64> {
    let mut left = budget;
    Board::of(pos).perft(depth, &mut left)
}

/// Perft split by first move: each legal move with the count below it, for finding a difference
/// against another generator.
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    pos.legal_moves()
        .into_iter()
        .map(|m| (m, perft(&pos.play(&m), depth.saturating_sub(1))))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn any_move_struct_can_be_played_without_panicking() {
        let roles = [None, Some(Role::King), Some(Role::Pawn), Some(Role::Queen)];
        let kinds = [
            MoveKind::Normal,
            MoveKind::DoublePush,
            MoveKind::EnPassant,
            MoveKind::CastleKingside,
            MoveKind::CastleQueenside,
        ];
        let p = Position::from_fen("r3k2r/1P4P1/8/3pP3/8/8/1p4p1/R3K2R w KQkq d6 0 1").unwrap();
        for from in 0..70u8 {
            for to in (0..70u8).step_by(3) {
                for promotion in roles {
                    for kind in kinds {
                        let m = Move {
                            from: Square::new(from % 10, from / 10),
                            to: Square::new(to % 10, to / 10),
                            promotion,
                            kind,
                        };
                        let next = p.play(&m);
                        let _ = perft(&next, 1);
                        let _ = next.to_fen();
                        let _ = p.check_move(&m);
                        // and whatever it did is taken back exactly
                        let mut back = next.clone();
                        let mut again = p.clone();
                        let undo = again.make(&m);
                        assert_eq!(again, next);
                        again.unmake(&undo);
                        assert_eq!(again, p, "{m:?}");
                        back.pass_in_place();
                        let _ = back.to_fen();
                    }
                }
            }
        }
    }

    /// Every position two moves deep from positions full of castling, en passant and promotions
    /// (and ones only Bogenschach reaches), each move made and unmade, each piece removed and put
    /// back, and a pass: the position is restored exactly.
    #[test]
    fn unmake_restores_every_move_pass_and_removal() {
        fn check(p: &Position, depth: u32) {
            let mut q = p.clone();
            let undo = q.pass_in_place();
            assert_eq!(q, p.pass());
            q.unmake(&undo);
            assert_eq!(&q, p);
            for (sq, _) in p.pieces().collect::<Vec<_>>() {
                let mut q = p.clone();
                let mut removed = p.clone();
                let (_, undo) = q.remove_undoable(sq).expect("a piece");
                removed.remove(sq);
                assert_eq!(q, removed);
                q.unmake(&undo);
                assert_eq!(&q, p, "{sq:?} put back");
            }
            for m in p.legal_moves() {
                let mut q = p.clone();
                let undo = q.make(&m);
                assert_eq!(q, p.play(&m));
                if depth > 1 {
                    check(&q, depth - 1);
                }
                q.unmake(&undo);
                assert_eq!(&q, p, "{m:?} taken back in {}", p.to_fen());
            }
            let mut q = p.clone();
            assert_eq!(
                q.remove_undoable(Square::new(0, 3)).is_none(),
                p.get(Square::new(0, 3)).is_none()
            );
        }
        for fen in [
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "r3k2r/1P4P1/8/3pP3/8/8/1p4p1/R3K2R w KQkq d6 0 1",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        ] {
            check(&Position::from_fen(fen).expect("fen"), 2);
        }
    }

    #[test]
    fn start_position_has_twenty_moves() {
        let p = Position::start();
        assert_eq!(p.legal_moves().len(), 20);
        assert_eq!(perft(&p, 3), 8902);
        assert_eq!(p.status(), Status::Ongoing);
    }
}
