//! Move generation and legality (spec "Board and moves"): the palace, the river, the horse leg,
//! the elephant eye, the cannon screen, soldiers, the flying general, and no move that leaves
//! one's own General in check. A side with no legal move loses, in check (mate) or not (stalemate).

use super::piece::{Kind, Piece, Side};
use super::position::{
    bit, crossed_river, half_bit, in_palace, own_half, palace_bit, square_at, Move, Position, DIAG,
    DOWN, GEOMETRY, LEFT, ORTH, RIGHT, UP, ZONE,
};
use crate::core::Square;

const ORTHOGONAL: [(i8, i8); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];
const DIAGONAL: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
fn step(sq: Square, d: (i8, i8)) -> Option<Square> {
    GEOMETRY.step(sq, d)
}

/// A move by square indices (`rank * 9 + file`), the move generator's own form of [`Move`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Step {
    pub(super) from: u8,
    pub(super) to: u8,
}

impl Step {
    fn to_move(self) -> Move {
        Move::new(
            square_at(usize::from(self.from)),
            square_at(usize::from(self.to)),
        )
    }
}

pub(super) type Board = [Option<Piece>; 90];

/// The two diagonal steps (indices into `DIAG`) that lead outward from a Horse's leg, per leg
/// direction (`UP`, `DOWN`, `RIGHT`, `LEFT`): the Horse's eight moves in a fixed order.
const HORSE_OUTWARD: [[usize; 2]; 4] = [[0, 2], [1, 3], [0, 1], [2, 3]];
/// Per diagonal direction, the orthogonal steps (up or down, right or left) it is made of.
const DIAG_PARTS: [[usize; 2]; 4] = [[UP, RIGHT], [DOWN, RIGHT], [UP, LEFT], [DOWN, LEFT]];

/// The neighbour of square `i` (below 90) in table `t`, or `OFF`.
#[inline(always)]
fn next(t: &[[u8; 4]; 90], i: usize, d: usize) -> usize {
    usize::from(t[i % 90][d % 4])
}

/// Appends the move from `from` to `to` if `to` is on the board and empty or the other side's
/// (only the other side's when `captures`).
#[inline(always)]
fn push(board: &Board, side: Side, from: usize, to: usize, captures: bool, out: &mut Vec<Step>) {
    if let Some(cell) = board.get(to) {
        if cell.map_or(!captures, |q| q.side != side) {
            out.push(Step {
                from: from as u8,
                to: to as u8,
            });
        }
    }
}

