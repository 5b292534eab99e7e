// The served widget, minified (issue 11: "the served widget JS is minified by the build, with source maps; the
// readable modules stay the source of truth"). scripts/bundle.mjs runs this (so does scripts/build-wasm.sh,
// through it); the output is git-ignored.
//
//   www/min/arbiter-board.js, www/min/board/...   the widget, bundled per page (esbuild's code splitting;
//                          bundleWidget below): the element's file, holding every module the element imports (the
//                          chunk esbuild writes for them, moved into it: mergeElementChunk), and a file for each
//                          module the widget loads with import() at its readable module's path
//                          (www/min/board/games/xiangqi.js: a game's board code with the board modules only it
//                          uses; board/i18n/de.js; board/edit-panel.js; ...), plus the engine's Web Worker
//                          (www/min/board/engine-worker.js, a file of its own). The widget's own members
//                          (this._x) get short names (MEMBERS). A rule page loads two files of widget JavaScript
//                          (the element, its game's board code) instead of one per module (README, "Size").
//   www/min/<path>.js      every other ES module under www/ (the pages' own: demo.js, viewer.js, register-sw.js,
//                          lang-pref.js, board/page-lang.js, ...), minified on its own, found by walking the
//                          folder, so a new module is included by the next build. Not: www/pkg/ (the engine
//                          packages, wasm-bindgen's output), the single-file bundles and classic builds (which
//                          scripts/bundle.mjs minifies itself), the service worker's classic scripts (sw.js,
//                          sw-precache.js), tests and dot-files.
//   www/min/<path>.js.map  each file's source map, whose "sources" are the readable files it holds (relative:
//                          ../board/x.js), so a browser's developer tools show www/'s modules.
//   www/min/arbiter-board.css (and .map)  the widget's stylesheet minified (www/min/board/styles.js links it: its
//                          URL is relative to the module's own place, see board/styles.js); the readable
//                          www/arbiter-board.css stays the source and is what the readable modules link. The
//                          same for each of its parts, www/arbiter-board.<part>.css (a game's board, the editor).
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
// One rule keeps a minified module's behaviour that of its readable file although it sits one folder deeper (and,
// in the widget's files, shares a file with other modules):
//   - `new URL(<x>, import.meta.url)` names a file of the site (a page link, the stylesheet, an engine package,
//     the service worker): in www/min/ it is resolved from the readable module's place (so the minified engine.js
//     still finds www/pkg/, and arbiter-board.js's links name www/index.html and www/arbiter-board.js);
//   - imports, import() and a bare `import.meta.url` (a module naming itself or its siblings, e.g. board/games.js
//     naming a game's board code that failed to load, board/styles.js linking the minified stylesheet) stay
//     relative to the minified module's place, www/min/<its path>: www/min/ imports www/min/.
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
import { build, transform } from 'esbuild';

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
export function rebaseSiteUrls(file, src, name = SOURCE_URL) {
  let rewrote = 0;
  const code = src.replace(/(new\s+URL\(\s*[^()]*?,\s*)import\.meta\.url(\s*\))/g, (all, head, tail) => {
    rewrote++;
    return `${head}${name}${tail}`;
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

/** The widget's stylesheets in `www`: STYLESHEET first, then its parts (arbiter-board.<part>.css and each game's
 * board/games/<game>/board.css, which board/styles.js links when a board needs them), sorted. */
export function stylesheets(www) {
  if (!fs.existsSync(path.join(www, STYLESHEET))) return [];
  const parts = fs.readdirSync(www).filter((f) => /^arbiter-board\.[a-z]+\.css$/.test(f)).sort();
  const games = path.join(www, 'board', 'games');
  const boards = fs.existsSync(games) ? fs.readdirSync(games).sort().map((g) => `board/games/${g}/board.css`)
    .filter((f) => fs.existsSync(path.join(www, f))) : [];
  return [STYLESHEET, ...parts, ...boards];
}

/** Minifies the widget's stylesheet `www/<name>` into `www/min/<name>` with its map (sources: the readable file).
 * Returns { raw, min } byte counts. */
async function minifyStylesheet(www, name = STYLESHEET) {
  const src = fs.readFileSync(path.join(www, name), 'utf8');
  const outFile = path.join(www, MIN_DIR, name);
  const sourcefile = path.posix.relative(path.posix.dirname(`${MIN_DIR}/${name}`), name);
  const out = await minifyCss(src, { sourcefile, sourcemap: 'external' }).catch((e) => {
    throw new Error(`www/${name}: ${e.message}`);
  });
  const map = JSON.parse(out.map);
  map.file = path.posix.basename(name);
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  fs.writeFileSync(outFile, `${out.code.trimEnd()}\n/*# sourceMappingURL=${path.posix.basename(name)}.map */\n`);
  fs.writeFileSync(`${outFile}.map`, JSON.stringify(map));
  return { raw: Buffer.byteLength(src), min: fs.statSync(outFile).size };
}

/** `css` minified by esbuild (comments dropped, whitespace and colours shortened; no lowering: the rules stay those
 * written). Resolves to esbuild's { code, map }. */
export function minifyCss(css, { sourcefile = STYLESHEET, sourcemap = false } = {}) {
  return transform(css, { loader: 'css', minify: true, target: 'esnext', legalComments: 'none', sourcemap,
    sourcefile, sourcesContent: false });
}

// --- the widget, bundled per page ------------------------------------------------------------------------------

/** The widget's entry modules: the element (pages load it; share-page.js imports it) and the engine's Web Worker
 * (board/engine-client.js starts it by its URL). */
export const WIDGET_ENTRIES = ['arbiter-board.js', 'board/engine-worker.js'];
/** A game's adapter (board/games.js loads it with import() for a board of that game). */
const ADAPTER = /^board\/games\/[a-z]+\/adapter\.js$/;
/** Where the widget's shared chunks go (in board/, with the board modules they hold: a page's widget files). */
const CHUNK_NAMES = 'board/[name]-[hash]';
/** The widget's own members, `this._x` and the like (a leading underscore and a letter: nothing a page or the
 * engine reads; pages use the element's public API), are renamed in the bundle to short names, the same in every
 * file of it (esbuild's mangleProps): about 0.5 KB gzipped off the element's file. */
const MEMBERS = /^_[a-z]/;
/** Names no renamed member may take: properties that an element (HTML or SVG), an array, a string, a Map or a Set
 * already has and that are this short (read in Chromium), so that a member never shadows a built-in one. Given to
 * esbuild as names already used (its mangle cache, under keys no source has). */
const BUILT_IN = ['add', 'at', 'dir', 'get', 'has', 'id', 'map', 'pop', 'set', 'top', 'x', 'y'];
/** The stand-ins for `import.meta.url` while bundling, as long as it (15 characters, so no column of a source map
 * moves): S = the readable module's URL (a site URL made with new URL(x, import.meta.url)), M = the URL its
 * minified copy would have (www/min/<path>: a module naming itself or its siblings). */
const placeholder = (kind, i) => `__arb${kind}${String(i).padStart(4, '0')}_____`;
const PLACEHOLDER = /__arb([SM])(\d{4})_____/g;

/**
 * Bundles the widget into www/min/ with esbuild's code splitting: each entry of WIDGET_ENTRIES, and each module the
 * widget loads with import() (a game's board code, the German messages, the editor, ...), becomes one file at its
 * readable module's path (www/min/arbiter-board.js, www/min/board/games/xiangqi.js, ...) holding the modules it
 * imports; code that two of them share goes into a chunk, www/min/board/chunk-<hash>.js, loaded once (the one
 * every file shares, with the modules the element imports, then moves into the element's file: mergeElementChunk).
 * A page thus loads a few files instead of a file per module (issue 11: about 4 KB gzipped less on a rule page).
 * Module identity is kept: a module shared by the element and an import()ed file lives in one file, run once.
 * `import.meta.url` keeps its meaning (see the rule at the top of this file): each module's is declared on a first
 * line of the file it lands in, from that file's own URL. Resolves to { inputs: the modules bundled (relative to
 * `www`), entries: the files written for the entries and import() targets, raw, min }.
 */
async function bundleWidget(www) {
  const entries = WIDGET_ENTRIES.filter((rel) => fs.existsSync(path.join(www, rel)));
  if (!entries.length) return { inputs: new Set(), entries: new Set(), raw: 0, min: 0 };
  const places = []; // index -> the module's path relative to www
  const indexOf = (rel) => {
    let i = places.indexOf(rel);
    if (i < 0) i = places.push(rel) - 1;
    if (i > 9999) throw new Error('too many modules for the import.meta.url stand-ins');
    return i;
  };
  const toRel = (p) => path.relative(www, path.resolve(www, p)).split(path.sep).join('/');
  let hubbed = new Set(); // the modules import()ed by the element: each imports the hub (below)
  let hub = [];
  let external = null; // bundling the worker (its file's path): import() stays external
  const plugin = {
    name: 'arbiter-widget',
    setup(b) {
      // What cannot be bundled (a bare package name, a file that is not there) is left as written, as in a module
      // minified on its own (scripts/bundle.mjs, which builds the single-file widget next, names the fault).
      b.onResolve({ filter: /.*/, namespace: 'file' }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        if (!/^\.{1,2}\//.test(args.path) || !fs.existsSync(path.join(args.resolveDir, args.path))) {
          return { path: args.path, external: true };
        }
        // In the worker's file, import() (games.js: a game's board code, never loaded there) stays a file of its own.
        if (!external || args.kind !== 'dynamic-import') return undefined;
        const target = toRel(path.join(args.resolveDir, args.path));
        let to = path.posix.relative(path.posix.dirname(external), target);
        if (!to.startsWith('.')) to = `./${to}`;
        return { path: to, external: true };
      });
      b.onLoad({ filter: /\.js$/, namespace: 'file' }, (args) => {
        const rel = toRel(args.path);
        if (rel.startsWith('../')) return { errors: [{ text: `${args.path} is outside www/` }] };
        const src = fs.readFileSync(args.path, 'utf8');
        const i = indexOf(rel);
        let { code } = rebaseSiteUrls(rel, src, placeholder('S', i));
        code = code.replace(/\bimport\.meta\.url\b/g, placeholder('M', i));
        // On a line after the module's last (no source map column moves).
        if (hubbed.has(rel)) {
          code += `\n${hub.filter((h) => h !== rel).map((h) => `import ${JSON.stringify(path.posix.relative(path.posix.dirname(rel), h).replace(/^(?!\.)/, './'))};`).join('')}\n`;
        }
        return { contents: code, loader: 'js' };
      });
    },
  };
  const options = {
    absWorkingDir: www,
    outdir: path.join(www, MIN_DIR),
    outbase: www,
    entryNames: '[dir]/[name]',
    chunkNames: CHUNK_NAMES,
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'esnext',
    legalComments: 'none',
    sourcemap: 'linked',
    sourcesContent: false,
    metafile: true,
    write: false,
    logLevel: 'silent',
    plugins: [plugin],
    mangleProps: MEMBERS,
    mangleCache: Object.fromEntries(BUILT_IN.map((name) => [` built-in ${name}`, name])),
  };
  const bundle = (entryPoints, more = {}) => build({ ...options, entryPoints, ...more }).catch((e) => {
    throw new Error(`bundling the widget (${entryPoints.join(', ')}): ${e.message}`);
  });
  const [element, ...workers] = entries;
  // A first pass finds the modules the element loads with import() (a game's board code, the German messages, the
  // editor, ...) and those it imports statically (its own modules, all loaded with it).
  const first = await bundle([element], { splitting: true });
  const inputs = first.metafile.inputs;
  const loaded = [...new Set(Object.values(inputs).flatMap((i) => i.imports)
    .filter((i) => i.kind === 'dynamic-import' && !i.external).map((i) => toRel(i.path)))].sort();
  const closure = (from) => {
    const seen = new Set([from]);
    for (const todo = [from]; todo.length;) {
      for (const i of inputs[todo.pop()]?.imports || []) {
        const rel = toRel(i.path);
        if (i.kind === 'import-statement' && !i.external && !seen.has(rel)) seen.add(rel), todo.push(rel);
      }
    }
    return seen;
  };
  const own = closure(element);
  // A board always loads its game's adapter (board/games.js): what every adapter imports is loaded with the element
  // too (board/grid.js: the element imports it as well, in this build).
  const adapters = loaded.filter((rel) => ADAPTER.test(rel)).map(closure);
  for (const rel of adapters[0] || []) {
    if (!ADAPTER.test(rel) && adapters.every((c) => c.has(rel))) own.add(rel);
  }
  // Each import()ed module is an entry, so it keeps its readable module's path (the widget names a file that failed
  // to load from it), and imports the hub: every module the element imports statically. They are loaded already when
  // it is, and so every one of them is reached by the same entries: esbuild puts them all in one shared chunk (by
  // file: tree shaking off, so no function of them is split off into chunks of its own) instead of a chunk per set
  // of entries that happen to share a few of them (measured on the Xiangqi page: 8 chunks without the hub).
  hub = [...own].sort();
  hubbed = new Set([element, ...loaded]);
  const out = await bundle([element, ...loaded], { splitting: true, treeShaking: false });
  // The engine's Web Worker runs in a realm of its own (no element there): one file with the modules it needs.
  hubbed = new Set();
  if (workers.length > 1) throw new Error('one worker entry at most (each is bundled into a file of its own)');
  external = `${MIN_DIR}/${workers[0]}`;
  const worker = workers.length ? await bundle(workers, { splitting: false }) : { outputFiles: [], metafile: { inputs: {}, outputs: {} } };
  const minDir = path.join(www, MIN_DIR);
  const relOut = (abs) => path.relative(minDir, abs).split(path.sep).join('/');
  const texts = new Map([...out.outputFiles, ...worker.outputFiles].map((f) => [relOut(f.path), f.text]));
  mergeElementChunk(texts, out.metafile, element);
  let min = 0;
  for (const [rel, text] of texts) {
    if (!rel.endsWith('.js')) continue;
    // The stand-ins this file holds, declared on a first line from the file's own URL; its map gets an empty line.
    const used = [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[0]))].sort();
    let code = text;
    if (used.length) {
      const decl = used.map((name) => {
        const [, kind, n] = name.match(/__arb([SM])(\d{4})/);
        const target = kind === 'S' ? places[Number(n)] : `${MIN_DIR}/${places[Number(n)]}`;
        let to = path.posix.relative(path.posix.dirname(`${MIN_DIR}/${rel}`), target);
        if (!to.startsWith('.')) to = `./${to}`;
        return `${name}=new URL(${JSON.stringify(to)},import.meta.url).href`;
      });
      code = `const ${decl.join(',')};\n${text}`;
      const map = JSON.parse(texts.get(`${rel}.map`));
      map.mappings = `;${map.mappings}`;
      texts.set(`${rel}.map`, JSON.stringify(map));
    }
    texts.set(rel, code);
    min += Buffer.byteLength(code);
  }
  for (const [rel, text] of texts) {
    fs.mkdirSync(path.dirname(path.join(minDir, rel)), { recursive: true });
    fs.writeFileSync(path.join(minDir, rel), text);
  }
  const metas = [out.metafile, worker.metafile];
  const bundled = new Set(metas.flatMap((m) => Object.keys(m.inputs)).map(toRel));
  const entryFiles = new Set(metas.flatMap((m) => Object.values(m.outputs)).filter((o) => o.entryPoint).map((o) => toRel(o.entryPoint)));
  let raw = 0;
  for (const rel of bundled) raw += fs.statSync(path.join(www, rel)).size;
  return { inputs: bundled, entries: entryFiles, raw, min };
}

