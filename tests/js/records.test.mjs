// importRecord through the real WebAssembly package in pkg/ (built by scripts/build-wasm.sh): the record formats of
// Xiangqi and Bogenschach, files given as bytes decoded by TextDecoder as a page decodes them, bad-record errors with
// their format, line and column in the asked language, and a fuzz case: mutated records of every format, a 10 MB
// paste and binary files are answered or refused with an ArbiterError, quickly, and the engine keeps answering.
// Run: node --test tests/js/records.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { mulberry32 } from '../../scripts/random.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const wasmPath = path.join(root, 'pkg', 'arbiter_bg.wasm');
if (!fs.existsSync(wasmPath)) {
  throw new Error('pkg/arbiter_bg.wasm is missing: run scripts/build-wasm.sh (make build) before node --test');
}
const A = await import(pathToFileURL(path.join(root, 'pkg', 'arbiter.js')).href);
A.initSync({ module: fs.readFileSync(wasmPath) });

const DATA = path.join(root, 'tests', 'data', 'records');
const bytes = (name) => fs.readFileSync(path.join(DATA, name));
const utf8 = (name) => new TextDecoder('utf-8').decode(bytes(name));

test('a Big5 file decoded by TextDecoder reads as its PGN', () => {
  const text = new TextDecoder('big5').decode(bytes('ccpd/middlegame.big5.pgn'));
  const rec = A.importRecord('xiangqi', text);
  assert.equal(rec.format, 'pgn');
  assert.equal(rec.game, 'xiangqi');
  assert.equal(rec.tags.Red, '徐天利');
  assert.match(rec.position, / b /);
  assert.equal(rec.moves[0], 'e2h2');
  assert.deepEqual(rec.result, { type: null, winner: 2, ending: null, text: '0-1' });
  // the moves replay on the engine
  assert.ok(A.legalMoves({ game: 'xiangqi', position: rec.position, moves: rec.moves }).length > 0);
});

test('a GBK DhtmlXQ block: position, moves, comments, result and a dropped variation', () => {
  const text = new TextDecoder('gbk').decode(bytes('xiangqi/forum.gbk.dhtmlxq.txt'));
  const rec = A.importRecord('xiangqi', text);
  assert.equal(rec.format, 'dhtmlxq');
  assert.deepEqual(rec.moves, ['h2e2', 'h9g7', 'h0g2', 'i9h9']);
  assert.deepEqual(rec.comments, [
    { after: 0, text: '开局前的说明' },
    { after: 1, text: '中炮\n当头炮' },
    { after: 4, text: '出车' },
  ]);
  assert.deepEqual(rec.dropped, { variations: 1 });
  assert.equal(rec.result.winner, 1);
  assert.equal(rec.tags.title, '中炮对屏风马');
});

test('each Xiangqi format is recognised', () => {
  const cases = [
    ['xiangqi/wxf-comments.pgn', 'pgn', 7],
    ['xiangqi/ucci.txt', 'ucci', 3],
    ['xiangqi/fen-moves.txt', 'fen-moves', 4],
    ['xiangqi/move-list.txt', 'move-list', 6],
    ['wukong/xqdb_international.pgn', 'pgn', 127],
  ];
  for (const [file, format, n] of cases) {
    const rec = A.importRecord('xiangqi', utf8(file));
    assert.equal(rec.format, format, file);
    assert.equal(rec.moves.length, n, file);
  }
  const pgn = A.importRecord('xiangqi', utf8('xiangqi/wxf-comments.pgn'));
  assert.deepEqual(pgn.dropped, { variations: 1, nags: 1 });
  assert.equal(pgn.comments[0].text, 'The central cannon [%csl Ge2]');
  // nothing dropped: the field is left out
  assert.equal('dropped' in A.importRecord('xiangqi', utf8('xiangqi/ucci.txt')), false);
});

