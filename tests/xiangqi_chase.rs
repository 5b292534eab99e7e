//! The AXF repetition rules against Fairy-Stockfish's 33 chase cases
//! (tests/data/xiangqi/xiangqi_chase_fsf.tsv: 29 agree, the 4 in `DIFFERS` differ on purpose, each
//! with its reason) and the seed's rulings (www/examples/xiangqi/).
//!
//! FSF's convention: its result is from the side to move after the move at ply `first_end`. In
//! our terms: where the side that just moved violated (+32000), that move is refused; where the
//! side to move violated (-32000), the move is legal, the other side must vary, and its next move
//! repeating the cycle is refused; a draw (0) refuses nothing.

use arbiter::xiangqi::game::RulingMode;
use arbiter::xiangqi::notation::parse_iccs_1_10;
use arbiter::xiangqi::{Game, Position};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Expect {
    /// The mover of the move at `first_end` violated.
    MoverLoses,
    /// The side to move after it violated.
    OtherLoses,
    Draw,
}

struct Case {
    id: String,
    comment: String,
    fen: String,
    moves: Vec<String>,
    first_end: usize,
    expect: Expect,
}

fn cases() -> Vec<Case> {
    let text = include_str!("data/xiangqi/xiangqi_chase_fsf.tsv");
    let mut out = Vec::new();
    for line in text.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let f: Vec<&str> = line.split('\t').collect();
        assert_eq!(f.len(), 11, "{line}");
        let end = f[10].trim();
        let rest = end.strip_prefix("ply ").expect("first_end");
        let (ply, value) = rest.split_once(": ").expect("ply: value");
        let expect = match value.trim() {
            "32000" => Expect::MoverLoses,
            "-32000" => Expect::OtherLoses,
            "0" => Expect::Draw,
            other => panic!("value {other}"),
        };
        out.push(Case {
            id: f[0].into(),
            comment: f[2].into(),
            fen: f[3].into(),
            moves: f[7].split_whitespace().map(String::from).collect(),
            first_end: ply.parse().expect("ply"),
            expect,
        });
    }
    out
}

/// Our verdict on a case, in FSF's terms; `Err` with a reason when something else went wrong.
fn our_verdict(case: &Case) -> Result<Expect, String> {
    let pos = Position::parse(&case.fen).map_err(|e| format!("fen: {e:?}"))?;
    // Fairy-Stockfish ends the game at the third occurrence: the strict ruling mode.
    let mut game = Game::new(pos).with_ruling_mode(RulingMode::Strict);
    let moves: Vec<_> = case
        .moves
        .iter()
        .map(|m| parse_iccs_1_10(m).map_err(|e| format!("{m}: {e:?}")))
        .collect::<Result<_, _>>()?;
    let n = case.first_end;
    for (i, &mv) in moves.iter().enumerate().take(n - 1) {
        if let Some(rep) = game.repetition(mv) {
            return Err(format!(
                "repetition already at ply {} ({:?})",
                i + 1,
                rep.verdict
            ));
        }
        game.play(mv).map_err(|f| format!("ply {}: {f:?}", i + 1))?;
    }
    let mv = moves[n - 1];
    let mover = game.position().to_move();
    let rep = game
        .repetition(mv)
        .ok_or_else(|| format!("no repetition at ply {n}"))?;
    match rep.verdict.loser {
        None => Ok(Expect::Draw),
        Some(l) if l == mover => {
            if game.forbidden(mv).is_none() {
                return Err("violating move not forbidden".into());
            }
            Ok(Expect::MoverLoses)
        }
        Some(_) => {
            // The move is legal; the other side's next move repeating the cycle is refused.
            if game.forbidden(mv).is_some() {
                return Err("innocent move forbidden".into());
            }
            game.play(mv).map_err(|f| format!("ply {n}: {f:?}"))?;
            let next = game.history()[rep.since].mv;
            if game.forbidden(next).is_none() {
                return Err("the violator's next repeating move is not refused".into());
            }
            Ok(Expect::OtherLoses)
        }
    }
}

/// Cases where our spec deliberately differs from Fairy-Stockfish, with the reason.
/// Each is still checked: our verdict must be the one given here.
const DIFFERS: &[(&str, Expect, &str)] = &[
    (
        "FSF-05",
        Expect::Draw,
        "Red's Cannon alternates a chase of the Soldier f1 with a discovered check that also attacks \
         it; the spec (AXF rule 12, the seed's 'Mit Dauerschach verbundene Dauerbedrohung macht \
         unentschieden') classifies a checking move as a check, and a cycle mixing checks and chases \
         is neither perpetual check nor perpetual chase: a draw. FSF counts the checks as chases.",
    ),
    (
        "FSF-10",
        Expect::Draw,
        "Black's Chariot alternates a discovered check (R2-2) with an attack on the Cannon (R2+2): \
         exactly the seed's example for AXF rule 12 ('Der Wagen gibt Schach und bedroht im nächsten \
         Zug die Kanone usw. Unentschieden'). FSF rules Black the violator.",
    ),
    (
        "FSF-11",
        Expect::Draw,
        "the same position and moves as FSF-05: mixed checks and chases (AXF rule 12), a draw.",
    ),
    (
        "FSF-31",
        Expect::MoverLoses,
        "FSF's test asserts only that the game ends here (its expected VALUE_MATE is commented out; \
         FSF returns a draw). By the spec Black's General moves unpin the Horse e5 (discovering its \
         attack) or pin the Red Horse e1 (its General would face the other after recapturing: a fake \
         root), so Black chases the Cannon f3 with every move and Black's completing move is refused, \
         the verdict FSF's test meant to assert.",
    ),
];

