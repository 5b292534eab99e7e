// The built site's answers given ahead (scripts/build-site.mjs: examples/**/X.answers.<lang>.json, board/ahead.js),
// in Chromium: a rule page opens without downloading any engine, and its boards show exactly what they show with the
// engine; a try the author wrote is judged from the answers too, in the language the reader switches to; the
// reader's first move (a piece picked up and played) loads the engine, and the move is played once it is here; a
// board whose answers cannot be fetched loads its engine as before.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { builtSite, chromiumMissing, CHROMIUM } from './browser/harness.mjs';
import { distRoot } from './dist/server.mjs';

const built = fs.existsSync(path.join(distRoot, 'examples', 'stratego', 'more-squares-1.answers.en.json'));
const skip = chromiumMissing ? `${CHROMIUM} is not installed; skipped`
  : !built ? 'dist/ is not built (make build); skipped' : false;
const WAIT = { timeout: 90_000 };
const BOARDS = ['ex1', 'ex2', 'ex3']; // more-squares.html's boards but its quiz (which asks the engine itself)

describe('answers given ahead on the built site', { skip }, () => {
  const { open } = builtSite();
  /** What the boards `ids` show once each has answered: the explanation, the step, the status line and the table. */
  const shown = async (p, ids) => {
    await p.waitForFunction((list) => list.every((i) => {
      const b = document.getElementById(i);
      return b && b.getAttribute('data-engine') === 'ready' && b.explanation;
    }), ids, WAIT);
    return p.evaluate((list) => list.map((i) => {
      const b = document.getElementById(i);
      const r = b.shadowRoot;
      const board = r.querySelector('svg.board');
      const error = r.querySelector('.error');
      return { x: b.explanation, step: b.step, status: r.querySelector('.status').textContent,
        table: r.querySelector('table').textContent, title: r.querySelector('.title').textContent,
        // the pieces drawn (in any order: answering ahead, the game's display reader lists them, docs/documents.md)
        pieces: [...board.querySelectorAll('g.pieces > g')].map((e) => e.outerHTML).sort(),
        squares: board.querySelector('g.squares').innerHTML,
        error: error.hidden ? '' : error.textContent };
    }), ids);
  };
  const engines = (asked) => asked.filter((f) => f.startsWith('/pkg/'));

  test('a rule page opens with no engine, and its boards show what the engine shows', async () => {
    const ahead = await open('rules/more-squares.html?lang=de');
    let withAnswers;
    try {
      withAnswers = await shown(ahead.p, BOARDS); // as opened, before the steps below
      assert.ok(withAnswers.every((b) => b.pieces.length && !b.error), JSON.stringify(withAnswers.map((b) => b.error)));
      // stepped back to the start and on to the end: each step's position is drawn from the answers too
      for (const id of BOARDS) {
        const steps = await ahead.p.evaluate((i) => {
          const b = document.getElementById(i);
          const seen = [];
          for (let k = 0; k <= b.moves.length; k++) {
            b.go(k);
            seen.push(b.shadowRoot.querySelector('svg.board g.pieces').childElementCount);
          }
          return { seen, error: b.shadowRoot.querySelector('.error').hidden };
        }, id);
        assert.ok(steps.error && steps.seen.every((n) => n > 0), `${id}: ${JSON.stringify(steps)}`);
      }
      assert.deepEqual(engines(ahead.asked), [], 'no engine package while the page opens');
      assert.ok(ahead.asked.includes('/examples/stratego/more-squares-1.answers.de.json'), ahead.asked.join(' '));
      assert.deepEqual(ahead.errors, []);
    } finally {
      await ahead.close();
    }
    // the same page where no answers can be had: its boards ask the engine
    const missing = Object.fromEntries(fs.readdirSync(path.join(distRoot, 'examples', 'stratego'))
      .filter((f) => f.includes('.answers.')).map((f) => [`/examples/stratego/${f}`, { status: 404, body: 'gone' }]));
    const own = await open('rules/more-squares.html?lang=de', missing);
    try {
      const withEngine = await shown(own.p, BOARDS);
      assert.ok(engines(own.asked).includes('/pkg/stratego/lite/arbiter_bg.wasm'), own.asked.join(' '));
      assert.deepEqual(withAnswers, withEngine);
      assert.match(withEngine[0].table, /Mehr-Feld|Zug|Oberst/, 'said in German');
    } finally {
      await own.close();
    }
  });

  test('an author\'s try is judged ahead in each language; the reader\'s own move loads the engine', async () => {
    // a phone: the reader taps
    const { p, errors, asked, close } = await open('rules/more-squares.html?lang=de', {},
      { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    try {
      await shown(p, ['ex1']);
      const verdict = await p.evaluate(() => {
        const b = document.getElementById('ex1');
        b.go(b.moves.length);
        return b.play('C3-B3'); // the document's try at its last step
      });
      assert.equal(verdict.legal, false);
      assert.match(verdict.message, /Mehr-Feld-Regel/);
      await p.waitForSelector('#ex1 .verdict.refused', WAIT);
      // another language: that language's answers, still no engine
      await p.evaluate(() => document.getElementById('ex1').setAttribute('lang', 'zh-Hant'));
      const title = JSON.parse(fs.readFileSync(path.join(distRoot, 'examples', 'stratego', 'more-squares-1.read.json'),
        'utf8')).chapters[0].title;
      await p.waitForFunction((t) => document.getElementById('ex1').shadowRoot.querySelector('.title').textContent === t,
        title['zh-Hant'] || title['zh-Hans'], WAIT);
      await p.waitForFunction(() => /[\u4e00-\u9fff]/.test(document.getElementById('ex1').shadowRoot
        .querySelector('.verdict').textContent), null, WAIT);
      assert.ok(asked.includes('/examples/stratego/more-squares-1.answers.zh-Hant.json'), asked.join(' '));
      assert.deepEqual(engines(asked), [], 'the refused try and the other language came from answers given ahead');
      // the reader picks up the Colonel: the engine loads, and its targets are shown
      await p.evaluate(() => document.getElementById('ex1').reset());
      await p.tap('#ex1 rect.sq[data-square="C3"]');
      await p.waitForSelector('#ex1 circle.target', WAIT);
      assert.ok(engines(asked).includes('/pkg/stratego/lite/arbiter_bg.wasm'), asked.join(' '));
      const before = await p.evaluate(() => document.getElementById('ex1').moves.length);
      await p.tap('#ex1 rect.sq[data-square="C4"]');
      await p.waitForFunction((n) => document.getElementById('ex1').moves.length === n + 1, before, WAIT);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  test('a host page\'s play() of a move not given ahead: null at once, then played with the engine', async () => {
    const { p, errors, asked, close } = await open('rules/more-squares.html?lang=en');
    try {
      await shown(p, ['ex1']);
      const first = await p.evaluate(() => {
        const b = document.getElementById('ex1');
        b.go(b.moves.length);
        window.verdicts = [];
        b.addEventListener('verdict', (e) => window.verdicts.push(e.detail.verdict.legal));
        return { played: b.play('C3-C4'), moves: b.moves.length };
      });
      assert.equal(first.played, null, 'not judged yet: the engine is loading');
      await p.waitForFunction((n) => document.getElementById('ex1').moves.length === n + 1, first.moves, WAIT);
      assert.deepEqual(await p.evaluate(() => window.verdicts), [true]);
      assert.ok(engines(asked).includes('/pkg/stratego/lite/arbiter_bg.wasm'), asked.join(' '));
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
});
