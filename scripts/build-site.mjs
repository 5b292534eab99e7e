// Builds the site: dist/, a copy of www/ at the same paths with its scripts bundled and minified by esbuild, and
// the distributable files made from it. www/ stays the source and works as it is (with the engine packages of
// scripts/build-wasm.sh in www/pkg/); dist/ is what a host serves (`make demo` serves it).
//
//   dist/<page>.js, dist/board/...   every script a page names and every module loaded with import() is an entry
//                        point, written at its source path; code shared by entries goes to dist/board/chunk-<hash>.js.
//                        A module that no other imports and no page names (the engine's Web Worker) is bundled
//                        whole. A source map beside each file.
//   dist/**/*.css        each stylesheet minified; every other file of www/ copied as it is, the pages with the
//                        preloads of what their first board needs (step 4b).
//   dist/pkg/            the engine packages (www/pkg/, www/pkg/<game>/, www/pkg/<game>/lite/), their glue minified
//                        and the names that only the glue and the wasm share shortened in both.
//   dist/examples/**/*.read.json   each example document the site ships, read ahead by the engine in every
//                        language (step 2a); the pages' boards name these, so they load the games' lite packages,
//                        which have no document reader.
//   dist/arbiter-board[.<game>].bundle.js, .classic.js   the widget in one file, as an ES module or a classic
//                        script: the engine of every game (or of one) with its wasm inlined (gzipped, base64) and
//                        every stylesheet inlined for one constructed stylesheet; nothing is fetched at run time.
//   dist/docs/<name>.html   the formats (docs/*.md) as pages of the site; every page's links to them and its
//                        preview tags (og:url, og:image) made absolute with SITE_URL (scripts/site-pages.mjs).
//   dist/sw-precache.js  the service worker's precache list (each file with its integrity hash) and the site's
//                        version, a content hash, also written into every page (scripts/precache.mjs).
//   dist/**/*.gz, *.br   the compressed copies a static host serves by Accept-Encoding (scripts/serve.mjs).
//   pkg-widget/          the widget's npm package, from the template scripts/widget-package/.
//
// Each module keeps its own import.meta.url when its code lands in another file: a module that reads it gets
// `const __moduleUrl = new URL('<its path>', __siteRoot)`, and each output file that needs it declares __siteRoot,
// the site's root, from its own URL. The games come from the widget's registry (www/board/games.js).
//
//   node scripts/build-site.mjs
//   SITE_URL=https://example.org/arbiter/ node scripts/build-site.mjs   (the address the site is served at: link
//                        previews then carry absolute addresses, as crawlers need; without it they stay relative)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import binaryen from 'binaryen';
import { writePrecache } from './precache.mjs';
import { DOC_PAGES, docLinks, previewTags, renderDocPage } from './site-pages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const www = path.join(root, 'www');
const dist = path.join(root, 'dist');
const ENTRY = 'arbiter-board.js';
// The modules the single-file builds replace with their own (scripts/single-file/): the inlined wasm's loader, the
// inlined stylesheets.
const REPLACED = { 'board/engine.js': 'engine.js', 'board/styles.js': 'styles.js' };
const { registry } = await import(pathToFileURL(path.join(www, 'board', 'games.js')).href);
const GAMES = registry().map(([name]) => name);
const version = JSON.parse(fs.readFileSync(path.join(root, 'pkg', 'package.json'), 'utf8')).version;

const rel = (abs, from = www) => path.relative(from, abs).split(path.sep).join('/');
const walk = (dir) => fs.readdirSync(dir, { withFileTypes: true }).filter((e) => !e.name.startsWith('.'))
  .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)])).sort();
const write = (file, data) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
};
const sources = walk(www).map((f) => rel(f));
const isEngine = (f) => f.startsWith('pkg/');
// Each game's package with the document reader, and its lite one without (scripts/build-wasm.sh).
const PACKAGES = ['pkg', ...GAMES.flatMap((g) => [`pkg/${g}`, `pkg/${g}/lite`])];
for (const f of PACKAGES.map((dir) => `${dir}/arbiter_bg.wasm`)) {
  if (!sources.includes(f)) throw new Error(`www/${f} is missing: run scripts/build-wasm.sh`);
}

// The widget's own members (`this._x`) get short names, the same in every file of one build; never one that an
// element, array, string, Map or Set already has.
const MANGLE = { mangleProps: /^_[a-z]/ };
const BUILT_IN = ['add', 'at', 'dir', 'get', 'has', 'id', 'map', 'pop', 'set', 'top', 'x', 'y'];
const COMMON = { absWorkingDir: root, bundle: true, format: 'esm', minify: true, target: 'esnext', write: false,
  legalComments: 'none', logLevel: 'warning', ...MANGLE, define: { 'import.meta.url': '__moduleUrl' } };
