// The seeded Stratego game the wasm benchmarks share (bench/session.mjs, explain-ab.mjs, instructions.mjs): classic-40
// setups, legal moves picked by a seeded generator, moves onto empty squares preferred so that the game lasts.
import { mulberry32 } from '../scripts/random.mjs';

export const SETUP =
  'bfbnnrrttn/bbnnrrlltt/bbppllrrjs/ppjjoogmrr/10/10/PPJJOOGMRR/BBPPLLRRJS/BBNNRRLLTT/BFBNNRRTTN r';

/** Up to `plies` moves of the game, played through a session of the package `A` (fewer if the game ends). */
export function strategoGame(A, plies) {
  const rnd = mulberry32(20240601);
  const g = new A.Game({ game: 'stratego', position: SETUP });
  const moves = [];
  while (moves.length < plies) {
    const legal = g.legalMoves();
    if (legal.length === 0) break;
    const quiet = legal.filter((m) => !g.validate(m.move).capture);
    const pick = (quiet.length ? quiet : legal)[Math.floor(rnd() * (quiet.length || legal.length))];
    if (!g.play(pick.move).legal) break;
    moves.push(pick.move);
  }
  g.free();
  return moves;
}
