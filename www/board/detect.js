// Which game a pasted position looks like, from its shape alone: the board part's rows and their width, or one of
// the game's other texts (a record, a position format without rows). Each game's shape is its line in the
// registry (board/games.js: `board` [files, ranks], `texts`), so this file names no game. Used when the engine
// refused the text for the board's own game, to say (or, in the playground, switch to) the game it belongs to.
// Only a guess: the chosen game's engine then reads the text and has the last word. A row's "10" is one number
// (a 10-square row of Stratego's text).
import { registry } from './games.js';

const MAX_GUESS = 4096; // longer than any position text; a record is recognised by its start, however long

/** The width of one row of a board text, or -1 when it holds something other than digits and letters. */
function rowWidth(row) {
  let width = 0;
  const re = /10|[1-9]|[A-Za-z]/g;
  let at = 0;
  let m;
  while ((m = re.exec(row))) {
    if (m.index !== at) return -1;
    at = re.lastIndex;
    width += /\d/.test(m[0]) ? Number(m[0]) : 1;
  }
  return at === row.length ? width : -1;
}

/** The registry's name of the game whose shape the text has, or null when it has none of theirs. */
export function guessGame(text) {
  const t = String(text ?? '').trim();
  if (!t) return null;
  const games = registry();
  const start = t.slice(0, MAX_GUESS);
  for (const [name, { texts = [] }] of games) if (texts.some((re) => re.test(start))) return name;
  if (t.startsWith('<') || t.length > MAX_GUESS) return null;
  const rows = t.split(/\s+/)[0].split('/');
  const widths = rows.map(rowWidth);
  if (widths.some((w) => w < 0)) return null;
  for (const [name, { board: [files, ranks] }] of games) {
    if (rows.length === ranks && widths.every((w) => w === files)) return name;
  }
  return null;
}
