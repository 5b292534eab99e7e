// The English catalogue grows as modules load (www/board/i18n/index.js addMessages): a game's adapter, the share
// panel and the branch note bring their own English messages, so an English page loads only those it shows. A
// board reads the catalogue again at each render and caches what it merges over it (the editor's messages) by
// the catalogue's identity: so each addition must give a new catalogue object, holding everything added so far.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { messages } from '../../www/board/i18n/index.js';
import { registry } from '../../www/board/games.js';

test('a game loaded later adds its English messages as a new catalogue, which unknown languages get too', async () => {
  const [[, first], [, second]] = registry();
  const before = messages('en');
  const a = (await first.load()).default;
  const afterFirst = messages('en');
  assert.notEqual(afterFirst, before, 'a new catalogue object once a game has added its messages');
  assert.equal(before[a.hint], undefined, `the first game's hint (${a.hint}) comes with its adapter`);
  assert.equal(typeof afterFirst[a.hint], 'string', `the first game's hint (${a.hint}) is in English`);
  const b = (await second.load()).default;
  const afterSecond = messages('en');
  assert.notEqual(afterSecond, afterFirst);
  assert.equal(typeof afterSecond[a.hint], 'string', 'the first game\'s messages are kept');
  assert.equal(typeof afterSecond[b.hint], 'string', `the second game's hint (${b.hint}) is in English`);
  assert.equal(messages('fr'), afterSecond, 'a language without its own file reads the English catalogue');
});

// Every message key exists in every language, with the same shape (a text, a function of as many arguments, or an
// object of the same keys): the widget's shared catalogue and what each game, the share panel and the branch note
// add (board/i18n/<lang>.js, board/games/<game>/<lang>.js), the position editor's (board/i18n/edit.js) and the
// paste box's (board/i18n/import.js). Chinese is written in both scripts, each in its own characters.
const LANGS = ['de', 'zh-Hans', 'zh-Hant'];

/** The differences between `own` and the English `en`: keys missing or extra, shapes that differ. */
function differences(en, own, at = '') {
  const out = [];
  for (const key of new Set([...Object.keys(en), ...Object.keys(own)])) {
    const where = `${at}${key}`;
    if (!Object.hasOwn(own, key)) out.push(`${where}: missing`);
    else if (!Object.hasOwn(en, key)) out.push(`${where}: not in English`);
    else if (typeof en[key] !== typeof own[key]) out.push(`${where}: ${typeof own[key]}, English ${typeof en[key]}`);
    else if (typeof en[key] === 'function' && en[key].length !== own[key].length) {
      out.push(`${where}: ${own[key].length} arguments, English ${en[key].length}`);
    } else if (en[key] && typeof en[key] === 'object') out.push(...differences(en[key], own[key], `${where}.`));
  }
  return out;
}

