// Memory of sessions opened and never freed (docs/performance.md, "Sessions never freed"): opens N `Game`s
// (default 300,000), each asked one question and then dropped without free(), in a loop that yields to the event
// loop every 1,000 sessions (so that finalizers can run), and prints the wasm memory and the process's resident
// memory every 50,000.
//   node bench/unfreed-sessions.mjs [N] [package directory, default pkg]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const N = Number(process.argv[2] ?? 300_000);
const dir = path.resolve(root, process.argv[3] ?? 'pkg');
const A = await import(pathToFileURL(path.join(dir, 'arbiter.js')).href);
const { memory } = A.initSync({ module: fs.readFileSync(path.join(dir, 'arbiter_bg.wasm')) });
const MiB = (n) => (n / 2 ** 20).toFixed(1);
const t0 = performance.now();
for (let i = 1; i <= N; i++) {
  const g = new A.Game({ game: 'xiangqi', moves: ['h2e2'] });
  g.validate('h9g7');
  if (i % 1000 === 0) await new Promise((resolve) => setImmediate(resolve));
  if (i % 50_000 === 0 || i === N) {
    console.log(`${i} sessions: wasm memory ${MiB(memory.buffer.byteLength)} MiB, resident ${MiB(process.memoryUsage().rss)} MiB, ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
}
