// Quiz mode in Chromium (www/board/quiz.js through www/arbiter-board.js's hook): a reader answers the questions an
// example's tries give, with the mouse, with the keyboard only, on a phone, inside the iframe page, in German and
// Chinese, and the engine grades; the page's score is kept across a reload and can be reset. Nothing of an answer
// shows before the reader answers, and a board without `quiz` never loads the quiz's code. Screenshots:
// tests/artifacts/quiz-*.png.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { chromiumMissing, CHROMIUM, browserSuite, desktopPage, phonePage, artifacts, launch, root } from './browser/harness.mjs';
import { startStatic } from './dist/server.mjs';

const skip = chromiumMissing ? `${CHROMIUM} is not installed (scripts/setup.sh installs it); browser tests skipped` : false;
const WAIT = { timeout: 60_000 }; // generous: a busy 2-core machine (a passing wait costs nothing)
const MS1 = 'examples/stratego/more-squares-1.txt';
const D50 = 'examples/xiangqi/axf/axf-23-d50.txt';

/** Serves `body` (the widget's script tag is added) as a page of the test server, and opens it. */
async function openHtml(page, base, name, body, htmlLang = 'en') {
  await page.route(`${base}${name}`, (route) => route.fulfill({
    contentType: 'text/html; charset=utf-8',
    body: `<!doctype html><html lang="${htmlLang}"><head><meta charset="utf-8"><title>Quiz test</title>`
      + '<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">'
      + `<script type="module" src="arbiter-board.js"></script></head><body><main>\n${body}</main></body></html>`,
  }));
  await page.goto(`${base}${name}`);
}

/** Waits until board `id` asks a question (or says it has none left) whose text matches `re`. */
const waitPrompt = (page, id, re) => page.waitForFunction(([id, src]) => {
  const p = document.getElementById(id)?.shadowRoot?.querySelector('.quiz:not([hidden]) .quiz-prompt');
  return !!p && new RegExp(src).test(p.textContent);
}, [id, re.source], WAIT);
const text = (page, sel) => page.locator(sel).textContent();
const feedback = (page, id) => text(page, `#${id} .quiz-feedback`);
/** The element focused inside board `id`'s shadow root: its classes. */
const focused = (page, id) => page.evaluate((id) => document.getElementById(id).shadowRoot.activeElement?.className ?? '', id);
// A share link's moment of the first More-Squares example, with its refused move as a quiz question.
const hash = 'game=stratego&rules=isf&position=10%2F10%2F10%2F10%2F10%2F1b8%2Fbj2b5%2F10%2F1O8%2F10%20r'
  + '&moves=B2-B3%20B4-C4%20B3-C3%20C4-D4%20C3-D3%20D4-C4%20D3-C3%20C4-B4&step=8&try=C3-B3&quiz=yes';
const sq = (id, square) => `#${id} rect.sq[data-square="${square}"]`;

