// <arbiter-board>: a Stratego or Xiangqi board that steps through a game and lets the reader try moves, with
// every question of legality answered by the Arbiter engine (WebAssembly). Plain ES modules, no build step.
//
//   <arbiter-board game="xiangqi" rules="axf" moves="h2e2 h9g7" pieces="letters"></arbiter-board>
//
// Xiangqi (game="xiangqi"): 9x10 points, FEN positions, ICCS or WXF moves; the table shows WXF, ICCS, check and,
// when the engine's rows carry them, the classification (check/chase/idle) and repetition columns.
// pieces="letters" draws K A B N R C P instead of the Chinese characters. The editor's palette follows the game.
//
// Bogenschach (game="bogenschach"): the chess board, FEN positions, turns "@e4 Kg2; @- e2e4; @d1 --" (split on
// ";"). Each turn is a shot (a square, or Miss) then a move: in try mode the reader first picks the hit square or
// presses Miss, then moves; the panel beside the board shows the round (of 15), the pieces off the board and the
// points, and the result. pieces="letters" draws K Q R B N P instead of the chess figures. The editor's palette
// is the chess pieces', with castling rights and the en passant square.
//
//   <script type="module" src="arbiter-board.js"></script>
//   <arbiter-board game="stratego" rules="isf" position="10/10/10/10/10/1b8/bj2b5/10/1O8/10 r"
//                  moves="B2-B3 B4-C4" lang="de"></arbiter-board>
//   <arbiter-board example="examples/stratego/more-squares-1.txt" show-text></arbiter-board>
//
// Attributes: game, rules, position, moves, lang (else the page's), example (an example document, docs/documents.md:
// a `.pgn` file or an older `key: value` file, URL relative to the page, read by the engine's readDocument;
// position/moves/rules/game attributes override its chapter's values), step ("start", "end" or
// a number), flip (boolean: Blue at the bottom), theme ("light" / "dark"; default: the system's),
// show-text (show the example's text), editor (boolean: an Edit button for the position editor and the
// Copy-and-share panel), playground (the http(s) page share links open; default: view.html next to this file),
// try (a move tried at `step` when the board loads: a refused one shows refused; share links carry it), quiz (quiz
// mode, board/quiz.js: the example's tries and `try` asked as questions, graded by the engine).
// A document's chapter shows its title (and with show-text its text), and at each step the author's comment (beside
// the board, said with the step to screen readers), the moves to try there (buttons: "Try C3-B3" plays it as the
// reader's try) and the shapes (arrows, marked squares, labels); a document of several chapters gets a chapter
// picker (property `chapter`), one with moves autoplay (board/annotated.js). A document with a mistake shows its line
// and reason instead of a board; a try the engine judges otherwise than its author is shown as the author's mistake.
// Share links, snippets and images: board/share.js and board/image.js.
// Events (bubbling, composed CustomEvents): `move` {move, label, moves, verdict}, `verdict` {move, verdict},
// `positionchange` {step, label, move, position, moves}.
// Nothing here is inserted as HTML: text goes in with textContent, attributes with setAttribute.
//
// The element names no game. What a game draws and how its moves and rows read comes from its adapter
// (board/games/<game>/adapter.js, the interface in board/games.js and docs/adding-a-game.md): the board, the move a
// gesture tries, a row's squares and text, the table, the marks, and a turn of more than one step (createTurn:
// Bogenschach's shot, its panel and keys; it gets the element's hooks, _hooks(), never the element). As in
// chessground, the element is split in three:
//   config  the attributes and the example file's values, read once per change (readConfig, board/state.js;
//           _conf() keeps them until an attribute or the example file changes);
//   state   one object, this._s (board/state.js initialState): the moves and their explanation, the example's
//           line, the step, the tried line, the piece picked up, a refused move's marks, the cursor, the editor's
//           switch; changed only by the pure transitions of board/state.js (step, select, refuse, play,
//           explained, reset ...; tested in Node by tests/js/state.test.mjs), whose engine answers come in as
//           arguments; what is shown is computed from it by pure functions too (boardView, boardMarks, stepText);
//   view    _renderNow() writes the latest state into the DOM: the board (board/grid.js), the table
//           (board/table.js), the panels, all by textContent and setAttribute.
//
// Order: a page's boards start in the order the reader meets them (board/schedule.js): a board is built and loaded
// when it comes near the view (until then _wait keeps a placeholder of its room), the others while the page is
// idle; each is explained and drawn in a task of its own.
// Loading: this module imports what every board needs (the controls, the table, the editor, English). What one
// game needs is loaded on demand in _load(), before the first render that needs it, together with the example
// file and the engine: the game's adapter with its board modules (board/games.js), the German messages when the
// board's language is German (board/i18n/index.js), and the game's engine package (board/engine.js). Until then
// the board area stays empty; afterwards everything that is synchronous (rendering, the fallback display without
// the engine, the editor) reads the loaded adapter (gameModules). A board whose game changes loads again under a
// new _loadToken, so a slow older load never shows. scripts/build-site.mjs inlines the dynamically imported modules
// too, so a bundle fetches nothing.
import { engineAsk, loadEngine } from './board/engine.js';
import {
  messages, engineLang, langKey, langNotation, loadMessages, messagesLoaded, refusalText,
} from './board/i18n/index.js';
import { DEFAULT_GAME, gameModules, kindOf, loadGame, registry, stylesOf } from './board/games.js';
import { attachInput } from './board/input.js';
import { hidePager } from './board/table.js';
import { meterParts, meterText } from './board/meter.js';
import { button, h, setText } from './board/dom.js';
import { attachPart, attachStyles } from './board/styles.js';
import { fetchExample, fileFailure, importFailure, tooLarge } from './board/files.js';
import { answeringEngine, answersUrl, boardGame, engineNeeded, hasAnswers, readAnswers } from './board/ahead.js';
import { annotated, ATTR_LIMITS, chapterConfig, documentHead, isKeyValue, langText, movesText, notationOf,
  readAhead, readAheadCurrent, readAheadIn,
  paragraphs, readConfig, sharedMoves, setPlaying, shownNote, splitMoves, startStep, stepText, targetsFrom,
  tooLong } from './board/state.js';
import { boardView, deselect, dropGame, explained, hideSquare, initialState, maxStep, moveCursor, play, positionAt, refuse, reset,
  select, setEditing, shownRow, slid, step as stepTo } from './board/state.js';
import { AUTHOR, createRoving } from './board/focus.js';
import { embedSnippet, frameSnippet, httpUrl, shareLink } from './board/share.js';
import { settled, slot, turn } from './board/schedule.js';

// The position editor's panel (board/edit-panel.js) is loaded the first time a reader presses Edit; a failure
// names the file and its HTTP status (board/files.js).
let editPanel = null;
const HERE = import.meta.url;
const loadEditPanel = () => import('./board/edit-panel.js').then((m) => {
  editPanel = m;
  return m;
}, async (e) => {
  throw await importFailure(new URL('./board/edit-panel.js', HERE).href, e);
});

// The embed snippet's script: this file (in a single-file build, that file).
const SCRIPT_URL = import.meta.url;
// Share links open view.html by default, the iframe snippet frame.html: both next to this file.
const PLAYGROUND_URL = new URL('./view.html', import.meta.url).href;
const FRAME_URL = new URL('./frame.html', import.meta.url).href;
/** An error's message (anything thrown: an Error, the engine's error, a string). */
const errMsg = (e) => (e && e.message ? e.message : String(e));
/** "Refused: <why>" in the messages `m`, for an error `e` (the engine's, or a move it could not read). */
const refusedBy = (m, e) => `${m.refused} ${errMsg(e)}`;
/** The message and, for the engine's errors, their code. */
const errText = (e) => (e && e.code ? `${errMsg(e)} (${e.code})` : errMsg(e));
const MAX_EXAMPLE = 64 * 1024;
// A document read ahead (`.read.json`) is the engine's reading written out: somewhat larger than its document.
const MAX_READ_AHEAD = 4 * MAX_EXAMPLE;
// A game of more moves is explained in the engine's Web Worker (board/engine.js engineAsk), so the page does not
// block while it is; 200 moves explain within a frame or two (docs/performance.md, "Long games in the widget"),
// so shorter games are explained at once, without the worker's start.
const LONG_GAME = 200;
// Positions read for the board and the table (parsePosition), kept for stepping back and forth.
const POSITIONS_KEPT = 1000;
// The position editor and the share panel (board/editor.js) are loaded only for a board with `editor`.
let editorMod = null;
const loadEditor = () => import('./board/editor.js').then((m) => {
  editorMod = m;
});
// The view of annotated documents (board/annotated.js: shapes, the chapter picker, autoplay), loaded for a document
// that has them (state.js annotated). Without it (it failed to load) the board still steps and shows comments.
let annotatedMod = null;
let annotatedTried = false; // loaded, or failed to
let annotatedLoading = null;
const loadAnnotated = () => (annotatedLoading ||= import('./board/annotated.js').then((m) => {
  annotatedMod = m;
}, () => {}).then(() => {
  annotatedTried = true;
}));
let counter = 0;

/** Writes `text` into `el` as paragraphs (a blank line starts one; a line break stays one), hidden when empty. */
const shownText = new WeakMap();
function putParagraphs(el, text) {
  if (shownText.get(el) === text) return;
  shownText.set(el, text);
  el.replaceChildren(...paragraphs(text).map((p) => h('p', {}, p)));
  el.hidden = !text;
}

