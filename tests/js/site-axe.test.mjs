// axe-core on every page of the site, as a reader opens it: the built site (dist/, with the formats' pages) and
// the unbuilt sources (www/, served by scripts/serve.mjs --root www), on a desktop and on a phone, once the first
// board has its engine (the boards' shadow DOM is checked too). embed.html is checked in each of its languages.
// Also: the guide's links to the formats open in the browser (the Markdown as text unbuilt, the pages built).
// Every rule axe runs by default (WCAG A/AA and best practices): no violation at all.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { chromiumMissing, CHROMIUM, launch, root } from './browser/harness.mjs';
import { DOC_PAGES } from '../../scripts/site-pages.mjs';

const skip = chromiumMissing ? `${CHROMIUM} is not installed (scripts/setup.sh installs it); axe tests skipped` : false;
const AXE = path.join(root, 'node_modules', 'axe-core', 'axe.min.js');
const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
};
/** Every HTML page of www/ (its example and engine folders hold none a reader opens). */
const wwwPages = fs.readdirSync(path.join(root, 'www'), { recursive: true })
  .map((f) => f.split(path.sep).join('/')).filter((f) => f.endsWith('.html') && !/^(pkg|examples)\//.test(f)).sort();
const LANGS = ['en', 'de', 'zh-Hans', 'zh-Hant'];

/** scripts/serve.mjs for `folder` on a free port: { base, stop }. */
async function serve(folder) {
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs'), '--port', '0', '--root', folder],
    { stdio: ['ignore', 'pipe', 'inherit'] });
  const base = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/http:\/\/[^\s/]+:\d+\//);
      if (m) resolve(m[0]);
    });
    child.on('exit', (code) => reject(new Error(`serve.mjs exited with ${code}: ${out}`)));
  });
  return { base, stop: () => child.kill() };
}

describe('axe-core: no violation on any page, desktop and phone (Chromium)', { skip }, () => {
  let browser;
  const servers = {};
  before(async () => {
    assert.ok(fs.existsSync(AXE), 'axe-core is installed (npm install)');
    assert.ok(fs.existsSync(path.join(root, 'dist', 'docs', 'api.html')), 'dist/ is built (make build)');
    servers.dist = await serve(path.join(root, 'dist'));
    servers.www = await serve(path.join(root, 'www'));
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
    for (const s of Object.values(servers)) s.stop();
  });

  /** The violations axe finds on `url` in the viewport `kind`, as "rule (impact): targets" lines. */
  async function violations(url, kind) {
    const context = await browser.newContext({ serviceWorkers: 'block', ...VIEWPORTS[kind] });
    try {
      const page = await context.newPage();
      const res = await page.goto(url);
      assert.equal(res.status(), 200, url);
      await page.waitForFunction(() => {
        const b = document.querySelector('arbiter-board');
        return !b || b.hasAttribute('data-engine') || b.classList.contains('shown');
      }, null, { timeout: 90_000 });
      await page.waitForTimeout(300); // the board's last announcements and styles
      await page.addScriptTag({ path: AXE });
      return await page.evaluate(async () => (await window.axe.run(document)).violations
        .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`));
    } finally {
      await context.close();
    }
  }

  test('the guide\'s links to the formats open in the browser: as text unbuilt, as pages built', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      for (const [site, ext] of [[servers.www, 'md'], [servers.dist, 'html']]) {
        await page.goto(`${site.base}embed.html`);
        const link = page.locator(`a[href^="docs/documents.${ext}"] >> visible=true`).first();
        await Promise.all([page.waitForURL(new RegExp(`docs/documents\\.${ext}`)), link.click()]);
        const shown = await page.evaluate(() => (document.querySelector('main h1') ?? document.body).innerText.trim());
        assert.match(shown, ext === 'md' ? /^# Annotated example documents\n/ : /^Annotated example documents$/);
      }
    } finally {
      await context.close();
    }
  });

  const distPages = [...wwwPages, ...Object.keys(DOC_PAGES).map((n) => `docs/${n}.html`)];
  for (const kind of Object.keys(VIEWPORTS)) {
    for (const page of distPages) {
      test(`dist/${page}, ${kind}`, async () => {
        assert.deepEqual(await violations(`${servers.dist.base}${page}`, kind), []);
      });
    }
    for (const page of wwwPages) {
      test(`www/${page} (unbuilt), ${kind}`, async () => {
        assert.deepEqual(await violations(`${servers.www.base}${page}`, kind), []);
      });
    }
    for (const lang of LANGS.slice(1)) {
      test(`dist/embed.html?lang=${lang}, ${kind}`, async () => {
        assert.deepEqual(await violations(`${servers.dist.base}embed.html?lang=${lang}`, kind), []);
      });
    }
  }
});
