//! Bitboards of the 8x8 board: bit `rank * 8 + file` (A1 = bit 0, H8 = bit 63), the index of
//! `core::Geometry::new(8, 8)`. Attack tables are built at compile time; sliding attacks are
//! computed along rays, stopping at the first occupied square.

pub type Bitboard = u64;

#[inline(always)]
pub const fn bit(sq: u8) -> Bitboard {
    1u64 << sq
}

/// The eight ray directions as (file, rank) steps; the first four increase the square index.
const DIRS: [(i8, i8); 8] = [
    (0, 1),   // north
    (1, 1),   // north-east
    (1, 0),   // east
    (-1, 1),  // north-west
    (0, -1),  // south
    (-1, -1), // south-west
    (-1, 0),  // west
    (1, -1),  // south-east
];
const ROOK_DIRS: [usize; 4] = [0, 2, 4, 6];
const BISHOP_DIRS: [usize; 4] = [1, 3, 5, 7];

const fn step_table(steps: &[(i8, i8)]) -> [Bitboard; 64] {
    let mut table = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let f = (sq % 8) as i8;
        let r = (sq / 8) as i8;
        let mut i = 0;
        while i < steps.len() {
            let nf = f + steps[i].0;
            let nr = r + steps[i].1;
            if nf >= 0 && nf < 8 && nr >= 0 && nr < 8 {
                table[sq] |= 1u64 << (nr * 8 + nf);
            }
            i += 1;
        }
        sq += 1;
    }
    table
}

const fn ray_table() -> [[Bitboard; 64]; 8] {
    let mut table = [[0u64; 64]; 8];
    let mut d = 0;
    while d < 8 {
        let mut sq = 0;
        while sq < 64 {
            let mut f = (sq % 8) as i8 + DIRS[d].0;
            let mut r = (sq / 8) as i8 + DIRS[d].1;
            while f >= 0 && f < 8 && r >= 0 && r < 8 {
                table[d][sq] |= 1u64 << (r * 8 + f);
                f += DIRS[d].0;
                r += DIRS[d].1;
            }
            sq += 1;
        }
        d += 1;
    }
    table
}

const fn queen_rays() -> [Bitboard; 64] {
    let mut table = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut d = 0;
        while d < 8 {
            table[sq] |= RAYS[d][sq];
            d += 1;
        }
        sq += 1;
    }
    table
}

pub const KNIGHT: [Bitboard; 64] = step_table(&[
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
]);
pub const KING: [Bitboard; 64] = step_table(&[
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
]);
/// Squares a pawn of each colour (0 White, 1 Black) attacks from a square.
pub const PAWN_ATTACKS: [[Bitboard; 64]; 2] = [
    step_table(&[(-1, 1), (1, 1)]),
    step_table(&[(-1, -1), (1, -1)]),
];
/// The squares from a square (excluded) to the board's edge, by direction (`DIRS`).
pub const RAYS: [[Bitboard; 64]; 8] = ray_table();
/// Every square a queen on an empty board would reach from a square: the squares a piece must
/// stand on to be pinned to a King there.
pub const QUEEN_RAYS: [Bitboard; 64] = queen_rays();

/// Whether direction `d` is a rook's (north, east, south, west) rather than a bishop's.
#[inline(always)]
pub const fn is_straight(d: usize) -> bool {
    d % 2 == 0
}

/// The square of `blockers` (not empty, all on the ray in direction `d` from some square) nearest
/// to the ray's start.
#[inline(always)]
pub fn nearest(d: usize, blockers: Bitboard) -> u8 {
    if d < 4 {
        blockers.trailing_zeros() as u8
    } else {
        63 - blockers.leading_zeros() as u8
    }
}

/// The squares a slider sees in direction `d` from `sq`, up to and including the first occupied
/// one (the "classical" approach: one ray table, no magic tables; in WebAssembly `ctz` and `clz`
/// are single instructions).
#[inline(always)]
fn ray_attacks(d: usize, sq: u8, occupied: Bitboard) -> Bitboard {
    let ray = RAYS[d][sq as usize];
    let blockers = ray & occupied;
    if blockers == 0 {
        return ray;
    }
    ray ^ RAYS[d][nearest(d, blockers) as usize]
}

/// Not forced inline: it is called from many places, and inlining it everywhere grows the wasm with
/// no gain in perft (docs/performance.md, "Code-size choices").
pub fn rook_attacks(sq: u8, occupied: Bitboard) -> Bitboard {
    ray_attacks(ROOK_DIRS[0], sq, occupied)
        | ray_attacks(ROOK_DIRS[1], sq, occupied)
        | ray_attacks(ROOK_DIRS[2], sq, occupied)
        | ray_attacks(ROOK_DIRS[3], sq, occupied)
}

pub fn bishop_attacks(sq: u8, occupied: Bitboard) -> Bitboard {
    ray_attacks(BISHOP_DIRS[0], sq, occupied)
        | ray_attacks(BISHOP_DIRS[1], sq, occupied)
        | ray_attacks(BISHOP_DIRS[2], sq, occupied)
        | ray_attacks(BISHOP_DIRS[3], sq, occupied)
}

/// The squares of a bitboard, lowest first.
#[inline(always)]
pub fn squares(mut b: Bitboard) -> impl Iterator<Item = u8> {
    std::iter::from_fn(
        #[inline(always)]
        move || {
            if b == 0 {
                None
            } else {
                let sq = b.trailing_zeros() as u8;
                b &= b - 1;
                Some(sq)
            }
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_have_the_expected_sizes() {
        assert_eq!(KNIGHT[0].count_ones(), 2); // a1
        assert_eq!(KNIGHT[27].count_ones(), 8); // d4
        assert_eq!(KING[0].count_ones(), 3);
        assert_eq!(rook_attacks(0, 0).count_ones(), 14);
        assert_eq!(bishop_attacks(27, 0).count_ones(), 13);
        // a rook on a1 with a blocker on a4 sees a2 a3 a4 and the first rank
        assert_eq!(rook_attacks(0, bit(24)).count_ones(), 3 + 7);
        assert_eq!(PAWN_ATTACKS[0][8], bit(17)); // a2 attacks b3
        assert_eq!(PAWN_ATTACKS[1][55], bit(46)); // h7 attacks g6
    }
}
