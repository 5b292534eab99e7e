//! Any bytes as a xiangqi record (see `arbiter_fuzz::read_record`, fuzz/src/lib.rs): reading never panics, and
//! a record that reads is written in each format the game writes and reads back to the same moves.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    arbiter_fuzz::read_record("xiangqi", data);
});
