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

test('a key: value example file is read by the full package only, told apart as the widget tells it', async () => {
  const { isKeyValue } = await import('../../www/board/state.js');
  const dir = path.join(root, 'www', 'examples');
  const files = fs.readdirSync(dir, { recursive: true }).filter((f) => /\.(txt|pgn)$/.test(f));
  const refused = (one, text) => {
    try {
      one.readDocument(text);
      return false;
    } catch (e) {
      return e.code === 'bad-document' && /key: value example file/.test(e.message) && e.line === 1;
    }
  };
  let keyValue = 0;
  for (const f of files) {
    const text = fs.readFileSync(path.join(dir, f), 'utf8');
    const one = await engine(`www/pkg/${f.split(path.sep)[0]}`);
    if (isKeyValue(text)) {
      keyValue += 1;
      assert.ok(refused(one, text), `${f}: the game's package refers it to the full one`);
      assert.equal(A.readDocument(text).chapters.length, 1, f);
    } else {
      assert.deepEqual(one.readDocument(text), A.readDocument(text), f);
    }
  }
  assert.ok(keyValue > 100 && keyValue < files.length, `${keyValue} of ${files.length}`);
  const stratego = await engine('www/pkg/stratego');
  for (const text of ['game: stratego', '\ufeff  \n# a note\n[Game "stratego"]', 'Title.zh.hant: x', '\n\ntext.de:',
    '[Game "stratego"]\nmoves: B2-B3', '1. B2-B3 *', 'moves B2-B3', '2x: y', 'a-b: c', '', '{game: stratego}']) {
    assert.equal(isKeyValue(text), refused(stratego, text), JSON.stringify(text));
  }
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

test('writeDocument writes chapters that readDocument reads back to the same chapters', () => {
  const text = `${STRATEGO}\n[Game "bogenschach"]\n[FEN "4k3/8/8/8/4n3/8/8/4RK2 w - - 0 1"]\n`
    + '{[%try "@e4 Rxe8" refused king-capture]} 1. @e4 Kg2 @- Kd7 {two\n\nparagraphs} *\n';
  const doc = A.readDocument(text);
  const written = A.writeDocument(doc.chapters);
  assert.equal(typeof written, 'string');
  assert.deepEqual(A.readDocument(written), doc);
  assert.equal(A.writeDocument(A.readDocument(written).chapters), written);
  // a chapter made by a page: only the fields it needs
  const made = A.writeDocument([{ game: 'stratego', position: EX1, moves: ['B2-B3'], title: { de: 'Titel' },
    annotations: [{ after: 1, arrows: [{ from: 'B3', to: 'B4', color: 'green' }], tries: [{ move: 'B4-C4', expect: 'legal' }] }] }]);
  const back = A.readDocument(made).chapters[0];
  assert.deepEqual(back.title, { de: 'Titel' });
  assert.deepEqual(back.annotations[0].arrows, [{ from: 'B3', to: 'B4', color: 'green' }]);
  assert.equal(back.annotations[0].tries[0].verdict.legal, true);
  for (const bad of [[{ game: 'chess' }], [{ game: 'stratego', annotations: [{ after: 0, squares: [{ square: 'B3', color: 'pink' }] }] }], 42]) {
    assert.throws(() => A.writeDocument(bad), (e) => ['bad-request', 'unknown-game'].includes(e.code), JSON.stringify(bad));
  }
});

test('fuzz: mutated documents, a 10 MB document and binary files are answered or refused quickly', () => {
  let seed = 20261129;
  const int = (n) => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return seed % n;
  };
  const dir = path.join(root, 'www', 'examples');
  const samples = [STRATEGO, ...fs.readdirSync(dir, { recursive: true }).filter((f) => /\.(txt|pgn)$/.test(f))
    .filter(() => int(4) === 0).map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))];
  const pieces = ['{', '}', '[', ']', '[%', '[%cal ', '[%try ', '[%lbl G', '"', '\n\n', '*', '1.', '@', ' ', ':', '\0',
    '[Game "xiangqi"]', '[Game "bogenschach"]', 'refused', 'legal', 'Z9', '\u{fffd}'];
  const mutate = (s) => {
    for (let k = 1 + int(4); k > 0; k--) {
      const at = int(s.length + 1);
      const r = int(3);
      if (r === 0) s = s.slice(0, at) + pieces[int(pieces.length)] + s.slice(at);
      else if (r === 1) s = s.slice(0, at) + s.slice(at + int(8));
      else s = s.slice(0, at) + String.fromCharCode(int(0x3000)) + s.slice(at);
    }
    return s;
  };
  let answers = 0;
  let refusals = 0;
  const started = performance.now();
  for (let i = 0; i < 1500; i++) {
    try {
      A.readDocument(mutate(samples[int(samples.length)]), int(2) ? undefined : { lang: 'de' });
      answers++;
    } catch (e) {
      assert.ok(typeof e.code === 'string' && typeof e.message === 'string', String(e));
      if (e.code === 'bad-document') {
        assert.ok(Number.isInteger(e.line) && e.line >= 1 && Number.isInteger(e.column) && Number.isInteger(e.chapter), e.message);
      } else {
        assert.ok(['game-not-built', 'input-too-large'].includes(e.code), `${e.code}: ${e.message}`);
      }
      refusals++;
    }
  }
  assert.ok(answers > 0 && refusals > 0, `${answers} answers, ${refusals} refusals`);
  let t = performance.now();
  assert.throws(() => A.readDocument('1. B2-B3 {x} '.repeat(800_000)), (e) => e.code === 'input-too-large');
  assert.ok(performance.now() - t < 500, `10 MB took ${performance.now() - t} ms`);
  const binary = new TextDecoder('latin1').decode(Uint8Array.from({ length: 900_000 }, (_, i) => (i * 131) % 251));
  t = performance.now();
  assert.throws(() => A.readDocument(binary), (e) => e.code === 'bad-document' && /binary/.test(e.message));
  assert.ok(performance.now() - t < 500, `a binary file took ${performance.now() - t} ms`);
  // the engine still answers
  assert.equal(A.readDocument(STRATEGO).chapters.length, 1);
  console.log(`# documents fuzz ${JSON.stringify({ answers, refusals, ms: Math.round(performance.now() - started) })}`);
});

