// The widget's Bogenschach helpers that need no browser (www/board/games/bogenschach/adapter.js): splitting an attribute into turns,
// the round counter and the pieces off the board, checked against the engine's own rows. Run: node --test tests/js/*.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { nodeEngine, readExampleFile } from './browser/harness.mjs';
import { offBoard, roundAfter, ROUNDS, splitTurns } from '../../www/board/games/bogenschach/adapter.js';

const A = await nodeEngine();

test('splitTurns: turns separated by ";", by lines, or written one after another', () => {
  assert.deepEqual(splitTurns('@e4 Kg2; @- Kd7'), ['@e4 Kg2', '@- Kd7']);
  assert.deepEqual(splitTurns(' @e4  Kg2 ;;\n@- Kd7 '), ['@e4  Kg2', '@- Kd7']);
  assert.deepEqual(splitTurns('@- e2e4 @e7 Nf6 @d1 --'), ['@- e2e4', '@e7 Nf6', '@d1 --']);
  assert.deepEqual(splitTurns('@- Nf3; shoot-out: black'), ['@- Nf3', 'shoot-out: black']);
  assert.deepEqual(splitTurns('@- Nf3 shoot-out: white'), ['@- Nf3', 'shoot-out: white']);
  assert.deepEqual(splitTurns(''), []);
  assert.deepEqual(splitTurns(null), []);
});

test('every example file: its turns as the widget splits them are the engine\'s rows (and the shoot-out)', () => {
  for (const file of ['fifteen-rounds-shoot-out.txt', 'king-shot-tiebreak.txt', 'mate-answered-by-shot.txt',
    'mate-at-end-of-own-turn.txt', 'meuchelei.txt', 'own-king-exposed.txt', 'shot-exposes-enemy-king.txt']) {
    const ex = readExampleFile('bogenschach', file);
    const moves = splitTurns(ex.moves);
    const x = A.explain({ game: 'bogenschach', rules: ex.rules, position: ex.position, moves });
    assert.ok(x.rows.every((r) => r.legal), file);
    const turns = moves.filter((t) => !/^shoot-out/i.test(t));
    assert.deepEqual(x.rows.map((r) => r.move), turns, file);
  }
});

test('roundAfter counts as the engine does: the next turn\'s round, capped at 15; offBoard lists the removals', () => {
  const ex = readExampleFile('bogenschach', 'fifteen-rounds-shoot-out.txt');
  const { rows } = A.explain({ game: 'bogenschach', moves: splitTurns(ex.moves) });
  assert.equal(rows.length, 2 * ROUNDS);
  for (let step = 0; step < rows.length; step++) assert.equal(roundAfter(rows, step), rows[step].details.round, `step ${step}`);
  assert.equal(roundAfter(rows, rows.length), ROUNDS);
  // A start with Black to move: round 1 is Black's turn alone, the next turn is round 2.
  const black = A.explain({ game: 'bogenschach', position: '4k3/8/8/8/8/8/8/4K3 b - - 0 1', moves: ['@- Kd7', '@- Kd2'] }).rows;
  assert.deepEqual([roundAfter(black, 0), roundAfter(black, 1), roundAfter(black, 2)], [1, 2, 2]);
  assert.deepEqual(black.map((r) => r.details.round), [1, 2]);
  // Removals by shot and by capture, by the side they belonged to; none after a refused turn.
  const g = { game: 'bogenschach', position: '4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1', moves: ['@d5 Kd2', '@e4 Kd7'] };
  const r = A.explain(g).rows;
  const off = offBoard(r, 2);
  assert.deepEqual(off.black.map((i) => [i.piece, i.square, i.how]), [['pawn', 'd5', 'shot']]);
  assert.deepEqual(off.white.map((i) => [i.piece, i.square, i.how]), [['pawn', 'e4', 'shot']]);
  assert.deepEqual(offBoard(r, 1).white, []);
  const cap = A.explain({ game: 'bogenschach', position: '4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1', moves: ['@- exd5'] }).rows;
  assert.deepEqual(offBoard(cap, 1).black.map((i) => [i.piece, i.how, i.scoredBy]), [['pawn', 'capture', 'white']]);
});
