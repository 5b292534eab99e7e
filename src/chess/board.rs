//! The fast core of chess move generation. [`Board`] is what generating moves reads: the pieces as
//! bitboards, the side to move, the castling rights and the en passant square (72 bytes, copied
//! for each move in perft; a [`Position`] adds the pieces' identities and the clocks). Legal moves
//! are generated directly, with a check mask and pin rays: no move is made to test it, except en
//! passant. At the last ply of perft they are only counted, by population counts.
//!
//! The rules are those of [`Position`]: a King is never captured; a side without a King may make
//! every move its pieces can make; the side not to move may stand in check.

use super::bitboard::{self, bit, squares, Bitboard};
use super::movegen::{Move, MoveKind, CASTLES};
use super::piece::{Color, Role};
use super::position::{square, Castling, Position};

const PAWN: usize = 0;
const KNIGHT: usize = 1;
const BISHOP: usize = 2;
const ROOK: usize = 3;
const QUEEN: usize = 4;
const KING: usize = 5;

#[derive(Clone, Copy, Debug)]
pub(crate) struct Board {
    by_color: [Bitboard; 2],
    by_role: [Bitboard; 6],
    turn: Color,
    castling: Castling,
    ep: Option<u8>,
}

/// Where generated moves go: a list, a count, or the next ply of perft.
pub(crate) trait Sink {
    /// The moves of the piece `role` from `from` to each square of `targets` (none when empty),
    /// all of `kind`; with `promote`, each is four moves, one per piece a pawn may become.
    fn add(&mut self, from: u8, role: Role, targets: Bitboard, kind: MoveKind, promote: bool);
}

/// Counts the moves.
struct Count(u64);

impl Sink for Count {
    #[inline(always)]
    fn add(&mut self, _from: u8, _role: Role, targets: Bitboard, _kind: MoveKind, promote: bool) {
        let n = u64::from(targets.count_ones());
        self.0 += if promote { 4 * n } else { n };
    }
}

/// Lists the moves, in the order of [`Position::legal_moves`].
struct List(Vec<Move>);

impl Sink for List {
    fn add(&mut self, from: u8, _role: Role, targets: Bitboard, kind: MoveKind, promote: bool) {
        for to in squares(targets) {
            let m = Move {
                from: square(from),
                to: square(to),
                promotion: None,
                kind,
            };
            if promote {
                for role in Role::PROMOTIONS {
                    self.0.push(Move {
                        promotion: Some(role),
                        ..m
                    });
                }
            } else {
                self.0.push(m);
            }
        }
    }
}

/// Perft below a board: each move made on a copy, and the tree below it counted.
struct Perft<'a> {
    board: &'a Board,
    depth: u32,
    left: &'a mut u64,
    nodes: u64,
    over: bool,
}

impl Sink for Perft<'_> {
    fn add(&mut self, from: u8, role: Role, targets: Bitboard, kind: MoveKind, promote: bool) {
        for to in squares(targets) {
            let promotions: &[Option<Role>] = if promote {
                &[
                    Some(Role::Queen),
                    Some(Role::Rook),
                    Some(Role::Bishop),
                    Some(Role::Knight),
                ]
            } else {
                &[None]
            };
            for &promotion in promotions {
                if self.over {
                    return;
                }
                let mut child = *self.board;
                child.make(from, to, role, kind, promotion);
                match child.perft(self.depth, self.left) {
                    Some(n) => self.nodes += n,
                    None => self.over = true,
                }
            }
        }
    }
}

impl Board {
    pub(crate) fn of(pos: &Position) -> Board {
        Board {
            by_color: pos.by_color,
            by_role: pos.by_role,
            turn: pos.turn,
            castling: pos.castling,
            ep: pos.ep,
        }
    }

    /// The pieces of colour `by` (`them`: their squares) attacking `sq` when `occupied` is occupied.
    /// Not inlined: it is called at a few places of each copy of [`Board::generate`], and forcing it
    /// inline grows the wasm by more than it gains in speed.
    fn attackers(&self, sq: u8, by: Color, occupied: Bitboard, them: Bitboard) -> Bitboard {
        let s = sq as usize;
        let r = &self.by_role;
        let diagonal = (r[BISHOP] | r[QUEEN]) & them;
        let straight = (r[ROOK] | r[QUEEN]) & them;
        let mut a = (bitboard::KNIGHT[s] & r[KNIGHT])
            | (bitboard::KING[s] & r[KING])
            | (bitboard::PAWN_ATTACKS[by.other().index()][s] & r[PAWN]);
        a &= them;
        if diagonal != 0 {
            a |= bitboard::bishop_attacks(sq, occupied) & diagonal;
        }
        if straight != 0 {
            a |= bitboard::rook_attacks(sq, occupied) & straight;
        }
        a
    }

