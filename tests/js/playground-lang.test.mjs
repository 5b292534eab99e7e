// Every page of the site speaks the reader's language (issue 23): Chromium started with --lang=zh-CN and with
// --lang=zh-TW opens the playground, the shared-board pages and each rule page in Chinese, in the browser's script:
// <html lang>, the page's visible words (no English sentence left outside the names of games, formats and files)
// and the boards; the Xiangqi river is written in the board's script. In the playground a German menu choice puts
// the page in German and persists; a paste nothing recognises says so and names what each game reads; and a game
// pasted is written back as a record with the engine's verdicts, which reads again to the same game.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import {
  chromiumMissing, CHROMIUM, CHROMIUM_ARGS, DEFAULT_TIMEOUT, startServer, nodeEngine, watch, root,
} from './browser/harness.mjs';
import { PAGE_TEXT } from '../../www/playground-text.js';

const skip = chromiumMissing ? `${CHROMIUM} is not installed (scripts/setup.sh installs it); browser tests skipped` : false;
const WAIT = { timeout: 60_000 };

/** The site's pages a reader opens (embed.html, the page for web authors, has its own test). */
const PAGES = ['index.html', 'view.html', 'frame.html',
  ...fs.readdirSync(path.join(root, 'www', 'rules')).filter((f) => f.endsWith('.html')).map((f) => `rules/${f}`)];

const SCRIPTS = {
  'zh-CN': { key: 'zh-Hans', other: /[規則聯會這紅車馬將長進貼載盤譜]/u, river: '汉 界' },
  'zh-TW': { key: 'zh-Hant', other: /[规则联会这红车马将长进贴载盘谱]/u, river: '漢 界' },
};

// Words that stay as written in every language: names of games, bodies, formats, files and programs.
const KEPT = /^(?:Arbiter|Stratego|Xiangqi|Bogenschach|Gravon|StraDoS2|XML|PGN|DhtmlXQ|UCCI|FEN|ISF|AXF|HTML|SVG|PNG|iframe|UTF|GBK|Big5|docs|stratego|notation|md|position|Nf3|e4|moves|ICCS|WXF|Chess|Stuttgart|English|Deutsch)$/;

/** Chromium whose language is `lang`: the --lang switch, the languages it sends, and its locale's environment. */
async function browserIn(lang) {
  const env = { ...process.env, LANGUAGE: lang.replace('-', '_'), LANG: `${lang.replace('-', '_')}.UTF-8` };
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, `--lang=${lang}`, `--accept-lang=${lang}`],
    headless: true, env, timeout: 90_000 });
}

async function newPage(browser) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(DEFAULT_TIMEOUT);
  const page = await context.newPage();
  return { context, page, errors: watch(page) };
}

/** The page's visible text outside the boards, form values and code (what the reader reads as the page's words). */
const pageWords = (page) => page.evaluate(() => {
  const out = [];
  const walk = (node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const el = node.parentElement;
      if (el && el.offsetParent !== null && !el.closest('code, pre, textarea, select, arbiter-board, [hidden]')) {
        out.push(node.textContent);
      }
      return;
    }
    if (node.nodeType === Node.ELEMENT_NODE && /^(SCRIPT|STYLE|ARBITER-BOARD)$/.test(node.tagName)) return;
    for (const c of node.childNodes) walk(c);
  };
  walk(document.body);
  return out.join(' ').replace(/\s+/g, ' ').trim();
});

test('the playground\'s words exist in every language, with the same shapes, each script in its own characters', () => {
  const shape = (v) => (typeof v === 'function' ? `function/${v.length}` : typeof v === 'object'
    ? `{${Object.keys(v).sort().join()}}` : typeof v);
  const en = PAGE_TEXT.en;
  for (const lang of ['de', 'zh-Hans', 'zh-Hant']) {
    const own = PAGE_TEXT[lang];
    assert.deepEqual(Object.keys(own).sort(), Object.keys(en).sort(), lang);
    for (const k of Object.keys(en)) assert.equal(shape(own[k]), shape(en[k]), `${lang} ${k}`);
  }
  const all = (t) => JSON.stringify(t) + Object.values(t).filter((v) => typeof v === 'function')
    .map((f) => f('X', false, 'Y')).join();
  assert.doesNotMatch(all(PAGE_TEXT['zh-Hans']), SCRIPTS['zh-CN'].other);
  assert.doesNotMatch(all(PAGE_TEXT['zh-Hant']), SCRIPTS['zh-TW'].other);
});

