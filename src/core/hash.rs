//! Position hashing (Zobrist) and the table of positions seen, for repetition rules.
//!
//! Each (square index, piece code) pair has a fixed 64-bit key computed by SplitMix64, so no table
//! is stored and every game shares the same scheme. A position's hash is the XOR of the keys of
//! its occupied squares, updated incrementally as pieces move: checking a move for repetition costs
//! the same on ply 10 as on ply 1,000.

use std::collections::HashMap;

pub type PositionHash = u64;

fn splitmix64(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// The key of a piece code (1..=255; 0 means empty) standing on the square with this index.
pub fn key(square_index: usize, piece_code: u8) -> PositionHash {
    if piece_code == 0 {
        0
    } else {
        splitmix64(((square_index as u64) << 8) | piece_code as u64)
    }
}

/// Key mixed in for "this side is to move", for games whose repetitions include the turn.
pub fn side_key(second: bool) -> PositionHash {
    if second {
        splitmix64(u64::MAX)
    } else {
        0
    }
}

/// Positions seen, each with the plies after which it stood on the board (0 = the start).
#[derive(Clone, Debug, Default)]
pub struct RepetitionTable {
    seen: HashMap<PositionHash, Vec<usize>>,
}

impl RepetitionTable {
    pub fn new() -> Self {
        Self::default()
    }

    /// Forgets every position (after a capture or battle, none of them can recur).
    pub fn clear(&mut self) {
        self.seen.clear();
    }

    pub fn record(&mut self, hash: PositionHash, ply: usize) {
        self.seen.entry(hash).or_default().push(ply);
    }

    /// The plies after which this position stood on the board, oldest first.
    pub fn occurrences(&self, hash: PositionHash) -> &[usize] {
        self.seen.get(&hash).map(Vec::as_slice).unwrap_or(&[])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_differ_by_square_and_piece() {
        assert_ne!(key(0, 1), key(1, 1));
        assert_ne!(key(0, 1), key(0, 2));
        assert_eq!(key(5, 0), 0);
    }

    #[test]
    fn table_reports_earlier_plies_and_forgets_on_clear() {
        let mut t = RepetitionTable::new();
        t.record(42, 0);
        t.record(42, 4);
        assert_eq!(t.occurrences(42), &[0, 4]);
        assert!(t.occurrences(7).is_empty());
        t.clear();
        assert!(t.occurrences(42).is_empty());
    }
}
