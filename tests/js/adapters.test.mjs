// The widget's game adapters (www/board/games/<game>/adapter.js) and the pure state functions of board/state.js that
// <arbiter-board> reads them through, in Node without a DOM. Each adapter's facts are checked against the engine
// (the full package pkg/: describe(), and the sessions' common row shape, {from, to} of every row and legal move),
// so an adapter cannot drift from the rules it draws.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { nodeEngine } from './browser/harness.mjs';
import { boardMarks, gameObject, movesText, notationOf, readConfig, sharedMoves, startStep, stepText,
  targetsFrom } from '../../www/board/state.js';
import { gameCases } from './games.mjs';
import { loadMessages, messages } from '../../www/board/i18n/index.js';
import { DEFAULT_GAME, registry } from '../../www/board/games.js';
import shared from '../../www/board/i18n/de.js';
import { editMessages } from '../../www/board/i18n/edit.js';
import { importMessages } from '../../www/board/i18n/import.js';

const A = await nodeEngine();
const GAMES = registry().map(([name]) => name); // every game of the widget's registry (board/games.js)
const adapters = Object.fromEntries(await Promise.all(GAMES.map(async (g) =>
  [g, (await import(`../../www/board/games/${g}/adapter.js`)).default])));
// The English and German catalogues with every game's messages (each adapter adds its own when it loads).
const en = messages('en');
await loadMessages('de');
const de = messages('de');

/** The games of `game` to replay: its example files, read as the widget reads them (with their moves split by the
 * adapter), or a short game played from the engine's legal moves when it has none (tests/js/games.mjs). */
const examples = (game) => gameCases(A, game, adapters[game].splitMoves);

