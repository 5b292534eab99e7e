// The npm package of the widget with its engine (scripts/build-site.mjs writes pkg-widget/ during make build, from
// the template scripts/widget-package/):
// `npm pack` makes its tarball, which is installed offline into a scratch project (npm install ./file.tgz, no
// registry), as a site that bundles its scripts would. Then:
// - every `exports` target and `types` file is in the installed package, and the tarball holds nothing else;
// - Node imports 'arbiter-board/engine' by its package name and judges a move with the wasm shipped beside it;
// - Chromium, given an import map made from the installed package.json's `exports` (what a bundler resolves),
//   imports 'arbiter-board/stratego' and 'arbiter-board' by name: the element draws and judges a board.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumMissing, launch, watch } from './browser/harness.mjs';
import { startStatic, repoRoot } from './dist/server.mjs';
import { registry } from '../../www/board/games.js';

const pkgDir = path.join(repoRoot, 'pkg-widget');
const WAIT = { timeout: 60_000 }; // generous: a busy 2-core machine (a passing wait costs nothing)
const GAMES = registry().map(([name]) => name);

/** The package's exports with each pattern ("./*", "./classic/*") taken for every game: [subpath, target]. */
function exportsOf(manifest) {
  const out = [];
  for (const [key, value] of Object.entries(manifest.exports)) {
    const games = key.includes('*') ? GAMES : [null];
    for (const g of games) {
      const fill = (s) => (g ? s.replaceAll('*', g) : s);
      out.push([fill(key), typeof value === 'string' ? { default: fill(value) } : { types: fill(value.types), default: fill(value.default) }]);
    }
  }
  return out;
}

