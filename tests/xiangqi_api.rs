//! The Xiangqi side of the game interface, called directly (the dispatch in `arbiter::api` is
//! wired separately): verdicts with rule ids, explanations, legal moves, positions, perft.

use arbiter::api::{GameRules, Request};
use arbiter::core::{Error, Lang};
use arbiter::xiangqi::api::{perft, Xiangqi};

fn req(position: Option<&str>, moves: &[&str]) -> Request {
    Request {
        game: "xiangqi".into(),
        position: position.map(String::from),
        moves: moves.iter().map(|m| m.to_string()).collect(),
        ..Request::default()
    }
}

#[test]
fn verdicts_name_the_rule() {
    let r = req(None, &["C2=5", "h9g7"]);
    let v = Xiangqi::validate_move(&r, "H2+3").unwrap();
    assert!(v.legal, "{}", v.message);
    assert_eq!(v.details.iccs, "h0g2");
    let v = Xiangqi::validate_move(&r, "R9+5").unwrap();
    assert!(!v.legal);
    assert_eq!(v.rule, Some("movement"));
    assert!(v.message.contains("a3"), "{}", v.message);
    // The cannon on e2 captures e6 over the screen e3... no: e3 is a red pawn, e6 a black pawn.
    let v = Xiangqi::validate_move(&r, "e2e6").unwrap();
    assert!(
        v.legal && v.details.captures == Some("soldier"),
        "{}",
        v.message
    );

    let flying = req(Some("4k4/9/9/9/4N4/9/9/9/9/4K4 w"), &[]);
    let v = Xiangqi::validate_move(&flying, "e5d7").unwrap();
    assert_eq!(v.rule, Some("flying-general"));
    let pinned = req(Some("3k5/4r4/9/9/9/9/9/9/4N4/4K4 w"), &[]);
    let v = Xiangqi::validate_move(&pinned, "e1d3").unwrap();
    assert_eq!(v.rule, Some("self-check"));
    let mut de = pinned.clone();
    de.lang = Lang::De;
    assert!(Xiangqi::validate_move(&de, "e1d3")
        .unwrap()
        .message
        .contains("Schach"));
    let mated = req(Some("3k2R2/R8/9/9/9/9/9/9/9/4K4 b"), &[]);
    assert_eq!(
        Xiangqi::validate_move(&mated, "d9d8").unwrap().rule,
        Some("game-over")
    );
}

#[test]
fn explanations_and_results() {
    // d9e9 would face the red General: refused, and the explanation stops there.
    let r = req(
        Some("3k5/9/R8/9/9/9/9/9/9/4K4 w"),
        &["a7a6", "d9e9", "a6a5"],
    );
    let e = Xiangqi::explain(&r).unwrap();
    assert_eq!(e.rows.len(), 2);
    assert_eq!(
        (e.rows[0].label.as_str(), e.rows[1].label.as_str()),
        ("1a", "1b")
    );
    assert!(e.rows[0].legal && !e.rows[1].legal);
    assert_eq!(e.rows[1].rule, Some("flying-general"));
    assert_eq!(e.rows[0].facts.text, "R9-1", "WXF by default");
    // Mate: the chariot on a8 holds rank 8, the other checks on rank 9, e9 faces the General.
    let r = req(Some("3k5/R8/9/9/9/9/9/9/9/4K3R w"), &["R1+9"]);
    let e = Xiangqi::explain(&r).unwrap();
    assert!(e.rows[0].legal && e.rows[0].facts.check);
    assert!(e.result.over);
    assert_eq!(
        (e.result.winner, e.result.reason),
        (Some("red"), Some("checkmate"))
    );
}

#[test]
fn history_errors_and_positions() {
    let r = req(None, &["C2=5", "C2=5", "R1+5"]);
    match Xiangqi::legal_moves(&r) {
        Err(Error::IllegalHistory {
            index: 2, label, ..
        }) => assert_eq!(label, "2a"),
        other => panic!("{other:?}"),
    }
    assert_eq!(Xiangqi::legal_moves(&req(None, &[])).unwrap().len(), 44);
    let info =
        Xiangqi::parse_position("rheagaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAGAEHR r")
            .unwrap();
    assert!(info.position.starts_with("rnbakabnr/"));
    assert_eq!(info.pieces.len(), 32);
    assert_eq!(info.to_move, "red");
    let mut bad = req(None, &[]);
    bad.rules = Some("wxf".into());
    assert!(matches!(
        Xiangqi::legal_moves(&bad),
        Err(Error::UnknownRules { .. })
    ));
    assert_eq!(perft("", 3, 79_666), Ok(79666));
    assert_eq!(perft("", 3, 79_665).unwrap_err().code(), "budget-exceeded");
}

