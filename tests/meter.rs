//! The rule meter (docs/api.md, "The rule meter"): the counts that stand after a legal move for the
//! rules that limit what comes next, as verdicts, rows and a session's `meter()` give them, read
//! from the state each rule refuses by: a Stratego run counting up to its limit and then refused, a
//! chase in progress, a Xiangqi cycle's count and conduct, a Bogenschach round and its points.

mod common;
use arbiter::api::{Request, Session};
use arbiter::bogenschach::api::Bogenschach;
use arbiter::core::game::Meter;
use arbiter::core::random::Rng;
use arbiter::core::{Game, GameRules, Lang};
use arbiter::stratego::api::Stratego;
use arbiter::stratego::random;
use arbiter::xiangqi::api::Xiangqi;
use common::Example;

/// A count of the meter as (side, count, limit, squares).
type Count = (Option<&'static str>, u32, Option<u32>, Vec<String>);

/// The meter's counts of one rule.
fn counts(meter: &[Meter], rule: &str) -> Vec<Count> {
    meter
        .iter()
        .filter(|m| m.rule == rule)
        .map(|m| {
            (
                m.side,
                m.count,
                m.limit,
                m.squares.iter().map(|s| s.to_string()).collect(),
            )
        })
        .collect()
}

/// Opens a session on `req` without its moves, then plays them one by one: each verdict's meter is
/// the session's `meter()` once the move is played and the stateless verdict's, and the row's.
fn play_through<G: Game>(req: &Request) -> Vec<Vec<Meter>> {
    let mut s = Session::<G>::open(&Request {
        moves: Vec::new(),
        ..req.clone()
    })
    .unwrap();
    let mut out = Vec::new();
    for (k, mv) in req.moves.iter().enumerate() {
        let stateless = G::validate_move(
            &Request {
                moves: req.moves[..k].to_vec(),
                ..req.clone()
            },
            mv,
        )
        .unwrap();
        let v = s.play(mv).unwrap();
        assert!(v.legal, "{mv}: {}", v.message);
        assert_eq!(
            v.meter, stateless.meter,
            "ply {k}: the stateless verdict's meter"
        );
        assert_eq!(
            v.meter,
            s.meter(),
            "ply {k}: the verdict's meter is the one after the move"
        );
        out.push(v.meter);
    }
    let rows = s.rows().unwrap();
    for (k, row) in rows.iter().enumerate() {
        assert_eq!(row.meter, out[k], "row {k}");
    }
    assert_eq!(G::explain(req).unwrap().rows.len(), out.len());
    out
}

#[test]
fn a_colonels_run_counts_up_to_the_limit_then_the_next_move_is_refused() {
    // Red's Colonel shuttles B2-A2 against Blue's Major (the diagonal start, ISF 10)
    let req = Example::read("stratego/two-squares-diagonal.txt").request();
    let meters = play_through::<Stratego>(&req);
    let red: Vec<u32> = meters
        .iter()
        .step_by(2)
        .map(|m| {
            counts(m, "two-squares")
                .iter()
                .find(|c| c.0 == Some("red"))
                .map_or(0, |c| c.1)
        })
        .collect();
    // the first move starts the run (not shown), the others count it up to the limit
    assert_eq!(red, [0, 2, 3, 4, 5]);
    let last = meters.last().unwrap();
    let run = counts(last, "two-squares");
    assert!(
        run.contains(&(Some("red"), 5, Some(5), vec!["B2".into(), "A2".into()])),
        "{run:?}"
    );
    let m = last
        .iter()
        .find(|m| m.side == Some("red") && m.rule == "two-squares")
        .unwrap();
    assert_eq!(
        m.message,
        "Red Colonel B2-A2: 5 of 5, the run may not go on (ISF 10)"
    );
    // at the limit: the next move of the run is refused, by the rule the meter counted
    let v = common::validate(&req, "A2-B2");
    assert_eq!((v.legal, v.rule), (false, Some("two-squares")));
    assert!(v.meter.is_empty(), "a refused move carries no meter");
    // a lower limit counts against it
    let mut three = req.clone();
    three
        .options
        .set("twoSquaresLimit", arbiter::api::OptionValue::Whole(3));
    three.moves.truncate(6);
    let v = common::validate(&three, "A2-B2");
    assert_eq!((v.legal, v.rule), (false, Some("two-squares")));
    let meters = play_through::<Stratego>(&Request {
        moves: three.moves[..5].to_vec(),
        ..three.clone()
    });
    assert!(counts(meters.last().unwrap(), "two-squares").contains(&(
        Some("red"),
        3,
        Some(3),
        vec!["B2".into(), "A2".into()]
    )));
}

#[test]
fn a_chase_in_progress_is_counted_until_its_chasing_move_is_refused() {
    // Red's Colonel chases Blue's Major along rank 4 (the federation's first More-Squares example)
    let req = Example::read("stratego/more-squares-1.txt").request();
    let meters = play_through::<Stratego>(&req);
    // 1a threatens, 1b evades: a continuous chase since 1a, the Major on C4
    assert!(
        counts(&meters[0], "more-squares").is_empty(),
        "a threat alone is no chase"
    );
    assert_eq!(
        counts(&meters[1], "more-squares"),
        [(Some("red"), 1, None, vec!["C4".to_string()])]
    );
    let chase: Vec<u32> = meters
        .iter()
        .map(|m| counts(m, "more-squares").first().map_or(0, |c| c.1))
        .collect();
    assert_eq!(chase, [0, 1, 2, 2, 3, 3, 3, 3]);
    let last = meters.last().unwrap();
    let m = last.iter().find(|m| m.rule == "more-squares").unwrap();
    assert!(
        m.message
            .starts_with("Red: continuous chase since 1a (Blue Major B4; 3 squares)"),
        "{}",
        m.message
    );
    assert!(m.message.ends_with("(ISF 11)"));
    // the chasing move to a board seen before is refused, as the meter warned
    let v = common::validate(&req, "C3-B3");
    assert_eq!((v.legal, v.rule), (false, Some("more-squares")));
    // without the More-Squares Rule nothing counts the chase
    let mut jumbo = req.clone();
    jumbo.rules = Some("jumbo".into());
    for m in play_through::<Stratego>(&jumbo) {
        assert!(counts(&m, "more-squares").is_empty());
    }
    // in German
    let mut de = req.clone();
    de.lang = Lang::De;
    let last = play_through::<Stratego>(&de).pop().unwrap();
    assert!(last.iter().any(|m| m
        .message
        .starts_with("Rot: ununterbrochene Verfolgung seit 1a (Blau Major B4; 3 Felder)")));
}

#[test]
fn random_stratego_games_give_each_verdict_the_meter_the_played_move_leaves() {
    for seed in [4, 11, 23] {
        let (start, played) = random::random_game(seed, 160, 70);
        let req = Request {
            game: "stratego".into(),
            position: Some(start.to_text()),
            ..Request::default()
        };
        let mut s = Session::<Stratego>::open(&req).unwrap();
        let mut seen = 0;
        for mv in &played {
            let Ok(v) = s.validate(&mv.text()) else { break };
            if !v.legal {
                break;
            }
            s.play(&mv.text()).unwrap();
            assert_eq!(v.meter, s.meter(), "seed {seed} {}", mv.text());
            seen += v.meter.len();
        }
        assert!(seen > 0, "seed {seed}: some counts");
    }
}

fn xiangqi(position: Option<&str>, moves: &str) -> Request {
    Request {
        game: "xiangqi".into(),
        position: position.map(String::from),
        moves: moves.split_whitespace().map(String::from).collect(),
        ..Request::default()
    }
}

#[test]
fn a_xiangqi_cycle_counts_the_position_and_the_side_that_chases() {
    // Red's Cannon chases Black's Horse (AXF ruling 8): the position comes back every four moves
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/www/examples/xiangqi/ruling-8-cannon-chases-horse.txt"
    ))
    .unwrap();
    let get = |k: &str| {
        text.lines()
            .find_map(|l| l.strip_prefix(&format!("{k}:")).map(str::trim))
            .unwrap()
    };
    let req = xiangqi(Some(get("position")), get("moves"));
    let meters = play_through::<Xiangqi>(&req);
    // nothing repeats in the first loop; then each position stands a second time, then a third
    assert!(meters[..3].iter().all(Vec::is_empty));
    let count: Vec<u32> = meters
        .iter()
        .map(|m| m.first().map_or(0, |c| c.count))
        .collect();
    assert_eq!(count, [0, 0, 0, 2, 2, 2, 2, 3]);
    let m = &meters[7][0];
    assert_eq!(
        (m.rule, m.side, m.limit),
        ("repetition", Some("red"), Some(3))
    );
    assert_eq!(m.squares, ["b9"]);
    assert_eq!(
        m.message,
        "Position seen 3 of 3 times (AXF, repetition); since 1a: Red has chased with every move: the Black Horse on b9"
    );
    // an idle cycle: each side moves a Chariot out and back; a fourth occurrence with a count of 4
    let mut idle = xiangqi(None, "a0a1 a9a8 a1a0 a8a9 a0a1 a9a8 a1a0 a8a9");
    idle.options
        .set("repetitionCount", arbiter::api::OptionValue::Whole(4));
    let meters = play_through::<Xiangqi>(&idle);
    let last = &meters[7][0];
    assert_eq!((last.count, last.limit, last.side), (3, Some(4), None));
    assert!(
        last.message
            .ends_with("neither side has checked or chased with every move"),
        "{}",
        last.message
    );
    // in Chinese
    let mut zh = idle.clone();
    zh.lang = Lang::ZhHans;
    let last = play_through::<Xiangqi>(&zh).pop().unwrap();
    assert!(
        last[0]
            .message
            .starts_with("同一局面已出现3次（第4次即裁决，AXF）"),
        "{}",
        last[0].message
    );
}

