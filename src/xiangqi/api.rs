//! Xiangqi's side of the game interface ([`crate::core::Game`]).

use super::game::{ClassInfo, Details, Game, RepetitionInfo, RulingMode};
use super::messages;
use super::movegen;
use super::notation::{iccs, parse_move, Notation};
use super::piece::{Kind, Side};
use super::position::{in_palace, square_name, square_text, Move, Position, START_FEN};
use crate::core::error::q;
use crate::core::game::{
    Description, Event, Explained, ImportedRecord, Judgement, LegalMove, Meter, MoveFacts, OptionSpec, PieceKind, Refusal,
    Region, RulesetSpec,
};
use crate::core::request::{PieceInfo, PositionInfo, Request};
use crate::core::{Error, GameResult, Lang, Square, Verdict};
use crate::wire::Own;
use serde::Serialize;

/// A Xiangqi game under the AXF rules (the state [`crate::core::Session`] keeps).
#[derive(Clone, Debug)]
pub struct Xiangqi(pub Game);

/// An explanation of a Xiangqi history.
pub type Explanation = crate::core::game::ExplanationOf<Xiangqi>;

/// The repetition count of the request (`options.repetitionCount`), 3 when absent.
fn repetition_count(req: &Request) -> Result<usize, Error> {
    match req.options.whole("repetitionCount")? {
        None => Ok(super::repetition::REPETITION_COUNT),
        Some(n) if (2..=10).contains(&n) => Ok(n as usize),
        Some(n) => Err(Error::BadOption {
            name: "repetitionCount",
            reason: format!("{n} is outside 2..=10"),
        }),
    }
}

/// The ruling mode of the request (`options.repetitionRuling`), `arbiter` when absent.
fn ruling_mode(req: &Request) -> Result<RulingMode, Error> {
    match req.options.text("repetitionRuling")?.map(str::trim) {
        None | Some("") => Ok(RulingMode::default()),
        Some(name) => RulingMode::from_name(name).ok_or_else(|| Error::BadOption {
            name: "repetitionRuling",
            reason: format!(
                "{} is not one of arbiter, strict",
                q(&name.chars().take(16).collect::<String>())
            ),
        }),
    }
}

/// The move limit of the request (`options.moveLimit`, in rounds), none (0) when absent.
fn move_limit(req: &Request) -> Result<usize, Error> {
    match req.options.whole("moveLimit")? {
        None => Ok(0),
        Some(n) if n == 0 || (10..=1000).contains(&n) => Ok(n as usize),
        Some(n) => Err(Error::BadOption {
            name: "moveLimit",
            reason: format!("{n} is neither 0 nor in 10..=1000"),
        }),
    }
}

/// The notation of the request (`options.notation`), WXF when absent.
fn notation(req: &Request) -> Result<Notation, Error> {
    match req.options.text("notation")?.map(str::trim) {
        None | Some("") => Ok(Notation::Wxf),
        Some(name) => Notation::from_name(name).ok_or_else(|| Error::BadOption {
            name: "notation",
            reason: format!(
                "{} is not one of wxf, iccs, chinese, chinese-traditional",
                q(&name.chars().take(16).collect::<String>())
            ),
        }),
    }
}

/// The leaf nodes perft counts unless asked for more: depth 3 from the start (79,666) and not
/// depth 4 (3,290,240); a Xiangqi leaf costs about seven times a chess one.
pub const PERFT_BUDGET: u64 = 1_500_000;

/// Perft from a FEN (blank: the start position), for `perft(game, depth)` and the CLI.
pub fn perft(fen: &str, depth: u32, budget: u64) -> Result<u64, Error> {
    let pos = if fen.trim().is_empty() {
        Position::parse(START_FEN)?
    } else {
        Position::parse(fen)?
    };
    movegen::perft_within(&pos, depth, budget).ok_or(Error::perft_over_budget(budget))
}

fn squares(pred: impl Fn(Square) -> bool) -> Vec<String> {
    (0..10u8)
        .flat_map(|r| (0..9u8).map(move |f| Square::new(f, r)))
        .filter(|&sq| pred(sq))
        .map(square_name)
        .collect()
}

