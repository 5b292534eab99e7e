// Prints the size of the built WebAssembly packages, raw and gzipped (zlib level 9), as a Markdown table: the
// full package with every game twice (pkg/, the npm package, built at opt-level 3 for speed; www/pkg/, the pages'
// fallback and the bundles', at opt-level z), and each game's own package (www/pkg/<game>/, which the widget
// loads for a board of that game). The engine JS is each package's arbiter.js: minified under www/pkg/ (as
// served), wasm-bindgen's readable file in pkg/.
//   node scripts/size.mjs            the table of every package scripts/build-wasm.sh made
//   node scripts/size.mjs files...   the raw and gzipped size of each file given
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const gz = (bytes) => zlib.gzipSync(bytes, { level: 9 }).length;
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

if (process.argv.length > 2) {
  let missing = false;
  for (const f of process.argv.slice(2)) {
    const p = path.resolve(root, f);
    if (!fs.existsSync(p)) {
      console.error(`${f}: missing (run make build)`);
      missing = true;
      continue;
    }
    const bytes = fs.readFileSync(p);
    const g = gz(bytes);
    console.log(`${f}: ${bytes.length} bytes raw, ${g} bytes gzipped (${kib(g)})`);
  }
  process.exit(missing ? 1 : 0);
}

const packages = [
  ['pkg/', 'every game (npm package, opt 3)'],
  ['www/pkg/', 'every game (the pages\' fallback and bundles, opt z)'],
];
const perGame = path.join(root, 'www', 'pkg');
if (fs.existsSync(perGame)) {
  for (const e of fs.readdirSync(perGame, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (e.isDirectory()) packages.push([`www/pkg/${e.name}/`, `${e.name} only`]);
  }
}
console.log('| package | games | wasm raw | wasm gzipped | engine JS gzipped | together gzipped |');
console.log('|---|---|---:|---:|---:|---:|');
let missing = false;
for (const [dir, games] of packages) {
  const wasm = path.join(root, dir, 'arbiter_bg.wasm');
  // The engine JS: as served to the widget under www/pkg/ (minified by scripts/build-wasm.sh); pkg/, the npm
  // package, keeps wasm-bindgen's readable file.
  const js = path.join(root, dir, 'arbiter.js');
  if (!fs.existsSync(wasm) || !fs.existsSync(js)) {
    console.error(`${dir}: missing (run make build)`);
    missing = true;
    continue;
  }
  const w = fs.readFileSync(wasm);
  const gw = gz(w);
  const gj = gz(fs.readFileSync(js));
  console.log(`| ${dir} | ${games} | ${w.length} B | ${gw} B (${kib(gw)}) | ${gj} B | ${gw + gj} B (${kib(gw + gj)}) |`);
}
process.exit(missing ? 1 : 0);
