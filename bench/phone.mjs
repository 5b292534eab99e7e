// Time to the first board and to the first verdict of each rule page on a phone, beside a floor page (a chessground
// board whose status line chess.js writes), in Chromium under a phone profile set through the DevTools protocol:
// the CPU 4x slower, 1.6 Mbps down, 750 kbps up, 150 ms round trip, a 412x823 touch screen, a first visit (a fresh
// browser context each load, the cache off).
//   mkdir -p /tmp/floor && npm --prefix /tmp/floor install chessground chess.js     (a scratch folder, never ours)
//   node scripts/build-site.mjs
//   node bench/phone.mjs --floor /tmp/floor [--site NAME=DIR ...] [--runs N] [--page rules/axf.html ...]
// Each --site is a built site (dist/ by default, named "now"); several are measured in one run, load after load in
// turn, so a busy machine's swings hit each alike (e.g. --site before=/tmp/old/dist --site after=dist).
//   first board    from navigation start until a board is drawn (an <arbiter-board>'s board in its shadow root;
//                  chessground's board with its pieces);
//   first verdict  until a board shows what its game says (an <arbiter-board> with its engine's explanation:
//                  pieces, status and table; the floor page's status line, written from chess.js's answer).
// The median of N loads per page and site. Not asserted by any test.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { staticSite } from '../scripts/serve.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const all = (name) => args.flatMap((a, i) => (a === name && i + 1 < args.length ? [args[i + 1]] : []));
const one = (name, fallback) => all(name)[0] ?? fallback;
const RUNS = Number(one('--runs', 3));
const FLOOR = one('--floor', null);
const sites = all('--site').map((s) => {
  const at = s.indexOf('=');
  return at > 0 ? { name: s.slice(0, at), dir: path.resolve(s.slice(at + 1)) } : { name: s, dir: path.resolve(s) };
});
if (!sites.length) sites.push({ name: 'now', dir: path.join(root, 'dist') });
const PAGES = all('--page');
if (!PAGES.length) PAGES.push('rules/more-squares.html', 'rules/two-squares.html', 'rules/xiangqi.html',
  'rules/axf.html', 'rules/bogenschach.html');

// The phone: Lighthouse's mobile profile (its throttling figures, a Moto G Power's screen).
const PHONE = { cpu: 4, latency: 150, down: (1.6 * 1024 * 1024) / 8, up: (750 * 1024) / 8 };
const VIEWPORT = { width: 412, height: 823 };

/** The floor page: a chess diagram as a rule page would show it with chessground and chess.js, bundled into one
 * script as a site would serve it, in `dir`/site/. */
function buildFloor(dir) {
  const site = path.join(dir, 'site');
  fs.mkdirSync(site, { recursive: true });
  const cg = path.join(dir, 'node_modules', 'chessground');
  for (const css of ['chessground.base.css', 'chessground.brown.css', 'chessground.cburnett.css']) {
    fs.copyFileSync(path.join(cg, 'assets', css), path.join(site, css));
  }
  fs.writeFileSync(path.join(site, 'floor.src.js'), `import { Chessground } from 'chessground';
import { Chess } from 'chess.js';
const moves = ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6'];
const chess = new Chess();
const el = document.getElementById('board');
const cg = Chessground(el, { fen: chess.fen(), viewOnly: false });
for (const m of moves) chess.move(m);
const dests = new Map();
for (const m of chess.moves({ verbose: true })) dests.set(m.from, [...(dests.get(m.from) || []), m.to]);
cg.set({ fen: chess.fen(), turnColor: chess.turn() === 'w' ? 'white' : 'black', lastMove: ['b5', 'a6'],
  movable: { free: false, color: 'white', dests } });
let tried;
try { chess.move('Bxe8'); tried = 'Bxe8: legal'; } catch { tried = 'Bxe8: refused (no such move)'; }
document.getElementById('status').textContent = 'After 3...a6: White to move, ' + chess.moves().length + ' moves. ' + tried;
`);
  const esbuild = path.join(root, 'node_modules', '.bin', 'esbuild');
  execFileSync(esbuild, [path.join(site, 'floor.src.js'), '--bundle', '--minify', '--format=esm',
    `--outfile=${path.join(site, 'floor.js')}`, `--resolve-extensions=.js,.mjs`],
    { cwd: dir, env: { ...process.env, NODE_PATH: path.join(dir, 'node_modules') }, stdio: 'pipe' });
  fs.writeFileSync(path.join(site, 'floor.html'), `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor: chessground and chess.js</title>
<link rel="stylesheet" href="chessground.base.css"><link rel="stylesheet" href="chessground.brown.css">
<link rel="stylesheet" href="chessground.cburnett.css">
<style>body{font-family:system-ui,sans-serif;margin:1rem;max-width:40rem}#board{width:min(92vw,480px);height:min(92vw,480px)}</style>
<script type="module" src="floor.js"></script></head><body><h1>The Ruy Lopez</h1>
<p>After 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6, White's bishop is attacked.</p>
<div id="board"></div><p id="status" role="status"></p></body></html>`);
  return site;
}

