//! Move classification for the AXF repetition rules (spec "Repetition"): each move, when played,
//! is a check, a chase (with the chased pieces, by identity) or idle.
//!
//! A "threat" is a legal capture by the mover of an enemy piece other than the General. A threat
//! is a chase threat when its target is not protected by a real root (a legal recapture on the
//! target's square after the capture: a pinned protector, or a General that would then face the
//! other General, is a fake root), or when the attacker is of lower value (Horse or Cannon on a
//! Chariot; Advisor or Elephant on a Chariot, Horse or Cannon). Never chase threats: attacks by
//! the General or a Soldier, attacks on a Soldier that has not crossed the river, and a mutual
//! offer (same kind, the target can capture the attacker back).
//!
//! A move chases the targets of the chase threats that exist after it and did not exist (as the
//! same attacker-target pair, by `PieceId`) before it:
//! - an attack the move creates: by the moved piece, or discovered by moving a blocker, a horse
//!   leg, an elephant eye or a cannon screen;
//! - an attack that stood before the move, by a piece that did not move, and that the move turns
//!   into a chase by taking away the target's protection (blocking the protector's line, leg or
//!   eye, changing its cannon's screens, pinning it: Fairy-Stockfish's "creating pins to
//!   undermine root"; the AXF rulebook's appendix example of a perpetual chase, where a Soldier
//!   keeps a Horse unprotected), or the target's chance to capture back. Such a standing attack
//!   is not the mover's chase when the same move answers a chase against the mover (it ends a
//!   chase threat of the opponent that stood before it): the defender that blocks an attack on
//!   its own piece, and thereby cuts the protection of the attacking side's piece, has not
//!   chased with a piece that never moved (AXF rule 19, Diagrams 39-41: "because the Black Rook
//!   doesn't move, it is not considered as a perpetual chase"; rule 26, Diagrams 61-62).

use super::movegen::{generals_face, in_check, piece_captures, reachers, reaches, Legality, Step};
use super::piece::{Kind, Piece, Side};
use super::position::{crossed_river, square_at, Move, Position, GEOMETRY};
use crate::core::{PieceId, Square};

/// What a move is, for the repetition rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClassKind {
    Check,
    Chase,
    Idle,
}

impl ClassKind {
    pub fn id(self) -> &'static str {
        match self {
            ClassKind::Check => "check",
            ClassKind::Chase => "chase",
            ClassKind::Idle => "idle",
        }
    }

    /// The Chinese term: 将 (check), 捉 (chase), 闲 (idle).
    pub fn term(self) -> &'static str {
        match self {
            ClassKind::Check => "将",
            ClassKind::Chase => "捉",
            ClassKind::Idle => "闲",
        }
    }
}

/// Why a threat is, or is not, a chase.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    /// A chase whatever the protection: the attacker is worth less than the target.
    LowerValue,
    /// A chase: nothing can recapture.
    Unprotected,
    /// A chase: the only protectors are fake roots (`flying`: a General that would face the
    /// other General; else a pinned piece). `protector` is one of them.
    FakeRoot { protector: Square, flying: bool },
    /// A chase: same kind, but the attacked piece cannot capture back (pinned or blocked).
    CannotCaptureBack,
    /// Not a chase: a real root protects the target.
    RealRoot { protector: Square },
    /// Not a chase: the attacker is a General or a Soldier.
    ExcludedAttacker,
    /// Not a chase: the target is a Soldier that has not crossed the river.
    UncrossedSoldier,
    /// Not a chase: two pieces of the same kind that can capture each other.
    MutualOffer,
    /// Not a chase: the attack stood before the move and the attacker did not move; the move only
    /// took away the target's protection while answering a chase of the mover's piece on
    /// `defended` (AXF rule 19, rule 26).
    StandingAnswer { defended: Square, kind: Kind },
    /// Not a chase: the target already hung before the move (a chase threat of the mover stood
    /// on it, by the piece on `by`); a new attacker on a piece left capturable threatens nothing
    /// new (the AXF rulebook's appendix, "Example of Non-Perpetual Chase").
    AlreadyHanging { by: Square },
}