describe('each adapter says what the engine says', () => {
  for (const game of GAMES) {
    test(`${game}: its description is the engine's describe() where it gives a field`, () => {
      const own = adapters[game].description;
      const engine = A.describe(game);
      const sorted = (regions) => regions.map((r) => ({ id: r.id, squares: [...r.squares].sort() }));
      for (const [key, value] of Object.entries(own)) {
        if (key === 'regions') assert.deepEqual(sorted(value), sorted(engine.regions), `${game} regions`);
        else if (key === 'options') {
          for (const o of value) {
            const e = engine.options.find((x) => x.name === o.name);
            assert.ok(e, `${game}: the engine has the option ${o.name}`);
            for (const [k, v] of Object.entries(o)) assert.deepEqual(v, e[k], `${game} option ${o.name}.${k}`);
          }
        } else assert.deepEqual(value, engine[key], `${game} description.${key}`);
      }
      // Every square the adapter lists is a square of the engine's board, the cursor's too.
      const squares = new Set(engine.fileNames.flatMap((f) => engine.rankNames.map((r) => `${f}${r}`)));
      for (const sq of adapters[game].squares || []) assert.ok(squares.has(sq), `${game}: ${sq}`);
      assert.ok(squares.has(adapters[game].cursor), `${game} cursor ${adapters[game].cursor}`);
      // The piece names and the help it names are messages of the widget.
      assert.equal(typeof en[adapters[game].names], 'object');
      assert.equal(typeof en[adapters[game].hint], 'string');
    });

    test(`${game}: every row's squares and the moves written back agree with the engine's rows`, () => {
      for (const { file, g } of examples(game)) {
        const x = A.explain(g);
        const session = new A.Game({ ...g, moves: g.moves.slice(0, x.rows.filter((r) => r.legal).length) });
        const common = session.explain().rows;
        session.free();
        common.forEach((row, i) => {
          const want = row.from && row.to ? [row.from, row.to] : null;
          assert.deepEqual(adapters[game].rowFromTo(x.rows[i]), want, `${file} row ${row.label}`);
        });
        // The moves a share link carries give the same game again.
        const again = A.explain({ ...g, moves: sharedMoves(adapters[game], x.rows, g.moves) });
        assert.deepEqual(again.rows.map((r) => r.position), x.rows.map((r) => r.position), file);
        assert.deepEqual(again.result, x.result, file);
      }
    });

    test(`${game}: the targets shown for a picked piece are the engine's legal moves from it`, () => {
      const a = adapters[game];
      for (const { file, g } of examples(game).slice(0, 3)) {
        const x = A.explain(g);
        const played = g.moves.slice(0, Math.min(2, x.rows.filter((r) => r.legal).length));
        if (x.result.over && played.length === x.rows.length) continue;
        // Bogenschach's turn starts with a miss: the moves are the turns the engine allows after it.
        const prefix = a.createTurn ? ['@-'] : [];
        let list;
        try {
          list = A.legalMoves({ ...g, moves: played.concat(prefix) });
        } catch {
          continue; // a game over at this step: no move
        }
        const session = new A.Game({ ...g, moves: played });
        const common = session.legalMoves().filter((m) => !a.createTurn || m.move.startsWith('@- '));
        session.free();
        const froms = new Set(common.map((m) => m.from).filter(Boolean));
        // A game whose moves put a piece on an empty square has no piece to pick up: the board places (below).
        assert.ok(froms.size > 0 || (a.placeText && common.some((m) => m.to)), file);
        for (const sq of froms) {
          const want = [...new Set(common.filter((m) => m.from === sq).map((m) => m.to))].sort();
          assert.deepEqual(targetsFrom(a, list, sq).sort(), want, `${file}: from ${sq}`);
        }
      }
    });

    test(`${game}: a move tried on the board is one the engine reads, recorded as it writes it back`, () => {
      const a = adapters[game];
      const { g } = examples(game)[0];
      const session = new A.Game({ ...g, moves: [] });
      const legal = session.legalMoves();
      session.free();
      // A piece picked up and put down (moveText), or put on an empty square (placeText): one of them plays.
      const first = legal.find((m) => m.from && m.to) || (a.placeText && legal.find((m) => !m.from && m.to));
      assert.ok(first, `${game}: the board can play none of the legal moves at the start`);
      const tried = first.from ? (a.moveText ? a.moveText(first.from, first.to) : first.move) : a.placeText(first.to);
      const v = A.validateMove({ ...g, moves: [] }, tried);
      assert.equal(v.legal, true, `${tried}: ${v.message}`);
      const recorded = a.played(v, tried);
      const x = A.explain({ ...g, moves: [recorded] });
      assert.equal(x.rows[0].legal, true);
      assert.equal(x.rows[0].to, first.to);
      if (first.from) assert.deepEqual(a.rowFromTo(x.rows[0]), [first.from, first.to]);
      assert.ok(a.verdictText(v, recorded).length > 0);
    });
  }
});

