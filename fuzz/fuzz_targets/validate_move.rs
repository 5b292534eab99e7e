//! Any position, history and move: `validate_move`, `explain` and `legal_moves` never panic.
//!
//! Input (lossy UTF-8), split into lines:
//! - optional first line starting with `!`: options, one letter each (`j` Jumbo rules, `n` no
//!   More-Squares Rule, `s` from the start (setup check), `d` German), digits = Two-Squares limit;
//! - the position (our text or a Gravon field);
//! - the history: the moves on the lines in between, separated by whitespace;
//! - the last line: the move to judge.
#![no_main]

use arbiter::api::{self, OptionValue, Request};
use arbiter::core::Lang;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let mut lines: Vec<&str> = text.split('\n').collect();
    let mut req = Request {
        game: "stratego".into(),
        ..Request::default()
    };
    if let Some(opts) = lines.first().and_then(|l| l.strip_prefix('!')) {
        let digits: String = opts.chars().filter(char::is_ascii_digit).take(3).collect();
        if let Ok(n) = digits.parse() {
            req.options.set("twoSquaresLimit", OptionValue::Whole(n));
        }
        if opts.contains('j') {
            req.rules = Some("jumbo".into());
        }
        if opts.contains('n') {
            req.options.set("moreSquares", OptionValue::Bool(false));
        }
        if opts.contains('s') {
            req.options.set("fromStart", OptionValue::Bool(true));
        }
        if opts.contains('d') {
            req.lang = Lang::De;
        }
        lines.remove(0);
    }
    let mv = if lines.len() >= 2 {
        lines.pop().unwrap_or("")
    } else {
        ""
    };
    if let Some(position) = lines.first() {
        req.position = Some((*position).to_string());
    }
    req.moves = lines
        .iter()
        .skip(1)
        .flat_map(|l| l.split_whitespace())
        .map(String::from)
        .collect();
    let _ = api::validate_move(&req, mv);
    let _ = api::explain(&req);
    let _ = api::legal_moves(&req);
});
