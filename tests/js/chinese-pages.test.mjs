// A Chinese browser (Chromium started with --lang=zh-CN, and zh-TW) opens the Xiangqi pages, the playground and
// the boards in Chinese: simplified characters for zh-CN, traditional for zh-TW, with moves in Chinese notation and
// the engine's verdicts in the same script (computed here in Node through the same package). The choice made on
// the language switch persists across pages. Phone screenshots of both Xiangqi pages in both scripts go to
// tests/artifacts/ (zh-*.png), to be looked at with a CJK font installed (fonts-wqy-microhei).
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import {
  chromiumMissing, CHROMIUM, CHROMIUM_ARGS, DEFAULT_TIMEOUT, startServer, nodeEngine, watch, artifacts,
  readExampleFile, root,
} from './browser/harness.mjs';

const skip = chromiumMissing ? `${CHROMIUM} is not installed (scripts/setup.sh installs it); browser tests skipped` : false;
const WAIT = { timeout: 60_000 };

/** Chromium whose language is `lang`: the --lang switch, the languages it sends, and its locale's environment. */
async function chineseBrowser(lang) {
  const env = { ...process.env, LANGUAGE: lang.replace('-', '_'), LANG: `${lang.replace('-', '_')}.UTF-8` };
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, `--lang=${lang}`, `--accept-lang=${lang}`],
    headless: true, env, timeout: 90_000 });
}

