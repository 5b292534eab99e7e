// A static server for the tests of the built site (offline, CSP, bundle) and scripts/measure-page.mjs, in the
// test's own process so a test can add pages with their own headers, see every request, and take the server
// "offline" (every request then gets its connection destroyed, as with no network). Files are answered as
// scripts/serve.mjs answers them (compressed copies, types), without its CORS header.
//   const s = await startStatic({ root: distRoot, pages: { '/csp.html': { body, headers } } });
//   s.base, s.requests (paths asked for), s.offline = true, await s.stop()
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { staticSite } from '../../../scripts/serve.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
/** The built site (scripts/build-site.mjs). */
export const distRoot = path.join(repoRoot, 'dist');

/**
 * root: a directory served as is, the built site by default (or null: only `pages`); pages: { '/path': { body, headers?, type?, status? } }
 * or { '/path': { handler(req, res) } } (a page that answers by itself, e.g. a slow or endless stream).
 * Resolves to { base, requests, offline, stop }.
 */
export async function startStatic({ root = distRoot, pages = {} } = {}) {
  const state = { offline: false, requests: [] };
  const files = root ? staticSite(root, { cors: false }) : null;
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
    if (files) files(req, res);
    else res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found\n');
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
