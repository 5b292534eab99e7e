//! Bogenschach's side of the game interface (`crate::api::GameRules`). Not yet wired into
//! `crate::api` (the lead wires it): `GameKind::Bogenschach` would call these.
//!
//! A request's `moves` are turns (`"@e5 Nf3"`, `"@- e2e4"`, `"@d1 --"`), the last one possibly
//! the shoot-out's result (`"shoot-out: white"`). `rules`: `stuttgart` (default) or
//! `immediate-mate`. `position`: a FEN (default the chess start).

use super::game::{BogenResult, Details, Game, Options, RemovedInfo};
use super::messages;
use super::turn::{parse_entry, parse_shot_only, parse_turn, Entry, MoveText, Turn};
use crate::api::{PieceInfo, PositionInfo, Request};
use crate::chess::notation::to_uci;
use crate::chess::position::square_name;
use crate::chess::{Color, Position, START_FEN};
use crate::core::{Citation, Error, Lang, Verdict};
use serde::Serialize;

pub struct Bogenschach;

/// Perft of the chess moves from a FEN (blank: the start), for `perft("bogenschach", ...)`: the
/// positions Bogenschach reaches (a side without a King, the side not to move in check) are
/// accepted; shots are not part of the count (they are not moves).
pub fn perft(fen: &str, depth: u32, budget: u64) -> Result<u64, Error> {
    let pos = if fen.trim().is_empty() {
        Position::from_fen(START_FEN)?
    } else {
        Position::from_fen(fen)?
    };
    crate::chess::perft_within(&pos, depth, budget).ok_or(crate::api::perft_over_budget(budget))
}

/// One row of an explanation: a turn of the history with its verdict.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Row {
    /// `3w`, `3b`: the round and the side.
    pub label: String,
    pub round: u32,
    pub side: &'static str,
    /// The turn as written in the request.
    pub text: String,
    pub legal: bool,
    pub rule: Option<&'static str>,
    /// The shot's square, or `-` for a miss.
    pub shot: String,
    pub shot_removes: Option<RemovedInfo>,
    pub san: Option<String>,
    pub uci: Option<String>,
    pub skip: bool,
    pub check: bool,
    pub captures: Option<RemovedInfo>,
    pub message: String,
    pub citation: Option<Citation>,
    /// The points after this turn.
    pub score: super::Score,
    /// Squares touched (shot, move), for highlighting.
    pub squares: Vec<String>,
    /// The position after the turn (FEN); for a refused turn, the position before it.
    pub position: String,
}

#[derive(Clone, Debug, Serialize)]
pub struct Explanation {
    pub game: &'static str,
    pub rules: &'static str,
    /// The FEN the turns start from.
    pub start: String,
    pub rows: Vec<Row>,
    pub result: BogenResult,
}

fn start_position(req: &Request) -> Result<Position, Error> {
    match req.position.as_deref().map(str::trim) {
        None | Some("") => Position::from_fen(START_FEN),
        Some(fen) => Position::from_fen(fen),
    }
}

/// The ruleset's options and name.
pub fn options(req: &Request) -> Result<(Options, &'static str), Error> {
    match req.rules.as_deref().map(str::trim) {
        None | Some("") => Ok((Options::default(), "stuttgart")),
        Some(r) if r.eq_ignore_ascii_case("stuttgart") => Ok((Options::default(), "stuttgart")),
        Some(r) if r.eq_ignore_ascii_case("immediate-mate") => Ok((
            Options {
                immediate_mate: true,
                ..Options::default()
            },
            "immediate-mate",
        )),
        Some(other) => Err(Error::UnknownRules {
            game: "bogenschach",
            name: other.chars().take(32).collect(),
        }),
    }
}

fn no_record() -> Error {
    Error::BadRequest {
        field: "record",
        reason: "Bogenschach reads no game records; give a position (FEN) and the turns as moves"
            .into(),
    }
}

fn history_error(index: usize, label: String, text: &str, reason: String) -> Error {
    Error::IllegalHistory {
        index,
        label,
        text: text.chars().take(64).collect(),
        reason,
    }
}

/// Reads entry `i` of the history, naming its place in the error.
fn entry(i: usize, text: &str) -> Result<Entry, Error> {
    parse_entry(text).map_err(|e| e.in_history(&format!("turn {}", i + 1)))
}

/// Entry `i` of `len` is the shoot-out's result: it must be the last entry, and the game must need one.
fn shoot_out(
    game: &mut Game,
    winner: Color,
    i: usize,
    len: usize,
    text: &str,
) -> Result<(), Error> {
    if i + 1 != len {
        return Err(history_error(
            i,
            "shoot-out".into(),
            text,
            "the shoot-out's result can only be the last entry".into(),
        ));
    }
    game.set_shoot_out(winner)
        .map_err(|r| history_error(i, "shoot-out".into(), text, r))
}

