//! Perft over tests/data/xiangqi/perft.txt (a copy of the shared corpus `perft_xiangqi.txt`):
//! every count below `LIMIT` nodes runs in the normal test; the larger ones run with
//! `cargo test --release -- --ignored`.

use arbiter::xiangqi::{perft, Position};
use std::time::Instant;

const LIMIT: u64 = 5_000_000;
const DATA: &str = include_str!("data/xiangqi/perft.txt");

struct Case {
    line: usize,
    fen: String,
    depth: u32,
    nodes: u64,
}

fn cases() -> Vec<Case> {
    let mut out = Vec::new();
    for (i, line) in DATA.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split('|').map(str::trim).collect();
        assert!(
            fields.len() >= 3,
            "line {}: expected FEN | depth | nodes",
            i + 1
        );
        out.push(Case {
            line: i + 1,
            fen: fields[0].to_string(),
            depth: fields[1].parse().expect("depth"),
            nodes: fields[2].parse().expect("nodes"),
        });
    }
    out
}

fn run(small: bool) {
    let mut failures = Vec::new();
    let mut ran = 0;
    for case in cases().into_iter().filter(|c| (c.nodes < LIMIT) == small) {
        let pos = Position::parse(&case.fen).unwrap_or_else(|e| panic!("line {}: {e}", case.line));
        let start = Instant::now();
        let got = perft(&pos, case.depth);
        eprintln!(
            "line {:>2}: depth {} {:>12} nodes in {:>8.3} s{}",
            case.line,
            case.depth,
            got,
            start.elapsed().as_secs_f64(),
            if got == case.nodes { "" } else { "  WRONG" }
        );
        if got != case.nodes {
            failures.push(format!(
                "line {}: {} depth {}: expected {}, got {}",
                case.line, case.fen, case.depth, case.nodes, got
            ));
        }
        ran += 1;
    }
    assert!(ran > 0);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn perft_counts_below_five_million_nodes() {
    run(true);
}

#[test]
#[ignore = "large counts (10 million to 5.4 billion nodes): cargo test --release -- --ignored"]
fn perft_counts_of_five_million_nodes_and_more() {
    run(false);
}
