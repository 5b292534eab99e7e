//! A game record read into our terms (`importRecord`): the start position, the moves, and what the
//! record says of the players and the result. Stratego's Gravon importer (`src/stratego/gravon.rs`)
//! is the one reader today; the type is the answer every game's [`super::Game::read_record`] gives.

use serde::Serialize;

/// A game record read into our terms.
#[derive(Clone, Debug, Serialize)]
pub struct ImportedRecord {
    pub game: &'static str,
    /// The start position (our text format).
    pub position: String,
    pub moves: Vec<String>,
    pub result: Option<RecordResult>,
    /// The record's own name for the game's kind (Gravon: `classic`, `barrage`...).
    pub kind: Option<String>,
    /// The players' names, as written.
    pub players: RecordPlayers,
}

/// The players' names of a record: Gravon's `<player id="1">name</player>` is Red, `id="2"` Blue
/// (a player with another id is not kept).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct RecordPlayers {
    pub red: Option<String>,
    pub blue: Option<String>,
}

/// A record's result as written in it (Gravon's numbers, kept as written).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct RecordResult {
    /// The result type number (Gravon: 0 = the loser could not move, 1 = flag captured, 2 =
    /// neither could move, 3 = forfeit, 4 = draw agreed, 10..14 = clocks and missing players).
    #[serde(rename = "type")]
    pub kind: Option<u32>,
    /// The winner as the record numbers the players (Gravon: as its player ids, 1 = Red, 2 = Blue).
    pub winner: Option<u32>,
    /// How the game ended, as a name for the type number (Stratego: `gravon::ending_name`; `None`
    /// for a number not listed): the record says this; the engine does not check it.
    pub ending: Option<&'static str>,
}
