//! The command line: every game's options are taken as `--option NAME=VALUE`, checked against the
//! game's description, and listed in the help with the game's perft limits; the exit codes a script
//! relies on (0 all legal, 1 a refused move, 2 bad input); `-` for standard input, read no further
//! than the size limit; conflicting options refused.

use arbiter::api;
use std::process::{Command, Output};

fn arbiter(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args(args)
        .output()
        .expect("the arbiter binary runs")
}

/// `arbiter args...` with `input` written to its standard input.
fn arbiter_with_input(args: &[&str], input: impl std::io::Read + Send + 'static) -> Output {
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the arbiter binary runs");
    let mut stdin = child.stdin.take().expect("a pipe");
    let writer = std::thread::spawn(move || {
        let mut input = input;
        // the reader may stop early (the size limit): a broken pipe ends the copy
        let _ = std::io::copy(&mut input, &mut stdin);
    });
    let out = child.wait_with_output().expect("the arbiter binary ends");
    writer.join().expect("the writer ends");
    out
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn the_help_lists_each_games_options_rulesets_and_perft_limits() {
    let help = stdout(&arbiter(&["--help"]));
    for d in api::describe_all() {
        assert!(
            help.contains(&format!("  {}", d.name)),
            "{}: {help}",
            d.name
        );
        for r in &d.rulesets {
            assert!(help.contains(&format!("--rules {}", r.id)), "{}", r.id);
        }
        for o in &d.options {
            assert!(
                help.contains(&format!("--option {}=", o.name)),
                "{}",
                o.name
            );
        }
        if d.perft {
            let line = format!(
                "perft: budget {} leaf nodes, depth {} from the start",
                d.perft_budget, d.perft_max_depth
            );
            assert!(help.contains(&line), "{line}");
        }
    }
}

#[test]
fn an_option_changes_the_answer() {
    let game = ["explain", "--game", "xiangqi", "--moves", "h2e2"];
    let wxf = arbiter(&game);
    assert!(wxf.status.success(), "{}", stderr(&wxf));
    assert!(stdout(&wxf).contains("C2=5"), "{}", stdout(&wxf));
    let iccs = arbiter(&[&game[..], &["--option", "notation=iccs"]].concat());
    assert!(iccs.status.success(), "{}", stderr(&iccs));
    assert!(stdout(&iccs).contains(" h2e2 "), "{}", stdout(&iccs));
    assert!(!stdout(&iccs).contains("C2=5"), "{}", stdout(&iccs));
}

#[test]
fn options_are_checked_against_the_games_description() {
    let refused = |args: &[&str], says: &str| {
        let o = arbiter(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stdout(&o));
        assert!(stderr(&o).contains(says), "{args:?}: {}", stderr(&o));
    };
    let specs: Vec<_> = api::option_specs("xiangqi")
        .iter()
        .map(|o| o.name)
        .collect();
    refused(
        &["legal", "--game", "xiangqi", "--option", "limit=3"],
        &format!(
            "not an option (the options of xiangqi: {})",
            specs.join(", ")
        ),
    );
    refused(
        &["legal", "--game", "bogenschach", "--option", "limit=3"],
        "bogenschach has no options",
    );
    refused(
        &[
            "legal",
            "--game",
            "stratego",
            "--option",
            "moreSquares=maybe",
        ],
        "is not true or false",
    );
    refused(
        &["legal", "--game", "stratego", "--option", "twoSquaresLimit"],
        "expected NAME=VALUE",
    );
    refused(
        &["legal", "--game", "xiangqi", "--option", "notation=fen"],
        "is not one of wxf, iccs",
    );
    // In the description's names, but out of the game's range: the game refuses it.
    refused(
        &[
            "legal",
            "--game",
            "xiangqi",
            "--option",
            "repetitionCount=11",
        ],
        "[bad-option]",
    );
    let ok = arbiter(&[
        "legal",
        "--option",
        "twoSquaresLimit=3",
        "--option",
        "moreSquares=false",
    ]);
    assert!(ok.status.success(), "{}", stderr(&ok));
}

#[test]
fn perft_takes_the_games_budget_by_default() {
    for d in api::describe_all().into_iter().filter(|d| d.perft) {
        let depth = d.perft_max_depth.to_string();
        let o = arbiter(&["perft", d.name, "", &depth]);
        assert!(o.status.success(), "{}: {}", d.name, stderr(&o));
        let deeper = (d.perft_max_depth + 1).to_string();
        let o = arbiter(&["perft", d.name, "", &deeper]);
        assert_eq!(o.status.code(), Some(2), "{}", d.name);
        assert!(stderr(&o).contains("budget-exceeded"), "{}", stderr(&o));
    }
}

#[test]
fn perft_refuses_a_depth_beyond_its_maximum_instead_of_overflowing_the_stack() {
    let max = api::MAX_PERFT_DEPTH;
    for d in api::describe_all().into_iter().filter(|d| d.perft) {
        // at the maximum the count starts and stops at its budget
        let r = api::perft_within(d.name, "", max, 1_000);
        assert_eq!(
            r.as_ref().map_err(|e| e.code()),
            Err("budget-exceeded"),
            "{}",
            d.name
        );
        for depth in [max + 1, 10_000, 100_000, u32::MAX] {
            let e = api::perft_within(d.name, "", depth, u64::MAX).expect_err("refused");
            assert_eq!(e.code(), "bad-request", "{} at {depth}: {e}", d.name);
            let o = arbiter(&["perft", d.name, "", &depth.to_string()]);
            assert_eq!(o.status.code(), Some(2), "{} at {depth}", d.name);
            assert!(stderr(&o).contains("deeper than 64"), "{}", stderr(&o));
        }
    }
    let e = api::perft_within("chess", "", 20_000, u64::MAX).expect_err("refused");
    assert_eq!(e.code(), "bad-request");
}

const POSITION: &str = "10/10/10/10/10/1b8/bj2b5/10/1O8/10 r";
const CHASE: &str = "B2-B3 B4-C4 B3-C3 C4-D4 C3-D3 D4-C4 D3-C3 C4-B4";

#[test]
fn explain_exits_1_when_a_move_is_refused_and_0_when_all_are_legal() {
    let all = arbiter(&["explain", "--position", POSITION, "--moves", CHASE]);
    assert_eq!(all.status.code(), Some(0), "{}", stderr(&all));
    let refused = format!("{CHASE} C3-B3");
    let o = arbiter(&["explain", "--position", POSITION, "--moves", &refused]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(
        stdout(&o).contains("ILLEGAL (more-squares)"),
        "{}",
        stdout(&o)
    );
    let bad = arbiter(&["explain", "--position", "11/10 r"]);
    assert_eq!(bad.status.code(), Some(2));
}

#[test]
fn a_record_with_moves_or_a_position_is_refused() {
    let record = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/gravon/classic-flag-capture.xml"
    );
    for extra in [["--moves", "A4-A5"], ["--position", POSITION]] {
        let mut args = vec!["explain", "--record", record];
        args.extend(extra);
        let o = arbiter(&args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(stderr(&o).contains("cannot be used with"), "{}", stderr(&o));
    }
}

#[test]
fn a_dash_reads_the_record_from_standard_input() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/gravon/classic-flag-capture.xml"
    );
    let text = std::fs::read(path).expect("the record");
    let from_file = arbiter(&["import", path]);
    let from_stdin = arbiter_with_input(&["import", "-"], std::io::Cursor::new(text.clone()));
    assert!(from_file.status.success(), "{}", stderr(&from_file));
    assert_eq!(
        stdout(&from_stdin),
        stdout(&from_file),
        "{}",
        stderr(&from_stdin)
    );
    let explained = arbiter_with_input(&["explain", "--record", "-"], std::io::Cursor::new(text));
    assert!(
        stdout(&explained).starts_with("start: "),
        "{}",
        stderr(&explained)
    );
}

