// The playground: the forms set the <arbiter-board>'s attributes; a share link (#position=..&moves=..&step=..)
// opens with its game at its step (and its refused move); the address bar follows the board; a pasted position or
// Gravon game is read by the engine; the board's events are listed. The element comes from share-page.js (the
// modules, or the single-file bundle next to this page). Every text goes into the page through textContent,
// value or setAttribute, never as HTML. The page's own words follow the language menu (playground-text.js), chosen
// as the rule pages choose theirs: ?lang=, a share link's lang, the reader's stored choice (lang-pref.js), the
// browser's languages.
import { applyLink, followAddress, loadWidget } from './share-page.js';
import { storedLang, storeLang } from './lang-pref.js';
import { applyPageText, browserPageLang, pageLangOf, pageText } from './playground-text.js';

const $ = (id) => document.getElementById(id);
const board = $('board');
// The games' descriptions as the engine gives them (filled once it has loaded), and the last record pasted (its
// comments, tags and result go with the board's game into a written record).
const described = new Map();
let pasted = null;
// The record formats' names in the format menu.
const FORMAT_TITLES = { pgn: 'PGN', dhtmlxq: 'DhtmlXQ', gravon: 'Gravon (StraDoS2 XML)' };

/** The menu's language (one of its options), read as the widget reads a tag (zh-TW: zh-Hant); null if none. */
const menuLang = (tag) => {
  const key = tag ? pageLangOf(tag) : null;
  return key && [...$('lang').options].some((o) => o.value === key) ? key : null;
};
/** The page in `lang`: its words, <html lang>, the site's links (they carry ?lang=), the menus the engine fills. */
function pageLang(lang) {
  applyPageText(lang);
  for (const a of document.querySelectorAll('nav a[href]')) {
    const raw = a.getAttribute('href');
    const url = new URL(raw, location.href);
    if (url.origin !== location.origin) continue;
    url.searchParams.set('lang', lang);
    a.setAttribute('href', `${raw.split(/[?#]/)[0]}?${url.searchParams}${url.hash}`);
  }
  if (described.size) {
    fillGames();
    sayRules();
    fillFormats();
  }
}
const words = () => pageText($('lang').value);
// The language before anything loads: ?lang= (the rule pages' links carry it), else the reader's stored choice,
// else the browser's (navigator.languages, best first); a share link's own lang is applied with its board below.
{
  const want = menuLang(new URLSearchParams(location.search).get('lang')) || storedLang()
    || menuLang(browserPageLang(navigator.languages && navigator.languages.length ? navigator.languages
      : [navigator.language]));
  if (want) {
    $('lang').value = want;
    board.setAttribute('lang', want);
  }
  pageLang($('lang').value);
}

const Board = await loadWidget();
// The board answers while the engine's descriptions load (below): a move played or tried meanwhile is put into the
// address once the address follows the board.
let acted = false;
const noteAction = () => { acted = true; };
for (const type of ['move', 'verdict']) board.addEventListener(type, noteAction);

