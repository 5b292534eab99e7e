// Measures pages in headless Chromium (Debian's chromium through playwright-core): what each transfers (each
// file's raw and gzipped size, gzip level 9 as scripts/size.mjs, computed here from the bytes the page received), which games' engine packages it loaded
// (www/pkg/<game>/: the widget loads only its boards' games), and the time to interactive: from navigation start
// until the first board has its explanation (the widget has its engine, has answered and drawn the board and
// its table in the same task), and until every board on the page has, but a quiz (a board in quiz mode starts only
// when the reader scrolls near it, board/schedule.js: the page opens at its top and is not scrolled). Median of N
// cold loads (a fresh browser context each, so nothing is cached). Then the page is scrolled to its end: what that
// adds (the quiz's code, stylesheet and example file) is listed apart, on the first load.
// Ends with a summary table, one row per page. Not asserted by any test.
//   node scripts/measure-page.mjs [--page rules/more-squares.html ...] [--runs 5]
// Default pages: rules/more-squares.html (Stratego), rules/xiangqi.html, index.html (the playground, which
// starts with a Stratego board and loads another game's package when the reader switches to it).
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
const PAGES = args.flatMap((a, i) => (a === '--page' && i + 1 < args.length ? [args[i + 1]] : []));
if (!PAGES.length) PAGES.push('rules/more-squares.html', 'rules/xiangqi.html', 'index.html');
const RUNS = Number(opt('--runs', 5));
const gz = (buf) => zlib.gzipSync(buf, { level: 9 }).length;
const median = (xs) => {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const kb = (n) => (n / 1024).toFixed(1);

/** The modules of www/ (as '/board/x.js') a file of the built site holds: those its source map names. */
function modulesIn(p) {
  const map = path.join(root, 'dist', `${p}.map`);
  const sources = fs.existsSync(map) ? JSON.parse(fs.readFileSync(map, 'utf8')).sources : [];
  if (!sources.length) return [p];
  return sources.map((s) => `/${path.relative(path.join(root, 'www'), path.resolve(path.dirname(map), s)).split(path.sep).join('/')}`);
}

/** What a file is, for the table and the widget's total. */
function kind(p) {
  if (p.endsWith('.html') || p.endsWith('/')) return 'page HTML';
  if (p.endsWith('.wasm')) return 'widget: wasm';
  if (/\/pkg\/([a-z]+\/)*arbiter\.js$/.test(p)) return 'widget: engine JS';
  if (p.endsWith('.css') && !p.startsWith('/rules/')) return 'widget: CSS'; // the widget's (a rule page's own: rules/)
  // The pages' own scripts kept in board/ (page-lang.js: a page's language links; page-notation.js: the Xiangqi
  // page's notation buttons, which set the boards' attribute) are the page's, not the widget's.
  // A file of shared code (board/chunk-*.js) is the widget's when it holds a module of the widget.
  const widget = (m) => /^\/(arbiter-board\.js|board\/)/.test(m) && !/page-(lang|notation)\.js$/.test(m);
  if (p.endsWith('.js') && modulesIn(p).some(widget)) return 'widget: JS';
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

/** RUNS cold loads of `PAGE`: { files (of the first load), runs: [{ firstMs, allMs, dcl, load }] }. */
async function measure(PAGE) {
  const runs = [];
  let files = null;
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const bodies = [];
    const net = { open: 0, last: 0 }; // requests under way, and when the last one began or ended
    const tick = (d) => { net.open += d; net.last = Date.now(); };
    page.on('request', () => tick(1));
    page.on('requestfinished', () => tick(-1));
    page.on('requestfailed', () => tick(-1));
    page.on('response', (res) => {
      const url = new URL(res.url());
      // A body Chromium no longer holds (it happens to a file the page read as a stream) is asked of the server.
      const again = () => fetch(res.url()).then((r) => (r.ok ? r.arrayBuffer() : Promise.reject(new Error(r.status))))
        .then((b) => Buffer.from(b));
      if (url.protocol.startsWith('http')) bodies.push(res.body().catch(again).then((b) => ({ path: url.pathname, bytes: b })).catch(() => null));
    });
    await page.goto(server.base + PAGE);
    const first = await page.waitForFunction(() => {
      const b = document.querySelector('arbiter-board');
      return b && b.shadowRoot && b.explanation ? performance.now() : false;
    }, null, { polling: 'raf', timeout: 30_000 });
    const firstMs = await first.jsonValue();
    // Every board answered, but a quiz still waiting for the reader to come near it.
    const all = await page.waitForFunction(() => {
      const boards = [...document.querySelectorAll('arbiter-board')];
      const waits = (b) => b.hasAttribute('quiz') && !!b.shadowRoot?.querySelector('.ab.waiting');
      return boards.every((b) => (b.shadowRoot && b.explanation) || waits(b)) ? performance.now() : false;
    }, null, { polling: 'raf', timeout: 30_000 });
    const allMs = await all.jsonValue();
    const nav = await page.evaluate(() => {
      const [n] = performance.getEntriesByType('navigation');
      return { dcl: n.domContentLoadedEventEnd, load: n.loadEventEnd };
    });
    await page.waitForLoadState('load');
    // What the boards fetched while answering and has not arrived yet (a stylesheet part asked for when an example
    // file named the board's game) is counted too: until the network has been quiet for 500 ms.
    await page.waitForLoadState('networkidle');
    let later = null;
    if (!files) {
      const opened = bodies.length;
      files = (await Promise.all(bodies)).filter(Boolean);
      // The reader scrolls to the end: every board starts (the quiz too) and answers.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForFunction(() => [...document.querySelectorAll('arbiter-board')]
        .every((b) => b.shadowRoot && b.explanation), null, { polling: 'raf', timeout: 30_000 });
      // The network quiet for 500 ms (the page's load state 'networkidle' was reached before the scroll).
      while (net.open > 0 || Date.now() - net.last < 500) await new Promise((r) => setTimeout(r, 100));
      later = (await Promise.all(bodies.slice(opened))).filter(Boolean);
    }
    runs.push({ firstMs, allMs, dcl: nav.dcl, load: nav.load, later });
    await context.close();
  }
  return { files, later: runs[0].later, runs };
}