describe('each game\'s facts for the editor and the registry are the engine\'s', () => {
  for (const game of GAMES) {
    test(`${game}: the registry's board is the engine's files and ranks`, () => {
      const [, { board }] = registry().find(([name]) => name === game);
      const engine = A.describe(game);
      assert.deepEqual(board, [engine.files, engine.ranks]);
    });

    test(`${game}: the editor's set, palette and first piece are the engine's pieces; its start holds the set`, () => {
      const a = adapters[game];
      const engine = A.describe(game);
      const ids = engine.pieces.map((p) => p.id);
      for (const rank of Object.keys(a.editor.set.pieces)) assert.ok(ids.includes(rank), `${game} set: ${rank}`);
      for (const rank of Object.keys(a.marks)) assert.ok(ids.includes(rank), `${game} palette: ${rank}`);
      assert.ok(Object.hasOwn(a.marks, a.editor.first), `${game} first piece ${a.editor.first}`);
      const { promotion } = a.editor.set;
      if (promotion) for (const rank of [promotion.from, ...promotion.to]) assert.ok(ids.includes(rank), rank);
      // Each side of the engine's start position (Stratego's is empty: its setup is the players') holds the set.
      const pieces = A.parsePosition(game, A.explain({ game, moves: [] }).start).pieces;
      if (pieces.length === 0) return;
      for (const side of engine.sides) {
        const count = {};
        for (const p of pieces.filter((q) => q.side === side)) count[p.rank] = (count[p.rank] || 0) + 1;
        assert.deepEqual(count, a.editor.set.pieces, `${game} ${side}`);
      }
    });

    test(`${game}: the editor refuses a piece beyond the set exactly when the engine reads no such position`, () => {
      const a = adapters[game];
      const start = A.explain({ game, moves: [] }).start;
      const base = new Map(A.parsePosition(game, start).pieces.map((p) => [p.square, { side: p.side, rank: p.rank }]));
      const side = a.description.sides[0];
      const { fileNames, rankNames } = A.describe(game);
      const squares = fileNames.flatMap((f) => rankNames.map((r) => `${f}${r}`));
      const free = squares.filter((sq) => !base.has(sq) && !(a.isLake && a.isLake(sq)));
      // One rank at a time: as many more of it as make it one beyond the set, on the first free squares.
      let accepted = 0;
      for (const [rank, max] of Object.entries(a.editor.set.pieces)) {
        const pieces = new Map(base);
        const have = [...base.values()].filter((p) => p.side === side && p.rank === rank).length;
        free.slice(0, max + 1 - have).forEach((sq) => pieces.set(sq, { side, rank }));
        try {
          A.parsePosition(game, a.writePosition(pieces, side, a.extras ? a.extras(start) : null));
          accepted += 1;
        } catch (e) {
          assert.equal(e.code, 'bad-position', `${game} ${rank}: ${e.message}`);
        }
      }
      if (a.editor.set.refused) {
        assert.equal(accepted, 0, `${game}: the engine reads a position beyond the set, but the editor refuses one`);
      } else assert.ok(accepted > 0, `${game}: the engine reads no position beyond the set, but the editor places one`);
    });

    test(`${game}: the messages its adapter and registry name exist in English and German`, () => {
      const a = adapters[game];
      for (const [lang, msgs] of [['en', en], ['de', de]]) {
        const m = importMessages(editMessages(msgs, lang), lang);
        assert.equal(typeof m[a.names], 'object', `${lang} piece names ${a.names}`);
        for (const rank of Object.keys(a.marks)) assert.equal(typeof m[a.names][rank], 'string', `${lang} ${rank}`);
        for (const side of a.description.sides) assert.equal(typeof m[side], 'string', `${lang} side ${side}`);
        assert.equal(typeof m[a.hint], 'string', `${lang} hint ${a.hint}`);
        assert.equal(typeof m[a.editor.set.name], 'string', `${lang} set name ${a.editor.set.name}`);
        const { refused } = a.editor.set;
        if (refused) assert.equal(typeof m[refused], 'string', `${lang} ${refused}`);
        if (a.editor.hint) assert.equal(typeof m[a.editor.hint], 'string', `${lang} editor hint ${a.editor.hint}`);
        assert.equal(typeof m.gameNames[game], 'string', `${lang} gameNames.${game} (a pasted text of the game)`);
        assert.equal(m.gameNames[game], registry().find(([n]) => n === game)[1].names[lang], `${lang} name of ${game}`);
      }
    });
  }
});

