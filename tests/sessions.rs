//! Sessions (`core::Session`, `new Game(...)` in JavaScript) against the stateless answers, and the
//! registry's refusals.

use arbiter::api::{self, AnySession, Request, Session};
use arbiter::bogenschach::api::Bogenschach;
use arbiter::core::random::Rng;
use arbiter::core::{Error, Game as _, GameRules, Lang};
use arbiter::stratego::api::Stratego;
use arbiter::stratego::random;
use arbiter::xiangqi::api::Xiangqi;

fn xiangqi(moves: &[&str]) -> Request {
    Request {
        game: "xiangqi".into(),
        moves: moves.iter().map(|m| m.to_string()).collect(),
        ..Request::default()
    }
}

#[test]
fn a_session_judges_each_ply_as_the_stateless_call_does() {
    for seed in [3, 7] {
        // a random Stratego game from a full setup, judged move by move both ways
        let (start, played) = random::random_game(seed, 120, 50);
        let req = Request {
            game: "stratego".into(),
            position: Some(start.to_text()),
            ..Request::default()
        };
        let mut s = Session::<Stratego>::open(&req).unwrap();
        let mut moves: Vec<String> = Vec::new();
        for mv in &played {
            let text = mv.text();
            let history = Request {
                moves: moves.clone(),
                ..req.clone()
            };
            let Ok(stateless) = Stratego::validate_move(&history, &text) else {
                break; // a battle with an unknown piece: no verdict either way
            };
            let v = s.play(&text).unwrap();
            assert_eq!(
                (v.legal, v.rule, &v.message, &v.squares),
                (
                    stateless.legal,
                    stateless.rule,
                    &stateless.message,
                    &stateless.squares
                )
            );
            assert_eq!(v.facts.from.as_deref(), Some(mv.from.name().as_str()));
            assert_eq!(v.facts.capture, stateless.details.battle.is_some());
            assert!(v.legal, "{text}");
            moves.push(text);
        }
        let x = s.explain().unwrap();
        let stateless = Stratego::explain(&Request {
            moves: moves.clone(),
            ..req.clone()
        })
        .unwrap();
        assert_eq!(x.rows.len(), stateless.rows.len());
        for (row, old) in x.rows.iter().zip(&stateless.rows) {
            assert_eq!(row.position, old.position);
            assert_eq!(row.label, old.label);
            assert_eq!(row.details.notes, old.details.notes);
        }
        let old = stateless;
        assert_eq!(x.result, old.result);
        // undo takes back exactly the last move
        assert!(s.undo().unwrap());
        assert_eq!(s.moves(), &moves[..moves.len() - 1]);
        assert_eq!(s.explain().unwrap().rows.len(), moves.len() - 1);
    }
}

#[test]
fn each_row_writes_the_position_after_its_move() {
    // a row's position is written from the ranks its move changed (the others kept from the row
    // before): checked against the position of a game that played the moves, written in full
    for seed in [3, 7, 11] {
        let (start, played) = random::random_game(seed, 200, 90);
        let moves: Vec<String> = played.iter().map(|m| m.text()).collect();
        assert!(moves.len() > 100, "seed {seed}: {} plies", moves.len());
        let part = moves.len() * 3 / 4;
        let req = Request {
            game: "stratego".into(),
            position: Some(start.to_text()),
            ..Request::default()
        };
        let mut game = Session::<Stratego>::open(&req).unwrap();
        let mut expected = Vec::new();
        for m in &moves {
            assert!(game.play(m).unwrap().legal, "{m}");
            expected.push(game.game().position_text());
        }
        let positions = |rows: &[arbiter::api::Judgement<_>]| -> Vec<String> {
            rows.iter().map(|r| r.position.clone().unwrap()).collect()
        };
        let all = Request {
            moves: moves.clone(),
            ..req.clone()
        };
        let stateless = Stratego::explain(&all).unwrap();
        let old = positions(&stateless.rows);
        assert_eq!(old, expected, "seed {seed}");
        // a session explains part of the game, takes moves back (some explained), plays on
        let mut s = Session::<Stratego>::open(&Request {
            moves: moves[..part].to_vec(),
            ..req.clone()
        })
        .unwrap();
        assert_eq!(positions(&s.explain().unwrap().rows), expected[..part]);
        for _ in 0..4 {
            assert!(s.undo().unwrap());
        }
        for m in &moves[part - 4..] {
            assert!(s.play(m).unwrap().legal, "{m}");
            if m.len() % 3 == 0 {
                s.explain().unwrap();
            }
        }
        assert_eq!(
            positions(&s.explain().unwrap().rows),
            expected,
            "seed {seed}"
        );
    }
}

