// Sharing a board: the link to a page that shows the same moment (the shown ply, a refused move, the language,
// the notation and the piece style) and the snippets that put it on another page (the element with a script tag,
// or an <iframe> for forums that strip scripts). Reading a link is board/link-params.js. Only strings: nothing
// here is ever inserted into a page as HTML; the snippets are text for the clipboard.

/** The values a share link or an iframe address carries, in the order they are written. `try` is a move tried
 * at the shown step (a refused one: the page that opens the link tries it again and shows the refusal); with
 * `quiz` (quiz mode: `yes`, or the moves asked about) it is asked about instead. `doc`: a whole example document
 * (docs/documents.md), shown in place of a position and moves (the playground's authoring panel writes it). */
export const SHARE_KEYS = ['game', 'rules', 'position', 'moves', 'step', 'try', 'lang', 'notation', 'pieces', 'flip',
  'theme', 'quiz', 'doc'];

/** An address that may be put into a link a reader clicks: an absolute http(s) URL (resolved against `base`),
 * or null for anything else (`javascript:`, `data:`, `blob:`, a text that is no URL). */
export function httpUrl(value, base) {
  if (typeof value !== 'string' || value.length > 2000) return null;
  let url;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}

/** `[key, value]` pairs of a board's moment, empty values left out. `flip` is written as "1". */
export function shareParams(state) {
  const out = [];
  for (const k of SHARE_KEYS) {
    let v = state[k];
    if (k === 'flip') v = v ? '1' : '';
    if (v === undefined || v === null || v === '' || v === false) continue;
    out.push([k, String(v)]);
  }
  return out;
}

/** The link: `base#game=..&position=..&moves=..&step=..`, each value URL-encoded (in the fragment, so a long game
 * is never sent to a server). */
export function shareLink(base, state) {
  const url = new URL(base);
  url.hash = shareParams(state).map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
  return url.href;
}

/** An attribute value for an HTML snippet that is only ever copied as text (never parsed by this page). */
export function escapeAttr(value) {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** The snippet a host page pastes to show this board: a script tag and the element, attributes escaped. */
export function embedSnippet(scriptUrl, attrs) {
  const list = Object.entries(attrs)
    .filter(([, v]) => v !== undefined && v !== null && v !== '' && v !== false)
    .map(([k, v]) => (v === true ? ` ${k}` : ` ${k}="${escapeAttr(v)}"`))
    .join('');
  // The classic builds (arbiter-board[.<game>].classic.js, scripts/build-site.mjs) are plain scripts, not modules.
  const type = /\.classic\.js$/.test(new URL(scriptUrl, 'http://x/').pathname) ? '' : ' type="module"';
  return `<script${type} src="${escapeAttr(scriptUrl)}"></script>\n<arbiter-board${list}></arbiter-board>`;
}

/** The iframe snippet for pages (forums) that allow an iframe but no script: frame.html with the moment in its
 * fragment. `height` in CSS pixels (the board, its controls and a few table rows). */
export function frameSnippet(frameUrl, state, { title, height }) {
  const src = shareLink(frameUrl, state);
  return `<iframe src="${escapeAttr(src)}" title="${escapeAttr(title)}" width="100%" height="${Number(height) || 640}"` +
    ` style="border:0;max-width:46rem" loading="lazy"></iframe>`;
}
