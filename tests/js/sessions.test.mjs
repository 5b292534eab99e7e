// A freed Game (issue 25, finding 1): every method of a session after free() (or at the end of its `using` block,
// or called on an object that is no Game) throws an Error whose code is `session-freed`; a second free() does
// nothing; and the instance keeps working: 100,000 such calls and double frees on ONE instance, then known
// answers (from a clean instance) are checked. Before, each such call threw "null pointer passed to rust" with no
// code and leaked wasm's shadow stack, and after some 21,500 of them every call on the instance trapped.
// Run: node --test tests/js/sessions.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const moduleUrl = pathToFileURL(path.join(root, 'pkg', 'arbiter.js')).href;
const wasmBytes = fs.readFileSync(path.join(root, 'pkg', 'arbiter_bg.wasm'));
/** A module with its own wasm instance (a distinct URL is a distinct module). */
async function instance(tag) {
  const M = await import(`${moduleUrl}?instance=${encodeURIComponent(tag)}`);
  M.initSync({ module: wasmBytes });
  return M;
}

const EX1 = '10/10/10/10/10/1b8/bj2b5/10/1O8/10';
const EX1_MOVES = ['B2-B3', 'B4-C4', 'B3-C3', 'C4-D4', 'C3-D3', 'D4-C4', 'D3-C3', 'C4-B4'];
const XQ = ['h2e2', 'h9g7', 'h0g2', 'i9h9'];

/** Answers that need the whole engine, stateless and in a session. */
function answers(M) {
  const g = new M.Game({ game: 'xiangqi', moves: XQ });
  try {
    return {
      version: M.version(),
      verdict: M.validateMove({ game: 'stratego', position: EX1, moves: EX1_MOVES }, 'C3-B3'),
      explained: M.explain({ game: 'bogenschach', moves: ['@e5 e4', '@d4 e5'] }),
      legal: M.legalMoves({ game: 'xiangqi' }),
      played: g.play('i0h0'),
      session: g.explain(),
      sessionMoves: g.legalMoves(),
      undone: g.undo(),
    };
  } finally {
    g.free();
  }
}

const KNOWN = answers(await instance('clean'));
assert.equal(KNOWN.verdict.rule, 'more-squares');

/** What `call` threw (or 'no error'). */
function thrown(call) {
  try {
    call();
  } catch (e) {
    return e;
  }
  return 'no error';
}

const METHODS = [
  ['validate', (g) => g.validate('h2e2')],
  ['play', (g) => g.play('h2e2')],
  ['undo', (g) => g.undo()],
  ['explain', (g) => g.explain()],
  ['legalMoves', (g) => g.legalMoves()],
  ['moves', (g) => g.moves()],
  ['meter', (g) => g.meter()],
];

test('every method of a freed Game throws session-freed; free() again does nothing', async () => {
  const M = await instance('one');
  const g = new M.Game({ game: 'xiangqi', moves: XQ });
  assert.deepEqual(g.moves(), XQ);
  g.free();
  for (const [name, call] of METHODS) {
    const e = thrown(() => call(g));
    assert.ok(e instanceof Error, `${name}: ${e}`);
    assert.equal(e.code, 'session-freed', `${name}: ${e.message}`);
    assert.match(e.message, /freed/);
  }
  assert.equal(g.free(), undefined);
  assert.equal(g.free(), undefined);
  // a method called on an object that is no Game: the same refusal
  for (const receiver of [{}, null, undefined, 5, Object.create(M.Game.prototype), new Proxy(new M.Game({ game: 'xiangqi' }), {})]) {
    assert.equal(thrown(() => M.Game.prototype.legalMoves.call(receiver)).code, 'session-freed');
    assert.equal(M.Game.prototype.free.call(receiver), undefined);
  }
  assert.deepEqual(answers(M), KNOWN);
});

test('Symbol.dispose frees the session (what a `using` block calls at its end)', { skip: typeof Symbol.dispose !== 'symbol' && 'no Symbol.dispose in this runtime' }, async () => {
  const M = await instance('dispose');
  const g = new M.Game({ game: 'stratego', position: EX1, moves: EX1_MOVES });
  assert.equal(typeof g[Symbol.dispose], 'function');
  g[Symbol.dispose]();
  assert.equal(thrown(() => g.validate('C3-B3')).code, 'session-freed');
  g[Symbol.dispose]();
  g.free();
});

test('a freed session\'s handle does not reach the session opened after it in the same slot', async () => {
  const M = await instance('reuse');
  const a = new M.Game({ game: 'xiangqi', moves: XQ });
  a.free();
  const b = new M.Game({ game: 'stratego', position: EX1, moves: EX1_MOVES });
  assert.equal(thrown(() => a.moves()).code, 'session-freed');
  assert.deepEqual(b.moves(), EX1_MOVES);
  b.free();
});

test('100,000 calls of a freed Game and double frees leave the instance healthy: known answers after', async () => {
  const M = await instance('many');
  const freed = [];
  for (let i = 0; i < 8; i++) {
    const g = new M.Game({ game: ['stratego', 'xiangqi', 'bogenschach'][i % 3], ...(i % 3 === 0 ? { position: EX1 } : {}) });
    g.free();
    freed.push(g);
  }
  let uncoded = 0;
  let first;
  const CALLS = 100_000;
  for (let i = 0; i < CALLS; i++) {
    const g = freed[i % freed.length];
    if (i % 7 === 0) {
      // a double free: nothing, no error
      const r = thrown(() => g.free());
      if (r !== 'no error') {
        uncoded += 1;
        first ??= `call ${i + 1}: free() threw ${r}`;
      }
      continue;
    }
    const [name, call] = METHODS[i % METHODS.length];
    const e = thrown(() => call(g));
    if (!(e instanceof Error) || e instanceof WebAssembly.RuntimeError || e.code !== 'session-freed') {
      uncoded += 1;
      first ??= `call ${i + 1} (${name}): ${String(e)} (code ${e?.code})`;
    }
  }
  assert.equal(uncoded, 0, `${uncoded} of ${CALLS} calls were not refused with session-freed; the first: ${first}`);
  assert.deepEqual(answers(M), KNOWN);
  // new sessions open and answer as on a clean instance
  for (let i = 0; i < 100; i++) assert.deepEqual(answers(M), KNOWN);
});