impl Reason {
    pub fn is_chase(self) -> bool {
        matches!(
            self,
            Reason::LowerValue
                | Reason::Unprotected
                | Reason::FakeRoot { .. }
                | Reason::CannotCaptureBack
        )
    }
}

/// One legal capture of a non-General enemy piece, with its assessment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Threat {
    pub attacker: PieceId,
    pub attacker_kind: Kind,
    pub from: Square,
    pub target: PieceId,
    pub target_kind: Kind,
    pub square: Square,
    pub reason: Reason,
    /// The attack stood before the move (same attacker, same target, the attacker did not move)
    /// and the move turned it into a chase by taking away the target's protection.
    pub subverted: bool,
}

/// A piece that gives check after a move: what the explanation names first on a checking move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Checker {
    pub kind: Kind,
    pub square: Square,
    /// The piece a Cannon checks through (its screen, 炮架): square, kind and owner.
    pub screen: Option<(Square, Kind, Side)>,
    /// The checking piece did not move: the move uncovered its check (a discovered check).
    pub discovered: bool,
}

/// A move's classification. `checkers` holds the pieces that give check (on a checking move);
/// `chased` the new chase threats (the chased pieces are their targets); `notes` the new threats
/// that are not chases, with the reason (for explanations).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Classification {
    pub kind: ClassKind,
    pub checkers: Vec<Checker>,
    pub chased: Vec<Threat>,
    pub notes: Vec<Threat>,
}

impl Classification {
    /// The identities of the chased pieces (each once).
    pub fn chased_ids(&self) -> Vec<PieceId> {
        // Kept sorted by insertion (a handful of pieces; no sort's code in the wasm).
        let mut ids: Vec<PieceId> = Vec::new();
        for t in &self.chased {
            if let Err(at) = ids.binary_search(&t.target) {
                ids.insert(at, t.target);
            }
        }
        ids
    }
}

fn lower_value(attacker: Kind, target: Kind) -> bool {
    use Kind::*;
    match attacker {
        Horse | Cannon => target == Chariot,
        Advisor | Elephant => matches!(target, Chariot | Horse | Cannon),
        _ => false,
    }
}

/// A copy of a position on which the classification tries captures and takes them back (the
/// board, the pieces' bits and the Generals' squares only: no hash, no turn, no clones), with a
/// buffer for one piece's moves. Whose turn it is does not matter here: every question names its
/// side.
struct Trial {
    pos: Position,
    steps: Vec<Step>,
    /// Per side, its legality test in `pos` (set up when first asked: captures are tried and
    /// taken back, so `pos` is the same whenever a side's moves are tested).
    legality: [Option<Legality>; 2],
}

/// A legal capture of a non-General enemy piece, by square indices, before it is assessed.
#[derive(Clone, Copy, Debug)]
struct Attack {
    from: usize,
    to: usize,
    attacker: Piece,
    target: Piece,
}

impl Attack {
    fn pair(&self) -> (PieceId, PieceId) {
        (self.attacker.id, self.target.id)
    }
}

impl Trial {
    fn new(pos: &Position) -> Trial {
        Trial {
            pos: pos.clone(),
            // (allocated by the first `attacks`: most trials only test single captures)
            steps: Vec::new(),
            legality: [None; 2],
        }
    }

    fn piece(&self, i: usize) -> Option<Piece> {
        self.pos.board().get(i).copied().flatten()
    }

    /// Whether `side` may play the move from `from` to `to` (square indices) as far as its
    /// General goes: not left in check or facing the other General. The movement rules are the
    /// caller's.
    fn legal_for(&mut self, from: usize, to: usize, side: Side) -> bool {
        let pos = &self.pos;
        let test = *self.legality[side.index()].get_or_insert_with(|| Legality::of(pos, side));
        test.allows_move(&mut self.pos, from, to)
    }

    fn reaches(&self, from: usize, piece: Piece, to: usize) -> bool {
        reaches(self.pos.board(), from, piece, to)
    }

