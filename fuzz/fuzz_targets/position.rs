//! Any text given as a position: parsing never panics, and a position that parses writes back a
//! canonical text that parses to the same canonical text, side to move and pieces.
#![no_main]

use arbiter::api;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let Ok(info) = api::parse_position("stratego", &text) else {
        return;
    };
    let again = match api::parse_position("stratego", &info.position) {
        Ok(again) => again,
        Err(e) => panic!(
            "the canonical text {:?} of {text:?} does not parse: {e}",
            info.position
        ),
    };
    assert_eq!(again.position, info.position, "input {text:?}");
    assert_eq!(again.to_move, info.to_move, "input {text:?}");
    assert_eq!(again.pieces.len(), info.pieces.len(), "input {text:?}");
});
