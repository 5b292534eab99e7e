// The reader's view of an annotated document (docs/documents.md), in Node without a DOM: what the widget reads of a
// document before its engine is loaded, a chapter's values as the board's configuration, the text shown in the
// reader's language, the annotation of the shown step (only on the chapter's own line), and autoplay's transitions.
// The chapters are written here as readDocument's answer has them (docs/api.md, "Documents"); the explanations are
// the engine's own (pkg/, explain), so the steps are real.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as A from '../../pkg/arbiter.js';
import { annotated, chapterConfig, documentHead, explained, initialState, langText, maxStep, paragraphs, play, refuse,
  reset, select, setPlaying, shownNote, step, tick } from '../../www/board/state.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
A.initSync({ module: fs.readFileSync(path.join(root, 'pkg', 'arbiter_bg.wasm')) });

// A chapter as the engine answers it: More-Squares example 1, with comments, shapes and tries.
const CHAPTER = {
  game: 'stratego', rules: 'isf', position: '10/10/10/10/10/1b8/bj2b5/10/1O8/10 r',
  moves: ['B2-B3', 'B4-C4', 'B3-C3', 'C4-D4', 'C3-D3', 'D4-C4', 'D3-C3', 'C4-B4'],
  tags: {}, quiz: false,
  title: { en: 'The chase along a row', de: 'Verfolgung entlang einer Reihe', 'zh-Hans': '沿一行追击' },
  text: { en: 'Red chases.\n\nA second paragraph.' },
  annotations: [
    { after: 0, arrows: [{ from: 'B2', to: 'B3', color: 'green' }] },
    { after: 3, comment: { en: 'The chase begins.', de: 'Die Verfolgung beginnt.' },
      arrows: [{ from: 'C3', to: 'C4', color: 'red' }], squares: [{ square: 'B4', color: 'yellow' }] },
    { after: 8, tries: [{ move: 'C3-B3', expect: 'refused', rule: 'more-squares', verdict: {} }] },
  ],
};
const game = { game: 'stratego', rules: 'isf', position: CHAPTER.position, moves: CHAPTER.moves };
const x = A.explain(game);
const loaded = (at = 0) => explained(initialState(), { game: 'stratego', moves: CHAPTER.moves, x,
  baseMoves: CHAPTER.moves, baseX: x, fresh: true, at });

test('the game and first position are read from a document or an old example file before the engine loads', () => {
  const pgn = '[Event "x"]\n[Game "stratego"]\n[Position "10/10/10/10/10/1b8/bj2b5/10/1O8/10 r"]\n\n1. B2-B3 *\n'
    + '[Game "xiangqi"]\n';
  assert.deepEqual(documentHead(pgn), { game: 'stratego', position: '10/10/10/10/10/1b8/bj2b5/10/1O8/10 r' });
  assert.deepEqual(documentHead('[Game "Chinese Chess"]\n[FEN "9/9 w"]'), { game: 'xiangqi', position: '9/9 w' });
  const txt = fs.readFileSync(path.join(root, 'www', 'examples', 'stratego', 'more-squares-1.txt'), 'utf8');
  assert.deepEqual(documentHead(txt), { game: 'stratego', position: '10/10/10/10/10/1b8/bj2b5/10/1O8/10 r' });
  assert.deepEqual(documentHead('# a comment that says game: none\n{ no tags }'), {});
});

test("a chapter's values configure the board as an example file's did; its moves are a list", () => {
  const c = chapterConfig(CHAPTER);
  assert.deepEqual(c, { game: 'stratego', rules: 'isf', position: CHAPTER.position, moves: CHAPTER.moves });
  assert.notEqual(c.moves, CHAPTER.moves, 'a copy: the board never changes the chapter');
  assert.deepEqual(chapterConfig({ game: 'xiangqi', moves: [] }), { game: 'xiangqi', moves: [] });
});

