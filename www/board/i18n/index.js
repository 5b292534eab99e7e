// The widget's languages. English is always loaded (the fallback, and the text shown before another language's
// file has arrived); the others are loaded on demand (loadMessages), so an English page never downloads the German
// file. More languages: add a file with the same keys and list it in LAZY.
import en from './en.js';

const LAZY = { de: () => import('./de.js') };
const loaded = { en };
const loading = new Map(); // key -> promise

const keyOf = (lang) => String(lang || 'en').toLowerCase().split('-')[0];

/** The messages for `lang` ("de", "de-AT", ...) if loaded; English for anything unknown or not loaded yet. */
export function messages(lang) {
  return loaded[keyOf(lang)] || en;
}

/** Loads the messages of `lang` (nothing to do for English or an unknown language); resolves when messages(lang)
 * returns them. A file that fails to load leaves English in place. */
export function loadMessages(lang) {
  const key = keyOf(lang);
  if (loaded[key] || !LAZY[key]) return Promise.resolve();
  if (!loading.has(key)) {
    loading.set(key, LAZY[key]().then((m) => {
      loaded[key] = m.default;
    }, () => {
      loading.delete(key);
    }));
  }
  return loading.get(key);
}

/** The language the engine is asked for (it knows en and de; others fall back to English there too). */
export function engineLang(lang) {
  const key = keyOf(lang);
  return key === 'en' || key in LAZY ? key : 'en';
}

/** Whether messages(lang) already returns `lang`'s own messages (or `lang` has none to load). */
export function messagesLoaded(lang) {
  const key = keyOf(lang);
  return !!loaded[key] || !LAZY[key];
}