#[test]
fn standard_input_is_refused_at_the_size_limit_without_being_read_whole() {
    // an endless stream: only a reader that stops at the limit ends
    let o = arbiter_with_input(&["import", "-"], std::io::repeat(b'x'));
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains(&format!(
            "standard input: larger than {} bytes",
            api::MAX_RECORD
        )),
        "{}",
        stderr(&o)
    );
    let binary = arbiter_with_input(&["import", "-"], std::io::Cursor::new(vec![0xff, 0xfe, 0]));
    assert_eq!(binary.status.code(), Some(2));
    assert!(
        stderr(&binary).contains("neither UTF-8, GBK nor Big5"),
        "{}",
        stderr(&binary)
    );
}

#[test]
fn records_are_imported_from_big5_and_gbk_and_exported_in_each_format() {
    let big5 = "tests/data/records/ccpd/middlegame.big5.pgn";
    let o = arbiter(&["import", "--game", "xiangqi", big5]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.starts_with("format: pgn\n"), "{out}");
    assert!(out.contains("tag Red: 徐天利"), "{out}");
    assert!(out.contains("moves: e2h2 "), "{out}");
    let gbk = "tests/data/records/xiangqi/forum.gbk.dhtmlxq.txt";
    let o = arbiter(&["import", "--game", "xiangqi", gbk]);
    assert!(
        stdout(&o).contains("comment after 1: 中炮 / 当头炮"),
        "{}",
        stdout(&o)
    );
    for (format, notation, has) in [
        ("pgn", "chinese", "炮二平五"),
        ("pgn", "wxf", "C2=5"),
        ("dhtmlxq", "iccs", "[DhtmlXQ_movelist]7747706279678070"),
    ] {
        let o = arbiter(&[
            "export",
            "--game",
            "xiangqi",
            "--format",
            format,
            "--notation",
            notation,
            gbk,
        ]);
        assert!(o.status.success(), "{}", stderr(&o));
        assert!(stdout(&o).contains(has), "{}", stdout(&o));
    }
    // a bad record: the format, line and column, in German when asked
    let bad = arbiter_with_input(
        &["import", "--game", "xiangqi", "--lang", "de", "-"],
        std::io::Cursor::new(b"[Event \"x\"]\n1. h2e2 Q9+1".to_vec()),
    );
    assert_eq!(bad.status.code(), Some(2));
    assert!(
        stderr(&bad).contains("[bad-record]: Partieaufzeichnung (PGN), Zeile 2, Spalte 9"),
        "{}",
        stderr(&bad)
    );
}

