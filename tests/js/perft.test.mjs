// Issue 12, finding 2: perft capped the depth, not the work (chess depth 6 from Kiwipete ran ~13 minutes,
// Xiangqi depth 5 from an open middlegame ~7, freezing the page). Now it counts at most a budget of leaf
// nodes (docs/api.md: 10,000,000 for chess, 1,500,000 for Xiangqi by default; options.budget changes it)
// and refuses beyond with the code budget-exceeded. Run: node --test tests/js/perft.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const A = await import(pathToFileURL(path.join(root, 'pkg', 'arbiter.js')).href);
A.initSync({ module: fs.readFileSync(path.join(root, 'pkg', 'arbiter_bg.wasm')) });

const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
// An open Xiangqi middlegame: both sides' Chariots, Horses and Cannons out.
const XIANGQI_MIDDLEGAME = 'r1bakab1r/9/1cn4c1/p1p1p1p1p/9/2P6/P3P1P1P/1CN1C1N2/9/R1BAKAB1R b - - 0 1';

function code(fn) {
  try {
    fn();
  } catch (e) {
    assert.ok(e instanceof Error && !(e instanceof WebAssembly.RuntimeError), String(e));
    return [e.code, e.message];
  }
  assert.fail('expected an error');
}

test('work beyond the default budget is refused with budget-exceeded, not run for minutes', () => {
  const [c1, m1] = code(() => A.perft({ game: 'chess', position: KIWIPETE }, 6));
  assert.equal(c1, 'budget-exceeded');
  assert.match(m1, /10000000/);
  assert.match(m1, /budget/);
  const [c2] = code(() => A.perft({ game: 'xiangqi', position: XIANGQI_MIDDLEGAME }, 5));
  assert.equal(c2, 'budget-exceeded');
  const [c3] = code(() => A.perft({ game: 'bogenschach' }, 7));
  assert.equal(c3, 'budget-exceeded');
  // The engine answers afterwards.
  assert.equal(A.perft({ game: 'chess', position: KIWIPETE }, 2), 2039);
});

test('within the default budget perft answers as before', () => {
  assert.equal(A.perft({ game: 'xiangqi' }, 3), 79666);
  assert.equal(A.perft({ game: 'chess', position: KIWIPETE }, 3), 97862);
});

test('options.budget raises or lowers it: exactly the count is answered, one fewer is refused', () => {
  assert.equal(A.perft({ game: 'xiangqi' }, 3, { budget: 79666 }), 79666);
  assert.equal(code(() => A.perft({ game: 'xiangqi' }, 3, { budget: 79665 }))[0], 'budget-exceeded');
  assert.equal(A.perft({ game: 'chess' }, 3, { budget: 8902 }), 8902);
  assert.equal(code(() => A.perft({ game: 'chess' }, 3, { budget: 8901 }))[0], 'budget-exceeded');
  assert.equal(A.perft({ game: 'chess' }, 0, { budget: 1 }), 1);
  assert.equal(A.perft({ game: 'chess' }, 3, null), 8902);
});

test('a budget that is not a whole number from 0 to 2^53 is a bad request', () => {
  for (const budget of [-1, 1.5, '100', NaN, Infinity, 2 ** 54, {}]) {
    const [c, m] = code(() => A.perft({ game: 'chess' }, 1, { budget }));
    assert.equal(c, 'bad-request', String(budget));
    assert.match(m, /budget/);
    assert.match(m, /expected a whole number from 0 to 9007199254740992/);
  }
  assert.equal(code(() => A.perft({ game: 'chess' }, 1, 5))[0], 'bad-request');
});
