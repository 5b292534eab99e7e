// A game is one folder on each side (www/board/games/<game>/, src/<game>/) and its lines in the registries
// (www/board/games.js; src/api.rs, tests/game_names.rs checks the Rust side). No other file of www/ names a game:
// the element, the shared modules (www/board/, its i18n/), the page modules (www/*.js: the playground's demo.js
// too), the shared stylesheets, and the pages' menus, labels and scripts (www/*.html: a page lists no games; its
// prose, its links to the rule pages and its example boards are content). The rule pages (www/rules/) and the
// examples (www/examples/<game>/) are a game's content; www/pkg/, dist/ and the bundles are built. Comments are exempt
// (they may give examples). A game is named by its registry name, in any case, also inside an identifier
// (createXiangqiBoard).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './browser/harness.mjs';
import { registry } from '../../www/board/games.js';

/** `src` without its comments (line and block comments), strings and regular expressions kept; line breaks
 * kept, so a hit's line number is the file's. A `/` starts a regular expression where an expression may start
 * (after an operator, an opening bracket or a keyword such as return). */
function stripComments(src) {
  const regexMayStart = (prev, before) => prev === '' || /[(,=:[!&|?{};+\-*%<>~^]/.test(prev) ||
    /(?:^|[^\w$])(?:return|typeof|case|do|else|in|of|void|throw|delete|instanceof|yield|await)\s*$/.test(before.slice(-16));
  let out = '';
  let i = 0;
  let prev = ''; // the last character of code that is not white space
  while (i < src.length) {
    const c = src[i];
    const next = src[i + 1];
    if (c === '/' && next === '/') {
      while (i < src.length && src[i] !== '\n') i++;
    } else if (c === '/' && next === '*') {
      const end = src.indexOf('*/', i + 2);
      const stop = end < 0 ? src.length : end + 2;
      out += src.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else if (c === '"' || c === "'" || c === '`' || (c === '/' && regexMayStart(prev, out))) {
      // A string, template or regular expression: copied to its closing delimiter (escapes skipped; a regular
      // expression's character class may hold its delimiter).
      let j = i + 1;
      let inClass = false;
      while (j < src.length) {
        const d = src[j];
        if (d === '\\') j += 2;
        else if (c === '/' && d === '[') (inClass = true), j++;
        else if (c === '/' && d === ']') (inClass = false), j++;
        else if (d === c && !inClass) break;
        else if (d === '\n' && c !== '`') break;
        else j++;
      }
      out += src.slice(i, j + 1);
      i = j + 1;
      prev = c;
    } else {
      out += c;
      if (!/\s/.test(c)) prev = c;
      i++;
    }
  }
  return out;
}

const games = registry();
const names = games.map(([name]) => name);
const www = path.join(root, 'www');
const BUILT = new Set(['min', 'pkg', 'rules', 'examples', 'icons']);
// The files the build writes into www/: the single-file bundles (one per game, named after it) and the precache list.
const BUILT_FILE = /\.(?:bundle|classic)\.js$|^sw-precache\.js$/;

// Not shared code: the registry, and the playground's words in four languages (playground-text.js: the page's
// prose, headings and the labels of its game menu, which index.html holds in English; content as a page's text is).
const CONTENT = new Set(['board/games.js', 'playground-text.js']);

/** The files under `dir` (relative to www/), recursively, but www/board/games/ and the folders of BUILT. */
function shared(dir = '') {
  return fs.readdirSync(path.join(www, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = dir ? `${dir}/${e.name}` : e.name;
    if (e.isDirectory()) return BUILT.has(rel) || rel === 'board/games' ? [] : shared(rel);
    return /\.(?:m?js|css|html)$/.test(e.name) && !BUILT_FILE.test(e.name) && !CONTENT.has(rel) ? [rel] : [];
  });
}
const checked = shared();

/** A stylesheet without its comments, line breaks kept. */
const stripCss = (src) => src.replace(/\/\*[^]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '));

/** What of a page may not name a game: its menus (<select>), labels and inline scripts (without their comments);
 * everything else blanked, line breaks kept. */
function pageCode(src) {
  const html = src.replace(/<!--[^]*?-->/g, (c) => c.replace(/[^\n]/g, ' '));
  const keep = /<(select|label|script)\b[^>]*>[^]*?<\/\1>/gi;
  let out = '';
  let at = 0;
  for (const m of html.matchAll(keep)) {
    out += html.slice(at, m.index).replace(/[^\n]/g, ' ');
    out += m[1].toLowerCase() === 'script' ? stripComments(m[0]) : m[0];
    at = m.index + m[0].length;
  }
  return out + html.slice(at).replace(/[^\n]/g, ' ');
}

/** The code of `rel` in which no game may be named. */
function code(rel) {
  const src = fs.readFileSync(path.join(www, rel), 'utf8');
  if (rel.endsWith('.css')) return stripCss(src);
  if (rel.endsWith('.html')) return pageCode(src);
  return stripComments(src);
}

test('the registry lists the games, each with its folder, and the check reads every shared kind of file', () => {
  for (const g of ['stratego', 'xiangqi', 'bogenschach']) assert.ok(names.includes(g), g);
  for (const g of names) {
    for (const f of ['adapter.js', 'board.js', 'en.js', 'de.js']) {
      assert.ok(fs.existsSync(path.join(www, 'board', 'games', g, f)), `board/games/${g}/${f}`);
    }
  }
  for (const f of ['arbiter-board.js', 'board/edit-panel.js', 'board/engine.js', 'board/i18n/de.js', 'board/i18n/import.js',
    'demo.js', 'index.html', 'arbiter-board.css']) assert.ok(checked.includes(f), `${f} is checked: ${checked.join(' ')}`);
  assert.ok(!checked.some((f) => f.startsWith('board/games/') || f === 'board/games.js'), checked.join(' '));
});

test('a page\'s prose and links are content; its menus, labels and scripts are checked', () => {
  const page = '<title>Xiangqi</title><a href="rules/xiangqi.html">Xiangqi</a>\n<select><option>Xiangqi</option></select>' +
    '<label for="p">Xiangqi FEN</label><script>// stratego\nconst g = "bogenschach";</script>';
  const kept = pageCode(page);
  assert.equal(kept.split('\n').length, page.split('\n').length);
  assert.ok(!kept.includes('<title>') && !kept.includes('href'), kept);
  assert.ok(kept.includes('<option>Xiangqi</option>') && kept.includes('Xiangqi FEN') && kept.includes('"bogenschach"'), kept);
  assert.ok(!kept.includes('stratego'), kept);
  assert.equal(stripCss('/* xiangqi */ .a { }').includes('xiangqi'), false);
});

test('comments are told from code: strings, regular expressions and URLs in strings are code', () => {
  const src = "const a = 'x // stratego'; // xiangqi\nconst b = /\\/[/]/g; /* bogenschach\n */ const c = `//${a}`;\n" +
    "function f(t) { return /'/.test(t) ? 1 : 2 / 3; } // chess";
  const code = stripComments(src);
  assert.ok(code.includes("'x // stratego'"), code);
  assert.ok(!code.includes('xiangqi') && !code.includes('bogenschach'), code);
  assert.ok(code.includes('/\\/[/]/g') && code.includes('`//${a}`') && code.includes("/'/.test(t) ? 1 : 2 / 3;"), code);
  assert.ok(!code.includes('chess'), code);
  assert.equal(code.split('\n').length, src.split('\n').length);
});

test('no shared file of www/ names a game outside its comments and a page\'s content', () => {
  const hits = [];
  const re = new RegExp(names.join('|'), 'i');
  for (const f of checked) {
    code(f).split('\n').forEach((line, i) => {
      if (re.test(line)) hits.push(`www/${f}:${i + 1}: ${line.trim().slice(0, 160)}`);
    });
  }
  assert.deepEqual(hits, [], 'a game named in a shared file: move the fact to the game\'s folder or registry line');
});
