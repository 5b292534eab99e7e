// The board's state transitions (www/board/state.js), in Node without a DOM: what a reader relies on when stepping,
// picking a piece up, trying moves (refused and played), returning with Reset, and reloading in another language.
// The explanations are the engine's own (pkg/, explain), so the rows are real; the widget's element only renders
// what these transitions return. And: no game's adapter reaches into the element's private members; adapters use
// the hooks the element gives them (www/arbiter-board.js _hooks).
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as A from '../../pkg/arbiter.js';
import xiangqi from '../../www/board/games/xiangqi/adapter.js';
import { boardView, deselect, dropGame, explained, hideSquare, initialState, maxStep, moveCursor, overNow, play, positionAt,
  refuse, reset, select, setEditing, shownRow, slid, step } from '../../www/board/state.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
A.initSync({ module: fs.readFileSync(path.join(root, 'pkg', 'arbiter_bg.wasm')) });

// A Xiangqi game of five moves, and an explanation that stops at an illegal third move.
const GAME = { game: 'xiangqi', moves: ['h2e2', 'h9g7', 'h0g2', 'i9h9', 'i0h0'] };
const x = A.explain(GAME);
const loaded = (at = 0) => explained(initialState(), { game: 'xiangqi', moves: GAME.moves, x, baseMoves: GAME.moves,
  baseX: x, fresh: true, at });

test('a fresh load opens at the step asked for, on the example line, with nothing picked up', () => {
  const s = loaded(2);
  assert.equal(s.step, 2);
  assert.equal(s.branch, null);
  assert.equal(s.sel, null);
  assert.equal(s.refused, null);
  assert.equal(s.slide, false, 'a load does not slide a piece');
  assert.equal(maxStep(s), 5);
  assert.equal(positionAt(s), x.rows[1].position);
  assert.equal(positionAt(s, 0), x.start);
  assert.equal(shownRow(s), x.rows[1]);
  assert.equal(shownRow(loaded(0)), null);
});

test('stepping stays within the start and the last legal move; one step forward slides, a jump does not', () => {
  let s = loaded(0);
  s = step(s, 1);
  assert.equal(s.step, 1);
  assert.equal(s.slide, true);
  assert.equal(slid(s).slide, false);
  s = step(s, 4);
  assert.equal(s.slide, false);
  assert.equal(step(s, 99).step, 5);
  assert.equal(step(s, -3).step, 0);
  assert.equal(step(s, 'x').step, 0);
  const bad = A.explain({ game: 'xiangqi', moves: ['h2e2', 'h9g7', 'a0a9'] });
  const b = explained(initialState(), { game: 'xiangqi', moves: ['h2e2', 'h9g7', 'a0a9'], x: bad,
    baseMoves: [], baseX: bad, fresh: true, at: 9 });
  assert.equal(b.step, 2, 'the illegal move is never shown as played');
});

test('the states are values: a transition never changes the state it was given', () => {
  const s = loaded(1);
  const frozen = JSON.stringify({ ...s, targets: [...s.targets], bad: [...s.bad] });
  step(s, 3);
  select(s, 'h0', ['g2', 'i2']);
  refuse(s, 'h0h5', null);
  play(s, { moves: GAME.moves.slice(0, 2), x, from: 1 });
  assert.equal(JSON.stringify({ ...s, targets: [...s.targets], bad: [...s.bad] }), frozen);
});

test('a piece picked up shows its targets; stepping, deselecting and editing drop it', () => {
  const legal = A.legalMoves({ game: 'xiangqi', moves: [] }).map((m) => m.move || m);
  const targets = legal.filter((m) => m.startsWith('h2')).map((m) => m.slice(2));
  let s = select(loaded(0), 'h2', targets);
  assert.equal(s.sel, 'h2');
  assert.ok(s.targets.has('e2'));
  assert.equal(deselect(s).sel, null);
  assert.equal(deselect(s).targets.size, 0);
  assert.equal(step(s, 1).sel, null);
  assert.equal(step(s, 0, { quiet: true }).sel, null, 'a quiet step (a load, Reset) clears the marks too');
  s = setEditing(s, true);
  assert.equal(s.editing, true);
  assert.equal(s.sel, null);
  assert.equal(moveCursor(s, 'e0').cursor, 'e0');
  assert.equal(hideSquare(s, 'h2').dragHidden, 'h2');
});

test("a refused move marks its squares and the piece a perpetual chase would chase, until the reader steps", () => {
  const s = loaded(2);
  const v = A.validateMove({ game: 'xiangqi', moves: GAME.moves.slice(0, 2) }, 'h0h9');
  assert.equal(v.legal, false);
  const r = refuse(s, 'h0h9', v);
  assert.equal(r.refused, 'h0h9');
  assert.ok(r.bad.has('h0') && r.bad.has('h9'));
  assert.deepEqual(refuse(s, 'h0h9', { ...v, details: { repetition: { chased: ['h9'] } } }).chased, ['h9']);
  assert.ok(!refuse(s, 'h0h9', { ...v, details: { repetition: { chased: ['h9'] } } }).bad.has('h9'),
    'the chased piece is marked as chased, not as a move square');
  assert.equal(refuse(s, 'zz', null).refused, 'zz', 'a move the engine cannot read is still the moment shared');
  const moved = step(r, 3);
  assert.equal(moved.refused, null);
  assert.equal(moved.bad.size, 0);
  assert.equal(step(r, 2).refused, 'h0h9', 'staying on the step keeps the refused move');
});