#[test]
fn fairy_stockfish_chase_cases() {
    let cases = cases();
    assert_eq!(cases.len(), 33);
    let mut failures = Vec::new();
    let mut passed = 0;
    let mut differ = 0;
    for case in &cases {
        let ours = our_verdict(case);
        let differs = DIFFERS.iter().find(|(id, _, _)| *id == case.id);
        match (&ours, differs) {
            (Ok(v), None) if *v == case.expect => passed += 1,
            (Ok(v), Some((_, want, why))) if v == want => {
                differ += 1;
                eprintln!(
                    "{} differs from FSF's {:?} on purpose: {why}",
                    case.id, case.expect
                )
            }
            _ => failures.push(format!(
                "{} ({}): FSF {:?}, ours {:?}",
                case.id, case.comment, case.expect, ours
            )),
        }
    }
    eprintln!(
        "{passed} of {} FSF cases agree, {differ} differ on purpose",
        cases.len()
    );
    assert_eq!(passed, 29);
    assert_eq!(differ, 4);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// FSF-22 and FSF-23 (Fairy-Stockfish's "D39", AXF rule 19, Diagrams 39-41): the defender's
/// Advisor moves block or unscreen the attack on its pinned Chariot and thereby cut the protection
/// of the Horse that Chariot attacks. The Chariot never moves, so the Advisor moves are idle (the
/// row says why), and the side chasing the pinned Chariot is the only perpetual chaser. Before
/// this rule the Advisor moves counted as chases and the cycle was a mutual chase (a draw).
#[test]
fn a_standing_chariot_is_not_a_chaser_when_its_side_only_defends() {
    use arbiter::core::Lang;
    for (id, advisor_plies) in [("FSF-22", [1usize, 3, 5, 7]), ("FSF-23", [0, 2, 4, 6])] {
        let case = cases().into_iter().find(|c| c.id == id).expect("case");
        let mut game = Game::new(Position::parse(&case.fen).expect("fen"));
        for (i, m) in case.moves.iter().take(case.first_end - 1).enumerate() {
            let mv = parse_iccs_1_10(m).expect("move");
            let v = game.verdict(mv, Lang::En);
            let c = v.details.classification.expect("class");
            if advisor_plies.contains(&i) {
                assert_eq!(c.kind, "idle", "{id} ply {}: {}", i + 1, c.text);
                assert!(c.text.contains("did not move"), "{id}: {}", c.text);
                assert!(c.text.contains("AXF rule 19"), "{id}: {}", c.text);
            } else {
                assert_eq!(c.kind, "chase", "{id} ply {}: {}", i + 1, c.text);
            }
            game.play(mv).expect("legal");
        }
        assert_eq!(our_verdict(&case), Ok(Expect::MoverLoses), "{id}");
    }
}

/// A checking move's row says what gives check before any chase: in the seed's ruling 12 example
/// Black's Chariot leaves b1 and the Cannon a1, which did not move, checks through Red's Advisor
/// on e1; the same move attacks Red's Cannon on d3.
#[test]
fn checking_rows_say_what_gives_check() {
    use arbiter::api::GameRules;
    use arbiter::core::Lang;
    use arbiter::xiangqi::api::Xiangqi;
    let ex = example("ruling-12-check-and-chase.txt");
    for (lang, check, chase) in [
        (
            Lang::En,
            "Check (将): the Cannon on a1, which did not move, gives check through the Red Advisor on e1 (its screen, 炮架)",
            "the Chariot on b3 attacks the Cannon on d3",
        ),
        (
            Lang::De,
            "Schach (将): Kanone auf a1 (nicht gezogen) gibt Schach über Leibwächter (Rot) auf e1 als Schanze (炮架)",
            "Wagen auf b3 greift Kanone auf d3 an",
        ),
    ] {
        let x = Xiangqi::explain(&example_request(&ex, lang)).expect("explain");
        let c = x.rows[1].details.classification.clone().expect("class");
        assert_eq!(c.kind, "check");
        assert!(c.text.starts_with(check), "{}", c.text);
        let at = c.text.find(chase).unwrap_or_else(|| panic!("{}", c.text));
        assert!(at > check.len(), "the check comes first: {}", c.text);
        // A move that gives no check names no checker.
        let c = x.rows[3].details.classification.clone().expect("class");
        assert_eq!(c.kind, "chase");
        assert!(!c.text.contains("炮架"), "{}", c.text);
    }
}

/// Which stretch of moves a repetition is judged on when the position comes back through two
/// different loops played in turn. Red's Chariot chases the Cannon b7 in loop A (a2-b2, the Cannon
/// flees to a7, a2 again, back to b7) and the Cannon e5 in loop B (a2-a5, the Cannon flees to e2,
/// a2 again, back to e5); each loop alone is a perpetual chase of one Cannon. Played A, B, A, B,
/// ..., the Chariot chases two pieces in turn, which AXF rule 32 (Diagrams 76-78) rules a draw: the
/// engine judges all the moves since the first of the occurrences that make the count (here the
/// third occurrence: both loops), so every repetition is a draw and nothing is refused. Played
/// A, A, the same Cannon is chased throughout and Red must vary.
#[test]
fn two_loops_in_turn_are_judged_together() {
    use arbiter::api::GameRules;
    use arbiter::xiangqi::api::Xiangqi;
    let a = ["a2b2", "b7a7", "b2a2", "a7b7"];
    let b = ["a2a5", "e5e2", "a5a2", "e2e5"];
    let request = |loops: &[&[&str; 4]]| arbiter::api::Request {
        game: "xiangqi".into(),
        position: Some("5k3/9/1c7/9/4c4/9/9/R8/9/3K5 w".into()),
        moves: loops
            .iter()
            .flat_map(|l| l.iter().map(|m| m.to_string()))
            .collect(),
        ..Default::default()
    };
    // Each loop on its own chases one Cannon with every Red move.
    let x = Xiangqi::explain(&request(&[&a, &b])).expect("explain");
    for (i, row) in x.rows.iter().enumerate() {
        let c = row.details.classification.as_ref().expect("class");
        let want = if i % 2 == 0 { "chase" } else { "idle" };
        assert_eq!(c.kind, want, "ply {}: {}", i + 1, c.text);
    }
    // A then B: the third occurrence of the start position is judged on both loops: a draw.
    let rep = x.rows[7].details.repetition.clone().expect("repetition");
    assert_eq!(rep.cycle.len(), 8, "{:?}", rep.cycle);
    assert_eq!((rep.red, rep.black), ("none", "none"));
    assert_eq!(rep.outcome, "draw", "{}", rep.text);
    // Going on in turn, every repetition is a draw and every move stays legal.
    let x = Xiangqi::explain(&request(&[&a, &b, &a, &b, &a, &b])).expect("explain");
    assert!(x.rows.iter().all(|r| r.legal));
    let outcomes: Vec<&str> = x
        .rows
        .iter()
        .filter_map(|r| r.details.repetition.as_ref().map(|p| p.outcome))
        .collect();
    assert!(outcomes.len() >= 10, "{outcomes:?}");
    assert!(outcomes.iter().all(|&o| o == "draw"), "{outcomes:?}");
    // A then A: the same Cannon throughout; Black's completing move leaves Red to vary, and Red's
    // next move of the loop is refused.
    let req = request(&[&a, &a]);
    let x = Xiangqi::explain(&req).expect("explain");
    let rep = x.rows[7].details.repetition.clone().expect("repetition");
    assert_eq!(
        (rep.red, rep.outcome),
        ("perpetual-chase", "other-must-vary")
    );
    let v = Xiangqi::validate_move(&req, "a2b2").expect("verdict");
    assert!(!v.legal, "{}", v.message);
    assert_eq!(v.rule, Some("perpetual-chase"));
    // Loop B is still open to Red: it chases the other Cannon.
    let v = Xiangqi::validate_move(&req, "a2a5").expect("verdict");
    assert!(v.legal, "{}", v.message);
}

/// An example file of www/examples/xiangqi/ (`key: value` lines).
fn example(name: &str) -> std::collections::HashMap<String, String> {
    let path = format!("{}/www/examples/xiangqi/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| l.split_once(": "))
        .map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))
        .collect()
}

