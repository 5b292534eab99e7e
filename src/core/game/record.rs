//! A game record read into our terms (`importRecord`): the format recognised, the start position,
//! the moves, the record's tag pairs and comments, what the record says of the players and the
//! result, and what was read but not kept. Every game's [`super::Game::read_record`] gives it (its
//! readers live in the game's folder: Stratego's Gravon importer, Xiangqi's and Bogenschach's on
//! the shared PGN-like reader, [`crate::core::movetext`]), and [`super::Game::write_record`] writes
//! one back.

use serde::ser::{SerializeMap, Serializer};
use serde::Serialize;

/// A game record read into our terms.
#[derive(Clone, Debug, Serialize)]
pub struct ImportedRecord {
    pub game: &'static str,
    /// The format recognised: `gravon`, `pgn`, `dhtmlxq`, `ucci`, `fen-moves` or `move-list`.
    pub format: &'static str,
    /// The start position (our text format: Stratego's text, a FEN).
    pub position: String,
    /// The moves in the game's plain notation (Stratego `B2-B3`, Xiangqi ICCS, Bogenschach turns).
    pub moves: Vec<String>,
    pub result: Option<RecordResult>,
    /// The record's own name for the game's kind (Gravon: `classic`, `barrage`...).
    pub kind: Option<String>,
    /// The players' names, as written (Gravon's records; the PGN formats keep them in `tags`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub players: Option<RecordPlayers>,
    /// The record's tag pairs as written, in order (a JS object: `{ Event: "...", ... }`).
    pub tags: Tags,
    /// The record's comments, each standing after `after` moves (0: before the first).
    pub comments: Vec<RecordComment>,
    /// What was read and not kept (left out when nothing was).
    #[serde(skip_serializing_if = "Dropped::is_empty")]
    pub dropped: Dropped,
}

impl ImportedRecord {
    /// A record of `game` in `format` with a position and moves, nothing else said.
    pub fn new(game: &'static str, format: &'static str, position: String) -> ImportedRecord {
        ImportedRecord {
            game,
            format,
            position,
            moves: Vec::new(),
            result: None,
            kind: None,
            players: None,
            tags: Tags::default(),
            comments: Vec::new(),
            dropped: Dropped::default(),
        }
    }
}

/// Tag pairs in the order written; written to JS as one object.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tags(pub Vec<(String, String)>);

impl Tags {
    /// The value of tag `name` (any case).
    pub fn get(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

impl Serialize for Tags {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(self.0.len()))?;
        for (name, value) in &self.0 {
            map.serialize_entry(name, value)?;
        }
        map.end()
    }
}

/// A comment of a record: its text (comment commands such as `[%csl Gb2]` kept) and the number
/// of moves it stands after.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RecordComment {
    pub after: usize,
    pub text: String,
}

/// What a reader read and did not keep: variations (a record's main line is what is replayed),
/// NAGs and further games of the same text.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Dropped {
    pub variations: usize,
    pub nags: usize,
    pub games: usize,
}

impl Dropped {
    pub fn is_empty(&self) -> bool {
        self.variations == 0 && self.nags == 0 && self.games == 0
    }
}

impl Serialize for Dropped {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(None)?;
        for (name, n) in [
            ("variations", self.variations),
            ("nags", self.nags),
            ("games", self.games),
        ] {
            if n > 0 {
                map.serialize_entry(name, &n)?;
            }
        }
        map.end()
    }
}

/// The players' names of a record: Gravon's `<player id="1">name</player>` is Red, `id="2"` Blue
/// (a player with another id is not kept).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct RecordPlayers {
    pub red: Option<String>,
    pub blue: Option<String>,
}

/// A record's result as written in it (Gravon's numbers, kept as written; a PGN's result text).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct RecordResult {
    /// The result type number (Gravon: 0 = the loser could not move, 1 = flag captured, 2 =
    /// neither could move, 3 = forfeit, 4 = draw agreed, 10..14 = clocks and missing players).
    #[serde(rename = "type")]
    pub kind: Option<u32>,
    /// The winner as the record numbers the players (Gravon: as its player ids, 1 = Red, 2 = Blue;
    /// the PGN formats: 1 = the first side, 2 = the second, 3 = a draw).
    pub winner: Option<u32>,
    /// How the game ended, as a name for the type number (Stratego: `gravon::ending_name`; `None`
    /// for a number not listed): the record says this; the engine does not check it.
    pub ending: Option<&'static str>,
    /// The result as the record writes it (`1-0`, `0-1`, `1/2-1/2`, DhtmlXQ's `红胜`); not in
    /// Gravon's records.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
}

impl RecordResult {
    /// A PGN result (`1-0`, `0-1`, `1/2-1/2`; `*` and anything else: no winner).
    pub fn pgn(text: &str) -> RecordResult {
        let winner = match text {
            "1-0" => Some(1),
            "0-1" => Some(2),
            "1/2-1/2" | "½-½" => Some(3),
            _ => None,
        };
        RecordResult {
            winner,
            text: Some(text.to_string()),
            ..RecordResult::default()
        }
    }

    /// The PGN result text of this result (`*` when unknown).
    pub fn pgn_text(&self) -> &'static str {
        match self.winner {
            Some(1) => "1-0",
            Some(2) => "0-1",
            Some(3) => "1/2-1/2",
            _ => "*",
        }
    }
}
