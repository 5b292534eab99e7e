//! A Xiangqi game: the start position, the moves played with the identity of each moved piece
//! and each move's classification (check, chase, idle), and the table of positions seen (board
//! and side to move), for the AXF repetition rules: a move that repeats a position for the third
//! time is judged on the moves since the first of those three occurrences ([`Game::repetition`]:
//! two loops when one loop is played twice, both when two loops are played in turn); only those
//! moves are looked at, so the cost per move is the stretch's.

use super::chase::{classify, classify_kept, Before, Classification};
use super::messages;
use super::movegen::{self, judge, Fault, Outcome};
use super::notation::{iccs, Notation};
use super::piece::{Kind, Piece, Side};
use super::position::{square_name, square_text};
use super::position::{Move, Position, Undo};
use super::repetition::{verdict, Conduct, CycleVerdict, Violation, REPETITION_COUNT};
use crate::core::game::{Judgement, Meter, MoveFacts};
use crate::core::{GameResult, Lang, PieceId, RepetitionTable, Square, Verdict};
use serde::Serialize;
use std::borrow::Cow;
use std::cell::{Cell, OnceCell};

/// A move played, as the history keeps it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    pub mv: Move,
    pub side: Side,
    /// The identity of the moved piece (it follows the piece from square to square).
    pub piece: PieceId,
    pub kind: Kind,
    pub captured: Option<Piece>,
    /// The move in the game's notation ([`Game::with_notation`]; WXF by default).
    pub text: String,
    /// Whether the move gives check.
    pub check: bool,
    /// What undoes the move (the way back to the position it was played in).
    undo: Undo,
    /// Check, chase (with the chased pieces) or idle: worked out when a repetition cycle the move
    /// belongs to is judged (only those moves ever are, when replaying a history).
    class: OnceCell<Classification>,
}

impl Played {
    /// The move's classification (check, chase with the chased pieces, or idle), once a
    /// repetition cycle it belongs to has been judged ([`Game::repetition`]).
    pub fn class(&self) -> Option<&Classification> {
        self.class.get()
    }
}

/// A move's classification as the API shows it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct ClassInfo {
    /// `check`, `chase` or `idle`.
    #[serde(serialize_with = "crate::wire::fixed")]
    pub kind: &'static str,
    /// The squares (ICCS, after the move) of the pieces the move chases.
    pub chased: Vec<String>,
    /// The Chinese term: 将, 捉 or 闲.
    #[serde(serialize_with = "crate::wire::fixed")]
    pub term: &'static str,
    /// What the move attacks and why each target is or is not chased (a fixed text where there is
    /// nothing to say but the kind).
    #[serde(serialize_with = "crate::wire::text")]
    pub text: Cow<'static, str>,
}

/// A repetition the move completes, with each side's verdict, as the API shows it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RepetitionInfo {
    /// The moves judged, since the first of the occurrences that make the count (a loop played
    /// twice, with the default count of 3), each as `label move` in the requested notation (WXF by
    /// default), this move last.
    pub cycle: Vec<String>,
    /// Red's and Black's conduct in the cycle: `perpetual-check`, `perpetual-chase` or `none`.
    #[serde(serialize_with = "crate::wire::fixed")]
    pub red: &'static str,
    #[serde(serialize_with = "crate::wire::fixed")]
    pub black: &'static str,
    /// The squares (after the move) of the pieces chased by every move of a perpetual chaser.
    pub chased: Vec<String>,
    /// The side that violates the rules (worse than the other), if any.
    pub violator: Option<&'static str>,
    /// `refused` (the mover violates and must vary), `other-must-vary`, or `draw` (may be claimed).
    #[serde(serialize_with = "crate::wire::fixed")]
    pub outcome: &'static str,
    pub text: String,
}

/// A repetition completed by a move: the cycle and the verdict.
#[derive(Clone, Debug)]
pub struct Repetition {
    /// The ply after which the position stood at the first of the occurrences that make the
    /// count (with a count of 3: the one before the latest); the cycle is the moves after it.
    pub since: usize,
    /// The cycle's moves as `label move` in the game's notation, the judged move last.
    pub cycle: Vec<String>,
    pub verdict: CycleVerdict,
    /// The position after the judged move.
    pub after: Position,
    /// How often the position has occurred, this time included.
    pub times: usize,
}

