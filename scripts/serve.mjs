// A tiny static file server for the demo page, with no dependencies: serves www/ on localhost.
//   node scripts/serve.mjs [--port 8080] [--root www]
// Only GET and HEAD; only files under the root (no directory listings, no paths outside the root).
// Every answer carries `Access-Control-Allow-Origin: *`, so a page on another origin (another port, too) can load
// the widget's module build from here: module scripts, their import()s and the wasm fetch are CORS requests,
// which a browser refuses without that header (the classic build, a plain <script src>, needs none). The files
// are public and no request carries credentials, so `*` is safe.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : fallback;
};
const root = path.resolve(opt('--root', path.join(here, '..', 'www')));
const port = Number(opt('--port', process.env.PORT ?? 8080));
const host = opt('--host', '127.0.0.1');

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const CORS = { 'Access-Control-Allow-Origin': '*' };

function send(res, status, text) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...CORS });
  res.end(text + '\n');
}

const server = http.createServer((req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return send(res, 405, 'method not allowed');
  }
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
  } catch {
    return send(res, 400, 'bad request');
  }
  if (pathname.includes('\0')) return send(res, 400, 'bad request');
  if (pathname.endsWith('/')) pathname += 'index.html';
  const file = path.resolve(root, '.' + pathname);
  if (file !== root && !file.startsWith(root + path.sep)) return send(res, 403, 'forbidden');
  fs.stat(file, (err, st) => {
    if (err || !st.isFile()) return send(res, 404, 'not found: ' + pathname);
    res.writeHead(200, {
      'Content-Type': MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      'Content-Length': st.size,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...CORS,
    });
    if (req.method === 'HEAD') return res.end();
    fs.createReadStream(file).pipe(res);
  });
});

server.listen(port, host, () => {
  const { port: actual } = server.address();
  console.log(`Serving ${root} at http://${host === '0.0.0.0' ? 'localhost' : host}:${actual}/ (Ctrl-C to stop)`);
});
