//! A dependency-free benchmark of the public API on a long game: `cargo run --release --bin bench`.
//!
//! It builds a deterministic 1,000-ply legal game (`stratego::random::random_game`), then times,
//! as the median of several runs: `api::validate_move` of the last move given the rest as
//! history, `api::explain` of every move, and `validate_move` at 250, 500 and 1,000 plies, to
//! show that the cost of the history grows linearly. Then the same for Xiangqi on a deterministic
//! 300-ply game with repetition cycles ([`xiangqi_game`], also in `bench/xiangqi-300.txt` for the
//! wasm bench; `--write-xiangqi-game` rewrites that file). It prints tables; it asserts nothing
//! about time.

use arbiter::api::{self, OptionValue, Request, RequestOptions};
use arbiter::core::Lang;
use arbiter::stratego::random::random_game;
use arbiter::stratego::{Game, Move, Position, Ruleset};
use std::hint::black_box;
use std::time::{Duration, Instant};

/// The seed tried first; if its game ends before `PLIES`, the next seeds are tried in turn.
const FIRST_SEED: u64 = 1;
const PLIES: usize = 1_000;
/// Percent of moves that avoid a battle when they can: long games, with some battles in them.
const AVOID_BATTLES: u8 = 90;
const REPEATS: usize = 21;

fn request(start: &Position, moves: &[Move]) -> Request {
    Request {
        game: "stratego".into(),
        rules: Some("isf".into()),
        options: RequestOptions::default().with("fromStart", OptionValue::Bool(true)),
        position: Some(start.to_text()),
        moves: moves.iter().map(Move::text).collect(),
        record: None,
        lang: Lang::En,
        mode: None,
    }
}

/// The median time of `REPEATS` runs of `f` (after one warm-up run).
fn median(mut f: impl FnMut()) -> Duration {
    f();
    let mut times: Vec<Duration> = (0..REPEATS)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed()
        })
        .collect();
    times.sort();
    times[times.len() / 2]
}

fn micros(d: Duration) -> f64 {
    d.as_secs_f64() * 1e6
}

/// The head of a timing table: operation, median, and per ply.
fn print_header() {
    println!(
        "{:<44} {:>12} {:>14}",
        "operation", "median µs", "µs per ply"
    );
}

/// One row of a timing table.
fn print_row(name: &str, d: Duration, plies: usize) {
    println!(
        "{:<44} {:>12.1} {:>14.3}",
        name,
        micros(d),
        micros(d) / plies as f64
    );
}

