//! Piece identity that survives moves, so a rule can follow "the same piece".

use serde::Serialize;

/// A stable identity given to each piece when a position is set up; it never changes while the
/// piece moves, and it is never reused for another piece in the same game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct PieceId(pub u16);

/// Per-side storage, indexed by a side's index (0 or 1), so data per player is never a bare array.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BySide<T> {
    pub first: T,
    pub second: T,
}

impl<T> BySide<T> {
    pub fn get(&self, second: bool) -> &T {
        if second {
            &self.second
        } else {
            &self.first
        }
    }

    pub fn get_mut(&mut self, second: bool) -> &mut T {
        if second {
            &mut self.second
        } else {
            &mut self.first
        }
    }
}