fn example_request(
    ex: &std::collections::HashMap<String, String>,
    lang: arbiter::core::Lang,
) -> arbiter::api::Request {
    arbiter::api::Request {
        game: ex["game"].clone(),
        rules: Some(ex["rules"].clone()),
        position: Some(ex["position"].clone()),
        moves: ex["moves"].split_whitespace().map(String::from).collect(),
        lang,
        ..Default::default()
    }
}

/// The seed's rulings: (example file, the rule refusing its `forbidden` move, or `None` for a
/// draw at the last move; for a refusal, the square of the chased piece its message names).
const SEED: &[(&str, Option<(&str, &str)>)] = &[
    (
        "ruling-1-cannon-chases-chariot.txt",
        Some(("perpetual-chase", "b7")),
    ),
    (
        "ruling-2-chariot-idle-and-attack.txt",
        Some(("perpetual-chase", "d6")),
    ),
    (
        "ruling-3-advisor-as-screen.txt",
        Some(("perpetual-chase", "c2")),
    ),
    (
        "ruling-4-cannon-chases-protected-chariot.txt",
        Some(("perpetual-chase", "c7")),
    ),
    ("ruling-5-cannon-two-chariots.txt", None),
    ("ruling-5-two-cannons-two-chariots.txt", None),
    (
        "ruling-6-chariot-chases-cannon.txt",
        Some(("perpetual-chase", "b7")),
    ),
    ("ruling-7-cannon-offer.txt", None),
    (
        "ruling-7-pinned-cannon.txt",
        Some(("perpetual-chase", "e6")),
    ),
    (
        "ruling-8-cannon-chases-horse.txt",
        Some(("perpetual-chase", "b9")),
    ),
    ("ruling-8-screen-moves.txt", Some(("perpetual-chase", "c6"))),
    ("ruling-8-uncrossed-soldier.txt", None),
    ("ruling-12-check-and-chase.txt", None),
    (
        "ruling-6-cannon-threatens-and-attacks-two.txt",
        Some(("perpetual-chase", "b7")),
    ),
    (
        "ruling-8-screen-moved-by-opponent.txt",
        Some(("perpetual-chase", "c8")),
    ),
    (
        "ruling-4-own-chariot-lost.txt",
        Some(("perpetual-chase", "d7")),
    ),
    ("ruling-7-pinned-horse.txt", Some(("perpetual-chase", "e8"))),
    ("ruling-1-two-cannons.txt", Some(("perpetual-chase", "a7"))),
    ("ruling-7-horse-offer.txt", None),
    (
        "ruling-7-blocked-horse.txt",
        Some(("perpetual-chase", "b9")),
    ),
];

