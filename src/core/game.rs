//! The one interface every game implements ([`Game`]), and what is written once on top of it: the
//! replay of a history (with its errors), the explain loop, the stateless answers ([`GameRules`]) and
//! the game with state across calls ([`Session`]), whose `validate` costs the same at ply 10 and at
//! ply 10,000.
//!
//! A game implements [`Game`] in its own folder (`src/<game>/api.rs`) and adds one line to the
//! registry in `src/api.rs`; see `docs/adding-a-game.md`.

use super::error::check_len;
use super::error::q;
use super::request::{PositionInfo, Request, MAX_MOVE};
use super::{Citation, Error, Lang, Verdict};
use serde::Serialize;
use std::borrow::Cow;
use std::fmt::Debug;

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
    /// The record formats read (`gravon`), none for most games.
    pub records: &'static [&'static str],
    /// What one entry of `moves` is called: `move`, or `turn` where a shot and a move make one.
    pub move_word: &'static str,
    /// Whether an entry contains spaces (lists of them are then separated by `;` only).
    pub spaced_moves: bool,
    /// Whether `perft` counts this game's move tree.
    pub perft: bool,
}

/// A named group of squares.
#[derive(Clone, Debug, Serialize)]
pub struct Region {
    /// `lake`, `palace-red`, `river`...
    pub id: &'static str,
    pub squares: Vec<String>,
}

/// A kind of piece: its id (as answers name it), its letter in positions (the first side's; the
/// second side's is the lower case), its names.
#[derive(Clone, Debug, Serialize)]
pub struct PieceKind {
    pub id: &'static str,
    pub letter: char,
    pub en: &'static str,
    pub de: &'static str,
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
    /// Rows only: the position after the move (for a refused move, the position before it).
    pub position: Option<String>,
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
    })
}

/// Explains entry `index` (`text`) of a history and plays it: its row (with the verdict's facts,
/// `ply` and the position after it) pushed onto `rows`; false for an entry that ends the record
/// without a row. A refused move has a row (`legal: false`) and is not played; an entry that cannot
/// stand in a history is an error naming it.
fn explain_entry<G: Game>(
    game: &mut G,
    index: usize,
    text: &str,
    last: bool,
    lang: Lang,
    rows: &mut Vec<Judgement<G::Details>>,
) -> Result<bool, Error> {
    let mv = game
        .read_move(text)
        .map_err(|e| in_history::<G>(index, e))?;
    match game.explain_onto(index, &mv, last, lang, rows)? {
        Explained::Row => Ok(true),
        Explained::End => Ok(false),
        // a refused entry changed nothing: the label is still the one of this entry
        Explained::Refused(r) => Err(refused(index, game.label(), text, r)),
    }
}

/// An explanation: the start, a row per move, how the game stands; `header` holds the game's own
/// field (Xiangqi's `notation`, Bogenschach's `rules`) as a name and a value.
#[derive(Clone, Debug)]
pub struct Explanation<R, O> {
    pub game: &'static str,
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
}

impl Standing for super::GameResult {
    fn over(&self) -> bool {
        self.over
    }
    fn message(&self) -> Option<&str> {
        self.message.as_deref()
    }
}

/// The explanation of a history of game `G`: a row per move in the one shape ([`Judgement`]).
pub type ExplanationOf<G> = Explanation<Judgement<<G as Game>::Details>, <G as Game>::Outcome>;

/// What a game implements. Everything else (replay, the explain loop, sessions, the registry, the
/// JS boundary, the CLI) is written once on top of it.
pub trait Game: Sized + Clone + Debug {
    /// The name requests use.
    const NAME: &'static str;
    /// What one entry of `moves` is called in errors (`move`, `turn`).
    const MOVE_WORD: &'static str = "move";
    /// Whether a move (or turn) string contains spaces (Bogenschach's `@e5 Nf3`): lists of them are
    /// then separated by `;` only. The description's `spaced_moves`; a constant, so that reading a
    /// list of moves does not build the whole description (which a per-game package otherwise leaves
    /// out: about 1.5 KB of wasm).
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

    /// Reads a record (Gravon's StraDoS2 XML for Stratego) into a position and moves. A game that
    /// reads none keeps this refusal: inlined, so that the compiler sees it never succeeds and drops
    /// the code that would write a record as an answer (about 2 KB of wasm per package).
    #[inline(always)]
    fn read_record(_text: &str) -> Result<ImportedRecord, Error> {
        Err(no_records(Self::NAME, Self::MOVE_WORD))
    }

    /// Reads a position text into its canonical text and pieces.
    fn read_position(text: &str) -> Result<PositionInfo, Error>;

