// Fairy-Stockfish's WebAssembly build (the npm package fairy-stockfish-nnue.wasm) as a synchronous perft, for
// bench/peers/xiangqi.mjs. The engine answers asynchronously (UCI text lines, its search in a thread of its own),
// while run.mjs times every engine with a synchronous call; so the engine lives in a worker thread of this
// process, loaded once, and `perft` posts it the command and blocks on Atomics.wait until the worker has the
// engine's "Nodes searched" line. The worker times each perft itself, from the `go perft` command to that line.
// Node 18+ has a global fetch, with which the package's Emscripten loader tries to fetch the .wasm by its file
// path and fails; the wasm bytes are handed to it instead (wasmBinary).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';

/// Loads the engine from its package folder `dir` with `variant` (UCI_Variant), in a worker thread. Returns
/// { perft(fen, depth) -> { nodes, seconds, cpuSeconds }, close() }: `seconds` is the wall time, `cpuSeconds` the
/// CPU time of the whole process over the same stretch (the engine's threads; this thread is blocked meanwhile).
export async function startFairyStockfish(dir, variant) {
  // Int32 [0]: 0 waiting, 1 answered; [1], [2]: the node count's low and high 32 bits. Float64 [2], [3]: the
  // wall and CPU seconds.
  const shared = new SharedArrayBuffer(32);
  const flag = new Int32Array(shared, 0, 4);
  const seconds = new Float64Array(shared, 16, 2);
  const worker = new Worker(new URL(import.meta.url), { workerData: { dir, variant, shared } });
  await new Promise((resolve, reject) => {
    worker.once('message', (m) => (m === 'ready' ? resolve() : reject(new Error(String(m)))));
    worker.once('error', reject);
  });
  return {
    perft(fen, depth) {
      Atomics.store(flag, 0, 0);
      worker.postMessage({ fen, depth });
      while (Atomics.wait(flag, 0, 0, 600_000) === 'ok' && Atomics.load(flag, 0) === 0);
      if (Atomics.load(flag, 0) !== 1) throw new Error('Fairy-Stockfish did not answer the perft (or refused the position)');
      return { nodes: flag[2] * 2 ** 32 + (flag[1] >>> 0), seconds: seconds[0], cpuSeconds: seconds[1] };
    },
    close: () => worker.terminate(),
  };
}

if (!isMainThread) {
  const { dir, variant, shared } = workerData;
  const flag = new Int32Array(shared, 0, 4);
  const seconds = new Float64Array(shared, 16, 2);
  const Stockfish = createRequire(import.meta.url)(path.join(dir, 'stockfish.js'));
  const engine = await Stockfish({ wasmBinary: fs.readFileSync(path.join(dir, 'stockfish.wasm')) });
  let waiting = null;
  engine.addMessageListener((line) => {
    if (waiting && line.startsWith(waiting.prefix)) {
      const w = waiting;
      waiting = null;
      w.resolve(line);
    }
  });
  const ask = (command, prefix) =>
    new Promise((resolve) => {
      waiting = { prefix, resolve };
      engine.postMessage(command);
    });
  await ask('uci', 'uciok');
  engine.postMessage(`setoption name UCI_Variant value ${variant}`);
  await ask('isready', 'readyok');
  parentPort.on('message', async ({ fen, depth }) => {
    engine.postMessage(`position fen ${fen}`);
    await ask('isready', 'readyok');
    const t = performance.now();
    const cpu = process.cpuUsage();
    const line = await ask(`go perft ${depth}`, 'Nodes searched');
    seconds[0] = (performance.now() - t) / 1000;
    const used = process.cpuUsage(cpu);
    seconds[1] = (used.user + used.system) / 1e6;
    const nodes = Number(line.split(':')[1]);
    flag[1] = nodes % 2 ** 32 | 0;
    flag[2] = Math.floor(nodes / 2 ** 32);
    Atomics.store(flag, 0, 1);
    Atomics.notify(flag, 0);
  });
  parentPort.postMessage('ready');
}