/// Every example file is in the list above, so each one's verdict is asserted.
#[test]
fn every_seed_example_is_checked() {
    let dir = format!("{}/www/examples/xiangqi", env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<String> = std::fs::read_dir(&dir)
        .expect("examples")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".txt"))
        .collect();
    files.sort();
    for f in &files {
        assert!(
            SEED.iter().any(|(n, _)| n == f),
            "{f} is not asserted by seed_rulings"
        );
    }
}

/// The facts the new examples' texts claim, beyond the verdict.
#[test]
fn seed_example_details() {
    use arbiter::api::GameRules;
    use arbiter::core::Lang;
    use arbiter::xiangqi::api::Xiangqi;
    let at = |name: &str, plies: usize| {
        let ex = example(name);
        let mut req = example_request(&ex, Lang::En);
        req.moves.truncate(plies);
        req
    };
    // Ruling 6: the fleeing Cannon threatens check (on d7, over the Soldier d4), and its flights
    // chase two different Horses in turn, so Black is no perpetual chaser.
    let name = "ruling-6-cannon-threatens-and-attacks-two.txt";
    for plies in [1, 3] {
        let v = Xiangqi::validate_move(&at(name, plies), if plies == 1 { "b7d7" } else { "a7d7" })
            .expect("verdict");
        assert!(v.legal && v.details.check, "{}", v.message);
    }
    let x = Xiangqi::explain(&at(name, 8)).expect("explain");
    let black: Vec<Vec<String>> = x
        .rows
        .iter()
        .filter(|r| r.side == "black")
        .map(|r| r.details.classification.clone().expect("class").chased)
        .collect();
    assert_eq!(black[0], vec!["a0".to_string()]);
    assert_eq!(black[1], vec!["b0".to_string()]);
    let rep = x.rows[7].details.repetition.clone().expect("repetition");
    assert_eq!((rep.red, rep.black), ("perpetual-chase", "none"));

    // Ruling 4's remark: capturing the Chariot would cost Red his own (Black's i2 takes b2).
    let name = "ruling-4-own-chariot-lost.txt";
    let mut req = at(name, 1);
    req.moves.push("e9e8".into());
    let v = Xiangqi::validate_move(&req, "d2d7").expect("verdict");
    assert!(
        v.legal && v.details.captures == Some("chariot"),
        "{}",
        v.message
    );
    req.moves.push("d2d7".into());
    let v = Xiangqi::validate_move(&req, "i2b2").expect("verdict");
    assert!(
        v.legal && v.details.captures == Some("chariot"),
        "{}",
        v.message
    );

    // Ruling 7: the pinned Horse cannot capture either Red Horse.
    let name = "ruling-7-pinned-horse.txt";
    for (plies, mv) in [(1, "e8d6"), (3, "e8f6")] {
        let v = Xiangqi::validate_move(&at(name, plies), mv).expect("verdict");
        assert!(!v.legal, "{mv}: {}", v.message);
        assert_eq!(v.rule, Some("flying-general"), "{mv}");
    }
}

/// Our reading of ruling 8's "moved by the opponent": an attack that the opponent's own move
/// alone creates (its piece steps in as the Cannon's screen) is not a chase by the Cannon's side:
/// its next move, if it creates nothing, is idle.
#[test]
fn an_attack_the_opponent_creates_is_not_the_cannons_chase() {
    use arbiter::api::GameRules;
    use arbiter::xiangqi::api::Xiangqi;
    let req = arbiter::api::Request {
        game: "xiangqi".into(),
        position: Some("3k5/2n6/b8/9/9/9/9/9/9/2C2K3 b".into()),
        moves: vec!["E1+3".into(), "K4+1".into()],
        ..Default::default()
    };
    let x = Xiangqi::explain(&req).expect("explain");
    let c = x.rows[1].details.classification.clone().expect("class");
    assert_eq!(c.kind, "idle", "{}", c.text);
}

#[test]
fn seed_rulings() {
    use arbiter::api::GameRules;
    use arbiter::core::Lang;
    use arbiter::xiangqi::api::Xiangqi;
    for &(name, refusal) in SEED {
        let ex = example(name);
        for lang in [Lang::En, Lang::De] {
            let req = example_request(&ex, lang);
            let x = Xiangqi::explain(&req).unwrap_or_else(|e| panic!("{name}: {e:?}"));
            assert_eq!(x.rows.len(), req.moves.len(), "{name}");
            assert!(x.rows.iter().all(|r| r.legal), "{name}");
            assert!(
                x.rows.iter().all(|r| r.details.classification.is_some()),
                "{name}"
            );
            match refusal {
                None => {
                    assert!(!ex.contains_key("forbidden"), "{name}");
                    let rep = x.rows.last().and_then(|r| r.details.repetition.clone());
                    let rep = rep.unwrap_or_else(|| panic!("{name}: no repetition"));
                    assert_eq!(rep.outcome, "draw", "{name}: {}", rep.text);
                }
                Some((rule, chased)) => {
                    let v = Xiangqi::validate_move(&req, &ex["forbidden"]).expect("verdict");
                    assert!(!v.legal, "{name}: {}", v.message);
                    assert_eq!(v.rule, Some(rule), "{name}");
                    assert!(v.message.contains(chased), "{name}: {}", v.message);
                    let rep = v.details.repetition.expect("repetition");
                    assert_eq!(rep.outcome, "refused");
                    assert_eq!(rep.chased, vec![chased.to_string()]);
                    assert_eq!(rep.violator, Some("red"));
                    // Not among the legal moves either.
                    let moves = Xiangqi::legal_moves(&req).expect("moves");
                    assert!(!moves.contains(&v.details.iccs), "{name}");
                    // If the last move completed the cycle, it says the other side must vary.
                    if let Some(r) = x.rows.last().and_then(|r| r.details.repetition.as_ref()) {
                        assert_eq!(r.outcome, "other-must-vary", "{name}");
                    }
                }
            }
        }
    }
}

