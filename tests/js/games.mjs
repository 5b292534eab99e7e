// The games of the widget's registry (www/board/games.js) as the registry-wide tests exercise them: each example
// file of www/examples/<game>/, or, for a game without one, a short game played from the engine's legal moves.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseExample } from '../../www/board/state.js';
import { registry } from '../../www/board/games.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Every game of the registry, in its order. */
export const GAMES = registry().map(([name]) => name);

/** A short game of `game` from its start: `plies` legal moves, each picked from the session's legal moves by a
 * fixed rule (so the same game every time), fewer when the game ends. `A` is the full package (its Game class). */
export function shortGame(A, game, plies = 6) {
  const session = new A.Game({ game, moves: [] });
  const moves = [];
  try {
    for (let i = 0; i < plies; i++) {
      const legal = session.legalMoves();
      if (legal.length === 0) break;
      const { move } = legal[(i * 5 + 3) % legal.length];
      if (!session.play(move).legal) break;
      moves.push(move);
    }
  } finally {
    session.free();
  }
  return moves;
}

/** The games of `game` to replay: { file, g } for each example file (its moves split by `split`, the adapter's
 * splitMoves), or one short game (`file` "a short game") when the game has no example file. */
export function gameCases(A, game, split) {
  const dir = path.join(root, 'www', 'examples', game);
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.txt')).sort() : [];
  if (files.length === 0) return [{ file: 'a short game', g: { game, moves: shortGame(A, game), lang: 'en' } }];
  return files.map((f) => {
    const ex = parseExample(fs.readFileSync(path.join(dir, f), 'utf8'));
    const g = { game, moves: split(ex.moves), lang: 'en' };
    if (ex.position) g.position = ex.position;
    if (ex.rules) g.rules = ex.rules;
    return { file: f, g };
  });
}
