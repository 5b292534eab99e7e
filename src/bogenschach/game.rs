//! A Bogenschach game: turns (shot, then move or skip), rounds (White's turn then Black's), the
//! removed pieces and the points, and the end of the game with its winner.

use super::messages;
use super::scoring::{Removal, Score};
use super::shot::Shot;
use super::turn::{MoveText, Turn};
use crate::chess::notation::{resolve_move, resolve_on_board, to_san, to_uci, Refusal};
use crate::chess::position::square_name;
use crate::chess::{self, Color, Illegal, Move, Position, Role};
use crate::core::{Citation, Error, Lang, Square, Verdict};
use serde::Serialize;

/// Ruleset options.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// The immediate chess reading of mate: a player left mated by the opponent's move loses at
    /// once, before his own shot. Off by default (ruleset `stuttgart`; on in `immediate-mate`).
    pub immediate_mate: bool,
    /// The number of rounds after which the game ends (15).
    pub rounds: u32,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            immediate_mate: false,
            rounds: 15,
        }
    }
}

/// Why a turn is refused. `rule()` is the API's stable id.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fault {
    /// No piece of the mover can make this move (after the shot), or castling is not possible.
    Movement,
    /// The move leaves the mover's own King attacked.
    SelfCheck,
    /// The move would capture a King (a King is mated, never captured).
    KingCapture,
    /// `--` while a legal move exists.
    SkipWithMoves,
    /// A move while no legal move exists (the record must say `--`).
    MoveWithoutMoves,
    /// The game is over.
    GameOver,
}

impl From<Illegal> for Fault {
    /// The chess legality check's typed reason as a refused turn's fault.
    fn from(why: Illegal) -> Fault {
        match why {
            Illegal::NoSuchMove => Fault::Movement,
            Illegal::KingCapture => Fault::KingCapture,
            Illegal::SelfCheck => Fault::SelfCheck,
        }
    }
}

impl Fault {
    pub fn rule(self) -> &'static str {
        match self {
            Fault::Movement => "movement",
            Fault::SelfCheck => "self-check",
            Fault::KingCapture => "king-capture",
            Fault::SkipWithMoves | Fault::MoveWithoutMoves => "skip",
            Fault::GameOver => "game-over",
        }
    }
}

/// Why the game ended (before deciding the winner).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// A King was shot and its round completed; `meuchelei` when a player shot his own King.
    KingShot { meuchelei: bool },
    /// `loser` was checkmated at the end of his own turn (or, with the immediate reading, by
    /// the opponent's move).
    Checkmate { loser: Color },
    /// The last round was played.
    Rounds,
}

/// A turn played, as the history keeps it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnPlayed {
    pub side: Color,
    pub round: u32,
    pub shot: Shot,
    /// What the shot removed.
    pub shot_removed: Option<Removal>,
    /// The move (none when skipped), with its SAN (in the position after the shot) and UCI.
    pub mv: Option<Move>,
    pub san: Option<String>,
    pub uci: Option<String>,
    /// What the move captured.
    pub captured: Option<Removal>,
    /// Whether the opponent's King is attacked after the move.
    pub check: bool,
    /// The mover was checkmated after his own shot (in check, no legal move, move skipped).
    pub mated_after_shot: bool,
    /// The position after the turn (FEN).
    pub position: String,
}

/// A turn checked and ready to play.
#[derive(Clone, Debug)]
struct Plan {
    side: Color,
    removed: Option<(Square, crate::chess::Piece)>,
    after_shot: Position,
    mv: Option<Move>,
    mated: bool,
}

/// The square of the piece a move captures (beside `to` for en passant).
fn capture_square(m: &Move) -> Square {
    match m.kind {
        crate::chess::MoveKind::EnPassant => Square::new(m.to.file, m.from.rank),
        _ => m.to,
    }
}

/// A removed piece in the API's words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RemovedInfo {
    pub square: String,
    pub piece: &'static str,
    pub side: &'static str,
    /// `shot` or `capture`.
    pub how: &'static str,
    /// The player who removed it.
    pub by: &'static str,
    /// What it is worth to the player who scores it.
    pub points: u32,
    /// The player who scores it (the owner's opponent, whoever removed it); none for a King.
    pub scored_by: Option<&'static str>,
    /// A King shot by its own side (15 points off).
    pub meuchelei: bool,
}

