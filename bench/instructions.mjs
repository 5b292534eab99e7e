// Counts the instructions of one stateless validateMove at a Stratego ply (cold, as a page calls it: the
// whole history replayed), the load-independent figure where wall-clock times swing 2x on a busy machine:
//   node bench/instructions.mjs [--plies 1000] [--calls 100] [--pkg DIR]
// It runs Node (--no-liftoff: the wasm compiled once by TurboFan, no tier-up midway) under valgrind's
// cachegrind twice, making `--calls` + 10 and 10 calls on the game of bench/session.mjs (the same seed and
// setup), each call with a fresh copy of the history, and prints (instructions of the first - of the
// second) / calls. Needs valgrind. With --child N it is the measured program itself.
//   node bench/instructions.mjs --explain [--plies 1000] [--calls 20] [--pkg DIR]
// counts instead the first game.explain() of a new session (what bench/session.mjs times as "first"): four runs,
// `--calls` + 5 and 5 calls of new Game + explain() + free(), and the same without explain(); it prints
// ((explain runs' difference) - (open runs' difference)) / calls, the explanation alone, warm (the first five
// calls, where V8 compiles the code, are in both runs). Node runs --single-threaded there: with V8's background
// threads the count of the same package swung by 10%.
//   node bench/instructions.mjs --explain --game xiangqi [--calls 20] [--pkg DIR]
//   node bench/instructions.mjs --explain --game xiangqi-idle [--plies 1000] [--calls 20] [--pkg DIR]
// the same count for a Xiangqi history: `xiangqi`, the 300 plies of bench/xiangqi-300.txt (with repetition
// cycles); `xiangqi-idle`, bench/long.mjs's Xiangqi game (both Horses of each side out and back, h0g2 h9g7 g2h0
// g7h9 ...: nearly every move closes a repetition cycle that is judged), --plies of it (1,000).
//   node bench/instructions.mjs --xiangqi [--each] [--calls 4000] [--warm 4000] [--pkg DIR]
// counts instead one game.validate(next move) on a session of bench/xiangqi-300.txt's game (ply 300, with
// repetition cycles: what bench/session.mjs times as Xiangqi's game.validate): two runs making `--calls` + `--warm`
// and `--warm` (4,000) validations on one session, (difference) / calls: the call alone once V8 has optimised
// the glue and the reader (with fewer warm calls the count per call still falls as V8 tiers up), --single-threaded.
// The same move each time by default; --each judges the position's legal moves in turn, so that no call finds its
// move's classification kept from the call before (src/xiangqi/game.rs keeps the last one judged).
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SETUP, strategoGame } from './stratego-game.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const arg = (name, dflt) => (args.includes(name) ? args[args.indexOf(name) + 1] : dflt);
const pkg = path.resolve(arg('--pkg', path.join(root, 'pkg')));
const plies = Number(arg('--plies', 1000));
const explain = args.includes('--explain');
const xiangqi = args.includes('--xiangqi');
// --explain --game xiangqi | xiangqi-idle: the explained history is a Xiangqi one (else Stratego's)
const GAME = arg('--game', 'stratego');
if (!['stratego', 'xiangqi', 'xiangqi-idle'].includes(GAME)) throw new Error(`--game ${GAME}: stratego, xiangqi or xiangqi-idle`);
const calls = Number(arg('--calls', explain ? 20 : xiangqi ? 4000 : 100));
// --xiangqi: the calls before V8 has optimised the glue and the reader, in both runs
const WARMX = Number(arg('--warm', 4000));

/** The moves of bench/xiangqi-300.txt (one or more per line; `#` lines are comments). */
function xiangqiMoves() {
  const text = fs.readFileSync(path.join(root, 'bench', 'xiangqi-300.txt'), 'utf8');
  return text.split('\n').filter((l) => l.trim() && !l.startsWith('#')).join(' ').split(/\s+/).filter(Boolean);
}

