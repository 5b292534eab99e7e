// The widget's languages. English is always loaded (the fallback, and the text shown before another language's
// file has arrived); the others are loaded on demand (loadMessages), so an English page never downloads the German
// file. More languages: add a file with the same keys and list it in LAZY.
// Maps, not plain objects: lang="__proto__" or "constructor" is an unknown language.
import en from './en.js';

const LAZY = new Map([['de', () => import('./de.js')]]);
const loaded = new Map([['en', en]]);
const loading = new Map(); // key -> promise

/** Adds English messages to the English catalogue: a game's adapter (www/board/games/<game>.js), the share panel
 * (board/editor.js) and the branch note (board/branch.js) call this when they load, so a page's English catalogue
 * holds only what it shows. The other languages' files keep every message (they load only on a page in that
 * language). */
export function addEnglish(strings) {
  // A new object each time (./en.js's own stays as written), so that what a board made from the catalogue before
  // (the editor's messages merged over it, cached by the catalogue's identity) is made again.
  loaded.set('en', { ...loaded.get('en'), ...strings });
}

/** The longest language tag read. */
export const MAX_LANG = 35;

/** "de-AT" -> "de"; no language tag -> "en". */
export function langKey(lang) {
  const s = typeof lang === 'string' ? lang : '';
  if (!s || s.length > MAX_LANG) return 'en';
  const key = s.toLowerCase().split('-')[0];
  return /^[a-z]{2,8}$/.test(key) ? key : 'en';
}

/** The messages for `lang` ("de", "de-AT", ...) if loaded; English for anything unknown or not loaded yet. */
export function messages(lang) {
  return loaded.get(langKey(lang)) || loaded.get('en');
}

/** Loads the messages of `lang` (nothing to do for English or an unknown language); resolves when messages(lang)
 * returns them. A file that fails to load leaves English in place. */
export function loadMessages(lang) {
  const key = langKey(lang);
  if (loaded.has(key) || !LAZY.has(key)) return Promise.resolve();
  if (!loading.has(key)) {
    loading.set(key, LAZY.get(key)().then((m) => {
      loaded.set(key, m.default);
    }, () => {
      loading.delete(key);
    }));
  }
  return loading.get(key);
}

/** The language the engine is asked for (it knows en and de; others fall back to English there too). */
export function engineLang(lang) {
  const key = langKey(lang);
  return LAZY.has(key) ? key : 'en';
}

/** Whether messages(lang) already returns `lang`'s own messages (or `lang` has none to load). */
export function messagesLoaded(lang) {
  const key = langKey(lang);
  return loaded.has(key) || !LAZY.has(key);
}

/** "Refused: <message>" (the prefix once); Bogenschach's with its citation. */
export function refusalText(msgs, v, bogenschach) {
  const message = String(v.message || '');
  const opens = [msgs.refused, en.refused].some((p) => message.toLowerCase().startsWith(p.toLowerCase()));
  const cite = bogenschach && v.citation && v.citation.rule ? ` (${v.citation.rule})` : '';
  return `${opens ? message : `${msgs.refused} ${message}`}${cite}`;
}