/// A report (`explain --mode report`) goes on past a violation and prints each row's rule events;
/// the exit status is still 1 for a refused move.
#[test]
fn a_report_goes_on_past_a_violation_and_prints_its_events() {
    let moves = "C7=9 R1=2 C9=8 R2=1 C8=9 R1=2 C9=8 R2=1 C8=9 R1=2 C9=8 R2=1 K6+1";
    let args = [
        "explain",
        "--game",
        "xiangqi",
        "--position",
        "4k4/9/r8/9/9/NN7/9/9/9/2CK5 w",
        "--moves",
        moves,
    ];
    // stop: the explanation ends at the refused C9=8
    let o = arbiter(&args);
    assert_eq!(o.status.code(), Some(1));
    let out = stdout(&o);
    assert!(out.contains("ILLEGAL (perpetual-chase)"), "{out}");
    assert!(!out.contains("K6+1"), "{out}");
    // report: every move has its row, with the ruling, the violation and the moves after it
    let mut report = args.to_vec();
    report.extend(["--mode", "report"]);
    let o = arbiter(&report);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("[must-vary red perpetual-chase]"), "{out}");
    assert!(out.contains("[violation red perpetual-chase]"), "{out}");
    assert!(out.contains("[perpetual red perpetual-chase]"), "{out}");
    assert!(out.contains("K6+1"), "{out}");
    let rows = out
        .lines()
        .filter(|l| {
            l.len() > 5
                && l[..5]
                    .trim_start()
                    .chars()
                    .next()
                    .is_some_and(|c| c.is_ascii_digit())
        })
        .count();
    assert_eq!(rows, moves.split(' ').count(), "{out}");
    // a wrong mode is bad input
    let mut bad = args.to_vec();
    bad.extend(["--mode", "loose"]);
    assert_eq!(arbiter(&bad).status.code(), Some(2));
}