// The games and their rule sets, as the engine describes them (describe(): the full package, which the paste box
// also uses). Until it answers, or where it cannot start, the menus hold the widget's games by name and the board's
// own rules.
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
/** The game menu in the page's language (the engine's title where the page has none). */
function fillGames() {
  const value = $('game').value;
  const titles = words().gameTitles;
  $('game').replaceChildren(...Board.games.map((g) => option(g, titles[g] ?? described.get(g)?.title ?? g)));
  if (value) $('game').value = value;
}
fillGames();
$('game').value = board.getAttribute('game') || Board.games[0];
// Moves that contain spaces (a turn of a shot and a move) are listed with "; " between them.
const joinMoves = (moves) => moves.join(described.get($('game').value)?.spacedMoves ? '; ' : ' ');
/** What the chosen ruleset is, and the position format of the chosen game (the engine's words). */
function sayRules() {
  const d = described.get($('game').value);
  const r = d && d.rulesets.find((x) => x.id === $('rules').value);
  const t = words();
  const game = $('game').value;
  const dot = /^zh/.test($('lang').value) ? '。' : '.';
  $('rules-about').textContent = r ? `${t.rulesAbout[r.id] ?? r.about}${dot}` : '';
  $('position-format').textContent = d
    ? `${t.gameTitles[game] ?? d.title}${dot === '.' ? ': ' : '：'}${t.positionFormat[game] ?? d.positionFormat}${dot}` : '';
}
function setRulesFor(game) {
  const d = described.get(game);
  const list = d ? d.rulesets.map((r) => r.id) : [board.getAttribute('rules') || ''];
  if ([...$('rules').options].map((o) => o.value).join() !== list.join()) {
    $('rules').replaceChildren(...list.map((id) => option(id, id)));
  }
  sayRules();
  fillFormats();
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
  if (g.lang && g.lang !== $('lang').value) {
    $('lang').value = g.lang;
    pageLang(g.lang);
  }
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
// A share link's lang is read as the widget reads a tag (zh-TW: zh-Hant).
const readLang = (tag) => menuLang(tag) || tag;
$('lang').addEventListener('change', () => {
  storeLang($('lang').value);
  pageLang($('lang').value);
  // a reload keeps the choice: the query's lang (which comes first) follows the menu
  const url = new URL(location.href);
  if (url.searchParams.has('lang')) {
    url.searchParams.set('lang', $('lang').value);
    history.replaceState(history.state, '', url);
  }
});
// Writing an example document (author/panel.js, loaded on first use): the board becomes the author's.
let authoring = null;
$('author-start').addEventListener('click', async () => {
  $('author-start').disabled = true;
  try {
    const [{ startAuthoring }, engine] = await Promise.all([import('./author/panel.js'), Board.loadEngine()]);
    if (!board.position) await new Promise((r) => board.addEventListener('positionchange', r, { once: true }));
    board.drawing = true;
    authoring = startAuthoring({ board, host: $('author-panel'), engine, lang: () => $('lang').value });
    $('author-start').hidden = true;
    $('author-panel').querySelector('select').focus();
  } catch (e) {
    $('author-start').disabled = false;
    log(e && e.message ? e.message : String(e));
  }
});
$('lang').addEventListener('change', () => authoring && authoring.setLang());
// Opened from a link: the board, not the page's introduction, is what the reader came for.
window.addEventListener('hashchange', fromLocation);
if (await fromLocation()) board.scrollIntoView({ block: 'start' });
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
    return pasteError(words().notLoaded);
  }
  // lang: the engine writes a record's error in it (en, de; English otherwise)
  const msgs = { ...helpers.importMessages({}, lang), lang };
  // A record needs the full package: the per-game ones leave the Gravon importer out (Cargo feature gravon).
  const load = (game, record) => Board.loadEngine(record ? undefined : game);
  const r = await paste.readPaste($('paste').value, $('game').value, load, msgs, helpers.guessGame, described);
  if (!r.ok) return pasteError(r.message);
  pasted = { game: r.game, position: r.position, moves: r.moves, comments: r.comments || [], tags: r.tags,
    result: r.result, kind: r.kind, players: r.players };
  if (r.game !== $('game').value) {
    $('game').value = r.game;
    setRulesFor(r.game);
  }
  show({ game: r.game, position: r.position, moves: joinMoves(r.moves) });
  pasteError('');
  // One line each (the style keeps the line breaks): what was loaded, the players, the result.
  $('paste-ok').textContent = r.lines.join('\n');
});

// A text pasted into the box that is longer than the paste reader reads (paste.js MAX_PASTE) is refused as it
// comes, before the box holds it (a box of megabytes of text makes the whole page slow).
const MAX_PASTE = 1_000_000;
$('paste').addEventListener('paste', async (e) => {
  const text = e.clipboardData ? e.clipboardData.getData('text') : '';
  if (text.length <= MAX_PASTE) return;
  e.preventDefault();
  try {
    const helpers = await Board.importHelpers();
    pasteError(helpers.importMessages({}, $('lang').value).pasteTooLong(MAX_PASTE));
  } catch {
    pasteError(words().notLoaded);
  }
});

