//! The AXF rulebook's diagrams (www/examples/xiangqi/axf/): every verdict the rule states, in
//! the default repetition count (3) and in the strictest one the API offers (2).
//!
//! Each file gives the AXF move text in WXF (`axf`), the verdict (`verdict`: `red-must-vary`,
//! `black-must-vary` or `draw`), a reconstructed position and the moves played to the third
//! occurrence (`moves`; they and `forbidden` agree with the AXF text as far as both go), for a violation the
//! violator's next repeating move (`forbidden`), and a move that varies and is allowed (`vary`).
//! Where the rule says what a move is (a chase of a given piece, an idle offer, a block), `labels`
//! gives it per ply of `moves` and the engine's rows must say the same ([`check_labels`]).
//!
//! `PENDING` lists the diagrams today's engine judges otherwise, each with the reason; the test
//! checks that they still fail, so the list must shrink when the engine is fixed.

use arbiter::api::{GameRules, Judgement, Request};
use arbiter::core::Lang;
use arbiter::xiangqi::api::Xiangqi;
use arbiter::xiangqi::chase::{classify, Reason};
use arbiter::xiangqi::game::Details;
use arbiter::xiangqi::notation::parse_iccs;
use arbiter::xiangqi::position::{square_name, Position};
use std::collections::HashMap;

/// Diagrams the current engine gets wrong, with why. Each must still fail (remove it when fixed).
const PENDING: &[(&str, &str)] = &[];

type Example = HashMap<String, String>;

fn dir() -> String {
    format!("{}/www/examples/xiangqi/axf", env!("CARGO_MANIFEST_DIR"))
}

fn read(name: &str) -> Example {
    let path = format!("{}/{name}", dir());
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| l.split_once(": "))
        .map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))
        .collect()
}

fn files() -> Vec<String> {
    let mut files: Vec<String> = std::fs::read_dir(dir())
        .expect("axf examples")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".txt"))
        .collect();
    files.sort();
    files
}

fn request(ex: &Example, count: u32) -> Request {
    let mut req = Request {
        game: ex["game"].clone(),
        rules: Some(ex["rules"].clone()),
        position: Some(ex["position"].clone()),
        moves: ex["moves"].split_whitespace().map(String::from).collect(),
        lang: Lang::En,
        ..Default::default()
    };
    req.options.set(
        "repetitionCount",
        arbiter::api::OptionValue::Whole(count.into()),
    );
    req
}

/// The fields every file has, and what they must say.
fn check_fields(name: &str, ex: &Example) -> Result<(), String> {
    for key in [
        "id", "game", "rules", "rule", "diagram", "axf", "verdict", "position", "moves", "source",
        "title.en", "text.en",
    ] {
        if !ex.contains_key(key) {
            return Err(format!("{name}: no {key}"));
        }
    }
    let id = format!("axf-{}-d{}", ex["rule"], ex["diagram"]);
    if !ex["id"].starts_with(&id) {
        return Err(format!("{name}: id {} does not start with {id}", ex["id"]));
    }
    if !ex["source"].contains("reconstructed") || !ex["text.en"].contains("reconstruct") {
        return Err(format!(
            "{name}: does not say its position is reconstructed"
        ));
    }
    let axf: Vec<&str> = ex["axf"].split_whitespace().collect();
    // The AXF text may end with the violator's refused move, or go on after it (the third
    // occurrence, counted from the diagram, can come before the text ends).
    let mut moves: Vec<&str> = ex["moves"].split_whitespace().collect();
    moves.extend(ex.get("forbidden").map(String::as_str));
    if !moves.starts_with(&axf) && !axf.starts_with(&moves) {
        return Err(format!("{name}: the moves and the AXF text differ"));
    }
    match ex["verdict"].as_str() {
        "draw" if ex.contains_key("forbidden") => Err(format!("{name}: a draw forbids nothing")),
        "draw" => Ok(()),
        "red-must-vary" | "black-must-vary" if ex.contains_key("forbidden") => Ok(()),
        v => Err(format!(
            "{name}: verdict {v} without a forbidden move, or unknown"
        )),
    }
}

