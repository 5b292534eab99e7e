// The position editor and the playground's import (issue 9, "Editor and import"): lakes, piece counts against
// each game's set, undo, the Bogenschach editor (castling rights, en passant), another game's pasted position,
// the Gravon import's players, result and file letters, and the way back to an example's line.
// The first tests check the widget's own tables and guesses against the engine in Node; the rest drive the
// widget in Debian's Chromium (skipped, with a message, only when /usr/bin/chromium is absent). Screenshots of
// each changed view, on a phone (390x844) and a desktop, go to tests/artifacts/ (git-ignored).
import { test, describe, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  root, chromiumMissing, CHROMIUM, browserSuite, artifacts, desktopPage, phonePage, nodeEngine, readExampleFile,
} from './browser/harness.mjs';
import { beyondSet } from '../../www/board/piece-sets.js';
import stratego from '../../www/board/games/stratego/adapter.js';
import bogenschach from '../../www/board/games/bogenschach/adapter.js';
import { guessGame } from '../../www/board/detect.js';
import { describeRecord, readPaste } from '../../www/paste.js';
import { importMessages } from '../../www/board/i18n/import.js';
import { editMessages } from '../../www/board/i18n/edit.js';
import { loadMessages, messages } from '../../www/board/i18n/index.js';

// The widget's messages with the editor's and the paste box's (each merged over the widget's, as the pages do).
await import('../../www/board/games/xiangqi/adapter.js');
await loadMessages('de');
const en = importMessages(editMessages(messages('en'), 'en'), 'en');
const de = importMessages(editMessages(messages('de'), 'de'), 'de');

const skip = chromiumMissing ? `${CHROMIUM} is not installed (scripts/setup.sh installs it); browser tests skipped` : false;
if (skip) console.log(`# SKIP: ${skip}`);

const WAIT = { timeout: 60_000 }; // generous: a busy 2-core machine (a passing wait costs nothing)
const XQ_START = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w';
const CHESS_START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const gravon = (name) => fs.readFileSync(path.join(root, 'tests', 'data', 'gravon', name), 'utf8');

/** Counts of { side: { rank: n } } from the engine's reading of a position. */
function counts(A, game, text) {
  const out = {};
  for (const p of A.parsePosition(game, text).pieces) {
    out[p.side] ||= {};
    out[p.side][p.rank] = (out[p.side][p.rank] || 0) + 1;
  }
  return out;
}