    /// The legal moves, into `sink`: the pieces in the order of their squares (A1 first), each
    /// piece's targets in the order of theirs, castling last.
    #[inline(always)]
    pub(crate) fn generate<S: Sink + ?Sized>(&self, sink: &mut S) {
        let us = self.turn;
        let them = us.other();
        let own = self.by_color[us.index()];
        let enemy = self.by_color[them.index()];
        let occ = own | enemy;
        let r = &self.by_role;
        // a piece moves onto an empty square or captures, but never a King
        let capturable = enemy & !r[KING];
        let open = !occ | capturable;
        let king = own & r[KING];

        let mut check_mask: Bitboard = !0;
        let mut pinned: Bitboard = 0;
        let mut pins = [0 as Bitboard; 8];
        let mut king_targets: Bitboard = 0;
        let mut k = 0;
        if king != 0 {
            k = king.trailing_zeros() as u8;
            let ks = k as usize;
            let straight = (r[ROOK] | r[QUEEN]) & enemy;
            let diagonal = (r[BISHOP] | r[QUEEN]) & enemy;
            // checks by a piece next to the King or a knight's move away: its square
            let mut checkers = enemy
                & ((bitboard::KNIGHT[ks] & r[KNIGHT])
                    | (bitboard::PAWN_ATTACKS[us.index()][ks] & r[PAWN])
                    | (bitboard::KING[ks] & r[KING]));
            let mut mask = checkers;
            // along each ray from the King: a checking slider (the squares up to it block or
            // capture), or one own piece and then an enemy slider (it is pinned to that ray)
            for (d, pin) in pins.iter_mut().enumerate() {
                let sliders = if bitboard::is_straight(d) {
                    straight
                } else {
                    diagonal
                };
                let ray = bitboard::RAYS[d][ks];
                if ray & sliders == 0 {
                    continue;
                }
                let blockers = ray & occ;
                let first = bitboard::nearest(d, blockers);
                if bit(first) & sliders != 0 {
                    checkers |= bit(first);
                    mask |= ray ^ bitboard::RAYS[d][first as usize];
                } else if bit(first) & own != 0 {
                    let rest = blockers ^ bit(first);
                    if rest != 0 {
                        let second = bitboard::nearest(d, rest);
                        if bit(second) & sliders != 0 {
                            pinned |= bit(first);
                            *pin = ray ^ bitboard::RAYS[d][second as usize];
                        }
                    }
                }
            }
            if checkers != 0 {
                check_mask = if checkers & (checkers - 1) == 0 {
                    mask
                } else {
                    0
                };
            }
            let without_king = occ ^ king;
            for to in squares(bitboard::KING[ks] & open) {
                if self.attackers(to, them, without_king, enemy) == 0 {
                    king_targets |= bit(to);
                }
            }
            if check_mask == 0 {
                // double check: only the King moves
                sink.add(k, Role::King, king_targets, MoveKind::Normal, false);
                return;
            }
        }
        let targets = open & check_mask;

        let (forward, start_rank, last_rank): (i8, u8, u8) = match us {
            Color::White => (8, 1, 7),
            Color::Black => (-8, 6, 0),
        };
        for from in squares(own) {
            let b = bit(from);
            let f = from as usize;
            let line = if pinned & b != 0 {
                pins.iter()
                    .fold(0, |acc, &p| if p & b != 0 { p } else { acc })
            } else {
                !0
            };
            if r[PAWN] & b != 0 {
                if from / 8 == last_rank {
                    continue; // never in a position read or played
                }
                let one = (from as i8 + forward) as u8;
                let promote = one / 8 == last_rank;
                if occ & bit(one) == 0 {
                    let allowed = check_mask & line;
                    sink.add(
                        from,
                        Role::Pawn,
                        bit(one) & allowed,
                        MoveKind::Normal,
                        promote,
                    );
                    if from / 8 == start_rank {
                        let two = (one as i8 + forward) as u8;
                        if occ & bit(two) == 0 {
                            sink.add(
                                from,
                                Role::Pawn,
                                bit(two) & allowed,
                                MoveKind::DoublePush,
                                false,
                            );
                        }
                    }
                }
                let attacks = bitboard::PAWN_ATTACKS[us.index()][f];
                sink.add(
                    from,
                    Role::Pawn,
                    attacks & capturable & check_mask & line,
                    MoveKind::Normal,
                    promote,
                );
                if let Some(ep) = self.ep {
                    if attacks & bit(ep) != 0 && occ & bit(ep) == 0 {
                        let victim = (ep as i8 - forward) as u8;
                        if enemy & r[PAWN] & bit(victim) != 0
                            && (king == 0 || {
                                // made on the bitboards: the rare move whose pin no ray shows
                                let after = (occ ^ b ^ bit(victim)) | bit(ep);
                                self.attackers(k, them, after, enemy ^ bit(victim)) == 0
                            })
                        {
                            sink.add(from, Role::Pawn, bit(ep), MoveKind::EnPassant, false);
                        }
                    }
                }
            } else if r[KNIGHT] & b != 0 {
                if pinned & b == 0 {
                    sink.add(
                        from,
                        Role::Knight,
                        bitboard::KNIGHT[f] & targets,
                        MoveKind::Normal,
                        false,
                    );
                }
            } else if r[KING] & b == 0 {
                // a Bishop, Rook or Queen: one call site for each kind of ray keeps the code small
                let mut t = 0;
                if (r[BISHOP] | r[QUEEN]) & b != 0 {
                    t |= bitboard::bishop_attacks(from, occ);
                }
                if (r[ROOK] | r[QUEEN]) & b != 0 {
                    t |= bitboard::rook_attacks(from, occ);
                }
                let role = if r[QUEEN] & b != 0 {
                    Role::Queen
                } else if r[ROOK] & b != 0 {
                    Role::Rook
                } else {
                    Role::Bishop
                };
                sink.add(from, role, t & targets & line, MoveKind::Normal, false);
            } else {
                sink.add(from, Role::King, king_targets, MoveKind::Normal, false);
            }
        }
        if king != 0 && self.castling != Castling::NONE {
            for rule in &CASTLES[us.index()] {
                if self.castling.has(rule.right)
                    && king & bit(rule.king) != 0
                    && own & r[ROOK] & bit(rule.rook) != 0
                    && occ & rule.empty == 0
                    && rule
                        .safe
                        .iter()
                        .all(|&s| self.attackers(s, them, occ, enemy) == 0)
                {
                    sink.add(rule.king, Role::King, bit(rule.king_to), rule.kind, false);
                }
            }
        }
    }

