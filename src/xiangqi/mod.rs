//! Xiangqi (Chinese chess) under AXF rules: positions and FEN (`position`), move generation and
//! legality (`movegen`), ICCS and WXF notation (`notation`). The chase and perpetual-check rules
//! come next; pieces keep their identity and positions their hash (side to move included) for them.
//! The spec is `docs/rules/xiangqi.md`; the notation is `docs/xiangqi-notation.md`.

pub mod api;
pub mod chase;
pub mod game;
pub mod messages;
pub mod movegen;
pub mod notation;
pub mod piece;
pub mod position;
pub mod repetition;

pub use game::{Game, Played};
pub use movegen::{judge, legal_moves, outcome, perft, Fault, MovementFault, Outcome};
pub use piece::{Kind, Piece, Side};
pub use position::{Move, Position};
