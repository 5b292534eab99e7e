//! The arbiter's report of every game, and `arbiter judge` over files of several games: a report
//! goes on past a refused move where the board allows it (Stratego's Two-Squares and More-Squares
//! Rules, Bogenschach's move into check and skip) and ends with `record-error` where it does not;
//! a file of several games (PGN, DhtmlXQ blocks) is judged game by game, the Nth named `FILE#N`;
//! an unreadable record is named with the reason of the reader that recognised it, or the formats
//! tried.

mod common;

use arbiter::api::{self, AnyExplanation, OptionValue, Request};
use arbiter::core::game::Standing;
use arbiter::core::movetext::{decode, split_games};
use common::{explain_in, position_of, request};
use std::process::{Command, Output};

fn arbiter(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args(args)
        .output()
        .expect("the arbiter binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn data(path: &str) -> String {
    format!("{}/tests/data/{path}", env!("CARGO_MANIFEST_DIR"))
}

/// A fresh directory under the system's temporary one, named for the test.
fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("arbiter-judge-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    dir
}

fn report(mut req: Request) -> Request {
    req.mode = Some("report".into());
    req
}

/// The rules a report's row broke (its `violation` events).
fn violations<D>(row: &arbiter::api::Judgement<D>) -> Vec<(&str, Option<&str>)> {
    row.events
        .iter()
        .filter(|e| e.kind == "violation")
        .map(|e| (e.side.unwrap_or("-"), e.rule))
        .collect()
}

use arbiter::stratego::api::Stratego;

/// A Scout shuttling past the Two-Squares limit: the report marks its sixth and seventh moves over
/// A3|B3 as violations and plays them, so every row's position is the one the same moves make
/// where the limit is out of reach; the Scout's move over another edge is legal again.
#[test]
fn a_stratego_report_plays_on_past_the_two_squares_rule() {
    let moves = "A3-B3 J10-J9 B3-A3 J9-I9 A3-B3 I9-I10 B3-A3 I10-J10 A3-B3 J10-J9 \
                 B3-A3 J9-I9 A3-B3 I9-I10 B3-B4 I10-J10";
    let req = request("9t/10/10/10/10/10/10/R9/10/10 r", moves);
    // stop: the explanation ends at the refused move
    let stop = explain_in::<Stratego>(&req);
    assert_eq!(stop.mode, Some("stop"));
    assert_eq!(stop.rows.len(), 11);
    let x = explain_in::<Stratego>(&report(req.clone()));
    assert_eq!(x.mode, Some("report"));
    assert_eq!(x.rows.len(), 16);
    let broken: Vec<usize> = (0..16).filter(|&i| !x.rows[i].legal).collect();
    assert_eq!(broken, [10, 12]);
    for &i in &broken {
        assert_eq!(x.rows[i].rule, Some("two-squares"));
        assert_eq!(violations(&x.rows[i]), [("red", Some("two-squares"))]);
    }
    assert!(x.rows[14].legal, "{}", x.rows[14].message);
    assert!(!x.result.over() && x.result.reason().is_none());
    let mut free = req.clone();
    free.options.set("twoSquaresLimit", OptionValue::Whole(20));
    let all = explain_in::<Stratego>(&free);
    assert!(all.rows.iter().all(|r| r.legal));
    for (a, b) in x.rows.iter().zip(&all.rows) {
        assert_eq!(position_of(a), position_of(b), "{}", a.label);
    }
}

/// The More-Squares example of the rule pages played on past its forbidden move: the Colonel's
/// C3-B3 is marked and played, the game goes on as it does without the rule; a move no piece can
/// make ends the report with `record-error`, naming the move.
#[test]
fn a_stratego_report_plays_on_past_the_more_squares_rule_and_stops_at_a_record_error() {
    let moves = "B2-B3 B4-C4 B3-C3 C4-D4 C3-D3 D4-C4 D3-C3 C4-B4 C3-B3 B4-C4 B3-B2 C4-C3";
    let req = request("10/10/10/10/10/1b8/bj2b5/10/1O8/10 r", moves);
    let x = explain_in::<Stratego>(&report(req.clone()));
    assert_eq!(x.rows.len(), 12);
    assert_eq!(
        violations(&x.rows[8]),
        [("red", Some("more-squares"))],
        "{}",
        x.rows[8].message
    );
    assert!(x.rows.iter().enumerate().all(|(i, r)| r.legal || i == 8));
    let mut free = req.clone();
    free.options.set("moreSquares", OptionValue::Bool(false));
    let all = explain_in::<Stratego>(&free);
    assert!(all.rows.iter().all(|r| r.legal));
    for (a, b) in x.rows.iter().zip(&all.rows) {
        assert_eq!(position_of(a), position_of(b), "{}", a.label);
    }
    // a move from an empty square: the report stops there
    let mut bad = req.clone();
    bad.moves.push("A1-A2".into());
    bad.moves.push("C3-C2".into());
    let x = explain_in::<Stratego>(&report(bad));
    assert_eq!(x.rows.len(), 13);
    assert_eq!(x.result.reason(), Some("record-error"));
    assert!(
        x.result.message().is_some_and(|m| m.contains("A1-A2")),
        "{:?}",
        x.result.message()
    );
}

use arbiter::bogenschach::api::Bogenschach;

/// Bogenschach: a move that leaves the mover's King in check and a skip while a move exists are
/// marked and played as recorded; a King captured is no move the board allows, and the report
/// ends there with `record-error`.
#[test]
fn a_bogenschach_report_plays_on_past_a_move_into_check_and_a_skip() {
    let start = "4k3/8/8/8/8/8/P7/4K2r w - - 0 1";
    let turns = [
        "@- a3", "@- --", "@- Kd2", "@- Kd8", "@- Kc3", "@- Rh3", "@- a4", "@- Rxc3",
    ];
    let req = Request {
        game: "bogenschach".into(),
        position: Some(start.into()),
        moves: turns.iter().map(|t| t.to_string()).collect(),
        ..Request::default()
    };
    let stop = explain_in::<Bogenschach>(&req);
    assert_eq!(stop.rows.len(), 1);
    let x = explain_in::<Bogenschach>(&report(req));
    assert_eq!(x.rows.len(), turns.len());
    let marked: Vec<_> = x.rows.iter().map(violations).collect();
    assert_eq!(marked[0], [("white", Some("self-check"))]);
    assert_eq!(marked[1], [("black", Some("skip"))]);
    assert_eq!(marked[6], [("white", Some("self-check"))]);
    for i in [2, 3, 4, 5] {
        assert!(
            x.rows[i].legal && marked[i].is_empty(),
            "{}",
            x.rows[i].message
        );
    }
    // the board after each turn played on: the pawn on a3 (White still in check), then the same
    // board with Black to move again
    let a3 = arbiter::chess::Position::from_fen(start).expect("a position");
    let pawn = a3
        .pseudo_legal_moves()
        .into_iter()
        .find(|m| arbiter::chess::notation::to_uci(m) == "a2a3")
        .expect("a2a3");
    let after = a3.play(&pawn);
    assert_eq!(position_of(&x.rows[0]), after.to_fen());
    assert_eq!(
        position_of(&x.rows[1]),
        after.pass().to_fen(),
        "the skip passes"
    );
    // 8b takes the King: the report stops with the record's fault
    assert!(!x.rows[7].legal);
    assert_eq!(x.rows[7].rule, Some("king-capture"));
    assert_eq!(x.result.reason(), Some("record-error"));
    assert!(!x.result.over() && x.result.winner.is_none());
}

/// A Gravon record whose pieces shuttle past the Two-Squares limit: `judge` counts every
/// recorded move, the four violations (each side's sixth and seventh moves over one edge) and
/// the rule events by kind and side; the exit status is 1.
#[test]
fn judge_reports_a_gravon_record_played_on_past_its_violations() {
    let xml = std::fs::read_to_string(data("gravon/classic-flag-capture.xml")).expect("a record");
    let (head, _) = xml.split_once("  <move ").expect("moves");
    let (_, tail) = xml.split_once("  <player ").expect("players");
    let mut moves = String::new();
    let red = ["A4-A5", "A5-A4"];
    let blue = ["J7-J6", "J6-J7"];
    for i in 0..14 {
        let (from, to) = if i % 2 == 0 {
            red[i / 2 % 2]
        } else {
            blue[i / 2 % 2]
        }
        .split_once('-')
        .expect("a move");
        moves += &format!(
            "  <move id=\"{}\" source=\"{from}\" target=\"{to}\"/>\n",
            i + 1
        );
    }
    let dir = scratch("gravon");
    let file = dir.join("shuttle.xml");
    std::fs::write(&file, format!("{head}{moves}  <player {tail}")).expect("write");
    let path = file.to_string_lossy().into_owned();
    let o = arbiter(&["judge", "--json", &path]);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(o.status.code(), Some(1), "{}", stdout(&o));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "{out}");
    assert!(
        lines[0].starts_with(&format!(
            "{{\"file\":{path:?},\"game\":\"stratego\",\"plies\":14,\"events\":4,\"violations\":4,"
        )),
        "{out}"
    );
    assert!(
        lines[0].contains("\"judged\":\"red violates two-squares at 6a and loses\""),
        "{out}"
    );
    assert!(
        lines[0].ends_with("\"eventKinds\":{\"violation red\":2,\"violation blue\":2}}"),
        "{out}"
    );
}