    /// Makes a legal move of the piece `role` (as [`Board::generate`] gives it) on this board.
    #[inline(always)]
    fn make(&mut self, from: u8, to: u8, role: Role, kind: MoveKind, promotion: Option<Role>) {
        let us = self.turn.index();
        let them = 1 - us;
        let (fb, tb) = (bit(from), bit(to));
        if self.by_color[them] & tb != 0 {
            self.by_color[them] ^= tb;
            for r in &mut self.by_role {
                *r &= !tb;
            }
        }
        self.by_color[us] ^= fb | tb;
        self.by_role[role.index()] ^= fb;
        self.by_role[promotion.unwrap_or(role).index()] |= tb;
        self.ep = None;
        match kind {
            MoveKind::Normal => {}
            MoveKind::DoublePush => self.ep = Some((from + to) / 2),
            MoveKind::EnPassant => {
                let victim = bit(if us == 0 { to - 8 } else { to + 8 });
                self.by_color[them] ^= victim;
                self.by_role[PAWN] ^= victim;
            }
            MoveKind::CastleKingside | MoveKind::CastleQueenside => {
                let rule = &CASTLES[us][usize::from(kind == MoveKind::CastleQueenside)];
                let rook = bit(rule.rook) | bit(rule.rook_to);
                self.by_color[us] ^= rook;
                self.by_role[ROOK] ^= rook;
            }
        }
        if self.castling != Castling::NONE {
            self.castling = self
                .castling
                .without(Castling::lost_at(from))
                .without(Castling::lost_at(to));
        }
        self.turn = self.turn.other();
    }

    /// The number of legal moves.
    pub(crate) fn count(&self) -> u64 {
        let mut c = Count(0);
        self.generate(&mut c);
        c.0
    }

    /// The legal moves, in the order of their pieces' squares (see [`Board::generate`]).
    pub(crate) fn legal_moves(&self) -> Vec<Move> {
        let mut list = List(Vec::with_capacity(48));
        self.generate(&mut list as &mut dyn Sink);
        list.0
    }

    /// Counts the leaves `depth` plies below, taking each from `left`; `None` when `left` runs out.
    pub(crate) fn perft(&self, depth: u32, left: &mut u64) -> Option<u64> {
        let n = match depth {
            0 => 1,
            1 => self.count(),
            _ => {
                let mut p = Perft {
                    board: self,
                    depth: depth - 1,
                    left,
                    nodes: 0,
                    over: false,
                };
                // through `dyn Sink`, as `legal_moves` does: one copy of the generator less in the
                // wasm, and the plies above the last are few
                self.generate(&mut p as &mut dyn Sink);
                return (!p.over).then_some(p.nodes);
            }
        };
        *left = left.checked_sub(n)?;
        Some(n)
    }
}
