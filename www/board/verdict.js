// What the board says in words: a refusal (the engine's message under the one refusal prefix of the language's
// glossary) and, for screen readers, what a step through the moves shows (the move and the rules' verdict on it,
// the same texts as the table's row). Plain text only; nothing here decides what is legal.
import en from './i18n/en.js';
import { describe } from './table.js';

/** "Refused: <the engine's message>", without saying the prefix twice when the engine's message opens with it;
 * Bogenschach's messages are followed by their citation (its messages do not name the section). */
export function refusalText(msgs, v, bogenschach) {
  const message = String(v.message || '');
  const opens = [msgs.refused, en.refused].some((p) => message.toLowerCase().startsWith(p.toLowerCase()));
  const cite = bogenschach && v.citation && v.citation.rule ? ` (${v.citation.rule})` : '';
  return `${opens ? message : `${msgs.refused} ${message}`}${cite}`;
}

/** The sentence a step announces: where the board stands now, the verdict on the move shown (its row's rule
 * columns and notes), and the step count. `kind`: 'stratego', 'xiangqi' or 'bogenschach'. */
export function stepText(msgs, { row, where, count, kind }) {
  const parts = [where];
  if (row) {
    const col = (name, text) => {
      if (text) parts.push(`${name}: ${text}`);
    };
    if (kind === 'xiangqi') {
      if (row.check) parts.push(msgs.checkMark);
      col(msgs.colClass, describe(row.classification));
      col(msgs.colRep, describe(row.repetition));
    } else if (kind === 'bogenschach') {
      if (row.score) col(msgs.colScore, `${row.score.white}:${row.score.black}`);
      if (row.check) parts.push(msgs.checkNote);
    } else {
      col(msgs.colTwo, row.twoSquares && row.twoSquares.text);
      col(msgs.colMore, row.moreSquares && row.moreSquares.text);
      if (row.battle && row.battle.text) parts.push(row.battle.text);
    }
    for (const n of row.notes || []) if (n) parts.push(n);
  }
  parts.push(count);
  return parts.filter(Boolean).map((p) => String(p).replace(/[.\s]+$/, '')).join('. ') + '.';
}