test('a Bogenschach PGN gives turns with their shots; a Gravon record keeps its fields', () => {
  const rec = A.importRecord('bogenschach', utf8('bogenschach/shots.pgn'));
  assert.deepEqual(rec.moves, ['@- e4', '@e2 Nf6', '@f6 Nc3', '@- d5']);
  const g = A.importRecord('stratego', fs.readFileSync(path.join(root, 'tests/data/gravon/barrage-forfeit.xml'), 'utf8'));
  assert.equal(g.format, 'gravon');
  assert.deepEqual(g.players, { red: 'Carol', blue: 'Dave' });
  assert.deepEqual(g.tags, {});
  assert.deepEqual(g.comments, []);
});

test('a bad record names the format, line and column, as message and as fields, in the asked language', () => {
  const text = '[Event "x"]\n\n1. h2e2 h9g7\n2. Q2+3 h7h0';
  for (const [options, start] of [
    [undefined, 'PGN record, line 4, column 4: the move "Q2+3" cannot be read'],
    [{ lang: 'de' }, 'Partieaufzeichnung (PGN), Zeile 4, Spalte 4: der Zug "Q2+3" ist nicht lesbar'],
  ]) {
    assert.throws(() => A.importRecord('xiangqi', text, options), (e) => {
      assert.equal(e.code, 'bad-record');
      assert.ok(e.message.startsWith(start), e.message);
      assert.deepEqual([e.format, e.line, e.column], ['pgn', 4, 4]);
      return true;
    });
  }
  assert.throws(() => A.importRecord('xiangqi', 'x', 5), (e) => e.code === 'bad-request');
  // Gravon's reader knows the line only
  assert.throws(() => A.importRecord('stratego', '<stratego>\n<game>'), (e) =>
    e.code === 'bad-record' && e.format === 'gravon' && e.column === null && e.line >= 1);
});

test('fuzz: mutated records, a 10 MB paste and binary files are answered or refused quickly', () => {
  const seed = Number(process.env.FUZZ_SEED ?? 23);
  const rand = mulberry32(seed);
  const int = (n) => Math.floor(rand() * n);
  const samples = [
    ['xiangqi', utf8('xiangqi/wxf-comments.pgn')],
    ['xiangqi', utf8('xiangqi/forum.dhtmlxq.txt')],
    ['xiangqi', utf8('xiangqi/ucci.txt')],
    ['xiangqi', utf8('xiangqi/fen-moves.txt')],
    ['xiangqi', utf8('xiangqi/move-list.txt')],
    ['xiangqi', new TextDecoder('big5').decode(bytes('ccpd/endgame.big5.pgn'))],
    ['bogenschach', utf8('bogenschach/shots.pgn')],
  ];
  const pieces = ['{', '}', '(', ')', '[', ']', '"', ';', '$', '\0', '\n', '１．', '車', '[%shot e4]', '@', '[DhtmlXQ_movelist]', '99', '\ufffd', '1.', '*'];
  const mutate = (t) => {
    let s = t;
    for (let k = int(4) + 1; k > 0; k--) {
      const at = int(s.length + 1);
      const r = int(3);
      if (r === 0) s = s.slice(0, at) + pieces[int(pieces.length)] + s.slice(at);
      else if (r === 1) s = s.slice(0, at) + s.slice(at + int(8));
      else s = s.slice(0, at) + String.fromCharCode(int(0x3000)) + s.slice(at);
    }
    return s;
  };
  let answers = 0;
  let refusals = 0;
  const started = performance.now();
  for (let i = 0; i < 3000; i++) {
    const [game, text] = samples[int(samples.length)];
    try {
      A.importRecord(game, mutate(text), int(2) ? undefined : { lang: 'de' });
      answers++;
    } catch (e) {
      assert.ok(typeof e.code === 'string' && typeof e.message === 'string', String(e));
      if (e.code === 'bad-record') {
        assert.ok(Number.isInteger(e.line) && e.line >= 1, e.message);
        assert.ok(['', 'pgn', 'dhtmlxq', 'ucci', 'fen-moves', 'move-list'].includes(e.format), e.message);
      }
      refusals++;
    }
  }
  assert.ok(answers > 0 && refusals > 0, `${answers} answers, ${refusals} refusals`);
  for (const game of ['xiangqi', 'bogenschach', 'stratego']) {
    let t = performance.now();
    assert.throws(() => A.importRecord(game, '1. h2e2 h9g7 '.repeat(800_000)), (e) => e.code === 'input-too-large');
    assert.ok(performance.now() - t < 500, `${game}: 10 MB took ${performance.now() - t} ms`);
    const binary = new TextDecoder('latin1').decode(Uint8Array.from({ length: 900_000 }, (_, i) => (i * 131) % 251));
    t = performance.now();
    assert.throws(() => A.importRecord(game, binary), (e) => e.code === 'bad-record' || e.code === 'input-too-large');
    assert.ok(performance.now() - t < 500, `${game}: a binary file took ${performance.now() - t} ms`);
  }
  // the engine still answers
  assert.equal(A.importRecord('xiangqi', 'h2e2').moves[0], 'h2e2');
  console.log(`# records fuzz ${JSON.stringify({ seed, answers, refusals, ms: Math.round(performance.now() - started) })}`);
});

