// Chess for bench/peers/run.mjs: the positions and the peers. Every game module exports the same shape:
//   GAME       the game's name in Arbiter's API (perft({ game, position }, depth))
//   POSITIONS  [{ name, fen, depth, quickDepth, nodes }]: nodes is the published count at `depth` (the run
//              refuses any engine that counts differently); quickDepth is used with --quick
//   PEERS      [{ name, rust }] for a peer built from crates.io in the harness crate bench/peers/rust (rust: its
//              Cargo feature and engine name there), or [{ name, runner }] for any other: runner({ scratch,
//              build, root }) is async and returns { time(fen, depth) -> { nodes, seconds } } for a build it
//              runs in (see BUILDS in lib.mjs), or null for one it does not
// Arbiter itself is timed by run.mjs for every game the same way: natively through the harness crate's engine
// `arbiter:GAME` (Arbiter as a path dependency, built with the same profile as the peers), in wasm through its
// own wasm-bindgen package (the shipped pkg/ at opt z).
export const GAME = 'chess';

// From tests/data/chess/perft_chess.txt (chessprogramming.org's "Perft Results" positions 1, 2, 3 and 5).
export const POSITIONS = [
  { name: 'start', fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', depth: 5, quickDepth: 4, nodes: { 4: 197281, 5: 4865609 } },
  { name: 'Kiwipete', fen: 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', depth: 4, quickDepth: 3, nodes: { 3: 97862, 4: 4085603 } },
  { name: 'CPW 3 (endgame)', fen: '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1', depth: 6, quickDepth: 5, nodes: { 5: 674624, 6: 11030083 } },
  { name: 'CPW 5', fen: 'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8', depth: 4, quickDepth: 3, nodes: { 3: 62379, 4: 2103487 } },
];

export const PEERS = [
  { name: 'cozy-chess', rust: 'cozy-chess' },
  { name: 'shakmaty', rust: 'shakmaty' },
];
