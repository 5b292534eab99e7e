//! What the integration tests share: building requests, asking any game for its answers in the one
//! shape ([`Judgement`]), reading example files.
#![allow(dead_code)]

use arbiter::api::{ExplanationOf, GameRules, Judgement, Request};
use arbiter::core::{Game, Lang};
use arbiter::stratego::api::{Explanation, Stratego};
use arbiter::stratego::game::Details;

/// Game `G`'s explanation of the request's history.
pub fn explain_in<G: Game>(req: &Request) -> ExplanationOf<G> {
    G::explain(req).unwrap_or_else(|e| panic!("{} explain: {e}", G::NAME))
}

/// Game `G`'s verdict on `mv` after the request's history.
pub fn validate_in<G: Game>(req: &Request, mv: &str) -> Judgement<G::Details> {
    G::validate_move(req, mv).unwrap_or_else(|e| panic!("{} validate_move {mv:?}: {e}", G::NAME))
}

/// The position after a row's move (for a refused move, the position it was refused in).
pub fn position_of<D>(row: &Judgement<D>) -> &str {
    row.position
        .as_deref()
        .expect("a row has the position after it")
}

pub fn request(position: &str, moves: &str) -> Request {
    Request {
        game: "stratego".into(),
        position: Some(position.into()),
        moves: moves.split_whitespace().map(String::from).collect(),
        ..Request::default()
    }
}

/// The Stratego explanation of the request's history.
pub fn explain(req: &Request) -> Explanation {
    explain_in::<Stratego>(req)
}

/// The Stratego verdict on `mv` after the request's history.
pub fn validate(req: &Request, mv: &str) -> Judgement<Details> {
    validate_in::<Stratego>(req, mv)
}

pub fn validate_de(req: &Request, mv: &str) -> Judgement<Details> {
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