function serve(dir) {
  const handle = staticSite(dir, { cors: false });
  const server = http.createServer(handle);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({
    base: `http://127.0.0.1:${server.address().port}/`, stop: () => new Promise((r) => server.close(r)) })));
}

const browser = await chromium.launch({
  executablePath: process.env.ARBITER_CHROMIUM || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
         '--disable-component-update', '--disable-sync', '--no-first-run'],
});

/** One first visit of `url` on the phone: { board, verdict } (ms from navigation start). */
async function load(url, floor) {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1.75, isMobile: true,
    hasTouch: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: PHONE.latency,
    downloadThroughput: PHONE.down, uploadThroughput: PHONE.up });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpu });
  // Watched from the page's start, by a mutation observer and each frame (a check costs little next to a board).
  await page.addInitScript((isFloor) => {
    const seen = { board: null, verdict: null };
    window.__seen = seen;
    const check = () => {
      const now = performance.now();
      if (isFloor) {
        if (seen.board === null && document.querySelector('cg-board piece')) seen.board = now;
        const s = document.getElementById('status');
        if (seen.verdict === null && s && s.textContent) seen.verdict = now;
      } else {
        for (const b of document.querySelectorAll('arbiter-board')) {
          if (seen.board === null && b.shadowRoot && b.shadowRoot.querySelector('.board-wrap svg')) seen.board = now;
          if (seen.verdict === null && b.explanation) seen.verdict = now;
        }
      }
      if (seen.board === null || seen.verdict === null) requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, floor);
  await page.goto(url, { waitUntil: 'commit' });
  const t = await page.waitForFunction(() => {
    const s = window.__seen;
    return s && s.board !== null && s.verdict !== null ? { board: s.board, verdict: s.verdict } : false;
  }, null, { polling: 250, timeout: 120_000 });
  const r = await t.jsonValue();
  await context.close();
  return r;
}

const median = (xs) => {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const secs = (ms) => (ms / 1000).toFixed(2);

const servers = [];
try {
  const targets = []; // { column, page, url, floor }
  for (const s of sites) {
    const srv = await serve(s.dir);
    servers.push(srv);
    for (const p of PAGES) targets.push({ column: s.name, page: p, url: srv.base + p, floor: false });
  }
  if (FLOOR) {
    const srv = await serve(buildFloor(path.resolve(FLOOR)));
    servers.push(srv);
    targets.push({ column: 'floor', page: 'floor.html', url: `${srv.base}floor.html`, floor: true });
  }
  const results = new Map(targets.map((t) => [t, []]));
  for (let i = 0; i < RUNS; i++) {
    for (const t of targets) {
      const r = await load(t.url, t.floor);
      results.get(t).push(r);
      console.error(`run ${i + 1}: ${t.column} ${t.page}: board ${secs(r.board)} s, verdict ${secs(r.verdict)} s`);
    }
  }
  const med = (t, k) => median(results.get(t).map((r) => r[k]));
  const floorT = targets.find((t) => t.floor);
  const floorV = floorT ? med(floorT, 'verdict') : null;
  console.log(`Phone profile (CPU 4x slower, 1.6 Mbps, 150 ms RTT, 412x823, first visit), median of ${RUNS} loads;` +
    ' seconds from navigation start to the first board / the first verdict.\n');
  const head = ['page', ...sites.map((s) => s.name)];
  console.log(`| ${head.join(' | ')} |${floorT ? ' floor: chessground + chess.js |' : ''}`);
  console.log(`|---|${sites.map(() => '---:|').join('')}${floorT ? '---:|' : ''}`);
  for (const p of PAGES) {
    const cells = sites.map((s) => {
      const t = targets.find((x) => x.column === s.name && x.page === p);
      const v = med(t, 'verdict');
      return `${secs(med(t, 'board'))} / ${secs(v)}${floorV ? ` (${(v / floorV).toFixed(1)}x)` : ''}`;
    });
    console.log(`| \`${p}\` | ${cells.join(' | ')} |${floorT ? ` ${secs(med(floorT, 'board'))} / ${secs(floorV)} |` : ''}`);
  }
} finally {
  await browser.close();
  for (const s of servers) await s.stop();
}
