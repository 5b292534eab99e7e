//! The rule examples of `www/examples/bogenschach/*.txt`: each is replayed through the API, its
//! forbidden turns are refused with the rule named, and its result is the one it states.

use arbiter::api::{GameRules, Request};
use arbiter::bogenschach::api::Bogenschach;
use std::fs;

fn field<'a>(text: &'a str, key: &str) -> Vec<&'a str> {
    text.lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| l.split_once(':').filter(|(k, _)| k.trim() == key))
        .map(|(_, v)| v.trim())
        .collect()
}

#[test]
fn every_example_replays_to_its_stated_result() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/www/examples/bogenschach");
    let mut seen = 0;
    for entry in fs::read_dir(dir).expect("examples") {
        let path = entry.expect("entry").path();
        if path.extension().and_then(|e| e.to_str()) != Some("txt") {
            continue;
        }
        seen += 1;
        let text = fs::read_to_string(&path).expect("read");
        let name = path.display().to_string();
        assert_eq!(field(&text, "game"), ["bogenschach"], "{name}");
        let moves: Vec<String> = field(&text, "moves")
            .first()
            .map(|m| m.split(';').map(|t| t.trim().to_string()).collect())
            .unwrap_or_default();
        let req = Request {
            game: "bogenschach".into(),
            rules: field(&text, "rules").first().map(|s| s.to_string()),
            position: field(&text, "position").first().map(|s| s.to_string()),
            moves: moves.clone(),
            ..Request::default()
        };
        let x = Bogenschach::explain(&req).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(x.rows.iter().all(|r| r.legal), "{name}: {:?}", x.rows);
        for f in field(&text, "forbidden") {
            let (prefix, rest) = match f.strip_prefix("after ") {
                Some(r) => {
                    let (n, rest) = r.split_once(':').expect("after N:");
                    (n.trim().parse::<usize>().expect("N"), rest)
                }
                None => (moves.len(), f),
            };
            let (turn, rule) = rest.split_once("=>").expect("turn => rule");
            let r = Request {
                moves: moves[..prefix].to_vec(),
                ..req.clone()
            };
            let v = Bogenschach::validate_move(&r, turn.trim()).expect("verdict");
            assert_eq!(v.rule, Some(rule.trim()), "{name}: {f}: {}", v.message);
        }
        if let Some(over) = field(&text, "expect.over").first() {
            assert_eq!(x.result.over.to_string(), *over, "{name}");
        }
        if let Some(reason) = field(&text, "expect.reason").first() {
            assert_eq!(x.result.reason, Some(*reason), "{name}");
        }
        if let Some(w) = field(&text, "expect.winner").first() {
            assert_eq!(x.result.winner, Some(*w), "{name}");
        }
        if let Some(s) = field(&text, "expect.score").first() {
            let got = format!("{}:{}", x.result.score.white, x.result.score.black);
            assert_eq!(got, *s, "{name}");
        }
        for key in ["title.en", "title.de", "text.en", "text.de", "source"] {
            assert!(!field(&text, key).is_empty(), "{name} lacks {key}");
        }
    }
    assert!(seen >= 7);
}
