//! The one answer shape of every game: a [`Judgement`] (a verdict with the move's facts), and an
//! [`Explanation`] (a judgement per move of a history, and how the game stands).

use super::Game;
use crate::core::{Citation, Error, Lang};
use serde::Serialize;
use std::borrow::Cow;

/// The facts of one move every game gives alike, judged in the position before it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveFacts {
    /// The move as the game writes it (Xiangqi: in the asked notation; Bogenschach: the turn).
    pub text: String,
    /// The squares the piece moves from and to (none for a skipped move or an unreadable one),
    /// as static text where the game names squares with [`crate::core::Square::text`].
    pub from: Option<Cow<'static, str>>,
    pub to: Option<Cow<'static, str>>,
    /// The kind of the moving piece (`scout`, `cannon`, `knight`).
    pub piece: Option<&'static str>,
    pub capture: bool,
    pub check: bool,
    pub promotion: bool,
    /// The square shot (`-` for a miss), for games with shots.
    pub shot: Option<String>,
}

/// A legal move as every game lists it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LegalMove {
    /// The move as the engine reads it back (`B2-B3`, ICCS `h2e2`, `@- e2e4`).
    #[serde(rename = "move")]
    pub input: String,
    pub from: Option<String>,
    pub to: Option<String>,
    /// The move as the game writes it (the asked notation).
    pub text: String,
}

/// A rule event marked on a row of an arbiter's report (docs/api.md, "The arbiter's report").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Event {
    /// `repetition`, `perpetual`, `must-vary`, `violation` or `end`.
    pub kind: &'static str,
    /// The side the event concerns (the side that repeats, violates or must vary; the winner at
    /// the end), if any.
    pub side: Option<&'static str>,
    pub rule: Option<&'static str>,
    pub citation: Option<Citation>,
    pub message: String,
}

/// One count of the rule meter (docs/api.md, "The rule meter"): a count that stands after a move
/// for a rule that limits what comes next (a Two-Squares run, a chase, a repetition, the rounds),
/// read from the state the rule's own refusals read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Meter {
    /// The rule counted: `two-squares`, `more-squares`, `repetition`, `round`.
    pub rule: &'static str,
    /// The side the count concerns (the side in a run, the chaser, the worse repeater), if any.
    pub side: Option<&'static str>,
    pub count: u32,
    /// The count the rule allows or ends at, where it has one.
    pub limit: Option<u32>,
    /// Squares the count concerns (a run's two squares, the chased pieces).
    pub squares: Vec<Cow<'static, str>>,
    /// The count in words, in the asked language, citing the rule.
    pub message: String,
}

/// The one verdict shape of every game (sessions and the stateless calls, Rust, the CLI and
/// JavaScript alike): the rule's verdict, the move's facts, and under `details` the game's own
/// fields. As a row of an explanation it also has the move's `ply` (0 = the first move) and the
/// `position` after it (for a refused move, the position it was refused in).
#[derive(Clone, Debug)]
pub struct Judgement<D> {
    pub legal: bool,
    pub rule: Option<&'static str>,
    pub citation: Option<Citation>,
    pub message: String,
    /// The label of the move (`1a`, `3w`) and the side making it.
    pub label: String,
    pub side: &'static str,
    pub facts: MoveFacts,
    /// Squares to highlight: the move's own, then those the reason involves; as static text where
    /// the game names squares with [`crate::core::Square::text`] (no string made per square).
    pub squares: Vec<Cow<'static, str>>,
    pub details: D,
    /// Rows only: the ply of the move (the entry's index in the history).
    pub ply: Option<usize>,
    /// Rows only: the position after the move (for a refused move, the position before it, unless
    /// a report played it on).
    pub position: Option<String>,
    /// Rows of a report only: the rule events of the move.
    pub events: Vec<Event>,
    /// A legal move only: the rule meter after it ([`Meter`]).
    pub meter: Vec<Meter>,
}

/// The verdict on `mv` in `game` (not played), in the one shape.
pub fn judgement<G: Game>(
    game: &G,
    mv: &G::Move,
    lang: Lang,
) -> Result<Judgement<G::Details>, Error> {
    let label = game.label();
    let side = game.side_to_move();
    let v = game.judge(mv, lang)?;
    let meter = if v.legal {
        game.meter_after(mv, lang)
    } else {
        Vec::new()
    };
    Ok(Judgement {
        facts: game.facts(mv, &v.details),
        legal: v.legal,
        rule: v.rule,
        citation: v.citation,
        message: v.message,
        label,
        side,
        squares: v.squares,
        details: v.details,
        ply: None,
        position: None,
        events: Vec::new(),
        meter,
    })
}

/// An explanation: the start, a row per move, how the game stands; `header` holds the game's own
/// field (Xiangqi's `notation`, Bogenschach's `rules`) as a name and a value.
#[derive(Clone, Debug)]
pub struct Explanation<R, O> {
    pub game: &'static str,
    /// `stop` or `report` ([`super::Mode`]).
    pub mode: Option<&'static str>,
    pub header: Option<(&'static str, &'static str)>,
    /// The position the moves start from.
    pub start: String,
    pub rows: Vec<R>,
    pub result: O,
}

/// What every game's result says: whether the game is over, and how it ended in words.
pub trait Standing {
    fn over(&self) -> bool;
    fn message(&self) -> Option<&str>;
    /// Says that a report could not go on (`reason` `record-error`, with why); a result without a
    /// reason field keeps itself.
    fn record_error(&mut self, _message: String) {}
    /// Why the game ended (or `record-error`), where the result says.
    fn reason(&self) -> Option<&str> {
        None
    }
}

impl Standing for crate::core::GameResult {
    fn over(&self) -> bool {
        self.over
    }
    fn message(&self) -> Option<&str> {
        self.message.as_deref()
    }
    fn reason(&self) -> Option<&str> {
        self.reason
    }
    fn record_error(&mut self, message: String) {
        self.over = false;
        self.winner = None;
        self.reason = Some("record-error");
        self.message = Some(message);
    }
}

/// The explanation of a history of game `G`: a row per move in the one shape ([`Judgement`]).
pub type ExplanationOf<G> = Explanation<Judgement<<G as Game>::Details>, <G as Game>::Outcome>;
