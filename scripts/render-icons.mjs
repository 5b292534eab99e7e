// Renders the app icons' PNGs from their SVGs in headless Chromium (playwright-core, Debian's chromium), for
// the web app manifest. Run by hand after changing an SVG; the PNGs are committed.
//   node scripts/render-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const icons = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'www', 'icons');
const OUT = [
  ['icon.svg', 'icon-192.png', 192],
  ['icon.svg', 'icon-512.png', 512],
  ['icon-maskable.svg', 'icon-maskable-512.png', 512],
];

const browser = await chromium.launch({
  executablePath: process.env.ARBITER_CHROMIUM || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
         '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  for (const [svg, png, size] of OUT) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const data = fs.readFileSync(path.join(icons, svg)).toString('base64');
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}img{display:block}</style>` +
        `<img width="${size}" height="${size}" src="data:image/svg+xml;base64,${data}">`,
    );
    await page.waitForFunction(() => document.images[0].complete && document.images[0].naturalWidth > 0);
    await page.screenshot({ path: path.join(icons, png), omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    await page.close();
    console.log(`www/icons/${png}: ${size}x${size}, ${fs.statSync(path.join(icons, png)).size} bytes`);
  }
} finally {
  await browser.close();
}