#[test]
fn random_xiangqi_games_give_each_verdict_the_meter_the_played_move_leaves() {
    for seed in [1, 5] {
        let mut rng = Rng::new(seed);
        let mut s = Session::<Xiangqi>::open(&xiangqi(None, "")).unwrap();
        let mut repeated = 0;
        while s.moves().len() < 120 {
            let legal: Vec<String> = s
                .legal_moves()
                .unwrap()
                .into_iter()
                .map(|m| m.input)
                .collect();
            let n = s.moves().len();
            // mostly the way back of the side's last move, so that positions repeat
            let back = (n >= 2 && rng.percent(70))
                .then(|| {
                    let last = &s.moves()[n - 2];
                    format!("{}{}", &last[2..], &last[..2])
                })
                .filter(|m| legal.contains(m));
            let Some(mv) = back.or_else(|| rng.pick(&legal).cloned()) else {
                break;
            };
            let v = s.validate(&mv).unwrap();
            if !v.legal {
                continue;
            }
            s.play(&mv).unwrap();
            assert_eq!(v.meter, s.meter(), "seed {seed} ply {n} {mv}");
            repeated += usize::from(!v.meter.is_empty());
        }
        assert!(repeated > 10, "seed {seed}: {repeated} repeated positions");
    }
}

#[test]
fn a_bogenschach_round_is_counted_with_the_points() {
    let req = Request {
        game: "bogenschach".into(),
        moves: ["@- e2e4", "@- e7e5", "@f7 g1f3", "@- d7d6", "@d6 f1c4"]
            .map(String::from)
            .to_vec(),
        ..Request::default()
    };
    let meters = play_through::<Bogenschach>(&req);
    let rounds: Vec<(u32, Option<u32>)> = meters.iter().map(|m| (m[0].count, m[0].limit)).collect();
    assert_eq!(
        rounds,
        [
            (1, Some(15)),
            (1, Some(15)),
            (2, Some(15)),
            (2, Some(15)),
            (3, Some(15))
        ]
    );
    // the points are those of the row after the turn
    let rows = Bogenschach::explain(&req).unwrap().rows;
    let score = rows[4].details.score.unwrap();
    assert_eq!((score.white, score.black), (2, 0));
    assert_eq!(
        meters[4][0].message,
        "Round 3 of 15; points White 2, Black 0 (sections 3, 4)"
    );
    let s = Session::<Bogenschach>::open(&Request {
        moves: Vec::new(),
        ..req.clone()
    })
    .unwrap();
    assert_eq!(
        s.meter()[0].message,
        "Round 1 of 15; points White 0, Black 0 (sections 3, 4)"
    );
}
