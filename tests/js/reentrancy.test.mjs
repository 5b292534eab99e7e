// Re-entrant calls (issue 25, finding 2): caller code that the engine runs while it reads a request or writes an
// answer (a getter of the request, a Proxy trap, a setter or getter on Object.prototype named as an answer's field)
// and that calls the engine again is refused with an Error whose code is `engine-busy`, before that call reads or
// writes anything; no such code can change what a later answer looks like. Before, the inner call used the codec's
// table of field names while the outer answer was being read, and every later answer came back with wrong keys.
// The test installs an Object.prototype getter and setter for every answer field name (and every request field
// name), calls the engine from them, removes them, and checks 20,000 later answers field by field against those of
// a clean instance.
// Run: node --test tests/js/reentrancy.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const moduleUrl = pathToFileURL(path.join(root, 'pkg', 'arbiter.js')).href;
const wasmBytes = fs.readFileSync(path.join(root, 'pkg', 'arbiter_bg.wasm'));
async function instance(tag) {
  const M = await import(`${moduleUrl}?instance=${encodeURIComponent(tag)}`);
  M.initSync({ module: wasmBytes });
  return M;
}

const EX1 = '10/10/10/10/10/1b8/bj2b5/10/1O8/10';
const EX1_MOVES = ['B2-B3', 'B4-C4', 'B3-C3', 'C4-D4', 'C3-D3', 'D4-C4', 'D3-C3', 'C4-B4'];
const XQ = ['h2e2', 'h9g7', 'h0g2', 'i9h9'];
const RECORD = fs.readFileSync(path.join(root, 'tests', 'data', 'gravon',
  fs.readdirSync(path.join(root, 'tests', 'data', 'gravon')).filter((f) => f.endsWith('.xml')).sort()[0]), 'utf8');

/** Calls whose answers are checked, each a list of answers (stateless exports and a session's methods). */
const CALLS = [
  (M) => [M.validateMove({ game: 'stratego', position: EX1, moves: EX1_MOVES }, 'C3-B3')],
  (M) => [M.validateMove({ game: 'xiangqi', moves: XQ, lang: 'de' }, 'i0h0')],
  (M) => [M.explain({ game: 'stratego', position: EX1, moves: EX1_MOVES })],
  (M) => [M.explain({ game: 'xiangqi', moves: XQ, options: { notation: 'wxf' } }, { lang: 'zh' })],
  (M) => [M.explain({ game: 'bogenschach', moves: ['@e5 e4', '@d4 e5'] })],
  (M) => [M.legalMoves({ game: 'xiangqi', moves: XQ })],
  (M) => [M.parsePosition('stratego', EX1)],
  (M) => [M.importRecord('stratego', RECORD)],
  (M) => [M.describe('bogenschach')],
  (M) => {
    const g = new M.Game({ game: 'xiangqi', moves: XQ });
    try {
      return [g.validate('i0h0'), g.play('i0h0'), g.explain(), g.legalMoves(), g.moves(), g.undo(), g.explain()];
    } finally {
      g.free();
    }
  },
  (M) => {
    const g = new M.Game({ game: 'stratego', position: EX1 });
    try {
      return EX1_MOVES.map((m) => g.play(m)).concat([g.validate('C3-B3'), g.explain()]);
    } finally {
      g.free();
    }
  },
];

const clean = await instance('clean');
const KNOWN = CALLS.map((call) => call(clean));

/** Every key of every object in `v`. */
function keys(v, into = new Set()) {
  if (Array.isArray(v)) for (const x of v) keys(x, into);
  else if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      into.add(k);
      keys(x, into);
    }
  }
  return into;
}
const REQUEST_FIELDS = ['game', 'position', 'moves', 'options', 'lang', 'rules', 'record', 'budget', 'notation',
  'twoSquaresLimit', 'moreSquares', 'fromStart', 'repetitionCount'];
// Names the runtime itself reads on plain objects (a promise's `then`, ...) are left alone.
const NAMES = [...new Set([...keys(KNOWN), ...REQUEST_FIELDS])]
  .filter((n) => !['then', 'constructor', '__proto__', 'toString', 'valueOf', 'length', 'toJSON'].includes(n));
assert.ok(NAMES.includes('rows') && NAMES.includes('legal') && NAMES.includes('details'), NAMES.join());

/** Installs a getter and a setter on Object.prototype for each name; each calls `reenter` first. The setter then
 * stores the value as the object's own field (so the answer being written keeps it), or, with `rethrow`, lets what
 * `reenter` threw go up. Returns the function that removes them. */
