// The built site (scripts/build-site.mjs, run by make build) and the sources it is built from:
// - the single-file builds dist/arbiter-board[.<game>].bundle.js (ES module) and .classic.js (classic script) are
//   one file each with the wasm and every stylesheet inlined; in Chromium, a page that loads only one of them,
//   hosted alone, renders a board and judges moves without a single other request;
// - dist/ holds every file of www/ at its path, and a rule page served from dist/ and the same page served from
//   www/ as it is (no build step: the readable modules) both judge a move;
// - pkg/ ships our types (scripts/types.mjs), which declare every export of its glue.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import zlib from 'node:zlib';
import { transform } from 'esbuild';
import { chromiumMissing, CHROMIUM, launch, watch, readExampleFile } from './browser/harness.mjs';
import { startStatic, repoRoot, distRoot } from './dist/server.mjs';
import { registry } from '../../www/board/games.js';
import { describeAll, packageTypes } from '../../scripts/types.mjs';

const skip = chromiumMissing ? `${CHROMIUM} is not installed (scripts/setup.sh installs it); browser tests skipped` : false;
const WAIT = { timeout: 60_000 }; // generous: a busy 2-core machine (a passing wait costs nothing)
const www = path.join(repoRoot, 'www');
const GAMES = registry().map(([name]) => name);
const single = (game, kind) => path.join(distRoot, `arbiter-board${game ? `.${game}` : ''}.${kind}.js`);
const filesOf = (dir) => {
  const out = [];
  const go = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) go(path.join(d, e.name));
      else out.push(path.relative(dir, path.join(d, e.name)).split(path.sep).join('/'));
    }
  };
  go(dir);
  return out.sort();
};

/** The widget's stylesheets in www/, minified as the build does. */
async function widgetCss() {
  const sheets = filesOf(www).filter((f) => /^arbiter-board[.\w]*\.css$|^board\/.*\.css$/.test(f));
  assert.ok(sheets.includes('arbiter-board.css') && sheets.length >= 4, sheets.join(' '));
  return (await Promise.all(sheets.map((f) => transform(fs.readFileSync(path.join(www, f), 'utf8'), { loader: 'css', minify: true }))))
    .map((o) => o.code);
}