/// Ruling 12 of the seed ("Mit Dauerschach verbundene Dauerbedrohung macht unentschieden"): the
/// Chariot alternately checks and attacks the Cannon: a draw. FSF-10's position shows it.
#[test]
fn check_mixed_with_chase_is_a_draw() {
    let case = cases()
        .into_iter()
        .find(|c| c.id == "FSF-10")
        .expect("FSF-10");
    assert_eq!(our_verdict(&case), Ok(Expect::Draw));
}

#[test]
#[ignore]
fn dump_cases() {
    use arbiter::core::Lang;
    let only = std::env::var("CASES").unwrap_or_default();
    for case in cases() {
        if !only.split(',').any(|c| c == case.id) {
            continue;
        }
        eprintln!("== {} {} {}", case.id, case.comment, case.fen);
        let mut game = Game::new(Position::parse(&case.fen).unwrap());
        for m in case.moves.iter().take(case.first_end) {
            let mv = parse_iccs_1_10(m).unwrap();
            let v = game.verdict(mv, Lang::En);
            let c = v
                .details
                .classification
                .clone()
                .map(|c| c.text)
                .unwrap_or_default();
            eprintln!("{} {:?} {} | {}", m, v.details.text, c, v.message);
            game.play(mv).unwrap();
        }
    }
}

#[test]
#[ignore]
fn dump_line() {
    use arbiter::core::Lang;
    use arbiter::xiangqi::notation::parse_move;
    let fen = std::env::var("FEN").unwrap_or_default();
    let moves = std::env::var("MOVES").unwrap_or_default();
    let mut game = Game::new(Position::parse(&fen).unwrap());
    for m in moves.split_whitespace() {
        let mv = match parse_move(game.position(), m) {
            Ok(mv) => mv,
            Err(e) => panic!("{m}: {e:?}"),
        };
        let v = game.verdict(mv, Lang::En);
        let c = v
            .details
            .classification
            .clone()
            .map(|c| c.text)
            .unwrap_or_default();
        eprintln!(
            "{m} {:?} legal={} rule={:?} {c} | {}",
            v.details.iccs, v.legal, v.rule, v.message
        );
        if game.play(mv).is_err() {
            eprintln!("illegal: {m}");
            break;
        }
    }
}

/// Explanation rows carry `classification` on every row and `repetition` where a cycle
/// completes.
#[test]
fn explain_rows_have_classification_and_repetition() {
    use arbiter::api::GameRules;
    use arbiter::xiangqi::api::Xiangqi;
    let ex = example("ruling-6-chariot-chases-cannon.txt");
    let req = example_request(&ex, arbiter::core::Lang::De);
    let x = Xiangqi::explain(&req).expect("explain");
    let c0 = x.rows[0]
        .details
        .classification
        .as_ref()
        .expect("classification");
    assert_eq!((c0.kind, c0.term), ("chase", "捉"));
    assert_eq!(c0.chased, vec!["b7".to_string()]);
    let c1 = x.rows[1]
        .details
        .classification
        .as_ref()
        .expect("classification");
    assert_eq!((c1.kind, c1.term), ("idle", "闲"));
    assert!(x.rows[0].details.repetition.is_none());
    let rep = x.rows[7].details.repetition.as_ref().expect("repetition");
    assert_eq!(rep.outcome, "other-must-vary");
    assert_eq!((rep.red, rep.black), ("perpetual-chase", "none"));
    assert_eq!(rep.violator, Some("red"));
    assert_eq!(
        rep.cycle.len(),
        8,
        "the loop twice: since the first of the three occurrences"
    );
    assert!(rep.text.contains("muss nun abweichen"), "{}", rep.text);
}

/// A long game of repetitions (a Chariot and a Cannon shuffling, 300 plies): the history is
/// replayed and each repetition judged on the moves since the first of its three occurrences only. (Its speed is for
/// `src/bin/bench.rs` and `bench/wasm.mjs`, not asserted here.)
#[test]
fn long_game_with_repetitions_is_judged_on_the_repeated_stretch_only() {
    use arbiter::api::GameRules;
    use arbiter::xiangqi::api::Xiangqi;
    // Both sides shuffle idly (no attacks), so every repetition is a draw and nothing is refused.
    let cycle = ["i0i1", "a9a8", "i1i0", "a8a9"];
    let moves: Vec<String> = cycle
        .iter()
        .cycle()
        .take(300)
        .map(|s| s.to_string())
        .collect();
    let req = arbiter::api::Request {
        game: "xiangqi".into(),
        moves,
        ..Default::default()
    };
    let v = Xiangqi::validate_move(&req, "i0i1").expect("verdict");
    assert!(v.legal, "{}", v.message);
    let rep = v.details.repetition.expect("a repetition");
    assert_eq!(rep.outcome, "draw");
    assert_eq!(
        rep.cycle.len(),
        8,
        "only the moves since the first of the three occurrences"
    );
}

