//! Arbiter: a board-game rules engine that says whether a move is legal and why, citing the rule.
//!
//! Three rule systems, each a Cargo feature, all built by the default feature `all-games`:
//!
//! - **Stratego** under ISF rules (`stratego`), with the Two-Squares Rule (ISF 10) and the
//!   More-Squares Rule (ISF 11, continuous chase) judged move by move;
//! - **Xiangqi** under AXF rules (`xiangqi`): every move classified as check, chase or idle, and
//!   perpetual check and chase judged on each repetition cycle;
//! - **Bogenschach**, archery chess (`bogenschach`, on the chess move generator of `chess`): a shot,
//!   then a move, scored and ended by the Bogenjäger Stuttgart rules.
//!
//! A build that leaves a game out refuses it with [`core::Error::GameNotBuilt`] (code
//! `game-not-built`), so that a WebAssembly package can hold one game only.
//!
//! # Where to start
//!
//! Every caller (the CLI, the WebAssembly bindings, the tests) asks through [`api`], which names
//! the game in a [`api::Request`] and answers in the same shape for every game:
//!
//! - [`api::validate_move`]: may this move be played after the history? (stateless: the
//!   history is replayed for each call);
//! - [`api::Session`]: a game opened once, then [`Session::validate`](core::Session::validate),
//!   [`play`](core::Session::play), [`undo`](core::Session::undo) and
//!   [`explain`](core::Session::explain) at a cost that does not grow with the game's length;
//! - [`api::legal_moves`], [`api::parse_position`], [`api::import_record`], [`api::perft`],
//!   [`api::describe`] (the game as data: board, pieces, rulesets, options).
//!
//! Errors are one enum, [`core::Error`], with a stable `code()` and a message; bad input is an
//! error, never a panic.
//!
//! ```
//! use arbiter::api::{self, Request};
//!
//! // Stratego: a Colonel chasing a Major round a Bomb (the German federation's first example)
//! let req = Request {
//!     game: "stratego".into(),
//!     position: Some("10/10/10/10/10/1b8/bj2b5/10/1O8/10 r".into()),
//!     moves: api::split_moves("stratego", "B2-B3 B4-C4 B3-C3 C4-D4 C3-D3 D4-C4 D3-C3 C4-B4"),
//!     ..Request::default()
//! };
//! let verdict = api::validate_move(&req, "C3-B3")?;
//! assert!(!verdict.legal());
//! assert_eq!(verdict.rule(), Some("more-squares"));
//! assert!(verdict.message().contains("(ISF 11)"), "{}", verdict.message());
//! assert!(api::validate_move(&req, "C3-C4")?.legal());
//!
//! // bad input is an error with a code
//! let err = api::validate_move(&req, "Z9-Z10").unwrap_err();
//! assert_eq!(err.code(), "bad-square");
//! # Ok::<(), arbiter::core::Error>(())
//! ```
//!
//! # Modules
//!
//! - [`api`]: the registry of games (one line each) and the game-independent entry points.
//! - [`core`]: what every game shares.
//!   - [`core::game`]: the [`Game`](core::Game) trait a game implements, and what is written once
//!     on top of it: replay, explanations, the stateless answers and [`core::Session`].
//!   - [`core::request`]: the request (game, ruleset, options, position, moves or record,
//!     language) and its size limits.
//!   - [`core::verdict`]: a game's verdict on a move and how a game stands.
//!   - [`core::error`]: the error type and its codes. [`core::cite`]: rule citations.
//!     [`core::i18n`]: languages and message templates.
//!   - [`core::geometry`], [`core::piece`], [`core::hash`]: squares, piece identity, Zobrist
//!     hashing and the table of positions seen. [`core::random`]: a seeded generator for tests and
//!     benchmarks.
#![cfg_attr(
    feature = "gravon",
    doc = "  - [`core::xml`]: the small XML reader of game records (feature `gravon`)."
)]
//! - [`stratego`]: Stratego under ISF rules. [`stratego::api`] implements the game interface;
//!   [`stratego::game`] applies the rules move by move; [`stratego::battle`] (ISF 5),
//!   [`stratego::two_squares`] (ISF 10), [`stratego::more_squares`] (ISF 11) each hold one rule;
//!   [`stratego::position`], [`stratego::piece`], [`stratego::setup`], [`stratego::rules`]
//!   (rulesets and options), [`stratego::messages`], [`stratego::random`] (seeded games).
#![cfg_attr(
    feature = "gravon",
    doc = "  [`stratego::gravon`] reads Gravon's StraDoS2 records (feature `gravon`)."
)]
//! - [`xiangqi`]: Xiangqi under AXF rules. [`xiangqi::api`], [`xiangqi::game`];
//!   [`xiangqi::movegen`] (moves and legality), [`xiangqi::chase`] (check, chase or idle),
//!   [`xiangqi::repetition`] (the verdict on a cycle), [`xiangqi::notation`] (ICCS, WXF),
//!   [`xiangqi::chinese`] (Chinese notation), [`xiangqi::position`] (FEN), [`xiangqi::piece`],
//!   [`xiangqi::messages`].
//! - [`bogenschach`]: archery chess. [`bogenschach::api`], [`bogenschach::game`] (turns, rounds,
//!   the end and its tie-breaks), [`bogenschach::turn`] (turns as text), [`bogenschach::shot`],
//!   [`bogenschach::scoring`], [`bogenschach::messages`].
//! - [`chess`]: the move generator under Bogenschach, which also accepts a side without a King
//!   and the side not to move in check: [`chess::movegen`] (legal moves, perft),
//!   [`chess::position`] (FEN), [`chess::notation`] (SAN, UCI), [`chess::piece`].
//!
//! The rules as implemented are written out in `docs/rules/`; the JavaScript API in
//! `docs/api.md`; the design in `docs/architecture.md`; adding a game in `docs/adding-a-game.md`.
//!
//! # Stratego
//!
//! A move judged, an explanation and a session. `Session::explain` gives a row per move in the
//! same shape as a verdict, with its label, the move and the rule's message.
//!
//! ```
//! use arbiter::api::{self, Request, Session};
//! use arbiter::stratego::api::Stratego;
//!
//! let req = Request {
//!     game: "stratego".into(),
//!     position: Some("10/10/10/10/10/1b8/bj2b5/10/1O8/10 r".into()),
//!     moves: api::split_moves("stratego", "B2-B3 B4-C4 B3-C3 C4-D4 C3-D3 D4-C4 D3-C3 C4-B4"),
//!     ..Request::default()
//! };
//!
//! // judging a move: the Colonel may not bring back the board that stood after 1a
//! let verdict = api::validate_move(&req, "C3-B3")?;
//! assert_eq!((verdict.legal(), verdict.rule()), (false, Some("more-squares")));
//!
//! // explaining the game: a row per move, each with its verdict
//! let mut session = Session::<Stratego>::open(&req)?;
//! let explanation = session.explain()?;
//! assert_eq!(explanation.rows.len(), 8);
//! assert_eq!(explanation.rows[0].label, "1a");
//! assert_eq!(explanation.rows[0].facts.text, "B2-B3");
//! assert!(explanation.rows.iter().all(|row| row.legal));
//!
//! // a session: judge, play and take back, each in constant time
//! let refused = session.validate("C3-B3")?;
//! assert_eq!(refused.rule, Some("more-squares"));
//! assert_eq!(refused.citation.map(|c| c.rule), Some("ISF 11"));
//! let played = session.play("C3-C4")?;
//! assert!(played.legal);
//! assert_eq!(played.label, "5a");
//! assert_eq!(session.moves().len(), 9);
//! assert!(session.undo()?);
//! assert_eq!(session.moves().len(), 8);
//! # Ok::<(), arbiter::core::Error>(())
//! ```
//!
//! # Xiangqi
//!
//! The AXF rule on perpetual chase, and the `repetitionCount` and `notation` options. Moves are
//! read in ICCS (`h2e2`), WXF (`C2=5`) or Chinese notation (`炮二平五`) alike.
//!
//! ```
//! use arbiter::api::{self, OptionValue, Request, Session};
//! use arbiter::xiangqi::api::Xiangqi;
//!
//! // Red's Cannon chases the Black Chariot round a cycle; its fifth move repeated the position a
//! // third time, and the ruling fell that Red must vary; its sixth would repeat the cycle again
//! let mut req = Request {
//!     game: "xiangqi".into(),
//!     position: Some("4k4/9/r8/9/9/NN7/9/9/9/2CK5 w".into()),
//!     moves: api::split_moves("xiangqi", "C7=9 R1=2 C9=8 R2=1 C8=9 R1=2 C9=8 R2=1 C8=9 R1=2"),
//!     ..Request::default()
//! };
//!
//! // judging a move
//! let verdict = api::validate_move(&req, "C9=8")?;
//! assert_eq!((verdict.legal(), verdict.rule()), (false, Some("perpetual-chase")));
//! assert!(verdict.message().contains("Red chases perpetually"), "{}", verdict.message());
//! req.options.set("repetitionCount", OptionValue::Whole(4));
//! assert!(api::validate_move(&req, "C9=8")?.legal());
//!
//! // explaining a game, the moves written in Chinese notation
//! let opening = Request {
//!     game: "xiangqi".into(),
//!     moves: api::split_moves("xiangqi", "h2e2 h9g7"),
//!     ..Request::default()
//! };
//! let mut chinese = opening.clone();
//! chinese.options.set("notation", OptionValue::Text("chinese".into()));
//! let mut session = Session::<Xiangqi>::open(&chinese)?;
//! let rows = session.explain()?.rows;
//! assert_eq!(rows[0].facts.text, "炮二平五");
//! assert_eq!(rows[1].facts.piece, Some("horse"));
//!
//! // a session: a move in WXF, then taken back
//! let played = session.play("H2+3")?;
//! assert!(played.legal, "{}", played.message);
//! assert_eq!(played.label, "2a");
//! assert!(session.undo()?);
//! assert_eq!(session.legal_moves()?.len(), api::legal_moves(&opening)?.len());
//! # Ok::<(), arbiter::core::Error>(())
//! ```
//!
//! # Bogenschach
//!
//! A turn is a shot (`@e7`, the square hit, or `@-`, a miss) and a move in SAN or UCI, or `--`
//! for a skipped move; turns are separated by `;`.
//!
//! ```
//! use arbiter::api::{self, Request, Session};
//! use arbiter::bogenschach::api::Bogenschach;
//!
//! let req = Request {
//!     game: "bogenschach".into(),
//!     moves: api::split_moves("bogenschach", "@- e2e4; @e7 Nf6"),
//!     ..Request::default()
//! };
//! assert_eq!(req.moves, ["@- e2e4", "@e7 Nf6"]);
//!
//! // judging a turn: White may not skip the move while it has a legal one
//! let verdict = api::validate_move(&req, "@d1 --")?;
//! assert_eq!((verdict.legal(), verdict.rule()), (false, Some("skip")));
//! assert!(api::validate_move(&req, "@f6 d2d4")?.legal());
//!
//! // explaining the game: Black's shot removed its own Pawn on e7, a point for White
//! let mut session = Session::<Bogenschach>::open(&req)?;
//! let rows = session.explain()?.rows;
//! assert_eq!(rows.len(), 2);
//! assert_eq!(rows[1].facts.shot.as_deref(), Some("e7"));
//! assert!(rows[1].message.contains("1 point for White"), "{}", rows[1].message);
//!
//! // a session: White's shot removes the Knight on f6, then d4
//! let played = session.play("@f6 d2d4")?;
//! assert!(played.legal);
//! assert_eq!(played.label, "2w");
//! assert!(session.play("@- e2e4")?.rule == Some("movement"));
//! # Ok::<(), arbiter::core::Error>(())
//! ```