/** Every text of a catalogue (functions called with sample arguments). */
function textsOf(msgs) {
  const out = [];
  const walk = (v) => {
    if (typeof v === 'string') out.push(v);
    else if (typeof v === 'function') out.push(String(v('a1', 'b2', ['c3'], 'd4')));
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(msgs);
  return out;
}

// Characters written only in simplified, and only in traditional, Chinese (those the catalogues use most).
const SIMPLIFIED_ONLY = /[将帅马车长闲这没对军过为们时会说骑门无战胜负红蓝盘着选择]/u;
const TRADITIONAL_ONLY = /[將帥馬車長閒這沒對軍過為們時會說騎門無戰勝負紅藍盤著選擇]/u;

test('every message key of the widget exists in every language, with the same shape', async () => {
  const i18n = await import('../../www/board/i18n/index.js');
  await Promise.all([...registry().map(([, g]) => g.load()),
    import('../../www/board/editor.js'), import('../../www/board/branch.js'),
    import('../../www/board/annotated.js')]);
  const en = i18n.messages('en');
  assert.ok(Object.keys(en).length > 100, 'the whole English catalogue');
  for (const lang of LANGS) {
    await i18n.loadMessages(lang);
    const own = i18n.messages(lang);
    assert.notEqual(own, en, `${lang} has its own catalogue`);
    // Nothing falls back to English: the merged catalogue holds the language's own file for every key.
    const files = await Promise.all([import(`../../www/board/i18n/${lang}.js`),
      ...registry().map(([name]) => import(`../../www/board/games/${name}/${lang}.js`))]);
    const ownKeys = Object.assign({}, ...files.map((f) => f.default));
    assert.deepEqual(differences(en, ownKeys), [], `${lang}: its files against English`);
    assert.deepEqual(differences(en, own), [], lang);
  }
  for (const [lang, wrong] of [['zh-Hans', TRADITIONAL_ONLY], ['zh-Hant', SIMPLIFIED_ONLY]]) {
    const texts = textsOf(i18n.messages(lang)).filter((t) => /\p{Script=Han}/u.test(t));
    assert.ok(texts.length > 100, `${lang}: ${texts.length} texts in Chinese`);
    for (const t of texts) assert.doesNotMatch(t, wrong, `${lang}: a character of the other script in ${t}`);
  }
});

test('the position editor and the paste box speak every language, with the same keys', async () => {
  const { EDIT_MESSAGES, editMessages } = await import('../../www/board/i18n/edit.js');
  const { IMPORT_MESSAGES, importMessages } = await import('../../www/board/i18n/import.js');
  for (const lang of LANGS) {
    assert.deepEqual(differences(EDIT_MESSAGES.en, EDIT_MESSAGES[lang]), [], `editor ${lang}`);
    assert.deepEqual(differences(IMPORT_MESSAGES.en, IMPORT_MESSAGES[lang]), [], `paste box ${lang}`);
  }
  // A tag reaches its language as the widget reads it: zh-TW the traditional messages, zh-CN the simplified.
  assert.equal(editMessages({}, 'zh-TW').undo, EDIT_MESSAGES['zh-Hant'].undo);
  assert.equal(editMessages({}, 'zh-CN').undo, EDIT_MESSAGES['zh-Hans'].undo);
  assert.equal(importMessages({}, 'zh-HK').red, IMPORT_MESSAGES['zh-Hant'].red);
  assert.equal(importMessages({}, 'zh').gameNames.xiangqi, '象棋');
});

test('a language tag reaches its catalogue: Chinese by script or region, the others by their primary subtag', async () => {
  const { langKey, preferredLang, langNotation, engineLang, exampleText } = await import('../../www/board/i18n/index.js');
  const cases = {
    'zh': 'zh-Hans', 'zh-CN': 'zh-Hans', 'zh-SG': 'zh-Hans', 'zh-Hans': 'zh-Hans', 'zh-hans-hk': 'zh-Hans',
    'zh-TW': 'zh-Hant', 'zh-HK': 'zh-Hant', 'zh-MO': 'zh-Hant', 'zh-Hant': 'zh-Hant', 'ZH_tw': 'zh-Hant',
    'de-AT': 'de', 'en-GB': 'en', '': 'en', '__proto__': 'en',
  };
  for (const [tag, key] of Object.entries(cases)) assert.equal(langKey(tag), key, tag);
  assert.equal(engineLang('zh-TW'), 'zh-Hant');
  assert.equal(engineLang('fr'), 'en');
  assert.equal(preferredLang(['fr-FR', 'zh-TW', 'en']), 'zh-Hant', 'the first language the widget speaks');
  assert.equal(preferredLang(['fr-FR', 'it']), null);
  assert.equal(langNotation('zh-CN'), 'chinese');
  assert.equal(langNotation('zh-HK'), 'chinese-traditional');
  assert.equal(langNotation('de'), null);
  // An example's texts: zh for simplified, zh.hant first for traditional, English when the file has none.
  const ex = { 'title.en': 'E', 'title.de': 'D', 'title.zh': '简', 'title.zh.hant': '繁', 'text.en': 'T' };
  assert.equal(exampleText(ex, 'title', 'zh-CN'), '简');
  assert.equal(exampleText(ex, 'title', 'zh-TW'), '繁');
  assert.equal(exampleText({ 'title.zh': '简' }, 'title', 'zh-TW'), '简');
  assert.equal(exampleText(ex, 'title', 'de'), 'D');
  assert.equal(exampleText(ex, 'title', 'fr'), 'E');
  assert.equal(exampleText(ex, 'text', 'zh'), 'T');
});