/// Random games that often undo their moves (so positions repeat): every verdict is consistent
/// (a refusal by the repetition rules names the mover as the worse violator, and the API's legal
/// moves leave exactly those out), and nothing panics.
#[test]
fn random_shuffling_games_are_judged_consistently() {
    use arbiter::core::Lang;
    use arbiter::xiangqi::movegen::legal_moves;
    use arbiter::xiangqi::Move;
    let mut seed: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let mut refusals = 0;
    let mut repetitions = 0;
    let mut classified = 0;
    for _ in 0..12 {
        let mut game = Game::new(Position::start());
        // The position before each move, to check the classifications the game works out lazily
        // (by undoing moves from where it stands) against ones made directly.
        let mut befores: Vec<Position> = Vec::new();
        for _ in 0..120 {
            let moves = legal_moves(game.position());
            if moves.is_empty() {
                break;
            }
            let allowed: Vec<Move> = moves
                .iter()
                .copied()
                .filter(|&mv| {
                    let v = game.verdict(mv, Lang::En);
                    if let Some(rep) = game.repetition(mv) {
                        repetitions += 1;
                        let mover = game.position().to_move();
                        assert_eq!(!v.legal, rep.verdict.loser == Some(mover));
                        assert!(v.details.repetition.is_some());
                        // The moves judged (newest first, until neither side can violate)
                        // keep the classification they get when classified directly.
                        let newest = game.history().last().expect("a history");
                        assert!(newest.class().is_some());
                        for (i, p) in game.history().iter().enumerate().skip(rep.since) {
                            if let Some(c) = p.class() {
                                classified += 1;
                                let direct = arbiter::xiangqi::chase::classify(&befores[i], p.mv);
                                assert_eq!(c, &direct, "ply {i}");
                            }
                        }
                    } else {
                        assert!(v.legal);
                    }
                    v.legal
                })
                .collect();
            refusals += moves.len() - allowed.len();
            if allowed.is_empty() {
                break;
            }
            // Undo the own previous move when possible, else a random allowed move.
            let h = game.history();
            let undo = h
                .len()
                .checked_sub(2)
                .map(|i| Move::new(h[i].mv.to, h[i].mv.from))
                .filter(|m| allowed.contains(m));
            let mv = match undo {
                Some(m) if next() % 4 != 0 => m,
                _ => allowed[(next() % allowed.len() as u64) as usize],
            };
            befores.push(game.position().clone());
            game.play(mv).expect("legal");
        }
    }
    assert!(repetitions > 0 && classified > 0);
    eprintln!("{repetitions} repetitions judged, {refusals} moves refused");
}

/// The repetition count is a ruleset setting (3 by default); with 2 the verdict comes a cycle
/// earlier.
#[test]
fn repetition_count_two_judges_the_first_return() {
    use arbiter::xiangqi::notation::parse_move;
    let ex = example("ruling-6-chariot-chases-cannon.txt");
    let pos = Position::parse(&ex["position"]).expect("fen");
    let mut game = Game::new(pos).with_repetition_count(2);
    for text in ["R9=8", "C2=1", "R8=9"] {
        let mv = parse_move(game.position(), text).expect("move");
        assert!(game.repetition(mv).is_none(), "{text}");
        game.play(mv).expect("legal");
    }
    let mv = parse_move(game.position(), "C1=2").expect("move");
    let rep = game.repetition(mv).expect("repetition");
    assert_eq!(rep.times, 2);
    assert!(game.forbidden(mv).is_none());
    game.play(mv).expect("legal");
    let mv = parse_move(game.position(), "R9=8").expect("move");
    assert!(game.forbidden(mv).is_some());
}

