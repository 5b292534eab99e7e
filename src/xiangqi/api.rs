//! Xiangqi's side of the game interface (`crate::api::GameRules`). Not yet wired into
//! `crate::api` (the lead wires it): `GameKind::Xiangqi` would call these.

use super::game::{Details, Game, Row};
use super::messages;
use super::movegen;
use super::notation::{iccs, parse_move, Notation};
use super::position::{Position, START_FEN};
use crate::api::{PieceInfo, PositionInfo, Request};
use crate::core::{Error, GameResult, Lang, Verdict};
use serde::Serialize;

pub struct Xiangqi;

#[derive(Clone, Debug, Serialize)]
pub struct Explanation {
    pub game: &'static str,
    /// The notation of each row's `text` and of the cycles: `wxf`, `iccs` or `chinese`.
    pub notation: &'static str,
    /// The FEN the moves start from.
    pub start: String,
    pub rows: Vec<Row>,
    pub result: GameResult,
}

/// The start position of a request: its `position` FEN, or the standard start when absent or blank.
fn start_position(req: &Request) -> Result<Position, Error> {
    match req.position.as_deref().map(str::trim) {
        None | Some("") => Position::parse(START_FEN),
        Some(fen) => Position::parse(fen),
    }
}

fn check_rules(req: &Request) -> Result<(), Error> {
    match req.rules.as_deref().map(str::trim) {
        None | Some("") => Ok(()),
        Some(r) if r.eq_ignore_ascii_case("axf") => Ok(()),
        Some(other) => Err(Error::UnknownRules {
            game: "xiangqi",
            name: other.chars().take(32).collect(),
        }),
    }
}

/// The repetition count of the request (`options.repetitionCount`), 3 when absent.
fn repetition_count(req: &Request) -> Result<usize, Error> {
    match req.options.repetition_count {
        None => Ok(super::repetition::REPETITION_COUNT),
        Some(n) if (2..=10).contains(&n) => Ok(n as usize),
        Some(n) => Err(Error::BadOption {
            name: "repetitionCount",
            reason: format!("{n} is outside 2..=10"),
        }),
    }
}

/// The notation of the request (`options.notation`), WXF when absent.
fn notation(req: &Request) -> Result<Notation, Error> {
    match req.options.notation.as_deref().map(str::trim) {
        None | Some("") => Ok(Notation::Wxf),
        Some(name) => Notation::from_name(name).ok_or_else(|| Error::BadOption {
            name: "notation",
            reason: format!(
                "{:?} is not one of wxf, iccs, chinese, chinese-traditional",
                name.chars().take(16).collect::<String>()
            ),
        }),
    }
}

/// A new game from the request's position, repetition count and notation.
fn new_game(req: &Request) -> Result<Game, Error> {
    Ok(Game::new(start_position(req)?)
        .with_repetition_count(repetition_count(req)?)
        .with_notation(notation(req)?))
}

/// The game after replaying the request's moves (ICCS, WXF or Chinese each); an illegal one is an
/// error.
pub fn replay(req: &Request) -> Result<Game, Error> {
    check_rules(req)?;
    if req.record.is_some() {
        return Err(Error::BadRequest {
            field: "record",
            reason: "Xiangqi reads no game records yet; give a position (FEN) and moves".into(),
        });
    }
    let mut game = new_game(req)?;
    for (i, text) in req.moves.iter().enumerate() {
        let mv = history_move(&game, i, text)?;
        let label = game.label(game.ply());
        if let Err(fault) = game.assess(mv) {
            let pos = game.position();
            return Err(Error::IllegalHistory {
                index: i,
                label,
                text: text.chars().take(64).collect(),
                reason: messages::fault_message(
                    Lang::En,
                    fault,
                    pos.get(mv.from).map(|p| p.kind),
                    pos.to_move(),
                    mv.from,
                    mv.to,
                ),
            });
        }
        // A move that completes a repetition is classified once, for its cycle and later ones.
        let class = std::cell::OnceCell::new();
        if let Some(rep) = game.forbidden_classified(mv, &class) {
            let info = super::game::repetition_info(Lang::En, &rep, game.position().to_move());
            return Err(Error::IllegalHistory {
                index: i,
                label,
                text: text.chars().take(64).collect(),
                reason: info.text,
            });
        }
        let _ = game.play_classified(mv, class);
    }
    Ok(game)
}

fn history_move(game: &Game, index: usize, text: &str) -> Result<super::Move, Error> {
    parse_move(game.position(), text).map_err(|e| e.in_history(&format!("move {}", index + 1)))
}

/// Perft from a FEN (blank: the start position), for `perft(game, depth)` and the CLI.
pub fn perft(fen: &str, depth: u32, budget: u64) -> Result<u64, Error> {
    let pos = if fen.trim().is_empty() {
        Position::parse(START_FEN)?
    } else {
        Position::parse(fen)?
    };
    movegen::perft_within(&pos, depth, budget).ok_or(crate::api::perft_over_budget(budget))
}

impl crate::api::GameRules for Xiangqi {
    type Details = Details;
    type Explanation = Explanation;
    type Record = ();

    fn validate_move(req: &Request, mv: &str) -> Result<Verdict<Details>, Error> {
        let game = replay(req)?;
        let mv = parse_move(game.position(), mv)?;
        Ok(game.verdict(mv, req.lang))
    }

    fn explain(req: &Request) -> Result<Explanation, Error> {
        check_rules(req)?;
        let mut game = new_game(req)?;
        let start = game.start().to_fen();
        let mut rows = Vec::with_capacity(req.moves.len());
        for (i, text) in req.moves.iter().enumerate() {
            let mv = history_move(&game, i, text)?;
            let row = game.play_explained(mv, req.lang);
            let legal = row.legal;
            rows.push(row);
            if !legal {
                break;
            }
        }
        Ok(Explanation {
            game: "xiangqi",
            notation: game.notation().id(),
            start,
            rows,
            result: game.result(req.lang),
        })
    }

    fn legal_moves(req: &Request) -> Result<Vec<String>, Error> {
        let game = replay(req)?;
        if game.outcome().is_some() {
            return Ok(Vec::new());
        }
        Ok(movegen::legal_moves(game.position())
            .into_iter()
            .filter(|&mv| game.forbidden(mv).is_none())
            .map(iccs)
            .collect())
    }

    fn parse_position(text: &str) -> Result<PositionInfo, Error> {
        let pos = Position::parse(text)?;
        Ok(PositionInfo {
            position: pos.to_fen(),
            to_move: pos.to_move().id(),
            pieces: pos
                .pieces()
                .map(|(sq, p)| PieceInfo {
                    square: super::position::square_name(sq),
                    side: p.side.id(),
                    kind: p.kind.id(),
                })
                .collect(),
        })
    }

    fn import_record(_text: &str) -> Result<(), Error> {
        Err(Error::BadRequest {
            field: "record",
            reason: "Xiangqi reads no game records yet".into(),
        })
    }
}
