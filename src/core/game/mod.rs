//! The one interface every game implements ([`Game`]), and what is written once on top of it: the
//! replay of a history (with its errors), the explain loop, the stateless answers ([`GameRules`]) and
//! the game with state across calls ([`Session`]), whose `validate` costs the same at ply 10 and at
//! ply 10,000.
//!
//! A game implements [`Game`] in its own folder (`src/<game>/api.rs`) and adds one line to the
//! registry in `src/api.rs`; see `docs/adding-a-game.md`.
//!
//! The parts: [`description`] (what a game is, as data), [`mod@judgement`] (the one answer shape),
//! [`mod@replay`] (a history replayed, the stateless answers of [`GameRules`]), [`session`] (a game with
//! state across calls) and [`record`] (a game record read into our terms).

pub mod description;
pub mod judgement;
pub mod record;
pub mod replay;
pub mod session;

pub use description::{Description, OptionSpec, PieceKind, Region, RulesetSpec};
pub use judgement::{
    judgement, Event, Explanation, ExplanationOf, Judgement, LegalMove, Meter, MoveFacts, Standing,
};
pub use record::{Dropped, ImportedRecord, RecordComment, RecordPlayers, RecordResult, Tags};
pub use replay::{opened, replay, GameRules, Mode};
pub use session::Session;

use super::request::{PositionInfo, Request};
use super::{Error, Lang, Verdict};
use serde::Serialize;
use std::fmt::Debug;

/// Why a move of a history is refused: the reason in English, and the label and text to name it by
/// when they differ from the label of the ply and the text as given.
#[derive(Clone, Debug, Default)]
pub struct Refusal {
    pub reason: String,
    pub label: Option<String>,
    pub text: Option<String>,
}

impl Refusal {
    pub fn new(reason: String) -> Refusal {
        Refusal {
            reason,
            ..Refusal::default()
        }
    }
}

/// What explaining one entry of a history gives ([`Game::explain_onto`]).
pub enum Explained {
    /// The entry's row was pushed (a refused move's row ends the explanation).
    Row,
    /// The entry ends the record without a row (Bogenschach's shoot-out result).
    End,
    /// The entry cannot stand in a history at all.
    Refused(Refusal),
}

/// What a game implements: the rules (13 methods without a default, 7 with one a game may keep).
/// Everything else (replay, the explain loop, sessions, the registry, the JS boundary, the CLI) is
/// written once on top of it. What a game may only do faster is in [`Shortcuts`].
pub trait Game: Shortcuts + Sized + Clone + Debug {
    /// The name requests use.
    const NAME: &'static str;
    /// What one entry of `moves` is called in errors (`move`, `turn`).
    const MOVE_WORD: &'static str = "move";
    /// Whether a move (or turn) string contains spaces (Bogenschach's `@e5 Nf3`): lists of them are
    /// then separated by `;` only. The description's `spaced_moves`; a constant, so that reading a
    /// list of moves does not build the whole description (which a per-game package otherwise leaves
    /// out).
    const SPACED_MOVES: bool = false;
    /// A move (or turn) read from text.
    type Move: Clone + Debug;
    /// The game's own fields of a verdict or a row: a [`Judgement`]'s `details`.
    type Details: Clone + Debug;
    /// How the game stands.
    type Outcome: Serialize + Clone + Debug + Standing;

    /// The options the game reads from a request's `options` (each checked by [`Game::open`]).
    const OPTIONS: &'static [OptionSpec] = &[];

    fn describe() -> Description;

    /// The game at its start: the request's ruleset, options and position (`position`: the
    /// request's, or the one of its record; `None` for the game's start position).
    fn open(req: &Request, position: Option<&str>) -> Result<Self, Error>;

    /// Reads a record in any of the formats the game reads (its description's `records`: Gravon's
    /// StraDoS2 XML for Stratego, PGN and the others for Xiangqi and Bogenschach) into a position and
    /// moves; a record that cannot be read is `bad-record` naming the format recognised, the line and
    /// column, and what is wrong, in `lang`. A game that reads none keeps this refusal: inlined, so
    /// that the compiler sees it never succeeds and drops the code that would write a record as an
    /// answer.
    #[inline(always)]
    fn read_record(_text: &str, _lang: Lang) -> Result<ImportedRecord, Error> {
        Err(no_records(Self::NAME, Self::MOVE_WORD))
    }

    /// Writes `record` (its position, moves, tags, comments and result) in `format`, one of the
    /// description's `recordsWritten` (another format is `bad-request`), the moves in `notation`
    /// where the format lets the game choose (one of its `notationsWritten`; `None`: its default).
    fn write_record(
        _record: &ImportedRecord,
        format: &str,
        _notation: Option<&str>,
    ) -> Result<String, Error> {
        Err(Error::BadRequest {
            field: "format",
            reason: format!("{} writes no record in the format {format:?}", Self::NAME),
        })
    }

    /// Reads a position text into its canonical text and pieces.
    fn read_position(text: &str) -> Result<PositionInfo, Error>;

    /// Counts the leaf nodes of the legal move tree (blank position: the start), refusing with
    /// `budget-exceeded` beyond `budget` of them.
    fn perft(_position: &str, _depth: u32, _budget: u64) -> Result<u64, Error> {
        Err(Error::BadRequest {
            field: "game",
            reason: format!("{} has no perft", Self::NAME),
        })
    }

    /// Reads an entry of the history.
    fn read_move(&self, text: &str) -> Result<Self::Move, Error>;

