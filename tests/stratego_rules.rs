//! Every Stratego rule through the public API: movement and battles (ISF 5), the Two-Squares Rule
//! (ISF 10, Scouts per 10.2, frontal and diagonal starts, limits 5 and 3), the More-Squares Rule
//! (ISF 11: chases by both players, chases that switch pieces, chases ended by a battle or a reply
//! that does not evade), the end of the game (ISF 12) and the rulesets.

mod common;
use arbiter::api::{self, Request};
use common::*;

fn code(req: &Request, mv: &str) -> &'static str {
    api::validate_move(req, mv).expect_err("an error").code()
}

// ---- Movement (ISF 5) ----

#[test]
fn movement_faults_are_refused_with_the_movement_rule() {
    // Red: Colonel B2, Bomb A1, Scout E1; Blue: Major B3, Spy E3.
    let req = request("10/10/10/10/10/10/10/1j2s5/1O8/B3R5 r", "");
    for (mv, says) in [
        ("B2-C3", "diagonally"),
        ("B2-B4", "one square"),
        ("A1-A2", "never moves"),
        ("B3-B4", "Blue's"),
        ("C2-C3", "no piece"),
        ("B2-B2", "another square"),
        ("E1-E5", "blocked on E3"),
        ("E1-A1", "same side"),
    ] {
        let v = validate(&req, mv);
        assert!(!v.legal, "{mv}");
        assert_eq!(v.rule, Some("movement"), "{mv}");
        assert!(v.message.contains(says), "{mv}: {}", v.message);
        assert!(v.message.contains("ISF 5"), "{mv}: {}", v.message);
    }
    assert!(validate(&req, "E1-E2").legal);
    assert!(
        validate(&req, "E1-E3").legal,
        "a Scout may end its move with an attack"
    );
    assert!(
        validate(&req, "E1-J1").legal,
        "a Scout moves any distance over empty squares"
    );
}

#[test]
fn no_piece_enters_or_crosses_a_lake() {
    let req = request("10/10/10/10/10/10/R9/2O7/10/10 r", "");
    assert!(validate(&req, "C3-C4").legal);
    let req = request("10/10/10/R9/10/10/2O7/10/10/9r r", "");
    assert_eq!(validate(&req, "C4-C5").rule, Some("movement"));
    assert!(validate(&req, "C4-C5").message.contains("lake"));
    let req = request("10/10/10/10/R9/10/10/10/10/9r r", "");
    assert!(validate(&req, "A6-B6").legal);
    assert!(validate(&req, "A6-C6").message.contains("lake"));
}

#[test]
fn battles_remove_the_right_pieces() {
    // Red Miner B2 next to a Blue Bomb B3; Red Spy D2 next to Blue Marshal D3; Red Major F2 vs Blue Major F3.
    let pos = "10/10/10/10/10/10/10/1b1m1j4/1N1S1J4/10 r";
    let x = explain(&request(pos, "B2-B3 F3-F2 D2-D3"));
    let outcomes: Vec<_> = x
        .rows
        .iter()
        .map(|r| r.details.battle.as_ref().map(|b| b.outcome.id()))
        .collect();
    assert_eq!(
        outcomes,
        [
            Some("attacker-wins"),
            Some("both-removed"),
            Some("attacker-wins")
        ]
    );
    assert_eq!(
        position_of(&x.rows[2]),
        "10/10/10/10/10/10/10/1N1S6/10/10 b"
    );
    // The Marshal striking the Spy wins; the Spy striking anything else loses.
    let x = explain(&request(pos, "F2-G2 D3-D2"));
    assert_eq!(
        x.rows[1].details.battle.as_ref().unwrap().outcome.id(),
        "attacker-wins"
    );
    // Any piece but a Miner dies on a Bomb.
    let x = explain(&request("10/10/10/10/10/10/10/1b8/1M8/10 r", "B2-B3"));
    assert_eq!(
        x.rows[0].details.battle.as_ref().unwrap().outcome.id(),
        "defender-wins"
    );
    assert_eq!(position_of(&x.rows[0]), "10/10/10/10/10/10/10/1b8/10/10 b");
}

