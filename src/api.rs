//! The game-independent entry points: a request names the game, its rules, a position and the moves
//! played; the answer is a verdict on one more move, or the explanation of every move. The CLI and
//! the WebAssembly bindings both call these, so they answer alike.

#[cfg(feature = "bogenschach")]
use crate::bogenschach::{self, api::Bogenschach};
use crate::core::error::check_len;
use crate::core::{Error, Lang, Verdict};
#[cfg(feature = "stratego")]
use crate::stratego;
#[cfg(feature = "xiangqi")]
use crate::xiangqi;
use serde::Serialize;

/// Inputs larger than these are refused before they are read.
pub const MAX_POSITION: usize = 4_096;
pub const MAX_RECORD: usize = 1_000_000;
pub const MAX_MOVES: usize = 20_000;
pub const MAX_MOVE: usize = 64;
/// The work `perft` does unless asked for more: the leaf nodes it counts before it stops and
/// refuses with `budget-exceeded`, chosen so that a default perft ends within about a second of one
/// core in wasm (README.md, "Perft budget", has the measurements). Chess (and Bogenschach's chess
/// moves): 10,000,000, which covers depth 5 from the start (4,865,609) and refuses depth 6.
pub const PERFT_BUDGET_CHESS: u64 = 10_000_000;
/// Xiangqi's leaf nodes cost ~7 times a chess one in wasm: 1,500,000 covers depth 3 from the start
/// (79,666) and refuses depth 4 (3,290,240).
pub const PERFT_BUDGET_XIANGQI: u64 = 1_500_000;

/// The default perft budget of `game` (see [`PERFT_BUDGET_CHESS`]).
pub fn perft_budget(game: &str) -> u64 {
    if game.trim().eq_ignore_ascii_case("xiangqi") {
        PERFT_BUDGET_XIANGQI
    } else {
        PERFT_BUDGET_CHESS
    }
}

/// The error of a perft that ran out of its budget of leaf nodes.
pub fn perft_over_budget(budget: u64) -> Error {
    Error::BudgetExceeded {
        what: "perft",
        budget,
        option: "the budget (perft's options.budget, the CLI's BUDGET argument)",
    }
}

/// Options that override a ruleset; each game reads the ones it knows.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RequestOptions {
    pub two_squares_limit: Option<u32>,
    pub more_squares: Option<bool>,
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

/// What every game implements, so the CLI and the bindings treat games alike.
pub trait GameRules {
    type Details: Serialize;
    type Explanation: Serialize;
    type Record: Serialize;
    fn validate_move(req: &Request, mv: &str) -> Result<Verdict<Self::Details>, Error>;
    fn explain(req: &Request) -> Result<Self::Explanation, Error>;
    fn legal_moves(req: &Request) -> Result<Vec<String>, Error>;
    fn parse_position(text: &str) -> Result<PositionInfo, Error>;
    fn import_record(text: &str) -> Result<Self::Record, Error>;
}

/// The games this build of the engine holds (one Cargo feature each).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameKind {
    #[cfg(feature = "stratego")]
    Stratego,
    #[cfg(feature = "xiangqi")]
    Xiangqi,
    #[cfg(feature = "bogenschach")]
    Bogenschach,
}

impl GameKind {
    /// The game of `name`; a game the engine knows but this build leaves out is `GameNotBuilt`.
    pub fn from_name(name: &str) -> Result<GameKind, Error> {
        match name.trim().to_ascii_lowercase().as_str() {
            #[cfg(feature = "stratego")]
            "stratego" => Ok(GameKind::Stratego),
            #[cfg(feature = "xiangqi")]
            "xiangqi" => Ok(GameKind::Xiangqi),
            #[cfg(feature = "bogenschach")]
            "bogenschach" => Ok(GameKind::Bogenschach),
            #[cfg(not(feature = "stratego"))]
            "stratego" => Err(Error::GameNotBuilt { game: "stratego" }),
            #[cfg(not(feature = "xiangqi"))]
            "xiangqi" => Err(Error::GameNotBuilt { game: "xiangqi" }),
            #[cfg(not(feature = "bogenschach"))]
            "bogenschach" => Err(Error::GameNotBuilt {
                game: "bogenschach",
            }),
            _ => Err(Error::UnknownGame {
                name: name.chars().take(32).collect(),
            }),
        }
    }
}

