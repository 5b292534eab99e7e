// Reading a share link (board/share.js writes them) on the pages that open one: view.html, frame.html and the
// playground, through the element's static readShareParams (so those pages work next to the single-file bundle,
// and a page that only shows boards never loads this file). Only the known keys, each checked against what it
// may hold and its length, reach a board, and only through setAttribute (a document, `doc`, as the address of a
// blob holding its text: the engine reads it as it reads any example file).
import { SHARE_KEYS } from './share.js';
import { isGame } from './games.js';

/** The longest value a link may give for each key (a 20,000-move game is about 140,000 characters). Longer
 * values are dropped, not cut. */
export const DOC_MAX = 60_000;
const MAX_LEN = { position: 2000, moves: 400_000, try: 200, quiz: 400, doc: DOC_MAX };
const MAX_DEFAULT = 40;

/** What each key may hold; anything else is dropped. Free text (position, moves, try, quiz, doc) goes to the engine,
 * which reads it and says what is wrong with it, through setAttribute only. */
const ALLOWED = {
  game: isGame,
  rules: (v) => /^[a-z][a-z0-9-]*$/.test(v),
  step: (v) => /^(\d{1,6}|start|end)$/.test(v),
  lang: (v) => /^[a-z]{2,3}(-[a-z0-9]{2,8})?$/i.test(v) && !(v in Object.prototype),
  // A notation's name (the board shows a game's own choices only: board/state.js notationOf).
  notation: (v) => /^[a-z][a-z-]*$/.test(v),
  pieces: (v) => v === 'letters',
  flip: (v) => v === '' || v === '1' || v === 'true',
  theme: (v) => v === 'light' || v === 'dark',
};

/** Reads a link's values (a location's fragment, else its query string) for a page that shows the board: only
 * the known keys, each checked against what it may hold and its length; the rest is dropped and named in
 * `dropped` (for a console note). Returns { values: {key: value}, dropped: [key] }. */
export function readShareParams(hash, search = '') {
  const raw = hash && hash.length > 1 ? hash.slice(1) : String(search || '').replace(/^\?/, '');
  const values = Object.create(null);
  const dropped = [];
  if (!raw || raw.length > MAX_LEN.moves + 10_000) return { values, dropped: raw ? ['(the whole address)'] : [] };
  let params;
  try {
    params = new URLSearchParams(raw);
  } catch {
    return { values, dropped: ['(the whole address)'] };
  }
  for (const [k, v] of params) {
    if (!SHARE_KEYS.includes(k) || k in values) {
      if (!dropped.includes(k)) dropped.push(k);
      continue;
    }
    const ok = v.length <= (MAX_LEN[k] ?? MAX_DEFAULT) && (!ALLOWED[k] || ALLOWED[k](v));
    if (ok) values[k] = v;
    else dropped.push(k);
  }
  return { values, dropped };
}
