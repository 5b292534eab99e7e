// What a board says when one of its files fails (the file and its HTTP status, not the browser, are named), and
// the example file's size limit checked while it streams (a 50 MB file is refused without being downloaded whole).
// Chromium; the readable modules served from www/ (the limit: the built site) by an in-process server that answers
// chosen paths with a 404 or a stream of its own.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { chromiumMissing, CHROMIUM, launch, watch } from './browser/harness.mjs';
import { startStatic, repoRoot } from './dist/server.mjs';

const skip = chromiumMissing ? `${CHROMIUM} is not installed (scripts/setup.sh installs it); load-error tests skipped` : false;
const WAIT = { timeout: 60_000 }; // generous: a busy 2-core machine (a passing wait costs nothing)
const POSITION = '10/10/10/10/10/1b8/bj2b5/10/1O8/10 r';
const boardPage = (attrs) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>load errors</title><link rel="icon" href="data:,">
<script type="module" src="/arbiter-board.js"></script></head>
<body><arbiter-board ${attrs}></arbiter-board></body></html>`;
const NOT_FOUND = { status: 404, body: 'not found\n', type: 'text/plain' };
const www = path.join(repoRoot, 'www'); // the readable modules, unbuilt

describe('a file that fails is named with its HTTP status', { skip }, () => {
  const servers = {};
  let browser;
  const page = { '/page.html': { body: boardPage(`game="stratego" position="${POSITION}" moves="B2-B3"`) } };

  before(async () => {
    assert.ok(fs.existsSync(path.join(repoRoot, 'www', 'pkg', 'stratego', 'arbiter_bg.wasm')), 'run make build');
    // The board names no document: it loads the game's lite package first (board/engine.js), then the others.
    servers.wasm = await startStatic({ root: www, pages: { ...page, '/pkg/stratego/lite/arbiter_bg.wasm': NOT_FOUND } });
    servers.js = await startStatic({ root: www, pages: { ...page, '/pkg/stratego/lite/arbiter.js': NOT_FOUND,
      '/pkg/stratego/arbiter.js': NOT_FOUND, '/pkg/arbiter.js': NOT_FOUND } });
    servers.board = await startStatic({ root: www, pages: { ...page, '/board/games/stratego/board.js': NOT_FOUND } });
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
    for (const s of Object.values(servers)) await s.stop();
  });

  async function errorOf(server) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const p = await context.newPage();
    watch(p);
    await p.goto(`${server.base}page.html`);
    await p.waitForFunction(() => {
      const e = document.querySelector('arbiter-board')?.shadowRoot?.querySelector('.error');
      return e && !e.hidden && e.textContent;
    }, null, WAIT);
    const out = await p.evaluate(() => {
      const b = document.querySelector('arbiter-board');
      return { error: b.shadowRoot.querySelector('.error').textContent, engine: b.getAttribute('data-engine'),
        squares: b.shadowRoot.querySelectorAll('rect.sq').length };
    });
    await context.close();
    return out;
  }

  test("a 404 on the game's wasm: the board names the file and the status, and still shows the position", async () => {
    const r = await errorOf(servers.wasm);
    assert.ok(r.error.includes(`${servers.wasm.base}pkg/stratego/lite/arbiter_bg.wasm`), r.error);
    assert.match(r.error, /could not be loaded \(HTTP 404\)/);
    assert.doesNotMatch(r.error, /in this browser/);
    assert.equal(r.engine, 'unavailable');
    assert.equal(r.squares, 100);
  });

  test("a 404 on the engine's JavaScript: the game's own package file is named", async () => {
    const r = await errorOf(servers.js);
    assert.ok(r.error.includes(`${servers.js.base}pkg/stratego/lite/arbiter.js`), r.error);
    assert.match(r.error, /\(HTTP 404\)/);
    assert.doesNotMatch(r.error, /in this browser/);
  });

  test('a 404 on a board module: the board says which file it could not draw without', async () => {
    const r = await errorOf(servers.board);
    assert.ok(r.error.includes(`${servers.board.base}board/games/stratego/board.js`), r.error);
    assert.match(r.error, /cannot be drawn.*\(HTTP 404\)/);
    assert.doesNotMatch(r.error, /in this browser/);
  });
});

describe('an example file is size-checked while it streams', { skip }, () => {
  const TOTAL = 64 * 1024 * 1024;
  const streams = {}; // path -> { sent, closed }
  let server;
  let browser;

  /** Sends up to `total` bytes of example-like text in 16 KB chunks, as fast as the reader takes them. */
  const streaming = (name, total, headers = {}, end = true) => ({
    handler(req, res) {
      const s = { sent: 0, closed: false };
      streams[name] = s;
      res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
      res.on('close', () => { s.closed = true; });
      const chunk = Buffer.from(`text: ${'x'.repeat(16 * 1024 - 7)}\n`);
      const pump = () => {
        while (!s.closed && s.sent < total) {
          s.sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        if (!s.closed && end) res.end();
      };
      pump();
    },
  });

  before(async () => {
    server = await startStatic({
      pages: {
        '/big.txt': streaming('big', TOTAL),
        // Says it is 50 MB, sends 16 KB, then waits: the header alone must be enough to refuse it.
        '/declared.txt': streaming('declared', 16 * 1024, { 'Content-Length': String(50 * 1024 * 1024) }, false),
        '/big.html': { body: boardPage('example="/big.txt"') },
        '/declared.html': { body: boardPage('example="/declared.txt"') },
      },
    });
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const [name, file] of [['without a length (chunked)', 'big'], ['with a Content-Length over the limit', 'declared']]) {
    test(`${name}: reading stops past 64 KB with a clear error`, async () => {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      try {
        const p = await context.newPage();
        watch(p);
        await p.goto(`${server.base}${file}.html`);
        await p.waitForFunction(() => {
          const e = document.querySelector('arbiter-board')?.shadowRoot?.querySelector('.error');
          return e && !e.hidden && /example/i.test(e.textContent);
        }, null, WAIT);
        const error = await p.evaluate(() => document.querySelector('arbiter-board').shadowRoot.querySelector('.error').textContent);
        assert.match(error, /example file could not be loaded \(the file is larger than 64 KB, the limit/, error);
        // The browser dropped the download: the server saw the connection close long before the end. (The
        // network stack reads ahead of the page's reader into its buffers: up to 8.7 MB seen on a busy machine.)
        for (let i = 0; i < 600 && !streams[file].closed; i++) await p.waitForTimeout(100); // up to 60 s
        assert.ok(streams[file].closed, 'the download was cancelled');
        assert.ok(streams[file].sent < TOTAL / 4, `${streams[file].sent} of ${TOTAL} bytes were sent before the browser stopped`);
      } finally {
        await context.close();
      }
    });
  }
});
