// exportRecord through the real WebAssembly package in pkg/: a game written as a record in each format a game
// writes (describe().recordsWritten), read back by importRecord to the same position, moves and comments (round
// trips of the forum records of tests/data/records/ and Gravon's XML); the engine's verdicts as comments (each rule
// event of the arbiter's report, in the asked language, as the CLI's export writes them); a position and moves with
// comments of one's own; bad requests refused with an Error and its code, and the engine answering on.
// Run: node --test tests/js/export-record.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const wasmPath = path.join(root, 'pkg', 'arbiter_bg.wasm');
if (!fs.existsSync(wasmPath)) {
  throw new Error('pkg/arbiter_bg.wasm is missing: run scripts/build-wasm.sh (make build) before node --test');
}
const A = await import(pathToFileURL(path.join(root, 'pkg', 'arbiter.js')).href);
A.initSync({ module: fs.readFileSync(wasmPath) });

const DATA = path.join(root, 'tests', 'data');
const utf8 = (name) => fs.readFileSync(path.join(DATA, name), 'utf8');
const big5 = (name) => new TextDecoder('big5').decode(fs.readFileSync(path.join(DATA, name)));

// Ruling 1 of the AXF excerpt: the Cannon chases the Chariot through two cycles (repetition, perpetual, must-vary).
const CHASE = '4k4/9/r8/9/9/NN7/9/9/9/2CK5 w moves C7=9 R1=2 C9=8 R2=1 C8=9 R1=2 C9=8 R2=1 C8=9 R1=2';

const SAMPLES = [
  ['xiangqi', 'records/xiangqi/forum.dhtmlxq.txt', utf8],
  ['xiangqi', 'records/xiangqi/wxf-comments.pgn', utf8],
  ['xiangqi', 'records/ccpd/middlegame.big5.pgn', big5],
  ['xiangqi', 'records/wukong/bulk_games_uci.pgn', utf8],
  ['bogenschach', 'records/bogenschach/shots.pgn', utf8],
  ['stratego', 'gravon/classic-flag-capture.xml', utf8],
];

const same = (a, b, what) => {
  assert.equal(a.position, b.position, `${what}: position`);
  assert.deepEqual(a.moves, b.moves, `${what}: moves`);
  assert.deepEqual(a.comments, b.comments, `${what}: comments`);
};

test('each record read, written in each format the game writes, and read again: the same game', () => {
  for (const [game, file, read] of SAMPLES) {
    const rec = A.importRecord(game, read(file));
    const formats = A.describe(game).recordsWritten;
    assert.ok(formats.length > 0, `${game} writes records`);
    for (const format of formats) {
      const notations = game === 'xiangqi' && format === 'pgn'
        ? [undefined, 'wxf', 'chinese', 'chinese-traditional'] : [undefined];
      for (const notation of notations) {
        // the importRecord answer as it is, and the record's text
        const fromAnswer = A.exportRecord(rec, { format, notation });
        const fromText = A.exportRecord({ game, record: read(file) }, { format, notation });
        assert.equal(fromAnswer, fromText, `${file} as ${format}`);
        const again = A.importRecord(game, fromAnswer);
        assert.equal(again.format, format);
        same(again, rec, `${file} as ${format} ${notation ?? ''}`);
        assert.equal(again.result?.winner ?? null, rec.result?.winner ?? null);
      }
    }
  }
});

