// English messages of <arbiter-board>. Another language: copy this file, translate the values, and add it to
// ./index.js. Values are plain text (set with textContent), never HTML.

// The glossary: one word per rule term, here and in the engine's messages (src/*/messages.rs), the rule pages and
// the example texts (tests/js/glossary.test.mjs checks that, with the words not to use instead).
// The keys of a board (one stop of the Tab key), listed in each game's help below.
export const keys = (cursor) => `Keys on the board (one Tab stop): arrow keys move the cursor${cursor}, Enter picks up and puts down, Escape cancels; Page Up / Page Down go one move back / forward, Home / End to the start / the last move; F flips the board, R returns to the example.`;

const glossary = {
  chase: 'chase', // 捉 (AXF), and the continuous chase of ISF 11
  chased: 'chased',
  perpetualCheck: 'perpetual check',
  perpetualChase: 'perpetual chase',
  idle: 'idle', // 闲
  refused: 'Refused:',
  general: 'General', // Xiangqi
  advisor: 'Advisor',
};

export default {
  glossary,
  board: 'Stratego board',
  controls: 'Step through the moves',
  first: 'First',
  back: 'Back',
  forward: 'Forward',
  last: 'Last',
  firstLabel: 'Go to the starting position',
  backLabel: 'One move back',
  forwardLabel: 'One move forward',
  lastLabel: 'Go to the last move',
  reset: 'Reset',
  resetLabel: 'Reset: return to the example',
  flip: 'Flip',
  flipLabel: 'Flip the board',
  colLabel: 'Move',
  colPiece: 'Piece',
  red: 'Red',
  blue: 'Blue',
  toMove: (side) => `${side} to move`,
  atStart: 'Starting position',
  after: (label, move) => `After ${label} (${move})`,
  stepOf: (step, total) => `Move ${step} of ${total}`,
  loading: 'Loading the rules engine…',
  checking: (n) => `Checking ${n} moves…`,
  pages: 'Pages of the move table',
  pagePrev: 'Earlier moves',
  pageNext: 'Later moves',
  pageShown: (from, to, total) => `Moves ${from}–${to} of ${total}`,
  noEngine:
    'Move checking is unavailable: the rules engine (WebAssembly) could not start in this browser or on this page. The board shows the position only.',
  engineFileFailed: (file, status) =>
    `Move checking is unavailable: the rules engine's file ${file} could not be loaded (${status}). The board shows the position only.`,
  boardFileFailed: (file, status) => `The board cannot be drawn: its file ${file} could not be loaded (${status}).`,
  fileNoAnswer: 'no answer: offline, or a server on another site that sends no Access-Control-Allow-Origin header',
  movesListed: (moves) => `Moves of the example: ${moves}`,
  attrTooLong: (name, length, max) =>
    `The ${name} attribute is ignored: it is ${length.toLocaleString('en')} characters long (at most ${max.toLocaleString('en')}).`,
  badInput: 'This board could not be shown:',
  exampleFailed: (what) => `The example file could not be loaded (${what}).`,
  picked: (square, piece, targets) =>
    targets.length
      ? `${piece} on ${square} picked up. Legal targets: ${targets.join(', ')}.`
      : `${piece} on ${square} picked up. It has no legal move now.`,
  cancelled: 'Move cancelled.',
  played: (label, move) => `${label} ${move} played.`,
  refused: glossary.refused,
  legalOnly: 'Legal.',
  pieceLabel: (side, piece) => `${side} ${piece}`,
  empty: 'empty',
  lake: 'lake',
  target: 'legal target',
  selected: 'picked up',
  gameOver: 'Game over:',
  edit: 'Edit',
  editLabel: 'Edit the position: place and remove pieces',
  editor: 'Position editor',
  paletteSide: 'Side',
  palettePiece: 'Piece',
  remove: 'Remove',
  removeLabel: 'Remove pieces: click or tap a piece to take it off',
  sideToMove: 'Side to move',
  clearBoard: 'Clear the board',
  editHelp:
    'Choose a side and a piece, then click or tap squares to place it (on the board, Enter at the cursor does the same). Editing starts a new game from the position shown: the moves are dropped.',
  placed: (square, piece) => `${piece} placed on ${square}.`,
  removed: (square) => `${square} is now empty.`,
  cleared: 'The board is empty.',
  toMoveSet: (side) => `${side} to move.`,
  editRefused: 'Not accepted:',
  share: 'Copy and share',
  outPosition: 'Position text',
  outLink: 'Share link (opens this moment: the position, the moves, the step shown and a refused move)',
  outEmbed: 'Embed snippet (HTML for your page)',
  outFrame: 'Iframe snippet (for forums and sites that allow an iframe but no script)',
  frameTitle: 'Arbiter board',
  saveImage: 'Save image',
  saveSvg: 'SVG',
  savePng: 'PNG',
  saveLabel: (format) => `Save the board as shown as a ${format} image`,
  imageSaved: (name) => `Saved ${name}.`,
  imageFailed: (why) => `The image could not be made on this page: ${why}`,
  copy: 'Copy',
  copyLabel: (what) => `Copy: ${what}`,
  copied: 'Copied.',
  copyFailed: 'Copying is not allowed here: the text is selected, copy it with your keyboard or menu.',
  pieces: {
    marshal: 'Marshal', general: 'General', colonel: 'Colonel', major: 'Major', captain: 'Captain',
    lieutenant: 'Lieutenant', sergeant: 'Sergeant', miner: 'Miner', scout: 'Scout', spy: 'Spy',
    bomb: 'Bomb', flag: 'Flag', unknown: 'unknown piece',
  },
  // Xiangqi
  black: 'Black',
  captures: (what) => `captures: ${what}`,
  // Bogenschach (game="bogenschach")
  hitSquare: 'hit by the shot',
  chased: `${glossary.chased} (捉)`,
  turnOf: (step, total) => `Turn ${step} of ${total}`,
  // Trying moves in the middle of an example (board/branch.js)
  branchFrom: (label, move) => `You are trying your own moves here; the example continues with ${label} ${move}.`,
  branchAtEnd: 'You are trying your own moves after the end of the example.',
  backToExample: 'Back to the example',
  backToExampleLabel: 'Back to the example: its moves, at the move where you left it',
};
