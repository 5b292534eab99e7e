//! Xiangqi (Chinese chess) under AXF rules: positions and FEN (`position`), move generation and
//! legality (`movegen`), ICCS and WXF notation (`notation`), Chinese notation (`chinese`), each
//! move's classification as check, chase or idle (`chase`) and the AXF verdict on a repetition
//! cycle (`repetition`), applied by `game` (pieces keep their identity, so a chased piece is
//! followed as it flees).
//! The spec is `docs/rules/xiangqi.md`; the notation is `docs/xiangqi-notation.md`.

pub mod api;
pub mod document;
pub mod chase;
pub mod chinese;
pub mod game;
pub mod messages;
pub mod movegen;
pub mod notation;
pub mod piece;
pub mod position;
#[cfg(feature = "records")]
pub mod records;
pub mod repetition;

pub use game::{Game, Played};
pub use movegen::{judge, legal_moves, outcome, perft, Fault, MovementFault, Outcome};
pub use piece::{Kind, Piece, Side};
pub use position::{Move, Position};