export class ArbiterBoard extends HTMLElement {
  static get observedAttributes() {
    return ['game', 'rules', 'position', 'moves', 'lang', 'example', 'flip', 'step', 'show-text', 'editor',
      'playground', 'pieces', 'notation', 'try', 'quiz'];
  }

  constructor() {
    super();
    this._id = `ab${++counter}`;
    this._engine = null;
    this._engineError = null;
    this._waking = null; // the engine being loaded in place of answers given ahead (_wakeEngine)
    this._answersAsked = null; // { url, text: promise } of the answers asked for with the document (_load)
    this._example = null; // the configuration values of the example document's chapter shown
    this._exampleError = null;
    this._docText = null; // the example document's text (null when read ahead)
    this._readAhead = null; // the example document read ahead (board/state.js readAhead), if it was
    this._docUrl = null; // the example document's address
    this._doc = null; // the engine's reading of it (readDocument): { chapters, problems }
    this._docError = null; // why it could not be read (bad-document)
    this._chapterAt = 0; // the chapter shown
    // What the board shows (board/state.js): changed only by its transitions, rendered by _renderNow.
    this._s = initialState();
    this._posCache = new Map();
    this._pieces = new Map();
    this._error = '';
    this._loaded = false; // the example file and the engine have been waited for
    this._loadToken = 0;
    this._xToken = 0; // the latest explanation asked for (a long game's comes later, from the worker)
    this._quiet = false; // attributes being set by the editor itself (already applied)
    this._turn = null; // the shown game's turn steps (its adapter's createTurn: Bogenschach's shot), if any
    this._long = new Map(); // attribute -> length of a value refused as too long
    this._changed = new Set(); // configuration attributes changed, not applied yet
  }

  /** The configuration (board/state.js readConfig): the attributes, then the example file's values; read again
   * only after one of them changed. */
  _conf() {
    return (this._cfg ||= readConfig((name) => (this._long.has(name) ? null : this.getAttribute(name)), this._example,
      DEFAULT_GAME));
  }

  // --- public API -------------------------------------------------------------------------------------------

  get moves() {
    return this._s.moves.slice();
  }
  get step() {
    return this._s.step;
  }
  get explanation() {
    return this._s.x;
  }
  /** The chapter shown of the example document (from 0); setting it shows another chapter at its start. */
  get chapter() {
    return this._chapterAt;
  }
  set chapter(i) {
    const n = Number(i);
    const count = this._doc ? this._doc.chapters.length : 0;
    if (!Number.isInteger(n) || n < 0 || n >= count || n === this._chapterAt) return;
    this._chapterAt = n;
    this._s = setPlaying(this._s, false);
    this._example = chapterConfig(this._doc.chapters[n]);
    this._cfg = null;
    this._tryShown = null;
    this._load();
  }
  first() {
    this.go(0);
  }
  back() {
    this.go(this._s.step - 1);
  }
  forward() {
    this.go(this._s.step + 1);
  }
  last() {
    this.go(maxStep(this._s));
  }
  /** Returns to the example's moves, at the step where the reader started trying. */
  reset() {
    if (!this._s.baseX) return;
    this._xToken += 1; // a tried move's explanation still being computed is not shown
    this.removeAttribute('aria-busy');
    this._setVerdict('', false);
    this._s = reset(this._s);
    this._clearTurn();
    this._render();
    this._emitPosition();
  }
  /** Tries `move` ("C3-B3", "h2e2", "@e4 Kg2") at the current step, as a drop on the board would. Returns the
   * verdict. */
  play(move) {
    return this._try(String(move));
  }
  /** The canonical text of the starting position (the engine's), or null before the engine answered. */
  get position() {
    return this._s.x ? this._s.x.start : null;
  }
  /** The canonical text of the position shown. */
  get currentPosition() {
    return positionAt(this._s);
  }
  get editing() {
    return this._s.editing;
  }
  /** An authoring page's board: when true, a right-button drag (or M on a square and M on another) draws an
   * arrow and a right-click (or M twice) marks a square, each told by the event `shape` ({ from, to }; a mark:
   * from === to); the board keeps nothing itself. */
  get drawing() {
    return this._drawing === true;
  }
  set drawing(on) {
    this._drawing = !!on;
  }
  /** Turns the position editor on or off (it needs the `editor` attribute to be shown as a button). */
  setEditing(on) {
    if (!this._root) return; // not built yet (_wait): nothing to edit
    if (on && !editPanel) {
      loadEditPanel().then(() => this.setEditing(on),
        (e) => this._showError(fileFailure(this._msgs(), e, 'board') || `${this._msgs().noEngine} ${errText(e)}`));
      return;
    }
    this._setVerdict('', false);
    this._s = setEditing(this._s, !!on && !!this._engine);
    this._clearTurn();
    this._render();
  }
  /** The share link: the page named in `playground` (view.html by default) with this moment (board/share.js). */
  shareLink() {
    return this._shareLinkFor(this._movesText(this._sharedMoves()));
  }
  _shareLinkFor(movesText) {
    if (!this._s.x) return '';
    return shareLink(this._linkBase(), this._shareState(movesText));
  }
  /** The moment shown, as links and snippets carry it (board/share.js). */
  _shareState(movesText) {
    const c = this._conf();
    const { notation, lang: own } = c;
    return {
      game: c.game, rules: c.rules, position: this._s.x.start, moves: movesText,
      step: String(this._s.step), try: this._s.refused || undefined,
      lang: own || (this._lang() !== 'en' ? this._lang() : undefined),
      notation: notation && this._notation() === notation ? notation : undefined,
      pieces: c.letters ? 'letters' : undefined,
      flip: c.flip, quiz: this.hasAttribute('quiz') ? this.getAttribute('quiz') || 'yes' : undefined,
    };
  }
  /** Where share links open: `playground` if it is an http(s) address (else a console warning), or view.html. */
  _linkBase() {
    const attr = this._conf().playground;
    if (attr === null || attr === '') return PLAYGROUND_URL;
    const url = httpUrl(attr, document.baseURI);
    if (!url && this._warnedPlayground !== attr) {
      this._warnedPlayground = attr;
      console.warn('<arbiter-board>: the playground attribute is not an http(s) address; share links open ' +
        `${PLAYGROUND_URL} instead.`);
    }
    return url || PLAYGROUND_URL;
  }
  /** The moves as the engine wrote them back (explain's rows: up to and including an illegal one). */
  _sharedMoves() {
    if (!this._s.x) return [];
    return sharedMoves(this._game(), this._s.x.rows, this._s.moves);
  }

  /** The moves as one attribute value (a game whose moves contain spaces joins them with "; "). */
  _movesText(moves) {
    return movesText(this._game(), moves);
  }
  /** The embed snippet (text for the clipboard, never inserted into this page). */
  embedSnippet() {
    return this._embedFor(this._movesText(this._sharedMoves()));
  }
  _embedFor(movesText) {
    if (!this._s.x) return '';
    const st = this._shareState(movesText);
    return embedSnippet(SCRIPT_URL, { ...st, step: this._s.step ? st.step : undefined });
  }
  /** The iframe snippet (frame.html with this moment), for pages that allow an iframe but no script. */
  frameSnippet() {
    return this._frameFor(this._movesText(this._sharedMoves()));
  }
  _frameFor(movesText) {
    if (!this._s.x) return '';
    return frameSnippet(FRAME_URL, this._shareState(movesText), { title: this._msgs().frameTitle,
      height: this._game().frameHeight || 700 });
  }
  /** The board as shown, as an image (board/image.js): { svg, width, height }, or for 'png' { blob, width, height }. */
  async image(format = 'svg') {
    return (await import('./board/image.js')).imageOf(this, format);
  }
  /** Downloads image(format) as a file; resolves to its name. */
  async saveImage(format = 'svg') {
    return (await import('./board/image.js')).saveImage(this, format);
  }
  /** The engine package of `game`, for a page's own questions (the playground's paste box). */
  /** What reading another game's position or a record needs beside the engine: the shape guess
   * (board/detect.js) and its messages (board/i18n/import.js), with how the widget reads a language tag (langKey,
   * preferredLang), loaded on first use (the playground asks here, so it also works next to the single-file builds
   * alone). */
  static importHelpers() {
    return Promise.all([import('./board/detect.js'), import('./board/i18n/import.js')])
      .then(([d, i]) => ({ guessGame: d.guessGame, importMessages: i.importMessages, langKey: i.langKey,
        preferredLang: i.preferredLang }));
  }

  static loadEngine(game) {
    return loadEngine(game);
  }
  /** The games the widget draws (its registry, board/games.js), the board's default first. */
  static get games() {
    return registry().map(([name]) => name);
  }
  /** A share link's checked values (board/link-params.js), for pages that open links (also next to a bundle). */
  static async readShareParams(hash, search) {
    return (await import('./board/link-params.js')).readShareParams(hash, search);
  }

  // --- lifecycle --------------------------------------------------------------------------------------------

  /** Focuses the board's one tab stop. */
  focus(options) {
    if (this._roving) this._roving.focus(options);
    else super.focus(options);
  }

  connectedCallback() {
    if (!this._root) return void this._wait();
    this._load();
  }

