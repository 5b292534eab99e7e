//! `arbiter`: the engine on the command line, for arbiters and tests. `arbiter --help` lists the
//! commands, and after them every game with its rulesets and options (from the games' descriptions).
//! Exit status: 0 every move legal (or done), 1 a refused move (`validate`, `explain`) or a rule
//! violation or record error found (`judge`), 2 bad input (for `judge`: a file that could not be
//! read or judged, the others judged all the same). A FILE of `-` is standard input; input is
//! refused as soon as it passes the size limit.

use arbiter::api::{
    self, AnySession, GameKind, GameRules, GameVisitor, Judgement, OptionValue, RegisteredGame,
    Request, Session, SessionVisitor,
};
use arbiter::core::game::{Mode, Standing};
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
    /// The history move by move; a refused move ends it (`--mode report`, the default for a
    /// record: every move gets its row with its rule events, and the report goes on past a
    /// violation). Exit 0 all legal, 1 a move refused, 2 bad input
    Explain {
        #[command(flatten)]
        game: GameArgs,
    },
    /// Judges whole game records (files, directories, or `-`): one summary line per game and a
    /// total. Exit 0 no violation, 1 a violation or record error found, 2 a file not judged
    Judge {
        /// Record files, directories (every file in them, recursively) or `-` (standard input)
        #[arg(required = true)]
        files: Vec<String>,
        /// The game of the records (default: each game that reads records is tried in turn)
        #[arg(long)]
        game: Option<String>,
        /// JSON Lines instead of text
        #[arg(long)]
        json: bool,
        /// The language of the messages: en, de, zh-Hans or zh-Hant
        #[arg(long, default_value = "en")]
        lang: String,
        /// A game's option, NAME=VALUE (repeatable; needs --game)
        #[arg(long = "option", value_name = "NAME=VALUE", requires = "game")]
        options: Vec<String>,
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
        /// The language of the errors: en, de, zh-Hans or zh-Hant
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
        /// The language of the verdicts and errors: en, de, zh-Hans or zh-Hant
        #[arg(long, default_value = "en")]
        lang: String,
    },
    /// Annotated example documents (docs/documents.md): checks them, or converts an earlier
    /// `key: value` example file into one
    Document {
        #[command(subcommand)]
        action: DocumentAction,
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

/// What `arbiter document` does.
#[derive(Subcommand)]
enum DocumentAction {
    /// Reads each document (or earlier `key: value` example file), replays its chapters and judges
    /// its tries: each error and each try the engine judges otherwise than written, as
    /// FILE:LINE:COLUMN. Exit 0 none, 1 a problem or an error found, 2 a file not read
    Check {
        #[arg(required = true)]
        files: Vec<String>,
        /// The language of the messages: en, de, zh-Hans or zh-Hant
        #[arg(long, default_value = "en")]
        lang: String,
    },
    /// Writes FILE (an earlier `key: value` example file, or a document) as a document, on
    /// standard output or, with --in-place, into FILE with the extension .pgn beside it
    Convert {
        file: String,
        /// Writes FILE.pgn (FILE's extension replaced) instead of standard output
        #[arg(long)]
        in_place: bool,
    },
    /// Reads the document FILE ahead (docs/documents.md, "Documents read ahead"): a board naming
    /// the JSON written, on standard output or beside FILE, loads its game's lite package, which
    /// has no document reader. A document with a problem is refused (see `document check`)
    ReadAhead {
        file: String,
        /// Writes FILE.read.json (FILE's extension replaced) instead of standard output
        #[arg(long)]
        in_place: bool,
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
    /// The language of the answers: en, de, zh-Hans or zh-Hant
    #[arg(long, default_value = "en")]
    lang: String,
    /// A game's option, NAME=VALUE (repeatable; each game's are listed below)
    #[arg(long = "option", value_name = "NAME=VALUE")]
    options: Vec<String>,
    /// explain: stop at the first refused move, or report the whole game (default: report for a
    /// record, stop otherwise)
    #[arg(long, value_parser = ["stop", "report"])]
    mode: Option<String>,
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
            mode: self.mode.clone(),
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

/// An arbiter's report of the request's game (stateless `explain` in report mode): each row as
/// `explain` prints it, then its rule events, one a line. `Ok(true)` when no move was refused and
/// the report went to the end.
struct Report<'a>(&'a Request);

impl GameVisitor for Report<'_> {
    type Out = Result<bool, Error>;
    fn visit<G: RegisteredGame>(self) -> Self::Out {
        let x = G::explain(self.0)?;
        println!("start: {}", x.start);
        let mut clean = true;
        for v in &x.rows {
            let piece = v.facts.piece.unwrap_or("");
            if v.legal {
                println!(
                    "{:>4} {:<14} {:<10} {}",
                    v.label, v.facts.text, piece, v.message
                );
            } else {
                clean = false;
                println!(
                    "{:>4} {:<14} ILLEGAL ({}): {}",
                    v.label,
                    v.facts.text,
                    v.rule.unwrap_or("-"),
                    v.message
                );
            }
            for e in &v.events {
                println!(
                    "       [{} {} {}] {}",
                    e.kind,
                    e.side.unwrap_or("-"),
                    e.rule.unwrap_or("-"),
                    e.message
                );
            }
        }
        if x.result.reason() == Some("record-error") {
            clean = false;
        }
        if let Some(text) = x.result.message() {
            println!("result: {text}");
        }
        Ok(clean)
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
            if Mode::of(&req).map_err(err)? == Mode::Report {
                let kind = GameKind::from_name(&req.game).map_err(err)?;
                let clean = kind.visit(Report(&req)).map_err(err)?;
                return Ok(if clean {
                    ExitCode::SUCCESS
                } else {
                    ExitCode::from(1)
                });
            }
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
        Command::Judge {
            files,
            game,
            json,
            lang,
            options,
        } => {
            let mut base = Request {
                lang: Lang::from_tag(&lang),
                mode: Some("report".into()),
                ..Request::default()
            };
            if let Some(g) = &game {
                GameKind::from_name(g).map_err(err)?;
                base.game = g.clone();
                for option in &options {
                    let (name, value) = read_option(g, option)?;
                    base.options.set(name, value);
                }
            }
            Ok(judge::run(&files, game.is_some(), json, base))
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
        Command::Document { action } => document(action),
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

/// `arbiter document check`, `convert` and `read-ahead`.
fn document(action: DocumentAction) -> Result<ExitCode, String> {
    match action {
        DocumentAction::Check { files, lang } => {
            let lang = Lang::from_tag(&lang);
            let (mut chapters, mut problems, mut errors, mut unread) = (0, 0, 0, 0);
            for file in &files {
                let text = match read_record_file(file) {
                    Ok(text) => text,
                    Err(e) => {
                        eprintln!("{e}");
                        unread += 1;
                        continue;
                    }
                };
                match api::read_document(&text, lang) {
                    Ok(doc) => {
                        chapters += doc.chapters.len();
                        for p in &doc.problems {
                            println!(
                                "{file}:{}:{}: problem (chapter {}): {}",
                                p.line,
                                p.column,
                                p.chapter + 1,
                                p.message
                            );
                        }
                        problems += doc.problems.len();
                    }
                    Err(e @ Error::BadDocument { line, column, .. }) => {
                        println!("{file}:{line}:{column}: error [{}]: {e}", e.code());
                        errors += 1;
                    }
                    Err(e) => {
                        println!("{file}: error [{}]: {e}", e.code());
                        errors += 1;
                    }
                }
            }
            println!(
                "{} files, {chapters} chapters, {problems} problems, {errors} errors",
                files.len() - unread
            );
            Ok(if unread > 0 {
                ExitCode::from(2)
            } else if problems + errors > 0 {
                ExitCode::from(1)
            } else {
                ExitCode::SUCCESS
            })
        }
        DocumentAction::Convert { file, in_place } => {
            let text = read_record_file(&file)?;
            let err = |e: Error| format!("{file}: error [{}]: {e}", e.code());
            let doc = api::read_document(&text, Lang::En).map_err(err)?;
            let out = api::write_document(&doc.chapters).map_err(err)?;
            if in_place && file != "-" {
                let path = std::path::Path::new(&file).with_extension("pgn");
                std::fs::write(&path, out).map_err(|e| format!("{}: {e}", path.display()))?;
                println!("{}", path.display());
            } else {
                print!("{out}");
            }
            Ok(ExitCode::SUCCESS)
        }
        DocumentAction::ReadAhead { file, in_place } => {
            let text = read_record_file(&file)?;
            let err = |e: Error| format!("{file}: error [{}]: {e}", e.code());
            let doc = api::read_document(&text, Lang::En).map_err(err)?;
            if let Some(p) = doc.problems.first() {
                return Err(format!(
                    "{file}:{}:{}: {} (chapter {}); a document read ahead has no problem \
                     (arbiter document check lists them)",
                    p.line,
                    p.column,
                    p.message,
                    p.chapter + 1
                ));
            }
            let path = std::path::Path::new(&file);
            let source = path
                .file_name()
                .and_then(|n| n.to_str())
                .filter(|_| file != "-")
                .unwrap_or("document.pgn");
            let out = read_ahead(doc, source).map_err(|e| format!("{file}: {e}"))?;
            if in_place && file != "-" {
                let to = path.with_extension("read.json");
                std::fs::write(&to, out).map_err(|e| format!("{}: {e}", to.display()))?;
                println!("{}", to.display());
            } else {
                println!("{out}");
            }
            Ok(ExitCode::SUCCESS)
        }
    }
}

/// A document read ahead (docs/documents.md): the engine's reading of it without the tries'
/// verdicts, the only part said in a language, which the widget asks its engine for; the
/// engine's version, since another version's reading is not trusted; `source`, the document's
/// file name, for a board that must read it after all. The same as `scripts/build-site.mjs`
/// writes for the site's documents (`tests/js/documents.test.mjs` compares them).
fn read_ahead(doc: api::Document, source: &str) -> Result<String, serde_json::Error> {
    #[derive(serde::Serialize)]
    #[serde(rename_all = "camelCase")]
    struct ReadAhead<'a> {
        arbiter_document: u8,
        engine: &'static str,
        source: &'a str,
        chapters: Vec<arbiter::core::document::Chapter<arbiter::wire::Unjudged>>,
        problems: [u8; 0],
    }
    serde_json::to_string(&ReadAhead {
        arbiter_document: 1,
        engine: env!("CARGO_PKG_VERSION"),
        source,
        chapters: doc
            .chapters
            .into_iter()
            .map(|c| c.map(|_| arbiter::wire::Unjudged))
            .collect(),
        problems: [],
    })
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

/// `arbiter judge`: whole records judged as an arbiter's report, one summary line per game.
mod judge {
    use super::{
        read_record_file, GameKind, GameRules, GameVisitor, RegisteredGame, Request, Standing,
    };
    use arbiter::api;
    use std::io::{IsTerminal, Write};
    use std::process::ExitCode;

    /// One game's summary.
    struct Summary {
        game: &'static str,
        plies: usize,
        events: usize,
        violations: usize,
        /// The rule events by kind and side (`must-vary red`), in the order first met.
        kinds: Vec<(String, usize)>,
        /// The first violation: label, side and rule.
        first: Option<(String, &'static str, &'static str)>,
        /// How the report ended: over, reason, message.
        over: bool,
        reason: Option<String>,
        message: Option<String>,
    }

    struct Judged<'a>(&'a Request);

    impl GameVisitor for Judged<'_> {
        type Out = Result<Summary, arbiter::core::Error>;
        fn visit<G: RegisteredGame>(self) -> Self::Out {
            let x = G::explain(self.0)?;
            let mut s = Summary {
                game: G::NAME,
                plies: x.rows.len(),
                events: 0,
                violations: 0,
                kinds: Vec::new(),
                first: None,
                over: x.result.over(),
                reason: x.result.reason().map(String::from),
                message: x.result.message().map(String::from),
            };
            for row in &x.rows {
                s.events += row.events.len();
                for e in &row.events {
                    let kind = format!("{} {}", e.kind, e.side.unwrap_or("-"));
                    match s.kinds.iter_mut().find(|(k, _)| *k == kind) {
                        Some((_, n)) => *n += 1,
                        None => s.kinds.push((kind, 1)),
                    }
                }
                for e in row.events.iter().filter(|e| e.kind == "violation") {
                    s.violations += 1;
                    if s.first.is_none() {
                        s.first = Some((
                            row.label.clone(),
                            e.side.unwrap_or("-"),
                            e.rule.unwrap_or("-"),
                        ));
                    }
                }
            }
            Ok(s)
        }
    }

    /// The files a path names: itself, or every file under a directory (sorted, hidden ones left
    /// out), or `-`.
    fn expand(path: &str, out: &mut Vec<String>) -> Result<(), String> {
        if path == "-" {
            out.push(path.to_string());
            return Ok(());
        }
        let meta = std::fs::metadata(path).map_err(|e| format!("{path}: {e}"))?;
        if !meta.is_dir() {
            out.push(path.to_string());
            return Ok(());
        }
        let mut entries: Vec<_> = std::fs::read_dir(path)
            .map_err(|e| format!("{path}: {e}"))?
            .filter_map(|e| e.ok())
            .filter(|e| !e.file_name().to_string_lossy().starts_with('.'))
            .map(|e| e.path().to_string_lossy().into_owned())
            .collect();
        entries.sort();
        for e in entries {
            expand(&e, out)?;
        }
        Ok(())
    }

    /// A JSON string.
    fn js(s: &str) -> String {
        let mut out = String::with_capacity(s.len() + 2);
        out.push('"');
        for c in s.chars() {
            match c {
                '"' => out.push_str("\\\""),
                '\\' => out.push_str("\\\\"),
                '\n' => out.push_str("\\n"),
                '\r' => out.push_str("\\r"),
                '\t' => out.push_str("\\t"),
                c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
                c => out.push(c),
            }
        }
        out.push('"');
        out
    }

    fn js_opt(s: Option<&str>) -> String {
        s.map_or("null".to_string(), js)
    }

    /// The record's own result in words (a PGN's as written, `1-0`; Gravon's numbers), if it
    /// gives one.
    fn recorded(rec: &arbiter::core::game::ImportedRecord) -> Option<String> {
        let r = rec.result.as_ref()?;
        if let Some(text) = &r.text {
            return Some(text.clone());
        }
        let show = |n: Option<u32>| n.map_or("-".to_string(), |n| n.to_string());
        Some(format!(
            "winner {} ({})",
            show(r.winner),
            r.ending.unwrap_or("type ").to_string()
                + &if r.ending.is_none() {
                    show(r.kind)
                } else {
                    String::new()
                }
        ))
    }

    /// The judged result in words: the first violation (its side loses), or how the report ended.
    fn judged(s: &Summary) -> String {
        if let Some((label, side, rule)) = &s.first {
            return format!("{side} violates {rule} at {label} and loses");
        }
        match (&s.reason, &s.message) {
            (Some(r), Some(m)) if r == "record-error" => format!("record error: {m}"),
            (_, Some(m)) if s.over => m.clone(),
            _ => "not over".to_string(),
        }
    }

    /// The games of a record file's text, each with the line it begins on: the blocks of a text of
    /// several DhtmlXQ blocks, or the games of a PGN-like text of several
    /// ([`arbiter::core::movetext::split_games`]); an XML record (Gravon's) is one game. Each game
    /// after the first is preceded by the line breaks before it, so that a reader's error names
    /// the line of the file.
    fn games_of(text: &str) -> Vec<String> {
        if text
            .trim_start_matches(|c: char| c.is_whitespace() || c == '\u{feff}')
            .starts_with('<')
        {
            return vec![text.to_string()];
        }
        let lower = text.to_ascii_lowercase();
        let blocks: Vec<usize> = lower.match_indices("[dhtmlxq]").map(|(i, _)| i).collect();
        let parts: Vec<(usize, &str)> = if blocks.len() > 1 {
            let ends = blocks.iter().skip(1).copied().chain([text.len()]);
            blocks
                .iter()
                .zip(ends)
                .map(|(&a, b)| {
                    let line = 1 + text.get(..a).unwrap_or("").matches('\n').count();
                    (line, text.get(a..b).unwrap_or(""))
                })
                .collect()
        } else {
            arbiter::core::movetext::split_games(text)
        };
        if parts.len() == 1 {
            return vec![text.to_string()];
        }
        parts
            .into_iter()
            .map(|(line, part)| "\n".repeat(line - 1) + part)
            .collect()
    }

    /// The formats of XML records: a text that begins with `<` is one of them or none.
    const XML_FORMATS: &[&str] = &["gravon"];

    /// Why a record no game reads could not be read, from each game's reader's error (`tried`: the
    /// game, its formats and its error). An XML text: the errors of the readers of XML records.
    /// Otherwise the readers that took the text for one of their formats: the one that read
    /// farthest into it names what is wrong where; readers that stopped at the same place are all
    /// named, when that place is past the start or the text opens with what only a record has (a
    /// tag pair, a position); else the text is no record of any format read, and the formats tried
    /// are listed.
    fn most_useful(text: &str, tried: &[(String, Vec<&str>, arbiter::core::Error)]) -> String {
        use arbiter::core::Error;
        let t = text.trim_start_matches(|c: char| c.is_whitespace() || c == '\u{feff}');
        let xml = t.starts_with('<');
        let place = |e: &Error| match e {
            Error::BadRecord {
                format,
                line,
                column,
                ..
            } if !format.is_empty() && XML_FORMATS.contains(format) == xml => {
                Some((*line, column.unwrap_or(0)))
            }
            _ => None,
        };
        let far = tried.iter().filter_map(|(_, _, e)| place(e)).max();
        let at: Vec<&(String, Vec<&str>, Error)> = tried
            .iter()
            .filter(|(_, _, e)| far.is_some() && place(e) == far)
            .collect();
        let past_start = far.is_some_and(|(line, column)| line > 1 || column > 1);
        // a tag pair (`[Name "value"]`) or a position (a word of ranks between slashes) first
        let shaped = {
            let word = t.split_whitespace().next().unwrap_or("");
            let tag = t.strip_prefix('[').is_some_and(|r| {
                let name = r.trim_start();
                let end = name
                    .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                    .unwrap_or(name.len());
                end > 0 && name.get(end..).unwrap_or("").trim_start().starts_with('"')
            });
            tag || word.matches('/').count() >= 7
        };
        match at.as_slice() {
            [(_, _, e)] if xml || past_start => format!("[{}] {e}", e.code()),
            [_, ..] if xml || past_start || shaped => {
                let each: Vec<String> = at
                    .iter()
                    .map(|(game, _, e)| format!("as {game}: {e}"))
                    .collect();
                format!("[bad-record] read {}", each.join("; "))
            }
            _ => {
                let formats: Vec<String> = tried
                    .iter()
                    .map(|(game, formats, _)| format!("{game} ({})", formats.join(", ")))
                    .collect();
                format!(
                    "[bad-record] not a game record in any of the formats read: {}",
                    formats.join("; ")
                )
            }
        }
    }

    /// One game of a record file judged: its summary and its recorded result, or why it could not
    /// be judged.
    type Judging = Result<(Summary, Option<String>), String>;

    /// Judges one game's record text with the game given, or with the first game whose reader
    /// reads it.
    fn one(text: String, fixed_game: bool, base: &Request) -> Judging {
        let games: Vec<(String, Vec<&'static str>)> = if fixed_game {
            vec![(base.game.clone(), Vec::new())]
        } else {
            api::describe_all()
                .into_iter()
                .filter(|d| !d.records.is_empty())
                .map(|d| (d.name.to_string(), d.records.to_vec()))
                .collect()
        };
        if games.is_empty() {
            return Err("no game of this build reads records".into());
        }
        let mut tried = Vec::new();
        for (game, formats) in games {
            match api::import_record_in(&game, &text, base.lang) {
                Ok(rec) => {
                    let req = Request {
                        game: game.clone(),
                        record: Some(text),
                        ..base.clone()
                    };
                    let kind = GameKind::from_name(&game).map_err(|e| e.to_string())?;
                    let summary = kind.visit(Judged(&req)).map_err(|e| e.to_string())?;
                    return Ok((summary, recorded(&rec)));
                }
                Err(e) if fixed_game => return Err(format!("[{}] {e}", e.code())),
                Err(e) => tried.push((game, formats, e)),
            }
        }
        Err(most_useful(&text, &tried))
    }

    /// Reads one record file and judges each game in it: the name to report each by (the file's
    /// own for a file of one game, `FILE#N` for the Nth of several) and its judging; `Err` when
    /// the file cannot be read.
    fn file(
        path: &str,
        fixed_game: bool,
        base: &Request,
    ) -> Result<Vec<(String, Judging)>, String> {
        let text = read_record_file(path)?;
        let games = games_of(&text);
        let several = games.len() > 1;
        Ok(games
            .into_iter()
            .enumerate()
            .map(|(i, game)| {
                let name = if several {
                    format!("{path}#{}", i + 1)
                } else {
                    path.to_string()
                };
                (name, one(game, fixed_game, base))
            })
            .collect())
    }

    /// Judges every record the paths name; prints a line per game and a total. The exit status:
    /// 0 no violation, 1 a violation or record error, 2 a file not judged.
    pub fn run(paths: &[String], fixed_game: bool, json: bool, base: Request) -> ExitCode {
        let mut files = Vec::new();
        let mut bad = 0usize;
        for p in paths {
            if let Err(e) = expand(p, &mut files) {
                bad += 1;
                report_bad(json, p, &e);
            }
        }
        let tty = std::io::stderr().is_terminal();
        let started = std::time::Instant::now();
        let (mut games_judged, mut plies, mut events, mut violations, mut errors) = (0, 0, 0, 0, 0);
        for (i, path) in files.iter().enumerate() {
            if tty {
                progress(i, files.len());
            }
            let games = match file(path, fixed_game, &base) {
                Ok(games) => games,
                Err(e) => {
                    bad += 1;
                    report_bad(json, path, &e);
                    continue;
                }
            };
            for (name, judged_game) in games {
                let (s, rec) = match judged_game {
                    Ok(judged_game) => judged_game,
                    Err(e) => {
                        bad += 1;
                        report_bad(json, &name, &e);
                        continue;
                    }
                };
                games_judged += 1;
                plies += s.plies;
                events += s.events;
                violations += s.violations;
                let record_error = s.reason.as_deref() == Some("record-error");
                errors += usize::from(record_error);
                if json {
                    let kinds: Vec<String> = s
                        .kinds
                        .iter()
                        .map(|(k, n)| format!("{}:{n}", js(k)))
                        .collect();
                    println!(
                        "{{\"file\":{},\"game\":{},\"plies\":{},\"events\":{},\"violations\":{},\"recorded\":{},\"judged\":{},\"over\":{},\"reason\":{},\"eventKinds\":{{{}}}}}",
                        js(&name),
                        js(s.game),
                        s.plies,
                        s.events,
                        s.violations,
                        js_opt(rec.as_deref()),
                        js(&judged(&s)),
                        s.over,
                        js_opt(s.reason.as_deref()),
                        kinds.join(",")
                    );
                } else {
                    println!(
                        "{name}: {} {} plies, {} rule events, {} violations; recorded: {}; judged: {}",
                        s.game,
                        s.plies,
                        s.events,
                        s.violations,
                        rec.as_deref().unwrap_or("none"),
                        judged(&s)
                    );
                }
            }
        }
        if tty {
            progress(files.len(), files.len());
            eprintln!();
        }
        let secs = started.elapsed().as_secs_f64().max(1e-9);
        if json {
            println!(
                "{{\"total\":{{\"games\":{games_judged},\"plies\":{plies},\"events\":{events},\"violations\":{violations},\"recordErrors\":{errors},\"badFiles\":{bad}}}}}"
            );
        } else {
            println!(
                "total: {games_judged} games, {plies} plies, {events} rule events, {violations} violations, {errors} record errors, {bad} files not judged"
            );
        }
        eprintln!(
            "judged {games_judged} games ({plies} moves) in {secs:.2} s: {:.0} games/s, {:.0} moves/s",
            games_judged as f64 / secs,
            plies as f64 / secs
        );
        if bad > 0 {
            ExitCode::from(2)
        } else if violations > 0 || errors > 0 {
            ExitCode::from(1)
        } else {
            ExitCode::SUCCESS
        }
    }

    fn report_bad(json: bool, path: &str, why: &str) {
        if json {
            println!("{{\"file\":{},\"error\":{}}}", js(path), js(why));
        } else {
            let why = why
                .strip_prefix(path)
                .and_then(|w| w.strip_prefix(": "))
                .unwrap_or(why);
            println!("{path}: not judged: {why}");
        }
    }

    /// A progress bar on standard error (a terminal only).
    fn progress(done: usize, total: usize) {
        let width = 30;
        let filled = (done * width).checked_div(total).unwrap_or(width);
        let mut err = std::io::stderr().lock();
        let _ = write!(
            err,
            "\r[{}{}] {done}/{total} files",
            "#".repeat(filled),
            " ".repeat(width - filled)
        );
        let _ = err.flush();
    }
}
