//! Real master games judged as an arbiter's report: the committed sample of the Chinese Chess
//! Practical Dataset and of wukong-xiangqi's game files (tests/data/real-games/README.md). Every
//! game must read; a move may be refused or end the report only where tests/data/real-games/triage.tsv
//! lists it (with the record's fault or the tolerated repeat), and every listed refusal must still
//! happen. And the Ataraxos project's 219 Stratego games that end in a continuous chase
//! (tests/data/ataraxos/README.md): the More-Squares Rule refuses each one's violating move, or
//! refuses earlier or not at all where tests/data/ataraxos/chase_games.tsv says why.

use arbiter::api::{self, AnyExplanation, Request};
use arbiter::core::game::Standing;
use arbiter::core::movetext::{decode, split_games};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

const DIR: &str = "tests/data/real-games";

/// Every `.pgn` file under `dir`, sorted.
fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    files_with(dir, "pgn", out);
}

/// Every file under `dir` whose name ends in `.ext`, sorted.
fn files_with(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            files_with(&p, ext, out);
        } else if p.extension().is_some_and(|e| e == ext) {
            out.push(p);
        }
    }
}

/// One refusal: the game (`path` or `path#n` for the n-th game of a file, from 1), the ply
/// (0 = the first move), the move's label and what was refused: the rule violated, or
/// `record-error`.
type Refusal = (String, usize, String, String);

/// Judges one game in report mode: its refusals. Panics (the test fails) if it does not read.
fn judge(name: &str, text: &str, out: &mut Vec<Refusal>) -> usize {
    api::import_record("xiangqi", text).unwrap_or_else(|e| panic!("{name} does not read: {e}"));
    let req = Request {
        game: "xiangqi".into(),
        record: Some(text.to_string()),
        mode: Some("report".into()),
        ..Request::default()
    };
    let x = api::explain(&req).unwrap_or_else(|e| panic!("{name} cannot be judged: {e}"));
    let AnyExplanation::Xiangqi(x) = x else {
        panic!("{name}: not judged as xiangqi")
    };
    assert_eq!(x.mode, Some("report"), "{name}");
    let mut ruled: BTreeSet<&str> = BTreeSet::new();
    for (ply, row) in x.rows.iter().enumerate() {
        for e in &row.events {
            match e.kind {
                "must-vary" => {
                    ruled.insert(e.side.unwrap_or("-"));
                }
                "violation" => {
                    let side = e.side.unwrap_or("-");
                    // A refusal in these games is always the ruled side repeating again: the
                    // ruling (`must-vary`) fell on it earlier in the same game.
                    assert!(
                        ruled.contains(side),
                        "{name}: ply {ply}: {side} violates {:?} without a ruling before",
                        e.rule
                    );
                    out.push((
                        name.to_string(),
                        ply,
                        row.label.clone(),
                        e.rule.unwrap_or("-").to_string(),
                    ));
                }
                _ => {}
            }
        }
    }
    // A record error ends the report; its last row is the move the record gets wrong.
    if x.result.reason() == Some("record-error") {
        let ply = x.rows.len().saturating_sub(1);
        let label = x.rows.last().map_or(String::new(), |r| r.label.clone());
        out.push((name.to_string(), ply, label, "record-error".to_string()));
    }
    x.rows.len()
}

/// The listed refusals: `game<TAB>ply<TAB>label<TAB>what<TAB>why`, `#` lines are comments.
fn triage() -> BTreeSet<Refusal> {
    let text = std::fs::read_to_string(format!("{DIR}/triage.tsv")).unwrap();
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            assert!(f.len() >= 5, "triage line without its reason: {l}");
            assert!(
                !f[4].trim().is_empty(),
                "triage line without its reason: {l}"
            );
            (
                f[0].to_string(),
                f[1].parse().unwrap(),
                f[2].to_string(),
                f[3].to_string(),
            )
        })
        .collect()
}

#[test]
fn every_sample_game_reads_and_only_triaged_moves_are_refused() {
    let mut paths = Vec::new();
    files(Path::new(DIR), &mut paths);
    // Judged on two threads: each game is independent.
    let half = paths.len() / 2;
    let (a, b) = paths.split_at(half);
    let work = |part: &[PathBuf]| {
        let mut refusals = Vec::new();
        let (mut n, mut plies) = (0usize, 0usize);
        for p in part {
            let rel = p.strip_prefix(DIR).unwrap().to_string_lossy().into_owned();
            let text = decode(&std::fs::read(p).unwrap())
                .unwrap_or_else(|e| panic!("{rel} cannot be decoded: {e}"));
            // a game starts where a tag section follows move text, as `arbiter judge` splits it
            let gs = split_games(&text);
            let several = gs.len() > 1;
            for (i, (_, g)) in gs.iter().enumerate() {
                let name = if several {
                    format!("{rel}#{}", i + 1)
                } else {
                    rel.clone()
                };
                plies += judge(&name, g, &mut refusals);
                n += 1;
            }
        }
        (n, plies, refusals)
    };
    let ((n1, p1, r1), (n2, p2, r2)) = std::thread::scope(|s| {
        let h = s.spawn(|| work(b));
        (work(a), h.join().unwrap())
    });
    let games = n1 + n2;
    assert!(games >= 2000, "the sample holds {games} games");
    assert!(p1 + p2 > 100 * games / 2, "too few moves judged");
    let found: BTreeSet<Refusal> = r1.into_iter().chain(r2).collect();
    let listed = triage();
    let unlisted: Vec<_> = found.difference(&listed).collect();
    let stale: Vec<_> = listed.difference(&found).collect();
    assert!(
        unlisted.is_empty() && stale.is_empty(),
        "refusals not in triage.tsv: {unlisted:#?}\nlisted refusals that no longer happen: {stale:#?}"
    );
}