    /// Reads a move to judge (by default as an entry of the history).
    fn read_candidate(&self, text: &str) -> Result<Self::Move, Error> {
        self.read_move(text)
    }

    /// The label of the next move (`1a`, `3w`).
    fn label(&self) -> String;

    /// The side to move (`red`, `white`).
    fn side_to_move(&self) -> &'static str;

    /// The text of the start position and of the current one.
    fn start_text(&self) -> String;
    fn position_text(&self) -> String;

    /// Plays an entry of the history; a refused one changes nothing and says why in English.
    /// `last`: no entry follows it.
    fn play(&mut self, mv: &Self::Move, last: bool) -> Result<Result<(), Refusal>, Error>;

    /// Takes back the last entry played, restoring the state before it; false when the game
    /// keeps no record to do so (a session then replays the history but that entry).
    fn unplay(&mut self) -> bool {
        false
    }

    /// The verdict on one more move (not played).
    fn judge(&self, mv: &Self::Move, lang: Lang) -> Result<Verdict<Self::Details>, Error>;

    /// The facts of a move (before it is played), from the move and its verdict's details.
    fn facts(&self, mv: &Self::Move, details: &Self::Details) -> MoveFacts;

    /// Explains `mv`, entry `index` of a history, and plays it (a refused move is explained, not
    /// played): its row, with `ply` and the position after it, pushed onto `rows`
    /// ([`Explained::Row`]). By default the judgement before the move ([`judgement()`]) and the
    /// position after it; a game whose row says more than its verdict (what the move changed), or
    /// that builds the row at less cost, writes its own.
    fn explain_onto(
        &mut self,
        index: usize,
        mv: &Self::Move,
        last: bool,
        lang: Lang,
        rows: &mut Vec<Judgement<Self::Details>>,
    ) -> Result<Explained, Error> {
        let mut row = judgement(self, mv, lang)?;
        if row.legal {
            if let Err(r) = self.play(mv, last)? {
                return Ok(Explained::Refused(r));
            }
        }
        row.ply = Some(index);
        row.position = Some(self.position_text());
        rows.push(row);
        Ok(Explained::Row)
    }

    /// The rule events of a row just explained, the game's own (a repetition, a perpetual, a
    /// ruling that a side must vary), for a report ([`Mode::Report`]); none by default. The core
    /// adds `violation` (a refused move played on) and `end` (the game over after the move).
    fn events(&self, _row: &Judgement<Self::Details>, _lang: Lang) -> Vec<Event> {
        Vec::new()
    }

    /// The rule meter now (docs/api.md, "The rule meter"): the counts standing in the current state
    /// for the rules that limit what comes next, read from the state those rules refuse by. None by
    /// default.
    fn meter(&self, _lang: Lang) -> Vec<Meter> {
        Vec::new()
    }

    /// The rule meter after `mv`, a move judged legal, before it is played (a verdict's `meter`):
    /// what [`Game::meter`] gives once it is played. None by default.
    fn meter_after(&self, _mv: &Self::Move, _lang: Lang) -> Vec<Meter> {
        Vec::new()
    }

    /// Plays a move the rules refused, as a record has it, for a report that goes on past a
    /// violation: true when played; false, with nothing changed, when the board does not allow
    /// it (the default: no refused move is played on).
    fn play_on(&mut self, _mv: &Self::Move) -> bool {
        false
    }

    /// The game's own field of an explanation's head, as a name and a value (`notation`, `wxf`).
    fn header(&self) -> Option<(&'static str, &'static str)> {
        None
    }

    fn outcome(&self, lang: Lang) -> Self::Outcome;

    /// How many entries at the end of `moves` are not a history but the start of the next move
    /// (Bogenschach: a shot alone, `@e5`, asks for the moves after that shot).
    fn pending(_moves: &[String]) -> usize {
        0
    }

    /// The legal moves now (after the pending entries, if any).
    fn legal_now(&self, pending: &[String]) -> Result<Vec<LegalMove>, Error>;
}

/// What a game may do faster than the way [`Game`] gives: each hook's default is right, and a game
/// overrides one where it has a shorter way (Stratego does all three). A game that has none says
/// `impl Shortcuts for MyGame {}`.
pub trait Shortcuts {
    /// Plays entry `text` of a history on a short path where the game has one (Stratego: a move in
    /// the plain form `B2-B3` that is legal): true when played; false, with nothing changed,
    /// otherwise, and the entry is then read and played as any other ([`Game::read_move`],
    /// [`Game::play`]), with the same answer and errors. A replayed history is mostly such entries.
    #[inline(always)]
    fn play_plain(&mut self, _text: &str) -> bool {
        false
    }

    /// Said before a history of `len` entries is replayed for one stateless answer: none of them
    /// will be taken back, so the game may keep no record for [`Game::unplay`], and may make room
    /// for `len` entries at once.
    fn replaying_once(&mut self, _len: usize) {}

    /// Said before `len` more entries are played on a game that keeps them (a session's scribe
    /// explaining its rows): the game may make room for them at once rather than grow.
    fn reserve(&mut self, _len: usize) {}
}

/// The refusal of a game that reads no records ([`Game::read_record`]).
#[inline(never)]
fn no_records(name: &str, move_word: &str) -> Error {
    Error::BadRequest {
        field: "record",
        reason: format!(
            "{name} reads no game records; give a position and the {move_word}s as moves"
        ),
    }
}
