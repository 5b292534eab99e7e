// <arbiter-board game="bogenschach"> on its rule page (www/rules/bogenschach.html) in a real browser: Debian's
// Chromium driven by playwright-core, serving www/ on localhost. Skipped (with a message) only when
// /usr/bin/chromium is absent. What the boards must show is computed here in Node through the same engine package.
// Screenshots go to tests/artifacts/ (git-ignored).
import { test, describe, before } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {
  chromiumMissing, CHROMIUM, browserSuite, artifacts, desktopPage, phonePage, readExampleFile,
} from './browser/harness.mjs';

const skip = chromiumMissing ? `${CHROMIUM} is not installed (scripts/setup.sh installs it); browser tests skipped` : false;
if (skip) console.log(`# SKIP: ${skip}`);

const WAIT = { timeout: 60_000 }; // generous: a busy 2-core machine (a passing wait costs nothing)
const PAGE = 'rules/bogenschach.html?lang=en';
const BOARDS = ['bg-enemy', 'bg-own', 'bg-meuchelei', 'bg-mate', 'bg-tiebreak', 'bg-rounds'];
const NAMES = { king: 'King', queen: 'Queen', rook: 'Rook', bishop: 'Bishop', knight: 'Knight', pawn: 'Pawn' };

/** An example file of www/examples/bogenschach as the engine's game object (turns split on ';'). */
function example(file) {
  const out = readExampleFile('bogenschach', file);
  return {
    game: 'bogenschach', rules: out.rules, position: out.position,
    moves: (out.moves || '').split(';').map((t) => t.trim()).filter(Boolean),
  };
}

const sq = (id, square) => `#${id} rect.sq[data-square="${square}"]`;
const inRoot = (page, id, fn, arg) => page.evaluate(([id, src, arg]) => {
  // eslint-disable-next-line no-new-func
  const f = new Function('root', 'arg', src);
  return f(document.getElementById(id).shadowRoot, arg);
}, [id, fn, arg]);
const text = (page, id, sel) => inRoot(page, id, `const e = root.querySelector(${JSON.stringify(sel)}); return e ? e.textContent : null;`);
const labels = (page, id) => inRoot(page, id,
  'const o = {}; for (const c of root.querySelectorAll("rect.sq")) o[c.getAttribute("data-square")] = c.getAttribute("aria-label"); return o;');
const current = (page, id) => inRoot(page, id, 'const t = root.querySelector("tr.current"); return t ? t.getAttribute("data-label") : null;');
const waitCurrent = (page, id, label) => page.waitForFunction(([id, label]) => document.getElementById(id).shadowRoot
  .querySelector('tr.current')?.getAttribute('data-label') === label, [id, label], WAIT);
const waitVerdict = (page, id, re) => page.waitForFunction(([id, src]) => new RegExp(src).test(
  document.getElementById(id).shadowRoot.querySelector('.verdict').textContent), [id, re.source], WAIT);

