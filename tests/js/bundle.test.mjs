// The distribution: the single-file build www/arbiter-board.bundle.js (scripts/bundle.mjs, run by make build)
// with every game, the one-game bundles www/arbiter-board.<game>.bundle.js, the same as classic scripts
// (www/arbiter-board[.<game>].classic.js), and the pkg/ npm package's hand-written TypeScript types
// (types/arbiter.d.ts). In Chromium, a page that loads only a bundle (the full one or Stratego's, the module or
// the classic build), hosted alone in a directory of its own, renders Example 1 and validates moves without a
// single other request (no pkg/, no widget modules, no stylesheet).
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { chromiumMissing, CHROMIUM, launch, watch } from './browser/harness.mjs';
import { startStatic, repoRoot } from './dist/server.mjs';
import { minifyCss, stylesheets } from '../../scripts/minify.mjs';

const skip = chromiumMissing ? `${CHROMIUM} is not installed (scripts/setup.sh installs it); bundle browser test skipped` : false;
const WAIT = { timeout: 60_000 }; // generous: a busy 2-core machine (a passing wait costs nothing)
const bundlePath = path.join(repoRoot, 'www', 'arbiter-board.bundle.js');

function readExample(file) {
  const out = {};
  for (const line of fs.readFileSync(path.join(repoRoot, 'www', 'examples', 'stratego', file), 'utf8').split('\n')) {
    const m = line.match(/^([a-z][a-z0-9.]*):\s*(.*)$/i);
    if (m) out[m[1]] = m[2].trim();
  }
  return out;
}

/** Names a module exports (`export function x`, `export { a, b as c }`, `export default`), minified or not. */
function exportNames(src) {
  const names = new Set();
  for (const m of src.matchAll(/^export\s+(?:async\s+)?(?:function\*?|class|const|let|var)\s+([\w$]+)/gm)) names.add(m[1]);
  // `export { a, b as c }` also at the end of a minified line.
  for (const m of src.matchAll(/(?:^|[;})\s])export\s*\{([^}]*)\}/gm)) {
    for (const item of m[1].split(',').map((s) => s.trim()).filter(Boolean)) names.add(item.split(/\s+as\s+/).pop());
  }
  if (/^export\s+default\b/m.test(src)) names.add('default');
  return names;
}

const GAMES = ['stratego', 'xiangqi', 'bogenschach'];
const gameBundlePath = (game) => path.join(repoRoot, 'www', `arbiter-board.${game}.bundle.js`);

