//! A game is its folder `src/<game>/` and its one line in the registry (`with_games!` in
//! `src/lib.rs`): no other file of `src/` names a game in its code (comments may give examples). `src/bin/bench.rs` measures named games and is left out.

use std::fs;
use std::path::{Path, PathBuf};

/// The `.rs` files under `dir`, recursively.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).expect("src/ is readable") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// `src` without its comments (`//` to the end of the line, `/* */`), strings kept, line breaks
/// kept so that a hit's line number is the file's.
fn strip_comments(src: &str) -> String {
    let chars: Vec<char> = src.chars().collect();
    let mut out = String::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            i += 2;
            while i < chars.len() && !(chars[i] == '*' && chars.get(i + 1) == Some(&'/')) {
                if chars[i] == '\n' {
                    out.push('\n');
                }
                i += 1;
            }
            i += 2;
        } else if c == '"' {
            out.push(c);
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                if chars[i] == '\\' {
                    out.push(chars[i]);
                    i += 1;
                }
                if let Some(&d) = chars.get(i) {
                    out.push(d);
                }
                i += 1;
            }
            if i < chars.len() {
                out.push('"');
            }
            i += 1;
        } else if c == '\'' && next == Some('"') && chars.get(i + 2) == Some(&'\'') {
            out.push_str("'\"'");
            i += 3;
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

/// Whether `line` of `file` is a registry line of `game`.
fn registry_line(file: &str, line: &str, game: &str) -> bool {
    let line = line.trim();
    // the one registry line of a game: `Variant module "name" => crate::module::api::Type;`
    file == "src/lib.rs"
        && line.ends_with(';')
        && line.contains(&format!(" {game} \"{game}\" => crate::{game}::"))
}

#[test]
fn the_stripper_keeps_code_and_strings_and_drops_comments() {
    let src = "let a = \"x // stratego\"; // xiangqi\nlet b = '\"'; /* bogenschach\n */ let c = 1;";
    let code = strip_comments(src);
    assert!(code.contains("\"x // stratego\""), "{code}");
    assert!(
        !code.contains("xiangqi") && !code.contains("bogenschach"),
        "{code}"
    );
    assert!(
        code.contains("let c = 1;") && code.contains("'\"'"),
        "{code}"
    );
    assert_eq!(code.lines().count(), src.lines().count());
}

#[test]
fn no_shared_file_of_src_names_a_game() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let games = arbiter::api::GAMES;
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    let mut checked = 0;
    let mut hits = Vec::new();
    for path in files {
        let rel = path.strip_prefix(root).expect("under the root");
        let name = rel.to_string_lossy().replace('\\', "/");
        let own_folder = games.iter().any(|g| name.starts_with(&format!("src/{g}/")));
        if own_folder || name == "src/bin/bench.rs" {
            continue;
        }
        checked += 1;
        let code = strip_comments(&fs::read_to_string(&path).expect("a readable file"));
        for (n, line) in code.lines().enumerate() {
            // documentation written as an attribute is prose, like a doc comment
            if line.trim_start().starts_with("doc = ") {
                continue;
            }
            let lower = line.to_ascii_lowercase();
            for game in games {
                if lower.contains(game) && !registry_line(&name, line, game) {
                    hits.push(format!("{name}:{}: {}", n + 1, line.trim()));
                }
            }
        }
    }
    assert!(checked >= 10, "only {checked} files checked");
    assert!(
        hits.is_empty(),
        "a game named outside its folder and the registry:\n{}",
        hits.join("\n")
    );
}
