// The engine's answers over every example file of www/examples/ and over seeded random games: what the stateless
// exports (validateMove, explain, legalMoves, parsePosition, importRecord) say, errors included. Used two ways:
//   node tests/js/answers.mjs capture PKG_DIR OUT.json.gz  record the answers of a package (the one before a change)
//   tests/js/equivalence.test.mjs                         compare pkg/ with the recorded answers
// The cases are made from the recorded answers' own inputs, so a later example file does not make the comparison
// fail; the random games are replayed from the moves recorded with them. A change that alters answers on purpose
// (a rule, a message) records them again from the package built before it:
//   git worktree add --detach /tmp/before <rev> && (cd /tmp/before && cargo build --lib --release --target
//   wasm32-unknown-unknown) && wasm-bindgen --target web --out-dir /tmp/before-pkg <its arbiter.wasm>, then capture.
import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { mulberry32 } from '../../scripts/random.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Loads a wasm package (a folder with arbiter.js and arbiter_bg.wasm). */
export async function load(dir) {
  const A = await import(pathToFileURL(path.join(dir, 'arbiter.js')).href);
  A.initSync({ module: fs.readFileSync(path.join(dir, 'arbiter_bg.wasm')) });
  return A;
}

/** The answer of one call: its value, or the thrown error's code and message. */
export function answer(fn) {
  try {
    return { ok: fn() };
  } catch (e) {
    return { error: e.code ?? 'not-an-engine-error', message: String(e.message) };
  }
}

/** The example files below www/examples/ (key: value lines), as { file, game, rules, position, moves, forbidden }. */
export function examples() {
  const out = [];
  const walk = (dir) => {
    for (const name of fs.readdirSync(dir).sort()) {
      const p = path.join(dir, name);
      if (fs.statSync(p).isDirectory()) walk(p);
      else if (name.endsWith('.txt')) {
        const fields = {};
        for (const line of fs.readFileSync(p, 'utf8').split('\n')) {
          const m = line.match(/^([a-z.]+):\s?(.*)$/);
          if (m && !(m[1] in fields)) fields[m[1]] = m[2].trim();
        }
        out.push({ file: path.relative(root, p), ...fields });
      }
    }
  };
  walk(path.join(root, 'www', 'examples'));
  return out;
}