/// The moves of `piece` on square index `from` by its movement rules (pseudo-legal), in the order
/// the rules list them: directions up, down, right, left (diagonals as `DIAG`); only its captures
/// when `captures` (the same moves less those onto empty points, in the same order).
fn gen_piece(board: &Board, from: usize, piece: Piece, captures: bool, out: &mut Vec<Step>) {
    let side = piece.side;
    match piece.kind {
        Kind::General | Kind::Advisor => {
            let table = if piece.kind == Kind::General {
                &ORTH
            } else {
                &DIAG
            };
            for d in 0..4 {
                let to = next(table, from, d);
                if ZONE.get(to).is_some_and(|z| z & palace_bit(side) != 0) {
                    push(board, side, from, to, captures, out);
                }
            }
        }
        Kind::Elephant => {
            for d in 0..4 {
                let eye = next(&DIAG, from, d);
                if board.get(eye) != Some(&None) {
                    continue;
                }
                let to = next(&DIAG, eye, d);
                if ZONE.get(to).is_some_and(|z| z & half_bit(side) != 0) {
                    push(board, side, from, to, captures, out);
                }
            }
        }
        Kind::Horse => {
            for (d, outward) in HORSE_OUTWARD.iter().enumerate() {
                let leg = next(&ORTH, from, d);
                if board.get(leg) != Some(&None) {
                    continue;
                }
                for &e in outward {
                    push(board, side, from, next(&DIAG, leg, e), captures, out);
                }
            }
        }
        Kind::Chariot => {
            for d in 0..4 {
                let mut to = next(&ORTH, from, d);
                while let Some(cell) = board.get(to) {
                    match cell {
                        None if captures => {}
                        None => out.push(Step {
                            from: from as u8,
                            to: to as u8,
                        }),
                        Some(q) => {
                            if q.side != side {
                                out.push(Step {
                                    from: from as u8,
                                    to: to as u8,
                                });
                            }
                            break;
                        }
                    }
                    to = next(&ORTH, to, d);
                }
            }
        }
        Kind::Cannon => {
            for d in 0..4 {
                let mut to = next(&ORTH, from, d);
                // Moves without capture up to the first piece (the screen)...
                while let Some(cell) = board.get(to) {
                    if cell.is_some() {
                        break;
                    }
                    if !captures {
                        out.push(Step {
                            from: from as u8,
                            to: to as u8,
                        });
                    }
                    to = next(&ORTH, to, d);
                }
                // ...then the first piece beyond the screen, captured if it is the other side's.
                if to < 90 {
                    to = next(&ORTH, to, d);
                    while let Some(cell) = board.get(to) {
                        if let Some(q) = cell {
                            if q.side != side {
                                out.push(Step {
                                    from: from as u8,
                                    to: to as u8,
                                });
                            }
                            break;
                        }
                        to = next(&ORTH, to, d);
                    }
                }
            }
        }
        Kind::Soldier => {
            let forward = if side == Side::Red { UP } else { DOWN };
            push(board, side, from, next(&ORTH, from, forward), captures, out);
            if ZONE.get(from).is_some_and(|z| z & half_bit(side) == 0) {
                push(board, side, from, next(&ORTH, from, RIGHT), captures, out);
                push(board, side, from, next(&ORTH, from, LEFT), captures, out);
            }
        }
    }
}

/// Every pseudo-legal move of `side`, pieces in square order (rank 0 first, file a first).
fn gen_pseudo(pos: &Position, side: Side, out: &mut Vec<Step>) {
    let board = pos.board();
    let mut bits = pos.occupied(side);
    while bits != 0 {
        let from = bits.trailing_zeros() as usize;
        bits &= bits - 1;
        if let Some(Some(piece)) = board.get(from) {
            gen_piece(board, from, *piece, false, out);
        }
    }
}

/// Every move of `side`'s pieces by their movement rules, ignoring whether it leaves the own
/// General in check or facing the other General ("pseudo-legal").
pub fn pseudo_moves(pos: &Position, side: Side, out: &mut Vec<Move>) {
    let mut steps = Vec::with_capacity(64);
    gen_pseudo(pos, side, &mut steps);
    out.extend(steps.into_iter().map(Step::to_move));
}

/// The moves of the piece on `from` by its movement rules (pseudo-legal).
pub fn piece_moves(pos: &Position, from: Square, piece: Piece, out: &mut Vec<Move>) {
    if from.file >= 9 || from.rank >= 10 {
        return;
    }
    let mut steps = Vec::with_capacity(17);
    gen_piece(pos.board(), GEOMETRY.index(from), piece, false, &mut steps);
    out.extend(steps.into_iter().map(Step::to_move));
}