/// A verdict of any game, serialised as that game's own object. (Made once per call, so the
/// size difference between the games' verdicts does not matter.)
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, Serialize)]
#[serde(untagged)]
pub enum AnyVerdict {
    #[cfg(feature = "stratego")]
    Stratego(Verdict<stratego::game::Details>),
    #[cfg(feature = "xiangqi")]
    Xiangqi(Verdict<xiangqi::game::Details>),
    #[cfg(feature = "bogenschach")]
    Bogenschach(Verdict<bogenschach::game::Details>),
}

impl AnyVerdict {
    pub fn legal(&self) -> bool {
        match self {
            #[cfg(feature = "stratego")]
            AnyVerdict::Stratego(v) => v.legal,
            #[cfg(feature = "xiangqi")]
            AnyVerdict::Xiangqi(v) => v.legal,
            #[cfg(feature = "bogenschach")]
            AnyVerdict::Bogenschach(v) => v.legal,
        }
    }

    pub fn rule(&self) -> Option<&'static str> {
        match self {
            #[cfg(feature = "stratego")]
            AnyVerdict::Stratego(v) => v.rule,
            #[cfg(feature = "xiangqi")]
            AnyVerdict::Xiangqi(v) => v.rule,
            #[cfg(feature = "bogenschach")]
            AnyVerdict::Bogenschach(v) => v.rule,
        }
    }

    pub fn message(&self) -> &str {
        match self {
            #[cfg(feature = "stratego")]
            AnyVerdict::Stratego(v) => &v.message,
            #[cfg(feature = "xiangqi")]
            AnyVerdict::Xiangqi(v) => &v.message,
            #[cfg(feature = "bogenschach")]
            AnyVerdict::Bogenschach(v) => &v.message,
        }
    }
}

/// An explanation of any game.
#[derive(Clone, Debug, Serialize)]
#[serde(untagged)]
pub enum AnyExplanation {
    #[cfg(feature = "stratego")]
    Stratego(stratego::api::Explanation),
    #[cfg(feature = "xiangqi")]
    Xiangqi(xiangqi::api::Explanation),
    #[cfg(feature = "bogenschach")]
    Bogenschach(bogenschach::api::Explanation),
}

/// An imported game record (only Stratego's Gravon records so far).
#[derive(Clone, Debug, Serialize)]
#[serde(untagged)]
pub enum AnyRecord {
    #[cfg(feature = "stratego")]
    Stratego(stratego::api::ImportedRecord),
}

fn kind(req: &Request) -> Result<GameKind, Error> {
    let kind = GameKind::from_name(&req.game)?;
    req.check_sizes()?;
    Ok(kind)
}

pub fn validate_move(req: &Request, mv: &str) -> Result<AnyVerdict, Error> {
    check_len(mv, MAX_MOVE, "the move")?;
    match kind(req)? {
        #[cfg(feature = "stratego")]
        GameKind::Stratego => Ok(AnyVerdict::Stratego(
            stratego::api::Stratego::validate_move(req, mv)?,
        )),
        #[cfg(feature = "xiangqi")]
        GameKind::Xiangqi => Ok(AnyVerdict::Xiangqi(xiangqi::api::Xiangqi::validate_move(
            req, mv,
        )?)),
        #[cfg(feature = "bogenschach")]
        GameKind::Bogenschach => Ok(AnyVerdict::Bogenschach(Bogenschach::validate_move(
            req, mv,
        )?)),
    }
}

pub fn explain(req: &Request) -> Result<AnyExplanation, Error> {
    match kind(req)? {
        #[cfg(feature = "stratego")]
        GameKind::Stratego => Ok(AnyExplanation::Stratego(stratego::api::Stratego::explain(
            req,
        )?)),
        #[cfg(feature = "xiangqi")]
        GameKind::Xiangqi => Ok(AnyExplanation::Xiangqi(xiangqi::api::Xiangqi::explain(
            req,
        )?)),
        #[cfg(feature = "bogenschach")]
        GameKind::Bogenschach => Ok(AnyExplanation::Bogenschach(Bogenschach::explain(req)?)),
    }
}

