// The widget's languages. English is always loaded (the fallback, and the text shown before another language's
// file has arrived); the others are loaded on demand (loadMessages), so an English page never downloads the German
// file. More languages: add a file with the same keys and list it in LAZY, and a file in each game's folder
// (board/games/<game>/), listed in its adapter's addMessages call.
// Maps, not plain objects: lang="__proto__" or "constructor" is an unknown language.
import en from './en.js';

const LAZY = new Map([
  ['de', () => import('./de.js')],
  ['zh-Hans', () => import('./zh-Hans.js')],
  ['zh-Hant', () => import('./zh-Hant.js')],
]);
const loaded = new Map([['en', en]]); // language -> the shared catalogue
const loading = new Map(); // language -> promise
// The messages modules add (a game's adapter, the share panel, the branch note): { en, lazy: language -> loader,
// loaded: language -> its messages }. A part's language not loaded yet speaks English.
const parts = [];
const merged = new Map(); // language -> the catalogue with every part, made again when a part or language arrives

/** Adds a module's messages to the catalogue: `english` at once, the other languages' (`others`: language -> a
 * loader resolving to a module whose default export has the same keys) when a page in that language asks
 * (loadMessages). A game's adapter (board/games/<game>/), the share panel (board/editor.js) and the branch note
 * (board/branch.js) call this when they load, so a page's catalogue holds only what it shows. */
export function addMessages(english, others = {}) {
  parts.push({ en: english, lazy: new Map(Object.entries(others)), loaded: new Map() });
  // A new catalogue object (./en.js's own stays as written), so that what a board made from the catalogue before
  // (the editor's messages merged over it, cached by the catalogue's identity) is made again.
  merged.clear();
}

/** The longest language tag read. */
export const MAX_LANG = 35;

/** "de-AT" -> "de"; Chinese by its script: "zh", "zh-CN", "zh-SG", "zh-Hans" -> "zh-Hans", and "zh-TW",
 * "zh-HK", "zh-MO", "zh-Hant" -> "zh-Hant" (a script subtag decides, else the region); no language tag -> "en". */
export function langKey(lang) {
  const s = typeof lang === 'string' ? lang : '';
  if (!s || s.length > MAX_LANG) return 'en';
  const [key, ...rest] = s.toLowerCase().split(/[-_]/);
  if (!/^[a-z]{2,8}$/.test(key)) return 'en';
  if (key !== 'zh') return key;
  const script = rest.find((t) => t === 'hans' || t === 'hant');
  if (script) return script === 'hant' ? 'zh-Hant' : 'zh-Hans';
  return rest.some((t) => t === 'tw' || t === 'hk' || t === 'mo') ? 'zh-Hant' : 'zh-Hans';
}

/** The first of `tags` (a browser's languages, best first) that the widget speaks, as its key; null if none. */
export function preferredLang(tags) {
  for (const tag of tags || []) {
    const key = langKey(tag);
    if (key === 'en' || LAZY.has(key)) return key;
  }
  return null;
}

/** How Xiangqi's moves are written by default in a language: Chinese notation in Chinese, in its script; null
 * elsewhere (the game's own default). A board's or a page's `notation` comes first. */
export function langNotation(lang) {
  const key = langKey(lang);
  if (key === 'zh-Hans') return 'chinese';
  if (key === 'zh-Hant') return 'chinese-traditional';
  return null;
}

/** The messages for `lang` ("de", "de-AT", ...) if loaded; English for anything unknown or not loaded yet. */
export function messages(lang) {
  const key = loaded.has(langKey(lang)) ? langKey(lang) : 'en';
  if (!merged.has(key)) {
    // Another language: the parts' English first (a part without that language's file: the shared file may hold its
    // messages, as it does the share panel's), then the shared file, then the parts' own files.
    const fallback = key === 'en' ? [] : parts.map((p) => p.en);
    const own = parts.map((p) => (key === 'en' ? p.en : p.loaded.get(key) || {}));
    merged.set(key, Object.assign({}, ...fallback, loaded.get(key), ...own));
  }
  return merged.get(key);
}

/** The parts' loaders of `key` not loaded yet. */
const partsToLoad = (key) => parts.filter((p) => p.lazy.has(key) && !p.loaded.has(key));

/** Loads the messages of `lang` (nothing to do for English or an unknown language); resolves when messages(lang)
 * returns them. A file that fails to load leaves English in place. */
export function loadMessages(lang) {
  const key = langKey(lang);
  if (!LAZY.has(key)) return Promise.resolve();
  if (!loaded.has(key) && !loading.has(key)) {
    loading.set(key, LAZY.get(key)().then((m) => {
      loaded.set(key, m.default);
      merged.clear();
    }, () => {
      loading.delete(key);
    }));
  }
  const own = partsToLoad(key).map((p) => {
    if (!p.loading) p.loading = new Map();
    if (!p.loading.has(key)) {
      p.loading.set(key, p.lazy.get(key)().then((m) => {
        p.loaded.set(key, m.default);
        merged.clear();
      }, () => {
        p.loading.delete(key);
      }));
    }
    return p.loading.get(key);
  });
  return Promise.all([loading.get(key), ...own]).then(() => {});
}

/** The language the engine is asked for (it knows en, de, zh-Hans and zh-Hant; others fall back to English there
 * too). */
export function engineLang(lang) {
  const key = langKey(lang);
  return LAZY.has(key) ? key : 'en';
}

/** An example file's `field` ("title", "text") in `lang`: `title.de` in German; in Chinese `title.zh` (written in
 * simplified characters) and, for traditional characters, `title.zh.hant` first; English (`title.en`) when the file
 * has none in that language. */
export function exampleText(ex, field, lang) {
  const key = langKey(lang);
  const own = key === 'zh-Hant' ? ['zh.hant', 'zh'] : key === 'zh-Hans' ? ['zh'] : [engineLang(key)];
  for (const k of [...own, 'en']) {
    const v = ex[`${field}.${k}`];
    if (v) return v;
  }
  return '';
}

/** Whether messages(lang) already returns `lang`'s own messages (or `lang` has none to load). */
export function messagesLoaded(lang) {
  const key = langKey(lang);
  return !LAZY.has(key) || (loaded.has(key) && partsToLoad(key).length === 0);
}

/** "Refused: <message>" (the prefix once); with its citation where the game's adapter says so (`cite`). */
export function refusalText(msgs, v, cite) {
  const message = String(v.message || '');
  const opens = [msgs.refused, en.refused].some((p) => message.toLowerCase().startsWith(p.toLowerCase()));
  const citation = cite && v.citation && v.citation.rule ? ` (${v.citation.rule})` : '';
  return `${opens ? message : `${msgs.refused} ${message}`}${citation}`;
}