/// A move the session reads but refuses (not an error): the way back of one of its legal moves,
/// from the move's target (empty, or the other side's piece) onto its source; `sep` between the
/// squares as the game writes them (`-` in Stratego, none in ICCS).
fn a_refused_move<G: arbiter::core::Game>(s: &Session<G>, sep: &str) -> String {
    s.legal_moves()
        .unwrap()
        .iter()
        .find_map(|m| {
            let back = format!("{}{sep}{}", m.to.as_deref()?, m.from.as_deref()?);
            (!s.validate(&back).ok()?.legal).then_some(back)
        })
        .expect("a refused move")
}

#[test]
fn a_refused_row_shows_the_position_it_was_refused_in() {
    // A refused move ends an explanation with a row whose position is the board as it stands (the
    // move is not played): after the ranks' texts were kept from row to row, and on the first ply
    // (from the start's text).
    let (start, played) = random::random_game(5, 60, 30);
    let moves: Vec<String> = played.iter().map(|m| m.text()).collect();
    let req = Request {
        game: "stratego".into(),
        position: Some(start.to_text()),
        ..Request::default()
    };
    let mut game = Session::<Stratego>::open(&req).unwrap();
    let mut before = vec![start.to_text()];
    for m in &moves {
        assert!(game.play(m).unwrap().legal, "{m}");
        before.push(game.game().position_text());
    }
    for k in [0, 1, 2, moves.len() / 2, moves.len()] {
        let session = Session::<Stratego>::open(&Request {
            moves: moves[..k].to_vec(),
            ..req.clone()
        })
        .unwrap();
        let refused = a_refused_move(&session, "-");
        let history = Request {
            moves: [&moves[..k], std::slice::from_ref(&refused)].concat(),
            ..req.clone()
        };
        let judged = Stratego::explain(&history).unwrap();
        let last = judged.rows.last().unwrap();
        assert!(!last.legal, "ply {k}: {refused}");
        assert_eq!(judged.rows.len(), k + 1);
        assert_eq!(last.position.as_ref(), Some(&before[k]), "ply {k}");
    }
}

/// The session's legal moves now, as the engine reads them back.
fn inputs<G: arbiter::core::Game>(s: &Session<G>) -> Vec<String> {
    s.legal_moves()
        .unwrap()
        .into_iter()
        .map(|m| m.input)
        .collect()
}

/// A random Xiangqi game in ICCS: most of the time a side takes its last move back (plays it the
/// other way), when legal, so that positions repeat and cycles are judged.
fn random_xiangqi_game(seed: u64, plies: usize) -> Vec<String> {
    let mut rng = Rng::new(seed);
    let mut s = Session::<Xiangqi>::open(&xiangqi(&[])).unwrap();
    while s.moves().len() < plies {
        let legal = inputs(&s);
        let n = s.moves().len();
        // the way back of the side's own last move (ICCS: from and to swapped)
        let again = (n >= 2 && rng.percent(70))
            .then(|| {
                let last = &s.moves()[n - 2];
                format!("{}{}", &last[2..], &last[..2])
            })
            .filter(|m| legal.contains(m));
        let Some(mv) = again.or_else(|| rng.pick(&legal).cloned()) else {
            break;
        };
        assert!(s.play(&mv).unwrap().legal, "{mv}");
    }
    s.moves().to_vec()
}

