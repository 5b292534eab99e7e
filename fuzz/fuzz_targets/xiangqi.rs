//! Xiangqi: any FEN, history and move (ICCS, WXF or Chinese). Parsing, `validate_move`, `explain` and
//! `legal_moves` never panic, and a FEN that parses writes back a canonical text that parses to the same
//! canonical text, side to move and pieces. The input's lines are read by `arbiter_fuzz::judge_game`
//! (fuzz/src/lib.rs); option letters: `d` German, `r` an unknown ruleset name (the error path).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    arbiter_fuzz::judge_game("xiangqi", data, |opts| {
        if opts.contains('r') {
            "cxa"
        } else {
            "axf"
        }
    });
});