/// The game's own fields of a verdict or a row (a [`Judgement`]'s `details`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Details {
    /// Verdicts only: the move in ICCS (`h2e2`; a row has it as its `from` and `to`).
    pub iccs: String,
    /// Verdicts only: the move in the requested notation (`options.notation`: WXF by default;
    /// ICCS when the notation cannot write it), as a row's `facts.text` has it.
    pub text: String,
    /// Whether the move gives check (legal moves only).
    pub check: bool,
    /// The kind of the piece captured, if any (`chariot`).
    pub captures: Option<&'static str>,
    /// Check, chase or idle (legal moves only).
    pub classification: Option<ClassInfo>,
    /// The repetition this move completes, if any, with the verdict.
    pub repetition: Option<RepetitionInfo>,
}

/// The classification of the move judged last in the current position, kept between calls (a
/// session's move validated and then played, or validated again, is classified once); forgotten
/// whenever the position changes. A copy of the game starts without it.
#[derive(Default)]
struct Judged {
    /// The move (looked at without moving the classification).
    mv: Cell<Option<Move>>,
    class: Cell<Option<Classification>>,
    /// What the classifications learnt of the current position (the attacks standing in it), for
    /// the other moves from it.
    before: Cell<Before>,
    /// Whether anything is kept (so that playing a move forgets nothing when nothing was judged).
    used: Cell<bool>,
}

impl Judged {
    /// The classification of `mv` in the current position, taken out if kept (to be kept again
    /// with [`Judged::keep`] once used: nothing is copied).
    fn take(&self, mv: Move) -> Option<Classification> {
        if self.mv.get() != Some(mv) {
            return None;
        }
        self.mv.set(None);
        self.class.take()
    }

    /// Keeps the classification of `mv` in the current position, if worked out.
    fn keep(&self, mv: Move, class: OnceCell<Classification>) {
        if let Some(class) = class.into_inner() {
            self.mv.set(Some(mv));
            self.class.set(Some(class));
            self.used.set(true);
        }
    }

    /// Forgets the move and the position (the position changes).
    fn clear(&self) {
        if self.used.replace(false) {
            self.mv.set(None);
            self.class.take();
            self.before.take();
        }
    }
}

impl Clone for Judged {
    fn clone(&self) -> Judged {
        Judged::default()
    }
}

impl std::fmt::Debug for Judged {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Judged")
    }
}

/// When the repetition rules refuse a violator's move (`options.repetitionRuling`; see
/// docs/rules/xiangqi.md, "When the ruling falls").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum RulingMode {
    /// As arbiters apply AXF rules 3 and 5 of the general rules: the move that makes a position
    /// occur the counted time stands, whoever plays it, and the ruling falls there; from then on
    /// a move of the ruled side that brings back a position of the ruled stretch while it is
    /// still the worse violator is refused.
    #[default]
    Arbiter,
    /// The violator's own move that makes a position occur the counted time is refused (the
    /// seed's "two rounds, then stop" read literally; Fairy-Stockfish ends the game there).
    Strict,
}

impl RulingMode {
    pub fn id(self) -> &'static str {
        match self {
            RulingMode::Arbiter => "arbiter",
            RulingMode::Strict => "strict",
        }
    }

    pub fn from_name(name: &str) -> Option<RulingMode> {
        match name.to_ascii_lowercase().as_str() {
            "arbiter" => Some(RulingMode::Arbiter),
            "strict" => Some(RulingMode::Strict),
            _ => None,
        }
    }
}

/// A ruling that a side must vary: it violated in the stretch of plies `since..=at` (the positions
/// standing after those plies are the ruled ones).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ruling {
    pub side: Side,
    pub since: usize,
    pub at: usize,
}