/// The file's verdict under a repetition count; `Err` says how the engine differs.
fn check_verdict(ex: &Example, count: u32) -> Result<(), String> {
    let req = request(ex, count);
    let x = Xiangqi::explain(&req).map_err(|e| format!("explain: {e}"))?;
    let violator = match ex["verdict"].as_str() {
        "red-must-vary" => Some("red"),
        "black-must-vary" => Some("black"),
        _ => None,
    };
    let refused = x.rows.iter().find(|r| !r.legal);
    match (violator, refused) {
        (_, Some(r)) if count == 3 => Err(format!(
            "{} {} refused before the third occurrence: {}",
            r.label, r.facts.text, r.message
        )),
        (None, Some(r)) => Err(format!(
            "{} {} refused in a draw: {}",
            r.label, r.facts.text, r.message
        )),
        (None, None) => {
            // An earlier repetition may oblige a side to vary (at count 2, a shorter loop inside
            // the rulebook's line), as long as it does: nothing is refused and the last is a draw.
            let last = x
                .rows
                .iter()
                .rev()
                .find_map(|r| r.details.repetition.as_ref());
            let last = last.ok_or("no repetition in a draw")?;
            if last.outcome != "draw" {
                return Err(format!("not a draw: {}", last.text));
            }
            Ok(())
        }
        (Some(side), refused) => {
            let (rule, mover, message, rep) = match refused {
                Some(r) => (
                    r.rule,
                    r.side,
                    r.message.clone(),
                    r.details.repetition.clone(),
                ),
                None => {
                    let v = Xiangqi::validate_move(&req, &ex["forbidden"])
                        .map_err(|e| format!("forbidden: {e}"))?;
                    if v.legal {
                        let last = x.rows.last().and_then(|r| r.details.repetition.as_ref());
                        return Err(format!(
                            "{} is allowed; {}",
                            ex["forbidden"],
                            last.map(|r| r.text.as_str()).unwrap_or("no repetition")
                        ));
                    }
                    let side_to_move = if x.rows.len() % 2 == 0 {
                        ex["position"].ends_with('w')
                    } else {
                        ex["position"].ends_with('b')
                    };
                    let mover = if side_to_move { "red" } else { "black" };
                    (v.rule, mover, v.message, v.details.repetition)
                }
            };
            if !matches!(rule, Some("perpetual-chase" | "perpetual-check")) {
                return Err(format!("refused by {rule:?}: {message}"));
            }
            if mover != side {
                return Err(format!("{mover}'s move refused, not {side}'s: {message}"));
            }
            let rep = rep.ok_or("a refusal without a repetition")?;
            if rep.violator != Some(side) {
                return Err(format!("violator {:?}: {}", rep.violator, rep.text));
            }
            if count == 3 {
                if let Some(r) = x.rows.last().and_then(|r| r.details.repetition.as_ref()) {
                    if r.outcome != "other-must-vary" {
                        return Err(format!("the last move: {}", r.text));
                    }
                }
            }
            Ok(())
        }
    }
}

/// A row's move in ICCS: its two squares.
fn iccs_of(row: &Judgement<Details>) -> String {
    let f = &row.facts;
    format!(
        "{}{}",
        f.from.as_deref().unwrap_or(""),
        f.to.as_deref().unwrap_or("")
    )
}

