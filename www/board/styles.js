// A board's styles: a <link> to arbiter-board.css beside arbiter-board.js (allowed by a CSP of default-src 'self'),
// and what only some boards show in a file of its own, added when a board first needs it: a game's board
// (board/games/<game>/board.css; the registry, board/games.js, says which games have one) and the position editor
// and share panel (arbiter-board.editor.css). A page of Stratego boards without the editor loads the first file
// and the Stratego board's. A part is fetched once per page and adopted by every board as one constructed
// stylesheet (boards that learn their game from an example file ask at different times; a <link> each would fetch
// the file again where the server forbids caching); where that cannot be done (no constructed stylesheets, a
// failed fetch), a <link>. The single-file builds replace this module with a constructed stylesheet that holds
// every part (scripts/build-site.mjs). The URLs are relative to this module's own place.
import { h } from './dom.js';

const HERE = import.meta.url;
const CSS_URL = new URL('../arbiter-board.css', HERE).href;

const linked = new WeakMap(); // shadow root -> the parts it has
const sheets = new Map(); // part -> promise of its constructed stylesheet, or null (then a <link>)

const link = (href) => h('link', { rel: 'stylesheet', href });

/** The constructed stylesheet of the part at `url` (fetched once), or null. */
function sheetOf(part, url) {
  if (!sheets.has(part)) {
    sheets.set(part, fetch(url).then((res) => (res.ok ? res.text() : null)).then((text) => {
      if (text === null) return null;
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(text);
      return sheet;
    }).catch(() => null));
  }
  return sheets.get(part);
}

/** Links the board's styles, arbiter-board.css, into `root` (a shadow root). */
export function attachStyles(root) {
  root.append(link(CSS_URL));
}

/** Adds the stylesheet part `part` to `root`, once per root: a word of lower-case letters (arbiter-board.<part>.css)
 * or a game's board, board/games/<game>/board (that path with .css, beside arbiter-board.css); anything else (null:
 * the game has none) adds nothing. */
export function attachPart(root, part) {
  if (typeof part !== 'string' || !/^(?:[a-z]+|board\/games\/[a-z]+\/board)$/.test(part)) return;
  const parts = linked.get(root) || new Set();
  linked.set(root, parts);
  if (parts.has(part)) return;
  parts.add(part);
  const url = new URL(part.includes('/') ? `${part}.css` : `arbiter-board.${part}.css`, CSS_URL).href;
  const constructed = typeof CSSStyleSheet === 'function' && 'adoptedStyleSheets' in root &&
    'replaceSync' in CSSStyleSheet.prototype && typeof fetch === 'function';
  if (!constructed) {
    root.append(link(url));
    return;
  }
  sheetOf(part, url).then((sheet) => {
    if (sheet) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    else root.append(link(url));
  });
}
