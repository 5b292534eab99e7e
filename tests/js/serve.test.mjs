// The demo's static server (scripts/serve.mjs), as a static host: compressed copies by Accept-Encoding, the right
// Content-Type, CORS on every answer, nothing outside its root; `--help` prints its usage and exits.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const serve = path.join(root, 'scripts', 'serve.mjs');
const site = fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-serve-'));
const servers = [];

/** Starts scripts/serve.mjs with `args` on a free port; resolves to its base URL. */
function start(...args) {
  const child = spawn(process.execPath, [serve, '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  servers.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/http:\/\/[^\s/]+:\d+\//);
      if (m) resolve(m[0]);
    });
    child.on('exit', (code) => reject(new Error(`serve.mjs exited with ${code}: ${out}`)));
  });
}

// A raw request, so that paths such as /../x reach the server as written.
function get(base, rawPath, { method = 'GET', encoding } = {}) {
  const url = new URL(base);
  const headers = encoding ? { 'Accept-Encoding': encoding } : {};
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path: rawPath, method, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const script = `export const text = ${JSON.stringify('the widget '.repeat(500))};\n`;
let base;
before(async () => {
  fs.writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>t</title>\n');
  fs.writeFileSync(path.join(site, 'notes.md'), '# Notes\n');
  fs.writeFileSync(path.join(site, 'engine.wasm'), Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]));
  fs.writeFileSync(path.join(site, 'widget.js'), script);
  fs.writeFileSync(path.join(site, 'widget.js.gz'), zlib.gzipSync(script));
  fs.writeFileSync(path.join(site, 'widget.js.br'), zlib.brotliCompressSync(script));
  base = await start('--root', site);
});

after(() => {
  for (const s of servers) s.kill();
  fs.rmSync(site, { recursive: true, force: true });
});

test('--help prints the usage and exits without serving', () => {
  const r = spawnSync(process.execPath, [serve, '--help'], { encoding: 'utf8', timeout: 10_000 });
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /^Usage: node scripts\/serve\.mjs/);
  assert.doesNotMatch(r.stdout, /Serving/);
});

test('a compressed copy by Accept-Encoding (brotli, else gzip), the file itself to a client that takes neither', async () => {
  for (const [accept, encoding, unpack] of [['br, gzip', 'br', zlib.brotliDecompressSync], ['gzip, deflate', 'gzip', zlib.gunzipSync],
    [undefined, undefined, (b) => b]]) {
    const r = await get(base, '/widget.js', { encoding: accept });
    assert.equal(r.status, 200);
    assert.equal(r.headers['content-encoding'], encoding, String(accept));
    assert.match(r.headers['content-type'], /^text\/javascript/);
    assert.match(r.headers.vary ?? '', /Accept-Encoding/i);
    assert.equal(unpack(r.body).toString(), script);
  }
});

test('the Content-Type of the wasm, Markdown and pages; HEAD has no body', async () => {
  assert.equal((await get(base, '/engine.wasm')).headers['content-type'], 'application/wasm');
  assert.equal((await get(base, '/notes.md')).headers['content-type'], 'text/markdown; charset=utf-8');
  const index = await get(base, '/');
  assert.equal(index.status, 200);
  assert.match(index.headers['content-type'], /^text\/html/);
  const head = await get(base, '/index.html', { method: 'HEAD' });
  assert.equal(head.status, 200);
  assert.equal(head.body.length, 0);
});

test('every answer allows other origins (CORS), so a page elsewhere can load the module build and its engine', async () => {
  for (const [p, method, status] of [['/widget.js', 'GET', 200], ['/engine.wasm', 'GET', 200],
    ['/board/missing.js', 'HEAD', 404], ['/pkg/missing/arbiter_bg.wasm', 'GET', 404]]) {
    const r = await get(base, p, { method });
    assert.equal(r.status, status, p);
    assert.equal(r.headers['access-control-allow-origin'], '*', `${method} ${p}`);
  }
});

test('nothing outside the root, no other methods, 404 for missing files', async () => {
  fs.writeFileSync(path.join(path.dirname(site), 'arbiter-serve-secret.txt'), 'secret');
  try {
    for (const p of ['/../arbiter-serve-secret.txt', '/%2e%2e/arbiter-serve-secret.txt', '/..%2farbiter-serve-secret.txt']) {
      const r = await get(base, p);
      assert.ok(r.status === 403 || r.status === 404, `${p}: ${r.status}`);
      assert.doesNotMatch(r.body.toString(), /secret/, p);
    }
  } finally {
    fs.rmSync(path.join(path.dirname(site), 'arbiter-serve-secret.txt'));
  }
  assert.equal((await get(base, '/no-such-file.html')).status, 404);
  assert.equal((await get(base, '/', { method: 'POST' })).status, 405);
  assert.equal((await get(base, '/%00')).status, 400);
});

test('by default the built site, dist/: the playground, its scripts and the engine', { skip: !fs.existsSync(path.join(root, 'dist', 'index.html')) && 'dist/ is not built (make build)' }, async () => {
  const dist = await start();
  const index = await get(dist, '/', { encoding: 'gzip' });
  assert.equal(index.status, 200);
  assert.match(index.headers['content-type'], /^text\/html/);
  const wasm = await get(dist, '/pkg/stratego/arbiter_bg.wasm', { encoding: 'gzip' });
  assert.equal(wasm.headers['content-type'], 'application/wasm');
  assert.equal(wasm.headers['content-encoding'], 'gzip');
  assert.deepEqual([...zlib.gunzipSync(wasm.body).subarray(0, 4)], [0x00, 0x61, 0x73, 0x6d]);
});

test('the demo page builds its DOM with textContent, never from HTML strings', () => {
  for (const f of ['demo.js', 'index.html']) {
    const src = fs.readFileSync(path.join(root, 'www', f), 'utf8');
    for (const sink of ['innerHTML', 'outerHTML', 'insertAdjacentHTML', 'document.write', 'createContextualFragment', 'eval(']) {
      assert.ok(!src.includes(sink), `www/${f} uses ${sink}`);
    }
  }
});
