// The served widget is minified (issue 11; scripts/minify.mjs, run by scripts/bundle.mjs): every ES module under
// www/ has a minified copy in www/min/ with a source map that leads back to the readable file, the rule pages
// and the playground load only those copies and work, and a minified module finds the site's files (engine,
// stylesheet, pages) where its readable module does.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { chromiumMissing, CHROMIUM, launch, watch } from './browser/harness.mjs';
import { startStatic, repoRoot } from './dist/server.mjs';
import { widgetModules } from '../../scripts/minify.mjs';

const skip = chromiumMissing ? `${CHROMIUM} is not installed (scripts/setup.sh installs it); minified-page tests skipped` : false;
const WAIT = { timeout: 60_000 }; // generous: a busy 2-core machine (a passing wait costs nothing)
const www = path.join(repoRoot, 'www');
const minDir = path.join(www, 'min');

/** Every .js file under www/ that is an ES module of ours (found here independently of scripts/minify.mjs). */
function ourModules() {
  const out = [];
  const walk = (dir, rel) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) {
        if (!['pkg', 'min'].includes(r) && !e.name.startsWith('.')) walk(path.join(dir, e.name), r);
      } else if (r.endsWith('.js') && !/^(sw|sw-precache)\.js$/.test(r) && !/\.(bundle|classic)\.js$/.test(r)) {
        out.push(r);
      }
    }
  };
  walk(www, '');
  return out.sort();
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** Source map v3 "mappings" -> [{ line, col, source, srcLine, srcCol, name }] (0-based), absolute values. */
function decodeMappings(mappings) {
  const out = [];
  let source = 0, srcLine = 0, srcCol = 0, name = 0;
  mappings.split(';').forEach((lineText, line) => {
    let col = 0;
    for (const seg of lineText.split(',').filter(Boolean)) {
      const vals = [];
      let shift = 0, value = 0;
      for (const ch of seg) {
        const d = B64.indexOf(ch);
        assert.ok(d >= 0, `bad base64 in the mappings: ${ch}`);
        value += (d & 31) << shift;
        if (d & 32) { shift += 5; continue; }
        vals.push(value & 1 ? -(value >>> 1) : value >>> 1);
        shift = 0; value = 0;
      }
      col += vals[0];
      if (vals.length < 4) continue;
      source += vals[1]; srcLine += vals[2]; srcCol += vals[3];
      const m = { line, col, source, srcLine, srcCol, name: null };
      if (vals.length === 5) { name += vals[4]; m.name = name; }
      out.push(m);
    }
  });
  return out;
}

/** Every .js file of www/min/ (relative to it), sorted. */
function minFiles() {
  const out = [];
  const walk = (dir, rel) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(path.join(dir, e.name), r);
      else if (r.endsWith('.js')) out.push(r);
    }
  };
  walk(minDir, '');
  return out.sort();
}

/** The readable modules (relative to www/) a file of www/min/ holds: those its source map names. */
const sourcesOf = (rel) => {
  const map = path.join(minDir, `${rel}.map`);
  return JSON.parse(fs.readFileSync(map, 'utf8')).sources
    .map((s) => path.relative(www, new URL(s, pathToFileURL(map)).pathname).split(path.sep).join('/'));
};

test('every module under www/ is in www/min/: the widget bundled into a few files, the pages\' modules each minified', () => {
  assert.ok(fs.existsSync(minDir), 'www/min/ is missing: run make build (or node scripts/bundle.mjs)');
  const mods = ourModules();
  assert.deepEqual(widgetModules(www), mods, 'the minifier finds every module');
  // The files a page or the widget loads by name keep the readable module's path: the element, the engine's
  // worker, each module the widget loads with import() (a game's board code, the German messages), the pages' own.
  for (const must of ['arbiter-board.js', 'board/engine-worker.js', 'board/games/stratego/adapter.js', 'board/games/xiangqi/adapter.js',
    'board/games/bogenschach/adapter.js', 'board/i18n/de.js', 'board/edit-panel.js', 'register-sw.js', 'demo.js', 'viewer.js',
    'board/page-lang.js', 'board/page-notation.js']) {
    assert.ok(mods.includes(must), must);
    assert.ok(fs.existsSync(path.join(minDir, must)), `www/min/${must} is missing: run node scripts/bundle.mjs`);
  }
  const held = new Map(); // readable module -> the files of www/min/ that hold it
  for (const rel of minFiles()) {
    assert.ok(fs.readFileSync(path.join(minDir, rel), 'utf8').trimEnd().endsWith(`//# sourceMappingURL=${path.posix.basename(rel)}.map`), rel);
    for (const src of sourcesOf(rel)) held.set(src, [...(held.get(src) || []), rel]);
  }
  for (const rel of mods) assert.ok(held.has(rel), `www/${rel} is in no file of www/min/`);
  // A module runs once per page: each is in one file (the engine's worker, a realm of its own, has its copies).
  for (const [src, files] of held) {
    const onPage = files.filter((f) => f !== 'board/engine-worker.js');
    assert.ok(onPage.length <= 1, `www/${src} is in ${files.join(', ')}`);
  }
  // Smaller: the widget's files together against its readable modules.
  const widget = [...held].filter(([, files]) => files.some((f) => f.startsWith('board/') || f === 'arbiter-board.js'))
    .map(([src]) => src);
  const raw = widget.reduce((n, f) => n + fs.statSync(path.join(www, f)).size, 0);
  const min = minFiles().filter((f) => f.startsWith('board/') || f === 'arbiter-board.js')
    .reduce((n, f) => n + fs.statSync(path.join(minDir, f)).size, 0);
  assert.ok(min < raw * 0.6, `the widget's minified files (${min} bytes) are not smaller than its modules (${raw})`);
});