fn main() {
    if std::env::args().any(|a| a == "--write-xiangqi-game") {
        write_xiangqi_game();
        return;
    }
    if std::env::args().any(|a| a == "--sessions") {
        sessions_bench();
        return;
    }
    let mut skipped = Vec::new();
    let mut found = None;
    for seed in FIRST_SEED..FIRST_SEED + 1_000 {
        let (start, moves) = random_game(seed, PLIES, AVOID_BATTLES);
        if moves.len() == PLIES {
            found = Some((seed, start, moves));
            break;
        }
        skipped.push((seed, moves.len()));
    }
    let Some((seed, start, moves)) = found else {
        println!("no seed from {FIRST_SEED} on gives a {PLIES}-ply game; nothing measured");
        return;
    };
    let battles = count_battles(&start, &moves);
    println!("Arbiter bench: Stratego, ISF rules, classic 40 setup");
    println!(
        "game: random_game(seed {seed}, {PLIES} plies, avoid battles {AVOID_BATTLES}%), {battles} battles"
    );
    for (s, n) in &skipped {
        println!("  (seed {s} skipped: its game ended after {n} plies)");
    }
    println!("start: {}", start.to_text());
    println!("median of {REPEATS} runs each\n");

    let full = request(&start, &moves[..PLIES - 1]);
    let last = moves[PLIES - 1].text();
    let check = api::validate_move(&full, &last);
    if !matches!(&check, Ok(v) if v.legal()) {
        println!("unexpected: move {PLIES} is not judged legal: {check:?}");
    }

    print_header();

    let d = median(|| {
        black_box(api::validate_move(black_box(&full), black_box(&last)).ok());
    });
    print_row("validate_move, move 1000 after 999", d, PLIES);

    let all = request(&start, &moves);
    let d = median(|| {
        black_box(api::explain(black_box(&all)).ok());
    });
    print_row("explain, 1000 moves", d, PLIES);

    println!("\nhistory cost (validate_move of move n after n-1):");
    let mut t = Vec::new();
    for n in [1, 250, 500, 1000] {
        let req = request(&start, &moves[..n - 1]);
        let mv = moves[n - 1].text();
        let d = median(|| {
            black_box(api::validate_move(black_box(&req), black_box(&mv)).ok());
        });
        println!(
            "  n = {n:>4}: {:>10.1} µs   {:>7.3} µs/ply",
            micros(d),
            micros(d) / n as f64
        );
        t.push(micros(d));
    }
    let per_ply = (t[3] - t[1]) / 750.0;
    println!(
        "  fixed cost (n = 1): {:.1} µs; each further ply: {per_ply:.3} µs (slope from n = 250 to 1000)",
        t[0]
    );
    println!(
        "  n = 500 measured {:.1} µs; the straight line through n = 250 and n = 1000 gives {:.1} µs",
        t[2],
        t[1] + (t[3] - t[1]) / 3.0
    );
    println!(
        "  (a cost growing with the square of the history would put n = 500 well below the line)"
    );
    xiangqi_bench();
    perft_speed();
}

const XIANGQI_PLIES: usize = 300;
const XIANGQI_SEED: u64 = 300;
const XIANGQI_FILE: &str = "bench/xiangqi-300.txt";

/// A deterministic Xiangqi game of `plies` plies (a multiple of 30) from the start position, with
/// repetition cycles: blocks of 22 random legal moves (seeded; a capture only one time in five
/// when a quiet move exists) each followed by a shuffle of 8 plies, in which both sides move a
/// piece to an empty point and back, twice, so that the position before the shuffle occurs a third
/// time at its end; every other shuffle is, where one is found, one in which a side chases
/// perpetually (the other side completes it). Moves the repetition rules refuse are never chosen. `None` when the seed's
/// game ends early or no shuffle is found.
fn xiangqi_game(seed: u64, plies: usize) -> Option<Vec<String>> {
    use arbiter::core::random::Rng;
    use arbiter::xiangqi::notation::iccs;
    use arbiter::xiangqi::{legal_moves, Game, Move, Position};
    let mut rng = Rng::new(seed);
    let mut game = Game::new(Position::start());
    let mut out = Vec::with_capacity(plies);
    let allowed = |g: &Game| -> Vec<Move> {
        if g.outcome().is_some() {
            return Vec::new();
        }
        legal_moves(g.position())
            .into_iter()
            .filter(|&m| g.forbidden(m).is_none())
            .collect()
    };
    let quiet = |g: &Game, moves: &[Move]| -> Vec<Move> {
        moves
            .iter()
            .copied()
            .filter(|m| g.position().get(m.to).is_none())
            .collect()
    };
    while out.len() < plies {
        for _ in 0..22 {
            let moves = allowed(&game);
            let calm = quiet(&game, &moves);
            let pool = if !calm.is_empty() && !rng.percent(20) {
                calm
            } else {
                moves
            };
            let &mv = rng.pick(&pool)?;
            game.play(mv).ok()?;
            out.push(iccs(mv));
        }
        // Every other shuffle is one where a side chases perpetually (its opponent completes the
        // cycle, so the game goes on legally); the others may be anything (mostly draws).
        let want_violation = (out.len() / 30) % 2 == 1;
        let mut found = None;
        let mut fallback = None;
        'tries: for _ in 0..2000 {
            let mut g = game.clone();
            let first = quiet(&g, &allowed(&g));
            let &m1 = rng.pick(&first)?;
            g.play(m1).ok()?;
            let second = quiet(&g, &allowed(&g));
            let Some(&m2) = rng.pick(&second) else {
                continue;
            };
            g.play(m2).ok()?;
            let back = |m: Move| Move::new(m.to, m.from);
            let mut seq = vec![m1, m2];
            let mut violation = false;
            for mv in [back(m1), back(m2), m1, m2, back(m1), back(m2)] {
                if !allowed(&g).contains(&mv) {
                    continue 'tries;
                }
                violation = g.repetition(mv).is_some_and(|r| r.verdict.loser.is_some());
                g.play(mv).ok()?;
                seq.push(mv);
            }
            if violation || !want_violation {
                found = Some((g, seq));
                break;
            }
            if fallback.is_none() {
                fallback = Some((g, seq));
            }
        }
        let (g, seq) = found.or(fallback)?;
        game = g;
        out.extend(seq.into_iter().map(iccs));
    }
    Some(out)
}