const split = (game, text) =>
  (text ?? '')
    .split(game === 'bogenschach' ? /[;\n]/ : /[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** The requests of one example: every prefix of its moves, in English and German (and each Xiangqi notation). */
function exampleCases(ex) {
  const moves = split(ex.game, ex.moves);
  const base = { game: ex.game, rules: ex.rules, position: ex.position };
  const variants =
    ex.game === 'xiangqi'
      ? [{}, { notation: 'iccs' }, { notation: 'chinese' }, { notation: 'chinese-traditional' }]
      : ex.game === 'stratego'
        ? [{}, { moreSquares: false }, { twoSquaresLimit: 5 }]
        : [{}];
  const cases = [];
  for (const options of variants) {
    for (const lang of ['en', 'de']) {
      const game = { ...base, moves, lang, options };
      cases.push({ kind: 'explain', game });
      for (let k = 0; k <= moves.length; k++) {
        const g = { ...game, moves: moves.slice(0, k) };
        const mv = k < moves.length ? moves[k] : ex.forbidden;
        if (mv) cases.push({ kind: 'validate', game: g, move: mv });
        if (lang === 'en' && Object.keys(options).length === 0) cases.push({ kind: 'legal', game: g });
      }
    }
  }
  cases.push({ kind: 'position', name: ex.game, text: ex.position ?? '' });
  return cases;
}

const STARTS = {
  stratego: 'bfbnnrrttn/bbnnrrlltt/bbppllrrjs/ppjjoogmrr/10/10/PPJJOOGMRR/BBPPLLRRJS/BBNNRRLLTT/BFBNNRRTTN r',
  xiangqi: '',
  bogenschach: '',
};

/** A seeded random game of `game` played with the package's own legal moves: its moves. */
function randomGame(A, game, seed, plies) {
  const rnd = mulberry32(seed);
  const moves = [];
  for (let i = 0; i < plies; i++) {
    const legal = A.legalMoves({ game, position: STARTS[game], moves });
    if (legal.length === 0) break;
    let mv = legal[Math.floor(rnd() * legal.length)];
    if (game === 'bogenschach') {
      // a shot at a random square now and then (the move after it may then be refused: the case is kept)
      const r = rnd();
      if (r < 0.3) mv = mv.replace(/^@-/, '@' + 'abcdefgh'[Math.floor(rnd() * 8)] + (1 + Math.floor(rnd() * 8)));
    }
    const v = A.validateMove({ game, position: STARTS[game], moves }, mv);
    if (!v.legal) break;
    moves.push(mv);
  }
  return moves;
}

/** Every case with its inputs (random games are played by `A`, the package recorded). */
export function cases(A) {
  const out = [];
  for (const ex of examples()) for (const c of exampleCases(ex)) out.push({ from: ex.file, ...c });
  for (const game of ['stratego', 'xiangqi', 'bogenschach']) {
    for (const seed of [1, 2]) {
      const moves = randomGame(A, game, seed * 7919, game === 'bogenschach' ? 30 : 120);
      const g = { game, position: STARTS[game], moves };
      const from = `random ${game} ${seed}`;
      out.push({ from, kind: 'explain', game: { ...g, lang: 'de' } });
      out.push({ from, kind: 'explain', game: g });
      for (let k = 0; k <= moves.length; k += 7) {
        const p = { ...g, moves: moves.slice(0, k) };
        out.push({ from, kind: 'legal', game: p });
        if (k < moves.length) out.push({ from, kind: 'validate', game: p, move: moves[k] });
        out.push({ from, kind: 'validate', game: p, move: game === 'stratego' ? 'A4-A5' : game === 'xiangqi' ? 'a0a1' : '@- e2e4' });
      }
    }
  }
  for (const name of fs.readdirSync(path.join(root, 'tests', 'data', 'gravon')).sort()) {
    const record = fs.readFileSync(path.join(root, 'tests', 'data', 'gravon', name), 'utf8');
    const from = `tests/data/gravon/${name}`;
    out.push({ from, kind: 'import', name: 'stratego', text: record });
    out.push({ from, kind: 'explain', game: { game: 'stratego', record } });
    out.push({ from, kind: 'validate', game: { game: 'stratego', record }, move: 'A4-A5' });
    out.push({ from, kind: 'legal', game: { game: 'stratego', record } });
  }
  // bad input, each answered by an error
  const bad = [
    { game: 'go' },
    { game: 'stratego', rules: 'fide' },
    { game: 'xiangqi', rules: 'fide' },
    { game: 'bogenschach', rules: 'fide' },
    { game: 'stratego', position: 'zz' },
    { game: 'xiangqi', options: { repetitionCount: 11 } },
    { game: 'xiangqi', options: { notation: 'klingon' } },
    { game: 'stratego', position: STARTS.stratego, moves: ['A4-A5', 'A7-A6', 'A5-A9'] },
    { game: 'xiangqi', moves: ['h2e2', 'h2e2'] },
    { game: 'bogenschach', moves: ['@- e2e5'] },
    { game: 'bogenschach', moves: ['shoot-out: white', '@- e2e4'] },
    { game: 'xiangqi', record: '<x/>' },
    { game: 'bogenschach', record: '<x/>' },
  ];
  for (const game of bad) {
    out.push({ from: 'bad input', kind: 'validate', game, move: 'A1-A2' });
    out.push({ from: 'bad input', kind: 'explain', game });
    out.push({ from: 'bad input', kind: 'legal', game });
  }
  return out;
}

/** The package's answer to one case. */
export function ask(A, c) {
  switch (c.kind) {
    case 'explain':
      return answer(() => A.explain(c.game));
    case 'validate':
      return answer(() => A.validateMove(c.game, c.move));
    case 'legal':
      return answer(() => A.legalMoves(c.game));
    case 'position':
      return answer(() => A.parsePosition(c.name, c.text));
    case 'import':
      return answer(() => A.importRecord(c.name, c.text));
    default:
      throw new Error(`unknown case kind ${c.kind}`);
  }
}

if (process.argv[2] === 'capture') {
  const [dir, out] = process.argv.slice(3);
  const A = await load(path.resolve(dir));
  const all = cases(A).map((c) => ({ ...c, answer: ask(A, c) }));
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, zlib.gzipSync(JSON.stringify({ version: A.version(), cases: all }), { level: 9 }));
  console.log(`${all.length} answers written to ${out}`);
}
