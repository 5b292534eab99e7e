//! Perft over tests/data/chess/ (copies of the shared corpora `perft_chess.txt` and
//! `perftsuite.epd`), one driver for both formats: `FEN | depth | nodes | source` and
//! `FEN ;D1 n ;D2 n ...`. Every count below `LIMIT` nodes runs in the normal test; the larger
//! ones run with `cargo test --release --test chess_perft -- --ignored`.

use arbiter::chess::{perft, Position};
use std::time::Instant;

const LIMIT: u64 = 5_000_000;
const FILES: [(&str, &str); 2] = [
    (
        "perft_chess.txt",
        include_str!("data/chess/perft_chess.txt"),
    ),
    ("perftsuite.epd", include_str!("data/chess/perftsuite.epd")),
];

struct Case {
    file: &'static str,
    line: usize,
    fen: String,
    depth: u32,
    nodes: u64,
}

fn number<T: std::str::FromStr>(file: &str, line: usize, text: &str) -> T {
    text.trim()
        .parse()
        .unwrap_or_else(|_| panic!("{file}:{line}: {text:?} is not a number"))
}

fn cases() -> Vec<Case> {
    let mut out = Vec::new();
    for (file, data) in FILES {
        for (i, line) in data.lines().enumerate() {
            let line = line.trim();
            let n = i + 1;
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let case = |fen: &str, depth: u32, nodes: u64| Case {
                file,
                line: n,
                fen: fen.trim().to_string(),
                depth,
                nodes,
            };
            if line.contains('|') {
                let f: Vec<&str> = line.split('|').collect();
                assert!(f.len() >= 3, "{file}:{n}: expected FEN | depth | nodes");
                out.push(case(f[0], number(file, n, f[1]), number(file, n, f[2])));
            } else {
                let mut parts = line.split(';');
                let fen = parts.next().unwrap_or("");
                for p in parts {
                    let (d, count) = p
                        .trim()
                        .split_once(' ')
                        .unwrap_or_else(|| panic!("{file}:{n}: expected ;Dn count"));
                    let depth = number(file, n, d.trim_start_matches('D'));
                    out.push(case(fen, depth, number(file, n, count)));
                }
            }
        }
    }
    out
}

fn run(small: bool) {
    let start = Instant::now();
    let mut failures = Vec::new();
    let mut nodes = 0u64;
    let chosen: Vec<Case> = cases()
        .into_iter()
        .filter(|c| (c.nodes < LIMIT) == small)
        .collect();
    for c in &chosen {
        let t = Instant::now();
        let got = Position::from_fen(&c.fen)
            .map(|p| perft(&p, c.depth))
            .map_err(|e| e.to_string());
        if !small {
            eprintln!(
                "{}:{} depth {} {:?} in {:.1?}",
                c.file,
                c.line,
                c.depth,
                got,
                t.elapsed()
            );
        }
        nodes += c.nodes;
        if got != Ok(c.nodes) {
            failures.push(format!(
                "{}:{} {} depth {}: expected {}, got {:?}",
                c.file, c.line, c.fen, c.depth, c.nodes, got
            ));
        }
    }
    let secs = start.elapsed().as_secs_f64();
    eprintln!(
        "{} perft counts, {} nodes in {:.2} s ({:.1} M nodes/s)",
        chosen.len(),
        nodes,
        secs,
        nodes as f64 / secs.max(1e-9) / 1e6
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_small_count_is_right() {
    run(true);
}

#[test]
#[ignore = "counts of 5 million nodes and more; run with --ignored"]
fn every_large_count_is_right() {
    run(false);
}
