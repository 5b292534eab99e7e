// The engine package's types, pkg/arbiter.d.ts (scripts/types.mjs: the shared types of types/arbiter.d.ts with each
// game's, made from describe() and www/board/games/<game>/details.d.ts), against the engine itself:
// - the file is what scripts/types.mjs writes from the package and the game folders now (none edited since);
// - each game's names in it (the games, rulesets, sides, pieces, options and an option's choices) are those
//   describe() gives;
// - the fields the engine writes are declared: each game's own fields (`details`) in its <Game>Details, those of a
//   verdict and a row in Judgement and ExplanationRow, describe()'s in GameDescription, over every game of the
//   registry (its example files, or a short game played from its legal moves).
// A game added to the engine and not to the types, or a field or name changed on one side only, fails here.
// Run: node --test tests/js/types.test.mjs (needs pkg/ from scripts/build-wasm.sh).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { root, nodeEngine } from './browser/harness.mjs';
import { describeAll, packageTypes, typeName } from '../../scripts/types.mjs';
import { GAMES, gameCases } from './games.mjs';

const A = await nodeEngine();
const shipped = fs.readFileSync(path.join(root, 'pkg', 'arbiter.d.ts'), 'utf8');
const dts = shipped.replace(/\/\*[^]*?\*\//g, '');
const described = GAMES.map((g) => A.describe(g));
const sorted = (xs) => [...new Set(xs)].sort();
const adapters = Object.fromEntries(await Promise.all(GAMES.map(async (g) =>
  [g, (await import(`../../www/board/games/${g}/adapter.js`)).default])));

/** The string literals of `export type name = ...;`, those of the types it names included (`(string & {})` and
 * other types without literals add none). */
function literals(name, seen = new Set()) {
  const m = dts.match(new RegExp(`export type ${name}\\s*=([^;]+);`));
  assert.ok(m, `pkg/arbiter.d.ts declares ${name}`);
  seen.add(name);
  const own = [...m[1].matchAll(/'([^']*)'/g)].map((x) => x[1]);
  const named = [...m[1].replace(/'[^']*'/g, '').matchAll(/\b([A-Z]\w*)\b/g)].map((x) => x[1])
    .filter((t) => !seen.has(t) && new RegExp(`export type ${t}\\s*=`).test(dts));
  return sorted([...own, ...named.flatMap((t) => literals(t, seen))]);
}

/** The field names of `export interface name [extends ...] { ... }` (one level; an interface it extends included),
 * or none for `export type name = Record<string, never>`. */
function fields(name) {
  if (new RegExp(`export type ${name}\\s*=\\s*Record<string, never>;`).test(dts)) return [];
  const m = dts.match(new RegExp(`export interface ${name}(?:<[^>]*>)?(?:\\s+extends\\s+(\\w+)[^{]*)?\\s*\\{`));
  assert.ok(m, `pkg/arbiter.d.ts declares ${name}`);
  let depth = 0;
  let i = m.index + m[0].length - 1;
  const out = m[1] ? fields(m[1]) : [];
  for (; i < dts.length; i++) {
    if (dts[i] === '{') depth++;
    else if (dts[i] === '}') depth--;
    if (depth === 0) break;
    if (depth === 1 && dts[i] === '\n') {
      const f = dts.slice(i + 1).match(/^\s*(\w+)\??:/);
      if (f) out.push(f[1]);
    }
  }
  return sorted(out);
}

test('pkg/arbiter.d.ts is what scripts/types.mjs writes from this package and the game folders', async () => {
  assert.equal(shipped, packageTypes(await describeAll(path.join(root, 'pkg'))),
    'pkg/arbiter.d.ts is out of date: run scripts/build-wasm.sh (or node scripts/types.mjs)');
  assert.doesNotMatch(shipped, /^\/\/ @games/m);
});

test('the games: GameName and the widget\'s registry name the engine\'s games', () => {
  assert.deepEqual(literals('GameName'), sorted(described.map((d) => d.name)));
  assert.deepEqual(sorted(GAMES), sorted(described.map((d) => d.name)));
});

test('each game\'s sides and pieces', () => {
  for (const d of described) {
    assert.deepEqual(literals(`${typeName(d.name)}Side`), sorted(d.sides), `${d.name}'s sides`);
    assert.deepEqual(literals(`${typeName(d.name)}Piece`), sorted(d.pieces.map((p) => p.id)), `${d.name}'s pieces`);
  }
  assert.deepEqual(literals('Side'), sorted(described.flatMap((d) => d.sides)));
  assert.deepEqual(literals('Rank'), sorted(described.flatMap((d) => d.pieces.map((p) => p.id))));
});

test('the rulesets, the options and each choice option\'s choices', () => {
  assert.deepEqual(literals('RulesetId'), sorted(described.flatMap((d) => d.rulesets.map((r) => r.id))));
  assert.deepEqual(fields('GameOptions'), sorted(described.flatMap((d) => d.options.map((o) => o.name))));
  for (const d of described) {
    for (const o of d.options.filter((x) => x.kind === 'choice')) {
      const name = `${typeName(d.name)}${typeName(o.name)}`;
      assert.deepEqual(literals(name), sorted(o.choices), `${name}: ${d.name}'s option ${o.name}`);
    }
  }
});

test('GameDescription has describe()\'s fields', () => {
  for (const d of described) assert.deepEqual(fields('GameDescription'), sorted(Object.keys(d)), d.name);
});

for (const game of GAMES) {
  test(`${game}: every field the engine writes in a verdict, a row and details is declared`, () => {
    const own = new Set(fields(`${typeName(game)}Details`));
    const judgement = new Set(fields('Judgement'));
    const row = new Set(fields('ExplanationRow'));
    const explanation = new Set(fields('Explanation'));
    let seen = 0;
    for (const { file, g } of gameCases(A, game, adapters[game].splitMoves)) {
      const x = A.explain(g);
      for (const k of Object.keys(x)) assert.ok(explanation.has(k), `${file}: Explanation lacks ${k}`);
      const answers = x.rows.map((r) => ['ExplanationRow', row, r]);
      // The verdicts on the moves of the history, each asked after the moves before it.
      x.rows.forEach((r, i) => answers.push(['Judgement', judgement, A.validateMove({ ...g, moves: g.moves.slice(0, i) },
        g.moves[i])]));
      for (const [name, declared, answer] of answers) {
        for (const k of Object.keys(answer)) assert.ok(declared.has(k), `${file} ${answer.label}: ${name} lacks ${k}`);
        for (const k of Object.keys(answer.details)) {
          assert.ok(own.has(k), `${file} ${answer.label}: ${typeName(game)}Details lacks ${k}`);
        }
        seen += 1;
      }
    }
    assert.ok(seen > 0, `${game}: no verdict to check`);
  });
}