function hostile(reenter) {
  for (const name of NAMES) {
    Object.defineProperty(Object.prototype, name, {
      configurable: true,
      get() {
        reenter(name);
        return undefined;
      },
      set(v) {
        reenter(name);
        Object.defineProperty(this, name, { value: v, writable: true, enumerable: true, configurable: true });
      },
    });
  }
  return () => {
    for (const name of NAMES) delete Object.prototype[name];
  };
}

test('a call from caller code the engine runs is refused with engine-busy; 20,000 later answers are unchanged', async () => {
  const A = await instance('hostile');
  const live = new A.Game({ game: 'xiangqi', moves: XQ });
  const outcomes = {};
  let depth = 0;
  let rethrow = false;
  /** The engine called again, in every way, from inside a call. */
  const reenter = () => {
    if (depth > 0) return;
    depth += 1;
    try {
      for (const inner of [
        () => A.legalMoves({ game: 'xiangqi' }),
        () => A.explain({ game: 'stratego', position: EX1, moves: EX1_MOVES }),
        () => A.validateMove({ game: 'bogenschach' }, '@- e4'),
        () => A.describe('xiangqi'),
        () => new A.Game({ game: 'stratego', position: EX1 }).free(),
        () => live.play('i0h0'),
        () => live.explain(),
        () => live.free(),
      ]) {
        let code = 'answered';
        try {
          inner();
        } catch (e) {
          code = e?.code ?? `no code: ${e}`;
          if (rethrow) throw e;
        }
        outcomes[code] = (outcomes[code] ?? 0) + 1;
      }
    } finally {
      depth -= 1;
    }
  };
  const outer = {};
  const remove = hostile(reenter);
  try {
    for (rethrow of [false, true]) {
      for (let round = 0; round < 3; round++) {
        for (const call of CALLS) {
          try {
            call(A);
            outer.answered = (outer.answered ?? 0) + 1;
          } catch (e) {
            const code = e?.code ?? `no code: ${e}`;
            outer[code] = (outer[code] ?? 0) + 1;
          }
        }
      }
    }
  } finally {
    remove();
  }
  // every inner call was refused, none answered; outer calls answered, or failed with the inner refusal (thrown
  // by a setter while the answer was written), or with bad-request (a getter of the request threw it)
  assert.deepEqual(Object.keys(outcomes), ['engine-busy'], JSON.stringify(outcomes));
  assert.ok(outcomes['engine-busy'] > 1000, JSON.stringify(outcomes));
  assert.ok(outer.answered > 0 && outer['engine-busy'] > 0, JSON.stringify(outer));
  assert.deepEqual(Object.keys(outer).filter((k) => !['answered', 'engine-busy', 'bad-request'].includes(k)), [],
    JSON.stringify(outer));
  // the session the inner calls tried to play on and free is as it was
  assert.deepEqual(live.moves(), XQ);
  live.free();
  let checked = 0;
  for (let round = 0; checked < 20_000; round++) {
    const i = round % CALLS.length;
    const got = CALLS[i](A);
    assert.deepEqual(got, KNOWN[i], `call ${i}, round ${round}`);
    // field by field: the same keys in the same order
    assert.deepEqual([...keys(got)], [...keys(KNOWN[i])], `call ${i}, round ${round}: the keys`);
    checked += got.length;
  }
});

test('a getter of the request that calls the engine: the inner call is refused, the outer answers as ever', async () => {
  const A = await instance('getter');
  const codes = [];
  const req = {
    game: 'stratego',
    get position() {
      try {
        A.legalMoves({ game: 'xiangqi' });
        codes.push('answered');
      } catch (e) {
        codes.push(e.code);
      }
      return EX1;
    },
    moves: EX1_MOVES,
  };
  assert.deepEqual(A.validateMove(req, 'C3-B3'), KNOWN[0][0]);
  assert.deepEqual(A.explain(req), KNOWN[2][0]);
  const g = new A.Game(req);
  assert.deepEqual(g.validate('C3-B3'), KNOWN[0][0]);
  g.free();
  assert.deepEqual(codes, ['engine-busy', 'engine-busy', 'engine-busy']);
  // a refusal says why; let through a getter of the request, it is what the getter threw: a bad request
  let e;
  try {
    A.explain({ game: 'xiangqi', get moves() { return A.explain({ game: 'xiangqi' }); } });
  } catch (thrown) {
    e = thrown;
  }
  assert.equal(e?.code, 'bad-request');
  assert.match(e.message, /"moves".*answering another call/);
  for (let i = 0; i < CALLS.length; i++) assert.deepEqual(CALLS[i](A), KNOWN[i]);
});
