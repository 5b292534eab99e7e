// Cancellation and time limits of the widget's long work (www/board/engine-client.js, www/board/files.js):
//   - a board's superseded questions to the engine's worker are dropped (or the worker replaced): ten 20,000-move
//     questions, each replaced by the next, do not delay the last answer much beyond one question's time (the
//     figures are printed; docs/performance.md keeps them);
//   - a worker that never answers is replaced after its time limit, and the board says so (no endless "Checking");
//   - an example file whose download never finishes ends with a message;
//   - under a Content-Security-Policy that forbids workers, the board says in its status, drawn before the page
//     blocks, that the page itself checks the moves (German here: the message catalogue's second language).
// Debian's Chromium through playwright-core; the built site (dist/) with pages of the test's own served by
// tests/js/dist/server.mjs.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { chromiumMissing, CHROMIUM, launch, watch, nodeEngine, artifacts } from './browser/harness.mjs';
import { startStatic, repoRoot } from './dist/server.mjs';
import { cachedLongGame } from '../../scripts/long-game.mjs';

const skip = chromiumMissing ? `${CHROMIUM} is not installed (scripts/setup.sh installs it); engine limit tests skipped` : false;
const WAIT = { timeout: 120_000 };
const TIME_LIMIT_MS = 10_000; // www/board/engine-client.js
const PER_MOVE_MS = 2;
const EXAMPLE_TIME_LIMIT = 15_000; // www/board/files.js

const page = (board, lang = 'en') => `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>limits</title><link rel="icon" href="data:,">
<script type="module" src="/arbiter-board.js"></script></head>
<body>${board}</body></html>`;

