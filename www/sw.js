// Arbiter's service worker: after one visit the pages and the widget work with the network off, and a page never
// runs files of two versions of the site (a page of one deploy with the widget, engine packages or engine worker
// of another).
//   - A version is the site as one build made it: sw-precache.js, which scripts/build-site.mjs writes into the built
//     site (dist/, scripts/precache.mjs), names it (a content hash) and lists every file of the site with its
//     integrity hash; each page names its version too (<meta name="arbiter-version">). On install the worker
//     downloads that list into the cache "arbiter-<version>" (a file that does not match its hash, because the
//     server changed meanwhile, fails the install: the next update check tries again), then activates at once.
//   - Each open page (and each Web Worker it starts) runs one version, remembered here by its client id (in memory
//     and in the cache "arbiter-clients", which outlives this worker): every file it asks for comes from that
//     version's cache, so an open page keeps its version however many deploys follow, and loads its lazy files
//     (a game's board code, the German messages, the engine's worker and packages) from it. A new version's worker
//     tells every open page that it is ready ({ type: 'arbiter-activated', version }); register-sw.js shows the
//     reader a notice, and the page switches when it is reloaded. A version's cache is deleted once no open page
//     runs it.
//   - Page navigations (a new visit): the network first, so a reader online gets the current version; its
//     version is read from the page. A page of this worker's version runs from its cache; a page of a newer
//     version (deployed since this worker installed) asks the network for its files (revalidated, never an old
//     copy) until its own worker has installed, and the update check starts at once. The cache answers when the
//     network fails (or has not answered within NETWORK_TIMEOUT ms and a cached copy exists): offline, a reader
//     gets the version installed last, whole.
//   - Other origins: not touched.
// Registered by register-sw.js. www/ works unbuilt, without sw-precache.js: there the worker fails to install and
// the pages simply stay online-only.
/* eslint-env serviceworker */
importScripts('./sw-precache.js');

const { version, files, integrity = {} } = self.ARBITER_PRECACHE;
const PREFIX = 'arbiter-';
const CACHE = `${PREFIX}${version}`;
const VERSION_CACHE = /^arbiter-[0-9a-f]{16}$/;
const CLIENTS = 'arbiter-clients';
/** The "version" of a page that names none (not a page of the built site): its files come from the network. */
const NETWORK = 'network';
const NETWORK_TIMEOUT = 4000;
/** How long a client's version is kept after the client is gone from clients.matchAll() (a page being loaded is
 * not there yet). */
const KEEP_MS = 60_000;
const SCOPE = self.registration.scope;

/** The key a response is kept under: the URL without query and fragment (?lang=de is the same page). */
const keyOf = (url) => url.origin + url.pathname;
const clientKey = (id) => new URL(`__arbiter-client/${encodeURIComponent(id)}`, SCOPE).href;
const isVersion = (v) => typeof v === 'string' && /^[0-9a-f]{16}$/.test(v);

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // cache: 'reload' skips the HTTP cache, so the precache holds what the server has now; integrity makes sure
      // it is this version's.
      await cache.addAll(files.map((f) => new Request(new URL(f, SCOPE).href,
        { cache: 'reload', ...(integrity[f] ? { integrity: integrity[f] } : {}) })));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await self.clients.claim();
      await prune();
      for (const c of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) {
        c.postMessage({ type: 'arbiter-activated', version });
      }
    })(),
  );
});

// --- which version each client runs -------------------------------------------------------------------------

const versions = new Map(); // client id -> version (or NETWORK)
const workerScripts = new Map(); // a worker script's URL -> the version of the page that last started it

async function remember(id, v) {
  if (!id || !v) return;
  versions.set(id, v);
  const store = await caches.open(CLIENTS);
  await store.put(clientKey(id), new Response(v, { headers: { 'X-At': String(Date.now()) } }));
}

/** The version client `id` runs, or null when unknown (a page this site's worker did not serve). A Web Worker
 * runs its page's: the version of the page that asked for its script. */
async function versionOf(id) {
  if (!id) return null;
  if (versions.has(id)) return versions.get(id);
  const hit = await (await caches.open(CLIENTS)).match(clientKey(id));
  if (hit) {
    const v = await hit.text();
    versions.set(id, v);
    return v;
  }
  const client = await self.clients.get(id);
  if (client && client.type === 'worker' && workerScripts.has(keyOf(new URL(client.url)))) {
    const v = workerScripts.get(keyOf(new URL(client.url)));
    await remember(id, v);
    return v;
  }
  return null;
}