const specifier = (from, to) => path.posix.relative(path.posix.dirname(`/${from}`), `/${to}`).replace(/^(?!\.)/, './');

/** The plugin that gives each module its own URL (see the top), and in the single-file builds (`single`: the game or
 * '' for every game) puts their own modules in place of REPLACED. `hub`: module -> the modules it also imports
 * (step 1). */
function sitePlugin(single, hub = new Map()) {
  return {
    name: 'arbiter-site',
    setup(b) {
      b.onLoad({ filter: /\.js$/ }, async (args) => {
        const file = rel(args.path, args.path.startsWith(dist) ? dist : www); // its path on the site
        const replaced = single !== undefined && REPLACED[file];
        const from = replaced ? path.join(root, 'scripts', 'single-file', replaced) : args.path;
        let src = await fs.promises.readFile(from, 'utf8');
        if (src.includes('import.meta')) {
          const own = single !== undefined && file === ENTRY ? '__scriptUrl'
            : `new URL(${JSON.stringify(file)},__siteRoot)`;
          src = `const __moduleUrl=${own}.toString();${src}`;
        }
        for (const m of hub.get(file) ?? []) src += `\nimport ${JSON.stringify(specifier(file, m))};`;
        return { contents: src, loader: 'js' };
      });
      // What the single-file builds' modules import: the engine package's glue, its wasm (gzipped, in base64) and
      // the widget's stylesheets (minified, as one text).
      const pkg = path.join(dist, 'pkg', single ?? '');
      b.onResolve({ filter: /^arbiter:/ }, (args) => ({ 'arbiter:engine': { path: path.join(pkg, 'arbiter.js') },
        'arbiter:engine-wasm': { path: path.join(pkg, 'arbiter_bg.wasm') },
        'arbiter:stylesheets': { path: 'stylesheets', namespace: 'arbiter' } })[args.path]);
      b.onLoad({ filter: /\.wasm$/ }, async (args) => ({ loader: 'text',
        contents: zlib.gzipSync(await fs.promises.readFile(args.path), { level: 9 }).toString('base64') }));
      b.onLoad({ filter: /^stylesheets$/, namespace: 'arbiter' }, async () => ({ loader: 'text',
        contents: (await Promise.all(stylesheets.map((f) => minifyCss(path.join(www, f))))).join('\n') }));
    },
  };
}

const minifyCss = async (file) => (await esbuild.transform(await fs.promises.readFile(file, 'utf8'),
  { loader: 'css', minify: true, legalComments: 'none' })).code;

/** The widget's stylesheets: arbiter-board*.css, then every stylesheet under board/ (a game's board, ...). */
const stylesheets = sources.filter((f) => /^arbiter-board[.\w]*\.css$/.test(f) || /^board\/.*\.css$/.test(f))
  .sort((a, b) => (a === 'arbiter-board.css' ? -1 : b === 'arbiter-board.css' ? 1 : a.localeCompare(b)));

const written = [];
function emit(outputs, declare = true) {
  for (const o of outputs) {
    let text = o.text;
    // A file that names __siteRoot declares it from its own URL (on the first line, so no map line moves).
    if (declare && o.path.endsWith('.js') && text.includes('__siteRoot')) {
      const up = '../'.repeat(rel(o.path, dist).split('/').length - 1) || './';
      text = `const __siteRoot=new URL(${JSON.stringify(up)},import.meta.url);${text}`;
    }
    write(o.path, text);
    written.push(rel(o.path, dist));
  }
}

fs.rmSync(dist, { recursive: true, force: true });

// 0. pkg/, the engine's npm package (and the test package target/pkg-oracles/ where it was built): its glue with
// wasm-bindgen's snippets (src/wire/rows.js) inlined, one module, so that two copies of it loaded under different
// URLs keep their own state.
for (const dir of ['pkg', 'target/pkg-oracles'].map((d) => path.join(root, d))) {
  const glue = path.join(dir, 'arbiter.js');
  if (!fs.existsSync(glue)) continue;
  await esbuild.build({ entryPoints: [glue], bundle: true, format: 'esm', target: 'esnext', outfile: glue,
    allowOverwrite: true, logLevel: 'warning' });
  fs.rmSync(path.join(dir, 'snippets'), { recursive: true, force: true });
}
const pkgJson = JSON.parse(fs.readFileSync(path.join(root, 'pkg', 'package.json'), 'utf8'));
pkgJson.files = pkgJson.files?.filter((f) => f !== 'snippets');
fs.writeFileSync(path.join(root, 'pkg', 'package.json'), `${JSON.stringify(pkgJson, null, 2)}\n`);

