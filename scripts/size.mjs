// Prints the size of the built WebAssembly package: raw and gzipped (zlib level 9), as served.
//   node scripts/size.mjs [files...]   (default: pkg/arbiter_bg.wasm pkg/arbiter.js)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const files = process.argv.length > 2 ? process.argv.slice(2) : ['pkg/arbiter_bg.wasm', 'pkg/arbiter.js'];
let missing = false;
for (const f of files) {
  const p = path.resolve(root, f);
  if (!fs.existsSync(p)) {
    console.error(`${f}: missing (run make build)`);
    missing = true;
    continue;
  }
  const bytes = fs.readFileSync(p);
  const gz = zlib.gzipSync(bytes, { level: 9 }).length;
  console.log(`${f}: ${bytes.length} bytes raw, ${gz} bytes gzipped (${(gz / 1024).toFixed(1)} KiB)`);
}
process.exit(missing ? 1 : 0);
