// Build outputs made from www/ (all git-ignored; scripts/build-wasm.sh runs this after the wasm build):
//
//   www/arbiter-board.bundle.js  the <arbiter-board> widget in one ES module with no imports: our own modules
//                                concatenated in dependency order, the stylesheet's text inlined and adopted as a
//                                constructed stylesheet (board/styles.js is replaced; no data: URL, no inline
//                                style, so a Content-Security-Policy needs no style-src allowance), and the
//                                engine with every game (www/pkg/arbiter.js) with its wasm inlined (gzip, then
//                                base64; unpacked with DecompressionStream), started with initSync from those
//                                bytes. A site hosts this one file. The full engine rather than the per-game
//                                ones: one file cannot download only the game a page shows, and the full wasm is
//                                smaller than the per-game ones together (they each repeat the shared code).
//   www/arbiter-board.<game>.bundle.js  the same with only that game's engine inlined (www/pkg/<game>/), for a
//                                site that shows one game: much smaller; other games' boards say the engine
//                                was built without them (code game-not-built).
//   www/arbiter-board.classic.js, www/arbiter-board.<game>.classic.js  the same two kinds as a classic script
//                                (one function scope, no import/export, no import.meta): a page on any origin
//                                loads it with a plain <script src>, which needs no CORS header (a module
//                                script from another origin does). Its own URL comes from document.currentScript.
//   www/min/                     every ES module under www/ minified, with source maps to the readable files
//                                (scripts/minify.mjs; the rule pages and the playground load these). The bundles
//                                and classic builds above are minified too (esbuild), under their header comment.
//   www/sw-precache.js           the service worker's precache list (every file under www/ but the bundles, the
//                                service worker's own files, notes and tests) and a content hash that names
//                                the cache (www/sw.js imports it).
//
//   node scripts/bundle.mjs [--www www]
//
// The bundler is deliberately tiny and only for our own modules: relative static imports
// (`import x from`, `import { a, b as c } from`, `import * as ns from`), dynamic imports of a relative string
// literal (`import('./x.js')`: the widget's per-game board modules and languages, loaded on demand on a site
// that hosts www/), and `export` of declarations, `export default`, `export { a, b as c }`. Each module becomes
// a function scope that returns its exports; an import becomes a `const` read from that object (fine for our
// modules: none reassigns an exported binding), a dynamic import a promise of that object (the module is
// inlined like any other: the bundle holds every game and fetches nothing). `import.meta.url` becomes the
// bundle's own URL (__scriptUrl), so no `new URL('<file>', import.meta.url)` is left for a site's bundler to
// chase. Anything it does not understand (a dynamic import() of anything but a relative string literal,
// `export * from`, a bare specifier, a cycle, an asset URL other than a page link) stops the build with the file
// and the reason, rather than producing a bundle that would fetch something at run time.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { MIN_DIR, minifyScript, minifyWidget, stylesheets } from './minify.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const wwwArg = args.indexOf('--www');
const www = path.resolve(root, wwwArg >= 0 ? args[wwwArg + 1] : 'www');

const ENTRY = 'arbiter-board.js';
const ENGINE = 'board/engine.js'; // replaced in the bundle by a module that starts the inlined wasm
const STYLES = 'board/styles.js'; // replaced in the bundle by a module that adopts the inlined stylesheet
const CSS = 'arbiter-board.css';
const PKG_JS = 'pkg/arbiter.js';
const PKG_WASM = 'pkg/arbiter_bg.wasm';
const BUNDLE = 'arbiter-board.bundle.js';
/** A bundle's file name: every game, or one game's; an ES module (`bundle`) or a classic script (`classic`). */
const bundleName = (game, format = 'module') => {
  const kind = format === 'classic' ? 'classic' : 'bundle';
  return game ? `arbiter-board.${game}.${kind}.js` : `arbiter-board.${kind}.js`;
};
const IS_BUNDLE = /^arbiter-board(\.[a-z]+)?\.(bundle|classic)\.js$/;
const PRECACHE = 'sw-precache.js';

