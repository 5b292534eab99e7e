//! Bogenschach's side of the game interface ([`crate::core::Game`]).
//!
//! A request's `moves` are turns (`"@e5 Nf3"`, `"@- e2e4"`, `"@d1 --"`), the last one possibly
//! the shoot-out's result (`"shoot-out: white"`). `rules`: `stuttgart` (default) or
//! `immediate-mate`. `position`: a FEN (default the chess start).

use super::game::{BogenResult, Details, Game, Options, RemovedInfo};
use super::messages;
use super::turn::{parse_entry, parse_shot_only, parse_turn, Entry, MoveText, Turn};
use crate::chess::notation::to_uci;
use crate::chess::position::{parse_square, square_name};
use crate::chess::{Color, Position, Role, START_FEN};
use crate::core::game::{
    judgement, Description, Explained, ImportedRecord, Judgement, LegalMove, Meter, MoveFacts, PieceKind, Refusal,
    RulesetSpec,
};
use crate::core::request::{PieceInfo, PositionInfo, Request};
use crate::core::{Error, Lang, Verdict};
use crate::wire::Own;
use serde::Serialize;

/// Perft of the chess moves from a FEN (blank: the start), for `perft("bogenschach", ...)`: the
/// positions Bogenschach reaches (a side without a King, the side not to move in check) are
/// accepted; shots are not part of the count (they are not moves).
pub fn perft(fen: &str, depth: u32, budget: u64) -> Result<u64, Error> {
    let pos = if fen.trim().is_empty() {
        Position::from_fen(START_FEN)?
    } else {
        Position::from_fen(fen)?
    };
    crate::chess::perft_within(&pos, depth, budget).ok_or(Error::perft_over_budget(budget))
}

/// A Bogenschach game under a ruleset (the state [`crate::core::Session`] keeps).
#[derive(Clone, Debug)]
pub struct Bogenschach {
    pub game: Game,
    /// The ruleset's name.
    pub rules: &'static str,
}

/// An entry of the history as read, with its text.
#[derive(Clone, Debug)]
pub struct TurnEntry {
    pub entry: Entry,
    pub text: String,
}

/// An explanation of a Bogenschach record.
pub type Explanation = crate::core::game::ExplanationOf<Bogenschach>;

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
            known: &["stuttgart", "immediate-mate"],
        }),
    }
}

fn shoot_out_refusal(reason: String) -> Refusal {
    Refusal {
        reason,
        label: Some("shoot-out".into()),
        text: None,
    }
}

impl Bogenschach {
    /// Records the shoot-out's result (`last`: no entry follows it).
    fn shoot_out(&mut self, winner: Color, last: bool) -> Result<(), Refusal> {
        if !last {
            return Err(shoot_out_refusal(
                "the shoot-out's result can only be the last entry".into(),
            ));
        }
        self.game.set_shoot_out(winner).map_err(shoot_out_refusal)
    }
}

impl crate::core::game::Shortcuts for Bogenschach {}

impl crate::core::Game for Bogenschach {
    const NAME: &'static str = "bogenschach";
    const SPACED_MOVES: bool = true;
    const MOVE_WORD: &'static str = "turn";
    type Move = TurnEntry;
    type Details = Details;
    type Outcome = BogenResult;

    fn describe() -> Description {
        Description {
            name: Self::NAME,
            title: "Bogenschach (archery chess)",
            files: 8,
            ranks: 8,
            file_names: (b'a'..=b'h').map(|c| (c as char).to_string()).collect(),
            rank_names: (1..=8).map(|r: u8| r.to_string()).collect(),
            sides: [Color::White.id(), Color::Black.id()],
            regions: Vec::new(),
            pieces: Role::ALL
                .iter()
                .map(|&r| PieceKind {
                    id: r.id(),
                    letter: r.letter(),
                    en: messages::piece_name(Lang::En, r.id()),
                    de: messages::piece_name(Lang::De, r.id()),
                    zh_hans: messages::piece_name(Lang::ZhHans, r.id()),
                    zh_hant: messages::piece_name(Lang::ZhHant, r.id()),
                })
                .collect(),
            rulesets: vec![
                RulesetSpec {
                    id: "stuttgart",
                    default: true,
                    about: "the Stuttgart rules: a mated player still shoots before he loses",
                },
                RulesetSpec {
                    id: "immediate-mate",
                    default: false,
                    about: "the chess reading of mate: a player mated by the opponent's move loses at once",
                },
            ],
            options: Vec::new(),
            position_format: "FEN",
            notations_read: &["san", "uci"],
            notations_written: &["san", "uci"],
            #[cfg(feature = "records")]
            records: super::records::READ,
            #[cfg(feature = "records")]
            records_written: super::records::WRITTEN,
            #[cfg(not(feature = "records"))]
            records: &[],
            #[cfg(not(feature = "records"))]
            records_written: &[],
            move_word: "turn",
            spaced_moves: Self::SPACED_MOVES,
            perft: true,
            perft_budget: crate::chess::PERFT_BUDGET,
            perft_max_depth: 5,
        }
    }

