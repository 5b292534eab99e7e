// The AXF rulebook page (www/rules/axf.html): every diagram file of www/examples/xiangqi/axf/ is a board on it
// (the board reads the diagram's document, the .pgn; this test reads the key: value file beside it), each board's table is the engine's explanation of the file's moves, the violator's repeating move is refused on
// the board with the engine's reason, and the varied move the file suggests is allowed. What the engine says is
// computed here in Node from the same files through the same package. Also: every rule page and the playground
// link to the page, and it fits a phone (screenshots in tests/artifacts/).
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { root, chromiumMissing, CHROMIUM, browserSuite, desktopPage, phonePage, artifacts, readExampleFile }
  from './browser/harness.mjs';

const skip = chromiumMissing ? `${CHROMIUM} is not installed (scripts/setup.sh installs it); browser tests skipped` : false;
const WAIT = { timeout: 60_000 };
const DIR = path.join(root, 'www', 'examples', 'xiangqi', 'axf');
const FILES = fs.readdirSync(DIR).filter((f) => f.endsWith('.txt')).sort();
const sq = (id, square) => `#${id} rect.sq[data-square="${square}"]`;

test('every rule page and the playground link to the AXF rulebook page', () => {
  const pages = ['rules/more-squares.html', 'rules/two-squares.html', 'rules/xiangqi.html', 'rules/bogenschach.html',
    'rules/axf.html'];
  for (const p of pages) {
    const html = fs.readFileSync(path.join(root, 'www', p), 'utf8');
    assert.match(html, /<nav class="pages"[^]*?href="axf\.html"[^]*?<\/nav>/, `${p} links to axf.html in its navigation`);
  }
  assert.match(fs.readFileSync(path.join(root, 'www', 'index.html'), 'utf8'), /href="rules\/axf\.html"/);
});

describe('the AXF rulebook page (rules/axf.html) in Chromium', { skip }, () => {
  const suite = browserSuite();

  test('every diagram is a board; its violator\'s move is refused with the reason, its varied move allowed', async () => {
    const { engine: X, server, browser } = suite;
    const { page, errors } = await desktopPage(browser);
    await page.goto(server.base + 'rules/axf.html?lang=en');
    const boards = await page.evaluate(() => [...document.querySelectorAll('arbiter-board[example]')]
      // (the built page names each document read ahead: .read.json)
      .map((b) => ({ id: b.id, file: b.getAttribute('example').split('/').pop().replace(/\.(pgn|read\.json)$/, '.txt') })));
    assert.deepEqual(boards.map((b) => b.file).sort(), FILES, 'the page shows each diagram file once');

    let refused = 0;
    let varied = 0;
    for (const { id, file } of boards) {
      const ex = readExampleFile('xiangqi/axf', file);
      const request = { game: 'xiangqi', rules: ex.rules, position: ex.position, moves: ex.moves.split(/\s+/) };
      const want = X.explain(request);
      await page.locator(`#${id}`).scrollIntoViewIfNeeded();
      await page.waitForFunction(([id, n]) => document.getElementById(id).shadowRoot
        .querySelectorAll('table.moves tbody tr').length === n, [id, want.rows.length], WAIT);
      const text = await page.evaluate((id) => document.getElementById(id).shadowRoot.textContent, id);
      assert.ok(text.includes('reconstruction'), `${file}: the board says its position is reconstructed`);
      // The appendix's two examples after rule 40 have no diagram number: their boards name the appendix.
      const name = ex.rule === 'appendix' ? 'Appendix, example' : `Rule ${ex.rule}, diagram ${ex.diagram}`;
      assert.ok(text.includes(name), `${file}: the board names rule and diagram (or the appendix)`);

      if (ex.forbidden) {
        const v = X.validateMove(request, ex.forbidden);
        assert.equal(v.legal, false, `${file}: the engine refuses ${ex.forbidden}`);
        await page.click(sq(id, v.from));
        await page.click(sq(id, v.to));
        await page.waitForSelector(`#${id} .verdict.refused`, WAIT);
        const said = await page.evaluate((id) => document.getElementById(id).shadowRoot.querySelector('.verdict').textContent, id);
        assert.ok(said.includes(v.message), `${file}: the board says "${said}", the engine "${v.message}"`);
        assert.match(said, /AXF/, `${file}: the refusal cites the AXF rules`);
        refused++;
      }
      if (ex.vary) {
        const v = X.validateMove(request, ex.vary);
        assert.equal(v.legal, true, `${file}: the engine allows ${ex.vary}`);
        await page.click(sq(id, v.from));
        await page.click(sq(id, v.to));
        await page.waitForFunction(([id, n]) => document.getElementById(id).shadowRoot
          .querySelectorAll('table.moves tbody tr').length === n + 1, [id, want.rows.length], WAIT);
        const refusedNow = await page.evaluate((id) => document.getElementById(id).shadowRoot
          .querySelector('.verdict').classList.contains('refused'), id);
        assert.equal(refusedNow, false, `${file}: ${ex.vary} is allowed on the board`);
        varied++;
      }
    }
    assert.ok(refused >= 10 && varied >= 10, `refused ${refused}, varied ${varied}`);
    // The viewport at the first rule (a full-page shot of some fifty boards takes too long on a busy machine).
    await page.evaluate(() => document.querySelector('section.ruling').scrollIntoView());
    await page.screenshot({ path: path.join(artifacts, 'axf-desktop.png'), timeout: 120_000 });
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('on a phone the page fits the screen and its boards load', async () => {
    const { server, browser } = suite;
    const { context, page, errors } = await phonePage(browser);
    await page.goto(server.base + 'rules/axf.html?lang=en');
    const first = FILES.map((f) => f.slice(0, -4)).find((id) => id.startsWith('axf-6-'));
    await page.waitForSelector(`#${first} table.moves tbody tr`, WAIT);
    const width = await page.evaluate(() => document.scrollingElement.scrollWidth);
    assert.ok(width <= 390, `the page is ${width}px wide on a 390px screen`);
    await page.screenshot({ path: path.join(artifacts, 'axf-phone.png'), timeout: 120_000 });
    assert.deepEqual(errors, []);
    await context.close();
  });
});