test('the paste box recognises each record format, reads it with that game and fills position and moves', async () => {
  await import('../../www/board/games/stratego/adapter.js');
  await import('../../www/board/games/xiangqi/adapter.js');
  await import('../../www/board/games/bogenschach/adapter.js');
  const { guessGame } = await import('../../www/board/detect.js');
  const { readPaste, recordGame } = await import('../../www/paste.js');
  const { importMessages } = await import('../../www/board/i18n/import.js');
  const { messages } = await import('../../www/board/i18n/index.js');
  const en = importMessages(messages('en'), 'en');
  const load = async () => A;
  const big5 = new TextDecoder('big5').decode(bytes('ccpd/game.big5.pgn'));
  const cases = [
    [utf8('xiangqi/forum.dhtmlxq.txt'), 'xiangqi', 'DhtmlXQ'],
    [`<html><body>${utf8('wukong/116.dhtmlxq.txt')}</body></html>`, 'xiangqi', 'DhtmlXQ'],
    [big5, 'xiangqi', 'PGN'],
    [utf8('wukong/bulk_games_uci.pgn'), 'xiangqi', 'PGN'],
    [utf8('xiangqi/ucci.txt'), 'xiangqi', 'UCCI'],
    [utf8('xiangqi/fen-moves.txt'), 'xiangqi', 'FEN'],
    [utf8('xiangqi/move-list.txt'), 'xiangqi', 'move list'],
    [utf8('bogenschach/shots.pgn'), 'bogenschach', 'PGN'],
    ['[Event "a chess game"]\n1. e4 e5 2. Nf3 *', 'bogenschach', 'PGN'],
  ];
  for (const [text, game, format] of cases) {
    assert.equal(recordGame(text, 'stratego', guessGame), game, text.slice(0, 60));
    const r = await readPaste(text, 'stratego', load, en, guessGame);
    assert.equal(r.ok, true, r.message);
    assert.equal(r.game, game);
    const rec = A.importRecord(game, text);
    assert.equal(r.position, rec.position);
    assert.deepEqual(r.moves, rec.moves);
    assert.ok(r.moves.length > 0);
    assert.match(r.lines.join(' '), new RegExp(`This is a .*Loaded a game of ${rec.moves.length} moves \\(${format}\\)`));
  }
  // a position alone stays a position; a bad record says what the engine says, with its line
  assert.equal(recordGame('rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1', 'xiangqi', guessGame), null);
  const bad = await readPaste('[Game "Chinese Chess"]\n1. h2e2 Q9+1', 'xiangqi', load, en, guessGame);
  assert.equal(bad.ok, false);
  assert.match(bad.message, /PGN record, line 2, column 9: the move "Q9\+1" cannot be read.*\(code: bad-record\)/);
});