// 1. The pages' scripts, split: entries are the scripts pages name and the modules loaded with import() (read from a
// first, unminified pass over every module); a module that no other imports and no page names (the engine's Web
// Worker) is bundled whole on its own. A module loaded with import() runs after the element, so it and the element
// both import every module the element imports (and what every game's board code imports): these are then reached
// from the same entries, and esbuild writes them into one chunk, loaded with the element, instead of a chunk for each
// set of entries that shares a few of them.
const modules = sources.filter((f) => f.endsWith('.js') && !isEngine(f) && f !== 'sw.js');
const graph = await esbuild.build({ ...COMMON, minify: false, entryPoints: modules.map((f) => path.join(www, f)),
  outdir: dist, outbase: www, splitting: true, metafile: true, logLevel: 'silent', plugins: [sitePlugin()] });
const imported = new Map(); // module -> how it is imported
const imports = new Map(); // module -> the modules it imports statically
for (const [from, input] of Object.entries(graph.metafile.inputs)) {
  for (const i of input.imports.filter((x) => !x.external)) {
    const f = rel(path.resolve(root, i.path));
    imported.set(f, [...(imported.get(f) ?? []), i.kind]);
    const by = rel(path.resolve(root, from));
    if (i.kind === 'import-statement') imports.set(by, [...(imports.get(by) ?? []), f]);
  }
}
const closure = (from) => {
  const seen = new Set([from]);
  for (const todo = [from]; todo.length;) {
    for (const f of imports.get(todo.pop()) ?? []) if (!seen.has(f)) todo.push(f) && seen.add(f);
  }
  return seen;
};
// The element and what it imports, and what every module that one module loads with import() imports (what each
// game's board code imports: a board always loads one).
const withElement = closure(ENTRY);
for (const [from, input] of Object.entries(graph.metafile.inputs)) {
  // each module it loads once, however many import() name it (engine.js's two of its worker's client)
  const targets = [...new Set(input.imports.filter((i) => i.kind === 'dynamic-import')
    .map((i) => rel(path.resolve(root, i.path))))].map(closure);
  if (targets.length < 2 || !withElement.has(rel(path.resolve(root, from)))) continue;
  for (const f of targets[0]) if (targets.every((t) => t.has(f))) withElement.add(f);
}
const named = new Set(sources.filter((f) => f.endsWith('.html')).flatMap((page) =>
  [...fs.readFileSync(path.join(www, page), 'utf8').matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)]
    .map((m) => rel(path.join(www, path.dirname(page), m[1])))));
const loaded = modules.filter((f) => f !== ENTRY && imported.get(f)?.includes('dynamic-import'));
const entries = modules.filter((f) => named.has(f) || loaded.includes(f) || f === ENTRY);
const alone = modules.filter((f) => !named.has(f) && !imported.has(f) && f !== ENTRY);
const hub = new Map([ENTRY, ...loaded].map((f) => [f, [...withElement].filter((m) => m !== f).sort()]));
const mangleCache = Object.fromEntries(BUILT_IN.map((n) => [` built-in ${n}`, n]));
const split = { ...COMMON, outdir: dist, outbase: www, entryNames: '[dir]/[name]', sourcemap: 'linked', mangleCache };
const pages = await esbuild.build({ ...split, entryPoints: entries.map((f) => path.join(www, f)), splitting: true,
  chunkNames: 'board/chunk-[hash]', treeShaking: false, metafile: true, plugins: [sitePlugin(undefined, hub)] });
emit(pages.outputFiles);
// file of the site -> the files of the site it imports statically (what the browser fetches before it runs it)
const staticImports = new Map(Object.entries(pages.metafile.outputs).filter(([f]) => f.endsWith('.js'))
  .map(([f, o]) => [rel(path.resolve(root, f), dist), o.imports.filter((i) => i.kind === 'import-statement')
    .map((i) => rel(path.resolve(root, i.path), dist))]));
// On its own, a module keeps each import() (what it never loads: a game's board code) as a file of the site.
for (const f of alone) {
  const keep = { name: 'keep-import()', setup: (b) => b.onResolve({ filter: /^\./ }, (a) => (a.kind !== 'dynamic-import'
    ? undefined : { external: true, path: specifier(f, rel(path.join(a.resolveDir, a.path))) })) };
  const out = await esbuild.build({ ...split, entryPoints: [path.join(www, f)], plugins: [keep, sitePlugin()] });
  emit(out.outputFiles);
}

