//! Every game answers through the same game-independent API (`arbiter::api`), as the CLI and the
//! WebAssembly bindings call it.

use arbiter::api::{self, AnyJudgement, Request};

fn xiangqi(moves: &str) -> Request {
    Request {
        game: "xiangqi".into(),
        moves: moves.split_whitespace().map(String::from).collect(),
        ..Request::default()
    }
}

#[test]
fn xiangqi_moves_are_judged_with_rule_ids_and_iccs_squares() {
    let v = api::validate_move(&xiangqi("h2e2 h9g7"), "b0c2").unwrap();
    assert!(v.legal(), "{}", v.message());
    let AnyJudgement::Xiangqi(v) = api::validate_move(&xiangqi(""), "e0e2").unwrap() else {
        panic!("expected a Xiangqi verdict")
    };
    assert_eq!(v.rule, Some("movement"));
    assert_eq!(v.squares[..2], ["e0", "e2"]);
    // WXF is read as well as ICCS.
    assert!(api::validate_move(&xiangqi("C2=5"), "H8+7")
        .unwrap()
        .legal());
    assert_eq!(api::legal_moves(&xiangqi("")).unwrap().len(), 44);
}

#[test]
fn perft_counts_through_the_api() {
    assert_eq!(api::perft("xiangqi", "", 3).unwrap(), 79_666);
    assert_eq!(
        api::perft("stratego", "", 1).unwrap_err().code(),
        "bad-request"
    );
    assert_eq!(api::perft("go", "", 1).unwrap_err().code(), "unknown-game");
}

#[test]
fn each_game_names_its_own_rulesets() {
    let mut req = xiangqi("");
    req.rules = Some("isf".into());
    let e = api::validate_move(&req, "h2e2").unwrap_err();
    assert_eq!(e.code(), "unknown-rules");
    assert!(e.to_string().contains("axf"), "{e}");
}

#[test]
fn chess_perft_through_the_api() {
    assert_eq!(api::perft("chess", "", 3).unwrap(), 8_902);
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    assert_eq!(api::perft("chess", kiwipete, 2).unwrap(), 2_039);
    // A position without a King is accepted (Bogenschach shots can remove one).
    assert_eq!(
        api::perft("chess", "8/8/8/8/8/8/8/R7 w - - 0 1", 1).unwrap(),
        14
    );
    assert_eq!(
        api::perft("chess", "8/8/8/8/9/8/8/8 w - - 0 1", 1)
            .unwrap_err()
            .code(),
        "bad-position"
    );
    // Depth 9 would count 2.4 trillion nodes: refused once the default budget is spent.
    let e = api::perft("chess", "", 9).unwrap_err();
    assert_eq!(e.code(), "budget-exceeded");
    assert!(e.to_string().contains("10000000"), "{e}");
}

/// perft counts at most its budget of leaf nodes: exactly the budget is answered, one fewer is
/// refused, for every game with a move generator.
#[test]
fn perft_refuses_work_beyond_its_budget() {
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    for (game, position, depth, nodes) in [
        ("xiangqi", "", 3, 79_666),
        ("chess", kiwipete, 3, 97_862),
        ("bogenschach", "", 4, 197_281),
        ("chess", "", 0, 1),
    ] {
        assert_eq!(
            api::perft_within(game, position, depth, nodes).unwrap(),
            nodes,
            "{game} depth {depth}"
        );
        let e = api::perft_within(game, position, depth, nodes - 1).unwrap_err();
        assert_eq!(e.code(), "budget-exceeded", "{game} depth {depth}");
    }
    // The default budget: chess depth 5 from the start (4,865,609) is within it, depth 6
    // (119,060,324) is not.
    assert_eq!(api::perft("chess", "", 5).unwrap(), 4_865_609);
    assert_eq!(
        api::perft("chess", "", 6).unwrap_err().code(),
        "budget-exceeded"
    );
    // Xiangqi's leaves cost more: depth 3 from the start (79,666) is within its default, depth 4
    // (3,290,240) is not.
    assert_eq!(api::perft("xiangqi", "", 3).unwrap(), 79_666);
    assert_eq!(
        api::perft("xiangqi", "", 4).unwrap_err().code(),
        "budget-exceeded"
    );
}

#[test]
fn bogenschach_turns_through_the_api() {
    let req = Request {
        game: "bogenschach".into(),
        moves: api::split_moves("bogenschach", "@- e2e4; @e7 Nf6"),
        ..Request::default()
    };
    assert_eq!(req.moves, ["@- e2e4", "@e7 Nf6"]);
    assert!(api::validate_move(&req, "@- d2d4").unwrap().legal());
    let v = api::validate_move(&req, "@d1 --").unwrap();
    assert_eq!(v.rule(), Some("skip"));
    assert!(api::legal_moves(&req)
        .unwrap()
        .iter()
        .all(|t| t.starts_with("@- ")));
    // Other games still split their move lists on spaces.
    assert_eq!(
        api::split_moves("stratego", "B2-B3 B4-C4"),
        ["B2-B3", "B4-C4"]
    );
}

#[test]
fn xiangqi_repetition_count_is_an_option() {
    // Seed 002, ruling 1 (our reconstruction): the Cannon's fifth chase repeats the position a
    // third time and carries the ruling that Red must vary; its sixth repeats the cycle again and
    // is refused; with a count of 4 it is still allowed.
    let mut req = Request {
        game: "xiangqi".into(),
        position: Some("4k4/9/r8/9/9/NN7/9/9/9/2CK5 w".into()),
        moves: "C7=9 R1=2 C9=8 R2=1 C8=9 R1=2 C9=8 R2=1 C8=9 R1=2"
            .split(' ')
            .map(String::from)
            .collect(),
        ..Request::default()
    };
    assert_eq!(
        api::validate_move(&req, "C9=8").unwrap().rule(),
        Some("perpetual-chase")
    );
    req.options
        .set("repetitionCount", arbiter::api::OptionValue::Whole(4));
    assert!(api::validate_move(&req, "C9=8").unwrap().legal());
    req.options
        .set("repetitionCount", arbiter::api::OptionValue::Whole(1));
    assert_eq!(
        api::validate_move(&req, "C9=8").unwrap_err().code(),
        "bad-option"
    );
}