describe('the widget state as pure functions', () => {
  test('the notation: one of the game\'s choices, else its default; no options for a game without one', () => {
    const xq = adapters.xiangqi;
    assert.equal(notationOf(xq, 'iccs'), 'iccs');
    assert.equal(notationOf(xq, 'klingon'), 'wxf');
    assert.equal(notationOf(xq, null), 'wxf');
    assert.equal(notationOf(adapters.stratego, 'iccs'), undefined);
    const cfg = { game: 'xiangqi', rules: 'axf', position: '', notation: 'chinese' };
    assert.deepEqual(gameObject(xq, cfg, ['h2e2'], 'de'),
      { game: 'xiangqi', moves: ['h2e2'], lang: 'de', rules: 'axf', options: { notation: 'chinese' } });
    assert.deepEqual(gameObject(xq, { ...cfg, notation: 'wxf' }, [], 'en'), { game: 'xiangqi', moves: [], lang: 'en', rules: 'axf' });
    assert.deepEqual(gameObject(adapters.stratego, { game: 'stratego', notation: undefined }, [], 'en'),
      { game: 'stratego', moves: [], lang: 'en' });
    // What the engine is asked with the notation is answered in it.
    const x = A.explain(gameObject(xq, cfg, ['h2e2'], 'en'));
    assert.equal(x.rows[0].move, '炮二平五');
  });

  test('moves as one attribute value: Bogenschach\'s turns joined with "; " and split back', () => {
    const turns = ['@- e2e4', '@e4 Kf7', 'shoot-out: white'];
    const text = movesText(adapters.bogenschach, turns);
    assert.equal(text, '@- e2e4; @e4 Kf7; shoot-out: white');
    assert.deepEqual(adapters.bogenschach.splitMoves(text), turns);
    assert.equal(movesText(adapters.stratego, ['B2-B3', 'B4-C4']), 'B2-B3 B4-C4');
    // A recorded shoot-out result is no row of its own but stays in the shared moves.
    const rows = [{ move: '@- e2e4' }, { move: '@e4 Kf7' }];
    assert.deepEqual(sharedMoves(adapters.bogenschach, rows, turns), turns);
    assert.deepEqual(sharedMoves(adapters.bogenschach, rows, turns.slice(0, 2).concat('@- a2a3')), turns.slice(0, 2));
  });

  test('a step said to screen readers: where, the row\'s texts and notes, the count, as sentences', () => {
    const row = { details: { notes: ['A note.', ''] } };
    assert.equal(stepText({ row, where: 'After 1a (B2-B3)', count: 'Move 1 of 3', parts: ['Two: start.', '', null] }),
      'After 1a (B2-B3). Two: start. A note. Move 1 of 3.');
    assert.equal(stepText({ row: null, where: 'At the start', count: 'Move 0 of 3', parts: ['ignored'] }),
      'At the start. Move 0 of 3.');
    const g = { game: 'xiangqi', moves: ['h2e2', 'h9g7', 'h0g2', 'i9h9', 'i0h0', 'b9c7', 'e2e6'] };
    const last = A.explain(g).rows.at(-1);
    const said = stepText({ row: last, where: 'After 4a', count: 'Move 7 of 7', parts: adapters.xiangqi.speech(en, last) });
    assert.ok(said.includes(`${en.colClass}: `), said);
  });

  test('the configuration: attributes over the example file, a too-long one falls back to it, defaults', () => {
    const attrs = { moves: 'B2-B3', notation: 'iccs', flip: '', pieces: 'letters', 'show-text': '' };
    const get = (name) => (Object.hasOwn(attrs, name) ? attrs[name] : null);
    const example = { game: 'xiangqi', moves: 'h2e2', position: 'P', rules: 'axf', lang: 'de' };
    const c = readConfig(get, example);
    assert.equal(c.game, 'xiangqi');
    assert.equal(c.moves, 'B2-B3');
    assert.equal(c.position, 'P');
    assert.equal(c.lang, null, 'the language is the board\'s or the page\'s, never the example file\'s');
    assert.deepEqual([c.flip, c.letters, c.showText, c.editor, c.notation], [true, true, true, false, 'iccs']);
    // The element passes null for a value longer than its limit: the example file's value is used.
    const d = readConfig((name) => (name === 'moves' ? null : get(name)), example);
    assert.equal(d.moves, 'h2e2');
    const e = readConfig(() => null, null, DEFAULT_GAME);
    assert.deepEqual([e.game, e.moves, e.rules, e.position, e.flip], ['stratego', '', undefined, undefined, false],
      'a board that names no game is Stratego\'s (embed.html: game defaults to stratego)');
  });

  test('the step a board opens at: "end", a number within the moves, else the start', () => {
    assert.equal(startStep('end', 7), 7);
    assert.equal(startStep('3', 7), 3);
    assert.equal(startStep('30', 7), 7);
    assert.equal(startStep('-2', 7), 0);
    assert.equal(startStep('two', 7), 0);
    assert.equal(startStep(null, 7), 0);
  });

  test('the marks of a step: the last move, the General or King in check, the pieces chased', () => {
    const piecesOf = (game, text) => new Map(A.parsePosition(game, text).pieces.map((p) => [p.square, p]));
    const after = (game, g) => {
      const x = A.explain(g);
      const row = x.rows.at(-1);
      const pos = row.position;
      return boardMarks(adapters[game], row, piecesOf(game, pos), adapters[game].sideToMove(pos));
    };
    // Xiangqi: the Chariot gives check down the open file: the black General is marked.
    const xq = after('xiangqi', { game: 'xiangqi', position: '3k5/9/9/9/9/9/9/9/9/R3K4 w', moves: ['a0a9'] });
    assert.deepEqual(xq.last, ['a0', 'a9']);
    assert.deepEqual(xq.check, ['d9']);
    // Bogenschach: a queen's check marks the white King.
    const bg = after('bogenschach', { game: 'bogenschach', position: 'k7/8/8/8/8/8/8/3qK3 b - - 0 1', moves: ['@- d1d2'] });
    assert.deepEqual(bg.last, ['d1', 'd2']);
    assert.deepEqual(bg.check, ['e1']);
    // Stratego: no check; a move is marked by its two squares.
    const st = after('stratego', { game: 'stratego', position: '10/10/10/10/10/1b8/bj2b5/10/1O8/10 r', moves: ['B2-B3'] });
    assert.deepEqual(st, { last: ['B2', 'B3'], check: null, chased: null });
    // A Xiangqi chase names the piece chased (an example file whose move chases).
    const chase = examples('xiangqi').map(({ g }) => ({ g, x: A.explain(g) }))
      .flatMap(({ g, x }) => x.rows.map((row) => ({ g, row })))
      .find(({ row }) => row.details.classification && row.details.classification.kind === 'chase' && row.details.classification.chased.length
        && !(row.details.repetition && row.details.repetition.chased && row.details.repetition.chased.length));
    assert.ok(chase, 'an example with a chase');
    assert.deepEqual(boardMarks(adapters.xiangqi, chase.row, new Map(), 'red').chased, chase.row.details.classification.chased);
  });
});

