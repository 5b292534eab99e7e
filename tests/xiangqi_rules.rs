//! Xiangqi movement rules, one test per rule (spec "Board and moves"), checkmate and stalemate,
//! FEN round trips, and agreement of `judge` with the move generator on random games.

use arbiter::core::random::Rng;
use arbiter::core::{Error, Square};
use arbiter::xiangqi::movegen::{in_check, is_check, legal_moves};
use arbiter::xiangqi::position::{parse_square, square_name, START_FEN};
use arbiter::xiangqi::{judge, outcome, Fault, Kind, Move, MovementFault, Outcome, Position, Side};

fn pos(fen: &str) -> Position {
    Position::parse(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn mv(text: &str) -> Move {
    let from = parse_square(&text[0..2]).unwrap();
    let to = parse_square(&text[2..4]).unwrap();
    Move::new(from, to)
}

fn sq(text: &str) -> Square {
    parse_square(text).unwrap()
}

/// The legal destinations of the piece on `from`, as sorted ICCS square names.
fn targets(p: &Position, from: &str) -> Vec<String> {
    let from = sq(from);
    let mut v: Vec<String> = legal_moves(p)
        .into_iter()
        .filter(|m| m.from == from)
        .map(|m| square_name(m.to))
        .collect();
    v.sort();
    v
}

#[test]
fn start_position_has_44_moves_and_round_trips() {
    let p = Position::start();
    assert_eq!(legal_moves(&p).len(), 44);
    assert_eq!(p.to_fen(), START_FEN);
    assert_eq!(p.get(sq("e0")).map(|x| x.kind), Some(Kind::General));
    assert_eq!(p.get(sq("e9")).map(|x| x.side), Some(Side::Black));
}

#[test]
fn fen_reads_both_letter_sets_and_all_side_letters() {
    let alt = "rheagaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAGAEHR r";
    let p = pos(alt);
    assert_eq!(p.board_fen(), Position::start().board_fen());
    assert_eq!(p.to_move(), Side::Red);
    assert_eq!(p.halfmove, 0);
    assert_eq!(p.fullmove, 1);
    let b = pos("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 3 7");
    assert_eq!(b.to_move(), Side::Black);
    assert_eq!((b.halfmove, b.fullmove), (3, 7));
    assert_ne!(
        b.hash(),
        Position::start().hash(),
        "the hash includes the side to move"
    );
    // Fairy-Stockfish's empty holdings suffix.
    pos("3k5/9/9/9/9/9/9/9/9/4K4[] w - - 0 1");
}

#[test]
fn fen_round_trips() {
    for fen in [
        START_FEN,
        "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 b - - 4 12",
        "4kcP1N/8n/3rb4/9/9/9/9/3p1A3/4K4/5CB2 w - - 0 1",
    ] {
        assert_eq!(pos(fen).to_fen(), fen);
    }
}

#[test]
fn fen_errors_say_what_and_where() {
    let cases: [(&str, usize, &str); 10] = [
        ("", 1, "empty"),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN w",
            59,
            "ends early",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNRR w",
            60,
            "more than 9",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x",
            61,
            "side to move",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNQ w",
            59,
            "unexpected 'Q'",
        ),
        ("4k4/9/9/9/9/9/9/9/9/4K4 w", 25, "cannot arise"),
        ("4k4/9/9/9/9/9/9/9/4K4/9 w", 25, "cannot arise"),
        ("3k5/9/9/9/9/9/9/9/9/K8 w", 21, "palace"),
        ("3k5/9/9/9/4B4/9/9/9/9/4K4 w", 12, "Elephant"),
        ("3k5/9/9/9/9/9/9/4P4/9/4K4 w", 18, "Soldier"),
    ];
    for (fen, at, words) in cases {
        match Position::parse(fen) {
            Err(Error::BadPosition { at: got, reason }) => {
                assert!(reason.contains(words), "{fen}: {reason}");
                assert_eq!(got, at, "{fen}: {reason}");
            }
            other => panic!("{fen}: expected BadPosition, got {other:?}"),
        }
    }
    assert!(matches!(
        Position::parse(&"9/".repeat(3000)),
        Err(Error::InputTooLarge { .. })
    ));
}

#[test]
fn general_stays_in_palace_and_steps_straight() {
    let p = pos("5k3/9/9/9/9/9/9/9/9/3K5 w");
    assert_eq!(targets(&p, "d0"), ["d1", "e0"]);
    let p = pos("4k4/9/9/9/9/9/9/9/9/5K3 w");
    assert_eq!(
        judge(&p, mv("f0g0")),
        Err(Fault::Movement(MovementFault::LeavesPalace))
    );
    assert_eq!(
        judge(&p, mv("f0e1")),
        Err(Fault::Movement(MovementFault::GeneralStep))
    );
}

#[test]
fn advisor_moves_diagonally_inside_the_palace() {
    let p = pos("3k5/9/9/9/9/9/9/9/9/3AK4 w");
    assert_eq!(targets(&p, "d0"), ["e1"]);
    let p = pos("3k5/9/9/9/9/9/9/5A3/9/4K4 w");
    assert_eq!(targets(&p, "f2"), ["e1"]);
}

#[test]
fn elephant_eye_and_river() {
    let p = pos("3k5/9/9/9/9/9/9/9/9/2B1K4 w");
    assert_eq!(targets(&p, "c0"), ["a2", "e2"]);
    let blocked = pos("3k5/9/9/9/9/9/9/9/3N5/2B1K4 w");
    assert_eq!(targets(&blocked, "c0"), ["a2"]);
    assert_eq!(
        judge(&blocked, mv("c0e2")),
        Err(Fault::Movement(MovementFault::ElephantEye(sq("d1"))))
    );
    let river = pos("3k5/9/9/9/9/2B6/9/9/9/4K4 w");
    assert_eq!(targets(&river, "c4"), ["a2", "e2"]);
    assert_eq!(
        judge(&river, mv("c4e6")),
        Err(Fault::Movement(MovementFault::ElephantRiver))
    );
}

#[test]
fn horse_leg() {
    let p = pos("5k3/9/9/9/9/4N4/9/9/9/3K5 w");
    assert_eq!(targets(&p, "e4").len(), 8);
    let p = pos("5k3/9/9/9/4P4/4N4/9/9/9/3K5 w");
    assert_eq!(targets(&p, "e4"), ["c3", "c5", "d2", "f2", "g3", "g5"]);
    assert_eq!(
        judge(&p, mv("e4d6")),
        Err(Fault::Movement(MovementFault::HorseLeg(sq("e5"))))
    );
}

#[test]
fn chariot_slides_until_a_piece() {
    let p = pos("3k5/9/9/9/9/9/9/9/R1p6/4K4 w");
    assert_eq!(
        targets(&p, "a1"),
        ["a0", "a2", "a3", "a4", "a5", "a6", "a7", "a8", "a9", "b1", "c1"]
    );
    assert_eq!(
        judge(&p, mv("a1f1")),
        Err(Fault::Movement(MovementFault::Blocked(sq("c1"))))
    );
}

#[test]
fn cannon_needs_exactly_one_screen_to_capture() {
    // a0 cannon, black soldier a4 with no screen: it moves up to a3 but cannot capture a4.
    let p = pos("3k5/9/9/9/9/p8/9/9/9/C3K4 w");
    assert!(!targets(&p, "a0").contains(&"a4".to_string()));
    assert_eq!(
        judge(&p, mv("a0a4")),
        Err(Fault::Movement(MovementFault::CannonScreens { screens: 0 }))
    );
    // One screen (a2): captures a4, and cannot move to a3 or beyond without capturing.
    let p = pos("3k5/9/9/9/9/p8/9/N8/9/C3K4 w");
    let t = targets(&p, "a0");
    assert!(t.contains(&"a4".to_string()) && t.contains(&"a1".to_string()));
    assert!(!t.contains(&"a3".to_string()));
    // Two screens: no capture.
    let p = pos("3k5/9/9/9/9/p8/P8/N8/9/C3K4 w");
    assert!(!targets(&p, "a0").contains(&"a4".to_string()));
    assert_eq!(
        judge(&p, mv("a0a4")),
        Err(Fault::Movement(MovementFault::CannonScreens { screens: 2 }))
    );
}

#[test]
fn soldier_sideways_only_after_the_river() {
    let p = pos("5k3/9/9/9/9/9/4P4/9/9/3K5 w");
    assert_eq!(targets(&p, "e3"), ["e4"]);
    assert_eq!(
        judge(&p, mv("e3d3")),
        Err(Fault::Movement(MovementFault::SoldierSideways))
    );
    let p = pos("5k3/9/9/9/4P4/9/9/9/9/3K5 w");
    assert_eq!(targets(&p, "e5"), ["d5", "e6", "f5"]);
    assert_eq!(
        judge(&p, mv("e5e4")),
        Err(Fault::Movement(MovementFault::SoldierBackward))
    );
    // Black soldiers move down the board.
    let p = pos("5k3/9/9/9/4p4/9/9/9/9/3K5 b");
    assert_eq!(targets(&p, "e5"), ["e4"]);
    let p = pos("5k3/9/9/9/9/4p4/9/9/9/3K5 b");
    assert_eq!(targets(&p, "e4"), ["d4", "e3", "f4"]);
}

#[test]
fn flying_general() {
    // The red chariot on e5 is the only piece between the Generals: it may move along the file only.
    // The red horse on e5 is the only piece between the Generals: it may not move at all.
    let p = pos("4k4/9/9/9/4N4/9/9/9/9/4K4 w");
    assert_eq!(judge(&p, mv("e5d7")), Err(Fault::FlyingGeneral));
    assert!(targets(&p, "e5").is_empty());
    // A red cannon there (no screen, so no check) may move along the file only.
    let p = pos("4k4/9/9/9/9/4C4/9/9/9/4K4 w");
    assert_eq!(judge(&p, mv("e4d4")), Err(Fault::FlyingGeneral));
    assert!(judge(&p, mv("e4e3")).is_ok());
    // A General may not step onto the open file of the other.
    let p = pos("4k4/9/9/9/9/9/9/9/9/3K5 w");
    assert_eq!(judge(&p, mv("d0e0")), Err(Fault::FlyingGeneral));
    assert_eq!(targets(&p, "d0"), ["d1"]);
}

#[test]
fn no_move_may_leave_the_general_in_check() {
    // The red horse on e1 is pinned by the black chariot on e8 (the red General on e0).
    let p = pos("3k5/4r4/9/9/9/9/9/9/4N4/4K4 w");
    assert_eq!(judge(&p, mv("e1d3")), Err(Fault::SelfCheck));
    assert!(targets(&p, "e1").is_empty());
    assert!(!is_check(&p));
    // A black chariot next to the red General gives check; the General takes it.
    let p = pos("5k3/9/9/9/9/9/9/9/9/3rK4 w");
    assert!(in_check(&p, Side::Red) && is_check(&p));
    assert_eq!(targets(&p, "e0"), ["d0", "e1"]);
}

#[test]
fn checkmate_and_stalemate_both_lose() {
    // Two chariots: Black's General on d9 is mated (d-file and rank 9 covered, e-file by flying general).
    let mate = pos("3k2R2/R8/9/9/9/9/9/9/9/4K4 b");
    assert!(is_check(&mate));
    assert_eq!(
        outcome(&mate),
        Some(Outcome::Checkmate { loser: Side::Black })
    );
    assert_eq!(outcome(&mate).map(|o| o.winner()), Some(Side::Red));
    // Stalemate: Black's General on d9 is not in check but cannot move (d8 and e9 covered).
    let stale = pos("3k5/7R1/9/9/9/9/9/9/9/4K4 b");
    assert!(!is_check(&stale));
    assert_eq!(
        outcome(&stale),
        Some(Outcome::Stalemate { loser: Side::Black })
    );
    assert_eq!(outcome(&Position::start()), None);
}

#[test]
fn judge_explains_wrong_pieces() {
    let p = Position::start();
    assert_eq!(judge(&p, mv("e4e5")), Err(Fault::NoPiece));
    assert_eq!(judge(&p, mv("a6a5")), Err(Fault::NotYourPiece));
    assert_eq!(judge(&p, mv("a0a3")), Err(Fault::OwnPiece));
    assert_eq!(judge(&p, mv("a0a0")), Err(Fault::NullMove));
    assert_eq!(Fault::SelfCheck.rule(), "self-check");
    assert_eq!(Fault::FlyingGeneral.rule(), "flying-general");
}

#[test]
fn judge_agrees_with_the_move_generator_on_random_games() {
    let mut rng = Rng::new(7);
    for _game in 0..8 {
        let mut p = Position::start();
        for _ply in 0..60 {
            let legal = legal_moves(&p);
            assert_eq!(
                arbiter::xiangqi::movegen::has_legal_move(&p),
                !legal.is_empty()
            );
            for from in 0..90usize {
                for to in 0..90usize {
                    let m = Move::new(
                        Square::new((from % 9) as u8, (from / 9) as u8),
                        Square::new((to % 9) as u8, (to / 9) as u8),
                    );
                    assert_eq!(
                        judge(&p, m).is_ok(),
                        legal.contains(&m),
                        "{} {m:?}",
                        p.to_fen()
                    );
                }
            }
            assert_eq!(
                Position::parse(&p.to_fen()).map(|q| q.to_fen()),
                Ok(p.to_fen())
            );
            if legal.is_empty() {
                break;
            }
            let m = legal[rng.below(legal.len())];
            let before = p.clone();
            let undo = p.make(m);
            let hash = p.hash();
            p.unmake(m, undo);
            assert_eq!(p, before);
            p.make(m);
            assert_eq!(p.hash(), hash);
            assert_eq!(
                Position::parse(&p.to_fen()).map(|q| q.hash()),
                Ok(hash),
                "hash is incremental"
            );
        }
    }
}

#[test]
fn is_attacked_agrees_with_the_captures_of_the_move_generator() {
    use arbiter::xiangqi::movegen::{is_attacked, pseudo_moves};
    let mut rng = Rng::new(11);
    for _game in 0..10 {
        let mut p = Position::start();
        for _ply in 0..120 {
            for by in [Side::Red, Side::Black] {
                let mut moves = Vec::new();
                pseudo_moves(&p, by, &mut moves);
                for (s, piece) in p.pieces().filter(|(_, q)| q.side != by) {
                    let captured = moves.iter().any(|m| m.to == s);
                    assert_eq!(
                        is_attacked(&p, s, by),
                        captured,
                        "{:?} on {} by {by:?} in {}",
                        piece.kind,
                        square_name(s),
                        p.to_fen()
                    );
                }
            }
            let legal = legal_moves(&p);
            if legal.is_empty() {
                break;
            }
            p.make(legal[rng.below(legal.len())]);
        }
    }
}

/// The move generator's legality test skips playing most moves (only those from or to one of the
/// General's lines, from a square diagonally next to it, or when it is in check are played and
/// tested). Here it is checked against the rule as written: every pseudo-legal move played, and
/// kept when afterwards the Generals do not face each other and no piece attacks the mover's
/// General; and `in_check` against `generals_face` and `is_attacked`. Random games from the start
/// and from open middlegames of the perft set, so that checks, pins, screens and Horse legs occur.
#[test]
fn legal_moves_agree_with_playing_every_pseudo_legal_move() {
    use arbiter::xiangqi::movegen::{generals_face, is_attacked, pseudo_moves};
    let rule_in_check = |p: &Position, side: Side| {
        generals_face(p)
            || p.general(side)
                .is_some_and(|g| is_attacked(p, g, side.other()))
    };
    let starts = [
        START_FEN,
        "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
        "1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1",
        "5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w - - 0 1",
    ];
    let mut rng = Rng::new(29);
    let (mut checks, mut positions) = (0, 0);
    for start in starts {
        for _game in 0..6 {
            let mut p = pos(start);
            for _ply in 0..150 {
                let side = p.to_move();
                let mut pseudo = Vec::new();
                pseudo_moves(&p, side, &mut pseudo);
                let expected: Vec<Move> = pseudo
                    .iter()
                    .copied()
                    .filter(|&m| {
                        let mut after = p.clone();
                        after.make(m);
                        // The reply's view too: in_check of either side after the move.
                        assert_eq!(
                            in_check(&after, side.other()),
                            rule_in_check(&after, side.other()),
                            "{} after {m:?}",
                            p.to_fen()
                        );
                        let ok = !rule_in_check(&after, side);
                        assert_eq!(in_check(&after, side), !ok, "{} after {m:?}", p.to_fen());
                        ok
                    })
                    .collect();
                let legal = legal_moves(&p);
                assert_eq!(legal, expected, "{}", p.to_fen());
                positions += 1;
                checks += usize::from(is_check(&p));
                if legal.is_empty() {
                    break;
                }
                p.make(legal[rng.below(legal.len())]);
            }
        }
    }
    assert!(
        positions > 1000 && checks > 20,
        "{positions} positions, {checks} in check"
    );
}