if (args.includes('--child')) {
  const A = await import(pathToFileURL(path.join(pkg, 'arbiter.js')).href);
  A.initSync({ module: fs.readFileSync(path.join(pkg, 'arbiter_bg.wasm')) });
  if (xiangqi) {
    const g = new A.Game({ game: 'xiangqi', moves: xiangqiMoves() });
    // --each: the position's legal moves in turn (no move judged twice running); else its first legal move,
    // again and again (what bench/session.mjs times)
    const list = g.legalMoves().map((m) => m.move);
    const each = args.includes('--each');
    let legal = 0;
    for (let i = 0; i < Number(arg('--child')); i++) {
      legal += g.validate(each ? list[i % list.length] : list[0]).legal ? 1 : 0;
    }
    if (legal !== Number(arg('--child'))) throw new Error('a legal move was refused');
    g.free();
    process.exit(0);
  }
  const moves = JSON.parse(fs.readFileSync(arg('--history'), 'utf8'));
  const base = GAME === 'stratego' ? { game: 'stratego', position: SETUP } : { game: 'xiangqi' };
  if (args.includes('--open') || args.includes('--explain')) {
    for (let i = 0; i < Number(arg('--child')); i++) {
      const s = new A.Game({ ...base, moves });
      if (args.includes('--explain') && s.explain().rows.length !== moves.length) throw new Error('rows missing');
      s.free();
    }
    process.exit(0);
  }
  const g = new A.Game({ ...base, moves });
  const next = g.legalMoves()[0].move;
  g.free();
  let legal = 0;
  for (let i = 0; i < Number(arg('--child')); i++) {
    legal += A.validateMove({ ...base, moves: [...moves] }, next).legal ? 1 : 0;
  }
  if (legal !== Number(arg('--child'))) throw new Error('the next move was refused');
} else {
  // the game of bench/session.mjs: moves onto empty squares preferred, so that it lasts
  const A = await import(pathToFileURL(path.join(pkg, 'arbiter.js')).href);
  A.initSync({ module: fs.readFileSync(path.join(pkg, 'arbiter_bg.wasm')) });
  const horses = ['h0g2', 'h9g7', 'g2h0', 'g7h9'];
  const moves = xiangqi
    ? []
    : GAME === 'xiangqi'
      ? xiangqiMoves()
      : GAME === 'xiangqi-idle'
        ? Array.from({ length: plies }, (_, i) => horses[i % horses.length])
        : strategoGame(A, plies);
  if (GAME === 'stratego' && !xiangqi && moves.length < plies) throw new Error(`the game ended at ply ${moves.length}`);
  if (GAME !== 'stratego') {
    // every move of the history legal, so that each call explains all of it
    const g = new A.Game({ game: 'xiangqi', moves });
    const rows = g.explain().rows;
    g.free();
    if (rows.length !== moves.length || !rows.every((r) => r.legal)) throw new Error(`${GAME}: a move is refused`);
  }
  const game = path.join(fs.mkdtempSync('/tmp/arbiter-instructions-'), 'game.json');
  fs.writeFileSync(game, JSON.stringify(moves));
  const count = (n, mode = []) => {
    const out = `${game}.${n}.cg`;
    const r = spawnSync(
      'valgrind',
      ['--tool=cachegrind', '--cache-sim=no', `--cachegrind-out-file=${out}`, process.execPath, '--no-liftoff',
        // --explain: V8's compilers and collector on the main thread (--single-threaded), so that runs count alike
        ...(explain || xiangqi ? ['--single-threaded'] : []),
        fileURLToPath(import.meta.url), '--child', String(n), '--history', game, '--game', GAME, '--pkg', pkg, ...mode,
        ...(xiangqi ? ['--xiangqi'] : []), ...(args.includes('--each') ? ['--each'] : [])],
      { encoding: 'utf8' },
    );
    const m = /I\s+refs:\s+([\d,]+)/.exec(r.stderr);
    if (r.status !== 0 || !m) throw new Error(`valgrind failed: ${r.stderr.slice(-2000)}`);
    return Number(m[1].replace(/,/g, ''));
  };
  if (xiangqi) {
    const d = count(calls + WARMX) - count(WARMX);
    console.log(
      `Xiangqi game.validate at ply 300 (bench/xiangqi-300.txt; ${args.includes('--each') ? 'its legal moves in turn' : 'its first legal move, again'}), ${pkg}: ${Math.round(d / calls).toLocaleString('en')} instructions per call (${calls + WARMX} calls minus ${WARMX})`,
    );
    process.exit(0);
  }
  if (explain) {
    const e = count(calls + 5, ['--explain']) - count(5, ['--explain']);
    const o = count(calls + 5, ['--open']) - count(5, ['--open']);
    console.log(
      `first game.explain() of ${GAME === 'stratego' ? `${plies} Stratego plies` : GAME === 'xiangqi' ? `bench/xiangqi-300.txt (${moves.length} Xiangqi plies)` : `${moves.length} Xiangqi plies (Horses out and back)`}, ${pkg}: ${Math.round((e - o) / calls).toLocaleString('en')} instructions per call (new Game ${Math.round(o / calls).toLocaleString('en')} taken off; ${calls + 5} calls minus 5)`,
    );
    process.exit(0);
  }
  const high = count(calls + 10);
  const low = count(10);
  console.log(
    `stateless validateMove at Stratego ply ${plies}, ${pkg}: ${Math.round((high - low) / calls).toLocaleString('en')} instructions per call (${calls + 10} calls minus 10)`,
  );
}
