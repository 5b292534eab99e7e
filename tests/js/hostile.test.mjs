// Issue 12, finding 1: a caller whose values throw when read (a getter, a Proxy trap, a revoked
// Proxy, an Error whose `message` is not a string or throws) gets a `bad-request` error with a
// `code`, and the instance keeps working. Before the fix the exception unwound through the wasm
// frames without giving back the shadow stack, and after 851-1,820 such calls every call on the
// instance, `version()` included, threw `RuntimeError: memory access out of bounds`.
// Each reproducer runs 10,000 times on ONE instance; then a known answer is checked.
// Run: node --test tests/js/hostile.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const moduleUrl = pathToFileURL(path.join(root, 'pkg', 'arbiter.js')).href;
const wasmBytes = fs.readFileSync(path.join(root, 'pkg', 'arbiter_bg.wasm'));
/** A module with its own wasm instance (a distinct URL is a distinct module), so that one
 *  reproducer's damage cannot be blamed on another. */
async function instance(tag) {
  const M = await import(`${moduleUrl}?instance=${encodeURIComponent(tag)}`);
  M.initSync({ module: wasmBytes });
  return M;
}
let A = await instance('shared');

const REPEAT = 10_000;
// Seed Example 1 (docs/api.md): C3-B3 is refused by the More-Squares Rule.
const EX1 = '10/10/10/10/10/1b8/bj2b5/10/1O8/10';
const EX1_MOVES = ['B2-B3', 'B4-C4', 'B3-C3', 'C4-D4', 'C3-D3', 'D4-C4', 'D3-C3', 'C4-B4'];
const POSITION = '10/10/10/10/10/1b8/bj2b5/10/1O8/10';

/** The instance still answers: a verdict that needs the whole engine, and version(). */
function healthy(A) {
  assert.match(A.version(), /^\d+\.\d+\.\d+/);
  const v = A.validateMove({ game: 'stratego', position: EX1, moves: EX1_MOVES }, 'C3-B3');
  assert.equal(v.legal, false);
  assert.equal(v.rule, 'more-squares');
  assert.equal(A.legalMoves({ game: 'xiangqi' }).length, 44);
}

function revoked() {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
}

function revokedArray() {
  const { proxy, revoke } = Proxy.revocable([], {});
  revoke();
  return proxy;
}

const oddMessage = () => {
  const e = new Error('x');
  Object.defineProperty(e, 'message', { value: 42 });
  return e;
};
const throwingMessage = () => {
  const e = new Error('x');
  Object.defineProperty(e, 'message', { get() { throw new Error('message getter'); } });
  return e;
};
// A thrown value whose every trap throws: reading its message, or asking its prototype, throws.
const trapAll = () => new Proxy({}, {
  get() { throw new Error('trap'); },
  getPrototypeOf() { throw new Error('trap'); },
  has() { throw new Error('trap'); },
});

const BIG = 'x'.repeat(100_000);
/** A game object whose `position` getter throws `value()`. */
const throwingPosition = (value) => ({ game: 'stratego', get position() { throw value(); } });

const moveGetterThrows = () => {
  const moves = ['B2-B3', 'x'];
  Object.defineProperty(moves, 1, { get() { throw new Error('boom'); } });
  return moves;
};
const lengthThrows = () => new Proxy(['B2-B3'], {
  get(target, key) {
    if (key === 'length') throw new Error('length');
    return target[key];
  },
});

