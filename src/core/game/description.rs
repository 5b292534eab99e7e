//! What a game is, as data: its board, regions, pieces, rulesets, options and notations.

use serde::Serialize;

/// What a game is, as data: its board, regions, pieces, rulesets, options and notations. The
/// widget and the CLI read it instead of knowing each game.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Description {
    /// The name requests use (`stratego`).
    pub name: &'static str,
    pub title: &'static str,
    /// Files (columns) and ranks (rows) of the board.
    pub files: u8,
    pub ranks: u8,
    /// The names of the files, left to right, and of the ranks, bottom to top, as the first side
    /// sees the board; a square is named file then rank (`B3`, `e0`, `e4`).
    pub file_names: Vec<String>,
    pub rank_names: Vec<String>,
    /// The sides, the one that starts first.
    pub sides: [&'static str; 2],
    /// Named groups of squares (lakes, palaces, the river's banks).
    pub regions: Vec<Region>,
    pub pieces: Vec<PieceKind>,
    pub rulesets: Vec<RulesetSpec>,
    pub options: Vec<OptionSpec>,
    /// The position format (`FEN`, `Arbiter text or a Gravon field`).
    pub position_format: &'static str,
    /// The move notations read (any of them, wherever a move is taken) and written.
    pub notations_read: &'static [&'static str],
    pub notations_written: &'static [&'static str],
    /// The record formats read (`gravon`; `pgn`, `dhtmlxq`, `ucci`, `fen-moves`, `move-list`), none
    /// for a game that reads no records. `importRecord` recognises which one it is given.
    pub records: &'static [&'static str],
    /// The record formats written (`gravon`, `pgn`, `dhtmlxq`): `exportRecord`'s and the CLI's
    /// `export`'s `format`.
    pub records_written: &'static [&'static str],
    /// What one entry of `moves` is called: `move`, or `turn` where a shot and a move make one.
    pub move_word: &'static str,
    /// Whether an entry contains spaces (lists of them are then separated by `;` only).
    pub spaced_moves: bool,
    /// Whether `perft` counts this game's move tree.
    pub perft: bool,
    /// The leaf nodes `perft` counts unless asked for more, before it refuses with
    /// `budget-exceeded` (0 without perft): about a second of one core in WebAssembly.
    pub perft_budget: u64,
    /// The deepest perft from the start position within `perft_budget` (0 without perft).
    pub perft_max_depth: u32,
}

/// A named group of squares.
#[derive(Clone, Debug, Serialize)]
pub struct Region {
    /// `lake`, `palace-red`, `river`...
    pub id: &'static str,
    pub squares: Vec<String>,
}

/// A kind of piece: its id (as answers name it), its letter in positions (the first side's; the
/// second side's is the lower case), its names in each language of the messages (`en`, `de`,
/// `zh-Hans`, `zh-Hant`).
#[derive(Clone, Debug, Serialize)]
pub struct PieceKind {
    pub id: &'static str,
    pub letter: char,
    pub en: &'static str,
    pub de: &'static str,
    #[serde(rename = "zh-Hans")]
    pub zh_hans: &'static str,
    #[serde(rename = "zh-Hant")]
    pub zh_hant: &'static str,
}

/// A ruleset by name.
#[derive(Clone, Debug, Serialize)]
pub struct RulesetSpec {
    pub id: &'static str,
    pub default: bool,
    pub about: &'static str,
}

/// An option a game reads from `options`, with its range.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OptionSpec {
    /// The name in `options` (`twoSquaresLimit`).
    pub name: &'static str,
    /// Where it is read from, for errors (`options.twoSquaresLimit`).
    #[serde(skip)]
    pub field: &'static str,
    /// `whole` (a whole number in min..=max), `bool` or `choice` (one of `choices`).
    pub kind: &'static str,
    pub min: Option<u32>,
    pub max: Option<u32>,
    pub choices: &'static [&'static str],
    /// The value when absent (as text: `5`, `true`, `wxf`; `ruleset` where the ruleset decides).
    pub default: &'static str,
    pub about: &'static str,
}
