// What a step says to screen readers: the move and its row's rule texts (loaded at the first step).
import { describe } from './table.js';

/** Where the board stands, the shown move's rule texts and notes, the step count. */
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
