//! Arbiter: a board-game rules engine that judges moves and explains the rules behind each verdict.
//!
//! - [`core`]: geometry, piece identity, hashing and history, verdicts, citations, languages, errors.
//! - [`stratego`]: Stratego under ISF rules (Two-Squares and More-Squares Rules).
//! - [`api`]: the game-independent entry points used by the CLI and the WebAssembly bindings.

pub mod api;
pub mod bogenschach;
pub mod chess;
pub mod core;
pub mod stratego;
pub mod xiangqi;

#[cfg(target_arch = "wasm32")]
mod wasm;
