// Xiangqi's messages in English: its board, move table, help and pieces, and its names in the position
// editor. Added to the widget's catalogue when the adapter loads (i18n/index.js addMessages). Plain text, never HTML.
import { glossary, keys } from '../../i18n/en.js';

export default {
  xqBoard: 'Xiangqi board',
  // The river's words, as on a board: Chu River, Han border (the board's pieces are in traditional characters)
  xqRiver: ['楚 河', '漢 界'],
  xqPieces: {
    general: 'General', advisor: 'Advisor', elephant: 'Elephant', horse: 'Horse', chariot: 'Chariot',
    cannon: 'Cannon', soldier: 'Soldier',
  },
  xqMoveTable: 'Moves with the rules applied',
  colWxf: 'WXF',
  colChinese: 'Chinese (中文)',
  colIccs: 'ICCS',
  colCheck: 'Check',
  colClass: 'Check, chase or idle',
  colRep: 'Repetition',
  colXqNotes: 'Notes',
  checkMark: '+ check',
  captures: (what) => `captures: ${what}`,
  chased: `${glossary.chased} (捉)`,
  xqTryHint:
    `Try a move: pick up a piece (click or tap it, or drag it) and put it on another point. ${keys(' over the 90 points')}`,
  xqSet: 'the set of 16',
  overRefused: 'Xiangqi has no promotion, so no position holds more: not placed.',
};
