// readDocument through the real WebAssembly packages (built by scripts/build-wasm.sh): an annotated example document
// (docs/documents.md) read into the answer docs/api.md agrees ("Documents"), the same answer from the widget's
// one-game package of its game, each try's verdict as validateMove gives it, problems and bad-document errors with
// their line, column and chapter in the asked language, and every shipped example file read as a document.
// Run: node --test tests/js/documents.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The engine package in `dir` (pkg/ or www/pkg/<game>/), loaded. */
async function engine(dir) {
  const wasm = path.join(root, dir, 'arbiter_bg.wasm');
  if (!fs.existsSync(wasm)) throw new Error(`${wasm} is missing: run scripts/build-wasm.sh (make build) first`);
  const A = await import(pathToFileURL(path.join(root, dir, 'arbiter.js')).href);
  A.initSync({ module: fs.readFileSync(wasm) });
  return A;
}

const A = await engine('pkg');

const EX1 = '10/10/10/10/10/1b8/bj2b5/10/1O8/10 r';
const MOVES = ['B2-B3', 'B4-C4', 'B3-C3', 'C4-D4', 'C3-D3', 'D4-C4', 'D3-C3', 'C4-B4'];
const STRATEGO = `[Game "stratego"]
[Rules "isf"]
[Position "${EX1}"]
[Title "More-Squares Rule, example 1"]
[Title.de "Mehr-Feld-Regel, Beispiel 1"]
[Source "seed 000"]
[Quiz "yes"]

{Red's Colonel chases
Blue's Major.}
{[%lang de] Der rote Oberst verfolgt den blauen Major.}
1. B2-B3 B4-C4 2. B3-C3 {The chase begins. [%cal RC3C4] [%csl YB4,Yc4] [%lbl Gd4:A]} C4-D4
3. C3-D3 D4-C4 4. D3-C3 C4-B4 {[%try C3-B3 refused more-squares] [%try C3-C4 legal]} *
`;

test('a chapter reads into the agreed answer, each try with validateMove\'s verdict', () => {
  const doc = A.readDocument(STRATEGO, { lang: 'de' });
  assert.deepEqual(Object.keys(doc), ['chapters', 'problems']);
  assert.deepEqual(doc.problems, []);
  const [c] = doc.chapters;
  assert.deepEqual(Object.keys(c), ['game', 'rules', 'position', 'moves', 'tags', 'title', 'text', 'quiz', 'annotations']);
  assert.equal(c.game, 'stratego');
  assert.equal(c.rules, 'isf');
  assert.equal(c.position, EX1);
  assert.deepEqual(c.moves, MOVES);
  assert.deepEqual(c.tags, { Source: 'seed 000' });
  assert.deepEqual(c.title, { en: 'More-Squares Rule, example 1', de: 'Mehr-Feld-Regel, Beispiel 1' });
  assert.deepEqual(c.text, { en: "Red's Colonel chases Blue's Major.", de: 'Der rote Oberst verfolgt den blauen Major.' });
  assert.equal(c.quiz, true);
  assert.deepEqual(c.annotations.map((a) => a.after), [3, 8]);
  const [shapes, tries] = c.annotations;
  assert.deepEqual(shapes, {
    after: 3,
    comment: { en: 'The chase begins.' },
    arrows: [{ from: 'C3', to: 'C4', color: 'red' }],
    squares: [{ square: 'B4', color: 'yellow' }, { square: 'C4', color: 'yellow' }],
    labels: [{ square: 'D4', text: 'A', color: 'green' }],
  });
  assert.deepEqual(Object.keys(tries), ['after', 'tries']);
  const game = { game: 'stratego', rules: 'isf', position: EX1, moves: MOVES };
  for (const t of tries.tries) {
    assert.deepEqual(t.verdict, A.validateMove(game, t.move, { lang: 'de' }));
  }
  assert.deepEqual(tries.tries.map(({ move, expect, rule }) => ({ move, expect, rule })), [
    { move: 'C3-B3', expect: 'refused', rule: 'more-squares' },
    { move: 'C3-C4', expect: 'legal', rule: undefined },
  ]);
  assert.ok(!('rule' in tries.tries[1]));
  assert.match(tries.tries[0].verdict.message, /Mehr-Feld-Regel/);
});