/** Nothing of the answer shows on board `id`: no verdict, no refused squares, the example's text hidden. */
async function nothingShown(page, id) {
  assert.equal(await text(page, `#${id} .verdict`), '', 'no verdict before the answer');
  assert.equal(await page.locator(`#${id} .marks .bad`).count(), 0, 'no refused squares before the answer');
  assert.equal(await page.locator(`#${id} .text`).count(), 1);
  assert.equal(await page.locator(`#${id} .text`).isHidden(), true, 'the example\'s text (which names the answer) is hidden');
  const all = await page.evaluate((id) => document.getElementById(id).shadowRoot.querySelector('.ab').innerText, id);
  assert.doesNotMatch(all, /Refused|ISF 11|perpetual chase \(AXF/, 'no refusal anywhere on the board');
}

describe('quiz mode (Chromium)', { skip }, () => {
  const suite = browserSuite();

  test('with the mouse: find the refused move, miss the chase, No and why right, Yes wrong; the score survives a reload',
    async () => {
      const { server, browser } = suite;
      const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await openHtml(page, server.base, 'quiz-mouse.html',
        `<arbiter-board id="ms" example="${MS1}" show-text quiz></arbiter-board>
         <arbiter-board id="xq" example="${D50}" show-text quiz></arbiter-board>`);
      await waitPrompt(page, 'ms', /Find the move the More-Squares Rule refuses here/);
      await nothingShown(page, 'ms');
      assert.match(await text(page, '#ms .quiz-progress'), /Question 1 of 3/);
      assert.match(await text(page, '#ms .quiz-score'), /no answers yet/);

      // 1. Find the refused move: played on the board (C3, then B3). The engine refuses it by the rule asked for.
      await page.click(sq('ms', 'C3'));
      await page.click(sq('ms', 'B3'));
      await page.waitForSelector('#ms .quiz-feedback.right', WAIT);
      assert.match(await feedback(page, 'ms'), /^Right\.C3-B3 is refused here by the More-Squares Rule \(ISF 11\)\./);
      assert.match(await text(page, '#ms .verdict'), /More-Squares Rule forbids it \(ISF 11\)/, 'the engine\'s verdict');
      assert.equal(await page.locator('#ms .marks .bad[data-square="B3"]').count(), 1, 'the refused move is marked');
      assert.match(await text(page, '#ms .quiz-score'), /1 of 1/);

      // 2. Keep the chase going: C3-D3 is legal but ends it (not right).
      await page.click('#ms .quiz-next');
      await waitPrompt(page, 'ms', /keeps the chase going/);
      assert.equal(await text(page, '#ms .verdict'), '', 'the last answer\'s verdict goes with its question');
      await page.fill('#ms .quiz-move', 'C3-D3');
      await page.click('#ms .quiz-check');
      await page.waitForSelector('#ms .quiz-feedback.wrong', WAIT);
      assert.match(await feedback(page, 'ms'), /Not right\.C3-D3 is legal but does not keep the chase going\./);

      // 3. "Is C3-B3 legal here?" No; why: the More-Squares Rule (right).
      await page.click('#ms .quiz-next');
      await waitPrompt(page, 'ms', /^Is C3-B3 legal here\?$/);
      await nothingShown(page, 'ms');
      await page.click('#ms .quiz-no');
      await page.waitForSelector('#ms .quiz-why:not([hidden])', WAIT);
      const choices = await page.locator('#ms .quiz-choice').allTextContents();
      assert.deepEqual(choices, ['movement rule (how the piece moves)', 'Two-Squares Rule', 'More-Squares Rule']);
      assert.equal(await page.locator('#ms .quiz-no').getAttribute('aria-pressed'), 'true');
      assert.equal(await text(page, '#ms .verdict'), '', 'still nothing shown before the why');
      await page.click('#ms .quiz-choice[data-rule="more-squares"]');
      await page.waitForSelector('#ms .quiz-feedback.right', WAIT);
      assert.match(await feedback(page, 'ms'), /ISF 11/);
      assert.match(await text(page, '#ms .verdict'), /^Refused:/);
      assert.match(await text(page, '#ms .quiz-prompt'), /Is C3-B3 legal here\?/);
      assert.equal(await page.locator('#ms .quiz-again').isVisible(), true, 'after the last question: start again');

      // The Xiangqi board: find R6+2 (right), then "Is R6+2 legal?" Yes (wrong), "Is K5-1 legal?" No (wrong).
      await waitPrompt(page, 'xq', /Find the move the rule against perpetual chase refuses here/);
      await nothingShown(page, 'xq');
      await page.fill('#xq .quiz-move', 'R6+2');
      await page.press('#xq .quiz-move', 'Enter');
      await page.waitForSelector('#xq .quiz-feedback.right', WAIT);
      assert.match(await feedback(page, 'xq'), /R6\+2 is refused here by the rule against perpetual chase \(AXF/);
      await page.click('#xq .quiz-next');
      await waitPrompt(page, 'xq', /^Is R6\+2 legal here\?$/);
      await page.click('#xq .quiz-yes');
      await page.waitForSelector('#xq .quiz-feedback.wrong', WAIT);
      assert.equal(await page.locator('#xq .quiz-why').isHidden(), true, 'no why after a wrong yes');
      await page.click('#xq .quiz-next');
      await waitPrompt(page, 'xq', /^Is K5-1 legal here\?$/);
      await page.click('#xq .quiz-no');
      await page.waitForSelector('#xq .quiz-feedback.wrong', WAIT);
      assert.match(await feedback(page, 'xq'), /Not right\.K5-1 is legal here\./);

      // One score for the page, on every board of it.
      assert.match(await text(page, '#ms .quiz-score'), /Score on this page: 3 of 6/);
      assert.match(await text(page, '#xq .quiz-score'), /Score on this page: 3 of 6/);
      await page.screenshot({ path: path.join(artifacts, 'quiz-desktop.png'), fullPage: true });

      // A reload: the score is still there; every question answered, the quiz opens at the first one again.
      await page.reload();
      await waitPrompt(page, 'ms', /Find the move/);
      assert.match(await text(page, '#ms .quiz-score'), /3 of 6/);
      assert.match(await text(page, '#ms .quiz-progress'), /Question 1 of 3/);
      await nothingShown(page, 'ms');
      // Reset: no score, here and after another reload.
      await page.click('#ms .quiz-reset');
      await page.waitForFunction(() => /no answers yet/.test(
        document.getElementById('xq').shadowRoot.querySelector('.quiz-score').textContent), null, WAIT);
      await page.reload();
      await waitPrompt(page, 'xq', /Find the move/);
      assert.match(await text(page, '#xq .quiz-score'), /no answers yet/);
      const stored = await page.evaluate(() => Object.keys(localStorage));
      assert.deepEqual(stored, [`arbiter-quiz:${new URL('quiz-mouse.html', server.base).href}`], 'one entry, by page');
      assert.deepEqual(errors, []);
      await context.close();
    });

  test('a quiz chapter: its title and question text in view, one question per try, a score per chapter', async () => {
    const { server, browser } = suite;
    const { page, errors } = await desktopPage(browser);
    await openHtml(page, server.base, 'quiz-chapter.html',
      '<arbiter-board id="qc" example="examples/stratego/quiz-more-squares.pgn" quiz show-text></arbiter-board>');
    await waitPrompt(page, 'qc', /^Is C3-B3 legal here\?$/);
    // Two tries, two questions: the ones the chapter's text asks.
    assert.equal(await text(page, '#qc .quiz-progress'), 'Question 1 of 2');
    assert.equal(await text(page, '#qc .title'), 'Test yourself: the chase along a row');
    assert.equal(await page.locator('#qc .text').isVisible(), true, 'the chapter\'s text is the question: in view');
    assert.match(await text(page, '#qc .text'), /May it threaten the Major again from B3\? And from C4\?/);
    // Nothing else of the answer: no verdict, no refused square, no try buttons, no comment.
    assert.equal(await text(page, '#qc .verdict'), '');
    assert.equal(await page.locator('#qc .marks .bad').count(), 0);
    assert.equal(await page.locator('#qc .tries').isHidden(), true, 'the author\'s try buttons would answer it');
    assert.equal(await page.locator('#qc .comment').isHidden(), true);
    // The moves table's notes say the rules' conclusions: hidden too, while the moves stay.
    const notes = () => page.evaluate(() => [...document.getElementById('qc').shadowRoot
      .querySelectorAll('table.moves td.notes')].map((td) => [td.textContent.trim(), getComputedStyle(td).visibility]));
    assert.deepEqual([...new Set((await notes()).map(([, v]) => v))], ['hidden']);
    assert.equal(await page.locator('#qc table.moves tbody tr:last-child td.mv').isVisible(), true);
    await page.click('#qc .quiz-no');
    await page.click('#qc .quiz-choice[data-rule="more-squares"]');
    await page.waitForSelector('#qc .quiz-feedback.right', WAIT);
    assert.equal(await page.locator('#qc .text').isVisible(), true, 'and stays in view with the answer');
    await page.click('#qc .quiz-next');
    await waitPrompt(page, 'qc', /^Is C3-C4 legal here\?$/);
    assert.equal(await text(page, '#qc .quiz-progress'), 'Question 2 of 2');
    await page.click('#qc .quiz-yes');
    await page.waitForSelector('#qc .quiz-feedback.right', WAIT);
    assert.equal(await page.locator('#qc .quiz-again').isVisible(), true, 'the last question');
    assert.match(await text(page, '#qc .quiz-score'), /2 of 2/);
    // The last answer is in: the table's notes show again.
    assert.deepEqual([...new Set((await notes()).map(([, v]) => v))], ['visible']);
    // The next chapter asks its own questions, from its first: its score is its own, though it asks about the
    // same kind of move at the same step.
    await page.selectOption('#qc select.chapters', '1');
    await waitPrompt(page, 'qc', /^Is A3-B3 legal here\?$/);
    assert.equal(await text(page, '#qc .quiz-progress'), 'Question 1 of 2');
    assert.match(await text(page, '#qc .text'), /May it go back to B3\? May it retreat to A4\?/);
    assert.equal(await page.locator('#qc .text').isVisible(), true);
    // Here a note says the answer ("its next move may not continue this run"): hidden.
    const shown = await notes();
    assert.ok(shown.some(([t]) => /ISF 10/.test(t)), 'the table has a note on the Two-Squares Rule');
    assert.deepEqual([...new Set(shown.map(([, v]) => v))], ['hidden']);
    // A step back says the move, not what the hidden notes and comments say.
    await page.click('#qc button.back');
    await page.waitForFunction(() => / of \d+/.test(document.getElementById('qc').shadowRoot.querySelector('.sr-only[aria-live]').textContent), null, WAIT);
    const said = await text(page, '#qc .sr-only[aria-live]');
    assert.doesNotMatch(said, /ISF|Two-Squares|More-Squares/, said);
    await page.click('#qc button.forward');
    await waitPrompt(page, 'qc', /^Is A3-B3 legal here\?$/);
    const stored = await page.evaluate(() => JSON.parse(Object.values(localStorage)[0]));
    assert.deepEqual(Object.keys(stored), ['qc'], 'the second chapter has no answers yet');
    await page.screenshot({ path: path.join(artifacts, 'quiz-chapter.png'), fullPage: true });
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('with the keyboard only: Tab to the quiz, type, Enter, Space; answers are said in the live region', async () => {
    const { server, browser } = suite;
    const { page, errors } = await desktopPage(browser);
    await openHtml(page, server.base, 'quiz-keys.html', `<arbiter-board id="ms" example="${MS1}" quiz></arbiter-board>`);
    await waitPrompt(page, 'ms', /Find the move/);
    const announced = () => text(page, '#ms .sr-only[aria-live]');
    // From the page's start, Tab until the quiz's move field has the focus.
    for (let i = 0; i < 20 && !/quiz-move/.test(await focused(page, 'ms')); i++) await page.keyboard.press('Tab');
    assert.match(await focused(page, 'ms'), /quiz-move/);
    await page.keyboard.type('C3-B3');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#ms .quiz-feedback.right', WAIT);
    assert.match(await announced(), /^Right\. C3-B3 is refused here by the More-Squares Rule \(ISF 11\)\./);
    assert.match(await focused(page, 'ms'), /quiz-next/, 'the focus goes to Next');
    // The board's own keys do nothing from the quiz (F would flip the board).
    await page.keyboard.press('f');
    assert.equal(await page.evaluate(() => document.getElementById('ms').hasAttribute('flip')), false);
    await page.keyboard.press('Enter');
    await waitPrompt(page, 'ms', /keeps the chase going/);
    assert.match(await announced(), /keeps the chase going/, 'the question is said');
    assert.match(await focused(page, 'ms'), /quiz-move/);
    await page.keyboard.type('C3-C4');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#ms .quiz-feedback.right', WAIT);
    assert.match(await announced(), /C3-C4 is legal and keeps the chase going/);
    await page.keyboard.press('Enter');
    await waitPrompt(page, 'ms', /^Is C3-B3 legal here\?$/);
    assert.match(await focused(page, 'ms'), /quiz-yes/);
    await page.keyboard.press('Tab');
    assert.match(await focused(page, 'ms'), /quiz-no/);
    await page.keyboard.press('Space');
    await page.waitForSelector('#ms .quiz-why:not([hidden])', WAIT);
    assert.match(await announced(), /Why\?/);
    assert.match(await focused(page, 'ms'), /quiz-choice/);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.getElementById('ms').shadowRoot.activeElement.dataset.rule),
      'more-squares');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#ms .quiz-feedback.right', WAIT);
    assert.match(await text(page, '#ms .quiz-score'), /3 of 3/);
    assert.match(await focused(page, 'ms'), /quiz-again/);
    // A typed move the board cannot read: said, no grade.
    await page.keyboard.press('Enter');
    await waitPrompt(page, 'ms', /Find the move/);
    await page.keyboard.type('hello');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => /hello is no move/.test(
      document.getElementById('ms').shadowRoot.querySelector('.quiz-feedback').textContent), null, WAIT);
    assert.equal(await page.locator('#ms .quiz-feedback.right, #ms .quiz-feedback.wrong').count(), 0);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('on a phone: the quiz fits, every target is at least 24 px, answers by taps', async () => {
    const { server, browser } = suite;
    const { context, page, errors } = await phonePage(browser);
    await openHtml(page, server.base, 'quiz-phone.html', `<arbiter-board id="ms" example="${MS1}" show-text quiz></arbiter-board>`);
    await waitPrompt(page, 'ms', /Find the move/);
    await page.locator(sq('ms', 'C3')).tap();
    await page.locator(sq('ms', 'B3')).tap();
    await page.waitForSelector('#ms .quiz-feedback.right', WAIT);
    await page.locator('#ms .quiz-next').tap();
    await page.locator('#ms .quiz-move').fill('C3-C4');
    await page.locator('#ms .quiz-check').tap();
    await page.waitForSelector('#ms .quiz-feedback.right', WAIT);
    await page.locator('#ms .quiz-next').tap();
    await page.locator('#ms .quiz-no').tap();
    await page.waitForSelector('#ms .quiz-why:not([hidden])', WAIT);
    const small = await page.evaluate(() => [...document.getElementById('ms').shadowRoot
      .querySelectorAll('.quiz button, .quiz input')].filter((e) => e.offsetParent !== null)
      .map((e) => [e.className, e.getBoundingClientRect()]).filter(([, r]) => r.width < 24 || r.height < 24)
      .map(([c, r]) => `${c} ${r.width}x${r.height}`));
    assert.deepEqual(small, [], 'every button and field of the quiz is at least 24 x 24 px');
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scroll');
    await page.locator('#ms .quiz-choice[data-rule="two-squares"]').tap();
    await page.waitForSelector('#ms .quiz-feedback.wrong', WAIT);
    assert.match(await feedback(page, 'ms'), /You named the Two-Squares Rule\./);
    await page.locator('#ms .quiz').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(artifacts, 'quiz-phone.png'), fullPage: true });
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a rule page\'s quiz on a phone, German and Chinese: each chapter\'s whole title in the picker, its question in '
    + 'view; axe finds nothing', async () => {
    const { server, browser } = suite;
    const AXE = path.join(root, 'node_modules', 'axe-core', 'axe.min.js');
    for (const [lang, question] of [['de', /^Ist C3-B3 hier erlaubt\?$/], ['zh-Hans', /C3-B3/]]) {
      const { context, page, errors } = await phonePage(browser);
      await page.goto(`${server.base}rules/more-squares.html?lang=${lang}`);
      await page.locator('#quiz').scrollIntoViewIfNeeded();
      await waitPrompt(page, 'quiz', question);
      assert.equal(await text(page, '#quiz .quiz-progress'), lang === 'de' ? 'Frage 1 von 2' : '第 1 题，共 2 题');
      const count = await page.locator('#quiz select.chapters option').count();
      assert.ok(count >= 4, `${count} chapters`);
      for (let i = 0; i < count; i++) {
        await page.locator('#quiz select.chapters').selectOption(String(i));
        await page.waitForFunction((i) => document.getElementById('quiz').chapter === i, i, WAIT);
        await waitPrompt(page, 'quiz', /./);
        const got = await page.evaluate(() => {
          const r = document.getElementById('quiz').shadowRoot;
          const sel = r.querySelector('select.chapters');
          const shown = r.querySelector('.chapter-shown');
          shown.scrollIntoView({ block: 'center' });
          const box = shown.closest('.chapter-box').getBoundingClientRect();
          const s = sel.getBoundingClientRect();
          const hit = r.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return {
            option: sel.selectedOptions[0].textContent, shown: shown.textContent, cut: shown.scrollWidth > shown.clientWidth,
            boxes: [box.left, box.right, box.width, box.height, s.width, s.height, innerWidth],
            inside: box.left >= 0 && box.right <= innerWidth,
            covers: Math.abs(s.width - box.width) < 1 && Math.abs(s.height - box.height) < 1,
            hit: hit && hit.className, text: r.querySelector('.text').hidden ? '' : r.querySelector('.text').textContent,
          };
        });
        assert.equal(got.shown, got.option, 'the chosen chapter, shown whole');
        assert.equal(got.cut, false, `${got.shown}: not cut`);
        assert.ok(got.inside && got.covers, `the select covers the box, on the screen: ${got.boxes}`);
        assert.equal(got.hit, 'chapters', 'a tap on the title reaches the select');
        assert.ok(got.text.length > 20, `chapter ${i + 1}: its question text in view`);
        assert.match(`${got.shown} ${got.text}`, lang === 'de' ? /Testen Sie sich.* (Darf|Ist) / : /自我测验.*吗？/,
          'the title and the question in the reader\'s language');
        assert.equal(await page.locator('#quiz .tries').isHidden(), true, 'its try buttons are not');
      }
      // The picker by keys (A reaches it): the box shows the focus.
      await page.locator('#quiz select.chapters').selectOption('0');
      await page.locator('#quiz svg.board').focus();
      for (let i = 0; i < 6 && await focused(page, 'quiz') !== 'chapters'; i++) await page.keyboard.press('a');
      assert.equal(await focused(page, 'quiz'), 'chapters');
      assert.equal(await page.evaluate(() => getComputedStyle(document.getElementById('quiz').shadowRoot
        .querySelector('.chapter-box')).outlineStyle), 'solid', 'the focus ring is drawn on the box');
      await page.evaluate(() => document.getElementById('quiz').scrollIntoView());
      await page.screenshot({ path: path.join(artifacts, `quiz-chapters-phone-${lang}.png`) });
      await page.addScriptTag({ path: AXE });
      const found = await page.evaluate(async () => (await window.axe.run(document.getElementById('test-yourself'))).violations
        .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`));
      assert.deepEqual(found, [], lang);
      assert.deepEqual(errors, []);
      await context.close();
    }
  });

  test('in the iframe page: quiz and try come through the address, the try is asked about, not shown', async () => {
    const { server, browser } = suite;
    const { page, errors } = await desktopPage(browser);
    // The iframe snippet of a quiz board carries quiz=yes.
    await openHtml(page, server.base, 'quiz-snippet.html', `<arbiter-board id="ms" example="${MS1}" quiz step="end"></arbiter-board>`);
    await waitPrompt(page, 'ms', /Find the move/);
    const snippet = await page.evaluate(() => document.getElementById('ms').frameSnippet());
    assert.match(snippet, /&amp;quiz=yes/);
    await openHtml(page, server.base, 'quiz-host.html',
      `<iframe id="f" title="Arbiter board" src="frame.html#${hash}" width="900" height="900"></iframe>`);
    const frame = page.frameLocator('#f');
    await frame.locator('#board .quiz-prompt').waitFor(WAIT);
    const f = page.frame({ url: /frame\.html/ });
    await f.waitForFunction(() => /Find the move the More-Squares Rule/.test(
      document.getElementById('board').shadowRoot.querySelector('.quiz-prompt')?.textContent || ''), null, WAIT);
    assert.equal(await frame.locator('#board .verdict').textContent(), '', 'the try is not tried before the answer');
    assert.equal(await frame.locator('#board .marks .bad').count(), 0);
    await frame.locator('#board .quiz-move').fill('C3-B3');
    await frame.locator('#board .quiz-check').click();
    await frame.locator('#board .quiz-feedback.right').waitFor(WAIT);
    await frame.locator('#board .quiz-next').click();
    await frame.locator('#board .quiz-next').waitFor({ state: 'hidden', ...WAIT });
    assert.match(await frame.locator('#board .quiz-prompt').textContent(), /keeps the chase going/);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('in German and Chinese; a page without quiz loads none of its code', async () => {
    const { server, browser } = suite;
    const { page, errors } = await desktopPage(browser);
    const requests = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await openHtml(page, server.base, 'quiz-none.html', `<arbiter-board id="ms" example="${MS1}" show-text></arbiter-board>`);
    await page.waitForFunction(() => document.getElementById('ms').getAttribute('data-engine') === 'ready', null, WAIT);
    await page.waitForLoadState('networkidle');
    assert.deepEqual(requests.filter((p) => /quiz/.test(p) && !p.endsWith('.html')), [], 'no quiz module, messages or stylesheet');
    assert.equal(await page.locator('#ms .quiz').count(), 0);
    await openHtml(page, server.base, 'quiz-lang.html',
      `<arbiter-board id="de" lang="de" example="${MS1}" quiz></arbiter-board>
       <arbiter-board id="zh" lang="zh-Hant" example="${MS1}" quiz></arbiter-board>`);
    await waitPrompt(page, 'de', /^Finden Sie den Zug, den die Mehr-Feld-Regel hier ablehnt/);
    await waitPrompt(page, 'zh', /^找出這裡多格規則不允許的著法/);
    assert.ok(requests.some((p) => p.endsWith('/board/quiz.js')), 'the quiz module is loaded for a quiz board');
    await page.fill('#de .quiz-move', 'C3-B3');
    await page.click('#de .quiz-check');
    await page.waitForSelector('#de .quiz-feedback.right', WAIT);
    assert.match(await feedback(page, 'de'), /^Richtig\.C3-B3 wird hier von der Mehr-Feld-Regel \(ISF 11\) abgelehnt\./);
    assert.match(await text(page, '#zh .quiz-score'), /本頁得分：1 題中答對 1 題/, 'the page\'s score, in the board\'s language');
    // A language change says the question again in the new language.
    await page.evaluate(() => document.getElementById('zh').setAttribute('lang', 'en'));
    await waitPrompt(page, 'zh', /^Find the move the More-Squares Rule/);
    assert.ok(fs.existsSync(artifacts));
    assert.deepEqual(errors, []);
    await page.close();
  });
});

describe('quiz mode offline (Chromium, the built site with its service worker)', { skip }, () => {
  test('after one visit, the iframe page asks and grades with the network blocked', async () => {
    const server = await startStatic();
    const browser = await launch();
    try {
      const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${server.base}rules/more-squares.html`);
      await page.evaluate(async () => (await import(new URL('/register-sw.js', location.href).href)).registered);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, WAIT);
      await page.waitForFunction(async () => (await caches.keys()).some((k) => /^arbiter-[0-9a-f]{16}$/.test(k)), null, WAIT);
      server.offline = true;
      await context.setOffline(true);
      const tab = await context.newPage();
      tab.on('pageerror', (e) => errors.push(e.message));
      const res = await tab.goto(`${server.base}frame.html#${hash}`);
      assert.ok(res.fromServiceWorker(), 'the page came from the service worker');
      await waitPrompt(tab, 'board', /Find the move the More-Squares Rule/);
      await tab.fill('#board .quiz-move', 'C3-B3');
      await tab.click('#board .quiz-check');
      await tab.waitForSelector('#board .quiz-feedback.right', WAIT);
      assert.match(await feedback(tab, 'board'), /ISF 11/);
      // (The browser's own update check of the worker, /sw.js, may try the network: it fails and changes nothing.)
      assert.deepEqual(server.requests.filter((r) => r.startsWith('OFFLINE') && r !== 'OFFLINE /sw.js'), [],
        'the quiz asked nothing of the network');
      assert.deepEqual(errors, []);
      await context.close();
    } finally {
      await browser.close();
      await server.stop();
    }
  });
});