    /// Counts the leaf nodes of the legal move tree (blank position: the start), refusing with
    /// `budget-exceeded` beyond `budget` of them.
    fn perft(_position: &str, _depth: u32, _budget: u64) -> Result<u64, Error> {
        Err(Error::BadRequest {
            field: "game",
            reason: format!("perft is for xiangqi and chess, not {}", Self::NAME),
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

    /// Plays entry `text` of a history on a short path where the game has one (Stratego: a move in
    /// the plain form `B2-B3` that is legal): true when played; false, with nothing changed,
    /// otherwise, and the entry is then read and played as any other ([`Game::read_move`],
    /// [`Game::play`]), with the same answer and errors. A replayed history is mostly such entries.
    #[inline(always)]
    fn play_plain(&mut self, _text: &str) -> bool {
        false
    }

    /// Takes back the last entry played, restoring the state before it; false when the game
    /// keeps no record to do so (a session then replays the history but that entry).
    fn unplay(&mut self) -> bool {
        false
    }

    /// Said before a history of `len` entries is replayed for one stateless answer: none of them
    /// will be taken back, so the game may keep no record for [`Game::unplay`], and may make room
    /// for `len` entries at once.
    fn replaying_once(&mut self, _len: usize) {}

    /// Said before `len` more entries are played on a game that keeps them (a session's scribe
    /// explaining its rows): the game may make room for them at once rather than grow.
    fn reserve(&mut self, _len: usize) {}

    /// The verdict on one more move (not played).
    fn judge(&self, mv: &Self::Move, lang: Lang) -> Result<Verdict<Self::Details>, Error>;

    /// The facts of a move (before it is played), from the move and its verdict's details.
    fn facts(&self, mv: &Self::Move, details: &Self::Details) -> MoveFacts;

    /// Explains `mv`, entry `index` of a history, and plays it (a refused move is explained, not
    /// played): its row, with `ply` and the position after it, pushed onto `rows`
    /// ([`Explained::Row`]). By default the judgement before the move ([`judgement`]) and the
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

/// An error about entry `index` of the history, naming its place.
fn in_history<G: Game>(index: usize, e: Error) -> Error {
    e.in_history(&format!("{} {}", G::MOVE_WORD, index + 1))
}

fn refused(index: usize, label: String, text: &str, r: Refusal) -> Error {
    Error::IllegalHistory {
        index,
        label: r.label.unwrap_or(label),
        text: r
            .text
            .unwrap_or_else(|| text.chars().take(MAX_MOVE).collect()),
        reason: r.reason,
    }
}

/// The game at its start and the moves to play: from the request's record, or its position and
/// moves (borrowed, not copied).
pub fn opened<G: Game>(req: &Request) -> Result<(G, Cow<'_, [String]>), Error> {
    let (game, recorded) = started::<G>(req, !req.moves.is_empty())?;
    Ok((
        game,
        recorded.map_or(Cow::Borrowed(&req.moves[..]), Cow::Owned),
    ))
}

/// The game at its start, and the moves of the request's record if it gives one (`has_moves`:
/// whether the request also gives moves, which a record excludes).
fn started<G: Game>(req: &Request, has_moves: bool) -> Result<(G, Option<Vec<String>>), Error> {
    if let Some(record) = &req.record {
        let rec = G::read_record(record)?;
        if req.position.is_some() || has_moves {
            return Err(Error::BadRequest {
                field: "record",
                reason: "give either a record or a position with moves, not both".into(),
            });
        }
        return Ok((G::open(req, Some(&rec.position))?, Some(rec.moves)));
    }
    Ok((G::open(req, req.position_text())?, None))
}

/// The judgement on `mv` after the history `moves`, replayed once on `game` at its start.
fn judged_after<G: Game>(
    mut game: G,
    moves: &[&str],
    mv: &str,
    lang: Lang,
) -> Result<Judgement<G::Details>, Error> {
    game.replaying_once(moves.len());
    replay(&mut game, moves)?;
    let mv = game.read_candidate(mv)?;
    judgement(&game, &mv, lang)
}

/// Plays `moves` on `game`; an unreadable or illegal one is an error naming it.
pub fn replay<G: Game, S: AsRef<str>>(game: &mut G, moves: &[S]) -> Result<(), Error> {
    for (i, text) in moves.iter().enumerate() {
        replay_entry(game, i, text.as_ref(), i + 1 == moves.len())?;
    }
    Ok(())
}

/// Plays entry `i` of a history (`last`: no entry follows it). Apart from [`replay`]'s loop, so
/// that a history of strings and one of borrowed slices share it (one copy in each package).
#[inline(never)]
fn replay_entry<G: Game>(game: &mut G, i: usize, text: &str, last: bool) -> Result<(), Error> {
    if game.play_plain(text) {
        return Ok(());
    }
    let mv = game.read_move(text).map_err(|e| in_history::<G>(i, e))?;
    if let Err(r) = game.play(&mv, last)? {
        // a refused entry changed nothing: the label is still the one of this entry
        return Err(refused(i, game.label(), text, r));
    }
    Ok(())
}

/// The stateless answers, the same for every game: each call replays the request's history.
pub trait GameRules: Game {
    /// May `mv` be played after the request's moves? The verdict in the one shape.
    fn validate_move(req: &Request, mv: &str) -> Result<Judgement<Self::Details>, Error> {
        let moves: Vec<&str> = req.moves.iter().map(String::as_str).collect();
        Self::validate_move_after(req, &moves, mv)
    }

    /// [`GameRules::validate_move`] after the history `moves`, given apart from the request (whose
    /// own `moves` are then empty): the JS boundary lends the moves of the one text it reads the
    /// caller's list into, without a string per move. The same checks and answers.
    fn validate_move_after(
        req: &Request,
        moves: &[&str],
        mv: &str,
    ) -> Result<Judgement<Self::Details>, Error> {
        match started::<Self>(req, !moves.is_empty() || !req.moves.is_empty())? {
            (game, Some(recorded)) => {
                let recorded: Vec<&str> = recorded.iter().map(String::as_str).collect();
                judged_after(game, &recorded, mv, req.lang)
            }
            (game, None) => judged_after(game, moves, mv, req.lang),
        }
    }

    /// Every move of the request's history with its verdict, and how the game stands; a refused
    /// move ends it.
    fn explain(req: &Request) -> Result<ExplanationOf<Self>, Error> {
        let (mut game, moves) = opened::<Self>(req)?;
        game.replaying_once(moves.len());
        let start = game.start_text();
        let mut rows = Vec::with_capacity(moves.len());
        for (i, text) in moves.iter().enumerate() {
            let last = i + 1 == moves.len();
            if !explain_entry(&mut game, i, text, last, req.lang, &mut rows)?
                || rows.last().is_some_and(|r| !r.legal)
            {
                break;
            }
        }
        Ok(Explanation {
            game: Self::NAME,
            header: game.header(),
            start,
            rows,
            result: game.outcome(req.lang),
        })
    }

    /// The legal moves after the request's history, as the engine reads them back.
    fn legal_moves(req: &Request) -> Result<Vec<String>, Error> {
        let (mut game, moves) = opened::<Self>(req)?;
        let split = moves.len() - Self::pending(&moves).min(moves.len());
        game.replaying_once(split);
        replay(&mut game, &moves[..split])?;
        Ok(game
            .legal_now(&moves[split..])?
            .into_iter()
            .map(|m| m.input)
            .collect())
    }

    fn parse_position(text: &str) -> Result<PositionInfo, Error> {
        Self::read_position(text)
    }

    fn import_record(text: &str) -> Result<ImportedRecord, Error> {
        Self::read_record(text)
    }
}

impl<G: Game> GameRules for G {}

/// A game with state across calls: opened once from a request (its history replayed once), then
/// moves are judged and played one at a time. `validate` and `play` cost the same whatever the
/// game's length; `undo` takes the last move back (the game restores its state before it, or,
/// for a game that keeps no record for that, the history is replayed); `explain` explains each
/// move once, the first time it is asked for, and keeps the rows.
#[derive(Clone, Debug)]
pub struct Session<G: Game> {
    /// The request the session was opened with (its moves are in `played`).
    req: Request,
    game: G,
    /// The entries played, as given.
    played: Vec<String>,
    /// The rows of the entries explained so far (`explained` of them; an entry ending the
    /// record has none).
    rows: Vec<Judgement<G::Details>>,
    explained: usize,
    /// The game after the entries explained, for explaining the next ones.
    scribe: G,
    start: String,
}

impl<G: Game> Session<G> {
    /// Opens the game of `req` and plays its history (an illegal move there is an error).
    pub fn open(req: &Request) -> Result<Session<G>, Error> {
        req.check_sizes()?;
        let (game, moves) = opened::<G>(req)?;
        let mut s = Session {
            req: Request {
                moves: Vec::new(),
                ..req.clone()
            },
            start: game.start_text(),
            scribe: game.clone(),
            game,
            played: Vec::with_capacity(moves.len()),
            rows: Vec::new(),
            explained: 0,
        };
        if req.record.is_some() {
            // the record's moves are the history; undo may go back past them
            s.req.record = None;
            s.req.position = Some(s.start.clone());
        }
        for (i, text) in moves.iter().enumerate() {
            s.step(text, i + 1 == moves.len())
                .map_err(|e| in_history::<G>(i, e))?
                // a refused entry changed nothing: the label is still the one of this entry
                .map_err(|r| refused(i, s.game.label(), text, r))?;
        }
        Ok(s)
    }

    /// Plays an entry: `Ok(Ok(()))` when played, `Ok(Err(refusal))` when refused (nothing
    /// changes).
    fn step(&mut self, text: &str, last: bool) -> Result<Result<(), Refusal>, Error> {
        let mv = self.game.read_move(text)?;
        let played = self.game.play(&mv, last)?;
        if played.is_ok() {
            self.played.push(text.to_string());
        }
        Ok(played)
    }

    /// May `text` be played now? Constant time in the game's length. (Any entry of a history is
    /// judged, Bogenschach's shoot-out result too.)
    pub fn validate(&self, text: &str) -> Result<Judgement<G::Details>, Error> {
        check_len(text, MAX_MOVE, "the move")?;
        let mv = self.game.read_move(text)?;
        judgement(&self.game, &mv, self.req.lang)
    }

    /// Plays `text` if it is legal; the verdict either way (a refused move changes nothing).
    pub fn play(&mut self, text: &str) -> Result<Judgement<G::Details>, Error> {
        let v = self.validate(text)?;
        if v.legal {
            if let Err(r) = self.step(text, true)? {
                return Err(refused(self.played.len(), v.label, text, r));
            }
        }
        Ok(v)
    }

    /// Takes back the last move played; false when there is none.
    pub fn undo(&mut self) -> Result<bool, Error> {
        let Some(last) = self.played.len().checked_sub(1) else {
            return Ok(false);
        };
        if !self.game.unplay() {
            let mut req = self.req.clone();
            req.moves = self.played[..last].to_vec();
            let (mut game, moves) = opened::<G>(&req)?;
            replay(&mut game, &moves)?;
            self.game = game;
        }
        self.played.pop();
        if self.explained > last {
            // the scribe explained the move taken back: it takes it back too
            while self.rows.last().is_some_and(|r| r.ply.unwrap_or(0) >= last) {
                self.rows.pop();
            }
            self.explained = last;
            if !self.scribe.unplay() {
                let mut req = self.req.clone();
                req.moves = self.played.clone();
                let (mut scribe, moves) = opened::<G>(&req)?;
                replay(&mut scribe, &moves)?;
                self.scribe = scribe;
            }
        }
        Ok(true)
    }

    /// The moves played so far, as given.
    pub fn moves(&self) -> &[String] {
        &self.played
    }

    /// The row of every move played (each explained once, the first time it is asked for).
    pub fn rows(&mut self) -> Result<&[Judgement<G::Details>], Error> {
        let lang = self.req.lang;
        // room for the rows at once (a row is some hundreds of bytes: growing the list copies them),
        // and in the scribe for the moves it plays
        let more = self.played.len().saturating_sub(self.explained);
        self.rows.reserve(more);
        self.scribe.reserve(more);
        while self.explained < self.played.len() {
            let i = self.explained;
            let last = i + 1 == self.played.len();
            explain_entry(
                &mut self.scribe,
                i,
                &self.played[i],
                last,
                lang,
                &mut self.rows,
            )?;
            self.explained += 1;
        }
        Ok(&self.rows)
    }

    /// How many rows are kept (explained and not taken back).
    pub fn rows_kept(&self) -> usize {
        self.rows.len()
    }

    /// Every move played with its verdict, and how the game stands.
    pub fn explain(&mut self) -> Result<ExplanationOf<G>, Error> {
        let rows = self.rows()?.to_vec();
        Ok(Explanation {
            rows,
            ..self.head()
        })
    }

    /// The explanation without its rows: the game, the start and how the game stands.
    pub fn head(&self) -> ExplanationOf<G> {
        Explanation {
            game: G::NAME,
            header: self.game.header(),
            start: self.start.clone(),
            rows: Vec::new(),
            result: self.game.outcome(self.req.lang),
        }
    }

    /// The legal moves now.
    pub fn legal_moves(&self) -> Result<Vec<LegalMove>, Error> {
        self.game.legal_now(&[])
    }

    pub fn game(&self) -> &G {
        &self.game
    }
}

/// Joins names as a reader lists them: `"a", "b" or "c"`.
pub fn one_of(names: &[&str]) -> String {
    let quoted: Vec<String> = names.iter().map(|n| q(*n).to_string()).collect();
    match quoted.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", crate::core::i18n::join(rest, ", ")),
    }
}
