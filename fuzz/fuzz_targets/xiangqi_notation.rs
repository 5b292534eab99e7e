//! Xiangqi move notation: any FEN and any move text. `parse_move` (ICCS, WXF, Chinese) and
//! `parse_chinese` never panic; a move they read that is legal, written back in each notation
//! (ICCS, WXF, Chinese in simplified and traditional characters), reads to the same move; and
//! every legal move of a position that parses round-trips through both Chinese forms and WXF.
//!
//! Input (lossy UTF-8): the first line a FEN (blank: the start), the rest the move text.
#![no_main]

use arbiter::xiangqi::chinese::{chinese, chinese_traditional, parse_chinese};
use arbiter::xiangqi::movegen::{is_legal, legal_moves};
use arbiter::xiangqi::notation::{iccs, parse_move, wxf};
use arbiter::xiangqi::Position;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let (fen, mv) = text.split_once('\n').unwrap_or((&text, ""));
    let pos = if fen.trim().is_empty() {
        Position::start()
    } else {
        match Position::parse(fen) {
            Ok(p) => p,
            Err(_) => Position::start(),
        }
    };
    let _ = parse_chinese(&pos, mv);
    if let Ok(m) = parse_move(&pos, mv) {
        if is_legal(&pos, m) {
            for written in [
                Some(iccs(m)),
                wxf(&pos, m),
                chinese(&pos, m),
                chinese_traditional(&pos, m),
            ] {
                let written = written.expect("a legal move has every notation");
                assert_eq!(
                    parse_move(&pos, &written),
                    Ok(m),
                    "{written} in {}",
                    pos.to_fen()
                );
            }
        }
    }
    for m in legal_moves(&pos) {
        let c = chinese(&pos, m).expect("chinese");
        assert_eq!(parse_chinese(&pos, &c), Ok(m), "{c} in {}", pos.to_fen());
        let t = chinese_traditional(&pos, m).expect("traditional");
        assert_eq!(parse_chinese(&pos, &t), Ok(m), "{t} in {}", pos.to_fen());
        let w = wxf(&pos, m).expect("wxf");
        assert_eq!(parse_move(&pos, &w), Ok(m), "{w} in {}", pos.to_fen());
    }
});