const summary = [];
try {
  for (const PAGE of PAGES) report(PAGE, await measure(PAGE));
} finally {
  await browser.close();
  await server.stop();
}

function report(PAGE, { files, later, runs }) {
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
  console.log(`| **the widget** (JS + engine JS + wasm + CSS) | **${kb(widget)} KiB** (${widget} bytes: ${widget <= 80 * 1024 ? 'within' : 'OVER'} the 80 KiB page budget) |`);
  // The engine packages loaded: www/pkg/<game>/ (one game each; <game>/lite without the document reader), or pkg/
  // (every game).
  const engines = [...new Set(files.filter((f) => f.path.endsWith('.wasm'))
    .map((f) => (f.path.match(/\/pkg\/([a-z]+(?:\/lite)?)\/arbiter_bg\.wasm$/) || [null, 'every game'])[1]))].sort();
  const gzOf = (k) => byKind.get(k) || 0;

  console.log(`\n# ${PAGE}: what scrolling to the end adds (first load; fetched once the page is scrolled to its end)\n`);
  console.log('| file | kind | raw bytes | gzipped bytes |');
  console.log('|---|---|---:|---:|');
  let laterWidget = 0;
  for (const f of later.sort((a, b) => a.path.localeCompare(b.path))) {
    const k = kind(f.path);
    const g = gz(f.bytes);
    console.log(`| ${f.path} | ${k} | ${f.bytes.length} | ${g} |`);
    if (k.startsWith('widget')) laterWidget += g;
  }
  console.log(`| **the widget's part** | | | **${kb(laterWidget)} KiB** |`);

  console.log(`\n# ${PAGE}: time to interactive, ${RUNS} cold loads, headless Chromium, localhost (ms from navigation start)\n`);
  console.log('| run | DOMContentLoaded | load | first board answered | all boards answered |');
  console.log('|---|---:|---:|---:|---:|');
  runs.forEach((r, i) => console.log(`| ${i + 1} | ${r.dcl.toFixed(0)} | ${r.load.toFixed(0)} | ${r.firstMs.toFixed(0)} | ${r.allMs.toFixed(0)} |`));
  const med = (k) => median(runs.map((r) => r[k])).toFixed(0);
  console.log(`| **median** | **${med('dcl')}** | **${med('load')}** | **${med('firstMs')}** | **${med('allMs')}** |\n`);
  summary.push({ page: PAGE, engines: engines.join(', '), wasm: gzOf('widget: wasm'), engineJs: gzOf('widget: engine JS'),
    js: gzOf('widget: JS'), css: gzOf('widget: CSS'), widget, total, first: med('firstMs'), scrolled: widget + laterWidget });
}