test('a tried move opens the reader line at its step; Reset returns to the example there', () => {
  let s = loaded(2);
  const moves = [...GAME.moves.slice(0, 2), 'b0c2'];
  const tried = A.explain({ game: 'xiangqi', moves });
  s = play(s, { moves, x: tried, from: 2 });
  assert.equal(s.step, 3);
  assert.equal(s.branch, 2);
  assert.equal(s.slide, true);
  assert.deepEqual(s.moves, moves);
  const more = [...moves, 'b9c7'];
  s = play(s, { moves: more, x: A.explain({ game: 'xiangqi', moves: more }), from: 3 });
  assert.equal(s.branch, 2, 'the branch stays where the first tried move was played');
  const back = reset(s);
  assert.equal(back.step, 2);
  assert.equal(back.branch, null);
  assert.deepEqual(back.moves, GAME.moves);
  assert.equal(back.x, x);
  const empty = initialState();
  assert.equal(reset(empty), empty, 'Reset before anything loaded changes nothing');
});

test('another language keeps the moment: the step, the tried line and the refused move', () => {
  const moves = [...GAME.moves.slice(0, 2), 'b0c2'];
  let s = play(loaded(2), { moves, x: A.explain({ game: 'xiangqi', moves }), from: 2 });
  s = refuse(s, 'c2c9', null);
  const de = A.explain({ game: 'xiangqi', moves, lang: 'de' });
  const again = explained(s, { game: 'xiangqi', moves, x: de, baseMoves: GAME.moves, baseX: x, fresh: false });
  assert.equal(again.step, 3);
  assert.equal(again.branch, 2);
  assert.equal(again.refused, 'c2c9');
  assert.equal(again.x, de);
});

test('a new game drops the old explanation; the same game keeps it; the game over is at the last step', () => {
  const s = loaded(3);
  assert.equal(dropGame(s, 'xiangqi'), s);
  const d = dropGame(s, 'stratego');
  assert.equal(d.x, null);
  assert.equal(d.step, 0);
  assert.deepEqual(d.moves, []);
  const over = { ...s, x: { ...x, result: { over: true, message: 'drawn' } } };
  assert.equal(overNow(step(over, 5)), true);
  assert.equal(overNow(step(over, 4)), false, 'stepped back from the end, the game is not over there');
  assert.equal(overNow(s), false);
});

const piecesAt = (s, n = s.step) => new Map(A.parsePosition('xiangqi', positionAt(s, n)).pieces
  .map((p) => [p.square, { side: p.side, rank: p.rank }]));
const view = (s, extra = {}) => boardView(s, xiangqi, { pieces: piecesAt(s), toMove: xiangqi.sideToMove(positionAt(s)),
  before: () => piecesAt(s, s.step - 1), ...extra });

test('the board view: the last move marked, its piece slides one step forward only, a refused move marks its own', () => {
  const s = step(loaded(0), 1);
  const v = view(s);
  assert.deepEqual(v.last, ['h2', 'e2']);
  assert.deepEqual(v.slide, ['h2', 'e2']);
  assert.equal(v.pieces.get('e2').rank, 'cannon');
  assert.equal(view(slid(s)).slide, null, 'drawn once, it does not slide again');
  assert.equal(view(step(loaded(0), 3)).slide, null, 'a jump does not slide');
  assert.equal(view(loaded(0)).last, null);
  const r = refuse(s, 'h9h0', { from: 'h9', to: 'h0', details: { repetition: { chased: ['e2'] } } });
  assert.deepEqual(view(r).chased, ['e2']);
  assert.ok(view(r).bad.has('h9'));
  assert.equal(view(select(s, 'h0', ['g2'])).selected, 'h0');
});

test("the board view: a turn's first step takes the piece hit off and names it", () => {
  const s = loaded(2);
  const turnView = (row, pieces) => {
    const left = new Map(pieces);
    left.delete('e2');
    return { pieces: left, shot: 'e2', ghost: { square: 'e2', piece: pieces.get('e2') } };
  };
  const v = view(s, { turnView });
  assert.equal(v.pieces.has('e2'), false);
  assert.equal(v.shot, 'e2');
  assert.equal(v.ghost.piece.rank, 'cannon');
});

test("no game's adapter uses a private member of the element", () => {
  const games = path.join(root, 'www', 'board', 'games');
  const files = fs.readdirSync(games, { recursive: true }).filter((f) => f.endsWith('.js'));
  assert.ok(files.some((f) => f.endsWith('adapter.js')));
  for (const f of files) {
    const src = fs.readFileSync(path.join(games, f), 'utf8').replace(/\/\/.*$|\/\*[^]*?\*\//gm, '');
    // A private member: a property whose name starts with "_" (the element's own; the build shortens them).
    const used = src.match(/\.\s*_[A-Za-z$]\w*/g);
    assert.equal(used, null, `${f} uses ${used}`);
  }
});