describe('the editor\'s tables and guesses agree with the engine', () => {
  let A;
  before(async () => {
    A = await nodeEngine();
  });

  test('the Stratego set is the engine\'s classic set: a setup of exactly it passes fromStart, one piece more or off does not', () => {
    const letters = { marshal: 'm', general: 'g', colonel: 'o', major: 'j', captain: 'p', lieutenant: 'l', sergeant: 't',
      miner: 'n', scout: 'r', spy: 's', bomb: 'b', flag: 'f' };
    const pieces = Object.entries(stratego.editor.set.pieces).flatMap(([rank, n]) => Array(n).fill(letters[rank]));
    assert.equal(pieces.length, 40);
    const setup = (list) => {
      const rows = [];
      for (let r = 0; r < 4; r++) rows.push(list.slice(r * 10, r * 10 + 10).join(''));
      return rows;
    };
    const text = (list) => `${setup(list).join('/')}/10/10/${setup(list).map((r) => r.toUpperCase()).join('/')} r`;
    A.explain({ game: 'stratego', position: text(pieces), moves: [], options: { fromStart: true } });
    const swapped = pieces.slice();
    swapped[swapped.indexOf('r')] = 'm'; // a second Marshal instead of a Scout
    assert.throws(() => A.explain({ game: 'stratego', position: text(swapped), moves: [], options: { fromStart: true } }),
      (e) => e.code === 'bad-setup');
    assert.deepEqual(beyondSet(stratego.editor.set, new Map(), ['red']), []);
  });

  test('beyond the set: a rank, the total, and chess pieces beyond what promotion allows', () => {
    const map = (list) => new Map(list.map(([sq, side, rank]) => [sq, { side, rank }]));
    const two = map([['A1', 'red', 'marshal'], ['B1', 'red', 'marshal'], ['C1', 'blue', 'marshal']]);
    assert.deepEqual(beyondSet(stratego.editor.set, two, ['red', 'blue']), [{ side: 'red', kind: 'rank', rank: 'marshal', n: 2, max: 1 }]);
    // Chess: a second Queen is fine while a Pawn is missing (it may have promoted), not with all eight Pawns.
    const pawns = (n) => Array.from({ length: n }, (_, i) => [`${'abcdefgh'[i]}2`, 'white', 'pawn']);
    const queens = [['d1', 'white', 'queen'], ['d4', 'white', 'queen'], ['e1', 'white', 'king']];
    assert.deepEqual(beyondSet(bogenschach.editor.set, map([...queens, ...pawns(7)]), ['white']), []);
    assert.deepEqual(beyondSet(bogenschach.editor.set, map([...queens, ...pawns(8)]), ['white']),
      [{ side: 'white', kind: 'promoted', extra: 1, room: 0 }]);
  });

  test('guessGame tells the three games\' positions apart, as the engine writes them', () => {
    const ex = readExampleFile('stratego', 'more-squares-1.txt');
    const cases = [
      [A.parsePosition('stratego', ex.position).position, 'stratego'],
      ['MBDEBFGHEDBBCDEFGIEDDJKLBIJGHBDGHDFEIDFHAA__AA__AAAA__AA__AAPSTRQPTQPRYQPSUUPWRXNVPQQVSUTTNNSRPNONPN', 'stratego'],
      [gravon('classic-flag-capture.xml'), 'stratego'],
      [A.parsePosition('xiangqi', XQ_START).position, 'xiangqi'],
      [A.parsePosition('bogenschach', CHESS_START).position, 'bogenschach'],
      ['4k4/9/9/9/9/9/9/9/9/4K4 w', 'xiangqi'],
      ['8/8/8/8/8/8/8/8 w - - 0 1', 'bogenschach'],
      ['10/10/10 r', null],
      ['<img src=x onerror=alert(1)>', null],
      ['hello world', null],
      ['', null],
    ];
    for (const [text, want] of cases) assert.equal(guessGame(text), want, text.slice(0, 60));
  });

  test('a pasted position of another game is read by that game\'s engine; the Gravon record says who played and how it ended', async () => {
    const load = async () => A;
    const xq = await readPaste(XQ_START, 'stratego', load, en, guessGame);
    assert.equal(xq.ok, true);
    assert.equal(xq.game, 'xiangqi');
    assert.equal(xq.position, A.parsePosition('xiangqi', XQ_START).position);
    assert.match(xq.lines.join(' '), /This is a Xiangqi position/);
    const ch = await readPaste(CHESS_START, 'xiangqi', load, de, guessGame);
    assert.equal(ch.game, 'bogenschach');
    assert.match(ch.lines.join(' '), /Schach \(Bogenschach\)/);
    // The right shape but not readable there: says which game it looks like, with the engine's reason.
    const bad = await readPaste('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x', 'stratego', load, en, guessGame);
    assert.equal(bad.ok, false);
    assert.match(bad.message, /^Not loaded: .*\(code: bad-position\) It looks like a chess \(Bogenschach\) position/);

    const rec = await readPaste(gravon('classic-timeout-crlf.xml'), 'stratego', load, en, guessGame);
    assert.equal(rec.game, 'stratego');
    assert.ok(rec.moves.every((m) => !m.includes('K')), rec.moves.join(' '));
    assert.ok(rec.moves.includes('J4-J5'), rec.moves.join(' '));
    const said = rec.lines.join('\n');
    assert.match(said, /Red: Erin\. Blue: Frank\./);
    assert.match(said, /Gravon type 11\): Frank \(Blue\) won; a player ran out of time \(timeout\)/);
    assert.match(said, /the record\u2019s K is our J/);
    const forfeit = describeRecord(A.importRecord('stratego', gravon('barrage-forfeit.xml')), de).join('\n');
    assert.match(forfeit, /Rot: Carol\. Blau: Dave\./);
    assert.match(forfeit, /Carol \(Rot\) hat gewonnen; ein Spieler hat aufgegeben/);
  });
});

