//! Any text given as a Gravon StraDoS2 record: importing never panics; a record that imports gives a
//! position that parses back to itself, and explaining the record as a game never panics.
#![no_main]

use arbiter::api::{self, Request};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let Ok(rec) = api::import_record("stratego", &text) else {
        return;
    };
    let info = match api::parse_position("stratego", &rec.position) {
        Ok(info) => info,
        Err(e) => panic!(
            "the imported position {:?} does not parse: {e}",
            rec.position
        ),
    };
    assert_eq!(info.position, rec.position);
    let req = Request {
        game: "stratego".into(),
        record: Some(text.into_owned()),
        ..Request::default()
    };
    let _ = api::explain(&req);
});
