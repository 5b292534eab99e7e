//! Position hashing (Zobrist) and the table of positions seen, for repetition rules.
//!
//! Each (square index, piece code) pair has a fixed 64-bit key computed by SplitMix64, so no table
//! is stored and every game shares the same scheme. A position's hash is the XOR of the keys of
//! its occupied squares, updated incrementally as pieces move: checking a move for repetition costs
//! the same on ply 10 as on ply 1,000.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

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

/// A hasher for keys that are already Zobrist hashes (uniformly random 64-bit values): it keeps
/// the value as it is, instead of hashing it again with SipHash (a third of a replayed ply's time).
#[derive(Clone, Copy, Debug, Default)]
pub struct ZobristHasher(u64);

impl Hasher for ZobristHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

/// One occurrence of a position: the ply after which it stood, and the index of the position's
/// previous occurrence in the table (`NONE` for its first).
#[derive(Clone, Copy, Debug)]
struct Occurrence {
    hash: PositionHash,
    ply: u32,
    previous: u32,
}

const NONE: u32 = u32::MAX;

/// Positions seen, each with the plies after which it stood on the board (0 = the start). Each
/// occurrence is one entry of a list (no allocation per position); the map points at a
/// position's latest one, which links to the one before. Recording, looking up the latest and
/// taking back the last recorded occurrence cost the same at ply 10 and at ply 10,000.
#[derive(Clone, Debug, Default)]
pub struct RepetitionTable {
    /// A position's latest occurrence (its index in `list`) and how many there are.
    latest: HashMap<PositionHash, (u32, u32), BuildHasherDefault<ZobristHasher>>,
    list: Vec<Occurrence>,
}

impl RepetitionTable {
    pub fn new() -> Self {
        Self::default()
    }

    /// Forgets every position (after a capture or battle, none of them can recur).
    pub fn clear(&mut self) {
        self.latest.clear();
        self.list.clear();
    }

    /// Makes room for `n` more occurrences.
    pub fn reserve(&mut self, n: usize) {
        self.latest.reserve(n);
        self.list.reserve(n);
    }

    pub fn record(&mut self, hash: PositionHash, ply: usize) {
        let index = self.list.len() as u32;
        let entry = self.latest.entry(hash).or_insert((NONE, 0));
        self.list.push(Occurrence {
            hash,
            ply: ply as u32,
            previous: entry.0,
        });
        *entry = (index, entry.1 + 1);
    }

    /// Takes back the occurrence recorded last (undoing the move that recorded it).
    pub fn unrecord_last(&mut self) {
        let Some(o) = self.list.pop() else { return };
        match self.latest.get_mut(&o.hash) {
            Some(e) if e.1 > 1 => *e = (o.previous, e.1 - 1),
            _ => {
                self.latest.remove(&o.hash);
            }
        }
    }

    /// How many times this position has stood on the board.
    pub fn count(&self, hash: PositionHash) -> usize {
        self.latest.get(&hash).map_or(0, |e| e.1 as usize)
    }

    /// The plies after which this position stood on the board, newest first.
    pub fn newest_first(&self, hash: PositionHash) -> impl Iterator<Item = usize> + '_ {
        let mut at = self.latest.get(&hash).map_or(NONE, |e| e.0);
        std::iter::from_fn(move || {
            let o = self.list.get(at as usize)?;
            at = o.previous;
            Some(o.ply as usize)
        })
    }

    /// The ply after which this position last stood on the board.
    pub fn last(&self, hash: PositionHash) -> Option<usize> {
        self.newest_first(hash).next()
    }

    /// The plies after which this position stood on the board, oldest first.
    pub fn occurrences(&self, hash: PositionHash) -> Vec<usize> {
        let mut v: Vec<usize> = self.newest_first(hash).collect();
        v.reverse();
        v
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
        t.record(7, 5);
        t.record(42, 6);
        assert_eq!(t.occurrences(42), [0, 4, 6]);
        assert_eq!(t.count(42), 3);
        assert_eq!(t.last(7), Some(5));
        t.unrecord_last();
        assert_eq!(t.occurrences(42), [0, 4]);
        t.unrecord_last();
        assert!(t.occurrences(7).is_empty());
        assert_eq!(t.count(7), 0);
        t.clear();
        assert!(t.occurrences(42).is_empty());
    }
}
