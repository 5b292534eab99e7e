// A board's styles: a <link> to arbiter-board.css beside arbiter-board.js (allowed by a CSP of default-src 'self').
// scripts/bundle.mjs replaces this module in the single-file builds with a constructed stylesheet.
//
// The URL is relative to this module's own place (through HERE: scripts/minify.mjs resolves a URL made directly
// from import.meta.url from the readable file's place instead): www/board/styles.js links the readable
// www/arbiter-board.css, and its minified copy www/min/board/styles.js the minified www/min/arbiter-board.css
// that the build writes beside it.
import { h } from './dom.js';

const HERE = import.meta.url;
const CSS_URL = new URL('../arbiter-board.css', HERE).href;

export function attachStyles(root) {
  root.append(h('link', { rel: 'stylesheet', href: CSS_URL }));
}