for (const [browserLang, want] of Object.entries(SCRIPTS)) {
  describe(`a ${browserLang} browser opens every page in ${want.key}`, { skip }, () => {
    let server;
    let browser;
    before(async () => {
      server = await startServer();
      browser = await browserIn(browserLang);
    });
    after(async () => {
      await browser?.close();
      server?.stop();
    });

    for (const name of PAGES) {
      test(name, async () => {
        const { context, page, errors } = await newPage(browser);
        await page.goto(server.base + name);
        await page.waitForFunction((k) => document.documentElement.lang === k, want.key, WAIT);
        // the page's own words: Chinese in the browser's script, no English sentence
        const words = await pageWords(page);
        assert.match(words, /\p{Script=Han}{4}/u, `${name}: ${words.slice(0, 200)}`);
        assert.doesNotMatch(words, want.other, `${name} in ${want.key}: ${words.match(want.other)}`);
        // no English phrase: three words in a row with an English function word (a quoted German term, a site's name may
        // stand)
        const english = (words.match(/[A-Za-z][a-z']+(?:,? [A-Za-z][a-z']+){2,}/g) || [])
          .filter((phrase) => /\b(?:the|and|of|to|is|in|for|with|on|this|that|or|by|a|an)\b/i.test(phrase)
            && phrase.split(/,? /).some((w) => !KEPT.test(w)));
        assert.deepEqual(english, [], `${name}: English left: ${english.join(' | ')}`);
        // each board speaks the same language (its table's caption), the Xiangqi river in its script
        const boards = await page.locator('arbiter-board').count();
        if (boards) {
          await page.waitForFunction(() => document.querySelector('arbiter-board').shadowRoot
            ?.querySelector('table.moves caption')?.textContent.match(/\p{Script=Han}/u), null, WAIT);
        }
        if (name === 'rules/xiangqi.html') {
          await page.waitForFunction(() => document.querySelector('arbiter-board').shadowRoot
            ?.querySelector('.xq-river'), null, WAIT);
          const river = await page.evaluate(() => [...document.querySelector('arbiter-board').shadowRoot
            .querySelectorAll('.xq-river')].map((t) => t.textContent));
          assert.deepEqual(river, ['楚 河', want.river]);
        }
        assert.deepEqual(errors, []);
        await context.close();
      });
    }
  });
}