pub fn legal_moves(req: &Request) -> Result<Vec<String>, Error> {
    match kind(req)? {
        #[cfg(feature = "stratego")]
        GameKind::Stratego => stratego::api::Stratego::legal_moves(req),
        #[cfg(feature = "xiangqi")]
        GameKind::Xiangqi => xiangqi::api::Xiangqi::legal_moves(req),
        #[cfg(feature = "bogenschach")]
        GameKind::Bogenschach => Bogenschach::legal_moves(req),
    }
}

pub fn parse_position(game: &str, text: &str) -> Result<PositionInfo, Error> {
    check_len(text, MAX_POSITION, "the position text")?;
    match GameKind::from_name(game)? {
        #[cfg(feature = "stratego")]
        GameKind::Stratego => stratego::api::Stratego::parse_position(text),
        #[cfg(feature = "xiangqi")]
        GameKind::Xiangqi => xiangqi::api::Xiangqi::parse_position(text),
        #[cfg(feature = "bogenschach")]
        GameKind::Bogenschach => Bogenschach::parse_position(text),
    }
}

pub fn import_record(game: &str, text: &str) -> Result<AnyRecord, Error> {
    check_len(text, MAX_RECORD, "the game record")?;
    match GameKind::from_name(game)? {
        #[cfg(feature = "stratego")]
        GameKind::Stratego => Ok(AnyRecord::Stratego(stratego::api::Stratego::import_record(
            text,
        )?)),
        #[cfg(feature = "bogenschach")]
        GameKind::Bogenschach => {
            Err(Bogenschach::import_record(text)
                .err()
                .unwrap_or(Error::BadRequest {
                    field: "record",
                    reason: "bogenschach reads no game records".into(),
                }))
        }
        #[cfg(feature = "xiangqi")]
        GameKind::Xiangqi => Err(Error::BadRequest {
            field: "record",
            reason: "xiangqi reads no game records yet; give a position (FEN) and moves".into(),
        }),
    }
}

/// Counts the leaf nodes of the legal move tree to `depth` from `position` (blank: the start), the
/// standard check of a move generator against other engines; at most [`perft_budget`] of them.
pub fn perft(game: &str, position: &str, depth: u32) -> Result<u64, Error> {
    perft_within(game, position, depth, perft_budget(game))
}

/// [`perft`] that counts at most `budget` leaf nodes and refuses with `budget-exceeded` beyond.
#[cfg_attr(not(feature = "chess"), allow(unused_variables))]
pub fn perft_within(game: &str, position: &str, depth: u32, budget: u64) -> Result<u64, Error> {
    check_len(position, MAX_POSITION, "the position text")?;
    #[cfg(not(feature = "chess"))]
    if game.trim().eq_ignore_ascii_case("chess") {
        return Err(Error::GameNotBuilt { game: "chess" });
    }
    #[cfg(feature = "chess")]
    if game.trim().eq_ignore_ascii_case("chess") {
        let pos = match position.trim() {
            "" => crate::chess::Position::start(),
            fen => crate::chess::Position::from_fen(fen)?,
        };
        return crate::chess::perft_within(&pos, depth, budget).ok_or(perft_over_budget(budget));
    }
    match GameKind::from_name(game)? {
        #[cfg(feature = "xiangqi")]
        GameKind::Xiangqi => xiangqi::api::perft(position, depth, budget),
        #[cfg(feature = "bogenschach")]
        GameKind::Bogenschach => bogenschach::api::perft(position, depth, budget),
        #[cfg(feature = "stratego")]
        GameKind::Stratego => Err(Error::BadRequest {
            field: "game",
            reason: "perft is for xiangqi and chess, not stratego".into(),
        }),
    }
}

/// Whether a game's move strings contain spaces (a Bogenschach turn is `@e5 Nf3`), so that lists
/// of them are separated by `;` rather than by spaces.
pub fn turns_have_spaces(game: &str) -> bool {
    game.trim().eq_ignore_ascii_case("bogenschach")
}

/// Splits a list of moves written as one string: by `;`, `,` and line breaks, and also by spaces
/// for games whose moves have none.
pub fn split_moves(game: &str, text: &str) -> Vec<String> {
    let spaced = turns_have_spaces(game);
    text.split(|c: char| {
        c == ';' || c == ',' || c == '\n' || c == '\r' || (!spaced && c.is_whitespace())
    })
    .map(str::trim)
    .filter(|m| !m.is_empty())
    .map(String::from)
    .collect()
}
