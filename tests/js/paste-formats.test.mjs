// The playground's paste box reads the records forums paste (issue 23, item 3): each format of
// tests/data/records/ pasted into index.html switches the board to its game and shows the record's position and
// moves (the board's `moves`, its move table, the address); a Big5 or GBK file given through the file input is
// decoded and read; a bad paste says which format and line failed, in English and German, and leaves the board as
// it was. What the board must show is computed in Node with the same engine package. Screenshots of a Chinese PGN
// on a desktop and a phone go to tests/artifacts/ (git-ignored).
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  root, chromiumMissing, CHROMIUM, browserSuite, artifacts, desktopPage, phonePage,
} from './browser/harness.mjs';
import { decodeRecordBytes, recordGame } from '../../www/paste.js';
import { guessGame } from '../../www/board/detect.js';

const skip = chromiumMissing ? `${CHROMIUM} is not installed (scripts/setup.sh installs it); browser tests skipped` : false;
if (skip) console.log(`# SKIP: ${skip}`);
const WAIT = { timeout: 60_000 };
const records = path.join(root, 'tests', 'data', 'records');
const bytes = (file) => fs.readFileSync(path.join(records, file));
const utf8 = (file) => bytes(file).toString('utf8');
const gravon = fs.readFileSync(path.join(root, 'tests', 'data', 'gravon', 'classic-timeout-crlf.xml'), 'utf8');

// Each format as a forum poster pastes it: [what, game, text, the format's name in the page's message].
const SAMPLES = [
  ['Xiangqi PGN, WXF moves with comments', 'xiangqi', utf8('xiangqi/wxf-comments.pgn'), 'PGN'],
  ['Xiangqi PGN, ICCS moves', 'xiangqi', utf8('wukong/bulk_games_uci.pgn'), 'PGN'],
  ['Xiangqi PGN, full-width WXF moves, no Game tag', 'xiangqi', utf8('wukong/xqdb_international.pgn'), 'PGN'],
  ['Xiangqi PGN, Chinese moves', 'xiangqi', utf8('wukong/xqdb_traditional.pgn'), 'PGN'],
  ['DhtmlXQ block with comments and a variation', 'xiangqi', utf8('xiangqi/forum.dhtmlxq.txt'), 'DhtmlXQ'],
  ['DhtmlXQ block of a Chinese site', 'xiangqi', utf8('wukong/116.dhtmlxq.txt'), 'DhtmlXQ'],
  ['UCCI position line', 'xiangqi', utf8('xiangqi/ucci.txt'), 'UCCI'],
  ['FEN followed by Chinese moves', 'xiangqi', utf8('xiangqi/fen-moves.txt'), 'FEN'],
  ['numbered move list', 'xiangqi', utf8('xiangqi/move-list.txt'), 'move list'],
  ['Bogenschach chess PGN with shots', 'bogenschach', utf8('bogenschach/shots.pgn'), 'PGN'],
  ['Stratego Gravon XML', 'stratego', gravon, 'classic'],
];

const inBoard = (page, body) => page.evaluate(new Function(`const b = document.getElementById('board'); ${body}`));

/** Puts another game on the board than `game` (so that a switch is seen), its start position. */
async function otherGame(page, game) {
  const other = game === 'stratego' ? 'xiangqi' : 'stratego';
  await page.selectOption('#game', other);
  await page.waitForFunction((g) => document.getElementById('board').getAttribute('game') === g
    && document.getElementById('board').shadowRoot.querySelector('rect.sq') !== null, other, WAIT);
  await page.evaluate(() => {
    for (const id of ['paste-ok', 'paste-error']) document.getElementById(id).textContent = '';
  });
  return other;
}

