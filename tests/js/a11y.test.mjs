// Phones, screen readers, keyboards and languages (issue 9), and the attribute findings of issue 12 (items 4, 5
// and the long values of item 7), in Chromium through playwright-core. Each test drives the widget as a reader or
// a host page would and checks what they get; what the engine says is computed in Node through the same package.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { chromiumMissing, CHROMIUM, browserSuite, desktopPage, phonePage, artifacts, root } from './browser/harness.mjs';

const skip = chromiumMissing ? `${CHROMIUM} is not installed (scripts/setup.sh installs it); browser tests skipped` : false;
const WAIT = { timeout: 60_000 }; // generous: a busy 2-core machine (a passing wait costs nothing)
const STRATEGO = '10/10/10/10/10/1b8/bj2b5/10/1O8/10 r';

/** Serves `body` (the widget's script tag is added) as a page of the test server, and opens it. */
async function openHtml(page, base, name, body, htmlLang = 'en') {
  await page.route(`${base}${name}`, (route) => route.fulfill({
    contentType: 'text/html; charset=utf-8',
    body: `<!doctype html><html lang="${htmlLang}"><meta charset="utf-8">`
      + '<meta name="viewport" content="width=device-width, initial-scale=1">'
      + `<script type="module" src="arbiter-board.js"></script>\n${body}`,
  }));
  await page.goto(`${base}${name}`);
}

const inRoot = (page, id, fn, arg) => page.evaluate(([id, src, arg]) => {
  const root = document.getElementById(id).shadowRoot;
  return new Function('root', 'arg', src)(root, arg);
}, [id, fn, arg]);
const currentLabel = (page, id) => inRoot(page, id, 'return root.querySelector("tr.current")?.getAttribute("data-label") ?? null;');
const waitCurrent = (page, id, label) => page.waitForFunction(([id, label]) =>
  document.getElementById(id).shadowRoot.querySelector('tr.current')?.getAttribute('data-label') === label, [id, label], WAIT);
const squareName = (page, id, square) => inRoot(page, id,
  'return root.querySelector(`rect.sq[data-square="${arg}"]`).getAttribute("aria-label");', square);

/** Everything a reader of one board can see or hear: its text and the names and descriptions of its parts. */
const readerText = (page, id, skipSel = '') => inRoot(page, id, `
  const out = [];
  const walk = (n) => {
    if (n.nodeType === 3) { if (n.textContent.trim()) out.push(n.textContent.trim()); return; }
    if (n.nodeType !== 1) return;
    if (arg && n.matches(arg)) return;
    for (const a of ['aria-label', 'title']) if (n.getAttribute(a)) out.push(a + '=' + n.getAttribute(a));
    for (const c of n.childNodes) walk(c);
  };
  walk(root.querySelector('.ab'));
  return out;`, skipSel);

