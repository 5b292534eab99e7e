// The built site's version and the service worker's precache manifest (dist/sw-precache.js), written by
// scripts/build-site.mjs once every file of dist/ is in place (and by tests that make a second version of a site).
//
// The version is a hash of the content of every precached file and of sw.js: any change to any file a page loads
// gives a new version. Each HTML page carries it (<meta name="arbiter-version" content="...">, written here; the
// hash is of the page without it), so the service worker (www/sw.js) knows which version a page it has just fetched
// belongs to, and the page (www/register-sw.js) knows its own. The manifest names each file with its Subresource
// Integrity hash: the worker's download of a version fails, instead of caching a mix, if the server's files change
// during it (a deploy at that moment); the worker then tries again at the next update check.
//
//   import { writePrecache } from './precache.mjs';
//   writePrecache(distDir, ['index.html', 'arbiter-board.js', ...]) -> { version, files, bytes }
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';

export const META = 'arbiter-version';
const META_TAG = new RegExp(`\\s*<meta name="${META}" content="[^"]*">`, 'g');

/** A page without its version tag (what the version is a hash of). */
export const unversioned = (html) => html.replace(META_TAG, '');

/** The version named in a page (null without one). */
export function versionOf(html) {
  const m = html.match(new RegExp(`<meta name="${META}" content="([0-9a-f]+)">`));
  return m ? m[1] : null;
}

/** Puts `version` in `html`, after its charset declaration (else first in its head). */
function stamp(html, version) {
  const tag = `<meta name="${META}" content="${version}">`;
  const base = unversioned(html);
  const at = base.match(/<meta charset=[^>]*>/i) || base.match(/<head[^>]*>/i);
  if (!at) return `${tag}\n${base}`;
  const end = at.index + at[0].length;
  const indent = (base.slice(0, at.index).match(/[ \t]*$/) || [''])[0];
  return `${base.slice(0, end)}\n${indent}${tag}${base.slice(end)}`;
}

/** Writes `dir`/sw-precache.js for the precached files `precached` (paths relative to `dir`) and stamps the version
 * into each of their HTML pages. Returns the version, the manifest's file list (a folder's index.html also as the
 * folder) and the precache's total size in bytes (each file once). */
export function writePrecache(dir, precached) {
  const hash = crypto.createHash('sha256');
  const pages = new Map();
  for (const f of [...precached].sort()) {
    let data = fs.readFileSync(path.join(dir, f));
    if (f.endsWith('.html')) {
      const html = unversioned(data.toString('utf8'));
      pages.set(f, html);
      data = Buffer.from(html);
    }
    hash.update(`${f}\0`).update(data);
  }
  hash.update('sw.js\0').update(fs.readFileSync(path.join(dir, 'sw.js')));
  const version = hash.digest('hex').slice(0, 16);
  for (const [f, html] of pages) fs.writeFileSync(path.join(dir, f), stamp(html, version));
  const integrity = {};
  let bytes = 0;
  for (const f of precached) {
    const data = fs.readFileSync(path.join(dir, f));
    bytes += data.length;
    integrity[f] = `sha256-${crypto.createHash('sha256').update(data).digest('base64')}`;
  }
  // A folder's index.html is also asked for as the folder itself ("./", "rules/").
  const files = [];
  for (const f of [...precached].sort()) {
    if (/(^|\/)index\.html$/.test(f)) {
      const folder = f.slice(0, -10) || './';
      files.push(folder);
      integrity[folder] = integrity[f];
    }
    files.push(f);
  }
  const manifest = { version, files, integrity: Object.fromEntries(files.map((f) => [f, integrity[f]])) };
  fs.writeFileSync(path.join(dir, 'sw-precache.js'), `self.ARBITER_PRECACHE = ${JSON.stringify(manifest)};\n`);
  return { version, files, bytes };
}
