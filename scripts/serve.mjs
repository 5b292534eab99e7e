// Serves the built site (dist/) on localhost as a static host does: the compressed copies the build wrote
// (.br, .gz) by Accept-Encoding, the right Content-Type (application/wasm, text/markdown), 404 for a missing file.
// Every answer carries `Access-Control-Allow-Origin: *`, so a page on another origin can load the widget's module
// build (module scripts, their import()s and the wasm fetch are CORS requests; the files are public and no request
// carries credentials). Only GET and HEAD, only files under the root. The tests' in-process server
// (tests/js/dist/server.mjs) answers with the same handler. Serving the sources (--root www), a request for
// /docs/<name>.md that www/ does not hold is answered from the repository's docs/ (the formats the pages link;
// the built site has them as pages, docs/<name>.html), as text/markdown, which a browser shows.
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sirv from 'sirv';

const USAGE = `Usage: node scripts/serve.mjs [--port 8080] [--host 127.0.0.1] [--root dist]
Serves a folder (default: dist/, the site \`make build\` writes; --root www serves the sources unbuilt) on
http://HOST:PORT/ until Ctrl-C. --port 0 takes a free port; the address is printed once it listens.`;

const UTF8 = '; charset=utf-8';
const TYPES = { '.md': `text/markdown${UTF8}`, '.wasm': 'application/wasm', '.js': `text/javascript${UTF8}`,
  '.css': `text/css${UTF8}`, '.txt': `text/plain${UTF8}`, '.json': `application/json${UTF8}` };

/** A request handler (req, res) for the files under `root`: GET and HEAD only, 404 for anything else; `cors`: the
 * header that lets other origins read the answers; `docs`: the folder /docs/<name>.md falls back to (by default the
 * repository's docs/ when `root` is its www/). */
export function staticSite(root, { cors = true, docs = defaultDocs(root) } = {}) {
  const docFiles = docs ? sirv(docs, { dev: true, setHeaders: (res) => {
    res.setHeader('Content-Type', TYPES['.md']);
    res.setHeader('X-Content-Type-Options', 'nosniff');
  } }) : null;
  const files = sirv(path.resolve(root), {
    dev: true, // the files as they are now (a new build needs no restart)
    gzip: true,
    brotli: true,
    setHeaders(res, pathname) {
      const type = TYPES[path.extname(pathname)];
      if (type) res.setHeader('Content-Type', type);
      res.setHeader('X-Content-Type-Options', 'nosniff');
    },
  });
  return (req, res) => {
    if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cache-Control', 'no-store');
    const fail = (status, text) => {
      res.writeHead(status, { 'Content-Type': `text/plain${UTF8}` });
      res.end(`${text}\n`);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return fail(405, 'method not allowed');
    }
    try {
      if (decodeURIComponent(new URL(req.url, 'http://localhost').pathname).includes('\0')) return fail(400, 'bad request');
    } catch {
      return fail(400, 'bad request');
    }
    const notFound = () => fail(404, 'not found');
    const doc = new URL(req.url, 'http://localhost').pathname.match(/^\/docs(\/[\w-]+\.md)$/);
    if (docFiles && doc) {
      return files(req, res, () => {
        req.url = doc[1];
        docFiles(req, res, notFound);
      });
    }
    return files(req, res, notFound);
  };
}

/** The repository's docs/ for its www/ (the unbuilt site), else none. */
function defaultDocs(root) {
  const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  return path.resolve(root) === path.join(here, 'www') ? path.join(here, 'docs') : null;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values: opts } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.PORT ?? '8080' },
      host: { type: 'string', default: '127.0.0.1' },
      root: { type: 'string', default: path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist') },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (opts.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const server = http.createServer(staticSite(opts.root));
  server.listen(Number(opts.port), opts.host, () => {
    console.log(`Serving ${path.resolve(opts.root)} at http://${opts.host}:${server.address().port}/ (Ctrl-C to stop)`);
  });
}
