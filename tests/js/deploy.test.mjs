// A deploy never mixes versions. The built site (dist/) is served as version 1; a copy with every script and every
// engine wasm changed (a comment, a custom section) and its own precache manifest (scripts/precache.mjs) is version
// 2. After a visit to version 1 installs the service worker, version 2 is "deployed" (the server switches). Then:
// offline, a new visit runs version 1 whole; online, a new visit runs version 2 whole; the tab opened before the
// deploy keeps running version 1 whole (its lazy files included: another game's board code and engine package, the
// engine's Web Worker and the worker's engine package) and shows a notice in the page's language (German here), a
// role="status" region with a Reload button; reloaded, it runs version 2 whole. "Whole": every file the page and its
// workers got (as Chromium reports them, served by the service worker or not) is byte for byte that version's.
// Debian's Chromium through playwright-core.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import crypto from 'node:crypto';
import vm from 'node:vm';
import { chromiumMissing, CHROMIUM, launch, watch, nodeEngine, artifacts, scrollToQuizzes } from './browser/harness.mjs';
import { distRoot, repoRoot } from './dist/server.mjs';
import { staticSite } from '../../scripts/serve.mjs';
import { writePrecache } from '../../scripts/precache.mjs';
import { cachedLongGame } from '../../scripts/long-game.mjs';

const skip = chromiumMissing ? `${CHROMIUM} is not installed (scripts/setup.sh installs it); deploy tests skipped` : false;
const WAIT = { timeout: 60_000 };

const sha = (data) => crypto.createHash('sha256').update(data).digest('hex');
const walk = (dir) => fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
  (e.isDirectory() ? walk(path.join(dir, e.name)).map((f) => `${e.name}/${f}`) : [e.name]));

function readPrecache(dir) {
  const sandbox = { self: {} };
  vm.runInNewContext(fs.readFileSync(path.join(dir, 'sw-precache.js'), 'utf8'), sandbox);
  return sandbox.self.ARBITER_PRECACHE;
}

/** A custom section "arbiter-test" holding `text`, appended to a wasm module (still valid, same code). */
function withSection(wasm, text) {
  const name = Buffer.from('arbiter-test');
  const body = Buffer.concat([Buffer.from([name.length]), name, Buffer.from(text)]);
  assert.ok(body.length < 128);
  return Buffer.concat([wasm, Buffer.from([0, body.length]), body]);
}

/** Two versions of the built site in a temporary folder: { v1, v2 } with each one's dir, version and file hashes. */
function makeVersions() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-deploy-'));
  const v1 = path.join(tmp, 'v1');
  const v2 = path.join(tmp, 'v2');
  fs.cpSync(distRoot, v1, { recursive: true });
  // No compressed copies: they would be those of version 1 in both.
  for (const f of walk(v1)) if (/\.(gz|br)$/.test(f)) fs.rmSync(path.join(v1, f));
  fs.cpSync(v1, v2, { recursive: true });
  const precached = readPrecache(v1).files.filter((f) => !f.endsWith('/'));
  let scripts = 0;
  let wasms = 0;
  for (const f of precached) {
    const file = path.join(v2, f);
    if (f.endsWith('.js')) {
      fs.appendFileSync(file, '\n// version 2\n');
      scripts += 1;
    } else if (f.endsWith('.wasm')) {
      fs.writeFileSync(file, withSection(fs.readFileSync(file), 'version 2'));
      wasms += 1;
    }
  }
  assert.ok(scripts >= 10 && wasms >= 3, `version 2 changes ${scripts} scripts and ${wasms} engines`);
  const sites = {};
  for (const [name, dir] of [['v1', v1], ['v2', v2]]) {
    const { version } = name === 'v2' ? writePrecache(dir, precached) : readPrecache(dir);
    const hashes = new Map(walk(dir).map((f) => [f, sha(fs.readFileSync(path.join(dir, f)))]));
    sites[name] = { dir, version, hashes };
  }
  assert.notEqual(sites.v1.version, sites.v2.version);
  return { tmp, ...sites };
}