// 2. Stylesheets minified; every other file but the engine packages copied.
for (const f of sources.filter((s) => !isEngine(s) && !modules.includes(s))) {
  const src = fs.readFileSync(path.join(www, f));
  write(path.join(dist, f), f.endsWith('.css') ? await minifyCss(path.join(www, f)) : src);
  written.push(f);
}

// 3. The engine packages: wasm-bindgen's glue bundled (its snippets inlined) and minified. The names only the glue
// and the wasm share get short ones in both: the wasm's imports (`__wbg_set_2793479888329cb6`: hashes that
// compression cannot shrink) and its exports that start with `__` (`__wbindgen_malloc`), renamed with binaryen's
// module API; esbuild renames the same properties in the glue.
const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const short = (i) => (i < 52 ? LETTERS[i] : short(Math.floor(i / 52) - 1) + LETTERS[i % 52]);
const all = (n, at) => Array.from({ length: n }, (_, i) => at(i));
function shortenNames(file) {
  const m = binaryen.readBinary(fs.readFileSync(file));
  const F = binaryen.Features; // those of Rust's wasm32 target, as for wasm-opt in scripts/build-wasm.sh
  m.setFeatures(F.BulkMemory | F.BulkMemoryOpt | F.SignExt | F.NontrappingFPToInt | F.MutableGlobals | F.ReferenceTypes
    | F.Multivalue | F.CallIndirectOverlong);
  const exports = () => all(m.getNumExports(), (i) => binaryen.getExportInfo(m.getExportByIndex(i)));
  const taken = new Set(exports().map((e) => e.name));
  const renamed = {};
  const fresh = (name) => {
    let to;
    do to = short(Object.keys(renamed).length + taken.size); while (taken.has(to));
    return (renamed[name] = to);
  };
  for (const f of all(m.getNumFunctions(), (i) => binaryen.getFunctionInfo(m.getFunctionByIndex(i)))) {
    if (!f.module) continue;
    m.removeFunction(f.name);
    m.addFunctionImport(f.name, f.module, fresh(f.base), f.params, f.results);
  }
  for (const e of exports()) {
    if (e.kind !== binaryen.ExternalFunction || !e.name.startsWith('__')) continue;
    m.removeExport(e.name);
    m.addFunctionExport(e.value, fresh(e.name));
  }
  if (!m.validate()) throw new Error(`${file}: not valid after renaming`);
  fs.writeFileSync(file, m.emitBinary());
  m.dispose();
  return renamed;
}
for (const dir of PACKAGES) {
  const wasm = path.join(dist, dir, 'arbiter_bg.wasm');
  fs.mkdirSync(path.dirname(wasm), { recursive: true });
  fs.copyFileSync(path.join(www, dir, 'arbiter_bg.wasm'), wasm);
  const renamed = shortenNames(wasm);
  const glue = await esbuild.build({ entryPoints: [path.join(www, dir, 'arbiter.js')], bundle: true, format: 'esm',
    minify: true, target: 'esnext', legalComments: 'none', write: false, outfile: path.join(dist, dir, 'arbiter.js'),
    sourcemap: 'linked', mangleProps: new RegExp(`^(${Object.keys(renamed).join('|').replace(/\$/g, '\\$')})$`),
    mangleCache: renamed, mangleQuoted: true });
  emit(glue.outputFiles);
  written.push(`${dir}/arbiter_bg.wasm`);
}

// 4. The single-file builds, with the engine packages just written (dist/pkg/).
for (const game of ['', ...GAMES]) {
  for (const classic of [false, true]) {
    const name = `arbiter-board${game ? `.${game}` : ''}.${classic ? 'classic' : 'bundle'}.js`;
    const own = classic ? '(document.currentScript&&document.currentScript.src)||document.baseURI' : 'import.meta.url';
    const header = [`// ${name}: the <arbiter-board> widget, the Arbiter engine ${version} (${game || 'every game'})`,
      `// in one ${classic ? 'classic script' : 'ES module'}; nothing is fetched at run time. A Content-Security-Policy`,
      "// needs 'wasm-unsafe-eval' in script-src (else the board shows the position and says checking is unavailable).",
      `${classic ? '(()=>{' : ''}const __scriptUrl=${own},__siteRoot=new URL("./",__scriptUrl);`].join('\n');
    const out = await esbuild.build({ ...COMMON, entryPoints: [path.join(www, ENTRY)], outfile: path.join(dist, name),
      format: classic ? 'iife' : 'esm', mangleCache, plugins: [sitePlugin(game)], banner: { js: header },
      footer: { js: classic ? '})();' : '' } });
    emit(out.outputFiles, false);
  }
}

