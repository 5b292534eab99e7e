// Makes a page of this site work offline and installable: links the web app manifest (unless the page has
// one) and registers the service worker (sw.js, next to this file, so its scope is the whole site) once the
// page has loaded, so that precaching never competes with the page's own downloads.
//   <script type="module" src="register-sw.js"></script>   (../register-sw.js from rules/)
// The widget does not need this file; nothing happens where service workers are unavailable (http:// other
// than localhost, some private modes). `registered` resolves to the registration, or null.
const base = new URL('./', import.meta.url);

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

export const registered =
  'serviceWorker' in navigator && window.isSecureContext
    ? document.readyState === 'complete'
      ? register()
      : new Promise((resolve) => window.addEventListener('load', () => resolve(register()), { once: true }))
    : Promise.resolve(null);
