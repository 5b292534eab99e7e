//! Move generation and legality (spec "Board and moves"): the palace, the river, the horse leg,
//! the elephant eye, the cannon screen, soldiers, the flying general, and no move that leaves
//! one's own General in check. A side with no legal move loses, in check (mate) or not (stalemate).

use super::piece::{Kind, Piece, Side};
use super::position::{crossed_river, in_palace, own_half, Move, Position, GEOMETRY};
use crate::core::Square;

const ORTHOGONAL: [(i8, i8); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];
const DIAGONAL: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
/// Horse moves as (leg step, full step): one point straight, then one diagonally outward.
const HORSE: [((i8, i8), (i8, i8)); 8] = [
    ((0, 1), (1, 2)),
    ((0, 1), (-1, 2)),
    ((0, -1), (1, -2)),
    ((0, -1), (-1, -2)),
    ((1, 0), (2, 1)),
    ((1, 0), (2, -1)),
    ((-1, 0), (-2, 1)),
    ((-1, 0), (-2, -1)),
];

fn step(sq: Square, d: (i8, i8)) -> Option<Square> {
    GEOMETRY.step(sq, d)
}

/// Every move of `side`'s pieces by their movement rules, ignoring whether it leaves the own
/// General in check or facing the other General ("pseudo-legal").
pub fn pseudo_moves(pos: &Position, side: Side, out: &mut Vec<Move>) {
    for (from, piece) in pos.pieces() {
        if piece.side == side {
            piece_moves(pos, from, piece, out);
        }
    }
}

/// The moves of the piece on `from` by its movement rules (pseudo-legal).
pub fn piece_moves(pos: &Position, from: Square, piece: Piece, out: &mut Vec<Move>) {
    let side = piece.side;
    let mut push = |to: Square| {
        if pos.get(to).map(|q| q.side) != Some(side) {
            out.push(Move::new(from, to));
        }
    };
    match piece.kind {
        Kind::General => {
            for d in ORTHOGONAL {
                if let Some(to) = step(from, d).filter(|&t| in_palace(side, t)) {
                    push(to);
                }
            }
        }
        Kind::Advisor => {
            for d in DIAGONAL {
                if let Some(to) = step(from, d).filter(|&t| in_palace(side, t)) {
                    push(to);
                }
            }
        }
        Kind::Elephant => {
            for (df, dr) in DIAGONAL {
                let eye = step(from, (df, dr));
                let to = step(from, (2 * df, 2 * dr));
                if let (Some(eye), Some(to)) = (eye, to) {
                    if own_half(side, to) && pos.get(eye).is_none() {
                        push(to);
                    }
                }
            }
        }
        Kind::Horse => {
            for (leg, d) in HORSE {
                if let (Some(leg), Some(to)) = (step(from, leg), step(from, d)) {
                    if pos.get(leg).is_none() {
                        push(to);
                    }
                }
            }
        }
        Kind::Chariot => {
            for d in ORTHOGONAL {
                let mut at = from;
                while let Some(to) = step(at, d) {
                    push(to);
                    if pos.get(to).is_some() {
                        break;
                    }
                    at = to;
                }
            }
        }
        Kind::Cannon => {
            for d in ORTHOGONAL {
                let mut at = from;
                let mut screened = false;
                while let Some(to) = step(at, d) {
                    match (pos.get(to), screened) {
                        (None, false) => push(to),
                        (None, true) => {}
                        (Some(_), false) => screened = true,
                        (Some(_), true) => {
                            push(to);
                            break;
                        }
                    }
                    at = to;
                }
            }
        }
        Kind::Soldier => {
            if let Some(to) = step(from, (0, side.forward())) {
                push(to);
            }
            if crossed_river(side, from) {
                for d in [(1, 0), (-1, 0)] {
                    if let Some(to) = step(from, d) {
                        push(to);
                    }
                }
            }
        }
    }
}

