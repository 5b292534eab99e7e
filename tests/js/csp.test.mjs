// A host page whose Content-Security-Policy forbids WebAssembly (script-src 'self', no 'wasm-unsafe-eval'):
// the widget still draws the position and says plainly that checking is unavailable. The same page without the
// header is the control: there the engine starts. The module build (arbiter-board.js), the single-file bundle and
// the classic build of the built site (dist/) are checked. Debian's Chromium through playwright-core; the pages are
// served with their headers by an in-process server (tests/js/dist/server.mjs) beside the site.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { chromiumMissing, CHROMIUM, launch, watch } from './browser/harness.mjs';
import { startStatic, distRoot } from './dist/server.mjs';

const skip = chromiumMissing ? `${CHROMIUM} is not installed (scripts/setup.sh installs it); CSP tests skipped` : false;
const WAIT = { timeout: 60_000 };
const CSP = "script-src 'self'";
const POSITION = '10/10/10/10/10/1b8/bj2b5/10/1O8/10 r'; // five pieces
const MOVES = 'B2-B3 B4-C4 B3-C3';

const pageHtml = (script) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>CSP test</title><link rel="icon" href="data:,">
<script ${script.endsWith('.classic.js') ? '' : 'type="module" '}src="${script}"></script></head>
<body><arbiter-board id="b" game="stratego" rules="isf" position="${POSITION}" moves="${MOVES}"></arbiter-board></body></html>`;

describe('a Content-Security-Policy without wasm-unsafe-eval', { skip }, () => {
  let server;
  let browser;

  before(async () => {
    const bundle = path.join(distRoot, 'arbiter-board.bundle.js');
    assert.ok(fs.existsSync(bundle), 'dist/arbiter-board.bundle.js is missing: run make build');
    const csp = { 'Content-Security-Policy': CSP };
    server = await startStatic({
      pages: {
        '/csp.html': { body: pageHtml('/arbiter-board.js'), headers: csp },
        '/no-csp.html': { body: pageHtml('/arbiter-board.js') },
        '/csp-bundle.html': { body: pageHtml('/arbiter-board.bundle.js'), headers: csp },
        '/no-csp-bundle.html': { body: pageHtml('/arbiter-board.bundle.js') },
        '/csp-classic.html': { body: pageHtml('/arbiter-board.stratego.classic.js'), headers: csp },
        '/no-csp-classic.html': { body: pageHtml('/arbiter-board.stratego.classic.js') },
      },
    });
    browser = await launch();
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Opens a page in a fresh context, recording CSP violations; resolves when the board has settled (and, with
   * `refused`, once the CSP's refusal of the wasm has been reported: the securitypolicyviolation event is
   * dispatched in a task of its own, which may come after the board gave up on the engine). */
  async function open(file, refused = false) {
    const context = await browser.newContext({ viewport: { width: 900, height: 900 } });
    const page = await context.newPage();
    const errors = watch(page);
    // Injected by the browser's debugging protocol, so the page's CSP does not apply to this script.
    await page.addInitScript(() => {
      window.__violations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        window.__violations.push(`${e.effectiveDirective} ${e.blockedURI}`));
    });
    const res = await page.goto(server.base + file);
    await page.waitForFunction(
      () => {
        const b = document.getElementById('b');
        return b && (b.getAttribute('data-engine') === 'unavailable' || b.shadowRoot.querySelector('table.moves tbody tr'));
      },
      null,
      WAIT,
    );
    if (refused) {
      await page.waitForFunction(() => window.__violations.some((v) => /^script-src/.test(v) && /wasm/.test(v)), null, WAIT)
        .catch(() => {}); // the assertion below says what was seen
    }
    const state = await page.evaluate(() => {
      const b = document.getElementById('b');
      const r = b.shadowRoot;
      const error = r.querySelector('.error');
      return {
        engine: b.getAttribute('data-engine'),
        error: error && !error.hidden ? error.textContent : '',
        pieces: r.querySelectorAll('.pieces .piece').length,
        squares: r.querySelectorAll('rect.sq').length,
        rows: r.querySelectorAll('table.moves tbody tr').length,
        violations: window.__violations.slice(),
      };
    });
    return { context, page, res, state, errors };
  }

  for (const [name, csp, plain] of [
    ['arbiter-board.js', 'csp.html', 'no-csp.html'],
    ['the single-file bundle', 'csp-bundle.html', 'no-csp-bundle.html'],
    ['the classic build', 'csp-classic.html', 'no-csp-classic.html'],
  ]) {
    test(`${name}: the board shows the position and says checking is unavailable`, async () => {
      const { context, res, state } = await open(csp, true);
      try {
        assert.equal(res.headers()['content-security-policy'], CSP);
        assert.equal(state.engine, 'unavailable');
        assert.match(state.error, /checking is unavailable/i);
        assert.ok(state.error.includes(MOVES), `the example's moves are listed: ${state.error}`);
        assert.equal(state.squares, 100, 'the board is drawn');
        assert.equal(state.pieces, 5, 'the position is shown');
        assert.ok(state.violations.some((v) => /^script-src/.test(v) && /wasm/.test(v)),
          `the CSP refused the wasm: ${JSON.stringify(state.violations)}`);
      } finally {
        await context.close();
      }
    });

    test(`${name}: the same page without the CSP checks moves (control)`, async () => {
      const { context, page, state, errors } = await open(plain);
      try {
        assert.notEqual(state.engine, 'unavailable');
        assert.equal(state.error, '');
        assert.equal(state.rows, 3);
        assert.deepEqual(state.violations, []);
        const v = await page.evaluate(() => {
          const verdict = document.getElementById('b').play('B2-B1');
          return verdict && verdict.legal;
        });
        assert.equal(v, true);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }
});
