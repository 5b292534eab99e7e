// www/embed.html's recipes followed as a reader of each language follows them: the guide is opened in English,
// German, simplified and traditional Chinese (?lang=), each recipe's lines are taken with its Copy button (through
// the clipboard, Chromium's permission granted), checked to be the code box's text, and pasted into a fresh page on
// another origin, with only the placeholders for where a site puts the files replaced; the board there must draw
// and refuse the move the example is about.
// - same site: the page on a server of the built site (the files at its root, for /arbiter/);
// - another origin: the page on a third origin, the widget from scripts/serve.mjs, with the classic build and with
//   the module build (the header the guide asks for is the one the widget's host sends);
// - strict CSP: the page sent with the guide's policy line as its header, the module build, no violation;
// - the Xiangqi and Bogenschach boards: drawn, the Xiangqi one opening on its refused chase.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { chromiumMissing, CHROMIUM, launch, startServer, watch, artifacts } from './browser/harness.mjs';
import { startStatic, repoRoot } from './dist/server.mjs';

const skip = chromiumMissing ? `${CHROMIUM} is not installed (scripts/setup.sh installs it); embed tests skipped` : false;
const WAIT = { timeout: 90_000 };
const PLACEHOLDER_ORIGIN = 'https://assets.example.org/arbiter/';
const PLACEHOLDER_FOLDER = '/arbiter/';
const LANGS = { en: 'Copy', de: 'Kopieren', 'zh-Hans': '复制', 'zh-Hant': '複製' };