const REPRODUCERS = [
  ['the issue\'s reproducer: a moves element getter throws',
    () => A.validateMove({ game: 'stratego', position: POSITION, moves: moveGetterThrows() }, 'B2-B3')],
  ['a moves Proxy whose length throws', () => A.explain({ game: 'stratego', position: POSITION, moves: lengthThrows() })],
  ['a revoked Proxy as the game', () => A.legalMoves(revoked())],
  ['a revoked Proxy as the moves', () => A.validateMove({ game: 'xiangqi', moves: revokedArray() }, 'h2e2')],
  ['a revoked Proxy as the options', () => A.explain({ game: 'xiangqi' }, revoked())],
  ['a revoked Proxy as game.options', () => A.legalMoves({ game: 'stratego', position: POSITION, options: revoked() })],
  ['a revoked Proxy as perft\'s options', () => A.perft({ game: 'xiangqi' }, 1, revoked())],
  ['a getter throws an Error whose message is a number', () => A.legalMoves(throwingPosition(oddMessage))],
  ['a getter throws an Error whose message getter throws', () => A.explain(throwingPosition(throwingMessage))],
  ['a getter throws a Proxy whose every trap throws', () => A.validateMove(throwingPosition(trapAll), 'B2-B3')],
  ['a getter throws a revoked Proxy', () => A.perft({ get game() { throw revoked(); } }, 1)],
  ['a getter throws undefined', () => A.legalMoves(throwingPosition(() => undefined))],
  ['a getter throws a 100 KB string', () => A.explain(throwingPosition(() => BIG))],
  ['a Proxy whose get trap throws as the lang options', () => A.explain({ game: 'stratego', position: POSITION }, trapAll())],
  // The Game session class reads its request and moves through the same catching calls.
  ['a new Game whose moves element getter throws', () => new A.Game({ game: 'stratego', position: POSITION, moves: moveGetterThrows() })],
  ['a new Game of a revoked Proxy', () => new A.Game(revoked())],
  ['a new Game whose position getter throws a Proxy whose every trap throws', () => new A.Game(throwingPosition(trapAll))],
  ['a Game asked to validate a revoked Proxy', () => {
    const g = new A.Game({ game: 'stratego', position: POSITION });
    try { return g.validate(revoked()); } finally { g.free(); }
  }],
];

for (const [name, call] of REPRODUCERS) {
  test(`${name}: bad-request with a code, ${REPEAT} times, and the instance keeps working`, async () => {
    A = await instance(name);
    // Every call runs, whatever the earlier ones gave: the instance must survive all of them.
    let uncoded = 0;
    let first;
    for (let i = 0; i < REPEAT; i++) {
      let err;
      try {
        call();
      } catch (e) {
        err = e;
      }
      if (!(err instanceof Error) || err instanceof WebAssembly.RuntimeError || err.code !== 'bad-request') {
        uncoded += 1;
        first ??= `call ${i + 1}: ${String(err)} (code ${err?.code})`;
      }
    }
    healthy(A);
    assert.equal(uncoded, 0, `${uncoded} calls did not give a bad-request Error; the first: ${first}`);
    healthy(A);
  });
}

test('the error names the field and repeats what the caller threw (a string message, cut to 200 characters)', async () => {
  A = await instance('messages');
  const read = (call) => {
    try {
      call();
    } catch (e) {
      return e;
    }
    assert.fail('expected an error');
  };
  const e = read(REPRODUCERS[0][1]);
  assert.match(e.message, /"moves"/);
  assert.match(e.message, /boom/);
  assert.match(read(() => A.explain({ game: 'stratego', position: POSITION, moves: lengthThrows() })).message, /length/);
  const odd = read(() => A.legalMoves(throwingPosition(oddMessage)));
  assert.match(odd.message, /"position"/);
  assert.doesNotMatch(odd.message, /42/);
  const long = read(() => A.explain(throwingPosition(() => 'y'.repeat(1 << 20))));
  assert.ok(long.message.length < 400, `${long.message.length} characters`);
  // the first 200 characters exactly, counted in code points; a lone surrogate is one, written as U+FFFD
  assert.ok(long.message.endsWith(`reading it threw: ${'y'.repeat(200)}`), long.message);
  const astral = read(() => A.explain(throwingPosition(() => '😀'.repeat(300)))).message;
  assert.ok(astral.endsWith(`reading it threw: ${'😀'.repeat(200)}`), astral);
  const lone = read(() => A.explain(throwingPosition(() => `a\uD800b${'c'.repeat(300)}`))).message;
  assert.ok(lone.endsWith(`reading it threw: a\uFFFDb${'c'.repeat(197)}`), lone);
  // a thrown string is repeated; a thrown number or symbol is not
  assert.match(read(() => A.explain(throwingPosition(() => 'a plain string'))).message, /reading it threw: a plain string$/);
  assert.match(read(() => A.explain(throwingPosition(() => 42))).message, /it threw an exception$/);
  healthy(A);
});

test('an array Proxy that does not throw is read like the array', async () => {
  A = await instance('proxy');
  const moves = new Proxy(EX1_MOVES.slice(), {});
  const v = A.validateMove({ game: 'stratego', position: EX1, moves }, 'C3-B3');
  assert.equal(v.rule, 'more-squares');
});
