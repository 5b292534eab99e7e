//! A small seeded random number generator for test inputs, benchmarks and random games, shared by
//! every game (no dependency).

/// SplitMix64 (Steele, Lea and Flood, 2014): tiny and fast, good enough to pick test inputs.
/// Not for anything that must be unpredictable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rng {
    state: u64,
}

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng { state: seed }
    }

    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n`; 0 when `n` is 0. (Multiply-shift: the bias is below n / 2^64.)
    pub fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.next_u64()) * n as u128) >> 64) as usize
    }

    /// True with probability `percent` / 100. 0 and 100 (or more) draw nothing, so a preference
    /// left at 0 does not change the games of the others.
    pub fn percent(&mut self, percent: u8) -> bool {
        match percent {
            0 => false,
            100.. => true,
            p => self.below(100) < usize::from(p),
        }
    }

    /// Shuffles `items` in place (Fisher-Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }

    /// A uniformly chosen element, or `None` for an empty slice.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        items.get(self.below(items.len()))
    }
}