// ---- Stratego: the Ataraxos project's continuous-chase games (tests/data/ataraxos/README.md) ----

const ATARAXOS: &str = "tests/data/ataraxos";

/// An Ataraxos action as our move: `action % 100` is the cell moved from as the mover sees the
/// board (10 * row + column), `action / 100` the new coordinate: 0..8 a row (vertical move), 9..17
/// a column (horizontal move) minus 9, counted without the piece's own row or column. Blue (the
/// second player) sees the board turned: absolute row and column are 9 minus its own. Cell
/// `10 * row + column` is our square with file `"ABCDEFGHIJ"[column]` and rank `row + 1`.
fn ataraxos_move(action: u32, blue: bool) -> String {
    let (row, col) = (action % 100 / 10, action % 10);
    let along = action / 100 >= 9;
    let mut to = action / 100 % 9;
    if to >= if along { col } else { row } {
        to += 1;
    }
    let (to_row, to_col) = if along { (row, to) } else { (to, col) };
    let turn = |n: u32| if blue { 9 - n } else { n };
    let square = |r: u32, c: u32| {
        let file = char::from(b"ABCDEFGHIJ"[turn(c) as usize]);
        format!("{file}{}", turn(r) + 1)
    };
    format!("{}-{}", square(row, col), square(to_row, to_col))
}

/// Each of Ataraxos's 219 continuous-chase games (its first line the 100 cells, empty `a`, Red
/// `B`..`M`, Blue `N`..`Y` as in a Gravon field; then one action a line, Red first) is explained
/// under the ISF rules: the first move refused must be the last of the file (Ataraxos's violating
/// move), by the More-Squares Rule, except where tests/data/ataraxos/chase_games.tsv lists the
/// game with the engine's own first refusal (or none) and why.
#[test]
fn ataraxos_chase_games_agree_but_where_triaged() {
    let listed: Vec<(String, String, String, String)> =
        std::fs::read_to_string(format!("{ATARAXOS}/chase_games.tsv"))
            .unwrap()
            .lines()
            .filter(|l| !l.starts_with('#'))
            .map(|l| {
                let f: Vec<&str> = l.split('\t').collect();
                assert!(f.len() == 5 && !f[4].trim().is_empty(), "{l}");
                (f[0].into(), f[1].into(), f[2].into(), f[3].into())
            })
            .collect();
    let mut found = Vec::new();
    let mut games = 0;
    for folder in ["continuous_chase_games", "continuous_chase_games_new"] {
        let mut paths = Vec::new();
        files_with(&Path::new(ATARAXOS).join(folder), "txt", &mut paths);
        for p in paths {
            let name = p
                .strip_prefix(ATARAXOS)
                .unwrap()
                .to_string_lossy()
                .into_owned();
            let text = std::fs::read_to_string(&p).unwrap();
            let mut lines = text.split_whitespace();
            let cells = lines.next().unwrap();
            assert_eq!(cells.len(), 100, "{name}");
            let moves: Vec<String> = lines
                .enumerate()
                .map(|(i, a)| ataraxos_move(a.parse().unwrap(), i % 2 == 1))
                .collect();
            let req = Request {
                game: "stratego".into(),
                position: Some(cells.replace('a', "A")),
                moves: moves.clone(),
                ..Request::default()
            };
            let AnyExplanation::Stratego(x) = api::explain(&req).unwrap() else {
                panic!("{name}: not judged as stratego")
            };
            games += 1;
            match x.rows.iter().position(|r| !r.legal) {
                Some(ply) if ply + 1 == moves.len() => {
                    assert_eq!(x.rows[ply].rule, Some("more-squares"), "{name}");
                }
                Some(ply) => found.push((
                    name,
                    ply.to_string(),
                    x.rows[ply].label.clone(),
                    x.rows[ply].rule.unwrap_or("-").to_string(),
                )),
                None => {
                    assert_eq!(x.rows.len(), moves.len(), "{name}");
                    found.push((name, "-".into(), "-".into(), "allowed".into()));
                }
            }
        }
    }
    assert_eq!(games, 219);
    found.sort();
    let mut listed = listed;
    listed.sort();
    assert_eq!(
        found, listed,
        "the games that differ from Ataraxos's verdict"
    );
}