/// One ply's expected label: `-` (the rule says nothing about it), or the kind (`check`, `chase`,
/// `idle`), then optionally `:` and the chased pieces' squares after the move (`+` between them,
/// the exact set), then optionally `/offer:SQ` or `/protected:SQ`: the move attacks the piece on SQ
/// and that is no chase, because the two can capture each other (a mutual offer) or because a
/// real root protects it.
fn check_label(token: &str, row: &Judgement<Details>, before: &Position) -> Result<(), String> {
    if token == "-" {
        return Ok(());
    }
    let (label, note) = match token.split_once('/') {
        Some((l, n)) => (l, Some(n)),
        None => (token, None),
    };
    let (kind, chased) = match label.split_once(':') {
        Some((k, c)) => (k, Some(c)),
        None => (label, None),
    };
    if !matches!(kind, "check" | "chase" | "idle") {
        return Err(format!("label {token}: unknown kind {kind}"));
    }
    let class = row
        .details
        .classification
        .as_ref()
        .ok_or("no classification")?;
    if class.kind != kind {
        return Err(format!("{kind} expected, the engine says {}", class.text));
    }
    if let Some(chased) = chased {
        let mut want: Vec<&str> = chased.split('+').collect();
        let mut got: Vec<&str> = class.chased.iter().map(String::as_str).collect();
        want.sort_unstable();
        got.sort_unstable();
        if want != got {
            return Err(format!(
                "chases {want:?} expected, the engine says {}",
                class.text
            ));
        }
    }
    if let Some(note) = note {
        let (why, sq) = note
            .split_once(':')
            .ok_or_else(|| format!("label {token}: no square after {note}"))?;
        let fits = |r: Reason| match why {
            "offer" => Ok(r == Reason::MutualOffer),
            "protected" => Ok(matches!(r, Reason::RealRoot { .. })),
            _ => Err(format!("label {token}: unknown reason {why}")),
        };
        let iccs = iccs_of(row);
        let mv = parse_iccs(&iccs).map_err(|e| format!("{iccs}: {e}"))?;
        let c = classify(before, mv);
        let mut found = false;
        for t in &c.notes {
            if square_name(t.square) == sq && fits(t.reason)? {
                found = true;
            }
        }
        if !found {
            return Err(format!(
                "an attack on {sq} that is no chase ({why}) expected, the engine says {}",
                class.text
            ));
        }
    }
    Ok(())
}

/// The labels the file gives (`labels`, one per ply of `moves`, `-` where the rule says nothing),
/// against the engine's rows (default repetition count).
fn check_labels(ex: &Example) -> Result<(), String> {
    let Some(labels) = ex.get("labels") else {
        return Ok(());
    };
    let tokens: Vec<&str> = labels.split_whitespace().collect();
    if tokens.len() > ex["moves"].split_whitespace().count() {
        return Err("more labels than moves".into());
    }
    let x = Xiangqi::explain(&request(ex, 3)).map_err(|e| format!("explain: {e}"))?;
    let mut pos = Position::parse(&ex["position"]).map_err(|e| format!("position: {e}"))?;
    for (i, (token, row)) in tokens.iter().zip(&x.rows).enumerate() {
        check_label(token, row, &pos)
            .map_err(|e| format!("ply {} ({} {}): {e}", i + 1, row.label, row.facts.text))?;
        let iccs = iccs_of(row);
        let mv = parse_iccs(&iccs).map_err(|e| format!("{iccs}: {e}"))?;
        pos.make(mv);
    }
    if tokens.len() > x.rows.len() {
        return Err(format!(
            "labels for {} plies, {} rows",
            tokens.len(),
            x.rows.len()
        ));
    }
    Ok(())
}

/// The varied move the file suggests is allowed after the moves.
fn check_vary(ex: &Example) -> Result<(), String> {
    let Some(vary) = ex.get("vary") else {
        return Ok(());
    };
    let v = Xiangqi::validate_move(&request(ex, 3), vary).map_err(|e| format!("vary: {e}"))?;
    if v.legal {
        Ok(())
    } else {
        Err(format!("the varied move {vary} is refused: {}", v.message))
    }
}