impl RemovedInfo {
    pub fn of(r: &Removal) -> RemovedInfo {
        RemovedInfo {
            square: square_name(r.square),
            piece: r.piece.role.id(),
            side: r.piece.color.id(),
            how: if r.shot { "shot" } else { "capture" },
            by: r.by.id(),
            points: r.points(),
            scored_by: r.scored_by().map(Color::id),
            meuchelei: r.is_meuchelei(),
        }
    }
}

/// The game's own fields of a verdict or a row (a [`crate::core::game::Judgement`]'s `details`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Details {
    /// The square shot (`e5`) or `-` for a miss.
    pub shot: String,
    /// What the shot removes.
    pub shot_removes: Option<RemovedInfo>,
    /// The move in SAN and UCI (none for a skip or a move that cannot be read as one).
    pub san: Option<String>,
    pub uci: Option<String>,
    pub skip: bool,
    pub check: bool,
    pub captures: Option<RemovedInfo>,
    /// The round of this turn (1 to 15).
    pub round: u32,
    /// Rows only: the points after the turn.
    pub score: Option<Score>,
}

/// The result of a game: over or not, the winner, the reason id and the points.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BogenResult {
    pub over: bool,
    pub winner: Option<&'static str>,
    /// `king-shot`, `checkmate`, `rounds`, `meuchelei` or `shoot-out` (null while playing), or
    /// `record-error` when a report could not go on.
    pub reason: Option<&'static str>,
    pub score: Score,
    /// What decided the winner: `checkmate`, `points`, `king-shot-tiebreak`, `shoot-out`.
    pub decided_by: Option<&'static str>,
    /// The points and the King tie-break are equal and the record has no shoot-out result yet.
    pub shoot_out_needed: bool,
    /// Rounds completed.
    pub rounds: u32,
    pub message: Option<String>,
    pub citation: Option<Citation>,
}

impl crate::core::game::Standing for BogenResult {
    fn over(&self) -> bool {
        self.over
    }
    fn message(&self) -> Option<&str> {
        self.message.as_deref()
    }
    fn reason(&self) -> Option<&str> {
        self.reason
    }
    /// A report that could not go on: not over, no winner, the reason `record-error` and why (the
    /// score stands as after the last turn played).
    fn record_error(&mut self, message: String) {
        self.over = false;
        self.winner = None;
        self.reason = Some("record-error");
        self.decided_by = None;
        self.shoot_out_needed = false;
        self.message = Some(message);
        self.citation = None;
    }
}

/// What takes a turn back: the position's records of the shot and of the move (or pass), and the
/// game's state before the turn that the turn may change.
#[derive(Clone, Debug)]
struct TurnUndo {
    shot: Option<chess::Undo>,
    mv: chess::Undo,
    /// How many pieces had been removed.
    removals: usize,
    king_shot_by: [Option<Color>; 2],
    king_shot_this_round: bool,
    rounds_done: u32,
    end: Option<End>,
}

#[derive(Clone, Debug)]
pub struct Game {
    start: Position,
    pos: Position,
    opts: Options,
    turns: Vec<TurnPlayed>,
    /// What takes each turn back, the last one last ([`Game::unplay`]).
    undos: Vec<TurnUndo>,
    removals: Vec<Removal>,
    /// By the victim's colour index: who shot that King.
    king_shot_by: [Option<Color>; 2],
    /// A King was shot in the round under way.
    king_shot_this_round: bool,
    rounds_done: u32,
    end: Option<End>,
    shoot_out: Option<Color>,
}

impl Game {
    pub fn new(start: Position, opts: Options) -> Game {
        Game {
            pos: start.clone(),
            start,
            opts,
            turns: Vec::new(),
            undos: Vec::new(),
            removals: Vec::new(),
            king_shot_by: [None, None],
            king_shot_this_round: false,
            rounds_done: 0,
            end: None,
            shoot_out: None,
        }
    }

    pub fn start(&self) -> &Position {
        &self.start
    }

    pub fn position(&self) -> &Position {
        &self.pos
    }

    pub fn options(&self) -> Options {
        self.opts
    }

    pub fn turns(&self) -> &[TurnPlayed] {
        &self.turns
    }

    pub fn removals(&self) -> &[Removal] {
        &self.removals
    }

