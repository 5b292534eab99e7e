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
