// Renders www/preview.png, the link-preview picture every page names in its og:image and twitter:image tags
// (1200x630, the size preview cards use): the More-Squares page's Example 1 (its position and moves) with the refused C3-B3, drawn by the
// widget itself in headless Chromium (playwright-core, Debian's chromium) from a local server of www/. Run by
// hand after a visible change to the board (needs the built engine, make build); the PNG is committed.
//   node scripts/render-preview.mjs
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'www', 'preview.png');
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
const page = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<style>
  html, body { margin: 0; background: #fbf7ee; color: #1d1d1f; font: 16px/1.4 system-ui, sans-serif; }
  body { width: 1200px; height: 630px; box-sizing: border-box; padding: 22px 40px; overflow: hidden; }
  h1 { margin: 0 0 12px; font-size: 34px; } h1 span { font-weight: 400; color: #5b5b63; }
  arbiter-board { width: 920px; margin: 0 auto; --ab-bg: transparent; font-size: 18px; }
</style>
<script type="module" src="arbiter-board.js"></script></head><body>
<h1>Arbiter <span>· is this move legal, and why?</span></h1>
<arbiter-board id="b" theme="light" rules="isf" position="10/10/10/10/10/1b8/bj2b5/10/1O8/10 r"
  moves="B2-B3 B4-C4 B3-C3 C4-D4 C3-D3 D4-C4 D3-C3 C4-B4" step="end" try="C3-B3"></arbiter-board>
</body></html>`;
const browser = await chromium.launch({
  executablePath: process.env.ARBITER_CHROMIUM || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
         '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const p = await browser.newPage({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1, serviceWorkers: 'block',
    colorScheme: 'light', reducedMotion: 'reduce' });
  await p.route(`${base}preview-source.html`, (r) => r.fulfill({ contentType: 'text/html', body: page }));
  await p.goto(`${base}preview-source.html`);
  await p.waitForSelector('#b .verdict.refused', { timeout: 30_000 });
  await p.screenshot({ path: out, clip: { x: 0, y: 0, width: 1200, height: 630 } });
  console.log(`www/preview.png: 1200x630, ${fs.statSync(out).size} bytes`);
} finally {
  await browser.close();
  server.kill();
}
