// Long games in the widget: a 20,000-move Stratego and Xiangqi game (the engine's limit; built with
// the engine by scripts/long-game.mjs and kept in tests/artifacts/) shows its board and steps with a bounded number
// of table rows in the DOM (a page of PAGE_ROWS; asserted as a count, never a time); the page keeps drawing frames
// while a long game is explained (in the engine's Web Worker: counted frames, not a time bound); a 100 KB share
// link opens the playground; where no worker can run (the worker's file missing, a CSP that refuses workers, the
// single-file builds) the board still shows the game, explained on the page. Debian's Chromium through
// playwright-core, pages served with their headers by tests/js/dist/server.mjs.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { chromiumMissing, CHROMIUM, launch, watch, nodeEngine, artifacts } from './browser/harness.mjs';
import { startStatic, repoRoot } from './dist/server.mjs';
import { cachedLongGame } from '../../scripts/long-game.mjs';

const skip = chromiumMissing ? `${CHROMIUM} is not installed (scripts/setup.sh installs it); long-game tests skipped` : false;
if (skip) console.log(`# SKIP: ${skip}`);

const PLIES = 20_000;
const PAGE_ROWS = 100; // www/board/table.js
const WAIT = { timeout: 240_000 }; // a 20,000-move explain on a busy 2-core machine
const SEED = 20261123;

