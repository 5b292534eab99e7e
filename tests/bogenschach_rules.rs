//! Bogenschach: every special case of the spec (docs/rules/bogenschach.md) through the game
//! interface, and the turn-string parsing errors.

use arbiter::api::{GameRules, Judgement, Request};
use arbiter::bogenschach::api::{Bogenschach, Explanation};
use arbiter::core::Lang;

fn req(fen: Option<&str>, rules: Option<&str>, moves: &[&str]) -> Request {
    Request {
        game: "bogenschach".into(),
        rules: rules.map(str::to_string),
        position: fen.map(str::to_string),
        moves: moves.iter().map(|m| m.to_string()).collect(),
        ..Request::default()
    }
}

fn explain(fen: Option<&str>, rules: Option<&str>, moves: &[&str]) -> Explanation {
    Bogenschach::explain(&req(fen, rules, moves)).expect("explain")
}

fn verdict(
    fen: Option<&str>,
    moves: &[&str],
    turn: &str,
) -> Judgement<arbiter::bogenschach::game::Details> {
    Bogenschach::validate_move(&req(fen, None, moves), turn).expect("verdict")
}

fn assert_rule(fen: Option<&str>, moves: &[&str], turn: &str, rule: Option<&str>) {
    let v = verdict(fen, moves, turn);
    assert_eq!(v.rule, rule, "{turn}: {}", v.message);
    assert_eq!(v.legal, rule.is_none(), "{turn}: {}", v.message);
}

#[test]
fn a_shot_that_exposes_the_enemy_king_forbids_capturing_it() {
    let fen = Some("4k3/8/8/8/4n3/8/8/4RK2 w - - 0 1");
    assert_rule(fen, &[], "@e4 Rxe8", Some("king-capture"));
    assert_rule(fen, &[], "@e4 e1e8", Some("king-capture"));
    assert_rule(fen, &[], "@e4 Kg2", None);
    let v = verdict(fen, &[], "@e4 Re7");
    let removed = v.details.shot_removes.expect("the shot removes the Knight");
    assert_eq!(
        (removed.piece, removed.side, removed.points),
        ("knight", "black", 3)
    );
    assert_eq!(removed.scored_by, Some("white"));
    // Black, in check after White's move, must answer it
    let x = explain(fen, None, &["@e4 Kg2", "@- Kd7"]);
    assert!(x.rows.iter().all(|r| r.legal));
    assert_eq!((x.result.score.white, x.result.score.black), (3, 0));
    assert_rule(fen, &["@e4 Kg2"], "@- Kf8", None);
    assert_rule(fen, &["@e4 Kg2"], "@- Ke7", Some("self-check"));
}

#[test]
fn a_shot_that_exposes_the_own_king_must_be_answered() {
    let fen = Some("4r1k1/8/8/8/8/8/P3B3/4K3 w - - 0 1");
    assert_rule(fen, &[], "@e2 a3", Some("self-check"));
    assert_rule(fen, &[], "@e2 Kd1", None);
    assert_rule(fen, &[], "@e2 Nf3", Some("movement"));
    let x = explain(fen, None, &["@e2 Kd2"]);
    let r = &x.rows[0];
    assert_eq!(
        r.details.shot_removes.as_ref().map(|s| s.scored_by),
        Some(Some("black"))
    );
    assert_eq!(
        (
            r.details.score.unwrap().white,
            r.details.score.unwrap().black
        ),
        (0, 3)
    );
}