/// The benchmark's 300-ply game (bench/xiangqi-300.txt, built by src/bin/bench.rs) is a legal game
/// whose repetition cycles are judged: draws, and cycles where one side chased perpetually and the
/// other completed the repetition (so it goes on legally).
#[test]
fn the_bench_game_is_legal_and_has_judged_repetitions() {
    use arbiter::api::GameRules;
    use arbiter::xiangqi::api::Xiangqi;
    let path = format!("{}/bench/xiangqi-300.txt", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("bench game");
    let moves: Vec<String> = text
        .lines()
        .find(|l| !l.starts_with('#'))
        .expect("moves")
        .split_whitespace()
        .map(String::from)
        .collect();
    assert_eq!(moves.len(), 300);
    let req = arbiter::api::Request {
        game: "xiangqi".into(),
        moves,
        ..Default::default()
    };
    let x = Xiangqi::explain(&req).expect("explain");
    assert!(x.rows.iter().all(|r| r.legal));
    assert_eq!(x.rows.len(), 300);
    let outcomes: Vec<&str> = x
        .rows
        .iter()
        .filter_map(|r| r.details.repetition.as_ref().map(|p| p.outcome))
        .collect();
    assert!(outcomes.len() >= 10, "{outcomes:?}");
    assert!(outcomes.contains(&"draw"), "{outcomes:?}");
    assert!(outcomes.contains(&"other-must-vary"), "{outcomes:?}");
}

/// A game keeps the classification of the move it judged last, so that a session's move validated
/// and then played (or validated again) is classified once, and the attacks standing in its
/// position, for the other moves from it (`chase::Before`): every verdict is still the one of a
/// game that judged nothing before (a copy keeps nothing), at every ply of bench/xiangqi-300.txt's
/// game (with repetition cycles): each legal move judged twice in a row; a move judged before
/// another is played, judged again after it, and again once it is taken back; and the move played
/// after its verdict keeps the classification that the verdict gave.
#[test]
fn a_kept_classification_changes_no_verdict() {
    use arbiter::core::Lang;
    use arbiter::xiangqi::chase::classify;
    use arbiter::xiangqi::legal_moves;
    use arbiter::xiangqi::notation::parse_move;
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/bench/xiangqi-300.txt"
    ))
    .expect("bench/xiangqi-300.txt");
    let moves: Vec<&str> = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .flat_map(str::split_whitespace)
        .collect();
    assert_eq!(moves.len(), 300);
    let fresh = |game: &Game, mv| format!("{:?}", game.clone().verdict(mv, Lang::En));
    let judged = |game: &Game, mv| format!("{:?}", game.verdict(mv, Lang::En));
    let mut game = Game::new(Position::start());
    let (mut repetitions, mut differing) = (0, 0);
    for (i, m) in moves.iter().enumerate() {
        let legal = legal_moves(game.position());
        for &l in &legal {
            let expected = fresh(&game, l);
            assert_eq!(judged(&game, l), expected, "ply {} {l:?}", game.ply());
            assert_eq!(judged(&game, l), expected, "ply {} {l:?} again", game.ply());
        }
        let mv = parse_move(game.position(), m).expect("move");
        let class = classify(game.position(), mv);
        repetitions += usize::from(game.repetition(mv).is_some());
        // a move legal before `mv` and the reply, and after them, judged last before they are played
        if let Some(reply) = moves.get(i + 1) {
            let mut next = game.clone();
            next.play(mv).expect("legal");
            let reply = parse_move(next.position(), reply).expect("reply");
            next.play(reply).expect("legal");
            let after = legal_moves(next.position());
            if let Some(&x) = legal.iter().find(|&&l| l != mv && after.contains(&l)) {
                let before = judged(&game, x);
                game.play(mv).expect("legal");
                game.play(reply).expect("legal");
                let now = fresh(&game, x);
                differing += usize::from(now != before);
                assert_eq!(judged(&game, x), now, "ply {} {x:?} after", game.ply());
                assert!(game.unplay() && game.unplay());
                assert_eq!(judged(&game, x), before, "ply {} {x:?} back", game.ply());
            }
        }
        let _ = judged(&game, mv);
        game.play(mv).expect("legal");
        assert_eq!(game.history().last().and_then(|p| p.class()), Some(&class));
    }
    assert!(repetitions > 10, "{repetitions}");
    assert!(differing > 20, "{differing}");
}

/// The ruling as arbiters apply it (docs/rules/xiangqi.md, "When the ruling falls"): the chaser's
/// own move that makes the position occur the third time stands and carries the ruling; its next
/// repeating move is refused. The strict mode refuses the first one.
#[test]
fn the_ruling_falls_at_the_third_occurrence_and_the_next_repeat_is_refused() {
    use arbiter::api::{GameRules, OptionValue};
    use arbiter::core::Lang;
    use arbiter::xiangqi::api::Xiangqi;
    let ex = example("ruling-1-cannon-chases-chariot.txt");
    let mut req = example_request(&ex, Lang::En);
    req.moves.truncate(8);
    // C8=9 makes the position after 1a occur the third time: Red, the chaser, moved.
    let v = Xiangqi::validate_move(&req, "C8=9").expect("verdict");
    assert!(v.legal, "{}", v.message);
    let rep = v.details.repetition.expect("repetition");
    assert_eq!(rep.outcome, "must-vary", "{}", rep.text);
    assert_eq!(rep.violator, Some("red"));
    assert!(v.message.contains("must now vary"), "{}", v.message);
    req.moves.extend(["C8=9".to_string(), "R1=2".to_string()]);
    let v = Xiangqi::validate_move(&req, "C9=8").expect("verdict");
    assert!(!v.legal, "{}", v.message);
    assert_eq!(v.rule, Some("perpetual-chase"));
    // Red may vary.
    let v = Xiangqi::validate_move(&req, "K6+1").expect("verdict");
    assert!(v.legal, "{}", v.message);
    // Strict: the chaser's third-occurrence move itself is refused.
    req.moves.truncate(8);
    req.options
        .set("repetitionRuling", OptionValue::Text("strict".into()));
    let v = Xiangqi::validate_move(&req, "C8=9").expect("verdict");
    assert!(!v.legal, "{}", v.message);
    assert_eq!(v.details.repetition.expect("rep").outcome, "refused");
    req.options
        .set("repetitionRuling", OptionValue::Text("lenient".into()));
    assert!(Xiangqi::validate_move(&req, "C8=9").is_err());
}