test('the widget\'s one-game package of each game gives the same answer as pkg/', async () => {
  const docs = {
    stratego: STRATEGO,
    xiangqi: '[Game "xiangqi"]\n1. h2e2 h9g7 {[%cal Rh0g2] [%try h0g2 legal] [%try h0h2 refused]} 2. 马二进三 R9=8 *',
    bogenschach: '[Game "bogenschach"]\n[FEN "4k3/8/8/8/4n3/8/8/4RK2 w - - 0 1"]\n'
      + '{[%try "@e4 Rxe8" refused king-capture] [%csl Re8]} 1. @e4 Kg2 *',
  };
  for (const [game, text] of Object.entries(docs)) {
    const one = await engine(`www/pkg/${game}`);
    assert.deepEqual(one.readDocument(text), A.readDocument(text), game);
    assert.deepEqual(one.readDocument(text).problems, [], game);
  }
  // a one-game package refuses a document of another game
  const stratego = await engine('www/pkg/stratego');
  assert.throws(() => stratego.readDocument(docs.xiangqi), (e) => e.code === 'game-not-built');
});

test('a try judged otherwise is a problem with its chapter, line and column', () => {
  const text = `${STRATEGO}\n[Game "stratego"]\n[Position "${EX1}"]\n{[%try B2-B3 refused]} *`;
  const doc = A.readDocument(text.replace('C3-C4 legal', 'C3-C4 refused'));
  assert.equal(doc.chapters.length, 2);
  assert.deepEqual(doc.problems.map(({ chapter, line, column }) => ({ chapter, line, column })), [
    { chapter: 0, line: 13, column: 31 },
    { chapter: 1, line: 17, column: 1 },
  ]);
  assert.match(doc.problems[0].message, /"C3-C4" is written as refused, but the engine allows it/);
});

test('a document that cannot be read throws bad-document with its line, column and chapter, in the asked language', () => {
  const bad = `${STRATEGO}\n[Game "stratego"]\n[Position "${EX1}"]\n1. B2-B3 B4-C4 2. B3-A4 *`;
  for (const [lang, prefix] of [
    ['en', 'document, chapter 2, line 17, column 19: the move "B3-A4"'],
    ['de', 'Dokument, Kapitel 2, Zeile 17, Spalte 19: der Zug "B3-A4"'],
    ['zh-Hans', '文档，第 2 章，第 17 行第 19 列：着法 "B3-A4"'],
    ['zh-Hant', '文件，第 2 章，第 17 行第 19 欄：著法 "B3-A4"'],
  ]) {
    assert.throws(() => A.readDocument(bad, { lang }), (e) => {
      assert.equal(e.code, 'bad-document');
      assert.deepEqual([e.line, e.column, e.chapter], [17, 19, 1]);
      assert.ok(e.message.startsWith(prefix), e.message);
      return true;
    });
  }
  for (const [text, line, says] of [
    ['[Game "stratego"]\n{[%clk 0:01:00]} *', 2, /unknown command \[%clk\]/],
    ['[Game "stratego"]\n[Title.fr "x"]\n*', 2, /unknown language "Title.fr"/],
    ['[Game "stratego"]\n{[%csl GK11]} *', 2, /"K11" is not a square of this board/],
    ['[Game "stratego"]\n{[%cal Xa1a2]} *', 2, /unknown colour "X"/],
    ['[Game "stratego"]\n{[%lbl Ga1:ABCD]} *', 2, /"ABCD" is longer than 3 characters/],
    ['[Game "chess"]\n*', 1, /unknown game "chess"/],
  ]) {
    assert.throws(() => A.readDocument(text), (e) => e.code === 'bad-document' && says.test(e.message) && e.line === line);
  }
  assert.throws(() => A.readDocument(42), (e) => e.code === 'bad-request');
  assert.throws(() => A.readDocument('{x}'.repeat(400_000)), (e) => e.code === 'input-too-large');
  // the engine still answers
  assert.equal(A.readDocument(STRATEGO).chapters.length, 1);
});

test('every shipped example file reads as a document of one chapter, its tries as written', () => {
  const dir = path.join(root, 'www', 'examples');
  const files = fs.readdirSync(dir, { recursive: true }).filter((f) => f.endsWith('.txt'));
  assert.ok(files.length > 100, `${files.length} files`);
  for (const f of files) {
    const text = fs.readFileSync(path.join(dir, f), 'utf8');
    const doc = A.readDocument(text);
    assert.equal(doc.chapters.length, 1, f);
    const [c] = doc.chapters;
    const field = (k) => text.match(new RegExp(`^${k.replace('.', '\\.')}: (.*)$`, 'm'))?.[1];
    assert.equal(c.game, field('game'), f);
    assert.equal(c.title.en, field('title.en'), f);
    const tries = c.annotations.flatMap((a) => a.tries ?? []);
    assert.equal(tries.length, text.split('\n').filter((l) => /^(forbidden|vary):/.test(l)).length, f);
  }
});