/// The games of a text as `judge` names them: the file's name for one game, `FILE#N` for several.
fn names(path: &str, n: usize) -> Vec<String> {
    if n == 1 {
        vec![path.to_string()]
    } else {
        (1..=n).map(|i| format!("{path}#{i}")).collect()
    }
}

/// The number after `"key":` in a JSON line.
fn field(line: &str, key: &str) -> usize {
    line.split(&format!("\"{key}\":"))
        .nth(1)
        .and_then(|r| r.split([',', '}']).next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no {key} in {line}"))
}

/// wukong's file of 1,125 games (tests/data/real-games): `judge` gives each game its line, named
/// `FILE#N` in order, with the moves its record holds (each game read alone), and a total.
#[test]
fn judge_reads_every_game_of_a_pgn_file_of_several() {
    let path = data("real-games/wukong/Liu_Dahua_1125_UCI_games.pgn");
    let text = decode(&std::fs::read(&path).expect("the file")).expect("text");
    let games = split_games(&text);
    assert_eq!(games.len(), 1125, "the README's count");
    let o = arbiter(&["judge", "--json", "--game", "xiangqi", &path]);
    assert!(matches!(o.status.code(), Some(0 | 1)), "{}", stdout(&o));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 1126);
    let mut total = 0;
    for ((line, name), (_, game)) in lines.iter().zip(names(&path, 1125)).zip(&games) {
        assert!(
            line.starts_with(&format!("{{\"file\":{name:?},\"game\":\"xiangqi\",")),
            "{line}"
        );
        let moves = api::import_record("xiangqi", game)
            .expect("each game reads alone")
            .moves
            .len();
        assert_eq!(field(line, "plies"), moves, "{line}");
        total += moves;
    }
    assert!(lines[1125].starts_with(&format!("{{\"total\":{{\"games\":1125,\"plies\":{total},")));
}

