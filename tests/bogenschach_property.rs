//! Property tests: random Bogenschach games (random shots and random legal moves or skips, from
//! a seed) never panic, every turn generated is accepted, and every game ends by one of the
//! seed's conditions (a shot King with its round completed, checkmate, 15 rounds) within 15
//! rounds. The API's explanation of the same turns agrees with the game. Random turn texts never
//! panic the API.

use arbiter::api::{GameRules, Request};
use arbiter::bogenschach::api::Bogenschach;
use arbiter::bogenschach::{parse_turn, End, Game, Options};
use arbiter::chess::notation::{to_san, to_uci};
use arbiter::chess::{Position, Role};
use arbiter::core::random::Rng;
use arbiter::core::{Lang, Square};
use proptest::prelude::*;

/// Plays a random game; returns it and its turn texts.
fn random_game(seed: u64, immediate: bool) -> (Game, Vec<String>) {
    let mut rng = Rng::new(seed);
    let opts = Options {
        immediate_mate: immediate,
        ..Options::default()
    };
    let mut game = Game::new(Position::start(), opts);
    let mut texts = Vec::new();
    for _ in 0..40 {
        if game.is_over() {
            break;
        }
        let pos = game.position().clone();
        let occupied: Vec<(Square, Role)> = pos.pieces().map(|(s, p)| (s, p.role)).collect();
        let shot = match rng.below(10) {
            0..=3 => None,
            4..=6 => Some(Square::new(rng.below(8) as u8, rng.below(8) as u8)),
            _ => {
                // an occupied square, a King only now and then
                let pick = occupied[rng.below(occupied.len())];
                if pick.1 == Role::King && rng.below(4) != 0 {
                    None
                } else {
                    Some(pick.0)
                }
            }
        };
        let mut after = pos.clone();
        if let Some(sq) = shot {
            after.remove(sq);
        }
        let moves = after.legal_moves();
        let mv = if moves.is_empty() {
            "--".to_string()
        } else {
            let m = moves[rng.below(moves.len())];
            if rng.below(2) == 0 {
                to_san(&after, &m)
            } else {
                to_uci(&m)
            }
        };
        let shot_text = match shot {
            None => "@-".to_string(),
            Some(sq) => format!("@{}", sq.name().to_ascii_lowercase()),
        };
        let text = format!("{shot_text} {mv}");
        let turn = parse_turn(&text).expect("generated turns read");
        match game.play(&turn) {
            Ok(Ok(_)) => {}
            other => panic!("turn {text:?} after {texts:?} refused: {other:?}"),
        }
        texts.push(text);
    }
    (game, texts)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn random_games_end_by_a_seed_condition_within_fifteen_rounds(seed in any::<u64>(), immediate in any::<bool>()) {
        let (game, texts) = random_game(seed, immediate);
        prop_assert!(game.is_over(), "not over after {} turns: {texts:?}", texts.len());
        prop_assert!(game.rounds_done() <= 15);
        prop_assert!(texts.len() <= 30);
        match game.end() {
            Some(End::Rounds) => prop_assert_eq!(game.rounds_done(), 15),
            Some(End::KingShot { .. }) => {
                let shot = game.king_shot_by(arbiter::chess::Color::White).is_some()
                    || game.king_shot_by(arbiter::chess::Color::Black).is_some();
                prop_assert!(shot);
                // the round was completed: the last turn was Black's
                let last = game.turns().last().map(|t| t.side);
                prop_assert_eq!(last, Some(arbiter::chess::Color::Black));
            }
            Some(End::Checkmate { .. }) => {}
            None => prop_assert!(false),
        }
        let result = game.result(Lang::En);
        let reasons = ["king-shot", "checkmate", "rounds", "meuchelei", "shoot-out"];
        prop_assert!(result.reason.is_some_and(|r| reasons.contains(&r)));
        prop_assert_eq!(result.score, game.score());
        // the API explains the same turns to the same result
        let mut req = Request {
            game: "bogenschach".into(),
            rules: Some(if immediate { "immediate-mate" } else { "stuttgart" }.into()),
            moves: texts.clone(),
            ..Request::default()
        };
        let x = Bogenschach::explain(&req).expect("explain");
        prop_assert!(x.rows.iter().all(|r| r.legal));
        prop_assert_eq!(&x.result, &result);
        prop_assert!(result.winner.is_some() || result.shoot_out_needed);
        if result.shoot_out_needed {
            req.moves.push("shoot-out: black".into());
            let x = Bogenschach::explain(&req).expect("explain with shoot-out");
            prop_assert_eq!(x.result.winner, Some("black"));
            prop_assert_eq!(x.result.reason, Some("shoot-out"));
        }
        // one more turn is refused as game-over
        let v = Bogenschach::validate_move(&Request { moves: texts, ..req }, "@- --");
        if let Ok(v) = v {
            prop_assert_eq!(v.rule, Some("game-over"));
        }
    }

    #[test]
    fn random_turn_texts_never_panic(seed in any::<u64>(), text in "[@a-hA-Z1-9x=+#O0 :-]{0,14}") {
        let (_, texts) = random_game(seed, false);
        let cut = texts.len() / 2;
        let req = Request {
            game: "bogenschach".into(),
            moves: texts[..cut].to_vec(),
            ..Request::default()
        };
        let _ = Bogenschach::validate_move(&req, &text);
        let mut with = req.clone();
        with.moves.push(text);
        let _ = Bogenschach::explain(&with);
        let _ = Bogenschach::legal_moves(&with);
    }
}

/// The random games reach every way the game can end (so the property above exercises them all).
#[test]
fn random_games_reach_every_end() {
    let mut seen = std::collections::BTreeMap::new();
    for s in 0..1500u64 {
        let (g, _) = random_game(s.wrapping_mul(0x2545_F491_4F6C_DD1D), s % 2 == 0);
        let r = g.result(Lang::En);
        *seen.entry((r.reason, r.decided_by)).or_insert(0u32) += 1;
    }
    eprintln!("{seen:?}");
    for reason in ["king-shot", "meuchelei", "rounds", "checkmate"] {
        assert!(
            seen.keys().any(|(r, _)| *r == Some(reason)),
            "no random game ended by {reason}: {seen:?}"
        );
    }
    assert!(
        seen.keys().any(|(_, d)| d.is_none()),
        "no random game needed the shoot-out: {seen:?}"
    );
    assert!(seen.keys().any(|(_, d)| *d == Some("king-shot-tiebreak")));
}