// The built site reads its example documents ahead (scripts/build-site.mjs: dist/examples/**/X.read.json) and its
// boards load the games' lite packages (www/pkg/<game>/lite/: no document reader). What the widget makes of such a
// file (board/state.js readAheadIn) must be exactly what the game's own package reads, in every language.
test('every document the site ships, read ahead, gives back what the game\'s package reads, in every language', async (t) => {
  const { readAhead, readAheadIn } = await import('../../www/board/state.js');
  const dist = path.join(root, 'dist', 'examples');
  if (!fs.existsSync(dist)) return t.skip('dist/ is not built (make build)');
  const files = fs.readdirSync(dist, { recursive: true }).filter((f) => f.endsWith('.read.json'));
  const shipped = fs.readdirSync(path.join(root, 'www', 'examples'), { recursive: true }).filter((f) => f.endsWith('.pgn'));
  assert.equal(files.length, shipped.length, 'one per document');
  let tried = 0;
  for (const f of files) {
    const ahead = readAhead(fs.readFileSync(path.join(dist, f), 'utf8'));
    assert.ok(ahead, `${f} is a document read ahead`);
    const text = fs.readFileSync(path.join(dist, path.dirname(f), ahead.source), 'utf8');
    const one = await engine(`www/pkg/${ahead.chapters[0].game}`);
    const lite = await engine(`www/pkg/${ahead.chapters[0].game}/lite`);
    for (const lang of ['en', 'de', 'zh-Hans', 'zh-Hant']) {
      // the lite package judges the tries, as the widget asks it
      const doc = readAheadIn(ahead, lang, lite);
      assert.deepEqual(doc, one.readDocument(text, { lang }), `${f} in ${lang}`);
      tried += doc.chapters.flatMap((c) => c.annotations.flatMap((a) => a.tries || [])).length;
    }
    // read by another version of the engine: the widget reads the document itself
    assert.equal(readAheadIn(ahead, 'de', { ...lite, version: () => `${lite.version()}-other` }), null, f);
  }
  assert.ok(tried > 40, `the shipped documents' tries, in four languages: ${tried}`);
});

