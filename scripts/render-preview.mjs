// Renders the link-preview pictures the pages name in their og:image and twitter:image tags (1200x630, the size
// preview cards use): for each rule page one of its own examples with the move its rule refuses, tried, so the
// picture shows the verdict and the rule cited; www/preview.png (the More-Squares page's Example 1, also the
// picture of the pages that show any game) and one per other rule page, whose game it shows. Drawn by the widget
// itself in headless Chromium (playwright-core, Debian's chromium) from a local server of the built site. Run by
// hand after a visible change to the board (needs the built site, make build); the PNGs are committed, so that
// building the site needs no browser.
//   node scripts/render-preview.mjs [preview-xiangqi.png ...]   (default: every picture)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { PREVIEWS } from './site-pages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const wanted = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(PREVIEWS);
/** The picture's board: its page's example (the preview of the More-Squares page gives the example's values
 * as attributes), opened where the refused move is tried. */
const boardOf = ({ example, board }) => (board.includes('position=') ? board : `example="${example}" ${board}`);
const server = spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs'), '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
const base = await new Promise((resolve, reject) => {
  let text = '';
  server.stdout.on('data', (d) => {
    text += d;
    const m = text.match(/http:\/\/[^\s/]+:\d+\//);
    if (m) resolve(m[0]);
  });
  server.on('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
});
const page = (game, attrs) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<style>
  html, body { margin: 0; background: #fbf7ee; color: #1d1d1f; font: 16px/1.4 system-ui, sans-serif; }
  body { width: 1200px; height: 630px; box-sizing: border-box; padding: 22px 40px; overflow: hidden; }
  h1 { margin: 0 0 12px; font-size: 34px; } h1 span { font-weight: 400; color: #5b5b63; }
  arbiter-board { width: ${{ Stratego: 920, Xiangqi: 860, Bogenschach: 960 }[game]}px; margin: 0 auto; --ab-bg: transparent; font-size: 18px; }
</style>
<script type="module" src="arbiter-board.js"></script></head><body>
<h1>Arbiter · ${game} <span>· is this move legal, and why?</span></h1>
<arbiter-board id="b" theme="light" lang="en" ${attrs}></arbiter-board>
</body></html>`;
const browser = await chromium.launch({
  executablePath: process.env.ARBITER_CHROMIUM || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
         '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  for (const name of wanted) {
    if (!PREVIEWS[name]) throw new Error(`unknown picture ${name}: ${Object.keys(PREVIEWS).join(', ')}`);
    const out = path.join(root, 'www', name);
    const p = await browser.newPage({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1, serviceWorkers: 'block',
      colorScheme: 'light', reducedMotion: 'reduce' });
    await p.route(`${base}preview-source.html`, (r) => r.fulfill({ contentType: 'text/html', body: page(PREVIEWS[name].game, boardOf(PREVIEWS[name])) }));
    await p.goto(`${base}preview-source.html`);
    await p.waitForSelector('#b .verdict.refused', { timeout: 60_000 });
    await p.screenshot({ path: out, clip: { x: 0, y: 0, width: 1200, height: 630 } });
    console.log(`www/${name}: 1200x630, ${fs.statSync(out).size} bytes`);
    await p.close();
  }
} finally {
  await browser.close();
  server.kill();
}
