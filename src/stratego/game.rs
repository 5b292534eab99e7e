//! A Stratego game in progress: the position, the history since the last battle, each player's
//! Two-Squares run and continuous chase. Every move is judged against them in constant time
//! (incremental hashing, incremental run and chase state), so replaying n moves costs O(n).

use super::battle::{self, Outcome};
use super::messages::{self as msg, MovementFault};
use super::more_squares::{ChaseInfo, ContinuousChase};
use super::piece::{Piece, Rank, Side};
use super::position::{self, is_lake, Position, RankText, FILE_ALIASES, GEOMETRY};
use super::rules::Ruleset;
use super::two_squares::{RunInfo, TwoSquaresRun};
use crate::core::game::{Judgement, Meter, MoveFacts};
use crate::core::piece::BySide;
use crate::core::{Citation, Error, GameResult, Lang, MoveRef, PieceId, RepetitionTable, Square};
use serde::Serialize;
use std::cell::Cell;

pub const ISF5: Citation = Citation {
    rule: "ISF 5",
    title: "Moves and battles",
    source: "ISF game rules, article 5 (spec stratego.md, 'Moves and battles')",
};
pub const ISF10: Citation = Citation {
    rule: "ISF 10",
    title: "Two-Squares Rule",
    source: "ISF game rules, article 10; the German Stratego federation's page 'Zwei-Feld-Regel', its tables",
};
pub const ISF11: Citation = Citation {
    rule: "ISF 11",
    title: "More-Squares Rule",
    source: "the German Stratego federation's page 'Mehr-Feld-Regel' (with its three examples); Gravon's rule definitions",
};
pub const ISF12: Citation = Citation {
    rule: "ISF 12",
    title: "End of the game",
    source: "ISF game rules, article 12 (spec stratego.md, 'Moves and battles')",
};

/// A move from one square to another, written `B2-B3`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    pub from: Square,
    pub to: Square,
}

pub const MAX_MOVE_TEXT: usize = 64;

impl Move {
    /// Reads `B2-B3`, `b2-b3`, `B2xB3`, `B2 B3`, and `K` for the tenth file.
    pub fn parse(text: &str) -> Result<Move, Error> {
        match Move::parse_plain(text) {
            Some(mv) => Ok(mv),
            None => Move::parse_any(text),
        }
    }

    /// Reads any form `parse` accepts, splitting the text at separators and whitespace.
    fn parse_any(text: &str) -> Result<Move, Error> {
        let bad = |reason: &str| Error::BadMove {
            text: text.chars().take(MAX_MOVE_TEXT).collect(),
            reason: reason.to_string(),
        };
        if crate::core::error::check_len(text, MAX_MOVE_TEXT, "a move").is_err() {
            return Err(bad("too long for a move"));
        }
        let t = text.trim();
        let mut parts = t
            .split(|c: char| c == '-' || c == 'x' || c == 'X' || c == ':' || c.is_whitespace())
            .filter(|p| !p.is_empty());
        let (Some(first), Some(second), None) = (parts.next(), parts.next(), parts.next()) else {
            return Err(bad("expected two squares such as B2-B3"));
        };
        let square =
            |s: &str| position::parse_square(s).map_err(|_| Error::square_in_move(text, s, ""));
        let (from, to) = (square(first)?, square(second)?);
        Ok(Move { from, to })
    }

    /// The form histories are written in, `B2-B3`: two squares (a letter and one or two digits)
    /// around one separator and nothing else, read byte by byte without the general splitting
    /// (`parse` reads the same two squares from it); `None` for any other text.
    #[inline(always)]
    pub(super) fn parse_plain(text: &str) -> Option<Move> {
        let (from, rest) = plain_square(text.as_bytes())?;
        let [sep, rest @ ..] = rest else { return None };
        if !is_separator(*sep) {
            return None;
        }
        match plain_square(rest)? {
            (to, []) => Some(Move { from, to }),
            _ => None,
        }
    }

    pub fn text(&self) -> String {
        let mut out = String::with_capacity(7);
        self.from.push_name(&mut out);
        out.push('-');
        self.to.push_name(&mut out);
        out
    }
}

/// Whether `b` separates the two squares of a move (as whitespace also does).
#[inline(always)]
fn is_separator(b: u8) -> bool {
    matches!(b, b'-' | b'x' | b'X' | b':')
}

/// A square at the start of `b` as [`position::parse_square`] reads it (a file letter `A`-`J`,
/// `K` for the tenth file, either case; a rank 1-10 without a leading zero), and the bytes after
/// it; `None` unless the square is followed by something other than a digit.
#[inline(always)]
fn plain_square(b: &[u8]) -> Option<(Square, &[u8])> {
    let [letter, d, rest @ ..] = b else {
        return None;
    };
    const _: () = assert!(FILE_ALIASES.len() == 1 && FILE_ALIASES[0].0 == 'K');
    let file = match letter.to_ascii_uppercase() {
        b'K' => FILE_ALIASES[0].1,
        upper @ b'A'..=b'J' => upper - b'A',
        _ => return None,
    };
    let (rank, rest) = match (*d, rest) {
        (b'1', [b'0', rest @ ..]) => (9, rest),
        (d @ b'1'..=b'9', _) => (d - b'1', rest),
        _ => return None,
    };
    if rest.first().is_some_and(u8::is_ascii_digit) {
        return None;
    }
    Some((Square::new(file, rank), rest))
}

/// Why a move may not be played. (Plain data, as the rest of an [`Assessment`]: a replayed move
/// is judged without writing or freeing any text.)
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fault {
    Movement(MovementFault),
    TwoSquares {
        run: TwoSquaresRun,
    },
    MoreSquares {
        /// The ply after which the repeated board stood (`Game::reference` names the move).
        earlier: usize,
        squares: usize,
        came_from: Option<Square>,
    },
    GameOver,
}

