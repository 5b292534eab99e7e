// A rule page's quiz loads when the reader comes to it (www/board/schedule.js): opened at its top and left idle
// until its other boards have answered, the page has fetched none of the quiz's code, stylesheet or example file,
// and its quiz board still waits; scrolled into view, the quiz loads board/quiz.js and asks its first question.
// A quiz already in view when the page opens (at #test-yourself), and every board of a browser without
// IntersectionObserver, start at once. On the built site (dist/) and on the sources (www/).
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { chromiumMissing, CHROMIUM, launch, watch } from './browser/harness.mjs';
import { startStatic, distRoot, repoRoot } from './dist/server.mjs';

const skip = chromiumMissing ? `${CHROMIUM} is not installed (scripts/setup.sh installs it); browser tests skipped` : false;
const WAIT = { timeout: 90_000 }; // generous: a busy 2-core machine (a passing wait costs nothing)
const PAGES = ['rules/more-squares.html', 'rules/xiangqi.html'];
const SITES = [['the built site', distRoot], ['the sources', path.join(repoRoot, 'www')]];

/** Every board of the page but the quiz has its engine's explanation. */
const othersAnswered = (page) => page.waitForFunction(() => [...document.querySelectorAll('arbiter-board:not([quiz])')]
  .every((b) => b.shadowRoot && b.explanation), null, WAIT);
/** Board #quiz asks its first question. */
const firstQuestion = (page) => page.waitForFunction(() => {
  const r = document.getElementById('quiz')?.shadowRoot;
  const p = r?.querySelector('.quiz:not([hidden]) .quiz-prompt');
  const n = r?.querySelector('.quiz:not([hidden]) .quiz-progress');
  return !!p && p.textContent.trim() !== '' && !!n && /^Question 1 of \d+$/.test(n.textContent);
}, null, WAIT);
/** The page's requests that belong to a quiz (its module, messages, stylesheet, example file). */
const quizFiles = (requests) => requests.filter((p) => /quiz/.test(p) && !p.endsWith('.html'));

async function open(browser, url, { noObserver = false } = {}) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = watch(page);
  const requests = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  if (noObserver) await page.addInitScript(() => { delete window.IntersectionObserver; });
  await page.goto(url);
  return { context, page, errors, requests };
}

for (const [name, dir] of SITES) {
  describe(`a rule page's quiz loads when the reader comes to it (Chromium, ${name})`, { skip }, () => {
    let server;
    let browser;
    before(async () => {
      server = await startStatic({ root: dir });
      browser = await launch();
    });
    after(async () => {
      await browser?.close();
      await server?.stop();
    });

    for (const file of PAGES) {
      test(`${file}: nothing of the quiz until it is scrolled into view, then its first question`, async () => {
        const { context, page, errors, requests } = await open(browser, `${server.base}${file}?lang=en`);
        assert.equal(await page.evaluate(() => scrollY), 0, 'the page opens at its top');
        assert.equal(await page.locator('arbiter-board[quiz]').count(), 1, 'the page ends with a quiz');
        await othersAnswered(page);
        // Left idle: past the longest wait of the boards started while the page is idle, with the network quiet.
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => new Promise((r) => setTimeout(() => requestIdleCallback(r, { timeout: 1000 }), 3000)));
        await page.waitForLoadState('networkidle');
        assert.deepEqual(quizFiles(requests), [], 'no quiz module, stylesheet or example file before the reader comes to it');
        assert.equal(await page.evaluate(() => !!document.getElementById('quiz').shadowRoot.querySelector('.ab.waiting')),
          true, 'the quiz board still waits');

        await page.locator('#quiz').scrollIntoViewIfNeeded();
        await firstQuestion(page);
        assert.ok(requests.some((p) => p.endsWith('/board/quiz.js')), 'board/quiz.js is loaded for the quiz');
        // (its document, or on the built site that document read ahead)
        assert.ok(requests.some((p) => /\/examples\/[a-z]+\/quiz-[a-z-]+\.(pgn|read\.json)$/.test(p)), 'with its example file');
        assert.deepEqual(errors, []);
        await context.close();
      });
    }

    test('opened at #test-yourself, the quiz asks at once', async () => {
      const { context, page, errors } = await open(browser, `${server.base}${PAGES[0]}?lang=en#test-yourself`);
      await firstQuestion(page);
      assert.ok(await page.evaluate(() => scrollY) > 0, 'the page opened at its quiz');
      assert.deepEqual(errors, []);
      await context.close();
    });

    test('without IntersectionObserver every board starts at once, the quiz too', async () => {
      const { context, page, errors, requests } = await open(browser, `${server.base}${PAGES[0]}?lang=en`, { noObserver: true });
      await firstQuestion(page);
      await othersAnswered(page);
      assert.equal(await page.evaluate(() => scrollY), 0, 'the reader did not scroll');
      assert.ok(requests.some((p) => p.endsWith('/board/quiz.js')));
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
}