    /// Whether the piece on `from` may legally capture on `to`.
    fn can_capture(&mut self, from: usize, piece: Piece, to: usize) -> bool {
        self.reaches(from, piece, to) && self.legal_for(from, to, piece.side)
    }

    /// The root of the piece of `owner` on `sq` after it has been captured there: a real root,
    /// a fake root or none. The first protector in square order is named.
    fn root(&mut self, sq: usize, owner: Side) -> Reason {
        let mut fake = None;
        // the pieces of `owner` that could move to `sq`, in square order
        let mut bits = reachers(self.pos.board(), sq, owner);
        while bits != 0 {
            let from = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let captured = self.pos.move_piece(from, sq);
            let real = !in_check(&self.pos, owner);
            let flying = !real && fake.is_none() && generals_face(&self.pos);
            self.pos.unmove_piece(from, sq, captured);
            if real {
                return Reason::RealRoot {
                    protector: square_at(from),
                };
            }
            if fake.is_none() {
                fake = Some(Reason::FakeRoot {
                    protector: square_at(from),
                    flying,
                });
            }
        }
        fake.unwrap_or(Reason::Unprotected)
    }

    /// The root of the target of `a` once `a` has captured it.
    fn recapture(&mut self, a: &Attack) -> Reason {
        let captured = self.pos.move_piece(a.from, a.to);
        let r = self.root(a.to, a.target.side);
        self.pos.unmove_piece(a.from, a.to, captured);
        r
    }

    fn assess(&mut self, a: &Attack) -> Reason {
        let (attacker, target) = (a.attacker, a.target);
        if matches!(attacker.kind, Kind::General | Kind::Soldier) {
            return Reason::ExcludedAttacker;
        }
        if target.kind == Kind::Soldier && !crossed_river(target.side, square_at(a.to)) {
            return Reason::UncrossedSoldier;
        }
        if lower_value(attacker.kind, target.kind) {
            return Reason::LowerValue;
        }
        if attacker.kind == target.kind {
            if self.can_capture(a.to, target, a.from) {
                return Reason::MutualOffer;
            }
            return match self.recapture(a) {
                r @ Reason::RealRoot { .. } => r,
                _ => Reason::CannotCaptureBack,
            };
        }
        self.recapture(a)
    }

    /// Every attack of `side`: its legal captures of enemy pieces other than the General, its
    /// pieces in square order, each piece's moves in the generator's order.
    fn attacks(&mut self, side: Side) -> Vec<Attack> {
        let mut out = Vec::new();
        let mut steps = std::mem::take(&mut self.steps);
        steps.reserve(17);
        let mut bits = self.pos.occupied(side);
        while bits != 0 {
            let from = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let Some(attacker) = self.piece(from) else {
                continue;
            };
            steps.clear();
            piece_captures(self.pos.board(), from, attacker, &mut steps);
            for m in &steps {
                let to = usize::from(m.to);
                let Some(target) = self.piece(to) else {
                    continue;
                };
                if target.side == side || target.kind == Kind::General {
                    continue;
                }
                if self.legal_for(from, to, side) {
                    out.push(Attack {
                        from,
                        to,
                        attacker,
                        target,
                    });
                }
            }
        }
        self.steps = steps;
        out
    }

    /// The attack of `a`'s attacker on `a`'s target in this position (the one before the move
    /// after which `a` was found), if it is one of [`Trial::attacks`] here: the target, a piece
    /// of the side that did not move, stood on the same square; the attacker on its square here
    /// (where it stands after the move, or, if it is the piece that moved, the one it came from)
    /// could legally capture it.
    fn attack_before(&mut self, a: &Attack) -> Option<Attack> {
        let side = a.attacker.side;
        let from = if self.piece(a.from).is_some_and(|p| p.id == a.attacker.id) {
            a.from
        } else {
            let mut bits = self.pos.occupied(side);
            loop {
                if bits == 0 {
                    return None;
                }
                let i = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                if self.piece(i).is_some_and(|p| p.id == a.attacker.id) {
                    break i;
                }
            }
        };
        let attacker = self.piece(from)?;
        let target = self.piece(a.to).filter(|t| t.id == a.target.id)?;
        (self.reaches(from, attacker, a.to) && self.legal_for(from, a.to, side)).then_some(Attack {
            from,
            to: a.to,
            attacker,
            target,
        })
    }

