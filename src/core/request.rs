//! What a caller asks of a game: the game's name, its ruleset and options, the position and the moves
//! played (or a game record), and the language of the answers. The CLI, the WebAssembly bindings and
//! the tests all build one of these; each game reads and checks the options it knows
//! ([`crate::core::game::Game::open`]).

use super::error::check_len;
use super::{Error, Lang};
use serde::Serialize;

/// Inputs larger than these are refused before they are read.
pub const MAX_POSITION: usize = 4_096;
pub const MAX_RECORD: usize = 1_000_000;
pub const MAX_MOVES: usize = 20_000;
pub const MAX_MOVE: usize = 64;

/// The value given for an option.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionValue {
    Whole(u64),
    Bool(bool),
    Text(String),
}

/// Options that override a ruleset, by the names `options` gives them (`twoSquaresLimit`). Core
/// knows none of them: each game reads and checks the ones it knows ([`crate::core::Game::OPTIONS`]
/// lists them for its description, the CLI and the JS boundary) and ignores the others.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RequestOptions {
    values: Vec<(String, OptionValue)>,
}

impl RequestOptions {
    /// Gives `name` the value (replacing an earlier one).
    pub fn set(&mut self, name: &str, value: OptionValue) {
        match self.values.iter_mut().find(|(n, _)| n == name) {
            Some(slot) => slot.1 = value,
            None => self.values.push((name.to_string(), value)),
        }
    }

    /// The options with `name` set to the value.
    pub fn with(mut self, name: &str, value: OptionValue) -> RequestOptions {
        self.set(name, value);
        self
    }

    /// The value of `name`, if given.
    pub fn get(&self, name: &str) -> Option<&OptionValue> {
        self.values.iter().find(|(n, _)| n == name).map(|(_, v)| v)
    }

    fn wrong(name: &'static str, expected: &str) -> Error {
        Error::BadOption {
            name,
            reason: format!("expected {expected}"),
        }
    }

    /// A whole-number option (`None` when absent).
    pub fn whole(&self, name: &'static str) -> Result<Option<u64>, Error> {
        match self.get(name) {
            None => Ok(None),
            Some(OptionValue::Whole(n)) => Ok(Some(*n)),
            Some(_) => Err(Self::wrong(name, "a whole number")),
        }
    }

    /// A true-or-false option (`None` when absent).
    pub fn bool(&self, name: &'static str) -> Result<Option<bool>, Error> {
        match self.get(name) {
            None => Ok(None),
            Some(OptionValue::Bool(b)) => Ok(Some(*b)),
            Some(_) => Err(Self::wrong(name, "true or false")),
        }
    }

    /// A text option (`None` when absent).
    pub fn text(&self, name: &'static str) -> Result<Option<&str>, Error> {
        match self.get(name) {
            None => Ok(None),
            Some(OptionValue::Text(t)) => Ok(Some(t)),
            Some(_) => Err(Self::wrong(name, "a text")),
        }
    }
}

#[derive(Clone, Debug, Default)]
pub struct Request {
    pub game: String,
    pub rules: Option<String>,
    pub options: RequestOptions,
    pub position: Option<String>,
    pub moves: Vec<String>,
    /// A game record (Gravon StraDoS2 XML for Stratego) instead of position + moves.
    pub record: Option<String>,
    pub lang: Lang,
    /// `explain`'s mode: `stop` (the default for a position and moves) or `report` (the default
    /// for a record); see [`crate::core::game::Mode`].
    pub mode: Option<String>,
}

impl Request {
    /// Checks the sizes of the inputs (cheap; called before any parsing).
    pub fn check_sizes(&self) -> Result<(), Error> {
        if let Some(p) = &self.position {
            check_len(p, MAX_POSITION, "the position text")?;
        }
        if let Some(r) = &self.record {
            check_len(r, MAX_RECORD, "the game record")?;
        }
        if self.moves.len() > MAX_MOVES {
            return Err(Error::InputTooLarge {
                what: "the list of moves",
                len: self.moves.len(),
                limit: MAX_MOVES,
            });
        }
        for m in &self.moves {
            check_len(m, MAX_MOVE, "a move")?;
        }
        Ok(())
    }

    /// The position text, `None` when absent or blank (the game's start position).
    pub fn position_text(&self) -> Option<&str> {
        self.position
            .as_deref()
            .map(str::trim)
            .filter(|p| !p.is_empty())
    }
}

/// A position read and written back, for editors and pasted text.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PositionInfo {
    /// The canonical text of the position.
    pub position: String,
    pub to_move: &'static str,
    pub pieces: Vec<PieceInfo>,
}

#[derive(Clone, Debug, Serialize)]
pub struct PieceInfo {
    /// The square as the game names it (`B3` in Stratego, `e0` in ICCS for Xiangqi).
    pub square: String,
    pub side: &'static str,
    /// The piece's kind: a Stratego rank id such as `colonel`.
    #[serde(rename = "rank")]
    pub kind: &'static str,
}

/// Splits a list of moves written as one string: by `;`, `,` and line breaks, and also by spaces
/// when `spaced` is false (the game's moves have none; a Bogenschach turn is `@e5 Nf3`).
pub fn split_moves(spaced: bool, text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut start = 0;
    for (i, c) in text.char_indices().chain([(text.len(), ';')]) {
        if c == ';' || c == ',' || c == '\n' || c == '\r' || (!spaced && c.is_whitespace()) {
            let m = text.get(start..i).unwrap_or("").trim();
            if !m.is_empty() {
                out.push(m.to_string());
            }
            start = i + c.len_utf8();
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::split_moves;
    use proptest::prelude::*;

    /// `split_moves` as `str::split`, `trim` and `filter` say it (the loop above is smaller wasm).
    fn by_split(spaced: bool, text: &str) -> Vec<String> {
        text.split(|c: char| {
            c == ';' || c == ',' || c == '\n' || c == '\r' || (!spaced && c.is_whitespace())
        })
        .map(str::trim)
        .filter(|m| !m.is_empty())
        .map(String::from)
        .collect()
    }

    #[test]
    fn moves_are_split_by_separators_and_trimmed() {
        assert_eq!(
            split_moves(false, " a0a1, b1b2;c3\u{3000}d4\n\r"),
            ["a0a1", "b1b2", "c3", "d4"]
        );
        assert_eq!(
            split_moves(true, "@e5 Nf3; @- e2e4 ,\u{85}x"),
            ["@e5 Nf3", "@- e2e4", "x"]
        );
        assert!(split_moves(false, "").is_empty() && split_moves(true, " ;, ").is_empty());
    }

    proptest! {
        #[test]
        fn split_moves_agrees_with_str_split(
            spaced: bool,
            text in proptest::collection::vec(
                prop::sample::select(vec![
                    'a', 'B', '2', '-', '@', ' ', ';', ',', '\n', '\r', '\t', '\u{85}', '\u{a0}',
                    '\u{3000}', '\u{feff}', '\u{200b}', 'é', '炮', '😀', '\0',
                ]),
                0..40,
            ).prop_map(|cs| cs.into_iter().collect::<String>()),
        ) {
            prop_assert_eq!(split_moves(spaced, &text), by_split(spaced, &text));
        }
    }
}
