// view.html and frame.html hold still while the board loads: their cumulative layout shift (the Layout Instability
// API's layout-shift entries, summed, in Chromium) on a phone with a slow processor and network (4x CPU slowdown,
// 1.6 Mbps, 150 ms round trip: Lighthouse's mobile profile) stays under 0.1, for the page's own example and for
// share links of each game; and a reader's targets are big enough (links and buttons at least 24 px) with the
// heading inside <main>. The figures are printed (docs/performance.md).
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { chromiumMissing, CHROMIUM, launch } from './browser/harness.mjs';
import { startStatic } from './dist/server.mjs';

const skip = chromiumMissing ? `${CHROMIUM} is not installed (scripts/setup.sh installs it); layout tests skipped` : false;
const WAIT = { timeout: 120_000 };
const LINKS = {
  'view.html': 'the page\'s own example',
  'view.html#game=xiangqi&rules=axf&moves=C2%3D5%20H8%2B7%20H2%2B3%20R9%3D8': 'a Xiangqi share link',
  'view.html#game=bogenschach&rules=stuttgart&moves=%40-%20e2e4%3B%20%40-%20e7e5': 'a Bogenschach share link',
  'frame.html': 'the iframe page',
  'frame.html#game=xiangqi&rules=axf&moves=C2%3D5': 'the iframe page, Xiangqi',
};

describe('view.html and frame.html: no layout shift, targets of 24 px, landmarks', { skip }, () => {
  let server;
  let browser;
  before(async () => {
    server = await startStatic();
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Opens `url` on a throttled phone; resolves to the layout shift summed until the board has drawn and 1 s
   * more, and what the reader meets. */
  async function load(url) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true,
      deviceScaleFactor: 1.75, serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
      await page.addInitScript(() => {
        window.__shift = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shift += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(url);
      await page.waitForFunction(() => document.getElementById('board')?.getAttribute('data-engine') === 'ready'
        && document.getElementById('board').shadowRoot.querySelectorAll('table.moves tbody tr').length > 0, null, WAIT);
      await page.waitForTimeout(1000);
      return await page.evaluate(() => {
        const main = document.querySelector('main');
        const targets = [...document.querySelectorAll('a[href], button')]
          .filter((e) => e.getClientRects().length && !e.closest('.visually-hidden'))
          .map((e) => ({ text: e.textContent.trim(), height: e.getBoundingClientRect().height }));
        return {
          shift: window.__shift,
          targets,
          mains: document.querySelectorAll('main').length,
          headingInMain: !!main && !!main.querySelector('h1') && document.querySelectorAll('h1').length === 1,
          boardInMain: !!main && main.contains(document.getElementById('board')),
        };
      });
    } finally {
      await context.close();
    }
  }

  for (const [path, what] of Object.entries(LINKS)) {
    test(`${path}: ${what}`, async () => {
      const r = await load(`${server.base}${path}`);
      console.log(`# ${path}: cumulative layout shift ${r.shift.toFixed(4)} (phone, 4x CPU, 1.6 Mbps, 150 ms)`);
      assert.ok(r.shift < 0.1, `layout shift ${r.shift}`);
      assert.equal(r.mains, 1);
      assert.ok(r.headingInMain, 'one <h1>, inside <main>');
      assert.ok(r.boardInMain, 'the board is in <main>');
      for (const t of r.targets) assert.ok(t.height >= 24, `"${t.text}" is ${t.height} px tall`);
      assert.ok(r.targets.length >= 1);
    });
  }
});