    fn open(req: &Request, position: Option<&str>) -> Result<Self, Error> {
        let (opts, rules) = options(req)?;
        let start = Position::from_fen(position.unwrap_or(START_FEN))?;
        Ok(Bogenschach {
            game: Game::new(start, opts),
            rules,
        })
    }

    #[cfg(feature = "records")]
    fn read_record(text: &str, lang: Lang) -> Result<ImportedRecord, Error> {
        super::records::read(text, lang)
    }

    #[cfg(feature = "records")]
    fn write_record(
        record: &ImportedRecord,
        format: &str,
        _notation: Option<&str>,
    ) -> Result<String, Error> {
        super::records::write(record, format)
    }

    #[cfg(not(feature = "records"))]
    #[inline(always)]
    fn read_record(_text: &str, _lang: Lang) -> Result<ImportedRecord, Error> {
        Err(Error::BadRequest {
            field: "record",
            reason: "this engine package was built without the record readers: use the one with every game".into(),
        })
    }

    fn read_position(text: &str) -> Result<PositionInfo, Error> {
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

    fn perft(position: &str, depth: u32, budget: u64) -> Result<u64, Error> {
        perft(position, depth, budget)
    }

    fn read_move(&self, text: &str) -> Result<TurnEntry, Error> {
        Ok(TurnEntry {
            entry: parse_entry(text)?,
            text: text.to_string(),
        })
    }

    /// A turn to judge: a shoot-out result is not one.
    fn read_candidate(&self, text: &str) -> Result<TurnEntry, Error> {
        let turn = self.read_move(text)?;
        turn_of(&turn)?;
        Ok(turn)
    }

    fn label(&self) -> String {
        self.game.label()
    }

    fn side_to_move(&self) -> &'static str {
        self.game.position().turn().id()
    }

    fn start_text(&self) -> String {
        self.game.start().to_fen()
    }

    fn position_text(&self) -> String {
        self.game.position().to_fen()
    }

    fn play(&mut self, mv: &TurnEntry, last: bool) -> Result<Result<(), Refusal>, Error> {
        let turn = match &mv.entry {
            Entry::ShootOut(c) => return Ok(self.shoot_out(*c, last)),
            Entry::Turn(t) => t,
        };
        let side = self.game.position().turn();
        Ok(match self.game.play(turn)? {
            Ok(_) => Ok(()),
            Err(fault) => {
                let text = match &turn.mv {
                    MoveText::Move(t) => t.as_str(),
                    MoveText::Skip => "--",
                };
                Err(Refusal::new(messages::fault_message(
                    Lang::En,
                    fault,
                    side,
                    text,
                )))
            }
        })
    }

    fn unplay(&mut self) -> bool {
        self.game.unplay()
    }

    fn judge(&self, mv: &TurnEntry, lang: Lang) -> Result<Verdict<Details>, Error> {
        let winner = match &mv.entry {
            Entry::Turn(turn) => return self.game.verdict(turn, lang),
            Entry::ShootOut(c) => *c,
        };
        // the shoot-out's result: accepted when the game needs one
        let mut after = self.game.clone();
        let set = after.set_shoot_out(winner);
        let result = after.result(lang);
        Ok(Verdict {
            legal: set.is_ok(),
            rule: set.is_err().then_some("shoot-out"),
            message: set.err().or(result.message).unwrap_or_default(),
            citation: result.citation,
            squares: Vec::new(),
            details: Details {
                round: self.game.round(),
                ..Details::default()
            },
        })
    }

    fn facts(&self, mv: &TurnEntry, details: &Details) -> MoveFacts {
        let uci = details.uci.as_deref().unwrap_or("");
        let from = uci.get(0..2);
        let piece = from
            .and_then(|f| parse_square(f).ok())
            .and_then(|sq| self.game.position().get(sq))
            .map(|p| p.role.id());
        MoveFacts {
            text: mv.text.trim().to_string(),
            to: uci.get(2..4).map(|s| s.to_string().into()),
            from: from.map(|s| s.to_string().into()),
            piece,
            capture: details.captures.is_some(),
            check: details.check,
            promotion: uci.len() == 5,
            shot: matches!(mv.entry, Entry::Turn(_)).then(|| details.shot.clone()),
        }
    }

    /// A turn's row is its verdict with the points after it, and for a player mated after his own
    /// shot the message saying so; the shoot-out's result ends the record without a row.
    fn explain_onto(
        &mut self,
        index: usize,
        mv: &TurnEntry,
        last: bool,
        lang: Lang,
        rows: &mut Vec<Judgement<Details>>,
    ) -> Result<Explained, Error> {
        let turn = match &mv.entry {
            Entry::ShootOut(c) => {
                return Ok(match self.shoot_out(*c, last) {
                    Ok(()) => Explained::End,
                    Err(r) => Explained::Refused(r),
                })
            }
            Entry::Turn(t) => t,
        };
        let side = self.game.position().turn();
        let mut row = judgement(self, mv, lang)?;
        if row.legal {
            let _ = self.game.play(turn)?;
            if self.game.turns().last().is_some_and(|t| t.mated_after_shot) {
                row.message = messages::turn_message(lang, side, &row.details, true);
            }
        }
        row.details.score = Some(self.game.score());
        row.ply = Some(index);
        row.position = Some(self.game.position().to_fen());
        rows.push(row);
        Ok(Explained::Row)
    }

