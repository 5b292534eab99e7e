//! Battles (ISF 5; spec "Moves and battles"): who is removed when a piece attacks.

use super::piece::Rank;
use serde::Serialize;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Outcome {
    /// The defender is removed and the attacker takes its square.
    AttackerWins,
    /// The attacker is removed; the defender stays.
    DefenderWins,
    /// Equal ranks: both are removed.
    BothRemoved,
    /// The Flag is taken: the attacker's side wins the game.
    FlagCaptured,
}

impl Outcome {
    pub fn id(self) -> &'static str {
        match self {
            Outcome::AttackerWins => "attacker-wins",
            Outcome::DefenderWins => "defender-wins",
            Outcome::BothRemoved => "both-removed",
            Outcome::FlagCaptured => "flag-captured",
        }
    }
}

/// The result of `attacker` striking `defender`, or `None` when a rank is unknown and the result
/// cannot be decided.
pub fn resolve(attacker: Rank, defender: Rank) -> Option<Outcome> {
    use Rank::*;
    if attacker == Unknown || defender == Unknown {
        return None;
    }
    Some(match (attacker, defender) {
        (_, Flag) => Outcome::FlagCaptured,
        (Miner, Bomb) => Outcome::AttackerWins,
        (_, Bomb) => Outcome::DefenderWins,
        // The Spy beats the Marshal only when the Spy strikes.
        (Spy, Marshal) => Outcome::AttackerWins,
        (a, d) => {
            let (a, d) = (a.number()?, d.number()?);
            match a.cmp(&d) {
                std::cmp::Ordering::Greater => Outcome::AttackerWins,
                std::cmp::Ordering::Less => Outcome::DefenderWins,
                std::cmp::Ordering::Equal => Outcome::BothRemoved,
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use Rank::*;

    #[test]
    fn battles_follow_the_isf_table() {
        assert_eq!(resolve(Spy, Marshal), Some(Outcome::AttackerWins));
        assert_eq!(resolve(Marshal, Spy), Some(Outcome::AttackerWins));
        assert_eq!(resolve(General, Spy), Some(Outcome::AttackerWins));
        assert_eq!(resolve(Spy, General), Some(Outcome::DefenderWins));
        assert_eq!(resolve(Spy, Spy), Some(Outcome::BothRemoved));
        assert_eq!(resolve(Miner, Bomb), Some(Outcome::AttackerWins));
        assert_eq!(resolve(Marshal, Bomb), Some(Outcome::DefenderWins));
        assert_eq!(resolve(Scout, Flag), Some(Outcome::FlagCaptured));
        assert_eq!(resolve(Major, Major), Some(Outcome::BothRemoved));
        assert_eq!(resolve(Colonel, Major), Some(Outcome::AttackerWins));
        assert_eq!(resolve(Scout, Sergeant), Some(Outcome::DefenderWins));
        assert_eq!(resolve(Unknown, Major), None);
        assert_eq!(resolve(Major, Unknown), None);
    }
}