test('a lite package has no document reader and answers every other question as the game\'s package', async () => {
  const x = { game: 'xiangqi', rules: 'axf', moves: ['h2e2', 'h9g7'], lang: 'de' };
  const full = await engine('www/pkg/xiangqi');
  const lite = await engine('www/pkg/xiangqi/lite');
  assert.equal(typeof full.readDocument, 'function');
  assert.equal(lite.readDocument, undefined);
  assert.equal(lite.version(), full.version());
  assert.deepEqual(lite.explain(x), full.explain(x));
  assert.deepEqual(lite.validateMove(x, 'h0h2'), full.validateMove(x, 'h0h2'));
  assert.deepEqual(lite.legalMoves(x), full.legalMoves(x));
});

test('only a document read ahead is taken as one: anything else goes to the engine\'s reader', async () => {
  const { readAhead } = await import('../../www/board/state.js');
  const ok = { arbiterDocument: 1, engine: '0.1.0', source: 'a.pgn', chapters: [], problems: [] };
  assert.deepEqual(readAhead(`  ${JSON.stringify(ok)}`), ok);
  for (const text of [STRATEGO, '', '{', '{"arbiterDocument": 1}', JSON.stringify({ ...ok, arbiterDocument: 2 }),
    JSON.stringify({ ...ok, chapters: 'x' }), JSON.stringify({ ...ok, source: 3 }),
    JSON.stringify({ ...ok, problems: [{ line: 1 }] }), '[1, 2]', '{"__proto__": {"arbiterDocument": 1}}']) {
    assert.equal(readAhead(text), null, text.slice(0, 40));
  }
});

test('the CLI\'s `document read-ahead` writes what the site\'s build writes, for every shipped document', async (t) => {
  const { execFileSync } = await import('node:child_process');
  const cli = path.join(root, 'target', 'release', 'arbiter'); // built by `cargo test --release` (make test)
  const dist = path.join(root, 'dist', 'examples');
  if (!fs.existsSync(cli) || !fs.existsSync(dist)) return t.skip('target/release/arbiter or dist/ is not built');
  const files = fs.readdirSync(dist, { recursive: true }).filter((f) => f.endsWith('.read.json'));
  assert.ok(files.length > 100, `${files.length} documents read ahead`);
  for (const f of files) {
    const pgn = path.join(root, 'www', 'examples', f.replace(/\.read\.json$/, '.pgn'));
    const out = JSON.parse(execFileSync(cli, ['document', 'read-ahead', pgn], { encoding: 'utf8' }));
    // `answers`: the languages of the site's own answers given ahead (board/ahead.js), which the CLI never writes
    const { answers, ...built } = JSON.parse(fs.readFileSync(path.join(dist, f), 'utf8'));
    assert.ok(answers === undefined || Array.isArray(answers), f);
    assert.deepStrictEqual(out, built, f);
  }
});

