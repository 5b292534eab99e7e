//! A Xiangqi game: the start position, the moves played with the identity of each moved piece,
//! and the table of positions seen (board and side to move), ready for the repetition rules
//! (perpetual check and chase), which are not yet applied.

use super::messages;
use super::movegen::{self, judge, Fault, Outcome};
use super::notation::{iccs, wxf};
use super::piece::{Kind, Piece, Side};
use super::position::square_name;
use super::position::{Move, Position};
use crate::core::{GameResult, Lang, PieceId, RepetitionTable, Square, Verdict};
use serde::Serialize;

/// A move played, as the history keeps it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    pub mv: Move,
    pub side: Side,
    /// The identity of the moved piece (it follows the piece from square to square).
    pub piece: PieceId,
    pub kind: Kind,
    pub captured: Option<Piece>,
    pub iccs: String,
    pub wxf: String,
    /// Whether the move gives check.
    pub check: bool,
}

/// The game's own fields of a verdict.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Details {
    /// The move in ICCS (`h2e2`).
    pub iccs: String,
    /// The move in WXF (`C2=5`), when a piece of the mover stands on its starting square.
    pub wxf: Option<String>,
    /// Whether the move gives check (legal moves only).
    pub check: bool,
    /// The kind of the piece captured, if any (`chariot`).
    pub captures: Option<&'static str>,
}

/// One row of an explanation: a move of the history with its verdict.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Row {
    pub label: String,
    pub side: &'static str,
    pub iccs: String,
    pub wxf: Option<String>,
    pub legal: bool,
    pub rule: Option<&'static str>,
    pub message: String,
    pub check: bool,
    pub captures: Option<&'static str>,
    /// The squares the move touches (ICCS names), for highlighting.
    pub squares: Vec<String>,
    /// The position after the move (FEN); for a refused move, the position before it.
    pub position: String,
}

#[derive(Clone, Debug)]
pub struct Game {
    start: Position,
    pos: Position,
    history: Vec<Played>,
    seen: RepetitionTable,
}

impl Game {
    pub fn new(start: Position) -> Game {
        let mut seen = RepetitionTable::new();
        seen.record(start.hash(), 0);
        Game {
            pos: start.clone(),
            start,
            history: Vec::new(),
            seen,
        }
    }

    pub fn start(&self) -> &Position {
        &self.start
    }

    pub fn position(&self) -> &Position {
        &self.pos
    }

    pub fn history(&self) -> &[Played] {
        &self.history
    }

    /// The plies after which each position (board and side to move) stood on the board.
    pub fn seen(&self) -> &RepetitionTable {
        &self.seen
    }

    pub fn ply(&self) -> usize {
        self.history.len()
    }

    /// The label of the move with this ply index (0-based): `1a` for Red's first move, `1b` for
    /// Black's; a game starting with Black to move starts at `1b` (move numbers from the FEN).
    pub fn label(&self, ply: usize) -> String {
        let black_first = self.start.to_move() == Side::Black;
        let n = ply + usize::from(black_first);
        let number = self.start.fullmove as usize + n / 2;
        format!("{number}{}", if n % 2 == 0 { 'a' } else { 'b' })
    }

    /// `Some` once the side to move has no legal move.
    pub fn outcome(&self) -> Option<Outcome> {
        movegen::outcome(&self.pos)
    }

    /// Whether the move may be played now, and if not, why.
    pub fn assess(&self, mv: Move) -> Result<(), Fault> {
        if self.outcome().is_some() {
            return Err(Fault::GameOver);
        }
        judge(&self.pos, mv)
    }