/// Whether the piece on square index `from` can move to square index `to` by its movement rules
/// (pseudo-legal: whether that leaves its General in check is not asked): the same answer as
/// looking for `to` among [`gen_piece`]'s moves (tested), worked out from the two squares and
/// what stands between them, without generating the piece's moves.
pub(super) fn reaches(board: &Board, from: usize, piece: Piece, to: usize) -> bool {
    if from >= 90 || to >= 90 {
        return false;
    }
    let side = piece.side;
    // `to` empty or the other side's: a move or a capture
    if board[to].is_some_and(|q| q.side == side) {
        return false;
    }
    let (ff, fr, tf, tr) = (from % 9, from / 9, to % 9, to / 9);
    let (df, dr) = (ff.abs_diff(tf), fr.abs_diff(tr));
    let zone = ZONE[to];
    match piece.kind {
        Kind::General => df + dr == 1 && zone & palace_bit(side) != 0,
        Kind::Advisor => df == 1 && dr == 1 && zone & palace_bit(side) != 0,
        // the eye, halfway, empty; never across the river
        Kind::Elephant => {
            df == 2 && dr == 2 && board[(from + to) / 2].is_none() && zone & half_bit(side) != 0
        }
        // the leg: one point straight from `from` towards the longer leg of the move
        Kind::Horse => {
            let leg = if dr == 2 && df == 1 {
                if tr > fr {
                    from + 9
                } else {
                    from - 9
                }
            } else if df == 2 && dr == 1 {
                if tf > ff {
                    from + 1
                } else {
                    from - 1
                }
            } else {
                return false;
            };
            board[leg].is_none()
        }
        Kind::Chariot | Kind::Cannon => {
            if (df == 0) == (dr == 0) {
                return false;
            }
            // the pieces strictly between `from` and `to`
            let (lo, hi) = (from.min(to), from.max(to));
            let stride = if df == 0 { 9 } else { 1 };
            let between = (lo + stride..hi)
                .step_by(stride)
                .filter(|&i| board[i].is_some())
                .count();
            match (piece.kind, board[to].is_some()) {
                // a Cannon captures over exactly one screen and moves like a Chariot
                (Kind::Cannon, true) => between == 1,
                _ => between == 0,
            }
        }
        Kind::Soldier => {
            let forward = if side == Side::Red { UP } else { DOWN };
            to == next(&ORTH, from, forward)
                || (dr == 0 && df == 1 && ZONE[from] & half_bit(side) == 0)
        }
    }
}

/// The squares (as bits by index) of `owner`'s pieces that can move to square index `to` by
/// their movement rules: the `from` of every piece of `owner` for which [`reaches`] holds (tested),
/// found by looking outward from `to` rather than at each piece.
pub(super) fn reachers(board: &Board, to: usize, owner: Side) -> u128 {
    if to >= 90 || board[to].is_some_and(|q| q.side == owner) {
        return 0;
    }
    let mut set = 0u128;
    let mut add = |i: usize| set |= bit(i);
    let own = |i: usize, kind: Kind| {
        board
            .get(i)
            .is_some_and(|c| c.is_some_and(|p| p.side == owner && p.kind == kind))
    };
    let capture = board[to].is_some();
    let zone = ZONE[to];
    // Chariots first on a line; Cannons first (a move) or second (a capture, over one screen)
    for d in 0..4 {
        let mut i = next(&ORTH, to, d);
        let mut seen = 0;
        while i < 90 {
            if let Some(p) = board[i] {
                if p.side == owner {
                    match (p.kind, seen, capture) {
                        (Kind::Chariot, 0, _)
                        | (Kind::Cannon, 0, false)
                        | (Kind::Cannon, 1, true) => add(i),
                        _ => {}
                    }
                }
                seen += 1;
                if seen == 2 {
                    break;
                }
            }
            i = next(&ORTH, i, d);
        }
    }
    for (e, parts) in DIAG_PARTS.iter().enumerate() {
        // a diagonal neighbour: an Advisor's square, an Elephant's eye, a Horse's leg
        let x = next(&DIAG, to, e);
        if x >= 90 {
            continue;
        }
        if zone & palace_bit(owner) != 0 && own(x, Kind::Advisor) {
            add(x);
        }
        if board[x].is_none() {
            let beyond = next(&DIAG, x, e);
            if zone & half_bit(owner) != 0 && own(beyond, Kind::Elephant) {
                add(beyond);
            }
            // the Horses whose leg it is: one step from it, away from `to`, along either part
            for &o in parts {
                let from = next(&ORTH, x, o);
                if own(from, Kind::Horse) {
                    add(from);
                }
            }
        }
    }
    // the General one step inside its palace; Soldiers from behind, or beside once across the river
    let behind = if owner == Side::Red { DOWN } else { UP };
    for d in 0..4 {
        let from = next(&ORTH, to, d);
        if zone & palace_bit(owner) != 0 && own(from, Kind::General) {
            add(from);
        }
        if own(from, Kind::Soldier)
            && (d == behind || (d >= RIGHT && ZONE[from] & half_bit(owner) == 0))
        {
            add(from);
        }
    }
    set
}

