//! Helpers shared by the integration tests: building requests and reading example files.
#![allow(dead_code)]

use arbiter::api::{self, AnyExplanation, AnyVerdict, Request};
use arbiter::core::{Lang, Verdict};
use arbiter::stratego::api::Explanation;
use arbiter::stratego::game::Details;

pub fn request(position: &str, moves: &str) -> Request {
    Request {
        game: "stratego".into(),
        position: Some(position.into()),
        moves: moves.split_whitespace().map(String::from).collect(),
        ..Request::default()
    }
}

pub fn explain(req: &Request) -> Explanation {
    match api::explain(req).expect("explain") {
        AnyExplanation::Stratego(x) => x,
        other => panic!("not a Stratego explanation: {other:?}"),
    }
}

pub fn validate(req: &Request, mv: &str) -> Verdict<Details> {
    match api::validate_move(req, mv).expect("validate_move") {
        AnyVerdict::Stratego(v) => v,
        other => panic!("not a Stratego verdict: {other:?}"),
    }
}

pub fn validate_de(req: &Request, mv: &str) -> Verdict<Details> {
    let mut req = req.clone();
    req.lang = Lang::De;
    validate(&req, mv)
}

/// An example file of `www/examples/`: `key: value` lines.
pub struct Example {
    pub fields: Vec<(String, String)>,
}

impl Example {
    pub fn read(name: &str) -> Example {
        let path = format!("{}/www/examples/{name}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let fields = text
            .lines()
            .filter(|l| !l.trim_start().starts_with('#') && !l.trim().is_empty())
            .filter_map(|l| l.split_once(':'))
            .map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))
            .collect();
        Example { fields }
    }

    pub fn get(&self, key: &str) -> &str {
        self.fields
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
            .unwrap_or_else(|| panic!("example has no {key:?}"))
    }

    pub fn request(&self) -> Request {
        let mut req = request(self.get("position"), self.get("moves"));
        req.rules = Some(self.get("rules").to_string());
        req
    }
}
