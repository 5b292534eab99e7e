// Measures the widget on long games in headless Chromium (Debian's chromium through playwright-core): for a
// Stratego and a Xiangqi game of 20,000 moves (scripts/long-game.mjs, built with the engine in Node and kept in
// tests/artifacts/), the time from setting the board's `moves` (step="end") until the board shows the last move;
// the time of one step (go(), then the layout it causes) at move 20 and at the last move, median of --steps
// steps; the page's memory per move (JS heap + ArrayBuffers incl. wasm memory, after a garbage collection, from
// the Chrome DevTools Protocol, less the same board with no moves, divided by the moves) and the elements in the
// board's shadow root; and the longest gap between animation frames while the board loaded (how long the page
// was frozen). Then the playground opened with a share link of about 100 KB (--link-kb), the same figures.
// Not asserted by any test (the tests assert the DOM's row count and that frames keep coming, never a time).
//   node scripts/measure-long.mjs [--plies 20000] [--steps 21] [--link-kb 100] [--game stratego --game xiangqi]
//                                 [--root www] (another copy of www/, e.g. an older one, to compare)
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { startStatic } from '../tests/js/dist/server.mjs';
import { cachedLongGame } from './long-game.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : fallback;
};
const PLIES = Number(opt('--plies', 20000));
const STEPS = Number(opt('--steps', 21));
const LINK_KB = Number(opt('--link-kb', 100));
const SEED = Number(opt('--seed', 20261123));
const GAMES = args.flatMap((a, i) => (a === '--game' && i + 1 < args.length ? [args[i + 1]] : []));
if (!GAMES.length) GAMES.push('stratego', 'xiangqi');
const median = (xs) => {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const wasmBytes = fs.readFileSync(path.join(root, 'pkg', 'arbiter_bg.wasm'));
const engine = await import(pathToFileURL(path.join(root, 'pkg', 'arbiter.js')).href);
engine.initSync({ module: wasmBytes });

const PAGE = '<!doctype html><meta charset="utf-8"><title>long game</title>'
  + '<script type="module" src="arbiter-board.js"></script>'
  + '<arbiter-board id="b" step="end"></arbiter-board>';
const server = await startStatic({ root: path.resolve(opt('--root', path.join(root, 'www'))), pages: { '/long-measure.html': { body: PAGE } } });
const browser = await chromium.launch({
  executablePath: process.env.ARBITER_CHROMIUM || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
         '--disable-component-update', '--disable-sync', '--no-first-run'],
});

/** Counts frames and the longest gap between two, from now on (window.__frames). */
const FRAME_WATCH = () => {
  const w = { count: 0, longest: 0, last: performance.now() };
  window.__frames = w;
  const tick = (t) => {
    w.longest = Math.max(w.longest, t - w.last);
    w.last = t;
    w.count += 1;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
};

/** Resolves (in the page) to performance.now() at the first frame where board `id` shows step n of n. */
const SHOWN = ([id, n]) => new Promise((resolve) => {
  const b = document.getElementById(id);
  const check = () => {
    const x = b.explanation;
    if (x && x.rows.length === n && b.step === n && b.shadowRoot.querySelector('.status').textContent) {
      return resolve(performance.now());
    }
    requestAnimationFrame(check);
  };
  check();
});

async function memory(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const u = await cdp.send('Runtime.getHeapUsage');
  return { js: u.usedSize, buffers: u.backingStorageSize ?? 0 };
}

/** STEPS steps between `a` and `a + 1` (go(), then a forced layout); the median ms. */
async function stepTime(page, a) {
  return page.evaluate(([a, runs]) => {
    const b = document.getElementById('b');
    const table = b.shadowRoot.querySelector('table');
    const ms = [];
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      b.go(i % 2 ? a : a + 1);
      void table.offsetHeight; // the style and layout the step caused
      ms.push(performance.now() - t0);
    }
    ms.sort((x, y) => x - y);
    return ms[(ms.length - 1) >> 1];
  }, [a, STEPS]);
}

const results = [];
for (const game of GAMES) {
  const g = await cachedLongGame(engine, wasmBytes, game, PLIES, SEED, path.join(root, 'tests', 'artifacts'));
  const n = g.moves.length;
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${server.base}long-measure.html`);
  await page.evaluate(([game, rules, position]) => {
    const b = document.getElementById('b');
    b.setAttribute('game', game);
    b.setAttribute('rules', rules);
    if (position) b.setAttribute('position', position);
  }, [game, g.rules, g.position || '']);
  await page.waitForFunction(() => document.getElementById('b').getAttribute('data-engine') === 'ready', null, { timeout: 60_000 });
  await page.waitForFunction(() => document.getElementById('b').explanation, null, { timeout: 60_000 });
  const before = await memory(cdp);
  await page.evaluate(FRAME_WATCH);
  const t0 = await page.evaluate((moves) => {
    const t = performance.now();
    document.getElementById('b').setAttribute('moves', moves);
    return t;
  }, g.moves.join(' '));
  const t1 = await page.evaluate(SHOWN, ['b', n]);
  const frames = await page.evaluate(() => ({ ...window.__frames }));
  const after = await memory(cdp);
  const nodes = await page.evaluate(() => document.getElementById('b').shadowRoot.querySelectorAll('*').length);
  const rows = await page.evaluate(() => document.getElementById('b').shadowRoot.querySelectorAll('tbody tr').length);
  const atEnd = await stepTime(page, n - 1);
  const at20 = await stepTime(page, 20);
  const perMove = (after.js + after.buffers - before.js - before.buffers) / n;
  results.push({ what: `${game}, ${n} moves (attribute)`, show: t1 - t0, frozen: frames.longest, at20, atEnd, perMove, nodes, rows,
    js: after.js, buffers: after.buffers });
  await context.close();
}

// The playground opened with a share link of about LINK_KB KB (the first moves of the Stratego game).
{
  const g = await cachedLongGame(engine, wasmBytes, 'stratego', PLIES, SEED, path.join(root, 'tests', 'artifacts'));
  let k = g.moves.length;
  const link = (k) => `#${new URLSearchParams({ game: 'stratego', rules: 'isf', position: g.position, moves: g.moves.slice(0, k).join(' ') })}`;
  while (k > 1 && link(k).length > LINK_KB * 1000) k = Math.floor(k * 0.98);
  const hash = link(k);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(FRAME_WATCH);
  await page.goto(`${server.base}index.html${hash}`);
  const shown = await page.evaluate(SHOWN, ['board', k]);
  const frames = await page.evaluate(() => ({ ...window.__frames }));
  const rows = await page.evaluate(() => document.getElementById('board').shadowRoot.querySelectorAll('tbody tr').length);
  results.push({ what: `playground, a ${(hash.length / 1000).toFixed(0)} KB link (${k} moves)`, show: shown, frozen: frames.longest, rows });
  await context.close();
}

await browser.close();
await server.stop();
const f = (x, d = 0) => (x === undefined ? '' : x.toFixed(d));
console.log('| board | shown after | longest frame gap | step at 20 | step at the end | memory per move | elements | table rows |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const r of results) {
  console.log(`| ${r.what} | ${f(r.show / 1000, 2)} s | ${f(r.frozen / 1000, 2)} s | ${r.at20 === undefined ? '' : `${f(r.at20, 1)} ms`} | ${r.atEnd === undefined ? '' : `${f(r.atEnd, 1)} ms`} | ${r.perMove === undefined ? '' : `${f(r.perMove)} B`} | ${f(r.nodes)} | ${r.rows} |`);
}