describe('the npm package pkg-widget/, packed and installed into a scratch project', () => {
  let tmp;
  let project;
  let installed;
  let manifest;
  let packed;

  before(() => {
    assert.ok(fs.existsSync(path.join(pkgDir, 'package.json')), 'pkg-widget/ is missing: run make build');
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-npm-'));
    // npm with its own empty cache, offline: nothing may come from a registry.
    const npm = (args, cwd) => execFileSync('npm', [...args, '--offline', '--cache', path.join(tmp, 'cache'),
      '--no-audit', '--no-fund', '--loglevel', 'error'], { cwd, encoding: 'utf8' });
    packed = JSON.parse(npm(['pack', '--json', '--pack-destination', tmp], pkgDir))[0];
    project = path.join(tmp, 'site');
    fs.mkdirSync(project);
    fs.writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'scratch-site', private: true, type: 'module' }));
    npm(['install', path.join(tmp, packed.filename)], project);
    installed = path.join(project, 'node_modules', 'arbiter-board');
    manifest = JSON.parse(fs.readFileSync(path.join(installed, 'package.json'), 'utf8'));
  });

  after(() => {
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  test('the tarball installs; every export and type it names is there, and nothing else is packed', () => {
    assert.equal(manifest.name, 'arbiter-board');
    assert.equal(manifest.version, JSON.parse(fs.readFileSync(path.join(repoRoot, 'pkg', 'package.json'), 'utf8')).version);
    assert.equal(manifest.type, 'module');
    const targets = [manifest.types, manifest.main];
    const resolved = new Map(exportsOf(manifest));
    for (const [key, value] of resolved) {
      assert.ok(key === '.' || key.startsWith('./'), key);
      targets.push(...Object.values(value).filter(Boolean));
    }
    for (const t of targets) assert.ok(fs.existsSync(path.join(installed, t)), `${t} is not in the installed package`);
    for (const key of ['.', ...GAMES.map((g) => `./${g}`), './engine']) {
      assert.ok(resolved.get(key)?.types && resolved.get(key)?.default, `exports["${key}"] has types and a default`);
    }
    // Everything packed is in the package's folder, and the other way round.
    const files = packed.files.map((f) => f.path).sort();
    assert.deepEqual(files, fs.readdirSync(pkgDir).sort());
    // The widget's types declare the element and map the tag name; the engine's are pkg/'s (scripts/types.mjs).
    const types = fs.readFileSync(path.join(installed, 'arbiter-board.d.ts'), 'utf8');
    assert.match(types, /export declare class ArbiterBoard extends HTMLElement/);
    assert.match(types, /'arbiter-board': ArbiterBoard/);
    assert.match(types, /from '\.\/arbiter\.js'/);
    assert.equal(fs.readFileSync(path.join(installed, 'arbiter.d.ts'), 'utf8'),
      fs.readFileSync(path.join(repoRoot, 'pkg', 'arbiter.d.ts'), 'utf8'));
    // The widget entries are single files: no import of anything (a site's bundler has nothing to find).
    for (const key of ['.', './stratego']) {
      const src = fs.readFileSync(path.join(installed, resolved.get(key).default), 'utf8');
      assert.doesNotMatch(src, /^\s*import[\s{*'"]/m);
      assert.doesNotMatch(src, /new URL\(\s*['"][^'"]+['"]\s*,\s*import\.meta\.url/, 'no asset URL for a bundler to chase');
    }
  });

  test("Node imports 'arbiter-board/engine' by name and judges a move", () => {
    const script = `
      import fs from 'node:fs';
      import { fileURLToPath } from 'node:url';
      import { initSync, validateMove, version } from 'arbiter-board/engine';
      initSync({ module: fs.readFileSync(fileURLToPath(import.meta.resolve('arbiter-board/engine/arbiter_bg.wasm'))) });
      const game = { game: 'stratego', position: '10/10/10/10/10/1b8/bj2b5/10/1O8/10 r',
        moves: ['B2-B3', 'B4-C4', 'B3-C3', 'C4-D4', 'C3-D3', 'D4-C4', 'D3-C3', 'C4-B4'] };
      const v = validateMove(game, 'C3-B3');
      console.log(JSON.stringify({ version: version(), legal: v.legal, rule: v.rule }));`;
    fs.writeFileSync(path.join(project, 'check.mjs'), script);
    const out = JSON.parse(execFileSync(process.execPath, ['check.mjs'], { cwd: project, encoding: 'utf8' }));
    assert.deepEqual(out, { version: manifest.version, legal: false, rule: 'more-squares' });
  });

  test('a page imports the installed package by name (import map from its exports): the board draws and judges',
    { skip: chromiumMissing ? 'Chromium is not installed' : false }, async () => {
      // What a bundler does with `import 'arbiter-board/stratego'`: resolve it through the package's exports.
      const imports = {};
      for (const [key, value] of exportsOf(manifest)) {
        const target = value.default;
        imports[key === '.' ? 'arbiter-board' : `arbiter-board/${key.slice(2)}`] = `/node_modules/arbiter-board/${target.slice(2)}`;
      }
      const page = (entry) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>npm</title>
<link rel="icon" href="data:,">
<script type="importmap">${JSON.stringify({ imports })}</script>
<script type="module">import { ArbiterBoard } from '${entry}'; window.__defined = ArbiterBoard === customElements.get('arbiter-board');</script>
</head><body><arbiter-board game="stratego" position="10/10/10/10/10/1b8/bj2b5/10/1O8/10 r"
moves="B2-B3 B4-C4 B3-C3 C4-D4 C3-D3 D4-C4 D3-C3 C4-B4" step="end"></arbiter-board></body></html>`;
      const server = await startStatic({ root: project, pages: { '/one.html': { body: page('arbiter-board/stratego') },
        '/all.html': { body: page('arbiter-board') } } });
      const browser = await launch();
      try {
        for (const file of ['one.html', 'all.html']) {
          const p = await browser.newPage();
          const errors = watch(p);
          await p.goto(server.base + file);
          await p.waitForFunction(() => document.querySelector('arbiter-board')?.getAttribute('data-engine'), null, WAIT);
          const r = await p.evaluate(() => {
            const b = document.querySelector('arbiter-board');
            const v = b.play('C3-B3');
            return { defined: window.__defined, engine: b.getAttribute('data-engine'),
              rows: b.shadowRoot.querySelectorAll('table.moves tbody tr').length, legal: v.legal, rule: v.rule };
          });
          assert.deepEqual(r, { defined: true, engine: 'ready', rows: 8, legal: false, rule: 'more-squares' }, file);
          assert.deepEqual(errors, [], file);
          await p.close();
        }
      } finally {
        await browser.close();
        await server.stop();
      }
    });
});