describe('<arbiter-board game="bogenschach"> in Chromium', { skip }, () => {
  let server;
  let browser;
  let A;

  /** The squares' names must be the engine's reading of `fen` (with `without` taken off: a chosen shot). */
  function expectBoard(got, fen, what, without = null) {
    const want = new Map(A.parsePosition('bogenschach', fen).pieces
      .filter((p) => p.square !== without)
      .map((p) => [p.square, `${p.side === 'white' ? 'White' : 'Black'} ${NAMES[p.rank]}`]));
    assert.equal(Object.keys(got).length, 64, `${what}: 64 squares`);
    for (const [square, label] of Object.entries(got)) {
      const base = label.split(', ').slice(0, 2).join(', ');
      assert.equal(base, `${square}, ${want.get(square) ?? 'empty'}`, `${what}: ${square}`);
    }
  }

  const open = async (page, lang = 'en') => {
    await page.goto(server.base + PAGE.replace('lang=en', `lang=${lang}`));
    for (const id of BOARDS) await page.waitForSelector(`#${id} table.moves tbody tr`, WAIT);
  };

  const suite = browserSuite();
  before(() => ({ server, browser, engine: A } = suite));

  test('the page loads without errors; every example board shows its start as the engine reads it', async () => {
    const { page, errors } = await desktopPage(browser);
    await open(page);
    const files = { 'bg-enemy': 'shot-exposes-enemy-king.txt', 'bg-own': 'own-king-exposed.txt',
      'bg-meuchelei': 'meuchelei.txt' };
    for (const [id, file] of Object.entries(files)) {
      const x = A.explain(example(file));
      expectBoard(await labels(page, id), x.start, id);
      // One table row per turn, labelled as the engine labels them.
      const rows = await inRoot(page, id, 'return [...root.querySelectorAll("tbody tr")].map((t) => t.getAttribute("data-label"));');
      assert.deepEqual(rows, x.rows.map((r) => r.label), id);
    }
    // The figures are drawn as text, one per piece (2 Kings, a Rook, a Knight on the first board).
    const figures = await inRoot(page, 'bg-enemy', 'return [...root.querySelectorAll("g.pieces text")].map((t) => t.textContent).join("");');
    assert.equal([...figures.replace(/\ufe0e/g, '')].length, 4, figures);
    await page.screenshot({ path: path.join(artifacts, 'bogenschach-page-desktop.png'), fullPage: true });
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('the share link and embed snippet keep a recorded shoot-out: the linked game ends as the example does', async () => {
    const { page, errors } = await desktopPage(browser);
    await open(page);
    const game = example('fifteen-rounds-shoot-out.txt');
    const want = A.explain(game).result;
    assert.equal(want.reason, 'shoot-out', 'the example is decided by its shoot-out');
    const { link, snippet } = await page.evaluate(() => {
      const b = document.getElementById('bg-rounds');
      return { link: b.shareLink(), snippet: b.embedSnippet() };
    });
    const hash = new URLSearchParams(new URL(link).hash.slice(1));
    const moves = hash.get('moves').split(';').map((t) => t.trim()).filter(Boolean);
    assert.deepEqual(moves.at(-1), game.moves.at(-1));
    const got = A.explain({ game: 'bogenschach', rules: hash.get('rules') || undefined, position: hash.get('position'), moves }).result;
    assert.deepEqual(got, want);
    assert.ok(snippet.includes(game.moves.at(-1)), snippet);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('Meuchelei steps through: the shot marked, the King removed, 15 off, the round counter and the result', async () => {
    const { page, errors } = await desktopPage(browser);
    await open(page);
    const g = example('meuchelei.txt');
    const x = A.explain(g);
    const id = 'bg-meuchelei';
    await page.locator(`#${id}`).scrollIntoViewIfNeeded();
    assert.equal(await text(page, id, '.bg-round'), 'Round 1 of 15');
    // The shot comes first: the removed King fades while the pawn waits, then the pawn slides (visual only).
    // The animations last 350 + 250 ms (board/dom.js): they are read in the page at the step itself (the
    // positionchange listener, dispatched right after the step is drawn), since a read from Node after the
    // click can come after they ended on a busy machine.
    await inRoot(page, id, `
      root.host.addEventListener('positionchange', () => {
        const ghost = root.querySelector('g.pieces .ghost');
        const pawn = [...root.querySelectorAll('g.pieces g.piece:not(.ghost)')]
          .find((g) => g.getAttribute('transform') === 'translate(40 40)');
        const delay = (g) => (g ? g.getAnimations().map((a) => a.effect.getTiming().delay) : null);
        window.__anim = { ghost: delay(ghost), pawn: delay(pawn) };
      }, { once: true });`);
    await page.click(`#${id} button.forward`);
    await waitCurrent(page, id, '1w');
    await page.waitForFunction(() => window.__anim, null, WAIT);
    const anim = await page.evaluate(() => window.__anim);
    assert.deepEqual(anim.ghost, [0], 'the shot piece fades at once');
    assert.equal(anim.pawn.length, 1, 'the pawn slides');
    assert.ok(anim.pawn[0] > 0, 'after the shot');
    expectBoard(await labels(page, id), x.rows[0].position, 'after 1w');
    // The shot: e1 marked as hit, White's King drawn faded there, the row says Meuchelei and -15:0.
    assert.equal(await inRoot(page, id, 'return root.querySelectorAll(".over .shot[data-square=\\"e1\\"]").length;'), 1);
    assert.equal(await inRoot(page, id, 'return root.querySelectorAll("g.pieces .ghost").length;'), 1);
    assert.match((await labels(page, id)).e1, /^e1, empty, hit by the shot/);
    const cells = await inRoot(page, id, 'return [...root.querySelectorAll("tr[data-label=\\"1w\\"] td")].map((t) => t.textContent);');
    assert.equal(cells[0], 'e1');
    assert.match(cells[1], /White King on e1: Meuchelei, 15 points off for White/);
    assert.equal(cells[2], 'e4');
    assert.equal(cells[3], `${x.rows[0].details.score.white}:${x.rows[0].details.score.black}`);
    assert.equal(cells[3], '-15:0');
    assert.equal(await text(page, id, '.bg-round'), 'Round 1 of 15');
    assert.match(await text(page, id, '.bg-side.white'), /White: -15/);
    assert.match(await text(page, id, '.bg-side.black'), /Black: 0\s*\u2654/);
    assert.equal(await inRoot(page, id, 'return root.querySelector(".bg-result").hidden;'), true);
    // Black completes the round: the game is over, with the engine's reason and the seed's section.
    await page.click(`#${id} button.forward`);
    await waitCurrent(page, id, '1b');
    assert.equal(x.result.over, true);
    assert.equal(await text(page, id, '.bg-round'), 'Game over after round 1 of 15');
    const result = await text(page, id, '.bg-result');
    assert.ok(result.includes(x.result.message), result);
    assert.ok(result.includes(x.result.citation.rule), result);
    assert.match(result, /Black wins/);
    assert.ok(await page.locator(`#${id} button.forward`).isDisabled());
    // Fifteen rounds: the counter and the shoot-out's result.
    const r = A.explain(example('fifteen-rounds-shoot-out.txt'));
    assert.equal(await text(page, 'bg-rounds', '.bg-round'), 'Game over after round 15 of 15');
    assert.ok((await text(page, 'bg-rounds', '.bg-result')).includes(r.result.message));
    assert.equal(r.result.reason, 'shoot-out');
    await page.click('#bg-rounds button.first');
    await page.click('#bg-rounds button.forward');
    await page.click('#bg-rounds button.forward');
    await page.click('#bg-rounds button.forward');
    await waitCurrent(page, 'bg-rounds', '2w');
    assert.equal(await text(page, 'bg-rounds', '.bg-round'), 'Round 2 of 15');
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('try mode: the shot, then a move; Rxe8 refused (king-capture); own King exposed: a3 refused (self-check)', async () => {
    const { page, errors } = await desktopPage(browser);
    await open(page);
    await page.evaluate(() => {
      window.__events = [];
      for (const id of ['bg-enemy', 'bg-own']) {
        for (const t of ['move', 'verdict']) {
          document.getElementById(id).addEventListener(t, (e) => window.__events.push({ id, type: t,
            detail: JSON.parse(JSON.stringify(e.detail)) }));
        }
      }
    });
    const g = example('shot-exposes-enemy-king.txt');
    let id = 'bg-enemy';
    // The shot: e4 hits the black Knight; the board shows it taken off, the turn is not played yet.
    await page.click(sq(id, 'e4'));
    await waitVerdict(page, id, /Shot at e4: removes the Black Knight/);
    expectBoard(await labels(page, id), A.explain({ ...g, moves: [] }).start, 'after the shot', 'e4');
    assert.equal(await current(page, id), null);
    // The Rook's targets are the engine's moves after that shot.
    await page.click(sq(id, 'e1'));
    await page.waitForSelector(`#${id} .over .target[data-square="e7"]`, WAIT);
    const targets = await inRoot(page, id, 'return [...root.querySelectorAll(".over .target")].map((t) => t.getAttribute("data-square")).sort();');
    const want = A.legalMoves({ ...g, moves: ['@e4'] }).map((t) => t.split(' ')[1]).filter((m) => m.startsWith('e1'))
      .map((m) => m.slice(2, 4)).sort();
    assert.deepEqual(targets, want);
    assert.ok(!targets.includes('e8'), 'the exposed King is no target');
    await page.click(sq(id, 'e8'));
    await page.waitForSelector(`#${id} .verdict.refused`, WAIT);
    const kc = A.validateMove({ ...g, moves: [] }, '@e4 e1e8');
    assert.equal(kc.rule, 'king-capture');
    assert.ok((await text(page, id, '.verdict')).includes(kc.message));
    // The shot stays chosen: the King's move is played as one turn with it.
    await page.click(sq(id, 'f1'));
    await page.click(sq(id, 'g2'));
    await waitCurrent(page, id, '1w');
    const row = await inRoot(page, id, 'return [...root.querySelectorAll("tr[data-label=\\"1w\\"] td")].map((t) => t.textContent);');
    assert.deepEqual([row[0], row[2], row[3]], ['e4', 'Kg2+', '3:0']);
    assert.match(row[1], /Black Knight on e4, 3 for White/);
    assert.match(await text(page, id, '.bg-side.white'), /White: 3\s*\u265e/);
    // Black is in check now: the shot phase comes back for Black; a miss then Ke7 is refused (self-check).
    await page.click(`#${id} button.miss-btn`);
    await waitVerdict(page, id, /misses/);
    await page.click(sq(id, 'e8'));
    await page.click(sq(id, 'e7'));
    await page.waitForSelector(`#${id} .verdict.refused`, WAIT);
    assert.ok((await text(page, id, '.verdict')).includes(A.validateMove({ ...g, moves: ['@e4 Kg2+'] }, '@- e8e7').message));

    // Own King exposed: the shot hits White's own Bishop, the Rook checks, a3 is refused with self-check.
    id = 'bg-own';
    const o = example('own-king-exposed.txt');
    await page.locator(`#${id}`).scrollIntoViewIfNeeded();
    await page.click(sq(id, 'e2'));
    await waitVerdict(page, id, /Shot at e2: removes the White Bishop/);
    await page.click(sq(id, 'a2'));
    await page.click(sq(id, 'a3'));
    await page.waitForSelector(`#${id} .verdict.refused`, WAIT);
    const sc = A.validateMove({ ...o, moves: [] }, '@e2 a2a3');
    assert.equal(sc.rule, 'self-check');
    const said = await text(page, id, '.verdict');
    assert.ok(said.includes(sc.message), said);
    assert.ok(said.includes(sc.citation.rule), said);
    const bad = await inRoot(page, id, 'return [...root.querySelectorAll(".marks .bad")].map((t) => t.getAttribute("data-square")).sort();');
    assert.deepEqual(bad, [...new Set([sc.from, sc.to, ...(sc.squares || [])].filter(Boolean))].sort());
    assert.equal(await page.locator(`#${id} .verdict`).getAttribute('aria-live'), 'polite');
    await page.click(sq(id, 'e1'));
    await page.click(sq(id, 'd2'));
    await waitCurrent(page, id, '1w');
    const events = await page.evaluate(() => window.__events);
    const verdicts = events.filter((e) => e.type === 'verdict').map((e) => [e.id, e.detail.verdict.rule ?? null]); // a legal verdict has no rule
    assert.deepEqual(verdicts, [['bg-enemy', 'king-capture'], ['bg-enemy', null], ['bg-enemy', 'self-check'],
      ['bg-own', 'self-check'], ['bg-own', null]]);
    const moves = events.filter((e) => e.type === 'move').map((e) => e.detail.move);
    assert.deepEqual(moves, ['@e4 Kg2+', '@e2 Kd2']);
    await page.locator('#bg-own').screenshot({ path: path.join(artifacts, 'bogenschach-board-desktop.png') });
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('mate answered by a shot; a miss leaves no move: Skip, checkmate; a turn after the end: game-over', async () => {
    const { page, errors } = await desktopPage(browser);
    await open(page);
    const id = 'bg-mate';
    await page.locator(`#${id}`).scrollIntoViewIfNeeded();
    assert.equal(await current(page, id), '1w');
    assert.equal(await page.locator(`#${id} button.skip-btn`).isVisible(), false);
    await page.click(`#${id} button.miss-btn`);
    await waitVerdict(page, id, /no legal move exists/);
    await page.click(`#${id} button.skip-btn`);
    await waitCurrent(page, id, '1b');
    const g = example('mate-answered-by-shot.txt');
    const x = A.explain({ ...g, moves: [g.moves[0], '@- --'] });
    assert.equal(x.result.reason, 'checkmate');
    assert.ok((await text(page, id, '.bg-result')).includes(x.result.message));
    // Any turn now: the engine refuses it as game-over.
    await page.click(sq(id, 'a1'));
    await page.waitForSelector(`#${id} .verdict.refused`, WAIT);
    assert.ok((await text(page, id, '.verdict')).includes(A.validateMove({ ...g, moves: [g.moves[0], '@- --'] }, '@a1 --').message));
    // Reset returns to the example; the shot on a8 answers the mate, and the King is dragged to f8 by mouse.
    await page.click(`#${id} button.reset`);
    await waitCurrent(page, id, '1w');
    await page.click(sq(id, 'a8'));
    await waitVerdict(page, id, /Shot at a8: removes the White Rook/);
    const box = async (square) => page.locator(sq(id, square)).boundingBox();
    const a = await box('g8');
    const b = await box('f8');
    await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await page.mouse.down();
    await page.mouse.move(a.x + a.width / 2 - 10, a.y + a.height / 2, { steps: 3 });
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 5 });
    await page.mouse.up();
    await waitCurrent(page, id, '1b');
    assert.match(await text(page, id, 'tr[data-label="1b"] td.mv'), /^Kf8/);
    assert.match(await text(page, id, 'tr[data-label="1b"] td.score'), /^0:5$/);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('keyboard only: the shot with Enter on the board, the move, Miss and a promotion picked from the keys', async () => {
    const { page, errors } = await desktopPage(browser);
    await open(page);
    const id = 'bg-enemy';
    // The widget's one tab stop is its board: Tab from the element before it lands there.
    await page.evaluate((id) => {
      const b = document.getElementById(id);
      const before = document.createElement('button');
      before.id = 'before-board';
      b.before(before);
      before.focus();
    }, id);
    await page.keyboard.press('Tab');
    const inBoard = await page.evaluate((id) => document.getElementById(id).shadowRoot.activeElement?.tagName === 'svg', id);
    assert.ok(inBoard, 'the board is reachable with Tab');
    const active = () => inRoot(page, id,
      'return root.getElementById(root.querySelector("svg.board").getAttribute("aria-activedescendant")).getAttribute("aria-label");');
    assert.equal(await active(), 'e1, White Rook');
    for (const k of ['ArrowUp', 'ArrowUp', 'ArrowUp']) await page.keyboard.press(k);
    assert.equal(await active(), 'e4, Black Knight');
    await page.keyboard.press('Enter');
    await waitVerdict(page, id, /Shot at e4/);
    for (const k of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowRight']) await page.keyboard.press(k);
    assert.equal(await active(), 'f1, White King');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowUp');
    assert.match(await active(), /^g2, empty, legal target/);
    await page.keyboard.press('Enter');
    await waitCurrent(page, id, '1w');

    // A promotion: a board of its own; Miss with the keyboard, the pawn e7-e8, the picker, Knight.
    await page.evaluate(() => {
      const b = document.createElement('arbiter-board');
      b.id = 'promo';
      b.setAttribute('game', 'bogenschach');
      b.setAttribute('position', '8/4P3/8/8/8/8/8/k6K w - - 0 1');
      document.querySelector('main').prepend(b);
    });
    await page.waitForSelector('#promo button.miss-btn', WAIT);
    await page.focus('#promo button.miss-btn');
    await page.keyboard.press('Enter');
    await waitVerdict(page, 'promo', /misses/);
    const focusedBoard = await page.evaluate(() => document.getElementById('promo').shadowRoot.activeElement?.tagName);
    assert.equal(focusedBoard, 'svg', 'after Miss the keys go on on the board');
    // The cursor starts on e1: up six times to e7, Enter, up, Enter: the picker opens with the focus on it.
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await waitVerdict(page, 'promo', /choose the piece/);
    assert.match(await page.evaluate(() => document.getElementById('promo').shadowRoot.activeElement?.className), /promo-q/);
    // The open picker is the board's one tab stop (the board stays one stop): its arrow keys move between the pieces.
    const stops = () => page.evaluate(() => [...document.getElementById('promo').shadowRoot.querySelectorAll('*')]
      .filter((e) => e.tabIndex >= 0 && !e.disabled && e.getClientRects().length > 0).map((e) => e.className.baseVal ?? e.className));
    assert.deepEqual(await stops(), ['promo-btn promo-q']);
    // Escape puts the pawn back (the shot stays chosen); the same move opens the picker again.
    await page.keyboard.press('Escape');
    await waitVerdict(page, 'promo', /cancelled/);
    assert.equal(await page.evaluate(() => document.getElementById('promo').shadowRoot.activeElement?.tagName), 'svg');
    for (const k of ['ArrowDown', 'Enter', 'ArrowUp', 'Enter']) await page.keyboard.press(k);
    await waitVerdict(page, 'promo', /choose the piece/);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    assert.deepEqual(await stops(), ['promo-btn promo-n']);
    await page.keyboard.press('Enter');
    await waitCurrent(page, 'promo', '1w');
    assert.equal(await text(page, 'promo', 'tr[data-label="1w"] td.mv'), 'e8=N');
    assert.match((await labels(page, 'promo')).e8, /^e8, White Knight/);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('hostile position and moves attributes run no script and insert no markup', async () => {
    const { page, errors } = await desktopPage(browser);
    await open(page);
    const evil = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
    await page.evaluate((evil) => {
      const b = document.createElement('arbiter-board');
      b.id = 'evil';
      b.setAttribute('game', 'bogenschach');
      b.setAttribute('position', evil);
      b.setAttribute('moves', `@- e2e4; @e5 ${evil}; "><svg onload=window.__pwned=3>`);
      document.querySelector('main').prepend(b);
    }, evil);
    await page.waitForSelector('#evil .error:not([hidden])', WAIT);
    // A legal position with a hostile move: refused, and the move is shown as text.
    await page.evaluate(() => {
      document.getElementById('evil').setAttribute('position', '');
      document.getElementById('evil').setAttribute('moves', '@- e2e4; @e5 <img src=x onerror=window.__pwned=4>');
    });
    await page.waitForFunction(() => /<img src=x/.test(document.getElementById('evil').shadowRoot.querySelector('.error').textContent), null, WAIT);
    await page.waitForTimeout(300);
    assert.equal(await page.evaluate(() => window.__pwned), undefined);
    const injected = await inRoot(page, 'evil', 'return root.querySelectorAll("img, script, [onerror], [onload]").length;');
    assert.equal(injected, 0);
    assert.deepEqual(errors.filter((e) => !/Failed to load resource/.test(e)), []);
    await page.close();
  });

  test('without WebAssembly the example position is still drawn and named, and checking is said to be unavailable', async () => {
    const { page } = await desktopPage(browser);
    await page.route('**/arbiter_bg.wasm', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto(server.base + PAGE);
    // The page's boards open from the answers its build gave ahead (board/ahead.js), with no engine: the engine is
    // asked for when the reader plays, and only then found missing.
    await page.waitForFunction(() => document.getElementById('bg-own').explanation, null, WAIT);
    await page.locator('#bg-own').scrollIntoViewIfNeeded();
    await page.click(sq('bg-own', 'e2'));
    await page.waitForSelector('#bg-own[data-engine="unavailable"] .error:not([hidden])', WAIT);
    assert.match(await page.locator('#bg-own .error').textContent(), /checking is unavailable/i);
    expectBoard(await labels(page, 'bg-own'), A.explain(example('own-king-exposed.txt')).start, 'fallback');
    assert.equal(await inRoot(page, 'bg-own', 'return root.querySelector(".bg-panel").hidden;'), true);
    await page.close();
  });

  test('a phone (390x844): the board fits, tap-tap shot and move, German texts; screenshots', async () => {
    const { context, page, errors } = await phonePage(browser);
    await open(page, 'de');
    const id = 'bg-mate';
    const width = await page.locator(`#${id} svg.board`).evaluate((e) => e.getBoundingClientRect().width);
    assert.ok(width > 300 && width <= 390, `the board fits the phone (${width}px)`);
    await page.locator(`#${id}`).scrollIntoViewIfNeeded();
    assert.equal(await text(page, id, '.bg-round'), 'Runde 1 von 15');
    await page.tap(sq(id, 'a8'));
    await waitVerdict(page, id, /Schuss auf a8/);
    await page.tap(sq(id, 'g8'));
    await page.waitForSelector(`#${id} .over .target[data-square="f8"]`, WAIT);
    await page.tap(sq(id, 'f8'));
    await waitCurrent(page, id, '1b');
    assert.match(await text(page, id, '.bg-side.black'), /Schwarz: 5/);
    assert.equal(await text(page, id, '.bg-round'), 'Runde 2 von 15');
    await page.locator(`#${id}`).screenshot({ path: path.join(artifacts, 'bogenschach-board-phone.png') });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(artifacts, 'bogenschach-page-phone.png'), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the page is ${overflow}px wider than the phone`);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
