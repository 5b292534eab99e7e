//! `arbiter`: the engine on the command line, for arbiters and tests. `arbiter --help` lists the
//! commands, and after them every game with its rulesets and options (from the games' descriptions).
//! Exit status: 0 every move legal (or done), 1 a refused move (`validate`, `explain`), 2 bad
//! input. A FILE of `-` is standard input; input is refused as soon as it passes the size limit.

use arbiter::api::{
    self, AnySession, Judgement, OptionValue, RegisteredGame, Request, Session, SessionVisitor,
};
use arbiter::core::game::Standing;
use arbiter::core::{Error, Lang};
use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand};
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "arbiter",
    version,
    about = "Judges moves and explains the rules behind each verdict"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// May MOVE be played after the history? Exit 0 legal, 1 illegal, 2 bad input
    Validate {
        #[command(flatten)]
        game: GameArgs,
        /// The move (Bogenschach: a turn such as "@e5 Nf3")
        #[arg(name = "MOVE")]
        mv: String,
    },
    /// The history move by move; a refused move ends it. Exit 0 all legal, 1 a move refused, 2 bad input
    Explain {
        #[command(flatten)]
        game: GameArgs,
    },
    /// The legal moves of the side to move
    Legal {
        #[command(flatten)]
        game: GameArgs,
    },
    /// Reads a game record (the games and the formats they read are listed below): the format
    /// recognised, position, moves, tags, comments and result. The file may be UTF-8, GBK or Big5
    Import {
        /// The record's file (`-`: standard input)
        file: String,
        /// The game (default: the first below that reads records)
        #[arg(long)]
        game: Option<String>,
        /// The language of the errors: en or de
        #[arg(long, default_value = "en")]
        lang: String,
    },
    /// Reads a game record (as `import`) and writes it in FORMAT (the formats each game writes are
    /// listed below), optionally with the engine's verdicts as comments
    Export {
        /// The record's file (`-`: standard input)
        file: String,
        /// The game (default: the first below that reads records)
        #[arg(long)]
        game: Option<String>,
        /// The format to write (default: the game's first)
        #[arg(long)]
        format: Option<String>,
        /// The move notation where the format lets the game choose (Xiangqi: iccs, wxf, chinese,
        /// chinese-traditional)
        #[arg(long)]
        notation: Option<String>,
        /// Adds the engine's verdicts as comments: a refused move's, and the result's
        #[arg(long)]
        verdicts: bool,
        /// The language of the verdicts and errors: en or de
        #[arg(long, default_value = "en")]
        lang: String,
    },
    /// Counts the legal move tree to DEPTH (GAME: a game with perft, or chess; blank POSITION: the
    /// start), refusing beyond BUDGET leaf nodes (default: the game's, listed below)
    Perft {
        game: String,
        position: String,
        depth: u32,
        /// The most leaf nodes to count (digits, `_` or `,` between them allowed)
        budget: Option<String>,
    },
}

/// The game, its rules and options, the position and the moves: what every question starts from.
#[derive(Args)]
struct GameArgs {
    /// The game (see the list below)
    #[arg(long, default_value = api::GAMES[0], value_parser = clap::builder::PossibleValuesParser::new(api::GAMES))]
    game: String,
    /// The ruleset (each game's are listed below)
    #[arg(long)]
    rules: Option<String>,
    /// The start position (the game's text or FEN; blank: the game's start)
    #[arg(long)]
    position: Option<String>,
    /// The moves played, separated by spaces or commas (turns that contain spaces by ';')
    #[arg(long)]
    moves: Option<String>,
    /// A game record file (`-`: standard input) instead of position and moves (the games that
    /// read one are listed below)
    #[arg(long, conflicts_with_all = ["position", "moves"])]
    record: Option<String>,
    /// The language of the answers: en or de
    #[arg(long, default_value = "en")]
    lang: String,
    /// A game's option, NAME=VALUE (repeatable; each game's are listed below)
    #[arg(long = "option", value_name = "NAME=VALUE")]
    options: Vec<String>,
}

