// The authoring panel's document (www/author/state.js): its transitions in Node, without a DOM. What the author
// relies on: a move played on the board extends the chapter, and one played at an earlier step replaces the rest of
// the line with what stood after it; shapes toggle as in other diagram tools; a try keeps the engine's verdict;
// chapters are added, moved and deleted (never the last); undo gives back each document before; the written
// chapters are what the engine's writeDocument reads (round trip through the engine).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as S from '../../www/author/state.js';
import { nodeEngine } from './browser/harness.mjs';

const POSITION = '10/10/10/10/10/1b8/bj2b5/10/1O8/10 r';
const MOVES = ['B2-B3', 'B4-C4', 'B3-C3', 'C4-D4'];
const start = () => S.newDocument(S.chapterOf({ game: 'stratego', rules: 'isf', position: POSITION, moves: MOVES }));

test('moves: a longer line keeps the notes; another line from step 2 drops what stood after its step 2', () => {
  let d = S.setComment(start(), 3, 'en', 'a comment at 3');
  d = S.setComment(d, 1, 'en', 'a comment at 1');
  const longer = S.setMoves(d, [...MOVES, 'C3-D3']);
  assert.deepEqual(S.current(longer).moves, [...MOVES, 'C3-D3']);
  assert.deepEqual(S.current(longer).annotations.map((a) => a.after), [1, 3]);
  const other = S.setMoves(d, ['B2-B3', 'B4-C4', 'B3-B2']);
  assert.deepEqual(S.current(other).annotations.map((a) => a.after), [1]);
  assert.equal(S.current(d).annotations.length, 2, 'the document before is untouched');
});

test('shapes: the same arrow or mark again removes it; another colour replaces it; an arrow to its own square marks it', () => {
  let d = S.drawShape(start(), 2, 'C3', 'C4', 'red');
  assert.deepEqual(S.noteAt(d, 2).arrows, [{ from: 'C3', to: 'C4', color: 'red' }]);
  d = S.drawShape(d, 2, 'C3', 'C4', 'green');
  assert.deepEqual(S.noteAt(d, 2).arrows, [{ from: 'C3', to: 'C4', color: 'green' }]);
  d = S.drawShape(d, 2, 'C3', 'C4', 'green');
  assert.deepEqual(S.noteAt(d, 2).arrows, []);
  assert.equal(S.current(d).annotations.length, 0, 'an empty note is dropped');
  d = S.drawShape(d, 0, 'B4', 'B4', 'yellow');
  assert.deepEqual(S.noteAt(d, 0).squares, [{ square: 'B4', color: 'yellow' }]);
  d = S.labelSquare(d, 0, 'B4', 'abcd', 'blue');
  assert.deepEqual(S.noteAt(d, 0).labels, [{ square: 'B4', text: 'abc', color: 'blue' }]);
  d = S.removeShape(d, 0, 'squares', 0);
  assert.deepEqual(S.noteAt(d, 0).squares, []);
});

test('tries: the verdict decides refused (with its rule) or legal; the same move again replaces it', () => {
  let d = S.addTry(start(), 4, 'C3-B3', { legal: false, rule: 'more-squares' });
  d = S.addTry(d, 4, 'C3-D3', { legal: true, rule: null });
  assert.deepEqual(S.noteAt(d, 4).tries, [{ move: 'C3-B3', expect: 'refused', rule: 'more-squares' },
    { move: 'C3-D3', expect: 'legal' }]);
  d = S.addTry(d, 4, 'C3-B3', { legal: true });
  assert.deepEqual(S.noteAt(d, 4).tries.map((t) => t.move), ['C3-D3', 'C3-B3']);
  assert.equal(S.triesOf(S.current(d)), 2);
  assert.deepEqual(S.noteAt(S.removeTry(d, 4, 0), 4).tries.map((t) => t.move), ['C3-B3']);
});