/// The captures of the piece on square index `from` by its movement rules (pseudo-legal: moves
/// onto a piece of the other side), appended to `out` in the order of its moves.
pub(super) fn piece_captures(board: &Board, from: usize, piece: Piece, out: &mut Vec<Step>) {
    if from < 90 {
        gen_piece(board, from, piece, true, out);
    }
}

/// Whether the two Generals stand on one file with no piece between them.
pub fn generals_face(pos: &Position) -> bool {
    let (r, b) = (
        usize::from(pos.general_index(Side::Red)),
        usize::from(pos.general_index(Side::Black)),
    );
    if r >= 90 || b >= 90 {
        return false;
    }
    let board = pos.board();
    let mut at = next(&ORTH, r, UP);
    while let Some(cell) = board.get(at) {
        if cell.is_some() {
            return at == b;
        }
        at = next(&ORTH, at, UP);
    }
    false
}

/// Whether the General on square index `g` (of `side`) is attacked by the other side: a Chariot
/// or the other General first on a line from it (the flying general: Generals never share a rank,
/// so the other General can only be met on the file), a Cannon second on a line, a Soldier next to
/// it (in front, or beside it: there it has crossed the river), a Horse whose leg is free.
/// Advisors and Elephants never leave their own palace or half, so they never reach the other
/// General. Agrees with `generals_face(pos) || is_attacked(pos, g, side.other())` (tested).
fn general_attacked(board: &Board, g: usize, side: Side) -> bool {
    if g >= 90 {
        return false;
    }
    let by = side.other();
    let ahead = if side == Side::Red { UP } else { DOWN };
    for d in 0..4 {
        let mut at = next(&ORTH, g, d);
        let mut first = true;
        // The first piece on the line.
        while let Some(cell) = board.get(at) {
            if let Some(p) = cell {
                if p.side == by {
                    match p.kind {
                        Kind::Chariot | Kind::General => return true,
                        // A Soldier moves forward, and sideways once across the river.
                        Kind::Soldier
                            if first
                                && (d == ahead
                                    || (d >= RIGHT
                                        && ZONE
                                            .get(at)
                                            .is_some_and(|z| z & half_bit(by) == 0))) =>
                        {
                            return true
                        }
                        _ => {}
                    }
                }
                break;
            }
            first = false;
            at = next(&ORTH, at, d);
        }
        // The second: a Cannon with the first as its screen.
        if at < 90 {
            at = next(&ORTH, at, d);
            while let Some(cell) = board.get(at) {
                if let Some(p) = cell {
                    if p.side == by && p.kind == Kind::Cannon {
                        return true;
                    }
                    break;
                }
                at = next(&ORTH, at, d);
            }
        }
    }
    for (d, parts) in DIAG_PARTS.iter().enumerate() {
        let leg = next(&DIAG, g, d);
        if board.get(leg) != Some(&None) {
            continue;
        }
        for &o in parts {
            if let Some(Some(p)) = board.get(next(&ORTH, leg, o)) {
                if p.side == by && p.kind == Kind::Horse {
                    return true;
                }
            }
        }
    }
    false
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
    general_attacked(pos.board(), usize::from(pos.general_index(side)), side)
}

/// Whether the side to move is in check.
pub fn is_check(pos: &Position) -> bool {
    in_check(pos, pos.to_move())
}

/// Whether square indices `a` and `b` share a file or a rank.
#[inline(always)]
fn aligned(a: usize, b: usize) -> bool {
    a % 9 == b % 9 || a / 9 == b / 9
}

/// Whether square index `a` is diagonally next to `b`.
#[inline(always)]
fn diagonal_neighbours(a: usize, b: usize) -> bool {
    (a % 9).abs_diff(b % 9) == 1 && (a / 9).abs_diff(b / 9) == 1
}

/// The legality test of the side to move, set up once per position: its General's square and
/// whether it stands in check now.
#[derive(Clone, Copy, Debug)]
pub(super) struct Legality {
    side: Side,
    general: usize,
    in_check: bool,
}

