//! Every game answers through the same game-independent API (`arbiter::api`), as the CLI and the
//! WebAssembly bindings call it.

use arbiter::api::{self, AnyVerdict, Request};

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
    let AnyVerdict::Xiangqi(v) = api::validate_move(&xiangqi(""), "e0e2").unwrap() else {
        panic!("expected a Xiangqi verdict")
    };
    assert_eq!(v.rule, Some("movement"));
    assert_eq!(v.squares[..2], ["e0".to_string(), "e2".to_string()]);
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
