// For pages written in two languages (the rule pages): buttons with data-set-lang switch which
// [data-lang] blocks are shown, set <html lang>, and set `lang` on every <arbiter-board> (each board then says
// everything again in that language, a refusal shown included). The choice is kept in the URL (?lang=de), so a
// link can open the German page, in the links to the site's other pages, and for the next visit
// (localStorage, lang-pref.js). Order: the URL's lang, the stored choice, the browser's languages (navigator.languages,
// best first). A tag is read as the widget reads it (i18n/index.js langKey: zh-TW is zh-Hant). A language the page
// has no text in (no [data-lang] block of it) shows the page in the nearest it has (zh-Hant: zh-Hans, then English),
// while its boards still speak the reader's language.
import { LANGS, storedLang, storeLang } from '../lang-pref.js';
import { langKey, preferredLang } from './i18n/index.js';

/** The languages this page is written in. */
const pageLangs = () => new Set([...document.querySelectorAll('[data-lang]')].map((el) => el.getAttribute('data-lang')));

/** The page's language for the reader's `lang`: itself, else zh-Hans for zh-Hant, else English. */
function textLang(lang) {
  const have = pageLangs();
  if (have.has(lang)) return lang;
  if (lang === 'zh-Hant' && have.has('zh-Hans')) return 'zh-Hans';
  return 'en';
}

/** The site's own pages linked from this one (same origin, .html or a folder): they carry the language. */
function siteLinks() {
  return [...document.querySelectorAll('a[href]')].filter((a) => {
    const raw = a.getAttribute('href');
    if (!raw || raw.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(raw)) return false;
    try {
      const url = new URL(raw, location.href);
      return url.origin === location.origin && /(\.html|\/)$/.test(url.pathname);
    } catch {
      return false;
    }
  });
}

function apply(wanted) {
  const lang = LANGS.includes(langKey(wanted)) ? langKey(wanted) : 'en';
  const shown = textLang(lang);
  document.documentElement.lang = shown;
  for (const el of document.querySelectorAll('[data-lang]')) el.hidden = el.getAttribute('data-lang') !== shown;
  for (const b of document.querySelectorAll('[data-set-lang]')) {
    b.setAttribute('aria-pressed', b.getAttribute('data-set-lang') === lang ? 'true' : 'false');
  }
  for (const board of document.querySelectorAll('arbiter-board')) board.setAttribute('lang', lang);
  for (const a of siteLinks()) {
    // The href stays relative (the page works from any folder): its path, then the query with lang, the hash.
    const raw = a.getAttribute('href');
    const url = new URL(raw, location.href);
    url.searchParams.set('lang', lang);
    a.setAttribute('href', `${raw.split(/[?#]/)[0]}?${url.searchParams}${url.hash}`);
  }
}

const params = new URLSearchParams(location.search);
const browser = () => preferredLang(navigator.languages && navigator.languages.length ? navigator.languages
  : [navigator.language]);
apply(params.get('lang') || storedLang() || browser() || 'en');
for (const b of document.querySelectorAll('[data-set-lang]')) {
  b.addEventListener('click', () => {
    const lang = b.getAttribute('data-set-lang');
    apply(lang);
    storeLang(lang);
    const url = new URL(location.href);
    url.searchParams.set('lang', lang);
    history.replaceState(null, '', url);
  });
}
