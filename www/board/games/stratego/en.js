// Stratego's messages in English: its board, move table, help and pieces, and its names in the position
// editor. Added to the widget's catalogue when the adapter loads (i18n/index.js addMessages). Plain text, never HTML.
import { keys } from '../../i18n/en.js';

export default {
  board: 'Stratego board',
  lake: 'lake',
  pieces: {
    marshal: 'Marshal', general: 'General', colonel: 'Colonel', major: 'Major', captain: 'Captain',
    lieutenant: 'Lieutenant', sergeant: 'Sergeant', miner: 'Miner', scout: 'Scout', spy: 'Spy',
    bomb: 'Bomb', flag: 'Flag', unknown: 'unknown piece',
  },
  moveTable: 'Moves with the rules applied',
  colMove: 'From-to',
  colTwo: 'Two-Squares Rule',
  colMore: 'More-Squares Rule',
  colNotes: 'Battle and notes',
  tryHint:
    `Try a move: pick up a piece (click or tap it, or drag it) and put it on another square. ${keys('')}`,
  isfSet: 'the ISF set of 40',
};
