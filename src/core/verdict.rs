//! The answer to "may this move be played?" and the summary of how a game stands.

use super::Citation;
use serde::Serialize;

/// A reference to a move already played: its label (`1a`, `12b`) and its text.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MoveRef {
    pub label: String,
    #[serde(rename = "move")]
    pub text: String,
}

/// Whether a move is legal, and why. `rule` is a stable id (`movement`, `two-squares`, ...);
/// `message` says it in the requested language; `details` are the game's own fields.
#[derive(Clone, Debug)]
pub struct Verdict<D> {
    pub legal: bool,
    pub rule: Option<&'static str>,
    pub message: String,
    pub citation: Option<Citation>,
    /// Squares to highlight, named as the game writes them (`B3` in Stratego, `e0` in ICCS): the
    /// move's own squares, then those the rule's reason involves; as static text where the game
    /// names squares with [`crate::core::Square::text`] (no string made per square).
    pub squares: Vec<std::borrow::Cow<'static, str>>,
    pub details: D,
}

/// How a game stands after the moves replayed.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct GameResult {
    pub over: bool,
    /// The winning side's name, or `None` for a game not over or drawn.
    pub winner: Option<&'static str>,
    /// A stable id for why the game ended (`flag-captured`, `no-legal-move`, `both-stuck`).
    pub reason: Option<&'static str>,
    pub message: Option<String>,
}
