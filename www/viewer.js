// view.html and frame.html: one board, set up from the address (a share link's fragment, or for an iframe its
// query string too). Only known keys with checked values reach the board (board/link-params.js: beside this page,
// else through the element, so this page also works next to the single-file bundle alone); anything else is ignored with a
// console note. Values go in with setAttribute; the board's engine reads them and says what is wrong with them.
// view.html keeps its address on the moment shown (history.replaceState); frame.html does not (it is the host
// page's iframe) but its "open" link does.
import { applyLink, followAddress, loadWidget } from './share-page.js';
import { storedLang } from './lang-pref.js';

const board = document.getElementById('board');
const frame = document.body.hasAttribute('data-frame');
// The page keeps the board (and what follows it) hidden until its engine has answered: the board then appears drawn
// whole, and nothing moves. A board whose engine is slow shows what it has after 15 s.
setTimeout(() => board.classList.add('shown'), 15000);
// An address with a game in it: the board stays hidden (class wait-link) until it has answered for that game, not
// for the page's own example, which the element may start loading while the link is read.
if (/(?:^|[#&?])(?:position|moves|doc)=/.test(location.hash || location.search)) board.classList.add('wait-link');
/** Shows the board again once it has answered for what is set on it now (it marks each answer, data-engine). */
function revealOnAnswer() {
  if (!board.classList.contains('wait-link')) return;
  const seen = new MutationObserver(() => {
    seen.disconnect();
    board.classList.remove('wait-link');
  });
  seen.observe(board, { attributes: true, attributeFilter: ['data-engine'] });
}
// What reading the address needs. On the site, the widget's own modules beside this page: the board gets the
// link's values before the element is defined, so it loads the linked game once (not the page's own example
// first, which would show and then make way). Next to a single-file build alone, the element's, once it loads.
let reader = null;
try {
  const [{ readShareParams }, { langKey, preferredLang }] = await Promise.all([import('./board/link-params.js'),
    import('./board/i18n/import.js')]);
  reader = { readShareParams, langKey, preferredLang };
} catch {
  /* a single-file build: read through the element below */
}

/** The other pages' links (the playground, or from an iframe the view page) with the board's moment. */
function links() {
  const link = board.shareLink();
  const hash = link ? new URL(link).hash : '';
  const to = frame ? document.getElementById('open') : document.getElementById('edit');
  if (to) to.setAttribute('href', `${frame ? 'view.html' : 'index.html'}${hash}`);
}

/** The page's language: the link's lang, else ?lang=, the reader's stored choice (lang-pref.js), the browser's
 * languages. */
function chooseLang(linkLang) {
  const { langKey, preferredLang } = reader;
  const asked = linkLang || new URLSearchParams(location.search).get('lang');
  return (asked && langKey(asked)) || storedLang()
    || preferredLang(navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language])
    || 'en';
}

/** The page's words and <html lang> in `lang` (playground-text.js holds them). */
async function pageWords(lang) {
  try {
    const { applyPageText } = await import('./playground-text.js');
    applyPageText(lang, document, frame ? 'frameTitle' : 'viewTitle');
  } catch {
    /* English, as written */
  }
}

let addressRound = 0;
/** Puts the address's board on the page. The link and the language go on the board as soon as the link is read,
 * before the page's own words load: the board's first answer is the linked game's, not the page's own example's
 * (which would show and then make way). */
async function fromAddress() {
  if (!reader) return; // not read yet: the first read, once the element has loaded, reads the address of then
  const round = ++addressRound;
  const { values, dropped } = await reader.readShareParams(location.hash, location.search);
  if (round !== addressRound) return; // the address changed meanwhile: the newer call applies it
  const lang = chooseLang(values.lang);
  if (dropped.length) console.warn(`Arbiter: ignored in the address (unknown, repeated or not allowed): ${dropped.join(', ')}`);
  // A dark iframe (theme=dark) gets a dark page around the board too.
  document.documentElement.style.colorScheme = values.theme || '';
  if (applyLink(board, values)) {
    const note = document.getElementById('note');
    if (note) note.hidden = true;
    revealOnAnswer();
  } else {
    board.classList.remove('wait-link');
  }
  // A link without its own language: the board speaks the page's.
  if (values.lang === undefined && lang !== 'en') board.setAttribute('lang', lang);
  await pageWords(lang);
}

// Listening first: an address changed while the first one is still read (its language's words load) is applied too.
window.addEventListener('hashchange', fromAddress);
if (reader) await fromAddress();
const Board = await loadWidget();
if (!reader) {
  const { langKey, preferredLang } = await Board.importHelpers();
  reader = { readShareParams: (hash, search) => Board.readShareParams(hash, search), langKey, preferredLang };
  await fromAddress();
}
if (!frame) followAddress(board);
for (const type of ['positionchange', 'move', 'verdict']) board.addEventListener(type, () => queueMicrotask(links));
