//! Bogenschach (archery chess): chess in which every turn is a shot at the board (removing the
//! piece on the square hit, of either colour) and then a chess move. Turns as text (`turn`), the
//! shot (`shot`), the points (`scoring`), the rounds and the end of the game (`game`), messages in
//! English and German (`messages`) and the game interface (`api`). The spec and every choice made
//! where it is silent: `docs/rules/bogenschach.md`.

pub mod api;
pub mod document;
pub mod game;
pub mod messages;
#[cfg(feature = "records")]
pub mod records;
pub mod scoring;
pub mod shot;
pub mod turn;

pub use game::{End, Fault, Game, Options, TurnPlayed};
pub use scoring::{Removal, Score};
pub use shot::Shot;
pub use turn::{parse_entry, parse_turn, Entry, MoveText, Turn};
