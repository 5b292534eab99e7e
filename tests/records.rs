//! The record readers and writers: the formats forums paste, read into a position, moves and
//! comments; written back and read again to the same; bad records refused with the format, line
//! and column; nothing panics on junk.

use arbiter::api::{self, ExportOptions, ImportedRecord, Request};
use arbiter::core::movetext::decode;
use arbiter::core::{Error, Lang};
use std::path::Path;
use std::time::Instant;

const START: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

fn data(path: &str) -> String {
    let bytes = std::fs::read(Path::new("tests/data/records").join(path)).unwrap();
    decode(&bytes).unwrap()
}

fn import(game: &str, text: &str) -> ImportedRecord {
    api::import_record(game, text).unwrap_or_else(|e| panic!("{e}"))
}

/// Every move of the record is legal when replayed by the engine.
fn all_legal(rec: &ImportedRecord) {
    let req = Request {
        game: rec.game.to_string(),
        position: Some(rec.position.clone()),
        moves: rec.moves.clone(),
        ..Request::default()
    };
    api::legal_moves(&req).unwrap_or_else(|e| panic!("{e}"));
}

fn comments(rec: &ImportedRecord) -> Vec<(usize, &str)> {
    rec.comments
        .iter()
        .map(|c| (c.after, c.text.as_str()))
        .collect()
}

#[test]
fn ccpd_big5_records_are_decoded_and_read() {
    for name in [
        "endgame",
        "full-game-tactics",
        "game",
        "mating-exercise",
        "middlegame",
        "opening",
    ] {
        let text = data(&format!("ccpd/{name}.big5.pgn"));
        assert!(text.contains("[Game \"Chinese Chess\"]"), "{name}");
        let rec = import("xiangqi", &text);
        assert_eq!(rec.format, "pgn");
        assert!(rec.moves.len() > 10, "{name}: {:?}", rec.moves);
        assert!(rec.tags.get("Red").is_some(), "{name}");
        all_legal(&rec);
    }
    // Black moves first from the record's FEN
    let rec = import("xiangqi", &data("ccpd/middlegame.big5.pgn"));
    assert!(rec.position.contains(" b "), "{}", rec.position);
    assert_eq!(rec.moves[0], "e2h2");
    assert_eq!(rec.result.as_ref().unwrap().winner, Some(2));
}

#[test]
fn the_same_games_in_iccs_wxf_and_chinese_read_the_same() {
    let iccs = import("xiangqi", &data("wukong/bulk_games_uci.pgn"));
    let wxf = import("xiangqi", &data("wukong/xqdb_international.pgn"));
    let chinese = import("xiangqi", &data("wukong/xqdb_traditional.pgn"));
    assert!(iccs.moves.len() > 100);
    assert_eq!(wxf.moves, iccs.moves);
    assert_eq!(chinese.moves, iccs.moves);
    // each file holds two games: the second is counted as dropped
    assert_eq!(iccs.dropped.games, 1);
    all_legal(&iccs);
}

#[test]
fn dhtmlxq_blocks_are_read_with_comments_result_and_variations_dropped() {
    let rec = import("xiangqi", &data("xiangqi/forum.dhtmlxq.txt"));
    assert_eq!(rec.format, "dhtmlxq");
    assert_eq!(rec.position, START);
    assert_eq!(rec.moves, ["h2e2", "h9g7", "h0g2", "i9h9"]);
    assert_eq!(
        comments(&rec),
        [(0, "开局前的说明"), (1, "中炮\n当头炮"), (4, "出车")]
    );
    assert_eq!(rec.dropped.variations, 1);
    let result = rec.result.as_ref().unwrap();
    assert_eq!(
        (result.winner, result.text.as_deref()),
        (Some(1), Some("红胜"))
    );
    assert_eq!(rec.tags.get("red"), Some("红方棋手"));
    // the same block in GBK
    let gbk = std::fs::read("tests/data/records/xiangqi/forum.gbk.dhtmlxq.txt").unwrap();
    assert!(std::str::from_utf8(&gbk).is_err());
    let again = import("xiangqi", &decode(&gbk).unwrap());
    assert_eq!(again.moves, rec.moves);
    assert_eq!(comments(&again), comments(&rec));
    // a block of the wukong database (inside an HTML page's text too)
    let block = data("wukong/116.dhtmlxq.txt");
    let rec = import("xiangqi", &block);
    assert!(rec.moves.len() > 80, "{:?}", rec.moves);
    all_legal(&rec);
    // a PGN whose tag quotes a DhtmlXQ entry is a PGN
    let quoted = import(
        "xiangqi",
        "[Event \"[DhtmlXQ_red]x[/DhtmlXQ_red]\"]\n1. h2e2",
    );
    assert_eq!(
        (quoted.format, &quoted.moves[..]),
        ("pgn", &["h2e2".to_string()][..])
    );
    let page = format!("<html><body><div>{block}</div></body></html>");
    assert_eq!(import("xiangqi", &page).moves, rec.moves);
}