#[test]
fn axf_diagrams() {
    let files = files();
    assert!(!files.is_empty());
    let mut failures = Vec::new();
    let mut pending_seen = Vec::new();
    for name in &files {
        let ex = read(name);
        if let Err(e) = check_fields(name, &ex) {
            failures.push(e);
            continue;
        }
        if let Err(e) = check_vary(&ex) {
            failures.push(format!("{name}: {e}"));
        }
        if let Err(e) = check_labels(&ex) {
            failures.push(format!("{name}: labels: {e}"));
        }
        let results: Vec<(u32, Result<(), String>)> = [3, 2]
            .into_iter()
            .map(|n| (n, check_verdict(&ex, n)))
            .collect();
        let pending = PENDING.iter().find(|(id, _)| *id == ex["id"]);
        match pending {
            Some((id, why)) => {
                pending_seen.push(*id);
                if results.iter().all(|(_, r)| r.is_ok()) {
                    failures.push(format!(
                        "{name}: pending ({why}) but the engine now agrees: remove it from PENDING"
                    ));
                }
            }
            None => {
                for (n, r) in results {
                    if let Err(e) = r {
                        failures.push(format!("{name} (repetition count {n}): {e}"));
                    }
                }
            }
        }
    }
    for (id, _) in PENDING {
        assert!(
            pending_seen.contains(id),
            "PENDING names {id}, which has no file"
        );
    }
    eprintln!(
        "{} AXF diagrams, {} pending an engine fix",
        files.len(),
        pending_seen.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Every file names a distinct rule and diagram.
#[test]
fn axf_ids_are_unique() {
    let mut seen = std::collections::HashSet::new();
    for name in files() {
        let ex = read(&name);
        assert!(
            seen.insert(ex["id"].clone()),
            "{name}: id {} twice",
            ex["id"]
        );
        assert_eq!(format!("{}.txt", ex["id"]), name, "file name and id");
    }
}

/// `AXF=file.txt cargo test --test xiangqi_axf -- --ignored --nocapture dump`: each row's
/// classification and the verdicts, for writing a file.
#[test]
#[ignore]
fn dump() {
    let only = std::env::var("AXF").unwrap_or_default();
    for name in files() {
        if !only.is_empty() && !only.split(',').any(|o| name.starts_with(o)) {
            continue;
        }
        let ex = read(&name);
        eprintln!("== {name}");
        if let Err(e) = check_fields(&name, &ex) {
            eprintln!("FIELDS: {e}");
            continue;
        }
        match Xiangqi::explain(&request(&ex, 3)) {
            Err(e) => eprintln!("explain: {e}"),
            Ok(x) => {
                for r in &x.rows {
                    let c = r.details.classification.as_ref();
                    eprintln!(
                        "{:4} {:6} {} {} | {}{}",
                        r.label,
                        r.facts.text,
                        iccs_of(r),
                        c.map(|c| c.kind).unwrap_or("-"),
                        c.map(|c| c.text.as_ref()).unwrap_or(""),
                        r.details
                            .repetition
                            .as_ref()
                            .map(|p| format!(" || {}", p.text))
                            .unwrap_or_default()
                    );
                    if !r.legal {
                        eprintln!("     ILLEGAL {:?}: {}", r.rule, r.message);
                    }
                }
            }
        }
        for n in [3, 2] {
            if let Ok(x) = Xiangqi::explain(&request(&ex, n)) {
                for r in x
                    .rows
                    .iter()
                    .filter(|r| r.details.repetition.is_some() || !r.legal)
                {
                    let text = r.details.repetition.as_ref().map(|p| p.text.as_str());
                    eprintln!(
                        "  count {n} {} {}: {}",
                        r.label,
                        r.facts.text,
                        text.unwrap_or(&r.message)
                    );
                }
            }
            eprintln!("count {n}: {:?}", check_verdict(&ex, n));
        }
        eprintln!("vary: {:?}", check_vary(&ex));
    }
}
