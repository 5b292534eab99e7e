//! The AXF verdict on a repetition cycle (spec "Repetition"): per side, perpetual check (every
//! one of its moves in the cycle checks), perpetual chase (every one chases, and at least one
//! piece, followed by its `PieceId` as it flees, is chased by all of them) or neither. A cycle
//! that mixes checks and chases is neither (AXF rule 12). Perpetual check is worse than perpetual
//! chase, which is worse than neither; the worse violator loses, equal violations are a draw.

use super::chase::{ClassKind, Classification};
use super::piece::Side;
use crate::core::PieceId;

/// How often a position (board and side to move) must occur for the rules to apply.
pub const REPETITION_COUNT: usize = 3;

/// One side's conduct in a cycle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Violation {
    None,
    /// Every move chased; these pieces were chased by all of them.
    PerpetualChase(Vec<PieceId>),
    PerpetualCheck,
}

impl Violation {
    fn severity(&self) -> u8 {
        match self {
            Violation::None => 0,
            Violation::PerpetualChase(_) => 1,
            Violation::PerpetualCheck => 2,
        }
    }

    /// The rule id: `perpetual-check`, `perpetual-chase`, or `none`.
    pub fn id(&self) -> &'static str {
        match self {
            Violation::None => "none",
            Violation::PerpetualChase(_) => "perpetual-chase",
            Violation::PerpetualCheck => "perpetual-check",
        }
    }
}

/// The verdict on a cycle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CycleVerdict {
    pub red: Violation,
    pub black: Violation,
    /// The side whose violation is worse; `None` for a draw.
    pub loser: Option<Side>,
}

impl CycleVerdict {
    pub fn of(&self, side: Side) -> &Violation {
        match side {
            Side::Red => &self.red,
            Side::Black => &self.black,
        }
    }
}

/// One side's conduct in a cycle, gathered move by move (in any order).
#[derive(Clone, Debug, Default)]
pub struct Conduct {
    moves: usize,
    /// Whether some move was not a check.
    not_all_check: bool,
    /// Whether some move was not a chase.
    not_all_chase: bool,
    /// The pieces chased by every move so far (`None` before the first move).
    common: Option<Vec<PieceId>>,
}

impl Conduct {
    /// Adds one move of the side.
    pub fn add(&mut self, c: &Classification) {
        self.moves += 1;
        self.not_all_check |= c.kind != ClassKind::Check;
        self.not_all_chase |= c.kind != ClassKind::Chase;
        let ids = c.chased_ids();
        self.common = Some(match self.common.take() {
            None => ids,
            Some(prev) => prev.into_iter().filter(|id| ids.contains(id)).collect(),
        });
    }

    /// Whether more moves can no longer make this side a violator: one of its moves neither
    /// checked nor took part in a chase of one piece by all its moves.
    pub fn settled(&self) -> bool {
        self.not_all_check
            && (self.not_all_chase || self.common.as_ref().is_some_and(|c| c.is_empty()))
    }

    pub fn violation(&self) -> Violation {
        if self.moves == 0 {
            return Violation::None;
        }
        if !self.not_all_check {
            return Violation::PerpetualCheck;
        }
        match &self.common {
            Some(ids) if !self.not_all_chase && !ids.is_empty() => {
                Violation::PerpetualChase(ids.clone())
            }
            _ => Violation::None,
        }
    }
}

/// One side's conduct, from the classifications of its moves in the cycle.
pub fn side_violation<'a>(moves: impl IntoIterator<Item = &'a Classification>) -> Violation {
    let mut conduct = Conduct::default();
    for c in moves {
        conduct.add(c);
    }
    conduct.violation()
}

