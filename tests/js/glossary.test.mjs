// One glossary per language (www/board/i18n/en.js, de.js: `glossary`), and the words a reader meets agree with
// it: the widget's messages, the engine's answers (computed here through pkg/ for every example file, in English
// and German), the rule pages and the example texts. No reader-visible text says "seed": sources are cited by
// name. Run: node --test tests/js/glossary.test.mjs (needs pkg/ from scripts/build-wasm.sh).
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const wasmPath = path.join(root, 'pkg', 'arbiter_bg.wasm');
if (!fs.existsSync(wasmPath)) throw new Error('pkg/arbiter_bg.wasm is missing: run scripts/build-wasm.sh (make build)');
const A = await import(pathToFileURL(path.join(root, 'pkg', 'arbiter.js')).href);
A.initSync({ module: fs.readFileSync(wasmPath) });
// The catalogues (messages('en'), messages('de')): www/board/i18n/en.js and de.js and what each game
// (www/board/games/<game>/), the share panel (board/editor.js) and the branch note (board/branch.js) add to it
// when they load: load them all, so the checks below read the whole catalogue.
const { registry } = await import(pathToFileURL(path.join(root, 'www', 'board', 'games.js')).href);
await Promise.all([...registry().map(([, g]) => g.load()),
  ...['editor.js', 'branch.js', 'annotated.js'].map((f) => import(pathToFileURL(path.join(root, 'www', 'board', f)).href))]);
const i18n = await import(pathToFileURL(path.join(root, 'www', 'board', 'i18n', 'index.js')).href);
const en = i18n.messages('en');
await i18n.loadMessages('de');
const de = i18n.messages('de'); // with every game's German file (www/board/games/<game>/de.js)

const www = path.join(root, 'www');
// The words each glossary replaces: none of them may appear where a reader reads that language.
const AVOID = {
  en: ['Forbidden:', 'Not allowed:', 'perpetual attack', 'eternal check'],
  de: ['Jagd', 'gejagt', 'jagen', 'Dauerjagd', 'Dauerbedrohung', 'Dauerangriff', 'ewiges Schach', 'Verboten:',
    'Ruhezug', 'Berater'],
};
en.glossary.avoid = AVOID.en;
de.glossary.avoid = AVOID.de;
const read = (...p) => fs.readFileSync(path.join(...p), 'utf8');

/** Every string a message catalogue holds (functions called with placeholder arguments). */
function catalogueTexts(msgs) {
  const out = [];
  const walk = (v, key) => {
    if (key === 'glossary') return;
    if (typeof v === 'string') out.push(v);
    else if (typeof v === 'function') out.push(String(v('X', 'Y', ['Z'])));
    else if (v && typeof v === 'object') for (const [k, w] of Object.entries(v)) walk(w, k);
  };
  walk(msgs, '');
  return out;
}

/** The example files: { file, game, request, lines: { 'title.en': ..., 'text.de': ... } }. */
function examples() {
  const out = [];
  for (const game of fs.readdirSync(path.join(www, 'examples'))) {
    const dir = path.join(www, 'examples', game);
    if (!fs.statSync(dir).isDirectory()) continue;
    for (const f of fs.readdirSync(dir).filter((f) => f.endsWith('.txt'))) {
      const kv = {};
      for (const line of read(dir, f).split('\n')) {
        const m = line.match(/^([a-z][a-z0-9.]*):\s*(.*)$/i);
        if (m && !(m[1] in kv)) kv[m[1]] = m[2].trim();
      }
      // forbidden: "[after <label>:] <move> [=> <rule>]": the move tried at the end (or after that label).
      const fm = (kv.forbidden || '').match(/^(?:after\s+(\S+):\s*)?(.*?)(?:\s*=>.*)?$/);
      if (fm && fm[1]) kv.forbidden = ''; // a move tried mid-game: skipped here
      else if (fm) kv.forbidden = fm[2];
      const g = kv.game || game;
      const moves = kv.moves ? (g === 'bogenschach' ? kv.moves.split(/;\s*/) : kv.moves.split(/\s+/)) : [];
      out.push({ file: `${game}/${f}`, game: g, kv, request: { game: g, rules: kv.rules, position: kv.position, moves } });
    }
  }
  return out;
}

