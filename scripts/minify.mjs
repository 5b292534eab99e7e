// The served widget, minified (issue 11: "the served widget JS is minified by the build, with source maps; the
// readable modules stay the source of truth"). scripts/bundle.mjs runs this (so does scripts/build-wasm.sh,
// through it); the output is git-ignored.
//
//   www/min/<path>.js      every ES module under www/ (the widget: arbiter-board.js, board/ and its subfolders;
//                          the pages' own modules: demo.js, register-sw.js, lang-pref.js, ...), found by walking
//                          the folder, so a new module is included by the next build. Not: www/pkg/ (the engine
//                          packages, wasm-bindgen's output), the single-file bundles and classic builds (which
//                          scripts/bundle.mjs minifies itself), the service worker's classic scripts (sw.js,
//                          sw-precache.js), tests and dot-files.
//   www/min/<path>.js.map  its source map, whose "sources" is the readable file (relative: ../board/x.js), so a
//                          browser's developer tools show www/'s modules.
//   www/min/arbiter-board.css (and .map)  the widget's stylesheet minified (www/min/board/styles.js links it: its
//                          URL is relative to the module's own place, see board/styles.js); the readable
//                          www/arbiter-board.css stays the source and is what the readable modules link.
//
//   node scripts/minify.mjs --engine   (scripts/build-wasm.sh, after wasm-bindgen) minifies in place the engine
//                          packages' JavaScript served to the widget, www/pkg/arbiter.js and
//                          www/pkg/<game>/arbiter.js (wasm-bindgen's output, a build product: no readable copy
//                          is served; each arbiter.js.map holds wasm-bindgen's text). pkg/, the npm package,
//                          keeps the readable file.
//
// The rule pages and the playground load www/min/ (e.g. <script type="module" src="../min/arbiter-board.js">);
// the service worker precaches it like every other file. The readable modules work unbuilt, as before: a site
// may load www/arbiter-board.js itself (the same behaviour, about 15 KB more gzipped).
//
// One rule keeps a minified module's behaviour that of its readable file although it sits one folder deeper:
//   - `new URL(<x>, import.meta.url)` names a file of the site (a page link, the stylesheet, an engine package,
//     the service worker): in www/min/ it is resolved from the readable module's place (so www/min/board/
//     engine.js still finds www/pkg/, and arbiter-board.js's links name www/index.html and www/arbiter-board.js);
//   - imports, import() and a bare `import.meta.url` (a module naming itself or its siblings, e.g. board/games.js
//     naming a board module that failed to load) stay relative to the minified file: www/min/ imports www/min/.
// A `new URL(..., import.meta.url)` this script cannot read (nested parentheses in its first argument) stops
// the build with the file's name.
//
//   node scripts/minify.mjs [--www www] [--engine]
//
// The minifier is esbuild (npm, a devDependency pinned in package.json): syntax is kept as written (no
// lowering), names inside a module are shortened, exported names kept.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const MIN_DIR = 'min';
/** The widget's stylesheet, minified to www/min/ beside the minified modules (board/styles.js links it). */
export const STYLESHEET = 'arbiter-board.css';
const ENGINE_JS = 'arbiter.js';
/** The name the glue's source map gives wasm-bindgen's readable text (held in the map itself). */
const GLUE_SOURCE = 'arbiter.wasm-bindgen.js';
const SOURCE_URL = '__arbiterSourceUrl';

/** The ES modules under `www` that the minifier copies (relative, '/'-separated), sorted. */
export function widgetModules(www) {
  const out = [];
  const skipDir = (rel, name) => name.startsWith('.') || /^(tests?|node_modules)$/.test(name) ||
    rel === 'pkg' || rel === MIN_DIR;
  const skipFile = (rel) => {
    const base = path.posix.basename(rel);
    return base.startsWith('.') || !base.endsWith('.js') || rel === 'sw.js' || rel === 'sw-precache.js' ||
      /^arbiter-board(\.[a-z]+)?\.(bundle|classic)\.js$/.test(rel) || /[.-]test\.js$/.test(base);
  };
  const walk = (abs, rel) => {
    for (const e of fs.readdirSync(abs, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) {
        if (!skipDir(r, e.name)) walk(path.join(abs, e.name), r);
      } else if (e.isFile() && !skipFile(r)) {
        out.push(r);
      }
    }
  };
  walk(www, '');
  // Sorted as whole paths (board/games.js before board/games/x.js), not as each folder's entries are walked.
  return out.sort();
}

