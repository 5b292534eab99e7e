// www/embed.html's three recipes, run as written there: the lines of
// each <pre id="recipe-..."> are pasted into a host page, with only the placeholders for where a site puts the
// files replaced (https://assets.example.org/arbiter/ -> the widget's server, /arbiter/ -> the folder the test
// serves the built site, dist/, from). In Chromium:
// - same site: the module build draws the example and judges a move;
// - another origin: a host page on a second port embeds the widget from scripts/serve.mjs (which sends the CORS
//   header) with the classic build (one request, no CORS needed) and with the module build; the same module build
//   from a server without the header is refused (control: the header is what makes it work);
// - strict CSP: a host page whose Content-Security-Policy is exactly the documented line draws and judges a board
//   with the module build, the module bundle and the classic build, with no CSP violation and the styles applied
//   (before, the bundle's data: stylesheet was blocked and the board was a giant black grid).
// Screenshots of every host page: tests/artifacts/embed-*.png.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { artifacts, chromiumMissing, CHROMIUM, launch, startServer, watch } from './browser/harness.mjs';
import { startStatic, repoRoot } from './dist/server.mjs';

const skip = chromiumMissing ? `${CHROMIUM} is not installed (scripts/setup.sh installs it); embed tests skipped` : false;
const WAIT = { timeout: 60_000 }; // generous: a busy 2-core machine (a passing wait costs nothing)
const PLACEHOLDER_ORIGIN = 'https://assets.example.org/arbiter/';
const PLACEHOLDER_FOLDER = '/arbiter/';

const guide = fs.readFileSync(path.join(repoRoot, 'www', 'embed.html'), 'utf8');
const unescape = (s) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
/** The text of `<pre id="ID" ...><code>...</code></pre>` in embed.html, as a reader copies it. */
function recipe(id) {
  const m = guide.match(new RegExp(`<pre id="${id}"[^>]*><code>([\\s\\S]*?)</code></pre>`));
  assert.ok(m, `www/embed.html has no <pre id="${id}"><code>`);
  return unescape(m[1]);
}