impl Legality {
    fn new(pos: &Position) -> Legality {
        Legality::of(pos, pos.to_move())
    }

    /// The legality test of `side`'s moves in `pos` (whoever is to move there).
    pub(super) fn of(pos: &Position, side: Side) -> Legality {
        let general = usize::from(pos.general_index(side));
        Legality {
            side,
            general,
            in_check: general_attacked(pos.board(), general, side),
        }
    }

    /// Whether a pseudo-legal move leaves the General out of check and not facing the other.
    /// When the General is not in check and does not move, only a move from or to one of its
    /// lines (uncovering a Chariot, Cannon or the other General, or making a Cannon's screen),
    /// or from one of its diagonal neighbours (a Horse's leg), can change that: every other
    /// move is legal without being played.
    fn allows(&self, pos: &mut Position, m: Step) -> bool {
        self.allows_move(pos, usize::from(m.from), usize::from(m.to))
    }

    /// [`Legality::allows`] by square indices (below 90), in the position it was set up for.
    pub(super) fn allows_move(&self, pos: &mut Position, from: usize, to: usize) -> bool {
        let g = self.general;
        if !self.in_check
            && from != g
            && !aligned(from, g)
            && !aligned(to, g)
            && !diagonal_neighbours(from, g)
        {
            return true;
        }
        let captured = pos.move_piece(from, to);
        let g = usize::from(pos.general_index(self.side));
        let ok = !general_attacked(pos.board(), g, self.side);
        pos.unmove_piece(from, to, captured);
        ok
    }
}

/// Appends the legal moves of the side to move to `out`.
fn gen_legal(pos: &mut Position, out: &mut Vec<Step>) {
    let start = out.len();
    gen_pseudo(pos, pos.to_move(), out);
    let test = Legality::new(pos);
    let mut kept = start;
    for i in start..out.len() {
        let m = out[i];
        if test.allows(pos, m) {
            out[kept] = m;
            kept += 1;
        }
    }
    out.truncate(kept);
}

/// The legal moves of the side to move: its pseudo-legal moves that do not leave its General in
/// check or facing the other General.
pub fn legal_moves(pos: &Position) -> Vec<Move> {
    let mut scratch = pos.clone();
    let mut steps = Vec::with_capacity(64);
    gen_legal(&mut scratch, &mut steps);
    steps.into_iter().map(Step::to_move).collect()
}

/// Whether the side to move has a legal move (stops at the first).
pub fn has_legal_move(pos: &Position) -> bool {
    let mut scratch = pos.clone();
    let mut steps = Vec::with_capacity(64);
    gen_pseudo(&scratch, scratch.to_move(), &mut steps);
    let test = Legality::new(&scratch);
    steps.into_iter().any(|m| test.allows(&mut scratch, m))
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
    if depth == 0 {
        return budget.checked_sub(1).map(|_| 1);
    }
    let mut scratch = pos.clone();
    let mut left = budget;
    // One list for the whole tree: each level appends its moves and truncates them after.
    let mut moves = Vec::with_capacity(64 * depth.min(16) as usize);
    perft_rec(&mut scratch, depth, &mut left, &mut moves)
}

/// Counts the leaves below `pos` (`depth` at least 1), taking each from `left`; `None` when
/// `left` runs out. The moves of the last ply are counted, not played.
fn perft_rec(pos: &mut Position, depth: u32, left: &mut u64, moves: &mut Vec<Step>) -> Option<u64> {
    let start = moves.len();
    gen_legal(pos, moves);
    let end = moves.len();
    if depth <= 1 {
        moves.truncate(start);
        let n = (end - start) as u64;
        *left = left.checked_sub(n)?;
        return Some(n);
    }
    let mut n = 0;
    for i in start..end {
        let m = moves[i];
        let (from, to) = (usize::from(m.from), usize::from(m.to));
        let captured = pos.move_piece(from, to);
        pos.pass_turn();
        let below = perft_rec(pos, depth - 1, left, moves);
        pos.pass_turn();
        pos.unmove_piece(from, to, captured);
        match below {
            Some(b) => n += b,
            None => return None,
        }
    }
    moves.truncate(start);
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
    /// The game is drawn by the move limit (`options.moveLimit`); never returned by [`judge`].
    MoveLimit,
}