for (const [name, file] of [['the bundle', bundlePath], ...GAMES.map((g) => [`the ${g} bundle`, gameBundlePath(g)])])
test(`${name} is one ES module with no imports and the wasm inlined`, async () => {
  assert.ok(fs.existsSync(file), `www/${path.basename(file)} is missing: run make build`);
  const src = fs.readFileSync(file, 'utf8');
  assert.doesNotMatch(src, /^\s*import[\s{*'"]/m, 'no static import');
  const code = src.split('\n').filter((l) => !/^\s*(\/\/|\*|\/\*)/.test(l)).join('\n');
  assert.doesNotMatch(code, /(^|[^.\w$])import\s*\(/, 'no dynamic import');
  assert.match(src, /(['"`])[A-Za-z0-9+/=]{10000,}\1/, 'the wasm, gzipped, as one base64 string');
  // The stylesheet is inlined as text for a constructed stylesheet: no data: URL, which a CSP blocks.
  assert.doesNotMatch(src, /data:text\/css/);
  assert.match(src, /adoptedStyleSheets/);
  // The stylesheet's text is inlined, minified (esbuild, as scripts/minify.mjs): every run of it between quotes
  // and backslashes (which minified JS may write otherwise) is there.
  // arbiter-board.css and its parts (a game's board, the editor), which the module build links when needed.
  const sheets = stylesheets(path.join(repoRoot, 'www'));
  assert.ok(sheets.length >= 4 && sheets[0] === 'arbiter-board.css', sheets.join(' '));
  const css = (await Promise.all(sheets.map((f) => minifyCss(fs.readFileSync(path.join(repoRoot, 'www', f), 'utf8')))))
    .map((o) => o.code).join('');
  const cssRuns = css.split(/["'`\\\n]/).filter((l) => l.length > 8);
  assert.ok(cssRuns.length > 5 && cssRuns.join('').length > 0.9 * css.length, 'the stylesheet is mostly runs without quotes');
  for (const l of cssRuns) assert.ok(src.includes(l), `the bundle lacks the stylesheet's text ${l}`);
  assert.deepEqual([...exportNames(src)], ['ArbiterBoard']);
  const version = JSON.parse(fs.readFileSync(path.join(repoRoot, 'pkg', 'package.json'), 'utf8')).version;
  assert.ok(src.includes(`the Arbiter engine ${version}`));
});

const classicPath = (game) => path.join(repoRoot, 'www', game ? `arbiter-board.${game}.classic.js` : 'arbiter-board.classic.js');
for (const game of [null, ...GAMES])
test(`the classic build ${path.basename(classicPath(game))} is a plain script: no import, export or import.meta`, () => {
  const file = classicPath(game);
  assert.ok(fs.existsSync(file), `www/${path.basename(file)} is missing: run make build`);
  const src = fs.readFileSync(file, 'utf8');
  // Compiles as a classic script (module syntax would throw here), and the module bundle does not.
  assert.doesNotThrow(() => new vm.Script(src, { filename: path.basename(file) }));
  assert.throws(() => new vm.Script(fs.readFileSync(game ? gameBundlePath(game) : bundlePath, 'utf8')), SyntaxError);
  assert.doesNotMatch(src, /\bimport\.meta\b/);
  assert.match(src, /document\.currentScript/);
  assert.match(src, /(['"`])[A-Za-z0-9+/=]{10000,}\1/, 'the wasm, gzipped, as one base64 string');
  assert.doesNotMatch(src, /data:text\/css/);
});

test('pkg/ ships the hand-written types, which declare every export of pkg/arbiter.js', () => {
  const pkgJson = JSON.parse(fs.readFileSync(path.join(repoRoot, 'pkg', 'package.json'), 'utf8'));
  assert.equal(pkgJson.types, 'arbiter.d.ts');
  const ours = fs.readFileSync(path.join(repoRoot, 'types', 'arbiter.d.ts'), 'utf8');
  assert.equal(fs.readFileSync(path.join(repoRoot, 'pkg', 'arbiter.d.ts'), 'utf8'), ours,
    'pkg/arbiter.d.ts is types/arbiter.d.ts: run make build');
  const declared = new Set();
  for (const m of ours.matchAll(/^export\s+(?:default\s+)?(?:function|class)\s+([\w$]+)/gm)) declared.add(m[1]);
  if (/^export\s+default\s+function/m.test(ours)) declared.add('default');
  const js = fs.readFileSync(path.join(repoRoot, 'pkg', 'arbiter.js'), 'utf8');
  for (const name of exportNames(js)) assert.ok(declared.has(name), `types/arbiter.d.ts does not declare ${name}`);
  assert.doesNotMatch(ours.replace(/^\s*(\/\/|\*|\/\*).*$/gm, ''), /\bany\b/, 'no `any` in the public types');
  // docs/api.md's error codes are all in ErrorCode.
  const api = fs.readFileSync(path.join(repoRoot, 'docs', 'api.md'), 'utf8');
  const section = api.slice(api.indexOf('## Errors'), api.indexOf('## Helpers'));
  const codes = [...section.matchAll(/`([a-z]+(?:-[a-z]+)+)`/g)].map((m) => m[1]);
  assert.ok(codes.length >= 10);
  for (const c of codes) assert.ok(ours.includes(`'${c}'`), `ErrorCode lacks ${c}`);
});

test('the bundler: imports, exports, import() of a relative file and the styles module are rewritten; anything it cannot bundle stops it', async () => {
  const { spawnSync } = await import('node:child_process');
  const os = await import('node:os');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-bundle-'));
  try {
    const put = (rel, text) => {
      fs.mkdirSync(path.dirname(path.join(tmp, rel)), { recursive: true });
      fs.writeFileSync(path.join(tmp, rel), text);
    };
    fs.mkdirSync(path.join(tmp, 'pkg'));
    // The served glue is minified (scripts/minify.mjs --engine); its map holds the readable text the bundler reads.
    for (const f of ['arbiter.js', 'arbiter.js.map', 'arbiter_bg.wasm']) {
      if (fs.existsSync(path.join(repoRoot, 'www', 'pkg', f))) fs.copyFileSync(path.join(repoRoot, 'www', 'pkg', f), path.join(tmp, 'pkg', f));
    }
    put('board/engine.js', 'export function loadEngine() { return import("../pkg/arbiter.js"); }\n');
    put('arbiter-board.css', ':host { color: red }\n');
    put('board/styles.js', "export function attachStyles(root) { root.linked = new URL('../arbiter-board.css', 'http://x/'); }\n");
    put('m/a.js', 'export const a = 1;\nexport function twice(x) {\n  return 2 * x;\n}\n');
    put('m/b.js', "import { a } from './a.js';\nexport default 10 + a;\nexport const y = 100;\nconst z = 1000;\nexport { z as zz };\n");
    put('m/late.js', "export default 'late';\nexport const twice = (x) => 2 * x;\n");
    const entry = "import {\n  a,\n  twice as t,\n} from './m/a.js';\nimport d, * as ns from './m/b.js';\n" +
      "import { loadEngine } from './board/engine.js';\n" +
      "import { attachStyles } from './board/styles.js';\n" +
      "export const X = a + t(d) + ns.y + ns.zz + ns.default;\nexport { attachStyles };\n" +
      "export const SELF = new URL('./arbiter-board.js', import.meta.url).href;\nexport const engine = loadEngine;\n" +
      "globalThis.__probe = { SELF, HERE: import.meta.url, X };\n" +
      "export const later = () => import('./m/late.js');\n";
    put('arbiter-board.js', entry);
    const run = () => spawnSync(process.execPath, [path.join(repoRoot, 'scripts', 'bundle.mjs'), '--www', tmp], { encoding: 'utf8' });
    const ok = run();
    assert.equal(ok.status, 0, ok.stderr);
    const url = `${new URL(`file://${path.join(tmp, 'arbiter-board.bundle.js')}`).href}`;
    const m = await import(url);
    assert.equal(m.X, 1 + 2 * 11 + 100 + 1000 + 11);
    assert.equal(m.SELF, url);
    // board/styles.js is replaced: the stylesheet's text becomes one constructed stylesheet, adopted by each root.
    const realSheet = globalThis.CSSStyleSheet;
    globalThis.CSSStyleSheet = class { replaceSync(text) { this.text = text; } };
    try {
      const roots = [{ adoptedStyleSheets: [] }, { adoptedStyleSheets: [] }];
      for (const r of roots) m.attachStyles(r);
      assert.equal(roots[0].adoptedStyleSheets.length, 1);
      assert.equal(roots[0].adoptedStyleSheets[0].text, ':host{color:red}', 'the stylesheet, minified');
      assert.equal(roots[1].adoptedStyleSheets[0], roots[0].adoptedStyleSheets[0], 'one sheet for every board');
      assert.equal(roots[0].linked, undefined);
    } finally {
      globalThis.CSSStyleSheet = realSheet;
    }
    // The classic build runs as a plain script; its URL is document.currentScript's.
    const classic = fs.readFileSync(path.join(tmp, 'arbiter-board.classic.js'), 'utf8');
    const sandbox = { document: { currentScript: { src: 'https://cdn.example/a/arbiter-board.classic.js' } },
      TextDecoder, TextEncoder, WebAssembly, URL, console };
    sandbox.globalThis = sandbox;
    vm.runInNewContext(classic, sandbox);
    assert.deepEqual({ ...sandbox.__probe }, { SELF: 'https://cdn.example/a/arbiter-board.classic.js',
      HERE: 'https://cdn.example/a/arbiter-board.classic.js', X: m.X });
    // A dynamic import of a relative file: the module is inlined (no file read: it is gone now), import() gives
    // its exports.
    fs.rmSync(path.join(tmp, 'm', 'late.js'));
    const late = await m.later();
    assert.equal(late.default, 'late');
    assert.equal(late.twice(21), 42);
    put('m/late.js', "export default 'late';\nexport const twice = (x) => 2 * x;\n");
    const engine = await m.engine(); // the bundle's own loader: the inlined wasm, no file read
    assert.equal(engine.version(), JSON.parse(fs.readFileSync(path.join(repoRoot, 'pkg', 'package.json'), 'utf8')).version);
    for (const [bad, why] of [
      ["const any = (name) => import(name);\n", /dynamic import/],
      ["const pkg = () => import('some-package');\n", /dynamic import/],
      ["export * from './m/a.js';\n", /export \*/],
      ["import { x } from 'some-package';\n", /only relative imports/],
      ["const img = new URL('./x.png', import.meta.url);\n", /cannot inline/],
      ["const css = new URL('./arbiter-board.css', import.meta.url);\n", /stylesheet URL .* cannot be bundled/],
      ["import { q } from './m/missing.js';\n", /does not exist/],
    ]) {
      put('arbiter-board.js', entry + bad);
      const r = run();
      assert.equal(r.status, 1, `should refuse: ${bad}`);
      assert.match(r.stderr, why);
    }
    put('m/a.js', "import './b.js';\nexport const a = 1;\nexport function twice(x) {\n  return 2 * x;\n}\n");
    put('arbiter-board.js', entry);
    assert.match(run().stderr, /cycle/);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});

for (const file of [bundlePath, gameBundlePath('stratego'), classicPath('stratego')])
describe(`a page with only ${path.basename(file)}`, { skip }, () => {
  const classic = file.endsWith('.classic.js');
  let server;
  let browser;
  const ex1 = readExample('more-squares-1.txt');

  before(async () => {
    const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Bundle test</title><link rel="icon" href="data:,">
<script ${classic ? '' : 'type="module" '}src="../dist/arbiter-board.bundle.js"></script></head>
<body><arbiter-board id="b" game="stratego" rules="${ex1.rules || 'isf'}" position="${ex1.position}"
  moves="${ex1.moves}" step="end"></arbiter-board></body></html>`;
    // Nothing of www/ is served: only the page and the bundle, in directories of their own.
    server = await startStatic({
      root: null,
      pages: {
        '/site/page.html': { body: html },
        '/dist/arbiter-board.bundle.js': { body: fs.readFileSync(file), type: 'text/javascript; charset=utf-8' },
      },
    });
    browser = await launch();
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  test('renders Example 1 and validates moves, requesting nothing but the page and the bundle', async () => {
    const context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
    try {
      const page = await context.newPage();
      const errors = watch(page);
      const requests = [];
      page.on('request', (r) => {
        if (!r.url().startsWith('data:')) requests.push(new URL(r.url()).pathname);
      });
      await page.goto(server.base + 'site/page.html');
      await page.waitForSelector('#b table.moves tbody tr', WAIT);
      const out = await page.evaluate(() => {
        const b = document.getElementById('b');
        const r = b.shadowRoot;
        const before = { rows: r.querySelectorAll('table.moves tbody tr').length, step: b.step,
                         pieces: r.querySelectorAll('.pieces .piece').length,
                         cssRules: r.adoptedStyleSheets.reduce((n, sheet) => n + sheet.cssRules.length, 0),
                         links: r.querySelectorAll('link, style').length };
        const refused = b.play('C3-B3');
        const shown = r.querySelector('.verdict').textContent;
        const legal = b.play('C3-C4');
        return { before, refused: { legal: refused.legal, rule: refused.rule }, shown, legal: legal.legal,
                 rowsAfter: r.querySelectorAll('table.moves tbody tr').length };
      });
      assert.equal(out.before.rows, ex1.moves.split(/\s+/).length);
      assert.equal(out.before.step, out.before.rows, 'step="end"');
      assert.ok(out.before.pieces > 0);
      assert.ok(out.before.cssRules > 10, 'the inlined stylesheet is adopted');
      assert.equal(out.before.links, 0, 'no <link> or <style> in the shadow root');
      assert.deepEqual(out.refused, { legal: false, rule: 'more-squares' });
      assert.match(out.shown, /Refused/);
      assert.match(out.shown, /ISF 11/);
      assert.equal(out.legal, true);
      assert.equal(out.rowsAfter, out.before.rows + 1);
      const other = requests.filter((p) => !['/site/page.html', '/dist/arbiter-board.bundle.js'].includes(p));
      assert.deepEqual(other, [], 'nothing but the page and the bundle was requested');
      assert.ok(!requests.some((p) => p.includes('pkg/')), 'no pkg/ request');
      assert.deepEqual(server.requests.filter((p) => !p.startsWith('/site/') && !p.startsWith('/dist/')), []);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});
