// The rule meter on the board, in Chromium: the status line shows the shown step's meter as the engine's row has
// it (nothing counted in the page), in the page's language, and the step's announcement says it too.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { chromiumMissing, CHROMIUM, browserSuite, desktopPage } from './browser/harness.mjs';

const skip = chromiumMissing ? `${CHROMIUM} is not installed (scripts/setup.sh installs it); browser tests skipped` : false;
const WAIT = { timeout: 60_000 };

const status = (page, id) => page.evaluate((id) => document.getElementById(id).shadowRoot.querySelector('.status').textContent, id);
const said = (page, id) => page.evaluate((id) => document.getElementById(id).shadowRoot
  .querySelector('[aria-live="polite"]:not(.verdict)').textContent, id);

describe('the rule meter in the status line (Chromium)', { skip }, () => {
  const suite = browserSuite();

  for (const lang of ['en', 'de']) {
    test(`a step's meter is shown and said (${lang})`, async () => {
      const { server, browser, engine: A } = suite;
      const { page, errors } = await desktopPage(browser);
      await page.goto(`${server.base}rules/more-squares.html?lang=${lang}`);
      await page.waitForSelector('#ex1 table.moves tbody tr', WAIT);
      const board = await page.evaluate(() => ({ position: document.getElementById('ex1').position, moves: document.getElementById('ex1').moves }));
      const x = A.explain({ game: 'stratego', rules: 'isf', lang, ...board });
      const row = x.rows.find((r) => r.meter && r.meter.some((m) => m.rule === 'two-squares'));
      assert.ok(row, 'the example has a step with a run counted');
      await page.click(`#ex1 tr[data-label="${row.label}"] button.jump`);
      await page.waitForFunction(([l]) => document.getElementById('ex1').shadowRoot
        .querySelector('tr.current')?.getAttribute('data-label') === l, [row.label], WAIT);
      const line = await status(page, 'ex1');
      for (const m of row.meter) assert.ok(line.includes(m.message), `"${line}" shows "${m.message}"`);
      await page.waitForFunction(([l]) => document.getElementById('ex1').shadowRoot
        .querySelector('[aria-live="polite"]:not(.verdict)').textContent.includes(l), [row.label], WAIT);
      const text = await said(page, 'ex1');
      for (const m of row.meter) assert.ok(text.includes(m.message.replace(/[.\s]+$/, '')), `"${text}" says "${m.message}"`);
      // the start has no meter
      await page.click('#ex1 button.first');
      await page.waitForFunction(() => !document.getElementById('ex1').shadowRoot.querySelector('tr.current'), null, WAIT).catch(() => {});
      const start = await status(page, 'ex1');
      assert.ok(!x.rows.some((r) => (r.meter || []).some((m) => start.includes(m.message))), `"${start}" shows no count at the start`);
      assert.deepEqual(errors, []);
      await page.close();
    });
  }
});