describe('the playground in a reader\'s language', { skip }, () => {
  let server;
  let browser;
  let A;
  before(async () => {
    A = await nodeEngine();
    server = await startServer();
    browser = await browserIn('en-US');
  });
  after(async () => {
    await browser?.close();
    server?.stop();
  });

  test('the menu puts the page in German, and the choice persists', async () => {
    const { context, page, errors } = await newPage(browser);
    await page.goto(server.base + 'index.html');
    await page.waitForFunction(() => document.getElementById('game').options.length > 0, null, WAIT);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    await page.selectOption('#lang', 'de');
    await page.waitForFunction(() => document.documentElement.lang === 'de', null, WAIT);
    assert.equal(await page.textContent('h1'), 'Arbiter-Spielplatz: Regeln für Stratego, Xiangqi und Bogenschach');
    assert.equal(await page.textContent('label[for=game]'), 'Spiel');
    assert.match(await page.getAttribute('nav a[href^="rules/axf.html"]', 'href'), /lang=de/);
    await page.goto(server.base + 'index.html');
    await page.waitForFunction(() => document.documentElement.lang === 'de', null, WAIT);
    assert.equal(await page.inputValue('#lang'), 'de');
    await page.goto(server.base + 'index.html?lang=zh-TW');
    await page.waitForFunction(() => document.documentElement.lang === 'zh-Hant', null, WAIT);
    assert.equal(await page.textContent('#load'), '載入');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a paste nothing recognises names what each game reads, in the page\'s language', async () => {
    const { context, page, errors } = await newPage(browser);
    for (const [lang, said] of [['en', /no game's position or record was recognised.*Xiangqi: .*DhtmlXQ/],
      ['zh-Hans', /既不是任何棋类的局面.*象棋：.*DhtmlXQ/], ['de', /weder eine Stellung noch eine Partie/]]) {
      await page.goto(`${server.base}index.html?lang=${lang}`);
      await page.waitForFunction(() => document.getElementById('game').options.length > 0, null, WAIT);
      const before = await page.evaluate(() => document.getElementById('board').getAttribute('position'));
      await page.fill('#paste', 'Hello, this is no game at all.\nJust words.');
      await page.click('#load');
      await page.waitForFunction(() => !document.getElementById('paste-error').hidden, null, WAIT);
      const message = await page.textContent('#paste-error');
      assert.match(message, said, message);
      assert.doesNotMatch(message, /rank 10 first|expected 10 rows/, 'not the Stratego reader\'s message');
      assert.equal(await page.evaluate(() => document.getElementById('board').getAttribute('position')), before);
    }
    // a 10 MB paste, a 10 MB and a 2 MB file, a binary file: refused at once, the box left as it was
    const refused = (how) => page.evaluate(async (how) => {
      const box = document.getElementById('paste');
      const error = document.getElementById('paste-error');
      box.value = '';
      error.textContent = '';
      const big = '1. h2e2 h9g7 '.repeat(800_000);
      const t = performance.now();
      if (how === 'paste') {
        const data = new DataTransfer();
        data.setData('text/plain', big);
        box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      } else {
        const bytes = how === 'binary' ? Uint8Array.from({ length: 4096 }, (_, i) => (i * 7) % 256)
          : how === 'file' ? big : big.slice(0, 2_000_000);
        const files = new DataTransfer();
        files.items.add(new File([bytes], how === 'binary' ? 'game.cbf' : 'big.pgn'));
        const input = document.getElementById('paste-file');
        input.files = files.files;
        input.dispatchEvent(new Event('change'));
      }
      while (!error.textContent) await new Promise((r) => setTimeout(r, 5));
      return { ms: performance.now() - t, message: error.textContent, kept: box.value.length };
    }, how);
    for (const [how, said] of [['paste', /1000000/], ['file', /1000000/], ['file of 2 MB', /1000000/],
      ['binary', /binary|Binär|二进制/]]) {
      const r = await refused(how);
      assert.match(r.message, said, `${how}: ${r.message}`);
      assert.ok(r.ms < 1000, `${how} refused in ${Math.round(r.ms)} ms`);
      if (how !== 'binary') assert.equal(r.kept, 0, 'the box does not take it');
      console.log(`# ${how}: refused in ${Math.round(r.ms)} ms`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a pasted game is written back as a record with the engine\'s verdicts', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    const errors = watch(page);
    const text = fs.readFileSync(path.join(root, 'tests', 'data', 'records', 'xiangqi', 'forum.dhtmlxq.txt'), 'utf8');
    const chase = '4k4/9/r8/9/9/NN7/9/9/9/2CK5 w moves C7=9 R1=2 C9=8 R2=1 C8=9 R1=2 C9=8 R2=1 C8=9 R1=2';
    for (const [lang, record, format] of [['en', text, 'pgn'], ['zh-Hans', chase, 'dhtmlxq'], ['zh-Hant', chase, 'pgn']]) {
      await page.goto(`${server.base}index.html?lang=${lang}`);
      await page.waitForFunction(() => document.getElementById('game').options.length > 0, null, WAIT);
      await page.fill('#paste', record);
      await page.click('#load');
      const rec = A.importRecord('xiangqi', record);
      await page.waitForFunction((n) => {
        const b = document.getElementById('board');
        return b.getAttribute('game') === 'xiangqi' && Array.isArray(b.moves) && b.moves.length === n;
      }, rec.moves.length, WAIT);
      await page.waitForFunction(() => document.getElementById('export-format').options.length === 2, null, WAIT);
      await page.selectOption('#export-format', format);
      await page.check('#export-verdicts');
      await page.click('#export');
      await page.waitForFunction(() => document.getElementById('export-text').value, null, WAIT);
      const written = await page.inputValue('#export-text');
      const want = A.exportRecord({ ...rec }, { format, verdicts: true, lang,
        notation: { 'zh-Hans': 'chinese', 'zh-Hant': 'chinese-traditional' }[lang] });
      assert.equal(written, want, `${lang} ${format}`);
      const again = A.importRecord('xiangqi', written);
      assert.deepEqual(again.moves, rec.moves);
      assert.equal(again.position, rec.position);
      for (const c of rec.comments) assert.ok(again.comments.some((d) => d.after === c.after && d.text === c.text));
      if (record === chase) assert.match(written, lang === 'zh-Hans' ? /长捉/ : /長捉/);
      const status = await page.textContent('#export-status');
      assert.ok(status.length > 0);
      if (lang === 'en') assert.equal(await page.evaluate(() => navigator.clipboard.readText()), written);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
});