#[test]
fn a_battle_with_an_unknown_piece_cannot_be_decided() {
    let req = request("10/10/10/10/10/10/10/1u8/1O8/10 r", "");
    assert_eq!(code(&req, "B2-B3"), "unknown-battle");
    // Unknown pieces still move one square, so forum positions can be played.
    let req = request("10/10/10/10/10/10/10/1u8/3U6/10 r", "");
    assert!(validate(&req, "D2-D3").legal);
    assert_eq!(validate(&req, "D2-D4").rule, Some("movement"));
}

// ---- Two-Squares Rule (ISF 10) ----

/// Frontal start: the chaser comes straight at the piece (A1-A2 against A3), the piece evades
/// sideways, and so the evader has started its run first and must stop first.
#[test]
fn frontal_start_evader_reaches_the_limit_first() {
    let pos = "10/10/10/10/10/10/bb8/j9/10/O9 r";
    let moves = "A1-A2 A3-B3 A2-B2 B3-A3 B2-A2 A3-B3 A2-B2 B3-A3 B2-A2 A3-B3 A2-B2";
    let req = request(pos, moves);
    let x = explain(&req);
    assert!(x.rows.iter().all(|r| r.legal));
    let v = validate(&req, "B3-A3");
    assert_eq!(v.rule, Some("two-squares"), "{}", v.message);
    assert_eq!(v.label, "6b");
    let last = x.rows.last().unwrap().details.two_squares.as_ref().unwrap();
    assert_eq!(last.run.count, 5, "the chaser has made 5 moves of its run");
    assert!(
        x.rows[9]
            .details
            .notes
            .iter()
            .any(|n| n.contains("5 times")),
        "{:?}",
        x.rows[9].details.notes
    );
}

/// Diagonal start: the chaser stands diagonally (B2 against A3): its run starts first, so the
/// chaser must stop first.
#[test]
fn diagonal_start_chaser_reaches_the_limit_first() {
    let pos = "10/10/10/10/10/10/bb8/j1b7/1O8/10 r";
    let moves = "B2-A2 A3-B3 A2-B2 B3-A3 B2-A2 A3-B3 A2-B2 B3-A3 B2-A2 A3-B3";
    let req = request(pos, moves);
    assert!(explain(&req).rows.iter().all(|r| r.legal));
    let v = validate(&req, "A2-B2");
    assert_eq!(v.rule, Some("two-squares"));
    assert_eq!(v.label, "6a");
    assert!(
        validate(&req, "A2-A1").legal,
        "the chaser may leave the run"
    );
}

#[test]
fn limit_is_a_ruleset_option() {
    let pos = "10/10/10/10/10/10/10/10/O9/9j r";
    let moves = "A2-B2 J1-I1 B2-A2 I1-J1 A2-B2 J1-I1";
    let mut req = request(pos, moves);
    assert!(validate(&req, "B2-A2").legal);
    req.options
        .set("twoSquaresLimit", arbiter::api::OptionValue::Whole(3));
    let v = validate(&req, "B2-A2");
    assert_eq!(v.rule, Some("two-squares"));
    assert!(
        v.message.contains("4th") && v.message.contains("allows 3"),
        "{}",
        v.message
    );
    req.options
        .set("twoSquaresLimit", arbiter::api::OptionValue::Whole(0));
    assert_eq!(code(&req, "B2-A2"), "bad-option");
}