// The site's answers given ahead (scripts/build-site.mjs: dist/examples/**/X.answers.<lang>.json, board/ahead.js): a
// board that has them draws its example from them and loads no engine until the reader asks something else, so each
// answer must be exactly what the game's lite package answers to its question today.
test('every answer the site gives ahead is the lite package\'s answer to its question', async (t) => {
  const { answeringEngine, readAnswers } = await import('../../www/board/ahead.js');
  const { readAhead } = await import('../../www/board/state.js');
  const dist = path.join(root, 'dist', 'examples');
  if (!fs.existsSync(dist)) return t.skip('dist/ is not built (make build)');
  const files = fs.readdirSync(dist, { recursive: true }).filter((f) => /\.answers\.[A-Za-z-]+\.json$/.test(f));
  assert.ok(files.length >= 4 * 100, `${files.length} files of answers`);
  const { loadGame } = await import('../../www/board/games.js');
  const ops = new Map();
  let drawn = 0;
  for (const f of files) {
    const [, base, lang] = f.match(/^(.*)\.answers\.([A-Za-z-]+)\.json$/);
    const ahead = readAhead(fs.readFileSync(path.join(dist, `${base}.read.json`), 'utf8'));
    assert.ok(ahead && ahead.answers.includes(lang), `${base}.read.json names ${lang}`);
    const file = readAnswers(fs.readFileSync(path.join(dist, f), 'utf8'));
    assert.ok(file, `${f} is a file of answers`);
    assert.equal(file.lang, lang, f);
    assert.equal(file.engine, ahead.engine, f);
    const lite = await engine(`www/pkg/${ahead.chapters[0].game}/lite`);
    const standIn = answeringEngine(file);
    for (const [key, answer] of file.answers) {
      const [op, ...args] = JSON.parse(key);
      assert.deepEqual(answer, JSON.parse(JSON.stringify(lite[op](...args))), `${f}: ${key.slice(0, 120)}`);
      assert.deepEqual(standIn[op](...args), answer);
      ops.set(op, (ops.get(op) || 0) + 1);
      // each position the board steps through is drawn from the engine's reading kept here, or else by the game's
      // display reader (arbiter-board.js _piecesOf), which must then read the same pieces
      if (op !== 'explain') continue;
      const adapter = await loadGame(args[0].game);
      for (const pos of [answer.start, ...answer.rows.map((r) => r.position)]) {
        if (file.answers.some(([k]) => k === JSON.stringify(['parsePosition', args[0].game, pos]))) continue;
        const sorted = (list) => list.map((p) => [p.square, p.side, p.rank]).sort();
        assert.deepEqual(sorted(adapter.readForDisplay(pos).pieces), sorted(lite.parsePosition(args[0].game, pos).pieces),
          `${f}: ${pos}`);
        drawn += 1;
      }
    }
    assert.equal(standIn.version(), lite.version());
  }
  assert.ok(ops.get('explain') > 400 && ops.get('validateMove') > 100, JSON.stringify([...ops]));
  assert.ok(drawn > 1000, `positions drawn by the display readers: ${drawn}`);
});

test('answers given ahead: anything else is no file of answers, and a question they lack needs the engine', async () => {
  const { answeringEngine, readAnswers } = await import('../../www/board/ahead.js');
  const ok = { arbiterAnswers: 1, engine: '0.1.0', lang: 'de', answers: [['["legalMoves",{"game":"xiangqi"}]', ['h2e2']]] };
  assert.deepEqual(readAnswers(JSON.stringify(ok)), ok);
  for (const text of ['', '{', '[]', JSON.stringify({ ...ok, arbiterAnswers: 2 }), JSON.stringify({ ...ok, answers: {} }),
    JSON.stringify({ ...ok, answers: [['k']] }), JSON.stringify({ ...ok, answers: [[1, 2]] }), JSON.stringify({ ...ok, lang: 1 }),
    '{"__proto__": {"arbiterAnswers": 1}}']) {
    assert.equal(readAnswers(text), null, text.slice(0, 40));
  }
  const standIn = answeringEngine(ok);
  const list = standIn.legalMoves({ game: 'xiangqi' });
  assert.deepEqual(list, ['h2e2']);
  list.push('changed');
  assert.deepEqual(standIn.legalMoves({ game: 'xiangqi' }), ['h2e2'], 'each answer a fresh copy');
  assert.throws(() => standIn.legalMoves({ game: 'xiangqi', moves: [] }), { code: 'engine-needed' });
  assert.throws(() => standIn.explain({ game: 'xiangqi' }), { code: 'engine-needed' });
  assert.equal(standIn.readDocument, undefined, 'no document reader: the board reads documents read ahead');
});
