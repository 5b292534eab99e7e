//! Position hashing (Zobrist) and the table of positions seen, for repetition rules.
//!
//! Each (square index, piece code) pair has a fixed 64-bit key computed by SplitMix64, so no table
//! is stored and every game shares the same scheme. A position's hash is the XOR of the keys of
//! its occupied squares, updated incrementally as pieces move: checking a move for repetition costs
//! the same on ply 10 as on ply 1,000.

use std::cell::Cell;

pub type PositionHash = u64;

#[inline(always)]
fn splitmix64(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// The key of a piece code (1..=255; 0 means empty) standing on the square with this index.
pub fn key(square_index: usize, piece_code: u8) -> PositionHash {
    key_inline(square_index, piece_code)
}

/// [`key`], written out where it is called (a replayed Stratego ply asks for two or three).
#[inline(always)]
pub fn key_inline(square_index: usize, piece_code: u8) -> PositionHash {
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

/// A position's entry in [`Latest`]: its hash, its latest occurrence (an index in the list of
/// occurrences) and how many occurrences there are (0: the slot is free).
#[derive(Clone, Copy, Debug, Default)]
struct Slot {
    hash: PositionHash,
    latest: u32,
    count: u32,
}

/// The map from a position's hash to its [`Slot`]: open addressing with linear probing, the slot
/// a hash starts at being its low bits (Zobrist hashes are uniformly random already, so they are
/// not hashed again). Written here rather than taken from std's `HashMap`, whose generic code (its
/// SIMD-style groups, growth and deletion) each game's wasm would carry; a look-up reads one or two
/// slots either way.
#[derive(Clone, Debug, Default)]
struct Latest {
    /// A power of two of slots (or none), at most half of them used.
    slots: Vec<Slot>,
    used: usize,
}

impl Latest {
    /// The mask of a slot index.
    fn mask(&self) -> usize {
        self.slots.len().wrapping_sub(1)
    }

    /// The index of the slot holding `hash`, or of the free slot where it would go (`None`: no
    /// slots at all).
    fn probe(&self, hash: PositionHash) -> Option<usize> {
        let mask = self.mask();
        let mut i = hash as usize & mask;
        loop {
            let s = self.slots.get(i)?;
            if s.count == 0 || s.hash == hash {
                return Some(i);
            }
            i = (i + 1) & mask;
        }
    }

    fn get(&self, hash: PositionHash) -> Option<&Slot> {
        self.probe(hash)
            .and_then(|i| self.slots.get(i))
            .filter(|s| s.count > 0)
    }

    /// Makes room for `n` more positions (no slot moves when there is room already).
    fn reserve(&mut self, n: usize) {
        let want = (self.used + n).saturating_mul(2);
        if want <= self.slots.len() {
            return;
        }
        let old = std::mem::replace(
            &mut self.slots,
            vec![Slot::default(); want.next_power_of_two().max(16)],
        );
        let mask = self.mask();
        for s in old.into_iter().filter(|s| s.count > 0) {
            let mut i = s.hash as usize & mask;
            while self.slots.get(i).is_some_and(|t| t.count > 0) {
                i = (i + 1) & mask;
            }
            if let Some(t) = self.slots.get_mut(i) {
                *t = s;
            }
        }
    }

    /// Records occurrence `index` of `hash` as its latest; returns the one before (`NONE` for its
    /// first). The caller has made room ([`Latest::reserve`]).
    fn push(&mut self, hash: PositionHash, index: u32) -> u32 {
        let Some(s) = self.probe(hash).and_then(|i| self.slots.get_mut(i)) else {
            return NONE;
        };
        let previous = if s.count == 0 { NONE } else { s.latest };
        if s.count == 0 {
            self.used += 1;
        }
        *s = Slot {
            hash,
            latest: index,
            count: s.count + 1,
        };
        previous
    }

    /// Takes back the latest occurrence of `hash`, `previous` becoming the latest; the position is
    /// removed with its last occurrence (the slots after it moved back where their probe allows,
    /// so that no look-up stops early at a freed slot).
    fn pop(&mut self, hash: PositionHash, previous: u32) {
        let Some(mut free) = self.probe(hash) else {
            return;
        };
        let mask = self.mask();
        match self.slots.get_mut(free) {
            Some(s) if s.count > 1 => {
                s.latest = previous;
                s.count -= 1;
                return;
            }
            Some(s) if s.count == 1 => self.used -= 1,
            _ => return,
        }
        let mut j = free;
        loop {
            j = (j + 1) & mask;
            let Some(&s) = self.slots.get(j).filter(|s| s.count > 0) else {
                break;
            };
            // `s` may fill the freed slot unless its probe starts after that slot (up to `j`)
            let home = s.hash as usize & mask;
            let stays = if free <= j {
                free < home && home <= j
            } else {
                free < home || home <= j
            };
            if !stays {
                if let Some(t) = self.slots.get_mut(free) {
                    *t = s;
                }
                free = j;
            }
        }
        if let Some(t) = self.slots.get_mut(free) {
            *t = Slot::default();
        }
    }

    fn clear(&mut self) {
        if self.used > 0 {
            self.slots.fill(Slot::default());
            self.used = 0;
        }
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
///
/// A table that may be lazy (`RepetitionTable<true>`; the code for it is left out of the others)
/// and is made [`lazy`](RepetitionTable::lazy) (a game replayed for one answer, whose rules look
/// a position up only now and then) records an occurrence by adding it to the list alone; a look-up
/// reads the occurrences not yet in the map one by one, and once look-ups have read more of them
/// than are waiting, the next `record` puts them all in the map. Reading never costs more than
/// twice what putting them in the map would, and a replay with few look-ups builds no map.
#[derive(Clone, Debug, Default)]
pub struct RepetitionTable<const MAY_BE_LAZY: bool = false> {
    /// A position's latest occurrence (its index in `list`) and how many there are, for the
    /// occurrences `list[..indexed]`.
    latest: Latest,
    list: Vec<Occurrence>,
    /// How many occurrences, from the first, are in `latest` (all of them unless lazy).
    indexed: usize,
    lazy: bool,
    /// How many occurrences look-ups have read one by one since the map was last brought up to
    /// date.
    read: Cell<usize>,
}

impl<const MAY_BE_LAZY: bool> RepetitionTable<MAY_BE_LAZY> {
    pub fn new() -> Self {
        Self::default()
    }

    /// From now on, recorded occurrences go into the map only when look-ups have read as many of
    /// them as wait (see the type's description), if the table may be lazy. Answers stay the same.
    pub fn lazy(&mut self) {
        self.lazy = MAY_BE_LAZY;
    }

    #[inline(always)]
    fn is_lazy(&self) -> bool {
        MAY_BE_LAZY && self.lazy
    }

    /// Forgets every position (after a capture or battle, none of them can recur).
    pub fn clear(&mut self) {
        self.latest.clear();
        self.list.clear();
        self.indexed = 0;
        self.read.set(0);
    }

    /// Makes room for `n` more occurrences.
    pub fn reserve(&mut self, n: usize) {
        if !self.is_lazy() {
            self.latest.reserve(n);
        }
        self.list.reserve(n);
    }

    pub fn record(&mut self, hash: PositionHash, ply: usize) {
        self.list.push(Occurrence {
            hash,
            ply: ply as u32,
            previous: NONE,
        });
        let waiting = self.list.len() - self.indexed;
        if !self.is_lazy() || self.read.get() > waiting {
            self.index();
        }
    }

    /// Puts the occurrences not yet in the map into it.
    fn index(&mut self) {
        self.latest.reserve(self.list.len() - self.indexed);
        for (index, o) in self.list.iter_mut().enumerate().skip(self.indexed) {
            o.previous = self.latest.push(o.hash, index as u32);
        }
        self.indexed = self.list.len();
        self.read.set(0);
    }

    /// Takes back the occurrence recorded last (undoing the move that recorded it).
    pub fn unrecord_last(&mut self) {
        if MAY_BE_LAZY && self.list.len() > self.indexed {
            self.list.pop();
            return;
        }
        let Some(o) = self.list.pop() else { return };
        self.indexed = self.list.len();
        self.latest.pop(o.hash, o.previous);
    }

    /// The plies after which this position stood on the board, newest first, as the map has
    /// them (every occurrence, unless the table is lazy).
    fn indexed_newest_first(&self, hash: PositionHash) -> impl Iterator<Item = usize> + '_ {
        let mut at = self.latest.get(hash).map_or(NONE, |e| e.latest);
        std::iter::from_fn(move || {
            let o = self.list.get(at as usize)?;
            at = o.previous;
            Some(o.ply as usize)
        })
    }
}

/// The look-ups of a table that is never lazy (Xiangqi's, asked after every move).
impl RepetitionTable<false> {
    /// How many times this position has stood on the board.
    pub fn count(&self, hash: PositionHash) -> usize {
        self.latest.get(hash).map_or(0, |e| e.count as usize)
    }

    /// The plies after which this position stood on the board, newest first.
    pub fn newest_first(&self, hash: PositionHash) -> impl Iterator<Item = usize> + '_ {
        self.indexed_newest_first(hash)
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

/// The look-up of a table that may be lazy (Stratego's, asked only for a chasing move).
impl RepetitionTable<true> {
    /// The ply after which this position last stood on the board: the occurrences not yet in
    /// the map are read first, newest first (and counted as read), then the map is asked.
    pub fn last(&self, hash: PositionHash) -> Option<usize> {
        let waiting = self.list.get(self.indexed..).unwrap_or(&[]);
        self.read.set(self.read.get() + waiting.len());
        match waiting.iter().rev().find(|o| o.hash == hash) {
            Some(o) => Some(o.ply as usize),
            None => self.indexed_newest_first(hash).next(),
        }
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
        let mut t = RepetitionTable::<false>::new();
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

    /// The table's counts and occurrences are those of the list of records it was given, through
    /// records, take-backs and clears, with positions whose hashes share their low bits (so that
    /// they probe past each other, and a take-back moves the ones after a freed slot back).
    #[test]
    fn the_table_counts_as_the_records_do() {
        let mut rng = crate::core::random::Rng::new(11);
        for round in 0..100 {
            let mut table = RepetitionTable::<false>::new();
            let mut records: Vec<(PositionHash, usize)> = Vec::new();
            // 80 positions: ten hashes with the same low bits (the slot a probe starts at) for each
            // of eight values, spread so that the eight share fewer of those bits as the table grows
            let hash = |n: u64| ((n % 10) << 40) | (n / 10 % 8 * 9);
            for step in 0..400 {
                let r = rng.next_u64();
                match r % 8 {
                    0 | 1 => {
                        table.unrecord_last();
                        records.pop();
                    }
                    2 if round % 3 == 0 && step % 50 == 49 => {
                        table.clear();
                        records.clear();
                    }
                    _ => {
                        records.push((hash(r >> 3), step));
                        table.record(hash(r >> 3), step);
                    }
                }
                for h in (0..80).map(hash) {
                    let plies: Vec<usize> = records
                        .iter()
                        .filter(|&&(rh, _)| rh == h)
                        .map(|&(_, p)| p)
                        .collect();
                    assert_eq!(table.count(h), plies.len(), "{round} {step} {h:x}");
                    assert_eq!(table.occurrences(h), plies, "{round} {step} {h:x}");
                }
            }
        }
    }

    /// A lazy table answers as an eager one through any mix of records, look-ups, take-backs and
    /// clears, whether its occurrences are waiting, read or in the map.
    #[test]
    fn a_lazy_table_answers_as_an_eager_one() {
        let mut rng = crate::core::random::Rng::new(7);
        for round in 0..200 {
            let mut eager = RepetitionTable::<false>::new();
            let mut lazy = RepetitionTable::<true>::new();
            lazy.lazy();
            let mut ply: usize = 0;
            for step in 0..300 {
                let r = rng.next_u64();
                match r % 16 {
                    0 => {
                        eager.unrecord_last();
                        lazy.unrecord_last();
                        ply = ply.saturating_sub(1);
                    }
                    1 if round % 2 == 0 => {
                        eager.clear();
                        lazy.clear();
                    }
                    2..=5 => {
                        // look-ups in a row, reading the waiting occurrences several times
                        for h in 0..(r >> 8) % 6 {
                            let h = (r >> 16).wrapping_add(h) % 9;
                            assert_eq!(eager.last(h), lazy.last(h), "{round} {step}");
                        }
                    }
                    _ => {
                        ply += 1;
                        eager.record((r >> 8) % 9, ply);
                        lazy.record((r >> 8) % 9, ply);
                    }
                }
                // every position, now and then (reading all that waits)
                for h in (0..9).filter(|_| step % 10 == 9) {
                    assert_eq!(eager.last(h), lazy.last(h), "{round} {step}");
                }
            }
        }
    }
}