test("the pages' own scripts use the element's public API, not its own members (`_x`: renamed in the widget's files)", () => {
  // scripts/minify.mjs gives the widget's own members (a leading underscore: this._x, board._step in an adapter)
  // short names throughout its bundle; a page's module is minified on its own, so one that read such a member of a
  // board would find nothing there on the minified pages (and work on the readable ones).
  const pageModules = ourModules().filter((rel) => !(rel === 'arbiter-board.js' || rel.startsWith('board/')) ||
    /^board\/page-[a-z]+\.js$/.test(rel));
  assert.ok(pageModules.includes('demo.js') && pageModules.includes('board/page-lang.js'), pageModules.join(' '));
  const pages = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory() && !['pkg', 'min'].includes(e.name) && !e.name.startsWith('.')) walk(path.join(dir, e.name));
      else if (e.name.endsWith('.html')) pages.push(path.join(dir, e.name));
    }
  };
  walk(www);
  const texts = [...pageModules.map((rel) => [rel, fs.readFileSync(path.join(www, rel), 'utf8')]),
    ...pages.map((f) => [path.relative(www, f), [...fs.readFileSync(f, 'utf8').matchAll(/<script\b[^>]*>([^]*?)<\/script>/g)]
      .map((m) => m[1]).join('\n')])];
  for (const [name, text] of texts) {
    const code = text.replace(/\/\*[^]*?\*\/|\/\/[^\n]*/g, ''); // not comments
    const member = code.match(/\.\s*_[a-z]\w*/);
    assert.equal(member, null, `www/${name} reads ${member && member[0]}: use the element's public API`);
  }
});

test("each source map resolves to the readable files: every named mapping points at that name in www/'s module", () => {
  let checked = 0;
  for (const rel of minFiles()) {
    const minFile = path.join(minDir, rel);
    const map = JSON.parse(fs.readFileSync(`${minFile}.map`, 'utf8'));
    assert.equal(map.version, 3);
    const minLines = fs.readFileSync(minFile, 'utf8').split('\n');
    // (The element's file may only name the chunk that holds it: no source of its own.)
    assert.ok(map.sources.length >= 1 || minLines.join('').length < 300, rel);
    // Resolved as a browser does: relative to the map's own URL; each a readable module of www/ (not of www/min/).
    const readable = map.sources.map((s) => {
      const src = new URL(s, pathToFileURL(`${minFile}.map`)).pathname;
      assert.ok(src.startsWith(`${www}${path.sep}`) && !src.startsWith(`${minDir}${path.sep}`), `${rel}.map names ${s}`);
      return fs.readFileSync(src, 'utf8').split('\n');
    });
    const named = decodeMappings(map.mappings).filter((m) => m.name !== null);
    assert.ok(named.length > 0 || minLines.join('').length < 300, `${rel}: no named mapping`);
    for (const m of named) {
      // esbuild names an anonymous default export <file>_default; it maps to the word `default`.
      const want = /_default$/.test(map.names[m.name]) ? 'default' : map.names[m.name];
      let at = readable[m.source][m.srcLine]?.slice(m.srcCol, m.srcCol + want.length);
      // A binding imported under another name (`import { svg as el }`) is named by its export in a bundle.
      const local = (readable[m.source][m.srcLine] || '').slice(m.srcCol).match(/^[\w$]+/)?.[0];
      // (`import en from`: a default import, named <file>_default.)
      const imported = (l) => l.includes(`${want} as ${local}`) || (want === 'default' && l.startsWith(`import ${local} from`));
      if (at !== want && local && readable[m.source].some(imported)) at = want;
      // (Names two modules of one file share are told apart by the bundler: _ArbiterBoard, h2.)
      if (at !== want && local && local === want.replace(/^_+/, '').replace(/\d+$/, '')) at = want;
      assert.equal(at, want, `${rel}: mapping to ${map.sources[m.source]} ${m.srcLine + 1}:${m.srcCol + 1} should be ${want}`);
      assert.ok(minLines[m.line] !== undefined, `${rel}: mapping beyond the minified file`);
      checked++;
    }
  }
  assert.ok(checked > 1000, `only ${checked} named mappings`);
});