test('the verdicts: each rule event of the report after its move, as the CLI writes them', () => {
  for (const lang of ['en', 'de', 'zh-Hans', 'zh-Hant']) {
    const rec = A.importRecord('xiangqi', CHASE);
    const report = A.explain({ game: 'xiangqi', position: rec.position, moves: rec.moves, mode: 'report', lang });
    const events = report.rows.flatMap((row) => (row.events || []).map((e) => ({ after: row.ply + 1, ...e })));
    assert.deepEqual([...new Set(events.map((e) => e.kind))].sort(), ['must-vary', 'perpetual', 'repetition']);
    for (const format of ['pgn', 'dhtmlxq']) {
      const written = A.exportRecord({ game: 'xiangqi', record: CHASE }, { format, verdicts: true, lang });
      const again = A.importRecord('xiangqi', written);
      let comments = events.map((e) => ({ after: e.after, text: `arbiter: ${e.message}` }));
      // DhtmlXQ holds one comment per move: the comments after one move are joined by line breaks
      if (format === 'dhtmlxq') {
        comments = [...new Set(comments.map((c) => c.after))].map((after) => ({ after,
          text: comments.filter((c) => c.after === after).map((c) => c.text).join('\n') }));
      }
      same(again, { ...rec, comments }, `${lang} ${format}`);
      if (lang === 'zh-Hans') assert.match(written, /长捉/);
      if (lang === 'zh-Hant') assert.match(written, /長捉/);
      // without verdicts: no comment of the engine
      assert.doesNotMatch(A.exportRecord({ game: 'xiangqi', record: CHASE }, { format, lang }), /arbiter:/);
    }
  }
  // the same text as the CLI's export, where the CLI is built
  const cli = path.join(root, 'target', 'release', 'arbiter');
  if (fs.existsSync(cli)) {
    const out = execFileSync(cli, ['export', '--game', 'xiangqi', '--format', 'dhtmlxq', '--verdicts', '--lang',
      'zh-Hant', '-'], { input: CHASE, encoding: 'utf8' });
    assert.equal(A.exportRecord({ game: 'xiangqi', record: CHASE }, { format: 'dhtmlxq', verdicts: true,
      lang: 'zh-Hant' }), out);
  }
});

test('a position and moves of one\'s own, with comments, tags and a result', () => {
  const game = { game: 'xiangqi', position: '', moves: ['h2e2', 'h9g7', 'h0g2'],
    comments: [{ after: 0, text: '中炮' }, { after: 2, text: 'the Horse comes out' }],
    tags: { Event: 'Club match', Red: '甲' }, result: { winner: 3 } };
  for (const format of ['pgn', 'dhtmlxq']) {
    const text = A.exportRecord(game, { format });
    const rec = A.importRecord('xiangqi', text);
    assert.equal(rec.position, A.importRecord('xiangqi', '1. h2e2').position, 'blank: the start');
    assert.deepEqual(rec.moves, game.moves);
    assert.deepEqual(rec.comments, game.comments);
    assert.equal(rec.result.winner, 3);
    assert.equal(rec.tags.Red, '甲');
  }
  // the default format: the game's first
  assert.match(A.exportRecord(game), /^\[Game "Chinese Chess"\]/);
  // moves as one string, as the widget's attribute has them
  assert.deepEqual(A.importRecord('xiangqi', A.exportRecord({ game: 'xiangqi', moves: 'h2e2 h9g7' })).moves,
    ['h2e2', 'h9g7']);
});

test('bad requests are refused with an Error and its code, and the engine answers on', () => {
  const bad = [
    [null, undefined, 'bad-request'],
    [{ game: 'go' }, undefined, null],
    [{ game: 'xiangqi', moves: ['h2e2'] }, { format: 'gravon' }, 'bad-request'],
    [{ game: 'xiangqi', moves: ['h2e2'] }, { format: 'pgn', verdicts: 'yes' }, 'bad-request'],
    [{ game: 'xiangqi', moves: ['h2e2'], comments: [{ after: 5, text: 'x' }] }, undefined, 'bad-request'],
    [{ game: 'xiangqi', moves: ['h2e2'], comments: 'x' }, undefined, 'bad-request'],
    [{ game: 'xiangqi', position: 'x'.repeat(5000) }, undefined, 'input-too-large'],
    [{ game: 'xiangqi', record: '\u0000\u0001binary' }, undefined, 'bad-record'],
    [{ game: 'xiangqi', get moves() { throw new Error('trap'); } }, undefined, 'bad-request'],
    [{ game: 'xiangqi', tags: new Proxy({}, { ownKeys() { throw new Error('trap'); } }) }, undefined, 'bad-request'],
  ];
  for (const [i, [game, options, code]] of bad.entries()) {
    assert.throws(() => A.exportRecord(game, options), (e) => {
      assert.ok(e instanceof Error && typeof e.code === 'string', String(e));
      if (code) assert.equal(e.code, code, e.message);
      return true;
    }, `case ${i}`);
  }
  assert.match(A.exportRecord({ game: 'bogenschach', moves: ['@- e4'] }), /\[Variant "Bogenschach"\]/);
  // a move no piece can make is written as given; with the verdicts, the report stops there and says why
  const stopped = A.exportRecord({ game: 'xiangqi', moves: ['h2e2', 'e5e6'] }, { verdicts: true });
  assert.match(stopped, /\{arbiter: 1b [^}]*e5[^}]*\}/);
});