/** An import specifier `from` a file of www/min/ `to` another (relative to www/min/): "./x.js", "../y.js". */
const specifier = (from, to) => {
  const rel = path.posix.relative(path.posix.dirname(from), to);
  return rel.startsWith('.') ? rel : `./${rel}`;
};

/** `code` with each import of `from` (static or import(), as esbuild writes them: `from"./x.js"`, `import"./x.js"`,
 * `import("./x.js")`) naming `to` instead; other strings (a file named in data, e.g. board/games.js's list of a game's
 * files) are left alone. */
function renameImport(code, from, to) {
  const q = JSON.stringify(from).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return code.replace(new RegExp(`(\\bfrom\\s*|\\bimport\\s*\\(?\\s*)${q}`, 'g'), (_, head) => `${head}${JSON.stringify(to)}`);
}

/**
 * The element's file holds its chunk. With code splitting, esbuild writes the element's entry as one line that
 * re-exports the chunk every widget file shares (`import{t as a}from"./board/chunk-H.js";export{a as ArbiterBoard};`),
 * so a page fetched a file of 115 bytes before the one that matters. Here the chunk's code moves into the element's
 * file (its imports rebased from board/ to the element's folder, the element's exports added to the chunk's), and
 * every file that imported the chunk imports the element's file instead: one module, run once, as before; a page
 * loads one file less. Left as esbuild wrote them when the entry is anything else. `texts`: output path (relative
 * to www/min/) -> text, changed in place.
 */