/// The registry of games, one line each: the variant of `api::GameKind`, the game's module (built
/// with the Cargo feature `all-games` or its own, of the same name), its name in requests, and the type that implements
/// `core::Game`. `$then` is the macro given the list: here [`declare_games`], which declares the
/// modules, and in [`api`] the registry itself.
macro_rules! with_games {
    ($then:ident) => {
        $then! {
            Stratego stratego "stratego" => crate::stratego::api::Stratego;
            Xiangqi xiangqi "xiangqi" => crate::xiangqi::api::Xiangqi;
            Bogenschach bogenschach "bogenschach" => crate::bogenschach::api::Bogenschach;
        }
    };
}

/// Each game's module, compiled with the Cargo feature `all-games` or its own.
macro_rules! declare_games {
    ($($variant:ident $module:ident $name:literal => $ty:ty;)*) => {
        $(#[cfg(any(feature = "all-games", feature = $name))] pub mod $module;)*
    };
}
with_games!(declare_games);

pub mod api;
#[cfg(any(feature = "all-games", feature = "chess"))]
pub mod chess;
pub mod core;

#[cfg(target_arch = "wasm32")]
mod wasm;
pub mod wire;

/// The README's Rust example, run as a doctest so that it stays true.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;

/// The wasm builds' allocator: rlsf's TLSF (two-level segregated fit: constant-time allocation and
/// release) in its code-size options, instead of Rust's default dlmalloc: each package is smaller
/// and the calls as fast (docs/performance.md, "Allocator").
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: rlsf::SmallGlobalTlsf = rlsf::SmallGlobalTlsf::new();
