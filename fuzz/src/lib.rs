//! What the whole-game fuzz targets (`xiangqi`, `bogenschach`) share: reading the input's lines into a request,
//! checking that a position that parses writes back a canonical text that parses to itself, and putting the
//! request through every entry point, none of which may panic.
//!
//! Input (lossy UTF-8), split into lines:
//! - optional first line starting with `!`: options, one letter each (`d` German; the target reads the others
//!   to pick a ruleset, e.g. an unknown name to reach the error path);
//! - the position (blank: the game's start);
//! - the history: the moves on the lines in between, split as the CLI splits them (`api::split_moves`);
//! - the last line: the move to judge.

use arbiter::api::{self, Request};
use arbiter::core::Lang;

/// Runs one fuzz input for `game`; `rules` maps the option letters to the ruleset name.
pub fn judge_game(game: &str, data: &[u8], rules: impl Fn(&str) -> &'static str) {
    let text = String::from_utf8_lossy(data);
    let mut lines: Vec<&str> = text.split('\n').collect();
    let mut req = Request {
        game: game.into(),
        ..Request::default()
    };
    if let Some(opts) = lines.first().and_then(|l| l.strip_prefix('!')) {
        if opts.contains('d') {
            req.lang = Lang::De;
        }
        req.rules = Some(rules(opts).into());
        lines.remove(0);
    }
    let mv = if lines.len() >= 2 {
        lines.pop().unwrap_or("")
    } else {
        ""
    };
    let position = lines.first().copied().unwrap_or("");
    canonical_round_trip(game, position);

    req.position = Some(position.to_string());
    req.moves = lines
        .iter()
        .skip(1)
        .flat_map(|l| api::split_moves(game, l))
        .collect();
    let _ = api::validate_move(&req, mv);
    let _ = api::explain(&req);
    let _ = api::legal_moves(&req);
}

/// A position that parses writes back a canonical text that parses to the same text, side to move and pieces.
pub fn canonical_round_trip(game: &str, position: &str) {
    let Ok(info) = api::parse_position(game, position) else {
        return;
    };
    let again = match api::parse_position(game, &info.position) {
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

/// Runs one fuzz input of a record reader (`xiangqi_record`, `bogenschach_record`): the bytes decoded as a
/// file is (`movetext::decode`: UTF-8, GBK or Big5) and, apart, read as lossy UTF-8; `import_record` in English
/// and German never panics; a record that reads gives a position that parses, and written in each format the
/// game writes it reads back to the same moves (and, through PGN, the same position); explaining it never panics.
pub fn read_record(game: &str, data: &[u8]) {
    let lossy = String::from_utf8_lossy(data).into_owned();
    let mut texts = vec![lossy];
    if let Ok(decoded) = arbiter::core::movetext::decode(data) {
        texts.push(decoded);
    }
    for text in texts {
        let _ = api::import_record_in(game, &text, Lang::De);
        let Ok(rec) = api::import_record(game, &text) else {
            continue;
        };
        if let Err(e) = api::parse_position(game, &rec.position) {
            panic!("the record's position {:?} does not parse: {e}", rec.position);
        }
        let written = api::describe(game).map(|d| d.records_written).unwrap_or(&[]);
        for format in written {
            let Ok(out) = api::export_record(game, format, &rec, &api::ExportOptions::default()) else {
                continue;
            };
            let again = match api::import_record(game, &out) {
                Ok(again) => again,
                Err(e) => panic!("the record written as {format} does not read: {e}\n{out}"),
            };
            if !rec.moves.is_empty() || *format == "pgn" {
                assert_eq!(again.moves, rec.moves, "{format}:\n{out}");
            }
            if *format == "pgn" {
                assert_eq!(again.position, rec.position, "{out}");
            }
        }
        let req = Request {
            game: game.into(),
            record: Some(text),
            ..Request::default()
        };
        let _ = api::explain(&req);
    }
}
