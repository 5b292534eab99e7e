// The AXF rule page (www/rules/xiangqi.html) in Chromium: every example of the seed's rulings is on the page,
// its table ends with the engine's repetition verdict, and the move the example forbids is refused on the board
// with the engine's message. What the engine says is computed here in Node through the same package, from the
// example files, so the page and the files cannot drift apart unnoticed.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { root, chromiumMissing, CHROMIUM, browserSuite, watch, artifacts } from './browser/harness.mjs';

const skip = chromiumMissing ? `${CHROMIUM} is not installed (scripts/setup.sh installs it); browser tests skipped` : false;
const WAIT = { timeout: 60_000 }; // generous: a busy 2-core machine (a passing wait costs nothing)
const EXAMPLES = path.join(root, 'www', 'examples', 'xiangqi');

function readExample(file) {
  const out = {};
  for (const line of fs.readFileSync(path.join(EXAMPLES, file), 'utf8').split('\n')) {
    const m = line.match(/^([a-z][a-z0-9.]*):\s*(.*)$/i);
    if (m) out[m[1]] = m[2].trim();
  }
  return out;
}

const sq = (id, square) => `#${id} rect.sq[data-square="${square}"]`;

describe('the AXF rule page (rules/xiangqi.html) in Chromium', { skip }, () => {
  const suite = browserSuite();

  test('every ruling example is shown; each table ends with the engine\'s verdict; each forbidden move is refused', async () => {
    const { engine: X, server, browser } = suite;
    const page = await browser.newPage({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
    const errors = watch(page);
    await page.goto(server.base + 'rules/xiangqi.html?lang=en');
    // The examples' boards (the quiz at the end asks questions drawn from them); a board shows an example's
    // annotated document (.pgn), read here from the key: value file beside it.
    // (the page's first two boards, positions to try moves in, show no ruling: no text)
    const boards = await page.evaluate(() => [...document.querySelectorAll('arbiter-board[example][show-text]:not([quiz])')]
      // (the built page names each document read ahead: .read.json)
      .map((b) => ({ id: b.id, file: b.getAttribute('example').split('/').pop().replace(/\.(pgn|read\.json)$/, '.txt') })));
    const files = fs.readdirSync(EXAMPLES).filter((f) => f.endsWith('.txt')).sort();
    assert.deepEqual(boards.map((b) => b.file).sort(), files, 'the page shows each example file once');

    let refused = 0;
    let draws = 0;
    for (const { id, file } of boards) {
      const ex = readExample(file);
      const request = { game: 'xiangqi', rules: ex.rules, position: ex.position, moves: ex.moves.split(/\s+/) };
      const want = X.explain(request);
      await page.locator(`#${id}`).scrollIntoViewIfNeeded();
      await page.waitForFunction(([id, n]) => document.getElementById(id).shadowRoot
        .querySelectorAll('table.moves tbody tr').length === n, [id, want.rows.length], WAIT);
      // The board opens at the end of the cycle (step="end").
      const current = await page.evaluate((id) => document.getElementById(id).shadowRoot
        .querySelector('tr.current')?.getAttribute('data-label'), id);
      assert.equal(current, want.rows.at(-1).label, `${file}: the board opens at the last move`);
      // The last repetition the engine reports is the one the table shows in that row.
      // An example without a forbidden move shows a repetition that stands (a draw, or the other side must vary).
      const rep = [...want.rows].reverse().find((r) => r.details.repetition);
      assert.ok(rep || ex.forbidden, `${file}: the example reaches a repetition or forbids a move`);
      if (rep) {
        const cell = await page.evaluate(([id, label]) => document.getElementById(id).shadowRoot
          .querySelector(`tr[data-label="${label}"] td.repetition`)?.textContent, [id, rep.label]);
        assert.equal(cell, rep.details.repetition.text, `${file}: row ${rep.label}'s repetition cell`);
        if (rep.details.repetition.outcome === 'draw') draws++;
      }

      if (!ex.forbidden) continue;
      const v = X.validateMove(request, ex.forbidden);
      assert.equal(v.legal, false, `${file}: the engine refuses ${ex.forbidden}`);
      assert.match(v.rule, /^perpetual-(check|chase)$/, `${file}: ${v.rule}`);
      await page.click(sq(id, v.from));
      await page.click(sq(id, v.to));
      await page.waitForSelector(`#${id} .verdict.refused`, WAIT);
      const said = await page.evaluate((id) => document.getElementById(id).shadowRoot.querySelector('.verdict').textContent, id);
      assert.ok(said.includes(v.message), `${file}: the board says "${said}", the engine "${v.message}"`);
      // The piece chased all through the cycle is marked on the board and named so for screen readers.
      if (v.rule === 'perpetual-chase') {
        assert.ok(v.details.repetition.chased.length > 0, `${file}: the engine names the chased piece`);
        const marked = await page.evaluate((id) => {
          const r = document.getElementById(id).shadowRoot;
          return [...r.querySelectorAll('.marks .chased')].map((m) => ({
            sq: m.getAttribute('data-square'),
            label: r.querySelector(`rect.sq[data-square="${m.getAttribute('data-square')}"]`).getAttribute('aria-label'),
          }));
        }, id);
        assert.deepEqual(marked.map((m) => m.sq).sort(), [...v.details.repetition.chased].sort(), `${file}: chased marks`);
        for (const m of marked) assert.match(m.label, /, chased \(捉\)/, `${file}: ${m.sq}`);
      }
      refused++;
    }
    // The seed's rulings include both outcomes: moves that must vary, and draws.
    assert.ok(refused >= 8 && draws >= 4, `refused ${refused}, draws ${draws}`);
    await page.screenshot({ path: path.join(artifacts, 'xiangqi-rulings-desktop.png'), fullPage: true });
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('the notation switch: 中文 writes every table and message in Chinese notation, ICCS beside it', async () => {
    const { engine: X, server, browser } = suite;
    const page = await browser.newPage({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
    const errors = watch(page);
    await page.goto(server.base + 'rules/xiangqi.html?lang=en');
    await page.waitForSelector('#xq-chase table.moves tbody tr', WAIT);
    await page.click('button[data-set-notation="chinese"]');
    const ex = readExample('ruling-1-cannon-chases-chariot.txt');
    const request = { game: 'xiangqi', rules: ex.rules, position: ex.position, moves: ex.moves.split(/\s+/),
      options: { notation: 'chinese' } };
    const want = X.explain(request);
    assert.ok(want.rows.every((r) => /[\u4e00-\u9fff]/.test(r.move)), 'the engine writes Chinese');
    await page.waitForSelector('#xq-chase td.mv.chinese', WAIT);
    const table = await page.evaluate(() => {
      const r = document.getElementById('xq-chase').shadowRoot;
      return {
        head: [...r.querySelectorAll('table.moves thead th')].map((t) => t.textContent),
        moves: [...r.querySelectorAll('table.moves tbody tr')].map((tr) => [tr.querySelector('td.mv.chinese').textContent,
          tr.querySelector('td.mv.iccs').textContent]),
      };
    });
    assert.equal(table.head[1], 'Chinese (中文)');
    assert.deepEqual(table.moves, want.rows.map((r) => [r.move, r.from + r.to]));
    // The refusal names the cycle's moves in Chinese too, as the engine does.
    const v = X.validateMove(request, ex.forbidden);
    assert.match(v.message, /[\u4e00-\u9fff]/);
    await page.click(sq('xq-chase', v.from));
    await page.click(sq('xq-chase', v.to));
    await page.waitForSelector('#xq-chase .verdict.refused', WAIT);
    const said = await page.evaluate(() => document.getElementById('xq-chase').shadowRoot.querySelector('.verdict').textContent);
    assert.ok(said.includes(v.message), said);
    assert.match(page.url(), /notation=chinese/);
    assert.deepEqual(errors, []);
    await page.close();
  });
});
