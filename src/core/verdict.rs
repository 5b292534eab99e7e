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
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Verdict<D: Serialize> {
    pub legal: bool,
    pub rule: Option<&'static str>,
    pub message: String,
    pub citation: Option<Citation>,
    /// Squares to highlight, named as the game writes them (`B3` in Stratego, `e0` in ICCS): the
    /// move's own squares, then those the rule's reason involves; as static text where the game
    /// names squares with [`crate::core::Square::text`] (no string made per square).
    pub squares: Vec<std::borrow::Cow<'static, str>>,
    #[serde(flatten)]
    pub details: D,
}

impl<D: Serialize> Verdict<D> {
    /// The verdict without the game's own fields, and those fields.
    pub fn split(self) -> (Verdict<()>, D) {
        (
            Verdict {
                legal: self.legal,
                rule: self.rule,
                message: self.message,
                citation: self.citation,
                squares: self.squares,
                details: (),
            },
            self.details,
        )
    }
}

/// A text from a fixed set (a side, a piece, a rule id, a square's name), written as a string.
/// Serialized as a unit variant, which serde-wasm-bindgen turns into a JS string the first time and
/// then reuses (a plain `&str` is decoded into a new JS string every time: a third of the cost of
/// writing an explanation's rows); serde_json and every other format write the same string.
#[derive(Clone, Copy, Debug)]
pub struct Fixed(pub &'static str);

impl Serialize for Fixed {
    fn serialize<S: serde::Serializer>(&self, out: S) -> Result<S::Ok, S::Error> {
        out.serialize_unit_variant("", 0, self.0)
    }
}

/// A text that is a [`Fixed`] one where it is borrowed, written for this answer where owned.
pub struct Text<'a>(pub &'a std::borrow::Cow<'static, str>);

impl Serialize for Text<'_> {
    fn serialize<S: serde::Serializer>(&self, out: S) -> Result<S::Ok, S::Error> {
        match self.0 {
            std::borrow::Cow::Borrowed(s) => Fixed(s).serialize(out),
            std::borrow::Cow::Owned(s) => out.serialize_str(s),
        }
    }
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

/// The game's own fields of a verdict or a row: what the one shape (`core::game::Judgement`) writes
/// under `details`, beside the fields every game has. A field without a value is left out (not
/// written as `null`): each written field costs a crossing into JavaScript.
pub trait Own {
    /// The game's own fields, as an object.
    fn own(&self) -> impl Serialize + '_;
}