/// The first seed from `XIANGQI_SEED` on that gives a full game.
fn xiangqi_seed_game() -> Option<(u64, Vec<String>)> {
    (XIANGQI_SEED..XIANGQI_SEED + 100)
        .find_map(|seed| xiangqi_game(seed, XIANGQI_PLIES).map(|g| (seed, g)))
}

fn write_xiangqi_game() {
    let Some((seed, moves)) = xiangqi_seed_game() else {
        println!("no seed gives a {XIANGQI_PLIES}-ply game");
        return;
    };
    let text = format!(
        "# A {XIANGQI_PLIES}-ply Xiangqi game with repetition cycles (ICCS), from the start position: \
         src/bin/bench.rs xiangqi_game(seed {seed}); `cargo run --release --bin bench -- --write-xiangqi-game` \
         writes it again.\n{}\n",
        moves.join(" ")
    );
    match std::fs::write(XIANGQI_FILE, text) {
        Ok(()) => println!("wrote {XIANGQI_FILE} (seed {seed})"),
        Err(e) => println!("{XIANGQI_FILE}: {e}"),
    }
}

fn xiangqi_request(moves: &[String]) -> Request {
    Request {
        game: "xiangqi".into(),
        rules: Some("axf".into()),
        moves: moves.to_vec(),
        ..Request::default()
    }
}

/// `validate_move` and `explain` on the 300-ply Xiangqi game.
fn xiangqi_bench() {
    println!("\nXiangqi, AXF rules:");
    let Some((seed, moves)) = xiangqi_seed_game() else {
        println!("  no seed gives a {XIANGQI_PLIES}-ply game; nothing measured");
        return;
    };
    let file = std::fs::read_to_string(XIANGQI_FILE).unwrap_or_default();
    let same = file
        .lines()
        .find(|l| !l.starts_with('#'))
        .is_some_and(|l| l.split_whitespace().eq(moves.iter().map(String::as_str)));
    println!(
        "game: xiangqi_game(seed {seed}, {XIANGQI_PLIES} plies){}",
        if same {
            format!(", the same as {XIANGQI_FILE}")
        } else {
            format!(" -- differs from {XIANGQI_FILE}: run with --write-xiangqi-game")
        }
    );
    let all = xiangqi_request(&moves);
    let rows = match api::explain(&all) {
        Ok(api::AnyExplanation::Xiangqi(x)) => x.rows,
        other => {
            println!("  unexpected: {other:?}");
            return;
        }
    };
    let reps: Vec<&str> = rows
        .iter()
        .filter_map(|r| r.details.repetition.as_ref().map(|p| p.outcome))
        .collect();
    let count = |o: &str| reps.iter().filter(|&&r| r == o).count();
    println!(
        "{} moves legal; {} completed repetitions judged ({} draws, {} where the other side must vary)",
        rows.iter().filter(|r| r.legal).count(),
        reps.len(),
        count("draw"),
        count("other-must-vary")
    );
    let history = xiangqi_request(&moves[..XIANGQI_PLIES - 1]);
    let last = &moves[XIANGQI_PLIES - 1];
    let v = api::validate_move(&history, last);
    if !matches!(&v, Ok(v) if v.legal()) {
        println!("unexpected: the last move is not judged legal: {v:?}");
    }
    print_header();
    let d = median(|| {
        black_box(api::validate_move(black_box(&history), black_box(last)).ok());
    });
    print_row("validate_move, move 300 after 299", d, XIANGQI_PLIES);
    let d = median(|| {
        black_box(api::explain(black_box(&all)).ok());
    });
    print_row("explain, 300 moves", d, XIANGQI_PLIES);
    let d = median(|| {
        black_box(api::legal_moves(black_box(&all)).ok());
    });
    print_row("legal_moves after 300", d, XIANGQI_PLIES);
}