/** A server of one version at a time (`site.current`), which can be taken offline. */
async function startSite(dirs) {
  const handlers = Object.fromEntries(Object.entries(dirs).map(([k, d]) => [k, staticSite(d, { cors: false })]));
  const state = { current: 'v1', offline: false };
  const sockets = new Set();
  const server = http.createServer((req, res) => {
    if (state.offline) return req.socket.destroy();
    handlers[state.current](req, res);
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    state,
    base: `http://127.0.0.1:${server.address().port}/`,
    goOffline(v) {
      state.offline = v;
      if (v) for (const s of sockets) s.destroy();
    },
    stop: () => new Promise((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    }),
  };
}

describe('a deploy never mixes versions', { skip, timeout: 900_000 }, () => {
  let sites;
  let server;
  let browser;
  let context;
  let long; // a 300-move Xiangqi game: explained in the engine's worker

  before(async () => {
    assert.ok(fs.existsSync(path.join(distRoot, 'sw-precache.js')), 'dist/ is missing: run make build');
    sites = makeVersions();
    server = await startSite({ v1: sites.v1.dir, v2: sites.v2.dir });
    const A = await nodeEngine();
    const g = await cachedLongGame(A, fs.readFileSync(path.join(repoRoot, 'pkg', 'arbiter_bg.wasm')), 'xiangqi',
      20_000, 20261123, artifacts);
    long = { ...g, moves: g.moves.slice(0, 300) };
    browser = await launch();
    context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
    if (sites) fs.rmSync(sites.tmp, { recursive: true, force: true });
  });

  /** A new tab, and what it got: every response of the site (the page's and its workers'), with the version(s)
   * whose file it is byte for byte. */
  async function tab() {
    const p = await context.newPage();
    const errors = watch(p);
    const got = [];
    const pending = [];
    const record = (r) => {
      const url = new URL(r.url());
      if (url.origin !== new URL(server.base).origin || r.status() !== 200) return;
      let file = decodeURIComponent(url.pathname.slice(1));
      if (file === '' || file.endsWith('/')) file += 'index.html';
      pending.push(r.body().then((body) => {
        const h = sha(body);
        const of = ['v1', 'v2'].filter((v) => sites[v].hashes.get(file) === h);
        got.push({ file, of, sw: r.fromServiceWorker() });
      }, () => {}));
    };
    p.on('response', record);
    const seen = async () => {
      await Promise.all(pending);
      return got;
    };
    return { p, errors, seen };
  }

  /** Asserts every file `seen` is version `v`'s (a file the same in both versions counts for both). */
  function allOf(v, seen, what) {
    const other = seen.filter((g) => !g.of.includes(v)).map((g) => `${g.file} (${g.of.join(',') || 'neither'})`);
    assert.deepEqual(other, [], `${what}: files not of version ${v}`);
    const changed = seen.filter((g) => g.of.length === 1);
    assert.ok(changed.some((g) => g.file === 'arbiter-board.js'), `${what}: the widget was loaded (${seen.map((g) => g.file)})`);
    assert.ok(changed.some((g) => g.file.endsWith('.wasm')), `${what}: an engine was loaded`);
  }

  /** Waits until every board of the page has its engine and its table (the reader has come to its quiz). */
  const settled = async (p) => {
    await scrollToQuizzes(p);
    await p.waitForFunction(() => [...document.querySelectorAll('arbiter-board')].every((b) =>
      b.getAttribute('data-engine') === 'ready' && b.explanation && b.getAttribute('aria-busy') !== 'true'), null, WAIT);
  };

  /** Loads what a page loads only when asked: a Stratego board on a Xiangqi page (its board code and engine
   * package) and a 300-move game (explained in the engine's worker, which loads its own engine package). */
  async function lazyLoads(p) {
    await p.evaluate((g) => {
      const s = document.createElement('arbiter-board');
      s.id = 'added-stratego';
      s.setAttribute('game', 'stratego');
      document.body.append(s);
      const x = document.createElement('arbiter-board');
      x.id = 'added-long';
      x.setAttribute('game', 'xiangqi');
      x.setAttribute('rules', g.rules);
      if (g.position) x.setAttribute('position', g.position);
      x.setAttribute('moves', g.moves.join(' '));
      document.body.append(x);
    }, long);
    await p.waitForFunction((n) => {
      const x = document.getElementById('added-long');
      const s = document.getElementById('added-stratego');
      return x.explanation && x.explanation.rows.length === n && s.getAttribute('data-engine') === 'ready';
    }, long.moves.length, WAIT);
  }

  const versionOf = (p) => p.evaluate(() => document.querySelector('meta[name="arbiter-version"]')?.content);

  let A; // the tab opened before the deploy

  test('version 1: the first visit installs the worker with version 1\'s files', async () => {
    A = await tab();
    await A.p.goto(`${server.base}rules/xiangqi.html?lang=de`);
    await settled(A.p);
    assert.equal(await versionOf(A.p), sites.v1.version);
    const keys = await A.p.evaluate(async () => {
      const reg = await (await import(new URL('/register-sw.js', location.href).href)).registered;
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
      }
      return { scope: reg && reg.scope, caches: await caches.keys() };
    });
    assert.ok(keys.caches.includes(`arbiter-${sites.v1.version}`), JSON.stringify(keys));
    allOf('v1', await A.seen(), 'the first visit');
  });

  test('deployed, offline: a new visit runs version 1 whole', async () => {
    server.state.current = 'v2';
    server.goOffline(true);
    await context.setOffline(true);
    const B = await tab();
    try {
      await B.p.goto(`${server.base}rules/xiangqi.html`);
      await settled(B.p);
      assert.equal(await versionOf(B.p), sites.v1.version);
      await lazyLoads(B.p);
      const seen = await B.seen();
      assert.ok(seen.every((g) => g.sw), 'every file came from the service worker');
      allOf('v1', seen, 'an offline visit');
      assert.deepEqual(B.errors, []);
    } finally {
      await B.p.close();
      await context.setOffline(false);
      server.goOffline(false);
    }
  });

  test('deployed, online: a new visit runs version 2 whole, and the tab open since before keeps version 1', async () => {
    const C = await tab();
    try {
      await C.p.goto(`${server.base}rules/xiangqi.html?lang=de`);
      await settled(C.p);
      assert.equal(await versionOf(C.p), sites.v2.version);
      await lazyLoads(C.p);
      allOf('v2', await C.seen(), 'a new visit after the deploy');
      // The new version's worker has installed: the tab opened before says so, in its language.
      const notice = A.p.locator('.arbiter-update[role="status"]');
      await notice.waitFor({ state: 'visible', ...WAIT });
      await A.p.waitForFunction(() => document.querySelector('.arbiter-update button')?.textContent, null, WAIT);
      assert.match(await notice.textContent(), /Eine neue Version dieser Website ist bereit/);
      assert.equal(await notice.locator('button').textContent(), 'Neu laden');
      assert.equal(await C.p.locator('.arbiter-update').count(), 0, 'the new visit runs the new version: no notice');
      // The old tab still runs version 1, its lazy files included.
      const before = (await A.seen()).length;
      await lazyLoads(A.p);
      const later = (await A.seen()).slice(before);
      const files = later.map((g) => g.file);
      assert.ok(files.includes('board/engine-worker.js'), `the engine worker was loaded (${files})`);
      // The page had its Xiangqi engine already: this is the worker's own.
      // (boards that read no document: the lite packages)
      assert.ok(files.includes('pkg/xiangqi/lite/arbiter_bg.wasm'), `the worker loaded its engine (${files})`);
      assert.ok(files.includes('pkg/stratego/lite/arbiter_bg.wasm'), `the Stratego board loaded its engine (${files})`);
      allOf('v1', await A.seen(), 'the tab opened before the deploy');
      assert.equal(await versionOf(A.p), sites.v1.version);
      assert.deepEqual(C.errors, []);
      // A second new visit: version 2, now from the new worker's cache.
      const D = await tab();
      await D.p.goto(`${server.base}rules/more-squares.html`);
      await settled(D.p);
      const seen = await D.seen();
      allOf('v2', seen, 'a visit once version 2 is installed');
      await D.p.close();
    } finally {
      await C.p.close();
    }
  });

  test('the old tab, reloaded with its notice\'s button, runs version 2 whole', async () => {
    const before = (await A.seen()).length;
    await Promise.all([A.p.waitForEvent('load'), A.p.locator('.arbiter-update button').click()]);
    await settled(A.p);
    assert.equal(await versionOf(A.p), sites.v2.version);
    await lazyLoads(A.p);
    allOf('v2', (await A.seen()).slice(before), 'the reloaded tab');
    assert.equal(await A.p.locator('.arbiter-update').count(), 0);
    assert.deepEqual(A.errors, []);
    // Nobody runs version 1 any more: its cache goes at the next visit.
    const D = await tab();
    await D.p.goto(`${server.base}index.html`);
    await D.p.waitForFunction((old) => caches.keys().then((k) => !k.includes(`arbiter-${old}`)), sites.v1.version, WAIT);
    await D.p.close();
  });
});