describe('cancellation and time limits', { skip, timeout: 900_000 }, () => {
  let server;
  let browser;
  let g; // a 20,000-move Xiangqi game
  const stalled = []; // the responses of /stalled.txt, ended after the test

  before(async () => {
    const A = await nodeEngine();
    const wasm = fs.readFileSync(path.join(repoRoot, 'pkg', 'arbiter_bg.wasm'));
    g = await cachedLongGame(A, wasm, 'xiangqi', 20_000, 20261123, artifacts);
    server = await startStatic({
      pages: {
        '/limits.html': { body: page('<arbiter-board id="b" game="xiangqi" rules="axf" step="end"></arbiter-board>') },
        '/limits-csp.html': {
          body: page('<arbiter-board id="b" game="xiangqi" rules="axf" step="end"></arbiter-board>', 'de'),
          headers: { 'Content-Security-Policy': "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'none'" },
        },
        '/stalled.html': { body: page('<arbiter-board id="b" example="/stalled.txt"></arbiter-board>') },
        // An example file whose download starts and never finishes.
        '/stalled.txt': {
          handler(req, res) {
            res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': '5000' });
            res.write('game: stratego\nrules: isf\n');
            stalled.push(res);
          },
        },
      },
    });
    browser = await launch();
  });

  after(async () => {
    for (const res of stalled) res.destroy();
    await browser?.close();
    await server?.stop();
  });

  async function open(file) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
    const p = await context.newPage();
    const errors = watch(p);
    const workers = [];
    p.on('worker', (w) => workers.push(w.url()));
    await p.goto(server.base + file);
    await p.waitForFunction(() => document.getElementById('b')?.getAttribute('data-engine') === 'ready', null, WAIT);
    return { context, p, errors, workers };
  }

  /** Sets moves `lists` on board b one after the other, `gap` ms apart, and resolves, once the board shows the last
   * list's explanation, to the ms from the last change to it. */
  const ask = (p, lists, gap) => p.evaluate(([lists, gap]) => new Promise((resolve) => {
    const b = document.getElementById('b');
    const want = lists[lists.length - 1].length;
    let i = 0;
    let last = 0;
    const set = () => {
      b.setAttribute('moves', lists[i].join(' '));
      last = performance.now();
      i += 1;
      if (i < lists.length) setTimeout(set, gap);
      else {
        const check = () => {
          const x = b.explanation;
          if (x && x.rows.length === want && b.getAttribute('aria-busy') !== 'true') resolve(performance.now() - last);
          else setTimeout(check, 20);
        };
        check();
      }
    };
    set();
  }), [lists, gap]);

  test('ten superseded 20,000-move questions do not delay the last answer', async () => {
    const { context, p, errors, workers } = await open('limits.html');
    try {
      // One question, twice (the first also starts the worker): the time of one answer.
      await ask(p, [g.moves.slice(0, 19_990)], 0);
      const one = await ask(p, [g.moves], 0);
      // Ten, each replacing the one before while it is computed.
      const lists = Array.from({ length: 10 }, (_, k) => g.moves.slice(0, 19_990 + k));
      const started = workers.length;
      const ten = await ask(p, lists, 150);
      console.log(`# one 20,000-move question: ${Math.round(one)} ms; the last of ten superseded ones: ${Math.round(ten)} ms after it was asked; workers started: ${workers.length - started}`);
      assert.ok(ten < 3 * one + 2000, `the last answer took ${Math.round(ten)} ms, one takes ${Math.round(one)} ms`);
      assert.equal(await p.evaluate(() => document.getElementById('b').step), 19_999);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('a worker that never answers is replaced after its time limit, and the board says so', async () => {
    const moves = g.moves.slice(0, 300);
    const limit = Math.round((TIME_LIMIT_MS + PER_MOVE_MS * moves.length) / 1000);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
    const p = await context.newPage();
    const errors = watch(p);
    const workers = [];
    p.on('worker', (w) => workers.push(w.url()));
    // The engine's worker script: one that takes every question and never answers.
    await p.route('**/board/engine-worker.js', (route) => route.fulfill({
      status: 200, contentType: 'text/javascript', body: 'self.addEventListener("message", () => {});',
    }));
    try {
      await p.goto(`${server.base}limits.html`);
      await p.waitForFunction(() => document.getElementById('b')?.getAttribute('data-engine') === 'ready', null, WAIT);
      await p.evaluate((m) => document.getElementById('b').setAttribute('moves', m.join(' ')), moves);
      await p.waitForFunction(() => document.getElementById('b').getAttribute('aria-busy') === 'true', null, WAIT);
      const t0 = Date.now();
      const error = p.locator('#b').locator('.error');
      await error.waitFor({ state: 'visible', timeout: limit * 1000 + 30_000 });
      const waited = Date.now() - t0;
      assert.match(await error.textContent(), new RegExp(`The rules engine gave no answer within ${limit} s and has been restarted`));
      assert.ok(waited >= (limit - 1) * 1000, `the board waited ${waited} ms`);
      assert.equal(await p.evaluate(() => document.getElementById('b').getAttribute('aria-busy')), null, 'no longer busy');
      assert.doesNotMatch(await p.locator('#b').locator('.status').textContent(), /Checking/);
      assert.ok(workers.length >= 2, `a new worker replaced the one that did not answer (${workers.length} started)`);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('an example file whose download never finishes ends with a message', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
    const p = await context.newPage();
    const errors = watch(p);
    try {
      await p.goto(`${server.base}stalled.html`);
      const error = p.locator('#b').locator('.error');
      await error.waitFor({ state: 'visible', timeout: EXAMPLE_TIME_LIMIT + 30_000 });
      assert.equal(await error.textContent(),
        `The example file could not be loaded (no answer within ${EXAMPLE_TIME_LIMIT / 1000} s).`);
      assert.ok(stalled.length >= 1, 'the file was asked for');
      // The board still works: its engine is there, its default position shown.
      await p.waitForFunction(() => document.getElementById('b').getAttribute('data-engine') === 'ready', null, WAIT);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('a page that forbids workers: the status says the page checks the moves itself, before it blocks', async () => {
    const { context, p, errors } = await open('limits-csp.html');
    try {
      const moves = g.moves.slice(0, 2000);
      // The status line as drawn in each animation frame while the board works.
      const shown = await p.evaluate((m) => new Promise((resolve) => {
        const b = document.getElementById('b');
        const seen = [];
        const frame = () => {
          seen.push(b.shadowRoot.querySelector('.status').textContent);
          const x = b.explanation;
          if (x && x.rows.length === m.length && b.getAttribute('aria-busy') !== 'true') resolve(seen);
          else requestAnimationFrame(frame);
        };
        b.setAttribute('moves', m.join(' '));
        requestAnimationFrame(frame);
      }), moves);
      const onPage = shown.filter((s) => /2000 Züge werden auf dieser Seite selbst geprüft/.test(s));
      assert.ok(onPage.length >= 1, `a frame showed the status (${[...new Set(shown)].join(' | ')})`);
      assert.match(shown[shown.length - 1], /Zug 2000 von 2000/);
      // The CSP's refusal of the worker is the browser's own console message; nothing else went wrong.
      assert.deepEqual(errors.filter((e) => !/Content Security Policy|worker-src/i.test(e)), []);
    } finally {
      await context.close();
    }
  });
});
