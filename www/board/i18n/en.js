// English messages of <arbiter-board>. Another language: copy this file, translate the values, and add it to
// ./index.js. Values are plain text (set with textContent), never HTML.
// Only the messages every board uses are here: a game's own are in its folder (www/board/games/<game>/en.js and one
// file per other language), the share panel's in board/editor.js, the way back to the example's in board/branch.js,
// each added to the catalogue (addMessages, ./index.js) when that module loads; the position editor's are in
// ./edit.js. The other languages' files here hold the shared messages, the share panel's and the branch note's.

// The glossary: one word per rule term, here and in the engine's messages (src/*/messages.rs), the rule pages and
// the example texts (tests/js/glossary.test.mjs checks that, with the words not to use instead).
// The keys of a board (one stop of the Tab key), listed in each game's help below.
export const keys = (cursor) => `Keys on the board (one Tab stop): arrow keys move the cursor${cursor}, Enter picks up and puts down, Escape cancels; Page Up / Page Down go one move back / forward, Home / End to the start / the last move; F flips the board, R returns to the example. A goes to the example's own controls (moves to try, autoplay, chapters), one after another.`;

export const glossary = {
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
  checkingOnPage: (n) =>
    `Checking ${n} moves on this page itself (it does not allow the engine a Web Worker of its own): the page does not respond until this is done…`,
  engineTimedOut: (seconds) =>
    `The rules engine gave no answer within ${seconds} s and has been restarted. Change the moves to try again.`,
  exampleTimedOut: (seconds) => `no answer within ${seconds} s`,
  updateReady: 'A new version of this site is ready. This page keeps the version it opened with until it is reloaded.',
  updateReload: 'Reload',
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
  docError: (why) => `The example file cannot be shown: ${why}`,
  docProblem: (line, why) => `A mistake in the example file, line ${line}: ${why}`,
  tries: 'Moves to try here',
  tryMove: (move) => `Try ${move}`,
  picked: (square, piece, targets) =>
    targets.length
      ? `${piece} on ${square} picked up. Legal targets: ${targets.join(', ')}.`
      : `${piece} on ${square} picked up. It has no legal move now.`,
  cancelled: 'Move cancelled.',
  drawFrom: (square) => `Drawing from ${square}: go to the arrow's end and press M (M again here: mark the square).`,
  drawnArrow: (from, to) => `Arrow drawn from ${from} to ${to}.`,
  drawnMark: (square) => `Square ${square} marked.`,
  played: (label, move) => `${label} ${move} played.`,
  refused: glossary.refused,
  pieceLabel: (side, piece) => `${side} ${piece}`,
  empty: 'empty',
  target: 'legal target',
  selected: 'picked up',
  gameOver: 'Game over:',
  edit: 'Edit',
  editLabel: 'Edit the position: place and remove pieces',
  editor: 'Position editor',
  sideToMove: 'Side to move',
  cleared: 'The board is empty.',
  toMoveSet: (side) => `${side} to move.`,
  share: 'Copy and share',
  frameTitle: 'Arbiter board',
  saveImage: 'Save image',
  // Xiangqi and Bogenschach
  black: 'Black',
};
