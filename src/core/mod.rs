//! What every game shares: board geometry, piece identity, position hashing and history,
//! verdicts and explanations, rule citations, languages and the error type.

pub mod cite;
pub mod document;
pub mod error;
pub mod game;
pub mod geometry;
pub mod hash;
pub mod i18n;
pub mod movetext;
pub mod piece;
pub mod random;
pub mod request;
pub mod verdict;
// The XML lexer serves Stratego's Gravon importer only.
#[cfg(feature = "gravon")]
pub mod xml;

pub use cite::Citation;
pub use error::Error;
pub use game::{Game, GameRules, Session};
pub use geometry::{Geometry, Square};
pub use hash::{PositionHash, RepetitionTable};
pub use i18n::Lang;
pub use piece::PieceId;
pub use request::{Request, RequestOptions};
pub use verdict::{GameResult, MoveRef, Verdict};