/// `judge` over a directory of Gravon records: one line per game, whose plies are the record's
/// moves (each judged), then a total; JSON Lines likewise; a file that is no record is named with
/// its reason, the others judged all the same, and the exit status is 2.
#[test]
fn judge_summarises_each_record_and_names_a_bad_file() {
    let dir = format!("{}/tests/data/gravon", env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<String> = std::fs::read_dir(&dir)
        .expect("gravon records")
        .filter_map(|e| e.ok())
        .map(|e| e.path().to_string_lossy().into_owned())
        .filter(|p| p.ends_with(".xml"))
        .collect();
    files.sort();
    assert!(files.len() >= 3);
    let o = arbiter(&["judge", &dir]);
    assert!(matches!(o.status.code(), Some(0 | 1)), "{}", stderr(&o));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), files.len() + 1, "{out}");
    assert!(lines[files.len()].starts_with(&format!("total: {} games", files.len())));
    assert!(stderr(&o).contains("games/s"), "{}", stderr(&o));
    // JSON Lines: each game's plies are its record's moves
    let o = arbiter(&["judge", "--json", &dir]);
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), files.len() + 1, "{out}");
    let mut total_plies = 0;
    for (line, file) in lines.iter().zip(&files) {
        let rec = api::import_record("stratego", &std::fs::read_to_string(file).expect("read"))
            .expect("a record");
        assert!(
            line.starts_with(&format!("{{\"file\":\"{file}\",\"game\":\"stratego\"")),
            "{line}"
        );
        if !line.contains("\"reason\":\"record-error\"") {
            assert!(
                line.contains(&format!("\"plies\":{},", rec.moves.len())),
                "{line}"
            );
        }
        let plies: usize = line
            .split("\"plies\":")
            .nth(1)
            .and_then(|r| r.split(',').next())
            .and_then(|n| n.parse().ok())
            .expect("plies");
        total_plies += plies;
    }
    assert!(
        lines[files.len()].starts_with(&format!(
            "{{\"total\":{{\"games\":{},\"plies\":{total_plies},",
            files.len()
        )),
        "{}",
        lines[files.len()]
    );
    // a bad file among good ones
    let bad = std::env::temp_dir().join(format!("arbiter-judge-bad-{}.xml", std::process::id()));
    std::fs::write(&bad, "this is no record").expect("write");
    let bad = bad.to_string_lossy().into_owned();
    let o = arbiter(&["judge", &files[0], &bad, &files[1]]);
    let _ = std::fs::remove_file(&bad);
    assert_eq!(o.status.code(), Some(2));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 4, "{out}");
    assert!(
        lines[1].starts_with(&format!("{bad}: not judged: [bad-record]")),
        "{out}"
    );
    assert!(lines[2].starts_with(&files[1]), "{out}");
    assert!(
        lines[3].contains("2 games") && lines[3].contains("1 files not judged"),
        "{out}"
    );
    // no progress bar when standard error is not a terminal
    assert!(!stderr(&o).contains('['), "{}", stderr(&o));
}