describe('phones, screen readers, keyboards and languages (Chromium)', { skip }, () => {
  const suite = browserSuite();

  test('a finger drag plays a move on a phone, and a swipe from an empty square still scrolls the page', async () => {
    const { server, browser } = suite;
    const { context, page, errors } = await phonePage(browser);
    await openHtml(page, server.base, 'touch-test.html',
      `<p style="height:200px">above</p><arbiter-board id="b" position="${STRATEGO}"></arbiter-board>`
      + '<p style="height:1600px">below</p>');
    await page.waitForSelector('#b table.moves', { ...WAIT, state: 'attached' });
    await page.waitForFunction(() => document.getElementById('b').getAttribute('data-engine') === 'ready', null, WAIT);
    await page.evaluate(() => window.scrollTo(0, 150));
    const center = (square) => page.locator(`#b rect.sq[data-square="${square}"]`).evaluate((e) => {
      const r = e.getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
    });
    // Real touch input (through the browser's input pipeline, where touch-action decides between scroll and drag).
    const cdp = await context.newCDPSession(page);
    const swipe = async (from, to, steps = 8) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from.x, y: from.y }] });
      for (let i = 1; i <= steps; i++) {
        const x = from.x + ((to.x - from.x) * i) / steps;
        const y = from.y + ((to.y - from.y) * i) / steps;
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    const scrollBefore = await page.evaluate(() => window.scrollY);
    // The Red Colonel on B2 is dragged to B3 with one finger: the move is played, the page does not scroll.
    await swipe(await center('B2'), await center('B3'));
    await waitCurrent(page, 'b', '1a');
    assert.match(await squareName(page, 'b', 'B3'), /^B3, Red Colonel/);
    assert.equal(await page.evaluate(() => window.scrollY), scrollBefore, 'a drag on a piece does not scroll');
    // An illegal drag is refused with the engine's words (Blue's Bomb cannot move: Blue's piece is not Red's...).
    // A swipe that starts on an empty square (E8) scrolls the page as before.
    const e8 = await center('E8');
    await swipe(e8, { x: e8.x, y: e8.y - 250 }, 10);
    await page.waitForFunction((y) => window.scrollY > y + 50, scrollBefore, WAIT);
    await page.locator('#b').screenshot({ path: path.join(artifacts, 'a11y-touch-phone.png') });
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('stepping (buttons, the table, keys) says the move and its verdict in a polite live region', async () => {
    const { server, browser, engine: A } = suite;
    const { page, errors } = await desktopPage(browser);
    await page.goto(`${server.base}rules/more-squares.html?lang=en`);
    await page.waitForSelector('#ex1 table.moves tbody tr', WAIT);
    const live = await inRoot(page, 'ex1', `const l = root.querySelector('[aria-live="polite"]:not(.verdict)');
      return l && { role: l.getAttribute('role'), atomic: l.getAttribute('aria-atomic'), text: l.textContent };`);
    assert.ok(live, 'the board has a polite live region besides the verdict');
    const said = () => inRoot(page, 'ex1', 'return root.querySelector(\'[aria-live="polite"]:not(.verdict)\').textContent;');
    // Each check waits until the region names the step it expects (never reads right after an action).
    const saidAfter = async (label) => {
      await page.waitForFunction(([l]) => document.getElementById('ex1').shadowRoot
        .querySelector('[aria-live="polite"]:not(.verdict)').textContent.includes(`After ${l}`), [label], WAIT).catch(() => {});
      return said();
    };
    const start = await page.evaluate(() => document.getElementById('ex1').moves);
    const x = A.explain({ game: 'stratego', position: await page.evaluate(() => document.getElementById('ex1').position), moves: start });
    await page.click('#ex1 button.forward');
    await waitCurrent(page, 'ex1', x.rows[0].label);
    assert.match(await saidAfter(x.rows[0].label), new RegExp(`^After ${x.rows[0].label} \\(${x.rows[0].move}\\)`));
    // The table's move button: the row's verdict texts are said with it.
    const row = x.rows.find((r) => r.details.moreSquares && r.details.moreSquares.text) || x.rows.at(-1);
    await page.click(`#ex1 tr[data-label="${row.label}"] button.jump`);
    await waitCurrent(page, 'ex1', row.label);
    const text = await saidAfter(row.label);
    assert.ok(text.includes(`After ${row.label}`), text);
    if (row.details.moreSquares) assert.ok(text.includes(row.details.moreSquares.text), `"${text}" names the More-Squares verdict`);
    // Keys on the board: Page Up steps back, and the region says so.
    await page.evaluate(() => document.getElementById('ex1').focus());
    await page.keyboard.press('PageUp');
    const back = x.rows.indexOf(row) > 0 ? x.rows[x.rows.indexOf(row) - 1].label : null;
    assert.equal(await currentLabel(page, 'ex1'), back);
    // Waits for the region to change (never reads right after the key).
    await page.waitForFunction(([t]) => document.getElementById('ex1').shadowRoot
      .querySelector('[aria-live="polite"]:not(.verdict)').textContent !== t, [text], WAIT).catch(() => {});
    assert.notEqual(await said(), text, 'a key step changes the live region too');
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('each board is one tab stop: Tab enters a board once and leaves it with the next press', async () => {
    const { server, browser } = suite;
    const { page, errors } = await desktopPage(browser);
    await page.goto(`${server.base}rules/xiangqi.html?lang=en`);
    const ids = await page.evaluate(() => [...document.querySelectorAll('arbiter-board')].map((b) => b.id));
    // The reader goes through the page: each board in view in turn (the quiz at the end starts only then).
    for (const id of ids) {
      await page.locator(`#${id}`).scrollIntoViewIfNeeded();
      await page.waitForFunction((id) => document.getElementById(id).getAttribute('data-engine') === 'ready', id, WAIT);
    }
    await page.waitForFunction(() => [...document.querySelectorAll('arbiter-board')]
      .every((b) => b.shadowRoot.querySelectorAll('table.moves tbody tr').length > 0
        || (b.explanation && !b.explanation.rows.length)), null, WAIT); // (a board with no moves has no rows)
    // The tab stops inside each board (an element in the tab order that is rendered and enabled).
    const stops = await page.evaluate(() => [...document.querySelectorAll('arbiter-board')].map((b) => {
      const all = [b, ...b.shadowRoot.querySelectorAll('*')];
      // A quiz's panel is a form the reader answers in: its fields and buttons keep their own tab order.
      return all.filter((e) => e.tabIndex >= 0 && !e.disabled && e.getClientRects().length > 0 && !e.closest('.quiz')
        && (e === b ? b.hasAttribute('tabindex') : true)).length;
    }));
    assert.deepEqual(stops, ids.map(() => 1), 'one tab stop per board');
    // A: from the board to its example's moves to try (out of the tab order, as the toolbar is), Enter plays one.
    const withTry = await page.evaluate(() => [...document.querySelectorAll('arbiter-board')]
      .find((b) => b.shadowRoot.querySelector('.tries button'))?.id);
    assert.ok(withTry, 'a Xiangqi example offers a move to try');
    await page.evaluate((id) => document.getElementById(id).reset(), withTry);
    const before = await page.evaluate((id) => document.getElementById(id).shadowRoot.querySelector('.verdict').textContent, withTry);
    await page.evaluate((id) => document.getElementById(id).focus(), withTry);
    // A goes through the document's controls (autoplay first where the document has one), then its moves to try.
    let focused = false;
    for (let i = 0; i < 4 && !focused; i++) {
      await page.keyboard.press('a');
      focused = await page.evaluate((id) => document.getElementById(id).shadowRoot.activeElement?.closest('.tries') != null, withTry);
    }
    assert.ok(focused, 'A moves the focus to a move to try');
    const move = await page.evaluate((id) => document.getElementById(id).shadowRoot.activeElement.textContent, withTry);
    await page.keyboard.press('Enter');
    await page.waitForFunction(([id, t]) => document.getElementById(id).shadowRoot.querySelector('.verdict').textContent !== t,
      [withTry, before], WAIT).catch(() => {});
    const verdict = await page.evaluate((id) => document.getElementById(id).shadowRoot.querySelector('.verdict').textContent, withTry);
    assert.ok(verdict && verdict !== before, `Enter on "${move}" shows the engine's verdict (before: "${before}")`);
    // Back to the example, and the board's tab stop back on the board (the control used last keeps it).
    await page.evaluate((id) => {
      document.getElementById(id).reset();
      document.getElementById(id).shadowRoot.querySelector('svg.board').focus();
    }, withTry);
    // Bogenschach's boards too (their Miss button included in the one stop; M presses it).
    const bg = await browser.newPage();
    await bg.goto(`${server.base}rules/bogenschach.html?lang=en`);
    // (The page's quiz board is left aside: it asks from its start position, and its panel is a form.)
    await bg.waitForFunction(() => [...document.querySelectorAll('arbiter-board:not([quiz])')]
      .every((b) => b.shadowRoot.querySelectorAll('table.moves tbody tr').length > 0), null, WAIT);
    const bgStops = await bg.evaluate(() => [...document.querySelectorAll('arbiter-board:not([quiz])')].map((b) =>
      [...b.shadowRoot.querySelectorAll('*')].filter((e) => e.tabIndex >= 0 && !e.disabled && e.getClientRects().length > 0).length));
    assert.ok(bgStops.length > 0 && bgStops.every((n) => n === 1), `Bogenschach: ${bgStops}`);
    const first = await bg.evaluate(() => document.querySelector('arbiter-board').id);
    await bg.evaluate((id) => document.getElementById(id).focus(), first);
    await bg.keyboard.press('End');
    await bg.keyboard.press('m');
    await bg.waitForFunction((id) => /miss|over/i.test(document.getElementById(id).shadowRoot.querySelector('.verdict').textContent), first, WAIT);
    await bg.close();
    // Walking the page with Tab: each board is entered exactly once, on its board.
    await page.evaluate(() => document.querySelector('nav.pages a').focus());
    const visits = [];
    for (let i = 0; i < ids.length * 2 + 40; i++) {
      await page.keyboard.press('Tab');
      const at = await page.evaluate(() => {
        const a = document.activeElement;
        if (!a || a.tagName !== 'ARBITER-BOARD') return null;
        return { id: a.id, inner: a.shadowRoot.activeElement?.tagName ?? null,
          quiz: !!a.shadowRoot.activeElement?.closest('.quiz') };
      });
      if (at && at.quiz) continue; // a quiz's own fields, after its board
      if (at && visits.at(-1)?.id !== at.id) visits.push(at);
      else if (at) assert.fail(`Tab stayed in ${at.id}`);
      if (visits.length === ids.length) break;
    }
    assert.deepEqual(visits.map((v) => v.id), ids, 'Tab visits every board once, in order');
    assert.ok(visits.every((v) => v.inner === 'svg'), 'Tab lands on the board itself');
    // The board's help lists the keys of its tab stop.
    const help = await inRoot(page, 'xq-start', 'return root.querySelector(".hint").textContent;');
    for (const key of ['Page Up', 'Page Down', 'Home', 'End', 'Enter', 'Escape']) assert.ok(help.includes(key), `${key} in "${help}"`);
    // The keys work from the one stop: Page Down steps, End jumps, F flips.
    await page.evaluate(() => document.getElementById('xq-chase').focus()); // the element hands focus to its stop
    await page.keyboard.press('Home');
    assert.equal(await currentLabel(page, 'xq-chase'), null);
    await page.keyboard.press('PageDown');
    assert.equal(await currentLabel(page, 'xq-chase'), '1a');
    await page.keyboard.press('f');
    assert.equal(await page.evaluate(() => document.getElementById('xq-chase').hasAttribute('flip')), true);
    // A move button used by mouse becomes the stop, and keeps the focus when the table is drawn again.
    await page.click('#xq-chase tr[data-label="2a"] button.jump');
    await page.keyboard.press('ArrowDown');
    assert.equal(await currentLabel(page, 'xq-chase'), '2b');
    assert.equal(await inRoot(page, 'xq-chase', 'return root.activeElement?.closest("tr")?.getAttribute("data-label");'), '2b');
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('German: every button\'s accessible name contains its visible label', async () => {
    const { server, browser } = suite;
    const { page, errors } = await desktopPage(browser);
    for (const lang of ['de', 'en']) {
      await page.goto(`${server.base}rules/more-squares.html?lang=${lang}`);
      await page.waitForSelector('#ex1 table.moves tbody tr', WAIT);
      if (lang === 'de') await page.waitForFunction(() => document.getElementById('ex1').shadowRoot.querySelector('button.last').textContent === 'Ende', null, WAIT);
      await page.click('#ex1 button.forward');
      const labels = await inRoot(page, 'ex1', `return [...root.querySelectorAll('button')]
        .filter((b) => b.getClientRects().length > 0).map((b) => b.textContent.trim()).filter(Boolean);`);
      assert.ok(labels.length >= 6, labels.join());
      if (lang === 'de') assert.ok(labels.includes('Ende'));
      // Playwright computes the accessible name itself (ARIA's name computation) and matches a substring.
      for (const label of labels) {
        const n = await page.locator('#ex1').getByRole('button', { name: label }).count();
        assert.ok(n > 0, `${lang}: a button shows "${label}" but no button is called so`);
      }
    }
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('a language switch says everything again, the refusal included; the choice persists across pages', async () => {
    const { server, browser } = suite;
    const { page, errors } = await desktopPage(browser);
    await page.goto(`${server.base}rules/more-squares.html?lang=en`);
    await page.waitForSelector('#ex1 table.moves tbody tr', WAIT);
    await page.click('#ex1 button.last');
    await page.evaluate(() => document.getElementById('ex1').play('C3-B3'));
    await page.waitForSelector('#ex1 .verdict.refused', WAIT);
    const english = await readerText(page, 'ex1', '.sr-only');
    assert.ok(english.some((t) => t.startsWith('Refused:')), english.join(' | '));
    await page.click('button[data-set-lang="de"]');
    await page.waitForFunction(() => /^Abgelehnt:/.test(document.getElementById('ex1').shadowRoot.querySelector('.verdict').textContent), null, WAIT);
    const german = await readerText(page, 'ex1', '.sr-only');
    assert.notDeepEqual(german, english);
    await page.click('button[data-set-lang="en"]');
    await page.waitForFunction(() => /^Refused:/.test(document.getElementById('ex1').shadowRoot.querySelector('.verdict').textContent), null, WAIT);
    assert.deepEqual(await readerText(page, 'ex1', '.sr-only'), english, 'back in English, nothing German is left');
    assert.equal(await inRoot(page, 'ex1', 'return root.querySelector(".sr-only").textContent;'), '');
    // The choice is kept: German on this page, then another page opened without ?lang= is German too, and the
    // links to the site's pages carry it.
    await page.click('button[data-set-lang="de"]');
    assert.match(await page.getAttribute('nav.pages a[href^="two-squares.html"]', 'href'), /lang=de/);
    await page.goto(`${server.base}rules/two-squares.html`);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'de');
    await page.waitForFunction(() => document.querySelector('arbiter-board').shadowRoot.querySelector('button.last')?.textContent === 'Ende', null, WAIT);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('issue 12.4: position (or moves) and lang (or notation) set in one task apply as one configuration', async () => {
    const { server, browser, engine: A } = suite;
    const { page, errors } = await desktopPage(browser);
    const other = '10/10/10/10/10/1b8/bj2b5/10/2O7/10 r'; // the Colonel on C2
    await openHtml(page, server.base, 'batch-test.html',
      `<arbiter-board id="s" position="${STRATEGO}" moves="B2-B3 B4-C4 B3-C3" step="end"></arbiter-board>`
      + '<arbiter-board id="x" game="xiangqi" moves="h2e2 h9g7"></arbiter-board>');
    for (const id of ['s', 'x']) await page.waitForSelector(`#${id} table.moves tbody tr`, WAIT);
    const rows = (id) => inRoot(page, id, 'return [...root.querySelectorAll("tbody tr")].map((r) => r.getAttribute("data-label") + " " + r.querySelector("td.mv").textContent);');
    // Settled: the table has `n` rows (or exactly the rows `n`, "label move") and no error is shown. The
    // attributes apply after a load (a microtask, then the engine): until then the table still shows the old rows.
    const settle = (id, n) => page.waitForFunction(([id, n]) => {
      const r = document.getElementById(id).shadowRoot;
      const trs = [...r.querySelectorAll('tbody tr')];
      const same = Array.isArray(n)
        ? trs.map((t) => `${t.getAttribute('data-label')} ${t.querySelector('td.mv').textContent}`).join('|') === n.join('|')
        : trs.length === n;
      return same && r.querySelector('.error').hidden;
    }, [id, n], WAIT);
    // position, moves, then lang; and the other way round; the board follows each time, and goes on following.
    const cases = [
      [['position', other], ['moves', 'C2-C3 B4-B3'], ['lang', 'de']],
      [['lang', 'en'], ['position', STRATEGO], ['moves', 'B2-B3']],
      [['moves', 'B2-B3 B4-C4'], ['lang', 'de']],
      [['position', other], ['moves', 'C2-C3'], ['lang', 'en'], ['moves', 'C2-D2']],
    ];
    for (const changes of cases) {
      await page.evaluate((changes) => {
        const b = document.getElementById('s');
        for (const [k, v] of changes) b.setAttribute(k, v);
      }, changes);
      const final = Object.fromEntries(changes);
      const want = A.explain({ game: 'stratego', position: await page.evaluate(() => document.getElementById('s').getAttribute('position')),
        moves: (await page.evaluate(() => document.getElementById('s').getAttribute('moves'))).split(' ') });
      await settle('s', want.rows.map((r) => `${r.label} ${r.move}`));
      assert.deepEqual(await rows('s'), want.rows.map((r) => `${r.label} ${r.move}`), JSON.stringify(changes));
      if (final.lang) {
        const last = await inRoot(page, 's', 'return root.querySelector("button.last").textContent;');
        assert.equal(last, final.lang === 'de' ? 'Ende' : 'Last');
      }
    }
    // Xiangqi: moves then notation, and notation then position.
    await page.evaluate(() => {
      const b = document.getElementById('x');
      b.setAttribute('moves', 'b0c2 h9g7 h0g2');
      b.setAttribute('notation', 'iccs');
    });
    await settle('x', 3);
    await page.evaluate(() => {
      const b = document.getElementById('x');
      b.setAttribute('notation', 'wxf');
      b.setAttribute('position', '3k5/4a4/9/9/9/9/9/9/4A4/4K4 w');
      b.setAttribute('moves', 'e1d0');
    });
    await settle('x', 1);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('issue 12.5: lang="__proto__" and "constructor", on the board or on <html>, are unknown languages', async () => {
    const { server, browser } = suite;
    for (const [htmlLang, own] of [['en', '__proto__'], ['en', 'constructor'], ['__proto__', null], ['constructor', null],
      ['toString', 'hasOwnProperty']]) {
      const { page, errors } = await desktopPage(browser);
      await openHtml(page, server.base, 'proto-test.html',
        `<arbiter-board id="b" position="${STRATEGO}" moves="B2-B3" step="end"${own ? ` lang="${own}"` : ''}></arbiter-board>`, htmlLang);
      await page.waitForSelector('#b table.moves tbody tr', WAIT);
      assert.equal(await inRoot(page, 'b', 'return root.querySelector("button.last").textContent;'), 'Last');
      await page.evaluate(() => document.getElementById('b').play('B4-C4'));
      await waitCurrent(page, 'b', '1b');
      assert.deepEqual(errors, [], `html lang=${htmlLang}, board lang=${own}`);
      await page.close();
    }
  });

  test('issue 12.7: 10 MB lang and playground values are refused before use, and the board says which', async () => {
    const { server, browser } = suite;
    const { page, errors } = await desktopPage(browser);
    await openHtml(page, server.base, 'long-test.html',
      `<arbiter-board id="b" editor position="${STRATEGO}" moves="B2-B3" step="end"></arbiter-board>`);
    await page.waitForSelector('#b table.moves tbody tr', WAIT);
    await page.evaluate(() => {
      const b = document.getElementById('b');
      b.setAttribute('lang', 'de'.padEnd(10 * 1024 * 1024, 'x'));
      b.setAttribute('playground', 'https://example.org/'.padEnd(10 * 1024 * 1024, 'x'));
    });
    await page.waitForFunction(() => /lang/.test(document.getElementById('b').shadowRoot.querySelector('.error').textContent), null, WAIT);
    const said = await inRoot(page, 'b', 'return root.querySelector(".error").textContent;');
    assert.match(said, /The lang attribute is ignored: it is 10,485,760 characters long \(at most 35\)/);
    assert.match(said, /The playground attribute is ignored/);
    // The board goes on: English (the page's), a move is played, the share link is the default one (view.html).
    await page.evaluate(() => document.getElementById('b').play('B4-C4'));
    await waitCurrent(page, 'b', '1b');
    const link = await page.evaluate(() => document.getElementById('b').shareLink());
    assert.ok(link.length < 2000 && link.includes('view.html'), link.slice(0, 200));
    // A short value again: accepted, and the note goes away.
    await page.evaluate(() => document.getElementById('b').setAttribute('lang', 'de'));
    await page.evaluate(() => document.getElementById('b').removeAttribute('playground'));
    await page.waitForFunction(() => document.getElementById('b').shadowRoot.querySelector('button.last').textContent === 'Ende', null, WAIT);
    assert.doesNotMatch(await inRoot(page, 'b', 'return root.querySelector(".error").textContent;'), /Attribut/);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('a phone: the Xiangqi refusal stays in view next to the board; screenshots', async () => {
    const { server, browser, engine: X } = suite;
    const { context, page, errors } = await phonePage(browser);
    await page.goto(`${server.base}rules/xiangqi.html?lang=en`);
    const id = 'xq-chase';
    await page.waitForSelector(`#${id} table.moves tbody tr`, WAIT);
    // the board's example: its position, its moves and the move it says the rules forbid
    const ex = Object.fromEntries(fs.readFileSync(path.join(root, 'www', 'examples', 'xiangqi',
      'ruling-1-cannon-chases-chariot.txt'), 'utf8').split('\n').map((l) => l.match(/^(\w+): (.*)$/)).filter(Boolean)
      .map((m) => [m[1], m[2]]));
    const v = X.validateMove({ game: 'xiangqi', rules: 'axf', position: ex.position, moves: ex.moves.split(' ') },
      ex.forbidden);
    assert.equal(v.legal, false);
    // The board's bottom at the bottom of the screen, as a reader who scrolled down to see all of it has it.
    await page.evaluate((id) => {
      const r = document.getElementById(id).shadowRoot.querySelector('svg.board').getBoundingClientRect();
      window.scrollBy(0, r.bottom - innerHeight);
    }, id);
    await page.tap(`#${id} rect.sq[data-square="${v.from}"]`);
    await page.tap(`#${id} rect.sq[data-square="${v.to}"]`);
    await page.waitForSelector(`#${id} .verdict.refused`, WAIT);
    const inView = () => page.locator(`#${id} .verdict`).evaluate((e) => {
      const r = e.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= innerHeight + 1 || JSON.stringify({ top: r.top, bottom: r.bottom, innerHeight });
    });
    await page.waitForFunction((id) => {
      const r = document.getElementById(id).shadowRoot.querySelector('.verdict').getBoundingClientRect();
      return r.top >= 0 && r.bottom <= innerHeight + 1;
    }, id, WAIT).catch(() => {});
    assert.equal(await inView(), true, 'the refusal is in view');
    // ...and the board's squares tapped are still on screen above it.
    const boardBottom = await page.locator(`#${id} svg.board`).evaluate((e) => e.getBoundingClientRect().bottom);
    assert.ok(boardBottom > 0, 'the board is still in view');
    await page.screenshot({ path: path.join(artifacts, 'a11y-xiangqi-refusal-phone.png') });
    assert.deepEqual(errors, []);
    await context.close();
  });
});