/** `src` with each `new URL(<x>, import.meta.url)` resolved from the readable file's place; throws on one it
 * cannot read. Returns { code, rewrote }. */
export function rebaseSiteUrls(file, src) {
  let rewrote = 0;
  const code = src.replace(/(new\s+URL\(\s*[^()]*?,\s*)import\.meta\.url(\s*\))/g, (all, head, tail) => {
    rewrote++;
    return `${head}${SOURCE_URL}${tail}`;
  });
  if (/new\s+URL\([^;]{0,200}?import\.meta\.url\s*\)/.test(code)) {
    throw new Error(`${file}: a new URL(..., import.meta.url) whose first argument has parentheses cannot be ` +
      'rebased: compute the name first (const name = ...; new URL(name, import.meta.url))');
  }
  return { code, rewrote };
}

/** Minifies one module `rel` of `www` into `www/min/rel` with its map. Returns { raw, min } byte counts. */
/** esbuild's minified ES module with an external source map; `www/<rel>` named in a failure. */
function minifyJs(rel, code, options) {
  return transform(code, {
    loader: 'js',
    format: 'esm',
    minify: true,
    target: 'esnext',
    legalComments: 'none',
    sourcemap: 'external',
    ...options,
  }).catch((e) => {
    throw new Error(`www/${rel}: ${e.message}`);
  });
}

async function minifyModule(www, rel) {
  const src = fs.readFileSync(path.join(www, rel), 'utf8');
  const { code, rewrote } = rebaseSiteUrls(rel, src);
  const outFile = path.join(www, MIN_DIR, rel);
  const readable = path.posix.relative(path.posix.dirname(`${MIN_DIR}/${rel}`), rel); // ../board/x.js
  // The readable module's URL, from the minified one's (it sits in MIN_DIR, one folder deeper).
  const banner = rewrote
    ? `const ${SOURCE_URL}=new URL(${JSON.stringify(readable)},import.meta.url).href;`
    : '';
  const out = await minifyJs(rel, code, { sourcefile: readable, sourcesContent: false, banner });
  const map = JSON.parse(out.map);
  map.file = path.posix.basename(rel);
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  fs.writeFileSync(outFile, `${out.code.trimEnd()}\n//# sourceMappingURL=${path.posix.basename(rel)}.map\n`);
  fs.writeFileSync(`${outFile}.map`, JSON.stringify(map));
  return { raw: Buffer.byteLength(src), min: fs.statSync(outFile).size };
}

/** Minifies the widget's stylesheet `www/STYLESHEET` into `www/min/STYLESHEET` with its map (sources: the readable
 * file). Returns { raw, min } byte counts. */
async function minifyStylesheet(www) {
  const src = fs.readFileSync(path.join(www, STYLESHEET), 'utf8');
  const outFile = path.join(www, MIN_DIR, STYLESHEET);
  const out = await minifyCss(src, { sourcefile: `../${STYLESHEET}`, sourcemap: 'external' }).catch((e) => {
    throw new Error(`www/${STYLESHEET}: ${e.message}`);
  });
  const map = JSON.parse(out.map);
  map.file = STYLESHEET;
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  fs.writeFileSync(outFile, `${out.code.trimEnd()}\n/*# sourceMappingURL=${STYLESHEET}.map */\n`);
  fs.writeFileSync(`${outFile}.map`, JSON.stringify(map));
  return { raw: Buffer.byteLength(src), min: fs.statSync(outFile).size };
}