  /** A page's boards start in the order the reader meets them (board/schedule.js): this one is built and loaded
   * when it comes near the view, or while the page is idle. Until then its shadow root holds a placeholder of a
   * board's room, laid out only when near the view. */
  _wait() {
    if (!this.shadowRoot) {
      const root = this.attachShadow({ mode: 'open' });
      attachStyles(root);
      this._placeholder = h('div', { class: 'ab waiting', part: 'root' }, h('div', { class: 'main' },
        h('div', { class: 'board-wrap pending', 'data-game': kindOf(this.getAttribute('game')) })));
      root.append(this._placeholder);
    }
    if (this._waiting) return;
    this._waiting = true;
    // A game named by the attribute (not only by the example file) is known now: its adapter and engine (loaded
    // once per page) are asked for while the board waits.
    if (this.getAttribute('game') !== null) {
      loadGame(this.getAttribute('game')).catch(() => {});
      // the package with the document reader for a document that is not read ahead (board/engine.js); none for a
      // document read ahead, whose answers may have been given ahead too (board/ahead.js: _load decides)
      const example = this.getAttribute('example');
      if (!example || !/\.read\.json$/i.test(example)) {
        loadEngine(this.getAttribute('game'), { documents: !!example }).catch(() => {});
      }
    }
    turn(this).then(() => {
      this._waiting = false;
      if (!this.isConnected) return; // taken off the page meanwhile: it waits again when it comes back
      this._build();
      this._load().finally(() => settled(this));
    });
  }

  attributeChangedCallback(name, oldValue, newValue) {
    if (tooLong(name, newValue)) this._long.set(name, newValue.length);
    else this._long.delete(name);
    this._cfg = null;
    if (!this._root || oldValue === newValue || this._quiet) return;
    if (name === 'editor') {
      if (!this._conf().editor) this._s = { ...this._s, editing: false };
      else if (!editorMod) return void loadEditor().then(() => this._render(), () => {});
      return this._render();
    }
    if (name === 'playground' || name === 'flip' || name === 'pieces') return this._render();
    if (name === 'show-text') return this._renderTitle();
    // The configuration: every change made in one task, in any order, applies once as one configuration.
    this._changed.add(name);
    if (this._applyScheduled) return;
    this._applyScheduled = true;
    queueMicrotask(() => this._applyChanges());
  }

  _applyChanges() {
    this._applyScheduled = false;
    const changed = this._changed;
    this._changed = new Set();
    // A new game, rules, position, moves, example or tried move: loaded afresh (in the language and notation set now).
    const loads = ['game', 'rules', 'position', 'moves', 'example', 'try', 'quiz'];
    if (loads.some((n) => changed.has(n))) return void this._load();
    // A new step for the game shown (a host page's, or a share link's for the moves the board has already loaded):
    // the board goes there, as a load opens it. (A load still running reads the attribute itself.)
    if (changed.has('step') && this._loaded && this._s.x) this.go(startStep(this._conf().step, maxStep(this._s)), true);
    if (!changed.has('lang') && !changed.has('notation')) return;
    // Only lang or notation: the same moves, everything said again in it (the verdict shown too).
    const again = () => (this._loaded ? this._recompute(false) : this._render());
    if (messagesLoaded(this._lang())) return again();
    const token = this._loadToken;
    loadMessages(this._lang()).then(() => {
      if (token === this._loadToken) again();
    });
  }

  // --- building ---------------------------------------------------------------------------------------------

