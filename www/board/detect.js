// Which game a pasted position looks like, from its shape alone: the board part's rows and their width. Used
// when the engine refused the text for the board's own game, to say (or, in the playground, switch to) the
// game it belongs to. Only a guess: the chosen game's engine then reads the text and has the last word.
//   Stratego: a Gravon record (XML), Gravon's 100-letter field, or our text (10 rows of 10 squares; "10" is
//             one number there);
//   Xiangqi:  a FEN of 10 ranks of 9 points (files a-i);
//   chess (Bogenschach): a FEN of 8 ranks of 8 squares (files a-h).

const MAX_GUESS = 4096; // longer than any position text; a record is recognised by its first character

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

/** 'stratego' | 'xiangqi' | 'bogenschach', or null when the text has none of their shapes. */
export function guessGame(text) {
  const t = String(text ?? '').trim();
  if (!t) return null;
  if (t.startsWith('<')) return /<stratego[\s>]/i.test(t.slice(0, MAX_GUESS)) || /^<\?xml/i.test(t) ? 'stratego' : null;
  if (t.length > MAX_GUESS) return null;
  const head = t.split(/\s+/)[0];
  if (head.length === 100 && /^[A-Y_]+$/.test(head)) return 'stratego';
  const rows = head.split('/');
  const widths = rows.map(rowWidth);
  if (widths.some((w) => w < 0)) return null;
  const all = (n) => widths.every((w) => w === n);
  if (rows.length === 10 && all(10)) return 'stratego';
  if (rows.length === 10 && all(9)) return 'xiangqi';
  if (rows.length === 8 && all(8)) return 'bogenschach';
  return null;
}
