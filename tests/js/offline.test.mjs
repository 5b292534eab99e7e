// Offline use: after one visit with the service worker installed, the rule page reloads with the network blocked
// and the board still checks moves; every other page of the precache list opens offline without a failed request.
// Also: the manifest parses, caches of versions no open page runs are deleted, and the precache list (dist/sw-precache.js,
// written by scripts/build-site.mjs) is that of the built site. Debian's Chromium through playwright-core; dist/
// served by an in-process server (tests/js/dist/server.mjs) that the test can take offline.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { chromiumMissing, CHROMIUM, launch, watch, scrollToQuizzes } from './browser/harness.mjs';
import { startStatic, distRoot } from './dist/server.mjs';

const skip = chromiumMissing ? `${CHROMIUM} is not installed (scripts/setup.sh installs it); offline tests skipped` : false;
// Generous: rules/axf.html settles 52 boards, which takes tens of seconds on a busy 2-core machine.
const WAIT = { timeout: 60_000 };
const site = distRoot;

function readPrecache() {
  const file = path.join(site, 'sw-precache.js');
  assert.ok(fs.existsSync(file), 'dist/sw-precache.js is missing: run make build');
  const sandbox = { self: {} };
  vm.runInNewContext(fs.readFileSync(file, 'utf8'), sandbox);
  return sandbox.self.ARBITER_PRECACHE;
}

test('the precache list is complete: every file the site serves, listed by the build', () => {
  const { files, version } = readPrecache();
  assert.match(version, /^[0-9a-f]{16}$/);
  // Every file of dist/ but the worker's own, notes, source maps, compressed copies and the single-file builds; of
  // the example files, those a page's board names (the documents read ahead): no page fetches the others.
  const walk = (dir) => fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.relative(site, path.join(dir, e.name)).split(path.sep).join('/')]));
  const all = walk(site);
  const named = new Set(all.filter((f) => f.endsWith('.html')).flatMap((page) =>
    [...fs.readFileSync(path.join(site, page), 'utf8').matchAll(/<arbiter-board\b[^>]*\sexample="([^"]+)"/g)]
      .map((m) => path.posix.normalize(path.posix.join(path.posix.dirname(page), m[1])))));
  assert.ok(named.has('examples/stratego/more-squares-1.read.json'), 'the rule pages name their documents read ahead');
  const want = all.filter((f) => !/^sw(-precache)?\.js$|\.(map|gz|br|md)$|\.(bundle|classic)\.js$/.test(f)
    && (!f.startsWith('examples/') || named.has(f)));
  for (const f of want) assert.ok(files.includes(f), `${f} is not precached: run make build`);
  for (const f of named) assert.ok(files.includes(f), `${f}, named by a page, is not precached`);
  assert.ok(!files.includes('examples/stratego/more-squares-1.pgn'), 'a document read ahead is not fetched by a page');
  for (const f of files) {
    if (f.endsWith('/')) continue;
    assert.ok(fs.existsSync(path.join(site, f)), `the precache lists ${f}, which is gone: run make build`);
  }
  for (const must of ['index.html', 'rules/more-squares.html', 'arbiter-board.js', 'arbiter-board.css',
    'pkg/arbiter.js', 'pkg/arbiter_bg.wasm', 'pkg/stratego/arbiter.js', 'pkg/stratego/arbiter_bg.wasm',
    'pkg/xiangqi/arbiter.js', 'pkg/xiangqi/arbiter_bg.wasm', 'pkg/stratego/lite/arbiter.js',
    'pkg/stratego/lite/arbiter_bg.wasm', 'manifest.webmanifest', 'register-sw.js',
    'examples/stratego/more-squares-1.read.json', 'icons/icon-192.png']) {
    assert.ok(files.includes(must), `${must} must be precached`);
  }
  for (const never of ['sw.js', 'sw-precache.js', 'arbiter-board.bundle.js']) {
    assert.ok(!files.includes(never), `${never} must not be precached`);
  }
});

