//! Seeded random setups and random legal games: inputs for benchmarks, property tests and fuzzing.
//!
//! Everything here is deterministic: a seed gives the same setup and the same game on every
//! platform and every run (a SplitMix64 generator, integer arithmetic only, moves chosen from
//! `Game::legal_moves` in its fixed order). Nothing here panics.
//!
//! ```
//! use arbiter::stratego::random::{random_game, random_setup, SetKind};
//! use arbiter::stratego::setup;
//!
//! let start = random_setup(7, SetKind::Classic);
//! assert!(setup::check(&start).is_ok());
//! let (start, moves) = random_game(7, 100, 90);
//! assert!(moves.len() <= 100);
//! # let _ = start;
//! ```

use super::game::{Game, Move};
use super::piece::{Piece, Rank, Side};
use super::position::{Position, GEOMETRY};
use super::rules::Ruleset;
use super::setup::{self, PieceSet};
pub use crate::core::random::Rng;
use crate::core::{PieceId, Square};

/// The piece sets of the spec ("Piece sets per side"), for building setups.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SetKind {
    /// 40 pieces a side.
    Classic,
    /// 8 pieces a side: Marshal, General, Miner, 2 Scouts, Spy, Bomb, Flag.
    Barrage,
    /// 10 pieces a side: Barrage plus a Miner and a Bomb.
    Duell,
}

impl SetKind {
    pub const ALL: [SetKind; 3] = [SetKind::Classic, SetKind::Barrage, SetKind::Duell];

    /// How many of each rank one side has.
    pub fn counts(self) -> &'static [(Rank, u8)] {
        use Rank::*;
        match self {
            SetKind::Classic => &[
                (Flag, 1),
                (Bomb, 6),
                (Spy, 1),
                (Scout, 8),
                (Miner, 5),
                (Sergeant, 4),
                (Lieutenant, 4),
                (Captain, 4),
                (Major, 3),
                (Colonel, 2),
                (General, 1),
                (Marshal, 1),
            ],
            SetKind::Barrage => &[
                (Flag, 1),
                (Bomb, 1),
                (Spy, 1),
                (Scout, 2),
                (Miner, 1),
                (General, 1),
                (Marshal, 1),
            ],
            SetKind::Duell => &[
                (Flag, 1),
                (Bomb, 2),
                (Spy, 1),
                (Scout, 2),
                (Miner, 2),
                (General, 1),
                (Marshal, 1),
            ],
        }
    }

    /// The `setup` module's description of the same set (what `setup::check` reports).
    pub fn piece_set(self) -> &'static PieceSet {
        match self {
            SetKind::Classic => &setup::CLASSIC,
            SetKind::Barrage => &setup::BARRAGE,
            SetKind::Duell => &setup::DUELL,
        }
    }
}

/// A full setup of `set` for both sides, Red on ranks 1-4 and Blue on ranks 7-10, Red to move.
/// The pieces are placed at random on their side's 40 squares (so a Barrage setup is scattered);
/// it passes `setup::check`. Piece ids are given in the order `Position::parse` gives them (rank
/// 10 first, file A first), so `Position::parse(&p.to_text())` equals `p`.
pub fn random_setup(seed: u64, set: SetKind) -> Position {
    let mut rng = Rng::new(seed);
    let mut board: [Option<(Side, Rank)>; 100] = [None; 100];
    for (side, ranks) in [(Side::Red, 0..4u8), (Side::Blue, 6..10u8)] {
        let mut squares: Vec<Square> = ranks
            .flat_map(|r| (0..10u8).map(move |f| Square::new(f, r)))
            .collect();
        rng.shuffle(&mut squares);
        let pieces = set
            .counts()
            .iter()
            .flat_map(|&(rank, n)| std::iter::repeat_n(rank, usize::from(n)));
        for (sq, rank) in squares.into_iter().zip(pieces) {
            board[GEOMETRY.index(sq)] = Some((side, rank));
        }
    }
    let mut pos = Position::default();
    let mut next_id = 0u16;
    for rank in (0..10u8).rev() {
        for file in 0..10u8 {
            let sq = Square::new(file, rank);
            if let Some((side, rank)) = board[GEOMETRY.index(sq)] {
                let id = PieceId(next_id);
                next_id += 1;
                pos.set(sq, Some(Piece { side, rank, id }));
            }
        }
    }
    pos.to_move = Side::Red;
    pos
}

/// How `play_random` chooses among the legal moves. Each preference is a percentage: how often
/// the choice is first narrowed to the moves that have the property (when any has it), in this
/// order: battles avoided, threats, following, back-and-forth, evasions. Then a move is drawn
/// uniformly from what is left.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Style {
    /// Prefer a move onto an empty square. High values give long games (few pieces are lost).
    pub avoid_battles: u8,
    /// Prefer a move onto an empty square next to an enemy piece: threats, for chases.
    pub threaten: u8,
    /// Prefer moving the piece the side moved last: a chaser keeps after its target.
    pub follow: u8,
    /// Prefer taking the piece the side moved last straight back: Two-Squares runs and repeated
    /// boards.
    pub back_and_forth: u8,
    /// Prefer moving a piece that stands next to the square the opponent's last move reached:
    /// evasions, which keep a chase going.
    pub evade: u8,
}