/** Waits until the board shows the record `rec` of `game`, and checks the form, move table and address. */
async function checkBoard(page, game, rec, format) {
  const said = await page.waitForFunction(() => {
    const ok = document.getElementById('paste-ok').textContent;
    const bad = document.getElementById('paste-error');
    return (!bad.hidden && bad.textContent) ? `error: ${bad.textContent}` : ok;
  }, null, WAIT).then((h) => h.jsonValue());
  assert.match(said, new RegExp(`Loaded a game of ${rec.moves.length} moves \\(${format}\\)`), said);
  assert.equal(await page.inputValue('#game'), game);
  await page.waitForFunction(([g, n]) => {
    const b = document.getElementById('board');
    return b.getAttribute('game') === g && Array.isArray(b.moves) && b.moves.length === n;
  }, [game, rec.moves.length], WAIT);
  assert.deepEqual(await inBoard(page, 'return b.moves;'), rec.moves);
  assert.equal(await inBoard(page, 'return b.position;'), rec.position);
  assert.equal((await page.inputValue('#position')).trim(), rec.position);
  // The move table (a long game shows its latest rows) ends with the last move, and the board says nothing is wrong.
  await page.waitForFunction(([n, last]) => {
    const rows = document.getElementById('board').shadowRoot.querySelectorAll('table.moves tbody tr');
    return rows.length > 0 && rows.length <= n && rows[rows.length - 1].textContent.includes(last);
  }, [rec.moves.length, rec.moves[rec.moves.length - 1].split(' ').pop()], WAIT);
  assert.equal(await inBoard(page, 'return b.shadowRoot.querySelector(".error:not([hidden])")?.textContent || "";'), '');
  // The address carries the game, its position and its moves (a share link of what is shown).
  await page.waitForFunction(([g, last]) => {
    const h = new URLSearchParams(location.hash.slice(1));
    return h.get('game') === g && (h.get('moves') || '').includes(last);
  }, [game, rec.moves[rec.moves.length - 1]], WAIT);
  const h = await page.evaluate(() => Object.fromEntries(new URLSearchParams(location.hash.slice(1))));
  assert.equal(h.position, rec.position);
}

describe('the paste box without a browser', () => {
  test('each sample is recognised as its game\'s record from the Stratego board', () => {
    for (const [what, game, text] of SAMPLES) {
      const got = recordGame(text, 'stratego', guessGame);
      assert.equal(got, game, what);
    }
  });

  test('a Big5 and a GBK file decode to the characters the UTF-8 copies hold', () => {
    assert.equal(decodeRecordBytes(bytes('xiangqi/forum.gbk.dhtmlxq.txt')), utf8('xiangqi/forum.dhtmlxq.txt'));
    const big5 = decodeRecordBytes(bytes('ccpd/game.big5.pgn'));
    assert.match(big5, /[車馬炮兵卒帥將][１-９一二三四五六七八九][進退平]/);
    assert.equal(big5, new TextDecoder('big5').decode(bytes('ccpd/game.big5.pgn')));
    assert.equal(decodeRecordBytes(new TextEncoder().encode('\uFEFF1. h2e2 h9g7')), '1. h2e2 h9g7');
  });
});