#[test]
fn a_king_shot_ends_the_game_after_the_round_and_points_decide() {
    // White shoots Black's King: Black still shoots and moves, kingless
    let fen = Some("r3k3/8/8/8/8/8/8/4K2R w - - 0 1");
    let x = explain(fen, None, &["@e8 Kd1"]);
    assert!(!x.result.over);
    assert_rule(fen, &["@e8 Kd1"], "@- Ra1", None); // kingless Black: no check to respect
    let x = explain(fen, None, &["@e8 Kd1", "@- Ra1"]);
    assert!(x.result.over);
    assert_eq!(x.result.reason, Some("king-shot"));
    // 0:0 on points; White shot the opponent's King and wins the tie-break
    assert_eq!((x.result.score.white, x.result.score.black), (0, 0));
    assert_eq!(x.result.winner, Some("white"));
    assert_eq!(x.result.decided_by, Some("king-shot-tiebreak"));
    assert_rule(fen, &["@e8 Kd1", "@- Ra1"], "@- Kd2", Some("game-over"));
    // Black shoots White's King: the game ends after Black's move, and points decide
    let x = explain(fen, None, &["@a8 Kd1", "@d1 Kd8"]);
    assert!(x.result.over);
    assert_eq!(x.result.reason, Some("king-shot"));
    assert_eq!((x.result.score.white, x.result.score.black), (5, 0));
    assert_eq!(x.result.winner, Some("white"));
    assert_eq!(x.result.decided_by, Some("points"));
}

