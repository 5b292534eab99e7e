//! Perft of each engine built in (one Cargo feature each), for bench/peers/run.mjs. Natively the
//! binary `peer` (src/main.rs) times it; as wasm32-unknown-unknown the module exports `input_clear`,
//! `input_push(byte)` (the text "ENGINE FEN", one byte at a time, so no pointers cross) and
//! `perft(depth) -> f64` (the leaf count, or -1 when the engine is not built in or the FEN is refused).
//! Every engine counts the same way: legal moves, bulk-counted at depth 1.

/// The engines of this build, by the names bench/peers uses.
pub fn engines() -> Vec<&'static str> {
    let mut v = Vec::new();
    #[cfg(feature = "cozy-chess")]
    v.push("cozy-chess");
    #[cfg(feature = "shakmaty")]
    v.push("shakmaty");
    #[cfg(all(feature = "arbiter", not(target_arch = "wasm32")))]
    v.push("arbiter:GAME");
    v
}

/// The leaf nodes `depth` plies below `fen`, counted by `engine`; `None` when the engine is not
/// built in or refuses the FEN.
pub fn perft(engine: &str, fen: &str, depth: u32) -> Option<u64> {
    match engine {
        #[cfg(feature = "cozy-chess")]
        "cozy-chess" => cozy::perft(fen, depth),
        #[cfg(feature = "shakmaty")]
        "shakmaty" => {
            use shakmaty::{fen::Fen, CastlingMode, Chess};
            let pos: Chess = fen
                .parse::<Fen>()
                .ok()?
                .into_position(CastlingMode::Standard)
                .ok()?;
            Some(shakmaty::perft(&pos, depth))
        }
        // Arbiter's perft of any game it has, as its API counts it: `arbiter:chess`, `arbiter:xiangqi`.
        #[cfg(all(feature = "arbiter", not(target_arch = "wasm32")))]
        _ if engine.starts_with("arbiter:") => {
            arbiter::api::perft_within(&engine["arbiter:".len()..], fen, depth, u64::MAX).ok()
        }
        _ => {
            let _ = (fen, depth);
            None
        }
    }
}

#[cfg(feature = "cozy-chess")]
mod cozy {
    use cozy_chess::Board;

    /// cozy-chess's own bulk-counting perft (its examples/perft.rs).
    fn perft_bulk(board: &Board, depth: u32) -> u64 {
        let mut nodes = 0;
        match depth {
            0 => nodes += 1,
            1 => {
                board.generate_moves(|moves| {
                    nodes += moves.len() as u64;
                    false
                });
            }
            _ => {
                board.generate_moves(|moves| {
                    for mv in moves {
                        let mut board = board.clone();
                        board.play_unchecked(mv);
                        nodes += perft_bulk(&board, depth - 1);
                    }
                    false
                });
            }
        }
        nodes
    }

    pub fn perft(fen: &str, depth: u32) -> Option<u64> {
        let board = Board::from_fen(fen, false).ok()?;
        Some(perft_bulk(&board, depth))
    }
}

#[cfg(target_arch = "wasm32")]
mod wasm {
    use std::cell::RefCell;

    thread_local! {
        static INPUT: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
    }

    #[no_mangle]
    pub extern "C" fn input_clear() {
        INPUT.with(|i| i.borrow_mut().clear());
    }

    #[no_mangle]
    pub extern "C" fn input_push(byte: u32) {
        INPUT.with(|i| i.borrow_mut().push(byte as u8));
    }

    #[no_mangle]
    pub extern "C" fn perft(depth: u32) -> f64 {
        let text = INPUT.with(|i| String::from_utf8_lossy(&i.borrow()).into_owned());
        let Some((engine, fen)) = text.split_once(' ') else {
            return -1.0;
        };
        super::perft(engine, fen, depth).map_or(-1.0, |n| n as f64)
    }
}
