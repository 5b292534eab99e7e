//! Chess: positions with FEN, legal moves, check, mate and stalemate, SAN and UCI, perft.
//! The generator accepts what Bogenschach reaches and chess does not: a side without a King (all
//! its moves are legal) and the side not to move in check (its King may still not be captured).
//! The notation is `docs/chess-notation.md`.

pub(crate) mod bitboard;
pub(crate) mod board;
pub mod movegen;
pub mod notation;
pub mod piece;
pub mod position;

pub use movegen::{divide, perft, perft_within, Illegal, Move, MoveKind, Status, Undo};
pub use piece::{Color, Piece, Role};
pub use position::{Castling, Position, START_FEN};

/// The leaf nodes chess's perft counts unless asked for more: depth 5 from the start (4,865,609)
/// and not depth 6 (119,060,324), about a second of one core in WebAssembly.
pub const PERFT_BUDGET: u64 = 10_000_000;