/// A file of two DhtmlXQ blocks, and a PGN of three games whose second has a move no notation
/// reads: each block and game judged alone; the unreadable game is named `FILE#2` with the
/// reason of the reader that read farthest (Xiangqi's, past the first move that chess cannot
/// read) and the line of the file its fault is on, and the games after it are judged all the same.
#[test]
fn judge_reads_each_dhtmlxq_block_and_names_an_unreadable_game_by_its_number() {
    let dir = scratch("several");
    let forum = std::fs::read_to_string(data("records/xiangqi/forum.dhtmlxq.txt")).expect("a");
    let wxf = std::fs::read_to_string(data("records/wukong/116.dhtmlxq.txt")).expect("b");
    let blocks = dir.join("blocks.txt");
    std::fs::write(&blocks, format!("{forum}\n{wxf}")).expect("write");
    let plies: Vec<usize> = [&forum, &wxf]
        .iter()
        .map(|t| api::import_record("xiangqi", t).expect("reads").moves.len())
        .collect();
    let blocks = blocks.to_string_lossy().into_owned();
    let o = arbiter(&["judge", &blocks]);
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    for (i, line) in lines[..2].iter().enumerate() {
        assert!(
            line.starts_with(&format!("{blocks}#{}: xiangqi {} plies, ", i + 1, plies[i])),
            "{out}"
        );
    }
    assert!(lines[2].starts_with("total: 2 games, "), "{out}");

    let pgn = std::fs::read_to_string(data("records/wukong/bulk_games_uci.pgn")).expect("c");
    let games = split_games(&pgn);
    assert_eq!(games.len(), 2);
    let broken = "[Event \"broken\"]\n\n1. h2e2 h9g7 2. zz99 b9c7\n\n";
    let three = format!("{}{broken}{}", games[0].1, games[1].1);
    let bad_line = three[..three.find("zz99").expect("the bad move")]
        .matches('\n')
        .count()
        + 1;
    let file = dir.join("three.pgn");
    std::fs::write(&file, &three).expect("write");
    let file = file.to_string_lossy().into_owned();
    let o = arbiter(&["judge", &file]);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(o.status.code(), Some(2));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 4, "{out}");
    assert!(
        lines[0].starts_with(&format!("{file}#1: xiangqi ")),
        "{out}"
    );
    assert!(
        lines[1].starts_with(&format!(
            "{file}#2: not judged: [bad-record] PGN record, line {bad_line}, column 17: the move \"zz99\""
        )),
        "{out}"
    );
    assert!(
        lines[2].starts_with(&format!("{file}#3: xiangqi ")),
        "{out}"
    );
    assert!(
        lines[3].starts_with("total: 2 games, ") && lines[3].ends_with("1 files not judged"),
        "{out}"
    );
}