/** `css` minified by esbuild (comments dropped, whitespace and colours shortened; no lowering: the rules stay those
 * written). Resolves to esbuild's { code, map }. */
export function minifyCss(css, { sourcefile = STYLESHEET, sourcemap = false } = {}) {
  return transform(css, { loader: 'css', minify: true, target: 'esnext', legalComments: 'none', sourcemap,
    sourcefile, sourcesContent: false });
}

/** Writes www/min/ anew from the modules under `www` (and the stylesheet). Returns the list of modules. */
export async function minifyWidget(www = path.join(root, 'www')) {
  const modules = widgetModules(www);
  fs.rmSync(path.join(www, MIN_DIR), { recursive: true, force: true });
  let raw = 0;
  let min = 0;
  for (const rel of modules) {
    const r = await minifyModule(www, rel);
    raw += r.raw;
    min += r.min;
  }
  console.log(`[minify] www/${MIN_DIR}/: ${modules.length} modules, ${raw} -> ${min} bytes (with source maps)`);
  if (fs.existsSync(path.join(www, STYLESHEET))) {
    const css = await minifyStylesheet(www);
    console.log(`[minify] www/${MIN_DIR}/${STYLESHEET}: ${css.raw} -> ${css.min} bytes (with a source map)`);
  }
  return modules;
}

/** Minifies a whole script (a bundle: `format` 'esm' for the module bundle, 'iife' for the classic build), keeping
 * `header` (comment lines) on top. No source map: the bundle is generated from www/'s modules. */
export async function minifyScript(text, { header = '', module = true } = {}) {
  const out = await transform(text, {
    loader: 'js',
    format: module ? 'esm' : undefined,
    minify: true,
    target: 'esnext',
    legalComments: 'none',
  });
  return `${header}${out.code}`;
}

/** The engine packages' JavaScript under `www/pkg/` (wasm-bindgen's glue: www/pkg/arbiter.js and
 * www/pkg/<game>/arbiter.js), relative to `www`, sorted. */
export function engineGlue(www) {
  const dir = path.join(www, 'pkg');
  if (!fs.existsSync(dir)) return [];
  const out = fs.existsSync(path.join(dir, ENGINE_JS)) ? [`pkg/${ENGINE_JS}`] : [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (e.isDirectory() && fs.existsSync(path.join(dir, e.name, ENGINE_JS))) out.push(`pkg/${e.name}/${ENGINE_JS}`);
  }
  return out;
}

/** Minifies each engine package's glue in place (scripts/build-wasm.sh runs this once after wasm-bindgen writes it;
 * the npm package pkg/ keeps wasm-bindgen's readable file). Its map holds the readable text (sourcesContent), as no
 * readable copy is served; a glue already minified (it names its map) is left as it is. Returns the files done. */
export async function minifyEngineGlue(www = path.join(root, 'www')) {
  const done = [];
  for (const rel of engineGlue(www)) {
    const file = path.join(www, rel);
    const src = fs.readFileSync(file, 'utf8');
    if (src.includes(`//# sourceMappingURL=${ENGINE_JS}.map`)) continue;
    const out = await minifyJs(rel, src, { sourcefile: GLUE_SOURCE, sourcesContent: true });
    const map = JSON.parse(out.map);
    map.file = ENGINE_JS;
    fs.writeFileSync(file, `${out.code.trimEnd()}\n//# sourceMappingURL=${ENGINE_JS}.map\n`);
    fs.writeFileSync(`${file}.map`, JSON.stringify(map));
    console.log(`[minify] www/${rel}: ${Buffer.byteLength(src)} -> ${fs.statSync(file).size} bytes (with a source map)`);
    done.push(rel);
  }
  return done;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const i = args.indexOf('--www');
  try {
    const dir = path.resolve(root, i >= 0 ? args[i + 1] : 'www');
    if (args.includes('--engine')) await minifyEngineGlue(dir);
    else await minifyWidget(dir);
  } catch (e) {
    console.error(`[minify] ${e.message}`);
    process.exit(1);
  }
}
