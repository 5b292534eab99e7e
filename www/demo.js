// The playground: the forms set the <arbiter-board>'s attributes; a share link (#position=..&moves=..&step=..)
// opens with its game at its step (and its refused move); the address bar follows the board; a pasted position or
// Gravon game is read by the engine; the board's events are listed. The element comes from share-page.js (the
// modules, or the single-file bundle next to this page). Every text goes into the page through textContent,
// value or setAttribute, never as HTML.
import { applyLink, followAddress, loadWidget } from './share-page.js';
import { storedLang, storeLang } from './lang-pref.js';

const $ = (id) => document.getElementById(id);
const board = $('board');
const Board = await loadWidget();
// The board answers while the engine's descriptions load (below): a move played or tried meanwhile is put into the
// address once the address follows the board.
let acted = false;
const noteAction = () => { acted = true; };
for (const type of ['move', 'verdict']) board.addEventListener(type, noteAction);

// The games and their rule sets, as the engine describes them (describe(): the full package, which the paste box
// also uses). Until it answers, or where it cannot start, the menus hold the widget's games by name and the board's
// own rules.
const described = new Map();
try {
  const engine = await Board.loadEngine();
  for (const game of Board.games) described.set(game, engine.describe(game));
} catch (e) {
  console.warn(`Arbiter: the games' descriptions are unavailable (${e && e.message ? e.message : e})`);
}
const option = (value, text) => {
  const o = document.createElement('option');
  o.value = value;
  o.textContent = text;
  return o;
};
$('game').replaceChildren(...Board.games.map((g) => option(g, described.get(g)?.title ?? g)));
$('game').value = board.getAttribute('game') || Board.games[0];
// Moves that contain spaces (a turn of a shot and a move) are listed with "; " between them.
const joinMoves = (moves) => moves.join(described.get($('game').value)?.spacedMoves ? '; ' : ' ');
/** What the chosen ruleset is, and the position format of the chosen game (the engine's words). */
function sayRules() {
  const d = described.get($('game').value);
  const r = d && d.rulesets.find((x) => x.id === $('rules').value);
  $('rules-about').textContent = r ? `${r.about}.` : '';
  $('position-format').textContent = d ? `${d.title}: ${d.positionFormat}.` : '';
}
function setRulesFor(game) {
  const d = described.get(game);
  const list = d ? d.rulesets.map((r) => r.id) : [board.getAttribute('rules') || ''];
  if ([...$('rules').options].map((o) => o.value).join() !== list.join()) {
    $('rules').replaceChildren(...list.map((id) => option(id, id)));
  }
  sayRules();
}
setRulesFor($('game').value);
$('rules').value = board.getAttribute('rules') || $('rules').value;
sayRules();
$('rules').addEventListener('change', sayRules);

/** Sets the board and the form from a game { game, rules, position, moves (string), lang }. */
function show(g) {
  if (g.game) $('game').value = g.game;
  setRulesFor($('game').value);
  if (g.rules) $('rules').value = g.rules;
  sayRules();
  if (g.lang) $('lang').value = g.lang;
  if (g.position !== undefined) $('position').value = g.position;
  if (g.moves !== undefined) $('moves').value = g.moves;
  board.setAttribute('game', $('game').value);
  board.setAttribute('rules', $('rules').value);
  board.setAttribute('lang', $('lang').value);
  board.setAttribute('moves', $('moves').value);
  board.setAttribute('position', $('position').value.trim());
  // The form's own game: from its end, with nothing tried (a link's step and tried move are set by fromLocation).
  board.setAttribute('step', 'end');
  board.removeAttribute('try');
}

/** A share link's values (the hash, or the query): game, rules, position, moves, step, a tried move, lang,
 * notation, pieces, flip; checked by board/link-params.js (through the element), the rest ignored with a console note. */
async function fromLocation() {
  if (location.hash.length < 2 && location.search.length < 2) return false;
  const { values, dropped } = await Board.readShareParams(location.hash, location.search);
  if (dropped.length) console.warn(`Arbiter: ignored in the address (unknown, repeated or not allowed): ${dropped.join(', ')}`);
  if (values.position === undefined && values.moves === undefined) return false;
  const g = {};
  for (const k of ['game', 'rules', 'position', 'moves', 'lang']) if (values[k] !== undefined) g[k] = values[k];
  if (g.game && ![...$('game').options].some((o) => o.value === g.game)) delete g.game;
  setRulesFor(g.game || $('game').value);
  if (g.rules && ![...$('rules').options].some((o) => o.value === g.rules)) delete g.rules;
  if (g.lang) g.lang = readLang(g.lang);
  if (g.lang && ![...$('lang').options].some((o) => o.value === g.lang)) delete g.lang;
  if (g.moves === undefined) g.moves = '';
  // Another game's link without a position: that game's start, not this form's position of the other game.
  if (g.position === undefined && g.game && g.game !== $('game').value) g.position = '';
  show(g);
  // The rest of the moment: the step, the tried move, notation, pieces, flip (the form has no field for them).
  applyLink(board, { ...values, ...g, lang: $('lang').value, rules: $('rules').value, game: $('game').value,
    position: $('position').value.trim(), moves: $('moves').value });
  return true;
}
// The board's language: a share link's (below), else ?lang= (the rule pages' links carry it), else the one the
// reader chose on an earlier page (lang-pref.js), else the browser's (navigator.languages, best first). A tag is read
// as the widget reads it (zh-TW: zh-Hant).
let readLang = (tag) => tag;
let browserLang = () => null;
try {
  const { langKey, preferredLang } = await Board.importHelpers();
  readLang = langKey;
  browserLang = () => preferredLang(navigator.languages && navigator.languages.length ? navigator.languages
    : [navigator.language]);
} catch {
  /* the page's own menu values only */
}
{
  const asked = new URLSearchParams(location.search).get('lang');
  const want = (asked && readLang(asked)) || storedLang() || browserLang();
  if (want && [...$('lang').options].some((o) => o.value === want)) {
    $('lang').value = want;
    board.setAttribute('lang', want);
  }
}
$('lang').addEventListener('change', () => storeLang($('lang').value));
// Opened from a link: the board, not the page's introduction, is what the reader came for.
if (await fromLocation()) board.scrollIntoView({ block: 'start' });
window.addEventListener('hashchange', fromLocation);
const follow = followAddress(board);
for (const type of ['move', 'verdict']) board.removeEventListener(type, noteAction);
if (acted) follow();

