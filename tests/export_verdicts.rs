//! Records written with the engine's verdicts (`export --verdicts`, `exportRecord(..., { verdicts })`): the
//! arbiter's report of the record as comments, each rule event (a repetition, a perpetual check or
//! chase, the ruling that a side must vary, a refused move played on, the end) after the move it
//! falls on, in the asked language and notation; read back, the position and moves are the same
//! and the comments are the record's own with the report's.

use arbiter::api::{self, ExportOptions, GameRules, ImportedRecord, Request};
use arbiter::core::Lang;
use arbiter::xiangqi::api::Xiangqi;

/// Ruling 1 of the AXF excerpt: Red's Cannon chases the Chariot through two cycles; the report
/// marks the repetition, the perpetual chase and the ruling that Red must vary.
const CHASE: &str =
    "4k4/9/r8/9/9/NN7/9/9/9/2CK5 w moves C7=9 R1=2 C9=8 R2=1 C8=9 R1=2 C9=8 R2=1 C8=9 R1=2";

fn import(game: &str, text: &str) -> ImportedRecord {
    api::import_record(game, text).unwrap_or_else(|e| panic!("{e}"))
}

fn comments(rec: &ImportedRecord) -> Vec<(usize, String)> {
    rec.comments
        .iter()
        .map(|c| (c.after, c.text.clone()))
        .collect()
}

/// The report's events of `rec` as (after, kind, message), in `lang` and `notation`.
fn report(
    rec: &ImportedRecord,
    lang: Lang,
    notation: Option<&str>,
) -> Vec<(usize, &'static str, String)> {
    let mut req = Request {
        game: "xiangqi".into(),
        position: Some(rec.position.clone()),
        moves: rec.moves.clone(),
        lang,
        mode: Some("report".into()),
        ..Request::default()
    };
    if let Some(n) = notation {
        req.options
            .set("notation", api::OptionValue::Text(n.to_string()));
    }
    let e = Xiangqi::explain(&req).unwrap();
    e.rows
        .iter()
        .flat_map(|r| {
            r.events
                .iter()
                .map(move |ev| (r.ply.unwrap() + 1, ev.kind, ev.message.clone()))
        })
        .collect()
}

fn verdicts(lang: Lang, notation: Option<&str>) -> ExportOptions {
    ExportOptions {
        verdicts: true,
        lang,
        notation: notation.map(String::from),
    }
}

#[test]
fn each_rule_event_of_the_report_is_a_comment_after_its_move() {
    let rec = import("xiangqi", CHASE);
    for (lang, notation) in [
        (Lang::En, None),
        (Lang::De, Some("wxf")),
        (Lang::ZhHans, Some("chinese")),
        (Lang::ZhHant, Some("chinese-traditional")),
    ] {
        let events = report(&rec, lang, notation);
        let kinds: Vec<_> = events.iter().map(|(_, k, _)| *k).collect();
        for kind in ["repetition", "perpetual", "must-vary"] {
            assert!(kinds.contains(&kind), "{lang:?}: the report has {kinds:?}");
        }
        for format in ["pgn", "dhtmlxq"] {
            let written =
                api::export_record("xiangqi", format, &rec, &verdicts(lang, notation)).unwrap();
            let again = import("xiangqi", &written);
            assert_eq!(again.position, rec.position, "{written}");
            assert_eq!(again.moves, rec.moves, "{written}");
            let mut want: Vec<(usize, String)> = Vec::new();
            for (after, _, message) in &events {
                let text = format!("arbiter: {message}");
                match want.last_mut() {
                    // DhtmlXQ holds one comment per move: those after one move joined by line breaks
                    Some((a, t)) if format == "dhtmlxq" && a == after => {
                        t.push('\n');
                        t.push_str(&text);
                    }
                    _ => want.push((*after, text)),
                }
            }
            assert_eq!(comments(&again), want, "{lang:?} {format}:\n{written}");
        }
    }
}

#[test]
fn a_move_no_piece_can_make_cuts_the_report_short_and_says_why() {
    // 2. a0b2: the Chariot onto Red's own Cannon is refused and cannot be played on (Xiangqi plays on
    // only a move the repetition rules refuse)
    let rec = import("xiangqi", "1. h2e2 h9g7 2. a0b2 b9c7 3. b0c2");
    let written = api::export_record("xiangqi", "pgn", &rec, &verdicts(Lang::En, None)).unwrap();
    let again = import("xiangqi", &written);
    assert_eq!(again.moves, rec.moves, "{written}");
    let c = comments(&again);
    assert_eq!(c.len(), 1, "{written}");
    assert_eq!(c[0].0, 3, "after the move that cannot stand");
    assert!(c[0].1.starts_with("arbiter: 2a "), "{written}");
}

#[test]
fn written_with_verdicts_then_read_and_written_again_is_the_same_record() {
    let text = std::fs::read_to_string("tests/data/records/xiangqi/forum.dhtmlxq.txt").unwrap();
    let first = import("xiangqi", &text);
    let mut chase = import("xiangqi", CHASE);
    chase.comments = first
        .comments
        .iter()
        .filter(|c| c.after <= chase.moves.len())
        .cloned()
        .collect();
    for rec in [first, chase] {
        for format in ["pgn", "dhtmlxq"] {
            let once =
                api::export_record("xiangqi", format, &rec, &verdicts(Lang::ZhHans, None)).unwrap();
            let read = import("xiangqi", &once);
            assert_eq!(read.position, rec.position);
            assert_eq!(read.moves, rec.moves);
            // the record's own comments are kept, the report's added after them on each move
            for c in &rec.comments {
                assert!(read.comments.contains(c), "{c:?} kept in\n{once}");
            }
            let twice =
                api::export_record("xiangqi", format, &read, &ExportOptions::default()).unwrap();
            let again = import("xiangqi", &twice);
            assert_eq!(
                (&again.position, &again.moves, comments(&again)),
                (&read.position, &read.moves, comments(&read)),
                "{twice}"
            );
        }
    }
}

#[test]
fn every_game_writes_its_record_with_verdicts() {
    let bogen = std::fs::read_to_string("tests/data/records/bogenschach/shots.pgn").unwrap();
    let gravon = std::fs::read_to_string("tests/data/gravon/classic-flag-capture.xml").unwrap();
    for (game, format, text) in [
        ("bogenschach", "pgn", bogen.as_str()),
        ("stratego", "gravon", gravon.as_str()),
        ("xiangqi", "pgn", CHASE),
    ] {
        let rec = import(game, text);
        let written = api::export_record(game, format, &rec, &verdicts(Lang::De, None)).unwrap();
        let again = import(game, &written);
        assert_eq!(again.position, rec.position, "{game}");
        assert_eq!(again.moves, rec.moves, "{game}");
    }
}

#[test]
fn a_new_record_holds_the_start_and_the_moves() {
    let rec = api::new_record("xiangqi", "", vec!["h2e2".into(), "h9g7".into()]).unwrap();
    let start = import("xiangqi", "1. h2e2 h9g7");
    assert_eq!(rec.position, start.position);
    let written = api::export_record("xiangqi", "pgn", &rec, &ExportOptions::default()).unwrap();
    assert_eq!(import("xiangqi", &written).moves, start.moves);
    assert!(api::new_record("xiangqi", "not a fen", Vec::new()).is_err());
    assert!(api::new_record("go", "", Vec::new()).is_err());
}