describe('the playground reads each record format', { skip }, () => {
  const suite = browserSuite();

  test('each format pasted switches the game and shows the position and moves', async () => {
    const A = suite.engine;
    const { page, errors } = await desktopPage(suite.browser);
    await page.goto(`${suite.server.base}index.html?lang=en`);
    await page.waitForSelector('#board table.moves tbody tr', WAIT);
    for (const [what, game, text, format] of SAMPLES) {
      const rec = A.importRecord(game, text);
      assert.ok(rec.moves.length > 0, what);
      const before = await otherGame(page, game);
      assert.notEqual(before, game);
      await page.fill('#paste', text);
      await page.click('#load');
      await checkBoard(page, game, rec, format).catch((e) => {
        e.message = `${what}: ${e.message}`;
        throw e;
      });
      if (game !== 'stratego') assert.match(await page.locator('#paste-ok').textContent(), /so the board now shows/, what);
    }
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('a paste from the clipboard (Ctrl+V into the box, then Load) reads a Chinese PGN', async () => {
    const A = suite.engine;
    const context = await suite.browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    await page.goto(`${suite.server.base}index.html?lang=en`);
    await page.waitForSelector('#board table.moves tbody tr', WAIT);
    const text = utf8('wukong/xqdb_traditional.pgn');
    await page.evaluate((t) => navigator.clipboard.writeText(t), text);
    await page.fill('#paste', '');
    await page.focus('#paste');
    await page.keyboard.press('Control+V');
    await page.waitForFunction((n) => document.getElementById('paste').value.length === n, text.length, WAIT);
    await page.click('#load');
    await checkBoard(page, 'xiangqi', A.importRecord('xiangqi', text), 'PGN');
    await context.close();
  });

  test('a Big5 CCPD file and a GBK DhtmlXQ file through the file input are decoded and read', async () => {
    const A = suite.engine;
    const { page, errors } = await desktopPage(suite.browser);
    await page.goto(`${suite.server.base}index.html?lang=en`);
    await page.waitForSelector('#board table.moves tbody tr', WAIT);
    const files = [
      ['xiangqi/forum.gbk.dhtmlxq.txt', 'gbk', 'DhtmlXQ'],
      ...fs.readdirSync(path.join(records, 'ccpd')).map((f) => [`ccpd/${f}`, 'big5', 'PGN']),
    ];
    for (const [file, encoding, format] of files) {
      const raw = bytes(file);
      assert.throws(() => new TextDecoder('utf-8', { fatal: true }).decode(raw), `${file} is not UTF-8`);
      const text = new TextDecoder(encoding).decode(raw);
      const rec = A.importRecord('xiangqi', text);
      await otherGame(page, 'xiangqi');
      await page.setInputFiles('#paste-file', { name: path.basename(file), mimeType: 'text/plain', buffer: raw });
      await checkBoard(page, 'xiangqi', rec, format).catch((e) => {
        e.message = `${file}: ${e.message}`;
        throw e;
      });
      // The box shows the decoded text: Chinese characters, no replacement characters.
      const shown = await page.inputValue('#paste');
      assert.equal(shown.replace(/\r\n?/g, '\n'), text.replace(/\r\n?/g, '\n'), file);
      assert.ok(!shown.includes('\uFFFD'), file);
    }
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('a bad paste names the format and the line, in English and German, and keeps the board', async () => {
    const bad = '[Game "Chinese Chess"]\n[Event "A move no piece letter makes"]\n\n1. C2.5 H8+7\n2. H2+3 R9.8\n3. Q9+9 C8.9\n';
    const cases = [
      ['en', bad, /^Not loaded: PGN record, line 6, column 4: the move "Q9\+9" cannot be read/],
      ['de', bad, /^Nicht geladen: Partieaufzeichnung \(PGN\), Zeile 6, Spalte 4: der Zug "Q9\+9" ist nicht lesbar/],
      ['en', '1. h2e2 h9g7\n2. h0g2 zz9z\n', /^Not loaded: .*move list.*line 2/i],
      ['de', '1. h2e2 h9g7\n2. h0g2 zz9z\n', /^Nicht geladen: .*Zeile 2/],
      // nothing recognised: said so, with what each game reads (not the board's game's position error)
      ['en', 'hello, this is no game at all', /^Not loaded: no game's position or record was recognised.*Xiangqi: .*PGN, DhtmlXQ/],
      ['de', 'hello, this is no game at all', /^Nicht geladen: in diesem Text wurde weder eine Stellung noch eine Partie/],
    ];
    const { page, errors } = await desktopPage(suite.browser);
    await page.goto(`${suite.server.base}index.html?lang=en`);
    await page.waitForSelector('#board table.moves tbody tr', WAIT);
    const board = () => inBoard(page, 'return { game: b.getAttribute("game"), position: b.position, moves: b.moves };');
    const kept = await board();
    for (const [lang, text, want] of cases) {
      await page.selectOption('#lang', lang);
      await page.evaluate(() => {
        const e = document.getElementById('paste-error');
        e.hidden = true;
        e.textContent = '';
      });
      await page.fill('#paste', text);
      await page.click('#load');
      await page.waitForSelector('#paste-error:not([hidden])', WAIT);
      const shown = await page.locator('#paste-error').textContent();
      assert.match(shown, want, `${lang}: ${shown}`);
      assert.equal(await page.locator('#paste-ok').textContent(), '');
      assert.deepEqual(await board(), kept, 'the board keeps what it showed');
    }
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('screenshots of a Chinese PGN pasted, on a desktop and a phone', async () => {
    const text = new TextDecoder('big5').decode(bytes('ccpd/middlegame.big5.pgn'));
    const rec = suite.engine.importRecord('xiangqi', text);
    for (const phone of [false, true]) {
      const { page, errors, context } = phone ? await phonePage(suite.browser) : await desktopPage(suite.browser);
      await page.goto(`${suite.server.base}index.html?lang=zh-Hant`);
      await page.waitForSelector('#board table.moves tbody tr', WAIT);
      await page.fill('#paste', text);
      await page.click('#load');
      await page.waitForFunction((n) => document.getElementById('board').moves?.length === n
        && document.getElementById('board').shadowRoot.querySelector('table.moves tbody tr') !== null, rec.moves.length, WAIT);
      assert.equal(await page.inputValue('#game'), 'xiangqi');
      await page.evaluate(() => document.getElementById('board').scrollIntoView({ block: 'start' }));
      await page.screenshot({ path: path.join(artifacts, `paste-chinese-pgn-${phone ? 'phone' : 'desktop'}.png`) });
      await page.locator('#paste-form').scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(artifacts, `paste-chinese-pgn-form-${phone ? 'phone' : 'desktop'}.png`) });
      assert.deepEqual(errors, []);
      await (context || page).close();
    }
  });
});