/// `judge` over a directory of real xiangqi records (Big5 PGN with Chinese moves, from
/// tests/data/real-games): a game whose ruled side repeats again, a clean game, a record with a
/// move into self-check and a file that is no record. Each game gets its line with its record's
/// moves as plies; the refusals and the record error are the ones tests/data/real-games/triage.tsv
/// lists; the bad file is named and the run goes on; JSON Lines give the same figures.
#[test]
fn judge_reads_real_xiangqi_records_and_goes_on_past_a_bad_file() {
    let data = format!("{}/tests/data/real-games", env!("CARGO_MANIFEST_DIR"));
    let master = "ccpd/Dataset/對局/大師對局/以棋手分類/許銀川/00001457.pgn";
    let clean = "ccpd/Dataset/對局/大師對局/以棋手分類/吳貴臨/00000011.pgn";
    let fault = "ccpd/Dataset/中局/00002173.pgn";
    let triage = std::fs::read_to_string(format!("{data}/triage.tsv")).expect("triage");
    let listed = |game: &str| -> Vec<Vec<String>> {
        triage
            .lines()
            .filter(|l| !l.starts_with('#'))
            .map(|l| l.split('\t').map(String::from).collect::<Vec<_>>())
            .filter(|f| f[0] == game)
            .collect()
    };
    let (refusals, errors) = (listed(master), listed(fault));
    assert!(!refusals.is_empty() && listed(clean).is_empty() && errors.len() == 1);

    let dir = std::env::temp_dir().join(format!("arbiter-judge-xq-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    let mut plies = Vec::new();
    for (name, src) in [("a.pgn", master), ("b.pgn", clean), ("c.pgn", fault)] {
        let bytes = std::fs::read(format!("{data}/{src}")).expect("a sample record");
        assert!(String::from_utf8(bytes.clone()).is_err(), "{src} is Big5");
        let text = arbiter::core::movetext::decode(&bytes).expect("Big5");
        plies.push(
            api::import_record("xiangqi", &text)
                .expect("a record")
                .moves
                .len(),
        );
        std::fs::write(dir.join(name), bytes).expect("write");
    }
    // a record whose start position cannot be (Red has no General), as in the dataset
    std::fs::write(
        dir.join("d.pgn"),
        "[FEN \"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBA1ABNR w - - 0 1\"]\n\n1. 炮二平六 馬８進７\n",
    )
    .expect("write");
    let path = |n: &str| dir.join(n).to_string_lossy().into_owned();
    let d = dir.to_string_lossy().into_owned();

    let o = arbiter(&["judge", &d]);
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(o.status.code(), Some(2), "{out}");
    assert_eq!(lines.len(), 5, "{out}");
    // the master game: its refusals counted, the first one named with its side and rule
    let first = &refusals[0];
    let side = if first[2].ends_with('b') {
        "black"
    } else {
        "red"
    };
    assert!(
        lines[0].starts_with(&format!("{}: xiangqi {} plies, ", path("a.pgn"), plies[0])),
        "{out}"
    );
    assert!(
        lines[0].contains(&format!("{} violations;", refusals.len()))
            && lines[0].contains(&format!(
                "judged: {side} violates {} at {} and loses",
                first[3], first[2]
            )),
        "{out}"
    );
    assert!(
        lines[1].starts_with(&format!(
            "{}: xiangqi {} plies, 0 rule events, 0 violations;",
            path("b.pgn"),
            plies[1]
        )),
        "{out}"
    );
    // the record error: the report stops at the record's faulty move, which is named
    assert!(
        lines[2].starts_with(&format!("{}: xiangqi ", path("c.pgn")))
            && lines[2].contains(&format!(
                "judged: record error: move {} of the history ({}",
                errors[0][1].parse::<usize>().unwrap() + 1,
                errors[0][2]
            )),
        "{out}"
    );
    assert!(
        lines[3].starts_with(&format!("{}: not judged: [bad-record]", path("d.pgn"))),
        "{out}"
    );
    assert!(
        lines[4].starts_with("total: 3 games, ")
            && lines[4].contains(&format!(
                "{} violations, 1 record errors, 1 files not judged",
                refusals.len()
            )),
        "{out}"
    );

    let o = arbiter(&["judge", "--json", &d]);
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(o.status.code(), Some(2), "{out}");
    assert_eq!(lines.len(), 5, "{out}");
    assert!(
        lines[0].contains(&format!("\"plies\":{},", plies[0]))
            && lines[0].contains(&format!("\"violations\":{},", refusals.len())),
        "{out}"
    );
    assert!(lines[2].contains("\"reason\":\"record-error\""), "{out}");
    assert!(
        lines[3].starts_with(&format!("{{\"file\":\"{}\",\"error\":", path("d.pgn"))),
        "{out}"
    );
    // the report of the faulty record stops at its faulty move
    let error_ply: usize = errors[0][1].parse().expect("a ply");
    assert!(error_ply < plies[2]);
    let total = plies[0] + plies[1] + error_ply + 1;
    assert!(
        lines[4].starts_with(&format!(
            "{{\"total\":{{\"games\":3,\"plies\":{},\"events\":",
            total
        )) && lines[4].ends_with(&format!(
            "\"violations\":{},\"recordErrors\":1,\"badFiles\":1}}}}",
            refusals.len()
        )),
        "{out}"
    );

    // without the bad file: exit 1, a violation and a record error found
    std::fs::remove_file(dir.join("d.pgn")).expect("remove");
    let o = arbiter(&["judge", &d]);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(o.status.code(), Some(1), "{}", stdout(&o));
}