    /// Plays a legal move; an illegal one is refused and changes nothing.
    pub fn play(&mut self, mv: Move) -> Result<&Played, Fault> {
        self.assess(mv)?;
        let side = self.pos.to_move();
        let moving = self.pos.get(mv.from).ok_or(Fault::NoPiece)?;
        let wxf_text = wxf(&self.pos, mv).unwrap_or_default();
        let undo = self.pos.make(mv);
        let check = movegen::in_check(&self.pos, side.other());
        self.history.push(Played {
            mv,
            side,
            piece: moving.id,
            kind: moving.kind,
            captured: undo.captured,
            iccs: iccs(mv),
            wxf: wxf_text,
            check,
        });
        self.seen.record(self.pos.hash(), self.history.len());
        self.history.last().ok_or(Fault::NoPiece)
    }

    /// The verdict on one more move.
    pub fn verdict(&self, mv: Move, lang: Lang) -> Verdict<Details> {
        let side = self.pos.to_move();
        let piece = self.pos.get(mv.from);
        let captured = self
            .pos
            .get(mv.to)
            .filter(|p| Some(p.side) != piece.map(|q| q.side));
        let mut details = Details {
            iccs: iccs(mv),
            wxf: piece
                .filter(|p| p.side == side)
                .and_then(|_| wxf(&self.pos, mv)),
            check: false,
            captures: None,
        };
        let mut squares = vec![mv.from, mv.to];
        match self.assess(mv) {
            Ok(()) => {
                let mut after = self.pos.clone();
                after.make(mv);
                details.check = movegen::in_check(&after, side.other());
                details.captures = captured.map(|c| c.kind.id());
                let kind = piece.map(|p| p.kind).unwrap_or(Kind::Soldier);
                Verdict {
                    legal: true,
                    rule: None,
                    message: messages::legal_message(
                        lang,
                        kind,
                        mv.from,
                        mv.to,
                        details.check,
                        captured.map(|c| c.kind),
                    ),
                    citation: None,
                    squares: squares.iter().map(|&sq| square_name(sq)).collect(),
                    details,
                }
            }
            Err(fault) => {
                squares.extend(self.reason_squares(fault));
                Verdict {
                    legal: false,
                    rule: Some(fault.rule()),
                    message: messages::fault_message(
                        lang,
                        fault,
                        piece.map(|p| p.kind),
                        side,
                        mv.from,
                        mv.to,
                    ),
                    citation: Some(messages::citation(fault)),
                    squares: squares.iter().map(|&sq| square_name(sq)).collect(),
                    details,
                }
            }
        }
    }

    fn reason_squares(&self, fault: Fault) -> Vec<Square> {
        use super::movegen::MovementFault::*;
        let own = self.pos.general(self.pos.to_move());
        let other = self.pos.general(self.pos.to_move().other());
        match fault {
            Fault::Movement(ElephantEye(s) | HorseLeg(s) | Blocked(s)) => vec![s],
            Fault::FlyingGeneral => own.into_iter().chain(other).collect(),
            Fault::SelfCheck => own.into_iter().collect(),
            _ => Vec::new(),
        }
    }

    /// Plays a move of the history and explains it; an illegal move is explained and not played.
    pub fn play_explained(&mut self, mv: Move, lang: Lang) -> Row {
        let label = self.label(self.ply());
        let side = self.pos.to_move();
        let v = self.verdict(mv, lang);
        if v.legal {
            let _ = self.play(mv);
        }
        Row {
            label,
            side: side.id(),
            iccs: v.details.iccs,
            wxf: v.details.wxf,
            legal: v.legal,
            rule: v.rule,
            message: v.message,
            check: v.details.check,
            captures: v.details.captures,
            squares: v.squares,
            position: self.pos.to_fen(),
        }
    }

    /// How the game stands: over when the side to move has no legal move (it loses).
    pub fn result(&self, lang: Lang) -> GameResult {
        match self.outcome() {
            None => GameResult::default(),
            Some(o) => GameResult {
                over: true,
                winner: Some(o.winner().id()),
                reason: Some(match o {
                    Outcome::Checkmate { .. } => "checkmate",
                    Outcome::Stalemate { .. } => "stalemate",
                }),
                message: Some(messages::outcome_message(lang, o)),
            },
        }
    }
}