impl Fault {
    pub fn rule(&self) -> &'static str {
        match self {
            Fault::Movement(_) => "movement",
            Fault::TwoSquares { .. } => "two-squares",
            Fault::MoreSquares { .. } => "more-squares",
            Fault::GameOver => "game-over",
        }
    }

    pub fn citation(&self) -> Citation {
        match self {
            Fault::Movement(_) => ISF5,
            Fault::TwoSquares { .. } => ISF10,
            Fault::MoreSquares { .. } => ISF11,
            Fault::GameOver => ISF12,
        }
    }
}

/// What the rules say about one move, before it is played.
#[derive(Clone, Copy, Debug)]
pub struct Assessment {
    pub mv: Move,
    pub side: Side,
    pub piece: Option<Piece>,
    pub fault: Option<Fault>,
    pub battle: Option<(Piece, Outcome)>,
    pub run: Option<TwoSquaresRun>,
    pub threatened: Threatened,
    pub chase: Option<ChaseAssessment>,
}

impl Assessment {
    /// An assessment to be written by [`Game::assess_into`].
    #[inline(always)]
    fn blank(side: Side, mv: Move) -> Assessment {
        Assessment {
            mv,
            side,
            piece: None,
            fault: None,
            battle: None,
            run: None,
            threatened: Threatened::default(),
            chase: None,
        }
    }
}

/// The enemy pieces orthogonally next to the square a piece moves to (at most four), with their
/// squares, kept inline (read as a slice): judging a move allocates nothing. Items past `len` are
/// never read (equality compares the slices).
#[derive(Clone, Copy, Debug)]
pub struct Threatened {
    len: u8,
    items: [(PieceId, Square); 4],
}

impl Default for Threatened {
    #[inline(always)]
    fn default() -> Self {
        Threatened {
            len: 0,
            items: [(PieceId(0), Square::new(0, 0)); 4],
        }
    }
}

impl PartialEq for Threatened {
    fn eq(&self, other: &Threatened) -> bool {
        **self == **other
    }
}

impl Eq for Threatened {}

impl std::ops::Deref for Threatened {
    type Target = [(PieceId, Square)];
    #[inline(always)]
    fn deref(&self) -> &[(PieceId, Square)] {
        self.items.get(..usize::from(self.len)).unwrap_or(&[])
    }
}

#[derive(Clone, Copy, Debug)]
pub struct ChaseAssessment {
    pub continues: bool,
    pub chasing_move: bool,
    pub squares: usize,
    /// The ply after which the board this chasing move makes last stood.
    pub repeated: Option<usize>,
    pub exception: bool,
}

#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BattleInfo {
    pub attacker: Rank,
    pub defender: Rank,
    pub outcome: Outcome,
    pub text: String,
}

/// The run's fields and the text, in one object. (Written out rather than with
/// `#[serde(flatten)]`, which goes through a map serialiser: a tenth of a row's cost in wasm.)
#[derive(Clone, Debug)]
pub struct TwoSquaresInfo {
    pub run: RunInfo,
    pub text: String,
}

impl Serialize for TwoSquaresInfo {
    fn serialize<S: serde::Serializer>(&self, out: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let r = &self.run;
        let mut st = out.serialize_struct("TwoSquaresInfo", 6)?;
        st.serialize_field("kind", &crate::wire::Fixed(r.kind))?;
        st.serialize_field("from", &r.from)?;
        st.serialize_field("to", &r.to)?;
        st.serialize_field("count", &r.count)?;
        st.serialize_field("limit", &r.limit)?;
        st.serialize_field("text", &self.text)?;
        st.end()
    }
}

