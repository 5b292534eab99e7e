// Sharing a moment (issue 9) and the playground address (issue 12 item 6): share links, snippets and the address
// bar carry the shown step, a refused move, language, notation and piece style; links open view.html by default;
// the iframe page (frame.html) and "Save image" (SVG, PNG) show the same position; hostile `playground` values and
// hostile link parameters are refused; every page has link-preview tags. The browser part runs in Debian's
// Chromium (playwright-core) against the built site (dist/) on localhost; what the boards must show is computed here in Node with
// the same engine package. Screenshots go to tests/artifacts/ (git-ignored).
import { test, describe, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  root, chromiumMissing, CHROMIUM, browserSuite, artifacts, desktopPage, phonePage, readExampleFile,
} from './browser/harness.mjs';
import { startStatic } from './dist/server.mjs';

const skip = chromiumMissing ? `${CHROMIUM} is not installed (scripts/setup.sh installs it); browser tests skipped` : false;
if (skip) console.log(`# SKIP: ${skip}`);
const WAIT = { timeout: 60_000 }; // generous: a busy 2-core machine (a passing wait costs nothing)
const share = {
  ...(await import(pathToFileURL(path.join(root, 'www', 'board', 'share.js')).href)),
  ...(await import(pathToFileURL(path.join(root, 'www', 'board', 'link-params.js')).href)),
};

// --- without a browser ------------------------------------------------------------------------------------------

