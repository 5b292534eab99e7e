// view.html and frame.html: one board, set up from the address (a share link's fragment, or for an iframe its
// query string too). Only known keys with checked values reach the board (board/link-params.js, through
// the element so this page also works next to the single-file bundle alone); anything else is ignored with a
// console note. Values go in with setAttribute; the board's engine reads them and says what is wrong with them.
// view.html keeps its address on the moment shown (history.replaceState); frame.html does not (it is the host
// page's iframe) but its "open" link does.
import { applyLink, followAddress, loadWidget } from './share-page.js';

const board = document.getElementById('board');
const frame = document.body.hasAttribute('data-frame');
// The page keeps the board (and what follows it) hidden until its engine has answered: the board then appears drawn
// whole, and nothing moves. A board whose engine is slow shows what it has after 15 s.
setTimeout(() => board.classList.add('shown'), 15000);
const Board = await loadWidget();

/** The other pages' links (the playground, or from an iframe the view page) with the board's moment. */
function links() {
  const link = board.shareLink();
  const hash = link ? new URL(link).hash : '';
  const to = frame ? document.getElementById('open') : document.getElementById('edit');
  if (to) to.setAttribute('href', `${frame ? 'view.html' : 'index.html'}${hash}`);
}

/** The page's words and <html lang>, which the board follows unless the link names its own language: the link's
 * lang, else ?lang=, the reader's stored choice (lang-pref.js), the browser's languages (playground-text.js holds
 * the words). Without those modules the page stays in English. */
async function pageLanguage(linkLang) {
  try {
    const [{ applyPageText }, { storedLang }, { langKey, preferredLang }] = await Promise.all([
      import('./playground-text.js'), import('./lang-pref.js'), Board.importHelpers()]);
    const asked = linkLang || new URLSearchParams(location.search).get('lang');
    const lang = (asked && langKey(asked)) || storedLang()
      || preferredLang(navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language])
      || 'en';
    applyPageText(lang, document, frame ? 'frameTitle' : 'viewTitle');
  } catch {
    /* English, as written */
  }
}

let addressRound = 0;
async function fromAddress() {
  const round = ++addressRound;
  const { values, dropped } = await Board.readShareParams(location.hash, location.search);
  await pageLanguage(values.lang);
  if (round !== addressRound) return; // the address changed meanwhile: the newer call applies it
  if (dropped.length) console.warn(`Arbiter: ignored in the address (unknown, repeated or not allowed): ${dropped.join(', ')}`);
  // A dark iframe (theme=dark) gets a dark page around the board too.
  document.documentElement.style.colorScheme = values.theme || '';
  if (applyLink(board, values)) {
    const note = document.getElementById('note');
    if (note) note.hidden = true;
  }
  // A link without its own language: the board speaks the page's (it read <html lang> before the page had chosen).
  const lang = document.documentElement.lang;
  if (values.lang === undefined && lang && lang !== 'en') board.setAttribute('lang', lang);
}

// Listening first: an address changed while the first one is still read (its language's words load) is applied too.
window.addEventListener('hashchange', fromAddress);
await fromAddress();
if (!frame) followAddress(board);
for (const type of ['positionchange', 'move', 'verdict']) board.addEventListener(type, () => queueMicrotask(links));
