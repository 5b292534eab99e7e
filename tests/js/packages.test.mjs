// The per-game engine packages (scripts/build-wasm.sh: www/pkg/<game>/, each built with one game's Cargo
// feature) and the widget's loader (www/board/engine.js, loadEngine(game)):
// - in Node, each package answers its own game and refuses the others with the code `game-not-built` and a
//   message naming the game, while pkg/ (the npm package) answers every game;
// - in Chromium, a Stratego rule page downloads only the Stratego package (not the Xiangqi code, not the full
//   engine), the Xiangqi page only the Xiangqi one, and the playground loads the Xiangqi package when the reader
//   switches its game, which then works (the playground also loads the full package, www/pkg/: its menus are
//   describe()'s, and its paste box reads records with it);
// - in Chromium, the widget's own per-game modules are loaded on demand too (www/board/games.js): a Stratego page
//   fetches neither the Xiangqi board (board/games/xiangqi/) nor the chess board and Bogenschach panel
//   (board/games/bogenschach/), nor the German messages on an English page; the Xiangqi page fetches
//   board/games/xiangqi/board.js and not the chess ones.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromiumMissing, CHROMIUM, launch, watch, scrollToQuizzes } from './browser/harness.mjs';
import { startStatic, repoRoot, distRoot } from './dist/server.mjs';
import { registry } from '../../www/board/games.js';

const GAMES = registry().map(([name]) => name); // every game of the widget's registry (board/games.js)
const WAIT = { timeout: 60_000 }; // generous: a busy 2-core machine (a passing wait costs nothing)

async function loadPackage(dir) {
  const wasm = path.join(dir, 'arbiter_bg.wasm');
  assert.ok(fs.existsSync(wasm), `${path.relative(repoRoot, wasm)} is missing: run make build`);
  const mod = await import(pathToFileURL(path.join(dir, 'arbiter.js')).href);
  mod.initSync({ module: fs.readFileSync(wasm) });
  return mod;
}

// One question per game that its engine answers: the legal moves of a position (the start's, unless named here:
// Stratego's start is an empty board, the players' setup to come).
const ASKED = {
  stratego: { game: 'stratego', position: '10/10/10/10/10/1b8/bj2b5/10/1O8/10 r', moves: ['B2-B3'] },
  xiangqi: { game: 'xiangqi', moves: ['h2e2'] },
};
const ASK = Object.fromEntries(GAMES.map((g) => [g, ASKED[g] || { game: g, moves: [] }]));

function thrown(fn) {
  try {
    fn();
  } catch (e) {
    return e;
  }
  assert.fail('expected an error');
}

describe('the per-game packages', () => {
  const pkgs = {};
  before(async () => {
    for (const g of GAMES) pkgs[g] = await loadPackage(path.join(repoRoot, 'www', 'pkg', g));
    pkgs.full = await loadPackage(path.join(repoRoot, 'pkg'));
  });

  for (const game of GAMES) {
    test(`www/pkg/${game}/ answers ${game} and refuses the other games with game-not-built`, () => {
      const A = pkgs[game];
      const own = A.legalMoves(ASK[game]);
      assert.ok(own.length > 0);
      assert.deepEqual(own, pkgs.full.legalMoves(ASK[game]), 'the same answer as the full engine');
      for (const other of GAMES.filter((g) => g !== game)) {
        const e = thrown(() => A.legalMoves(ASK[other]));
        assert.equal(e.code, 'game-not-built', `${game} package asked about ${other}`);
        assert.match(e.message, new RegExp(`built without ${other}`));
        assert.equal(thrown(() => A.parsePosition(other, '')).code, 'game-not-built');
      }
      assert.equal(thrown(() => A.legalMoves({ game: 'go' })).code, 'unknown-game');
    });
  }

  test('perft is in the full package only (the widget never counts move trees; Cargo feature perft)', () => {
    for (const game of GAMES) assert.equal(pkgs[game].perft, undefined, `www/pkg/${game}/ exports perft`);
    assert.equal(pkgs.full.perft({ game: 'chess' }, 2), 400);
    assert.equal(pkgs.full.perft({ game: 'xiangqi' }, 2), 1920);
  });
});

const skip = chromiumMissing ? `${CHROMIUM} is not installed (scripts/setup.sh installs it); loader tests skipped` : false;