#[test]
fn a_xiangqi_row_says_what_the_verdict_before_its_move_said() {
    // A session's rows and the stateless explanation's rows (each built where it is pushed)
    // against the verdict a session gave on each move before playing it, field by field: label,
    // side, move in the asked notation and in ICCS, verdict, message, squares, check, capture,
    // classification, repetition, and the position after the move as the session that played it
    // writes it; with a refused move at the end, in German and in Chinese notation too.
    for seed in [2, 9] {
        let moves = random_xiangqi_game(seed, 140);
        assert_eq!(moves.len(), 140, "seed {seed}");
        let mut req = xiangqi(&[]);
        req.moves = moves.clone();
        let s = Session::<Xiangqi>::open(&req).unwrap();
        let refused = a_refused_move(&s, "");
        req.moves.push(refused.clone());
        for (lang, notation) in [(Lang::En, "wxf"), (Lang::De, "chinese")] {
            req.lang = lang;
            req.options
                .set("notation", api::OptionValue::Text(notation.into()));
            // (a session is opened on the moves played: the refused one is not among them)
            let mut opened = req.clone();
            opened.moves.pop();
            let rows = Session::<Xiangqi>::open(&opened)
                .unwrap()
                .rows()
                .unwrap()
                .to_vec();
            let judged = Xiangqi::explain(&req).unwrap();
            assert_eq!(rows.len(), moves.len(), "seed {seed}");
            assert_eq!(judged.rows.len(), moves.len() + 1, "seed {seed}");
            assert!(!judged.rows[moves.len()].legal);
            assert!(
                judged.rows.iter().any(|r| r.details.repetition.is_some()),
                "seed {seed}: no repetition judged"
            );
            // the verdicts before each move, and the positions after it
            let mut start = opened.clone();
            start.moves.clear();
            let mut player = Session::<Xiangqi>::open(&start).unwrap();
            for (i, text) in req.moves.iter().enumerate() {
                let old = player.validate(text).unwrap();
                if old.legal {
                    player.play(text).unwrap();
                }
                let position = player.game().position_text();
                let in_session = rows.get(i);
                for row in in_session.into_iter().chain([&judged.rows[i]]) {
                    let what = format!("seed {seed}, {lang:?}, ply {i} ({})", old.details.iccs);
                    let d = &row.details;
                    assert_eq!(
                        (row.label.as_str(), row.side),
                        (old.label.as_str(), old.side),
                        "{what}"
                    );
                    assert_eq!(row.facts.text, old.details.text, "{what}");
                    let iccs = format!(
                        "{}{}",
                        row.facts.from.as_deref().unwrap_or(""),
                        row.facts.to.as_deref().unwrap_or("")
                    );
                    assert_eq!(iccs, old.details.iccs, "{what}");
                    assert_eq!((row.legal, row.rule), (old.legal, old.rule), "{what}");
                    assert_eq!(row.message, old.message, "{what}");
                    assert_eq!(row.squares, old.squares, "{what}");
                    assert_eq!(
                        (row.facts.check, d.captures),
                        (old.details.check, old.details.captures),
                        "{what}"
                    );
                    assert_eq!(row.facts.capture, old.details.captures.is_some(), "{what}");
                    assert_eq!(d.classification, old.details.classification, "{what}");
                    assert_eq!(d.repetition, old.details.repetition, "{what}");
                    assert_eq!(
                        (row.ply, row.position.as_ref()),
                        (Some(i), Some(&position)),
                        "{what}"
                    );
                }
            }
        }
    }
}

/// Takes a session back move by move to its start; after each undo, the session answers as a
/// stateless call given the shorter history (the verdict on the move taken back, the legal moves,
/// the rows of an explanation asked for on the way).
fn undo_to_the_start<G: arbiter::core::Game>(req: &Request, moves: &[String]) {
    let mut s = Session::<G>::open(&Request {
        moves: moves.to_vec(),
        ..req.clone()
    })
    .unwrap();
    for k in (0..moves.len()).rev() {
        if k % 7 == 3 {
            // rows asked for, then taken back with their moves
            assert_eq!(s.explain().unwrap().rows.len(), k + 1);
        }
        assert!(s.undo().unwrap());
        let history = Request {
            moves: moves[..k].to_vec(),
            ..req.clone()
        };
        let stateless = G::validate_move(&history, &moves[k]).unwrap();
        let v = s.validate(&moves[k]).unwrap();
        assert_eq!(
            (v.legal, v.rule, &v.message, &v.squares),
            (
                stateless.legal,
                stateless.rule,
                &stateless.message,
                &stateless.squares
            ),
            "{} after undo to ply {k}",
            moves[k]
        );
        let legal = inputs(&s);
        assert_eq!(legal, G::legal_moves(&history).unwrap(), "ply {k}");
        // the state restored is the state a fresh session reaches by playing the shorter history
        let fresh = Session::<G>::open(&history).unwrap();
        let (game, fresh) = (s.game(), fresh.game());
        assert_eq!(game.position_text(), fresh.position_text(), "ply {k}");
        assert_eq!(game.label(), fresh.label(), "ply {k}");
        assert_eq!(
            format!("{:?}", game.outcome(Lang::En)),
            format!("{:?}", fresh.outcome(Lang::En)),
            "ply {k}"
        );
        if k % 5 == 0 {
            // the rows kept and explained again after undo are those of a fresh session
            let rows = s.explain().unwrap().rows;
            let fresh = Session::<G>::open(&history)
                .unwrap()
                .explain()
                .unwrap()
                .rows;
            let key = |r: &arbiter::api::Judgement<G::Details>| {
                (
                    r.ply,
                    r.label.clone(),
                    r.message.clone(),
                    r.legal,
                    r.position.clone(),
                )
            };
            assert_eq!(
                rows.iter().map(key).collect::<Vec<_>>(),
                fresh.iter().map(key).collect::<Vec<_>>(),
                "ply {k}"
            );
        }
    }
    assert!(!s.undo().unwrap());
}