#[test]
fn scout_is_counted_on_every_square_it_crosses() {
    // ISF 10.2: A1-A4, A4-A2, A2-A3 all cross the edge A2-A3; a fourth and fifth move over it
    // are allowed, the sixth is not, though the Scout never moved between the same two squares.
    let pos = "10/10/10/10/10/10/10/10/10/R8j r";
    let moves = "A1-A4 J1-I1 A4-A2 I1-J1 A2-A3 J1-I1 A3-A1 I1-J1 A1-A3 J1-I1";
    let req = request(pos, moves);
    let x = explain(&req);
    let counts: Vec<u32> = x
        .rows
        .iter()
        .filter(|r| r.side == arbiter::stratego::Side::Red.id())
        .map(|r| r.details.two_squares.as_ref().unwrap().run.count)
        .collect();
    assert_eq!(counts, [1, 2, 3, 4, 5]);
    let v = validate(&req, "A3-A2");
    assert_eq!(v.rule, Some("two-squares"), "{}", v.message);
    assert!(
        validate(&req, "A3-A4").legal,
        "A3-A4 shares no edge with the run"
    );
    // The run is shown between the ends of the common stretch.
    let last = &x.rows[8].details.two_squares.as_ref().unwrap().run;
    assert_eq!(
        (last.from.name(), last.to.name()),
        ("A2".into(), "A3".into())
    );
}

#[test]
fn moves_by_another_piece_end_a_run() {
    let pos = "10/10/10/10/10/10/10/10/O1O7/9j r";
    let moves = "A2-B2 J1-I1 B2-A2 I1-J1 C2-D2 J1-I1 A2-B2";
    let x = explain(&request(pos, moves));
    let last = x.rows.last().unwrap().details.two_squares.as_ref().unwrap();
    assert_eq!((last.run.kind, last.run.count), ("start", 1));
}

// ---- More-Squares Rule (ISF 11) ----

#[test]
fn jumbo_rules_have_no_more_squares_rule() {
    let ex = Example::read("stratego/more-squares-1.txt");
    let mut req = ex.request();
    req.rules = Some("jumbo".into());
    let v = validate(&req, "C3-B3");
    assert!(v.legal, "{}", v.message);
    assert!(v.details.more_squares.is_none());
    // The same without a ruleset name: the option alone.
    let mut req = ex.request();
    req.options
        .set("moreSquares", arbiter::api::OptionValue::Bool(false));
    assert!(validate(&req, "C3-B3").legal);
    req.rules = Some("fide".into());
    assert_eq!(code(&req, "C3-B3"), "unknown-rules");
}

#[test]
fn both_players_can_chase_at_once() {
    // 1a Colonel threatens the Captain on B2; 1b it evades to C2 and threatens the Red Captain on
    // D2; 2a that Captain evades to D1 and threatens the Major on C1: both chases are alive.
    // 2b Blue chases on (a chasing move: D1's Captain has evaded) but does not evade, so Red's
    // chase ends.
    let req = request(
        "10/10/10/10/10/10/10/10/1p1P6/O1j7 r",
        "A1-A2 B2-C2 D2-D1 C2-D2",
    );
    let x = explain(&req);
    let red = x.rows[2].details.more_squares.as_ref().unwrap();
    assert!(
        red.text.contains("continues") && !red.chasing_move,
        "{}",
        red.text
    );
    let blue = x.rows[3].details.more_squares.as_ref().unwrap();
    assert!(blue.chasing_move, "{}", blue.text);
    assert!(x.rows[3]
        .details
        .notes
        .iter()
        .any(|n| n.contains("Red's continuous chase ends")));
}

#[test]
fn a_reply_that_does_not_evade_ends_the_chase() {
    // Example 1, but at 2b Blue moves its Scout instead of the Major: Red's chase is over. When
    // the Colonel steps away and back onto C3 (4a), the board of 2a recurs, but the threat starts
    // a new chase, so it is no chasing move and is allowed.
    let pos = "10/10/10/10/10/1b8/bj2b5/10/1O8/9r r";
    let req = request(pos, "B2-B3 B4-C4 B3-C3 J1-I1 C3-C2 I1-J1 C2-C3");
    let x = explain(&req);
    assert!(x.rows.iter().all(|r| r.legal));
    assert!(x.rows[3]
        .details
        .notes
        .iter()
        .any(|n| n.contains("Red's continuous chase ends")));
    let c = x.rows[6].details.more_squares.as_ref().unwrap();
    assert!(!c.chasing_move && c.repeated.is_none(), "{}", c.text);
    // Had Blue evaded instead, the chase would go on and 3a would be a chasing move.
    let x = explain(&request(pos, "B2-B3 B4-C4 B3-C3 C4-D4 C3-D3"));
    assert!(
        x.rows[4]
            .details
            .more_squares
            .as_ref()
            .unwrap()
            .chasing_move
    );
}

