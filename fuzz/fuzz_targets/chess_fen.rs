//! Chess FEN and move text (`api::parse_position` has no chess; this calls `arbiter::chess`).
//!
//! Input (lossy UTF-8): the first line a FEN, the rest (trimmed) a move in UCI or SAN.
//! - `Position::from_fen` never panics; a FEN that reads writes back (`to_fen`) a text that reads
//!   to the same text;
//! - `notation::parse_move` on the read position never panics; a move it accepts is legal, and its
//!   UCI and SAN texts read back to the same move; the position after it writes a FEN that reads
//!   back to itself.
#![no_main]

use arbiter::chess::notation::{parse_move, to_san, to_uci};
use arbiter::chess::Position;
use libfuzzer_sys::fuzz_target;

fn round_trip(fen: &str, what: &str) -> Position {
    let pos = match Position::from_fen(fen) {
        Ok(p) => p,
        Err(e) => panic!("{what}: the FEN {fen:?} does not read back: {e}"),
    };
    assert_eq!(pos.to_fen(), fen, "{what}");
    pos
}

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let (fen, rest) = text.split_once('\n').unwrap_or((&text, ""));
    let Ok(pos) = Position::from_fen(fen) else {
        return;
    };
    let canonical = pos.to_fen();
    let pos = round_trip(&canonical, &format!("canonical text of {fen:?}"));
    let Ok(m) = parse_move(&pos, rest) else {
        return;
    };
    assert!(
        pos.is_legal(&m),
        "{rest:?} read as illegal {m:?} in {canonical}"
    );
    let uci = to_uci(&m);
    let san = to_san(&pos, &m);
    match parse_move(&pos, &uci) {
        Ok(m2) => assert_eq!(m2, m, "UCI {uci:?} in {canonical}"),
        Err(e) => panic!("UCI {uci:?} of {rest:?} does not read in {canonical}: {e}"),
    }
    match parse_move(&pos, &san) {
        Ok(m2) => assert_eq!(m2, m, "SAN {san:?} in {canonical}"),
        Err(e) => panic!("SAN {san:?} of {rest:?} does not read in {canonical}: {e}"),
    }
    let after = pos.play(&m).to_fen();
    round_trip(&after, &format!("after {uci} in {canonical}"));
});