  _build() {
    // The placeholder (_wait) goes; its stylesheet stays (one request per page for every board's link).
    if (this._placeholder) this._placeholder.remove();
    const root = this.shadowRoot || this.attachShadow({ mode: 'open' });
    if (!this._placeholder) attachStyles(root);
    this._placeholder = null;
    this._root = root;
    // A game's and the editor's own styles, linked now when the attributes name them (boards upgraded together link
    // together: one request per file), else the game's once _load knows it (board/styles.js).
    attachPart(root, stylesOf(this.getAttribute('game')));
    if (this.hasAttribute('editor')) attachPart(root, 'editor');
    this._ui = {
      title: h('p', { class: 'title', hidden: true }),
      text: h('div', { class: 'text', hidden: true }),
      // The shown step's comment (a document's), and the moves its author offers to try there.
      comment: h('div', { class: 'comment', hidden: true }),
      tries: h('div', { class: 'tries', role: 'group', hidden: true }),
      first: button('first', () => this.first()),
      back: button('back', () => this.back()),
      forward: button('forward', () => this.forward()),
      last: button('last', () => this.last()),
      reset: button('reset', () => this.reset()),
      flip: button('flip-btn', () => this.toggleAttribute('flip')),
      edit: button('edit-btn', () => this.setEditing(!this._s.editing)),
      status: h('p', { class: 'status' }),
      // Each step, said to screen readers (visually hidden: the status line and the table show it).
      announce: h('p', { class: 'sr-only', role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' }),
      verdict: h('div', { class: 'verdict', role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' }),
      error: h('p', { class: 'error', role: 'alert', hidden: true }),
      hint: h('p', { class: 'hint', id: `${this._id}-hint` }),
      table: h('table', { class: 'moves' }),
    };
    const u = this._ui;
    this._boards = {};
    this._turns = {};
    this._board = null; // the game's board, made once its modules are loaded (_render)
    u.toolbar = h('div', { class: 'toolbar', role: 'toolbar' }, u.first, u.back, u.forward, u.last, u.reset, u.flip,
      u.edit);
    // The position editor's panel (board/edit-panel.js) and the share panel (board/editor.js) go here once loaded.
    this._editorSlot = h('div', { class: 'editor-slot' });
    this._shareSlot = h('div', { class: 'share-slot' });
    // The chapter picker and autoplay (board/annotated.js), once loaded.
    this._pickSlot = h('div', { class: 'pick-slot' });
    this._playSlot = h('div', { class: 'play-slot' });
    // The way back to the example's line (board/branch.js), loaded when the reader first tries a move.
    this._branchBar = null;
    this._branchSlot = h('div', { class: 'branch-slot' });
    const wrap = h(
      'div',
      { class: 'ab', part: 'root' },
      this._pickSlot,
      u.title,
      u.text,
      h(
        'div',
        { class: 'main' },
        (this._boardWrap = h('div', { class: 'board-wrap' })),
        h('div', { class: 'side' }, u.toolbar, this._playSlot, u.status, u.announce, u.comment, u.tries, u.verdict,
          this._branchSlot, u.error,
          this._editorSlot, u.hint, this._shareSlot),
      ),
      h('div', { class: 'table-wrap' }, u.table),
    );
    root.append(wrap);


    this._roving = createRoving(root);
    // The widget's keys (listed in its help; the board's cursor keys stop before this), not in form fields.
    this.addEventListener('keydown', (e) => {
      if (e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented) return;
      const inner = e.composedPath()[0];
      if ((e.key === 'a' || e.key === 'A') && this._nextAuthorControl(inner)) return void e.preventDefault();
      if (inner && inner.closest && inner.closest('input, textarea, select, .editor, .share')) return;
      const inTable = !!(inner && inner.matches && inner.matches('button.jump'));
      const keys = { PageUp: () => this.back(), PageDown: () => this.forward(), Home: () => this.first(),
                     End: () => this.last(), ArrowLeft: () => this.back(), ArrowRight: () => this.forward(),
                     f: () => this.toggleAttribute('flip'), F: () => this.toggleAttribute('flip'),
                     r: () => this.reset(), R: () => this.reset() };
      if (inTable) Object.assign(keys, { ArrowUp: () => this.back(), ArrowDown: () => this.forward() });
      // A game's own keys (Bogenschach's M, C, S: Miss, Change the shot, Skip).
      for (const [k, press] of Object.entries((this._turn && this._turn.keys) || {})) {
        keys[k] = press;
        keys[k.toUpperCase()] = press;
      }
      if (!Object.hasOwn(keys, e.key)) return;
      keys[e.key]();
      e.preventDefault();
    });
  }

  /** Key A: the focus to the next of an example document's own controls (its moves to try, autoplay, the chapter
   * picker), from the board or one of them; false where there is none or the focus is in a text field. */
  _nextAuthorControl(inner) {
    if (inner && inner.closest && inner.closest('input, textarea, .editor, .share')) return false;
    const list = [...this._root.querySelectorAll(AUTHOR)].filter((el) => !el.disabled && !el.closest('[hidden]')
      && el.getClientRects().length > 0);
    if (!list.length) return false;
    list[(list.indexOf(this._root.activeElement) + 1) % list.length].focus();
    return true;
  }

  /** The board of `game` (Stratego's 10x10 squares, Xiangqi's 9x10 points, the 8x8 chess board: its adapter's,
   * board/games.js), made on first use with its turn steps (createTurn: Bogenschach's shot); null while the
   * game's adapter is not loaded. */
  _boardFor(game) {
    const kind = kindOf(game);
    if (this._boards[kind]) return this._boards[kind];
    const a = gameModules(kind);
    if (!a) return null;
    const board = a.createBoard(`${this._id}-${kind}`);
    this._boards[kind] = board;
    // A reader reaching for a board that answers from answers given ahead (board/ahead.js) will soon ask what they
    // do not hold: its engine starts loading now.
    const reach = () => this._answering() && this._wakeEngine();
    board.svg.addEventListener('pointerdown', reach);
    board.svg.addEventListener('focus', reach);
    if (a.createTurn) {
      const turn = a.createTurn(this._hooks());
      turn.panel.hidden = true;
      // A button of the turn's panel (Bogenschach's Miss) asks the engine what no answers given ahead hold: the
      // click waits for the engine, then is made again.
      turn.panel.addEventListener('click', (e) => {
        const target = e.target.closest('button');
        if (!target || !this._answering()) return; // (the click made again finds the engine)
        e.stopImmediatePropagation();
        e.preventDefault();
        this._withEngine(() => target.click());
      }, true);
      this._ui.verdict.before(turn.panel);
      this._turns[kind] = turn;
    }
    attachInput(board, {
      flip: () => this._conf().flip,
      pieceAt: (sq) => this._pieces.get(sq) || null,
      selected: () => this._s.sel,
      isTarget: (sq) => this._s.targets.has(sq),
      select: (sq) => this._select(sq),
      deselect: (announce) => {
        this._clearTry();
        if (announce) this._say((m) => m.cancelled);
        this._render();
      },
      tryMove: (from, to) => {
        // (a turn's move asks its legal moves; a plain move is judged by _try, which may know it ahead)
        const play = () => {
          const v = this._turn ? this._turn.move(from, to) : this._try(this._game().moveText(from, to));
          this._revealVerdict();
          return v;
        };
        return this._turn ? this._withEngine(play) : play();
      },
      setDragHidden: (sq) => {
        this._s = hideSquare(this._s, sq);
        this._render();
      },
      cursor: () => this._s.cursor,
      setCursor: (sq) => {
        this._s = moveCursor(this._s, sq);
        this._render();
      },
      // A turn's first step (Bogenschach's shot): like the editor, a tap (or Enter) names a square and nothing is
      // dragged.
      editing: () => this._s.editing || this._picking(),
      draggable: (sq) => !!this._draggable()?.has(sq),
      edit: (sq) => (this._s.editing ? editPanel.editSquare(this, sq) : this._withEngine(() => this._turn.tap(sq))),
      // A game whose moves put a piece on an empty square (its adapter's placeText): a tap or Enter there plays.
      place: a.placeText && ((sq) => {
        this._try(a.placeText(sq));
        this._revealVerdict();
      }),
      // An author's board (property `drawing`): the drawn arrow or marked square is told to the page (event
      // `shape`), which keeps it in its document (the playground's authoring panel).
      canDraw: () => this.drawing === true && !this._s.editing,
      drawFrom: (sq) => this._say((m) => m.drawFrom(sq)),
      draw: (from, to) => {
        this._say((m) => (from === to ? m.drawnMark(from) : m.drawnArrow(from, to)));
        this.dispatchEvent(new CustomEvent('shape', { bubbles: true, composed: true, detail: { from, to } }));
      },
    });
    return board;
  }

  /** What a game's turn steps (its adapter's createTurn) may read and ask of the board: the state (board/state.js,
   * read only; changed with update(transition, ...args), then render()), the pieces shown, the legal moves after the
   * shown step's moves and `next` (the turn's first step: "@e4"), a move tried as the reader's (try: the verdict, or
   * null), a verdict said (say(make(msgs), refused)), the board focused. docs/adding-a-game.md ("The widget"). */
  _hooks() {
    return {
      state: () => this._s,
      ready: () => !!this._engine && !!this._s.x,
      pieces: () => this._pieces,
      legalMoves: (next) => {
        if (this._answering()) { // (the board's input waits for the engine first: _boardFor)
          this._wakeThen(() => this._render());
          const e = engineNeeded('legalMoves');
          e.message = this._msgs().loading; // said in the reader's language, should a turn show it
          throw e;
        }
        return this._engine.legalMoves(this._gameObject(this._s.moves.slice(0, this._s.step).concat(next)));
      },
      try: (move) => this._try(move),
      say: (make, refused = false) => this._say(make, refused),
      update: (transition, ...args) => {
        this._s = transition(this._s, ...args);
      },
      render: () => this._render(),
      focus: () => this._board && this._board.svg.focus({ preventScroll: true }),
    };
  }

  /** Quiz mode (attribute `quiz`): board/quiz.js, loaded only then, asks the example's tries as questions through
   * this hook (and the element's public methods), never the element's members. */
  _quizStart() {
    const hook = {
      board: this, lang: () => this._lang(),
      mount: (el) => {
        attachPart(this._root, 'quiz');
        this._ui.verdict.after(el);
      },
      // The document's chapter shown, where the element reads documents (its tries); else the example file's values.
      game: () => this._gameName(), example: () => this._example,
      chapter: () => (this._chapter ? this._chapter() : null),
      rows: () => (this._s.baseX ? this._s.baseX.rows : []),
      opensAt: () => startStep(this._conf().step, maxStep(this._s)),
      attrs: () => ({ quiz: this.getAttribute('quiz'), try: this._conf().try }),
      split: (t) => this._game().splitMoves(t),
      judge: (move, at) => this._engine.validateMove(this._gameObject(this._s.baseMoves.slice(0, at)), move),
      try: (move) => this._try(move),
      say: (text) => setText(this._ui.announce, text),
      // keepText: the chapter's text is the quiz's question (a document's quiz chapter), not its answer.
      conceal: (on, keepText = false) => {
        ['text', 'comment', 'tries'].forEach((k) => {
          if (this._ui[k]) this._ui[k].hidden = (on && !(keepText && k === 'text')) || !this._ui[k].textContent;
        });
        // The moves table's notes say what the rules conclude (arbiter-board.quiz.css hides them meanwhile); a step
        // said to screen readers leaves them out too (_announceStep).
        this._ui.table.classList.toggle('concealed', on);
        this._concealed = on;
        // The rule meter says what the rules will refuse next: hidden while a question is open.
        if (this._meterHidden !== on) {
          this._meterHidden = on;
          this._render();
        }
      },
    };
    const on = this.hasAttribute('quiz') || !!(hook.chapter() && hook.chapter().quiz); // a document's chapter's `quiz`
    if (!on && !this._quiz) return;
    // A quiz asks the engine what the answers given ahead do not hold.
    if (on && this._answering()) return void this._withEngine(() => this._quizStart());
    import('./board/quiz.js').then((m) => (this._quiz ||= m.createQuiz(hook)).start(on),
      async (e) => this._showError(fileFailure(this._msgs(),
        await importFailure(new URL('./board/quiz.js', HERE).href, e), 'board') || errText(e)));
  }

  /** A side's name (Red, Blue, Black, White) in the reader's language. */
  _sideName(side, msgs = this._msgs()) {
    return msgs[side] || side;
  }

  /** The side to move of a position text (its game's adapter reads it), or null while the adapter loads. */
  _sideToMove(position) {
    const mods = this._game();
    return mods ? mods.sideToMove(position) : null;
  }

  /** The loaded board modules of this board's game (board/games.js), or null while they load. */
  _game() {
    return gameModules(this._gameName());
  }

  _msgs() {
    return messages(this._lang());
  }

  _lang() {
    const own = this._conf().lang;
    if (own) return own;
    const up = this.parentElement && this.parentElement.closest('[lang]');
    const inherited = (up && up.getAttribute('lang')) || document.documentElement.lang;
    return inherited && !tooLong('lang', inherited) ? inherited : 'en';
  }

  // --- loading ----------------------------------------------------------------------------------------------

  async _load() {
    const token = ++this._loadToken;
    this._xToken += 1; // an explanation still being computed for the old attributes is not shown
    this._loaded = false;
    this._dropOtherGame();
    this._render(); // labels and an empty board before anything is loaded
    // A language not loaded yet (German): its labels replace the English ones as soon as they arrive.
    if (!messagesLoaded(this._lang())) {
      loadMessages(this._lang()).then(() => {
        if (token !== this._loadToken || this._loaded) return;
        this._render();
        if (!this._engine) setText(this._ui.status, this._msgs().loading);
      });
    }
    const exampleUrl = this._conf().example;
    // A board whose page the site's build marked (data-answers: its document has answers given ahead,
    // board/ahead.js) asks for its language's answers together with the document, not a round trip later.
    this._answersAsked = null;
    if (exampleUrl && this.hasAttribute('data-answers') && /\.read\.json$/i.test(exampleUrl)
      && !this.hasAttribute('quiz') && !this._conf().editor) {
      try {
        const url = answersUrl(new URL(exampleUrl, document.baseURI).href, this._lang());
        const text = fetchExample(url, MAX_READ_AHEAD, () => this._msgs());
        text.catch(() => {});
        this._answersAsked = { url, text };
      } catch {
        this._answersAsked = null;
      }
    }
    if (exampleUrl && (this._exampleUrl !== exampleUrl || this._exampleError)) {
      this._exampleUrl = exampleUrl;
      this._dropDocument();
      try {
        const url = new URL(exampleUrl, document.baseURI);
        const max = /\.read\.json$/i.test(url.pathname) ? MAX_READ_AHEAD : MAX_EXAMPLE;
        const text = await fetchExample(url.href, max, () => this._msgs()); // size and time limited
        if (token !== this._loadToken) return;
        // The engine reads the document (_readDocument); the game it names is needed first, to load that engine. A
        // document read ahead needs no reading: its first chapter names the game.
        this._readAhead = readAhead(text);
        this._docUrl = url.href;
        if (!this._readAhead && text.length > MAX_EXAMPLE) throw tooLarge(MAX_EXAMPLE, `${text.length} characters`);
        const first = this._readAhead && this._readAhead.chapters[0];
        this._docText = this._readAhead ? null : text;
        this._example = first ? { game: first.game, position: first.position } : documentHead(text);
        this._cfg = null;
      } catch (e) {
        if (token !== this._loadToken) return;
        this._exampleError = errMsg(e);
      }
    } else if (!exampleUrl) {
      this._exampleUrl = null;
      this._dropDocument();
    }
    // Together: the board modules of this board's game (board/games.js), its language's messages
    // (board/i18n/index.js) and its engine package (board/engine.js); each loaded once per page. The game is known
    // now (the example file may name it): its own styles too, if it has any (board/styles.js; once per board).
    const game = this._gameName();
    attachPart(this._root, stylesOf(game));
    // Which engine package (board/engine.js): a document not read ahead needs the game's package with the document
    // reader, an earlier `key: value` example file the full package (every game); a board without a document, or
    // whose document was read ahead, the game's lite package.
    const reader = this._docText !== null;
    const engineKey = reader && isKeyValue(this._docText) ? `${game} (full)` : reader ? `${game} (documents)` : game;
    const needEngine = this._engineGame !== engineKey;
    if (needEngine && !this._engine) setText(this._ui.status, this._msgs().loading);
    const ownEngine = () => loadEngine(engineKey.endsWith('(full)') ? undefined : game, { documents: reader })
      .then((mod) => ({ mod }), (error) => ({ error }));
    // A document read ahead with the answers to the board's questions in its language (board/ahead.js): the engine
    // itself waits until the reader asks something else.
    const ahead = needEngine && this._answersAhead() ? this._fetchAnswers(this._lang()) : null;
    const [boardError, , , engine] = await Promise.all([
      loadGame(game).then(() => null, (e) => e),
      loadMessages(this._lang()),
      this._conf().editor && !editorMod ? loadEditor().catch(() => null) : null,
      ahead ? ahead.then((mod) => (mod ? { mod } : ownEngine())) : needEngine ? ownEngine() : null,
    ]);
    // One board explained and drawn per task: the browser paints between boards.
    await slot();
    if (token !== this._loadToken) return;
    // The language may have changed while this loaded: its messages too.
    if (!messagesLoaded(this._lang())) {
      await loadMessages(this._lang());
      if (token !== this._loadToken) return;
    }
    if (engine) {
      this._engine = engine.mod || null;
      this._engineError = engine.error || null;
      this._engineGame = engine.mod && engine.mod.ahead ? null : engineKey;
    }
    // A document read ahead by another version of the engine (a site that updated the widget, not its documents):
    // its own file is fetched and read by the package with the reader.
    if (this._readAhead && this._engine && !readAheadCurrent(this._readAhead, this._engine)) {
      try {
        const text = await fetchExample(new URL(this._readAhead.source, this._docUrl).href, MAX_EXAMPLE,
          () => this._msgs());
        if (token !== this._loadToken) return;
        this._readAhead = null;
        this._docText = text;
      } catch (e) {
        if (token !== this._loadToken) return;
        this._readAhead = null;
        this._exampleError = errMsg(e);
      }
      return void this._load();
    }
    // The document, read by this game's engine: its chapter's game may be another than its first tag named.
    if (this._readDocument() && this._gameName() !== game) return void this._load();
    this._loaded = true;
    this._tryOnLoad = true;
    if (boardError) {
      // The board's own code could not be fetched (offline without the service worker's copy): say so.
      this._render();
      const msgs = this._msgs();
      return this._showError(fileFailure(msgs, boardError, 'board') || `${msgs.noEngine} ${errText(boardError)}`);
    }
    this._recompute(true);
  }

  /** Whether this board may answer from the site's answers given ahead (board/ahead.js) instead of its engine: its
   * document was read ahead with answers in the board's language, and it is no quiz and has no editor (both ask
   * what no file holds). */
  _answersAhead() {
    return !!this._readAhead && !!this._docUrl && hasAnswers(this._readAhead, this._lang())
      && !this.hasAttribute('quiz') && !this._conf().editor && !this._readAhead.chapters.some((c) => c.quiz);
  }

  /** Resolves to a stand-in engine answering from the document's answers in `lang` (board/ahead.js), or null when
   * they cannot be had (not found, not answers, another engine version's): the engine itself is then loaded. */
  async _fetchAnswers(lang) {
    try {
      const url = answersUrl(this._docUrl, lang);
      const asked = this._answersAsked && this._answersAsked.url === url ? this._answersAsked.text : null;
      const text = await (asked || fetchExample(url, MAX_READ_AHEAD, () => this._msgs()));
      const file = readAnswers(text);
      return file && this._readAhead && file.engine === this._readAhead.engine ? answeringEngine(file) : null;
    } catch {
      return null;
    }
  }

  /** Whether the board answers from answers given ahead (board/ahead.js) rather than its engine. */
  _answering() {
    return !!this._engine && !!this._engine.ahead;
  }

  /** fn() now if the board has its engine; if it answers from answers given ahead, once the engine has replaced
   * them (_wakeThen): what a reader's action asks that no such file holds (a turn's legal moves, a quiz). */
  _withEngine(fn) {
    if (!this._answering()) return fn();
    this._wakeThen(fn);
    return null;
  }

  /** The board answers from answers given ahead, and has been asked something they do not hold: the answers in the
   * board's language when those are another's (and the site has them), else the game's engine (its lite package,
   * board/engine.js) replaces them; then retry(), if the board still shows the same load. The reader sees that
   * the engine is loading meanwhile; an engine that cannot start is said as on a load. */
  _wakeThen(retry) {
    const token = this._loadToken;
    setText(this._ui.status, this._msgs().loading);
    this._wake().then((ok) => {
      if (token !== this._loadToken) return;
      if (ok) return void retry();
      this._s = deselect(this._s); // (no piece stays picked up on a board that cannot judge)
      this._recompute(false);
    });
  }

  /** Resolves to whether this._engine can be asked again (see _wakeThen). */
  async _wake() {
    const lang = this._lang();
    if (this._answering() && langKey(lang) !== this._engine.lang && this._answersAhead()) {
      const mod = await this._fetchAnswers(lang);
      if (mod && this._answering()) {
        this._engine = mod;
        return true;
      }
    }
    return this._wakeEngine();
  }

  /** The game's engine in place of the answers given ahead, loaded once (also as soon as the reader reaches for
   * the board: _boardFor). Resolves to whether it started. */
  _wakeEngine() {
    if (!this._answering()) return Promise.resolve(!!this._engine);
    const game = this._gameName();
    this._waking ||= loadEngine(game, { documents: false }).then((mod) => {
      if (this._answering()) {
        this._engine = mod;
        this._engineGame = game;
      }
      return true;
    }, (error) => {
      this._engine = null;
      this._engineError = error;
      return false;
    }).finally(() => {
      this._waking = null;
    });
    return this._waking;
  }

  /** No example document (another one is being loaded, or none is named). */
  _dropDocument() {
    this._example = null;
    this._cfg = null;
    this._exampleError = null;
    this._docText = null;
    this._readAhead = null;
    this._doc = null;
    this._docError = null;
    this._chapterAt = 0;
  }

  /** Reads the example document with the engine (once per language: its problems and the tries' verdicts are said
   * in it) and takes the shown chapter's values as the example's. Returns whether there is a chapter. */
  _readDocument() {
    if ((this._docText === null && !this._readAhead) || !this._engine) return false;
    const lang = engineLang(this._lang());
    if (this._docLang !== lang || (!this._doc && !this._docError)) {
      const ahead = this._readAhead && this._aheadIn(lang);
      if (this._readAhead && !ahead) return !!this._doc; // (an engine that cannot: the document as it was)
      this._docLang = lang;
      try {
        this._doc = ahead || this._engine.readDocument(this._docText, { lang });
        this._docError = null;
      } catch (e) {
        this._doc = null;
        this._docError = e;
      }
    }
    const c = this._chapter();
    if (!c) return false;
    this._example = chapterConfig(c);
    this._cfg = null;
    return true;
  }

  /** The document read ahead, in `lang`, if it was read by this engine's version (board/state.js readAheadIn: the
   * engine judges its tries); null if not, or if the engine refuses a try (the document then goes to the reader). */
  _aheadIn(lang) {
    try {
      return readAheadIn(this._readAhead, lang, this._engine);
    } catch {
      return null;
    }
  }

  /** The chapter shown (readDocument's), or null. */
  _chapter() {
    return (this._doc && this._doc.chapters[this._chapterAt]) || null;
  }

  /** The game's name. */
  _gameName() {
    return this._conf().game;
  }

  /** The moves of the configuration, split as the game writes them (a document's chapter gives them as a list). */
  _configMoves() {
    const { moves } = this._conf();
    return Array.isArray(moves) ? moves.slice() : (this._game() || { splitMoves }).splitMoves(moves);
  }

  _gameObject(moves) {
    return boardGame(this._game(), this._conf(), moves, this._lang());
  }

  /** The notation the table and the messages write moves in (attribute notation, one of the game's; else its
   * default): undefined for a game with no choice. */
  _notation() {
    // the board's own notation, else its language's (Chinese notation in Chinese), else the game's default
    return notationOf(this._game(), this._conf().notation || langNotation(this._lang()));
  }

  /** Explains the game again (new attributes, or a new language). `fresh`: back to the example's moves. A long
   * game (more than LONG_GAME moves) is explained in the engine's worker: the board keeps what it shows, says it is
   * checking, and is marked aria-busy until the answer comes. */
  _recompute(fresh) {
    const msgs = this._msgs();
    this._readDocument(); // again in another language: its problems said in it
    this._error = [this._exampleError ? msgs.exampleFailed(this._exampleError) : '', ...this._docProblems(msgs)]
      .filter(Boolean).join(' ');
    this._renderTitle();
    if (!this._engine) return this._fallback();
    // A document that needs its view is shown once that has loaded: the board, picker and shapes appear together.
    if (!annotatedTried && this._doc && annotated(this._chapter(), this._doc.chapters.length)) {
      return void loadAnnotated().then(() => this._recompute(fresh));
    }
    // Answers given ahead in another language than the board's now: that language's, or the engine.
    if (this._answering() && this._engine.lang !== langKey(this._lang())) {
      return void this._wakeThen(() => this._recompute(fresh));
    }
    this.setAttribute('data-engine', 'ready');
    if (this._docError) return this._badDocument(msgs);
    const moves = fresh ? this._configMoves() : this._s.moves;
    const baseMoves = !fresh && this._s.branch !== null ? this._s.baseMoves : null;
    const token = ++this._xToken;
    if (moves.length > LONG_GAME || (baseMoves && baseMoves.length > LONG_GAME)) {
      const game = this._gameName();
      const status = (t) => token === this._xToken && setText(this._ui.status, t);
      const ask = (m) => engineAsk({ owner: this, round: token, status }, game, 'explain', this._gameObject(m));
      this.setAttribute('aria-busy', 'true');
      setText(this._ui.status, msgs.checking(moves.length));
      Promise.all([ask(moves), baseMoves ? ask(baseMoves) : null]).then(([x, baseX]) => {
        if (token !== this._xToken) return;
        this.removeAttribute('aria-busy');
        try {
          this._applyExplanation(fresh, moves, x, baseMoves || moves, baseX || x);
        } catch (e) {
          this._explainFailed(e);
        }
      }, (e) => {
        if (token !== this._xToken) return;
        this.removeAttribute('aria-busy');
        this._explainFailed(e);
      });
      return;
    }
    this.removeAttribute('aria-busy');
    try {
      const x = this._engine.explain(this._gameObject(moves));
      const baseX = baseMoves ? this._engine.explain(this._gameObject(baseMoves)) : x;
      this._applyExplanation(fresh, moves, x, baseMoves || moves, baseX);
    } catch (e) {
      if (e && e.code === 'engine-needed') return void this._wakeThen(() => this._recompute(fresh));
      this._explainFailed(e);
    }
  }

  /** Shows the explanation `x` of `moves` (`baseX` of the example's `baseMoves`). */
  _applyExplanation(fresh, moves, x, baseMoves, baseX) {
    this._posCache.clear();
    const game = this._gameName();
    if (fresh) {
      this._setVerdict('', false);
      this._s = explained(this._s, { game, moves, x, baseMoves, baseX, fresh,
        at: startStep(this._conf().step, maxStep({ x })) });
      this._clearTurn();
      this._render();
      this._emitPosition();
      // A shared moment's move tried at that step (a refused one is refused again, with its marks).
      const tried = this._tryOnLoad ? this._conf().try : null;
      this._tryOnLoad = false;
      if (tried && !this.hasAttribute('quiz')) this._try(tried); // in a quiz, `try` is a question, not its answer
      this._quizStart();
    } else {
      // Another language: the verdict is said again in it; the last step's announcement goes.
      this._s = explained(this._s, { game, moves, x, baseMoves, baseX, fresh });
      const { refused } = this._s; // the same moment, said in another language
      if (this._verdictSay) this._say(this._verdictSay, this._ui.verdict.classList.contains('refused'));
      this._s = { ...this._s, refused };
      setText(this._ui.announce, '');
      this._render();
    }
    const illegal = x.rows.find((r) => !r.legal);
    const note = illegal ? `${illegal.label} ${illegal.move}: ${illegal.message}` : '';
    this._showError([this._error, note].filter(Boolean).join(' '));
  }

  /** The document's author errors of the chapter shown (a try the engine judges otherwise), in the reader's words. */
  _docProblems(msgs) {
    const all = (this._doc && this._doc.problems) || [];
    return all.filter((p) => p.chapter === this._chapterAt).map((p) => msgs.docProblem(p.line, p.message));
  }

  /** A document that cannot be read: its line and reason, and no board (no position, no result) but the empty one. */
  _badDocument(msgs) {
    const e = this._docError;
    const said = e.code === 'bad-document' ? msgs.docError(errMsg(e)) : `${msgs.badInput} ${errText(e)}`;
    this._showError([this._error, said].filter(Boolean).join(' '));
    this._s = { ...setPlaying(this._s, false), x: null };
    this._pieces = new Map();
    setText(this._ui.status, '');
    this._render();
  }

  /** Bad attributes: say why (as text) and keep the last good board. */
  _explainFailed(e) {
    const why = `${this._msgs().badInput} ${errMsg(e)}`;
    if (e && e.code === 'bad-position') this._sayOtherGame(this._conf().position, why);
    this._dropOtherGame();
    this._showError([this._error, why].filter(Boolean).join(' '));
    this._render();
  }

  /** A position the board's game cannot read: if it has another game's shape (board/detect.js and its messages
   * board/i18n/import.js, loaded only then), the error also says which game it looks like. */
  _sayOtherGame(text, why) {
    const token = this._loadToken;
    ArbiterBoard.importHelpers().then(({ guessGame, importMessages }) => {
      const guess = guessGame(text);
      if (token !== this._loadToken || !guess || guess === this._gameName() || !this._error.includes(why)) return;
      const msgs = importMessages(this._msgs(), this._lang());
      this._showError(`${this._error} ${msgs.looksLike(msgs.gameNames[guess], guess)}`);
    }, () => {});
  }

  /** The game changed (Stratego <-> Xiangqi): the last explanation and pieces belong to the other board. */
  _dropOtherGame() {
    const next = dropGame(this._s, this._gameName());
    if (next === this._s) return;
    this._s = next;
    this._pieces = new Map();
    this._posCache.clear();
    this._clearTurn();
  }

  /** No engine: show the position if our display reader understands it, and say checking is unavailable. */
  _fallback() {
    const msgs = this._msgs();
    const moves = this._configMoves();
    const mods = this._game();
    const shown = mods ? mods.readForDisplay(this._conf().position) : null;
    this._pieces = new Map();
    if (shown) for (const p of shown.pieces) this._pieces.set(p.square, { side: p.side, rank: p.rank });
    const parts = [fileFailure(msgs, this._engineError, 'engine') || msgs.noEngine];
    if (moves.length) parts.push(msgs.movesListed(moves.join(' ')));
    this._showError([this._error, ...parts].filter(Boolean).join(' '));
    this.setAttribute('data-engine', 'unavailable');
    this._s = { ...this._s, x: null };
    this._render();
  }

  _showError(text) {
    this._error = text;
    this._paintError();
  }

  /** The error line (an alert: written only when it changes): too long attributes, then the error. */
  _paintError() {
    const msgs = this._msgs();
    const notes = [...this._long].map(([name, length]) => msgs.attrTooLong(name, length, ATTR_LIMITS.get(name)));
    const text = [...notes, this._error].filter(Boolean).join(' ');
    if (this._ui.error.textContent !== text) setText(this._ui.error, text);
    this._ui.error.hidden = !text;
  }

  // --- stepping ---------------------------------------------------------------------------------------------

  go(step, quiet = false) {
    if (!this._s.x) return;
    const from = this._s.step;
    this._s = stepTo(this._s, step, { quiet });
    const changed = this._s.step !== from;
    if (changed) this._setVerdict('', false);
    if (changed || quiet) this._clearTurn();
    this._render();
    if (changed && !quiet) this._announceStep();
    if (changed || quiet) this._emitPosition();
  }

  /** Says the step shown in the polite live region. */
  _announceStep() {
    if (!this._s.x) return;
    const msgs = this._msgs();
    const row = shownRow(this._s);
    // The author's comment and shapes of the step, after what the board says of it.
    const note = this._concealed ? null : shownNote(this._s, this._chapter());
    const said = note ? [paragraphs(langText(note.comment, this._lang())).join(' '), annotatedMod ? annotatedMod.shapesSaid(msgs, note) : '']
      .filter(Boolean).join(' ') : '';
    setText(this._ui.announce, `${stepText({ row, where: this._where(row, msgs), count: this._count(msgs),
      parts: row && !this._concealed ? [...this._game().speech(msgs, row), ...meterParts(row)] : [],
      notes: !this._concealed })} ${said}`.trim());
  }

  /** "Move 3 of 9" ("Turn 3 of 9" where the game calls them turns). */
  _count(msgs) {
    return (this._game().description.moveWord === 'turn' ? msgs.turnOf : msgs.stepOf)(this._s.step, maxStep(this._s));
  }

  /** "After 2a (B3-C3)", or the starting position. */
  _where(row, msgs) {
    return row ? msgs.after(row.label, this._game().rowText(row)) : msgs.atStart;
  }

  _emitPosition() {
    const row = shownRow(this._s);
    this.dispatchEvent(
      new CustomEvent('positionchange', {
        bubbles: true,
        composed: true,
        detail: {
          step: this._s.step,
          label: row ? row.label : null,
          move: row ? row.move : null,
          position: positionAt(this._s),
          moves: this._s.moves.slice(0, this._s.step),
        },
      }),
    );
  }

  // --- trying moves -----------------------------------------------------------------------------------------

  _clearTry() {
    this._s = deselect(this._s);
  }

  _clearTurn() {
    if (this._turn) this._turn.clear();
  }

  /** Whether a tap on the board now names a square for the turn's first step (Bogenschach's shot). */
  _picking() {
    return !!this._turn && this._turn.picking();
  }

  /** The squares whose piece a finger may drag now (the side to move's, while trying moves). */
  _draggable() {
    if (!this._engine || !this._s.x || this._s.editing || (this._turn && this._turn.blocked())) return null;
    const toMove = this._sideToMove(positionAt(this._s));
    const out = new Set();
    for (const [sq, p] of this._pieces) if (p.side === toMove) out.add(sq);
    return out;
  }

  _gameAtStep() {
    return this._gameObject(this._s.moves.slice(0, this._s.step));
  }

  _select(sq) {
    if (!this._engine || !this._s.x) return;
    // The legal moves are never given ahead (board/ahead.js): the piece is picked up now (a mouse can drag it),
    // its targets are shown once the engine is here.
    if (this._answering()) {
      this._s = select(this._s, sq, []);
      this._render();
      return void this._wakeThen(() => this._s.sel === sq && this._select(sq));
    }
    const a = this._game();
    let targets = [];
    try {
      // The legal moves (after a turn's first step, the turns it allows) from sq: their target squares.
      const list = this._turn ? this._turn.moves() : this._engine.legalMoves(this._gameAtStep());
      targets = targetsFrom(a, list, sq);
    } catch (e) {
      this._showError(errMsg(e));
    }
    this._s = select(this._s, sq, targets);
    const p = this._pieces.get(sq);
    this._say((m) => m.picked(sq, p ? this._pieceLabel(p, m) : sq, targets));
    this._render();
  }

  /** "Red Colonel" in the reader's language. */
  _pieceLabel(p, m) {
    return m.pieceLabel(this._sideName(p.side, m), m[this._game().names][p.rank] ?? p.rank);
  }

  _try(move) {
    if (!this._engine || !this._s.x) return null;
    const before = this._s.moves.slice(0, this._s.step);
    const ask = () => this._engine.validateMove(this._gameObject(before), move);
    let v;
    try {
      v = ask();
    } catch (e) {
      // Answers given ahead (board/ahead.js) that do not hold this move: the engine judges it once it is here.
      if (e && e.code === 'engine-needed') return this._withEngine(() => this._try(move));
      this._clearTry();
      this._say(this._sayAgain(ask, refusedBy, null, e), true);
      this._s = refuse(this._s, move, null); // shared with the moment (share links' `try`)
      this._render();
      return null;
    }
    // A move the rules allow, known ahead: the game after it is the engine's to explain.
    if (v.legal && this._answering()) return this._withEngine(() => this._try(move));
    this.dispatchEvent(new CustomEvent('verdict', { bubbles: true, composed: true, detail: { move, verdict: v } }));
    if (!v.legal) {
      this._clearTry();
      if (this._turn) this._turn.refused();
      this._say(this._sayAgain(ask, refusedBy, (m, vv) => refusalText(m, vv, this._game().citeRefusal), v), true);
      // The move's squares and those its reason names marked (a perpetual chase: the piece chased); the move is
      // shared with the moment (share links' `try`).
      this._s = refuse(this._s, move, v);
      this._render();
      return v;
    }
    // The move as the engine wrote it back (Bogenschach: shot and SAN, "@e4 Kg2+").
    const played = this._game().played(v, move);
    const moves = before.concat(played);
    const from = this._s.step;
    const token = ++this._xToken;
    if (moves.length > LONG_GAME) {
      // A long game: the table's new explanation comes from the engine's worker; the verdict is known already.
      this._clearTry();
      this.setAttribute('aria-busy', 'true');
      this._say((m) => m.checking(moves.length));
      this._render();
      const status = (t) => token === this._xToken && this._say(() => t);
      engineAsk({ owner: this, round: token, status }, this._gameName(), 'explain', this._gameObject(moves)).then((x) => {
        if (token !== this._xToken) return;
        this.removeAttribute('aria-busy');
        this._played(v, moves, x, played, from, ask);
      }, (e) => {
        if (token !== this._xToken) return;
        this.removeAttribute('aria-busy');
        this._say((m) => refusedBy(m, e), true);
      });
      return v;
    }
    let x;
    try {
      x = this._engine.explain(this._gameObject(moves));
    } catch (e) {
      this._say((m) => refusedBy(m, e), true);
      return v;
    }
    this._played(v, moves, x, played, from, ask);
    return v;
  }

  /** The tried move `v` (a legal verdict) played at step `from`: `moves` and their explanation `x` are shown;
   * ask() asks for the verdict again (in another language). */
  _played(v, moves, x, playedMove, from, ask) {
    this._s = play(this._s, { moves, x, from });
    this._clearTurn();
    this._shotSeen = true; // the reader chose the turn's first step (the shot): the move slides at once
    const played = (m, vv) => {
      const row = this._s.x && this._s.x.rows[moves.length - 1];
      const res = this._s.x && this._s.x.result;
      const over = res && res.over && this._s.x.rows.length === moves.length ? ` ${m.gameOver} ${res.message}` : '';
      const said = this._game().verdictText(vv, playedMove);
      return `${m.played(row ? row.label : vv.label, said)} ${vv.message || ''}${over}`.trim();
    };
    this._say(this._sayAgain(ask, refusedBy, played, v), false);
    this._render();
    const row = x.rows[moves.length - 1];
    this.dispatchEvent(
      new CustomEvent('move', {
        bubbles: true,
        composed: true,
        detail: { move: playedMove, label: row ? row.label : v.label, moves: moves.slice(), verdict: v },
      }),
    );
    this._emitPosition();
  }

  /** A verdict said from `first` (an answer or an error), and after a language change from ask() again. */
  _sayAgain(ask, onError, onAnswer, first) {
    let answer = first;
    let fresh = true;
    return (m) => {
      if (!fresh) {
        try {
          answer = ask();
        } catch (e) {
          answer = e;
        }
      }
      fresh = false;
      const isVerdict = answer && typeof answer === 'object' && typeof answer.legal === 'boolean';
      return isVerdict && onAnswer ? onAnswer(m, answer) : onError(m, answer);
    };
  }

  // --- the position editor ---------------------------------------------------------------------------------

  _setVerdict(text, refused) {
    this._verdictSay = null;
    if (this._s.refused) this._s = { ...this._s, refused: null };
    setText(this._ui.verdict, text);
    this._ui.verdict.classList.toggle('refused', !!refused);
  }

  /** After a move tried on the board (not play()): a verdict out of view is scrolled into it. */
  _revealVerdict() {
    const el = this._ui.verdict;
    if (!el.textContent || typeof el.scrollIntoView !== 'function') return;
    const r = el.getBoundingClientRect();
    if (r.height === 0 || (r.top >= 0 && r.bottom <= window.innerHeight + 1)) return;
    const reduce = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollIntoView({ block: 'nearest', behavior: reduce ? 'auto' : 'smooth' });
  }

  /** Shows the verdict `make(msgs)`; a language change calls it again. */
  _say(make, refused = false) {
    this._setVerdict(make(this._msgs()), refused);
    this._verdictSay = make;
  }

  // --- rendering --------------------------------------------------------------------------------------------

  _renderTitle() {
    const lang = this._lang();
    const c = this._chapter();
    const title = c ? langText(c.title, lang) : '';
    setText(this._ui.title, title);
    this._ui.title.hidden = !title;
    const text = c && this._conf().showText ? langText(c.text, lang) : '';
    putParagraphs(this._ui.text, text);
  }

  /** The shown step's comment, its tries as buttons, and its shapes for the board (a document's chapter). */
  _renderNote(x, msgs) {
    const u = this._ui;
    const note = x ? shownNote(this._s, this._chapter()) : null;
    const lang = this._lang();
    putParagraphs(u.comment, note ? langText(note.comment, lang) : '');
    // The buttons are made again only when their moves or language change, so a pressed one keeps the focus.
    const tries = (note && this._engine && !this._s.editing && note.tries) || [];
    const key = JSON.stringify([tries.map((t) => t.move), msgs.tryMove(''), this._s.step]);
    if (this._tryShown !== key) {
      this._tryShown = key;
      u.tries.replaceChildren(...tries.map((t) => {
        const b = button('try', () => {
          this._try(t.move);
          this._revealVerdict();
          if (!b.isConnected) this.focus(); // the move was played: its button went with the step
        });
        setText(b, msgs.tryMove(t.move));
        b.tabIndex = -1; // one tab stop per board (board/focus.js): key A reaches it
        return b;
      }));
    }
    u.tries.setAttribute('aria-label', msgs.tries);
    u.tries.hidden = !tries.length;
    const shapes = note && [note.arrows, note.squares, note.labels].some((l) => l && l.length) ? note : null;
    return shapes && annotatedMod ? { shapes, drawShapes: annotatedMod.drawShapes } : {};
  }

  /** The chapter picker and autoplay (board/annotated.js), loaded for a document that has them. */
  _renderDocBar(x, msgs) {
    const c = this._chapter();
    if (!annotated(c, this._doc ? this._doc.chapters.length : 0)) return void (this._docView && this._docView.hide());
    if (!annotatedMod) return void loadAnnotated().then(() => annotatedMod && this._render());
    const lang = this._lang();
    this._docView ||= annotatedMod.docView({
      state: () => this._s,
      update: (transition, ...args) => {
        this._s = transition(this._s, ...args);
      },
      stepped: () => this._stepped(),
      render: () => this._render(),
      live: () => this.isConnected,
      choose: (i) => {
        this.chapter = i;
      },
    }, this._pickSlot, this._playSlot);
    this._docView.update({ msgs, titles: this._doc.chapters.map((ch) => langText(ch.title, lang)), chapter: this._chapterAt,
      canPlay: !!x && maxStep(this._s) > 0 && !this._s.editing });
  }

  /** After a step the board took by itself (autoplay): drawn, said, and told to the page. */
  _stepped() {
    this._setVerdict('', false);
    this._clearTurn();
    this._render();
    this._announceStep();
    this._emitPosition();
  }

  _piecesOf(text) {
    if (!text) return new Map();
    let m = this._posCache.get(text);
    if (!m) {
      m = new Map();
      let pieces;
      try {
        pieces = this._engine.parsePosition(this._gameName(), text).pieces;
      } catch (e) {
        // Answers given ahead hold a position's reading only where the game's display reader reads it otherwise
        // (scripts/build-site.mjs checks each): elsewhere that reader draws it.
        const shown = e && e.code === 'engine-needed' && this._game().readForDisplay(text);
        if (!shown) throw e;
        pieces = shown.pieces;
      }
      // In the order of their squares' names, whoever read them (the engine and a display reader list them in
      // different orders; the pieces' order in the drawing means nothing, but should not change with the reader).
      for (const p of pieces.slice().sort((a, b) => (a.square < b.square ? -1 : a.square > b.square ? 1 : 0))) {
        m.set(p.square, { side: p.side, rank: p.rank });
      }
      if (this._posCache.size >= POSITIONS_KEPT) this._posCache.delete(this._posCache.keys().next().value);
      this._posCache.set(text, m);
    }
    return m;
  }

  _render() {
    if (this._roving) this._roving.keep(() => this._renderNow());
  }

  _renderNow() {
    const msgs = this._msgs();
    const u = this._ui;
    const hasEngine = !!this._engine;
    // No board (and so nothing to step through) while the game's adapter loads.
    const a = this._game();
    const kind = kindOf(this._gameName());
    const board = this._boardFor(kind);
    const x = board ? this._s.x : null;
    if (board !== this._board) {
      this._board = board;
      this._turn = (board && this._turns[kind]) || null;
      this._boardWrap.replaceChildren(...(board ? [board.svg] : []));
      this._s = moveCursor(hideSquare(deselect(this._s), null), a ? a.cursor : 'A1');
    }
    if (a && a.squares && !a.squares.includes(this._s.cursor)) this._s = moveCursor(this._s, a.cursor);
    // Until the board exists the wrap keeps a square's room (its game's size: arbiter-board.css), so the page does
    // not jump when it arrives.
    this._boardWrap.classList.toggle('pending', !board);
    this._boardWrap.dataset.game = kind;
    // Labels
    // A button is named by its visible label; the longer text is its description.
    for (const k of ['first', 'back', 'forward', 'last', 'reset', 'flip', 'edit']) {
      setText(u[k], msgs[k]);
      u[k].setAttribute('title', msgs[`${k}Label`]);
    }
    u.toolbar.setAttribute('aria-label', msgs.controls);
    this._paintError();
    const c = this._conf();
    u.flip.setAttribute('aria-pressed', c.flip ? 'true' : 'false');
    const max = maxStep(this._s);
    u.first.disabled = !x || this._s.step === 0;
    u.back.disabled = !x || this._s.step === 0;
    u.forward.disabled = !x || this._s.step >= max;
    u.last.disabled = !x || this._s.step >= max;
    u.reset.disabled = !x || this._s.branch === null;
    const { editor } = c;
    // The position editor's panel (board/edit-panel.js, once loaded): whether the board is being edited, the panel.
    if (editPanel) editPanel.renderEditor(this, kind, a, !!(editor && hasEngine && board), x);
    else if (this._s.editing) this._s = { ...this._s, editing: false };
    u.edit.hidden = !editor;
    if (editor) attachPart(this._root, 'editor');
    u.edit.disabled = !x || !hasEngine || !editorMod;
    u.edit.setAttribute('aria-pressed', this._s.editing ? 'true' : 'false');
    // The share panel (board/editor.js, loaded for a board with `editor`).
    if (editorMod) editorMod.renderShare(this, editor, x, msgs);
    if (this._branchBar) {
      this._branchBar.update({ msgs, branch: x ? this._s.branch : null, baseRows: this._s.baseX ? this._s.baseX.rows : null });
    } else if (x && this._s.branch !== null && !this._branchLoading) {
      this._branchLoading = import('./board/branch.js').then((m) => {
        this._branchBar = m.createBranchBar(() => this.reset());
        this._branchSlot.append(this._branchBar.el);
        this._render();
      }, () => {
        this._branchLoading = null; // the toolbar's Reset does the same
      });
    }
    this._renderDocBar(x, msgs);
    const drawn = this._renderNote(x, msgs);
    setText(u.hint, hasEngine && x && !this._s.editing ? msgs[a.hint] : '');
    u.hint.hidden = !(hasEngine && x) || this._s.editing;

    // The board: what it draws, computed from the state (board/state.js boardView).
    let shown = { pieces: this._pieces, last: null, check: null, chased: this._s.chased.length ? this._s.chased : null,
      slide: null, shot: null, ghost: null };
    const turn = this._turn;
    const sliding = this._s; // the moved piece slides in this render only
    this._s = slid(this._s);
    if (x && hasEngine) {
      const pos = positionAt(this._s);
      let pieces = this._pieces;
      try {
        pieces = this._piecesOf(pos);
      } catch (e) {
        this._showError(errMsg(e));
      }
      const row = shownRow(this._s);
      const toMove = this._sideToMove(pos);
      shown = boardView(sliding, a, { pieces, toMove, turnView: turn && turn.view,
        before: () => this._piecesOf(positionAt(this._s, this._s.step - 1)) });
      this._pieces = shown.pieces;
      const side = this._sideName(toMove, msgs);
      const where = this._where(row, msgs);
      const overNow = this._s.step === max && x.result && x.result.over;
      // A game with turn steps shows its result in its panel (Bogenschach: with the round and the points).
      const over = overNow && !turn ? ` · ${msgs.gameOver} ${x.result.message}` : '';
      const meter = this._meterHidden ? '' : meterText(row);
      setText(u.status, `${where} · ${this._count(msgs)} · ${msgs.toMove(side)}${meter ? ` · ${meter}` : ''}${over}`);
      a.renderTable(u.table, {
        rows: x.rows,
        msgs,
        step: this._s.step,
        baseCount: this._s.branch === null ? x.rows.length : this._s.branch,
        onPick: (s) => this.go(s),
        notation: this._notation(),
        // The piece that made row i's move (the Xiangqi table's piece column).
        pieceName: (i) => {
          try {
            const p = this._piecesOf(positionAt(this._s, i)).get(a.rowFromTo(x.rows[i])[0]);
            return p ? this._pieceLabel(p, msgs) : '';
          } catch {
            return '';
          }
        },
      });
      if (turn) turn.update({ msgs, rows: x.rows, step: this._s.step, over: overNow ? x.result : null, side: toMove });
      u.table.hidden = x.rows.length === 0;
      if (u.table.hidden) hidePager(u.table);
    } else {
      if (this._engineError) setText(u.status, '');
      u.table.hidden = true;
      hidePager(u.table);
    }
    for (const t of Object.values(this._turns)) t.panel.hidden = !(t === turn && x && hasEngine);
    if (!this._board) return;
    this._board.svg.setAttribute('aria-describedby', u.hint.id);
    this._board.svg.setAttribute('aria-keyshortcuts', 'PageUp PageDown Home End F R A');
    this._board.svg.classList.toggle('picking', !!this._s.sel);
    this._board.svg.classList.toggle('editing', this._s.editing);
    this._view = {
      ...shown,
      pieces: this._pieces,
      selected: this._s.sel,
      targets: this._s.targets,
      bad: this._s.bad,
      cursor: this._s.cursor,
      hideSquare: this._s.dragHidden,
      flip: c.flip,
      msgs,
      letters: c.letters,
      shotFirst: !this._shotSeen,
      draggable: this._draggable(),
      ...drawn,
      fadeShapes: this._shapesAt !== this._s.step,
    };
    this._shapesAt = this._s.step;
    this._board.update(this._view);
    if (this._quiz) this._quiz.render();
    this._shotSeen = false;
    this._board.svg.classList.toggle('shooting', this._picking());
  }
}

if (!customElements.get('arbiter-board')) customElements.define('arbiter-board', ArbiterBoard);