const hostPage = (lines, title) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>
<body><h1>${title}</h1>
${lines}
</body></html>`;

describe('www/embed.html: each recipe in each language, copied with its Copy button', { skip }, () => {
  let guide; // the built site, where the reader reads the guide
  let widget; // scripts/serve.mjs: the widget's host for recipe 2 (sends the CORS header)
  let browser;
  const sites = [];

  before(async () => {
    assert.ok(fs.existsSync(path.join(repoRoot, 'dist', 'arbiter-board.classic.js')), 'dist/ is built (make build)');
    guide = await startStatic();
    widget = await startServer();
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
    widget?.stop();
    await guide?.stop();
    for (const s of sites) await s.stop();
  });

  /** Opens the guide in `lang` and copies each code box named in `ids` with its Copy button: id -> text. */
  async function copyRecipes(lang, ids) {
    const context = await browser.newContext({ viewport: { width: 1100, height: 900 }, serviceWorkers: 'block' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: guide.base.replace(/\/$/, '') });
    const page = await context.newPage();
    const errors = watch(page);
    try {
      await page.goto(`${guide.base}embed.html?lang=${lang}`);
      await page.waitForFunction((l) => document.documentElement.lang === l, lang, WAIT);
      const out = {};
      for (const id of ids) {
        const button = page.locator(`button[data-copy="${id}"]`);
        // The button speaks the page's language, and the box it copies is a labelled, focusable region.
        assert.equal((await button.innerText()).trim(), LANGS[lang], `${id}'s button in ${lang}`);
        const box = page.locator(`pre#${id}`);
        assert.equal(await box.getAttribute('tabindex'), '0');
        assert.ok((await box.evaluate((e) => e.getAttribute('aria-labelledby') && document.getElementById(e.getAttribute('aria-labelledby')).innerText.trim())), `${id} has a label`);
        await page.evaluate(() => navigator.clipboard.writeText(''));
        await button.click();
        await page.waitForFunction(() => document.getElementById('copy-status').textContent !== '', null, WAIT);
        const copied = await page.evaluate(() => navigator.clipboard.readText());
        assert.equal(copied, await box.evaluate((e) => e.textContent), `${id}: the clipboard holds the box's text`);
        out[id] = copied;
        await page.evaluate(() => { document.getElementById('copy-status').textContent = ''; });
      }
      assert.deepEqual(errors, []);
      return out;
    } finally {
      await context.close();
    }
  }

  /** Opens `url` in a fresh context, recording CSP violations; the board must draw and refuse `move`. */
  async function drawsAndJudges(url, shot, { game = 'stratego', move = 'C3-B3' } = {}) {
    const context = await browser.newContext({ viewport: { width: 1100, height: 900 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors = watch(page);
    try {
      await page.addInitScript(() => {
        window.__violations = [];
        document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(`${e.effectiveDirective} ${e.blockedURI}`));
      });
      await page.goto(url);
      const sel = `arbiter-board[game="${game}"]`;
      await page.waitForFunction((s) => document.querySelector(s)?.getAttribute('data-engine') === 'ready', sel, WAIT);
      const v = await page.evaluate(([s, m]) => {
        const b = document.querySelector(s);
        const verdict = b.play(m);
        return { legal: verdict.legal, rule: verdict.rule, shown: b.shadowRoot.querySelector('.verdict')?.textContent ?? '' };
      }, [sel, move]);
      assert.equal(v.legal, false, `${move} is refused`);
      assert.ok(v.rule, 'the refusal names its rule');
      assert.match(v.shown, /refused|abgelehnt|不允许|不允許|拒/i);
      assert.deepEqual(await page.evaluate(() => window.__violations), []);
      assert.deepEqual(errors, []);
      fs.mkdirSync(artifacts, { recursive: true });
      await page.screenshot({ path: path.join(artifacts, `embed-copy-${shot}.png`) });
    } finally {
      await context.close();
    }
  }

  for (const lang of Object.keys(LANGS)) {
    test(`${lang}: the three recipes and the other games, as copied`, async () => {
      const r = await copyRecipes(lang, ['recipe-same-site', 'recipe-games', 'recipe-classic', 'recipe-cors-header',
        'recipe-cross-module', 'recipe-csp']);
      const sameSite = (text) => text.replaceAll(PLACEHOLDER_FOLDER, '/');
      const other = (text) => text.replaceAll(PLACEHOLDER_ORIGIN, widget.base);
      assert.ok(r['recipe-same-site'].includes(PLACEHOLDER_FOLDER) && r['recipe-classic'].includes(PLACEHOLDER_ORIGIN));
      const line = r['recipe-csp'].trim();
      const [name, value] = [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()];
      assert.equal(name, 'Content-Security-Policy');
      // A fresh origin for the pages that hold the widget's files (recipe 1 and 3), and one for recipe 2's pages.
      const site = await startStatic({
        pages: {
          '/favicon.ico': { body: '', type: 'image/x-icon' },
          '/same-site.html': { body: hostPage(sameSite(r['recipe-same-site']), 'Same site') },
          '/games.html': { body: hostPage(`<script type="module" src="/arbiter-board.js"></script>\n${r['recipe-games']}`, 'Games') },
          '/csp.html': { body: hostPage(sameSite(r['recipe-same-site']), 'Strict CSP'), headers: { [name]: value } },
        },
      });
      const host = await startStatic({
        root: null,
        pages: {
          '/favicon.ico': { body: '', type: 'image/x-icon' },
          '/classic.html': { body: hostPage(other(r['recipe-classic']), 'Another origin, classic build') },
          '/module.html': { body: hostPage(other(r['recipe-cross-module']), 'Another origin, module build') },
        },
      });
      sites.push(site, host);
      for (const base of [site.base, host.base]) assert.notEqual(new URL(base).origin, new URL(guide.base).origin);
      // Recipe 2's header is the one the widget's host sends.
      const [hName, hValue] = r['recipe-cors-header'].trim().split(/:\s*/);
      const res = await fetch(`${widget.base}arbiter-board.js`);
      assert.equal(res.headers.get(hName), hValue);

      await drawsAndJudges(`${site.base}same-site.html`, `${lang}-same-site`);
      await drawsAndJudges(`${host.base}classic.html`, `${lang}-classic`);
      await drawsAndJudges(`${host.base}module.html`, `${lang}-module`);
      await drawsAndJudges(`${site.base}csp.html`, `${lang}-csp`);
      await drawsAndJudges(`${site.base}games.html`, `${lang}-xiangqi`, { game: 'xiangqi', move: 'C9=8' });
    });
  }
});