const hostPage = (lines, title) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>
<body><h1>${title}</h1>
<p>A rule site's page with an Arbiter board pasted in.</p>
${lines}
</body></html>`;

describe('www/embed.html: the three recipes, as written there', { skip }, () => {
  let widget; // scripts/serve.mjs on its own port: the widget's origin (sends Access-Control-Allow-Origin)
  let plain; // dist/ from a server that sends no CORS header, and the same-site and CSP host pages
  let host; // another port: the other-origin host pages only
  let browser;
  let csp; // [header name, value] from the guide

  before(async () => {
    for (const f of ['arbiter-board.classic.js', 'arbiter-board.bundle.js', 'pkg/stratego/arbiter_bg.wasm']) {
      assert.ok(fs.existsSync(path.join(repoRoot, 'dist', f)), `dist/${f} is missing: run make build`);
    }
    const line = recipe('recipe-csp').trim();
    const m = line.match(/^([A-Za-z-]+):\s*(.+)$/);
    assert.ok(m, `the CSP recipe is one header line: ${line}`);
    csp = [m[1], m[2]];
    widget = await startServer();
    const sameSite = (text) => text.replaceAll(PLACEHOLDER_ORIGIN, '/').replaceAll(PLACEHOLDER_FOLDER, '/');
    const moduleLines = sameSite(recipe('recipe-same-site'));
    const bundleLines = moduleLines.replace('/arbiter-board.js"', '/arbiter-board.bundle.js"');
    const classicLines = sameSite(recipe('recipe-classic'));
    assert.notEqual(bundleLines, moduleLines);
    const icon = { body: '', type: 'image/x-icon' };
    const header = { [csp[0]]: csp[1] };
    plain = await startStatic({
      pages: {
        '/favicon.ico': icon,
        '/site/same-site.html': { body: hostPage(moduleLines, 'Same site') },
        '/site/csp-module.html': { body: hostPage(moduleLines, 'Strict CSP, module build'), headers: header },
        '/site/csp-bundle.html': { body: hostPage(bundleLines, 'Strict CSP, module bundle'), headers: header },
        '/site/csp-classic.html': { body: hostPage(classicLines, 'Strict CSP, classic build'), headers: header },
      },
    });
    const other = (id) => recipe(id).replaceAll(PLACEHOLDER_ORIGIN, widget.base);
    host = await startStatic({
      root: null,
      pages: {
        '/favicon.ico': icon,
        '/classic.html': { body: hostPage(other('recipe-classic'), 'Another origin, classic build') },
        '/module.html': { body: hostPage(other('recipe-cross-module'), 'Another origin, module build') },
        // Control: the module build from a server that sends no CORS header.
        '/module-no-cors.html': {
          body: hostPage(recipe('recipe-cross-module').replaceAll(PLACEHOLDER_ORIGIN, plain.base), 'No CORS header'),
        },
      },
    });
    browser = await launch();
  });

  after(async () => {
    await browser?.close();
    widget?.stop();
    await plain?.stop();
    await host?.stop();
  });

  /** Opens `url` in a fresh context, recording CSP violations and every request and response. */
  async function open(url) {
    const context = await browser.newContext({ viewport: { width: 1100, height: 900 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors = watch(page);
    const requests = [];
    const responses = [];
    page.on('request', (r) => requests.push(r.url()));
    page.on('response', (r) => responses.push({ url: r.url(), headers: r.headers() }));
    // Injected through the debugging protocol: the page's own CSP does not apply to it.
    await page.addInitScript(() => {
      window.__violations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        window.__violations.push(`${e.effectiveDirective} ${e.blockedURI}`));
    });
    const res = await page.goto(url);
    return { context, page, errors, requests, responses, res };
  }

  /** Waits for the board, checks it drew the example with its styles, tries the refused move, takes a
   * screenshot. */
  async function drawsAndJudges(page, shot) {
    // (The Stratego board's own stylesheet, board/games/stratego/board.css, may arrive after the board: waited for too.)
    await page.waitForFunction(() => {
      const b = document.querySelector('arbiter-board');
      const sq = b && b.shadowRoot && b.shadowRoot.querySelector('rect.sq');
      return b && b.shadowRoot && (b.getAttribute('data-engine') === 'unavailable'
        || (b.shadowRoot.querySelectorAll('table.moves tbody tr').length > 0 && !!sq
          && getComputedStyle(sq).fill !== 'rgb(0, 0, 0)'));
    }, null, WAIT);
    const state = await page.evaluate(() => {
      const b = document.querySelector('arbiter-board');
      const r = b.shadowRoot;
      const error = r.querySelector('.error');
      const sq = r.querySelector('rect.sq');
      return {
        engine: b.getAttribute('data-engine'),
        error: error && !error.hidden ? error.textContent : '',
        rows: r.querySelectorAll('table.moves tbody tr').length,
        squares: r.querySelectorAll('rect.sq').length,
        pieces: r.querySelectorAll('.pieces .piece').length,
        boardWidth: r.querySelector('.board-wrap').getBoundingClientRect().width,
        squareFill: sq ? getComputedStyle(sq).fill : '',
        buttonCursor: getComputedStyle(r.querySelector('.toolbar button')).cursor,
      };
    });
    assert.equal(state.engine, 'ready', `the engine runs: ${state.error}`);
    assert.equal(state.error, '');
    assert.equal(state.rows, 8, "the example's 8 moves are in the table");
    assert.equal(state.squares, 100);
    assert.equal(state.pieces, 5);
    // The stylesheet applies: the board keeps its size (unstyled, it fills the page) and squares are not black.
    assert.ok(state.boardWidth > 200 && state.boardWidth <= 600, `board width ${state.boardWidth}`);
    assert.notEqual(state.squareFill, 'rgb(0, 0, 0)', 'the squares are coloured by the stylesheet');
    // Judging: the ninth move C3-B3 would bring back the board after 1a while Red chases (ISF 11).
    const v = await page.evaluate(() => {
      const b = document.querySelector('arbiter-board');
      const verdict = b.play('C3-B3');
      return { legal: verdict.legal, rule: verdict.rule, shown: b.shadowRoot.querySelector('.verdict').textContent };
    });
    assert.equal(v.legal, false);
    assert.equal(v.rule, 'more-squares');
    assert.match(v.shown, /C3-B3|B3/);
    assert.match(v.shown, /refused/i);
    fs.mkdirSync(artifacts, { recursive: true });
    await page.screenshot({ path: path.join(artifacts, `embed-${shot}.png`), fullPage: true });
  }

  test('1. same site: the module build draws and judges', async () => {
    const { context, page, errors } = await open(`${plain.base}site/same-site.html`);
    try {
      await drawsAndJudges(page, 'same-site');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('2. another origin, classic build: one <script src>, one request, no CORS needed', async () => {
    const { context, page, errors, requests } = await open(`${host.base}classic.html`);
    try {
      await drawsAndJudges(page, 'other-origin-classic');
      assert.deepEqual(errors, []);
      const fromWidget = requests.filter((u) => u.startsWith(widget.base));
      assert.deepEqual(fromWidget, [`${widget.base}arbiter-board.classic.js`], 'the classic build fetches nothing else');
      // Its share link and embed snippet point at the classic build, as a plain script.
      const snippet = await page.evaluate(() => document.querySelector('arbiter-board').embedSnippet());
      assert.ok(snippet.startsWith(`<script src="${widget.base}arbiter-board.classic.js"></script>`), snippet);
    } finally {
      await context.close();
    }
  });

  test('2. another origin, module build from scripts/serve.mjs (CORS header): draws and judges', async () => {
    const { context, page, errors, requests, responses } = await open(`${host.base}module.html`);
    try {
      await drawsAndJudges(page, 'other-origin-module');
      assert.deepEqual(errors, []);
      const entry = responses.find((r) => r.url === `${widget.base}arbiter-board.js`);
      assert.equal(entry?.headers['access-control-allow-origin'], '*');
      // (a board that names no document: the game's lite package)
      assert.ok(requests.includes(`${widget.base}pkg/stratego/lite/arbiter_bg.wasm`), "the game's engine comes from the widget's host");
    } finally {
      await context.close();
    }
  });

  test('2. control: the module build from a server without the CORS header is refused', async () => {
    const { context, page, errors } = await open(`${host.base}module-no-cors.html`);
    try {
      const cors = (e) => /CORS|Access-Control-Allow-Origin/.test(e);
      for (let i = 0; i < 300 && !errors.some(cors); i++) await page.waitForTimeout(200); // up to 60 s
      const defined = await page.evaluate(() => !!customElements.get('arbiter-board'));
      assert.equal(defined, false, 'without the header the browser refuses the module');
      assert.ok(errors.some(cors), errors.join('\n'));
    } finally {
      await context.close();
    }
  });

  for (const [name, file] of [['module build', 'csp-module'], ['module bundle', 'csp-bundle'],
    ['classic build', 'csp-classic']]) {
    test(`3. strict CSP, exactly the documented line: the ${name} draws and judges`, async () => {
      const { context, page, errors, res } = await open(`${plain.base}site/${file}.html`);
      try {
        assert.equal(res.headers()[csp[0].toLowerCase()], csp[1]);
        assert.equal(csp[1], "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'");
        await drawsAndJudges(page, file);
        assert.deepEqual(await page.evaluate(() => window.__violations), []);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }
});