/// Whether the two Generals stand on one file with no piece between them.
pub fn generals_face(pos: &Position) -> bool {
    let (Some(r), Some(b)) = (pos.general(Side::Red), pos.general(Side::Black)) else {
        return false;
    };
    if r.file != b.file {
        return false;
    }
    let (lo, hi) = (r.rank.min(b.rank), r.rank.max(b.rank));
    (lo + 1..hi).all(|rank| pos.get(Square::new(r.file, rank)).is_none())
}

/// Whether a piece of `by` could capture on `sq` by its movement rules (whatever stands there;
/// pins are not considered). The flying general is not an attack here: see [`generals_face`].
pub fn is_attacked(pos: &Position, sq: Square, by: Side) -> bool {
    let enemy = |s: Square, kind: Kind| pos.get(s).is_some_and(|p| p.side == by && p.kind == kind);
    // Chariots and cannons along the four lines; generals one step within their palace.
    for d in ORTHOGONAL {
        let mut at = sq;
        let mut seen = 0;
        while let Some(s) = step(at, d) {
            if let Some(p) = pos.get(s) {
                if p.side == by {
                    if seen == 0 && p.kind == Kind::Chariot {
                        return true;
                    }
                    if seen == 1 && p.kind == Kind::Cannon {
                        return true;
                    }
                }
                seen += 1;
                if seen == 2 {
                    break;
                }
            }
            at = s;
        }
        if let Some(s) = step(sq, d) {
            if in_palace(by, sq) && enemy(s, Kind::General) {
                return true;
            }
            // A soldier of `by` attacks forward, and sideways once across the river.
            if enemy(s, Kind::Soldier) {
                let (df, dr) = d;
                if dr == -by.forward() || (dr == 0 && df != 0 && crossed_river(by, s)) {
                    return true;
                }
            }
        }
    }
    for (df, dr) in DIAGONAL {
        let Some(near) = step(sq, (df, dr)) else {
            continue;
        };
        if in_palace(by, sq) && enemy(near, Kind::Advisor) {
            return true;
        }
        if pos.get(near).is_none() {
            // `near` is the horse leg of a horse two files or two ranks away, and the elephant eye.
            for d in [(2 * df, dr), (df, 2 * dr)] {
                if step(sq, d).is_some_and(|s| enemy(s, Kind::Horse)) {
                    return true;
                }
            }
            if own_half(by, sq)
                && step(sq, (2 * df, 2 * dr)).is_some_and(|s| enemy(s, Kind::Elephant))
            {
                return true;
            }
        }
    }
    false
}

/// Whether `side`'s General is in check, or faces the other General on an open file.
pub fn in_check(pos: &Position, side: Side) -> bool {
    match pos.general(side) {
        Some(g) => generals_face(pos) || is_attacked(pos, g, side.other()),
        None => false,
    }
}

/// Whether the side to move is in check.
pub fn is_check(pos: &Position) -> bool {
    in_check(pos, pos.to_move())
}

/// The legal moves of the side to move: its pseudo-legal moves that do not leave its General in
/// check or facing the other General.
pub fn legal_moves(pos: &Position) -> Vec<Move> {
    let mut scratch = pos.clone();
    let mut out = Vec::with_capacity(64);
    legal_moves_into(&mut scratch, &mut out);
    out
}

fn legal_moves_into(pos: &mut Position, out: &mut Vec<Move>) {
    let side = pos.to_move();
    let mut pseudo = Vec::with_capacity(64);
    pseudo_moves(pos, side, &mut pseudo);
    for mv in pseudo {
        let undo = pos.make(mv);
        let ok = !in_check(pos, side);
        pos.unmake(mv, undo);
        if ok {
            out.push(mv);
        }
    }
}

/// Whether the side to move has a legal move (stops at the first).
pub fn has_legal_move(pos: &Position) -> bool {
    let side = pos.to_move();
    let mut scratch = pos.clone();
    let mut pseudo = Vec::with_capacity(64);
    pseudo_moves(&scratch, side, &mut pseudo);
    pseudo.into_iter().any(|mv| {
        let undo = scratch.make(mv);
        let ok = !in_check(&scratch, side);
        scratch.unmake(mv, undo);
        ok
    })
}