for (const game of [null, ...GAMES]) {
  for (const kind of ['bundle', 'classic']) {
    const file = single(game, kind);
    test(`${path.basename(file)}: one file, the wasm and every stylesheet inlined`, async () => {
      assert.ok(fs.existsSync(file), `dist/${path.basename(file)} is missing: run make build`);
      const src = fs.readFileSync(file, 'utf8');
      if (kind === 'classic') {
        assert.doesNotThrow(() => new vm.Script(src, { filename: path.basename(file) }), 'a classic script');
        assert.doesNotMatch(src, /\bimport\.meta\b/);
      } else {
        assert.throws(() => new vm.Script(src), SyntaxError, 'an ES module');
        assert.match(src, /export\s*\{\s*[\w$]+ as ArbiterBoard\s*\};?\s*$/, 'exports ArbiterBoard only');
      }
      assert.doesNotMatch(src, /(^|[;\s])import\s*[\s{*'"(]/m, 'no import, static or dynamic');
      assert.match(src, /(['"`])[A-Za-z0-9+/=]{10000,}\1/, 'the wasm, gzipped, as one base64 string');
      assert.match(src, /adoptedStyleSheets/);
      assert.doesNotMatch(src, /data:text\/css/, 'no data: stylesheet, which a CSP blocks');
      // Every stylesheet's minified text (its runs between quotes, backslashes and line ends, which the JS string
      // may escape).
      for (const css of await widgetCss()) {
        for (const run of css.split(/["'`\\\n]/).filter((r) => r.length > 8)) assert.ok(src.includes(run), `lacks ${run}`);
      }
    });
  }
}

test('dist/ holds every file of www/ at its path, its modules bundled (smaller), with compressed copies', () => {
  const built = filesOf(distRoot);
  // The modules each bundled file holds, as its source map names them.
  const held = new Set(built.filter((f) => f.endsWith('.js.map')).flatMap((f) => JSON.parse(fs.readFileSync(path.join(distRoot, f), 'utf8'))
    .sources.map((s) => path.relative(www, path.resolve(path.dirname(path.join(distRoot, f)), s)).split(path.sep).join('/'))));
  let raw = 0;
  for (const f of filesOf(www)) {
    if (f.endsWith('.js')) {
      assert.ok(held.has(f) || built.includes(f), `www/${f} is in no file of dist/: run make build`);
      if (!f.startsWith('pkg/')) raw += fs.statSync(path.join(www, f)).size;
    } else assert.ok(built.includes(f), `dist/${f} is missing: run make build`);
  }
  const min = built.filter((f) => f.endsWith('.js') && !f.startsWith('pkg/') && !/\.(bundle|classic)\.js$|^sw/.test(f))
    .reduce((n, f) => n + fs.statSync(path.join(distRoot, f)).size, 0);
  assert.ok(min < raw * 0.6, `minified: ${min} bytes against ${raw}`);
  for (const f of ['board/games/stratego/adapter.js', 'pkg/stratego/arbiter_bg.wasm', 'index.html']) {
    const body = fs.readFileSync(path.join(distRoot, f));
    assert.deepEqual(zlib.gunzipSync(fs.readFileSync(path.join(distRoot, `${f}.gz`))), body, `${f}.gz`);
    assert.deepEqual(zlib.brotliDecompressSync(fs.readFileSync(path.join(distRoot, `${f}.br`))), body, `${f}.br`);
  }
});

test("each built rule page preloads its first board's code (and engine, unless answered ahead), all in the site", () => {
  for (const page of filesOf(path.join(distRoot, 'rules')).filter((f) => f.endsWith('.html'))) {
    const html = fs.readFileSync(path.join(distRoot, 'rules', page), 'utf8');
    const preloads = [...html.matchAll(/<link rel="(?:modulepreload|preload)" href="([^"]+)"/g)].map((m) => m[1]);
    for (const href of preloads) {
      assert.ok(fs.existsSync(path.join(distRoot, 'rules', href)), `rules/${page} preloads ${href}, which is missing`);
    }
    const board = html.match(/<arbiter-board\b[^>]*>/)[0];
    const example = board.match(/\sexample="([^"]+)"/)?.[1];
    // no document, or one read ahead (examples/**/*.read.json: the game of its first chapter): the lite package
    if (example) assert.match(example, /\.read\.json$/, `rules/${page}: the first board's document is read ahead`);
    const game = board.match(/\sgame="([^"]+)"/)?.[1]
      ?? JSON.parse(fs.readFileSync(path.join(distRoot, 'rules', example), 'utf8')).chapters[0].game;
    assert.ok(GAMES.includes(game), `rules/${page}: the first board's game (${example})`);
    // a document whose answers the build gave ahead (board/ahead.js): no engine until the reader asks for one
    const ahead = example && Array.isArray(JSON.parse(fs.readFileSync(path.join(distRoot, 'rules', example), 'utf8')).answers)
      && !/\squiz[\s=>]/.test(board);
    if (ahead) assert.deepEqual(preloads.filter((f) => f.includes('/pkg/')), [], `rules/${page}: ${preloads.join(' ')}`);
    else assert.ok(preloads.includes(`../pkg/${game}/lite/arbiter_bg.wasm`), `rules/${page}: ${preloads.join(' ')}`);
    assert.ok(preloads.includes(`../board/games/${game}/adapter.js`), `rules/${page}: ${preloads.join(' ')}`);
  }
});

test('pkg/ ships our types (scripts/types.mjs), which declare every export of pkg/arbiter.js', async () => {
  const pkgJson = JSON.parse(fs.readFileSync(path.join(repoRoot, 'pkg', 'package.json'), 'utf8'));
  assert.equal(pkgJson.types, 'arbiter.d.ts');
  const ours = packageTypes(await describeAll(path.join(repoRoot, 'pkg')));
  assert.equal(fs.readFileSync(path.join(repoRoot, 'pkg', 'arbiter.d.ts'), 'utf8'), ours,
    'pkg/arbiter.d.ts is what scripts/types.mjs writes: run make build');
  const declared = new Set();
  for (const m of ours.matchAll(/^export\s+(?:default\s+)?(?:function|class)\s+([\w$]+)/gm)) declared.add(m[1]);
  if (/^export\s+default\s+function/m.test(ours)) declared.add('default');
  const js = fs.readFileSync(path.join(repoRoot, 'pkg', 'arbiter.js'), 'utf8');
  const exported = new Set();
  for (const m of js.matchAll(/^export\s+(?:async\s+)?(?:function\*?|class|const|let|var)\s+([\w$]+)/gm)) exported.add(m[1]);
  for (const m of js.matchAll(/^export\s*\{([^}]*)\}/gm)) {
    for (const item of m[1].split(',').map((s) => s.trim()).filter(Boolean)) exported.add(item.split(/\s+as\s+/).pop());
  }
  assert.ok(exported.size > 10, [...exported].join(' '));
  for (const name of exported) assert.ok(declared.has(name), `types/arbiter.d.ts does not declare ${name}`);
  assert.doesNotMatch(ours.replace(/^\s*(\/\/|\*|\/\*).*$/gm, ''), /\bany\b/, 'no `any` in the public types');
  // docs/api.md's error codes are all in ErrorCode.
  const api = fs.readFileSync(path.join(repoRoot, 'docs', 'api.md'), 'utf8');
  const section = api.slice(api.indexOf('## Errors'), api.indexOf('## Helpers'));
  const codes = [...section.matchAll(/`([a-z]+(?:-[a-z]+)+)`/g)].map((m) => m[1]);
  assert.ok(codes.length >= 10);
  for (const c of codes) assert.ok(ours.includes(`'${c}'`), `ErrorCode lacks ${c}`);
});

describe('in Chromium', { skip }, () => {
  let browser;
  before(async () => {
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
  });
  const ex1 = skip ? null : readExampleFile('stratego', 'more-squares-1.txt');

  /** Opens `url` and judges Example 1's refused and legal moves on board `id`; returns what was seen and every
   * path requested. */
  async function judge(url, id) {
    const context = await browser.newContext({ viewport: { width: 1000, height: 900 }, serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      const errors = watch(page);
      const requests = [];
      page.on('request', (r) => requests.push(new URL(r.url()).pathname));
      await page.goto(url);
      await page.waitForSelector(`#${id} table.moves tbody tr`, WAIT);
      const out = await page.evaluate(async (id) => {
        const b = document.getElementById(id);
        const r = b.shadowRoot;
        b.last();
        const sheets = r.adoptedStyleSheets.reduce((n, sheet) => n + sheet.cssRules.length, 0);
        const linked = [...r.querySelectorAll('link')].reduce((n, l) => n + (l.sheet ? l.sheet.cssRules.length : 0), 0);
        const refused = b.play('C3-B3');
        const shown = r.querySelector('.verdict').textContent;
        // a move the site's answers given ahead do not hold is played once the engine has loaded (board/ahead.js)
        const legal = await new Promise((resolve) => {
          b.addEventListener('verdict', (e) => resolve(e.detail.verdict.legal), { once: true });
          b.play('C3-C4');
        });
        return { refused: { legal: refused.legal, rule: refused.rule }, shown, legal, sheets,
          links: r.querySelectorAll('link, style').length, rules: sheets + linked };
      }, id);
      assert.deepEqual(out.refused, { legal: false, rule: 'more-squares' });
      assert.match(out.shown, /Refused.*ISF 11/s);
      assert.equal(out.legal, true);
      assert.deepEqual(errors, []);
      return { ...out, requests };
    } finally {
      await context.close();
    }
  }

  for (const [game, kind] of [[null, 'bundle'], ['stratego', 'bundle'], ['stratego', 'classic']]) {
    const file = single(game, kind);
    test(`a page with only ${path.basename(file)} judges moves, requesting nothing but the page and that file`, async () => {
      const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>t</title><link rel="icon" href="data:,">
<script ${kind === 'classic' ? '' : 'type="module" '}src="../lib/arbiter.js"></script></head>
<body><arbiter-board id="b" game="stratego" rules="${ex1.rules || 'isf'}" position="${ex1.position}"
  moves="${ex1.moves}" step="end"></arbiter-board></body></html>`;
      const server = await startStatic({ root: null, pages: { '/site/page.html': { body: html },
        '/lib/arbiter.js': { body: fs.readFileSync(file), type: 'text/javascript; charset=utf-8' } } });
      try {
        const out = await judge(`${server.base}site/page.html`, 'b');
        assert.ok(out.sheets > 10, 'the inlined stylesheet is adopted');
        assert.equal(out.links, 0, 'no <link> or <style> in the shadow root');
        assert.deepEqual(out.requests, ['/site/page.html', '/lib/arbiter.js']);
      } finally {
        await server.stop();
      }
    });
  }

  for (const [name, root] of [['dist/ (built)', distRoot], ['www/ as it is (unbuilt)', www]]) {
    test(`the Stratego rule page from ${name} judges moves, its widget styled`, async () => {
      const server = await startStatic({ root });
      try {
        const out = await judge(`${server.base}rules/more-squares.html?lang=en`, 'ex1');
        assert.ok(out.rules > 10, 'the stylesheets are loaded');
        const js = out.requests.filter((p) => p.endsWith('.js'));
        // the built page's documents are read ahead: the lite package, without the document reader
        assert.ok(js.includes(root === www ? '/pkg/stratego/arbiter.js' : '/pkg/stratego/lite/arbiter.js'), js.join(' '));
        const missing = js.filter((p) => !fs.existsSync(path.join(root, p)));
        assert.deepEqual(missing, [], 'every script requested is in the tree');
        if (root === www) assert.ok(js.includes('/board/games/stratego/board.js'), 'the readable modules, one file each');
        // (the page's annotated documents and its quiz board load board/annotated.js and board/quiz.js on demand)
        else assert.ok(js.length <= 12, `the widget in a few files: ${js.join(' ')}`);
        // the built page's preloads are the files the widget then uses, not fetched a second time
        const twice = out.requests.filter((p, i) => out.requests.indexOf(p) !== i);
        assert.deepEqual(twice, [], 'no file is requested twice');
      } finally {
        await server.stop();
      }
    });
  }
});