// --- in Chromium --------------------------------------------------------------------------------------------

/** Runs `src` (a function body) with the board's shadow root as `root` and `arg`. */
const inRoot = (page, id, src, arg) => page.evaluate(([id, src, arg]) => {
  // eslint-disable-next-line no-new-func
  return new Function('root', 'arg', src)(document.getElementById(id).shadowRoot, arg);
}, [id, src, arg]);
const textOf = (page, id, sel) => inRoot(page, id, `const e = root.querySelector(${JSON.stringify(sel)}); return e ? e.textContent : null;`);
const waitText = (page, id, sel, re) => page.waitForFunction(([id, sel, src]) => {
  const e = document.getElementById(id).shadowRoot.querySelector(sel);
  return !!e && new RegExp(src).test(e.textContent);
}, [id, sel, re.source], WAIT);
const sq = (id, square) => `#${id} rect.sq[data-square="${square}"]`;
const position = (page, id = 'board') => page.evaluate((id) => document.getElementById(id).position, id);
const waitPosition = (page, fn, id = 'board') => page.waitForFunction(([id, src]) =>
  // eslint-disable-next-line no-new-func
  new Function('p', src)(document.getElementById(id).position || ''), [id, fn], WAIT);

/** The playground with its Stratego example (More-Squares example 1, at its end), the editor open. */
async function openEditor(page, base, query = '') {
  await page.goto(`${base}index.html${query}`);
  await page.waitForSelector('#board table.moves tbody tr', WAIT);
  await page.click('#board button.edit-btn');
  await page.waitForSelector('#board fieldset.editor:not([hidden])', WAIT);
}

/** Adds a board to the playground page (its script is loaded there) and waits for the engine. */
async function addBoard(page, id, attrs) {
  await page.evaluate(([id, attrs]) => {
    const b = document.createElement('arbiter-board');
    b.id = id;
    for (const [k, v] of Object.entries(attrs)) b.setAttribute(k, v);
    document.body.prepend(b);
  }, [id, attrs]);
  await page.waitForFunction((id) => document.getElementById(id).getAttribute('data-engine') === 'ready', id, WAIT);
}

