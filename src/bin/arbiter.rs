//! `arbiter`: the engine on the command line, for arbiters and tests.
//!
//! ```text
//! arbiter validate [OPTIONS] MOVE     may MOVE be played after the history?
//! arbiter explain  [OPTIONS]          the history move by move, with the rules' state
//! arbiter legal    [OPTIONS]          the legal moves of the side to move
//! arbiter import   FILE               read a Gravon StraDoS2 record: position and moves
//! arbiter perft    GAME POSITION DEPTH [BUDGET]  count the legal move tree (xiangqi, chess,
//!                  bogenschach; blank POSITION = start), refusing beyond BUDGET leaf nodes
//!                  (default api::perft_budget: 10,000,000 for chess, 1,500,000 for xiangqi)
//!
//! OPTIONS: --game stratego|xiangqi|bogenschach  (Bogenschach turns are separated by ';')
//!            --rules isf|jumbo|axf  --position TEXT  --moves "B2-B3 B4-C4 ..."
//!          --record FILE  --lang en|de  --limit N  --no-more-squares  --from-start
//!          --notation wxf|iccs|chinese|chinese-traditional  (Xiangqi: how moves are written; any is read)
//! ```
//! Exit status: 0 legal / done, 1 illegal move, 2 bad input.

use arbiter::api::{self, AnyExplanation, AnyRecord, AnyVerdict, Request};
use arbiter::core::Lang;
use std::process::ExitCode;

const USAGE: &str = "usage: arbiter validate|explain|legal [--game stratego|xiangqi] [--rules isf|jumbo|axf] \
[--position TEXT] [--moves \"B2-B3 ...\"] [--record FILE] [--lang en|de] [--limit N] \
[--no-more-squares] [--from-start] [--notation wxf|iccs|chinese|chinese-traditional] [MOVE]\n       arbiter import FILE\n       arbiter perft GAME POSITION DEPTH [BUDGET]";

fn read_file(path: &str) -> Result<String, String> {
    let meta = std::fs::metadata(path).map_err(|e| format!("{path}: {e}"))?;
    if meta.len() > api::MAX_RECORD as u64 {
        return Err(format!("{path}: larger than {} bytes", api::MAX_RECORD));
    }
    std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))
}

fn parse_args(args: &[String]) -> Result<(Request, Vec<String>), String> {
    let mut req = Request {
        game: "stratego".into(),
        ..Request::default()
    };
    let mut free = Vec::new();
    let mut moves_text: Option<String> = None;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = |name: &str| {
            it.next()
                .cloned()
                .ok_or_else(|| format!("{name} needs a value"))
        };
        match a.as_str() {
            "--game" => req.game = value("--game")?,
            "--rules" => req.rules = Some(value("--rules")?),
            "--position" => req.position = Some(value("--position")?),
            "--moves" => moves_text = Some(value("--moves")?),
            "--record" => req.record = Some(read_file(&value("--record")?)?),
            "--lang" => req.lang = Lang::from_tag(&value("--lang")?),
            "--limit" => {
                let v = value("--limit")?;
                req.options.two_squares_limit = Some(
                    v.parse()
                        .map_err(|_| format!("--limit: {v:?} is not a number"))?,
                )
            }
            "--no-more-squares" => req.options.more_squares = Some(false),
            "--from-start" => req.options.from_start = Some(true),
            "--notation" => req.options.notation = Some(value("--notation")?),
            "-h" | "--help" => return Err(USAGE.into()),
            s if s.starts_with("--") => return Err(format!("unknown option {s}\n{USAGE}")),
            _ => free.push(a.clone()),
        }
    }
    if let Some(text) = moves_text {
        req.moves = api::split_moves(&req.game, &text);
    }
    Ok((req, free))
}