    /// An attack with its assessment.
    fn threat(&mut self, a: &Attack) -> Threat {
        Threat {
            attacker: a.attacker.id,
            attacker_kind: a.attacker.kind,
            from: square_at(a.from),
            target: a.target.id,
            target_kind: a.target.kind,
            square: square_at(a.to),
            reason: self.assess(a),
            subverted: false,
        }
    }
}

/// Every threat of `side` in `pos` (whoever is to move there).
pub fn threats(pos: &Position, side: Side) -> Vec<Threat> {
    let mut trial = Trial::new(pos);
    let attacks = trial.attacks(side);
    attacks.iter().map(|a| trial.threat(a)).collect()
}

/// Classifies `mv` played from `before` (which it must be legal in).
pub fn classify(before: &Position, mv: Move) -> Classification {
    let side = before.to_move();
    let mut after = before.clone();
    after.make(mv);
    classify_between(before, &after, side)
}

/// What the classification learns of the position before a move, kept for the other moves from
/// the same position ([`classify_kept`]): the attacks looked up there (by attacker and target), each
/// with its assessment once asked, and whether the mover stood in check.
#[derive(Clone, Debug, Default)]
pub struct Before {
    attacks: Vec<Looked>,
    in_check: Option<bool>,
}

/// An attack looked up in the position before a move: the attacker and target, the attack if it
/// stood there ([`Trial::attack_before`]), and its assessment once asked.
#[derive(Clone, Debug)]
struct Looked {
    pair: (PieceId, PieceId),
    found: Option<Attack>,
    reason: Option<Reason>,
}

/// The position before the move as the classification asks about it: a trial position made on
/// first need only, and what is kept in `kept`.
struct Was<'a> {
    pos: &'a Position,
    trial: Option<Trial>,
    kept: &'a mut Before,
}

impl Was<'_> {
    fn trial(&mut self) -> &mut Trial {
        let pos = self.pos;
        self.trial.get_or_insert_with(|| Trial::new(pos))
    }

    /// The entry of `a`'s attacker and target, looked up if new.
    fn looked(&mut self, a: &Attack) -> usize {
        if let Some(i) = self.kept.attacks.iter().position(|l| l.pair == a.pair()) {
            return i;
        }
        let found = self.trial().attack_before(a);
        self.kept.attacks.push(Looked {
            pair: a.pair(),
            found,
            reason: None,
        });
        self.kept.attacks.len() - 1
    }

    /// [`Trial::attack_before`].
    fn attack_before(&mut self, a: &Attack) -> Option<Attack> {
        let i = self.looked(a);
        self.kept.attacks.get(i).and_then(|l| l.found)
    }

    /// The assessment of `a`'s attack before the move ([`Was::attack_before`] must have found it).
    fn assess(&mut self, a: &Attack, o: &Attack) -> Reason {
        let i = self.looked(a);
        if let Some(r) = self.kept.attacks.get(i).and_then(|l| l.reason) {
            return r;
        }
        let r = self.trial().assess(o);
        if let Some(l) = self.kept.attacks.get_mut(i) {
            l.reason = Some(r);
        }
        r
    }

    /// Whether `side` stood in check.
    fn in_check(&mut self, side: Side) -> bool {
        let pos = self.pos;
        *self
            .kept
            .in_check
            .get_or_insert_with(|| in_check(pos, side))
    }
}

/// Classifies the move of `side` that led from `before` to `after`.
pub fn classify_between(before: &Position, after: &Position, side: Side) -> Classification {
    classify_kept(before, after, side, &mut Before::default(), None)
}