test('chapters: added after the others and shown, renamed per language, moved, deleted but never the last', () => {
  let d = S.rename(start(), 'en', 'First');
  d = S.addChapter(d, S.chapterOf({ game: 'xiangqi', position: 'x', moves: [] }, { en: 'Second' }));
  assert.equal(d.at, 1);
  d = S.rename(d, 'de', 'Zweites');
  assert.deepEqual(S.current(d).title, { en: 'Second', de: 'Zweites' });
  d = S.rename(d, 'de', '  ');
  assert.deepEqual(S.current(d).title, { en: 'Second' });
  d = S.moveChapter(d, -1);
  assert.deepEqual(d.chapters.map((c) => c.title.en), ['Second', 'First']);
  assert.equal(d.at, 0, 'the moved chapter stays shown');
  assert.equal(S.moveChapter(d, -1), d, 'the first cannot go up');
  d = S.removeChapter(d);
  assert.deepEqual(d.chapters.map((c) => c.title.en), ['First']);
  assert.equal(S.removeChapter(d), d, 'the last chapter stays');
});

test('undo: each change can be taken back, in order; nothing to undo leaves the history', () => {
  let h = S.history(start());
  const a = S.setComment(h.present, 1, 'en', 'one');
  h = S.commit(h, a);
  h = S.commit(h, S.setQuiz(a, true));
  assert.equal(S.commit(h, h.present), h, 'no change: nothing to undo added');
  h = S.undo(h);
  assert.equal(h.present, a);
  h = S.undo(h);
  assert.equal(S.current(h.present).annotations.length, 0);
  assert.equal(S.undo(h), h);
});

test('written: the engine writes the chapters and reads them back the same; the preview asks no quiz', async () => {
  const engine = await nodeEngine();
  let d = S.setComment(start(), 2, 'en', 'Two lines\n\nof comment');
  d = S.setComment(d, 2, 'de', 'Auf Deutsch');
  d = S.drawShape(d, 2, 'C3', 'C4', 'red');
  d = S.labelSquare(d, 2, 'C3', '1', 'blue');
  d = S.addTry(d, 4, 'C3-B3', { legal: false, rule: 'more-squares' });
  d = S.setQuiz(S.rename(d, 'en', 'A title'), true);
  const text = engine.writeDocument(S.written(d));
  const back = engine.readDocument(text, { lang: 'en' }).chapters[0];
  assert.equal(back.quiz, true);
  assert.deepEqual(back.title, { en: 'A title' });
  assert.deepEqual(back.moves, MOVES);
  const note = back.annotations.find((a) => a.after === 2);
  assert.deepEqual(note.comment, { en: 'Two lines\n\nof comment', de: 'Auf Deutsch' });
  assert.deepEqual(note.arrows, [{ from: 'C3', to: 'C4', color: 'red' }]);
  assert.deepEqual(note.labels, [{ square: 'C3', text: '1', color: 'blue' }]);
  const t = back.annotations.find((a) => a.after === 4).tries[0];
  assert.deepEqual([t.move, t.expect, t.rule], ['C3-B3', 'refused', 'more-squares']);
  const preview = engine.readDocument(engine.writeDocument(S.written(d, { preview: true })), { lang: 'en' });
  assert.equal(preview.chapters[0].quiz, false);
});

test('the panel\'s words: every language has every text, each a text or a function of the same arguments', async () => {
  const { AUTHOR_TEXT } = await import('../../www/author/text.js');
  const en = AUTHOR_TEXT.en;
  for (const [lang, t] of Object.entries(AUTHOR_TEXT)) {
    assert.deepEqual(Object.keys(t).sort(), Object.keys(en).sort(), lang);
    for (const [k, v] of Object.entries(en)) {
      assert.equal(typeof t[k], typeof v, `${lang}.${k}`);
      if (typeof v === 'function') {
        assert.equal(t[k].length, v.length, `${lang}.${k}`);
        assert.ok(t[k](...Array(v.length).fill('X1')).includes('X1') || v.length === 0 || k === 'at', `${lang}.${k} says its argument`);
      }
    }
    assert.deepEqual(Object.keys(t.colors).sort(), ['blue', 'green', 'red', 'yellow'], lang);
  }
});
