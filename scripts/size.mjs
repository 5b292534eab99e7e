// Prints the size of the built engine packages and single-file builds, raw and gzipped (zlib level 9), as Markdown
// tables: pkg/ (the npm package, every game, opt-level 3 for speed), dist/pkg/ (every game, as the site serves it:
// opt-level z, glue minified), dist/pkg/<game>/ (one game's package, which the widget loads for a board of that
// game), dist/pkg/<game>/lite/ (the same without the document reader), and dist/arbiter-board[.<game>].bundle.js.
//   node scripts/size.mjs            the tables of what make build made
//   node scripts/size.mjs files...   the raw and gzipped size of each file given
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const gz = (bytes) => zlib.gzipSync(bytes, { level: 9 }).length;
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
let missing = false;
const read = (rel) => {
  const p = path.join(root, rel);
  if (fs.existsSync(p)) return fs.readFileSync(p);
  console.error(`${rel}: missing (run make build)`);
  missing = true;
  return null;
};

if (process.argv.length > 2) {
  for (const f of process.argv.slice(2)) {
    const bytes = read(path.relative(root, path.resolve(f)));
    if (bytes) console.log(`${f}: ${bytes.length} bytes raw, ${gz(bytes)} bytes gzipped (${kib(gz(bytes))})`);
  }
  process.exit(missing ? 1 : 0);
}

const packages = [['pkg/', 'every game (npm package, opt 3)'], ['dist/pkg/', 'every game (the site\'s fallback, opt z)']];
const perGame = path.join(root, 'dist', 'pkg');
for (const e of fs.existsSync(perGame) ? fs.readdirSync(perGame, { withFileTypes: true }) : []) {
  if (!e.isDirectory()) continue;
  packages.push([`dist/pkg/${e.name}/`, `${e.name} only`]);
  if (fs.existsSync(path.join(perGame, e.name, 'lite'))) {
    packages.push([`dist/pkg/${e.name}/lite/`, `${e.name} only, without the document reader`]);
  }
}
console.log('| package | games | wasm raw | wasm gzipped | engine JS gzipped | together gzipped |');
console.log('|---|---|---:|---:|---:|---:|');
for (const [dir, games] of packages) {
  const [w, j] = [read(`${dir}arbiter_bg.wasm`), read(`${dir}arbiter.js`)];
  if (!w || !j) continue;
  const [gw, gj] = [gz(w), gz(j)];
  console.log(`| ${dir} | ${games} | ${w.length} B | ${gw} B (${kib(gw)}) | ${gj} B | ${gw + gj} B (${kib(gw + gj)}) |`);
}
console.log('\n| single-file build | raw | gzipped |\n|---|---:|---:|');
const dist = path.join(root, 'dist');
for (const f of fs.existsSync(dist) ? fs.readdirSync(dist).filter((n) => /\.bundle\.js$/.test(n)).sort() : []) {
  const b = fs.readFileSync(path.join(dist, f));
  console.log(`| dist/${f} | ${b.length} B | ${gz(b)} B (${kib(gz(b))}) |`);
}
process.exit(missing ? 1 : 0);
