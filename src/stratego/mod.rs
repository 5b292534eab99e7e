//! Stratego under ISF rules: positions, moves, battles, the Two-Squares Rule (`two_squares`) and
//! the More-Squares Rule (`more_squares`), and the game that applies them move by move.
//! The spec is `docs/rules/stratego.md`; the notation is `docs/stratego-notation.md`.

pub mod api;
pub mod document;
pub mod battle;
pub mod game;
#[cfg(feature = "gravon")]
pub mod gravon;
pub mod messages;
pub mod more_squares;
pub mod piece;
pub mod position;
pub mod random;
pub mod rules;
pub mod setup;
pub mod two_squares;

pub use game::{Game, Move};
pub use piece::{Piece, Rank, Side};
pub use position::Position;
pub use rules::{Options, Ruleset};
