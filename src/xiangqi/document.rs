//! Xiangqi in annotated documents (docs/documents.md): a move is one token (WXF, ICCS or Chinese),
//! a square is written in ICCS, `e2` (either case).

use super::api::Xiangqi;
use crate::core::document::Glue;

impl Glue for Xiangqi {
    const POSITION_TAG: &'static str = "FEN";
    const TAG_NAMES: &'static [&'static str] = &["chinese chess"];

    fn square(text: &str) -> Option<String> {
        super::position::parse_square(text)
            .ok()
            .map(super::position::square_name)
    }
}