console.log(`# Summary: the widget per page, gzipped (KiB; the budget: at most 80 KiB on a rule page), ${RUNS} cold loads\n`);
console.log('Each row: the page opened at its top and not scrolled; the last column: the widget once the reader has'
  + ' scrolled to the end (a quiz loads then).\n');
console.log('| page | engine packages loaded | wasm | engine JS | widget JS | CSS | **widget** | page total | first board answered (median ms) | widget, scrolled to the end |');
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const r of summary) {
  console.log(`| ${r.page} | ${r.engines} | ${kb(r.wasm)} | ${kb(r.engineJs)} | ${kb(r.js)} | ${kb(r.css)} | **${kb(r.widget)}** | ${kb(r.total)} | ${r.first} | ${kb(r.scrolled)} |`);
}
// The widget with every game (the "every game" budget): what a site that hosts the widget for all three games
// serves, as the pages load it: every widget file of dist/ (each game's board code and both languages, each
// loaded with import() when first needed), every stylesheet, and one game's engine package (www/pkg/<game>/: a page
// loads the package of the games it shows only); the largest package is counted, so this is the most that a page
// showing any one game can load. Each file gzipped on its own, as a server sends it. A page showing boards of
// every game loads each game's package (the last line).
{
  const minDir = path.join(root, 'dist');
  const walk = (dir) => fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  const sum = (files) => files.reduce((n, f) => n + gz(fs.readFileSync(f)), 0);
  const served = (f) => `/${path.relative(minDir, f).split(path.sep).join('/')}`;
  const mods = fs.existsSync(minDir) ? walk(minDir).filter((f) => !/\.(map|gz|br)$/.test(f) && !f.includes(`${path.sep}pkg${path.sep}`)) : [];
  const js = sum(mods.filter((f) => kind(served(f)) === 'widget: JS'));
  const css = sum(mods.filter((f) => kind(served(f)) === 'widget: CSS'));
  const pkgDir = path.join(root, 'dist', 'pkg');
  const engines = fs.existsSync(pkgDir) ? fs.readdirSync(pkgDir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && fs.existsSync(path.join(pkgDir, e.name, 'arbiter_bg.wasm')))
    .map((e) => ({ game: e.name, bytes: sum(['arbiter.js', 'arbiter_bg.wasm'].map((f) => path.join(pkgDir, e.name, f))) }))
    .sort((a, b) => b.bytes - a.bytes) : [];
  if (engines.length && js) {
    const all = engines.reduce((n, e) => n + e.bytes, 0);
    console.log("\n# The widget with every game (dist/: every widget file and stylesheet, gzipped each; the budget: at most 120 KiB)\n");
    console.log('| | widget JS | CSS | engine package(s) | **total** |\n|---|---:|---:|---:|---:|');
    console.log(`| with one game's engine at a time (the largest, ${engines[0].game}) | ${kb(js)} | ${kb(css)} | ${kb(engines[0].bytes)} | **${kb(js + css + engines[0].bytes)} KiB** |`);
    console.log(`| with every game's engine (${engines.map((e) => e.game).join(', ')}) | ${kb(js)} | ${kb(css)} | ${kb(all)} | **${kb(js + css + all)} KiB** |`);
  }
}

console.log('\n| single-file bundle (for comparison) | gzipped | raw |\n|---|---:|---:|');
for (const name of fs.readdirSync(path.join(root, 'dist')).filter((f) => /^arbiter-board(\.[a-z]+)?\.bundle\.js$/.test(f)).sort()) {
  const b = fs.readFileSync(path.join(root, 'dist', name));
  console.log(`| dist/${name} | ${kb(gz(b))} KiB | ${kb(b.length)} KiB |`);
}
