//! Stratego's side of the game interface ([`crate::core::Game`]).

use super::game::{BattleInfo, Details, Game, Move, TwoSquaresInfo};
use super::messages as msg;
use super::more_squares::ChaseInfo;
use super::piece::{Rank, Side};
use super::position::{Position, LAKES};
use super::rules::{Options, Ruleset, MAX_LIMIT};
use super::setup;
use crate::core::game::{
    Description, Explained, ImportedRecord, Judgement, LegalMove, Meter, MoveFacts, OptionSpec, PieceKind,
    Refusal, Region, RulesetSpec,
};
use crate::core::request::{PieceInfo, PositionInfo, Request};
use crate::core::{Error, GameResult, Lang, MoveRef, Square, Verdict};
use crate::wire::{Fixed, Own};
use serde::Serialize;

/// A Stratego game under a ruleset (the state [`crate::core::Session`] keeps).
#[derive(Clone, Debug)]
pub struct Stratego(pub Game);

/// An explanation of a Stratego history.
pub type Explanation = crate::core::game::ExplanationOf<Stratego>;

fn names(n: u8, name: impl Fn(u8) -> String) -> Vec<String> {
    (0..n).map(name).collect()
}

impl crate::core::Game for Stratego {
    const NAME: &'static str = "stratego";
    type Move = Move;
    type Details = Details;
    type Outcome = GameResult;

    const OPTIONS: &'static [OptionSpec] = &[
        OptionSpec {
            name: "twoSquaresLimit",
            field: "options.twoSquaresLimit",
            kind: "whole",
            min: Some(1),
            max: Some(MAX_LIMIT),
            choices: &[],
            default: "5",
            about: "how many moves in a row a piece may make between the same two squares (ISF 10)",
        },
        OptionSpec {
            name: "moreSquares",
            field: "options.moreSquares",
            kind: "bool",
            min: None,
            max: None,
            choices: &[],
            default: "ruleset",
            about: "whether the More-Squares Rule (ISF 11) applies",
        },
        OptionSpec {
            name: "fromStart",
            field: "options.fromStart",
            kind: "bool",
            min: None,
            max: None,
            choices: &[],
            default: "false",
            about: "the position is a full setup, checked against the piece set",
        },
    ];

    fn describe() -> Description {
        Description {
            name: Self::NAME,
            title: "Stratego (ISF rules)",
            files: 10,
            ranks: 10,
            file_names: names(10, |f| {
                Square::new(f, 0).name().trim_end_matches('1').into()
            }),
            rank_names: names(10, |r| (r + 1).to_string()),
            sides: [Side::Red.id(), Side::Blue.id()],
            regions: vec![Region {
                id: "lake",
                squares: LAKES.iter().map(|sq| sq.name()).collect(),
            }],
            pieces: Rank::ALL
                .iter()
                .map(|&r| PieceKind {
                    id: r.id(),
                    letter: r.letter(),
                    en: msg::rank_name(Lang::En, r),
                    de: msg::rank_name(Lang::De, r),
                    zh_hans: msg::rank_name(Lang::ZhHans, r),
                    zh_hant: msg::rank_name(Lang::ZhHant, r),
                })
                .collect(),
            rulesets: vec![
                RulesetSpec {
                    id: "isf",
                    default: true,
                    about: "ISF game rules: Two-Squares Rule (limit 5) and More-Squares Rule",
                },
                RulesetSpec {
                    id: "jumbo",
                    default: false,
                    about: "the Two-Squares Rule only (no More-Squares Rule)",
                },
            ],
            options: Self::OPTIONS.to_vec(),
            position_format: "Arbiter text (docs/stratego-notation.md) or a Gravon field",
            notations_read: &["arbiter"],
            notations_written: &["arbiter"],
            records: if cfg!(feature = "gravon") {
                &["gravon"]
            } else {
                &[]
            },
            records_written: if cfg!(feature = "gravon") {
                &["gravon"]
            } else {
                &[]
            },
            move_word: "move",
            spaced_moves: Self::SPACED_MOVES,
            perft: false,
            perft_budget: 0,
            perft_max_depth: 0,
        }
    }

    fn open(req: &Request, position: Option<&str>) -> Result<Self, Error> {
        let o = &req.options;
        let rules = Ruleset::named(
            req.rules.as_deref(),
            Options {
                two_squares_limit: o
                    .whole("twoSquaresLimit")?
                    .map(|n| u32::try_from(n).unwrap_or(u32::MAX)),
                more_squares: o.bool("moreSquares")?,
                from_start: o.bool("fromStart")?,
            },
        )?;
        let pos = Position::parse(position.unwrap_or(""))?;
        if rules.from_start {
            setup::check(&pos)?;
        }
        Ok(Stratego(Game::new(pos, rules)))
    }

    #[cfg(feature = "gravon")]
    fn read_record(text: &str, _lang: Lang) -> Result<ImportedRecord, Error> {
        let rec = super::gravon::parse(text)?;
        let pos = Position::parse(&rec.field)?;
        let mut out = ImportedRecord::new("stratego", "gravon", pos.to_text());
        out.moves = rec.moves;
        out.result = rec.result;
        out.kind = rec.kind;
        out.players = Some(rec.players);
        Ok(out)
    }

    #[cfg(feature = "gravon")]
    fn write_record(
        record: &ImportedRecord,
        format: &str,
        _notation: Option<&str>,
    ) -> Result<String, Error> {
        if !format.eq_ignore_ascii_case("gravon") {
            return Err(Error::BadRequest {
                field: "format",
                reason: format!("Stratego writes records as \"gravon\", not {format:?}"),
            });
        }
        let pos = Position::parse(&record.position)?;
        super::gravon::write(
            &pos,
            &record.moves,
            record.kind.as_deref(),
            record.players.as_ref(),
            record.result.as_ref(),
        )
    }

    #[cfg(not(feature = "gravon"))]
    #[inline(always)]
    fn read_record(_text: &str, _lang: Lang) -> Result<ImportedRecord, Error> {
        Err(Error::BadRequest {
            field: "record",
            reason: "this engine package was built without the Gravon importer: use the one with every game".into(),
        })
    }

    fn read_position(text: &str) -> Result<PositionInfo, Error> {
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

    fn read_move(&self, text: &str) -> Result<Move, Error> {
        Move::parse(text)
    }

    fn label(&self) -> String {
        self.0.label(self.0.ply())
    }

    fn side_to_move(&self) -> &'static str {
        self.0.position().to_move.id()
    }

    fn start_text(&self) -> String {
        self.0.position().to_text()
    }

    fn position_text(&self) -> String {
        self.0.position().to_text()
    }

    fn play(&mut self, mv: &Move, _last: bool) -> Result<Result<(), Refusal>, Error> {
        if self.0.play_if_legal(*mv)? {
            return Ok(Ok(()));
        }
        // refused, nothing changed: judged again (the same judgement) for the reason
        let a = self.0.play(*mv)?;
        Ok(match &a.fault {
            None => Ok(()),
            Some(fault) => Err(Refusal {
                reason: self.0.fault_message(&a, fault, Lang::En),
                text: Some(mv.text()),
                label: None,
            }),
        })
    }

    fn unplay(&mut self) -> bool {
        self.0.unplay()
    }

    fn judge(&self, mv: &Move, lang: Lang) -> Result<Verdict<Details>, Error> {
        // a legal move shows that the game goes on: no search for one first
        let a = self.0.assess_next(*mv)?;
        Ok(self.0.verdict(&a, lang))
    }

    fn meter(&self, lang: Lang) -> Vec<Meter> {
        self.0.meter(lang)
    }

    fn meter_after(&self, mv: &Move, lang: Lang) -> Vec<Meter> {
        self.0.meter_after(*mv, lang)
    }

    fn explain_onto(
        &mut self,
        index: usize,
        mv: &Move,
        _last: bool,
        lang: Lang,
        rows: &mut Vec<Judgement<Details>>,
    ) -> Result<Explained, Error> {
        self.0.explain_onto(index, *mv, lang, rows)?;
        Ok(Explained::Row)
    }

    /// A move the Two-Squares or More-Squares Rule refuses, played as the record has it
    /// ([`Game::play_on`]).
    fn play_on(&mut self, mv: &Move) -> bool {
        self.0.play_on(*mv)
    }

    fn facts(&self, mv: &Move, details: &Details) -> MoveFacts {
        MoveFacts {
            text: mv.text(),
            from: Some(mv.from.text()),
            to: Some(mv.to.text()),
            piece: details.piece.map(Rank::id),
            capture: details.battle.is_some(),
            ..MoveFacts::default()
        }
    }

    fn outcome(&self, lang: Lang) -> GameResult {
        self.0.result(lang)
    }

    fn legal_now(&self, _pending: &[String]) -> Result<Vec<LegalMove>, Error> {
        Ok(self
            .0
            .legal_moves()
            .iter()
            .map(|m| LegalMove {
                input: m.text(),
                from: Some(m.from.name()),
                to: Some(m.to.name()),
                text: m.text(),
            })
            .collect())
    }
}