// Each game's messages are in its folder (www/board/games/<game>/en.js, de.js), the share panel's in
// board/editor.js and the branch note's in board/branch.js, each added to the catalogue when it loads (an English
// page loads only those it shows); the shared German file holds the shared ones, the share panel's and the branch
// note's. With those modules loaded, the two catalogues have the same keys, and each game's two files too.
test('with every game, the share panel and the branch note loaded, the English and German catalogues have the same keys', async () => {
  await Promise.all([...registry().map(([, g]) => g.load()), import('../../www/board/editor.js'), import('../../www/board/branch.js'),
    import('../../www/board/annotated.js')]);
  await loadMessages('de');
  assert.deepEqual(Object.keys(messages('en')).sort(), Object.keys(messages('de')).sort());
  for (const [game] of registry()) {
    const [gameEn, gameDe] = await Promise.all(['en', 'de'].map(async (l) => (await import(`../../www/board/games/${game}/${l}.js`)).default));
    assert.deepEqual(Object.keys(gameEn).sort(), Object.keys(gameDe).sort(), game);
    for (const key of Object.keys(gameDe)) {
      assert.ok(!Object.hasOwn(shared, key), `${game}'s ${key} is in its own folder, not in the shared i18n/de.js`);
      assert.equal(messages('de')[key], gameDe[key], `${game}'s German ${key} is what a German page shows`);
    }
  }
});
