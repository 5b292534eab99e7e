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

/// One side's conduct, from the classifications of its moves in the cycle.
pub fn side_violation<'a>(moves: impl IntoIterator<Item = &'a Classification>) -> Violation {
    let mut any = false;
    let mut all_check = true;
    let mut all_chase = true;
    let mut common: Option<Vec<PieceId>> = None;
    for c in moves {
        any = true;
        all_check &= c.kind == ClassKind::Check;
        all_chase &= c.kind == ClassKind::Chase;
        let ids = c.chased_ids();
        common = Some(match common {
            None => ids,
            Some(prev) => prev.into_iter().filter(|id| ids.contains(id)).collect(),
        });
    }
    if !any {
        return Violation::None;
    }
    if all_check {
        return Violation::PerpetualCheck;
    }
    match common {
        Some(ids) if all_chase && !ids.is_empty() => Violation::PerpetualChase(ids),
        _ => Violation::None,
    }
}

/// The verdict on a cycle given as (mover, classification) per move.
pub fn judge_cycle(moves: &[(Side, &Classification)]) -> CycleVerdict {
    let of = |side: Side| side_violation(moves.iter().filter(|m| m.0 == side).map(|m| m.1));
    let red = of(Side::Red);
    let black = of(Side::Black);
    let loser = match red.severity().cmp(&black.severity()) {
        std::cmp::Ordering::Greater => Some(Side::Red),
        std::cmp::Ordering::Less => Some(Side::Black),
        std::cmp::Ordering::Equal => None,
    };
    CycleVerdict { red, black, loser }
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