function fail(msg) {
  console.error(`[bundle] ${msg}`);
  process.exit(1);
}
/** A file of www/ as text; an engine package's glue, which scripts/minify.mjs --engine minified in place, as
 * wasm-bindgen wrote it (the text its source map holds): this bundler reads the readable form, and minifies the
 * whole bundle at the end anyway. */
const read = (rel) => {
  const text = fs.readFileSync(path.join(www, rel), 'utf8');
  if (!/^pkg\/([a-z]+\/)?arbiter\.js$/.test(rel) || !/\/\/# sourceMappingURL=arbiter\.js\.map\s*$/.test(text)) return text;
  const mapFile = path.join(www, `${rel}.map`);
  const readable = fs.existsSync(mapFile) && JSON.parse(fs.readFileSync(mapFile, 'utf8')).sourcesContent?.[0];
  if (typeof readable !== 'string') fail(`www/${rel} is minified but www/${rel}.map holds no readable text: run scripts/build-wasm.sh`);
  return readable;
};
const gz = (buf) => zlib.gzipSync(buf, { level: 9 }).length;

// --- the engine module of the bundle ---------------------------------------------------------------------------

/** The package a bundle inlines: every game (pkg/), or one game's (pkg/<game>/). */
const pkgOf = (game) => (game ? { js: `pkg/${game}/arbiter.js`, wasm: `pkg/${game}/arbiter_bg.wasm` }
  : { js: PKG_JS, wasm: PKG_WASM });

function engineModule(game) {
  // gzip before base64: base64 text hides the bytes' redundancy from the server's gzip (measured: ~107 KB
  // gzipped bundle with raw base64, ~80 KB with this); DecompressionStream unpacks it in the browser.
  const { js, wasm: wasmPath } = pkgOf(game);
  const wasm = zlib.gzipSync(fs.readFileSync(path.join(www, wasmPath)), { level: 9 });
  const rel = path.posix.relative(path.posix.dirname(ENGINE), js);
  return `// The bundle's engine loader (scripts/bundle.mjs): the same contract as www/${ENGINE}, with the wasm of
// ${game ? `the ${game} engine` : 'the engine with every game'} inlined (the game asked for does not matter: there is one engine).
import * as pkg from './${rel}';

const WASM_GZIP_BASE64 = '${wasm.toString('base64')}';
let loading = null;

export function loadEngine() {
  if (!loading) loading = start();
  return loading;
}

async function start() {
  if (typeof WebAssembly !== 'object') throw new Error('WebAssembly is not available');
  if (typeof DecompressionStream !== 'function') throw new Error('DecompressionStream is not available');
  const text = atob(WASM_GZIP_BASE64);
  const packed = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) packed[i] = text.charCodeAt(i);
  const stream = new Blob([packed]).stream().pipeThrough(new DecompressionStream('gzip'));
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  try {
    // Refused (a CompileError) under a Content-Security-Policy without 'wasm-unsafe-eval': the widget then
    // shows its fallback.
    pkg.initSync({ module: bytes });
  } catch (e) {
    // A browser that limits synchronous compilation on the main thread: compile asynchronously instead.
    if (!(e instanceof RangeError)) throw e;
    await pkg.default({ module_or_path: bytes });
  }
  return pkg;
}

// No Web Worker in a bundle (a worker needs a script file of its own, and this engine lives inside the bundle):
// long questions are answered on the page, which blocks while they are computed.
export async function engineCall(game, op, ...args) {
  const mod = await loadEngine();
  return mod[op](...args);
}
`;
}

// --- the styles module of the bundle ----------------------------------------------------------------------------

function stylesModule() {
  if (!fs.existsSync(path.join(www, CSS))) fail(`www/${CSS} is missing`);
  // The minified copies scripts/minify.mjs wrote (minifyWidget runs first), without their source map comments:
  // arbiter-board.css and its parts (board/styles.js links each when a board needs it; a bundle holds them all).
  const css = stylesheets(www).map((name) => {
    const min = path.join(www, MIN_DIR, name);
    return fs.existsSync(min)
      ? fs.readFileSync(min, 'utf8').replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '').trimEnd()
      : read(name);
  }).join('\n');
  return `// The bundle's styles (scripts/bundle.mjs): the same contract as www/${STYLES}, with www/${CSS} and its parts
// (minified) inlined as text and adopted as one constructed stylesheet, shared by every board of the page. A Content-Security-Policy
// restricts neither (no data: URL, no inline <style>, no 'unsafe-inline' needed). A browser without
// constructed stylesheets (before Safari 16.4) gets a <style> element instead, which a CSP without
// 'unsafe-inline' in style-src blocks there. The parts are in the one sheet already: attachPart adds nothing.
const CSS_TEXT = ${JSON.stringify(css)};
let sheet = null;

export function attachPart() {}

export function attachStyles(root) {
  if (typeof CSSStyleSheet === 'function' && 'adoptedStyleSheets' in root && 'replaceSync' in CSSStyleSheet.prototype) {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(CSS_TEXT);
    }
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement('style');
  style.textContent = CSS_TEXT;
  root.append(style);
}
`;
}