/** The reader-visible text of a page: without comments, scripts and tags (attribute values dropped too). */
const pageText = (html) => html.replace(/<!--[\s\S]*?-->/g, '').replace(/<script[\s\S]*?<\/script>/g, '')
  .replace(/<[^>]+>/g, ' ');
const pages = () => [
  ...fs.readdirSync(path.join(www, 'rules')).filter((f) => f.endsWith('.html')).map((f) => path.join('rules', f)),
  ...fs.readdirSync(www).filter((f) => f.endsWith('.html')),
];

const word = (w) => new RegExp(`(^|[^\\p{L}])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=$|[^\\p{L}])`, 'u');

describe('one glossary per language, and no "seed" in what a reader sees', () => {
  test('each catalogue has a glossary, and its refusal prefix and chase words are the ones the widget says', () => {
    for (const msgs of [en, de]) {
      const g = msgs.glossary;
      for (const k of ['chase', 'chased', 'perpetualCheck', 'perpetualChase', 'refused', 'avoid']) assert.ok(g[k], k);
      assert.equal(msgs.refused, g.refused);
      assert.ok(msgs.chased.startsWith(g.chased));
    }
    assert.ok(de.colClass.includes(de.glossary.chase) && de.colClass.includes(de.glossary.idle), de.colClass);
    assert.equal(de.xqPieces.general, de.glossary.general);
    assert.equal(de.xqPieces.advisor, de.glossary.advisor);
  });

  test('the engine\'s German answers use the German glossary (refusal prefix, chase, perpetual check)', () => {
    const g = de.glossary;
    const texts = [];
    for (const ex of examples()) {
      for (const lang of ['de']) {
        const x = A.explain({ ...ex.request, lang });
        texts.push(JSON.stringify(x));
        if (ex.kv.forbidden) {
          const v = A.validateMove({ ...ex.request, lang }, ex.kv.forbidden);
          texts.push(JSON.stringify(v));
          // A Xiangqi repetition refusal opens with the engine's prefix, which is the widget's.
          if (ex.game === 'xiangqi' && /^perpetual-/.test(v.rule)) {
            assert.ok(v.message.startsWith(g.refused), `${ex.file}: "${v.message}"`);
            assert.ok(v.message.includes(v.rule === 'perpetual-check' ? g.perpetualCheck : g.perpetualChase), v.message);
          }
        }
      }
    }
    const all = texts.join('\n');
    assert.ok(all.includes(`${g.chase} (捉)`), 'the classification says Verfolgung (捉)');
    for (const bad of g.avoid) assert.doesNotMatch(all, word(bad), `the engine says "${bad}"`);
    // The Rust catalogues themselves (messages not reached by the examples too).
    for (const game of ['stratego', 'xiangqi', 'bogenschach']) {
      const src = read(root, 'src', game, 'messages.rs');
      for (const bad of g.avoid) assert.doesNotMatch(src, word(bad), `src/${game}/messages.rs says "${bad}"`);
    }
  });

  test('the widget, the pages and the example texts use only the glossary\'s words', () => {
    const sources = [];
    for (const [lang, msgs] of [['en', en], ['de', de]]) {
      sources.push({ where: `i18n/${lang}.js`, lang, text: catalogueTexts(msgs).join('\n') });
    }
    for (const ex of examples()) {
      for (const lang of ['en', 'de']) {
        sources.push({ where: `${ex.file} ${lang}`, lang, text: [ex.kv[`title.${lang}`], ex.kv[`text.${lang}`]].filter(Boolean).join('\n') });
      }
    }
    for (const p of pages()) {
      const html = read(www, p);
      // The German blocks (lang="de") and the rest, told apart by element: enough for these pages' markup.
      const de = [...html.matchAll(/<(\w+)[^>]*\blang="de"[^>]*>([\s\S]*?)<\/\1>/g)].map((m) => m[2]).join('\n');
      sources.push({ where: `${p} de`, lang: 'de', text: pageText(de) });
      sources.push({ where: p, lang: 'en', text: pageText(html) });
    }
    for (const s of sources) {
      const g = (s.lang === 'de' ? de : en).glossary;
      for (const bad of g.avoid) assert.doesNotMatch(s.text, word(bad), `${s.where} says "${bad}"`);
    }
  });

  test('no reader-visible text says "seed": pages, widget messages, example texts, engine answers', () => {
    const seed = /\bseeds?\b/i;
    for (const p of pages()) assert.doesNotMatch(pageText(read(www, p)), seed, p);
    for (const msgs of [en, de]) assert.doesNotMatch(catalogueTexts(msgs).join('\n'), seed);
    for (const ex of examples()) {
      for (const k of ['title.en', 'title.de', 'text.en', 'text.de']) if (ex.kv[k]) assert.doesNotMatch(ex.kv[k], seed, `${ex.file} ${k}`);
      for (const lang of ['en', 'de']) {
        assert.doesNotMatch(JSON.stringify(A.explain({ ...ex.request, lang })), seed, `${ex.file}: explain (${lang})`);
        if (ex.kv.forbidden) {
          assert.doesNotMatch(JSON.stringify(A.validateMove({ ...ex.request, lang }, ex.kv.forbidden)), seed, `${ex.file}: ${ex.kv.forbidden}`);
        }
      }
    }
  });
});

