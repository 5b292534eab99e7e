//! Gravon StraDoS2 records through the public API: the sample records in tests/data/gravon import,
//! replay legally, and their setups pass the piece-set check; broken records give "bad-record"
//! with the line.

use arbiter::api::{self, AnyExplanation, AnyJudgement, OptionValue, Request, RequestOptions};
use arbiter::stratego::api::Explanation;
use std::path::PathBuf;

/// (file, game type, number of moves, result type, winner, game over after the moves)
const SAMPLES: [(&str, &str, usize, u32, u32, bool); 3] = [
    ("classic-flag-capture.xml", "classic", 9, 1, 1, true),
    ("barrage-forfeit.xml", "barrage", 10, 3, 1, false),
    ("classic-timeout-crlf.xml", "classic", 16, 11, 2, false),
];

fn read(name: &str) -> String {
    let path: PathBuf = [env!("CARGO_MANIFEST_DIR"), "tests", "data", "gravon", name]
        .iter()
        .collect();
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn explain(record: &str, from_start: bool) -> Result<Explanation, arbiter::core::Error> {
    let req = Request {
        game: "stratego".into(),
        record: Some(record.to_string()),
        options: if from_start {
            RequestOptions::default().with("fromStart", OptionValue::Bool(true))
        } else {
            RequestOptions::default()
        },
        ..Default::default()
    };
    api::explain(&req).map(|x| match x {
        AnyExplanation::Stratego(x) => x,
        other => panic!("not a Stratego explanation: {other:?}"),
    })
}

#[test]
fn samples_import_with_their_moves_and_result() {
    for (name, kind, n, result_type, winner, _) in SAMPLES {
        let xml = read(name);
        let rec = api::import_record("stratego", &xml).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(rec.kind.as_deref(), Some(kind), "{name}");
        assert_eq!(rec.moves.len(), n, "{name}");
        assert!(
            rec.moves.iter().all(|m| m.len() >= 5 && m.contains('-')),
            "{name}: {:?}",
            rec.moves
        );
        let result = rec.result.as_ref().expect("a result");
        assert_eq!(result.kind, Some(result_type), "{name}");
        assert_eq!(result.winner, Some(winner), "{name}");
        // The imported position is our canonical text and reads back to itself.
        let info = api::parse_position("stratego", &rec.position).unwrap();
        assert_eq!(info.position, rec.position, "{name}");
        assert_eq!(info.to_move, "red", "{name}");
    }
}

#[test]
fn samples_name_their_players_and_ending_and_write_the_tenth_file_j() {
    let expect = [
        (
            "classic-flag-capture.xml",
            ["Alice", "Bob"],
            "flag-captured",
        ),
        ("barrage-forfeit.xml", ["Carol", "Dave"], "forfeit"),
        (
            "classic-timeout-crlf.xml",
            ["Erin", "Frank"],
            "player-clock",
        ),
    ];
    for (name, players, ending) in expect {
        let xml = read(name);
        let rec = api::import_record("stratego", &xml).unwrap();
        assert_eq!(
            rec.players.as_ref().unwrap().red.as_deref(),
            Some(players[0]),
            "{name}"
        );
        assert_eq!(
            rec.players.as_ref().unwrap().blue.as_deref(),
            Some(players[1]),
            "{name}"
        );
        assert_eq!(rec.result.unwrap().ending, Some(ending), "{name}");
        // Where the record writes the tenth file K, the imported moves are in our notation (J).
        assert!(
            rec.moves.iter().all(|m| !m.contains('K')),
            "{name}: {:?}",
            rec.moves
        );
        assert_eq!(
            xml.contains("source=\"K") || xml.contains("target=\"K"),
            rec.moves.iter().any(|m| m.contains('J')),
            "{name}: {:?}",
            rec.moves
        );
    }
}

#[test]
fn sample_moves_replay_legally_and_setups_are_full_sets() {
    for (name, _, n, _, _, over) in SAMPLES {
        let xml = read(name);
        for from_start in [false, true] {
            let x = explain(&xml, from_start)
                .unwrap_or_else(|e| panic!("{name} (from_start {from_start}): {e}"));
            assert_eq!(x.rows.len(), n, "{name}");
            for row in &x.rows {
                assert!(
                    row.legal,
                    "{name} {} {}: {:?}",
                    row.label, row.facts.text, row.message
                );
            }
            assert_eq!(x.result.over, over, "{name}: {:?}", x.result.message);
        }
    }
}

#[test]
fn the_flag_capture_sample_ends_with_reds_win() {
    let x = explain(&read("classic-flag-capture.xml"), true).unwrap();
    assert_eq!(x.result.winner, Some("red"));
    assert_eq!(x.result.reason, Some("flag-captured"));
    let last = x.rows.last().unwrap();
    assert_eq!(last.facts.text, "A3-A8");
    // Gravon's tenth file K is read as our J.
    assert!(x.rows.iter().any(|r| r.facts.text == "J4-J5"));
}

#[test]
fn the_records_moves_can_be_judged_one_more_move_on() {
    let xml = read("classic-timeout-crlf.xml");
    let req = Request {
        game: "stratego".into(),
        record: Some(xml),
        ..Default::default()
    };
    let Ok(AnyJudgement::Stratego(v)) = api::validate_move(&req, "C4-C5") else {
        panic!("expected a Stratego verdict")
    };
    assert!(!v.legal, "C5 is a lake: {}", v.message);
    let Ok(AnyJudgement::Stratego(v)) = api::validate_move(&req, "B6-B7") else {
        panic!("expected a Stratego verdict")
    };
    assert!(v.legal, "{}", v.message);
}

#[test]
fn a_field_that_is_not_a_full_set_fails_the_setup_check_only_from_start() {
    // The flag-capture sample without Red's Marshal (L on D3 becomes A, empty).
    let xml = read("classic-flag-capture.xml").replacen("DJKLB", "DJKAB", 1);
    assert!(explain(&xml, false).is_ok());
    let e = explain(&xml, true).unwrap_err();
    assert_eq!(e.code(), "bad-setup", "{e}");
}

#[test]
fn broken_records_give_bad_record_with_the_line() {
    let good = read("classic-flag-capture.xml");
    let cases: [(String, usize, &str); 5] = [
        // move 4 missing: the ids jump from 3 to 5, now on line 8
        (
            good.replace("  <move id=\"4\" source=\"E8\" target=\"E7\"/>\n", ""),
            8,
            "no move 4",
        ),
        (good.replace("target=\"E5\"", ""), 5, "no target attribute"),
        (
            good.replace("AAAA__AA__AA", "AAAA__AA__A"),
            4,
            "99 characters",
        ),
        (
            good.replace("</game>", "</gmae>"),
            17,
            "does not match <game>",
        ),
        (
            "Stratego game, Alice vs Bob\nE4-E5 E7-E6".to_string(),
            1,
            "expected a Gravon StraDoS2 record",
        ),
    ];
    for (xml, line, want) in cases {
        for result in [
            api::import_record("stratego", &xml).map(|_| ()),
            explain(&xml, false).map(|_| ()),
        ] {
            let e = result.expect_err(want);
            assert_eq!(e.code(), "bad-record", "{e}");
            let arbiter::core::Error::BadRecord {
                line: got, reason, ..
            } = &e
            else {
                panic!("{e:?}");
            };
            assert_eq!(*got, line, "{e}");
            assert!(reason.contains(want), "{e}");
            assert!(e.to_string().contains(&format!("line {line}")), "{e}");
        }
    }
}

#[test]
fn a_record_and_a_position_together_are_refused() {
    let req = Request {
        game: "stratego".into(),
        record: Some(read("barrage-forfeit.xml")),
        moves: vec!["E4-E5".into()],
        ..Default::default()
    };
    let e = api::explain(&req).unwrap_err();
    assert_eq!(e.code(), "bad-request", "{e}");
}