impl Style {
    /// Uniform choice among the legal moves.
    pub const UNIFORM: Style = Style {
        avoid_battles: 0,
        threaten: 0,
        follow: 0,
        back_and_forth: 0,
        evade: 0,
    };

    /// Only battles avoided, `percent` of the time.
    pub fn avoiding_battles(percent: u8) -> Style {
        Style {
            avoid_battles: percent,
            ..Style::UNIFORM
        }
    }
}

/// Narrows `pool` to the moves with `keep`, unless none has it.
fn narrow(pool: &mut Vec<Move>, keep: impl Fn(&Move) -> bool) {
    if pool.iter().any(&keep) {
        pool.retain(keep);
    }
}

/// Plays up to `plies` legal moves on `game`, each drawn from `game.legal_moves()` as `style`
/// says, and returns them. Stops early when the game ends, and when `play` does not accept the
/// drawn move (a battle with a piece of unknown rank, in a position that has one).
pub fn play_random(game: &mut Game, rng: &mut Rng, plies: usize, style: Style) -> Vec<Move> {
    let mut played: Vec<Move> = Vec::with_capacity(plies.min(100_000));
    while played.len() < plies {
        let mut pool = game.legal_moves();
        if pool.is_empty() {
            break;
        }
        let pos = game.position();
        let side = pos.to_move;
        let empty = |sq: Square| pos.get(sq).is_none();
        if rng.percent(style.avoid_battles) {
            narrow(&mut pool, |m| empty(m.to));
        }
        if rng.percent(style.threaten) {
            narrow(&mut pool, |m| {
                empty(m.to)
                    && GEOMETRY
                        .neighbours(m.to)
                        .any(|sq| pos.get(sq).is_some_and(|p| p.side != side))
            });
        }
        let own_last = played.len().checked_sub(2).and_then(|i| played.get(i));
        if let (true, Some(last)) = (rng.percent(style.follow), own_last) {
            narrow(&mut pool, |m| m.from == last.to);
        }
        if let (true, Some(last)) = (rng.percent(style.back_and_forth), own_last) {
            narrow(&mut pool, |m| m.from == last.to && m.to == last.from);
        }
        if let (true, Some(theirs)) = (rng.percent(style.evade), played.last()) {
            narrow(&mut pool, |m| m.from.distance(theirs.to) == 1);
        }
        let Some(&mv) = rng.pick(&pool) else { break };
        match game.play(mv) {
            Ok(a) if a.fault.is_none() => played.push(mv),
            _ => break,
        }
    }
    played
}

/// A random setup of `set` (from `seed`) and up to `plies` legal moves played on it under
/// `rules` as `style` says. Returns the starting position and the moves.
pub fn random_game_with(
    seed: u64,
    set: SetKind,
    rules: Ruleset,
    plies: usize,
    style: Style,
) -> (Position, Vec<Move>) {
    let start = random_setup(seed, set);
    let mut game = Game::new(start.clone(), rules);
    // A second stream, so the moves do not repeat the draws that placed the pieces.
    let mut rng = Rng::new(seed ^ 0xA076_1D64_78BD_642F);
    let moves = play_random(&mut game, &mut rng, plies, style);
    (start, moves)
}

/// A classic-40 game under ISF rules: the random setup of `seed`, then up to `plies` legal moves
/// (fewer if the game ends), choosing a move onto an empty square `avoid_battles_bias` percent of
/// the time when there is one. With 90 or more, most seeds reach 1,000 plies.
pub fn random_game(seed: u64, plies: usize, avoid_battles_bias: u8) -> (Position, Vec<Move>) {
    random_game_with(
        seed,
        SetKind::Classic,
        Ruleset::ISF,
        plies,
        Style::avoiding_battles(avoid_battles_bias),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn setups_pass_the_setup_check_and_read_back() {
        for set in SetKind::ALL {
            for seed in 0..20 {
                let p = random_setup(seed, set);
                let found = setup::check(&p).unwrap();
                assert_eq!(found.name, set.piece_set().name);
                assert_eq!(Position::parse(&p.to_text()).unwrap(), p);
            }
        }
    }

    #[test]
    fn the_same_seed_gives_the_same_game() {
        let a = random_game(3, 200, 90);
        let b = random_game(3, 200, 90);
        assert_eq!(a, b);
        assert_ne!(
            random_setup(3, SetKind::Classic),
            random_setup(4, SetKind::Classic)
        );
    }

    #[test]
    fn below_stays_in_range() {
        let mut rng = Rng::new(1);
        assert_eq!(rng.below(0), 0);
        assert!((0..1000).all(|_| rng.below(7) < 7));
        assert!(rng.pick::<u8>(&[]).is_none());
    }
}
