// Arbiter's service worker: after one visit the pages and the widget work with the network off.
//   - On install it precaches every file of the site: the list and its content hash are in sw-precache.js,
//     which scripts/build-site.mjs writes into the built site (dist/), so a new page is included by the next
//     build. The cache is named after that hash ("arbiter-<hash>").
//   - HTML (page navigations): network first, so a reader online always gets the current page; the cache when
//     the network fails (or has not answered within NETWORK_TIMEOUT ms and a cached copy exists).
//   - Everything else precached (JS, CSS, wasm, examples, icons): cache first. These files are versioned by the
//     cache name: a build that changes any of them changes sw-precache.js, the browser sees the new worker,
//     which precaches the new files under the new name and deletes the old caches on activate.
//   - Other same-origin GETs: network, falling back to the cache. Other origins: not touched.
// Registered by register-sw.js. www/ works unbuilt, without sw-precache.js: there the worker fails to install and
// the pages simply stay online-only.
/* eslint-env serviceworker */
importScripts('./sw-precache.js');

const { version, files } = self.ARBITER_PRECACHE;
const PREFIX = 'arbiter-';
const CACHE = `${PREFIX}${version}`;
const NETWORK_TIMEOUT = 4000;
const SCOPE = self.registration.scope;
const PRECACHED = new Set(files.map((f) => new URL(f, SCOPE).href));

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // cache: 'reload' skips the HTTP cache, so the precache holds what the server has now.
      await cache.addAll([...PRECACHED].map((url) => new Request(url, { cache: 'reload' })));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET') return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin) return;
  const isHtml = req.mode === 'navigate' || (req.headers.get('Accept') || '').includes('text/html');
  if (isHtml) event.respondWith(networkFirst(req, url));
  else if (PRECACHED.has(url.origin + url.pathname)) event.respondWith(cacheFirst(req, url));
  else event.respondWith(networkFirst(req, url));
});

/** The key a response is kept under: the URL without query and fragment (?lang=de is the same page). */
const keyOf = (url) => url.origin + url.pathname;

async function cacheFirst(req, url) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(keyOf(url));
  if (hit) return hit;
  const res = await fetch(req);
  if (res.ok && res.type === 'basic') await cache.put(keyOf(url), res.clone());
  return res;
}

async function networkFirst(req, url) {
  const cache = await caches.open(CACHE);
  const cached = cache.match(keyOf(url));
  const network = fetch(req).then(async (res) => {
    if (res.ok && res.type === 'basic') await cache.put(keyOf(url), res.clone());
    return res;
  });
  network.catch(() => {}); // when the cached copy answered first, a later network failure is no error
  // A slow network: after NETWORK_TIMEOUT ms the cached copy, if there is one, answers instead.
  let timer;
  const slow = new Promise((resolve) => {
    timer = setTimeout(async () => resolve((await cached) || network), NETWORK_TIMEOUT);
  });
  try {
    return await Promise.race([network, slow]);
  } catch (e) {
    const hit = await cached;
    if (hit) return hit;
    return new Response('Offline, and this page has not been saved for offline use.\n', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  } finally {
    clearTimeout(timer);
  }
}