describe('share links written by board/share.js and read by board/link-params.js', () => {
  test('a link round-trips: every value comes back as it was written', () => {
    const state = { game: 'bogenschach', rules: 'stuttgart', position: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
      moves: '@e4 Nf3+; @- e2e4', step: '2', try: '@- Ke2', lang: 'de', notation: 'iccs', pieces: 'letters', flip: true };
    const link = share.shareLink('https://rules.example.org/arbiter/view.html', state);
    assert.ok(link.startsWith('https://rules.example.org/arbiter/view.html#game=bogenschach&'), link);
    assert.ok(!/[\s<>"+]/.test(new URL(link).hash), `the fragment is URL-encoded: ${link}`);
    const { values, dropped } = share.readShareParams(new URL(link).hash);
    assert.deepEqual(dropped, []);
    assert.deepEqual({ ...values }, { ...state, flip: '1' });
  });

  test('hostile or unknown values are dropped and named, never passed on', () => {
    const hash = '#game=stratego&game=xiangqi&position=10%2F10&lang=__proto__&notation=%3Cscript%3E&pieces=%22onload&' +
      'step=-1&rules=isf%22%3E&flip=yes&theme=x&onclick=alert(1)&try=' + 'A'.repeat(300);
    const { values, dropped } = share.readShareParams(hash);
    assert.deepEqual({ ...values }, { game: 'stratego', position: '10/10' });
    for (const k of ['game', 'lang', 'notation', 'pieces', 'step', 'rules', 'flip', 'theme', 'onclick', 'try']) {
      assert.ok(dropped.includes(k), `${k} is dropped: ${dropped}`);
    }
    assert.equal(Object.getPrototypeOf(values), null, 'no prototype keys can be read from the values');
    // The query string is read when there is no fragment (an iframe's src may use either).
    assert.deepEqual({ ...share.readShareParams('', '?moves=B2-B3&step=end').values }, { moves: 'B2-B3', step: 'end' });
  });

  test('only http(s) addresses are accepted where a reader would click', () => {
    const base = 'https://site.example/rules/page.html';
    assert.equal(share.httpUrl('../play.html', base), 'https://site.example/play.html');
    assert.equal(share.httpUrl('http://other.example/x', base), 'http://other.example/x');
    for (const bad of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>x</script>', 'blob:https://a/b',
      'http://[::1', 'https://' + 'a'.repeat(3000), 42, null]) {
      assert.equal(share.httpUrl(bad, base), null, String(bad).slice(0, 40));
    }
  });

  test('snippets escape every value (they are only ever text on the clipboard)', () => {
    const evil = '"><script>alert(1)</script>';
    const embed = share.embedSnippet('https://s.example/arbiter-board.js', { game: 'stratego', moves: evil, flip: true });
    assert.ok(!embed.includes('<script>alert'), embed);
    assert.ok(embed.includes(' flip>') || embed.includes(' flip '), embed);
    const frame = share.frameSnippet('https://s.example/frame.html', { game: 'stratego', moves: evil }, { title: evil, height: 700 });
    assert.ok(frame.startsWith('<iframe src="https://s.example/frame.html#game=stratego&amp;moves=%22%3E%3Cscript'), frame);
    assert.ok(!frame.includes('<script'), frame);
  });
});

test('the sharing pages and modules build their DOM with textContent and setAttribute, never from HTML strings', () => {
  for (const f of ['viewer.js', 'share-page.js', 'view.html', 'frame.html', 'board/share.js', 'board/link-params.js', 'board/image.js']) {
    const src = fs.readFileSync(path.join(root, 'www', f), 'utf8');
    for (const sink of ['innerHTML', 'outerHTML', 'insertAdjacentHTML', 'document.write', 'createContextualFragment', 'eval(',
      'parseFromString', 'srcdoc']) {
      assert.ok(!src.includes(sink), `www/${f} uses ${sink}`);
    }
  }
});

describe('link-preview tags on every page in www/', () => {
  const pages = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory() && !['pkg', 'node_modules'].includes(e.name)) walk(p);
      else if (e.isFile() && e.name.endsWith('.html')) pages.push(p);
    }
  };
  walk(path.join(root, 'www'));
  test('there are pages to check', () => assert.ok(pages.length >= 8, pages.join(' ')));
  for (const file of pages) {
    test(path.relative(root, file), () => {
      const html = fs.readFileSync(file, 'utf8');
      const meta = (attr, name) => {
        const m = html.match(new RegExp(`<meta ${attr}="${name}" content="([^"]*)">`));
        return m ? m[1] : null;
      };
      const title = html.match(/<title>([^<]*)<\/title>/);
      assert.ok(title && title[1].trim(), 'a title');
      for (const [attr, name] of [['property', 'og:title'], ['property', 'og:description'], ['property', 'og:image'],
        ['name', 'twitter:card'], ['name', 'description']]) {
        assert.ok(meta(attr, name), `${name} is missing`);
      }
      assert.equal(meta('property', 'og:title'), title[1]);
      const image = path.resolve(path.dirname(file), meta('property', 'og:image'));
      assert.ok(fs.existsSync(image), `the preview image ${image} is shipped`);
      const png = fs.readFileSync(image);
      assert.equal(png.readUInt32BE(16), Number(meta('property', 'og:image:width')), 'og:image:width is the image\'s');
      assert.equal(png.readUInt32BE(20), Number(meta('property', 'og:image:height')), 'og:image:height is the image\'s');
    });
  }
});

// --- in Chromium ------------------------------------------------------------------------------------------------

/** Runs `src` (a function body) with the board's shadow root as `root` and the element as `board`. */
const inBoard = (page, id, src, arg) => page.evaluate(([id, src, arg]) => {
  const board = document.getElementById(id);
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;
  return new AsyncFunction('root', 'board', 'arg', src)(board.shadowRoot, board, arg);
}, [id, src, arg]);
const ready = (page, id = 'board') => page.waitForFunction((id) => {
  const b = document.getElementById(id);
  return b && b.getAttribute('data-engine') === 'ready' && b.shadowRoot.querySelector('table.moves tbody tr');
}, id, WAIT);
const NAMES = {
  marshal: 'Marshal', general: 'General', colonel: 'Colonel', major: 'Major', captain: 'Captain',
  lieutenant: 'Lieutenant', sergeant: 'Sergeant', miner: 'Miner', scout: 'Scout', spy: 'Spy', bomb: 'Bomb',
  flag: 'Flag', unknown: 'unknown piece',
};

