// The stateless validateMove reads an array of moves as one text and replays the moves from
// slices of it (no string per move); a session (new Game) and explain() read the same array into
// a string per move. Both readings must give the same answers and the same errors, whatever the
// strings hold: multi-byte characters, empty strings, the longest move allowed and one longer, a
// NUL inside a move, a non-string among them (the last two take the element-by-element reading).
// The list is read by a reader in the engine's glue (src/wasm/moves.js: each element once, joined and
// encoded as one text) unless something is unusual, when the engine reads element by element: both
// readings must give the same answers and errors too (the second forced by a Proxy whose first read
// of the first element throws, which the glue's reader gives up on).
// Run: node --test tests/js/moves-read.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const A = await import(pathToFileURL(path.join(root, 'pkg', 'arbiter.js')).href);
A.initSync({ module: fs.readFileSync(path.join(root, 'pkg', 'arbiter_bg.wasm')) });

// Seed Example 1 (docs/api.md): after these moves C3-B3 is refused by the More-Squares Rule.
const EX1 = '10/10/10/10/10/1b8/bj2b5/10/1O8/10';
const EX1_MOVES = ['B2-B3', 'B4-C4', 'B3-C3', 'C4-D4', 'C3-D3', 'D4-C4', 'D3-C3', 'C4-B4'];

/** The answer of `f`, or its error's code and message. */
function answer(f) {
  try {
    return { value: f() };
  } catch (e) {
    return { code: e.code, message: e.message };
  }
}

/** validateMove's answer for `moves`, and the same question asked of a session on them. */
function both(moves, next) {
  const game = { game: 'stratego', position: EX1, moves };
  const stateless = answer(() => A.validateMove(game, next));
  const session = answer(() => {
    const g = new A.Game(game);
    try {
      return g.validate(next);
    } finally {
      g.free();
    }
  });
  return { stateless, session };
}

const long = 'B2-B3' + ' '.repeat(59); // 64 characters: the longest move read
const histories = [
  ['the example', EX1_MOVES],
  ['moves written in other ways', ['b2-b3', 'B4xC4', 'B3:C3', 'c4 d4', ' C3-D3', 'D4-C4 ', 'D3-C3', 'C4-B4']],
  ['multi-byte characters in a move', ['B2-B3', 'B4–C4']],
  ['a move of letters outside ASCII', ['É2-É3']],
  ['an empty string among the moves', ['B2-B3', '', 'B3-C3']],
  ['an empty string at the end', ['B2-B3', '']],
  ['the longest move allowed', [long, 'B4-C4']],
  ['a move one character too long', [long + ' ', 'B4-C4']],
  ['a move of 64 two-byte characters', ['é'.repeat(64)]],
  ['a move of 65 two-byte characters', ['B2-B3', 'é'.repeat(65)]],
  ['a move of 64 four-byte characters', ['B2-B3', '😀'.repeat(64), 'B3-C3']],
  ['a move of 65 four-byte characters', ['B2-B3', '😀'.repeat(65)]],
  ['a move of 63 ASCII and one three-byte character too many', ['B2-B3', `${'x'.repeat(64)}€`]],
  ['a NUL inside a move', ['B2-B3', 'B4\0-C4']],
  ['a number among the moves', ['B2-B3', 5]],
  ['a lone surrogate in a move', ['B2-B3', 'B4-C4\uD800']],
  ['a String object among the moves', ['B2-B3', new String('B4-C4')]],
  ['a hole among the moves', ['B2-B3', , 'B3-C3']], // eslint-disable-line no-sparse-arrays
  ['undefined among the moves', ['B2-B3', undefined]],
  ['a refused move in the history', ['B2-B3', 'B4-C4', 'B3-B2', 'C4-B4', 'B2-B3', 'B4-C4', 'B3-B2', 'C4-B4', 'B2-B3', 'B4-C4', 'B3-B2', 'C4-B4']],
];

for (const [name, moves] of histories) {
  test(`stateless and session readings agree: ${name}`, () => {
    const { stateless, session } = both(moves, 'C3-B3');
    assert.deepEqual(stateless, session);
  });
}

test('the example is answered as docs/api.md says', () => {
  const { stateless } = both(EX1_MOVES, 'C3-B3');
  assert.equal(stateless.value.legal, false);
  assert.equal(stateless.value.rule, 'more-squares');
});

test('a move too long is refused naming it', () => {
  const { stateless } = both([long + ' ', 'B4-C4'], 'C3-B3');
  assert.equal(stateless.code, 'input-too-large');
  // counted in characters, whatever their bytes: 64 are read, 65 are refused
  for (const c of ['é', '€', '😀']) {
    assert.notEqual(both(['B2-B3', c.repeat(64)], 'C3-B3').stateless.code, 'input-too-large', `64 x ${c}`);
    const { stateless: refused } = both(['B2-B3', c.repeat(65)], 'C3-B3');
    assert.equal(refused.code, 'input-too-large', `65 x ${c}`);
    assert.match(refused.message, /a move/, `65 x ${c}`);
  }
});

/** `list` behind a Proxy whose first read of element 0 throws: the glue's reader gives up on it, and
 * the engine reads the list element by element (its own read of element 0 is the second). */
function elementByElement(list) {
  let thrown = false;
  return new Proxy(list, {
    get(target, key, receiver) {
      if (key === '0' && !thrown) {
        thrown = true;
        throw new Error('the first read of element 0');
      }
      return Reflect.get(target, key, receiver);
    },
  });
}

const getterMoves = ['B2-B3', 'B4-C4'];
Object.defineProperty(getterMoves, 1, { get: () => 'B4-C4', enumerable: true });
for (const [name, moves] of [...histories, ['a getter among the moves', getterMoves]]) {
  test(`the glue's reader and the element-by-element reading agree: ${name}`, () => {
    const game = { game: 'stratego', position: EX1 };
    const once = answer(() => A.validateMove({ ...game, moves }, 'C3-B3'));
    const each = answer(() => A.validateMove({ ...game, moves: elementByElement(moves) }, 'C3-B3'));
    assert.deepEqual(each, once);
    const rows = (m) => answer(() => A.explain({ ...game, moves: m }).rows.map((r) => [r.move, r.legal, r.message]));
    assert.deepEqual(rows(elementByElement(moves)), rows(moves));
  });
}

test('the element-by-element reading is the one taken after the first read throws', () => {
  // the Proxy's first read throws only once: a second reader of element 0 gets the move
  const moves = elementByElement(EX1_MOVES);
  const v = A.validateMove({ game: 'stratego', position: EX1, moves }, 'C3-B3');
  assert.equal(v.rule, 'more-squares');
});