async function newPage(browser, phone) {
  const context = await browser.newContext(phone
    ? { serviceWorkers: 'block', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 }
    : { serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(DEFAULT_TIMEOUT);
  const page = await context.newPage();
  return { context, page, errors: watch(page) };
}

const SCRIPTS = {
  'zh-CN': { key: 'zh-Hans', notation: 'chinese', title: 'title.zh', other: /[規則聯會這紅車馬將長進]/u },
  'zh-TW': { key: 'zh-Hant', notation: 'chinese-traditional', title: 'title.zh.hant', other: /[规则联会这红车马将长进]/u },
};

/** The text of the shown [data-lang] block's first match of `selector`. */
const shownText = (page, selector) => page.evaluate((s) => [...document.querySelectorAll(s)]
  .find((el) => !el.hidden && el.offsetParent !== null)?.textContent.trim(), selector);

for (const [browserLang, want] of Object.entries(SCRIPTS)) {
  describe(`a ${browserLang} browser`, { skip }, () => {
    let X;
    let server;
    let browser;
    before(async () => {
      X = await nodeEngine();
      fs.mkdirSync(artifacts, { recursive: true });
      server = await startServer();
      browser = await chineseBrowser(browserLang);
    });
    after(async () => {
      await browser?.close();
      server?.stop();
    });

    test('opens the Xiangqi rule page in its script: text, board, notation and the engine\'s verdict', async () => {
      const { context, page, errors } = await newPage(browser);
      assert.equal(await page.evaluate(() => navigator.language), browserLang, 'the browser speaks the language');
      await page.goto(server.base + 'rules/xiangqi.html');
      assert.equal(await page.evaluate(() => document.documentElement.lang), want.key);
      const h1 = await shownText(page, 'h1');
      assert.match(h1, /\p{Script=Han}/u, `the heading in ${want.key}: ${h1}`);
      assert.doesNotMatch(h1, want.other);
      assert.equal(await page.getAttribute(`button[data-set-lang="${want.key}"]`, 'aria-pressed'), 'true');
      assert.equal(await page.getAttribute(`button[data-set-notation="${want.notation}"]`, 'aria-pressed'), 'true',
        'the notation switch shows Chinese notation');

      // A ruling's board: its title, its moves in Chinese notation, its verdict as the engine words it.
      const file = 'ruling-5-cannon-two-chariots.txt';
      // the board shows the example's annotated document, beside its key: value file
      // (read ahead on the built site: .read.json)
      const id = await page.evaluate((f) => document.querySelector(`arbiter-board[example$="/${f}.pgn"], `
        + `arbiter-board[example$="/${f}.read.json"]`).id, file.replace(/\.txt$/, ''));
      const ex = readExampleFile('xiangqi', file);
      const request = { game: 'xiangqi', rules: ex.rules, position: ex.position, moves: ex.moves.split(/\s+/),
        lang: want.key, options: { notation: want.notation } };
      const x = X.explain(request);
      await page.locator(`#${id}`).scrollIntoViewIfNeeded();
      await page.waitForFunction(([id, n]) => document.getElementById(id).shadowRoot
        .querySelectorAll('table.moves tbody tr').length === n, [id, x.rows.length], WAIT);
      const board = await page.evaluate((id) => {
        const root = document.getElementById(id).shadowRoot;
        return {
          lang: document.getElementById(id).getAttribute('lang'),
          title: root.querySelector('p.title').textContent,
          moves: [...root.querySelectorAll('td.mv.chinese')].map((td) => td.textContent),
          repetition: [...root.querySelectorAll('td.repetition')].map((td) => td.textContent).filter(Boolean).at(-1),
          caption: root.querySelector('table.moves caption')?.textContent,
        };
      }, id);
      assert.equal(board.lang, want.key);
      assert.equal(board.title, ex[want.title]);
      assert.deepEqual(board.moves, x.rows.map((r) => r.move), 'the moves in Chinese notation');
      assert.ok(board.moves.every((m) => !want.other.test(m)), `moves in ${want.key}: ${board.moves.join(' ')}`);
      const rep = [...x.rows].reverse().find((r) => r.details.repetition).details.repetition.text;
      assert.equal(board.repetition, rep, 'the repetition verdict as the engine says it');
      assert.match(rep, want.key === 'zh-Hans' ? /长捉/ : /長捉/);
      assert.match(rep, want.key === 'zh-Hans' ? /判和/ : /判和/, 'a draw may be claimed');
      assert.doesNotMatch(board.caption || '', /[A-Za-z]{4}/, `the table's caption in Chinese: ${board.caption}`);
      // Each step's comment in the reader's script: the document's own Chinese words, not its English ones.
      const doc = X.readDocument(fs.readFileSync(path.join(root, 'www', 'examples', 'xiangqi',
        file.replace(/\.txt$/, '.pgn')), 'utf8'), { lang: want.key });
      const notes = doc.chapters[0].annotations.filter((a) => a.after > 0 && a.comment.en);
      assert.ok(notes.length >= 8, `${notes.length} moves commented`);
      for (const a of [notes[0], notes.at(-1)]) {
        const said = a.comment[want.key];
        assert.match(said || '', /\p{Script=Han}/u, `the comment after move ${a.after} has ${want.key} words`);
        assert.doesNotMatch(said, want.other, `in ${want.key}'s characters: ${said}`);
        await page.evaluate(([id, n]) => document.getElementById(id).go(n), [id, a.after]);
        await page.waitForFunction(([id, t]) => {
          const c = document.getElementById(id).shadowRoot.querySelector('.comment');
          return !c.hidden && c.textContent === t;
        }, [id, said], WAIT);
        const announced = await page.evaluate((id) => document.getElementById(id).shadowRoot
          .querySelector('.sr-only[role=status]').textContent, id);
        assert.ok(announced.includes(said), `the comment is said with the step: ${announced}`);
      }
      // Its share link carries the language: the page it opens shows the board in the same script.
      const link = await page.evaluate((id) => document.getElementById(id).shareLink(), id);
      assert.match(link, new RegExp(`lang=${want.key}`), link);
      await page.goto(link);
      await page.waitForFunction(() => document.querySelector('arbiter-board')?.shadowRoot
        ?.querySelector('table.moves caption')?.textContent.match(/[\u4e00-\u9fff]/), null, WAIT);
      const shared = await page.evaluate(() => [...document.querySelector('arbiter-board').shadowRoot
        .querySelectorAll('td.repetition')].map((td) => td.textContent).filter(Boolean).at(-1));
      assert.equal(shared, rep, 'the shared board says the same verdict');
      assert.deepEqual(errors, []);
      await context.close();
    });

    test('the AXF rulebook page and the playground follow the browser; a choice on the switch persists', async () => {
      const { context, page, errors } = await newPage(browser);
      await page.goto(server.base + 'rules/axf.html');
      assert.equal(await page.evaluate(() => document.documentElement.lang), want.key);
      const intro = await shownText(page, '#about div[data-lang], #about [data-lang] p');
      assert.match(intro || '', /\p{Script=Han}/u, 'the introduction in Chinese');
      assert.doesNotMatch(intro, want.other, 'the introduction in the browser\'s script');
      // The playground: its language menu and its board.
      await page.goto(server.base + 'index.html');
      await page.waitForFunction(() => document.getElementById('board').getAttribute('lang'), null, WAIT);
      assert.equal(await page.inputValue('#lang'), want.key);
      assert.equal(await page.getAttribute('#board', 'lang'), want.key);
      await page.waitForFunction((k) => document.getElementById('board').shadowRoot
        .querySelector('table.moves caption')?.textContent.match(/[\u4e00-\u9fff]/), want.key, WAIT);
      // Choosing the other script on a rule page: kept for the next page, and carried by the site's links.
      const other = want.key === 'zh-Hans' ? 'zh-Hant' : 'zh-Hans';
      await page.goto(server.base + 'rules/xiangqi.html');
      await page.click(`button[data-set-lang="${other}"]`);
      assert.equal(await page.evaluate(() => document.documentElement.lang), other);
      assert.match(await page.getAttribute('nav a[href^="axf.html"]', 'href'), new RegExp(`lang=${other}`));
      await page.goto(server.base + 'rules/axf.html');
      assert.equal(await page.evaluate(() => document.documentElement.lang), other, 'the choice persists');
      await page.goto(server.base + 'rules/axf.html?lang=en');
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'en', 'a link\'s own lang comes first');
      assert.deepEqual(errors, []);
      await context.close();
    });

    test('phone screenshots of the Xiangqi pages', async () => {
      const { context, page, errors } = await newPage(browser, true);
      for (const name of ['xiangqi', 'axf']) {
        await page.goto(server.base + `rules/${name}.html`);
        // the first example with moves (the Xiangqi page's first boards show positions to try moves in)
        const first = page.locator('arbiter-board[example][show-text]').first();
        await first.scrollIntoViewIfNeeded();
        await page.waitForFunction(() => document.querySelector('arbiter-board[example][show-text]').shadowRoot
          ?.querySelector('table.moves tbody tr'), null, WAIT);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: path.join(artifacts, `zh-${want.key}-${name}-top.png`) });
        await first.screenshot({ path: path.join(artifacts, `zh-${want.key}-${name}-board.png`) });
      }
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
}