const page = (script, board = '<arbiter-board id="b" step="end"></arbiter-board>') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>long game</title><link rel="icon" href="data:,">
<script ${script.endsWith('.classic.js') ? '' : 'type="module" '}src="${script}"></script></head>
<body>${board}</body></html>`;

/** What board `b` shows: its step, the explanation's length, the table's body rows in the DOM, the current row's
 * label, the pager's text and the table's aria-rowcount. */
const shown = (p) => p.evaluate(() => {
  const b = document.getElementById('b') || document.getElementById('board');
  const r = b.shadowRoot;
  const cur = r.querySelector('tbody tr.current');
  const pager = r.querySelector('.pager');
  return {
    step: b.step,
    rows: b.explanation ? b.explanation.rows.length : -1,
    domRows: r.querySelectorAll('tbody tr').length,
    current: cur ? cur.getAttribute('data-label') : null,
    firstRow: r.querySelector('tbody tr')?.getAttribute('data-label') ?? null,
    pager: pager && !pager.hidden ? pager.textContent : null,
    rowcount: r.querySelector('table').getAttribute('aria-rowcount'),
    status: r.querySelector('.status').textContent,
  };
});

/** Sets the board's game and waits until it shows all `n` moves at the last one. Counts, meanwhile, the animation
 * frames and timer ticks the page ran while the board was busy (aria-busy: explaining in the worker). */
async function showGame(p, g, { id = 'b' } = {}) {
  return p.evaluate(([id, g]) => new Promise((resolve) => {
    const b = document.getElementById(id);
    const seen = { frames: 0, ticks: 0, busyFrames: 0 };
    let done = false;
    const frame = () => {
      if (done) return;
      seen.frames += 1;
      if (b.getAttribute('aria-busy') === 'true') seen.busyFrames += 1;
      const x = b.explanation;
      if (x && x.rows.length === g.moves.length && b.step === g.moves.length) {
        done = true;
        return resolve(seen);
      }
      requestAnimationFrame(frame);
    };
    const tick = () => {
      if (done) return;
      seen.ticks += 1;
      setTimeout(tick, 0);
    };
    b.setAttribute('game', g.game);
    b.setAttribute('rules', g.rules);
    if (g.position) b.setAttribute('position', g.position);
    b.setAttribute('moves', g.moves.join(' '));
    requestAnimationFrame(frame);
    tick();
  }), [id, g]);
}

describe('long games in the widget', { skip, timeout: 1_800_000 }, () => {
  let server;
  let browser;
  let A;
  const games = {};

  before(async () => {
    A = await nodeEngine();
    const wasm = fs.readFileSync(path.join(repoRoot, 'pkg', 'arbiter_bg.wasm'));
    for (const game of ['stratego', 'xiangqi']) games[game] = await cachedLongGame(A, wasm, game, PLIES, SEED, artifacts);
    const bundle = path.join(repoRoot, 'dist', 'arbiter-board.xiangqi.classic.js');
    assert.ok(fs.existsSync(bundle), `${bundle} is missing: run make build`);
    server = await startStatic({
      pages: {
        '/long.html': { body: page('/arbiter-board.js') },
        '/long-csp.html': {
          body: page('/arbiter-board.js'),
          headers: { 'Content-Security-Policy': "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'none'" },
        },
        '/long-classic.html': { body: page('/arbiter-board.xiangqi.classic.js') },
      },
    });
    browser = await launch();
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function open(file) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
    const p = await context.newPage();
    const errors = watch(p);
    await p.goto(server.base + file);
    await p.waitForFunction(() => customElements.get('arbiter-board'), null, WAIT);
    return { context, p, errors };
  }

  for (const game of ['stratego', 'xiangqi']) {
    test(`${game}: a 20,000-move game shows its board and steps with one page of table rows in the DOM`, async () => {
      const g = games[game];
      assert.equal(g.moves.length, PLIES);
      const x = A.explain({ game: g.game, rules: g.rules, position: g.position, moves: g.moves });
      assert.ok(x.rows.every((r) => r.legal), 'the generated game is legal throughout');
      const label = (step) => x.rows[step - 1].label;
      const { context, p, errors } = await open('long.html');
      try {
        const seen = await showGame(p, g);
        // The page kept drawing while the 20,000 moves were explained: the worker did the work.
        assert.ok(seen.busyFrames >= 2, `frames drawn while the board was explaining: ${seen.busyFrames}`);
        let s = await shown(p);
        assert.equal(s.step, PLIES);
        assert.equal(s.rows, PLIES);
        assert.equal(s.domRows, PAGE_ROWS, 'the table holds one page of rows');
        assert.equal(s.current, label(PLIES));
        assert.equal(s.firstRow, label(PLIES - PAGE_ROWS + 1));
        assert.equal(s.rowcount, String(PLIES + 1), 'the table says its whole size');
        assert.equal(s.pager, `Earlier moves${`Moves ${PLIES - PAGE_ROWS + 1}–${PLIES} of ${PLIES}`}Later moves`);
        assert.match(s.status, new RegExp(`Move ${PLIES} of ${PLIES}`));
        // The board shows the last position (its pieces, as the engine reads the last row's position).
        const pieces = A.parsePosition(game, x.rows[PLIES - 1].position).pieces.length;
        const drawn = await p.evaluate(() => document.getElementById('b').shadowRoot.querySelectorAll('g.pieces .piece:not(.ghost)').length);
        assert.equal(drawn, pieces, 'the pieces of the last position are drawn');

        // Steps: the toolbar's Back (the same page), then Home (the first page), End, and a step over a page edge.
        const root = (sel) => p.locator('#b').locator(sel);
        await root('button.back').click();
        s = await shown(p);
        assert.equal(s.current, label(PLIES - 1));
        assert.equal(s.domRows, PAGE_ROWS);
        await p.evaluate(() => document.getElementById('b').go(1));
        s = await shown(p);
        assert.deepEqual([s.step, s.current, s.firstRow, s.domRows], [1, label(1), label(1), PAGE_ROWS]);
        await p.evaluate(() => document.getElementById('b').go(100));
        await root('button.forward').click();
        s = await shown(p);
        assert.deepEqual([s.step, s.current, s.firstRow, s.domRows], [101, label(101), label(101), PAGE_ROWS]);
        // The keyboard: a row's move button steps there and keeps the focus.
        const jump = root(`tbody tr[data-label="${label(150)}"] button.jump`);
        await jump.focus();
        await p.keyboard.press('Enter');
        s = await shown(p);
        assert.equal(s.step, 150);
        assert.equal(s.current, label(150));
        assert.equal(await p.evaluate(() => document.getElementById('b').shadowRoot.activeElement?.textContent), label(150));
        // Later moves shows the next page without stepping; a step brings back the current move's page.
        await root('button.pager-next').click();
        s = await shown(p);
        assert.deepEqual([s.step, s.firstRow, s.current, s.domRows], [150, label(201), null, PAGE_ROWS]);
        await root('button.back').click();
        s = await shown(p);
        assert.deepEqual([s.step, s.firstRow, s.current], [149, label(101), label(149)]);
        await p.evaluate(() => document.getElementById('b').last());
        s = await shown(p);
        assert.deepEqual([s.step, s.current, s.domRows], [PLIES, label(PLIES), PAGE_ROWS]);
        assert.ok(await p.evaluate(() => document.getElementById('b').shadowRoot.querySelectorAll('tr').length) <= PAGE_ROWS + 1);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }

  test('a move tried at the end of a 20,000-move game is played, explained in the worker', async () => {
    const g = games.stratego;
    const { context, p, errors } = await open('long.html');
    try {
      await showGame(p, { ...g, moves: g.moves.slice(0, PLIES - 1) });
      const last = g.moves[PLIES - 1];
      const v = await p.evaluate((m) => document.getElementById('b').play(m), last);
      assert.equal(v.legal, true);
      await p.waitForFunction((n) => document.getElementById('b').explanation.rows.length === n, PLIES, WAIT);
      const s = await shown(p);
      assert.equal(s.step, PLIES);
      assert.equal(s.domRows, PAGE_ROWS);
      assert.match(await p.locator('#b').locator('.verdict').textContent(), new RegExp(`${last} played`));
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('the playground opens a 100 KB share link', async () => {
    const g = games.stratego;
    let k = g.moves.length;
    const link = (n) => `#${new URLSearchParams({ game: 'stratego', rules: 'isf', position: g.position, moves: g.moves.slice(0, n).join(' ') })}`;
    while (link(k).length > 100_000) k -= 50;
    assert.ok(link(k).length > 95_000);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
    const p = await context.newPage();
    const errors = watch(p);
    try {
      await p.goto(`${server.base}index.html${link(k)}`);
      await p.waitForFunction((n) => {
        const b = document.getElementById('board');
        return b.explanation && b.explanation.rows.length === n && b.step === n;
      }, k, WAIT);
      const r = await p.evaluate(() => {
        const root = document.getElementById('board').shadowRoot;
        return { domRows: root.querySelectorAll('tbody tr').length, current: root.querySelector('tr.current')?.getAttribute('data-label') };
      });
      assert.equal(r.domRows, k % PAGE_ROWS || PAGE_ROWS);
      assert.equal(r.current, A.explain({ game: 'stratego', rules: 'isf', position: g.position, moves: g.moves.slice(0, k) }).rows[k - 1].label);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  // Where no worker runs, the page explains the game itself: slower, blocking, but the same board.
  const fallbacks = [
    ['the worker file is missing (HTTP 404)', 'long.html', 'missing'],
    ['a Content-Security-Policy with worker-src \'none\'', 'long-csp.html', 'csp'],
    ['the classic single-file build', 'long-classic.html', 'bundle'],
  ];
  for (const [what, file, why] of fallbacks) {
    test(`no worker (${what}): a 2,000-move Xiangqi game is explained on the page and shown`, async () => {
      const g = { ...games.xiangqi, moves: games.xiangqi.moves.slice(0, 2000) };
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
      const p = await context.newPage();
      const errors = watch(p);
      let asked = 0;
      await p.route('**/engine-worker.js', (route) => {
        asked += 1;
        return why === 'missing' ? route.fulfill({ status: 404, body: 'gone' }) : route.continue();
      });
      await p.addInitScript(() => {
        window.__violations = [];
        document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.effectiveDirective));
      });
      try {
        await p.goto(server.base + file);
        await p.waitForFunction(() => customElements.get('arbiter-board'), null, WAIT);
        await showGame(p, g);
        const s = await shown(p);
        assert.deepEqual([s.step, s.rows, s.domRows], [2000, 2000, PAGE_ROWS]);
        // The worker was tried and refused (the CSP), not found (404), or never asked for (the bundle).
        if (why === 'missing') assert.ok(asked >= 1, 'the worker was asked for');
        if (why === 'csp') assert.ok((await p.evaluate(() => window.__violations)).includes('worker-src'), 'the CSP refused the worker');
        if (why !== 'missing') assert.equal(asked, 0, 'no worker script was loaded');
        // The 404 and the CSP's refusal are the browser's own console messages; nothing else went wrong.
        assert.deepEqual(errors.filter((e) => !/engine-worker\.js|404|Content Security Policy|worker-src/i.test(e)), []);
      } finally {
        await context.close();
      }
    });
  }
});
