// A static server for the tests of the built site (offline, CSP, bundle) and scripts/measure-page.mjs, in the
// test's own process so a test can add pages with their own headers, see every request, and take the server
// "offline" (every request then gets its connection destroyed, as with no network).
//   const s = await startStatic({ root: distRoot, pages: { '/csp.html': { body, headers } } });
//   s.base, s.requests (paths asked for), s.offline = true, await s.stop()
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
/** The built site (scripts/build-site.mjs). */
export const distRoot = path.join(repoRoot, 'dist');

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * root: a directory served as is, the built site by default (or null: only `pages`); pages: { '/path': { body, headers?, type?, status? } }
 * or { '/path': { handler(req, res) } } (a page that answers by itself, e.g. a slow or endless stream).
 * Resolves to { base, requests, offline, stop }.
 */
export async function startStatic({ root = distRoot, pages = {} } = {}) {
  const state = { offline: false, requests: [] };
  const sockets = new Set();
  const server = http.createServer((req, res) => {
    if (state.offline) {
      state.requests.push(`OFFLINE ${req.url}`);
      req.socket.destroy();
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    state.requests.push(pathname);
    const page = pages[pathname];
    if (page && page.handler) {
      page.handler(req, res);
      return;
    }
    if (page) {
      res.writeHead(page.status || 200, {
        'Content-Type': page.type || 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        ...(page.headers || {}),
      });
      res.end(page.body);
      return;
    }
    if (pathname.endsWith('/')) pathname += 'index.html';
    const file = root ? path.resolve(root, '.' + pathname) : null;
    if (!file || pathname.includes('\0') || !file.startsWith(path.resolve(root) + path.sep)) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found\n');
      return;
    }
    fs.readFile(file, (err, body) => {
      if (err) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found\n');
        return;
      }
      res.writeHead(200, {
        'Content-Type': MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
        'Cache-Control': 'no-store',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}/`;
  return {
    base,
    requests: state.requests,
    get offline() {
      return state.offline;
    },
    set offline(v) {
      state.offline = !!v;
      if (v) for (const s of sockets) s.destroy(); // no kept-alive connection survives
    },
    stop: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
