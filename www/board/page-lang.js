// For pages written in two languages (the rule pages): buttons with data-set-lang switch which
// [data-lang] blocks are shown, set <html lang>, and set `lang` on every <arbiter-board>. The choice is kept in
// the URL (?lang=de), so a link can open the German page.
const LANGS = ['en', 'de'];

function apply(lang) {
  if (!LANGS.includes(lang)) lang = 'en';
  document.documentElement.lang = lang;
  for (const el of document.querySelectorAll('[data-lang]')) el.hidden = el.getAttribute('data-lang') !== lang;
  for (const b of document.querySelectorAll('[data-set-lang]')) {
    b.setAttribute('aria-pressed', b.getAttribute('data-set-lang') === lang ? 'true' : 'false');
  }
  for (const board of document.querySelectorAll('arbiter-board')) board.setAttribute('lang', lang);
}

const params = new URLSearchParams(location.search);
apply(params.get('lang') || (navigator.language || 'en').slice(0, 2).toLowerCase());
for (const b of document.querySelectorAll('[data-set-lang]')) {
  b.addEventListener('click', () => {
    const lang = b.getAttribute('data-set-lang');
    apply(lang);
    const url = new URL(location.href);
    url.searchParams.set('lang', lang);
    history.replaceState(null, '', url);
  });
}
