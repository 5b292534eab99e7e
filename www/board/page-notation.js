// For the Xiangqi rule page: buttons with data-set-notation choose how every board writes moves (the
// <arbiter-board> attribute `notation`: wxf, chinese, iccs). The choice is kept in the URL (?notation=chinese).
// Without a choice the boards write moves as their language does (Chinese notation in Chinese, i18n/index.js
// langNotation; WXF otherwise), and the pressed button follows the page's language (<html lang>, page-lang.js).
import { langNotation } from './i18n/index.js';

const NOTATIONS = ['wxf', 'chinese', 'chinese-traditional', 'iccs'];
let chosen = null;

function apply() {
  const shown = chosen || langNotation(document.documentElement.lang) || 'wxf';
  for (const b of document.querySelectorAll('[data-set-notation]')) {
    b.setAttribute('aria-pressed', b.getAttribute('data-set-notation') === shown ? 'true' : 'false');
  }
  for (const board of document.querySelectorAll('arbiter-board')) {
    if (chosen) board.setAttribute('notation', chosen);
    else board.removeAttribute('notation');
  }
}

const asked = new URLSearchParams(location.search).get('notation');
chosen = NOTATIONS.includes(asked) ? asked : null;
apply();
// The page's language may change after this module has run (page-lang.js, a reader's click).
new MutationObserver(() => {
  if (!chosen) apply();
}).observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
for (const b of document.querySelectorAll('[data-set-notation]')) {
  b.addEventListener('click', () => {
    chosen = b.getAttribute('data-set-notation');
    apply();
    const url = new URL(location.href);
    url.searchParams.set('notation', chosen);
    history.replaceState(null, '', url);
  });
}