/// Stratego's own fields of a verdict or a row (a [`Judgement`]'s `details`).
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Details {
    /// The rank of the moving piece (none when the square is empty).
    pub piece: Option<Rank>,
    /// Rows only: the moving piece's name in the answer's language.
    pub piece_name: Option<&'static str>,
    pub battle: Option<BattleInfo>,
    pub two_squares: Option<TwoSquaresInfo>,
    pub more_squares: Option<ChaseInfo>,
    /// Verdicts only, for a More-Squares refusal: the move after which the repeated board stood.
    pub earlier: Option<MoveRef>,
    /// Rows only: what playing the move changed (a run at its limit, a battle, a chase ended).
    pub notes: Vec<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ended {
    FlagCaptured(Side),
    NoLegalMove(Side),
    BothStuck,
}

#[derive(Clone, Debug)]
pub struct Game {
    rules: Ruleset,
    pos: Position,
    first_mover: Side,
    played: Vec<Move>,
    /// What undoes each move played, last one last ([`Game::unplay`]); kept unless the game is
    /// replayed for one answer ([`Game::replaying_once`]).
    undo: Vec<Undo>,
    keeps_undo: bool,
    seen: RepetitionTable<true>,
    runs: BySide<Option<TwoSquaresRun>>,
    chases: BySide<ContinuousChase>,
    /// Each side's last move: which piece, from which square.
    last_move: BySide<Option<(PieceId, Square)>>,
    /// How the game ended, once known: a captured Flag is known when it happens; whether the side
    /// to move has no legal move is found only when asked (`ended()`), since that search costs more
    /// than the rest of a replayed ply, and a replayed legal move shows it anyway (`play`).
    ended: Cell<Option<Ended>>,
    /// Whether `ended` is up to date with the position.
    end_known: Cell<bool>,
    /// The ranks of the position's text, kept by [`Game::explain_onto`] for the next row (a
    /// move changes the ranks of its two squares only), while `ranks_known`: any other change of
    /// the position ([`Game::apply`], [`Game::unplay`]) makes it false.
    ranks_text: [RankText; 10],
    ranks_known: bool,
}

/// What undoes a move played: what stood on its target square, and the rules' state before it.
#[derive(Clone, Debug)]
struct Undo {
    /// The moved piece (it may have left the board in a battle).
    mover: Option<Piece>,
    target: Option<Piece>,
    runs: BySide<Option<TwoSquaresRun>>,
    /// The chases before the move.
    chases: BySide<ContinuousChase>,
    last_move: Option<(PieceId, Square)>,
    /// The positions seen before a battle forgot them.
    seen: Option<RepetitionTable<true>>,
}

impl Game {
    pub fn new(pos: Position, rules: Ruleset) -> Game {
        let mut seen = RepetitionTable::new();
        seen.record(pos.board_hash(), 0);
        Game {
            rules,
            first_mover: pos.to_move,
            pos,
            played: Vec::new(),
            undo: Vec::new(),
            keeps_undo: true,
            seen,
            runs: BySide::default(),
            chases: BySide::default(),
            last_move: BySide::default(),
            ended: Cell::new(None),
            end_known: Cell::new(false),
            ranks_text: [RankText::default(); 10],
            ranks_known: false,
        }
    }

    /// A history of `plies` moves is about to be replayed for one answer: none will be taken
    /// back, so no record to undo them is kept ([`Game::unplay`] gives false), the boards seen
    /// are looked up in a lazy table (the More-Squares Rule asks for them only for a chasing
    /// move: [`RepetitionTable::lazy`]), and room is made for them.
    pub fn replaying_once(&mut self, plies: usize) {
        self.keeps_undo = false;
        self.seen.lazy();
        self.reserve(plies);
    }

    /// `plies` more moves are about to be played and kept (a session's scribe explaining them):
    /// room for them in the list of moves, the records to undo them and the boards seen.
    pub fn reserve(&mut self, plies: usize) {
        self.played.reserve(plies);
        if self.keeps_undo {
            self.undo.reserve(plies);
        }
        self.seen.reserve(plies);
    }

    pub fn position(&self) -> &Position {
        &self.pos
    }

    pub fn rules(&self) -> Ruleset {
        self.rules
    }

    pub fn ply(&self) -> usize {
        self.played.len()
    }

    /// The label of the move at `ply` (0 = the first move played): `1a` is Red's first move,
    /// `1b` Blue's, as in the seed's tables.
    pub fn label(&self, ply: usize) -> String {
        let offset = usize::from(self.first_mover == Side::Blue);
        let n = ply + offset;
        // written out rather than through `fmt` (every row has a label)
        let mut out = String::with_capacity(8);
        crate::core::i18n::push_number(&mut out, (n / 2 + 1) as u64);
        out.push(if n % 2 == 0 { 'a' } else { 'b' });
        out
    }

    /// The move after which the board stood that stands after `ply_after` plies (`0`: the start).
    fn reference(&self, ply_after: usize) -> MoveRef {
        if ply_after == 0 {
            MoveRef {
                label: "0".into(),
                text: String::new(),
            }
        } else {
            MoveRef {
                label: self.label(ply_after - 1),
                text: self.played[ply_after - 1].text(),
            }
        }
    }

    /// Enemy pieces orthogonally next to `to` when `side` moves there without a battle, written
    /// into `out` (its items past `len` are left as they were: they are never read).
    #[inline(always)]
    fn threats_into(&self, side: Side, to: Square, out: &mut Threatened) {
        let mut len = 0;
        for sq in position::neighbours(to).into_iter().flatten() {
            if let Some(p) = self.pos.get(sq).filter(|p| p.side != side) {
                if let Some(slot) = out.items.get_mut(len) {
                    *slot = (p.id, sq);
                    len += 1;
                }
            }
        }
        out.len = len as u8;
    }

    #[inline(always)]
    fn movement_fault(&self, side: Side, mv: Move) -> Result<Piece, MovementFault> {
        let Move { from, to } = mv;
        let piece = self.pos.get(from).ok_or(MovementFault::NoPiece(from))?;
        if piece.side != side {
            return Err(MovementFault::NotYours(from, piece.side));
        }
        if !piece.rank.is_movable() {
            return Err(MovementFault::Immovable(from, piece.rank));
        }
        if from == to {
            return Err(MovementFault::SameSquare);
        }
        if from.file != to.file && from.rank != to.rank {
            return Err(MovementFault::NotOrthogonal);
        }
        if is_lake(to) {
            return Err(MovementFault::Lake(to));
        }
        if from.distance(to) > 1 {
            if piece.rank != Rank::Scout {
                return Err(MovementFault::OneStepOnly(piece.rank));
            }
            let df = (to.file as i8 - from.file as i8).signum();
            let dr = (to.rank as i8 - from.rank as i8).signum();
            let mut sq = from;
            loop {
                sq = Square::new((sq.file as i8 + df) as u8, (sq.rank as i8 + dr) as u8);
                if sq == to {
                    break;
                }
                if is_lake(sq) {
                    return Err(MovementFault::Lake(sq));
                }
                if self.pos.get(sq).is_some() {
                    return Err(MovementFault::Blocked(sq));
                }
            }
        }
        if let Some(target) = self.pos.get(to) {
            if target.side == side {
                return Err(MovementFault::OwnPiece(to));
            }
        }
        Ok(piece)
    }

    /// Judges `mv` for the side to move.
    #[inline(always)]
    pub fn assess(&self, mv: Move) -> Result<Assessment, Error> {
        self.assess_for(self.pos.to_move, mv)
    }

    fn assess_for(&self, side: Side, mv: Move) -> Result<Assessment, Error> {
        let mut a = Assessment::blank(side, mv);
        self.assess_into(side, mv, &mut a)?;
        Ok(a)
    }

    /// Judges `mv` for `side` into `a` (all of it written): the assessment is not moved from
    /// function to function (in wasm a move of it is a `memory.copy`, a call out of the compiled
    /// code), as a replayed ply judges one move and keeps little of it.
    fn assess_into(&self, side: Side, mv: Move, a: &mut Assessment) -> Result<(), Error> {
        // field by field: a whole new Assessment would be built on the stack and copied in
        a.mv = mv;
        a.side = side;
        a.piece = self.pos.get(mv.from);
        a.fault = None;
        a.battle = None;
        a.run = None;
        a.threatened.len = 0;
        a.chase = None;
        if self.ended_now().is_some() {
            a.fault = Some(Fault::GameOver);
            return Ok(());
        }
        let piece = match self.movement_fault(side, mv) {
            Ok(p) => p,
            Err(f) => {
                a.fault = Some(Fault::Movement(f));
                return Ok(());
            }
        };
        if let Some(defender) = self.pos.get(mv.to) {
            let outcome = battle::resolve(piece.rank, defender.rank)
                .ok_or_else(|| Error::UnknownBattle { text: mv.text() })?;
            a.battle = Some((defender, outcome));
        }
        // Two-Squares Rule (ISF 10): attacks count too.
        let run = TwoSquaresRun::after(
            self.runs.get(side.is_blue()).as_ref(),
            piece.id,
            mv.from,
            mv.to,
        );
        a.run = run;
        if let Some(run) = run {
            if run.count > self.rules.two_squares_limit {
                a.fault = Some(Fault::TwoSquares { run });
                return Ok(());
            }
        }
        if a.battle.is_some() {
            return Ok(()); // a battle threatens nothing
        }
        self.threats_into(side, mv.to, &mut a.threatened);
        if a.threatened.is_empty() {
            return Ok(());
        }
        let chase = self.chases.get(side.is_blue());
        let step = chase.step(&a.threatened);
        let mut assessment = ChaseAssessment {
            continues: step.continues,
            chasing_move: step.chasing_move,
            squares: step.squares,
            repeated: None,
            exception: false,
        };
        if step.chasing_move {
            let code = piece.hash_code();
            let after = self.pos.board_hash()
                ^ crate::core::hash::key(GEOMETRY.index(mv.from), code)
                ^ crate::core::hash::key(GEOMETRY.index(mv.to), code);
            if let Some(ply_after) = self.seen.last(after) {
                let last = *self.last_move.get(side.is_blue());
                let exception = matches!(last, Some((id, from)) if id == piece.id && from == mv.to);
                assessment.repeated = Some(ply_after);
                assessment.exception = exception;
                if !exception && self.rules.more_squares {
                    let came_from = last.filter(|(id, _)| *id == piece.id).map(|(_, f)| f);
                    a.fault = Some(Fault::MoreSquares {
                        earlier: ply_after,
                        squares: step.squares,
                        came_from,
                    });
                }
            }
        }
        if self.rules.more_squares {
            a.chase = Some(assessment);
        }
        Ok(())
    }

    /// Plays a move already judged legal.
    fn apply(&mut self, a: &Assessment) {
        let Some(piece) = a.piece else { return };
        self.ranks_known = false;
        let side = a.side;
        let battle = a.battle.is_some();
        if self.keeps_undo {
            self.undo.push(Undo {
                mover: Some(piece),
                target: self.pos.get(a.mv.to),
                runs: self.runs,
                chases: self.chases,
                last_move: *self.last_move.get(side.is_blue()),
                seen: None,
            });
        }
        self.pos.set(a.mv.from, None);
        match a.battle {
            None => self.pos.set(a.mv.to, Some(piece)),
            Some((defender, outcome)) => {
                match outcome {
                    Outcome::AttackerWins | Outcome::FlagCaptured => {
                        self.pos.set(a.mv.to, Some(piece))
                    }
                    Outcome::DefenderWins => {}
                    Outcome::BothRemoved => self.pos.set(a.mv.to, None),
                }
                let defender_gone = matches!(
                    outcome,
                    Outcome::AttackerWins | Outcome::FlagCaptured | Outcome::BothRemoved
                );
                let other = self.runs.get_mut(!side.is_blue());
                if defender_gone && other.is_some_and(|r| r.piece == defender.id) {
                    *other = None;
                }
                if outcome == Outcome::FlagCaptured {
                    self.ended.set(Some(Ended::FlagCaptured(side)));
                }
            }
        }
        let attacker_gone = matches!(
            a.battle,
            Some((_, Outcome::DefenderWins | Outcome::BothRemoved))
        );
        *self.runs.get_mut(side.is_blue()) = if attacker_gone { None } else { a.run };
        if battle {
            match self.undo.last_mut().filter(|_| self.keeps_undo) {
                Some(u) => u.seen = Some(std::mem::take(&mut self.seen)),
                None => self.seen.clear(),
            }
            self.chases.first.end();
            self.chases.second.end();
        } else {
            self.chases
                .get_mut(side.is_blue())
                .after_own_move(&a.threatened, self.played.len());
            self.chases.get_mut(!side.is_blue()).after_reply(piece.id);
        }
        *self.last_move.get_mut(side.is_blue()) = Some((piece.id, a.mv.from));
        self.played.push(a.mv);
        self.pos.to_move = side.other();
        self.seen.record(self.pos.board_hash(), self.played.len());
        // Known if the Flag was captured; else asked again of the new position when needed.
        self.end_known.set(self.ended.get().is_some());
    }

    /// Takes back the last move played (false when there is none): the state is the one before
    /// it, as if it had never been played.
    pub fn unplay(&mut self) -> bool {
        let (Some(mv), Some(u)) = (self.played.pop(), self.undo.pop()) else {
            return false;
        };
        let side = self.pos.to_move.other();
        self.ranks_known = false;
        self.pos.set(mv.from, u.mover);
        self.pos.set(mv.to, u.target);
        self.pos.to_move = side;
        self.runs = u.runs;
        self.chases = u.chases;
        *self.last_move.get_mut(side.is_blue()) = u.last_move;
        match u.seen {
            Some(seen) => self.seen = seen,
            None => self.seen.unrecord_last(),
        }
        // The side had a legal move (it played one): the game had not ended.
        self.ended.set(None);
        self.end_known.set(true);
        true
    }

    /// Judges `mv` for the side to move, knowing that if it is legal the side is not stuck: while
    /// whether the side to move has a legal move is not yet known, the move is first judged as if
    /// the game went on; only a refused move needs the search (`ended()`), and is judged again.
    /// The same verdict as `assess`, without a search for a legal move after every replayed ply.
    pub fn assess_next(&self, mv: Move) -> Result<Assessment, Error> {
        let mut a = Assessment::blank(self.pos.to_move, mv);
        self.assess_next_into(mv, &mut a)?;
        Ok(a)
    }

    /// [`Game::assess_next`] into `a` ([`Game::assess_into`]).
    fn assess_next_into(&self, mv: Move, a: &mut Assessment) -> Result<(), Error> {
        let side = self.pos.to_move;
        if self.end_known.get() {
            return self.assess_into(side, mv, a);
        }
        self.end_known.set(true); // `ended` is None here (a captured Flag is always known)
        if let Ok(()) = self.assess_into(side, mv, a) {
            if a.fault.is_none() {
                return Ok(());
            }
        }
        self.end_known.set(false);
        self.assess_into(side, mv, a)
    }

    /// Plays `mv` if legal; returns the assessment either way.
    pub fn play(&mut self, mv: Move) -> Result<Assessment, Error> {
        let a = self.assess_next(mv)?;
        if a.fault.is_none() {
            self.apply(&a);
        }
        Ok(a)
    }

    /// Plays `mv` as a record has it although the Two-Squares or More-Squares Rule refuses it (a
    /// report that goes on past a violation): the move judged with neither rule and played if the
    /// board allows it; whether played. The piece's run goes on counting (its next move over the
    /// same edge is a violation again), and the board it makes counts for the chase as any other.
    pub fn play_on(&mut self, mv: Move) -> bool {
        let rules = self.rules;
        self.rules.two_squares_limit = u32::MAX;
        self.rules.more_squares = false;
        let a = self.assess_next(mv);
        self.rules = rules;
        match a {
            Ok(a) if a.fault.is_none() => {
                self.apply(&a);
                true
            }
            _ => false,
        }
    }

    /// Plays `mv` if legal (as [`Game::play`]); whether it was. A replayed move is judged and
    /// played without its assessment leaving the game.
    pub fn play_if_legal(&mut self, mv: Move) -> Result<bool, Error> {
        let mut a = Assessment::blank(self.pos.to_move, mv);
        self.assess_next_into(mv, &mut a)?;
        let legal = a.fault.is_none();
        if legal {
            self.apply(&a);
        }
        Ok(legal)
    }

    fn candidate_targets(&self, from: Square, rank: Rank) -> Vec<Square> {
        let mut out = Vec::new();
        for d in crate::core::geometry::ORTHOGONAL {
            let mut sq = from;
            while let Some(next) = GEOMETRY.step(sq, d) {
                if is_lake(next) {
                    break;
                }
                out.push(next);
                if self.pos.get(next).is_some() || rank != Rank::Scout {
                    break;
                }
                sq = next;
            }
        }
        out
    }

    /// Every legal move of `side` in the current state, the rules applied.
    fn legal_moves_for(&self, side: Side, stop_at_first: bool) -> Vec<Move> {
        let mut out = Vec::new();
        let corner = Square::new(0, 0);
        let mut a = Assessment::blank(
            side,
            Move {
                from: corner,
                to: corner,
            },
        );
        for (from, p) in self.pos.pieces() {
            if p.side != side || !p.rank.is_movable() {
                continue;
            }
            for to in self.candidate_targets(from, p.rank) {
                let mv = Move { from, to };
                // A battle whose result is unknown is still a move the player can make.
                let legal = match self.assess_into(side, mv, &mut a) {
                    Ok(()) => a.fault.is_none(),
                    Err(_) => true,
                };
                if legal {
                    out.push(mv);
                    if stop_at_first {
                        return out;
                    }
                }
            }
        }
        out
    }

    pub fn legal_moves(&self) -> Vec<Move> {
        if self.ended().is_some() {
            return Vec::new();
        }
        self.legal_moves_for(self.pos.to_move, false)
    }

    /// [`Game::ended`], without a call where it is known (every replayed ply asks).
    #[inline(always)]
    fn ended_now(&self) -> Option<Ended> {
        if self.end_known.get() {
            self.ended.get()
        } else {
            self.ended()
        }
    }

    /// How the game ended, if it did: a captured Flag, or (searched for here, once per position,
    /// when not yet known) the side to move without a legal move (ISF: it loses; both stuck: a draw).
    fn ended(&self) -> Option<Ended> {
        if !self.end_known.get() {
            // The search judges moves, which asks `ended()`: the game goes on while it looks.
            self.end_known.set(true);
            let side = self.pos.to_move;
            if self.legal_moves_for(side, true).is_empty() {
                self.ended.set(Some(
                    if self.legal_moves_for(side.other(), true).is_empty() {
                        Ended::BothStuck
                    } else {
                        Ended::NoLegalMove(side)
                    },
                ));
            }
        }
        self.ended.get()
    }

    pub fn result(&self, lang: Lang) -> GameResult {
        match &self.ended() {
            None => GameResult::default(),
            Some(Ended::FlagCaptured(w)) => GameResult {
                over: true,
                winner: Some(w.id()),
                reason: Some("flag-captured"),
                message: Some(msg::result_flag(lang, *w)),
            },
            Some(Ended::NoLegalMove(loser)) => GameResult {
                over: true,
                winner: Some(loser.other().id()),
                reason: Some("no-legal-move"),
                message: Some(msg::result_no_move(lang, *loser)),
            },
            Some(Ended::BothStuck) => GameResult {
                over: true,
                winner: None,
                reason: Some("both-stuck"),
                message: Some(msg::result_both_stuck(lang)),
            },
        }
    }

    /// The message of a refused move.
    pub fn fault_message(&self, a: &Assessment, fault: &Fault, lang: Lang) -> String {
        match fault {
            Fault::Movement(f) => msg::movement(lang, &a.mv.text(), f, a.side),
            Fault::TwoSquares { run } => {
                let (from, to) = run.ends();
                let rank = a.piece.map(|p| p.rank).unwrap_or(Rank::Unknown);
                msg::two_squares_refused(
                    lang,
                    rank,
                    from,
                    to,
                    run.count,
                    self.rules.two_squares_limit,
                )
            }
            Fault::MoreSquares {
                earlier,
                squares,
                came_from,
            } => {
                let rank = a.piece.map(|p| p.rank).unwrap_or(Rank::Unknown);
                msg::more_squares_refused(
                    lang,
                    a.side,
                    rank,
                    a.mv.to,
                    *squares,
                    &self.reference(*earlier),
                    *came_from,
                )
            }
            Fault::GameOver => {
                let r = self.result(lang);
                msg::game_over(lang, r.message.as_deref().unwrap_or(""))
            }
        }
    }

    fn squares_of(&self, a: &Assessment) -> Vec<Square> {
        let mut squares = vec![a.mv.from, a.mv.to];
        let mut add = |sq: Square| {
            if !squares.contains(&sq) {
                squares.push(sq)
            }
        };
        match &a.fault {
            Some(Fault::TwoSquares { run }) => {
                let (f, t) = run.ends();
                add(f);
                add(t);
            }
            Some(Fault::MoreSquares { .. }) => {
                for (_, sq) in a.threatened.iter() {
                    add(*sq);
                }
            }
            _ => {}
        }
        squares
    }

    /// The names of [`Game::squares_of`] as static texts ([`Square::text`]); a legal move's (its
    /// own two, every row of an explanation has them) without the list of squares first.
    fn square_texts(&self, a: &Assessment) -> Vec<std::borrow::Cow<'static, str>> {
        if a.fault.is_none() {
            return vec![a.mv.from.text(), a.mv.to.text()];
        }
        self.squares_of(a).iter().map(|sq| sq.text()).collect()
    }

    fn two_squares_info(&self, a: &Assessment, lang: Lang) -> Option<TwoSquaresInfo> {
        if matches!(a.fault, Some(Fault::Movement(_) | Fault::GameOver)) {
            return None;
        }
        let limit = self.rules.two_squares_limit;
        a.run.map(|run| {
            let info = run.info(limit);
            let text = msg::run_text(lang, info.kind, info.from, info.to, info.count, limit);
            TwoSquaresInfo { run: info, text }
        })
    }

    fn chase_info(&self, a: &Assessment, lang: Lang) -> Option<ChaseInfo> {
        let c = a.chase.as_ref()?;
        if matches!(a.fault, Some(Fault::TwoSquares { .. })) {
            return None;
        }
        let repeated = c.repeated.map(|ply| self.reference(ply));
        let text = msg::chase_text(
            lang,
            &msg::ChaseWords {
                continues: c.continues,
                squares: c.squares,
                chasing_move: c.chasing_move,
                repeated: repeated.as_ref(),
                exception: c.exception,
            },
        );
        Some(ChaseInfo {
            chase: c.continues && c.squares > 2,
            squares: c.squares,
            threatened: a.threatened.iter().map(|(_, sq)| *sq).collect(),
            chasing_move: c.chasing_move,
            repeated,
            exception: c.exception,
            text,
        })
    }

    fn battle_info(a: &Assessment, lang: Lang) -> Option<BattleInfo> {
        let (defender, outcome) = a.battle?;
        let attacker = a.piece?.rank;
        Some(BattleInfo {
            attacker,
            defender: defender.rank,
            outcome,
            text: msg::battle_text(lang, attacker, defender.rank, outcome),
        })
    }

    /// The verdict on `a` (judged in this state, not yet played).
    pub fn verdict(&self, a: &Assessment, lang: Lang) -> crate::core::Verdict<Details> {
        let earlier = match &a.fault {
            Some(Fault::MoreSquares { earlier, .. }) => Some(self.reference(*earlier)),
            _ => None,
        };
        crate::core::Verdict {
            legal: a.fault.is_none(),
            rule: a.fault.as_ref().map(Fault::rule),
            message: match &a.fault {
                Some(f) => self.fault_message(a, f, lang),
                None => msg::legal(lang, &a.mv.text()),
            },
            citation: a.fault.as_ref().map(Fault::citation),
            squares: self.square_texts(a),
            details: Details {
                piece: a.piece.map(|p| p.rank),
                piece_name: None,
                battle: Self::battle_info(a, lang),
                two_squares: self.two_squares_info(a, lang),
                more_squares: self.chase_info(a, lang),
                earlier,
                notes: Vec::new(),
            },
        }
    }

    /// Explains `mv` (entry `index` of a history) and plays it if legal: its row (the verdict, the
    /// piece's name, the notes on what the move changed, `ply` and the position after it), built
    /// where it is pushed onto `rows` rather than moved through the calls in between.
    pub fn explain_onto(
        &mut self,
        index: usize,
        mv: Move,
        lang: Lang,
        rows: &mut Vec<Judgement<Details>>,
    ) -> Result<(), Error> {
        let label = self.label(self.ply());
        let side = self.pos.to_move.id();
        let mut a = Assessment::blank(self.pos.to_move, mv);
        self.assess_next_into(mv, &mut a)?;
        let mut details = Details {
            piece: a.piece.map(|p| p.rank),
            piece_name: a.piece.map(|p| msg::rank_name(lang, p.rank)),
            battle: Self::battle_info(&a, lang),
            two_squares: self.two_squares_info(&a, lang),
            more_squares: self.chase_info(&a, lang),
            earlier: None,
            notes: Vec::new(),
        };
        let text = mv.text();
        let message = match &a.fault {
            Some(f) => self.fault_message(&a, f, lang),
            None => msg::legal(lang, &text),
        };
        let position = self.play_noted(&a, lang, &mut details.notes);
        let meter = if a.fault.is_none() {
            self.meter(lang)
        } else {
            Vec::new()
        };
        rows.push(Judgement {
            legal: a.fault.is_none(),
            rule: a.fault.as_ref().map(Fault::rule),
            citation: a.fault.as_ref().map(Fault::citation),
            message,
            label,
            side,
            facts: MoveFacts {
                text,
                from: Some(mv.from.text()),
                to: Some(mv.to.text()),
                piece: details.piece.map(Rank::id),
                capture: details.battle.is_some(),
                ..MoveFacts::default()
            },
            squares: self.square_texts(&a),
            details,
            ply: Some(index),
            position: Some(position),
            events: Vec::new(),
            meter,
        });
        Ok(())
    }

    /// The rule meter now (docs/api.md, "The rule meter"): each side's Two-Squares run from its
    /// second move on, and each continuous chase in progress (under the More-Squares Rule), the
    /// side that moved last first. Read from the runs and chases the refusals read.
    pub fn meter(&self, lang: Lang) -> Vec<Meter> {
        let mover = self.pos.to_move.other();
        self.meter_of(&self.runs, &self.chases, mover, None, lang)
    }

    /// The rule meter after `mv`, before it is played: [`Game::meter`] once it is (empty for a
    /// refused move). The runs and chases after it are the ones `Game::apply` keeps: the move's
    /// run, as judged (none when the mover fell in a battle), the other side's unless its piece
    /// fell, and the chases moved on by the move (ended by a battle).
    pub fn meter_after(&self, mv: Move, lang: Lang) -> Vec<Meter> {
        let Ok(a) = self.assess_next(mv) else {
            return Vec::new();
        };
        let (Some(piece), None) = (a.piece, a.fault) else {
            return Vec::new();
        };
        let side = a.side;
        let mut runs = self.runs;
        let mut chases = self.chases;
        let mover_gone = matches!(
            a.battle,
            Some((_, Outcome::DefenderWins | Outcome::BothRemoved))
        );
        if let Some((defender, outcome)) = a.battle {
            let defender_gone = matches!(
                outcome,
                Outcome::AttackerWins | Outcome::FlagCaptured | Outcome::BothRemoved
            );
            let other = runs.get_mut(!side.is_blue());
            if defender_gone && other.is_some_and(|r| r.piece == defender.id) {
                *other = None;
            }
            chases.first.end();
            chases.second.end();
        } else {
            chases
                .get_mut(side.is_blue())
                .after_own_move(&a.threatened, self.ply());
            chases.get_mut(!side.is_blue()).after_reply(piece.id);
        }
        *runs.get_mut(side.is_blue()) = if mover_gone { None } else { a.run };
        let moved = (!mover_gone).then_some((piece, mv.to));
        self.meter_of(&runs, &chases, side, moved, lang)
    }

    /// The meter of `runs` and `chases`, `mover` the side that moved last; `moved`: the piece that
    /// moved and where it stands now, when the board does not show it yet.
    fn meter_of(
        &self,
        runs: &BySide<Option<TwoSquaresRun>>,
        chases: &BySide<ContinuousChase>,
        mover: Side,
        moved: Option<(Piece, Square)>,
        lang: Lang,
    ) -> Vec<Meter> {
        // the pieces as they stand: the board's, the moved one where it went
        let moved_id = moved.map(|(p, _)| p.id);
        let standing = || {
            self.pos
                .pieces()
                .filter(move |(_, p)| Some(p.id) != moved_id)
                .map(|(sq, p)| (p, sq))
                .chain(moved)
        };
        let find = |id: PieceId| standing().find(|(p, _)| p.id == id);
        let limit = self.rules.two_squares_limit;
        let mut out = Vec::new();
        for side in [mover, mover.other()] {
            let Some(run) = runs.get(side.is_blue()) else {
                continue;
            };
            // a run shows from its second move (every move starts one), or at a limit of 1
            if run.count < 2.min(limit) {
                continue;
            }
            let Some((piece, _)) = find(run.piece) else {
                continue;
            };
            let (from, to) = run.ends();
            out.push(Meter {
                rule: "two-squares",
                side: Some(side.id()),
                count: run.count,
                limit: Some(limit),
                squares: vec![from.text(), to.text()],
                message: msg::run_meter(lang, side, piece.rank, from, to, run.count, limit),
            });
        }
        if !self.rules.more_squares {
            return out;
        }
        for side in [mover, mover.other()] {
            let chase = chases.get(side.is_blue());
            if !chase.is_active() {
                continue;
            }
            // the chased pieces: the other side's, which evaded or are threatened now
            // in the board's order (rank, then file), each put in its place as found
            let mut chased: Vec<(Rank, Square)> = Vec::new();
            for (p, sq) in standing().filter(|(p, _)| p.side != side && chase.chases(p.id)) {
                let at = chased
                    .iter()
                    .position(|(_, s)| (s.rank, s.file) > (sq.rank, sq.file))
                    .unwrap_or(chased.len());
                chased.insert(at, (p.rank, sq));
            }
            out.push(Meter {
                rule: "more-squares",
                side: Some(side.id()),
                count: chase.squares(),
                limit: None,
                squares: chased.iter().map(|(_, sq)| sq.text()).collect(),
                message: msg::chase_meter(
                    lang,
                    side,
                    &self.label(chase.since()),
                    &chased,
                    chase.squares(),
                ),
            });
        }
        out
    }

    /// Plays an assessed move if legal, adding a row's notes on what it changed to `notes`: the
    /// position's text after it (a refused move is not played: the position's text as it stands).
    fn play_noted(&mut self, a: &Assessment, lang: Lang, notes: &mut Vec<String>) -> String {
        if a.fault.is_some() {
            return self.pos.to_text();
        }
        let chasing_before = BySide {
            first: self.chases.first.is_active(),
            second: self.chases.second.is_active(),
        };
        // whether the ranks' texts are those of the position before the move (the last row's)
        let ranks_known = self.ranks_known;
        self.apply(a);
        let limit = self.rules.two_squares_limit;
        if let (Some(run), Some(piece)) = (a.run, a.piece) {
            if run.count == limit && self.runs.get(a.side.is_blue()).is_some() {
                let (f, t) = run.ends();
                notes.push(msg::limit_reached(lang, piece.rank, a.side, f, t, limit));
            }
        }
        if a.battle.is_some() {
            notes.push(msg::battle_resets_note(lang));
        } else if self.rules.more_squares {
            for side in [a.side, a.side.other()] {
                let was = *chasing_before.get(side.is_blue());
                if was && !self.chases.get(side.is_blue()).is_active() {
                    notes.push(msg::chase_ended_note(lang, side));
                }
            }
        }
        self.position_text_after(ranks_known, a.mv)
    }

    /// The position's text after `mv` was applied, from the ranks' texts before it (when
    /// `ranks_known`; else each rank is written): only the ranks of the move's two squares are
    /// written again. The ranks' texts are kept for the next row.
    fn position_text_after(&mut self, ranks_known: bool, mv: Move) -> String {
        if ranks_known {
            for rank in [mv.from.rank, mv.to.rank] {
                if let Some(slot) = self.ranks_text.get_mut(usize::from(rank)) {
                    *slot = self.pos.rank_text(usize::from(rank));
                }
            }
        } else {
            for (rank, slot) in self.ranks_text.iter_mut().enumerate() {
                *slot = self.pos.rank_text(rank);
            }
        }
        self.ranks_known = true;
        self.pos.text_of(&self.ranks_text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_plain_form_is_read_as_the_general_reading_reads_it() {
        let texts = [
            "B2-B3", "b2-b3", "B2xB3", "B2XB3", "B2:B3", "J10-J9", "K1-K2", "k10:j10", "A1-A10",
            "B2-x3", "Bx-B3", "B2--B3", "B2-B3-", "A11-A1", "A0-A1", "L1-L2", "B2-B", "2B-3B",
            "B2 B3", " B2-B3", "B2-B3 ", "B02-B3", "B2-B3x", "B2-ß3", "ÄB-B2", "B2-B33",
        ];
        for text in texts {
            if let Some(mv) = Move::parse_plain(text) {
                assert_eq!(Move::parse_any(text).ok(), Some(mv), "{text}");
            }
        }
        // every combination of a few letters, ranks and separators, read both ways
        let squares: Vec<String> = ["A", "a", "J", "j", "K", "k", "L", "x", "X", "É", "", "1"]
            .iter()
            .flat_map(|l| {
                ["1", "9", "10", "11", "0", "01", "100", "", "1a"].map(|r| format!("{l}{r}"))
            })
            .collect();
        let mut plain = 0;
        for a in &squares {
            for sep in ["-", "x", "X", ":", " ", "--", ""] {
                for b in &squares {
                    let text = format!("{a}{sep}{b}");
                    let general = Move::parse_any(&text).ok();
                    match Move::parse_plain(&text) {
                        Some(mv) => {
                            plain += 1;
                            assert_eq!(general, Some(mv), "{text}");
                        }
                        // whitespace and doubled separators are left to the general reading
                        None => {
                            assert!(general.is_none() || sep.len() != 1 || sep == " ", "{text}")
                        }
                    }
                }
            }
        }
        // squares: A, J, K in both cases on ranks 1, 9, 10; four separators
        assert_eq!(plain, 18 * 18 * 4);
        assert!(Move::parse_plain("B2-B3").is_some());
        assert!(Move::parse_plain("J10-J9").is_some());
        assert!(Move::parse_plain("B2 B3").is_none());
    }
}