#[test]
fn a_battle_ends_every_chase() {
    // Example 1 with a Blue Scout on J4 that Red's Scout on J1 strikes at 4a instead of chasing.
    let pos = "10/10/10/10/10/1b8/bj2b4r/10/1O8/9R r";
    let moves = "B2-B3 B4-C4 B3-C3 C4-D4 C3-D3 D4-C4 J1-J4";
    let x = explain(&request(pos, moves));
    let row = &x.rows[6];
    assert_eq!(
        row.details.battle.as_ref().unwrap().outcome.id(),
        "both-removed"
    );
    assert!(
        row.details.more_squares.is_none(),
        "a battle threatens nothing"
    );
    assert!(
        row.details.notes.iter().any(|n| n.contains("battle")),
        "{:?}",
        row.details.notes
    );
    assert!(
        x.rows[5].details.more_squares.is_none(),
        "Blue's evasions threaten nothing here"
    );
}

#[test]
fn chases_may_switch_pieces_and_stay_continuous() {
    // Example 3: after the left Colonel's five threats the right one takes over; the chase goes
    // on (pieces threatened on three squares) though another piece threatens another Major.
    let ex = Example::read("stratego/more-squares-3.txt");
    let x = explain(&ex.request());
    let c = x.rows[10].details.more_squares.as_ref().unwrap();
    assert!(c.chase && c.squares == 3, "{}", c.text);
}

#[test]
fn the_evader_may_repeat_boards_freely() {
    // In Example 2 Blue's moves repeat boards all the time; none is ever judged by ISF 11.
    let ex = Example::read("stratego/more-squares-2.txt");
    let x = explain(&ex.request());
    for row in x
        .rows
        .iter()
        .filter(|r| r.side == arbiter::stratego::Side::Blue.id())
    {
        assert!(row.details.more_squares.is_none(), "{}", row.label);
    }
}

// ---- End of the game (ISF 12) ----

#[test]
fn capturing_the_flag_ends_the_game() {
    let req = request("10/10/10/10/10/10/10/1f8/1R8/9b r", "B2-B3");
    let x = explain(&req);
    assert_eq!(
        x.rows[0].details.battle.as_ref().unwrap().outcome.id(),
        "flag-captured"
    );
    assert!(x.result.over);
    assert_eq!(
        (x.result.winner, x.result.reason),
        (Some("red"), Some("flag-captured"))
    );
    let v = validate(&req, "B3-B4");
    assert_eq!(v.rule, Some("game-over"));
    assert!(v.message.contains("Flag"), "{}", v.message);
}

#[test]
fn a_player_barred_by_the_two_squares_rule_with_no_other_move_loses() {
    // Blue's only movable piece is a Major boxed in on A10/B10 by its own Bombs. After five moves
    // between them it has no legal move left, and so Blue loses.
    let pos = "j1b7/bb8/10/10/10/10/10/10/10/R9 r";
    let moves = "A1-A2 A10-B10 A2-A3 B10-A10 A3-A4 A10-B10 A4-A5 B10-A10 A5-A6 A10-B10 A6-A7";
    let x = explain(&request(pos, moves));
    assert!(
        x.rows.iter().all(|r| r.legal),
        "{:?}",
        x.rows.last().unwrap().message
    );
    assert!(x.result.over, "{:?}", x.result);
    assert_eq!(
        (x.result.winner, x.result.reason),
        (Some("red"), Some("no-legal-move"))
    );
    assert!(api::legal_moves(&request(pos, moves)).unwrap().is_empty());
}

