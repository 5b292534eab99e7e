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

/// Options that override a ruleset; each game reads the ones it knows and says which in its
/// description ([`crate::core::game::OptionSpec`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RequestOptions {
    /// Stratego: the Two-Squares limit (1..=20).
    pub two_squares_limit: Option<u32>,
    /// Stratego: whether the More-Squares Rule applies.
    pub more_squares: Option<bool>,
    /// Stratego: the position is a full setup to check against the piece set.
    pub from_start: Option<bool>,
    /// Xiangqi: how many times a position must occur for a repetition to be judged (2..=10; 3 by
    /// default).
    pub repetition_count: Option<u32>,
    /// Xiangqi: the notation of the moves in answers (`text`, cycles): `wxf` (default), `iccs`,
    /// `chinese` or `chinese-traditional`. Moves are read in any of them whatever this says.
    pub notation: Option<String>,
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
    text.split(|c: char| {
        c == ';' || c == ',' || c == '\n' || c == '\r' || (!spaced && c.is_whitespace())
    })
    .map(str::trim)
    .filter(|m| !m.is_empty())
    .map(String::from)
    .collect()
}
