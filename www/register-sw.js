// Makes a page of this site work offline and installable: links the web app manifest (unless the page has
// one) and registers the service worker (sw.js, next to this file, so its scope is the whole site) once the
// page has loaded, so that precaching never competes with the page's own downloads.
//   <script type="module" src="register-sw.js"></script>   (../register-sw.js from rules/)
// The widget does not need this file; nothing happens where service workers are unavailable (http:// other
// than localhost, some private modes). `registered` resolves to the registration, or null.
//
// The page tells the worker which version of the site it runs (its <meta name="arbiter-version">, written by
// scripts/build-site.mjs), so that every file it loads later comes from that version (sw.js). When a new version's
// worker has installed, the page keeps running its own and shows a notice in the page's language (<html lang>,
// followed when it changes; the messages updateReady and updateReload of board/i18n/) with a button that reloads
// it: a role="status" region, which screen readers announce.
import { loadMessages, messages } from './board/i18n/index.js';

const base = new URL('./', import.meta.url);
const meta = document.querySelector('meta[name="arbiter-version"]');
const mine = meta ? meta.getAttribute('content') : null;

if (!document.querySelector('link[rel="manifest"]')) {
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = new URL('manifest.webmanifest', base).href;
  document.head.append(link);
}

function register() {
  return navigator.serviceWorker.register(new URL('sw.js', base).href).catch((e) => {
    console.warn(`Arbiter: offline mode unavailable (${e && e.message ? e.message : e})`);
    return null;
  });
}

const available = 'serviceWorker' in navigator && window.isSecureContext;

export const registered = available
  ? document.readyState === 'complete'
    ? register()
    : new Promise((resolve) => window.addEventListener('load', () => resolve(register()), { once: true }))
  : Promise.resolve(null);

if (available && mine) {
  const sw = navigator.serviceWorker;
  const hello = () => sw.controller && sw.controller.postMessage({ type: 'arbiter-page', version: mine });
  hello();
  sw.addEventListener('controllerchange', hello);
  sw.addEventListener('message', (e) => {
    const d = e.data;
    if (d && d.type === 'arbiter-activated' && typeof d.version === 'string' && d.version !== mine) showUpdate();
  });
  sw.startMessages();
}

let notice = null;

/** Shows (once) that a new version is ready, in the page's language. */
async function showUpdate() {
  if (notice) return;
  notice = document.createElement('div');
  notice.className = 'arbiter-update';
  notice.setAttribute('role', 'status');
  notice.setAttribute('aria-live', 'polite');
  const text = document.createElement('span');
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.addEventListener('click', () => location.reload());
  Object.assign(notice.style, {
    position: 'fixed', insetInline: '1rem', bottom: '1rem', zIndex: '2147483647', margin: '0 auto',
    maxWidth: '40rem', display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1rem', alignItems: 'center',
    padding: '0.75rem 1rem', borderRadius: '0.5rem', background: '#1f2a37', color: '#fff',
    boxShadow: '0 2px 8px rgba(0,0,0,0.35)', font: 'inherit',
  });
  Object.assign(reload.style, { font: 'inherit', padding: '0.25rem 0.75rem' });
  notice.append(text, reload);
  document.body.append(notice);
  const say = async () => {
    const lang = document.documentElement.lang || 'en';
    await loadMessages(lang).catch(() => {});
    const msgs = messages(lang);
    text.textContent = msgs.updateReady;
    reload.textContent = msgs.updateReload;
    notice.lang = lang;
  };
  // The text is set once the region is in the page, so that screen readers announce it.
  await new Promise((resolve) => setTimeout(resolve, 50));
  await say();
  new MutationObserver(say).observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
}