describe('the editor and the import in Chromium', { skip }, () => {
  let server;
  let browser;
  let A;
  const suite = browserSuite();
  before(() => {
    ({ server, browser, engine: A } = suite);
  });

  test('a lake: clicking it says lakes hold no piece (English and German), not a parser error; the board stays', async () => {
    const { page, errors } = await desktopPage(browser);
    await openEditor(page, server.base);
    const kept = await position(page);
    await page.click('#board .rank-btn[data-rank="scout"]');
    await page.click(sq('board', 'C5'));
    await waitText(page, 'board', '.verdict', /C5 is a lake/);
    const said = await textOf(page, 'board', '.verdict');
    assert.equal(said, en.lakeNoPiece('C5'));
    assert.ok(!/Not accepted|bad-position|position text/i.test(said), said);
    assert.equal(await position(page), kept);
    // The keyboard: the cursor onto a lake and Enter say the same.
    await page.evaluate(() => document.getElementById('board').setAttribute('lang', 'de'));
    await page.waitForFunction(() => /Seite/.test(document.getElementById('board').shadowRoot.querySelector('fieldset.editor').textContent), null, WAIT);
    await page.click(sq('board', 'H6'));
    await waitText(page, 'board', '.verdict', /H6 ist ein See/);
    assert.equal(await textOf(page, 'board', '.verdict'), de.lakeNoPiece('H6'));
    assert.equal(await position(page), kept);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('piece counts per side against the set, and a warning beyond it (Stratego, Xiangqi)', async () => {
    const { page, errors } = await desktopPage(browser);
    await openEditor(page, server.base);
    const pos = await position(page);
    const c = counts(A, 'stratego', pos);
    const total = (side) => Object.values(c[side] || {}).reduce((a, b) => a + b, 0);
    assert.equal(await textOf(page, 'board', '.pal-counts'),
      `Pieces against the ISF set of 40: Red ${total('red')} of 40 · Blue ${total('blue')} of 40`);
    assert.equal(await inRoot(page, 'board', 'return root.querySelector(".editor .edit-warn").hidden;'), true);
    // The palette shows Red's count of each piece: the Colonel 1 of 2.
    assert.equal(await textOf(page, 'board', '.rank-btn[data-rank="colonel"] .rank-count'), `${c.red.colonel}/2`);
    // Two Red Marshals: the placing says so, and the panel lists it until one goes.
    await page.click('#board .rank-btn[data-rank="marshal"]');
    await page.click(sq('board', 'A1'));
    await waitText(page, 'board', '.pal-counts', new RegExp(`Red ${total('red') + 1} of 40`));
    assert.equal(await inRoot(page, 'board', 'return root.querySelector(".edit-warn").hidden;'), true);
    await page.click(sq('board', 'B1'));
    await waitText(page, 'board', '.verdict', /Red Marshal placed on B1\. Beyond the set: Red Marshal 2 times, the ISF set of 40 has 1\./);
    await waitText(page, 'board', '.edit-warn', /Red Marshal 2 times/);
    assert.equal(await inRoot(page, 'board', 'return root.querySelector(".rank-btn[data-rank=marshal]").classList.contains("over");'), true);
    await page.locator('#board').screenshot({ path: path.join(artifacts, 'editor-counts-desktop.png') });
    await page.click('#board .erase-btn');
    await page.click(sq('board', 'B1'));
    await page.waitForFunction(() => document.getElementById('board').shadowRoot.querySelector('.edit-warn').hidden, null, WAIT);

    // Xiangqi: 16 of 16 each at the start. Its rules know no promotion: a sixth Red Soldier is not placed, and
    // the set says why (not the engine's parser).
    await addBoard(page, 'xq', { game: 'xiangqi', editor: '' });
    await page.click('#xq button.edit-btn');
    await waitText(page, 'xq', '.pal-counts', /Red 16 of 16 · Black 16 of 16/);
    const xqStart = await position(page, 'xq');
    await page.click('#xq .rank-btn[data-rank="soldier"]');
    assert.equal(await textOf(page, 'xq', '.rank-btn[data-rank="soldier"] .rank-count'), '5/5');
    await page.click(sq('xq', 'b3'));
    await waitText(page, 'xq', '.verdict', /Red Soldier 6 times, the set of 16 has 5\. Xiangqi has no promotion/);
    assert.ok(!/bad-position|character/.test(await textOf(page, 'xq', '.verdict')));
    assert.equal(await position(page, 'xq'), xqStart);
    // One off, then back: 15 of 16, then 16 again.
    await page.click('#xq .erase-btn');
    await page.click(sq('xq', 'a3'));
    await waitText(page, 'xq', '.pal-counts', /Red 15 of 16 · Black 16 of 16/);
    await page.click('#xq .rank-btn[data-rank="soldier"]');
    await page.click(sq('xq', 'b3'));
    await waitText(page, 'xq', '.pal-counts', /Red 16 of 16/);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('undo: the Undo button and Ctrl+Z step back through the edits, to the example with its moves', async () => {
    const { page, errors } = await desktopPage(browser);
    await page.goto(`${server.base}index.html`);
    await page.waitForSelector('#board table.moves tbody tr', WAIT);
    const startMoves = await page.evaluate(() => document.getElementById('board').moves);
    const startPos = await position(page);
    const startStep = await page.evaluate(() => document.getElementById('board').step);
    await page.click('#board button.edit-btn');
    await page.waitForSelector('#board fieldset.editor:not([hidden])', WAIT);
    assert.equal(await inRoot(page, 'board', 'return root.querySelector(".undo-btn").getAttribute("aria-disabled");'), 'true');
    const shown = await page.evaluate(() => document.getElementById('board').currentPosition);
    await page.click('#board .rank-btn[data-rank="flag"]');
    await page.click(sq('board', 'A1'));
    await waitPosition(page, 'return /F9 r$/.test(p) || p.includes("F");');
    const afterOne = await position(page);
    await page.click(sq('board', 'J1'));
    await waitPosition(page, `return p !== ${JSON.stringify(afterOne)};`);
    assert.equal(await page.evaluate(() => document.getElementById('board').moves.length), 0);
    // Ctrl+Z with the board focused: the first Flag only.
    await page.focus('#board svg.board');
    await page.keyboard.press('Control+z');
    await waitPosition(page, `return p === ${JSON.stringify(afterOne)};`);
    assert.equal(await textOf(page, 'board', '.verdict'), en.undone);
    // The Undo button: the example as it was, its moves and the step shown.
    await page.click('#board .undo-btn');
    await waitPosition(page, `return p === ${JSON.stringify(startPos)};`);
    assert.deepEqual(await page.evaluate(() => document.getElementById('board').moves), startMoves);
    assert.equal(await page.evaluate(() => document.getElementById('board').step), startStep);
    assert.equal(await page.evaluate(() => document.getElementById('board').currentPosition), shown);
    // The playground's form follows the board back.
    assert.equal(await page.inputValue('#position'), startPos);
    assert.equal(await page.inputValue('#moves'), startMoves.join(' '));
    assert.equal(await inRoot(page, 'board', 'return root.querySelector(".undo-btn").getAttribute("aria-disabled");'), 'true');
    // The focus stays on the button: Ctrl+Z there says there is nothing left.
    await page.keyboard.press('Control+z');
    await waitText(page, 'board', '.verdict', /Nothing to undo/);
    // A host page that sets a new position starts a new history.
    await page.click(sq('board', 'A1'));
    await waitPosition(page, `return p !== ${JSON.stringify(startPos)};`);
    await page.evaluate(() => document.getElementById('board').setAttribute('position', '10/10/10/10/10/10/10/10/10/M9 r'));
    await waitPosition(page, 'return p === "10/10/10/10/10/10/10/10/10/M9 r";');
    await page.waitForFunction(() => document.getElementById('board').shadowRoot.querySelector('.undo-btn')
      .getAttribute('aria-disabled') === 'true', null, WAIT);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('Bogenschach has an editor: chess palette, side to move, castling rights and en passant, then a live game', async () => {
    const { page, errors } = await desktopPage(browser);
    await page.goto(`${server.base}index.html`);
    await addBoard(page, 'bg', { game: 'bogenschach', editor: '' });
    assert.equal(await inRoot(page, 'bg', 'return root.querySelector("button.edit-btn").hidden;'), false);
    await page.click('#bg button.edit-btn');
    await page.waitForSelector('#bg fieldset.editor:not([hidden])', WAIT);
    assert.deepEqual(await inRoot(page, 'bg', 'return [...root.querySelectorAll(".editor .rank-btn")].map((b) => b.dataset.rank);'),
      ['king', 'queen', 'rook', 'bishop', 'knight', 'pawn']);
    assert.deepEqual(await inRoot(page, 'bg', 'return [...root.querySelectorAll(".editor .side-btn")].map((b) => b.textContent);'),
      ['White', 'Black']);
    await waitText(page, 'bg', '.pal-counts', /White 16 of 16 · Black 16 of 16/);
    // Castling: the start has all four; White's kingside off.
    assert.deepEqual(await inRoot(page, 'bg', 'return [...root.querySelectorAll("input.castle")].map((c) => c.checked);'),
      [true, true, true, true]);
    await page.click('#bg input.castle[data-castle="K"]');
    await waitPosition(page, 'return p.split(" ")[2] === "Qkq";', 'bg');
    // A right the position cannot use is not kept, and the panel says why.
    await page.click('#bg .erase-btn');
    await page.click(sq('bg', 'a1'));
    await waitPosition(page, 'return p.split(" ")[2] === "kq";', 'bg');
    await page.click('#bg input.castle[data-castle="Q"]');
    await waitText(page, 'bg', '.verdict', /Not kept: castling needs the King and that Rook/);
    assert.equal((await position(page, 'bg')).split(' ')[2], 'kq');
    // En passant: clear, Kings, a White Pawn on e4 and a Black one on d4, Black to move: e3 is offered and set.
    await page.click('#bg .clear-btn');
    await waitPosition(page, 'return p.startsWith("8/8/8/8/8/8/8/8");', 'bg');
    for (const [side, rank, square] of [['white', 'king', 'e1'], ['black', 'king', 'e8'], ['white', 'pawn', 'e4'], ['black', 'pawn', 'd4']]) {
      await page.click(`#bg .side-btn[data-side="${side}"]`);
      await page.click(`#bg .rank-btn[data-rank="${rank}"]`);
      await page.click(sq('bg', square));
      await page.waitForFunction(([sqr, name]) => new RegExp(`^${sqr}, ${name}`).test(document.getElementById('bg').shadowRoot
        .querySelector(`rect.sq[data-square="${sqr}"]`).getAttribute('aria-label')), [square, `${side === 'white' ? 'White' : 'Black'} ${rank === 'king' ? 'King' : 'Pawn'}`], WAIT);
    }
    await page.selectOption('#bg select.to-move:not(.ep-select)', 'black');
    await waitPosition(page, 'return p.split(" ")[1] === "b";', 'bg');
    assert.deepEqual(await inRoot(page, 'bg', 'return [...root.querySelector("select.ep-select").options].map((o) => o.value);'), ['-', 'e3']);
    await page.selectOption('#bg select.ep-select', 'e3');
    await waitPosition(page, 'return p === "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1";', 'bg');
    await waitText(page, 'bg', '.verdict', /en passant square set/);
    await page.setViewportSize({ width: 1280, height: 1100 });
    await page.locator('#bg').screenshot({ path: path.join(artifacts, 'editor-bogenschach-desktop.png') });
    // Leave the editor: the position is a live game; Black's Pawn takes en passant (shot: Miss).
    await page.click('#bg button.edit-btn');
    await page.waitForSelector('#bg fieldset.editor[hidden]', { ...WAIT, state: 'attached' });
    const v = await page.evaluate(() => document.getElementById('bg').play('@- d4e3'));
    assert.equal(v.legal, true, JSON.stringify(v));
    const want = A.explain({ game: 'bogenschach', position: '4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1', moves: ['@- d4e3'] });
    assert.equal(await page.evaluate(() => document.getElementById('bg').currentPosition), want.rows[0].position);
    assert.ok(!want.rows[0].position.split(' ')[0].includes('P'), 'the White Pawn was taken en passant');
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('another game\'s position: the playground switches game; a board says which game it looks like', async () => {
    const { page, errors } = await desktopPage(browser);
    await page.goto(`${server.base}index.html`);
    await page.waitForSelector('#board table.moves tbody tr', WAIT);
    // A 9-file Xiangqi FEN into the Stratego playground.
    await page.fill('#paste', XQ_START);
    await page.click('#load');
    await page.waitForFunction(() => /Xiangqi position/.test(document.getElementById('paste-ok').textContent), null, WAIT);
    assert.equal(await page.inputValue('#game'), 'xiangqi');
    await page.waitForFunction(() => document.getElementById('board').getAttribute('game') === 'xiangqi'
      && document.getElementById('board').shadowRoot.querySelectorAll('rect.sq').length === 90, null, WAIT);
    await page.waitForFunction((p) => document.getElementById('board').position === p,
      A.parsePosition('xiangqi', XQ_START).position, WAIT);
    assert.match(await page.locator('#paste-ok').textContent(), /Loaded the position \(32 pieces\)/);
    // An 8-file chess FEN into it: Bogenschach.
    await page.fill('#paste', '4k3/8/8/8/8/8/8/4K2R w K - 0 1');
    await page.click('#load');
    await page.waitForFunction(() => document.getElementById('board').getAttribute('game') === 'bogenschach'
      && document.getElementById('board').shadowRoot.querySelectorAll('rect.sq').length === 64, null, WAIT);
    assert.equal(await page.inputValue('#game'), 'bogenschach');
    await page.waitForFunction(() => /^4k3\/8\/8\/8\/8\/8\/8\/4K2R w K/.test(document.getElementById('board').position || ''), null, WAIT);
    // A Stratego position back into it: Stratego.
    await page.fill('#paste', '10/10/10/10/10/1b8/bj2b5/10/1O8/10 r');
    await page.click('#load');
    await page.waitForFunction(() => document.getElementById('board').getAttribute('game') === 'stratego'
      && document.getElementById('board').position === '10/10/10/10/10/1b8/bj2b5/10/1O8/10 r', null, WAIT);
    assert.equal(await page.inputValue('#game'), 'stratego');
    assert.match(await page.locator('#paste-ok').textContent(), /This is a Stratego position/);

    // A board (no playground) given a Xiangqi FEN as a Stratego position says what it looks like.
    await addBoard(page, 'wrong', { game: 'stratego', position: XQ_START }).catch(() => {});
    await page.waitForFunction(() => /looks like a Xiangqi position: set game="xiangqi"/
      .test(document.getElementById('wrong').shadowRoot.querySelector('.error').textContent), null, WAIT);
    await page.evaluate(() => document.getElementById('wrong').setAttribute('position', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'));
    await page.waitForFunction(() => /looks like a chess \(Bogenschach\) position: set game="bogenschach"/
      .test(document.getElementById('wrong').shadowRoot.querySelector('.error').textContent), null, WAIT);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('a Gravon import shows the players, the result and the moves with file J', async () => {
    for (const phone of [false, true]) {
      const { page, errors, context } = phone ? await phonePage(browser) : await desktopPage(browser);
      await page.goto(`${server.base}index.html`);
      await page.waitForSelector('#board table.moves tbody tr', WAIT);
      const xml = gravon('classic-timeout-crlf.xml');
      const rec = A.importRecord('stratego', xml);
      await page.fill('#paste', xml);
      await page.click('#load');
      await page.waitForFunction(() => /^Loaded a game of 16 moves \(classic\)/.test(document.getElementById('paste-ok').textContent), null, WAIT);
      const said = await page.locator('#paste-ok').textContent();
      assert.match(said, /Red: Erin\. Blue: Frank\./);
      assert.match(said, /Frank \(Blue\) won; a player ran out of time \(timeout\)/);
      assert.match(said, /files A to J/);
      await page.waitForFunction((n) => document.getElementById('board').moves.length === n, rec.moves.length, WAIT);
      const moves = await page.evaluate(() => document.getElementById('board').moves);
      assert.deepEqual(moves, rec.moves);
      assert.ok(moves.includes('J4-J5') && moves.every((m) => !/K/.test(m)), moves.join(' '));
      assert.ok(!/K/.test(await page.inputValue('#moves')), 'the moves field writes J');
      const labels = await inRoot(page, 'board', 'return [...root.querySelectorAll("table.moves td.mv")].map((t) => t.textContent).join(" ");');
      assert.ok(/J4-J5/.test(labels) && !/K\d/.test(labels), labels);
      await page.locator('#paste-form').scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(artifacts, `gravon-import-${phone ? 'phone' : 'desktop'}.png`) });
      assert.deepEqual(errors, []);
      await (context || page).close();
    }
  });

  test('a move tried mid-example offers "Back to the example", which returns to the example\'s line', async () => {
    for (const phone of [false, true]) {
      const { page, errors, context } = phone ? await phonePage(browser) : await desktopPage(browser);
      await page.goto(`${server.base}rules/more-squares.html?lang=en`);
      await page.waitForSelector('#ex1 table.moves tbody tr', WAIT);
      const ex = readExampleFile('stratego', 'more-squares-1.txt');
      const base = A.explain({ game: 'stratego', rules: ex.rules, position: ex.position, moves: ex.moves.split(/\s+/) });
      await page.evaluate(() => document.getElementById('ex1').go(3));
      // Following the example: no note (its module is not even loaded yet).
      assert.equal(await inRoot(page, 'ex1', 'const b = root.querySelector(".branch"); return !b || b.hidden;'), true);
      // A legal move other than the example's fourth (3b C4-D4): Blue's Major back to B4.
      const legal = A.legalMoves({ game: 'stratego', rules: ex.rules, position: ex.position, moves: base.rows.slice(0, 3).map((r) => r.move) });
      const mine = legal.find((m) => m !== base.rows[3].move);
      // (a move the page's answers given ahead do not hold is played once the board's engine has loaded)
      const v = await page.evaluate((m) => new Promise((resolve) => {
        const b = document.getElementById('ex1');
        b.addEventListener('verdict', (e) => resolve(e.detail.verdict), { once: true });
        b.play(m);
      }), mine);
      assert.equal(v.legal, true);
      await waitText(page, 'ex1', '.branch', new RegExp(`the example continues with ${base.rows[3].label} ${base.rows[3].move}`));
      assert.equal(await textOf(page, 'ex1', '.branch button.back-example'), 'Back to the example');
      await inRoot(page, 'ex1', 'root.querySelector(".branch").scrollIntoView({ block: "center" });');
      await page.screenshot({ path: path.join(artifacts, `back-to-example-${phone ? 'phone' : 'desktop'}.png`) });
      if (phone) await page.tap('#ex1 .branch button.back-example');
      else await page.click('#ex1 .branch button.back-example');
      await page.waitForFunction(() => document.getElementById('ex1').shadowRoot.querySelector('.branch').hidden, null, WAIT);
      assert.deepEqual(await page.evaluate(() => document.getElementById('ex1').moves), base.rows.map((r) => r.move));
      assert.equal(await page.evaluate(() => document.getElementById('ex1').step), 3);
      // After the example's end: the note says so.
      await page.evaluate(() => document.getElementById('ex1').last());
      const after = A.legalMoves({ game: 'stratego', rules: ex.rules, position: ex.position, moves: base.rows.map((r) => r.move) })[0];
      await page.evaluate((m) => document.getElementById('ex1').play(m), after);
      await waitText(page, 'ex1', '.branch', /after the end of the example/);
      assert.deepEqual(errors, []);
      await (context || page).close();
    }
  });

  test('the single-file classic build carries the editor (its panel and messages are inlined, nothing is fetched)', async () => {
    const { page, errors } = await desktopPage(browser);
    const fetched = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    await page.route(`${server.base}editor-classic.html`, (route) => route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="de"><body><script src="arbiter-board.classic.js"></script>'
        + '<arbiter-board id="b" game="bogenschach" editor></arbiter-board></body></html>',
    }));
    await page.goto(`${server.base}editor-classic.html`);
    await page.waitForFunction(() => document.getElementById('b')?.getAttribute('data-engine') === 'ready', null, WAIT);
    await page.click('#b button.edit-btn');
    await page.waitForSelector('#b fieldset.editor:not([hidden])', WAIT);
    await waitText(page, 'b', '.pal-counts', /Weiß 16 von 16 · Schwarz 16 von 16/);
    await page.click('#b input.castle[data-castle="q"]');
    await waitPosition(page, 'return p.split(" ")[2] === "KQk";', 'b');
    await page.focus('#b svg.board');
    await page.keyboard.press('Control+z');
    await waitPosition(page, 'return p.split(" ")[2] === "KQkq";', 'b');
    assert.equal(await textOf(page, 'b', '.verdict'), de.undone);
    assert.deepEqual(fetched.filter((f) => /\/board\/|edit|\.css$/.test(f) && !/editor-classic/.test(f)), []);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('screenshots: the editor on a phone (Stratego, Xiangqi, Bogenschach), with no horizontal overflow', async () => {
    const { page, errors, context } = await phonePage(browser);
    await openEditor(page, server.base);
    await page.click('#board .rank-btn[data-rank="marshal"]');
    await page.click(sq('board', 'A1'));
    await page.click(sq('board', 'B1'));
    await waitText(page, 'board', '.edit-warn', /Red Marshal 2 times/);
    await inRoot(page, 'board', 'root.querySelector("fieldset.editor").scrollIntoView();');
    await page.screenshot({ path: path.join(artifacts, 'editor-counts-phone.png') });
    for (const [id, game] of [['xq', 'xiangqi'], ['bg', 'bogenschach']]) {
      await addBoard(page, id, { game, editor: '' });
      await page.click(`#${id} button.edit-btn`);
      await page.waitForSelector(`#${id} fieldset.editor:not([hidden])`, WAIT);
      await inRoot(page, id, 'root.querySelector("fieldset.editor").scrollIntoView();');
      await page.screenshot({ path: path.join(artifacts, `editor-${game}-phone.png`) });
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