#[test]
fn both_kings_shot_with_equal_points_need_the_shoot_out() {
    let fen = Some("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    let x = explain(fen, None, &["@e8 Kd1", "@d1 --"]);
    assert!(x.result.over);
    assert_eq!(x.result.winner, None);
    assert!(x.result.shoot_out_needed);
    let x = explain(fen, None, &["@e8 Kd1", "@d1 --", "shoot-out: black"]);
    assert_eq!(x.result.winner, Some("black"));
    assert_eq!(x.result.reason, Some("shoot-out"));
}

#[test]
fn meuchelei_costs_fifteen_points_and_ends_the_game() {
    let fen = Some("4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1");
    let x = explain(fen, None, &["@e1 e4", "@- e5"]);
    let r0 = &x.rows[0];
    assert!(r0
        .details
        .shot_removes
        .as_ref()
        .is_some_and(|s| s.meuchelei));
    assert_eq!(r0.details.score.unwrap().white, -15);
    assert!(x.result.over);
    assert_eq!(x.result.reason, Some("meuchelei"));
    assert_eq!((x.result.score.white, x.result.score.black), (-15, 0));
    assert_eq!(x.result.winner, Some("black"));
    // a kingless White moves freely for the rest of the round
    assert_rule(fen, &[], "@e1 Ke1", Some("movement"));
}

#[test]
fn mate_can_be_answered_by_a_shot() {
    let fen = Some("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
    let x = explain(fen, None, &["@- Ra8#"]);
    assert!(!x.result.over, "the mated player still shoots");
    // Black shoots the Rook and plays on
    let x = explain(fen, None, &["@- Ra8#", "@a8 Kf8"]);
    assert!(!x.result.over);
    assert_eq!(x.result.score.black, 5);
    // Black misses: checkmated at the end of his own turn, the move skipped
    assert_rule(fen, &["@- Ra8#"], "@- h6", Some("skip"));
    let x = explain(fen, None, &["@- Ra8#", "@- --"]);
    assert!(x.result.over);
    assert_eq!(x.result.reason, Some("checkmate"));
    assert_eq!(x.result.winner, Some("white"));
    // the immediate reading: mate ends the game at once
    let x = explain(fen, Some("immediate-mate"), &["@- Ra8#"]);
    assert!(x.result.over);
    assert_eq!(x.result.reason, Some("checkmate"));
    assert_eq!(x.result.winner, Some("white"));
}

#[test]
fn a_skip_only_when_no_legal_move_exists() {
    assert_rule(None, &[], "@- --", Some("skip"));
    // Black's King boxed in, stalemated after the shot: the move is skipped, the game goes on
    let fen = Some("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    assert_rule(fen, &[], "@- --", None);
    assert_rule(fen, &[], "@- Kh7", Some("skip"));
    let x = explain(fen, None, &["@- --"]);
    assert!(!x.result.over);
    assert!(x.rows[0].details.skip);
}

const SHUFFLE: [&str; 4] = ["@- Nf3", "@- Nf6", "@- Ng1", "@- Ng8"];

fn rounds(n: usize) -> Vec<&'static str> {
    (0..2 * n).map(|i| SHUFFLE[i % 4]).collect()
}

#[test]
fn fifteen_rounds_end_the_game_and_the_tie_breaks_apply() {
    let x = explain(None, None, &rounds(14));
    assert!(!x.result.over);
    let moves = rounds(15);
    let x = explain(None, None, &moves);
    assert!(x.result.over);
    assert_eq!(x.result.reason, Some("rounds"));
    assert_eq!(x.result.rounds, 15);
    assert_eq!(x.rows.last().map(|r| r.details.round), Some(15));
    assert_eq!(x.result.winner, None);
    assert!(x.result.shoot_out_needed);
    assert_rule(None, &moves, "@- e4", Some("game-over"));
    let mut with = moves.clone();
    with.push("shoot-out: white");
    let x = explain(None, None, &with);
    assert_eq!(x.result.winner, Some("white"));
    assert_eq!(x.result.reason, Some("shoot-out"));
    assert_eq!(x.result.decided_by, Some("shoot-out"));
    // points decide first: White shoots a Black pawn in round 15
    let mut pts = rounds(14);
    pts.extend(["@a7 Nf3", "@- Nf6"]);
    let x = explain(None, None, &pts);
    assert_eq!(x.result.reason, Some("rounds"));
    assert_eq!((x.result.score.white, x.result.score.black), (1, 0));
    assert_eq!(x.result.winner, Some("white"));
    assert_eq!(x.result.decided_by, Some("points"));
}

#[test]
fn a_shoot_out_result_only_when_one_is_needed() {
    let e = Bogenschach::explain(&req(None, None, &["@- e4", "shoot-out: white"])).unwrap_err();
    assert_eq!(e.code(), "illegal-history");
    let mut m = rounds(15);
    m.extend(["shoot-out: white", "shoot-out: black"]);
    assert!(Bogenschach::explain(&req(None, None, &m)).is_err());
}

#[test]
fn castling_and_en_passant_after_shots() {
    let fen = Some("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert_rule(fen, &[], "@- O-O", None);
    assert_rule(fen, &[], "@h1 O-O", Some("movement"));
    assert_rule(fen, &[], "@a1 O-O-O", Some("movement"));
    assert_rule(fen, &[], "@a1 O-O", None);
    // the shot clears the path: O-O-O through b1 is fine once the Knight is gone
    let fen2 = Some("4k3/8/8/8/8/8/8/RN2K3 w Q - 0 1");
    assert_rule(fen2, &[], "@- O-O-O", Some("movement"));
    assert_rule(fen2, &[], "@b1 O-O-O", None);
    // en passant: available after a miss, gone when the pushed pawn is shot
    let ep = Some("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1");
    assert_rule(ep, &["@- e4"], "@- dxe3", None);
    assert_rule(ep, &["@- e4"], "@e4 dxe3", Some("movement"));
    let x = explain(ep, None, &["@- e4", "@- dxe3"]);
    let cap = x.rows[1]
        .details
        .captures
        .as_ref()
        .expect("en passant captures");
    assert_eq!((cap.square.as_str(), cap.piece), ("e4", "pawn"));
    assert_eq!(x.result.score.black, 1);
}

#[test]
fn a_promoted_piece_scores_as_what_it_became() {
    let fen = Some("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    let x = explain(fen, None, &["@- a8=Q", "@a8 Kd7"]);
    assert_eq!(
        x.rows[1].details.shot_removes.as_ref().map(|s| s.points),
        Some(9)
    );
    assert_eq!(x.result.score.black, 9);
}

#[test]
fn explain_rows_carry_san_uci_round_and_messages() {
    let x = explain(None, None, &["@b8 e2e4", "@- Nf6"]);
    assert_eq!(x.rows[0].details.san.as_deref(), Some("e4"));
    assert_eq!(x.rows[0].details.uci.as_deref(), Some("e2e4"));
    assert_eq!(x.rows[1].details.uci.as_deref(), Some("g8f6"));
    assert_eq!(
        (x.rows[0].label.as_str(), x.rows[1].label.as_str()),
        ("1w", "1b")
    );
    assert!(
        x.rows[0].message.contains("Knight"),
        "{}",
        x.rows[0].message
    );
    let de = Bogenschach::explain(&Request {
        lang: Lang::De,
        ..req(None, None, &["@b8 e2e4"])
    })
    .unwrap();
    assert!(
        de.rows[0].message.contains("Springer"),
        "{}",
        de.rows[0].message
    );
    assert_eq!(x.result.score.white, 3);
    assert!(!x.result.over);
    assert_eq!(x.result.winner, None);
}

#[test]
fn turn_strings_that_cannot_be_read_are_errors() {
    for bad in [
        "",
        "e4",
        "@",
        "@ e4",
        "@e5",
        "@e5 e4 e5",
        "shoot-out: green",
        "shoot-out white",
        "@- Xe4",
        "@-- e4",
    ] {
        let e = Bogenschach::validate_move(&req(None, None, &[]), bad)
            .expect_err(&format!("{bad:?} should be refused"));
        assert_eq!(e.code(), "bad-move", "{bad:?}: {e}");
    }
    // A shot or move naming a square off the board is bad-square (docs/api.md), in the history too.
    for (bad, square) in [
        ("@z9 e4", "z9"),
        ("@e55 e4", "e55"),
        ("@- e9", "e9"),
        ("@e5 i2i4", "i2"),
        ("@e5 Nz3", "z3"),
    ] {
        let e = Bogenschach::validate_move(&req(None, None, &[]), bad)
            .expect_err(&format!("{bad:?} should be refused"));
        assert_eq!(e.code(), "bad-square", "{bad:?}: {e}");
        assert!(e.to_string().contains(&format!("{square:?}")), "{e}");
    }
    let e =
        Bogenschach::validate_move(&req(None, None, &["@- e4", "@e9 e5"]), "@- d4").unwrap_err();
    assert_eq!(e.code(), "bad-square", "{e}");
    assert!(e.to_string().contains("turn 2 of the history"), "{e}");
    let e = Bogenschach::validate_move(&req(None, None, &[]), "shoot-out: white").unwrap_err();
    assert_eq!(e.code(), "bad-move");
    // an illegal turn in the history: explain shows it refused and stops; a verdict cannot be had
    let x = explain(None, None, &["@- e4", "@- e4", "@- d5"]);
    assert_eq!(x.rows.len(), 2);
    assert_eq!((x.rows[1].legal, x.rows[1].rule), (false, Some("movement")));
    let e = Bogenschach::validate_move(&req(None, None, &["@- e4", "@- e4"]), "@- d4").unwrap_err();
    assert_eq!(e.code(), "illegal-history", "{e}");
    let e = Bogenschach::validate_move(&req(None, Some("fide"), &[]), "@- e4").unwrap_err();
    assert_eq!(e.code(), "unknown-rules");
}

#[test]
fn legal_moves_lists_turns_after_a_miss_or_the_given_shot() {
    let all = Bogenschach::legal_moves(&req(None, None, &[])).unwrap();
    assert_eq!(all.len(), 20);
    assert!(all.contains(&"@- e2e4".to_string()));
    let after = Bogenschach::legal_moves(&req(None, None, &["@b1"])).unwrap();
    // Na3 and Nc3 are gone with the Knight, Rb1 is new
    assert_eq!(after.len(), 19, "{after:?}");
    assert!(after.iter().all(|t| t.starts_with("@b1 ")));
}

#[test]
fn perft_counts_chess_moves_in_bogenschach_positions() {
    use arbiter::bogenschach::api::perft;
    let budget = arbiter::api::perft_budget("bogenschach");
    assert_eq!(perft("", 3, budget).unwrap(), 8_902);
    // Black without a King: its Rook moves freely, but may not capture the King
    assert_eq!(
        perft("8/8/8/8/8/8/8/r3K3 b - - 0 1", 1, budget).unwrap(),
        10
    ); // never Rxe1
    assert_eq!(perft("", 9, budget).unwrap_err().code(), "budget-exceeded");
    assert_eq!(perft("x", 1, budget).unwrap_err().code(), "bad-position");
}
