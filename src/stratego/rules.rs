//! Rulesets by name and explicit options (spec: "Rulesets by name").

use crate::core::Error;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ruleset {
    /// The Two-Squares limit: how many moves in a row a run may have (5 ISF and Gravon, 3 modern).
    pub two_squares_limit: u32,
    /// Whether the More-Squares Rule (ISF 11) applies.
    pub more_squares: bool,
    /// The position is a full setup to be checked against its piece set.
    pub from_start: bool,
}

/// Options that override a named ruleset; `None` keeps the ruleset's value.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Options {
    pub two_squares_limit: Option<u32>,
    pub more_squares: Option<bool>,
    pub from_start: Option<bool>,
}

pub const MAX_LIMIT: u32 = 20;

impl Ruleset {
    pub const ISF: Ruleset = Ruleset {
        two_squares_limit: 5,
        more_squares: true,
        from_start: false,
    };
    pub const JUMBO: Ruleset = Ruleset {
        two_squares_limit: 5,
        more_squares: false,
        from_start: false,
    };

    /// `isf` (the default) or `jumbo`, then the options on top.
    pub fn named(name: Option<&str>, options: Options) -> Result<Ruleset, Error> {
        let mut rules = match name.map(|n| n.trim().to_ascii_lowercase()) {
            None => Ruleset::ISF,
            Some(n) if n.is_empty() || n == "isf" => Ruleset::ISF,
            Some(n) if n == "jumbo" => Ruleset::JUMBO,
            Some(n) => {
                return Err(Error::UnknownRules {
                    game: "stratego",
                    name: n.chars().take(32).collect(),
                    known: &["isf", "jumbo"],
                })
            }
        };
        if let Some(limit) = options.two_squares_limit {
            if !(1..=MAX_LIMIT).contains(&limit) {
                return Err(Error::BadOption {
                    name: "twoSquaresLimit",
                    reason: format!("{limit} is outside 1..={MAX_LIMIT}"),
                });
            }
            rules.two_squares_limit = limit;
        }
        if let Some(m) = options.more_squares {
            rules.more_squares = m;
        }
        if let Some(f) = options.from_start {
            rules.from_start = f;
        }
        Ok(rules)
    }
}
