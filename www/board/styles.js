// How a board's shadow root gets its styles. In the module build (this file): a <link> to arbiter-board.css
// next to arbiter-board.js, a file of the site that hosts the widget, so a Content-Security-Policy of
// `default-src 'self'` allows it (no inline style, no data: URL, no 'unsafe-inline').
// scripts/bundle.mjs replaces this module in the single-file builds (the module bundles and the classic scripts)
// with one that holds the stylesheet's text and adopts it as a constructed stylesheet (adoptedStyleSheets), which
// no CSP directive restricts, so those builds need no style-src allowance either.
import { h } from './dom.js';

const CSS_URL = new URL('../arbiter-board.css', import.meta.url).href;

/** Gives the shadow root `root` the widget's stylesheet. */
export function attachStyles(root) {
  root.append(h('link', { rel: 'stylesheet', href: CSS_URL }));
}
