// Measures a rule page in headless Chromium (Debian's chromium through playwright-core): what it transfers
// (each file's raw and gzipped size, gzip level 9 as scripts/size.mjs; the local server sends files
// uncompressed, so the gzipped sizes are computed here from the bytes the page received) and the time to
// interactive: from navigation start until the first board's explain table is rendered (the widget has its
// engine and has answered), and until every board on the page has. Median of N cold loads (a fresh browser
// context each, so nothing is cached). Not asserted by any test.
//   node scripts/measure-page.mjs [--page rules/more-squares.html] [--runs 5]
import path from 'node:path';
import zlib from 'node:zlib';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startStatic } from '../tests/js/dist/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : fallback;
};
const PAGE = opt('--page', 'rules/more-squares.html');
const RUNS = Number(opt('--runs', 5));
const gz = (buf) => zlib.gzipSync(buf, { level: 9 }).length;
const median = (xs) => {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const kb = (n) => (n / 1024).toFixed(1);

/** What a file is, for the table and the widget's total. */
function kind(p) {
  if (p.endsWith('.html') || p.endsWith('/')) return 'page HTML';
  if (p.endsWith('.wasm')) return 'widget: wasm';
  if (p.endsWith('/pkg/arbiter.js')) return 'widget: engine JS';
  if (p.endsWith('.css') && /arbiter-board/.test(p)) return 'widget: CSS';
  if (/\/(arbiter-board\.js|board\/)/.test(p) && !/page-lang\.js$/.test(p)) return 'widget: JS';
  if (p.endsWith('.js')) return 'page JS';
  if (p.endsWith('.txt')) return 'example files';
  return 'other';
}

const server = await startStatic();
const browser = await chromium.launch({
  executablePath: process.env.ARBITER_CHROMIUM || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
         '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const runs = [];
let files = null;
try {
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const bodies = [];
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (url.protocol.startsWith('http')) bodies.push(res.body().then((b) => ({ path: url.pathname, bytes: b })).catch(() => null));
    });
    await page.goto(server.base + PAGE);
    const first = await page.waitForFunction(() => {
      const b = document.querySelector('arbiter-board');
      return b && b.shadowRoot && b.shadowRoot.querySelector('table.moves tbody tr') ? performance.now() : false;
    }, null, { polling: 'raf', timeout: 30_000 });
    const firstMs = await first.jsonValue();
    const all = await page.waitForFunction(() => {
      const boards = [...document.querySelectorAll('arbiter-board')];
      return boards.every((b) => b.shadowRoot && b.shadowRoot.querySelector('table.moves tbody tr')) ? performance.now() : false;
    }, null, { polling: 'raf', timeout: 30_000 });
    const allMs = await all.jsonValue();
    const nav = await page.evaluate(() => {
      const [n] = performance.getEntriesByType('navigation');
      return { dcl: n.domContentLoadedEventEnd, load: n.loadEventEnd };
    });
    await page.waitForLoadState('load');
    if (!files) files = (await Promise.all(bodies)).filter(Boolean);
    runs.push({ firstMs, allMs, dcl: nav.dcl, load: nav.load });
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

console.log(`# ${PAGE}: transfer (first load; every file as the page received it)\n`);
console.log('| file | kind | raw bytes | gzipped bytes |');
console.log('|---|---|---:|---:|');
const byKind = new Map();
let total = 0;
let totalRaw = 0;
let widget = 0;
for (const f of files.sort((a, b) => a.path.localeCompare(b.path))) {
  const k = kind(f.path);
  const g = gz(f.bytes);
  console.log(`| ${f.path} | ${k} | ${f.bytes.length} | ${g} |`);
  byKind.set(k, (byKind.get(k) || 0) + g);
  total += g;
  totalRaw += f.bytes.length;
  if (k.startsWith('widget')) widget += g;
}
console.log(`\n| kind | gzipped |\n|---|---:|`);
for (const [k, g] of [...byKind].sort()) console.log(`| ${k} | ${kb(g)} KiB |`);
console.log(`| **total transfer** (${files.length} files, ${kb(totalRaw)} KiB raw) | **${kb(total)} KiB** |`);
console.log(`| **the widget** (JS + engine JS + wasm + CSS) | **${kb(widget)} KiB** (${widget} bytes: ${widget < 100 * 1024 ? 'under' : 'OVER'} 100 KiB) |`);
const bundle = path.join(root, 'www', 'arbiter-board.bundle.js');
if (fs.existsSync(bundle)) {
  const b = fs.readFileSync(bundle);
  console.log(`| the single-file bundle (www/arbiter-board.bundle.js, for comparison) | ${kb(gz(b))} KiB (${kb(b.length)} KiB raw) |`);
}

console.log(`\n# ${PAGE}: time to interactive, ${RUNS} cold loads, headless Chromium, localhost (ms from navigation start)\n`);
console.log('| run | DOMContentLoaded | load | first table rendered | all boards rendered |');
console.log('|---|---:|---:|---:|---:|');
runs.forEach((r, i) => console.log(`| ${i + 1} | ${r.dcl.toFixed(0)} | ${r.load.toFixed(0)} | ${r.firstMs.toFixed(0)} | ${r.allMs.toFixed(0)} |`));
const med = (k) => median(runs.map((r) => r[k])).toFixed(0);
console.log(`| **median** | **${med('dcl')}** | **${med('load')}** | **${med('firstMs')}** | **${med('allMs')}** |`);