/// A record file's text (standard input for `-`: read up to one byte past the size limit and
/// refused there, so a pipe, a FIFO or a device is never read whole first), decoded from UTF-8 (with or without a byte order mark), GBK or Big5: the
/// encodings of Xiangqi records. Bytes that are not UTF-8 are decoded both ways; the one that
/// decodes without error wins, and when both do, the one whose text has more of the characters
/// of Chinese records (pieces, moves, results, in either script).
fn read_record_file(path: &str) -> Result<String, String> {
    let (name, bytes) = read_bytes(path)?;
    arbiter::core::movetext::decode(&bytes).map_err(|e| format!("{name}: {e}"))
}

/// The bytes of a file (or standard input for `-`), refused past the size limit.
fn read_bytes(path: &str) -> Result<(String, Vec<u8>), String> {
    use std::io::Read;
    let limit = api::MAX_RECORD as u64;
    let (name, source): (&str, Box<dyn Read>) = if path == "-" {
        ("standard input", Box::new(std::io::stdin().lock()))
    } else {
        let file = std::fs::File::open(path).map_err(|e| format!("{path}: {e}"))?;
        (path, Box::new(file))
    };
    let mut bytes = Vec::new();
    source
        .take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("{name}: {e}"))?;
    if bytes.len() as u64 > limit {
        return Err(format!("{name}: larger than {limit} bytes"));
    }
    Ok((name.to_string(), bytes))
}

impl GameArgs {
    fn request(&self) -> Result<Request, String> {
        let mut req = Request {
            game: self.game.clone(),
            rules: self.rules.clone(),
            position: self.position.clone(),
            lang: Lang::from_tag(&self.lang),
            ..Request::default()
        };
        if let Some(path) = &self.record {
            req.record = Some(read_record_file(path)?);
        }
        if let Some(text) = &self.moves {
            req.moves = api::split_moves(&req.game, text);
        }
        for option in &self.options {
            let (name, value) = read_option(&req.game, option)?;
            req.options.set(name, value);
        }
        Ok(req)
    }
}

/// `NAME=VALUE` read as one of `game`'s options (its description's): a whole number, `true` or
/// `false`, or one of its choices. The game checks the range when it opens.
fn read_option(game: &str, text: &str) -> Result<(&'static str, OptionValue), String> {
    let specs = api::option_specs(game);
    let known = || {
        let names: Vec<_> = specs.iter().map(|o| o.name).collect();
        if names.is_empty() {
            format!("{game} has no options")
        } else {
            format!("the options of {game}: {}", names.join(", "))
        }
    };
    let (name, value) = text
        .split_once('=')
        .ok_or_else(|| format!("--option {text:?}: expected NAME=VALUE ({})", known()))?;
    let (name, value) = (name.trim(), value.trim());
    let spec = specs
        .iter()
        .find(|o| o.name.eq_ignore_ascii_case(name))
        .ok_or_else(|| format!("--option {name:?}: not an option ({})", known()))?;
    let bad = |expected: String| format!("--option {}: {value:?} is not {expected}", spec.name);
    let value = match spec.kind {
        "whole" => OptionValue::Whole(
            value
                .replace(['_', ','], "")
                .parse()
                .map_err(|_| bad("a whole number".into()))?,
        ),
        "bool" => OptionValue::Bool(match value.to_ascii_lowercase().as_str() {
            "true" | "yes" | "1" => true,
            "false" | "no" | "0" => false,
            _ => return Err(bad("true or false".into())),
        }),
        _ if !spec.choices.is_empty() => {
            let choice = spec
                .choices
                .iter()
                .find(|c| c.eq_ignore_ascii_case(value))
                .ok_or_else(|| bad(format!("one of {}", spec.choices.join(", "))))?;
            OptionValue::Text((*choice).to_string())
        }
        _ => OptionValue::Text(value.to_string()),
    };
    Ok((spec.name, value))
}