/// [`classify_between`], keeping in `kept` what it learns of `before` for the other moves of `side`
/// from it (`kept` must be empty or come from the same position and side); `check`: whether the
/// move gives check, when the caller knows it already.
pub fn classify_kept(
    before: &Position,
    after: &Position,
    side: Side,
    kept: &mut Before,
    check: Option<bool>,
) -> Classification {
    let mut was = Was {
        pos: before,
        trial: None,
        kept,
    };
    let mut now = Trial::new(after);
    let new = now.attacks(side);
    let mut chased = Vec::new();
    let mut notes = Vec::new();
    // Standing attacks the move turned into chases by taking away the target's protection.
    let mut subverted = Vec::new();
    for a in &new {
        let t = now.threat(a);
        // The same attack before the move (same attacker, same target), if it stood then; only
        // these attacks of the position before are ever looked at, and assessed only where the
        // new one is a chase threat.
        let earlier = was.attack_before(a);
        if t.reason.is_chase() {
            match earlier {
                Some(o) => {
                    if was.assess(a, &o).is_chase() {
                        // the chase threat stood before the move
                    } else if o.from == a.from {
                        // The attacker stands where it stood: only the target's protection changed.
                        subverted.push(Threat {
                            subverted: true,
                            ..t
                        });
                    } else {
                        chased.push(t);
                    }
                }
                // In check, no capture but the answers to the check was legal before the move, so
                // an attack that stood then is not among the attacks before it: it is recognised
                // on the board instead.
                None if was.in_check(side) && stood_before(before, &t) => subverted.push(Threat {
                    subverted: true,
                    ..t
                }),
                None => chased.push(t),
            }
        } else if earlier.is_none() {
            notes.push(t);
        }
    }
    if !subverted.is_empty() {
        match answered_chase(was.trial(), &mut now, side) {
            None => chased.extend(subverted),
            Some((defended, kind)) => notes.extend(subverted.into_iter().map(|t| Threat {
                reason: Reason::StandingAnswer { defended, kind },
                ..t
            })),
        }
    }
    // A piece that already hung before the move (the mover could take it with a chase threat and
    // nothing could recapture: no real root), to an attacker that still attacks it after the
    // move, is not chased by a new attacker: the move threatens nothing it did not threaten
    // already. A move that takes the old attack away while making a new one (the attacker
    // switches, AXF rules 19 and 26: Diagrams 39-41, 61) still chases.
    if !chased.is_empty() {
        let trial = was.trial();
        let before_attacks = trial.attacks(side);
        let mut kept = Vec::with_capacity(chased.len());
        for t in chased {
            let hung = before_attacks
                .iter()
                .filter(|o| o.target.id == t.target && square_at(o.to) == t.square)
                .filter(|o| o.attacker.id != t.attacker)
                .filter(|o| {
                    new.iter()
                        .any(|a| a.attacker.id == o.attacker.id && a.target.id == t.target)
                })
                .find(|o| {
                    trial.assess(o).is_chase()
                        && !matches!(trial.recapture(o), Reason::RealRoot { .. })
                });
            match hung {
                Some(o) => notes.push(Threat {
                    reason: Reason::AlreadyHanging { by: square_at(o.from) },
                    ..t
                }),
                None => kept.push(t),
            }
        }
        chased = kept;
    }
    let check = check.unwrap_or_else(|| in_check(after, side.other()));
    let checkers = if check {
        checkers(before, after, side)
    } else {
        Vec::new()
    };
    let kind = if check {
        ClassKind::Check
    } else if !chased.is_empty() {
        ClassKind::Chase
    } else {
        ClassKind::Idle
    };
    Classification {
        kind,
        checkers,
        chased,
        notes,
    }
}

/// Whether the attack `t` (found after a move) already stood before it: the same attacker on the
/// same square could move to the same target on the same square.
fn stood_before(before: &Position, t: &Threat) -> bool {
    let (Some(attacker), Some(target)) = (before.get(t.from), before.get(t.square)) else {
        return false;
    };
    if attacker.id != t.attacker || target.id != t.target {
        return false;
    }
    reaches(
        before.board(),
        GEOMETRY.index(t.from),
        attacker,
        GEOMETRY.index(t.square),
    )
}

