// The demo's static server (scripts/serve.mjs) and the demo page's sources.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
let server;
let base;

before(async () => {
  server = spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs'), '--port', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  base = await new Promise((resolve, reject) => {
    let out = '';
    server.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/http:\/\/[^\s/]+:\d+\//);
      if (m) resolve(m[0]);
    });
    server.on('exit', (code) => reject(new Error(`serve.mjs exited with ${code}: ${out}`)));
  });
});

after(() => server?.kill());

// A raw GET, so that paths such as /../x reach the server as written.
function get(rawPath, method = 'GET') {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path: rawPath, method }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, type: res.headers['content-type'], headers: res.headers,
        body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('serves the page, its script and the wasm with the right MIME types', async () => {
  const index = await get('/');
  assert.equal(index.status, 200);
  assert.match(index.type, /^text\/html/);
  assert.match(index.body.toString(), /demo\.js/);
  const js = await get('/demo.js');
  assert.equal(js.status, 200);
  assert.match(js.type, /^text\/javascript/);
  if (fs.existsSync(path.join(root, 'www', 'pkg', 'arbiter_bg.wasm'))) {
    const wasm = await get('/pkg/arbiter_bg.wasm');
    assert.equal(wasm.status, 200);
    assert.equal(wasm.type, 'application/wasm');
    assert.deepEqual([...wasm.body.subarray(0, 4)], [0x00, 0x61, 0x73, 0x6d]);
    assert.match((await get('/pkg/arbiter.js')).type, /^text\/javascript/);
  }
  const head = await get('/index.html', 'HEAD');
  assert.equal(head.status, 200);
  assert.equal(head.body.length, 0);
});

test('every answer allows other origins (CORS), so a page elsewhere can load the module build and its engine', async () => {
  // www/embed.html's "other origin" recipe: module scripts, their import()s and the wasm fetch are CORS requests.
  const files = ['/arbiter-board.js', '/board/engine.js', '/arbiter-board.css'];
  if (fs.existsSync(path.join(root, 'www', 'pkg', 'stratego', 'arbiter_bg.wasm'))) {
    files.push('/pkg/stratego/arbiter.js', '/pkg/stratego/arbiter_bg.wasm');
  }
  for (const f of files) {
    const r = await get(f);
    assert.equal(r.status, 200, f);
    assert.equal(r.headers['access-control-allow-origin'], '*', f);
  }
  // The widget asks for a failed file's status with HEAD, from the host page's origin: a 404 must be readable.
  for (const [p, method] of [['/board/missing.js', 'HEAD'], ['/pkg/missing/arbiter_bg.wasm', 'GET']]) {
    const r = await get(p, method);
    assert.equal(r.status, 404, p);
    assert.equal(r.headers['access-control-allow-origin'], '*', `${method} ${p}`);
  }
});

test('nothing outside www/, no other methods, 404 for missing files', async () => {
  for (const p of ['/../package.json', '/%2e%2e/package.json', '/..%2fpackage.json', '/pkg/../../Cargo.toml']) {
    const r = await get(p);
    assert.ok(r.status === 403 || r.status === 404, `${p}: ${r.status}`);
    assert.doesNotMatch(r.body.toString(), /devDependencies|\[package\]/, p);
  }
  assert.equal((await get('/no-such-file.html')).status, 404);
  assert.equal((await get('/', 'POST')).status, 405);
  assert.equal((await get('/%00')).status, 400);
});

test('the demo page builds its DOM with textContent, never from HTML strings', () => {
  for (const f of ['demo.js', 'index.html']) {
    const src = fs.readFileSync(path.join(root, 'www', f), 'utf8');
    for (const sink of ['innerHTML', 'outerHTML', 'insertAdjacentHTML', 'document.write', 'createContextualFragment', 'eval(']) {
      assert.ok(!src.includes(sink), `www/${f} uses ${sink}`);
    }
  }
});