/// Every game of this build with its rulesets, options, records and perft budget, for the help
/// text.
fn games_help() -> String {
    let mut out = String::from("Games:\n");
    for d in api::describe_all() {
        out += &format!(
            "  {:<12} {}; moves: {}\n",
            d.name,
            d.title,
            d.notations_read.join(", ")
        );
        for r in &d.rulesets {
            let default = if r.default { " (default)" } else { "" };
            out += &format!("      --rules {}{default}: {}\n", r.id, r.about);
        }
        for o in &d.options {
            let range = match (o.min, o.max) {
                (Some(a), Some(b)) => format!("{a}..={b}"),
                _ if !o.choices.is_empty() => o.choices.join("|"),
                _ if o.kind == "bool" => "true|false".to_string(),
                _ => "VALUE".to_string(),
            };
            out += &format!(
                "      --option {}={} (default {}): {}\n",
                o.name, range, o.default, o.about
            );
        }
        if !d.records.is_empty() {
            out += &format!(
                "      records read: {}; written: {}\n",
                d.records.join(", "),
                d.records_written.join(", ")
            );
        }
        if d.perft {
            out += &format!(
                "      perft: budget {} leaf nodes, depth {} from the start\n",
                d.perft_budget, d.perft_max_depth
            );
        }
    }
    out
}

fn verdict_word(legal: bool) -> &'static str {
    if legal {
        "legal"
    } else {
        "illegal"
    }
}

fn print_judgement<D>(v: &Judgement<D>) {
    let rule = v.rule.unwrap_or("-");
    println!(
        "{} {} ({rule}): {}",
        v.label,
        v.facts.text,
        verdict_word(v.legal)
    );
    println!("{}", v.message);
}

/// Plays the history one move at a time and prints each; a refused move is printed and ends it.
struct Explain<'a>(&'a [String]);

impl SessionVisitor for Explain<'_> {
    /// Whether every move was legal.
    type Out = Result<bool, Error>;
    fn visit<G: RegisteredGame>(self, s: &mut Session<G>) -> Self::Out {
        println!("start: {}", s.head().start);
        let mut all_legal = true;
        for text in self.0 {
            let v = s.play(text)?;
            if !v.legal {
                println!(
                    "{:>4} {:<14} ILLEGAL ({}): {}",
                    v.label,
                    v.facts.text,
                    v.rule.unwrap_or("-"),
                    v.message
                );
                all_legal = false;
                break;
            }
            let piece = v.facts.piece.unwrap_or("");
            println!(
                "{:>4} {:<14} {:<10} {}",
                v.label, v.facts.text, piece, v.message
            );
        }
        if let Some(text) = s.head().result.message() {
            println!("result: {text}");
        }
        Ok(all_legal)
    }
}

struct Validate<'a>(&'a str);

impl SessionVisitor for Validate<'_> {
    type Out = Result<bool, Error>;
    fn visit<G: RegisteredGame>(self, s: &mut Session<G>) -> Self::Out {
        let v = s.validate(self.0)?;
        print_judgement(&v);
        Ok(v.legal)
    }
}

/// The game of `import` and `export`: the one given, or the first that reads records.
fn record_game(game: Option<String>) -> Result<String, String> {
    match game {
        Some(game) => Ok(game),
        None => api::describe_all()
            .into_iter()
            .find(|d| !d.records.is_empty())
            .map(|d| d.name.to_string())
            .ok_or_else(|| "import: no game of this build reads records".to_string()),
    }
}

