// The reader's language choice, kept across pages in localStorage (key "arbiter.lang"). Read by the rule pages'
// switch (page-lang.js) and the playground (demo.js); a link's own lang (?lang=de, #lang=de) comes first.
// Storage may be unavailable (a sandboxed frame, privacy settings): then nothing is kept, and nothing fails.
// Chinese is kept by its script: zh-Hans (simplified characters) or zh-Hant (traditional).
export const LANGS = ['en', 'de', 'zh-Hans', 'zh-Hant'];
const KEY = 'arbiter.lang';

/** The stored choice (one of LANGS), or null. */
export function storedLang() {
  try {
    const v = localStorage.getItem(KEY);
    return LANGS.includes(v) ? v : null;
  } catch {
    return null;
  }
}

/** Keeps `lang` for the next pages (ignored unless it is one of LANGS). */
export function storeLang(lang) {
  if (!LANGS.includes(lang)) return;
  try {
    localStorage.setItem(KEY, lang);
  } catch {
    /* not kept */
  }
}
