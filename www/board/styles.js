// A board's styles: a <link> to arbiter-board.css beside arbiter-board.js (allowed by a CSP of default-src 'self').
// scripts/bundle.mjs replaces this module in the single-file builds with a constructed stylesheet.
import { h } from './dom.js';

const CSS_URL = new URL('../arbiter-board.css', import.meta.url).href;

export function attachStyles(root) {
  root.append(h('link', { rel: 'stylesheet', href: CSS_URL }));
}