fn run(cli: Cli) -> Result<ExitCode, String> {
    let err = |e: Error| format!("error [{}]: {e}", e.code());
    match cli.command {
        Command::Validate { game, mv } => {
            let req = game.request()?;
            let mut s = AnySession::open(&req).map_err(err)?;
            let legal = s.visit(Validate(&mv)).map_err(err)?;
            Ok(if legal {
                ExitCode::SUCCESS
            } else {
                ExitCode::from(1)
            })
        }
        Command::Explain { game } => {
            let mut req = game.request()?;
            let moves = std::mem::take(&mut req.moves);
            let moves = match req.record.take() {
                Some(text) => {
                    let rec = api::import_record_in(&req.game, &text, req.lang).map_err(err)?;
                    req.position = Some(rec.position);
                    rec.moves
                }
                None => moves,
            };
            let mut s = AnySession::open(&req).map_err(err)?;
            let all_legal = s.visit(Explain(&moves)).map_err(err)?;
            Ok(if all_legal {
                ExitCode::SUCCESS
            } else {
                ExitCode::from(1)
            })
        }
        Command::Legal { game } => {
            let req = game.request()?;
            let sep = if api::turns_have_spaces(&req.game) {
                "; "
            } else {
                " "
            };
            println!("{}", api::legal_moves(&req).map_err(err)?.join(sep));
            Ok(ExitCode::SUCCESS)
        }
        Command::Import { file, game, lang } => {
            let game = record_game(game)?;
            let lang = Lang::from_tag(&lang);
            let text = read_record_file(&file)?;
            let r = api::import_record_in(&game, &text, lang).map_err(err)?;
            println!("format: {}", r.format);
            println!("position: {}", r.position);
            println!(
                "moves: {}",
                r.moves.join(if api::turns_have_spaces(&game) {
                    "; "
                } else {
                    " "
                })
            );
            if let Some(players) = &r.players {
                for (side, name) in [("red", &players.red), ("blue", &players.blue)] {
                    if let Some(name) = name {
                        println!("{side}: {name}");
                    }
                }
            }
            for (name, value) in &r.tags.0 {
                println!("tag {name}: {value}");
            }
            for c in &r.comments {
                println!("comment after {}: {}", c.after, c.text.replace('\n', " / "));
            }
            if let Some(res) = &r.result {
                let show = |n: Option<u32>| n.map_or("-".to_string(), |n| n.to_string());
                match &res.text {
                    Some(text) => println!("result: {text} (winner {})", show(res.winner)),
                    None => println!(
                        "result: type {} ({}), winner {}",
                        show(res.kind),
                        res.ending.unwrap_or("not a known Gravon type"),
                        show(res.winner)
                    ),
                }
            }
            let d = &r.dropped;
            if !d.is_empty() {
                println!(
                    "dropped: {} variations, {} NAGs, {} further games",
                    d.variations, d.nags, d.games
                );
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::Export {
            file,
            game,
            format,
            notation,
            verdicts,
            lang,
        } => {
            let game = record_game(game)?;
            let lang = Lang::from_tag(&lang);
            let text = read_record_file(&file)?;
            let record = api::import_record_in(&game, &text, lang).map_err(err)?;
            let format = match format {
                Some(f) => f,
                None => api::describe(&game)
                    .map_err(err)?
                    .records_written
                    .first()
                    .ok_or(format!("export: {game} writes no records"))?
                    .to_string(),
            };
            let opts = api::ExportOptions {
                notation,
                verdicts,
                lang,
            };
            print!(
                "{}",
                api::export_record(&game, &format, &record, &opts).map_err(err)?
            );
            Ok(ExitCode::SUCCESS)
        }
        Command::Perft {
            game,
            position,
            depth,
            budget,
        } => {
            let budget = match budget {
                None => api::perft_budget(&game),
                Some(b) => b
                    .replace(['_', ','], "")
                    .parse()
                    .map_err(|_| format!("perft: budget {b:?} is not a whole number"))?,
            };
            println!(
                "{}",
                api::perft_within(&game, &position, depth, budget).map_err(err)?
            );
            Ok(ExitCode::SUCCESS)
        }
    }
}

fn main() -> ExitCode {
    let command = Cli::command().after_help(games_help());
    let cli = match Cli::from_arg_matches(&command.get_matches()) {
        Ok(cli) => cli,
        Err(e) => e.exit(),
    };
    match run(cli) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("{e}");
            ExitCode::from(2)
        }
    }
}