/** Deletes the caches of versions no open page runs, and what is remembered of clients long gone. */
async function prune() {
  const live = new Set((await self.clients.matchAll({ type: 'all', includeUncontrolled: true })).map((c) => c.id));
  const store = await caches.open(CLIENTS);
  const inUse = new Set([version]);
  for (const key of await store.keys()) {
    const id = decodeURIComponent(key.url.split('/__arbiter-client/')[1] || '');
    const res = await store.match(key);
    if (!res) continue;
    if (live.has(id) || Date.now() - Number(res.headers.get('X-At') || 0) < KEEP_MS) {
      inUse.add(await res.text());
    } else {
      versions.delete(id);
      await store.delete(key);
    }
  }
  for (const name of await caches.keys()) {
    if (VERSION_CACHE.test(name) && !inUse.has(name.slice(PREFIX.length))) await caches.delete(name);
  }
}

// A page says which version it runs (register-sw.js): for a page this worker did not serve (the first visit, before
// the worker was installed), so its later files come from its version.
self.addEventListener('message', (event) => {
  const d = event.data;
  const source = event.source;
  if (!d || d.type !== 'arbiter-page' || !source || !isVersion(d.version)) return;
  event.waitUntil((async () => {
    if (!(await versionOf(source.id))) await remember(source.id, d.version);
  })());
});

// --- answering requests -------------------------------------------------------------------------------------

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET') return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin) return;
  if (req.mode === 'navigate') event.respondWith(navigate(event, url));
  else event.respondWith(subresource(event, url));
});

const offline = () => new Response('Offline, and this page has not been saved for offline use.\n', {
  status: 503,
  headers: { 'Content-Type': 'text/plain; charset=utf-8' },
});

/** The version a page names, read from its text. */
async function pageVersion(res) {
  if (!res.ok || res.type !== 'basic' || !(res.headers.get('Content-Type') || '').includes('text/html')) return NETWORK;
  const m = (await res.clone().text()).match(/<meta name="arbiter-version" content="([0-9a-f]{16})">/);
  return m ? m[1] : NETWORK;
}

async function navigate(event, url) {
  const cached = caches.open(CACHE).then((c) => c.match(keyOf(url)));
  const network = fetch(event.request).then(async (res) => ({ res, v: await pageVersion(res) }));
  network.catch(() => {}); // when the cached copy answered first, a later network failure is no error
  // A slow network: after NETWORK_TIMEOUT ms the cached copy, if there is one, answers instead.
  let timer;
  const slow = new Promise((resolve) => {
    timer = setTimeout(async () => {
      const hit = await cached;
      if (hit) resolve({ res: hit, v: version });
    }, NETWORK_TIMEOUT);
  });
  let got = null;
  try {
    got = await Promise.race([network, slow]);
  } catch {
    const hit = await cached;
    if (hit) got = { res: hit, v: version };
  } finally {
    clearTimeout(timer);
  }
  if (!got) return offline();
  // A newer version on the server: its worker is fetched now rather than at the browser's next check.
  if (isVersion(got.v) && got.v !== version) event.waitUntil(self.registration.update().catch(() => {}));
  event.waitUntil(remember(event.resultingClientId, got.v).then(prune));
  return got.res;
}

async function subresource(event, url) {
  const req = event.request;
  const v = await versionOf(event.clientId);
  // A worker that a page starts runs the page's version.
  if (req.destination === 'worker' || req.destination === 'sharedworker') {
    workerScripts.set(keyOf(url), v || version);
    if (event.resultingClientId) event.waitUntil(remember(event.resultingClientId, v || version));
  }
  // A client of unknown version: this worker's (the first visit, whose page this worker was installed from).
  const own = v === null ? version : v;
  if (isVersion(own) && (await caches.has(`${PREFIX}${own}`))) {
    const hit = await (await caches.open(`${PREFIX}${own}`)).match(keyOf(url));
    if (hit) return hit;
  }
  try {
    // A version not cached (yet): its files from the server, revalidated so no older copy of the HTTP cache answers.
    if (isVersion(own) && own !== version) return await fetch(new Request(req, { cache: 'no-cache' }));
    return await fetch(req);
  } catch (e) {
    // Offline: a page of no version may take this version's copy; a page of another version fails rather than mix.
    if (own === NETWORK || own === version) {
      const hit = await (await caches.open(CACHE)).match(keyOf(url));
      if (hit) return hit;
    }
    // A file of answers given ahead (board/ahead.js; not precached: one per document and language) is optional: the
    // board then loads its engine, which is precached. "No content", so the page logs no failed request.
    if (/\.answers\.[A-Za-z-]+\.json$/.test(url.pathname)) return new Response(null, { status: 204 });
    throw e;
  }
}
