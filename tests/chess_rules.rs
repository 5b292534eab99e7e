//! Chess rules beyond perft: kingless positions, the side not to move in check, FEN round trips,
//! SAN and UCI round trips over every legal move of the perft positions, castling and en passant
//! edge cases, piece identity, Bogenschach's removal of a piece, and refusals that never panic.

use arbiter::chess::notation::{parse_move, parse_san, parse_uci, to_san, to_uci};
use arbiter::chess::{perft, Color, Illegal, MoveKind, Position, Role, Status};
use arbiter::core::random::Rng;
use arbiter::core::{Error, Square};

const PERFT_FILES: [&str; 2] = [
    include_str!("data/chess/perft_chess.txt"),
    include_str!("data/chess/perftsuite.epd"),
];

fn fen(text: &str) -> Position {
    Position::from_fen(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn sq(name: &str) -> Square {
    arbiter::chess::position::parse_square(name).unwrap()
}

fn sans(p: &Position) -> Vec<String> {
    let mut v: Vec<String> = p.legal_moves().iter().map(|m| to_san(p, m)).collect();
    v.sort();
    v
}

/// Every FEN of the perft files, once each.
fn perft_fens() -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for data in PERFT_FILES {
        for line in data.lines().map(str::trim) {
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let f = line
                .split(['|', ';'])
                .next()
                .unwrap_or("")
                .trim()
                .to_string();
            if !out.contains(&f) {
                out.push(f);
            }
        }
    }
    out
}

#[test]
fn fen_round_trips_over_the_perft_positions_and_their_children() {
    let fens = perft_fens();
    assert!(fens.len() > 130);
    for f in &fens {
        let p = fen(f);
        let written = p.to_fen();
        // the corpus writes all six fields and only usable en passant squares and rights
        assert_eq!(&written, f, "round trip of {f}");
        for m in p.legal_moves() {
            let child = p.play(&m);
            assert_eq!(fen(&child.to_fen()).to_fen(), child.to_fen());
        }
    }
    // four fields are enough; the clocks default to 0 1
    assert_eq!(
        fen("8/8/8/8/8/8/8/K6k b - -").to_fen(),
        "8/8/8/8/8/8/8/K6k b - - 0 1"
    );
}

#[test]
fn san_and_uci_round_trip_over_every_legal_move_of_the_perft_positions() {
    let mut checked = 0;
    for f in perft_fens() {
        let root = fen(&f);
        let mut positions = vec![root.clone()];
        positions.extend(root.legal_moves().iter().map(|m| root.play(m)));
        for p in positions {
            for m in p.legal_moves() {
                let san = to_san(&p, &m);
                assert_eq!(parse_san(&p, &san), Ok(m), "{san} in {p}");
                assert_eq!(parse_move(&p, &san), Ok(m), "{san} in {p}");
                let uci = to_uci(&m);
                assert_eq!(parse_uci(&p, &uci), Ok(m), "{uci} in {p}");
                assert_eq!(parse_move(&p, &uci), Ok(m), "{uci} in {p}");
                checked += 1;
            }
        }
    }
    assert!(checked > 30_000, "{checked}");
}

#[test]
fn a_side_without_a_king_makes_every_move_of_its_pieces() {
    // White has no King: the pinned-looking rook and everything else may move freely.
    let p = fen("4k3/8/8/8/8/8/4R3/8 w - - 0 1");
    assert_eq!(p.king(Color::White), None);
    assert!(!p.is_check());
    assert_eq!(p.legal_moves().len(), 13); // 6 along the file, 7 along the rank
                                           // a rook that may not capture the King: e8 is not among its moves
    assert!(p.legal_moves().iter().all(|m| m.to != sq("e8")));
    // Black's King is attacked by the rook, so Black must answer it
    let after = p.play(&parse_move(&p, "Ra2").unwrap());
    assert_eq!(sans(&after).len(), 5); // d8 d7 f8 f7 e7
    let after = p.play(&parse_move(&p, "Re7").unwrap());
    assert!(after.is_check());
    assert_eq!(sans(&after), ["Kd8", "Kf8", "Kxe7"]);

    // Black without a King and with no pieces: no move, which is stalemate (not mate)
    let lone = fen("8/8/8/8/8/8/8/K7 b - - 0 1");
    assert_eq!(lone.status(), Status::Stalemate);
    // both Kings gone
    let none = fen("8/8/8/3p4/8/8/3P4/8 w - - 0 1");
    assert_eq!(sans(&none), ["d3", "d4"]);
    assert_eq!(perft(&none, 2), 1); // after d4 the pawns block each other
                                    // a kingless side cannot castle: its rights are dropped when read
    assert_eq!(
        fen("8/8/8/8/8/8/8/R6R w KQ - 0 1").to_fen(),
        "8/8/8/8/8/8/8/R6R w - - 0 1"
    );
}

#[test]
fn the_side_not_to_move_may_stand_in_check_and_its_king_is_never_captured() {
    // Black's King on e8 is attacked by the e2 rook, White to move (a shot removed the e7 pawn).
    let p = fen("4k3/8/8/8/8/8/4R3/4K3 w - - 0 1");
    assert!(p.in_check(Color::Black));
    let legal = p.legal_moves();
    assert!(legal.iter().all(|m| m.to != sq("e8")));
    let capture = parse_uci(&p, "e2e8").unwrap_err();
    assert!(capture.to_string().contains("never captured"), "{capture}");
    // the classification the Bogenschach layer needs for `king-capture`
    let pseudo = p
        .pseudo_legal_moves()
        .into_iter()
        .find(|m| m.to == sq("e8"))
        .unwrap();
    assert_eq!(p.check_move(&pseudo), Err(Illegal::KingCapture));
    assert_eq!(perft(&p, 1), 12 + 4); // rook: 5 up (not e8) and 7 along; King: 4
}

#[test]
fn check_checkmate_and_stalemate() {
    let mate = fen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    assert!(mate.is_check());
    assert_eq!(mate.status(), Status::Checkmate);
    assert!(mate.legal_moves().is_empty());
    let stale = fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    assert_eq!(stale.status(), Status::Stalemate);
    assert!(!stale.is_check());
    // SAN marks the mate
    let p = fen("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2");
    let m = parse_san(&p, "Qh4").unwrap();
    assert_eq!(to_san(&p, &m), "Qh4#");
    assert!(parse_san(&p, "Qh4#").is_ok() && parse_san(&p, "Qh4+").is_ok());
}

#[test]
fn castling_rules() {
    let p = fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert_eq!(to_uci(&parse_san(&p, "O-O").unwrap()), "e1g1");
    assert_eq!(to_uci(&parse_san(&p, "0-0-0").unwrap()), "e1c1");
    assert_eq!(
        parse_uci(&p, "e1g1").unwrap().kind,
        MoveKind::CastleKingside
    );
    let after = p.play(&parse_san(&p, "O-O").unwrap());
    assert_eq!(after.to_fen(), "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
    // the Rook keeps its identity when castling
    assert_eq!(after.get(sq("f1")).unwrap().id, p.get(sq("h1")).unwrap().id);
    // not out of check, not through an attacked square, not into check
    let through = fen("r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1"); // f2 rook: f1 attacked
    assert!(parse_san(&through, "O-O").is_err());
    assert!(parse_san(&through, "O-O-O").is_ok());
    let into = fen("r3k2r/8/8/8/8/8/2r5/R3K2R w KQkq - 0 1"); // c1 attacked
    assert!(parse_san(&into, "O-O-O").is_err());
    assert!(parse_san(&into, "O-O").is_ok());
    let out = fen("r3k2r/8/8/8/8/8/4r3/R3K2R w KQkq - 0 1");
    assert!(parse_san(&out, "O-O").is_err() && parse_san(&out, "O-O-O").is_err());
    // b1 attacked does not stop O-O-O; b1 occupied does
    let b1 = fen("r3k2r/8/8/8/8/8/1r6/R3K2R w KQkq - 0 1");
    assert!(parse_san(&b1, "O-O-O").is_ok());
    let b1 = fen("r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1");
    assert!(parse_san(&b1, "O-O-O").is_err());
    // rights are lost by moving the King or a Rook and by a Rook being captured
    let moved = p.play(&parse_san(&p, "Rb1").unwrap());
    assert_eq!(moved.castling().fen(), "Kkq");
    let moved = p.play(&parse_san(&p, "Kd1").unwrap());
    assert_eq!(moved.castling().fen(), "kq");
    let taken = p.play(&parse_san(&p, "Rxa8+").unwrap());
    assert_eq!(taken.castling().fen(), "Kk");
    let err = parse_san(&taken, "O-O-O").unwrap_err();
    assert!(
        err.to_string().contains("castling is not possible"),
        "{err}"
    );
}

#[test]
fn en_passant_rules() {
    // the double push leaves the square behind; the capture removes the passed pawn
    let p = fen("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1");
    let p = p.play(&parse_san(&p, "e4").unwrap());
    assert_eq!(p.ep_square(), Some(sq("e3")));
    let m = parse_san(&p, "dxe3").unwrap();
    assert_eq!(m.kind, MoveKind::EnPassant);
    assert_eq!(to_san(&p, &m), "dxe3");
    let after = p.play(&m);
    assert_eq!(after.to_fen(), "4k3/8/8/8/8/4p3/8/4K3 w - - 0 2");
    // only at once: after another move the chance is gone
    let q = p.play(&parse_san(&p, "Kd7").unwrap());
    let q = q.play(&parse_san(&q, "Kd1").unwrap());
    assert!(parse_san(&q, "dxe3").is_err());
    // the horizontal pin: both pawns leave the rank and uncover the King
    let pin = fen("8/8/8/K2Pp2r/8/8/8/7k w - e6 0 1");
    assert!(parse_san(&pin, "dxe6").is_err());
    assert!(pin
        .legal_moves()
        .iter()
        .all(|m| m.kind != MoveKind::EnPassant));
    // en passant that answers a check by the pushed pawn
    let answer = fen("8/8/8/3Pp3/5K2/8/8/7k w - e6 0 1");
    assert!(answer.is_check());
    assert!(parse_san(&answer, "dxe6").is_ok());
    // a stated en passant square without a pawn that could have passed it is dropped
    assert_eq!(fen("4k3/8/8/8/8/8/8/4K3 b - e3 0 1").ep_square(), None);
}

#[test]
fn promotion_keeps_the_pawn_identity_and_needs_a_piece() {
    let p = fen("8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
    let pawn = p.get(sq("e7")).unwrap().id;
    assert_eq!(
        p.legal_moves()
            .iter()
            .filter(|m| m.promotion.is_some())
            .count(),
        4
    );
    for (san, role) in [
        ("e8=Q", Role::Queen),
        ("e8=R", Role::Rook),
        ("e8=B", Role::Bishop),
        ("e8N", Role::Knight),
    ] {
        let m = parse_san(&p, san).unwrap();
        let after = p.play(&m);
        let piece = after.get(sq("e8")).unwrap();
        assert_eq!((piece.role, piece.id), (role, pawn));
    }
    let err = parse_san(&p, "e8").unwrap_err();
    assert!(err.to_string().contains("must promote"), "{err}");
    assert!(parse_uci(&p, "e7e8")
        .unwrap_err()
        .to_string()
        .contains("must promote"));
    assert!(parse_uci(&p, "e7e8k").is_err());
    assert_eq!(to_san(&p, &parse_uci(&p, "e7e8q").unwrap()), "e8=Q");
}

#[test]
fn disambiguation_by_file_rank_or_both() {
    let p = fen("4k3/8/8/8/8/8/8/N1N1K1N1 w - - 0 1"); // knights a1 c1 g1
    let err = parse_san(&p, "Nb3").unwrap_err();
    assert!(err.to_string().contains("ambiguous"), "{err}");
    assert_eq!(to_san(&p, &parse_san(&p, "Nab3").unwrap()), "Nab3");
    let p = fen("4k3/8/8/R7/8/8/8/R3K3 w - - 0 1"); // rooks a1 a5
    assert_eq!(to_san(&p, &parse_san(&p, "R1a3").unwrap()), "R1a3");
    assert!(parse_san(&p, "Ra3").is_err());
    let p = fen("4k3/8/8/8/Q2Q4/8/8/Q3K3 w - - 0 1"); // queens a1 a4 d4, all reach d1
    let m = parse_uci(&p, "a4d1").unwrap();
    assert_eq!(to_san(&p, &m), "Qa4d1");
    assert_eq!(parse_san(&p, "Qa4d1"), Ok(m));
    assert_eq!(parse_san(&p, "Qa4xd1"), Ok(m)); // an extra x is accepted
    assert!(parse_san(&p, "Qad1").is_err() && parse_san(&p, "Q4d1").is_err());
    // a pinned piece does not count as a rival
    let p = fen("4k3/4r3/8/8/8/2N5/4N3/4K3 w - - 0 1"); // e2 knight pinned by e7 rook
    assert_eq!(to_san(&p, &parse_uci(&p, "c3d1").unwrap()), "Nd1");
}

#[test]
fn clear_errors() {
    let p = Position::start();
    let reason = |text: &str| match parse_move(&p, text) {
        Err(Error::BadMove { reason, .. }) => reason,
        other => panic!("{text}: {other:?}"),
    };
    assert!(reason("e5").contains("no piece"));
    assert!(reason("Nd4").contains("no piece"));
    assert!(reason("e2e5").contains("no piece"));
    assert!(reason("Xe4").contains("not a piece letter"));
    assert!(reason("O-O").contains("castling"));
    // A square off the board is BadSquare, naming it (docs/api.md: bad-square).
    for (text, square) in [("e9", "e9"), ("Nz3", "z3"), ("i2i4", "i2")] {
        match parse_move(&p, text) {
            Err(e @ Error::BadSquare { .. }) => assert!(e.to_string().contains(square), "{e}"),
            other => panic!("{text}: {other:?}"),
        }
    }
    let pinned = fen("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1");
    let e = parse_san(&pinned, "Nc3").unwrap_err();
    assert!(e.to_string().contains("own King in check"), "{e}");
    assert_eq!(
        parse_move(&p, &"e".repeat(10_000)).unwrap_err().code(),
        "input-too-large"
    );
}

#[test]
fn removing_a_piece_as_a_shot_does() {
    let mut p = fen("r3k2r/8/8/8/3Pp3/8/8/R3K2R b KQkq d3 0 1");
    assert_eq!(p.remove(sq("h1")).map(|x| x.role), Some(Role::Rook));
    assert_eq!(p.castling().fen(), "Qkq");
    assert_eq!(p.ep_square(), Some(sq("d3")));
    p.remove(sq("d4"));
    assert_eq!(p.ep_square(), None);
    p.remove(sq("e1"));
    assert_eq!(p.castling().fen(), "kq");
    assert_eq!(p.king(Color::White), None);
    assert_eq!(p.remove(sq("e3")), None);
    assert_eq!(p.turn(), Color::Black);
    // the shooter's own King exposed: the move must answer the check
    let mut q = fen("4k3/4p3/8/8/8/8/4R3/4K3 b - - 0 1");
    q.remove(sq("e7"));
    assert!(q.is_check());
    assert!(q
        .legal_moves()
        .iter()
        .all(|m| m.from == sq("e8") && m.to.file != 4));
}

#[test]
fn pieces_keep_their_identity() {
    let p = Position::start();
    let id = p.get(sq("g1")).unwrap().id;
    let p = p.play(&parse_san(&p, "Nf3").unwrap());
    assert_eq!(p.square_of(id), Some(sq("f3")));
    let mut ids: Vec<u16> = p.pieces().map(|(_, x)| x.id.0).collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), 32);
}

#[test]
fn bad_fen_is_refused_with_a_position_and_never_panics() {
    for bad in [
        "",
        "8/8/8/8/8/8/8/8",
        "8/8/8/8/8/8/8/8 w - - 0 1 extra",
        "9/8/8/8/8/8/8/8 w - - 0 1",
        "8/8/8/8/8/8/8/7 w - - 0 1",
        "8/8/8/8/8/8/8/8/8 w - - 0 1",
        "8/8/8/8/8/8/8/8 w KK - 0 1",
        "8/8/8/8/8/8/8/8 w - e4 0 1",
        "8/8/8/8/8/8/8/8 w - - -1 1",
        "8/8/8/8/8/8/8/8 w - - 0 99999999999",
        "ä/8/8/8/8/8/8/8 w - - 0 1",
        "8/8/8/8/8/8/8/8 ä - - 0 1",
        "8/8/8/8/8/8/8/8 w ä - 0 1",
        "8/8/8/8/8/8/8/8 w - ä 0 1",
        "8/8/8/8/8/8/8/8 w - - ä 1",
    ] {
        let e = Position::from_fen(bad).unwrap_err();
        assert_eq!(e.code(), "bad-position", "{bad:?}: {e}");
    }
    // every prefix and every one-character change of a real FEN: an answer, never a panic
    let f = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    for i in 0..=f.len() {
        let _ = Position::from_fen(&f[..i]);
        for c in ['x', '9', '/', ' ', 'K', 'p', '-', 'é', '0'] {
            let mut s = f.to_string();
            if i < s.len() {
                s.replace_range(i..i + 1, &c.to_string());
            }
            if let Ok(p) = Position::from_fen(&s) {
                let _ = perft(&p, 2);
                for m in p.legal_moves() {
                    let _ = parse_move(&p, &to_san(&p, &m));
                }
            }
        }
    }
}

#[test]
fn random_games_with_shots_agree_with_a_slow_legality_check() {
    let mut rng = Rng::new(0x9E37_79B9_7F4A_7C15);
    let mut plies = 0;
    for _game in 0..300 {
        let mut p = Position::start();
        for _ply in 0..100 {
            // a Bogenschach-like shot now and then: whatever stands on a random square goes
            if rng.below(3) == 0 {
                let target = Square::new(rng.below(8) as u8, rng.below(8) as u8);
                p.remove(target);
            }
            let us = p.turn();
            let uci = |moves: Vec<arbiter::chess::Move>| {
                let mut v: Vec<String> = moves.iter().map(to_uci).collect();
                v.sort();
                v
            };
            // the definition: a pseudo-legal move that captures no King and leaves no own King
            // attacked after it is made
            let reference: Vec<_> = p
                .pseudo_legal_moves()
                .into_iter()
                .filter(|m| !matches!(p.get(m.to), Some(x) if x.role == Role::King))
                .filter(|m| !p.play(m).in_check(us))
                .collect();
            let legal = p.legal_moves();
            assert_eq!(uci(legal.clone()), uci(reference.clone()), "{p}");
            // the same order too: the API lists the moves as they come (piece by piece, A1 first)
            assert_eq!(legal, reference, "{p}");
            assert_eq!(p.count_legal_moves(), legal.len(), "{p}");
            assert_eq!(p.has_legal_move(), !legal.is_empty(), "{p}");
            assert_eq!(fen(&p.to_fen()).to_fen(), p.to_fen());
            if legal.is_empty() {
                let expected = if p.is_check() {
                    Status::Checkmate
                } else {
                    Status::Stalemate
                };
                assert_eq!(p.status(), expected);
                break;
            }
            let m = legal[rng.below(legal.len())];
            assert_eq!(parse_san(&p, &to_san(&p, &m)), Ok(m), "{p}");
            let count = p.pieces().count();
            p = p.play(&m);
            assert!(p.pieces().count() + 1 >= count);
            plies += 1;
        }
    }
    assert!(plies > 5_000, "{plies}");
}

#[test]
fn a_pass_changes_the_turn_and_lets_en_passant_lapse() {
    let p = fen("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
    assert!(parse_san(&p, "dxe3").is_ok());
    let q = p.pass();
    assert_eq!(q.to_fen(), "4k3/8/8/8/3pP3/8/8/4K3 w - - 1 2");
}