pub fn is_legal(pos: &Position, mv: Move) -> bool {
    judge(pos, mv).is_ok()
}

/// How the game stands when the side to move has no legal move: it loses either way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Checkmate { loser: Side },
    Stalemate { loser: Side },
}

impl Outcome {
    pub fn loser(self) -> Side {
        match self {
            Outcome::Checkmate { loser } | Outcome::Stalemate { loser } => loser,
        }
    }

    pub fn winner(self) -> Side {
        self.loser().other()
    }
}

/// `Some` when the side to move has no legal move (checkmated or stalemated: it loses).
pub fn outcome(pos: &Position) -> Option<Outcome> {
    if has_legal_move(pos) {
        return None;
    }
    let loser = pos.to_move();
    Some(if is_check(pos) {
        Outcome::Checkmate { loser }
    } else {
        Outcome::Stalemate { loser }
    })
}

/// The number of leaf nodes of the legal move tree `depth` plies deep (perft).
pub fn perft(pos: &Position, depth: u32) -> u64 {
    perft_within(pos, depth, u64::MAX).unwrap_or(u64::MAX)
}

/// Perft that stops as soon as it has counted more than `budget` leaf nodes: `None` then.
pub fn perft_within(pos: &Position, depth: u32, budget: u64) -> Option<u64> {
    let mut scratch = pos.clone();
    let mut left = budget;
    perft_rec(&mut scratch, depth, &mut left)
}

/// Counts the leaves below `pos`, taking each from `left`; `None` when `left` runs out.
fn perft_rec(pos: &mut Position, depth: u32, left: &mut u64) -> Option<u64> {
    if depth == 0 {
        *left = left.checked_sub(1)?;
        return Some(1);
    }
    let mut moves = Vec::with_capacity(64);
    legal_moves_into(pos, &mut moves);
    if depth == 1 {
        let n = moves.len() as u64;
        *left = left.checked_sub(n)?;
        return Some(n);
    }
    let mut n = 0;
    for mv in moves {
        let undo = pos.make(mv);
        let below = perft_rec(pos, depth - 1, left);
        pos.unmake(mv, undo);
        n += below?;
    }
    Some(n)
}

/// Why a move breaks a piece's movement rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MovementFault {
    /// General or Advisor leaving its palace.
    LeavesPalace,
    /// The General moves one point straight.
    GeneralStep,
    /// The Advisor moves one point diagonally.
    AdvisorStep,
    /// The Elephant moves exactly two points diagonally.
    ElephantShape,
    /// The Elephant never crosses the river.
    ElephantRiver,
    /// A piece on the Elephant's eye (the midpoint) blocks it.
    ElephantEye(Square),
    /// The Horse moves one point straight then one diagonally outward.
    HorseShape,
    /// A piece on the Horse's leg blocks it.
    HorseLeg(Square),
    /// Chariot and Cannon move along a file or a rank.
    NotStraight,
    /// A piece stands in the way of a Chariot, or of a Cannon's non-capturing move.
    Blocked(Square),
    /// A Cannon captures by jumping exactly one piece; here `screens` pieces stand between.
    CannonScreens { screens: u8 },
    /// The Soldier moves one point forward (or sideways after the river), never back.
    SoldierBackward,
    /// Sideways only once it has crossed the river.
    SoldierSideways,
    /// A Soldier moves one point.
    SoldierShape,
}

/// Why a move is not legal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fault {
    /// No piece stands on the starting square.
    NoPiece,
    /// The piece on the starting square belongs to the side not to move.
    NotYourPiece,
    /// The starting and target squares are the same.
    NullMove,
    /// The target square holds a piece of the mover.
    OwnPiece,
    Movement(MovementFault),
    /// The move leaves the two Generals facing each other on an open file.
    FlyingGeneral,
    /// The move leaves the mover's own General in check.
    SelfCheck,
    /// The game is over (the side to move has no legal move); never returned by [`judge`].
    GameOver,
}