fn run(args: &[String]) -> Result<ExitCode, String> {
    let (cmd, rest) = args.split_first().ok_or(USAGE)?;
    let (req, free) = parse_args(rest)?;
    let err = |e: arbiter::core::Error| format!("error [{}]: {e}", e.code());
    match cmd.as_str() {
        "validate" => {
            let mv = free.first().ok_or("validate needs a MOVE")?;
            let v = api::validate_move(&req, mv).map_err(err)?;
            let (legal, rule) = (v.legal(), v.rule().unwrap_or("-"));
            match &v {
                AnyVerdict::Stratego(v) => {
                    println!(
                        "{} {} ({rule}): {}",
                        v.details.label,
                        v.details.text,
                        verdict_word(legal)
                    );
                    println!("{}", v.message);
                    if let Some(t) = &v.details.two_squares {
                        println!("two-squares: {}", t.text);
                    }
                    if let Some(c) = &v.details.more_squares {
                        println!("more-squares: {}", c.text);
                    }
                }
                AnyVerdict::Bogenschach(v) => {
                    println!("{} ({rule}): {}", mv, verdict_word(legal));
                    println!("{}", v.message);
                }
                AnyVerdict::Xiangqi(v) => {
                    println!(
                        "{} {} ({rule}): {}",
                        v.details.iccs,
                        v.details.text,
                        verdict_word(legal)
                    );
                    println!("{}", v.message);
                }
            }
            Ok(if legal {
                ExitCode::SUCCESS
            } else {
                ExitCode::from(1)
            })
        }
        "explain" => {
            match api::explain(&req).map_err(err)? {
                AnyExplanation::Stratego(x) => {
                    println!("start: {}", x.start);
                    for r in &x.rows {
                        let piece = r.piece_name.clone().unwrap_or_default();
                        let two = r
                            .two_squares
                            .as_ref()
                            .map(|t| t.text.clone())
                            .unwrap_or_default();
                        let more = r
                            .more_squares
                            .as_ref()
                            .map(|c| c.text.clone())
                            .unwrap_or_default();
                        println!(
                            "{:>4} {:<8} {:<12} {:<40} {}",
                            r.label, r.text, piece, two, more
                        );
                        if let Some(b) = &r.battle {
                            println!("     battle: {}", b.text);
                        }
                        if let Some(m) = &r.message {
                            println!("     ILLEGAL ({}): {m}", r.rule.unwrap_or("-"));
                        }
                        for n in &r.notes {
                            println!("     note: {n}");
                        }
                    }
                    if let Some(m) = &x.result.message {
                        println!("result: {m}");
                    }
                }
                AnyExplanation::Bogenschach(x) => {
                    for r in &x.rows {
                        println!(
                            "{:>4} {:<14} white {:>4} black {:>4}  {}",
                            r.label, r.text, r.score.white, r.score.black, r.message
                        );
                    }
                    if let Some(m) = &x.result.message {
                        println!("result: {m}");
                    }
                }
                AnyExplanation::Xiangqi(x) => {
                    println!("start: {}", x.start);
                    for r in &x.rows {
                        println!("{:>4} {:<5} {:<6} {}", r.label, r.iccs, r.text, r.message);
                    }
                    if let Some(m) = &x.result.message {
                        println!("result: {m}");
                    }
                }
            }
            Ok(ExitCode::SUCCESS)
        }
        "perft" => {
            let (game, position, depth, budget) = match free.as_slice() {
                [g, p, d] => (g, p, d, None),
                [g, p, d, b] => (g, p, d, Some(b)),
                _ => return Err("perft needs GAME POSITION DEPTH [BUDGET]".into()),
            };
            let depth: u32 = depth
                .parse()
                .map_err(|_| format!("perft: depth {depth:?} is not a number"))?;
            let budget = match budget {
                None => api::perft_budget(game),
                Some(b) => b
                    .replace(['_', ','], "")
                    .parse()
                    .map_err(|_| format!("perft: budget {b:?} is not a whole number"))?,
            };
            println!(
                "{}",
                api::perft_within(game, position, depth, budget).map_err(err)?
            );
            Ok(ExitCode::SUCCESS)
        }
        "legal" => {
            let sep = if api::turns_have_spaces(&req.game) {
                "; "
            } else {
                " "
            };
            println!("{}", api::legal_moves(&req).map_err(err)?.join(sep));
            Ok(ExitCode::SUCCESS)
        }
        "import" => {
            let path = free.first().ok_or("import needs a FILE")?;
            let AnyRecord::Stratego(r) =
                api::import_record(&req.game, &read_file(path)?).map_err(err)?;
            println!("position: {}", r.position);
            println!("moves: {}", r.moves.join(" "));
            if let Some(res) = &r.result {
                let show = |n: Option<u32>| n.map_or("-".to_string(), |n| n.to_string());
                println!(
                    "result: type {}, winner {}",
                    show(res.kind),
                    show(res.winner)
                );
            }
            Ok(ExitCode::SUCCESS)
        }
        _ => Err(USAGE.into()),
    }
}

fn verdict_word(legal: bool) -> &'static str {
    if legal {
        "legal"
    } else {
        "illegal"
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("{e}");
            ExitCode::from(2)
        }
    }
}
