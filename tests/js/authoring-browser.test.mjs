// Authoring in the playground (issue 21, item 6) in Chromium, with the built site (dist/): using clicks and keys
// only, an author turns the playground's board into a two-chapter document: a comment on a move, an arrow drawn
// with the right mouse button and one with the keys, a marked square typed in the panel, a refused try recorded
// with the engine's verdict, a second chapter asked as a quiz; moves played on the board become the chapter's
// moves and Undo takes them back. The export gives the document, a snippet that holds no answer, a share link and an
// iframe. The document and the snippet go on a page of another origin, where a reader on a desktop and on a phone
// steps to the comment and the arrows, picks the quiz chapter and is graded; the share link opens the same
// document. axe-core finds no violation on the open panel; a reload brings the document back. The same on a Xiangqi and a Bogenschach board (a move,
// an arrow drawn on a turn whose shot is still to pick, a refused try). Screenshots: tests/artifacts/author-*.png.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { artifacts, browserSuite, chromiumMissing, CHROMIUM, root, watch } from './browser/harness.mjs';
import { startStatic } from './dist/server.mjs';

const skip = chromiumMissing ? `${CHROMIUM} is not installed; authoring tests skipped` : false;
const WAIT = { timeout: 90_000 };

describe('authoring an example document in the playground (Chromium)', { skip }, () => {
  const suite = browserSuite(); // the engine in Node, the www/ server (the widget's origin), Chromium

  const boardState = (p) => p.evaluate(() => {
    const b = document.getElementById('board');
    return { step: b.step, moves: b.moves, example: b.getAttribute('example') || '' };
  });
  /** Waits until the board shows the author's document again (after each change it is read anew). */
  const shown = (p) => p.waitForFunction(() => {
    const b = document.getElementById('board');
    return (b.getAttribute('example') || '').startsWith('blob:') && b.explanation && b.getAttribute('data-engine') === 'ready';
  }, null, WAIT);
  const status = (p) => p.locator('#author-status').textContent();
  /** The centre of a square of the playground's board, in the page's viewport. */
  async function centre(p, square) {
    await p.locator('#board svg.board').scrollIntoViewIfNeeded();
    const b = await p.locator(`#board rect.sq[data-square="${square}"]`).boundingBox();
    return [b.x + b.width / 2, b.y + b.height / 2];
  }
  /** Presses `key` on the board until its step is `n` (from where it is). */
  async function stepTo(p, n) {
    await p.locator('#board svg.board').focus();
    await p.keyboard.press('Home');
    for (let i = 0; i < n; i++) await p.keyboard.press('PageDown');
    await p.waitForFunction((n) => document.getElementById('author-at').textContent.includes(`(step ${n})`)
      || document.getElementById('author-at').textContent.includes(`(Schritt ${n})`), n, WAIT);
  }

  for (const [game, moves, play, from, to, refused] of [['xiangqi', 'h2e2 h9g7', 'h0g2', 'e2', 'e6', 'a0a5'],
    ['bogenschach', '@- e4; @- e5', '@- d4', 'd1', 'h5', '@- Ke3']]) {
    test(`${game}: a move played, an arrow drawn and a try become the document`, async () => {
      const ctx = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
      const p = await ctx.newPage();
      const errors = watch(p);
      await p.goto(`${suite.server.base}index.html#game=${game}&moves=${encodeURIComponent(moves)}`);
      await p.waitForFunction((n) => document.getElementById('board').explanation?.rows.length === n, moves.split(/[; ]+/).length
        / (game === 'bogenschach' ? 2 : 1), WAIT);
      await p.click('#author-start');
      await p.waitForSelector('#author-panel:not([hidden]) #author-chapter', WAIT);
      await shown(p);
      const before = (await boardState(p)).moves;
      const v = await p.evaluate((m) => document.getElementById('board').play(m), play);
      assert.equal(v.legal, true, JSON.stringify(v));
      await p.waitForFunction((n) => document.getElementById('board').moves.length === n
        && (document.getElementById('board').getAttribute('example') || '').startsWith('blob:'), before.length + 1, WAIT);
      await shown(p);
      const [x1, y1] = await centre(p, from);
      const [x2, y2] = await centre(p, to);
      await p.mouse.move(x1, y1);
      await p.mouse.down({ button: 'right' });
      await p.mouse.move(x2, y2, { steps: 4 });
      await p.mouse.up({ button: 'right' });
      await p.waitForFunction((t) => document.getElementById('author-shapes').textContent.includes(t), `arrow ${from} to ${to}`, WAIT);
      await shown(p);
      await p.locator('#author-try-next').check();
      const r = await p.evaluate((m) => document.getElementById('board').play(m), refused);
      assert.equal(r.legal, false);
      await p.waitForFunction(() => /refused/.test(document.getElementById('author-tries').textContent), null, WAIT);
      await shown(p);
      await p.locator('#author-export').click();
      const doc = await p.locator('#author-document').inputValue();
      const read = suite.engine.readDocument(doc, { lang: 'en' });
      assert.deepEqual(read.problems, [], 'the engine agrees with the recorded try');
      const [c] = read.chapters;
      assert.equal(c.game, game);
      assert.equal(c.moves.length, before.length + 1);
      const note = c.annotations.find((a) => a.after === before.length + 1);
      assert.deepEqual(note.arrows, [{ from, to, color: 'green' }], doc);
      assert.deepEqual(note.tries.map((t) => [t.expect, t.rule]), [['refused', r.rule]]);
      assert.equal(await p.evaluate(() => document.getElementById('board').shadowRoot.querySelectorAll('.shapes .arrow').length), 1);
      assert.deepEqual(errors, []);
      await ctx.close();
    });
  }

  test('an author writes two chapters by clicks and keys; readers on another origin step, see and are graded', async () => {
    const ctx = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
    const p = await ctx.newPage();
    const errors = watch(p);
    await p.goto(`${suite.server.base}index.html`);
    await p.waitForFunction(() => document.getElementById('board').explanation, null, WAIT);
    // The More-Squares example the playground opens with, at its end: the author starts from it.
    const startMoves = (await boardState(p)).moves;
    assert.equal(startMoves.length, 8);
    await p.locator('#author-start').focus();
    await p.keyboard.press('Enter');
    await p.waitForSelector('#author-panel:not([hidden]) #author-chapter', WAIT);
    await shown(p);
    assert.ok(await p.evaluate(() => document.activeElement.id === 'author-chapter'), 'the panel takes the focus');

    // Chapter 1: its title; at step 3 a comment, an arrow drawn with the right mouse button, a square marked by
    // keys in the panel, an arrow drawn with the keys on the board.
    await p.locator('#author-title').fill('The chase along a row');
    await p.keyboard.press('Tab');
    await shown(p);
    await stepTo(p, 3);
    await p.locator('#author-comment').fill('The chase begins: the Colonel attacks on C4.');
    await p.keyboard.press('Tab');
    await shown(p);
    const [x1, y1] = await centre(p, 'C3');
    const [x2, y2] = await centre(p, 'C4');
    await p.mouse.move(x1, y1);
    await p.mouse.down({ button: 'right' });
    await p.mouse.move(x2, y2, { steps: 4 });
    await p.mouse.up({ button: 'right' });
    await p.waitForFunction(() => document.getElementById('author-shapes').textContent.includes('arrow C3 to C4'), null, WAIT);
    await shown(p);
    await p.locator('#author-color').selectOption('yellow');
    await p.locator('#author-from').fill('B4');
    await p.locator('#author-panel button', { hasText: /^Add$/ }).focus();
    await p.keyboard.press('Enter');
    await p.waitForFunction(() => document.getElementById('author-shapes').textContent.includes('square B4 marked, yellow'), null, WAIT);
    await shown(p);
    // By keys on the board: M on B3, M on B4 (the cursor starts where the board puts it; go to A1 first).
    await p.locator('#author-color').selectOption('red');
    await p.locator('#board svg.board').focus();
    for (let i = 0; i < 12; i++) await p.keyboard.press('ArrowDown');
    for (let i = 0; i < 12; i++) await p.keyboard.press('ArrowLeft');
    await p.keyboard.press('ArrowRight'); // B1
    await p.keyboard.press('ArrowUp');
    await p.keyboard.press('ArrowUp'); // B3
    await p.keyboard.press('m');
    await p.keyboard.press('ArrowUp'); // B4
    await p.keyboard.press('m');
    await p.waitForFunction(() => document.getElementById('author-shapes').textContent.includes('arrow B3 to B4, red'), null, WAIT);
    await shown(p);
    let s = await p.evaluate(() => document.getElementById('board').shadowRoot.querySelectorAll('.shapes .arrow').length);
    assert.equal(s, 2, 'the board shows both arrows, as the reader will');

    // At the end (step 8): a refused try, recorded with the engine's verdict.
    await stepTo(p, 8);
    await p.locator('#author-try-next').check();
    await p.click('#board rect.sq[data-square="C3"]');
    await p.click('#board rect.sq[data-square="B3"]');
    await p.waitForFunction(() => /C3-B3: refused/.test(document.getElementById('author-tries').textContent), null, WAIT);
    await shown(p);
    const want = suite.engine.validateMove({ game: 'stratego', rules: 'isf', position: '10/10/10/10/10/1b8/bj2b5/10/1O8/10 r',
      moves: startMoves }, 'C3-B3');
    assert.equal(want.legal, false);
    assert.match(await p.locator('#author-tries').textContent(), new RegExp(`C3-B3: refused \\(${want.rule}\\)`));
    assert.equal((await boardState(p)).moves.length, 8, 'a try is not a move of the example');
    await p.screenshot({ path: path.join(artifacts, 'author-chapter1-desktop.png'), fullPage: true });

    // Chapter 2, from the board at step 8: a move played becomes its move; Undo takes it back; the same refused
    // try, asked as a quiz.
    await p.locator('#author-panel button', { hasText: 'Add the board as a new chapter' }).click();
    await shown(p);
    assert.equal(await p.locator('#author-chapter').inputValue(), '1');
    await p.locator('#author-title').fill('Your turn');
    await p.keyboard.press('Tab');
    await shown(p);
    await p.click('#board rect.sq[data-square="C3"]');
    await p.click('#board rect.sq[data-square="C2"]');
    await p.waitForFunction(() => document.getElementById('board').moves.length === 9
      && (document.getElementById('board').getAttribute('example') || '').startsWith('blob:'), null, WAIT);
    assert.match(await status(p), /C3-C2 is now the example's move/);
    await p.locator('#author-panel button', { hasText: /^Undo$/ }).click();
    await p.waitForFunction(() => document.getElementById('author-status').textContent === 'Undone.', null, WAIT);
    await shown(p);
    assert.equal((await boardState(p)).moves.length, 8, 'undo: the move is gone');
    await p.locator('#author-quiz').check();
    await shown(p);
    assert.equal(await p.locator('#author-panel p.note', { hasText: 'needs a try' }).isVisible(), true);
    await p.locator('#board svg.board').focus();
    await p.keyboard.press('End');
    await p.locator('#author-try-next').check();
    await p.click('#board rect.sq[data-square="C3"]');
    await p.click('#board rect.sq[data-square="B3"]');
    await p.waitForFunction(() => /C3-B3: refused/.test(document.getElementById('author-tries').textContent), null, WAIT);
    await shown(p);

    // Export.
    await p.locator('#author-export').click();
    await p.waitForSelector('#author-document:visible', WAIT);
    const doc = await p.locator('#author-document').inputValue();
    const snippet = await p.locator('#author-snippet').inputValue();
    const link = await p.locator('#author-link').inputValue();
    const frame = await p.locator('#author-frame').inputValue();
    await p.screenshot({ path: path.join(artifacts, 'author-export-desktop.png'), fullPage: true });
    // The document, as the engine reads it: two chapters with what the author made.
    const read = suite.engine.readDocument(doc, { lang: 'en' });
    assert.deepEqual(read.problems, []);
    assert.equal(read.chapters.length, 2);
    const [c1, c2] = read.chapters;
    assert.equal(c1.title.en, 'The chase along a row');
    assert.deepEqual(c1.moves, startMoves);
    const at3 = c1.annotations.find((a) => a.after === 3);
    assert.equal(at3.comment.en, 'The chase begins: the Colonel attacks on C4.');
    assert.deepEqual(at3.arrows.map((a) => `${a.from}${a.to} ${a.color}`).sort(), ['B3B4 red', 'C3C4 green']);
    assert.deepEqual(at3.squares, [{ square: 'B4', color: 'yellow' }]);
    const at8 = c1.annotations.find((a) => a.after === 8);
    assert.deepEqual(at8.tries.map((x) => [x.move, x.expect, x.rule]), [['C3-B3', 'refused', want.rule]]);
    assert.equal(c1.quiz, false);
    assert.equal(c2.title.en, 'Your turn');
    assert.equal(c2.quiz, true);
    assert.deepEqual(c2.moves, startMoves);
    // The snippet names the file and holds no answer; the link and the iframe carry the document.
    assert.match(snippet, /<arbiter-board example="example.pgn" show-text><\/arbiter-board>/);
    assert.doesNotMatch(snippet, /C3-B3|refused|try/);
    assert.equal(new URLSearchParams(new URL(link).hash.slice(1)).get('doc'), doc);
    assert.match(frame, /^<iframe src="[^"]*frame\.html#doc=/);
    // The panel open, with its export: axe-core finds no violation (every rule it runs by default).
    await p.addScriptTag({ path: path.join(root, 'node_modules', 'axe-core', 'axe.min.js') });
    const found = await p.evaluate(async () => (await window.axe.run(document)).violations
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`));
    assert.deepEqual(found, []);
    // A reload loses nothing: the next start brings the document back; a new one from the board can be undone.
    await p.reload();
    await p.waitForFunction(() => document.getElementById('board').explanation, null, WAIT);
    await p.locator('#author-start').click();
    await p.waitForSelector('#author-panel:not([hidden]) #author-chapter', WAIT);
    await shown(p);
    assert.match(await status(p), /Your document from last time is back \(2 chapters\)/);
    const options = () => p.locator('#author-chapter option').allTextContents();
    assert.deepEqual(await options(), ['1. The chase along a row', '2. Your turn']);
    await p.locator('#author-new').click();
    await shown(p);
    assert.deepEqual(await options(), ['1. Example 1']);
    await p.locator('#author-panel button', { hasText: /^Undo$/ }).click();
    await p.waitForFunction(() => document.querySelectorAll('#author-chapter option').length === 2, null, WAIT);
    assert.deepEqual(errors, []);
    await ctx.close();

    // A reader's page on another origin: the snippet and the file next to it.
    const host = await startStatic({ root: null, pages: {
      '/favicon.ico': { body: '', type: 'image/x-icon' },
      '/example.pgn': { body: doc, type: 'text/plain; charset=utf-8' },
      '/page.html': { body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>A rule site</title></head><body><main><h1>A rule site</h1>${snippet}</main></body></html>` },
    } });
    try {
      for (const phone of [false, true]) {
        const kind = phone ? 'phone' : 'desktop';
        const rc = await suite.browser.newContext({ serviceWorkers: 'block', ...(phone
          ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 }
          : { viewport: { width: 1280, height: 900 } }) });
        const r = await rc.newPage();
        const rErrors = watch(r);
        await r.goto(`${host.base}page.html`);
        await r.waitForFunction(() => {
          const b = document.querySelector('arbiter-board');
          return b && b.explanation && b.shadowRoot.querySelector('.chapter-pick') && !b.shadowRoot.querySelector('.chapter-pick').hidden;
        }, null, WAIT);
        // Steps by keys (desktop) or taps (phone) to step 3: the comment and the arrows.
        const board = r.locator('arbiter-board');
        if (phone) {
          assert.equal(await r.evaluate(() => document.querySelector('arbiter-board').step), 0, 'a document opens at its start');
          for (let i = 0; i < 3; i++) await board.locator('button.forward').tap();
        } else {
          await board.locator('svg.board').focus();
          await r.keyboard.press('Home');
          for (let i = 0; i < 3; i++) await r.keyboard.press('PageDown');
        }
        await r.waitForFunction(() => document.querySelector('arbiter-board').step === 3, null, WAIT);
        const seen = await r.evaluate(() => {
          const root = document.querySelector('arbiter-board').shadowRoot;
          return { comment: root.querySelector('.comment').textContent, arrows: root.querySelectorAll('.shapes .arrow').length,
            marks: root.querySelectorAll('.shapes .mark').length };
        });
        assert.equal(seen.comment, 'The chase begins: the Colonel attacks on C4.', kind);
        assert.equal(seen.arrows, 2, kind);
        assert.equal(seen.marks, 1, kind);
        await r.screenshot({ path: path.join(artifacts, `author-reader-${kind}.png`), fullPage: true });
        // The quiz chapter: asked, answered, graded by the engine.
        await board.locator('select.chapters').selectOption('1');
        await r.waitForFunction(() => {
          const q = document.querySelector('arbiter-board').shadowRoot.querySelector('.quiz:not([hidden]) .quiz-prompt');
          return q && q.textContent;
        }, null, WAIT);
        assert.equal(await board.locator('.verdict').textContent(), '', 'nothing of the answer before it');
        const prompt = await board.locator('.quiz-prompt').textContent();
        if (/Is C3-B3 legal here/.test(prompt)) {
          await board.locator('.quiz-no').click();
          await board.locator(`.quiz-choice[data-rule="${want.rule}"]`).click();
        } else {
          assert.match(prompt, /Find the move/);
          await board.locator('rect.sq[data-square="C3"]').click();
          await board.locator('rect.sq[data-square="B3"]').click();
        }
        await r.waitForSelector('arbiter-board .quiz-feedback.right', WAIT);
        assert.match(await board.locator('.quiz-feedback').textContent(), /ISF 11/);
        assert.match(await board.locator('.quiz-score').textContent(), /1 of 1/);
        await r.screenshot({ path: path.join(artifacts, `author-quiz-${kind}.png`), fullPage: true });
        assert.deepEqual(rErrors, [], kind);
        await rc.close();
      }
    } finally {
      await host.stop();
    }

    // The share link opens the same document on the site's view page.
    const lc = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
    const l = await lc.newPage();
    const lErrors = watch(l);
    await l.goto(link);
    await l.waitForFunction(() => {
      const b = document.getElementById('board');
      return b && b.explanation && [...b.shadowRoot.querySelectorAll('.chapters option')].length === 2;
    }, null, WAIT);
    assert.deepEqual(await l.evaluate(() => [...document.getElementById('board').shadowRoot.querySelectorAll('.chapters option')]
      .map((o) => o.textContent)), ['1. The chase along a row', '2. Your turn']);
    assert.equal(new URLSearchParams(new URL(l.url()).hash.slice(1)).get('doc'), doc, 'the address keeps the document');
    assert.deepEqual(lErrors, []);
    await lc.close();
  });
});