#[test]
fn neither_side_able_to_move_is_a_draw() {
    let x = explain(&request("10/10/10/10/10/10/10/10/1f8/1F8 r", ""));
    assert_eq!(
        (x.result.over, x.result.winner, x.result.reason),
        (true, None, Some("both-stuck"))
    );
}

// ---- Input ----

#[test]
fn errors_have_codes_and_say_what_and_where() {
    let req = request("10/10/10/10/10/10/10/10/1O8/9j r", "B2-B3 J1-J2 B3-B9");
    let e = api::validate_move(&req, "A1-A2").unwrap_err();
    assert_eq!(e.code(), "illegal-history");
    assert!(
        e.to_string().contains("2a") && e.to_string().contains("B3-B9"),
        "{e}"
    );
    let req = request("10/10/10/10/10/10/10/10/1O8/9j r", "");
    // A square off the board is bad-square; a move that cannot be read at all is bad-move.
    assert_eq!(code(&req, "B2-Z3"), "bad-square");
    assert_eq!(code(&req, "B2-B11"), "bad-square");
    assert_eq!(code(&req, "B0-B1"), "bad-square");
    assert_eq!(code(&req, "hello"), "bad-move");
    assert_eq!(code(&req, "B2-B3-B4"), "bad-move");
    assert_eq!(code(&req, "B2-3"), "bad-move");
    let mut bad_game = req.clone();
    bad_game.game = "chess".into();
    assert_eq!(code(&bad_game, "B2-B3"), "unknown-game");
    let bad_pos = request("10/10/10/10/10/10/10/10/1O8/9j9 r", "");
    let e = api::validate_move(&bad_pos, "B2-B3").unwrap_err();
    assert_eq!(e.code(), "bad-position");
    assert!(e.to_string().contains("character"), "{e}");
    let mut huge = req.clone();
    huge.position = Some("1".repeat(10_000_000));
    assert_eq!(code(&huge, "B2-B3"), "input-too-large");
}

#[test]
fn the_tenth_file_may_be_written_k() {
    let req = request("10/10/10/10/10/10/10/10/9O/9j r", "");
    assert!(validate(&req, "K2-K3").legal);
    assert_eq!(validate(&req, "K2-K3").facts.text, "J2-J3");
}

#[test]
fn full_setups_are_checked_against_their_piece_set_when_asked() {
    // A Barrage setup: Marshal, General, Miner, 2 Scouts, Spy, Bomb, Flag per side.
    let pos = "mgnrrsbf2/10/10/10/10/10/10/10/10/MGNRRSBF2 r";
    let mut req = request(pos, "");
    req.options
        .set("fromStart", arbiter::api::OptionValue::Bool(true));
    assert!(validate(&req, "D1-D2").legal);
    // One Scout too many for Red.
    let bad = "mgnrrsbf2/10/10/10/10/10/10/10/10/MGNRRSBFR1 r";
    let mut req = request(bad, "");
    req.options
        .set("fromStart", arbiter::api::OptionValue::Bool(true));
    let e = api::validate_move(&req, "D1-D2").unwrap_err();
    assert_eq!(e.code(), "bad-setup");
    assert!(e.to_string().contains("scout 3 of 2"), "{e}");
    // A piece outside its setup area.
    let mut req = request("mgnrrsbf2/10/10/10/M9/10/10/10/10/1GNRRSBF2 r", "");
    req.options
        .set("fromStart", arbiter::api::OptionValue::Bool(true));
    assert!(api::validate_move(&req, "D1-D2")
        .unwrap_err()
        .to_string()
        .contains("setup area"));
    // Without fromStart any pieces may stand anywhere on land.
    assert!(validate(&request(bad, ""), "D1-D2").legal);
}

#[test]
fn german_messages() {
    let req = request("10/10/10/10/10/10/10/10/1O8/9j r", "");
    let v = validate_de(&req, "B2-C3");
    assert!(v.message.contains("diagonal"), "{}", v.message);
    assert!(validate_de(&req, "B2-B3").message.contains("erlaubt"));
}
