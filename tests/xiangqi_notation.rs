//! Xiangqi notation: ICCS and WXF written and read back, on the start position, on random games
//! and on tandem pieces and pawns (the WXF page's special cases).

use arbiter::core::random::Rng;
use arbiter::core::Error;
use arbiter::xiangqi::movegen::legal_moves;
use arbiter::xiangqi::notation::{iccs, parse_iccs, parse_iccs_1_10, parse_move, parse_wxf, wxf};
use arbiter::xiangqi::{Move, Position};

fn pos(fen: &str) -> Position {
    Position::parse(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn mv(text: &str) -> Move {
    parse_iccs(text).unwrap()
}

/// Writes each ICCS move in WXF, and reads each WXF text back to the ICCS move.
fn check(p: &Position, pairs: &[(&str, &str)]) {
    for &(coord, text) in pairs {
        assert_eq!(
            wxf(p, mv(coord)).as_deref(),
            Some(text),
            "{coord} in {}",
            p.to_fen()
        );
        assert_eq!(
            parse_wxf(p, text).map(iccs),
            Ok(coord.to_string()),
            "{text}"
        );
        assert_eq!(
            parse_move(p, text).map(iccs),
            Ok(coord.to_string()),
            "{text}"
        );
        assert_eq!(
            parse_move(p, coord).map(iccs),
            Ok(coord.to_string()),
            "{coord}"
        );
    }
}

#[test]
fn start_position_moves() {
    let p = Position::start();
    check(
        &p,
        &[
            ("h2e2", "C2=5"),
            ("b2e2", "C8=5"),
            ("h0g2", "H2+3"),
            ("b0c2", "H8+7"),
            ("a0a1", "R9+1"),
            ("i0i2", "R1+2"),
            ("g3g4", "P3+1"),
            ("f0e1", "A4+5"),
            ("c0e2", "E7+5"),
            ("g0e2", "E3+5"),
            ("e0e1", "K5+1"),
            ("h2h9", "C2+7"),
        ],
    );
    let mut p = p;
    p.make(mv("h2e2"));
    // Black counts files from its own right: a = 1, i = 9.
    check(
        &p,
        &[
            ("h9g7", "H8+7"),
            ("b7e7", "C2=5"),
            ("h7h0", "C8+7"),
            ("e9e8", "K5+1"),
            ("c6c5", "P3+1"),
            ("d9e8", "A4+5"),
        ],
    );
}

#[test]
fn other_spellings_are_read() {
    let p = Position::start();
    for (text, coord) in [
        ("C2.5", "h2e2"),
        ("c2=5", "h2e2"),
        ("N2+3", "h0g2"),
        ("B7+5", "c0e2"),
        ("G5+1", "e0e1"),
        (" h2e2 ", "h2e2"),
        ("H2-E2", "h2e2"),
        ("h2-e2", "h2e2"),
    ] {
        assert_eq!(
            parse_move(&p, text).map(iccs),
            Ok(coord.to_string()),
            "{text}"
        );
    }
    assert_eq!(parse_iccs_1_10("h3e3").map(iccs), Ok("h2e2".to_string()));
    assert_eq!(parse_iccs_1_10("a10a9").map(iccs), Ok("a9a8".to_string()));
    for bad in ["a11a9", "a0a1", "j1j2", "a1", ""] {
        assert!(parse_iccs_1_10(bad).is_err(), "{bad}");
    }
}

#[test]
fn bad_moves_are_refused_with_a_reason() {
    let p = Position::start();
    for bad in [
        "",
        "C2",
        "C2=0",
        "C2*5",
        "X2=5",
        "C2=55",
        "j2e2",
        "h2e",
        "炮二飞五",
        "C4=5",
        "P1=2x",
    ] {
        match parse_move(&p, bad) {
            Err(Error::BadMove { reason, .. }) => assert!(!reason.is_empty()),
            other => panic!("{bad:?}: expected BadMove, got {other:?}"),
        }
    }
    assert!(matches!(
        parse_move(&p, &"C".repeat(100)),
        Err(Error::InputTooLarge { .. })
    ));
    // A readable move that breaks a rule is resolved, for the judge to explain.
    assert_eq!(parse_move(&p, "H2+1").map(iccs), Ok("h0i2".to_string()));
    assert_eq!(parse_move(&p, "R9+5").map(iccs), Ok("a0a5".to_string()));
}

#[test]
fn tandem_chariots_and_cannons() {
    // Red chariots on a3 (front) and a1 (rear); Red cannons on i2 (front) and i0 (rear).
    let p = pos("3k5/9/9/9/9/9/R8/8C/R8/5K2C w");
    check(
        &p,
        &[
            ("a3c3", "R+=7"),
            ("a1a2", "R-+1"),
            ("a1b1", "R-=8"),
            ("a3a9", "R++6"),
            ("i2h2", "C+=2"),
            ("i0i1", "C-+1"),
        ],
    );
    // The front-rear prefix and the plain file digit are read where they are unambiguous.
    assert_eq!(parse_wxf(&p, "+R=7").map(iccs), Ok("a3c3".to_string()));
    assert_eq!(parse_wxf(&p, "C1-1").map(iccs), Ok("i2i1".to_string()));
    assert!(
        matches!(parse_wxf(&p, "R9+1"), Err(Error::BadMove { .. })),
        "ambiguous"
    );
    // Black's front piece is the one further down the board.
    let p = pos("3k5/9/r8/9/r8/9/9/9/9/5K3 b");
    check(&p, &[("a5a4", "R++1"), ("a7b7", "R-=2")]);
}

#[test]
fn advisors_and_elephants_keep_the_file_digit() {
    // Red advisors on d0 and d2, both on file 6: the direction tells them apart.
    let p = pos("3k5/9/9/9/9/9/9/3A5/9/3AK4 w");
    check(&p, &[("d0e1", "A6+5"), ("d2e1", "A6-5")]);
    // Red elephants on c0 and c4.
    let p = pos("3k5/9/9/9/9/2B6/9/9/9/2B1K4 w");
    check(&p, &[("c0e2", "E7+5"), ("c4e2", "E7-5"), ("c4a2", "E7-9")]);
}

#[test]
fn tandem_pawns_per_the_wxf_page() {
    // Three red pawns on file e (Red's file 5): front P+, middle P5, rear P-.
    let p = pos("3k5/9/4P4/4P4/4P4/9/9/9/9/5K3 w");
    check(
        &p,
        &[
            ("e7d7", "P+=6"),
            ("e6d6", "P5=6"),
            ("e5f5", "P-=4"),
            ("e7e8", "P++1"),
        ],
    );
    // Four: ++, P+, P-, --.
    let p = pos("3k5/4P4/4P4/4P4/4P4/9/9/9/9/5K3 w");
    check(
        &p,
        &[
            ("e8d8", "++=6"),
            ("e7d7", "P+=6"),
            ("e6d6", "P-=6"),
            ("e5d5", "--=6"),
        ],
    );
    // A fifth pawn on another file (f9) changes nothing: four on e, ++ P+ P- --.
    let p = pos("3k1P3/4P4/4P4/4P4/4P4/9/9/9/9/5K3 w");
    check(&p, &[("e8d8", "++=6"), ("e5d5", "--=6"), ("f9g9", "P4=3")]);
    // Five on file d (Red's file 6): ++, P+, P6, P-, --.
    let p = pos("3P1k3/3P5/3P5/3P5/3P5/9/9/9/9/4K4 w");
    check(
        &p,
        &[
            ("d9c9", "++=7"),
            ("d8c8", "P+=7"),
            ("d7c7", "P6=7"),
            ("d6c6", "P-=7"),
            ("d5c5", "--=7"),
        ],
    );
    // Two files with tandem pawns: the file digit replaces the letter. Three on c (Red's file 7)
    // and two on g (Red's file 3), as in the WXF page's example seen from the other wing.
    let p = pos("3k5/9/2P6/2P3P2/2P3P2/9/9/9/9/5K3 w");
    check(
        &p,
        &[
            ("c7b7", "7+=8"),
            ("c6b6", "77=8"),
            ("c5b5", "7-=8"),
            ("g6h6", "3+=2"),
            ("g5f5", "3-=4"),
        ],
    );
    // Black pawns: front is further down the board; Black's file 5 is e.
    let p = pos("3k5/9/9/9/9/4p4/4p4/9/9/5K3 b");
    check(&p, &[("e3d3", "P+=4"), ("e4f4", "P-=6")]);
}

#[test]
fn every_legal_move_round_trips_through_wxf_and_iccs_on_random_games() {
    let mut rng = Rng::new(2026);
    for _game in 0..30 {
        let mut p = Position::start();
        for _ply in 0..150 {
            let legal = legal_moves(&p);
            if legal.is_empty() {
                break;
            }
            let mut texts: Vec<String> = Vec::new();
            for &m in &legal {
                let text = wxf(&p, m).expect("a piece stands on the starting square");
                assert_eq!(parse_wxf(&p, &text), Ok(m), "{text} in {}", p.to_fen());
                assert_eq!(parse_move(&p, &iccs(m)), Ok(m));
                texts.push(text);
            }
            texts.sort();
            texts.dedup();
            assert_eq!(
                texts.len(),
                legal.len(),
                "WXF texts are unique in {}",
                p.to_fen()
            );
            p.make(legal[rng.below(legal.len())]);
        }
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(2000))]

    /// No input makes the parsers panic: any text, and texts made of FEN and WXF characters.
    #[test]
    fn parsers_never_panic(any in ".{0,80}", fenish in "[rnbakcpRNBAKCPGEHgeh0-9/ wb\\-\\[\\]]{0,120}", wxfish in "[KAEHRCPGBN0-9+=.\\-a-i ]{0,8}") {
        let start = Position::start();
        for s in [&any, &fenish, &wxfish] {
            if let Ok(p) = Position::parse(s) {
                proptest::prop_assert_eq!(Position::parse(&p.to_fen()).map(|q| q.to_fen()), Ok(p.to_fen()));
            }
            let _ = parse_move(&start, s);
            let _ = parse_iccs(s);
            let _ = parse_iccs_1_10(s);
        }
    }
}