    /// A turn the rules refuse played as the record has it, where the board allows it: a skip
    /// while a move was possible, a move into or left in check ([`Game::play_on`]).
    fn play_on(&mut self, mv: &TurnEntry) -> bool {
        match &mv.entry {
            Entry::Turn(turn) => self.game.play_on(turn),
            Entry::ShootOut(_) => false,
        }
    }

    /// The round of the last turn (the first before any) of the ruleset's rounds, and the points
    /// (docs/api.md, "The rule meter").
    fn meter(&self, lang: Lang) -> Vec<Meter> {
        let g = &self.game;
        let round = g.turns().last().map_or(g.round(), |t| t.round);
        let rounds = g.options().rounds;
        vec![Meter {
            rule: "round",
            side: None,
            count: round,
            limit: Some(rounds),
            squares: Vec::new(),
            message: messages::round_meter(lang, round, rounds, g.score()),
        }]
    }

    /// The meter once the turn is played, on a copy of the game (a game has at most some thirty
    /// turns); the shoot-out's result changes neither the round nor the points.
    fn meter_after(&self, mv: &TurnEntry, lang: Lang) -> Vec<Meter> {
        let Entry::Turn(turn) = &mv.entry else {
            return self.meter(lang);
        };
        let mut after = self.clone();
        match after.game.play(turn) {
            Ok(Ok(_)) => after.meter(lang),
            _ => Vec::new(),
        }
    }

    /// The ruleset's name.
    fn header(&self) -> Option<(&'static str, &'static str)> {
        Some(("rules", self.rules))
    }

    fn outcome(&self, lang: Lang) -> BogenResult {
        self.game.result(lang)
    }

    /// A shot alone as the last entry (`@e5`) asks for the turns with that shot.
    fn pending(moves: &[String]) -> usize {
        usize::from(moves.last().is_some_and(|m| parse_shot_only(m).is_some()))
    }

    /// The turns possible now after a miss (`@- e2e4`, or `@- --` without a legal move), or
    /// after the pending shot.
    fn legal_now(&self, pending: &[String]) -> Result<Vec<LegalMove>, Error> {
        if self.game.is_over() {
            return Ok(Vec::new());
        }
        let shot = pending
            .first()
            .and_then(|m| parse_shot_only(m))
            .unwrap_or(super::Shot::Miss);
        let mut pos = self.game.position().clone();
        if let Some(sq) = shot.square() {
            pos.remove(sq);
        }
        let moves = pos.legal_moves();
        if moves.is_empty() {
            let skip = format!("{} --", shot.text());
            return Ok(vec![LegalMove {
                input: skip.clone(),
                from: None,
                to: None,
                text: skip,
            }]);
        }
        Ok(moves
            .iter()
            .map(|m| {
                let turn = format!("{} {}", shot.text(), to_uci(m));
                LegalMove {
                    input: turn.clone(),
                    from: Some(square_name(m.from)),
                    to: Some(square_name(m.to)),
                    text: turn,
                }
            })
            .collect())
    }
}

fn turn_of(mv: &TurnEntry) -> Result<&Turn, Error> {
    match &mv.entry {
        Entry::Turn(t) => Ok(t),
        Entry::ShootOut(_) => Err(Error::BadMove {
            text: mv.text.chars().take(64).collect(),
            reason: "a shoot-out result is not a turn; it ends the record".into(),
        }),
    }
}

/// Checks that a turn text reads (for fuzzing and editors): `Ok` with the turn, else why not.
pub fn read_turn(text: &str) -> Result<Turn, Error> {
    parse_turn(text)
}

/// Bogenschach's own fields of a verdict or a row as written (`details` of the one shape): the round, the
/// points after a row's turn, what the shot removes, the chess move in SAN and UCI, a skip, what the
/// move captures; each optional one only when it has a value. The shot is the one shape's `shot`,
/// check its flag.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct BogenschachOwn<'a> {
    round: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    score: Option<&'a super::Score>,
    #[serde(skip_serializing_if = "Option::is_none")]
    shot_removes: Option<&'a RemovedInfo>,
    #[serde(skip_serializing_if = "Option::is_none")]
    san: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    uci: Option<&'a str>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    skip: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    captures: Option<&'a RemovedInfo>,
}

impl Own for Details {
    fn own(&self) -> impl Serialize + '_ {
        BogenschachOwn {
            round: self.round,
            score: self.score.as_ref(),
            shot_removes: self.shot_removes.as_ref(),
            san: self.san.as_deref(),
            uci: self.uci.as_deref(),
            skip: self.skip,
            captures: self.captures.as_ref(),
        }
    }
}
