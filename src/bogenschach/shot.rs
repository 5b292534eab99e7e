//! The shot of a Bogenschach turn: the square that counts as hit, or a miss.

use crate::chess::position::{parse_square, square_name};
use crate::core::{Error, Square};

/// What a shot hit. A line hit touching several squares is recorded as the one square the
/// shooter chose, so a shot is always one square or none.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Shot {
    Miss,
    Hit(Square),
}

impl Shot {
    /// Reads the shot without its `@`: `-` for a miss, a square (`e5`, either case) for a hit.
    pub fn parse(text: &str) -> Result<Shot, Error> {
        let t = text.trim();
        if t == "-" {
            return Ok(Shot::Miss);
        }
        parse_square(t).map(Shot::Hit).map_err(|_| Error::BadMove {
            text: text.chars().take(16).collect(),
            reason: "a shot is @ and the square hit (a1 to h8), or @- for a miss".into(),
        })
    }

    /// The square hit, if any.
    pub fn square(self) -> Option<Square> {
        match self {
            Shot::Miss => None,
            Shot::Hit(sq) => Some(sq),
        }
    }

    /// The shot as the record writes it: `@e5`, `@-`.
    pub fn text(self) -> String {
        match self {
            Shot::Miss => "@-".to_string(),
            Shot::Hit(sq) => format!("@{}", square_name(sq)),
        }
    }

    /// The square's name, or `-` for a miss.
    pub fn name(self) -> String {
        match self {
            Shot::Miss => "-".to_string(),
            Shot::Hit(sq) => square_name(sq),
        }
    }
}
