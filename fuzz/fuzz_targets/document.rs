//! Any bytes as an annotated example document (docs/documents.md), read as lossy UTF-8 in English and in German:
//! reading never panics; a document in the PGN form that reads is written (`write_document`) and reads back to the
//! same chapters, and the text written again is the same text. (An earlier `key: value` file may hold what a
//! document cannot say as written, such as a `}` in a text, which PGN cannot escape inside a comment.)
#![no_main]

use arbiter::api;
use arbiter::core::Lang;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let _ = api::read_document(&text, Lang::De);
    let Ok(doc) = api::read_document(&text, Lang::En) else {
        return;
    };
    let pgn = text
        .trim_start_matches(|c: char| c.is_whitespace() || c == '\u{feff}')
        .starts_with(['[', '{']);
    if !pgn {
        return;
    }
    let written = api::write_document(&doc.chapters).expect("a document read can be written");
    let again = api::read_document(&written, Lang::En)
        .unwrap_or_else(|e| panic!("the written document does not read: {e}\n{written}"));
    assert_eq!(again.chapters.len(), doc.chapters.len());
    for (a, b) in doc.chapters.iter().zip(&again.chapters) {
        assert_eq!(a.written(), b.written(), "{written}");
    }
    assert_eq!(api::write_document(&again.chapters).expect("written again"), written);
});