$('form').addEventListener('submit', (e) => {
  e.preventDefault();
  show({});
});
for (const id of ['rules', 'lang']) {
  $(id).addEventListener('change', () => {
    board.setAttribute(id, $(id).value);
    // After the board has taken the new value (a language loads its messages first).
    setTimeout(follow, 0);
  });
}
// Another game: its own rules and its start position (the other game's position and moves mean nothing there).
$('game').addEventListener('change', () => {
  setRulesFor($('game').value);
  show({ position: '', moves: '' });
});

// Paste: a Gravon XML game goes through importRecord (position and moves), anything else through parsePosition,
// by the engine of the game the text belongs to (paste.js, loaded on the first Load): another game's position
// switches the board to that game. A refusal shows the engine's message and code; the board is not touched.
// Messages follow the language picker (board/i18n/import.js).
function pasteError(text) {
  $('paste-ok').textContent = '';
  $('paste-error').textContent = text;
  $('paste-error').hidden = !text;
}
$('paste-form').addEventListener('submit', async (e) => {
  e.preventDefault();
  const lang = $('lang').value;
  let paste;
  let helpers;
  try {
    [paste, helpers] = await Promise.all([import('./paste.js'), Board.importHelpers()]);
  } catch {
    return pasteError('Not loaded: this page could not load its paste reader (paste.js).');
  }
  // lang: the engine writes a record's error in it (en, de; English otherwise)
  const msgs = { ...helpers.importMessages({}, lang), lang };
  // A record needs the full package: the per-game ones leave the Gravon importer out (Cargo feature gravon).
  const load = (game, record) => Board.loadEngine(record ? undefined : game);
  const r = await paste.readPaste($('paste').value, $('game').value, load, msgs, helpers.guessGame);
  if (!r.ok) return pasteError(r.message);
  if (r.game !== $('game').value) {
    $('game').value = r.game;
    setRulesFor(r.game);
  }
  show({ game: r.game, position: r.position, moves: joinMoves(r.moves) });
  pasteError('');
  // One line each (the style keeps the line breaks): what was loaded, the players, the result.
  $('paste-ok').textContent = r.lines.join('\n');
});

// A record file (PGN, DhtmlXQ ... in UTF-8, GBK or Big5): its bytes decoded (paste.js) into the paste box, then read
// as a paste. A file far past the size limit is not read at all.
$('paste-file').addEventListener('change', async () => {
  const file = $('paste-file').files[0];
  if (!file) return;
  let paste;
  try {
    paste = await import('./paste.js');
  } catch {
    return pasteError('Not loaded: this page could not load its paste reader (paste.js).');
  }
  if (file.size > 4 * paste.MAX_PASTE) {
    const helpers = await Board.importHelpers();
    return pasteError(helpers.importMessages({}, $('lang').value).pasteTooLong(paste.MAX_PASTE));
  }
  $('paste').value = paste.decodeRecordBytes(new Uint8Array(await file.arrayBuffer()));
  $('paste-file').value = ''; // the same file chosen again reads again
  $('paste-form').requestSubmit();
});

function log(text) {
  const li = document.createElement('li');
  li.textContent = text;
  $('log').prepend(li);
  while ($('log').children.length > 50) $('log').lastElementChild.remove();
}

board.addEventListener('verdict', (e) => {
  const v = e.detail.verdict;
  log(`verdict ${e.detail.move}: ${v.legal ? 'legal' : `illegal (${v.rule})`}`);
});
board.addEventListener('move', (e) => {
  log(`move ${e.detail.label} ${e.detail.move}`);
  $('moves').value = joinMoves(e.detail.moves);
});
let fromEditor = null; // the position the form took from the board's editor
board.addEventListener('positionchange', (e) => {
  log(`positionchange step ${e.detail.step}: ${e.detail.position}`);
  // The editor makes a new starting position: keep the form in step with the board. Its Undo brings back the
  // position before, with its moves: the form follows while it still shows what the editor wrote.
  const undone = fromEditor !== null && $('position').value.trim() === fromEditor && board.position !== fromEditor;
  if (board.position && ((e.detail.step === 0 && board.moves.length === 0) || undone)) {
    $('position').value = board.position;
    $('moves').value = joinMoves(board.moves);
    fromEditor = board.position;
  }
});