// 2a. The documents read ahead: each example document the site ships (examples/**/*.pgn) read by the engine (pkg/,
// the same code as the game's packages) into X.read.json beside it (board/state.js readAhead says what it holds:
// the answer less the tries' verdicts, the only part said in a language, which the widget asks its engine for),
// checked to give back exactly what the engine reads in each language; every page's boards then name that file.
// Such a board needs no document reader: it loads its game's lite package. A document the engine refuses, or in
// which it finds a problem (a try judged otherwise than its author wrote, said in a language), keeps its board as it
// is (the reader then says why, on the page).
const readAhead = await readDocumentsAhead();
for (const page of written.filter((f) => f.endsWith('.html'))) {
  const file = path.join(dist, page);
  const html = fs.readFileSync(file, 'utf8');
  const out = html.replace(/<arbiter-board\b[^>]*>/g, (tag) => tag.replace(/(\sexample=")([^":?#]+)\.pgn"/,
    (all, head, base) => (readAhead.has(rel(path.join(dist, path.dirname(page), `${base}.pgn`), dist))
      ? `${head}${base}.read.json"` : all)));
  if (out !== html) fs.writeFileSync(file, out);
}
await answerAhead();

// 2a'. Answers given ahead (board/ahead.js): what each page's boards that name a document read ahead ask their
// engine while they load (the document's reading, the explanation of each chapter's moves, each try's verdict as
// its button asks it), asked of the engine here in each language, through the widget's own functions (readConfig,
// boardGame, readAheadIn), and kept under each question in X.answers.<lang>.json; the file read ahead names the
// languages (`answers`). Such a board loads no engine until its reader asks something else. Not for a quiz board
// or one with an editor (they ask more), nor beyond the size of a file read ahead.
async function answerAhead() {
  const engine = await import(pathToFileURL(path.join(root, 'pkg', 'arbiter.js')).href);
  const { readAheadIn, readConfig, chapterConfig } = await import(pathToFileURL(path.join(www, 'board', 'state.js')).href);
  const { boardGame, recordingEngine } = await import(pathToFileURL(path.join(www, 'board', 'ahead.js')).href);
  const { loadGame, DEFAULT_GAME } = await import(pathToFileURL(path.join(www, 'board', 'games.js')).href);
  const { engineLang } = await import(pathToFileURL(path.join(www, 'board', 'i18n', 'index.js')).href);
  const LANGS = ['en', 'de', 'zh-Hans', 'zh-Hant'];
  const MAX = 4 * 65536; // the widget's limit for a file read ahead (arbiter-board.js MAX_READ_AHEAD)
  const unquote = (v) => v.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  // Whether the game's display reader reads `pos` as the engine does (the same pieces, in any order); each
  // position once, whatever the language.
  const alike = new Map();
  const pieces = (list) => JSON.stringify(list.map((p) => [p.square, p.side, p.rank]).sort());
  const readAlike = (a, game, pos) => {
    const key = `${game} ${pos}`;
    if (!alike.has(key)) {
      const shown = a.readForDisplay(pos);
      alike.set(key, !!shown && pieces(shown.pieces) === pieces(engine.parsePosition(game, pos).pieces));
    }
    return alike.get(key);
  };
  const boards = new Map(); // X.read.json -> [attribute getter]
  const answered = new Set(); // the files read ahead that have answers given ahead
  for (const page of written.filter((f) => f.endsWith('.html'))) {
    const html = fs.readFileSync(path.join(dist, page), 'utf8');
    for (const [tag] of html.matchAll(/<arbiter-board\b[^>]*>/g)) {
      const attrs = new Map([...tag.slice('<arbiter-board'.length).matchAll(/\s([a-z-]+)(?:="([^"]*)")?/g)]
        .map(([, name, value]) => [name, unquote(value ?? '')]));
      const example = attrs.get('example');
      if (!example || !example.endsWith('.read.json') || /^[a-z]+:/i.test(example)) continue;
      if (attrs.has('quiz') || attrs.has('editor')) continue;
      const file = rel(path.join(dist, path.dirname(page), example), dist);
      if (!fs.existsSync(path.join(dist, file))) continue;
      boards.set(file, [...(boards.get(file) || []), (name) => (attrs.has(name) ? attrs.get(name) : null)]);
    }
  }
  for (const [file, gets] of boards) {
    const ahead = JSON.parse(fs.readFileSync(path.join(dist, file), 'utf8'));
    if (ahead.chapters.some((c) => c.quiz)) continue;
    const files = [];
    for (const lang of LANGS) {
      const rec = recordingEngine(engine);
      readAheadIn(ahead, engineLang(lang), rec); // (the same for every board that names the file)
      for (const get of gets) {
        for (const c of ahead.chapters) {
          const conf = readConfig(get, chapterConfig(c), DEFAULT_GAME);
          const a = await loadGame(conf.game);
          const moves = Array.isArray(conf.moves) ? conf.moves.slice() : a.splitMoves(conf.moves);
          // the board draws each step's position from the engine's reading of it (arbiter-board.js _piecesOf), or,
          // answering ahead, from its game's display reader where that reads the same pieces (kept only otherwise)
          const x = rec.explain(boardGame(a, conf, moves, lang));
          for (const pos of [x.start, ...x.rows.map((r) => r.position)]) {
            if (!readAlike(a, conf.game, pos)) rec.parsePosition(conf.game, pos);
          }
          for (const t of (c.annotations || []).flatMap((n) => (n.tries || []).map((tr) => ({ ...tr, after: n.after })))) {
            rec.validateMove(boardGame(a, conf, moves.slice(0, t.after), lang), t.move);
          }
        }
      }
      const text = JSON.stringify({ arbiterAnswers: 1, engine: ahead.engine, lang, answers: rec.answers() });
      if (text.length > MAX) break;
      files.push([file.replace(/\.read\.json$/, `.answers.${lang}.json`), text]);
    }
    if (files.length < LANGS.length) {
      console.warn(`[build-site] ${file}: no answers given ahead (larger than ${MAX} characters)`);
      continue;
    }
    for (const [out, text] of files) {
      write(path.join(dist, out), text);
      written.push(out);
    }
    write(path.join(dist, file), JSON.stringify({ ...ahead, answers: LANGS }));
    answered.add(file);
  }
  // The boards that name such a file are marked (data-answers), so they ask for their language's answers together
  // with the file read ahead (arbiter-board.js _load).
  for (const page of written.filter((f) => f.endsWith('.html'))) {
    const html = fs.readFileSync(path.join(dist, page), 'utf8');
    const out = html.replace(/<arbiter-board\b[^>]*>/g, (tag) => {
      const example = tag.match(/\sexample="([^"]+)"/)?.[1];
      if (!example || /^[a-z]+:/i.test(example) || /\s(quiz|editor)[\s=>]/.test(tag)) return tag;
      return answered.has(rel(path.join(dist, path.dirname(page), unquote(example)), dist))
        ? tag.replace(/>$/, ' data-answers>') : tag;
    });
    if (out !== html) fs.writeFileSync(path.join(dist, page), out);
  }
}

async function readDocumentsAhead() {
  const engine = await import(pathToFileURL(path.join(root, 'pkg', 'arbiter.js')).href);
  await engine.default({ module_or_path: fs.readFileSync(path.join(root, 'pkg', 'arbiter_bg.wasm')) });
  const { readAheadIn } = await import(pathToFileURL(path.join(www, 'board', 'state.js')).href);
  const done = new Set();
  for (const f of written.filter((w) => /^examples\/.*\.pgn$/.test(w))) {
    const text = fs.readFileSync(path.join(dist, f), 'utf8');
    let read;
    try {
      read = Object.fromEntries(['en', 'de', 'zh-Hans', 'zh-Hant'].map((lang) => [lang, engine.readDocument(text, { lang })]));
    } catch (e) {
      console.warn(`[build-site] ${f}: not read ahead (${e.message})`);
      continue;
    }
    if (read.en.problems.length) {
      console.warn(`[build-site] ${f}: not read ahead (${read.en.problems.length} problems)`);
      continue;
    }
    const chapters = JSON.parse(JSON.stringify(read.en.chapters));
    for (const t of chapters.flatMap((c) => (c.annotations || []).flatMap((a) => a.tries || []))) delete t.verdict;
    const ahead = { arbiterDocument: 1, engine: engine.version(), source: path.posix.basename(f), chapters, problems: [] };
    for (const [lang, doc] of Object.entries(read)) {
      if (JSON.stringify(readAheadIn(ahead, lang, engine)) !== JSON.stringify(doc)) {
        throw new Error(`${f}: the document read ahead does not give back the engine's reading in ${lang}`);
      }
    }
    const out = f.replace(/\.pgn$/, '.read.json');
    write(path.join(dist, out), JSON.stringify(ahead));
    written.push(out);
    done.add(f);
  }
  return done;
}

// 2b. The formats as pages, and every page's links to them and preview tags.
sitePages(process.env.SITE_URL);

/** Writes dist/docs/<name>.html for each published document, then points every page's links to the documents at
 * their pages and writes its preview tags' addresses in full under `siteUrl` (if given). */
function sitePages(siteUrl) {
  for (const name of Object.keys(DOC_PAGES)) {
    write(path.join(dist, 'docs', `${name}.html`), renderDocPage(root, name));
    written.push(`docs/${name}.html`);
  }
  for (const page of written.filter((f) => f.endsWith('.html'))) {
    const file = path.join(dist, page);
    const html = fs.readFileSync(file, 'utf8');
    const out = previewTags(docLinks(html), page, siteUrl);
    if (out !== html) fs.writeFileSync(file, out);
  }
}

// 4b. Each page names in its head, as preloads, what its first board needs before it answers, so the browser asks
// for all of it at once instead of a round trip after another: the modules its scripts import (the shared chunks),
// and for the first <arbiter-board> whose game the build can tell (its `game` attribute, or its example file's
// `game:` line or `[Game "..."]` tag) the game's board code and stylesheet and the game's engine package (glue
// and wasm; its lite package for a board whose document was read ahead or that has none). Each is asked for as the widget asks for it (a module, or fetch()), so the browser uses the preloaded
// answer. Not the example file: preloaded, under the service worker, it reached the page with a body that was
// neither version's in tests/js/deploy.test.mjs (a small file, asked for soon after). Not arbiter-board.css: a
// <link> in a shadow root does not take a preload's answer, and would fetch the file again.
const closureOut = (f, seen = new Set()) => {
  if (seen.has(f) || !staticImports.has(f)) return seen;
  seen.add(f);
  for (const i of staticImports.get(f)) closureOut(i, seen);
  return seen;
};
const exists = (f) => fs.existsSync(path.join(dist, f));
function gameOfBoard(tag, page) {
  const attr = (name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
  const game = attr('game')?.trim().toLowerCase();
  const lite = !attr('example') || /\.read\.json$/.test(attr('example'));
  const example = attr('example');
  const file = example && !/^[a-z]+:/i.test(example) ? rel(path.join(dist, path.dirname(page), example), dist) : null;
  const text = file && exists(file) ? fs.readFileSync(path.join(dist, file), 'utf8') : null;
  const read = text && file.endsWith('.read.json') ? JSON.parse(text) : null;
  // A board that answers from answers given ahead loads no engine while the page opens (board/ahead.js).
  const ahead = !!read && Array.isArray(read.answers) && !/\s(quiz|editor)[\s=>]/.test(tag)
    && !read.chapters.some((c) => c.quiz);
  if (game) return GAMES.includes(game) ? { game, lite, ahead } : null;
  if (!text) return null;
  if (read) {
    const first = read.chapters[0]?.game;
    return GAMES.includes(first) ? { game: first, lite: true, ahead } : null;
  }
  const line = text.match(/^game:[ \t]*(.+?)[ \t]*$/m) ?? text.match(/^\[Game[ \t]+"([^"]*)"\]/m);
  const named = line?.[1].toLowerCase();
  const of = named === 'chinese chess' ? 'xiangqi' : named;
  return GAMES.includes(of) ? { game: of } : null;
}
for (const page of written.filter((f) => f.endsWith('.html'))) {
  const html = fs.readFileSync(path.join(dist, page), 'utf8');
  const from = path.posix.dirname(page);
  const scripts = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)]
    .map((m) => rel(path.join(dist, from, m[1]), dist)).filter((f) => staticImports.has(f));
  const modules = new Set(scripts.flatMap((f) => [...closureOut(f)].filter((m) => !scripts.includes(m))));
  const fetched = [];
  if (scripts.includes(ENTRY)) {
    const board = html.match(/<arbiter-board\b[^>]*>/)?.[0];
    const first = board && gameOfBoard(board, page);
    if (first) {
      const { game, lite, ahead } = first;
      const pkg = lite ? `pkg/${game}/lite` : `pkg/${game}`; // the package the board loads (board/engine.js)
      for (const m of closureOut(`board/games/${game}/adapter.js`)) modules.add(m);
      if (exists(`board/games/${game}/board.css`)) fetched.push(`board/games/${game}/board.css`);
      if (!ahead) {
        modules.add(`${pkg}/arbiter.js`);
        fetched.push(`${pkg}/arbiter_bg.wasm`);
      }
    }
  }
  const href = (f) => path.posix.relative(from, f) || f;
  const links = [...[...modules].filter(exists).map((f) => `<link rel="modulepreload" href="${href(f)}">`),
    ...fetched.filter(exists).map((f) => `<link rel="preload" href="${href(f)}" as="fetch" crossorigin>`)];
  if (!links.length || !html.includes('</head>')) continue;
  fs.writeFileSync(path.join(dist, page), html.replace('</head>', `${links.join('\n')}\n</head>`));
}