/// A piece left hanging is not chased (docs/rules/xiangqi.md, "A piece left hanging"): Black's
/// Cannon b1 stays capturable by the Chariot a1 throughout, and Red's other Chariot only comes and
/// goes beside it; Black shuffles a Horse. A draw, not "Red must vary". The explanation of the
/// move that adds the attacker says why.
#[test]
fn a_piece_left_hanging_is_not_chased() {
    use arbiter::api::{GameRules, Request};
    use arbiter::core::Lang;
    use arbiter::xiangqi::api::Xiangqi;
    let req = Request {
        game: "xiangqi".into(),
        position: Some(
            "rnbak1bn1/4a4/1c2r4/p1p1p1p1p/4P4/P6CP/2P3P2/4R4/RcC6/2BAKABN1 w - - 16 27".into(),
        ),
        moves: "e2b2 h9i7 b2e2 i7h9 e2b2 h9i7 b2e2 i7h9"
            .split(' ')
            .map(String::from)
            .collect(),
        lang: Lang::En,
        ..Default::default()
    };
    let x = Xiangqi::explain(&req).expect("explain");
    assert!(x.rows.iter().all(|r| r.legal));
    let rep = x.rows.last().and_then(|r| r.details.repetition.clone());
    let rep = rep.expect("repetition");
    assert_eq!(rep.outcome, "draw", "{}", rep.text);
    let first = x.rows[0].details.classification.clone().expect("class");
    assert_ne!(first.kind, "chase", "{}", first.text);
    assert!(first.text.contains("already"), "{}", first.text);
}

/// The move limit (`options.moveLimit`, rounds without a capture): off by default; with it, the
/// game is drawn once that many rounds pass without a capture, and no move is allowed after.
#[test]
fn the_move_limit_draws_a_game_without_captures() {
    use arbiter::api::{GameRules, OptionValue, Request};
    use arbiter::core::Lang;
    use arbiter::xiangqi::api::Xiangqi;
    // Both sides shuffle a Horse out and back: 10 rounds, no capture, and no position is repeated
    // often enough to matter at count 10.
    let cycle = ["b0c2", "b9c7", "c2b0", "c7b9"];
    let moves: Vec<String> = cycle
        .iter()
        .cycle()
        .take(20)
        .map(|m| m.to_string())
        .collect();
    let mut req = Request {
        game: "xiangqi".into(),
        moves,
        lang: Lang::En,
        ..Default::default()
    };
    req.options.set("repetitionCount", OptionValue::Whole(10));
    let x = Xiangqi::explain(&req).expect("explain");
    assert!(!x.result.over);
    req.options.set("moveLimit", OptionValue::Whole(10));
    let x = Xiangqi::explain(&req).expect("explain");
    assert!(x.result.over);
    assert_eq!(x.result.reason, Some("move-limit"));
    assert_eq!(x.result.winner, None);
    let v = Xiangqi::validate_move(&req, "b0c2").expect("verdict");
    assert!(!v.legal);
    assert_eq!(v.rule, Some("game-over"));
    assert!(Xiangqi::legal_moves(&req).expect("moves").is_empty());
    // One move short of the limit the game goes on.
    req.moves.pop();
    let x = Xiangqi::explain(&req).expect("explain");
    assert!(!x.result.over);
    req.options.set("moveLimit", OptionValue::Whole(3));
    assert!(
        Xiangqi::explain(&req).is_err(),
        "below 10 rounds is refused"
    );
}

/// The arbiter's report (`mode: "report"`): every move gets its row; the ruling, the violation
/// and the perpetual are marked as events, the report goes on past the violation, and a move no
/// piece can make ends it with `result.reason` `record-error`. `stop` ends at the violation.
#[test]
fn a_report_marks_the_rule_events_and_goes_on() {
    use arbiter::api::{GameRules, Request};
    use arbiter::core::Lang;
    use arbiter::xiangqi::api::Xiangqi;
    let moves = "C7=9 R1=2 C9=8 R2=1 C8=9 R1=2 C9=8 R2=1 C8=9 R1=2 C9=8 R2=1 K6+1";
    let mut req = Request {
        game: "xiangqi".into(),
        position: Some("4k4/9/r8/9/9/NN7/9/9/9/2CK5 w".into()),
        moves: moves.split(' ').map(String::from).collect(),
        lang: Lang::En,
        ..Default::default()
    };
    let x = Xiangqi::explain(&req).expect("explain");
    assert_eq!(x.mode, Some("stop"));
    assert_eq!(x.rows.len(), 11, "stop ends at the refused C9=8");
    assert!(x.rows.iter().all(|r| r.events.is_empty()));
    req.mode = Some("report".into());
    let x = Xiangqi::explain(&req).expect("report");
    assert_eq!(x.mode, Some("report"));
    assert_eq!(x.rows.len(), 13);
    let kinds = |i: usize| -> Vec<&str> { x.rows[i].events.iter().map(|e| e.kind).collect() };
    assert_eq!(
        kinds(8),
        ["repetition", "perpetual", "must-vary"],
        "5a C8=9: the ruling"
    );
    assert_eq!(x.rows[8].events[2].side, Some("red"));
    assert_eq!(x.rows[8].events[2].rule, Some("perpetual-chase"));
    assert!(!x.rows[10].legal);
    assert!(kinds(10).contains(&"violation"), "{:?}", kinds(10));
    // the violation was played on: the row after it starts from the position after it
    assert_ne!(x.rows[10].position, x.rows[9].position);
    assert!(x.rows[12].legal, "{}", x.rows[12].message);
    assert!(!x.result.over);
    // a move no piece can make ends the report as a record error
    req.moves.push("a0a9".into());
    req.moves.push("K6-1".into());
    let x = Xiangqi::explain(&req).expect("report");
    assert_eq!(x.rows.len(), 14);
    assert_eq!(x.result.reason, Some("record-error"));
    assert!(x
        .result
        .message
        .as_deref()
        .is_some_and(|m| m.contains("a0a9")));
    req.mode = Some("loose".into());
    assert!(Xiangqi::explain(&req).is_err());
}
