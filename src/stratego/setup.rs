//! Full setups (spec "Piece sets"): a game from the start must have each side's whole set in its
//! own four ranks. Rule examples and pasted positions are not checked.

use super::piece::{Rank, Side};
use super::position::Position;
use crate::core::Error;

/// A piece set: its name and how many of each rank (ranks in `Rank::ALL` order, Unknown last).
pub struct PieceSet {
    pub name: &'static str,
    counts: [u8; 13],
}

// Order: Flag, Bomb, Spy, Scout, Miner, Sergeant, Lieutenant, Captain, Major, Colonel, General,
// Marshal, Unknown.
pub const CLASSIC: PieceSet = PieceSet {
    name: "classic (40)",
    counts: [1, 6, 1, 8, 5, 4, 4, 4, 3, 2, 1, 1, 0],
};
pub const BARRAGE: PieceSet = PieceSet {
    name: "Barrage (8)",
    counts: [1, 1, 1, 2, 1, 0, 0, 0, 0, 0, 1, 1, 0],
};
pub const DUELL: PieceSet = PieceSet {
    name: "Duell (10)",
    counts: [1, 2, 1, 2, 2, 0, 0, 0, 0, 0, 1, 1, 0],
};
pub const SETS: [&PieceSet; 3] = [&CLASSIC, &BARRAGE, &DUELL];

fn counts(pos: &Position, side: Side) -> [u8; 13] {
    let mut c = [0u8; 13];
    for (_, p) in pos.pieces().filter(|(_, p)| p.side == side) {
        let i = Rank::ALL.iter().position(|&r| r == p.rank).unwrap_or(12);
        c[i] = c[i].saturating_add(1);
    }
    c
}

/// Checks a full setup; returns the set it matches.
pub fn check(pos: &Position) -> Result<&'static PieceSet, Error> {
    for (sq, p) in pos.pieces() {
        let home = match p.side {
            Side::Red => sq.rank <= 3,
            Side::Blue => sq.rank >= 6,
        };
        if !home {
            return Err(Error::BadSetup {
                reason: format!(
                    "{} {} on {sq} is outside its side's setup area (Red ranks 1-4, Blue ranks 7-10)",
                    p.side.id(),
                    p.rank.id()
                ),
            });
        }
        if p.rank == Rank::Unknown {
            return Err(Error::BadSetup {
                reason: format!(
                    "the piece on {sq} has an unknown rank; a full setup names every rank"
                ),
            });
        }
    }
    let red = counts(pos, Side::Red);
    let blue = counts(pos, Side::Blue);
    for set in SETS {
        if red == set.counts && blue == set.counts {
            return Ok(set);
        }
    }
    let describe = |c: &[u8; 13]| -> String {
        let total: u32 = c.iter().map(|&n| n as u32).sum();
        let nearest = SETS
            .iter()
            .min_by_key(|s| {
                s.counts
                    .iter()
                    .zip(c)
                    .map(|(a, b)| (*a as i32 - *b as i32).unsigned_abs())
                    .sum::<u32>()
            })
            .unwrap_or(&&CLASSIC);
        let diffs: Vec<String> = Rank::ALL
            .iter()
            .zip(nearest.counts.iter().zip(c))
            .filter(|(_, (want, have))| want != have)
            .map(|(r, (want, have))| format!("{} {have} of {want}", r.id()))
            .collect();
        format!(
            "{total} pieces; against the {} set: {}",
            nearest.name,
            diffs.join(", ")
        )
    };
    Err(Error::BadSetup {
        reason: format!(
            "the pieces do not match the classic, Barrage or Duell set for both sides (red: {}; blue: {})",
            describe(&red),
            describe(&blue)
        ),
    })
}