test("texts fall back as a title's do: traditional to simplified Chinese, every language to English", () => {
  assert.equal(langText(CHAPTER.title, 'de-AT'), 'Verfolgung entlang einer Reihe');
  assert.equal(langText(CHAPTER.title, 'zh-TW'), '沿一行追击', 'no traditional text: the simplified one');
  assert.equal(langText({ ...CHAPTER.title, 'zh-Hant': '沿一行追擊' }, 'zh-Hant'), '沿一行追擊');
  assert.equal(langText({ en: 'E', 'zh-Hant': '繁' }, 'zh-CN'), 'E', 'simplified Chinese never falls back to traditional');
  assert.equal(langText(CHAPTER.title, 'fr'), 'The chase along a row');
  assert.equal(langText({ de: 'nur Deutsch' }, 'en'), '');
  assert.equal(langText(undefined, 'en'), '');
  assert.deepEqual(paragraphs(CHAPTER.text.en), ['Red chases.', 'A second paragraph.']);
  assert.deepEqual(paragraphs('one line\nnext line'), ['one line\nnext line'], 'a line break stays in its paragraph');
  assert.deepEqual(paragraphs(' \n\n '), []);
});

test("the shown step's annotation: the chapter's own at that step, none on the reader's tried moves", () => {
  assert.deepEqual(shownNote(loaded(0), CHAPTER).arrows, CHAPTER.annotations[0].arrows, 'before the first move');
  assert.equal(shownNote(loaded(1), CHAPTER), null, 'a step without one');
  assert.equal(shownNote(loaded(3), CHAPTER).comment.en, 'The chase begins.');
  assert.equal(shownNote(loaded(8), CHAPTER).tries[0].move, 'C3-B3');
  assert.equal(shownNote(loaded(3), null), null, 'no document');
  assert.equal(shownNote(initialState(), CHAPTER), null, 'nothing explained yet');
  // The reader tries B3-B4 at step 1: the tried line has no annotations past the branch, the chapter's line has.
  const tried = ['B2-B3', 'B4-C4'];
  const x2 = A.explain({ ...game, moves: tried });
  const s = play(step(loaded(0), 1), { moves: tried, x: x2, from: 1 });
  assert.equal(s.step, 2);
  assert.equal(shownNote(s, { ...CHAPTER, annotations: [{ after: 2, comment: { en: 'x' } }] }), null);
  assert.ok(shownNote(step(s, 0), CHAPTER), 'before the branch the chapter still speaks');
  assert.equal(shownNote(reset(s), CHAPTER), null);
  assert.equal(shownNote(step(reset(s), 3), CHAPTER).comment.de, 'Die Verfolgung beginnt.');
});

test('the view of annotated documents is needed for chapters, shapes and comments after moves only', () => {
  assert.equal(annotated(CHAPTER, 1), true);
  const plain = { ...CHAPTER, annotations: [{ after: 8, tries: CHAPTER.annotations[2].tries }] };
  assert.equal(annotated(plain, 1), false, 'an old example file: its text and tries only');
  assert.equal(annotated(plain, 2), true, 'several chapters: the picker');
  assert.equal(annotated({ ...plain, annotations: [{ after: 2, comment: { en: 'c' } }] }, 1), true);
  assert.equal(annotated({ ...plain, annotations: [{ after: 0, labels: [{ square: 'A1', text: 'A', color: 'blue' }] }] }, 1), true);
  assert.equal(annotated({ ...plain, annotations: [{ after: 0, comment: { en: 'the text' } }] }, 1), false);
});

test('autoplay steps forward to the last step and stops; from the end it starts again; any step of the reader stops it', () => {
  let s = setPlaying(loaded(2), true);
  assert.equal(s.playing, true);
  assert.equal(s.step, 2, 'it plays on from the step shown');
  s = tick(s);
  assert.equal(s.step, 3);
  assert.equal(s.slide, true, 'the move slides as a step forward does');
  assert.equal(s.playing, true);
  while (s.playing) s = tick(s);
  assert.equal(s.step, maxStep(s), 'it stops at the last step');
  assert.equal(tick(s), s, 'a stopped board does not step');
  const again = setPlaying(s, true);
  assert.equal(again.step, 0, 'started at the end, it plays from the start');
  assert.equal(again.playing, true);
  assert.equal(setPlaying(again, false).playing, false);
  assert.equal(step(again, 4).playing, false, "the reader's step");
  assert.equal(select(again, 'B2', ['B3']).playing, false, 'a piece picked up');
  assert.equal(refuse(again, 'C3-B3', null).playing, false, 'a refused try');
  assert.equal(setPlaying(explained(initialState(), { game: 'stratego', moves: [], x: A.explain({ ...game, moves: [] }),
    baseMoves: [], baseX: null, fresh: true }), true).playing, false, 'nothing to play');
});
