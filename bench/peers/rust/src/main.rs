//! `peer ENGINE DEPTH RUNS FEN`: one warm-up perft, then RUNS timed ones; prints one JSON line
//! `{"engine":..., "nodes":N, "seconds":[...]}`. `peer --list` prints the engines built in.
use std::hint::black_box;
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("--list") {
        println!("{}", arbiter_peers::engines().join(" "));
        return;
    }
    if args.len() < 4 {
        eprintln!("usage: peer ENGINE DEPTH RUNS FEN...  |  peer --list");
        std::process::exit(2);
    }
    let engine = args[0].as_str();
    let depth: u32 = args[1].parse().unwrap_or(0);
    let runs: usize = args[2].parse().unwrap_or(1);
    let fen = args[3..].join(" ");
    let Some(nodes) = arbiter_peers::perft(engine, &fen, depth) else {
        eprintln!("{engine}: not built in, or the FEN is refused: {fen}");
        std::process::exit(1);
    };
    let seconds: Vec<String> = (0..runs)
        .map(|_| {
            let t = Instant::now();
            black_box(arbiter_peers::perft(black_box(engine), black_box(&fen), depth));
            format!("{:.6}", t.elapsed().as_secs_f64())
        })
        .collect();
    println!(
        "{{\"engine\":\"{engine}\",\"nodes\":{nodes},\"seconds\":[{}]}}",
        seconds.join(",")
    );
}