/// The perft positions of both benchmarks (bench/wasm.mjs lists the same): the start positions, Kiwipete
/// (a middle game full of castling, en passant and promotions), and two positions only Bogenschach reaches:
/// White's King shot (a side without a King), and Black's King exposed by a shot while White is to move.
const PERFT_CASES: [(&str, &str, &str, u32); 5] = [
    ("xiangqi", "start", "", 4),
    ("chess", "start", "", 5),
    (
        "chess",
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        4,
    ),
    (
        "bogenschach",
        "white King shot",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1",
        5,
    ),
    (
        "bogenschach",
        "Black King exposed",
        "rnbqkbnr/ppppp1pp/8/7Q/8/4P3/PPPP1PPP/RNB1KBNR w KQkq - 0 1",
        5,
    ),
];

/// Perft nodes per second, through the same API the CLI uses.
fn perft_speed() {
    println!("\nperft (one run each):");
    for (game, what, fen, depth) in PERFT_CASES {
        let t = std::time::Instant::now();
        match api::perft_within(game, fen, depth, u64::MAX) {
            Ok(nodes) => {
                let s = t.elapsed().as_secs_f64();
                println!(
                    "  {game:<11} {what:<18} depth {depth}: {nodes} nodes in {:.0} ms, {:.1} million nodes/s",
                    s * 1e3,
                    nodes as f64 / s / 1e6
                );
            }
            Err(e) => println!("  {game} {what}: {e}"),
        }
    }
}

/// How many of the game's moves were battles (a move onto an occupied square).
fn count_battles(start: &Position, moves: &[Move]) -> usize {
    let mut n = 0;
    let mut g = Game::new(start.clone(), Ruleset::ISF);
    for &mv in moves {
        if g.position().get(mv.to).is_some() {
            n += 1;
        }
        if g.play(mv).is_err() {
            break;
        }
    }
    n
}

