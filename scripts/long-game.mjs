// Long legal games (up to the engine's 20,000-move limit) for the widget's long-game tests and measurements,
// built with the engine itself: a seeded PRNG (scripts/random.mjs) picks each move from legalMoves, preferring
// quiet moves (onto an empty square or point) so that the game lasts; a capture is played only when the side to
// move has nothing else. Each move is asked of the engine with the last WINDOW moves as history (so building a
// game costs time linear in its length), and the whole game is checked with one explain at the end: a move the
// full history refuses (a repetition rule reaching further back) is cut there and the game goes on from that point
// with other choices. The same engine and seed give the same game.
//
//   node scripts/long-game.mjs stratego 20000 [seed] > game.txt   (the moves, one line; the position first)
//
// longGame(engine, game, plies, seed) -> { game, rules, position, moves } where engine is the loaded package
// (pkg/arbiter.js).
import { mulberry32 } from './random.mjs';

const WINDOW = 24;

// Stratego: the classic 40 per side (as bench/wasm.mjs), played from the start.
const STRATEGO_SETUP =
  'bfbnnrrttn/bbnnrrlltt/bbppllrrjs/ppjjoogmrr/10/10/PPJJOOGMRR/BBPPLLRRJS/BBNNRRLLTT/BFBNNRRTTN r';

const START = {
  stratego: { rules: 'isf', position: STRATEGO_SETUP, options: { fromStart: true } },
  xiangqi: { rules: 'axf', position: undefined },
};

/** The square a move ends on: "B2-B3" -> "B3", "h2e2" -> "e2". */
const target = (game, m) => (game === 'stratego' ? m.split('-')[1] : m.slice(2, 4));

export function longGame(engine, game, plies, seed = 20261123) {
  const start = START[game];
  if (!start) throw new Error(`longGame: no long games of ${game}`);
  const rand = mulberry32(seed);
  // The options (Stratego's fromStart: the setup rules apply) belong to the starting position only.
  const at = (position, moves) => ({
    game, rules: start.rules, moves,
    ...(position ? { position } : {}),
    ...(start.options && position === start.position ? { options: start.options } : {}),
  });
  const first = engine.explain(at(start.position, [])).start;
  const positions = [first]; // positions[i]: after i moves
  const moves = [];
  const occupied = (pos) => new Set(engine.parsePosition(game, pos).pieces.map((p) => p.square));
  let stuck = 0;
  for (;;) {
    while (moves.length < plies) {
      const from = Math.max(0, moves.length - WINDOW);
      const legal = engine.legalMoves(at(positions[from], moves.slice(from)));
      if (legal.length === 0) {
        // The side to move has no move (mate, no movable piece): take the last move back and choose another.
        if (++stuck > 1000 || moves.length === 0) throw new Error(`longGame: ${game} ends after ${moves.length} moves`);
        moves.pop();
        positions.pop();
        continue;
      }
      const taken = occupied(positions[moves.length]);
      const quiet = legal.filter((m) => !taken.has(target(game, m)));
      const pool = quiet.length ? quiet : legal;
      const mv = pool[Math.floor(rand() * pool.length)];
      const row = engine.explain(at(positions[moves.length], [mv])).rows[0];
      if (!row || !row.legal) throw new Error(`longGame: legalMoves listed ${mv}, explain refuses it`);
      moves.push(mv);
      positions.push(row.position);
    }
    const rows = engine.explain(at(start.position, moves)).rows;
    const bad = rows.findIndex((r) => !r.legal);
    const over = rows.findIndex((r, i) => i < rows.length - 1 && r.over);
    const cut = bad >= 0 ? bad : over >= 0 ? over + 1 : -1;
    if (cut < 0 && rows.length === moves.length) return { ...at(start.position, moves), position: start.position };
    if (++stuck > 1000) throw new Error(`longGame: ${game} could not be built to ${plies} moves`);
    const keep = cut >= 0 ? cut : rows.length;
    moves.length = keep;
    positions.length = keep + 1;
  }
}

/** longGame, kept in `dir` (tests/artifacts/, git-ignored) under a name that holds the game, length, seed and a
 * hash of the engine's wasm `wasmBytes`, so the tests and scripts/measure-long.mjs build each game once. */
export async function cachedLongGame(engine, wasmBytes, game, plies, seed, dir) {
  const fs = await import('node:fs');
  const path = await import('node:path');
  const { createHash } = await import('node:crypto');
  const hash = createHash('sha256').update(wasmBytes).digest('hex').slice(0, 12);
  const file = path.join(dir, `long-${game}-${plies}-${seed}-${hash}.json`);
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    const g = longGame(engine, game, plies, seed);
    fs.mkdirSync(dir, { recursive: true });
    // Written under a name of its own, then renamed: a test or script reading the file at the same time sees
    // the whole file or none (a half-written one would be built again, at a cost of tens of seconds).
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(g));
    fs.renameSync(tmp, file);
    return g;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [game = 'stratego', plies = '20000', seed = '20261123'] = process.argv.slice(2);
  const path = await import('node:path');
  const fs = await import('node:fs');
  const url = await import('node:url');
  const root = path.resolve(path.dirname(url.fileURLToPath(import.meta.url)), '..');
  const engine = await import(url.pathToFileURL(path.join(root, 'pkg', 'arbiter.js')).href);
  engine.initSync({ module: fs.readFileSync(path.join(root, 'pkg', 'arbiter_bg.wasm')) });
  const t0 = Date.now();
  const g = longGame(engine, game, Number(plies), Number(seed));
  console.error(`${game}: ${g.moves.length} moves in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  console.log(g.position || '');
  console.log(g.moves.join(' '));
}
