//! Stratego's side of the game interface (`crate::api::GameRules`).

use super::game::{Details, Game, Move, Row};
use super::gravon;
use super::position::Position;
use super::rules::{Options, Ruleset};
use super::setup;
use crate::api::{PieceInfo, PositionInfo, Request};
use crate::core::{Error, GameResult, Lang, Verdict};
use serde::Serialize;

pub struct Stratego;

#[derive(Clone, Debug, Serialize)]
pub struct Explanation {
    pub game: &'static str,
    /// The position the moves start from (our text format).
    pub start: String,
    pub rows: Vec<Row>,
    pub result: GameResult,
}

/// A Gravon record read into our terms.
#[derive(Clone, Debug, Serialize)]
pub struct ImportedRecord {
    pub game: &'static str,
    pub position: String,
    pub moves: Vec<String>,
    pub result: Option<gravon::RecordResult>,
    pub kind: Option<String>,
}

fn ruleset(req: &Request) -> Result<Ruleset, Error> {
    Ruleset::named(
        req.rules.as_deref(),
        Options {
            two_squares_limit: req.options.two_squares_limit,
            more_squares: req.options.more_squares,
            from_start: req.options.from_start,
        },
    )
}

/// The position and moves of a request, from `record` or from `position` + `moves`.
fn source(req: &Request) -> Result<(Position, Vec<String>), Error> {
    if let Some(record) = &req.record {
        if req.position.is_some() || !req.moves.is_empty() {
            return Err(Error::BadRequest {
                field: "record",
                reason: "give either a record or a position with moves, not both".into(),
            });
        }
        let rec = gravon::parse(record)?;
        let pos = Position::parse(&rec.field)?;
        return Ok((pos, rec.moves));
    }
    let pos = Position::parse(req.position.as_deref().unwrap_or(""))?;
    Ok((pos, req.moves.clone()))
}

fn start(req: &Request) -> Result<(Game, Vec<String>), Error> {
    let rules = ruleset(req)?;
    let (pos, moves) = source(req)?;
    if rules.from_start {
        setup::check(&pos)?;
    }
    Ok((Game::new(pos, rules), moves))
}

fn parse_history_move(index: usize, text: &str) -> Result<Move, Error> {
    Move::parse(text).map_err(|e| e.in_history(&format!("move {}", index + 1)))
}

/// The game after replaying its history; an illegal move there is an error.
pub fn replay(req: &Request) -> Result<Game, Error> {
    let (mut game, moves) = start(req)?;
    for (i, text) in moves.iter().enumerate() {
        let mv = parse_history_move(i, text)?;
        let label = game.label(game.ply());
        let a = game.play(mv)?;
        if let Some(fault) = &a.fault {
            return Err(Error::IllegalHistory {
                index: i,
                label,
                text: mv.text(),
                reason: game.fault_message(&a, fault, Lang::En),
            });
        }
    }
    Ok(game)
}

impl crate::api::GameRules for Stratego {
    type Details = Details;
    type Explanation = Explanation;
    type Record = ImportedRecord;

    fn validate_move(req: &Request, mv: &str) -> Result<Verdict<Details>, Error> {
        let game = replay(req)?;
        let mv = Move::parse(mv)?;
        let a = game.assess(mv)?;
        Ok(game.verdict(&a, req.lang))
    }

    fn explain(req: &Request) -> Result<Explanation, Error> {
        let (mut game, moves) = start(req)?;
        let start = game.position().to_text();
        let mut rows = Vec::with_capacity(moves.len());
        for (i, text) in moves.iter().enumerate() {
            let mv = parse_history_move(i, text)?;
            let row = game.play_explained(mv, req.lang)?;
            let legal = row.legal;
            rows.push(row);
            if !legal {
                break;
            }
        }
        Ok(Explanation {
            game: "stratego",
            start,
            rows,
            result: game.result(req.lang),
        })
    }

    fn legal_moves(req: &Request) -> Result<Vec<String>, Error> {
        Ok(replay(req)?.legal_moves().iter().map(Move::text).collect())
    }

    fn parse_position(text: &str) -> Result<PositionInfo, Error> {
        let pos = Position::parse(text)?;
        Ok(PositionInfo {
            position: pos.to_text(),
            to_move: pos.to_move.id(),
            pieces: pos
                .pieces()
                .map(|(sq, p)| PieceInfo {
                    square: sq.name(),
                    side: p.side.id(),
                    kind: p.rank.id(),
                })
                .collect(),
        })
    }

    fn import_record(text: &str) -> Result<ImportedRecord, Error> {
        let rec = gravon::parse(text)?;
        let pos = Position::parse(&rec.field)?;
        Ok(ImportedRecord {
            game: "stratego",
            position: pos.to_text(),
            moves: rec.moves,
            result: rec.result,
            kind: rec.kind,
        })
    }
}