/// Without `--game`, an unreadable record is named with the most useful reason: for XML, the
/// Gravon reader's; a record one reader reads farther than the others, that reader's (the chess
/// PGN's bad move, the UCCI line's); a record the readers stop in at the same place but that
/// opens as only a record does (a tag pair, a position), each reader's; a text that is no record
/// at all, the formats tried, as the games describe them.
#[test]
fn judge_names_the_reason_of_the_reader_that_recognised_the_record() {
    let dir = scratch("reasons");
    let cases = [
        ("a.txt", "this is no record at all\n"),
        ("b.xml", "<?xml version=\"1.0\"?>\n<game/>\n"),
        ("c.pgn", "[Event \"x\"]\n\n1. e4 e5 2. Qh9 Nc6\n"),
        ("d.txt", "position startpos moves h2e2 h9g7 zz\n"),
        (
            "e.pgn",
            "[FEN \"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBA1ABNR w - - 0 1\"]\n\n1. h2e2\n",
        ),
    ];
    for (name, text) in cases {
        std::fs::write(dir.join(name), text).expect("write");
    }
    let d = dir.to_string_lossy().into_owned();
    let o = arbiter(&["judge", &d]);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(o.status.code(), Some(2));
    let out = stdout(&o);
    let why: Vec<&str> = out
        .lines()
        .take(5)
        .map(|l| l.split_once(": not judged: ").map_or(l, |(_, w)| w))
        .collect();
    let tried: Vec<String> = api::describe_all()
        .iter()
        .filter(|d| !d.records.is_empty())
        .map(|d| format!("{} ({})", d.name, d.records.join(", ")))
        .collect();
    assert_eq!(
        why[0],
        format!(
            "[bad-record] not a game record in any of the formats read: {}",
            tried.join("; ")
        )
    );
    assert!(
        why[1].starts_with("[bad-record] Gravon record, line ") && why[1].contains("<game>"),
        "{out}"
    );
    assert!(
        why[2].starts_with("[bad-record] PGN record, line 3, column 13: the move \"Qh9\""),
        "{out}"
    );
    assert!(
        why[3].starts_with("[bad-record] UCCI record, line 1, column 35: the move \"zz\""),
        "{out}"
    );
    assert!(
        why[4].starts_with("[bad-record] read as xiangqi: PGN record, line 1, column 1: ")
            && why[4].contains("no General")
            && why[4].contains("; as bogenschach: PGN record"),
        "{out}"
    );
    assert!(out
        .lines()
        .nth(5)
        .is_some_and(|l| l.starts_with("total: 0 games")));
}

/// The report's default for a record: `judge` and `explain` of a record agree on every game of the
/// wukong file's first games, and the library's report says the same (`mode` `report`).
#[test]
fn a_record_is_reported_by_default() {
    let pgn = std::fs::read_to_string(data("records/wukong/bulk_games_uci.pgn")).expect("a file");
    let (_, first) = split_games(&pgn)[0];
    let req = Request {
        game: "xiangqi".into(),
        record: Some(first.to_string()),
        ..Request::default()
    };
    let AnyExplanation::Xiangqi(x) = api::explain(&req).expect("explained") else {
        panic!("not xiangqi")
    };
    assert_eq!(x.mode, Some("report"));
    assert_eq!(
        x.rows.len(),
        api::import_record("xiangqi", first).unwrap().moves.len()
    );
}

/// A master game whose ruled side repeats again (tests/data/real-games, Xu Yinchuan - Yan Wenqing,
/// 1998): the line gives the result as the record writes it beside the one the rules give.
#[test]
fn judge_gives_the_recorded_result_beside_the_judged_one() {
    let path = data("real-games/ccpd/Dataset/對局/大師對局/以棋手分類/許銀川/00001457.pgn");
    let o = arbiter(&["judge", &path]);
    assert_eq!(o.status.code(), Some(1));
    let out = stdout(&o);
    assert!(
        out.starts_with(&format!("{path}: xiangqi 85 plies, "))
            && out.contains(
                "; recorded: 1-0; judged: black violates perpetual-chase at 30b and loses\n"
            ),
        "{out}"
    );
}