    pub fn end(&self) -> Option<End> {
        self.end
    }

    pub fn rounds_done(&self) -> u32 {
        self.rounds_done
    }

    /// The round of the next turn (1-based).
    pub fn round(&self) -> u32 {
        self.rounds_done.saturating_add(1)
    }

    pub fn is_over(&self) -> bool {
        self.end.is_some()
    }

    pub fn score(&self) -> Score {
        Score::from_removals(&self.removals)
    }

    /// Who shot this colour's King, if anyone.
    pub fn king_shot_by(&self, victim: Color) -> Option<Color> {
        self.king_shot_by[victim.index()]
    }

    /// The label of the next turn: the round and the side (`3w`, `3b`).
    pub fn label(&self) -> String {
        format!("{}{}", self.round(), self.pos.turn().fen_char())
    }

    /// Checks a turn. An unreadable move text is an error; an illegal turn is a fault.
    fn plan(&self, turn: &Turn) -> Result<Result<Plan, Fault>, Error> {
        if self.end.is_some() {
            return Ok(Err(Fault::GameOver));
        }
        let (mut plan, has_move) = self.shot(turn);
        plan.mv = match &turn.mv {
            MoveText::Skip if has_move => return Ok(Err(Fault::SkipWithMoves)),
            MoveText::Skip => None,
            MoveText::Move(_) if !has_move => return Ok(Err(Fault::MoveWithoutMoves)),
            MoveText::Move(text) => match resolve_move(&plan.after_shot, text) {
                Ok(m) => Some(m),
                Err(Refusal::Illegal(why, _)) => return Ok(Err(Fault::from(why))),
                Err(Refusal::Unreadable(e)) => return Err(e),
            },
        };
        Ok(Ok(plan))
    }

    /// The turn's shot taken: the plan without its move yet, and whether the mover has a legal
    /// move after the shot.
    fn shot(&self, turn: &Turn) -> (Plan, bool) {
        let side = self.pos.turn();
        let mut after_shot = self.pos.clone();
        let removed = turn
            .shot
            .square()
            .and_then(|sq| after_shot.remove(sq).map(|p| (sq, p)));
        let has_move = after_shot.has_legal_move();
        // mated after his own shot: in check, no legal move (a King shot this round ends the
        // game at the round's end instead, see docs/rules/bogenschach.md)
        let king_shot_now = removed.is_some_and(|(_, p)| p.role == Role::King);
        let mated =
            !has_move && after_shot.is_check() && !self.king_shot_this_round && !king_shot_now;
        let plan = Plan {
            side,
            removed,
            after_shot,
            mv: None,
            mated,
        };
        (plan, has_move)
    }

    /// Plays a turn the rules refuse but the board allows, as a record has it (a report that goes
    /// on past a violation): a skip while a move was possible, or a move that leaves the mover's
    /// own King attacked (also when no legal move was left). Whether played; a turn the board does
    /// not allow either (no piece makes the move, it captures a King, the game is over) changes
    /// nothing.
    pub fn play_on(&mut self, turn: &Turn) -> bool {
        if self.end.is_some() {
            return false;
        }
        let (mut plan, _) = self.shot(turn);
        plan.mv = match &turn.mv {
            MoveText::Skip => None,
            MoveText::Move(text) => match resolve_on_board(&plan.after_shot, text) {
                Some(m) => Some(m),
                None => return false,
            },
        };
        self.apply(turn.shot, plan);
        true
    }

    /// Whether the turn may be played, and if not, why (errors: texts that cannot be read).
    pub fn assess(&self, turn: &Turn) -> Result<Result<(), Fault>, Error> {
        Ok(self.plan(turn)?.map(|_| ()))
    }

    /// Plays a turn; a refused one changes nothing.
    pub fn play(&mut self, turn: &Turn) -> Result<Result<&TurnPlayed, Fault>, Error> {
        let plan = match self.plan(turn)? {
            Ok(p) => p,
            Err(f) => return Ok(Err(f)),
        };
        Ok(Ok(self.apply(turn.shot, plan)))
    }