#[test]
fn undo_takes_back_battles_chases_and_repetitions() {
    // Stratego: random games with battles (which forget the positions seen) and chases
    for seed in [3, 11] {
        let (start, played) = random::random_game(seed, 90, 60);
        let req = Request {
            game: "stratego".into(),
            position: Some(start.to_text()),
            ..Request::default()
        };
        let moves: Vec<String> = played.iter().map(|m| m.text()).collect();
        undo_to_the_start::<Stratego>(&req, &moves);
    }
    // Xiangqi: the bench's game with repetition cycles, its first 120 plies
    let text = include_str!("../bench/xiangqi-300.txt");
    let moves: Vec<String> = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .flat_map(str::split_whitespace)
        .take(120)
        .map(String::from)
        .collect();
    undo_to_the_start::<Xiangqi>(&xiangqi(&[]), &moves);
}

/// A Bogenschach game of 12 rounds with shots at pieces of both sides (a Rook, which takes its
/// castling right with it; a Queen just promoted; the shooter's own pawn; the King, which ends the
/// game with the round), captures, en passant, castling on both wings and a promotion by capture.
const BOGENSCHACH_GAME: &str = "@- e2e4; @- g8f6; @h7 e4e5; @- d7d5; @- e5d6; @- c7d6; @- h2h4; \
    @- b8c6; @h8 h4h5; @- c8f5; @- h5h6; @- d8d7; @- h6g7; @- e8c8; @- g7f8q; @f8 f6e4; @- f1d3; \
    @- e7e6; @a2 g1f3; @- f5g4; @- e1g1; @- d7c7; @c8 d3e4; @- c6d4";

/// A seeded Bogenschach game of up to 30 turns: shots at random squares (a miss one time in
/// three), random legal moves.
fn random_bogenschach_game(seed: u64) -> Vec<String> {
    let mut rng = Rng::new(seed);
    let req = Request {
        game: "bogenschach".into(),
        ..Request::default()
    };
    let mut s = Session::<Bogenschach>::open(&req).unwrap();
    let mut turns = Vec::new();
    while turns.len() < 30 && !s.game().game.is_over() {
        let shot = if rng.percent(33) {
            "@-".to_string()
        } else {
            format!(
                "@{}{}",
                (b'a' + rng.below(8) as u8) as char,
                1 + rng.below(8)
            )
        };
        let legal = s.game().legal_now(std::slice::from_ref(&shot)).unwrap();
        let turn = rng.pick(&legal).unwrap().input.clone();
        assert!(s.play(&turn).unwrap().legal, "{turn}");
        turns.push(turn);
    }
    turns
}

#[test]
fn undo_takes_back_shots_captures_castling_en_passant_and_promotion() {
    let req = Request {
        game: "bogenschach".into(),
        ..Request::default()
    };
    let moves: Vec<String> = BOGENSCHACH_GAME
        .split(';')
        .map(|t| t.trim().to_string())
        .collect();
    let rows = Bogenschach::explain(&Request {
        moves: moves.clone(),
        ..req.clone()
    })
    .unwrap()
    .rows;
    // the game has what it says: every turn legal, the King shot ending it
    assert_eq!(rows.len(), moves.len());
    assert!(rows.iter().all(|r| r.legal));
    let san: Vec<&str> = rows
        .iter()
        .filter_map(|r| r.details.san.as_deref())
        .collect();
    for wanted in ["exd6", "O-O-O", "gxf8=Q", "O-O"] {
        assert!(san.contains(&wanted), "{wanted} in {san:?}");
    }
    undo_to_the_start::<Bogenschach>(&req, &moves);
    let mut kinds = 0;
    for seed in [1, 2, 3] {
        let moves = random_bogenschach_game(seed);
        kinds += moves.iter().filter(|m| !m.starts_with("@-")).count();
        undo_to_the_start::<Bogenschach>(&req, &moves);
    }
    assert!(kinds > 0, "the random games shoot");
    // the immediate-mate ruleset, the same game
    let req = Request {
        rules: Some("immediate-mate".into()),
        ..req
    };
    undo_to_the_start::<Bogenschach>(&req, &moves);
}