/// Sessions (`core::Session`), the engine side of `game.validate` and `game.play` + `game.undo`
/// (bench/session.mjs times the same through the JS boundary): `cargo run --release --bin bench --
/// --sessions`. With `PROFILE_VALIDATE=N` in the environment it only opens the Xiangqi session and
/// calls `validate` N times, for a profiler (`valgrind --tool=callgrind` counts the instructions
/// exactly, whatever the machine's load: run it with N and with 0 and subtract).
fn sessions_bench() {
    use arbiter::api::Session;
    use arbiter::bogenschach::api::Bogenschach;
    use arbiter::xiangqi::api::Xiangqi;
    println!("Sessions, engine side (median of {REPEATS} runs of many calls each)");
    println!("{:<52} {:>12}", "operation", "median µs");
    let file = std::fs::read_to_string(XIANGQI_FILE).unwrap_or_default();
    let moves: Vec<String> = file
        .lines()
        .filter(|l| !l.starts_with('#'))
        .flat_map(str::split_whitespace)
        .map(String::from)
        .collect();
    match Session::<Xiangqi>::open(&xiangqi_request(&moves)) {
        Ok(mut s) => {
            let next = s
                .legal_moves()
                .ok()
                .and_then(|l| l.first().map(|m| m.input.clone()))
                .unwrap_or_default();
            let n = moves.len();
            if let Ok(n) = std::env::var("PROFILE_VALIDATE") {
                for _ in 0..n.parse::<usize>().unwrap_or(200_000) {
                    black_box(s.validate(black_box(&next)).ok());
                }
                return;
            }
            let d = median(|| {
                for _ in 0..1000 {
                    black_box(s.validate(black_box(&next)).ok());
                }
            });
            println!(
                "{:<52} {:>12.2}",
                format!("xiangqi game.validate({next}) at ply {n}"),
                micros(d) / 1000.0
            );
            let d = median(|| {
                for _ in 0..1000 {
                    black_box(s.play(black_box(&next)).ok());
                    black_box(s.undo().ok());
                }
            });
            println!(
                "{:<52} {:>12.2}",
                format!("xiangqi game.play + game.undo at ply {n}"),
                micros(d) / 1000.0
            );
        }
        Err(e) => println!("  {XIANGQI_FILE}: {e}"),
    }
    // Bogenschach: a seeded game of 15 rounds (the longest a game lasts: 30 turns), shots and
    // moves chosen at random among the legal ones; play + undo of the next turn after 0, 10, 20
    // and 29 turns.
    let Some((seed, turns)) = (1..100)
        .map(|seed| (seed, bogenschach_game(seed)))
        .find(|(_, t)| t.len() == 30)
    else {
        println!("  bogenschach: no seed from 1 to 99 gives a game of 30 turns");
        return;
    };
    println!(
        "bogenschach game: bogenschach_game(seed {seed}), {} turns",
        turns.len()
    );
    let base = Request {
        game: "bogenschach".into(),
        ..Request::default()
    };
    for n in [0, 10, 20, 29].into_iter().filter(|&n| n < turns.len()) {
        let req = Request {
            moves: turns[..n].to_vec(),
            ..base.clone()
        };
        let Ok(mut s) = Session::<Bogenschach>::open(&req) else {
            println!("  bogenschach: the seeded game does not replay");
            return;
        };
        let next = &turns[n];
        let d = median(|| {
            for _ in 0..100 {
                black_box(s.play(black_box(next)).ok());
                black_box(s.undo().ok());
            }
        });
        println!(
            "{:<52} {:>12.2}",
            format!("bogenschach game.play + game.undo after {n} turns"),
            micros(d) / 100.0
        );
    }
}

/// A seeded Bogenschach game of up to 30 turns: each a shot at a random square (a miss one time in
/// three) and a random legal move (a skip when there is none), as bench/session.mjs plays it.
fn bogenschach_game(seed: u64) -> Vec<String> {
    use arbiter::api::Session;
    use arbiter::bogenschach::api::Bogenschach;
    use arbiter::core::random::Rng;
    use arbiter::core::Game as _;
    let mut rng = Rng::new(seed);
    let req = Request {
        game: "bogenschach".into(),
        ..Request::default()
    };
    let Ok(mut s) = Session::<Bogenschach>::open(&req) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    while out.len() < 30 {
        let shot = if rng.percent(33) {
            "@-".to_string()
        } else {
            let files = ["a", "b", "c", "d", "e", "f", "g", "h"];
            let ranks = ["1", "2", "3", "4", "5", "6", "7", "8"];
            format!(
                "@{}{}",
                rng.pick(&files).unwrap_or(&"a"),
                rng.pick(&ranks).unwrap_or(&"1")
            )
        };
        let Ok(legal) = s.game().legal_now(std::slice::from_ref(&shot)) else {
            break;
        };
        let Some(turn) = rng.pick(&legal).map(|m| m.input.clone()) else {
            break;
        };
        match s.play(&turn) {
            Ok(v) if v.legal => out.push(turn),
            _ => break,
        }
    }
    out
}