// A record file (PGN, DhtmlXQ ... in UTF-8, GBK or Big5): its bytes decoded (paste.js) into the paste box, then read
// as a paste. A file far past the size limit is not read at all; one whose text is too long, or binary, is refused
// before the box takes it.
$('paste-file').addEventListener('change', async () => {
  const file = $('paste-file').files[0];
  if (!file) return;
  let paste;
  try {
    paste = await import('./paste.js');
  } catch {
    return pasteError(words().notLoaded);
  }
  if (file.size > 4 * paste.MAX_PASTE) {
    const helpers = await Board.importHelpers();
    return pasteError(helpers.importMessages({}, $('lang').value).pasteTooLong(paste.MAX_PASTE));
  }
  const text = paste.decodeRecordBytes(new Uint8Array(await file.arrayBuffer()));
  $('paste-file').value = ''; // the same file chosen again reads again
  // too long, or binary: said at once, without filling the box
  if (text.length > paste.MAX_PASTE || paste.looksBinary(text)) {
    const helpers = await Board.importHelpers();
    const msgs = helpers.importMessages({}, $('lang').value);
    return pasteError(text.length > paste.MAX_PASTE ? msgs.pasteTooLong(paste.MAX_PASTE) : msgs.pasteBinary);
  }
  $('paste').value = text;
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
  log(words().logVerdict(e.detail.move, v.legal, v.rule));
});
board.addEventListener('move', (e) => {
  log(words().logMove(e.detail.label, e.detail.move));
  $('moves').value = joinMoves(e.detail.moves);
});
let fromEditor = null; // the position the form took from the board's editor
board.addEventListener('positionchange', (e) => {
  log(words().logPosition(e.detail.step, e.detail.position));
  // The editor makes a new starting position: keep the form in step with the board. Its Undo brings back the
  // position before, with its moves: the form follows while it still shows what the editor wrote.
  const undone = fromEditor !== null && $('position').value.trim() === fromEditor && board.position !== fromEditor;
  if (board.position && ((e.detail.step === 0 && board.moves.length === 0) || undone)) {
    $('position').value = board.position;
    $('moves').value = joinMoves(board.moves);
    fromEditor = board.position;
  }
});

// Copy the game as a record: the board's game (its position and moves; while it still shows a pasted record's game,
// that record's tags, result and the comments on the moves both share) written by the engine's exportRecord (the
// full package) in a format the game writes, with the engine's verdicts as comments when asked, in the page's
// language. Xiangqi's PGN moves are written in the board's notation (Chinese in Chinese by default).
function fillFormats() {
  const d = described.get($('game').value);
  const list = d && Array.isArray(d.recordsWritten) ? d.recordsWritten : [];
  const value = $('export-format').value;
  if ([...$('export-format').options].map((o) => o.value).join() !== list.join()) {
    $('export-format').replaceChildren(...list.map((f) => option(f, FORMAT_TITLES[f] ?? f)));
  }
  if (list.includes(value)) $('export-format').value = value;
}

/** The board's game as exportRecord takes it. */
function boardRecord() {
  const game = board.getAttribute('game') || $('game').value;
  const position = typeof board.position === 'string' ? board.position : $('position').value.trim();
  const moves = Array.isArray(board.moves) ? [...board.moves] : [];
  const rec = { game, position, moves };
  if (pasted && pasted.game === game && pasted.position === position) {
    let same = 0;
    while (same < moves.length && same < pasted.moves.length && moves[same] === pasted.moves[same]) same++;
    rec.comments = pasted.comments.filter((c) => c.after <= same);
    for (const k of ['tags', 'kind', 'players']) if (pasted[k]) rec[k] = pasted[k];
    if (same === pasted.moves.length && same === moves.length && pasted.result) rec.result = pasted.result;
  }
  return rec;
}

const CHINESE_NOTATION = { 'zh-Hans': 'chinese', 'zh-Hant': 'chinese-traditional' };
$('export-form').addEventListener('submit', async (e) => {
  e.preventDefault();
  const t = words();
  const lang = $('lang').value;
  const say = (text) => {
    $('export-status').textContent = text;
  };
  const format = $('export-format').value;
  if (!format) return say(t.exportNone(t.gameTitles[$('game').value] ?? $('game').value));
  let text;
  try {
    const engine = await Board.loadEngine();
    const rec = boardRecord();
    // A game that writes Chinese notation (describe().notationsWritten): the board's notation, else Chinese on a
    // Chinese page.
    const written = described.get(rec.game)?.notationsWritten || [];
    const notation = written.includes('chinese') ? board.getAttribute('notation')
      || (written.includes(CHINESE_NOTATION[lang]) ? CHINESE_NOTATION[lang] : undefined) : undefined;
    text = engine.exportRecord(rec, { format, verdicts: $('export-verdicts').checked, lang, notation });
  } catch (err) {
    $('export-text').value = '';
    return say(t.exportFailed(err && err.message ? err.message : String(err)));
  }
  $('export-text').value = text;
  try {
    await navigator.clipboard.writeText(text);
    say(t.exportCopied);
  } catch {
    $('export-text').select();
    say(t.exportShown);
  }
});