impl Fault {
    /// The rule id of the API.
    pub fn rule(self) -> &'static str {
        match self {
            Fault::FlyingGeneral => "flying-general",
            Fault::SelfCheck => "self-check",
            Fault::GameOver | Fault::MoveLimit => "game-over",
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
    // the board after the move (no hash, turn or counters: only the Generals are looked at)
    let mut after = pos.clone();
    let (from, to) = (GEOMETRY.index(mv.from), GEOMETRY.index(mv.to));
    if from < 90 && to < 90 {
        after.move_piece(from, to);
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::random::Rng;

    /// Visits the positions of 40 seeded random games of up to 150 plies each (captures preferred,
    /// so the boards thin out and the long lines and Cannon screens vary).
    fn seeded_positions(mut visit: impl FnMut(&Position)) {
        for seed in 0..40 {
            let mut rng = Rng::new(seed);
            let mut pos = Position::start();
            for _ in 0..150 {
                visit(&pos);
                let moves = legal_moves(&pos);
                let captures: Vec<Move> = moves
                    .iter()
                    .copied()
                    .filter(|m| pos.get(m.to).is_some())
                    .collect();
                let pick = if !captures.is_empty() && rng.percent(60) {
                    rng.pick(&captures)
                } else {
                    rng.pick(&moves)
                };
                let Some(&mv) = pick else { break };
                pos.make(mv);
            }
        }
    }

    /// `reaches` answers from the two squares what `gen_piece` lists: for every piece of both
    /// sides and every square, on the positions of `seeded_positions`.
    #[test]
    fn reaches_agrees_with_the_generated_moves() {
        let mut checked = 0;
        seeded_positions(|pos| {
            let board = pos.board();
            let mut steps = Vec::new();
            for from in 0..90 {
                let Some(piece) = board[from] else { continue };
                steps.clear();
                gen_piece(board, from, piece, false, &mut steps);
                for to in 0..90 {
                    let listed = steps.iter().any(|m| usize::from(m.to) == to);
                    assert_eq!(
                        reaches(board, from, piece, to),
                        listed,
                        "{} {piece:?} {from} -> {to}",
                        pos.to_fen()
                    );
                    checked += 1;
                }
            }
        });
        assert!(checked > 1_000_000, "{checked}");
    }

    /// `piece_captures` lists a piece's moves onto the other side's pieces, in the order of all its
    /// moves (the order the chase rules name threats in), on the same positions.
    #[test]
    fn piece_captures_are_the_generated_captures_in_order() {
        let mut checked = 0;
        seeded_positions(|pos| {
            let board = pos.board();
            let (mut all, mut captures) = (Vec::new(), Vec::new());
            for from in 0..90 {
                let Some(piece) = board[from] else { continue };
                all.clear();
                captures.clear();
                gen_piece(board, from, piece, false, &mut all);
                all.retain(|m| board[usize::from(m.to)].is_some_and(|q| q.side != piece.side));
                piece_captures(board, from, piece, &mut captures);
                assert_eq!(captures, all, "{} {piece:?} {from}", pos.to_fen());
                checked += 1;
            }
        });
        assert!(checked > 10_000, "{checked}");
    }

    /// `reachers` finds the pieces for which `reaches` holds, on the same positions.
    #[test]
    fn reachers_are_the_pieces_that_reach() {
        let mut checked = 0;
        seeded_positions(|pos| {
            let board = pos.board();
            for to in 0..90 {
                for owner in [Side::Red, Side::Black] {
                    let mut expected = 0u128;
                    for from in 0..90 {
                        if board[from]
                            .is_some_and(|p| p.side == owner && reaches(board, from, p, to))
                        {
                            expected |= 1 << from;
                        }
                    }
                    assert_eq!(
                        reachers(board, to, owner),
                        expected,
                        "{} {owner:?} -> {to}",
                        pos.to_fen()
                    );
                    checked += 1;
                }
            }
        });
        assert!(checked > 100_000, "{checked}");
    }
}
