// Input the bindings must read strictly: getters that throw, options of the wrong type, and sizes
// counted in characters (not UTF-8 bytes). Run: node --test tests/js/*.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const A = await import(pathToFileURL(path.join(root, 'pkg', 'arbiter.js')).href);
A.initSync({ module: fs.readFileSync(path.join(root, 'pkg', 'arbiter_bg.wasm')) });

const codeOf = (f) => {
  try {
    f();
  } catch (e) {
    assert.ok(e instanceof Error && !(e instanceof WebAssembly.RuntimeError), String(e));
    return [e.code, e.message];
  }
  assert.fail('expected an error');
};

test('a position getter that throws is a bad request naming the field, not an empty board', () => {
  const game = { game: 'stratego', get position() { throw new Error('boom'); } };
  const [code, message] = codeOf(() => A.validateMove(game, 'B2-B3'));
  assert.equal(code, 'bad-request');
  assert.match(message, /position/);
  assert.match(message, /boom/);
});

test('options that are not an object are refused', () => {
  const game = { game: 'stratego', position: '10/10/10/10/10/10/10/10/1O8/9j r' };
  const [code, message] = codeOf(() => A.explain(game, 'de'));
  assert.equal(code, 'bad-request');
  assert.match(message, /lang/);
  assert.equal(A.explain(game, { lang: 'de' }).rows.length, 0);
  assert.equal(A.explain(game, undefined).rows.length, 0);
});

test('sizes are counted in characters: 4,000 umlauts are read (and refused as a position, not as too large)', () => {
  const [code] = codeOf(() => A.parsePosition('stratego', 'ä'.repeat(4000)));
  assert.equal(code, 'bad-position');
  const [big] = codeOf(() => A.parsePosition('stratego', 'ä'.repeat(5000)));
  assert.equal(big, 'input-too-large');
});

test('a refused move names its squares', () => {
  const v = A.validateMove({ game: 'stratego', position: '10/10/10/10/10/10/10/10/1O8/9j r' }, 'B2-C3');
  assert.equal(v.rule, 'movement');
  assert.match(v.message, /^B2-C3: /);
});

test('xiangqi answers through the same functions, and perft counts', () => {
  const v = A.validateMove({ game: 'xiangqi', moves: ['h2e2'] }, 'h9g7');
  assert.equal(v.legal, true);
  const bad = A.validateMove({ game: 'xiangqi' }, 'e0e2');
  assert.equal(bad.rule, 'movement');
  assert.deepEqual([bad.from, bad.to], ['e0', 'e2']);
  assert.equal(A.perft({ game: 'xiangqi' }, 3), 79666);
  assert.equal(A.perft({ game: 'chess' }, 3), 8902);
  const b = A.explain({ game: 'bogenschach', moves: '@- e2e4; @e7 Nf6' });
  assert.equal(b.rows.length, 2);
  assert.equal(b.rows[1].details.score.white, 1);
  const [code] = codeOf(() => A.perft({ game: 'xiangqi' }, 2.5));
  assert.equal(code, 'bad-request');
});

test('xiangqi reads Chinese notation and answers in options.notation', () => {
  const game = { game: 'xiangqi', moves: ['炮二平五', '马8进7'] };
  const v = A.validateMove(game, '马二进三');
  assert.equal(v.legal, true);
  // the move in the notation asked (WXF by default), its squares in ICCS
  assert.deepEqual([v.from, v.to, v.move], ['h0', 'g2', 'H2+3']);
  assert.equal(A.validateMove({ ...game, options: { notation: 'chinese' } }, 'h0g2').move, '马二进三');
  const x = A.explain({ ...game, options: { notation: 'chinese' } });
  assert.equal(x.notation, 'chinese');
  assert.deepEqual(x.rows.map((r) => r.move), ['炮二平五', '马8进7']);
  assert.deepEqual(x.rows.map((r) => r.from + r.to), ['h2e2', 'h9g7']);
  assert.deepEqual(A.legalMoves(game), A.legalMoves({ game: 'xiangqi', moves: ['h2e2', 'H8+7'] }));
  const [code] = codeOf(() => A.explain({ ...game, options: { notation: 'runes' } }));
  assert.equal(code, 'bad-option');
});