#[test]
fn moves_in_any_notation_and_answers_in_the_requested_one() {
    // The same history in ICCS, WXF and Chinese (mixed in one list too) gives the same game.
    let histories: [&[&str]; 4] = [
        &["h2e2", "h9g7", "h0g2"],
        &["C2=5", "H8+7", "H2+3"],
        &["炮二平五", "马8进7", "马二进三"],
        &["炮二平五", "h9g7", "H2+3"],
    ];
    let mut legal = Vec::new();
    for h in histories {
        let r = req(None, h);
        legal.push(Xiangqi::legal_moves(&r).unwrap());
        let v = Xiangqi::validate_move(&r, "车9平8").unwrap();
        assert!(v.legal, "{}", v.message);
        assert_eq!(v.details.iccs, "i9h9");
        assert_eq!(v.facts.text, "R9=8", "WXF by default");
        // the verdict writes the move in the notation asked for
        let mut chinese = r.clone();
        chinese.options.set(
            "notation",
            arbiter::api::OptionValue::Text("chinese".into()),
        );
        let v = Xiangqi::validate_move(&chinese, "R9=8").unwrap();
        assert_eq!(v.facts.text, "车9平8");
    }
    assert!(legal.windows(2).all(|w| w[0] == w[1]));

    let mut r = req(None, &["h2e2", "H8+7"]);
    let e = Xiangqi::explain(&r).unwrap();
    assert_eq!(e.header, Some(("notation", "wxf")));
    assert_eq!(e.rows[0].facts.text, "C2=5");
    assert_eq!(e.rows[1].facts.text, "H8+7");
    r.options.set(
        "notation",
        arbiter::api::OptionValue::Text("chinese".into()),
    );
    let e = Xiangqi::explain(&r).unwrap();
    assert_eq!(e.header, Some(("notation", "chinese")));
    let texts: Vec<&str> = e.rows.iter().map(|r| r.facts.text.as_str()).collect();
    assert_eq!(texts, ["炮二平五", "马8进7"]);
    let f = &e.rows[1].facts;
    assert_eq!(
        (f.from.as_deref(), f.to.as_deref()),
        (Some("h9"), Some("g7")),
        "ICCS squares stay the machine key"
    );
    r.options.set(
        "notation",
        arbiter::api::OptionValue::Text("chinese-traditional".into()),
    );
    let e = Xiangqi::explain(&r).unwrap();
    assert_eq!(e.header, Some(("notation", "chinese-traditional")));
    let texts: Vec<&str> = e.rows.iter().map(|r| r.facts.text.as_str()).collect();
    assert_eq!(texts, ["炮二平五", "馬8進7"]);
    r.options
        .set("notation", arbiter::api::OptionValue::Text("ICCS".into()));
    let e = Xiangqi::explain(&r).unwrap();
    assert_eq!(e.rows[0].facts.text, "h2e2");
    r.options.set(
        "notation",
        arbiter::api::OptionValue::Text("klingon".into()),
    );
    assert!(matches!(
        Xiangqi::explain(&r),
        Err(Error::BadOption {
            name: "notation",
            ..
        })
    ));
}

#[test]
fn repetition_cycles_are_written_in_the_requested_notation() {
    // Ruling 6's example: Red's Chariot follows Black's unprotected Cannon; R9=8 is refused.
    let mut r = req(
        Some("4k4/9/1c7/9/9/9/9/R8/9/3K5 w"),
        &[
            "车九平八",
            "炮2平1",
            "车八平九",
            "炮1平2",
            "R9=8",
            "C2=1",
            "b2a2",
            "C1=2",
        ],
    );
    r.options.set(
        "notation",
        arbiter::api::OptionValue::Text("chinese".into()),
    );
    let v = Xiangqi::validate_move(&r, "车九平八").unwrap();
    assert_eq!(v.rule, Some("perpetual-chase"), "{}", v.message);
    let rep = v.details.repetition.expect("a repetition");
    // The moves since the first of the three occurrences: the loop twice.
    assert_eq!(rep.cycle.len(), 8);
    assert_eq!(rep.cycle.first().map(String::as_str), Some("1b 炮2平1"));
    assert_eq!(rep.cycle.last().map(String::as_str), Some("5a 车九平八"));
    assert!(v.message.contains("车八平九"), "{}", v.message);
}