#[derive(Clone, Debug)]
pub struct Game {
    start: Position,
    pos: Position,
    history: Vec<Played>,
    seen: RepetitionTable,
    /// How often a position must occur for the repetition rules to apply (3).
    count: usize,
    /// The notation of the moves in texts and cycles.
    notation: Notation,
    /// The move classified last in `pos`.
    judged: Judged,
    /// When a violator's move is refused.
    mode: RulingMode,
    /// The rulings that a side must vary, oldest first.
    rulings: Vec<Ruling>,
    /// A draw by the move limit after this many rounds without a capture (0: none).
    move_limit: usize,
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
            count: REPETITION_COUNT,
            notation: Notation::Wxf,
            judged: Judged::default(),
            mode: RulingMode::Arbiter,
            rulings: Vec::new(),
            move_limit: 0,
        }
    }

    /// The same game with another ruling mode.
    pub fn with_ruling_mode(mut self, mode: RulingMode) -> Game {
        self.mode = mode;
        self
    }

    pub fn ruling_mode(&self) -> RulingMode {
        self.mode
    }

    /// The same game with a move limit: a draw after `rounds` rounds (a move of each side) without
    /// a capture (0: no limit).
    pub fn with_move_limit(mut self, rounds: usize) -> Game {
        self.move_limit = rounds;
        self
    }

    /// The rulings made so far that a side must vary.
    pub fn rulings(&self) -> &[Ruling] {
        &self.rulings
    }

    /// The same game writing its moves (texts, cycles) in another notation.
    pub fn with_notation(mut self, notation: Notation) -> Game {
        self.notation = notation;
        self
    }

    pub fn notation(&self) -> Notation {
        self.notation
    }

    /// The same game with another repetition count (at least 2).
    pub fn with_repetition_count(mut self, count: usize) -> Game {
        self.count = count.max(2);
        self
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
        let mut out = String::with_capacity(8);
        self.push_label(&mut out, ply);
        out
    }

    /// [`Game::label`] appended to `out`.
    fn push_label(&self, out: &mut String, ply: usize) {
        let black_first = self.start.to_move() == Side::Black;
        let n = ply + usize::from(black_first);
        let number = self.start.fullmove as usize + n / 2;
        // written out rather than through `fmt` (every verdict has a label)
        crate::core::i18n::push_number(out, number as u64);
        out.push(if n % 2 == 0 { 'a' } else { 'b' });
    }

    /// `Some` once the side to move has no legal move.
    pub fn outcome(&self) -> Option<Outcome> {
        movegen::outcome(&self.pos)
    }

    /// Whether the move may be played now, and if not, why.
    pub fn assess(&self, mv: Move) -> Result<(), Fault> {
        // A legal move means the game is not over; only a refused one needs the (costlier)
        // look at whether any move is left.
        if self.move_limit_reached() {
            return Err(Fault::MoveLimit);
        }
        match judge(&self.pos, mv) {
            Ok(()) => Ok(()),
            Err(_) if self.outcome().is_some() => Err(Fault::GameOver),
            Err(fault) => Err(fault),
        }
    }

    /// The classification of the legal move `mv` (the position after it: `after`) in `class`: worked
    /// out, or taken from the moves already judged in this position (the caller keeps it there
    /// again, [`Judged::keep`], or plays the move).
    fn classified<'c>(
        &self,
        mv: Move,
        after: &Position,
        class: &'c OnceCell<Classification>,
    ) -> &'c Classification {
        self.classified_known(mv, after, class, None)
    }

    /// [`Game::classified`], `check` saying whether the move gives check when already known.
    fn classified_known<'c>(
        &self,
        mv: Move,
        after: &Position,
        class: &'c OnceCell<Classification>,
        check: Option<bool>,
    ) -> &'c Classification {
        class.get_or_init(|| {
            self.judged.take(mv).unwrap_or_else(|| {
                let mut before = self.judged.before.take();
                let c = classify_kept(&self.pos, after, self.pos.to_move(), &mut before, check);
                self.judged.before.set(before);
                self.judged.used.set(true);
                c
            })
        })
    }

    /// The repetition a legal move would complete, with the verdict on its cycle: `Some` when
    /// the position after it (board and side to move) has occurred at least `count - 1` times.
    pub fn repetition(&self, mv: Move) -> Option<Repetition> {
        self.keeping(mv, |class| self.repetition_classified(mv, class))
    }

    /// `judge(class)` on `mv`, keeping the move's classification if `judge` worked it out in
    /// `class` (for the next call on the same move in this position).
    fn keeping<R>(&self, mv: Move, judge: impl FnOnce(&OnceCell<Classification>) -> R) -> R {
        let class = OnceCell::new();
        let out = judge(&class);
        self.judged.keep(mv, class);
        out
    }

    /// [`Game::repetition`], taking the move's classification from `class` (or working it out there,
    /// where the caller keeps it for the move's row and its place in the history).
    pub fn repetition_classified(
        &self,
        mv: Move,
        class: &OnceCell<Classification>,
    ) -> Option<Repetition> {
        let mut after = self.pos.clone();
        after.make(mv);
        self.repetition_after(mv, &after, class)
    }

    /// [`Game::repetition_classified`] with the position after the move.
    fn repetition_after(
        &self,
        mv: Move,
        after: &Position,
        class: &OnceCell<Classification>,
    ) -> Option<Repetition> {
        let times = self.seen.count(after.hash()) + 1;
        if times < self.count {
            return None;
        }
        // The stretch judged starts at the first of the occurrences that make the count (with 3:
        // the one before the latest), so loops played in turn are judged together (spec
        // "Repetition", AXF rule 32).
        let since = self.seen.newest_first(after.hash()).nth(self.count - 2)?;
        let side = self.pos.to_move();
        let class = self.classified(mv, after, class);
        let tail = self.history.get(since..).unwrap_or(&[]);
        // The judged move, then each move of the stretch ([`Game::add_conduct`]).
        let mut conduct = [Conduct::default(), Conduct::default()];
        conduct[conduct_index(side)].add(class);
        self.add_conduct(tail, &mut conduct);
        let verdict = verdict(&conduct[0], &conduct[1]);
        // each `label move`, written out rather than through `fmt`
        let labelled = |ply: usize, text: &str| {
            let mut entry = String::with_capacity(8 + text.len());
            self.push_label(&mut entry, ply);
            entry.push(' ');
            entry.push_str(text);
            entry
        };
        let mut cycle: Vec<String> = tail
            .iter()
            .enumerate()
            .map(|(i, p)| labelled(since + i, &p.text))
            .collect();
        cycle.push(labelled(self.ply(), &self.notation.write(&self.pos, mv)));
        Some(Repetition {
            since,
            cycle,
            verdict,
            after: after.clone(),
            times,
        })
    }

    /// Adds to `conduct` (Red's, Black's) each move of `tail`, the moves played last (a stretch
    /// that ends at the current position), newest first, each classified (once per game) in the
    /// position it was played in, reached by undoing the moves after it; once neither side can be a
    /// violator any more, the older moves are not looked at (a stretch that reaches far back into
    /// play that was no repetition settles within a few moves).
    fn add_conduct(&self, tail: &[Played], conduct: &mut [Conduct; 2]) {
        // The position a move was played in, made only for a move not yet classified (an
        // explained history has classified every one): the current one with the moves from the
        // end of the stretch down to `unmade` taken back.
        let mut pos: Option<Position> = None;
        let mut unmade = tail.len();
        for (k, p) in tail.iter().enumerate().rev() {
            if conduct.iter().all(Conduct::settled) {
                break;
            }
            let class = p.class.get_or_init(|| {
                let pos = pos.get_or_insert_with(|| self.pos.clone());
                for q in tail.get(k..unmade).unwrap_or(&[]).iter().rev() {
                    pos.unmake(q.mv, q.undo);
                }
                unmade = k;
                classify(pos, p.mv)
            });
            conduct[conduct_index(p.side)].add(class);
        }
    }

    /// The rule meter now (docs/api.md, "The rule meter"): once the position (board and side to
    /// move) has occurred twice, how often, against the repetition count, and each side's conduct
    /// in the moves since the first of the occurrences that count (as a repetition's verdict
    /// judges them: [`Game::repetition`]).
    pub fn meter(&self, lang: Lang) -> Vec<Meter> {
        let hash = self.pos.hash();
        let times = self.seen.count(hash);
        if times < 2 {
            return Vec::new();
        }
        let Some(since) = self
            .seen
            .newest_first(hash)
            .nth(times.min(self.count) - 1)
        else {
            return Vec::new();
        };
        let mut conduct = [Conduct::default(), Conduct::default()];
        self.add_conduct(self.history.get(since..).unwrap_or(&[]), &mut conduct);
        let v = verdict(&conduct[0], &conduct[1]);
        vec![self.repetition_meter(lang, times, since, &v, &self.pos)]
    }

    /// The rule meter after the legal move `mv`, before it is played: [`Game::meter`] once it is.
    pub fn meter_after(&self, mv: Move, lang: Lang) -> Vec<Meter> {
        if self.assess(mv).is_err() {
            return Vec::new();
        }
        let mut after = self.pos.clone();
        after.make(mv);
        let hash = after.hash();
        let times = self.seen.count(hash) + 1;
        if times < 2 {
            return Vec::new();
        }
        let Some(since) = self
            .seen
            .newest_first(hash)
            .nth(times.min(self.count) - 2)
        else {
            return Vec::new();
        };
        let side = self.pos.to_move();
        let v = self.keeping(mv, |class| {
            let mut conduct = [Conduct::default(), Conduct::default()];
            conduct[conduct_index(side)].add(self.classified(mv, &after, class));
            self.add_conduct(self.history.get(since..).unwrap_or(&[]), &mut conduct);
            verdict(&conduct[0], &conduct[1])
        });
        vec![self.repetition_meter(lang, times, since, &v, &after)]
    }

    /// The meter's count of a repetition: the position occurred `times` times, the cycle from ply
    /// `since` judged `v`; `pos` the position now (where the chased pieces stand).
    fn repetition_meter(
        &self,
        lang: Lang,
        times: usize,
        since: usize,
        v: &CycleVerdict,
        pos: &Position,
    ) -> Meter {
        let mut squares = Vec::new();
        let mut conducts = Vec::new();
        for side in [Side::Red, Side::Black] {
            let chased: Vec<(Square, Kind, Side)> = match v.of(side) {
                Violation::None => continue,
                Violation::PerpetualCheck => Vec::new(),
                Violation::PerpetualChase(ids) => ids
                    .iter()
                    .filter_map(|&id| pos.square_of(id))
                    .filter_map(|sq| pos.get(sq).map(|p| (sq, p.kind, p.side)))
                    .collect(),
            };
            squares.extend(chased.iter().map(|&(sq, _, _)| square_text(sq)));
            conducts.push((side, chased));
        }
        Meter {
            rule: "repetition",
            side: v.loser.map(Side::id),
            count: u32::try_from(times).unwrap_or(u32::MAX),
            limit: Some(u32::try_from(self.count).unwrap_or(u32::MAX)),
            squares,
            message: messages::repetition_meter(
                lang,
                times,
                self.count,
                &self.label(since),
                &conducts,
            ),
        }
    }

    /// Whether the repetition rules refuse this (otherwise legal) move: its mover is the worse
    /// violator of the cycle it completes.
    pub fn forbidden(&self, mv: Move) -> Option<Repetition> {
        self.keeping(mv, |class| self.forbidden_classified(mv, class))
    }

    /// [`Game::forbidden`], keeping the move's classification in `class` if it was worked out (for
    /// [`Game::play_classified`]).
    pub fn forbidden_classified(
        &self,
        mv: Move,
        class: &OnceCell<Classification>,
    ) -> Option<Repetition> {
        self.repetition_classified(mv, class)
            .filter(|r| self.refuses(r))
    }

    /// Whether the repetition `rep`, completed by a move of the side to move, refuses that move:
    /// its mover is the worse violator, and (ruling as arbiters do) was already ruled to vary in a
    /// stretch that holds the position the move brings back.
    pub fn refuses(&self, rep: &Repetition) -> bool {
        let side = self.pos.to_move();
        if rep.verdict.loser != Some(side) {
            return false;
        }
        match self.mode {
            RulingMode::Strict => true,
            RulingMode::Arbiter => {
                let hash = rep.after.hash();
                self.rulings.iter().any(|r| {
                    r.side == side
                        && self
                            .seen
                            .newest_first(hash)
                            .any(|p| p >= r.since && p <= r.at)
                })
            }
        }
    }

    /// The ruling a played move's repetition makes (a violator named, the move not refused), kept
    /// until the move is taken back.
    pub fn rule(&mut self, rep: &Repetition) -> Option<Ruling> {
        let ruling = Ruling {
            side: rep.verdict.loser?,
            since: rep.since,
            at: self.ply(),
        };
        self.push_ruling(ruling);
        Some(ruling)
    }

    fn push_ruling(&mut self, ruling: Ruling) {
        if self.rulings.last() != Some(&ruling) {
            self.rulings.push(ruling);
        }
    }

    /// Plays a legal move; an illegal one is refused and changes nothing. The repetition rules
    /// do not refuse it here (see [`Game::forbidden`]; the API refuses such moves), but a
    /// repetition it completes with a violator makes its ruling ([`Game::rule`]).
    pub fn play(&mut self, mv: Move) -> Result<&Played, Fault> {
        self.assess(mv)?;
        let class = OnceCell::new();
        let rep = self.repetition_classified(mv, &class);
        self.play_classified(mv, class)?;
        if let Some(rep) = rep {
            self.rule(&rep);
        }
        self.history.last().ok_or(Fault::NoPiece)
    }

    /// [`Game::play`] with the move's classification, when already worked out, kept for the cycles
    /// it will belong to.
    pub fn play_classified(
        &mut self,
        mv: Move,
        class: OnceCell<Classification>,
    ) -> Result<&Played, Fault> {
        self.assess(mv)?;
        let text = self.notation.write(&self.pos, mv);
        self.record(mv, class, text, None)
    }

    /// Plays `mv`, which [`Game::assess`] allows, with its text in the game's notation, its
    /// classification if already worked out, and whether it gives check if already known.
    fn record(
        &mut self,
        mv: Move,
        class: OnceCell<Classification>,
        text: String,
        check: Option<bool>,
    ) -> Result<&Played, Fault> {
        // the classification if the move was judged here already; the others are forgotten
        let class = match class.get() {
            None => self.judged.take(mv).map_or(class, OnceCell::from),
            Some(_) => class,
        };
        self.judged.clear();
        let side = self.pos.to_move();
        let moving = self.pos.get(mv.from).ok_or(Fault::NoPiece)?;
        let undo = self.pos.make(mv);
        let check = check.unwrap_or_else(|| movegen::in_check(&self.pos, side.other()));
        self.history.push(Played {
            mv,
            side,
            piece: moving.id,
            kind: moving.kind,
            captured: undo.captured,
            text,
            check,
            undo,
            class,
        });
        self.seen.record(self.pos.hash(), self.history.len());
        self.history.last().ok_or(Fault::NoPiece)
    }

    /// Takes back the last move played (false when there is none).
    pub fn unplay(&mut self) -> bool {
        let Some(p) = self.history.pop() else {
            return false;
        };
        self.pos.unmake(p.mv, p.undo);
        self.judged.clear();
        self.seen.unrecord_last();
        let ply = self.history.len();
        self.rulings.retain(|r| r.at <= ply);
        true
    }

    /// The verdict on one more move.
    pub fn verdict(&self, mv: Move, lang: Lang) -> Verdict<Details> {
        self.keeping(mv, |class| self.verdict_classified(mv, lang, class))
    }

    /// [`Game::verdict`], keeping the move's classification in `class` (worked out once for the
    /// verdict and the repetition it may complete).
    fn verdict_classified(
        &self,
        mv: Move,
        lang: Lang,
        class: &OnceCell<Classification>,
    ) -> Verdict<Details> {
        let mut v = self.verdict_without_iccs(mv, lang, class);
        v.details.iccs = iccs(mv);
        v
    }

    /// The verdict on `mv`, its squares by their static names and the details' ICCS text left empty
    /// (a row of the one shape has it as `from` and `to`; [`Game::verdict_classified`] writes it);
    /// the move's classification worked out in (or taken from) `class`.
    fn verdict_without_iccs(
        &self,
        mv: Move,
        lang: Lang,
        class: &OnceCell<Classification>,
    ) -> Verdict<Details> {
        self.verdict_ruling(mv, lang, class, &mut None)
    }

    /// [`Game::verdict_without_iccs`], with the ruling the move's repetition makes (a violator
    /// named) in `ruling`.
    fn verdict_ruling(
        &self,
        mv: Move,
        lang: Lang,
        class: &OnceCell<Classification>,
        ruling: &mut Option<Ruling>,
    ) -> Verdict<Details> {
        let side = self.pos.to_move();
        let piece = self.pos.get(mv.from);
        let captured = self
            .pos
            .get(mv.to)
            .filter(|p| Some(p.side) != piece.map(|q| q.side));
        // the move in the game's notation (ICCS when the mover has no piece there or the notation
        // cannot write it); only that one is written (and its ICCS by the caller that shows it)
        let mut details = Details {
            iccs: String::new(),
            text: self.notation.write(&self.pos, mv),
            check: false,
            captures: None,
            classification: None,
            repetition: None,
        };
        let mut squares = vec![square_text(mv.from), square_text(mv.to)];
        // One verdict built at the end, whichever way the move is judged.
        let (legal, rule, message, citation) = match self.assess(mv) {
            Ok(()) => {
                let mut after = self.pos.clone();
                after.make(mv);
                details.check = movegen::in_check(&after, side.other());
                details.captures = captured.map(|c| c.kind.id());
                let class_of_move = self.classified_known(mv, &after, class, Some(details.check));
                details.classification = Some(class_info(lang, class_of_move));
                let kind = piece.map(|p| p.kind).unwrap_or(Kind::Soldier);
                let mut message = messages::legal_message(
                    lang,
                    kind,
                    mv.from,
                    mv.to,
                    details.check,
                    captured.map(|c| c.kind),
                );
                let mut judged = (true, None, None);
                if let Some(rep) = self.repetition_after(mv, &after, class) {
                    judged.2 = Some(messages::repetition_citation());
                    let refused = self.refuses(&rep);
                    if refused {
                        judged.0 = false;
                        judged.1 = Some(rep.verdict.of(side).id());
                        squares.extend(chased_squares(&rep, side).into_iter().map(square_text));
                    }
                    if let Some(l) = rep.verdict.loser {
                        *ruling = Some(Ruling {
                            side: l,
                            since: rep.since,
                            at: self.ply() + 1,
                        });
                    }
                    let info = repetition_info(lang, rep, side, refused);
                    if refused {
                        message = info.text.clone();
                    } else {
                        message.push(' ');
                        message.push_str(&info.text);
                    }
                    details.repetition = Some(info);
                }
                (judged.0, judged.1, message, judged.2)
            }
            Err(fault) => {
                squares.extend(self.reason_squares(fault).into_iter().map(square_text));
                (
                    false,
                    Some(fault.rule()),
                    messages::fault_message(
                        lang,
                        fault,
                        piece.map(|p| p.kind),
                        side,
                        mv.from,
                        mv.to,
                    ),
                    Some(messages::citation(fault)),
                )
            }
        };
        Verdict {
            legal,
            rule,
            message,
            citation,
            squares,
            details,
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

    /// Explains `mv` (entry `index` of a history) and plays it if legal: its row, with `ply` and
    /// the position after it (for a refused move, the position it was refused in), built where it
    /// is pushed onto `rows`. The move's text is the row's `facts.text`: its details' `iccs` and
    /// `text` are left empty rather than written twice.
    pub fn explain_onto(
        &mut self,
        index: usize,
        mv: Move,
        lang: Lang,
        rows: &mut Vec<Judgement<Details>>,
    ) {
        let label = self.label(self.ply());
        let side = self.pos.to_move();
        // the piece as it stood before the move
        let piece = self.pos.get(mv.from).map(|p| p.kind.id());
        // The move is classified once, for its row, the repetition it completes and later cycles.
        let class = OnceCell::new();
        let mut ruling = None;
        let w = self.verdict_ruling(mv, lang, &class, &mut ruling);
        let d = w.details;
        let mut meter = Vec::new();
        if w.legal {
            let _ = self.record(mv, class, d.text.clone(), Some(d.check));
            if let Some(r) = ruling {
                self.push_ruling(r);
            }
            meter = self.meter(lang);
        }
        rows.push(Judgement {
            legal: w.legal,
            rule: w.rule,
            citation: w.citation,
            message: w.message,
            label,
            side: side.id(),
            facts: MoveFacts {
                text: d.text,
                from: Some(square_text(mv.from)),
                to: Some(square_text(mv.to)),
                piece,
                capture: d.captures.is_some(),
                check: d.check,
                ..MoveFacts::default()
            },
            squares: w.squares,
            details: Details {
                iccs: String::new(),
                text: String::new(),
                check: d.check,
                captures: d.captures,
                classification: d.classification,
                repetition: d.repetition,
            },
            ply: Some(index),
            position: Some(self.pos.to_fen()),
            events: Vec::new(),
            meter,
        });
    }

    /// Whether the game is drawn by the move limit: in the last `move_limit` rounds (two plies
    /// each) no piece was captured, and one side gave at most 10 checks in them (the side that may
    /// claim the draw).
    pub fn move_limit_reached(&self) -> bool {
        let plies = self.move_limit * 2;
        if plies == 0 || self.history.len() < plies {
            return false;
        }
        let window = &self.history[self.history.len() - plies..];
        if window.iter().any(|p| p.captured.is_some()) {
            return false;
        }
        let checks = |side: Side| window.iter().filter(|p| p.side == side && p.check).count();
        checks(Side::Red) <= 10 || checks(Side::Black) <= 10
    }

    /// How the game stands: over when the side to move has no legal move (it loses), or drawn by
    /// the move limit.
    pub fn result(&self, lang: Lang) -> GameResult {
        if self.move_limit_reached() {
            return GameResult {
                over: true,
                winner: None,
                reason: Some("move-limit"),
                message: Some(messages::move_limit_message(lang, self.move_limit)),
            };
        }
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

/// A side's place in a pair of Red's and Black's.
fn conduct_index(side: Side) -> usize {
    usize::from(side == Side::Black)
}

/// The squares (after the move) of the pieces chased throughout the cycle by `side`.
fn chased_squares(rep: &Repetition, side: Side) -> Vec<Square> {
    match rep.verdict.of(side) {
        Violation::PerpetualChase(ids) => ids
            .iter()
            .filter_map(|&id| rep.after.square_of(id))
            .collect(),
        _ => Vec::new(),
    }
}

/// A classification as the API shows it.
pub fn class_info(lang: Lang, class: &Classification) -> ClassInfo {
    let mut chased: Vec<String> = class.chased.iter().map(|t| square_name(t.square)).collect();
    chased.dedup();
    ClassInfo {
        kind: class.kind.id(),
        chased,
        term: class.kind.term(),
        text: messages::classification_text(lang, class),
    }
}

/// A repetition as the API shows it, `mover` being the side of the judged move (its cycle moved
/// into the answer, not copied).
pub fn repetition_info(lang: Lang, rep: Repetition, mover: Side, refused: bool) -> RepetitionInfo {
    let v = &rep.verdict;
    let outcome = match v.loser {
        Some(_) if refused => "refused",
        Some(l) if l == mover => "must-vary",
        Some(_) => "other-must-vary",
        None => "draw",
    };
    let chased: Vec<Square> = v.loser.map(|l| chased_squares(&rep, l)).unwrap_or_default();
    let chased_pieces: Vec<(Square, Kind, Side)> = chased
        .iter()
        .filter_map(|&sq| rep.after.get(sq).map(|p| (sq, p.kind, p.side)))
        .collect();
    let text = messages::repetition_text(
        lang,
        &rep.cycle,
        v,
        mover,
        refused,
        &chased_pieces,
        rep.times,
    );
    RepetitionInfo {
        red: v.red.id(),
        black: v.black.id(),
        chased: chased.iter().map(|&sq| square_name(sq)).collect(),
        violator: v.loser.map(Side::id),
        outcome,
        text,
        cycle: rep.cycle,
    }
}