    fn apply(&mut self, shot: Shot, plan: Plan) -> &TurnPlayed {
        let side = plan.side;
        let round = self.round();
        // the state before the turn, for taking it back
        let (removals, king_shot_by, king_shot_this_round, rounds_done, end) = (
            self.removals.len(),
            self.king_shot_by,
            self.king_shot_this_round,
            self.rounds_done,
            self.end,
        );
        let mut shot_undo = None;
        let shot_removed = plan.removed.map(|(square, piece)| Removal {
            piece,
            square,
            by: side,
            shot: true,
        });
        if let Some(r) = shot_removed {
            self.removals.push(r);
            if r.piece.role == Role::King {
                self.king_shot_by[r.piece.color.index()] = Some(side);
                self.king_shot_this_round = true;
            }
            // the game's position as the plan's after the shot
            shot_undo = self.pos.remove_undoable(r.square).map(|(_, u)| u);
        }
        let mut captured = None;
        let (san, uci, move_undo) = match plan.mv {
            Some(m) => {
                captured = plan.after_shot.captured(&m).map(|piece| Removal {
                    piece,
                    square: capture_square(&m),
                    by: side,
                    shot: false,
                });
                let undo = self.pos.make(&m);
                (Some(to_san(&plan.after_shot, &m)), Some(to_uci(&m)), undo)
            }
            None => (None, None, self.pos.pass_in_place()),
        };
        if let Some(c) = captured {
            self.removals.push(c);
        }
        let check = self.pos.is_check();
        if plan.mated {
            self.end = Some(End::Checkmate { loser: side });
        } else if self.opts.immediate_mate && !self.king_shot_this_round && self.pos.is_checkmate()
        {
            self.end = Some(End::Checkmate {
                loser: side.other(),
            });
        }
        if side == Color::Black {
            self.rounds_done = self.rounds_done.saturating_add(1);
            if self.end.is_none() {
                if self.king_shot_this_round {
                    let meuchelei = self
                        .king_shot_by
                        .iter()
                        .enumerate()
                        .any(|(i, by)| by.is_some_and(|b| b.index() == i));
                    self.end = Some(End::KingShot { meuchelei });
                } else if self.rounds_done >= self.opts.rounds {
                    self.end = Some(End::Rounds);
                }
            }
            self.king_shot_this_round = false;
        }
        self.undos.push(TurnUndo {
            shot: shot_undo,
            mv: move_undo,
            removals,
            king_shot_by,
            king_shot_this_round,
            rounds_done,
            end,
        });
        self.turns.push(TurnPlayed {
            side,
            round,
            shot,
            shot_removed,
            mv: plan.mv,
            san,
            uci,
            captured,
            check,
            mated_after_shot: plan.mated,
            position: self.pos.to_fen(),
        });
        let last = self.turns.len() - 1;
        &self.turns[last]
    }

    /// Takes back the last entry played: the shoot-out's result, or the last turn (its move, its
    /// shot, the pieces they removed, the round and the end of the game); false when there is
    /// none.
    pub fn unplay(&mut self) -> bool {
        if self.shoot_out.take().is_some() {
            // nothing follows the shoot-out's result: it is the last entry
            return true;
        }
        let Some(undo) = self.undos.pop() else {
            return false;
        };
        self.turns.pop();
        self.pos.unmake(&undo.mv);
        if let Some(shot) = &undo.shot {
            self.pos.unmake(shot);
        }
        self.removals.truncate(undo.removals);
        self.king_shot_by = undo.king_shot_by;
        self.king_shot_this_round = undo.king_shot_this_round;
        self.rounds_done = undo.rounds_done;
        self.end = undo.end;
        true
    }

    /// Records the shoot-out's result. Only once the game is over with a tie the points and the
    /// King tie-break leave open; refused (with the reason) otherwise.
    pub fn set_shoot_out(&mut self, winner: Color) -> Result<(), String> {
        if self.shoot_out.is_some() {
            return Err("the shoot-out's result is already recorded".into());
        }
        if self.end.is_none() {
            return Err("a shoot-out comes only after the game has ended".into());
        }
        if !self.needs_shoot_out() {
            return Err("no shoot-out is needed: the game has a winner".into());
        }
        self.shoot_out = Some(winner);
        Ok(())
    }

    /// Whether the game ended level on points with the King tie-break undecided.
    pub fn needs_shoot_out(&self) -> bool {
        match self.end {
            None | Some(End::Checkmate { .. }) => false,
            Some(_) => {
                let s = self.score();
                s.white == s.black && self.king_tiebreak().is_none()
            }
        }
    }