test("a new module is minified with no list to update; a site URL is resolved from the readable module's place", async () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-min-'));
  try {
    const put = (rel, text) => {
      fs.mkdirSync(path.dirname(path.join(tmp, rel)), { recursive: true });
      fs.writeFileSync(path.join(tmp, rel), text);
    };
    put('board/deep/new-module.js', [
      "import { twice } from '../helper.js';",
      "export const css = new URL('../../arbiter-board.css', import.meta.url).href;",
      "const name = 'pkg/x.js';",
      'export const pkg = new URL(`../../${name}`, import.meta.url).href;',
      'export const self = import.meta.url;',
      'export const later = () => import(\'../helper.js\');',
      'export const value = twice(21);',
    ].join('\n'));
    put('board/helper.js', 'export function twice(longArgumentName) {\n  return 2 * longArgumentName;\n}\n');
    put('sw.js', 'self.x = 1;\n');
    put('pkg/arbiter.js', 'export const engine = 1;\n');
    const run = () => spawnSync(process.execPath, [path.join(repoRoot, 'scripts', 'minify.mjs'), '--www', tmp], { encoding: 'utf8' });
    const r = run();
    assert.equal(r.status, 0, r.stderr);
    assert.ok(!fs.existsSync(path.join(tmp, 'min', 'sw.js')), 'the service worker is not a module');
    assert.ok(!fs.existsSync(path.join(tmp, 'min', 'pkg')), 'the engine packages are not copied');
    const helper = fs.readFileSync(path.join(tmp, 'min', 'board', 'helper.js'), 'utf8');
    assert.doesNotMatch(helper, /longArgumentName/);
    const m = await import(pathToFileURL(path.join(tmp, 'min', 'board', 'deep', 'new-module.js')).href);
    assert.equal(m.value, 42);
    assert.equal(m.css, pathToFileURL(path.join(tmp, 'arbiter-board.css')).href, 'the stylesheet beside www/');
    assert.equal(m.pkg, pathToFileURL(path.join(tmp, 'pkg', 'x.js')).href, 'the engine in www/pkg/');
    assert.equal(m.self, pathToFileURL(path.join(tmp, 'min', 'board', 'deep', 'new-module.js')).href, 'its own URL');
    assert.equal((await m.later()).twice(2), 4);
    // The stylesheet: a minified copy beside the minified modules, with a map to the readable file; the minified
    // styles module links that copy, the readable one the readable file.
    put('arbiter-board.css', '/* the board */\n:host {\n  color: #ff0000;\n}\n');
    put('board/styles.js', fs.readFileSync(path.join(www, 'board', 'styles.js'), 'utf8').replace("from './dom.js'", "from './dom-stub.js'"));
    assert.equal(run().status, 0);
    const css = fs.readFileSync(path.join(tmp, 'min', 'arbiter-board.css'), 'utf8');
    assert.match(css, /^:host\{color:red\}\n\/\*# sourceMappingURL=arbiter-board\.css\.map \*\/\n$/);
    const cssMap = JSON.parse(fs.readFileSync(path.join(tmp, 'min', 'arbiter-board.css.map'), 'utf8'));
    assert.equal(new URL(cssMap.sources[0], pathToFileURL(path.join(tmp, 'min', 'arbiter-board.css.map'))).pathname,
      path.join(tmp, 'arbiter-board.css'));
    // styles.js (run in Node with a stand-in for h()): each copy links the stylesheet beside its own folder.
    put('board/dom-stub.js', 'export const h = (tag, attrs) => ({ tag, ...attrs });\n');
    assert.equal(run().status, 0);
    // A part (a game's board, the editor) is linked beside it, once per root; no part (null: the game has none) or a
    // name that is not a word links nothing.
    put('arbiter-board.xiangqi.css', '.xq-disc {\n  fill: #ffffff;\n}\n');
    assert.equal(run().status, 0);
    assert.match(fs.readFileSync(path.join(tmp, 'min', 'arbiter-board.xiangqi.css'), 'utf8'), /^\.xq-disc\{fill:#fff\}\n/);
    for (const [dir, want] of [['', 'arbiter-board.css'], ['min', 'min/arbiter-board.css']]) {
      const { attachPart, attachStyles } = await import(pathToFileURL(path.join(tmp, dir, 'board', 'styles.js')).href);
      const links = [];
      const root = { append: (el) => { root.link = el; links.push(el.href); } };
      attachStyles(root);
      assert.equal(root.link.href, pathToFileURL(path.join(tmp, want)).href, `${dir || 'www'}/board/styles.js`);
      attachPart(root, null);
      attachPart(root, '../x');
      attachPart(root, 'xiangqi');
      attachPart(root, 'xiangqi');
      assert.deepEqual(links, [pathToFileURL(path.join(tmp, want)).href,
        pathToFileURL(path.join(tmp, want.replace('.css', '.xiangqi.css'))).href], `${dir || 'www'}/board/styles.js`);
    }
    // The engine glue (--engine): minified in place, its map holding the readable text; a second run leaves it.
    const glue = "export function validateMove(someLongArgument) {\n  return someLongArgument + 1;\n}\n";
    put('pkg/stratego/arbiter.js', glue);
    const engine = () => spawnSync(process.execPath, [path.join(repoRoot, 'scripts', 'minify.mjs'), '--www', tmp, '--engine'], { encoding: 'utf8' });
    assert.equal(engine().status, 0);
    const minGlue = fs.readFileSync(path.join(tmp, 'pkg', 'stratego', 'arbiter.js'), 'utf8');
    assert.doesNotMatch(minGlue, /someLongArgument/);
    assert.match(minGlue, /\/\/# sourceMappingURL=arbiter\.js\.map\n$/);
    assert.equal((await import(pathToFileURL(path.join(tmp, 'pkg', 'stratego', 'arbiter.js')).href)).validateMove(1), 2);
    assert.deepEqual(JSON.parse(fs.readFileSync(path.join(tmp, 'pkg', 'stratego', 'arbiter.js.map'), 'utf8')).sourcesContent, [glue]);
    assert.equal(engine().status, 0);
    assert.equal(fs.readFileSync(path.join(tmp, 'pkg', 'stratego', 'arbiter.js'), 'utf8'), minGlue, 'minified once');
    // A module removed from www/ leaves www/min/ at the next build.
    fs.rmSync(path.join(tmp, 'board', 'deep'), { recursive: true });
    assert.equal(run().status, 0);
    assert.ok(!fs.existsSync(path.join(tmp, 'min', 'board', 'deep')));
    // A URL whose first argument it cannot read stops the build with the file's name.
    put('board/bad.js', "export const u = new URL(String('x.css'), import.meta.url);\n");
    const bad = run();
    assert.equal(bad.status, 1);
    assert.match(bad.stderr, /board\/bad\.js: a new URL/);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});

test("every page of the site loads its modules from www/min/ (none from the readable files)", () => {
  const pages = [];
  const walk = (dir, rel) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory() && !['pkg', 'min', 'examples'].includes(r) && !e.name.startsWith('.')) walk(path.join(dir, e.name), r);
      else if (r.endsWith('.html')) pages.push(r);
    }
  };
  walk(www, '');
  assert.ok(pages.includes('index.html') && pages.includes('rules/more-squares.html'));
  let scripts = 0;
  for (const p of pages) {
    const html = fs.readFileSync(path.join(www, p), 'utf8');
    for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"/g)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(p), m[1]));
      if (/^(\.\.|[a-z]+:)/.test(target) || /\.(bundle|classic)\.js$/.test(target)) continue;
      scripts++;
      assert.ok(target.startsWith('min/'), `www/${p} loads ${m[1]}: load ${path.posix.relative(path.posix.dirname(p), `min/${target}`)} (the minified copy) instead`);
    }
  }
  assert.ok(scripts >= 10, `only ${scripts} module scripts found`);
});