describe('offline with the service worker', { skip }, () => {
  let server;
  let browser;
  let context;
  let page;
  let errors;
  const precache = skip ? null : readPrecache();

  const pages = {}; // pages the test serves instead of the site's files
  // Once the network is blocked: every request headed for it (the worker's own fetch() calls, and the page's
  // requests the worker does not answer), which the route then aborts. A file missing from the worker's cache
  // shows here, as the worker's fetch of it.
  const toNetwork = [];
  /** Requests toward the network other than the pages' HTML (fetched network-first by design, then taken from
   * the cache) and the browser's own update check of the worker script (/sw.js). */
  // (A file of answers given ahead, board/ahead.js, is not precached: one per document and language. The worker asks
  // the network for it and, offline, answers "no content"; the board then loads its engine from the cache.)
  const missed = () => toNetwork.map((u) => new URL(u).pathname)
    .filter((p) => !/(\.html|\/)$/.test(p) && !['/sw.js', '/favicon.ico'].includes(p) && !/\.answers\.[\w-]+\.json$/.test(p));
  /** Records a failed request of the page (not the browser's favicon), unless it failed with net::ERR_ABORTED:
   * Chromium reports some requests that the worker answers from its cache as aborted although the page gets the
   * response (seen in about one run in five on a busy machine: the board showed the example file whose request
   * was reported aborted). A file missing from the cache fails with net::ERR_FAILED instead (checked by deleting
   * one from the cache), and its fetch by the worker is in toNetwork. */
  const recordFailures = (p, failed) => p.on('requestfailed', (r) => {
    if (r.failure()?.errorText !== 'net::ERR_ABORTED' && !r.url().endsWith('/favicon.ico')) {
      failed.push(`${r.url()} (${r.failure()?.errorText})`);
    }
  });
  before(async () => {
    server = await startStatic({ pages });
    browser = await launch();
    context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
    page = await context.newPage();
    errors = watch(page);
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  test('first visit: the worker installs, precaches the site, takes control and deletes old caches', async () => {
    // A cache an older worker would have left behind, and one that is not ours, made before any
    // script of the page runs (the page registers the worker itself after its load event), once.
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded-caches')) {
        sessionStorage.setItem('seeded-caches', '1');
        caches.open('arbiter-0000000000000000');
        caches.open('someone-else');
      }
    });
    await page.goto(server.base + 'rules/more-squares.html?lang=en');
    await page.waitForSelector('#ex1 table.moves tbody tr', WAIT);
    // The page's own <script type="module" src="../register-sw.js"> if it has one; importing it again is the
    // same module, so this also works before the page includes it.
    const scope = await page.evaluate(async () => {
      const m = await import(new URL('/register-sw.js', location.href).href);
      const reg = await m.registered;
      return reg && reg.scope;
    });
    assert.equal(scope, server.base);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, WAIT);
    // The worker takes control first and then deletes the caches no open page runs (www/sw.js prune): wait for
    // that to finish (the assertion below fails if it never does).
    await page.waitForFunction(async (ours) => (await caches.keys())
      .every((k) => !k.startsWith('arbiter-') || k === ours || k === 'arbiter-clients'), `arbiter-${precache.version}`, WAIT)
      .catch(() => {});
    const caches = await page.evaluate(async () => {
      const out = {};
      for (const name of await caches.keys()) out[name] = (await (await caches.open(name)).keys()).map((r) => r.url);
      return out;
    });
    const ours = `arbiter-${precache.version}`;
    // arbiter-clients: which version each open page runs (www/sw.js).
    assert.equal(JSON.stringify(Object.keys(caches).filter((k) => k !== 'arbiter-clients').sort()),
      JSON.stringify([ours, 'someone-else'].sort()), 'old arbiter- caches are deleted, other caches kept');
    const want = precache.files.map((f) => new URL(f, server.base).href).sort();
    assert.equal(JSON.stringify([...caches[ours]].sort()), JSON.stringify(want), 'the cache holds the precache list');
    // The manifest the page now links parses without errors, with our name and icons.
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    assert.equal(manifest.url, server.base + 'manifest.webmanifest');
    assert.deepEqual(manifest.errors, []);
    const data = JSON.parse(manifest.data);
    assert.equal(data.name, 'Arbiter');
    for (const icon of data.icons) assert.ok(precache.files.includes(icon.src), `${icon.src} is precached`);
    // Installable: Chromium's own check finds nothing missing (a test context is incognito, which it names).
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const missing = installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito');
    assert.equal(JSON.stringify(missing), '[]', 'installability errors');
  });

  test('a new build (another precache version) replaces the worker; the open page keeps its version\'s cache', async () => {
    const next = 'f'.repeat(16);
    assert.notEqual(next, precache.version);
    pages['/sw-precache.js'] = {
      type: 'text/javascript; charset=utf-8',
      body: fs.readFileSync(path.join(site, 'sw-precache.js'), 'utf8').replace(precache.version, next),
    };
    try {
      // The update check finds the changed import, installs the new worker, which (skipWaiting) activates.
      const after = await page.evaluate(async () => {
        const reg = await navigator.serviceWorker.getRegistration();
        await reg.update();
        const w = reg.installing || reg.waiting;
        if (!w) throw new Error('the update check found no new worker');
        await new Promise((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`the new worker is still ${w.state} after 60 s`)), 60_000);
          const check = () => {
            if (w.state === 'activated') resolve(clearTimeout(timer));
            if (w.state === 'redundant') reject(new Error('the new worker failed to install'));
          };
          w.addEventListener('statechange', check);
          check();
        });
        // clients.claim() ran in activate; the page hears of its new controller in a task of its own.
        if (navigator.serviceWorker.controller !== w) {
          await new Promise((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error('the new worker did not take control within 60 s')), 60_000);
            navigator.serviceWorker.addEventListener('controllerchange', () => resolve(clearTimeout(timer)), { once: true });
          });
        }
        return { keys: (await caches.keys()).filter((k) => k !== 'arbiter-clients').sort(),
                 controller: navigator.serviceWorker.controller === w,
                 waiting: !!reg.waiting, installing: !!reg.installing };
      });
      assert.equal(JSON.stringify(after), JSON.stringify({
        keys: [`arbiter-${next}`, `arbiter-${precache.version}`, 'someone-else'].sort(), controller: true, waiting: false,
        installing: false }));
      precache.version = next;
    } finally {
      delete pages['/sw-precache.js'];
    }
  });

  test('network blocked: the rule page reloads from the cache and still checks moves', async () => {
    server.offline = true; // the server drops every connection
    await context.setOffline(true); // and the browser has no network
    await context.route('**/*', (route) => { // nor does anything get through
      toNetwork.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    const failed = [];
    recordFailures(page, failed);
    const res = await page.reload();
    assert.ok(res.fromServiceWorker(), 'the page came from the service worker');
    await page.waitForSelector('#ex1 table.moves tbody tr', WAIT);
    const rows = await page.locator('#ex1 table.moves tbody tr').count();
    assert.ok(rows >= 8, `example 1's table has its rows (${rows})`);
    const out = await page.evaluate(() => {
      const b = document.getElementById('ex1');
      b.last();
      const refused = b.play('C3-B3');
      const shown = b.shadowRoot.querySelector('.verdict').textContent;
      const legal = b.play('C3-C4');
      return { refused: refused && { legal: refused.legal, rule: refused.rule }, shown,
               legal: legal && legal.legal, engine: b.getAttribute('data-engine') };
    });
    assert.deepEqual(out.refused, { legal: false, rule: 'more-squares' });
    assert.match(out.shown, /Refused/);
    assert.equal(out.legal, true);
    assert.notEqual(out.engine, 'unavailable');
    assert.deepEqual(failed, [], 'nothing the page needed was missing from the cache');
    assert.deepEqual(missed(), [], 'the worker went to the network for nothing but the page');
    assert.deepEqual(errors, []);
  });

  test('network blocked: every precached page opens without a failed request', async () => {
    const pages = precache.files.filter((f) => f.endsWith('.html'));
    assert.ok(pages.length >= 2);
    for (const p of pages) {
      const tab = await context.newPage();
      const failed = [];
      const tabErrors = watch(tab);
      recordFailures(tab, failed);
      const res = await tab.goto(server.base + p, { waitUntil: 'load' });
      assert.equal(res.status(), 200, p);
      assert.ok(res.fromServiceWorker(), `${p} came from the service worker`);
      // Every board on the page gets its engine from the cache (the reader has come to its quiz).
      await scrollToQuizzes(tab);
      await tab.waitForFunction(
        () => [...document.querySelectorAll('arbiter-board')].every((b) =>
          // Settled: the engine answered (ready) or the board gave up (unavailable); nothing is still loading.
          ['ready', 'unavailable'].includes(b.getAttribute('data-engine'))),
        null,
        WAIT,
      );
      const unavailable = await tab.locator('arbiter-board[data-engine="unavailable"]').count();
      assert.equal(unavailable, 0, `${p}: a board has no engine offline`);
      assert.deepEqual(failed, [], `${p}: requests failed offline`);
      assert.deepEqual(tabErrors, [], p);
      await tab.close();
    }
    // The server saw no request but the browser's own: the favicon, and the update check of the worker script
    // itself (/sw.js), which Chromium makes on navigation when it likes; offline it fails and the installed
    // worker stays, as it should.
    const own = (r) => r.includes('favicon') || r === 'OFFLINE /sw.js';
    assert.deepEqual(server.requests.filter((r) => r.startsWith('OFFLINE')).filter((r) => !own(r)), []);
    assert.deepEqual(missed(), [], 'the worker went to the network for nothing but the pages');
  });
});