// Chinese: the glossary of each script (www/board/i18n/zh-Hans.js, zh-Hant.js) is the engine's
// (src/xiangqi/messages.rs GLOSSARY_ZH_HANS, GLOSSARY_ZH_HANT), in the terms of Chinese rulebooks, and the words
// those rulebooks do not use for them appear nowhere a reader reads Chinese.
describe('the Chinese glossary, in simplified and traditional characters', () => {
  const AVOID_ZH = {
    'zh-Hans': ['长追', '永久将军', '永久追', '连将', '禁止：', '闲步', '追捕'],
    'zh-Hant': ['長追', '永久將軍', '永久追', '連將', '禁止：', '閒步', '追捕'],
  };

  test('the engine\'s Chinese answers open refusals, name chases and perpetual violations with the glossary\'s words', async () => {
    for (const lang of ['zh-Hans', 'zh-Hant']) {
      await i18n.loadMessages(lang);
      const msgs = i18n.messages(lang);
      const g = msgs.glossary;
      assert.equal(msgs.refused, g.refused);
      assert.equal(msgs.xqPieces.general, g.general);
      const texts = [];
      let refusals = 0;
      for (const ex of examples().filter((e) => e.game === 'xiangqi')) {
        texts.push(JSON.stringify(A.explain({ ...ex.request, lang })));
        if (!ex.kv.forbidden) continue;
        const v = A.validateMove({ ...ex.request, lang }, ex.kv.forbidden);
        texts.push(JSON.stringify(v));
        if (/^perpetual-/.test(v.rule)) {
          refusals++;
          assert.ok(v.message.startsWith(g.refused), `${ex.file}: "${v.message}"`);
          assert.ok(v.message.includes(v.rule === 'perpetual-check' ? g.perpetualCheck : g.perpetualChase), v.message);
        }
      }
      assert.ok(refusals > 10, `${lang}: ${refusals} repetition refusals`);
      const all = texts.join('\n');
      assert.ok(all.includes(`"${g.chase}：`), `${lang}: a chase's row opens with ${g.chase}`);
      for (const bad of AVOID_ZH[lang]) assert.ok(!all.includes(bad), `${lang}: the engine says "${bad}"`);
      const pagesText = pages().map((p) => [...read(www, p).matchAll(new RegExp(
        `<(\\w+)[^>]*\\bdata-lang="${lang}"[^>]*>([\\s\\S]*?)<\\/\\1>`, 'g'))].map((m) => pageText(m[2])).join('\n'));
      const widget = catalogueTexts(msgs).join('\n');
      for (const bad of AVOID_ZH[lang]) {
        assert.ok(!widget.includes(bad), `${lang}: the widget says "${bad}"`);
        pagesText.forEach((t, i) => assert.ok(!t.includes(bad), `${pages()[i]} ${lang} says "${bad}"`));
      }
      assert.ok(pagesText.join('').includes(g.perpetualChase), `${lang}: the rule pages say ${g.perpetualChase}`);
      // The example texts: zh in simplified characters, zh.hant in traditional ones.
      const suffix = lang === 'zh-Hans' ? 'zh' : 'zh.hant';
      for (const ex of examples()) {
        const text = [ex.kv[`title.${suffix}`], ex.kv[`text.${suffix}`]].filter(Boolean).join('\n');
        assert.ok(text, `${ex.file}: title.${suffix}`);
        for (const bad of AVOID_ZH[lang]) assert.ok(!text.includes(bad), `${ex.file} ${suffix} says "${bad}"`);
      }
    }
  });
});
