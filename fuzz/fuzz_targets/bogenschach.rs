//! Bogenschach: any chess FEN, turns and a turn to judge (`@e5 Nf3; @- e2e4; @d1 --`, the history's last
//! entry possibly `shoot-out: white`). Parsing, `validate_move`, `explain` and `legal_moves` never panic,
//! and a FEN that parses writes back a canonical text that parses to the same canonical text, side to move
//! and pieces. The input's lines are read by `arbiter_fuzz::judge_game` (fuzz/src/lib.rs); option letters:
//! `i` the `immediate-mate` rules, `d` German, `r` an unknown ruleset name.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    arbiter_fuzz::judge_game("bogenschach", data, |opts| {
        if opts.contains('r') {
            "bogen"
        } else if opts.contains('i') {
            "immediate-mate"
        } else {
            "stuttgart"
        }
    });
});