describe('pages load the minified widget and it works', { skip }, () => {
  let server;
  let missing;
  let gone; // the file of www/min/ that `missing` answers with a 404
  let browser;
  before(async () => {
    server = await startStatic();
    // A file the Stratego board code imports that the element does not (a chunk shared by the games' board code), or
    // else that board code's own file.
    const importsOf = (rel) => [...fs.readFileSync(path.join(minDir, rel), 'utf8').matchAll(/\bfrom\s*"(\.{1,2}\/[^"]+)"/g)]
      .map((m) => path.posix.normalize(path.posix.join(path.posix.dirname(rel), m[1])));
    const element = new Set(['arbiter-board.js']);
    for (const todo = ['arbiter-board.js']; todo.length;) {
      for (const f of importsOf(todo.pop())) if (!element.has(f)) element.add(f), todo.push(f);
    }
    gone = importsOf('board/games/stratego/adapter.js').find((f) => !element.has(f)) || 'board/games/stratego/adapter.js';
    missing = await startStatic({ pages: { [`/min/${gone}`]: { status: 404, body: 'not found\n', type: 'text/plain' } } });
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
    await missing?.stop();
  });

  /** Opens `file`; returns { page, context, errors, js } with js the paths of the JavaScript files requested. */
  async function open(base, file) {
    const context = await browser.newContext({ viewport: { width: 1000, height: 900 }, locale: 'en-US', serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors = watch(page);
    const js = [];
    page.on('request', (r) => {
      const p = new URL(r.url()).pathname;
      if (p.endsWith('.js')) js.push(p);
    });
    await page.goto(base + file);
    return { page, context, errors, js };
  }

  test('a Stratego rule page: only www/min/ modules (and the engine package), and the board judges moves', async () => {
    const { page, context, errors, js } = await open(server.base, 'rules/more-squares.html?lang=en');
    try {
      await page.waitForSelector('#ex1 table.moves tbody tr', WAIT);
      const out = await page.evaluate(() => {
        const b = document.getElementById('ex1');
        b.last();
        const refused = b.play('C3-B3');
        const shown = b.shadowRoot.querySelector('.verdict').textContent;
        const legal = b.play('C3-C4');
        const sq = b.shadowRoot.querySelectorAll('rect.sq').length;
        const styled = getComputedStyle(b.shadowRoot.querySelector('svg')).display;
        return { refused: refused && { legal: refused.legal, rule: refused.rule }, shown, legal: legal && legal.legal, sq,
          styled, link: b.shareLink && b.shareLink() };
      });
      assert.deepEqual(out.refused, { legal: false, rule: 'more-squares' });
      assert.match(out.shown, /Refused/);
      assert.equal(out.legal, true);
      assert.equal(out.sq, 100);
      // The share link opens the view page at www/view.html (not www/min/view.html).
      if (out.link) assert.ok(out.link.startsWith(`${server.base}view.html`), out.link);
      const ours = js.filter((p) => !p.startsWith('/pkg/'));
      assert.ok(ours.includes('/min/arbiter-board.js') && ours.includes('/min/board/games/stratego/adapter.js'), ours.join(' '));
      assert.ok(ours.length <= 8, `the widget comes in a few files: ${ours.join(' ')}`);
      assert.deepEqual(ours.filter((p) => !p.startsWith('/min/')), [], 'no readable module is loaded');
      assert.ok(js.includes('/pkg/stratego/arbiter.js'), 'the engine from www/pkg/');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('the playground from www/min/ switches to Xiangqi and plays', async () => {
    const { page, context, errors, js } = await open(server.base, 'index.html');
    try {
      await page.waitForFunction(() => document.getElementById('board')?.explanation, null, WAIT);
      await page.selectOption('#game', 'xiangqi');
      await page.waitForFunction(() => /^rnbakabnr\//.test(document.getElementById('board').position || ''), null, WAIT);
      const verdict = await page.evaluate(() => document.getElementById('board').play('h0g2'));
      assert.equal(verdict.legal, true, JSON.stringify(verdict));
      assert.ok(js.includes('/min/board/games/xiangqi/adapter.js'), js.join(' '));
      assert.deepEqual(js.filter((p) => !p.startsWith('/min/') && !p.startsWith('/pkg/')), []);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('a 404 on a file of the minified board code names that file and its status', async () => {
    const { page, context } = await open(missing.base, 'rules/more-squares.html?lang=en');
    try {
      const text = await page.waitForFunction(() => {
        const e = document.querySelector('arbiter-board')?.shadowRoot?.querySelector('.error');
        return e && !e.hidden && e.textContent;
      }, null, WAIT);
      const error = await text.jsonValue();
      assert.ok(error.includes(`${missing.base}min/${gone}`), `${gone}: ${error}`);
      assert.match(error, /HTTP 404/);
    } finally {
      await context.close();
    }
  });
});
