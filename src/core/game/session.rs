//! A game with state across calls ([`Session`]): its `validate` costs the same at ply 10 and at ply
//! 10,000.

use super::replay::{explain_entry, in_history, opened, refused, replay};
use super::{
    judgement, Explanation, ExplanationOf, Game, Judgement, LegalMove, Meter, Mode, Refusal,
};
use crate::core::error::check_len;
use crate::core::request::{Request, MAX_MOVE};
use crate::core::Error;

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
            // a session plays moves one at a time and refuses a violation: it stops there
            mode: Some(Mode::Stop.id()),
            header: self.game.header(),
            start: self.start.clone(),
            rows: Vec::new(),
            result: self.game.outcome(self.req.lang),
        }
    }

    /// The rule meter now (docs/api.md, "The rule meter"): the list the verdict of the last move
    /// played carried (empty at the start of a game whose rules count nothing yet).
    pub fn meter(&self) -> Vec<Meter> {
        self.game.meter(self.req.lang)
    }

    /// The legal moves now.
    pub fn legal_moves(&self) -> Result<Vec<LegalMove>, Error> {
        self.game.legal_now(&[])
    }

    pub fn game(&self) -> &G {
        &self.game
    }
}
