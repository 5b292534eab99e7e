// types/arbiter.d.ts, the package's hand-written types, against the engine itself: each game's names in it (the
// games, rulesets, sides, pieces, options and an option's choices) are those describe() of the built package
// (pkg/) gives, and GameDescription has describe()'s fields. A game added to the engine and not to the types, or
// a name changed on one side only, fails here. Run: node --test tests/js/types.test.mjs (needs pkg/ from
// scripts/build-wasm.sh).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { root, nodeEngine } from './browser/harness.mjs';
import { registry } from '../../www/board/games.js';

const A = await nodeEngine();
const dts = fs.readFileSync(path.join(root, 'types', 'arbiter.d.ts'), 'utf8').replace(/\/\*[^]*?\*\//g, '');
const games = registry().map(([name]) => name);
const described = games.map((g) => A.describe(g));
const sorted = (xs) => [...new Set(xs)].sort();

/** The string literals of `export type name = ...;`, those of the types it names included (`(string & {})` and
 * other types without literals add none). */
function literals(name, seen = new Set()) {
  const m = dts.match(new RegExp(`export type ${name}\\s*=([^;]+);`));
  assert.ok(m, `types/arbiter.d.ts declares ${name}`);
  seen.add(name);
  const own = [...m[1].matchAll(/'([^']*)'/g)].map((x) => x[1]);
  const named = [...m[1].replace(/'[^']*'/g, '').matchAll(/\b([A-Z]\w*)\b/g)].map((x) => x[1])
    .filter((t) => !seen.has(t) && new RegExp(`export type ${t}\\s*=`).test(dts));
  return sorted([...own, ...named.flatMap((t) => literals(t, seen))]);
}

/** The field names of `export interface name { ... }` (one level). */
function fields(name) {
  const start = dts.indexOf(`export interface ${name} {`);
  assert.ok(start >= 0, `types/arbiter.d.ts declares ${name}`);
  let depth = 0;
  let i = dts.indexOf('{', start);
  const out = [];
  for (; i < dts.length; i++) {
    if (dts[i] === '{') depth++;
    else if (dts[i] === '}') depth--;
    if (depth === 0) break;
    if (depth === 1 && dts[i] === '\n') {
      const m = dts.slice(i + 1).match(/^\s*(\w+)\??:/);
      if (m) out.push(m[1]);
    }
  }
  return sorted(out);
}

const typeName = (game) => game[0].toUpperCase() + game.slice(1);

test('the games: GameName and the widget\'s registry name the engine\'s games', () => {
  assert.deepEqual(literals('GameName'), sorted(described.map((d) => d.name)));
  assert.deepEqual(sorted(games), sorted(described.map((d) => d.name)));
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