impl crate::core::game::Shortcuts for Xiangqi {}

impl crate::core::Game for Xiangqi {
    const NAME: &'static str = "xiangqi";
    type Move = Move;
    type Details = Details;
    type Outcome = GameResult;

    const OPTIONS: &'static [OptionSpec] = &[
        OptionSpec {
            name: "repetitionCount",
            field: "options.repetitionCount",
            kind: "whole",
            min: Some(2),
            max: Some(10),
            choices: &[],
            default: "3",
            about: "how many times a position must occur for a repetition to be judged",
        },
        OptionSpec {
            name: "repetitionRuling",
            field: "options.repetitionRuling",
            kind: "choice",
            min: None,
            max: None,
            choices: &["arbiter", "strict"],
            default: "arbiter",
            about: "arbiter: the move making the counted occurrence stands and the violator must then vary; strict: that move of the violator is refused",
        },
        OptionSpec {
            name: "moveLimit",
            field: "options.moveLimit",
            kind: "whole",
            min: Some(0),
            max: Some(1000),
            choices: &[],
            default: "0",
            about: "a draw after this many rounds without a capture (0: no limit; 60 in the Asian rules' claim)",
        },
        OptionSpec {
            name: "notation",
            field: "options.notation",
            kind: "choice",
            min: None,
            max: None,
            choices: &["wxf", "iccs", "chinese", "chinese-traditional"],
            default: "wxf",
            about: "the notation of the moves in answers (any is read)",
        },
    ];

    fn describe() -> Description {
        Description {
            name: Self::NAME,
            title: "Xiangqi (AXF rules)",
            files: 9,
            ranks: 10,
            file_names: (b'a'..=b'i').map(|c| (c as char).to_string()).collect(),
            rank_names: (0..10).map(|r: u8| r.to_string()).collect(),
            sides: [Side::Red.id(), Side::Black.id()],
            regions: vec![
                Region {
                    id: "palace-red",
                    squares: squares(|sq| in_palace(Side::Red, sq)),
                },
                Region {
                    id: "palace-black",
                    squares: squares(|sq| in_palace(Side::Black, sq)),
                },
                // the banks of the river, between ranks 4 and 5
                Region {
                    id: "river",
                    squares: squares(|sq| sq.rank == 4 || sq.rank == 5),
                },
            ],
            pieces: Kind::ALL
                .iter()
                .map(|&k| PieceKind {
                    id: k.id(),
                    letter: k.fen_letter(),
                    en: messages::kind_name(Lang::En, k),
                    de: messages::kind_name(Lang::De, k),
                    zh_hans: messages::kind_name(Lang::ZhHans, k),
                    zh_hant: messages::kind_name(Lang::ZhHant, k),
                })
                .collect(),
            rulesets: vec![RulesetSpec {
                id: "axf",
                default: true,
                about: "Asian Xiangqi Federation rules, perpetual check and chase included",
            }],
            options: Self::OPTIONS.to_vec(),
            position_format: "FEN",
            notations_read: &["iccs", "wxf", "chinese", "chinese-traditional"],
            notations_written: &["iccs", "wxf", "chinese", "chinese-traditional"],
            #[cfg(feature = "records")]
            records: super::records::READ,
            #[cfg(feature = "records")]
            records_written: super::records::WRITTEN,
            #[cfg(not(feature = "records"))]
            records: &[],
            #[cfg(not(feature = "records"))]
            records_written: &[],
            move_word: "move",
            spaced_moves: Self::SPACED_MOVES,
            perft: true,
            perft_budget: PERFT_BUDGET,
            perft_max_depth: 3,
        }
    }

    fn open(req: &Request, position: Option<&str>) -> Result<Self, Error> {
        match req.rules.as_deref().map(str::trim) {
            None | Some("") => {}
            Some(r) if r.eq_ignore_ascii_case("axf") => {}
            Some(other) => {
                return Err(Error::UnknownRules {
                    game: "xiangqi",
                    name: other.chars().take(32).collect(),
                    known: &["axf"],
                })
            }
        }
        let start = Position::parse(position.unwrap_or(START_FEN))?;
        Ok(Xiangqi(
            Game::new(start)
                .with_repetition_count(repetition_count(req)?)
                .with_ruling_mode(ruling_mode(req)?)
                .with_move_limit(move_limit(req)?)
                .with_notation(notation(req)?),
        ))
    }

    #[cfg(feature = "records")]
    fn read_record(text: &str, lang: Lang) -> Result<ImportedRecord, Error> {
        super::records::read(text, lang)
    }

    #[cfg(feature = "records")]
    fn write_record(
        record: &ImportedRecord,
        format: &str,
        notation: Option<&str>,
    ) -> Result<String, Error> {
        super::records::write(record, format, notation)
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
        let pos = Position::parse(text)?;
        Ok(PositionInfo {
            position: pos.to_fen(),
            to_move: pos.to_move().id(),
            pieces: pos
                .pieces()
                .map(|(sq, p)| PieceInfo {
                    square: square_name(sq),
                    side: p.side.id(),
                    kind: p.kind.id(),
                })
                .collect(),
        })
    }

    fn perft(position: &str, depth: u32, budget: u64) -> Result<u64, Error> {
        perft(position, depth, budget)
    }

    fn read_move(&self, text: &str) -> Result<Move, Error> {
        parse_move(self.0.position(), text)
    }

    fn label(&self) -> String {
        self.0.label(self.0.ply())
    }

    fn side_to_move(&self) -> &'static str {
        self.0.position().to_move().id()
    }

    fn start_text(&self) -> String {
        self.0.start().to_fen()
    }

    fn position_text(&self) -> String {
        self.0.position().to_fen()
    }

    fn play(&mut self, &mv: &Move, _last: bool) -> Result<Result<(), Refusal>, Error> {
        let game = &mut self.0;
        if let Err(fault) = game.assess(mv) {
            let pos = game.position();
            return Ok(Err(Refusal::new(messages::fault_message(
                Lang::En,
                fault,
                pos.get(mv.from).map(|p| p.kind),
                pos.to_move(),
                mv.from,
                mv.to,
            ))));
        }
        // A move that completes a repetition is classified once, for its cycle and later ones.
        let class = std::cell::OnceCell::new();
        let rep = game.repetition_classified(mv, &class);
        if let Some(rep) = rep.as_ref().filter(|r| game.refuses(r)) {
            let side = game.position().to_move();
            let info = super::game::repetition_info(Lang::En, rep.clone(), side, true);
            return Ok(Err(Refusal::new(info.text)));
        }
        let _ = game.play_classified(mv, class);
        if let Some(rep) = rep {
            game.rule(&rep);
        }
        Ok(Ok(()))
    }

    fn unplay(&mut self) -> bool {
        self.0.unplay()
    }

    fn judge(&self, &mv: &Move, lang: Lang) -> Result<Verdict<Details>, Error> {
        Ok(self.0.verdict(mv, lang))
    }

    fn meter(&self, lang: Lang) -> Vec<Meter> {
        self.0.meter(lang)
    }

    fn meter_after(&self, &mv: &Move, lang: Lang) -> Vec<Meter> {
        self.0.meter_after(mv, lang)
    }

    fn facts(&self, &mv: &Move, details: &Details) -> MoveFacts {
        MoveFacts {
            text: details.text.clone(),
            from: Some(square_text(mv.from)),
            to: Some(square_text(mv.to)),
            piece: self.0.position().get(mv.from).map(|p| p.kind.id()),
            capture: details.captures.is_some(),
            check: details.check,
            ..MoveFacts::default()
        }
    }

    fn explain_onto(
        &mut self,
        index: usize,
        &mv: &Move,
        _last: bool,
        lang: Lang,
        rows: &mut Vec<Judgement<Details>>,
    ) -> Result<Explained, Error> {
        self.0.explain_onto(index, mv, lang, rows);
        Ok(Explained::Row)
    }

    fn events(&self, row: &Judgement<Details>, lang: Lang) -> Vec<Event> {
        let Some(rep) = &row.details.repetition else {
            return Vec::new();
        };
        let citation = Some(messages::repetition_citation());
        let mut out = vec![Event {
            kind: "repetition",
            side: Some(row.side),
            rule: None,
            citation,
            message: rep.text.clone(),
        }];
        // The perpetual and the ruling are marked where the ruling falls, not again on each move
        // that repeats the ruled cycle (the ruling's stretch overlaps an earlier one's).
        let rulings = self.0.rulings();
        let new_ruling = match rulings.split_last() {
            Some((last, earlier)) if last.at == self.0.ply() => !earlier
                .iter()
                .any(|r| r.side == last.side && r.at >= last.since),
            _ => false,
        };
        if rep.violator.is_some() && !new_ruling {
            return out;
        }
        for (side, conduct) in [(Side::Red, rep.red), (Side::Black, rep.black)] {
            if conduct != "none" {
                out.push(Event {
                    kind: "perpetual",
                    side: Some(side.id()),
                    rule: Some(conduct),
                    citation,
                    message: messages::perpetual_event(lang, side, conduct == "perpetual-check"),
                });
            }
        }
        if matches!(rep.outcome, "must-vary" | "other-must-vary") {
            if let Some(v) = rep.violator {
                let side = if v == Side::Red.id() {
                    Side::Red
                } else {
                    Side::Black
                };
                out.push(Event {
                    kind: "must-vary",
                    side: Some(v),
                    rule: Some(if v == Side::Red.id() { rep.red } else { rep.black }),
                    citation,
                    message: messages::must_vary_event(lang, side),
                });
            }
        }
        out
    }

    fn play_on(&mut self, &mv: &Move) -> bool {
        self.0.play_classified(mv, std::cell::OnceCell::new()).is_ok()
    }

    /// The notation of each row's `text` and of the cycles.
    fn header(&self) -> Option<(&'static str, &'static str)> {
        Some(("notation", self.0.notation().id()))
    }

    fn outcome(&self, lang: Lang) -> GameResult {
        self.0.result(lang)
    }

    fn legal_now(&self, _pending: &[String]) -> Result<Vec<LegalMove>, Error> {
        let game = &self.0;
        if game.outcome().is_some() || game.move_limit_reached() {
            return Ok(Vec::new());
        }
        let pos = game.position();
        Ok(movegen::legal_moves(pos)
            .into_iter()
            .filter(|&mv| game.forbidden(mv).is_none())
            .map(|mv| LegalMove {
                input: iccs(mv),
                from: Some(square_name(mv.from)),
                to: Some(square_name(mv.to)),
                text: game.notation().write(pos, mv),
            })
            .collect())
    }
}

/// Xiangqi's own fields of a verdict or a row (`details` of the one shape): the piece captured,
/// the move's classification (check, chase, idle) and the repetition it completes; each only when
/// it has a value. The move is the one shape's `move` (in the notation asked), `from` and `to`
/// (ICCS squares), `check` its flag.
#[derive(Serialize)]
struct XiangqiOwn<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    captures: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    classification: Option<&'a ClassInfo>,
    #[serde(skip_serializing_if = "Option::is_none")]
    repetition: Option<&'a RepetitionInfo>,
}

impl Own for Details {
    fn own(&self) -> impl Serialize + '_ {
        XiangqiOwn {
            captures: self.captures,
            classification: self.classification.as_ref(),
            repetition: self.repetition.as_ref(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Game as _;

    #[test]
    fn the_description_has_palaces_and_the_river() {
        let d = Xiangqi::describe();
        let palace = &d.regions[0];
        assert_eq!(palace.squares.len(), 9);
        assert!(palace.squares.contains(&"e1".to_string()));
        assert_eq!(d.regions[2].squares.len(), 18);
        assert_eq!(
            usize::from(super::super::position::GEOMETRY.width),
            d.file_names.len()
        );
    }
}