// 5. The service worker's precache list: every file of the site but the worker's own, the single-file builds
// (a page never loads them), maps and compressed copies, and of the example files only those a page's board names
// (the documents read ahead): the documents themselves and the earlier `key: value` files stay on the site for
// those who copy them, but no page of it fetches them (a board fetches a document only when its file read ahead
// is of another engine version, never the case within one version of the site).
const namedExamples = new Set(written.filter((f) => f.endsWith('.html')).flatMap((page) =>
  [...fs.readFileSync(path.join(dist, page), 'utf8').matchAll(/<arbiter-board\b[^>]*\sexample="([^":?#]+)"/g)]
    .map((m) => rel(path.join(dist, path.dirname(page), m[1]), dist))));
const precached = written.filter((f) => !/^sw(-precache)?\.js$/.test(f) && !/\.(map|md)$/.test(f) &&
  !/^arbiter-board(\.\w+)?\.(bundle|classic)\.js$/.test(f) && (!f.startsWith('examples/') || namedExamples.has(f))).sort();
// The site's version, stamped into its pages, and the manifest (scripts/precache.mjs).
const { version: siteVersion, bytes: precacheBytes } = writePrecache(dist, precached);
written.push('sw-precache.js');

// 6. Compressed copies for the static host (of the files a page loads).
for (const f of written.filter((w) => /\.(html|js|css|wasm|svg|txt|json|webmanifest|md)$/.test(w))) {
  const data = fs.readFileSync(path.join(dist, f));
  if (data.length < 1024) continue;
  fs.writeFileSync(path.join(dist, `${f}.gz`), zlib.gzipSync(data, { level: 9 }));
  fs.writeFileSync(path.join(dist, `${f}.br`), zlib.brotliCompressSync(data, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }));
}

// 7. The widget's npm package: the template with the version, and the files its exports name (the engine alone:
// pkg/'s, built for speed).
const widget = path.join(root, 'pkg-widget');
const template = path.join(root, 'scripts', 'widget-package');
fs.rmSync(widget, { recursive: true, force: true });
fs.cpSync(template, widget, { recursive: true });
const manifest = JSON.parse(fs.readFileSync(path.join(template, 'package.json'), 'utf8'));
write(path.join(widget, 'package.json'), `${JSON.stringify({ ...manifest, version }, null, 2)}\n`);
const copies = [['arbiter-board.js', 'dist/arbiter-board.bundle.js'],
  ['arbiter-board.classic.js', 'dist/arbiter-board.classic.js'],
  ['arbiter-board.d.ts', 'types/arbiter-board.d.ts'], ['arbiter.d.ts', 'pkg/arbiter.d.ts'],
  ['arbiter.js', 'pkg/arbiter.js'], ['arbiter_bg.wasm', 'pkg/arbiter_bg.wasm'],
  ...GAMES.flatMap((g) => [[`${g}.js`, `dist/arbiter-board.${g}.bundle.js`],
    [`arbiter-board.${g}.classic.js`, `dist/arbiter-board.${g}.classic.js`]])];
for (const [to, from] of copies) fs.copyFileSync(path.join(root, from), path.join(widget, to));
console.log(`[build-site] dist/: ${written.length} files, ${entries.length} entry points; pkg-widget/: ${version}`);
// What the service worker downloads on the first visit: each precached file once, as a static host serves it
// (its Brotli copy where there is one).
const served = precached.reduce((sum, f) => {
  const br = path.join(dist, `${f}.br`);
  return sum + fs.statSync(fs.existsSync(br) ? br : path.join(dist, f)).size;
}, 0);
console.log(`[build-site] version ${siteVersion}: ${precached.length} files precached, ${(precacheBytes / 1024).toFixed(0)} KiB`
  + ` (${(served / 1024).toFixed(0)} KiB served with Brotli)`);
