//! Xiangqi notation: ICCS, WXF and Chinese (中文记谱) written and read back, on the start position, on
//! random games and on tandem pieces and pawns (the WXF page's special cases and the Chinese conventions).

use arbiter::core::random::Rng;
use arbiter::core::Error;
use arbiter::xiangqi::chinese::{chinese, chinese_traditional, parse_chinese};
use arbiter::xiangqi::movegen::legal_moves;
use arbiter::xiangqi::notation::{iccs, parse_iccs, parse_iccs_1_10, parse_move, parse_wxf, wxf};
use arbiter::xiangqi::{Move, Position};

fn pos(fen: &str) -> Position {
    Position::parse(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn mv(text: &str) -> Move {
    parse_iccs(text).unwrap()
}

/// Writes each ICCS move with `write` and reads each text back to the ICCS move with `read` and with
/// `parse_move` (which reads every notation); the ICCS text itself also reads back.
fn check_with(
    p: &Position,
    pairs: &[(&str, &str)],
    write: fn(&Position, Move) -> Option<String>,
    read: fn(&Position, &str) -> Result<Move, Error>,
) {
    for &(coord, text) in pairs {
        assert_eq!(
            write(p, mv(coord)).as_deref(),
            Some(text),
            "{coord} in {}",
            p.to_fen()
        );
        assert_eq!(read(p, text).map(iccs), Ok(coord.to_string()), "{text}");
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

/// WXF: written and read back.
fn check(p: &Position, pairs: &[(&str, &str)]) {
    check_with(p, pairs, wxf, parse_wxf);
}

/// Chinese notation (simplified characters): written and read back.
fn check_chinese(p: &Position, pairs: &[(&str, &str)]) {
    check_with(p, pairs, chinese, parse_chinese);
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
    // ICCS naming a square off the board (files a..i, ranks 0..9) is BadSquare, naming it.
    for (bad, square) in [("j2e2", "j2"), ("h2z2", "z2"), ("a0-k0", "k0")] {
        match parse_move(&p, bad) {
            Err(e @ Error::BadSquare { .. }) => {
                assert_eq!(e.code(), "bad-square");
                assert!(e.to_string().contains(&format!("{square:?}")), "{e}");
            }
            other => panic!("{bad:?}: expected BadSquare, got {other:?}"),
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

// --- Chinese notation (中文记谱): written and read back on the start position, on the seed's moves, on tandem
// pieces and pawns, and for every legal move of random games and of random pawn-heavy positions.

/// Every legal move of `p` written in Chinese reads back to itself, and no two share a text.
fn round_trip_all(p: &Position) -> usize {
    let legal = legal_moves(p);
    let mut texts: Vec<String> = Vec::new();
    for &m in &legal {
        let text = chinese(p, m).expect("a piece stands on the starting square");
        assert_eq!(parse_chinese(p, &text), Ok(m), "{text} in {}", p.to_fen());
        assert_eq!(parse_move(p, &text), Ok(m), "{text} in {}", p.to_fen());
        let trad = chinese_traditional(p, m).expect("a piece stands on the starting square");
        assert_eq!(parse_move(p, &trad), Ok(m), "{trad} in {}", p.to_fen());
        texts.push(text);
    }
    texts.sort();
    texts.dedup();
    assert_eq!(
        texts.len(),
        legal.len(),
        "Chinese texts are unique in {}",
        p.to_fen()
    );
    legal.len()
}

#[test]
fn start_position_moves_in_chinese() {
    let p = Position::start();
    check_chinese(
        &p,
        &[
            ("h2e2", "炮二平五"),
            ("b2e2", "炮八平五"),
            ("h0g2", "马二进三"),
            ("b0c2", "马八进七"),
            ("i0i1", "车一进一"),
            ("a0a2", "车九进二"),
            ("e3e4", "兵五进一"),
            ("c3c4", "兵七进一"),
            ("g0e2", "相三进五"),
            ("f0e1", "仕四进五"),
            ("e0e1", "帅五进一"),
            ("h2h9", "炮二进七"),
        ],
    );
    let mut p = Position::start();
    p.make(mv("h2e2"));
    check_chinese(
        &p,
        &[
            ("h9g7", "马8进7"),
            ("b9c7", "马2进3"),
            ("h7e7", "炮8平5"),
            ("a9a8", "车1进1"),
            ("g6g5", "卒7进1"),
            ("c9e7", "象3进5"),
            ("d9e8", "士4进5"),
        ],
    );
}

#[test]
fn the_seeds_wxf_moves_in_chinese() {
    // The seed writes its sequences in WXF; each WXF text reads to the same move as its Chinese
    // counterpart (ruling 4's opening moves on our reconstructed position, ruling 2's C2-1).
    let cases: &[(&str, &str, &str)] = &[
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w",
            "C2=5",
            "炮二平五",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w",
            "H8+7",
            "马八进七",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b",
            "H8+7",
            "马8进7",
        ),
        ("3k5/9/9/9/9/9/9/7C1/9/4K4 w", "C2-1", "炮二退一"),
        ("3k5/9/9/9/9/9/9/4C4/9/4K4 w", "C5=7", "炮五平七"),
        ("5k3/9/3r5/9/9/9/9/9/9/4K4 b", "R4-2", "车4退2"),
    ];
    for &(fen, w, c) in cases {
        let p = pos(fen);
        let m = parse_wxf(&p, w).unwrap_or_else(|e| panic!("{w}: {e}"));
        assert_eq!(chinese(&p, m).as_deref(), Some(c), "{w} in {fen}");
        assert_eq!(parse_move(&p, c), Ok(m), "{c}");
    }
}

#[test]
fn other_characters_and_digits_are_read() {
    let p = Position::start();
    for text in [
        "炮二平五",
        "炮2平5",
        "炮２平５",
        "砲二平五",
        "包二平五",
        " 炮 二 平 五 ",
    ] {
        assert_eq!(parse_move(&p, text).map(iccs), Ok("h2e2".into()), "{text}");
    }
    for text in ["傌二進三", "馬二进三", "马2进3"] {
        assert_eq!(parse_move(&p, text).map(iccs), Ok("h0g2".into()), "{text}");
    }
    for text in ["俥一进一", "車一进一", "车1进1"] {
        assert_eq!(parse_move(&p, text).map(iccs), Ok("i0i1".into()), "{text}");
    }
    for text in ["帥五进一", "將五进一", "帅５进１"] {
        assert_eq!(parse_move(&p, text).map(iccs), Ok("e0e1".into()), "{text}");
    }
    assert_eq!(parse_move(&p, "卒五进一").map(iccs), Ok("e3e4".into()));
    let mut b = Position::start();
    b.make(mv("h2e2"));
    for text in ["马8进7", "馬８進７", "傌八进七", "马八进七"] {
        assert_eq!(parse_move(&b, text).map(iccs), Ok("h9g7".into()), "{text}");
    }
    for text in ["炮8平5", "砲８平５", "炮八平五"] {
        assert_eq!(parse_move(&b, text).map(iccs), Ok("h7e7".into()), "{text}");
    }
}

#[test]
fn bad_chinese_moves_are_refused_with_a_reason() {
    let p = Position::start();
    for text in [
        "炮二平",
        "炮二飞五",
        "炮二平十",
        "炮十平五",
        "龙二平五",
        "炮马平五",
        "前炮进一",
        "马五进三",
        "马二平三",
        "相三进四",
        "炮二平五进",
        "中",
        "",
    ] {
        match parse_move(&p, text) {
            Err(Error::BadMove { reason, .. }) => assert!(!reason.is_empty(), "{text}"),
            other => panic!("{text:?} gave {other:?}"),
        }
    }
    // A readable move that breaks a rule is resolved, and the verdict says why.
    assert_eq!(parse_move(&p, "车九进五").map(iccs), Ok("a0a5".into()));
}

#[test]
fn tandem_chariots_horses_and_cannons() {
    // Two red Chariots on file e (Red's file 5).
    let p = pos("3k5/9/9/4R4/9/9/4R4/9/9/5K3 w");
    check_chinese(
        &p,
        &[
            ("e6c6", "前车平七"),
            ("e3c3", "后车平七"),
            ("e6e8", "前车进二"),
            ("e3e5", "后车进二"),
            ("e3e0", "后车退三"),
        ],
    );
    // Two black Cannons on file b (Black's file 2): the front one is further down the board.
    let p = pos("3k5/1c7/9/9/9/1c7/9/9/9/4K4 b");
    check_chinese(&p, &[("b4b3", "前炮进1"), ("b8a8", "后炮平1")]);
    // Two red Horses on file c (Red's file 7).
    let p = pos("3k5/9/9/9/9/2N6/9/2N6/9/4K4 w");
    check_chinese(&p, &[("c4d6", "前马进六"), ("c2b0", "后马退八")]);
    // Advisors and Elephants keep the file, as in WXF.
    let p = pos("3k5/9/9/9/9/9/9/3A5/9/3AK4 w");
    check_chinese(&p, &[("d0e1", "仕六进五"), ("d2e1", "仕六退五")]);
    let p = pos("3k5/9/9/9/9/2B6/9/9/9/2B1K4 w");
    check_chinese(&p, &[("c0e2", "相七进五"), ("c4e2", "相七退五")]);
    // The plain file for one of two tandem pieces is read when only one of them can move so.
    let p = pos("3k5/9/9/4R4/9/9/4R4/9/9/5K3 w");
    assert_eq!(parse_move(&p, "车五进三").map(iccs), Ok("e6e9".into()));
}

#[test]
fn tandem_pawns_in_chinese() {
    // Three on a file: 前 中 后.
    let p = pos("3k5/9/4P4/4P4/4P4/9/9/9/9/5K3 w");
    check_chinese(
        &p,
        &[
            ("e7d7", "前兵平六"),
            ("e6d6", "中兵平六"),
            ("e5f5", "后兵平四"),
            ("e7e8", "前兵进一"),
        ],
    );
    // Four on a file: numbered from the front.
    let p = pos("3k5/4P4/4P4/4P4/4P4/9/9/9/9/5K3 w");
    check_chinese(
        &p,
        &[
            ("e8d8", "一兵平六"),
            ("e7d7", "二兵平六"),
            ("e6d6", "三兵平六"),
            ("e5d5", "四兵平六"),
        ],
    );
    // Five on a file (Red's file 6): 一 .. 五; 中 is read for the middle one.
    let p = pos("3P1k3/3P5/3P5/3P5/3P5/9/9/9/9/4K4 w");
    check_chinese(
        &p,
        &[
            ("d9c9", "一兵平七"),
            ("d7c7", "三兵平七"),
            ("d5c5", "五兵平七"),
        ],
    );
    assert_eq!(parse_move(&p, "中兵平七").map(iccs), Ok("d7c7".into()));
    // Two files with tandem pawns: the file replaces the piece.
    let p = pos("3k5/9/2P6/2P3P2/2P3P2/9/9/9/9/5K3 w");
    check_chinese(
        &p,
        &[
            ("c7b7", "前七平八"),
            ("c6b6", "中七平八"),
            ("c5b5", "后七平八"),
            ("g6h6", "前三平二"),
            ("g5f5", "后三平四"),
        ],
    );
    // Ambiguous without the file: both files have a front pawn that can step forward.
    match parse_move(&p, "前兵进一") {
        Err(Error::BadMove { reason, .. }) => assert!(reason.contains("ambiguous"), "{reason}"),
        other => panic!("{other:?}"),
    }
    // Black: digits, the front pawn further down the board.
    let p = pos("3k5/9/9/9/9/4p4/4p4/9/9/5K3 b");
    check_chinese(&p, &[("e3d3", "前卒平4"), ("e4f4", "后卒平6")]);
    let p = pos("3k5/9/9/9/9/2p3p2/2p3p2/9/9/5K3 b");
    check_chinese(&p, &[("c3b3", "前3平2"), ("g4h4", "后7平8")]);
    for p in [
        pos("3k5/9/4P4/4P4/4P4/9/9/9/9/5K3 w"),
        pos("3P1k3/3P5/3P5/3P5/3P5/9/9/9/9/4K4 w"),
        pos("3k5/9/2P6/2P3P2/2P3P2/9/9/9/9/5K3 w"),
    ] {
        round_trip_all(&p);
    }
}

#[test]
fn every_legal_move_round_trips_on_random_games() {
    let mut rng = Rng::new(4004);
    let mut moves = 0;
    for _game in 0..30 {
        let mut p = Position::start();
        for _ply in 0..150 {
            let legal = legal_moves(&p);
            if legal.is_empty() {
                break;
            }
            moves += round_trip_all(&p);
            // The WXF and Chinese texts name the same piece and direction.
            for &m in &legal {
                let w = wxf(&p, m).unwrap_or_default();
                let c = chinese(&p, m).unwrap_or_default();
                let op = c.chars().nth(2);
                let expect = match w.chars().nth(2) {
                    Some('+') => Some('进'),
                    Some('-') => Some('退'),
                    _ => Some('平'),
                };
                assert_eq!(op, expect, "{w} / {c}");
            }
            p.make(legal[rng.below(legal.len())]);
        }
    }
    assert!(moves > 10_000, "{moves}");
}

/// Random positions with many Soldiers of both sides (tandem pawns in one or two files, three to
/// five on a file) and tandem pieces: every legal move round-trips.
#[test]
fn every_legal_move_round_trips_on_random_pawn_positions() {
    let mut rng = Rng::new(77);
    let mut tried = 0;
    let mut read = 0;
    while read < 300 && tried < 20_000 {
        tried += 1;
        let mut rows = [[' '; 9]; 10];
        rows[0][3 + rng.below(3)] = 'K';
        rows[9][3 + rng.below(3)] = 'k';
        // Soldiers go on two or three files only, so that files hold several of them.
        let pawn_files = [rng.below(9), rng.below(9), rng.below(9)];
        let mut place = |c: char, ranks: std::ops::Range<usize>, rng: &mut Rng| {
            for _ in 0..20 {
                let r = ranks.start + rng.below(ranks.len());
                let f = if c.eq_ignore_ascii_case(&'p') {
                    let n = 2 + rng.below(2);
                    pawn_files[rng.below(n)]
                } else {
                    rng.below(9)
                };
                if rows[r][f] == ' ' {
                    rows[r][f] = c;
                    return;
                }
            }
        };
        for _ in 0..5 {
            // Crossed soldiers only: anywhere past the river.
            place('P', 5..10, &mut rng);
            place('p', 0..5, &mut rng);
        }
        for c in ['R', 'R', 'C', 'C', 'N', 'N', 'r', 'r', 'c', 'c', 'n', 'n'] {
            if rng.below(2) == 0 {
                place(c, 0..10, &mut rng);
            }
        }
        let fen: Vec<String> = rows
            .iter()
            .rev()
            .map(|row| {
                let mut s = String::new();
                let mut empty = 0;
                for &c in row {
                    if c == ' ' {
                        empty += 1;
                    } else {
                        if empty > 0 {
                            s.push_str(&empty.to_string());
                            empty = 0;
                        }
                        s.push(c);
                    }
                }
                if empty > 0 {
                    s.push_str(&empty.to_string());
                }
                s
            })
            .collect();
        let side = if rng.below(2) == 0 { "w" } else { "b" };
        let Ok(p) = Position::parse(&format!("{} {side}", fen.join("/"))) else {
            continue;
        };
        read += 1;
        round_trip_all(&p);
    }
    assert!(read >= 300, "only {read} random positions were legal");
}

#[test]
fn traditional_characters_tell_the_sides_apart() {
    let p = Position::start();
    let t = |p: &Position, m: &str| chinese_traditional(p, mv(m));
    assert_eq!(t(&p, "h2e2").as_deref(), Some("炮二平五"));
    assert_eq!(t(&p, "h0g2").as_deref(), Some("傌二進三"));
    assert_eq!(t(&p, "i0i1").as_deref(), Some("俥一進一"));
    assert_eq!(t(&p, "e0e1").as_deref(), Some("帥五進一"));
    let mut b = Position::start();
    b.make(mv("h2e2"));
    assert_eq!(t(&b, "h9g7").as_deref(), Some("馬8進7"));
    assert_eq!(t(&b, "h7e7").as_deref(), Some("砲8平5"));
    assert_eq!(t(&b, "a9a8").as_deref(), Some("車1進1"));
    assert_eq!(t(&b, "e6e5").as_deref(), Some("卒5進1"));
    let two = pos("3k5/9/9/4R4/9/9/4R4/9/9/5K3 w");
    assert_eq!(t(&two, "e3e5").as_deref(), Some("後俥進二"));
    assert_eq!(t(&two, "e6c6").as_deref(), Some("前俥平七"));
}