/// The game after replaying `moves` (the shoot-out result only as the last entry).
pub fn replay_moves(req: &Request, moves: &[String]) -> Result<Game, Error> {
    if req.record.is_some() {
        return Err(no_record());
    }
    let (opts, _) = options(req)?;
    let mut game = Game::new(start_position(req)?, opts);
    for (i, text) in moves.iter().enumerate() {
        match entry(i, text)? {
            Entry::ShootOut(c) => shoot_out(&mut game, c, i, moves.len(), text)?,
            Entry::Turn(turn) => {
                let label = game.label();
                let side = game.position().turn();
                if let Err(fault) = game.play(&turn)? {
                    let mv = match &turn.mv {
                        MoveText::Move(t) => t.as_str(),
                        MoveText::Skip => "--",
                    };
                    return Err(history_error(
                        i,
                        label,
                        text,
                        messages::fault_message(Lang::En, fault, side, mv),
                    ));
                }
            }
        }
    }
    Ok(game)
}

pub fn replay(req: &Request) -> Result<Game, Error> {
    replay_moves(req, &req.moves)
}

fn turn_of(text: &str) -> Result<Turn, Error> {
    match parse_entry(text)? {
        Entry::Turn(t) => Ok(t),
        Entry::ShootOut(_) => Err(Error::BadMove {
            text: text.chars().take(64).collect(),
            reason: "a shoot-out result is not a turn; it ends the record".into(),
        }),
    }
}

impl crate::api::GameRules for Bogenschach {
    type Details = Details;
    type Explanation = Explanation;
    type Record = ();

    fn validate_move(req: &Request, mv: &str) -> Result<Verdict<Details>, Error> {
        let game = replay(req)?;
        let turn = turn_of(mv)?;
        game.verdict(&turn, req.lang)
    }

    fn explain(req: &Request) -> Result<Explanation, Error> {
        if req.record.is_some() {
            return Err(no_record());
        }
        let (opts, rules) = options(req)?;
        let mut game = Game::new(start_position(req)?, opts);
        let start = game.start().to_fen();
        let mut rows = Vec::with_capacity(req.moves.len());
        for (i, text) in req.moves.iter().enumerate() {
            let turn = match entry(i, text)? {
                Entry::ShootOut(c) => {
                    shoot_out(&mut game, c, i, req.moves.len(), text)?;
                    break;
                }
                Entry::Turn(t) => t,
            };
            let label = game.label();
            let round = game.round();
            let side = game.position().turn();
            let v = game.verdict(&turn, req.lang)?;
            if v.legal {
                let _ = game.play(&turn)?;
            }
            let message = match game.turns().last() {
                Some(t) if v.legal && t.mated_after_shot => {
                    messages::turn_message(req.lang, side, &v.details, true)
                }
                _ => v.message,
            };
            rows.push(Row {
                label,
                round,
                side: side.id(),
                text: text.trim().to_string(),
                legal: v.legal,
                rule: v.rule,
                shot: v.details.shot,
                shot_removes: v.details.shot_removes,
                san: v.details.san,
                uci: v.details.uci,
                skip: v.details.skip,
                check: v.details.check,
                captures: v.details.captures,
                message,
                citation: v.citation,
                score: game.score(),
                squares: v.squares,
                position: game.position().to_fen(),
            });
            if !v.legal {
                break;
            }
        }
        Ok(Explanation {
            game: "bogenschach",
            rules,
            start,
            rows,
            result: game.result(req.lang),
        })
    }

    /// The turns possible now after a miss (`@- e2e4`, or `@- --` without a legal move). When the
    /// last entry of `moves` is a shot alone (`@e5`), the turns with that shot instead.
    fn legal_moves(req: &Request) -> Result<Vec<String>, Error> {
        let (history, shot) = match req.moves.split_last() {
            Some((last, rest)) if parse_shot_only(last).is_some() => (rest, parse_shot_only(last)),
            _ => (req.moves.as_slice(), None),
        };
        let game = replay_moves(req, history)?;
        if game.is_over() {
            return Ok(Vec::new());
        }
        let shot = shot.unwrap_or(super::Shot::Miss);
        let mut pos = game.position().clone();
        if let Some(sq) = shot.square() {
            pos.remove(sq);
        }
        let moves = pos.legal_moves();
        if moves.is_empty() {
            return Ok(vec![format!("{} --", shot.text())]);
        }
        Ok(moves
            .iter()
            .map(|m| format!("{} {}", shot.text(), to_uci(m)))
            .collect())
    }

    fn parse_position(text: &str) -> Result<PositionInfo, Error> {
        let pos = Position::from_fen(text)?;
        Ok(PositionInfo {
            position: pos.to_fen(),
            to_move: pos.turn().id(),
            pieces: pos
                .pieces()
                .map(|(sq, p)| PieceInfo {
                    square: square_name(sq),
                    side: p.color.id(),
                    kind: p.role.id(),
                })
                .collect(),
        })
    }

    fn import_record(_text: &str) -> Result<(), Error> {
        Err(no_record())
    }
}

/// Checks that a turn text reads (for fuzzing and editors): `Ok` with the turn, else why not.
pub fn read_turn(text: &str) -> Result<Turn, Error> {
    parse_turn(text)
}