function mergeElementChunk(texts, metafile, element) {
  const outOf = (rel) => `${MIN_DIR}/${rel}`; // the metafile's keys: relative to www
  const fromOut = (key) => key.slice(MIN_DIR.length + 1);
  const meta = metafile.outputs[outOf(element)];
  const code = texts.get(element);
  if (!meta || code === undefined) return;
  const stub = code.replace(/\n\/\/# sourceMappingURL=[^\n]*\n?$/, '').match(/^import\{([^}]*)\}from"([^"]+)";export\{([^}]*)\};?$/);
  const imports = meta.imports.filter((i) => !i.external);
  if (!stub || imports.length !== 1 || imports[0].kind !== 'import-statement') return;
  const chunk = fromOut(imports[0].path);
  const chunkMeta = metafile.outputs[outOf(chunk)];
  let text = texts.get(chunk);
  if (!chunkMeta || text === undefined || chunkMeta.imports.some((i) => i.external)) return;
  const pairs = (list) => list.split(',').filter(Boolean).map((e) => {
    const [local, name = local] = e.trim().split(/\s+as\s+/);
    return { local, name };
  });
  const exportAt = text.lastIndexOf('export{');
  const clause = exportAt < 0 ? null : text.slice(exportAt).match(/^export\{([^}]*)\};?/);
  if (!clause) return;
  const chunkExports = pairs(clause[1]);
  // `import{t as a}`: the chunk's export t, named a in the entry.
  const imported = new Map(pairs(stub[1]).map(({ local: exported, name: local }) => [local, exported]));
  const added = [];
  for (const { local, name } of pairs(stub[3])) {
    const inChunk = chunkExports.find((e) => e.name === imported.get(local));
    if (!inChunk) return;
    added.push({ local: inChunk.local, name });
  }
  const entries = [...chunkExports, ...added].map(({ local, name }) => (local === name ? local : `${local} as ${name}`));
  text = `${text.slice(0, exportAt)}export{${entries.join(',')}};${text.slice(exportAt + clause[0].length)}`;
  // The chunk's own imports (import() of a game's board code, ...), from the element's folder.
  for (const i of chunkMeta.imports) {
    const target = fromOut(i.path);
    text = renameImport(text, specifier(chunk, target), specifier(element, target));
  }
  text = text.replace(/\/\/# sourceMappingURL=[^\n]*/, `//# sourceMappingURL=${path.posix.basename(element)}.map`);
  // The map's sources are relative to its own place: one folder up or down with the file.
  const map = JSON.parse(texts.get(`${chunk}.map`));
  map.sources = map.sources.map((s) => specifier(element, path.posix.join(path.posix.dirname(chunk), s)).replace(/^\.\//, ''));
  texts.set(element, text);
  texts.set(`${element}.map`, JSON.stringify(map));
  texts.delete(chunk);
  texts.delete(`${chunk}.map`);
  // Every other file imports the element's file where it imported the chunk.
  for (const [key, out] of Object.entries(metafile.outputs)) {
    const rel = fromOut(key);
    if (!texts.has(rel) || rel === element || !out.imports.some((i) => i.path === outOf(chunk))) continue;
    texts.set(rel, renameImport(texts.get(rel), specifier(rel, chunk), specifier(rel, element)));
  }
}

/** The relative modules `rel` (a module of `www`) imports, statically or with import('<literal>'), as paths relative
 * to `www`. */
function importsOf(www, rel) {
  const src = fs.readFileSync(path.join(www, rel), 'utf8');
  const out = [];
  const re = /(?:\bfrom\s*|\bimport\s*\(?\s*)(['"])(\.{1,2}\/[^'"]+)\1/g;
  for (const m of src.matchAll(re)) out.push(path.posix.normalize(path.posix.join(path.posix.dirname(rel), m[2])));
  return out;
}

/** Writes www/min/ anew from the modules under `www` (and the stylesheet): the widget bundled (bundleWidget), every
 * other module (the pages' own: demo.js, viewer.js, register-sw.js, board/page-lang.js, ...) minified on its own.
 * Returns the list of modules. */
export async function minifyWidget(www = path.join(root, 'www')) {
  const modules = widgetModules(www);
  fs.rmSync(path.join(www, MIN_DIR), { recursive: true, force: true });
  const widget = await bundleWidget(www);
  const pages = modules.filter((rel) => !widget.inputs.has(rel));
  let raw = 0;
  let min = 0;
  for (const rel of pages) {
    // A page's module may load the widget's entries (www/min/arbiter-board.js), not a module bundled inside it.
    for (const dep of importsOf(www, rel)) {
      if (widget.inputs.has(dep) && !widget.entries.has(dep)) {
        throw new Error(`www/${rel} imports ${dep}, which is bundled into the widget's files in www/${MIN_DIR}/: ` +
          `import ${WIDGET_ENTRIES[0]} instead, or add ${dep} to WIDGET_ENTRIES in scripts/minify.mjs`);
      }
    }
    const r = await minifyModule(www, rel);
    raw += r.raw;
    min += r.min;
  }
  if (widget.inputs.size) {
    console.log(`[minify] www/${MIN_DIR}/: the widget, ${widget.inputs.size} modules bundled into ` +
      `${widget.entries.size} files and their shared chunks, ${widget.raw} -> ${widget.min} bytes`);
  }
  console.log(`[minify] www/${MIN_DIR}/: ${pages.length} page modules, ${raw} -> ${min} bytes (with source maps)`);
  for (const name of stylesheets(www)) {
    const css = await minifyStylesheet(www, name);
    console.log(`[minify] www/${MIN_DIR}/${name}: ${css.raw} -> ${css.min} bytes (with a source map)`);
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

// --- the engine's import names ------------------------------------------------------------------------------------

/** LEB128 (unsigned) read at `buf[pos]`: [value, next position]. */
function readU32(buf, pos) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const b = buf[pos++];
    value += (b & 0x7f) * 2 ** shift;
    if (!(b & 0x80)) return [value, pos];
    shift += 7;
  }
}

/** `n` as unsigned LEB128 bytes. */
function u32Bytes(n) {
  const out = [];
  do {
    let b = n % 128;
    n = Math.floor(n / 128);
    if (n) b |= 0x80;
    out.push(b);
  } while (n);
  return Buffer.from(out);
}

/** The short name number `i` (a, b, ..., z, A, ..., Z, aa, ab, ...): a JS property name and a wasm import name. */
function shortName(i) {
  const ABC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let s = '';
  do {
    s = ABC[i % ABC.length] + s;
    i = Math.floor(i / ABC.length) - 1;
  } while (i >= 0);
  return s;
}

/** The wasm module `wasm` (bytes) with its imports renamed by `rename(module, field)` and its exports by
 * `renameExport(name)` (each a new name, or the same); every other section is copied byte for byte. Returns
 * { wasm, renamed: Map(old -> new) } (imports and exports). */
export function renameWasmNames(wasm, rename, renameExport = (name) => name) {
  if (wasm.readUInt32LE(0) !== 0x6d736100) throw new Error('not a WebAssembly module');
  const parts = [wasm.subarray(0, 8)];
  const renamed = new Map();
  let pos = 8;
  while (pos < wasm.length) {
    const id = wasm[pos];
    const [size, body] = readU32(wasm, pos + 1);
    const end = body + size;
    if (id === 7) {
      // The export section: a vector of (name, kind, index).
      let p = body;
      const [count, first] = readU32(wasm, p);
      p = first;
      const out = [u32Bytes(count)];
      for (let i = 0; i < count; i++) {
        const [len, at] = readU32(wasm, p);
        const name = wasm.subarray(at, at + len).toString('utf8');
        p = at + len;
        const descStart = p;
        p++;
        [, p] = readU32(wasm, p);
        const to = renameExport(name);
        if (to !== name) renamed.set(name, to);
        const b = Buffer.from(to, 'utf8');
        out.push(u32Bytes(b.length), b, wasm.subarray(descStart, p));
      }
      if (p !== end) throw new Error('the export section is not what it says');
      const section = Buffer.concat(out);
      parts.push(Buffer.from([7]), u32Bytes(section.length), section);
      pos = end;
      continue;
    }
    if (id !== 2) {
      parts.push(wasm.subarray(pos, end));
      pos = end;
      continue;
    }
    // The import section: a vector of (module name, field name, description); only the field names change.
    let p = body;
    const [count, first] = readU32(wasm, p);
    p = first;
    const out = [u32Bytes(count)];
    const name = () => {
      const [len, at] = readU32(wasm, p);
      p = at + len;
      return wasm.subarray(at, at + len).toString('utf8');
    };
    for (let i = 0; i < count; i++) {
      const module = name();
      const field = name();
      const descStart = p;
      const kind = wasm[p++];
      if (kind === 0) [, p] = readU32(wasm, p); // a function: its type index
      else if (kind === 1) { p++; const flags = wasm[p++]; [, p] = readU32(wasm, p); if (flags & 1) [, p] = readU32(wasm, p); } // table
      else if (kind === 2) { const flags = wasm[p++]; [, p] = readU32(wasm, p); if (flags & 1) [, p] = readU32(wasm, p); } // memory
      else if (kind === 3) p += 2; // a global: its value type and mutability
      else throw new Error(`an import of an unknown kind (${kind})`);
      const to = rename(module, field);
      if (to !== field) renamed.set(field, to);
      for (const s of [module, to]) {
        const b = Buffer.from(s, 'utf8');
        out.push(u32Bytes(b.length), b);
      }
      out.push(wasm.subarray(descStart, p));
    }
    if (p !== end) throw new Error('the import section is not what it says');
    const section = Buffer.concat(out);
    parts.push(Buffer.from([2]), u32Bytes(section.length), section);
    pos = end;
  }
  return { wasm: Buffer.concat(parts), renamed };
}

/** Shortens the engine's import names (wasm-bindgen's `__wbg_set_2793479888329cb6`: a hash of 16 hex digits that
 * gzip cannot shrink, written twice, in the wasm and in the glue) and the names of its exports that only the glue
 * uses (`__wbindgen_malloc`, ...: those starting with `__`) to a, b, c, ... in both the wasm `wasmFile` and the glue
 * text `src`. An import is renamed only if the glue holds its name exactly once, as the key of its imports object
 * (`name: function`); an export only if the glue names it only as `wasm.name`. Writes the wasm; returns the glue
 * text. Measured on the Stratego package (gzip -9): wasm -0.5 KB, glue -0.4 KB. */
function shortenNames(wasmFile, src, rel) {
  const wasm = fs.readFileSync(wasmFile);
  const word = (name) => name.replace(/\$/g, '\\$');
  const count = (re) => (src.match(re) || []).length;
  const importKey = (name) => new RegExp(`(?<![\\w$.])${word(name)}(\\s*:\\s*function\\b)`);
  const onlyKey = (name) => count(new RegExp(`(?<![\\w$])${word(name)}(?![\\w$])`, 'g')) === 1 && importKey(name).test(src);
  const onlyWasm = (name) => {
    const all = count(new RegExp(`(?<![\\w$])${word(name)}(?![\\w$])`, 'g'));
    return all > 0 && all === count(new RegExp(`(?<![\\w$.])wasm\\.${word(name)}(?![\\w$])`, 'g'));
  };
  const existing = new Set();
  renameWasmNames(wasm, (module, field) => existing.add(field) && field, (name) => existing.add(name) && name);
  let next = 0;
  const fresh = () => {
    let to;
    do to = shortName(next++); while (existing.has(to));
    return to;
  };
  const ident = (name) => /^[A-Za-z_$][\w$]*$/.test(name) && name.length > 3;
  const { wasm: out, renamed } = renameWasmNames(wasm,
    (module, field) => (ident(field) && onlyKey(field) ? fresh() : field),
    (name) => (ident(name) && name.startsWith('__') && onlyWasm(name) ? fresh() : name));
  let text = src;
  for (const [from, to] of renamed) {
    text = importKey(from).test(text) && onlyKey(from)
      ? text.replace(importKey(from), `${to}$1`)
      : text.replace(new RegExp(`(?<![\\w$.])wasm\\.${word(from)}(?![\\w$])`, 'g'), `wasm.${to}`);
  }
  fs.writeFileSync(wasmFile, out);
  console.log(`[minify] www/${rel}: ${renamed.size} import and export names shortened (wasm ${wasm.length} -> ${out.length} bytes)`);
  return text;
}

/** Minifies each engine package's glue in place (scripts/build-wasm.sh runs this once after wasm-bindgen writes it;
 * the npm package pkg/ keeps wasm-bindgen's readable file). Its map holds the readable text (sourcesContent), as no
 * readable copy is served; a glue already minified (it names its map) is left as it is. Returns the files done. */
export async function minifyEngineGlue(www = path.join(root, 'www')) {
  const done = [];
  for (const rel of engineGlue(www)) {
    const file = path.join(www, rel);
    let src = fs.readFileSync(file, 'utf8');
    if (src.includes(`//# sourceMappingURL=${ENGINE_JS}.map`)) continue;
    const wasmFile = path.join(path.dirname(file), 'arbiter_bg.wasm');
    if (fs.existsSync(wasmFile)) src = shortenNames(wasmFile, src, rel);
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