/// The pieces of `side` that give check in `after` (the position after its move from `before`),
/// each with its screen if it is a Cannon.
pub fn checkers(before: &Position, after: &Position, side: Side) -> Vec<Checker> {
    let Some(general) = after.general(side.other()) else {
        return Vec::new();
    };
    let g = GEOMETRY.index(general);
    let mut out = Vec::new();
    for (from, piece) in after.pieces() {
        if piece.side != side {
            continue;
        }
        if !reaches(after.board(), GEOMETRY.index(from), piece, g) {
            continue;
        }
        let screen = if piece.kind == Kind::Cannon {
            between(from, general)
                .into_iter()
                .find_map(|sq| after.get(sq).map(|p| (sq, p.kind, p.side)))
        } else {
            None
        };
        let discovered = before.get(from).map(|p| p.id) == Some(piece.id);
        out.push(Checker {
            kind: piece.kind,
            square: from,
            screen,
            discovered,
        });
    }
    out
}

/// The squares strictly between two squares on one file or rank (empty otherwise).
fn between(a: Square, b: Square) -> Vec<Square> {
    let range = |x: u8, y: u8| (x.min(y) + 1)..x.max(y);
    if a.file == b.file {
        range(a.rank, b.rank)
            .map(|r| Square::new(a.file, r))
            .collect()
    } else if a.rank == b.rank {
        range(a.file, b.file)
            .map(|f| Square::new(f, a.rank))
            .collect()
    } else {
        Vec::new()
    }
}