#[test]
fn pgn_ucci_fen_moves_and_move_lists() {
    let rec = import("xiangqi", &data("xiangqi/wxf-comments.pgn"));
    assert_eq!(rec.format, "pgn");
    assert_eq!(
        rec.moves,
        ["h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "h7i7", "h0h6"]
    );
    assert_eq!(
        comments(&rec),
        [
            (0, "The central cannon [%csl Ge2]"),
            (4, "the chariot comes out"),
            (6, "[%cal Rb7b3]")
        ]
    );
    assert_eq!((rec.dropped.variations, rec.dropped.nags), (1, 1));
    assert_eq!(rec.result.as_ref().unwrap().winner, Some(3));
    let ucci = import("xiangqi", &data("xiangqi/ucci.txt"));
    assert_eq!(
        (ucci.format, &ucci.moves[..]),
        ("ucci", &["h2e2", "h9g7", "h0g2"].map(String::from)[..])
    );
    let start = import("xiangqi", "position startpos moves h2e2 h9g7\ngo depth 5\n");
    assert_eq!(start.moves, ["h2e2", "h9g7"]);
    let fen = import("xiangqi", &data("xiangqi/fen-moves.txt"));
    assert_eq!(fen.format, "fen-moves");
    assert_eq!(fen.moves, ["h2e2", "h9g7", "h0g2", "i9h9"]);
    let list = import("xiangqi", &data("xiangqi/move-list.txt"));
    assert_eq!(list.format, "move-list");
    assert_eq!(list.moves.len(), 6);
    let fen_b = import("xiangqi", "4k4/9/9/9/9/9/9/9/4A4/3K5 b moves e9d9 d0e0");
    assert_eq!(fen_b.moves, ["e9d9", "d0e0"]);
}

/// Reads `text`, writes it in each format and notation, and reads that again: the same position,
/// moves and comments.
fn round_trip(game: &str, text: &str, formats: &[&str], notations: &[Option<&str>]) {
    let first = import(game, text);
    for format in formats {
        for notation in notations {
            let opts = ExportOptions {
                notation: notation.map(String::from),
                ..ExportOptions::default()
            };
            let written = api::export_record(game, format, &first, &opts).unwrap();
            let again = import(game, &written);
            assert_eq!(again.format, *format, "{written}");
            assert_eq!(again.position, first.position, "{written}");
            assert_eq!(again.moves, first.moves, "{written}");
            assert_eq!(comments(&again), comments(&first), "{written}");
            assert_eq!(
                again.result.as_ref().and_then(|r| r.winner),
                first.result.as_ref().and_then(|r| r.winner),
                "{written}"
            );
        }
    }
}

#[test]
fn xiangqi_records_round_trip_through_pgn_and_dhtmlxq() {
    let notations = [
        None,
        Some("wxf"),
        Some("chinese"),
        Some("chinese-traditional"),
    ];
    for path in [
        "xiangqi/forum.dhtmlxq.txt",
        "xiangqi/wxf-comments.pgn",
        "ccpd/middlegame.big5.pgn",
        "ccpd/endgame.big5.pgn",
        "wukong/bulk_games_uci.pgn",
    ] {
        round_trip("xiangqi", &data(path), &["pgn", "dhtmlxq"], &notations);
    }
}

#[test]
fn bogenschach_pgn_reads_shots_and_round_trips() {
    let text = data("bogenschach/shots.pgn");
    let rec = import("bogenschach", &text);
    assert_eq!(rec.moves, ["@- e4", "@e2 Nf6", "@f6 Nc3", "@- d5"]);
    assert_eq!(comments(&rec), [(2, "Black shot at the empty e2")]);
    all_legal(&rec);
    round_trip("bogenschach", &text, &["pgn"], &[None]);
    // a chess PGN without shots: every turn a miss; the shoot-out's tag ends the record
    let plain = import(
        "bogenschach",
        "[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"]\n[ShootOut \"black\"]\n1. Kd1 Kd8 *",
    );
    assert_eq!(plain.moves, ["@- Kd1", "@- Kd8", "shoot-out: black"]);
    round_trip(
        "bogenschach",
        "[FEN \"4k3/8/8/8/8/8/8/4K3 b - - 0 7\"]\n[ShootOut \"white\"]\n7... {x} Kd8 8. Kd1 *",
        &["pgn"],
        &[None],
    );
}

#[test]
fn gravon_records_are_written_and_read_back() {
    for name in [
        "barrage-forfeit.xml",
        "classic-flag-capture.xml",
        "classic-timeout-crlf.xml",
    ] {
        let text = std::fs::read_to_string(Path::new("tests/data/gravon").join(name)).unwrap();
        let rec = import("stratego", &text);
        let written =
            api::export_record("stratego", "gravon", &rec, &ExportOptions::default()).unwrap();
        let again = import("stratego", &written);
        assert_eq!(again.position, rec.position, "{name}");
        assert_eq!(again.moves, rec.moves, "{name}");
        assert_eq!(again.result, rec.result, "{name}");
        assert_eq!(again.players, rec.players, "{name}");
        assert_eq!(again.kind, rec.kind, "{name}");
    }
}

#[test]
fn verdicts_are_written_as_comments_when_asked() {
    // Red's Chariot moves like a Horse: refused, and the verdict says so after the move
    let rec = import("xiangqi", "1. h2e2 h9g7 2. a0b2");
    let opts = ExportOptions {
        verdicts: true,
        ..ExportOptions::default()
    };
    let written = api::export_record("xiangqi", "pgn", &rec, &opts).unwrap();
    let again = import("xiangqi", &written);
    let c = comments(&again);
    assert!(
        c.iter()
            .any(|(after, t)| *after == 3 && t.starts_with("arbiter: 2a")),
        "{written}"
    );
    let plain = api::export_record("xiangqi", "pgn", &rec, &ExportOptions::default()).unwrap();
    assert!(!plain.contains("arbiter:"), "{plain}");
}

fn bad(game: &str, text: &str, lang: Lang) -> (String, usize, Option<usize>, String) {
    match api::import_record_in(game, text, lang) {
        Err(e @ Error::BadRecord { .. }) => {
            let Error::BadRecord {
                format,
                line,
                column,
                ..
            } = &e
            else {
                unreachable!()
            };
            (format.to_string(), *line, *column, e.to_string())
        }
        other => panic!("expected bad-record, got {other:?}"),
    }
}

#[test]
fn bad_records_name_the_format_line_and_column_in_the_asked_language() {
    let (format, line, column, message) = bad(
        "xiangqi",
        "[Event \"x\"]\n\n1. h2e2 h9g7\n2. Q2+3 h7h0",
        Lang::En,
    );
    assert_eq!((format.as_str(), line, column), ("pgn", 4, Some(4)));
    assert!(
        message.starts_with("PGN record, line 4, column 4: the move \"Q2+3\""),
        "{message}"
    );
    let (.., de) = bad(
        "xiangqi",
        "[Event \"x\"]\n\n1. h2e2 h9g7\n2. Q2+3 h7h0",
        Lang::De,
    );
    assert!(
        de.starts_with("Partieaufzeichnung (PGN), Zeile 4, Spalte 4: der Zug \"Q2+3\""),
        "{de}"
    );
    // a move of the wrong side: the record is out of step
    let (_, line, column, message) = bad("xiangqi", "h2e2 h0g2", Lang::En);
    assert_eq!((line, column), (1, Some(6)));
    assert!(message.contains("h0 holds no piece of Black"), "{message}");
    let (format, line, _, message) = bad(
        "xiangqi",
        "[DhtmlXQ]\n[DhtmlXQ_movelist]774[/DhtmlXQ_movelist]",
        Lang::En,
    );
    assert_eq!((format.as_str(), line), ("dhtmlxq", 2));
    assert!(message.contains("movelist"), "{message}");
    let (format, ..) = bad("xiangqi", "position fen rnbakabnr/9/9/9 w moves", Lang::En);
    assert_eq!(format, "ucci");
    let (_, line, column, _) = bad("xiangqi", "1. h2e2 {never closed\n h9g7", Lang::En);
    assert_eq!((line, column), (1, Some(9)));
    let (format, line, column, message) = bad("bogenschach", "1. {[%shot e9]} e4", Lang::En);
    assert_eq!((format.as_str(), line, column), ("pgn", 1, Some(17)));
    assert!(message.contains("e9"), "{message}");
    let (.., message) = bad("xiangqi", "<stratego><game></game></stratego>", Lang::En);
    assert!(message.contains("none of the formats"), "{message}");
}

#[test]
fn a_huge_paste_or_a_binary_file_is_refused_at_once() {
    let started = Instant::now();
    let huge = "1. h2e2 h9g7 ".repeat(800_000);
    for game in ["xiangqi", "bogenschach", "stratego"] {
        let e = api::import_record(game, &huge).unwrap_err();
        assert_eq!(e.code(), "input-too-large", "{e}");
        let binary: String = (0..200_000u32)
            .map(|i| char::from((i * 7 % 256) as u8))
            .collect();
        let e = api::import_record(game, &binary).unwrap_err();
        assert_eq!(e.code(), "bad-record", "{game}: {e}");
    }
    let binary = (0..500_000u32)
        .map(|i| (i * 131 % 251) as u8)
        .collect::<Vec<u8>>();
    assert!(
        decode(&binary).is_err()
            || api::import_record("xiangqi", &decode(&binary).unwrap()).is_err()
    );
    assert!(
        started.elapsed().as_millis() < 2000,
        "{:?}",
        started.elapsed()
    );
}

/// Every record of the Chinese Chess Practical Dataset, given as a folder of its files
/// (`CCPD_DIR`): how many read, and the faults with their reasons.
#[test]
#[ignore]
fn ccpd_every_record() {
    let Ok(dir) = std::env::var("CCPD_DIR") else {
        return;
    };
    let (mut read, mut faults) = (
        0usize,
        std::collections::BTreeMap::<String, Vec<String>>::new(),
    );
    let mut illegal = 0usize;
    let mut refused = std::collections::BTreeMap::<String, Vec<String>>::new();
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let bytes = std::fs::read(&path).unwrap();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let text = match decode(&bytes) {
            Ok(t) => t,
            Err(e) => {
                faults.entry(e).or_default().push(name);
                continue;
            }
        };
        match api::import_record("xiangqi", &text) {
            Ok(rec) => {
                read += 1;
                let req = Request {
                    game: "xiangqi".into(),
                    position: Some(rec.position.clone()),
                    moves: rec.moves.clone(),
                    ..Request::default()
                };
                if let Err(e) = api::legal_moves(&req) {
                    illegal += 1;
                    let key = match &e {
                        Error::IllegalHistory { reason, .. } => {
                            reason.chars().take(40).collect::<String>()
                        }
                        other => other.code().to_string(),
                    };
                    refused.entry(key).or_default().push(format!("{name}: {e}"));
                }
            }
            Err(e) => {
                let key = match &e {
                    Error::BadRecord { reason, .. } => reason
                        .split(':')
                        .next()
                        .unwrap_or("")
                        .chars()
                        .take(60)
                        .collect(),
                    other => other.code().to_string(),
                };
                faults.entry(key).or_default().push(format!("{name}: {e}"));
            }
        }
    }
    println!("read: {read}; with a move the engine refuses: {illegal}");
    for (reason, files) in &faults {
        println!("{} x {reason}; e.g. {}", files.len(), files[0]);
    }
    let mut refused: Vec<_> = refused.into_iter().collect();
    refused.sort_by_key(|(_, files)| std::cmp::Reverse(files.len()));
    for (reason, files) in refused.iter().take(12) {
        println!("refused {} x {reason}; e.g. {}", files.len(), files[0]);
    }
}