describe('the widget loads the package of its game only', { skip }, () => {
  let server;
  let browser;
  before(async () => {
    server = await startStatic();
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** The modules of www/ (as '/board/x.js') a file of the built site the page fetched holds: those its source
   * map names. */
  function readableIn(p) {
    const map = path.join(distRoot, `${p}.map`);
    const www = path.join(repoRoot, 'www');
    return JSON.parse(fs.readFileSync(map, 'utf8')).sources
      .map((s) => `/${path.relative(www, path.resolve(path.dirname(map), s)).split(path.sep).join('/')}`);
  }

  /** Opens `file` (in English), waits until every board has its table, returns the engine files requested
   * (sorted); `board` (if given) receives the widget's board/ modules requested. */
  async function open(file, then, board = []) {
    const context = await browser.newContext({ viewport: { width: 1000, height: 900 }, locale: 'en-US' });
    try {
      const page = await context.newPage();
      const errors = watch(page);
      const wasm = [];
      page.on('request', (r) => {
        const p = new URL(r.url()).pathname;
        if (p.includes('/pkg/')) wasm.push(p);
        // The pages load the built site (dist/: the widget's modules bundled into a few files, each with a source
        // map): named here by the modules of www/ each file holds.
        else if (p.endsWith('.js')) board.push(...readableIn(p));
      });
      await page.goto(server.base + file);
      await scrollToQuizzes(page);
      await page.waitForFunction(() => [...document.querySelectorAll('arbiter-board')]
        .every((b) => b.shadowRoot && b.getAttribute('data-engine') !== 'unavailable' && b.explanation), null, WAIT);
      if (then) await then(page);
      assert.deepEqual(errors, []);
      return wasm.sort();
    } finally {
      await context.close();
    }
  }

  const OTHER_GAMES = ['/board/games/xiangqi/board.js', '/board/games/bogenschach/board.js', '/board/games/bogenschach/adapter.js'];

  // The built pages' documents are read ahead (scripts/build-site.mjs): their boards load the lite packages, without
  // the document reader.
  test('a Stratego rule page: only pkg/stratego/lite/, and no other game\'s board modules', async () => {
    const board = [];
    assert.deepEqual(await open('rules/more-squares.html', null, board),
      ['/pkg/stratego/lite/arbiter.js', '/pkg/stratego/lite/arbiter_bg.wasm']);
    assert.ok(board.includes('/board/games/stratego/board.js'), `the Stratego board is loaded: ${board}`);
    for (const f of [...OTHER_GAMES, '/board/i18n/de.js']) assert.ok(!board.includes(f), `${f} fetched: ${board}`);
  });

  test('the Xiangqi rule page: only pkg/xiangqi/lite/ and the Xiangqi board module', async () => {
    const board = [];
    assert.deepEqual(await open('rules/xiangqi.html', null, board),
      ['/pkg/xiangqi/lite/arbiter.js', '/pkg/xiangqi/lite/arbiter_bg.wasm']);
    assert.ok(board.includes('/board/games/xiangqi/board.js'), `board/games/xiangqi/board.js not fetched: ${board}`);
    for (const f of ['/board/games/bogenschach/board.js', '/board/games/bogenschach/adapter.js', '/board/games/stratego/board.js']) {
      assert.ok(!board.includes(f), `${f} fetched: ${board}`);
    }
  });

  test('the playground switched to Xiangqi loads the Xiangqi package and board, and the board plays', async () => {
    const board = [];
    const files = await open('index.html', async (page) => {
      assert.ok(!board.includes('/board/games/xiangqi/board.js'), 'board/games/xiangqi/board.js fetched before the switch');
      await page.selectOption('#game', 'xiangqi');
      // The board has the Xiangqi start (its engine answered) before the moves are typed: its positionchange
      // event sets the form's position and clears its moves.
      await page.waitForFunction(() => /^rnbakabnr\//.test(document.getElementById('board').position || ''), null, WAIT);
      await page.fill('#moves', 'h2e2 h9g7');
      await page.click('#show');
      await page.waitForFunction(() => {
        const b = document.getElementById('board');
        return b.explanation && b.moves.join(' ') === 'h2e2 h9g7';
      }, null, WAIT);
      const verdict = await page.evaluate(() => document.getElementById('board').play('h0g2'));
      assert.equal(verdict.legal, true, JSON.stringify(verdict));
    }, board);
    assert.ok(board.includes('/board/games/xiangqi/board.js'), `board/games/xiangqi/board.js not fetched: ${board}`);
    // (its boards read no document: the games' lite packages)
    assert.deepEqual(files, ['/pkg/arbiter.js', '/pkg/arbiter_bg.wasm', '/pkg/stratego/lite/arbiter.js',
      '/pkg/stratego/lite/arbiter_bg.wasm', '/pkg/xiangqi/lite/arbiter.js', '/pkg/xiangqi/lite/arbiter_bg.wasm']);
  });
});