#[test]
fn the_history_errors_are_those_of_the_stateless_calls() {
    let req = xiangqi(&["h2e2", "h2e2"]);
    let a = Session::<Xiangqi>::open(&req).unwrap_err();
    let b = Xiangqi::validate_move(&req, "h9g7").unwrap_err();
    assert_eq!(a.code(), "illegal-history");
    assert_eq!(a, b);
    let c = Session::<Xiangqi>::open(&xiangqi(&["h2e2", "zz"])).unwrap_err();
    assert!(c.to_string().contains("move 2 of the history"), "{c}");
}

#[test]
fn explain_given_a_record_is_treated_as_validate_move_treats_it() {
    for game in ["xiangqi", "bogenschach"] {
        let req = Request {
            game: game.into(),
            record: Some("<stratego/>".into()),
            ..Request::default()
        };
        let v = api::validate_move(&req, "a0a1").unwrap_err();
        let x = api::explain(&req).unwrap_err();
        assert_eq!(v, x, "{game}");
        // a text in none of the game's record formats
        assert_eq!(x.code(), "bad-record");
        assert!(x.to_string().contains("none of the formats"), "{x}");
    }
    // a record the game reads: explain replays its moves, validate judges the next
    let req = Request {
        game: "xiangqi".into(),
        record: Some("[Game \"Chinese Chess\"]\n1. C2.5 H8+7 *".into()),
        ..Request::default()
    };
    let x = api::explain(&req).unwrap();
    let api::AnyExplanation::Xiangqi(x) = x else {
        panic!("a Xiangqi explanation")
    };
    assert_eq!(x.rows.len(), 2);
    assert!(api::validate_move(&req, "h0g2").unwrap().legal());
}

#[test]
fn a_shoot_out_result_ends_a_bogenschach_session() {
    // fifteen rounds of quiet moves, level on points: a shoot-out decides
    let quiet = ["@- Nf3", "@- Nf6", "@- Ng1", "@- Ng8"];
    let mut moves: Vec<String> = (0..30).map(|i| quiet[i % 4].to_string()).collect();
    moves.push("shoot-out: black".into());
    let req = Request {
        game: "bogenschach".into(),
        moves,
        ..Request::default()
    };
    let mut s = Session::<Bogenschach>::open(&req).unwrap();
    let old = Bogenschach::explain(&req).unwrap();
    assert_eq!(s.explain().unwrap().result, old.result);
    assert_eq!(old.result.winner, Some("black"));
    // the stateless validateMove refuses a shoot-out result as a move
    let mut before = req.clone();
    before.moves.pop();
    // undo takes the result back: the game stands as before it, and another result may follow
    assert!(s.undo().unwrap());
    let fresh = Bogenschach::explain(&before).unwrap();
    assert!(fresh.result.shoot_out_needed);
    assert_eq!(s.explain().unwrap().result, fresh.result);
    assert!(s.play("shoot-out: white").unwrap().legal);
    assert_eq!(s.explain().unwrap().result.winner, Some("white"));
    assert!(s.undo().unwrap());
    assert!(s.undo().unwrap());
    assert_eq!(s.moves(), &before.moves[..29]);
    assert_eq!(
        s.game().position_text(),
        Session::<Bogenschach>::open(&Request {
            moves: before.moves[..29].to_vec(),
            ..before.clone()
        })
        .unwrap()
        .game()
        .position_text()
    );
    assert_eq!(
        Bogenschach::validate_move(&before, "shoot-out: black")
            .unwrap_err()
            .code(),
        "bad-move"
    );
}

#[test]
fn the_registry_names_the_games_it_knows() {
    let req = Request {
        game: "janggi".into(),
        ..Request::default()
    };
    let e = AnySession::open(&req).unwrap_err();
    assert!(matches!(e, Error::UnknownGame { .. }));
    // the message names every game of the registry, the last after "or"
    let msg = e.to_string();
    assert!(
        msg.starts_with("unknown game \"janggi\": expected \"stratego\", "),
        "{msg}"
    );
    let last = api::GAMES[api::GAMES.len() - 1];
    assert!(msg.ends_with(&format!(" or \"{last}\"")), "{msg}");
    for game in api::GAMES {
        assert!(msg.contains(&format!("\"{game}\"")), "{msg}");
    }
    let d = api::describe_all();
    assert_eq!(d.iter().map(|d| d.name).collect::<Vec<_>>(), api::GAMES);
    assert!(d
        .iter()
        .all(|d| d.rulesets.iter().filter(|r| r.default).count() == 1));
}