/// Whether the move of `side` from `before` to `after` answers a chase: a chase threat of the
/// opponent on one of `side`'s pieces stood before the move and is gone after it (the piece fled,
/// the attack is blocked or its screen changed, the piece is now protected, the attacker pinned),
/// or `side` was in check (every legal move then answers the check).
/// Returns the square (before the move) and kind of the piece so defended.
fn answered_chase(was: &mut Trial, now: &mut Trial, side: Side) -> Option<(Square, Kind)> {
    // A move out of check answers the check: it defends the General.
    if in_check(&was.pos, side) {
        return was.pos.general(side).map(|g| (g, Kind::General));
    }
    let opponent = side.other();
    let after = now.attacks(opponent);
    for t in was.attacks(opponent) {
        if !was.assess(&t).is_chase() {
            continue;
        }
        // (the same attacker and target make at most one attack)
        let still = match after.iter().find(|n| n.pair() == t.pair()) {
            Some(n) => now.assess(n).is_chase(),
            None => false,
        };
        if !still {
            return Some((square_at(t.to), t.target.kind));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::xiangqi::notation::parse_iccs;
    use crate::xiangqi::position::parse_square;

    fn class(fen: &str, mv: &str) -> Classification {
        let pos = Position::parse(fen).expect("fen");
        let mv = parse_iccs(mv).expect("move");
        assert!(crate::xiangqi::movegen::is_legal(&pos, mv), "{mv:?} legal");
        classify(&pos, mv)
    }

    fn chased_squares(c: &Classification) -> Vec<Square> {
        c.chased.iter().map(|t| t.square).collect()
    }

    fn sq(s: &str) -> Square {
        parse_square(s).expect("square")
    }

    #[test]
    fn check_is_check() {
        let c = class("3k5/9/9/9/9/9/9/9/9/R3K4 w", "a0a9");
        assert_eq!(c.kind, ClassKind::Check);
    }

    #[test]
    fn direct_attack_on_unprotected_piece_chases() {
        // The Chariot moves to attack the unprotected Horse on a5.
        let c = class("3k5/9/9/9/n8/9/9/9/9/1R2K4 w", "b0b5");
        assert_eq!(c.kind, ClassKind::Chase);
        assert_eq!(chased_squares(&c), vec![sq("a5")]);
        assert_eq!(c.chased[0].reason, Reason::Unprotected);
    }

    #[test]
    fn protected_target_is_not_chased_but_noted() {
        // Horse a5 protected by the Chariot on a9.
        let c = class("r2k5/9/9/9/n8/9/9/9/9/1R2K4 w", "b0b5");
        assert_eq!(c.kind, ClassKind::Idle);
        assert_eq!(
            c.notes[0].reason,
            Reason::RealRoot {
                protector: sq("a9")
            }
        );
    }

    #[test]
    fn lower_value_attacker_chases_a_protected_chariot() {
        // Cannon attacks the Chariot on a7 (protected by the Chariot on i7) over the screen a5.
        let c = class("3k5/9/r7r/9/P8/9/9/9/9/1C2K4 w", "b0a0");
        assert_eq!(c.kind, ClassKind::Chase);
        assert_eq!(c.chased[0].reason, Reason::LowerValue);
    }

    #[test]
    fn discovered_attack_by_moving_a_blocker_chases() {
        // The Horse on a3 blocks the Chariot's file; moving it discovers the attack on a7.
        let c = class("3k5/9/n8/9/9/9/N8/9/9/R3K4 w", "a3c4");
        assert_eq!(chased_squares(&c), vec![sq("a7")]);
    }

    #[test]
    fn discovered_attack_by_clearing_a_horse_leg_chases() {
        // Horse c2's leg c3 is blocked by the Red Chariot; moving it lets the horse attack b4.
        let c = class("3k5/9/9/9/9/1r7/2R6/2N6/9/4K4 w", "c3c6");
        assert!(chased_squares(&c).contains(&sq("b4")));
    }

    #[test]
    fn cannon_screen_placed_chases() {
        // A Red Soldier across the river steps in front of the Cannon as a screen for the attack.
        let c = class("3k5/9/1r7/P8/9/9/9/9/9/1C2K4 w", "a6b6");
        assert_eq!(chased_squares(&c), vec![sq("b7")]);
    }

    #[test]
    fn soldier_and_general_attacks_are_not_chases() {
        let c = class("3k5/9/9/9/1n7/P8/9/9/9/4K4 w", "a4a5");
        assert_eq!(c.kind, ClassKind::Idle);
        let c = class("5k3/9/9/9/9/9/9/9/3n5/4K4 w", "e0e1");
        assert_eq!(c.kind, ClassKind::Idle);
        assert_eq!(c.notes[0].reason, Reason::ExcludedAttacker);
    }

    #[test]
    fn uncrossed_soldier_is_not_chased() {
        let c = class("3k5/9/9/p8/9/9/9/9/9/1R2K4 w", "b0b6");
        assert_eq!(c.kind, ClassKind::Idle);
        assert_eq!(c.notes[0].reason, Reason::UncrossedSoldier);
        // Across the river it is.
        let c = class("3k5/9/9/9/9/p8/9/9/9/1R2K4 w", "b0b4");
        assert_eq!(c.kind, ClassKind::Chase);
    }

    #[test]
    fn mutual_offer_is_not_a_chase_unless_the_target_cannot_capture_back() {
        // Chariot against Chariot on an open file.
        let c = class("3k5/9/9/9/r8/9/9/9/9/1R2K4 w", "b0a0");
        assert_eq!(c.kind, ClassKind::Idle);
        assert_eq!(c.notes[0].reason, Reason::MutualOffer);
        // The Black Horse e8 is pinned (moving it would let the Generals face): the Red Horse
        // may not keep attacking it, as it cannot capture back.
        let c = class("4k4/4n4/9/9/1N7/9/9/9/9/4K4 w", "b5d6");
        assert_eq!(c.kind, ClassKind::Chase);
        assert_eq!(c.chased[0].reason, Reason::CannotCaptureBack);
    }

    #[test]
    fn fake_roots_pinned_protector_and_flying_general() {
        // The Red Horse d0 is protected only by its General, which would face the Black one.
        let c = class("3k5/9/9/9/9/9/2r6/9/9/3NK4 b", "c3d3");
        assert_eq!(c.kind, ClassKind::Chase);
        assert_eq!(
            c.chased[0].reason,
            Reason::FakeRoot {
                protector: sq("e0"),
                flying: true
            }
        );
        // The Red Horse d1 is protected only by the Chariot e1, pinned by the Black Chariot e8.
        let c = class("5k3/4r4/9/9/9/9/9/r8/3NR4/4K4 b", "a2a1");
        assert_eq!(
            c.chased[0].reason,
            Reason::FakeRoot {
                protector: sq("e1"),
                flying: false
            }
        );
    }

    #[test]
    fn cutting_the_protection_of_a_standing_attack_chases() {
        // The AXF rulebook's appendix example in small: the Red Chariot a7 attacks the Horse c7,
        // protected by the Chariot c9; the Soldier steps from b8 into c8 and cuts the protection,
        // so the Chariot, which did not move, now chases the Horse.
        let c = class("2r1k4/1P7/R1n6/9/9/9/9/9/9/5K3 w", "b8c8");
        assert_eq!(c.kind, ClassKind::Chase);
        assert_eq!(chased_squares(&c), vec![sq("c7")]);
        assert!(c.chased[0].subverted);
        assert_eq!(c.chased[0].reason, Reason::Unprotected);
    }

    #[test]
    fn a_move_answering_a_chase_does_not_chase_with_a_standing_piece() {
        // As above, but the Soldier on b8 is chased by the Chariot b4, and stepping to c8 is its
        // flight: the standing Chariot a7's attack on the Horse is not Red's chase (AXF rule 19).
        let c = class("2r1k4/1P7/R1n6/9/9/1r7/9/9/9/5K3 w", "b8c8");
        assert_eq!(c.kind, ClassKind::Idle);

        assert!(c.chased.is_empty());
        let note = c.notes.iter().find(|t| t.square == sq("c7")).expect("note");
        assert_eq!(
            note.reason,
            Reason::StandingAnswer {
                defended: sq("b8"),
                kind: Kind::Soldier
            }
        );
    }

    #[test]
    fn a_move_out_of_check_does_not_chase_with_a_standing_piece() {
        // The Red Horse steps from e3 to f5: it blocks the Chariot f9's check on the General f0
        // and cuts the Chariot i5's protection of the Cannon c5, which the Red Chariot c0 attacks.
        let c = class("4kr3/9/9/9/2c5r/9/4N4/9/9/2R2K3 w", "e3f5");
        assert!(c.chased.is_empty());
        let note = c.notes.iter().find(|t| t.square == sq("c5")).expect("note");
        assert_eq!(
            note.reason,
            Reason::StandingAnswer {
                defended: sq("f0"),
                kind: Kind::General
            }
        );
        // Without the check (the Black Chariot on h9), the same move chases the Cannon.
        let c = class("4k2r1/9/9/9/2c5r/9/4N4/9/9/2R2K3 w", "e3f5");
        assert_eq!(chased_squares(&c), vec![sq("c5")]);
        assert!(c.chased[0].subverted);
    }

    #[test]
    fn checkers_name_the_cannon_screen_and_discovered_checks() {
        // The Black Cannon moves to a1 and checks the Red General f1 through the Red Advisor e1.
        let c = class("4k4/9/9/9/c8/9/9/9/4AK3/9 b", "a5a1");
        assert_eq!(c.kind, ClassKind::Check);
        assert_eq!(
            c.checkers,
            vec![Checker {
                kind: Kind::Cannon,
                square: sq("a1"),
                screen: Some((sq("e1"), Kind::Advisor, Side::Red)),
                discovered: false,
            }]
        );
        // The Red Soldier steps in front of the Cannon e2, which checks without moving.
        let c = class("4k4/9/9/3P5/9/9/9/4C4/9/3K5 w", "d6e6");
        assert_eq!(c.checkers.len(), 1);
        assert!(c.checkers[0].discovered);
        assert_eq!(
            c.checkers[0].screen,
            Some((sq("e6"), Kind::Soldier, Side::Red))
        );
    }

    #[test]
    fn undermining_a_root_chases() {
        // FSF "creating pins to undermine root": the Black Horse returns to e3, pinning the Red
        // Chariot e2 (it blocks the leg towards the General on f1), so the Chariot d3's attack on
        // the Horse d2 becomes a chase.
        let c = class("4k4/4c4/9/4p4/9/6n2/3r5/3NR4/5K3/9 b", "g4e3");
        assert_eq!(c.kind, ClassKind::Chase);
        assert_eq!(chased_squares(&c), vec![sq("d2")]);
    }
}