describe('sharing a moment in Chromium', { skip }, () => {
  let A;
  let server;
  let browser;
  let ex; // Example 1 of the More-Squares page: 8 moves, C3-B3 refused after them (ISF 11)
  let exX;
  const suite = browserSuite();
  before(() => {
    ({ server, browser, engine: A } = suite);
    const e = readExampleFile('stratego', 'more-squares-1.txt');
    ex = { game: 'stratego', rules: e.rules, position: e.position, moves: e.moves.split(/\s+/) };
    exX = A.explain(ex);
  });

  /** The board's squares' accessible names agree with the engine's `position`. */
  async function expectPosition(page, id, position, what) {
    const labels = await inBoard(page, id,
      'const o = {}; for (const c of root.querySelectorAll("rect.sq")) o[c.getAttribute("data-square")] = c.getAttribute("aria-label"); return o;');
    const want = new Map(A.parsePosition('stratego', position).pieces
      .map((p) => [p.square, `${p.side === 'red' ? 'Red' : 'Blue'} ${NAMES[p.rank]}`]));
    for (const [sq, label] of Object.entries(labels)) {
      const base = label.split(',').slice(0, 2).join(',');
      if (want.has(sq)) assert.equal(base, `${sq}, ${want.get(sq)}`, `${what}: ${sq}`);
      else assert.ok(/, (empty|lake)$/.test(base), `${what}: ${sq} should be empty, is "${label}"`);
    }
  }
  const current = (page, id = 'board') => inBoard(page, id, 'return root.querySelector("tr.current")?.getAttribute("data-label") ?? null;');

  test('a link at move 3 of 8 opens at move 3 (view page, playground, embed snippet); the address bar follows', async () => {
    const { page, errors } = await desktopPage(browser);
    await page.goto(`${server.base}index.html`);
    await ready(page);
    assert.equal(await inBoard(page, 'board', 'return board.step;'), 8, 'the playground starts at the end');
    await inBoard(page, 'board', 'board.go(3);');
    const { link, embed, frame } = await inBoard(page, 'board',
      'return { link: board.shareLink(), embed: board.embedSnippet(), frame: board.frameSnippet() };');
    assert.ok(link.startsWith(`${server.base}view.html#`), `links open view.html by default: ${link}`);
    assert.equal(new URLSearchParams(new URL(link).hash.slice(1)).get('step'), '3');
    assert.match(embed, / step="3"/);
    assert.ok(frame.startsWith(`<iframe src="${server.base}frame.html#`), frame);
    // The address bar has followed the board to move 3.
    await page.waitForFunction(() => new URLSearchParams(location.hash.slice(1)).get('step') === '3', null, WAIT);
    assert.equal(new URL(page.url()).hash, new URL(link).hash);
    // A reload of the playground's own address opens at move 3 too.
    await page.reload();
    await ready(page);
    await page.waitForFunction(() => document.getElementById('board').step === 3, null, WAIT);
    assert.equal(await current(page), exX.rows[2].label);

    const want = exX.rows[2];
    for (const url of [link, `${server.base}index.html${new URL(link).hash}`]) {
      const other = await desktopPage(browser);
      await other.page.goto(url);
      await ready(other.page);
      await other.page.waitForFunction(() => document.getElementById('board').step === 3, null, WAIT);
      assert.equal(await current(other.page), want.label, url);
      await expectPosition(other.page, 'board', want.position, url);
      assert.deepEqual(other.errors, [], url);
      await other.page.close();
    }

    // The snippet, pasted into another page, opens at move 3 as well.
    const host = await desktopPage(browser);
    await host.page.route(`${server.base}host.html`, (r) => r.fulfill({
      contentType: 'text/html', body: `<!doctype html><html lang="en"><body>${embed.replace('<arbiter-board', '<arbiter-board id="board"')}</body></html>`,
    }));
    await host.page.goto(`${server.base}host.html`);
    await ready(host.page);
    assert.equal(await host.page.evaluate(() => document.getElementById('board').step), 3);
    await expectPosition(host.page, 'board', want.position, 'the snippet');
    assert.deepEqual(host.errors, []);
    await host.page.close();

    // Stepping on: the address bar keeps up (replaceState: no history entry per step).
    const before = await page.evaluate(() => history.length);
    await page.click('#board button.forward');
    await page.waitForFunction(() => new URLSearchParams(location.hash.slice(1)).get('step') === '4', null, WAIT);
    assert.equal(await page.evaluate(() => history.length), before);
    // Language, notation and piece style travel with the link.
    await page.selectOption('#lang', 'de');
    await page.waitForFunction(() => new URLSearchParams(location.hash.slice(1)).get('lang') === 'de', null, WAIT);
    await inBoard(page, 'board', 'board.setAttribute("pieces", "letters");');
    const linkDe = await inBoard(page, 'board', 'return board.shareLink();');
    const p = new URLSearchParams(new URL(linkDe).hash.slice(1));
    assert.equal(p.get('lang'), 'de');
    assert.equal(p.get('pieces'), 'letters');
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('a link to the moves the view page already shows opens at its step, also when the board loaded first', async () => {
    // view.html's own board is Example 1 at its end, so a link to Example 1 at move 3 changes the step alone.
    // Whether the board had loaded before the page read the link was a race (a loaded board ignored a new step,
    // and stayed at the end); here the address changes after the board has loaded, where the step was always lost.
    const { page, errors } = await desktopPage(browser);
    await page.goto(`${server.base}view.html`);
    await ready(page);
    assert.equal(await inBoard(page, 'board', 'return board.step;'), 8, 'the page\'s own example, at its end');
    const link = share.shareLink(`${server.base}view.html`, { ...ex, moves: ex.moves.join(' '), step: '3' });
    await page.evaluate((hash) => { location.hash = hash; }, new URL(link).hash);
    await page.waitForFunction(() => document.getElementById('board').step === 3, null, WAIT);
    assert.equal(await current(page), exX.rows[2].label);
    await expectPosition(page, 'board', exX.rows[2].position, 'the link opened on the loaded board');
    // A host page's script sets the step of a loaded board, as the link did: the board goes there.
    await inBoard(page, 'board', 'board.setAttribute("step", "1");');
    await page.waitForFunction(() => document.getElementById('board').step === 1, null, WAIT);
    assert.equal(await current(page), exX.rows[0].label);
    await inBoard(page, 'board', 'board.setAttribute("step", "end");');
    await page.waitForFunction(() => document.getElementById('board').step === 8, null, WAIT);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('a refused move shared opens refused: view page, playground, iframe page, with the same marks', async () => {
    const { page, errors } = await desktopPage(browser);
    await page.goto(`${server.base}index.html`);
    await ready(page);
    const v = await inBoard(page, 'board', 'const v = board.play("C3-B3"); return { legal: v.legal, rule: v.rule, squares: v.squares };');
    assert.equal(v.legal, false);
    assert.equal(v.rule, 'more-squares');
    const want = A.validateMove(ex, 'C3-B3');
    const { link, frame } = await inBoard(page, 'board', 'return { link: board.shareLink(), frame: board.frameSnippet() };');
    assert.equal(new URLSearchParams(new URL(link).hash.slice(1)).get('try'), 'C3-B3');
    await page.waitForFunction(() => new URLSearchParams(location.hash.slice(1)).get('try') === 'C3-B3', null, WAIT);
    // Picking another piece is no longer the refused moment: the link drops the move.
    await inBoard(page, 'board', 'board.go(7);');
    assert.equal(new URLSearchParams(new URL(await inBoard(page, 'board', 'return board.shareLink();')).hash.slice(1)).get('try'), null);

    const frameSrc = frame.match(/src="([^"]*)"/)[1].replace(/&amp;/g, '&');
    for (const url of [link, `${server.base}index.html${new URL(link).hash}`, frameSrc]) {
      const other = await desktopPage(browser);
      await other.page.goto(url);
      await ready(other.page);
      await other.page.waitForSelector('#board .verdict.refused', WAIT);
      const shown = await inBoard(other.page, 'board', `return {
        step: board.step, verdict: root.querySelector('.verdict').textContent,
        bad: [...root.querySelectorAll('.marks .bad')].map((m) => m.getAttribute('data-square')).sort() };`);
      assert.equal(shown.step, 8, url);
      assert.ok(shown.verdict.includes(want.message), `${url}: ${shown.verdict}`);
      assert.deepEqual(shown.bad, [want.from, want.to, ...want.squares].sort(), url);
      assert.deepEqual(other.errors, [], url);
      await other.page.close();
    }
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('a move tried while the playground still loads its engine descriptions reaches the address', async () => {
    const { page, errors } = await desktopPage(browser);
    // The full package (the playground's menus) arrives only after the board, on its own package, has answered.
    let release;
    const held = new Promise((resolve) => { release = resolve; });
    await page.route((url) => url.pathname === '/pkg/arbiter_bg.wasm', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.base}index.html`);
    await ready(page);
    assert.equal(await inBoard(page, 'board', 'return board.play("C3-B3").legal;'), false);
    release();
    await page.waitForFunction(() => new URLSearchParams(location.hash.slice(1)).get('try') === 'C3-B3', null, WAIT);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('the iframe page and Save image (SVG and PNG) show the same position, marks and coordinates', async () => {
    const { page, errors } = await desktopPage(browser);
    const refusedLink = share.shareLink(`${server.base}frame.html`, { ...ex, moves: ex.moves.join(' '), step: '8', try: 'C3-B3' });
    await page.goto(refusedLink);
    await ready(page);
    await page.waitForSelector('#board .verdict.refused', WAIT);
    const position = exX.rows[7].position;
    const pieces = A.parsePosition('stratego', position).pieces;
    const want = A.validateMove(ex, 'C3-B3');
    const got = await inBoard(page, 'board', `
      const img = await board.image('svg');
      const doc = new DOMParser().parseFromString(img.svg, 'image/svg+xml');
      const svg = doc.documentElement;
      const cell = (sq) => svg.querySelector('rect.sq[data-square="' + sq + '"]');
      const piecesAt = (rootEl) => [...rootEl.querySelectorAll('g.pieces > g.piece')].map((g) => ({
        t: g.getAttribute('transform'), side: g.classList.contains('red') ? 'red' : 'blue',
        mark: g.querySelector('text').textContent })).sort((a, b) => (a.t < b.t ? -1 : 1));
      const at = {};
      for (const sq of arg) { const c = cell(sq); at[sq] = c ? 'translate(' + c.getAttribute('x') + ' ' + c.getAttribute('y') + ')' : null; }
      return {
        error: doc.querySelector('parsererror') ? doc.querySelector('parsererror').textContent : null,
        width: img.width, height: img.height, root: svg.localName, ns: svg.namespaceURI,
        exported: piecesAt(svg), live: piecesAt(root.querySelector('svg.board')), at,
        bad: [...svg.querySelectorAll('.marks .bad')].map((m) => m.getAttribute('data-square')).sort(),
        last: [...svg.querySelectorAll('.marks .last')].map((m) => m.getAttribute('data-square')).sort(),
        coords: [...svg.querySelectorAll('.coords text')].map((t) => t.textContent),
        caption: [...svg.querySelectorAll('.caption text')].map((t) => t.textContent).join(' '),
        styled: svg.querySelector('g.piece rect.piece-body').style.getPropertyValue('fill'),
        scripts: svg.querySelectorAll('script, foreignObject').length,
      };`, pieces.map((p) => p.square));
    assert.equal(got.error, null);
    assert.equal(got.root, 'svg');
    assert.equal(got.ns, 'http://www.w3.org/2000/svg');
    assert.equal(got.scripts, 0);
    assert.deepEqual(got.exported, got.live, 'the image shows what the iframe page shows');
    assert.equal(got.exported.length, pieces.length);
    for (const p of pieces) {
      const drawn = got.exported.find((e) => e.t === got.at[p.square]);
      assert.ok(drawn, `a piece is drawn on ${p.square}`);
      assert.equal(drawn.side, p.side, p.square);
    }
    assert.deepEqual(got.bad, [want.from, want.to, ...want.squares].sort(), 'the refusal marks');
    assert.deepEqual(got.last, [...exX.rows[7].move.split('-')].sort(), 'the last move');
    for (const c of ['A', 'J', '1', '10']) assert.ok(got.coords.includes(c), `coordinate ${c}`);
    assert.ok(got.caption.includes(exX.rows[7].label), got.caption);
    assert.match(got.caption, /Refused/);
    assert.match(got.styled, /^rgb/, 'the colours are in the file, not in a stylesheet');

    // The PNG: a real image of that size, the Red piece's colour where a Red piece stands.
    const red = pieces.find((p) => p.side === 'red');
    const png = await inBoard(page, 'board', `
      const img = await board.image('png');
      const bmp = await createImageBitmap(img.blob);
      const c = new OffscreenCanvas(bmp.width, bmp.height);
      const ctx = c.getContext('2d');
      ctx.drawImage(bmp, 0, 0);
      const svgImg = await board.image('svg');
      const doc = new DOMParser().parseFromString(svgImg.svg, 'image/svg+xml');
      const vb = doc.documentElement.getAttribute('viewBox').split(' ').map(Number);
      const cell = doc.querySelector('rect.sq[data-square="' + arg + '"]');
      const k = bmp.width / vb[2];
      const x = Math.round((Number(cell.getAttribute('x')) + 5 - vb[0]) * k);
      const y = Math.round((Number(cell.getAttribute('y')) + 2.5 - vb[1]) * k);
      return { type: img.blob.type, w: bmp.width, h: bmp.height, sw: svgImg.width, px: [...ctx.getImageData(x, y, 1, 1).data] };`,
    red.square);
    assert.equal(png.type, 'image/png');
    assert.equal(png.w, png.sw * 2, 'twice the SVG\'s size');
    const [r, g, b] = png.px;
    assert.ok(r > 120 && r > g + 50 && r > b + 50, `a red piece's pixel on ${red.square}: ${png.px}`);

    // The share panel's Save buttons download the files.
    const view = await desktopPage(browser, { acceptDownloads: true });
    await view.page.goto(`${server.base}index.html`);
    await ready(view.page);
    for (const [format, magic] of [['svg', '<?xml'], ['png', '\x89PNG']]) {
      const [dl] = await Promise.all([view.page.waitForEvent('download', WAIT), view.page.click(`#board button.save-${format}`)]);
      assert.equal(dl.suggestedFilename(), `arbiter-stratego-${exX.rows[7].label}.${format}`);
      const file = await dl.path();
      assert.equal(fs.readFileSync(file).subarray(0, magic.length).toString('latin1'), magic);
    }
    await view.page.waitForFunction(() => /Saved arbiter-stratego/.test(document.getElementById('board').shadowRoot
      .querySelector('.copy-status').textContent), null, WAIT);
    assert.deepEqual(view.errors, []);
    await view.page.close();
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('hostile playground values are refused; an invalid one keeps the board (editor on)', async () => {
    const { page, errors } = await desktopPage(browser);
    const warnings = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    const values = ['javascript:alert(1)', 'JAVASCRIPT:window.__pwned=1', 'data:text/html,<script>window.__pwned=1</script>',
      'http://[::1', 'https://example.org/play.html'];
    const boards = values.map((v, i) => `<arbiter-board id="b${i}" editor step="end" position="${ex.position}" moves="${ex.moves.join(' ')}"></arbiter-board>`);
    await page.route(`${server.base}hostile.html`, (r) => r.fulfill({
      contentType: 'text/html', body: `<!doctype html><html lang="en"><body>${boards.join('')}</body></html>`,
    }));
    await page.goto(`${server.base}hostile.html`);
    await page.addScriptTag({ type: 'module', url: `${server.base}arbiter-board.js` });
    // The values are set as a script would (setAttribute): the parser never sees them.
    await page.evaluate((values) => values.forEach((v, i) => document.getElementById(`b${i}`).setAttribute('playground', v)), values);
    for (let i = 0; i < values.length; i++) await ready(page, `b${i}`);
    for (let i = 0; i < values.length; i++) {
      const got = await inBoard(page, `b${i}`, `return {
        rows: root.querySelectorAll('table.moves tbody tr').length, pieces: root.querySelectorAll('g.pieces g.piece').length,
        link: root.querySelector('textarea.out-link').value, frame: root.querySelector('textarea.out-frame').value,
        method: board.shareLink() };`);
      assert.equal(got.rows, 8, `${values[i]}: the board keeps its moves`);
      assert.ok(got.pieces > 0, `${values[i]}: the board keeps its pieces`);
      assert.equal(got.link, got.method);
      if (i === values.length - 1) {
        assert.ok(got.link.startsWith('https://example.org/play.html#game=stratego'), got.link);
      } else {
        assert.ok(got.link.startsWith(`${server.base}view.html#`), `${values[i]} -> ${got.link}`);
        assert.ok(!/javascript|data:/i.test(got.link), got.link);
      }
      assert.ok(!/javascript|data:text/i.test(got.frame), got.frame);
    }
    // Console messages reach the test asynchronously: wait for the four (up to 60 s on a busy machine).
    const playgroundWarnings = () => warnings.filter((w) => /playground attribute is not an http\(s\) address/.test(w));
    for (let i = 0; i < 600 && playgroundWarnings().length < 4; i++) await new Promise((r) => setTimeout(r, 100));
    assert.equal(warnings.filter((w) => /playground attribute is not an http\(s\) address/.test(w)).length, 4, warnings.join('\n'));
    assert.equal(await page.evaluate(() => window.__pwned), undefined);
    assert.deepEqual(errors, []);
    await page.close();

    // Hostile link values on the iframe page: ignored with a console note; nothing runs.
    const frame = await desktopPage(browser);
    const notes = [];
    frame.page.on('console', (m) => notes.push(m.text()));
    await frame.page.goto(`${server.base}frame.html#game=stratego&position=${encodeURIComponent('<img src=x onerror="window.__pwned=1">')}` +
      `&moves=B2-B3&lang=__proto__&notation=%3Cscript%3E&step=1;alert(1)&onload=alert(1)&theme=%22%3E`);
    await frame.page.waitForFunction(() => document.getElementById('board').shadowRoot?.querySelector('.error:not([hidden])'), null, WAIT);
    const shown = await frame.page.evaluate(() => {
      const b = document.getElementById('board');
      return { lang: b.getAttribute('lang'), notation: b.getAttribute('notation'), step: b.getAttribute('step'),
        theme: b.getAttribute('theme'), position: b.getAttribute('position'), imgs: document.querySelectorAll('img').length,
        shadowImgs: b.shadowRoot.querySelectorAll('img').length };
    });
    assert.deepEqual(shown, { lang: null, notation: null, step: 'end', theme: null,
      position: '<img src=x onerror="window.__pwned=1">', imgs: 0, shadowImgs: 0 });
    // The page's console note reaches the test asynchronously too: wait for it (up to 60 s).
    const ignored = () => notes.some((n) => /ignored in the address.*lang.*notation.*step.*onload.*theme/.test(n));
    for (let i = 0; i < 600 && !ignored(); i++) await new Promise((r) => setTimeout(r, 100));
    assert.ok(ignored(), notes.join('\n'));
    assert.equal(await frame.page.evaluate(() => window.__pwned), undefined);
    await frame.page.close();
  });

  test('the view page on a phone shows the shared board at the top; screenshots of the changed views', async () => {
    const link = share.shareLink(`${server.base}view.html`, { ...ex, moves: ex.moves.join(' '), step: '8', try: 'C3-B3' });
    const phone = await phonePage(browser);
    await phone.page.goto(link);
    await ready(phone.page);
    await phone.page.waitForSelector('#board .verdict.refused', WAIT);
    const box = await phone.page.locator('#board svg.board').boundingBox();
    assert.ok(box.y < 120, `the board starts near the top (${box.y}px)`);
    assert.ok(box.y + box.height <= 844, `the whole board is in the first screen (${box.y + box.height}px)`);
    await phone.page.screenshot({ path: path.join(artifacts, 'share-view-phone.png') });
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    assert.equal(overflow, false, 'no horizontal scrolling');
    const frameUrl = link.replace('view.html', 'frame.html');
    await phone.page.goto(frameUrl);
    await ready(phone.page);
    await phone.page.screenshot({ path: path.join(artifacts, 'share-frame-phone.png') });
    // The playground's share panel on a phone.
    await phone.page.goto(`${server.base}index.html`);
    await ready(phone.page);
    await phone.page.locator('#board .share').scrollIntoViewIfNeeded();
    await phone.page.locator('#board .share').screenshot({ path: path.join(artifacts, 'share-panel-phone.png') });
    assert.deepEqual(phone.errors, []);
    await phone.context.close();

    const { page, errors } = await desktopPage(browser);
    await page.goto(link);
    await ready(page);
    await page.waitForSelector('#board .verdict.refused', WAIT);
    await page.screenshot({ path: path.join(artifacts, 'share-view-desktop.png') });
    // An iframe of frame.html as its snippet gives it, on a host page.
    const snippet = await page.evaluate(() => document.getElementById('board').frameSnippet());
    await page.route(`${server.base}forum.html`, (r) => r.fulfill({
      contentType: 'text/html', body: `<!doctype html><html lang="en"><body><p>A forum post.</p>${snippet}</body></html>`,
    }));
    await page.goto(`${server.base}forum.html`);
    const f = page.frameLocator('iframe');
    await f.locator('#board .verdict.refused').waitFor(WAIT);
    await page.screenshot({ path: path.join(artifacts, 'share-iframe-desktop.png') });
    await page.goto(`${server.base}index.html`);
    await ready(page);
    await page.locator('#board .share').screenshot({ path: path.join(artifacts, 'share-panel-desktop.png') });
    const svg = await page.evaluate(async () => (await document.getElementById('board').image('svg')).svg);
    fs.writeFileSync(path.join(artifacts, 'share-image.svg'), svg);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('copied next to the single-file bundle alone, the view page and the playground work', async (t) => {
    const bundle = path.join(root, 'dist', 'arbiter-board.bundle.js');
    if (!fs.existsSync(bundle)) return t.skip('dist/arbiter-board.bundle.js is not built (make build)');
    const pages = {};
    // The pages and their own scripts, as in www/; no arbiter-board.js beside them.
    for (const f of ['view.html', 'index.html', 'viewer.js', 'share-page.js', 'demo.js', 'paste.js', 'lang-pref.js',
      'playground-text.js', 'register-sw.js']) {
      pages[`/site/${f}`] = { body: fs.readFileSync(path.join(root, 'www', f)),
        type: f.endsWith('.js') ? 'text/javascript; charset=utf-8' : 'text/html; charset=utf-8' };
    }
    pages['/site/arbiter-board.bundle.js'] = { body: fs.readFileSync(bundle), type: 'text/javascript; charset=utf-8' };
    const s = await startStatic({ root: null, pages });
    try {
      const { page } = await desktopPage(browser);
      const link = share.shareLink(`${s.base}site/view.html`, { ...ex, moves: ex.moves.join(' '), step: '3' });
      await page.goto(link);
      await ready(page);
      await page.waitForFunction(() => document.getElementById('board').step === 3, null, WAIT);
      assert.ok((await page.evaluate(() => document.getElementById('board').shareLink())).startsWith(`${s.base}site/view.html#`));
      await page.goto(`${s.base}site/index.html${new URL(link).hash}`);
      await ready(page);
      await page.waitForFunction(() => document.getElementById('board').step === 3, null, WAIT);
      // The playground's paste box reads a position through the bundle's engine.
      await page.fill('#paste', '10/10/10/10/10/1b8/bj2b5/10/1O8/10 r');
      await page.click('#load');
      await page.waitForFunction(() => /Loaded the position/.test(document.getElementById('paste-ok').textContent), null, WAIT);
      await page.close();
    } finally {
      await s.stop();
    }
  });
});