// --- the module transform ----------------------------------------------------------------------------------------

const IDENT = /^[A-Za-z_$][\w$]*$/;

/** Where `spec` (relative) points from module `from`, as a path relative to www/. */
function resolve(from, spec, file) {
  if (!/^\.{1,2}\//.test(spec)) fail(`${file}: only relative imports can be bundled, not "${spec}"`);
  const p = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  if (p.startsWith('../')) fail(`${file}: "${spec}" points outside www/`);
  return p;
}

/** Parses an import clause (`a`, `{ a, b as c }`, `* as ns`, `a, { b }`, `a, * as ns`) into `const` lines. */
function importBindings(clause, modVar, file) {
  const out = [];
  let rest = clause.trim();
  const def = rest.match(/^([A-Za-z_$][\w$]*)\s*(?:,\s*|$)/);
  if (def && def[1] !== 'as') {
    out.push(`const ${def[1]} = ${modVar}.default;`);
    rest = rest.slice(def[0].length).trim();
  }
  if (!rest) return out;
  const ns = rest.match(/^\*\s+as\s+([A-Za-z_$][\w$]*)$/);
  if (ns) {
    out.push(`const ${ns[1]} = ${modVar};`);
    return out;
  }
  const named = rest.match(/^\{([\s\S]*)\}$/);
  if (!named) fail(`${file}: cannot read the import clause "${clause}"`);
  const parts = [];
  for (const item of named[1].split(',').map((s) => s.trim()).filter(Boolean)) {
    const m = item.match(/^([A-Za-z_$][\w$]*)(?:\s+as\s+([A-Za-z_$][\w$]*))?$/);
    if (!m) fail(`${file}: cannot read the import "${item}"`);
    parts.push(m[2] ? `${m[1]}: ${m[2]}` : m[1]);
  }
  if (parts.length) out.push(`const { ${parts.join(', ')} } = ${modVar};`);
  return out;
}

/** `new URL('<file>', import.meta.url)`: the entry's own URL -> the bundle's; a page URL (a link) stays relative
 * to the bundle; any other asset URL stops the build (a stylesheet belongs in board/styles.js, which the bundle
 * replaces). Then every `import.meta.url` left (the engine package's default wasm URL, never used: the bundle
 * passes the bytes) becomes `__scriptUrl`, the bundle's own URL. */
function inlineAssets(file, src, isPkg) {
  src = src.replace(/new URL\(\s*(['"])([^'"]+)\1\s*,\s*import\.meta\.url\s*\)/g, (all, q, spec) => {
    if (isPkg) return all;
    const target = resolve(file, spec, file);
    if (target === ENTRY) return 'new URL(__scriptUrl)'; // the widget's own script: the bundle
    if (target.endsWith('.html')) return `new URL(${q}${spec}${q}, __scriptUrl)`; // a link for the reader, never fetched
    if (target.endsWith('.css')) fail(`${file}: a stylesheet URL ("${spec}") cannot be bundled: load styles through ${STYLES}`);
    fail(`${file}: cannot inline the asset URL "${spec}" (only .html links)`);
    return all;
  });
  return src.replace(/\bimport\.meta\.url\b/g, '__scriptUrl');
}

/** One module -> { deps: [path], code (function body), exports: Map(exported name -> local name) }. */
function transform(file, src, { exportsOnly = false } = {}) {
  const isPkg = /^pkg\/([a-z]+\/)?arbiter\.js$/.test(file);
  const deps = [];
  const modVar = (dep) => `__m${moduleIndex(dep)}`;
  // import('./x.js') -> the inlined module's exports, as a promise (what import() gives).
  if (!exportsOnly) {
    src = src.replace(/(^|[^.\w$])import\(\s*(['"])(\.{1,2}\/[^'"]+)\2\s*\)/g, (all, pre, q, spec) => {
      const dep = resolve(file, spec, file);
      deps.push(dep);
      return `${pre}Promise.resolve(${modVar(dep)})`;
    });
  }
  for (const line of exportsOnly ? [] : src.split('\n')) {
    const t = line.trim();
    if (t.startsWith('//') || t.startsWith('*') || t.startsWith('/*')) continue;
    if (/(^|[^.\w$])import\s*\(/.test(t)) fail(`${file}: a dynamic import() cannot be bundled: ${t}`);
    if (/^export\s*\*/.test(t)) fail(`${file}: "export *" is not supported by the bundler: ${t}`);
    if (/^await\b/.test(line)) fail(`${file}: top-level await is not supported by the bundler`);
  }
  const exportsMap = new Map();
  let code = exportsOnly ? src : inlineAssets(file, src, isPkg);

  // Imports: `import <clause> from '<spec>';` (possibly over several lines) and `import '<spec>';`.
  code = code.replace(/^[ \t]*import\s+([\w$*{}\s,]+?)\s+from\s+(['"])([^'"]+)\2[ \t]*;?/gm, (all, clause, q, spec) => {
    const dep = resolve(file, spec, file);
    deps.push(dep);
    return importBindings(clause, modVar(dep), file).join(' ');
  });
  code = code.replace(/^[ \t]*import\s+(['"])([^'"]+)\1[ \t]*;?/gm, (all, q, spec) => {
    const dep = resolve(file, spec, file);
    deps.push(dep);
    return `/* import '${spec}' */`;
  });
  if (/^[ \t]*import[\s{*]/m.test(code)) fail(`${file}: an import statement the bundler cannot read is left`);

  // Exports.
  code = code.replace(/^([ \t]*)export\s+\{([^}]*)\}\s*(from\s*['"][^'"]+['"])?\s*;?/gm, (all, ind, list, from) => {
    if (from) fail(`${file}: "export { ... } from" is not supported by the bundler`);
    for (const item of list.split(',').map((s) => s.trim()).filter(Boolean)) {
      const m = item.match(/^([A-Za-z_$][\w$]*)(?:\s+as\s+([A-Za-z_$][\w$]*))?$/);
      if (!m) fail(`${file}: cannot read the export "${item}"`);
      exportsMap.set(m[2] || m[1], m[1]);
    }
    return ind;
  });
  code = code.replace(
    /^([ \t]*)export\s+default\s+(?:(async\s+function\s*\*?|function\s*\*?|class)\s+([A-Za-z_$][\w$]*))?/gm,
    (all, ind, kind, name) => {
      if (kind) {
        exportsMap.set('default', name);
        return `${ind}${kind} ${name}`;
      }
      exportsMap.set('default', '__default');
      return `${ind}const __default = `;
    },
  );
  code = code.replace(
    /^([ \t]*)export\s+((?:async\s+)?function\s*\*?|class|const|let|var)\s+([A-Za-z_$][\w$]*)/gm,
    (all, ind, kind, name) => {
      exportsMap.set(name, name);
      return `${ind}${kind} ${name}`;
    },
  );
  if (/^[ \t]*export\b/m.test(code)) fail(`${file}: an export statement the bundler cannot read is left`);
  for (const local of exportsMap.values()) if (!IDENT.test(local)) fail(`${file}: bad export name ${local}`);
  return { deps, code, exports: exportsMap };
}

const indexOf = new Map();
function moduleIndex(p) {
  if (!indexOf.has(p)) indexOf.set(p, indexOf.size);
  return indexOf.get(p);
}

/** Builds one bundle: `game` (or every game), as an ES module (`module`) or a classic script (`classic`). The
 * modules are transformed once per game and shared by both formats. */
async function buildBundle(game, formats = ['module', 'classic']) {
  const { js, wasm } = pkgOf(game);
  for (const need of [ENTRY, ENGINE, js, wasm]) {
    if (!fs.existsSync(path.join(www, need))) fail(`www/${need} is missing (run scripts/build-wasm.sh)`);
  }
  const virtual = new Map([[ENGINE, () => engineModule(game)], [STYLES, stylesModule]]);
  const modules = new Map(); // path -> transformed
  const order = [];
  const state = new Map(); // path -> 'visiting' | 'done'
  const visit = (p, via) => {
    if (state.get(p) === 'done') return;
    if (state.get(p) === 'visiting') fail(`an import cycle through ${p} (from ${via}) cannot be bundled`);
    state.set(p, 'visiting');
    if (!virtual.has(p) && !fs.existsSync(path.join(www, p))) fail(`${via} imports ${p}, which does not exist`);
    const m = transform(p, virtual.has(p) ? virtual.get(p)() : read(p));
    modules.set(p, m);
    for (const d of m.deps) visit(d, p);
    state.set(p, 'done');
    order.push(p);
  };
  visit(ENTRY, 'the entry');

  // Each replacement must offer everything the real module exports.
  for (const p of virtual.keys()) {
    if (!modules.has(p) || !fs.existsSync(path.join(www, p))) continue;
    const real = transform(p, read(p), { exportsOnly: true });
    for (const name of real.exports.keys()) {
      if (!modules.get(p).exports.has(name)) {
        fail(`www/${p} exports "${name}", which the bundle's version lacks: update scripts/bundle.mjs`);
      }
    }
  }

  const version = JSON.parse(fs.readFileSync(path.join(root, 'pkg', 'package.json'), 'utf8')).version;
  for (const format of formats) {
    const classic = format === 'classic';
    const name = bundleName(game, format);
    const parts = [
      `// ${name}: the <arbiter-board> widget with the Arbiter engine ${version} (WebAssembly,`,
      `// inlined${game ? `; the ${game} rules only` : ''}) in one ${classic ? 'classic script (no module, loads from any origin without CORS)' : 'ES module with no imports'}.`,
      '// Built by scripts/bundle.mjs from www/; do not edit.',
      `//   <script ${classic ? '' : 'type="module" '}src="${name}"></script>`,
      `//   <arbiter-board game="${game || 'stratego'}" position="..." moves="..."></arbiter-board>`,
      "// A Content-Security-Policy must allow 'wasm-unsafe-eval' in script-src (else the board shows the position",
      "// and says checking is unavailable); the styles need no allowance (a constructed stylesheet).",
      '',
    ];
    if (classic) {
      parts.push('(function () {', "'use strict';");
      // document.currentScript is this <script> while it runs (also with defer or async).
      parts.push('const __scriptUrl = (document.currentScript && document.currentScript.src) || document.baseURI;', '');
    } else {
      parts.push('const __scriptUrl = import.meta.url;', '');
    }
    for (const p of order) {
      const m = modules.get(p);
      const props = [...m.exports].map(([n, local]) => (n === local ? n : `${n}: ${local}`));
      parts.push(`// --- ${virtual.has(p) ? `${p} (bundle version)` : p}`);
      parts.push(`const __m${moduleIndex(p)} = (() => {`);
      parts.push(m.code.trimEnd());
      parts.push(`return Object.freeze({ ${props.join(', ')} });`);
      parts.push('})();');
      parts.push('');
    }
    const entry = modules.get(ENTRY);
    if (classic) {
      parts.push('})();');
    } else {
      for (const n of entry.exports.keys()) {
        parts.push(n === 'default'
          ? `export default __m${moduleIndex(ENTRY)}.default;`
          : `export const ${n} = __m${moduleIndex(ENTRY)}.${n};`);
      }
    }
    const readable = parts.join('\n') + '\n';
    if (classic) {
      const code = readable.split('\n').filter((l) => !/^\s*(\/\/|\*|\/\*)/.test(l)).join('\n');
      if (/\bimport\.meta\b/.test(code)) fail(`${name}: import.meta is left, which a classic script cannot run`);
      if (/^\s*(import|export)\b[\s{*'"]/m.test(code)) fail(`${name}: an import or export is left`);
    }
    // Minified (scripts/minify.mjs, esbuild), under the same header comment.
    const header = parts.slice(0, parts.indexOf('')).join('\n') + '\n';
    const out = await minifyScript(readable, { header, module: !classic }).catch((e) => fail(`${name}: ${e.message}`));
    fs.writeFileSync(path.join(www, name), out);
    console.log(`[bundle] www/${name}: ${order.length} modules, ${out.length} bytes, ${gz(out)} bytes gzipped ` +
      `(before minifying: ${readable.length} bytes, ${gz(readable)} gzipped)`);
  }
}

// --- the precache list -------------------------------------------------------------------------------------------

/** Files under www/ the site serves (relative, '/'-separated), without what the service worker must not hold. */
export function siteFiles(dir = www) {
  const out = [];
  const skipDir = (name) => name.startsWith('.') || /^(tests?|node_modules)$/.test(name);
  const skipFile = (rel) =>
    path.posix.basename(rel).startsWith('.') ||
    rel === 'sw.js' || rel === PRECACHE || IS_BUNDLE.test(rel) ||
    /\.(md|map|mjs)$/i.test(rel) || /[.-]test\.[a-z]+$/i.test(rel);
  const walk = (abs, rel) => {
    for (const e of fs.readdirSync(abs, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) {
        if (!skipDir(e.name)) walk(path.join(abs, e.name), r);
      } else if (e.isFile() && !skipFile(r)) {
        out.push(r);
      }
    }
  };
  walk(dir, '');
  return out;
}

function buildPrecache() {
  const files = siteFiles();
  const hash = crypto.createHash('sha256');
  for (const f of files.concat('sw.js')) {
    const p = path.join(www, f);
    if (!fs.existsSync(p)) continue;
    hash.update(f + '\0').update(fs.readFileSync(p)).update('\0');
  }
  const version = hash.digest('hex').slice(0, 16);
  // A directory's index.html is also asked for as the directory itself ("./", "rules/").
  const urls = [];
  for (const f of files) {
    if (f === 'index.html') urls.push('./');
    else if (f.endsWith('/index.html')) urls.push(f.slice(0, -'index.html'.length));
    urls.push(f);
  }
  const text =
    `// The service worker's precache list (www/sw.js imports it). Written by scripts/bundle.mjs; do not edit.\n` +
    `self.ARBITER_PRECACHE = ${JSON.stringify({ version, files: urls }, null, 2)};\n`;
  fs.writeFileSync(path.join(www, PRECACHE), text);
  console.log(`[bundle] www/${PRECACHE}: ${urls.length} URLs, cache version ${version}`);
}

/** The games that have a package of their own under www/pkg/ (scripts/build-wasm.sh makes them). */
function perGamePackages() {
  const dir = path.join(www, 'pkg');
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && /^[a-z]+$/.test(e.name) && fs.existsSync(path.join(dir, e.name, 'arbiter_bg.wasm')))
    .map((e) => e.name)
    .sort();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await minifyWidget(www);
  } catch (e) {
    fail(e.message);
  }
  await buildBundle();
  for (const game of perGamePackages()) await buildBundle(game);
  buildPrecache();
}
