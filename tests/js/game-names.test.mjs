// Issue 11: adding a game is one folder and one line in a registry. The widget's element and its shared modules
// (www/arbiter-board.js, www/board/*.js) name no game: a game's facts live in its adapter (www/board/games/<game>.js)
// or its line in the registry (www/board/games.js), and the board modules the registry lists as that game's own
// (its drawing: render.js, xiangqi.js, chess.js) may name it. Comments are exempt (they may give examples). A game
// is named by its registry name, in any case, also inside an identifier (createXiangqiBoard).
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
const board = path.join(root, 'www', 'board');
const own = new Set(games.flatMap(([, g]) => g.files).filter((f) => !f.startsWith('./games/')).map((f) => f.slice(2)));
const checked = ['www/arbiter-board.js', ...fs.readdirSync(board).filter((f) => f.endsWith('.js') && f !== 'games.js' &&
  !own.has(f)).map((f) => `www/board/${f}`)];

test('the registry lists the games, and the files it gives a game exist', () => {
  for (const g of ['stratego', 'xiangqi', 'bogenschach']) assert.ok(names.includes(g), g);
  for (const f of own) assert.ok(fs.existsSync(path.join(board, f)), f);
  assert.ok(checked.includes('www/board/edit-panel.js') && checked.includes('www/board/engine.js'), checked.join(' '));
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

test('no module outside www/board/games/ and the registry names a game in its code', () => {
  const hits = [];
  const re = new RegExp(names.join('|'), 'i');
  for (const f of checked) {
    stripComments(fs.readFileSync(path.join(root, f), 'utf8')).split('\n').forEach((line, i) => {
      if (re.test(line)) hits.push(`${f}:${i + 1}: ${line.trim()}`);
    });
  }
  assert.deepEqual(hits, [], 'a game named in a shared module: move the fact to the game\'s adapter or registry line');
});