/// The verdict on both sides' conduct.
pub fn verdict(red: &Conduct, black: &Conduct) -> CycleVerdict {
    let red = red.violation();
    let black = black.violation();
    let loser = match red.severity().cmp(&black.severity()) {
        std::cmp::Ordering::Greater => Some(Side::Red),
        std::cmp::Ordering::Less => Some(Side::Black),
        std::cmp::Ordering::Equal => None,
    };
    CycleVerdict { red, black, loser }
}

/// The verdict on a cycle given as (mover, classification) per move.
pub fn judge_cycle(moves: &[(Side, &Classification)]) -> CycleVerdict {
    let mut red = Conduct::default();
    let mut black = Conduct::default();
    for (side, c) in moves {
        match side {
            Side::Red => red.add(c),
            Side::Black => black.add(c),
        }
    }
    verdict(&red, &black)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn class(kind: ClassKind, ids: &[u16]) -> Classification {
        use super::super::chase::{Reason, Threat};
        use super::super::piece::Kind;
        use crate::core::Square;
        Classification {
            kind,
            checkers: Vec::new(),
            chased: ids
                .iter()
                .map(|&i| Threat {
                    attacker: PieceId(99),
                    attacker_kind: Kind::Chariot,
                    from: Square::new(0, 0),
                    target: PieceId(i),
                    target_kind: Kind::Cannon,
                    square: Square::new(0, 1),
                    reason: Reason::Unprotected,
                    subverted: false,
                })
                .collect(),
            notes: Vec::new(),
        }
    }

    #[test]
    fn perpetual_check_beats_chase_beats_idle() {
        let check = class(ClassKind::Check, &[]);
        let chase = class(ClassKind::Chase, &[7]);
        let idle = class(ClassKind::Idle, &[]);
        let v = judge_cycle(&[
            (Side::Red, &check),
            (Side::Black, &chase),
            (Side::Red, &check),
            (Side::Black, &chase),
        ]);
        assert_eq!(v.red, Violation::PerpetualCheck);
        assert_eq!(v.black, Violation::PerpetualChase(vec![PieceId(7)]));
        assert_eq!(v.loser, Some(Side::Red));
        let v = judge_cycle(&[(Side::Red, &chase), (Side::Black, &idle)]);
        assert_eq!(v.loser, Some(Side::Red));
        let v = judge_cycle(&[(Side::Red, &chase), (Side::Black, &chase)]);
        assert_eq!(v.loser, None);
    }

    #[test]
    fn mixed_checks_and_chases_are_neither() {
        let check = class(ClassKind::Check, &[]);
        let chase = class(ClassKind::Chase, &[7]);
        assert_eq!(side_violation([&check, &chase]), Violation::None);
    }

    #[test]
    fn a_side_is_settled_once_no_more_moves_can_make_it_a_violator() {
        let check = class(ClassKind::Check, &[]);
        let chase7 = class(ClassKind::Chase, &[7]);
        let chase8 = class(ClassKind::Chase, &[8]);
        let idle = class(ClassKind::Idle, &[]);
        let mut c = Conduct::default();
        c.add(&check);
        assert!(!c.settled(), "all checks so far");
        c.add(&chase7);
        assert!(c.settled(), "a check and a chase");
        assert_eq!(c.violation(), Violation::None);
        let mut c = Conduct::default();
        c.add(&chase7);
        assert!(!c.settled());
        c.add(&chase8);
        assert!(c.settled(), "no piece chased by both");
        let mut c = Conduct::default();
        c.add(&chase7);
        c.add(&idle);
        assert!(c.settled());
        assert_eq!(c.violation(), Violation::None);
    }

    #[test]
    fn a_chase_needs_one_piece_chased_by_every_move() {
        let a = class(ClassKind::Chase, &[7]);
        let b = class(ClassKind::Chase, &[8]);
        let ab = class(ClassKind::Chase, &[7, 8]);
        assert_eq!(side_violation([&a, &b]), Violation::None);
        assert_eq!(
            side_violation([&a, &ab]),
            Violation::PerpetualChase(vec![PieceId(7)])
        );
    }
}
