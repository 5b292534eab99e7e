// The built site's documents read ahead (scripts/build-site.mjs: examples/**/X.read.json), in Chromium: a rule page's
// boards show their documents (titles, comments, tries) in the page's language, and in another when the reader
// switches, from the files read ahead, with the game's lite package (no document reader) and without fetching the
// documents themselves; a file read ahead by another version of the engine (a site that updated the widget and not
// its documents) is not trusted: the board fetches the document it names and reads it with the package that has the
// reader.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { builtSite, chromiumMissing, CHROMIUM } from './browser/harness.mjs';
import { distRoot } from './dist/server.mjs';

const built = fs.existsSync(path.join(distRoot, 'examples', 'stratego', 'more-squares-1.read.json'));
const skip = chromiumMissing ? `${CHROMIUM} is not installed; skipped`
  : !built ? 'dist/ is not built (make build); skipped' : false;

describe('documents read ahead on the built site', { skip }, () => {
  const { open } = builtSite();
  /** Board `id` at its last step, once its engine has answered: its title, its comment and its try buttons. */
  const atEnd = async (p, id) => {
    await p.waitForFunction((i) => {
      const b = document.getElementById(i);
      return b && b.getAttribute('data-engine') === 'ready' && b.explanation;
    }, id, { timeout: 90_000 });
    return p.evaluate((i) => {
      const b = document.getElementById(i);
      b.go(b.moves.length);
      const r = b.shadowRoot;
      return { title: r.querySelector('.title').textContent, comment: r.querySelector('.comment').textContent,
        tries: [...r.querySelectorAll('.tries button')].map((e) => e.textContent), error: r.querySelector('.error').hidden
          ? '' : r.querySelector('.error').textContent };
    }, id);
  };

  test('a rule page shows its documents in its language and in another, with no document reader', async () => {
    const { p, errors, asked, close } = await open('rules/more-squares.html?lang=de');
    try {
      const de = await atEnd(p, 'ex1');
      const text = fs.readFileSync(path.join(distRoot, 'examples', 'stratego', 'more-squares-1.read.json'), 'utf8');
      const { chapters } = JSON.parse(text);
      assert.equal(de.title, chapters[0].title.de);
      assert.equal(de.error, '', 'no problem, no try judged otherwise than its author says');
      assert.ok(de.tries.length > 0 && de.tries.every((t) => /C3-B3/.test(t)), JSON.stringify(de.tries));
      // the try is judged by the engine, in German
      const verdict = await p.evaluate(() => document.getElementById('ex1').play('C3-B3'));
      assert.equal(verdict.legal, false);
      assert.match(verdict.message, /Mehr-Feld-Regel/);
      // another language: the same boards, said in it
      await p.evaluate(() => document.getElementById('ex1').setAttribute('lang', 'zh-Hant'));
      await p.waitForFunction((t) => document.getElementById('ex1').shadowRoot.querySelector('.title').textContent === t,
        chapters[0].title['zh-Hant'] || chapters[0].title['zh-Hans'], { timeout: 30_000 });
      assert.ok(asked.includes('/examples/stratego/more-squares-1.read.json'), asked.join(' '));
      assert.deepEqual(asked.filter((f) => /\.pgn$/.test(f)), [], 'no document fetched: they were read ahead');
      // no package with the document reader (the site's answers given ahead spare even the lite one here:
      // tests/js/answers-ahead.test.mjs)
      assert.deepEqual(asked.filter((f) => f.startsWith('/pkg/') && !f.startsWith('/pkg/stratego/lite/')), []);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  test('a file read ahead by another version of the engine: the board reads the document itself', async () => {
    const file = path.join(distRoot, 'examples', 'stratego', 'more-squares-1.read.json');
    const old = JSON.parse(fs.readFileSync(file, 'utf8'));
    const stale = { ...old, engine: `${old.engine}-older`, chapters: old.chapters.map((c) => ({ ...c, title: { en: 'Stale' } })) };
    const { p, errors, asked, close } = await open('rules/more-squares.html?lang=en', {
      '/examples/stratego/more-squares-1.read.json': { body: JSON.stringify(stale), type: 'application/json' },
    });
    try {
      const en = await atEnd(p, 'ex1');
      assert.equal(en.title, old.chapters[0].title.en, 'the document as the engine reads it, not the stale reading');
      assert.equal(en.error, '');
      assert.ok(asked.includes('/examples/stratego/more-squares-1.pgn'), asked.join(' '));
      assert.ok(asked.includes('/pkg/stratego/arbiter_bg.wasm'), 'the package with the document reader');
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
});
