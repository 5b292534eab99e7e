// The reader's view of an annotated document (docs/documents.md) in Chromium, with the built site (dist/): a page
// on another origin embeds the widget from scripts/serve.mjs and names its own document (example=); a reader on a
// desktop and on a phone steps through it by keys and taps, sees each step's comment (said with the step to screen
// readers) and the author's arrows, picks the second chapter, plays the moves and pauses, and presses a try, whose
// verdict is the engine's (asked here in Node too). The shapes are drawn on all three games' boards and in the
// image export, without motion for a reader who prefers none; a document with a mistake shows its line and reason
// in the page's language, and a try the engine judges otherwise is shown as the author's mistake; a rule page's old
// example files still show. Screenshots: tests/artifacts/reader-*.png.
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { artifacts, chromiumMissing, CHROMIUM, launch, nodeEngine, startServer, watch } from './browser/harness.mjs';
import { startStatic } from './dist/server.mjs';

const skip = chromiumMissing ? `${CHROMIUM} is not installed; reader view tests skipped` : false;

const POSITION = '10/10/10/10/10/1b8/bj2b5/10/1O8/10 r';
const MOVES = ['B2-B3', 'B4-C4', 'B3-C3', 'C4-D4', 'C3-D3', 'D4-C4', 'D3-C3', 'C4-B4'];
// Two chapters: More-Squares example 1 with comments, shapes and tries; a second short one.
const DOC = `[Game "stratego"]
[Rules "isf"]
[Position "${POSITION}"]
[Title "The chase along a row"]
[Title.de "Verfolgung entlang einer Reihe"]

{Red's Colonel chases Blue's Major along rank 4.}
1. B2-B3 B4-C4 2. B3-C3 {The chase begins: the Colonel attacks on C4.

The Major can only flee along rank 4.}
{[%lang de] Die Verfolgung beginnt: der Oberst greift auf C4 an.}
{[%cal RC3C4,GB3B4] [%csl YB4,YD4] [%lbl BC3:1]} C4-D4
3. C3-D3 D4-C4 4. D3-C3 C4-B4 {Now try C3-B3. [%try C3-B3 refused more-squares] [%try C3-C4 legal]} *

[Game "stratego"]
[Rules "isf"]
[Position "${POSITION}"]
[Title "A second chapter"]
[Title.de "Ein zweites Kapitel"]

1. B2-B3 {Only one move here. [%cal GB4C4]} B4-C4 *
`;
// The same shapes on the other games' boards.
const XQ_DOC = `[Game "xiangqi"]
[Title "Cannon to the centre"]

1. h2e2 {[%cal Rh2e2,Gh9g7] [%csl Ye6] [%lbl Be9:K]} h9g7 *
`;
const CHESS_DOC = `[Game "bogenschach"]
[Title "First turns"]

1. @- e4 {[%cal Gd2d4] [%csl Re4] [%lbl Yd1:Q]} @- e5 *
`;
// Mistakes: an unknown command in line 4; a try in line 6 whose verdict the author has wrong.
const BAD_DOC = `[Game "stratego"]
[Position "${POSITION}"]

1. B2-B3 {[%arrows RC3C4]} B4-C4 *
`;
const WRONG_TRY = `[Game "stratego"]
[Rules "isf"]
[Position "${POSITION}"]

1. B2-B3 B4-C4 2. B3-C3 C4-D4 3. C3-D3 D4-C4 4. D3-C3 C4-B4
{[%try C3-B3 legal]} *
`;

const page = (lang, body) => `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>A rule site</title></head>
<body><main><h1>A rule site</h1>${body}</main></body></html>`;

