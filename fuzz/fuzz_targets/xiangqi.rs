//! Xiangqi: any FEN, history and move. Parsing, `validate_move`, `explain` and `legal_moves` never
//! panic, and a FEN that parses writes back a canonical text that parses to the same canonical
//! text, side to move and pieces.
//!
//! Input (lossy UTF-8), split into lines:
//! - optional first line starting with `!`: options, one letter each (`d` German, `r` an unknown
//!   ruleset name, to reach the error path);
//! - the position (a FEN; blank: the start);
//! - the history: the moves on the lines in between (ICCS or WXF), split as the CLI splits them
//!   (`api::split_moves`);
//! - the last line: the move to judge.
#![no_main]

use arbiter::api::{self, Request};
use arbiter::core::Lang;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let mut lines: Vec<&str> = text.split('\n').collect();
    let mut req = Request {
        game: "xiangqi".into(),
        ..Request::default()
    };
    if let Some(opts) = lines.first().and_then(|l| l.strip_prefix('!')) {
        if opts.contains('d') {
            req.lang = Lang::De;
        }
        req.rules = Some(if opts.contains('r') { "cxa" } else { "axf" }.into());
        lines.remove(0);
    }
    let mv = if lines.len() >= 2 {
        lines.pop().unwrap_or("")
    } else {
        ""
    };
    let position = lines.first().copied().unwrap_or("");

    if let Ok(info) = api::parse_position("xiangqi", position) {
        let again = match api::parse_position("xiangqi", &info.position) {
            Ok(again) => again,
            Err(e) => panic!(
                "the canonical text {:?} of {position:?} does not parse: {e}",
                info.position
            ),
        };
        assert_eq!(again.position, info.position, "input {position:?}");
        assert_eq!(again.to_move, info.to_move, "input {position:?}");
        assert_eq!(again.pieces.len(), info.pieces.len(), "input {position:?}");
    }

    req.position = Some(position.to_string());
    req.moves = lines
        .iter()
        .skip(1)
        .flat_map(|l| api::split_moves("xiangqi", l))
        .collect();
    let _ = api::validate_move(&req, mv);
    let _ = api::explain(&req);
    let _ = api::legal_moves(&req);
});
