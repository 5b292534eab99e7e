//! A history replayed (its errors naming the entry that fails), the explain loop, and the stateless
//! answers of every game ([`GameRules`]), each of which replays the request's history once.

use super::{judgement, Event, Explained, ExplanationOf, Game, Judgement, Refusal, Standing};
use super::{Explanation, ImportedRecord};
use crate::core::request::{PositionInfo, Request, MAX_MOVE};
use crate::core::{Error, Lang};
use std::borrow::Cow;

/// How `explain` treats a refused move (docs/api.md, "The arbiter's report").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// The explanation ends at the first refused move (the default for a position and moves).
    Stop,
    /// An arbiter's report of a game as played (the default for a record): every recorded move
    /// gets its row with its rule events, and a refused move is played on when the board allows
    /// it; a move that cannot be played at all ends the report with `result.reason`
    /// `record-error`.
    Report,
}

impl Mode {
    pub fn id(self) -> &'static str {
        match self {
            Mode::Stop => "stop",
            Mode::Report => "report",
        }
    }

    /// The request's mode (`mode`), by default `report` for a record and `stop` otherwise.
    pub fn of(req: &Request) -> Result<Mode, Error> {
        match req.mode.as_deref().map(str::trim) {
            None | Some("") if req.record.is_some() => Ok(Mode::Report),
            None | Some("") => Ok(Mode::Stop),
            Some(m) if m.eq_ignore_ascii_case("stop") => Ok(Mode::Stop),
            Some(m) if m.eq_ignore_ascii_case("report") => Ok(Mode::Report),
            Some(m) => Err(Error::BadRequest {
                field: "mode",
                reason: format!(
                    "{} is not one of stop, report",
                    crate::core::error::q(&m.chars().take(16).collect::<String>())
                ),
            }),
        }
    }
}

/// Explains entry `index` (`text`) of a history and plays it: its row (with the verdict's facts,
/// `ply` and the position after it) pushed onto `rows`; false for an entry that ends the record
/// without a row. A refused move has a row (`legal: false`) and is not played; an entry that cannot
/// stand in a history is an error naming it.
pub(super) fn explain_entry<G: Game>(
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

/// Explains entry `index` of a history for a report: its row with its rule events, a refused move
/// played on when the board allows it. `Err` with why when the report cannot go on (the move
/// cannot be read, or no piece can make it: a record error).
fn report_entry<G: Game>(
    game: &mut G,
    index: usize,
    text: &str,
    last: bool,
    lang: Lang,
    rows: &mut Vec<Judgement<G::Details>>,
) -> Result<(), String> {
    let was_over = game.outcome(lang).over();
    let before = rows.len();
    match explain_entry(game, index, text, last, lang, rows) {
        Ok(true) => {}
        Ok(false) => return Ok(()),
        Err(e) => return Err(e.to_string()),
    }
    let Some(row) = rows.get_mut(before) else {
        return Ok(());
    };
    let mut events = game.events(row, lang);
    if !row.legal {
        let played = game.read_move(text).is_ok_and(|mv| game.play_on(&mv));
        if !played {
            return Err(refused(
                index,
                row.label.clone(),
                text,
                Refusal::new(row.message.clone()),
            )
            .to_string());
        }
        events.push(Event {
            kind: "violation",
            side: Some(row.side),
            rule: row.rule,
            citation: row.citation,
            message: row.message.clone(),
        });
        row.position = Some(game.position_text());
    }
    let result = game.outcome(lang);
    if !was_over && result.over() {
        events.push(Event {
            kind: "end",
            side: None,
            rule: None,
            citation: None,
            message: result.message().unwrap_or_default().to_string(),
        });
    }
    row.events = events;
    Ok(())
}

/// An error about entry `index` of the history, naming its place.
pub(super) fn in_history<G: Game>(index: usize, e: Error) -> Error {
    e.in_history(&format!("{} {}", G::MOVE_WORD, index + 1))
}

pub(super) fn refused(index: usize, label: String, text: &str, r: Refusal) -> Error {
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
        let rec = G::read_record(record, req.lang)?;
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
    /// move ends it, unless the mode is [`Mode::Report`] (see there).
    fn explain(req: &Request) -> Result<ExplanationOf<Self>, Error> {
        let mode = Mode::of(req)?;
        let (mut game, moves) = opened::<Self>(req)?;
        game.replaying_once(moves.len());
        let start = game.start_text();
        let mut rows = Vec::with_capacity(moves.len());
        let mut record_error = None;
        for (i, text) in moves.iter().enumerate() {
            let last = i + 1 == moves.len();
            if mode == Mode::Stop {
                if !explain_entry(&mut game, i, text, last, req.lang, &mut rows)?
                    || rows.last().is_some_and(|r| !r.legal)
                {
                    break;
                }
                continue;
            }
            if let Err(e) = report_entry(&mut game, i, text, last, req.lang, &mut rows) {
                record_error = Some(e);
                break;
            }
        }
        let mut result = game.outcome(req.lang);
        if let Some(e) = record_error {
            result.record_error(e);
        }
        Ok(Explanation {
            game: Self::NAME,
            mode: Some(mode.id()),
            header: game.header(),
            start,
            rows,
            result,
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
        Self::read_record(text, Lang::En)
    }
}

impl<G: Game> GameRules for G {}