    /// The player who alone shot the opponent's King.
    fn king_tiebreak(&self) -> Option<Color> {
        let w = self.king_shot_by(Color::Black) == Some(Color::White);
        let b = self.king_shot_by(Color::White) == Some(Color::Black);
        match (w, b) {
            (true, false) => Some(Color::White),
            (false, true) => Some(Color::Black),
            _ => None,
        }
    }

    /// The verdict on one more turn.
    pub fn verdict(&self, turn: &Turn, lang: Lang) -> Result<Verdict<Details>, Error> {
        let side = self.pos.turn();
        let mut after_shot = self.pos.clone();
        let removed = turn
            .shot
            .square()
            .and_then(|sq| after_shot.remove(sq).map(|p| (sq, p)));
        let mut details = Details {
            shot: turn.shot.name(),
            shot_removes: removed.map(|(square, piece)| {
                RemovedInfo::of(&Removal {
                    piece,
                    square,
                    by: side,
                    shot: true,
                })
            }),
            skip: turn.mv == MoveText::Skip,
            round: self.round(),
            ..Details::default()
        };
        let name = |sq| std::borrow::Cow::Owned(square_name(sq));
        let mut squares: Vec<std::borrow::Cow<'static, str>> =
            turn.shot.square().map(name).into_iter().collect();
        match self.plan(turn)? {
            Ok(plan) => {
                if let Some(m) = plan.mv {
                    details.san = Some(to_san(&plan.after_shot, &m));
                    details.uci = Some(to_uci(&m));
                    details.check = plan.after_shot.play(&m).is_check();
                    details.captures = plan.after_shot.captured(&m).map(|piece| {
                        RemovedInfo::of(&Removal {
                            piece,
                            square: capture_square(&m),
                            by: side,
                            shot: false,
                        })
                    });
                    squares.push(name(m.from));
                    squares.push(name(m.to));
                }
                Ok(Verdict {
                    legal: true,
                    rule: None,
                    message: messages::turn_message(lang, side, &details, plan.mated),
                    citation: None,
                    squares,
                    details,
                })
            }
            Err(fault) => {
                let text = match &turn.mv {
                    MoveText::Move(t) => t.as_str(),
                    MoveText::Skip => "--",
                };
                if matches!(fault, Fault::KingCapture | Fault::SelfCheck) {
                    let king = match fault {
                        Fault::KingCapture => after_shot.king(side.other()),
                        _ => after_shot.king(side),
                    };
                    squares.extend(king.map(name));
                }
                Ok(Verdict {
                    legal: false,
                    rule: Some(fault.rule()),
                    message: messages::fault_message(lang, fault, side, text),
                    citation: Some(messages::fault_citation(fault)),
                    squares,
                    details,
                })
            }
        }
    }

    /// How the game stands.
    pub fn result(&self, lang: Lang) -> BogenResult {
        let score = self.score();
        let mut r = BogenResult {
            score,
            rounds: self.rounds_done,
            ..BogenResult::default()
        };
        let Some(end) = self.end else {
            return r;
        };
        r.over = true;
        let end_reason = match end {
            End::KingShot { meuchelei: true } => "meuchelei",
            End::KingShot { meuchelei: false } => "king-shot",
            End::Checkmate { .. } => "checkmate",
            End::Rounds => "rounds",
        };
        r.reason = Some(end_reason);
        let (winner, decided_by) = match end {
            End::Checkmate { loser } => (Some(loser.other()), Some("checkmate")),
            _ if score.white > score.black => (Some(Color::White), Some("points")),
            _ if score.black > score.white => (Some(Color::Black), Some("points")),
            _ => match (self.king_tiebreak(), self.shoot_out) {
                (Some(c), _) => (Some(c), Some("king-shot-tiebreak")),
                (None, Some(c)) => {
                    r.reason = Some("shoot-out");
                    (Some(c), Some("shoot-out"))
                }
                (None, None) => {
                    r.shoot_out_needed = true;
                    (None, None)
                }
            },
        };
        r.winner = winner.map(Color::id);
        r.decided_by = decided_by;
        r.message = Some(messages::end_message(
            lang,
            end,
            winner,
            decided_by,
            score,
            self.rounds_done,
        ));
        r.citation = Some(messages::end_citation(end, decided_by));
        r
    }
}