impl Fault {
    /// The rule id of the API.
    pub fn rule(self) -> &'static str {
        match self {
            Fault::FlyingGeneral => "flying-general",
            Fault::SelfCheck => "self-check",
            Fault::GameOver => "game-over",
            _ => "movement",
        }
    }
}

/// Decides one move, saying why it is illegal. Agrees with [`legal_moves`].
pub fn judge(pos: &Position, mv: Move) -> Result<(), Fault> {
    let side = pos.to_move();
    let piece = pos.get(mv.from).ok_or(Fault::NoPiece)?;
    if piece.side != side {
        return Err(Fault::NotYourPiece);
    }
    if mv.from == mv.to {
        return Err(Fault::NullMove);
    }
    if pos.get(mv.to).is_some_and(|p| p.side == side) {
        return Err(Fault::OwnPiece);
    }
    movement_fault(pos, mv, piece).map_or(Ok(()), |f| Err(Fault::Movement(f)))?;
    let mut after = pos.clone();
    after.make(mv);
    if generals_face(&after) {
        return Err(Fault::FlyingGeneral);
    }
    if in_check(&after, side) {
        return Err(Fault::SelfCheck);
    }
    Ok(())
}

fn movement_fault(pos: &Position, mv: Move, piece: Piece) -> Option<MovementFault> {
    use MovementFault::*;
    let side = piece.side;
    let df = mv.to.file as i8 - mv.from.file as i8;
    let dr = mv.to.rank as i8 - mv.from.rank as i8;
    let (af, ar) = (df.abs(), dr.abs());
    let between = || -> Vec<Square> {
        let d = (df.signum(), dr.signum());
        let mut v = Vec::new();
        let mut at = mv.from;
        while let Some(s) = step(at, d) {
            if s == mv.to {
                break;
            }
            if pos.get(s).is_some() {
                v.push(s);
            }
            at = s;
        }
        v
    };
    match piece.kind {
        Kind::General | Kind::Advisor => {
            let shape_ok = if piece.kind == Kind::General {
                af + ar == 1
            } else {
                af == 1 && ar == 1
            };
            if !shape_ok {
                Some(if piece.kind == Kind::General {
                    GeneralStep
                } else {
                    AdvisorStep
                })
            } else if !in_palace(side, mv.to) {
                Some(LeavesPalace)
            } else {
                None
            }
        }
        Kind::Elephant => {
            if af != 2 || ar != 2 {
                Some(ElephantShape)
            } else if !own_half(side, mv.to) {
                Some(ElephantRiver)
            } else {
                let eye = step(mv.from, (df / 2, dr / 2))?;
                pos.get(eye).map(|_| ElephantEye(eye))
            }
        }
        Kind::Horse => {
            if !((af == 1 && ar == 2) || (af == 2 && ar == 1)) {
                Some(HorseShape)
            } else {
                let leg_step = if af == 2 { (df / 2, 0) } else { (0, dr / 2) };
                let leg = step(mv.from, leg_step)?;
                pos.get(leg).map(|_| HorseLeg(leg))
            }
        }
        Kind::Chariot | Kind::Cannon => {
            if af != 0 && ar != 0 {
                return Some(NotStraight);
            }
            let screens = between();
            let capture = pos.get(mv.to).is_some();
            if piece.kind == Kind::Cannon && capture {
                (screens.len() != 1).then_some(CannonScreens {
                    screens: screens.len().min(255) as u8,
                })
            } else {
                screens.first().map(|&s| Blocked(s))
            }
        }
        Kind::Soldier => {
            let fwd = side.forward();
            if af + ar != 1 {
                Some(SoldierShape)
            } else if dr == -fwd {
                Some(SoldierBackward)
            } else if dr == 0 && !crossed_river(side, mv.from) {
                Some(SoldierSideways)
            } else {
                None
            }
        }
    }
}