describe('the reader\'s view of an annotated document', { skip }, () => {
  let widget; // the widget's origin
  let host; // another origin: the pages and their documents
  let browser;
  let engine;
  before(async () => {
    engine = await nodeEngine();
    fs.mkdirSync(artifacts, { recursive: true });
    widget = await startServer();
    const board = (attrs) => `<script type="module" src="${widget.base}arbiter-board.js"></script>
<arbiter-board ${attrs}></arbiter-board>`;
    const doc = (body) => ({ body, type: 'text/plain; charset=utf-8' });
    host = await startStatic({
      root: null,
      pages: {
        '/favicon.ico': { body: '', type: 'image/x-icon' },
        '/docs/chase.pgn': doc(DOC),
        '/docs/xiangqi.pgn': doc(XQ_DOC),
        '/docs/chess.pgn': doc(CHESS_DOC),
        '/docs/bad.pgn': doc(BAD_DOC),
        '/docs/wrong-try.pgn': doc(WRONG_TRY),
        '/en.html': { body: page('en', board('example="docs/chase.pgn" show-text')) },
        '/de.html': { body: page('de', board('example="docs/chase.pgn" show-text')) },
        '/games.html': { body: page('en', `${board('id="xq" example="docs/xiangqi.pgn"')}
<arbiter-board id="ch" example="docs/chess.pgn"></arbiter-board>`) },
        '/bad-en.html': { body: page('en', `${board('id="bad" example="docs/bad.pgn"')}
<arbiter-board id="wrong" example="docs/wrong-try.pgn"></arbiter-board>`) },
        '/bad-de.html': { body: page('de', `${board('id="bad" example="docs/bad.pgn"')}
<arbiter-board id="wrong" example="docs/wrong-try.pgn"></arbiter-board>`) },
      },
    });
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
    widget?.stop();
    await host?.stop();
  });

  /** A page of the host on a desktop or a phone, with the errors it logs. */
  async function open(file, { phone = false, reduce = false } = {}) {
    const context = await browser.newContext({ serviceWorkers: 'block', reducedMotion: reduce ? 'reduce' : 'no-preference',
      ...(phone ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 }
        : { viewport: { width: 1280, height: 900 } }) });
    const p = await context.newPage();
    const errors = watch(p);
    await p.goto(`${host.base}${file}`);
    return { p, errors, context };
  }
  /** Waits until every board of the page has its engine's explanation (or has said why not). */
  const ready = (p) => p.waitForFunction(() => [...document.querySelectorAll('arbiter-board')].every((b) => {
    const r = b.shadowRoot;
    return r && b.getAttribute('data-engine') === 'ready' && (b.explanation || !r.querySelector('.error').hidden);
  }), null, { timeout: 90_000 });
  /** What a board shows: its texts, the shapes on the board, the buttons. */
  const shown = (p, sel = 'arbiter-board') => p.evaluate((s) => {
    const b = document.querySelector(s);
    const r = b.shadowRoot;
    const q = (c) => r.querySelector(c);
    const visible = (e) => !!e && !e.hidden && e.getClientRects().length > 0;
    return {
      step: b.step, chapter: b.chapter, title: q('.title').textContent, text: q('.text').textContent,
      paragraphs: [...r.querySelectorAll('.comment p')].map((e) => e.textContent),
      comment: visible(q('.comment')) ? q('.comment').textContent : '',
      announce: q('.sr-only[role=status]').textContent, status: q('.status').textContent,
      error: q('.error').hidden ? '' : q('.error').textContent, verdict: q('.verdict').textContent,
      refused: q('.verdict').classList.contains('refused'),
      tries: [...r.querySelectorAll('.tries button')].filter(visible).map((e) => e.textContent),
      arrows: [...r.querySelectorAll('.shapes .arrow')].map((e) => e.getAttribute('class')),
      marks: r.querySelectorAll('.shapes .mark').length, labels: [...r.querySelectorAll('.shapes .label text')].map((e) => e.textContent),
      picker: visible(q('.chapter-pick')), options: [...r.querySelectorAll('.chapters option')].map((o) => o.textContent),
      play: visible(q('button.play')) ? q('button.play').textContent : null,
      animations: q('.shapes') ? q('.shapes').getAnimations().length : 0,
      pieces: r.querySelectorAll('.pieces .piece').length,
    };
  }, sel);
  const shadow = (p, css) => p.locator('arbiter-board').first().locator(css);

  for (const phone of [false, true]) {
    const kind = phone ? 'phone' : 'desktop';
    test(`${kind}: steps show the comments and shapes, a try is judged, chapters and autoplay work by keys`, async () => {
      const { p, errors, context } = await open('en.html', { phone });
      await ready(p);
      let s = await shown(p);
      assert.equal(s.title, 'The chase along a row');
      assert.equal(s.text, "Red's Colonel chases Blue's Major along rank 4.");
      assert.equal(s.comment, '', 'no comment at the start');
      assert.equal(s.arrows.length, 0);
      assert.ok(s.picker, 'two chapters: the picker shows');
      assert.deepEqual(s.options, ['1. The chase along a row', '2. A second chapter']);
      // Step by keys on the board to 2a (step 3): the comment in two paragraphs, the shapes, all said.
      await shadow(p, 'svg.board').focus();
      for (let i = 0; i < 3; i++) await p.keyboard.press('PageDown');
      await p.waitForFunction(() => document.querySelector('arbiter-board').step === 3);
      s = await shown(p);
      assert.deepEqual(s.paragraphs, ['The chase begins: the Colonel attacks on C4.', 'The Major can only flee along rank 4.']);
      assert.deepEqual(s.arrows.sort(), ['arrow green', 'arrow red']);
      assert.equal(s.marks, 2);
      assert.deepEqual(s.labels, ['1']);
      assert.match(s.announce, /The chase begins: the Colonel attacks on C4\./, 'the comment is said with the step');
      assert.match(s.announce, /arrow C3 to C4/);
      await p.screenshot({ path: path.join(artifacts, `reader-comment-${kind}.png`), fullPage: true });
      // One step on: neither comment nor shapes of step 3.
      await p.keyboard.press('PageDown');
      s = await shown(p);
      assert.equal(s.comment, '');
      assert.equal(s.arrows.length, 0);
      // The last step: its tries as buttons; the refused one is refused as the engine says.
      await p.keyboard.press('End');
      await p.waitForFunction(() => document.querySelector('arbiter-board').step === 8);
      s = await shown(p);
      assert.deepEqual(s.tries, ['Try C3-B3', 'Try C3-C4']);
      const game = { game: 'stratego', rules: 'isf', position: POSITION, moves: MOVES, lang: 'en' };
      const want = engine.validateMove(game, 'C3-B3');
      assert.equal(want.legal, false);
      const tryB3 = shadow(p, '.tries button').first();
      await tryB3.focus();
      await p.keyboard.press('Enter');
      await p.waitForFunction(() => document.querySelector('arbiter-board').shadowRoot.querySelector('.verdict').textContent);
      s = await shown(p);
      assert.ok(s.refused, s.verdict);
      assert.ok(s.verdict.includes(want.message), `${s.verdict} / ${want.message}`);
      assert.equal(s.step, 8, 'a refused try is not played');
      await p.screenshot({ path: path.join(artifacts, `reader-try-${kind}.png`), fullPage: true });
      // The allowed try is played as the reader's move: the chapter's tries and comment are gone on that line.
      await shadow(p, '.tries button').nth(1).click();
      await p.waitForFunction(() => document.querySelector('arbiter-board').step === 9);
      s = await shown(p);
      assert.equal(s.refused, false);
      assert.deepEqual(s.tries, []);
      assert.equal(await p.evaluate(() => document.querySelector('arbiter-board').moves[8]), 'C3-C4');
      // The second chapter, chosen by keys in the picker: its title, its start, its own shapes after its move.
      await shadow(p, 'select.chapters').focus();
      await p.keyboard.press('ArrowDown');
      await p.waitForFunction(() => {
        const b = document.querySelector('arbiter-board');
        return b.chapter === 1 && b.explanation && b.explanation.rows.length === 2;
      });
      s = await shown(p);
      assert.equal(s.title, 'A second chapter');
      assert.equal(s.step, 0);
      // Autoplay, fast, by keys: it plays the chapter's moves; paused, it stays.
      await shadow(p, 'select.speed').selectOption('2');
      await shadow(p, 'button.play').focus();
      await p.keyboard.press('Enter');
      await p.waitForFunction(() => document.querySelector('arbiter-board').step === 1, null, { timeout: 10_000 });
      s = await shown(p);
      assert.equal(s.play, 'Pause');
      assert.deepEqual(s.arrows, ['arrow green'], "the shapes of the chapter's first move");
      await p.waitForFunction(() => document.querySelector('arbiter-board').step === 2, null, { timeout: 10_000 });
      s = await shown(p);
      assert.equal(s.play, 'Play', 'it stops at the end');
      await p.keyboard.press('Enter'); // from the end: again from the start
      await p.waitForFunction(() => document.querySelector('arbiter-board').step === 1, null, { timeout: 10_000 });
      await p.keyboard.press('Enter'); // pause
      const at = await p.evaluate(() => document.querySelector('arbiter-board').step);
      await p.waitForTimeout(1500);
      assert.equal(await p.evaluate(() => document.querySelector('arbiter-board').step), at, 'paused');
      await p.screenshot({ path: path.join(artifacts, `reader-chapter-${kind}.png`), fullPage: true });
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  test('German: the comment, the buttons and the picker in German; English text where the author wrote no German', async () => {
    const { p, errors, context } = await open('de.html');
    await ready(p);
    await p.evaluate(() => document.querySelector('arbiter-board').go(3));
    let s = await shown(p);
    assert.equal(s.title, 'Verfolgung entlang einer Reihe');
    assert.equal(s.comment, 'Die Verfolgung beginnt: der Oberst greift auf C4 an.');
    assert.deepEqual(s.options, ['1. Verfolgung entlang einer Reihe', '2. Ein zweites Kapitel']);
    assert.equal(s.play, 'Abspielen');
    await p.evaluate(() => document.querySelector('arbiter-board').go(8));
    s = await shown(p);
    assert.equal(s.comment, 'Now try C3-B3.', 'no German comment written: the English one');
    assert.deepEqual(s.tries, ['C3-B3 versuchen', 'C3-C4 versuchen']);
    await p.screenshot({ path: path.join(artifacts, 'reader-de-desktop.png'), fullPage: true });
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('the shapes on the Xiangqi and the chess board, in the image export too; none move for a reader who prefers no motion', async () => {
    for (const reduce of [false, true]) {
      const { p, errors, context } = await open('games.html', { reduce });
      await ready(p);
      for (const [id, arrows, label] of [['#xq', 2, 'K'], ['#ch', 1, 'Q']]) {
        await p.evaluate((s) => document.querySelector(s).go(1), id);
        const s = await shown(p, id);
        assert.equal(s.arrows.length, arrows, `${id}: ${JSON.stringify(s)}`);
        assert.equal(s.marks, 1);
        assert.deepEqual(s.labels, [label]);
        assert.equal(s.animations > 0, !reduce, `${id}: the shapes fade in unless motion is reduced`);
        const svg = await p.evaluate((sel) => document.querySelector(sel).image().then((i) => i.svg), id);
        assert.equal((svg.match(/class="arrow /g) || []).length, arrows, 'the image has the arrows');
        assert.ok(svg.includes(`>${label}</text>`), 'and the label');
      }
      if (!reduce) await p.screenshot({ path: path.join(artifacts, 'reader-games-desktop.png'), fullPage: true });
      assert.deepEqual(errors, []);
      await context.close();
    }
  });

  for (const lang of ['en', 'de']) {
    test(`${lang}: a mistake in a document shows its line and reason; a wrong try is the author's mistake`, async () => {
      const { p, errors, context } = await open(`bad-${lang}.html`);
      await ready(p);
      const bad = await shown(p, '#bad');
      assert.match(bad.error, lang === 'de' ? /Zeile 4/ : /line 4/, bad.error);
      assert.equal(bad.status, '', 'not stuck on loading, no game result');
      assert.equal(bad.pieces, 0, 'no position shown');
      assert.equal(await p.evaluate(() => document.querySelector('#bad').explanation), null);
      const wrong = await shown(p, '#wrong');
      assert.match(wrong.error, lang === 'de' ? /Zeile 6/ : /line 6/, wrong.error);
      assert.equal(wrong.pieces > 0, true, 'the board is shown: the document is read');
      await p.screenshot({ path: path.join(artifacts, `reader-errors-${lang}-desktop.png`), fullPage: true });
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  test("a rule page's old example files still show: title, text, moves, tries", async () => {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
    const p = await context.newPage();
    const errors = watch(p);
    await p.goto(`${widget.base}rules/more-squares.html`);
    await p.waitForFunction(() => document.querySelector('#ex1')?.explanation, null, { timeout: 90_000 });
    const s = await shown(p, '#ex1');
    assert.equal(s.title, 'More-Squares Rule, example 1: the chase along a row');
    assert.match(s.text, /^Red's Colonel chases Blue's Major/);
    assert.equal(await p.evaluate(() => document.querySelector('#ex1').explanation.rows.length), 8);
    assert.equal(s.error, '');
    await p.evaluate(() => document.querySelector('#ex1').last());
    const end = await shown(p, '#ex1');
    assert.ok(end.tries.includes('Try C3-B3'), JSON.stringify(end.tries));
    assert.deepEqual(errors, []);
    await context.close();
  });
});
