//! Arbiter: a board-game rules engine that judges moves and explains the rules behind each verdict.
//!
//! - [`core`]: geometry, piece identity, hashing and history, verdicts, citations, languages, errors.
//! - [`stratego`]: Stratego under ISF rules (Two-Squares and More-Squares Rules).
//! - [`api`]: the game-independent entry points used by the CLI and the WebAssembly bindings.
//!
//! Each game is a Cargo feature (`stratego`, `xiangqi`, `bogenschach`, which needs `chess`; all by
//! default), so that a WebAssembly package can hold one game only: the API then refuses the others
//! with [`core::Error::GameNotBuilt`].

pub mod api;
#[cfg(feature = "bogenschach")]
pub mod bogenschach;
#[cfg(feature = "chess")]
pub mod chess;
pub mod core;
#[cfg(feature = "stratego")]
pub mod stratego;
#[cfg(feature = "xiangqi")]
pub mod xiangqi;

#[cfg(not(any(feature = "stratego", feature = "xiangqi", feature = "bogenschach")))]
compile_error!("enable at least one game: the Cargo features stratego, xiangqi, bogenschach");

#[cfg(target_arch = "wasm32")]
mod wasm;
pub mod wire;

/// The wasm builds' allocator: rlsf's TLSF (two-level segregated fit: constant-time allocation and
/// release) in its code-size options instead of Rust's default dlmalloc, which took 7.2 KB of the
/// Xiangqi package's 128 KB of code. Measured (README, "Size"): the Xiangqi package 63,953 -> 61,317
/// B gzipped; `game.validate`, `validateMove` and `explain` as fast within the noise.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: rlsf::SmallGlobalTlsf = rlsf::SmallGlobalTlsf::new();
