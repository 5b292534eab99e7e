// The <arbiter-board> widget and the More-Squares rule page in a real browser: Debian's Chromium driven by
// playwright-core, serving www/ on localhost. Skipped (with a message) only when /usr/bin/chromium is absent;
// CI installs it through scripts/setup.sh. Screenshots go to tests/artifacts/ (git-ignored).
import { test, describe, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { root, chromiumMissing, CHROMIUM, browserSuite, watch, artifacts } from './browser/harness.mjs';

const skip = chromiumMissing ? `${CHROMIUM} is not installed (scripts/setup.sh installs it); browser tests skipped` : false;
if (skip) console.log(`# SKIP: ${skip}`);

const WAIT = { timeout: 60_000 }; // generous: a busy 2-core machine (a passing wait costs nothing)
const RULE_PAGE = 'rules/more-squares.html?lang=en';

// What the engine says about Example 1, computed here in Node through the same package.
let A;
let ex1;
let ex1x;
function readExample(file) {
  const out = {};
  for (const line of fs.readFileSync(path.join(root, 'www', 'examples', 'stratego', file), 'utf8').split('\n')) {
    const m = line.match(/^([a-z][a-z0-9.]*):\s*(.*)$/i);
    if (m) out[m[1]] = m[2].trim();
  }
  return out;
}

/** The accessible names of all 100 squares of a board, by square. */
async function squareLabels(page, id) {
  return page.evaluate((id) => {
    const out = {};
    for (const c of document.getElementById(id).shadowRoot.querySelectorAll('rect.sq')) {
      out[c.getAttribute('data-square')] = c.getAttribute('aria-label');
    }
    return out;
  }, id);
}

/** "Red Colonel" etc. as the widget's English messages name them. */
const NAMES = {
  marshal: 'Marshal', general: 'General', colonel: 'Colonel', major: 'Major', captain: 'Captain',
  lieutenant: 'Lieutenant', sergeant: 'Sergeant', miner: 'Miner', scout: 'Scout', spy: 'Spy', bomb: 'Bomb',
  flag: 'Flag', unknown: 'unknown piece',
};
function expectBoard(labels, positionText, what) {
  const { pieces } = A.parsePosition('stratego', positionText);
  const want = new Map(pieces.map((p) => [p.square, `${p.side === 'red' ? 'Red' : 'Blue'} ${NAMES[p.rank]}`]));
  for (const [sq, label] of Object.entries(labels)) {
    const base = label.split(',').slice(0, 2).join(',');
    if (want.has(sq)) assert.equal(base, `${sq}, ${want.get(sq)}`, `${what}: ${sq}`);
    else assert.ok(/, (empty|lake)$/.test(base), `${what}: ${sq} should be empty, is "${label}"`);
  }
}

async function openRulePage(page, base) {
  await page.goto(base + RULE_PAGE);
  await page.waitForSelector('#ex1 table.moves tbody tr', WAIT);
}

const sq = (id, square) => `#${id} rect.sq[data-square="${square}"]`;
const currentLabel = (page, id) =>
  page.evaluate((id) => {
    const tr = document.getElementById(id).shadowRoot.querySelector('tr.current');
    return tr ? tr.getAttribute('data-label') : null;
  }, id);

describe('the <arbiter-board> widget in Chromium', { skip }, () => {
  let server;
  let browser;

  const suite = browserSuite();
  before(() => {
    ({ server, browser, engine: A } = suite);
    ex1 = readExample('more-squares-1.txt');
    ex1x = A.explain({ game: 'stratego', rules: ex1.rules, position: ex1.position, moves: ex1.moves });
  });

  test('Example 1 steps forward; the table matches explain; C3-B3 is refused citing ISF 11; C3-C4 plays', async () => {
    const page = await browser.newPage({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
    const errors = watch(page);
    await openRulePage(page, server.base);
    await page.evaluate(() => {
      window.__events = [];
      const b = document.getElementById('ex1');
      for (const t of ['move', 'verdict', 'positionchange']) {
        b.addEventListener(t, (e) => window.__events.push({ type: t, detail: JSON.parse(JSON.stringify(e.detail)) }));
      }
    });

    // The table: one row per explain row, same labels and moves.
    const rows = await page.locator('#ex1 table.moves tbody tr').evaluateAll((trs) =>
      trs.map((tr) => [tr.getAttribute('data-label'), tr.querySelector('td.mv').textContent]));
    assert.deepEqual(rows, ex1x.rows.map((r) => [r.label, r.move]));
    assert.equal(rows.length, 8);

    // The start, then each step forward shows the row's position and highlights the row.
    expectBoard(await squareLabels(page, 'ex1'), ex1x.start, 'start');
    assert.equal(await currentLabel(page, 'ex1'), null);
    for (let i = 0; i < ex1x.rows.length; i++) {
      await page.click('#ex1 button.forward');
      await page.waitForFunction(
        ([id, label]) => document.getElementById(id).shadowRoot.querySelector('tr.current')?.getAttribute('data-label') === label,
        ['ex1', ex1x.rows[i].label], WAIT);
      expectBoard(await squareLabels(page, 'ex1'), ex1x.rows[i].position, `after ${ex1x.rows[i].label}`);
    }
    assert.ok(await page.locator('#ex1 button.forward').isDisabled(), 'Forward is disabled at the end');

    // Tap-tap C3 then B3: refused, the message cites ISF 11, the squares are highlighted, the board unchanged.
    const before = await squareLabels(page, 'ex1');
    await page.click(sq('ex1', 'C3'));
    await page.waitForSelector('#ex1 .over .target[data-square="C4"]', WAIT);
    assert.equal(await page.locator('#ex1 .over .target[data-square="B3"]').count(), 0, 'B3 is no legal target');
    await page.click(sq('ex1', 'B3'));
    await page.waitForSelector('#ex1 .verdict.refused', WAIT);
    const verdict = await page.locator('#ex1 .verdict').textContent();
    assert.match(verdict, /ISF 11/);
    assert.match(verdict, /1a \(B2-B3\)/);
    assert.equal(await page.locator('#ex1 .verdict').getAttribute('aria-live'), 'polite');
    for (const s of ['C3', 'B3', 'B4']) {
      assert.equal(await page.locator(`#ex1 .marks .bad[data-square="${s}"]`).count(), 1, `${s} highlighted`);
    }
    assert.deepEqual(await squareLabels(page, 'ex1'), before, 'the board is unchanged');
    assert.equal(await page.locator('#ex1 table.moves tbody tr').count(), 8);

    // A legal alternative: C3-C4 is played and explained as 5a.
    await page.click(sq('ex1', 'C3'));
    await page.click(sq('ex1', 'C4'));
    await page.waitForSelector('#ex1 tr[data-label="5a"].current', WAIT);
    assert.equal(await page.locator('#ex1 tr[data-label="5a"] td.mv').textContent(), 'C3-C4');
    assert.match(await page.locator(sq('ex1', 'C4')).getAttribute('aria-label'), /^C4, Red Colonel/);
    assert.match(await page.locator(sq('ex1', 'C3')).getAttribute('aria-label'), /^C3, empty/);
    assert.ok(!(await page.locator('#ex1 button.reset').isDisabled()), 'Reset is enabled after a tried move');

    const events = await page.evaluate(() => window.__events);
    const verdicts = events.filter((e) => e.type === 'verdict');
    assert.deepEqual(verdicts.map((e) => [e.detail.move, e.detail.verdict.legal]), [['C3-B3', false], ['C3-C4', true]]);
    assert.equal(verdicts[0].detail.verdict.rule, 'more-squares');
    const moves = events.filter((e) => e.type === 'move');
    assert.equal(moves.length, 1);
    assert.equal(moves[0].detail.move, 'C3-C4');
    assert.equal(moves[0].detail.label, '5a');
    assert.deepEqual(moves[0].detail.moves, [...ex1.moves.split(' '), 'C3-C4']);
    const last = events.filter((e) => e.type === 'positionchange').at(-1);
    assert.equal(last.detail.step, 9);
    assert.equal(last.detail.position, A.explain({ game: 'stratego', position: ex1.position,
      moves: [...ex1.moves.split(' '), 'C3-C4'] }).rows[8].position);

    // Reset: back to the example, at the step where the trying began.
    await page.click('#ex1 button.reset');
    await page.waitForFunction(() => document.getElementById('ex1').shadowRoot.querySelectorAll('tbody tr').length === 8, null, WAIT);
    assert.equal(await currentLabel(page, 'ex1'), '4b');
    expectBoard(await squareLabels(page, 'ex1'), ex1x.rows[7].position, 'after reset');

    // A bad position attribute: the engine's message as text; the board keeps its last good state.
    const good = await squareLabels(page, 'ex1');
    await page.evaluate(() => document.getElementById('ex1').setAttribute('position', '10/10/zz'));
    await page.waitForSelector('#ex1 .error:not([hidden])', WAIT);
    assert.match(await page.locator('#ex1 .error').textContent(), /position/i);
    assert.deepEqual(await squareLabels(page, 'ex1'), good);

    await page.screenshot({ path: path.join(artifacts, 'rule-page-desktop.png'), fullPage: true });
    await page.locator('#ex1').screenshot({ path: path.join(artifacts, 'board-desktop.png') });
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('keyboard only: Page Up/Down and Home/End step the example, and the board cursor tries a move', async () => {
    const page = await browser.newPage({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
    const errors = watch(page);
    await openRulePage(page, server.base);
    // The widget's one tab stop is its board (focus() hands the focus to it, as Tab does).
    await page.evaluate(() => document.getElementById('ex1').focus());
    assert.equal(await page.evaluate(() => document.getElementById('ex1').shadowRoot.activeElement?.tagName), 'svg');
    for (const [key, label] of [
      ['PageDown', '1a'], ['PageDown', '1b'], ['PageDown', '2a'], ['PageUp', '1b'], ['End', '4b'],
      ['Home', null], ['End', '4b'],
    ]) {
      await page.keyboard.press(key);
      assert.equal(await currentLabel(page, 'ex1'), label, `after ${key}`);
    }
    // Cursor starts at A1: right 2 (C1), up 2 (C3), Enter picks up, left (B3), Enter drops.
    for (const k of ['ArrowRight', 'ArrowRight', 'ArrowUp', 'ArrowUp', 'Enter', 'ArrowLeft', 'Enter']) {
      await page.keyboard.press(k);
    }
    await page.waitForSelector('#ex1 .verdict.refused', WAIT);
    assert.match(await page.locator('#ex1 .verdict').textContent(), /ISF 11/);
    // The arrows on the board moved the cursor, not the example.
    assert.equal(await currentLabel(page, 'ex1'), '4b');
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('a phone: 390x844 with touch, tap-tap, and the page still scrolls from the board', async () => {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2,
    });
    const page = await context.newPage();
    const errors = watch(page);
    await openRulePage(page, server.base);
    await page.locator('#ex1').scrollIntoViewIfNeeded();
    await page.tap('#ex1 button.last');
    await page.waitForFunction(() => document.getElementById('ex1').shadowRoot.querySelector('tr.current')?.getAttribute('data-label') === '4b', null, WAIT);
    // The board lets the browser pan and zoom; only the picked-up piece's square opts out.
    // (Chromium reports "pan-x pan-y pinch-zoom" by its short name, "manipulation".)
    const touchAction = await page.locator('#ex1 svg.board').evaluate((e) => getComputedStyle(e).touchAction);
    assert.ok(['manipulation', 'pan-x pan-y pinch-zoom'].includes(touchAction), touchAction);
    const width = await page.locator('#ex1 svg.board').evaluate((e) => e.getBoundingClientRect().width);
    assert.ok(width > 300 && width <= 390, `the board fits the phone (${width}px)`);
    await page.tap(sq('ex1', 'C3'));
    await page.waitForSelector('#ex1 .over .target[data-square="C4"]', WAIT);
    await page.tap(sq('ex1', 'B3'));
    await page.waitForSelector('#ex1 .verdict.refused', WAIT);
    assert.match(await page.locator('#ex1 .verdict').textContent(), /ISF 11/);
    await page.tap(sq('ex1', 'C3'));
    await page.tap(sq('ex1', 'C4'));
    await page.waitForSelector('#ex1 tr[data-label="5a"].current', WAIT);
    await page.tap('#ex1 button.reset');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(artifacts, 'rule-page-phone.png'), fullPage: true });
    await page.locator('#ex1').screenshot({ path: path.join(artifacts, 'board-phone.png') });
    // No horizontal overflow on the phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the page is ${overflow}px wider than the phone`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('hostile position and moves attributes run nothing and show the error as text', async () => {
    const page = await browser.newPage({ serviceWorkers: 'block' });
    const hostile = [
      '<img src=x onerror=window.__pwned=1>',
      '"><script>window.__pwned=1</script>',
      'javascript:window.__pwned=1',
    ];
    const esc = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    const boards = [
      `<arbiter-board id="h1" position="${esc(hostile[0])}"></arbiter-board>`,
      `<arbiter-board id="h2" position="10/10/10/10/10/1b8/bj2b5/10/1O8/10 r" moves="${esc(hostile[1])}"></arbiter-board>`,
      `<arbiter-board id="h3" position="${esc(hostile[2])}" moves="${esc(hostile[0])}" lang="${esc(hostile[1])}"></arbiter-board>`,
      `<arbiter-board id="h4" example="${esc(hostile[2])}"></arbiter-board>`,
    ].join('\n');
    await page.route(`${server.base}hostile-test.html`, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><meta charset="utf-8"><script type="module" src="arbiter-board.js"></script>\n${boards}`,
      }));
    await page.goto(`${server.base}hostile-test.html`);
    for (const id of ['h1', 'h2', 'h3', 'h4']) await page.waitForSelector(`#${id} .error:not([hidden])`, WAIT);
    assert.equal(await page.evaluate(() => window.__pwned), undefined);
    const h1 = await page.locator('#h1 .error').textContent();
    assert.match(h1, /position/i);
    const h2 = await page.locator('#h2 .error').textContent();
    assert.ok(h2.includes('<script>'), `the hostile move is shown as text: ${h2}`);
    const injected = await page.evaluate(() =>
      [...document.querySelectorAll('arbiter-board')].reduce(
        (n, b) => n + b.shadowRoot.querySelectorAll('img, script, iframe, a[href^="javascript"]').length, 0));
    assert.equal(injected, 0);
    // The board of a bad position is drawn empty, not broken.
    assert.equal(await page.locator('#h1 rect.sq').count(), 100);
    assert.equal(await page.evaluate(() => window.__pwned), undefined);
    await page.close();
  });

  test('the editor places a piece and sets the side to move; the share link opens the same game', async () => {
    const page = await browser.newPage({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
    const errors = watch(page);
    await page.goto(`${server.base}index.html`);
    await page.waitForSelector('#board table.moves tbody tr', WAIT);
    await page.click('#board button.edit-btn');
    await page.waitForSelector('#board fieldset.editor:not([hidden])', WAIT);
    // A Blue Marshal on E7, the Bomb on B6 removed, Blue to move.
    await page.click('#board .side-btn.blue');
    await page.click('#board .rank-btn[data-rank="marshal"]');
    await page.click(sq('board', 'E7'));
    await page.waitForFunction(() => /^E7, Blue Marshal/.test(
      document.getElementById('board').shadowRoot.querySelector('rect.sq[data-square="E7"]').getAttribute('aria-label')), null, WAIT);
    await page.click('#board .erase-btn');
    await page.click(sq('board', 'B6'));
    await page.waitForFunction(() => /^B6, empty/.test(
      document.getElementById('board').shadowRoot.querySelector('rect.sq[data-square="B6"]').getAttribute('aria-label')), null, WAIT);
    await page.selectOption('#board select.to-move', 'blue');
    await page.waitForFunction(() => / b$/.test(document.getElementById('board').position || ''), null, WAIT);
    // A piece on a lake: the engine refuses, the message is shown, the position stays.
    const kept = await page.evaluate(() => document.getElementById('board').position);
    await page.click('#board .rank-btn[data-rank="scout"]');
    await page.click(sq('board', 'C5'));
    await page.waitForSelector('#board .verdict.refused', WAIT);
    assert.match(await page.locator('#board .verdict').textContent(), /lake/i);
    assert.equal(await page.evaluate(() => document.getElementById('board').position), kept);

    const position = await page.locator('#board textarea.out-position').inputValue();
    assert.equal(position, kept);
    assert.equal(A.parsePosition('stratego', position).position, position, 'the text is canonical');
    const want = A.parsePosition('stratego', ex1x.rows[7].position).pieces
      .filter((p) => p.square !== 'B6').concat([{ square: 'E7', side: 'blue', rank: 'marshal' }]);
    const got = A.parsePosition('stratego', position);
    assert.equal(got.toMove, 'blue');
    const key = (ps) => ps.map((p) => `${p.square}:${p.side}:${p.rank}`).sort();
    assert.deepEqual(key(got.pieces), key(want));
    assert.equal(await page.inputValue('#position'), position, 'the playground form follows the editor');

    // Leave the editor and play Blue's Marshal E7-E6 by tap-tap: the link carries the position and the move.
    await page.click('#board button.edit-btn');
    await page.click(sq('board', 'E7'));
    await page.waitForSelector('#board .over .target[data-square="E6"]', WAIT);
    await page.click(sq('board', 'E6'));
    await page.waitForSelector('#board tr[data-label="1b"].current', WAIT);
    const link = await page.locator('#board textarea.out-link').inputValue();
    // Links open view.html by default (tests/js/share.test.mjs opens them there); here the playground opens one.
    assert.ok(link.startsWith(`${server.base}view.html#`), link);
    assert.ok(link.includes(`position=${encodeURIComponent(position)}`), link);
    assert.ok(link.includes('moves=E7-E6'), link);
    assert.ok(!/[\s<>"]/.test(link), 'the link is URL-encoded');
    const embed = await page.locator('#board textarea.out-embed').inputValue();
    assert.ok(embed.includes(`position="${position}"`) && embed.includes('moves="E7-E6"'), embed);
    assert.ok(embed.startsWith(`<script type="module" src="${server.base}arbiter-board.js"></script>`), embed);
    await page.locator('#board').screenshot({ path: path.join(artifacts, 'editor-desktop.png') });
    // A hostile attribute value goes into the snippet escaped (the snippet is only ever text in a textarea).
    await page.evaluate(() => document.getElementById('board').setAttribute('lang', 'de" onload="window.__pwned=1'));
    await page.waitForFunction(() => document.getElementById('board').shadowRoot.querySelector('textarea.out-embed')
      .value.includes('&quot;'), null, WAIT);
    const escaped = await page.locator('#board textarea.out-embed').inputValue();
    assert.ok(escaped.includes('lang="de&quot; onload=&quot;window.__pwned=1"'), escaped);
    assert.ok((await page.locator('#board textarea.out-link').inputValue()).includes('lang=de%22%20onload%3D%22'));
    assert.equal(await page.evaluate(() => window.__pwned), undefined);
    await page.evaluate(() => document.getElementById('board').setAttribute('lang', 'en'));

    const other = await browser.newPage({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
    const otherErrors = watch(other);
    await other.goto(`${server.base}index.html${new URL(link).hash}`);
    await other.waitForSelector('#board tr[data-label="1b"]', WAIT);
    await other.waitForFunction((p) => document.getElementById('board').position === p, position, WAIT);
    assert.deepEqual(await other.evaluate(() => document.getElementById('board').moves), ['E7-E6']);
    assert.equal(await other.inputValue('#position'), position);
    const after = A.explain({ game: 'stratego', position, moves: ['E7-E6'] }).rows[0].position;
    expectBoard(await squareLabels(other, 'board'), after, 'the shared game');
    assert.deepEqual(otherErrors, []);
    await other.close();
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('the editor by keyboard alone: Edit, a palette piece, the board cursor and Enter', async () => {
    const page = await browser.newPage({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
    const errors = watch(page);
    await page.goto(`${server.base}index.html`);
    await page.waitForSelector('#board table.moves tbody tr', WAIT);
    await page.focus('#board button.edit-btn');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#board fieldset.editor:not([hidden])', WAIT);
    assert.equal(await page.locator('#board button.edit-btn').getAttribute('aria-pressed'), 'true');
    await page.focus('#board .rank-btn[data-rank="flag"]');
    await page.keyboard.press('Space');
    assert.equal(await page.locator('#board .rank-btn[data-rank="flag"]').getAttribute('aria-pressed'), 'true');
    await page.focus('#board svg.board');
    for (const k of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'Enter']) await page.keyboard.press(k);
    await page.waitForFunction(() => /^D1, Red Flag/.test(
      document.getElementById('board').shadowRoot.querySelector('rect.sq[data-square="D1"]').getAttribute('aria-label')), null, WAIT);
    assert.match(await page.locator('#board .verdict').textContent(), /Red Flag placed on D1/);
    assert.equal(await page.locator('#board textarea.out-position').inputValue(), '10/10/10/10/10/1b8/bj2b5/2O7/10/3F6 r');
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('a hostile or broken paste runs nothing, shows the parser message and keeps the board', async () => {
    const page = await browser.newPage({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
    const errors = watch(page);
    await page.goto(`${server.base}index.html`);
    await page.waitForSelector('#board table.moves tbody tr', WAIT);
    const good = await squareLabels(page, 'board');
    const goodPosition = await page.evaluate(() => document.getElementById('board').position);
    const pastes = [
      ['<img src=x onerror=window.__pwned=1>', /\(code: [a-z-]+\)|no game's position or record was recognised/],
      ['<?xml version="1.0"?><game><field content="AAAA"/><move id="1" source="B2" target=', /\(code: [a-z-]+\)/],
      ['"><script>window.__pwned=1</script> 10/10', /\(code: [a-z-]+\)|no game's position or record was recognised/],
    ];
    for (const [text, code] of pastes) {
      await page.evaluate(() => {
        document.getElementById('paste-error').hidden = true;
        document.getElementById('paste-error').textContent = '';
      });
      await page.fill('#paste', text);
      await page.click('#load');
      await page.waitForSelector('#paste-error:not([hidden])', WAIT);
      const shown = await page.locator('#paste-error').textContent();
      assert.match(shown, /^Not loaded: /, shown);
      assert.match(shown, code, shown);
      assert.equal(await page.locator('#paste-error img, #paste-error script').count(), 0);
      assert.deepEqual(await squareLabels(page, 'board'), good, `the board is unchanged after: ${text}`);
      assert.equal(await page.evaluate(() => document.getElementById('board').position), goodPosition);
    }
    assert.equal(await page.evaluate(() => document.querySelectorAll('img').length), 0);
    assert.equal(await page.evaluate(() => window.__pwned), undefined);

    // A real Gravon record loads: its position and moves, as importRecord reads them.
    const xml = fs.readFileSync(path.join(root, 'tests', 'data', 'gravon', 'classic-flag-capture.xml'), 'utf8');
    const rec = A.importRecord('stratego', xml);
    await page.fill('#paste', xml);
    await page.click('#load');
    await page.waitForFunction(() => /^Loaded a game/.test(document.getElementById('paste-ok').textContent), null, WAIT);
    assert.ok(await page.locator('#paste-error').isHidden());
    await page.waitForFunction((n) => document.getElementById('board').moves.length === n, rec.moves.length, WAIT);
    assert.equal(await page.evaluate(() => document.getElementById('board').position),
      A.parsePosition('stratego', rec.position).position);
    assert.equal(await page.evaluate(() => window.__pwned), undefined);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('the Two-Squares page: the frontal example refuses the evader\'s sixth move citing ISF 10', async () => {
    const page = await browser.newPage({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
    const errors = watch(page);
    await page.goto(`${server.base}rules/two-squares.html?lang=en`);
    for (const id of ['frontal', 'diagonal', 'scout']) await page.waitForSelector(`#${id} table.moves tbody tr`, WAIT);
    assert.match(await page.locator('#frontal .text').textContent(), /try the Major from B3 back to A3/);
    await page.click('#frontal button.last');
    await page.waitForSelector('#frontal tr[data-label="6a"].current', WAIT);
    await page.click(sq('frontal', 'B3'));
    await page.waitForSelector('#frontal .over .target[data-square="C3"]', WAIT);
    await page.click(sq('frontal', 'A3'));
    await page.waitForSelector('#frontal .verdict.refused', WAIT);
    const verdict = await page.locator('#frontal .verdict').textContent();
    assert.match(verdict, /ISF 10/);
    assert.match(verdict, /6th/);
    // The diagonal example: the chaser is refused; the Scout example: A3-A2 refused, A3-A4 played.
    await page.click('#diagonal button.last');
    await page.waitForSelector('#diagonal tr[data-label="5b"].current', WAIT);
    const d = await page.evaluate(() => document.getElementById('diagonal').play('A2-B2'));
    assert.equal(d.rule, 'two-squares');
    await page.click('#scout button.last');
    await page.waitForSelector('#scout tr[data-label="5b"].current', WAIT);
    assert.equal((await page.evaluate(() => document.getElementById('scout').play('A3-A2'))).rule, 'two-squares');
    assert.equal((await page.evaluate(() => document.getElementById('scout').play('A3-A4'))).legal, true);
    await page.screenshot({ path: path.join(artifacts, 'two-squares-desktop.png'), fullPage: true });
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('screenshots of the new pages on a phone and a desktop, with no horizontal overflow', async () => {
    for (const [name, viewport, mobile] of [['phone', { width: 390, height: 844 }, true], ['desktop', { width: 1280, height: 900 }, false]]) {
      const context = await browser.newContext({ serviceWorkers: 'block', viewport, hasTouch: mobile, isMobile: mobile, deviceScaleFactor: mobile ? 2 : 1 });
      const page = await context.newPage();
      const errors = watch(page);
      for (const [file, url, ready] of [
        ['two-squares', 'rules/two-squares.html?lang=de', '#scout table.moves tbody tr'],
        ['playground', 'index.html', '#board table.moves tbody tr'],
        ['embed', 'embed.html', 'arbiter-board table.moves tbody tr'],
      ]) {
        await page.goto(server.base + url);
        await page.waitForSelector(ready, WAIT);
        if (file === 'playground') {
          await page.click('#board button.edit-btn');
          await page.waitForSelector('#board fieldset.editor:not([hidden])', WAIT);
        }
        if (file === 'two-squares' && name === 'desktop') continue; // the English one is taken above
        await page.screenshot({ path: path.join(artifacts, `${file}-${name}.png`), fullPage: true });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, `${url} is ${overflow}px wider than the ${name}`);
      }
      assert.deepEqual(errors, []);
      await context.close();
    }
  });

  test('without WebAssembly the board shows the position and says checking is unavailable', async () => {
    const page = await browser.newPage({ serviceWorkers: 'block' });
    await page.route('**/arbiter_bg.wasm', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto(server.base + RULE_PAGE);
    // The page's boards open from the answers its build gave ahead (board/ahead.js), with no engine: the engine is
    // asked for when the reader picks up a piece, and only then found missing.
    await page.waitForFunction(() => document.getElementById('ex1').explanation, null, WAIT);
    await page.evaluate(() => document.getElementById('ex1').go(0));
    await page.click('#ex1 rect.sq[data-square="B2"]');
    await page.waitForSelector('#ex1[data-engine="unavailable"] .error:not([hidden])', WAIT);
    assert.match(await page.locator('#ex1 .error').textContent(), /checking is unavailable/i);
    // Example 1's start is shown from the example file's position text.
    expectBoard(await squareLabels(page, 'ex1'), ex1x.start, 'fallback');
    await page.close();
  });
});

// Xiangqi: <arbiter-board game="xiangqi"> on its rule page (www/rules/xiangqi.html).
const XQ_PAGE = 'rules/xiangqi.html?lang=en';
const XQ_NAMES = { general: 'General', advisor: 'Advisor', elephant: 'Elephant', horse: 'Horse', chariot: 'Chariot',
  cannon: 'Cannon', soldier: 'Soldier' };

describe('<arbiter-board game="xiangqi"> in Chromium', { skip }, () => {
  const suite = browserSuite();
  let server;
  let browser;
  let X;
  before(() => ({ server, browser, engine: X } = suite));

  const open = async (page) => {
    await page.goto(server.base + XQ_PAGE);
    await page.waitForFunction(() => document.getElementById('xq-start')?.shadowRoot
      ?.querySelectorAll('svg.board.xq g.pieces > g').length === 32, null, WAIT);
  };
  const verdict = (page, id) => page.locator(`#${id} .verdict`).textContent();

  test('the start position: 32 pieces on the 90 points, named for screen readers as the engine reads them', async () => {
    const page = await browser.newPage({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
    const errors = watch(page);
    await open(page);
    const labels = await squareLabels(page, 'xq-start');
    assert.equal(Object.keys(labels).length, 90);
    const { pieces } = X.parsePosition('xiangqi', X.explain({ game: 'xiangqi', moves: [] }).start);
    assert.equal(pieces.length, 32);
    const want = new Map(pieces.map((p) => [p.square, `${p.side === 'red' ? 'Red' : 'Black'} ${XQ_NAMES[p.rank]}`]));
    for (const [square, label] of Object.entries(labels)) {
      if (want.has(square)) assert.equal(label, `${square}, ${want.get(square)}`);
      else assert.equal(label, `${square}, empty`);
    }
    assert.equal(labels.e0, 'e0, Red General');
    // The characters: Red 帥 on e0, Black 將 on e9; pieces="letters" shows K.
    const marks = await page.evaluate(() => [...document.getElementById('xq-start').shadowRoot
      .querySelectorAll('g.pieces text')].map((t) => t.textContent).join(''));
    for (const c of '帥仕相傌俥炮兵將士象馬車砲卒') assert.ok(marks.includes(c), `piece ${c} drawn`);
    await page.evaluate(() => document.getElementById('xq-start').setAttribute('pieces', 'letters'));
    const letters = await page.evaluate(() => [...document.getElementById('xq-start').shadowRoot
      .querySelectorAll('g.pieces text')].map((t) => t.textContent).join(''));
    assert.match(letters, /^[KABNRCP]+$/);
    await page.evaluate(() => document.getElementById('xq-start').removeAttribute('pieces'));
    await page.locator('#xq-start').screenshot({ path: path.join(artifacts, 'xiangqi-board-desktop.png') });
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('tap h2 then e2 plays C2=5; the table shows WXF and ICCS; e0-e2 is refused with the engine\'s message', async () => {
    const page = await browser.newPage({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
    const errors = watch(page);
    await open(page);
    // Red's General e0-e2 from the start: refused, the engine's message shown, the move's points marked.
    const want = X.validateMove({ game: 'xiangqi', moves: [] }, 'e0e2');
    assert.equal(want.legal, false);
    await page.click(sq('xq-start', 'e0'));
    await page.click(sq('xq-start', 'e2'));
    await page.waitForSelector('#xq-start .verdict.refused', WAIT);
    assert.ok((await verdict(page, 'xq-start')).includes(want.message), await verdict(page, 'xq-start'));
    const bad = await page.evaluate(() => [...document.getElementById('xq-start').shadowRoot
      .querySelectorAll('.marks .bad')].map((t) => t.getAttribute('data-square')));
    assert.ok(bad.includes('e0') && bad.includes('e2'), `the move's points are marked: ${bad}`);
    await page.click(sq('xq-start', 'h2'));
    await page.waitForSelector('#xq-start .over .target[data-square="e2"]', WAIT);
    const targets = await page.evaluate(() => [...document.getElementById('xq-start').shadowRoot
      .querySelectorAll('.over .target')].map((t) => t.getAttribute('data-square')).sort());
    const legal = X.legalMoves({ game: 'xiangqi', moves: [] }).filter((m) => m.startsWith('h2')).map((m) => m.slice(2)).sort();
    assert.deepEqual(targets, legal, 'the targets are the engine\'s legal moves');
    await page.click(sq('xq-start', 'e2'));
    await page.waitForSelector('#xq-start tr[data-label="1a"].current', WAIT);
    const cells = await page.evaluate(() => [...document.getElementById('xq-start').shadowRoot
      .querySelectorAll('tr[data-label="1a"] td')].map((t) => t.textContent));
    assert.equal(cells[0], 'C2=5');
    assert.equal(cells[1], 'h2e2');
    assert.match(await verdict(page, 'xq-start'), /C2=5/);
    // The classification column appears exactly when the engine's rows carry one (another layer adds it).
    const row1 = X.explain({ game: 'xiangqi', moves: ['h2e2'] }).rows[0];
    const classCells = await page.evaluate(() => [...document.getElementById('xq-start').shadowRoot
      .querySelectorAll('tr[data-label="1a"] td.classification')].map((t) => t.textContent));
    if (row1.details.classification) {
      assert.equal(classCells.length, 1);
      if (typeof row1.details.classification.text === 'string') assert.equal(classCells[0], row1.details.classification.text);
    } else assert.equal(classCells.length, 0);
    // The flying general: e0-d0 on the second board names the rule.
    await page.locator('#xq-flying').scrollIntoViewIfNeeded();
    await page.click(sq('xq-flying', 'e0'));
    await page.click(sq('xq-flying', 'd0'));
    await page.waitForSelector('#xq-flying .verdict.refused', WAIT);
    assert.match(await verdict(page, 'xq-flying'), /flying general/);
    await page.click(sq('xq-flying', 'e0'));
    await page.click(sq('xq-flying', 'f0'));
    await page.waitForSelector('#xq-flying tr[data-label="1a"].current', WAIT);
    // The seed's ruling 1 (an example file): at the end of the cycle the Cannon's b0-a0 is refused as a chase.
    await page.waitForSelector('#xq-chase table.moves tbody tr', WAIT);
    const ex = {};
    for (const line of fs.readFileSync(path.join(root, 'www', 'examples', 'xiangqi', 'ruling-1-cannon-chases-chariot.txt'), 'utf8').split('\n')) {
      const m = line.match(/^([a-z][a-z0-9.]*):\s*(.*)$/i);
      if (m) ex[m[1]] = m[2].trim();
    }
    const chase = X.validateMove({ game: 'xiangqi', rules: ex.rules, position: ex.position, moves: ex.moves.split(/\s+/) }, ex.forbidden);
    assert.equal(chase.legal, false);
    await page.locator('#xq-chase').scrollIntoViewIfNeeded();
    await page.click(sq('xq-chase', chase.from));
    await page.click(sq('xq-chase', chase.to));
    await page.waitForSelector('#xq-chase .verdict.refused', WAIT);
    assert.ok((await verdict(page, 'xq-chase')).includes(chase.message));
    await page.screenshot({ path: path.join(artifacts, 'xiangqi-page-desktop.png'), fullPage: true });
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('keyboard only: Tab to the board, the cursor walks the points, Enter picks up and drops', async () => {
    const page = await browser.newPage({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
    const errors = watch(page);
    await open(page);
    // The widget's one tab stop is its board: Tab from the element before it lands there.
    await page.evaluate(() => {
      const before = document.createElement('button');
      document.getElementById('xq-start').before(before);
      before.focus();
    });
    await page.keyboard.press('Tab');
    const inBoard = await page.evaluate(() => document.getElementById('xq-start').shadowRoot.activeElement?.tagName === 'svg');
    assert.ok(inBoard, 'the board is reachable with Tab');
    const active = () => page.evaluate(() => {
      const r = document.getElementById('xq-start').shadowRoot;
      const id = r.querySelector('svg.board').getAttribute('aria-activedescendant');
      return r.getElementById(id).getAttribute('aria-label');
    });
    assert.equal(await active(), 'e0, Red General');
    // e0 -> right 3 (h0), up 2 (h2): the Cannon; Enter; left 3 (e2); Enter: C2=5.
    for (const k of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowUp', 'ArrowUp']) await page.keyboard.press(k);
    assert.equal(await active(), 'h2, Red Cannon');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#xq-start .over .target[data-square="e2"]', WAIT);
    for (const k of ['ArrowLeft', 'ArrowLeft', 'ArrowLeft']) await page.keyboard.press(k);
    assert.match(await active(), /^e2, empty, legal target/);
    await page.keyboard.press('Enter');
    await page.waitForSelector('#xq-start tr[data-label="1a"].current', WAIT);
    // Escape puts a picked-up piece back; an illegal drop by keyboard is refused.
    for (const k of ['ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp']) await page.keyboard.press(k);
    assert.equal(await active(), 'e9, Black General');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => /cancelled/.test(document.getElementById('xq-start').shadowRoot.querySelector('.verdict').textContent), null, WAIT);
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#xq-start .verdict.refused', WAIT);
    // Left/right arrows on the board moved the cursor, not the moves.
    assert.equal(await currentLabel(page, 'xq-start'), '1a');
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('a phone (390x844): the board fits, tap-tap plays, German labels; screenshots', async () => {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2,
    });
    const page = await context.newPage();
    const errors = watch(page);
    await page.goto(server.base + 'rules/xiangqi.html?lang=de');
    await page.waitForSelector('#xq-start svg.board.xq g.pieces > g', WAIT);
    const width = await page.locator('#xq-start svg.board').evaluate((e) => e.getBoundingClientRect().width);
    assert.ok(width > 300 && width <= 390, `the board fits the phone (${width}px)`);
    await page.waitForFunction(() => /^e0, Feldherr \(Rot\)/.test(document.getElementById('xq-start').shadowRoot
      .querySelector('rect.sq[data-square="e0"]').getAttribute('aria-label')), null, WAIT);
    await page.locator('#xq-start').scrollIntoViewIfNeeded();
    await page.tap(sq('xq-start', 'h2'));
    await page.waitForSelector('#xq-start .over .target[data-square="e2"]', WAIT);
    await page.tap(sq('xq-start', 'e2'));
    await page.waitForSelector('#xq-start tr[data-label="1a"].current', WAIT);
    await page.tap(sq('xq-start', 'h9'));
    await page.tap(sq('xq-start', 'g7'));
    await page.waitForSelector('#xq-start tr[data-label="1b"].current', WAIT);
    await page.locator('#xq-start').screenshot({ path: path.join(artifacts, 'xiangqi-board-phone.png') });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(artifacts, 'xiangqi-page-phone.png'), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the page is ${overflow}px wider than the phone`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a mouse drag plays a move; without WebAssembly the start position is still shown and named', async () => {
    const page = await browser.newPage({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
    const errors = watch(page);
    await open(page);
    await page.locator('#xq-start svg.board').scrollIntoViewIfNeeded();
    const box = async (square) => page.locator(sq('xq-start', square)).boundingBox();
    const a = await box('b0');
    const b = await box('c2');
    await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await page.mouse.down();
    await page.mouse.move(a.x + a.width / 2 + 5, a.y + a.height / 2 - 5, { steps: 3 });
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 5 });
    await page.mouse.up();
    await page.waitForSelector('#xq-start tr[data-label="1a"].current', WAIT);
    assert.equal(await page.evaluate(() => document.getElementById('xq-start').moves.join(' ')), 'b0c2');
    assert.deepEqual(errors, []);
    await page.close();

    const bare = await browser.newPage({ serviceWorkers: 'block' });
    await bare.route('**/arbiter_bg.wasm', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await bare.goto(server.base + XQ_PAGE);
    // The board opens from the answers the site's build gave ahead (board/ahead.js); the engine is found missing
    // when the reader picks up a piece.
    await bare.waitForFunction(() => document.getElementById('xq-start').explanation, null, WAIT);
    await bare.click(sq('xq-start', 'e0'));
    await bare.waitForSelector('#xq-start[data-engine="unavailable"] .error:not([hidden])', WAIT);
    const labels = await squareLabels(bare, 'xq-start');
    assert.equal(labels.e0, 'e0, Red General');
    assert.equal(labels.h7, 'h7, Black Cannon');
    assert.equal(labels.e4, 'e4, empty');
    await bare.close();
  });

  test('the playground switches to Xiangqi from its game picker', async () => {
    const page = await browser.newPage({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
    const errors = watch(page);
    await page.goto(server.base + 'index.html');
    await page.waitForSelector('#board table.moves tbody tr', WAIT);
    await page.selectOption('#game', 'xiangqi');
    await page.waitForFunction(() => document.getElementById('board').shadowRoot
      .querySelectorAll('svg.board.xq g.pieces > g').length === 32, null, WAIT);
    assert.equal(await page.evaluate(() => document.getElementById('board').getAttribute('rules')), 'axf');
    // The table's look is the game's (its adapter's kind; an empty table is hidden).
    await page.waitForSelector('#board table.moves.xq', { ...WAIT, state: 'attached' });
    await page.click(sq('board', 'h2'));
    await page.click(sq('board', 'e2'));
    await page.waitForSelector('#board tr[data-label="1a"].current', WAIT);
    // The editor with Xiangqi's palette: the Black Horse from h9 to e4; the engine reads the FEN.
    await page.click('#board button.edit-btn');
    await page.waitForSelector('#board fieldset.editor:not([hidden]) button.rank-btn[data-rank="horse"]', WAIT);
    // Both sides have every piece at the start: a third Black Horse is refused by the engine, so take one off.
    await page.click('#board button.erase-btn');
    await page.click(sq('board', 'h9'));
    await page.waitForFunction(() => /^h9, empty/.test(document.getElementById('board').shadowRoot
      .querySelector('rect.sq[data-square="h9"]').getAttribute('aria-label')), null, WAIT);
    await page.click('#board button.side-btn[data-side="black"]');
    await page.click('#board button.rank-btn[data-rank="horse"]');
    await page.click(sq('board', 'e4'));
    await page.waitForFunction(() => /^e4, Black Horse/.test(document.getElementById('board').shadowRoot
      .querySelector('rect.sq[data-square="e4"]').getAttribute('aria-label')), null, WAIT);
    assert.match(await page.evaluate(() => document.getElementById('board').position), /^rnbakab1r\/9\/1c5c1\/p1p1p1p1p\/9\/4n4\//);
    await page.screenshot({ path: path.join(artifacts, 'playground-xiangqi-desktop.png'), fullPage: true });
    await page.click('#board button.edit-btn');
    // Back to Stratego: the 10x10 board again.
    await page.selectOption('#game', 'stratego');
    await page.waitForSelector('#board svg.board:not(.xq)', WAIT);
    await page.waitForSelector('#board table.moves:not(.xq)', { ...WAIT, state: 'attached' });
    assert.deepEqual(errors, []);
    await page.close();
  });
  test('Forward slides the moved piece (a Web Animation); with reduced motion it does not', async () => {
    const row = ex1x.rows[0];
    const to = row.move.split('-')[1];
    // The slide lasts 250 ms (board/dom.js SLIDE_MS): on a busy machine a read from Node after the click can come
    // later than that. So the board is read in the page at the step itself: in its positionchange listener, which
    // the widget dispatches right after it has drawn the step (the animation is started while drawing).
    // For the step forward: the piece group standing on `to` (its transform attribute is `to`'s corner) and its
    // animations; for the step back: every animation in the board.
    const watchStep = (page) => page.evaluate((to) => {
      const b = document.getElementById('ex1');
      window.__steps = [];
      b.addEventListener('positionchange', (e) => {
        const root = b.shadowRoot;
        const cell = root.querySelector(`rect.sq[data-square="${to}"]`);
        const want = `translate(${cell.getAttribute('x')} ${cell.getAttribute('y')})`;
        const g = [...root.querySelectorAll('g.pieces > g.piece')].find((p) => p.getAttribute('transform') === want);
        window.__steps.push({
          step: e.detail.step,
          moved: g ? {
            running: g.getAnimations().filter((a) => a.playState === 'running').length,
            transition: getComputedStyle(g).transitionDuration.split(',').some((d) => parseFloat(d) > 0),
          } : null,
          // the author's shapes fade in at every step (board/annotated.js): only the pieces' animations count
          animations: root.getAnimations().filter((a) => !a.effect?.target?.closest?.('g.shapes')).length,
        });
      });
    }, to);
    const stepSeen = async (page, step) => {
      await page.waitForFunction((n) => window.__steps.some((s) => s.step === n), step, WAIT);
      return page.evaluate((n) => window.__steps.find((s) => s.step === n), step);
    };
    for (const reduce of [false, true]) {
      const page = await browser.newPage({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
      const errors = watch(page);
      if (reduce) await page.emulateMedia({ reducedMotion: 'reduce' });
      await openRulePage(page, server.base);
      assert.equal(await currentLabel(page, 'ex1'), null, 'example 1 starts at step 0');
      await watchStep(page);
      await page.click('#ex1 button.forward');
      const { moved: got } = await stepSeen(page, 1);
      // The board is final at once: no wait for the animation.
      assert.equal(await currentLabel(page, 'ex1'), row.label);
      expectBoard(await squareLabels(page, 'ex1'), row.position, `after ${row.label}`);
      assert.ok(got, `a piece stands on ${to}`);
      if (reduce) assert.deepEqual(got, { running: 0, transition: false }, 'reduced motion: no animation');
      else assert.ok(got.running > 0 || got.transition, `the piece on ${to} slides: ${JSON.stringify(got)}`);
      // Back is instant (even while the forward slide may still be running).
      await page.click('#ex1 button.back');
      assert.equal((await stepSeen(page, 0)).animations, 0, 'stepping back does not animate');
      assert.deepEqual(errors, []);
      await page.close();
    }
  });
});