/// The short paths of a replayed history: most of its entries are plain moves (`B2-B3`) that are
/// legal; one replayed for one answer keeps no record to undo its moves.
impl crate::core::game::Shortcuts for Stratego {
    #[inline(always)]
    fn play_plain(&mut self, text: &str) -> bool {
        Move::parse_plain(text).is_some_and(|mv| matches!(self.0.play_if_legal(mv), Ok(true)))
    }

    fn replaying_once(&mut self, len: usize) {
        self.0.replaying_once(len);
    }

    fn reserve(&mut self, len: usize) {
        self.0.reserve(len);
    }
}

/// Stratego's own fields of a verdict or a row as written (`details` of the one shape): the
/// battle, the Two-Squares run, the More-Squares chase, and for a verdict the move after which a
/// repeated board stood, for a row the piece's name and the notes; each only when it has a value.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct StrategoOwn<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    piece_name: Option<Fixed>,
    #[serde(skip_serializing_if = "Option::is_none")]
    battle: Option<&'a BattleInfo>,
    #[serde(skip_serializing_if = "Option::is_none")]
    two_squares: Option<&'a TwoSquaresInfo>,
    #[serde(skip_serializing_if = "Option::is_none")]
    more_squares: Option<&'a ChaseInfo>,
    #[serde(skip_serializing_if = "Option::is_none")]
    earlier: Option<&'a MoveRef>,
    #[serde(skip_serializing_if = "<[String]>::is_empty")]
    notes: &'a [String],
}

impl Own for Details {
    fn own(&self) -> impl Serialize + '_ {
        StrategoOwn {
            piece_name: self.piece_name.map(Fixed),
            battle: self.battle.as_ref(),
            two_squares: self.two_squares.as_ref(),
            more_squares: self.more_squares.as_ref(),
            earlier: self.earlier.as_ref(),
            notes: &self.notes,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Game as _;

    #[test]
    fn the_description_names_the_board() {
        let d = Stratego::describe();
        assert_eq!(d.file_names.first().map(String::as_str), Some("A"));
        assert_eq!(d.file_names.last().map(String::as_str), Some("J"));
        assert_eq!(d.regions[0].squares.len(), 8);
        assert!(d.pieces.iter().any(|p| p.id == "scout" && p.letter == 'R'));
    }
}
