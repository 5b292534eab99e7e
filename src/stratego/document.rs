//! Stratego in annotated documents (docs/documents.md): a move is one token (`B2-B3`), a square
//! is written `B3` (either case).

use super::api::Stratego;
use crate::core::document::Glue;

impl Glue for Stratego {
    fn square(text: &str) -> Option<String> {
        super::position::parse_square(text).ok().map(|sq| sq.name())
    }
}
