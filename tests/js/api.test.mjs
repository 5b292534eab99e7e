// The JavaScript contract of docs/api.md, checked through the real WebAssembly package in pkg/
// (built by scripts/build-wasm.sh). Run: node --test tests/js/*.test.mjs
import { test, describe } from 'node:test';
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

const CODES = [
  'unknown-game', 'game-not-built', 'unknown-rules', 'bad-option', 'bad-request', 'input-too-large', 'bad-position', 'bad-setup',
  'bad-square', 'bad-move', 'illegal-history', 'unknown-battle', 'bad-record', 'budget-exceeded',
];

// Seed Example 1: Red Colonel B2; Blue Major B4, Blue Bombs A4 E4 B5. Red chases the Major B4-C4-D4 and back.
const EX1 = '10/10/10/10/10/1b8/bj2b5/10/1O8/10';
const EX1_MOVES = ['B2-B3', 'B4-C4', 'B3-C3', 'C4-D4', 'C3-D3', 'D4-C4', 'D3-C3', 'C4-B4'];
const ex1 = (extra = {}) => ({ game: 'stratego', position: EX1, moves: EX1_MOVES, ...extra });

// Classic 40 per side (1 F, 6 B, 1 S, 8 R, 5 N, 4 T, 4 L, 4 P, 3 J, 2 O, 1 G, 1 M).
const CLASSIC =
  'bfbnnrrttn/bbnnrrlltt/bbppllrrjs/ppjjoogmrr/10/10/PPJJOOGMRR/BBPPLLRRJS/BBNNRRLLTT/BFBNNRRTTN r';

/** Calls fn, expects a thrown engine error with `code`, and returns it. Never a wasm trap. */
function throwsCode(fn, code) {
  let err;
  try {
    fn();
  } catch (e) {
    err = e;
  }
  assert.ok(err !== undefined, `expected an error with code ${code}, but nothing was thrown`);
  assert.ok(!(err instanceof WebAssembly.RuntimeError), `a wasm trap (RuntimeError: ${err.message}) instead of ${code}`);
  assert.ok(err instanceof Error, `expected an Error, got ${Object.prototype.toString.call(err)}`);
  const codes = Array.isArray(code) ? code : [code];
  assert.ok(codes.includes(err.code), `expected code ${codes.join(' or ')}, got ${err.code}: ${err.message}`);
  assert.equal(typeof err.message, 'string');
  assert.ok(err.message.length > 0, 'the error says what went wrong');
  return err;
}

describe('version', () => {
  test('is the crate version', () => {
    const cargo = fs.readFileSync(path.join(root, 'Cargo.toml'), 'utf8');
    const v = cargo.match(/^version = "([^"]+)"/m)[1];
    assert.equal(A.version(), v);
  });
});

describe('validateMove', () => {
  test('a legal move: the verdict fields', () => {
    const v = A.validateMove({ game: 'stratego', position: EX1 }, 'B2-B3');
    assert.equal(v.legal, true);
    assert.equal(v.rule, undefined);
    assert.equal(v.citation, undefined);
    assert.equal(v.details.earlier, undefined);
    assert.equal(v.details.battle, undefined);
    assert.equal(typeof v.message, 'string');
    assert.equal(v.label, '1a');
    assert.equal(v.side, 'red');
    assert.equal(v.move, 'B2-B3');
    assert.equal(v.piece, 'colonel');
    assert.deepEqual([v.from, v.to], ['B2', 'B3']);
    assert.equal(v.squares, undefined, 'no square beyond the move\'s own two');
    assert.deepEqual(v.details.twoSquares, {
      kind: 'start', from: 'B2', to: 'B3', count: 1, limit: 5, text: v.details.twoSquares.text,
    });
    // B2-B3 lands next to the Blue Major on B4: a threat, not yet a chase.
    assert.equal(v.details.moreSquares.chase, false);
    assert.deepEqual(v.details.moreSquares.threatened, ['B4']);
  });

  test('illegal by the movement rules: rule "movement" with a message and ISF 5', () => {
    const diag = A.validateMove({ game: 'stratego', position: EX1 }, 'B2-C3');
    assert.equal(diag.legal, false);
    assert.equal(diag.rule, 'movement');
    assert.match(diag.message, /diagonal/i);
    assert.equal(diag.citation.rule, 'ISF 5');
    assert.deepEqual([diag.from, diag.to], ['B2', 'C3']);

    const wrongSide = A.validateMove({ game: 'stratego', position: EX1 }, 'B4-B3');
    assert.equal(wrongSide.legal, false);
    assert.equal(wrongSide.rule, 'movement');
    assert.match(wrongSide.message, /B4/);
    assert.equal(wrongSide.piece, 'major');

    const bomb = A.validateMove({ game: 'stratego', position: EX1, moves: ['B2-B3'] }, 'A4-A3');
    assert.equal(bomb.legal, false);
    assert.equal(bomb.rule, 'movement');

    const empty = A.validateMove({ game: 'stratego', position: EX1 }, 'C2-C3');
    assert.equal(empty.legal, false);
    assert.equal(empty.rule, 'movement');
    assert.match(empty.message, /C2/);
  });

  test('Example 1: 5a C3-B3 is refused by the More-Squares Rule, naming 1a (B2-B3)', () => {
    const v = A.validateMove(ex1(), 'C3-B3');
    assert.equal(v.legal, false);
    assert.equal(v.rule, 'more-squares');
    assert.equal(v.label, '5a');
    assert.equal(v.side, 'red');
    assert.equal(v.move, 'C3-B3');
    assert.equal(v.piece, 'colonel');
    assert.match(v.message, /1a \(B2-B3\)/);
    // Why the exception does not apply: the Colonel came from D3 on Red's previous move, not from B3.
    assert.match(v.message, /D3/);
    assert.match(v.message, /ISF 11/);
    assert.deepEqual(v.details.earlier, { label: '1a', move: 'B2-B3' });
    assert.equal(v.citation.rule, 'ISF 11');
    assert.equal(v.citation.title, 'More-Squares Rule');
    assert.equal(typeof v.citation.source, 'string');
    assert.deepEqual([v.from, v.to], ['C3', 'B3']);
    assert.ok(v.squares.includes('B4'), 'the threatened Major is highlighted besides the move\'s squares');
    assert.ok(!v.squares.includes('C3') && !v.squares.includes('B3'), 'the move\'s squares are not written twice');
    assert.equal(v.details.moreSquares.chase, true);
    assert.equal(v.details.moreSquares.chasingMove, true);
    assert.equal(v.details.moreSquares.exception, false);
    assert.deepEqual(v.details.moreSquares.repeated, { label: '1a', move: 'B2-B3' });
    assert.deepEqual(v.details.moreSquares.threatened, ['B4']);
    // The Two-Squares Rule has nothing against it: a new run C3-B3.
    assert.equal(v.details.twoSquares.kind, 'start');
    assert.equal(v.details.twoSquares.count, 1);
  });

  test('Example 1: 4a D3-C3 repeats 2a but is allowed by the exception', () => {
    const v = A.validateMove(ex1({ moves: EX1_MOVES.slice(0, 6) }), 'D3-C3');
    assert.equal(v.legal, true);
    assert.equal(v.rule, undefined);
    assert.equal(v.details.moreSquares.exception, true);
    assert.deepEqual(v.details.moreSquares.repeated, { label: '2a', move: 'B3-C3' });
  });

  test('Example 1: the Colonel may still move elsewhere, and without the More-Squares Rule C3-B3 is legal', () => {
    assert.equal(A.validateMove(ex1(), 'C3-C2').legal, true);
    for (const game of [ex1({ rules: 'jumbo' }), ex1({ options: { moreSquares: false } })]) {
      const v = A.validateMove(game, 'C3-B3');
      assert.equal(v.legal, true, JSON.stringify(game));
      assert.equal(v.details.moreSquares, undefined);
    }
    // Explicit "isf" is the default.
    assert.equal(A.validateMove(ex1({ rules: 'isf' }), 'C3-B3').rule, 'more-squares');
  });

  test('the Two-Squares Rule: a 6th move between the same two squares is refused; the limit is an option', () => {
    // Red Colonel B2 against a lone Blue Major on J9, far away: no threats, only the run counts.
    const position = '10/9j/10/10/10/10/10/10/1O8/10';
    const moves = ['B2-B3', 'J9-J8', 'B3-B2', 'J8-J9', 'B2-B3', 'J9-J8', 'B3-B2', 'J8-J9', 'B2-B3', 'J9-J8'];
    const v = A.validateMove({ game: 'stratego', position, moves }, 'B3-B2');
    assert.equal(v.legal, false);
    assert.equal(v.rule, 'two-squares');
    assert.equal(v.label, '6a');
    assert.match(v.message, /B2/);
    assert.match(v.message, /B3/);
    assert.match(v.message, /5/);
    assert.equal(v.citation.rule, 'ISF 10');
    assert.equal(v.details.twoSquares.kind, 'continue');
    assert.equal(v.details.twoSquares.count, 6);
    assert.equal(v.details.twoSquares.limit, 5);
    assert.equal(v.details.earlier, undefined);
    // Another piece may move, and so may the Colonel elsewhere.
    assert.equal(A.validateMove({ game: 'stratego', position, moves }, 'B3-C3').legal, true);

    // With twoSquaresLimit 3 the 4th move is refused.
    const three = { game: 'stratego', position, moves: moves.slice(0, 6), options: { twoSquaresLimit: 3 } };
    const w = A.validateMove(three, 'B3-B2');
    assert.equal(w.legal, false);
    assert.equal(w.rule, 'two-squares');
    assert.equal(w.details.twoSquares.count, 4);
    assert.equal(w.details.twoSquares.limit, 3);
  });

  test('battles and the end of the game', () => {
    // Red Miner C2, Spy E2, Scout H2 below Blue Bomb C3, Marshal E3, Flag H3.
    const position = '10/10/10/10/10/10/10/2b1m2f2/2N1S2R2/10';
    const cases = [
      ['C2-C3', { attacker: 'miner', defender: 'bomb', outcome: 'attacker-wins' }],
      ['E2-E3', { attacker: 'spy', defender: 'marshal', outcome: 'attacker-wins' }],
      ['H2-H3', { attacker: 'scout', defender: 'flag', outcome: 'flag-captured' }],
    ];
    for (const [mv, battle] of cases) {
      const v = A.validateMove({ game: 'stratego', position }, mv);
      assert.equal(v.legal, true, mv);
      assert.deepEqual({ ...v.details.battle, text: undefined }, { ...battle, text: undefined }, mv);
      assert.equal(typeof v.details.battle.text, 'string');
    }
    const x = A.explain({ game: 'stratego', position, moves: ['H2-H3'] });
    assert.deepEqual(x.result.over, true);
    assert.equal(x.result.winner, 'red');
    assert.equal(x.result.reason, 'flag-captured');
    assert.equal(typeof x.result.message, 'string');
    const after = A.validateMove({ game: 'stratego', position, moves: ['H2-H3'] }, 'E3-E4');
    assert.equal(after.legal, false);
    assert.equal(after.rule, 'game-over');
    assert.deepEqual(A.legalMoves({ game: 'stratego', position, moves: ['H2-H3'] }), []);
  });
});

describe('explain', () => {
  const moves = [...EX1_MOVES, 'C3-B3', 'B4-A4', 'B3-B2'];
  const x = A.explain(ex1({ moves }));

  test('one row per move up to the illegal 5a C3-B3, which ends the replay', () => {
    assert.deepEqual(
      x.rows.map((r) => r.label),
      ['1a', '1b', '2a', '2b', '3a', '3b', '4a', '4b', '5a'],
    );
    assert.deepEqual(x.rows.map((r) => r.move), moves.slice(0, 9));
    assert.deepEqual(
      x.rows.map((r) => r.side),
      ['red', 'blue', 'red', 'blue', 'red', 'blue', 'red', 'blue', 'red'],
    );
    assert.deepEqual(
      x.rows.map((r) => [r.piece, r.details.pieceName]),
      [...Array(9)].map((_, i) => (i % 2 ? ['major', 'Major'] : ['colonel', 'Colonel'])),
    );
    for (const r of x.rows.slice(0, 8)) {
      assert.equal(r.legal, true, r.label);
      assert.equal(r.rule, undefined, r.label);
      // a row is the verdict on the move played: its message too; no battle, no notes (left out, not null)
      assert.equal(r.message, `${r.move} is legal.`, r.label);
      assert.equal(r.details.battle, undefined, r.label);
      assert.equal(r.details.notes, undefined, r.label);
    }
    const last = x.rows[8];
    assert.equal(last.legal, false);
    assert.equal(last.rule, 'more-squares');
    assert.match(last.message, /1a \(B2-B3\)/);
    assert.match(last.message, /D3/);
    // The same reason as validateMove gives for the same move.
    assert.equal(last.message, A.validateMove(ex1(), 'C3-B3').message);
  });

  test('Two-Squares runs: kind, squares and counts', () => {
    assert.deepEqual(
      x.rows.map((r) => [r.label, r.details.twoSquares.kind, r.details.twoSquares.from, r.details.twoSquares.to, r.details.twoSquares.count]),
      [
        ['1a', 'start', 'B2', 'B3', 1],
        ['1b', 'start', 'B4', 'C4', 1],
        ['2a', 'start', 'B3', 'C3', 1],
        ['2b', 'start', 'C4', 'D4', 1],
        ['3a', 'start', 'C3', 'D3', 1],
        ['3b', 'continue', 'C4', 'D4', 2],
        ['4a', 'continue', 'C3', 'D3', 2],
        ['4b', 'start', 'C4', 'B4', 1],
        ['5a', 'start', 'C3', 'B3', 1],
      ],
    );
    for (const r of x.rows) {
      assert.equal(r.details.twoSquares.limit, 5, r.label);
      assert.equal(typeof r.details.twoSquares.text, 'string', r.label);
    }
    assert.match(x.rows[5].details.twoSquares.text, /C4-D4/);
    assert.match(x.rows[5].details.twoSquares.text, /2x/);
  });

  test('More-Squares: the chase is marked once pieces were threatened on 3 squares', () => {
    const red = x.rows.filter((r) => r.side === 'red');
    assert.deepEqual(
      red.map((r) => [r.label, r.details.moreSquares.chase, r.details.moreSquares.squares, r.details.moreSquares.chasingMove]),
      [
        ['1a', false, 1, false],
        ['2a', false, 2, true],
        ['3a', true, 3, true],
        ['4a', true, 3, true],
        ['5a', true, 3, true],
      ],
    );
    assert.deepEqual(red.map((r) => r.details.moreSquares.threatened), [['B4'], ['C4'], ['D4'], ['C4'], ['B4']]);
    // 4a brings back the board after 2a, allowed by the exception; 5a brings back 1a's board, refused.
    assert.deepEqual(
      red.map((r) => [r.details.moreSquares.repeated, r.details.moreSquares.exception]),
      [
        [null, false],
        [null, false],
        [null, false],
        [{ label: '2a', move: 'B3-C3' }, true],
        [{ label: '1a', move: 'B2-B3' }, false],
      ],
    );
    assert.match(red[2].details.moreSquares.text, /3 squares/);
    // Blue only evades: it threatens nothing.
    for (const r of x.rows.filter((r) => r.side === 'blue')) assert.equal(r.details.moreSquares, undefined, r.label);
  });

  test('result: the game goes on', () => {
    assert.deepEqual(x.result, { over: false, winner: null, reason: null, message: null });
  });

  test('an illegal history is explained, not thrown', () => {
    const y = A.explain({ game: 'stratego', position: EX1, moves: ['B2-C3', 'B4-C4'] });
    assert.equal(y.rows.length, 1);
    assert.equal(y.rows[0].legal, false);
    assert.equal(y.rows[0].rule, 'movement');
  });

  test('no moves: no rows', () => {
    const y = A.explain({ game: 'stratego', position: EX1 });
    assert.deepEqual(y.rows, []);
    assert.equal(y.result.over, false);
  });
});

describe('languages', () => {
  test('lang "de" gives German messages and piece names, in the game object or the options', () => {
    const en = A.validateMove(ex1(), 'C3-B3').message;
    const de = A.validateMove(ex1({ lang: 'de' }), 'C3-B3').message;
    assert.notEqual(de, en);
    assert.match(de, /Mehr-Feld-Regel/);
    assert.match(de, /Oberst/);
    assert.match(de, /1a \(B2-B3\)/);
    assert.match(de, /D3/);
    assert.equal(A.validateMove(ex1(), 'C3-B3', { lang: 'de' }).message, de);

    const x = A.explain(ex1(), { lang: 'de' });
    assert.equal(x.rows[0].details.pieceName, 'Oberst');
    assert.equal(x.rows[1].details.pieceName, 'Major');
    assert.match(x.rows[0].details.twoSquares.text, /^Beginn zw\. B2-B3, 1x von 5$/);
    assert.match(x.rows[5].details.twoSquares.text, /^Fortsetzung zw\. C4-D4, 2x von 5$/);
    assert.deepEqual(A.explain(ex1({ lang: 'de' })), x);

    const two = A.validateMove(
      { game: 'stratego', position: '10/9j/10/10/10/10/10/10/1O8/10', lang: 'de',
        moves: ['B2-B3', 'J9-J8', 'B3-B2', 'J8-J9', 'B2-B3', 'J9-J8', 'B3-B2', 'J8-J9', 'B2-B3', 'J9-J8'] },
      'B3-B2',
    );
    assert.match(two.message, /Zwei-Feld-Regel/);
  });

  test('unknown languages fall back to English', () => {
    const en = A.validateMove(ex1(), 'C3-B3').message;
    assert.equal(A.validateMove(ex1({ lang: 'fr' }), 'C3-B3').message, en);
    assert.equal(A.validateMove(ex1({ lang: 'en' }), 'C3-B3').message, en);
  });
});

describe('moves as a string', () => {
  test('"B2-B3 B4-C4 ..." works like the array, for validateMove, explain and legalMoves', () => {
    const asString = ex1({ moves: EX1_MOVES.join(' ') });
    assert.deepEqual(A.validateMove(asString, 'C3-B3'), A.validateMove(ex1(), 'C3-B3'));
    assert.deepEqual(A.explain(asString), A.explain(ex1()));
    assert.deepEqual(A.legalMoves(asString), A.legalMoves(ex1()));
    const short = { game: 'stratego', position: EX1, moves: 'B2-B3 B4-C4' };
    assert.deepEqual(A.explain(short), A.explain({ ...short, moves: ['B2-B3', 'B4-C4'] }));
    // Commas, several spaces and newlines separate moves too.
    const messy = ex1({ moves: `  ${EX1_MOVES.slice(0, 4).join(', ')}\n${EX1_MOVES.slice(4).join('  ')} ` });
    assert.deepEqual(A.explain(messy), A.explain(ex1()));
    // An empty string is no moves.
    assert.deepEqual(A.explain({ game: 'stratego', position: EX1, moves: '' }).rows, []);
  });
});

describe('legalMoves', () => {
  test('the side to move after the history, with the rules applied', () => {
    assert.deepEqual(
      A.legalMoves({ game: 'stratego', position: EX1 }).sort(),
      ['B2-A2', 'B2-B1', 'B2-B3', 'B2-C2'],
    );
    // After Example 1's eight moves, C3-B3 is barred by the More-Squares Rule.
    const after = A.legalMoves(ex1()).sort();
    assert.deepEqual(after, ['C3-C2', 'C3-C4', 'C3-D3']);
    assert.ok(!after.includes('C3-B3'));
    // Blue to move after 1a: only the Major, which may step aside or attack the Colonel; Bombs do not move.
    assert.deepEqual(
      A.legalMoves({ game: 'stratego', position: EX1, moves: ['B2-B3'] }).sort(),
      ['B4-B3', 'B4-C4'],
    );
  });

  test('every listed move validates as legal; the first moves of a classic setup', () => {
    const g = { game: 'stratego', position: CLASSIC, options: { fromStart: true } };
    const moves = A.legalMoves(g);
    // Only the front row can move, into the three lanes; the Scouts on I4 and J4 run up to rank 7.
    assert.deepEqual(
      [...moves].sort(),
      ['A4-A5', 'B4-B5', 'E4-E5', 'F4-F5', 'I4-I5', 'I4-I6', 'I4-I7', 'J4-J5', 'J4-J6', 'J4-J7'],
    );
    for (const m of moves) assert.equal(A.validateMove(g, m).legal, true, m);
  });
});

describe('parsePosition', () => {
  test('round trip: canonical text, side to move and pieces', () => {
    const p = A.parsePosition('stratego', EX1);
    assert.equal(p.position, `${EX1} r`);
    assert.equal(p.toMove, 'red');
    assert.deepEqual(
      [...p.pieces].sort((a, b) => a.square.localeCompare(b.square)),
      [
        { square: 'A4', side: 'blue', rank: 'bomb' },
        { square: 'B2', side: 'red', rank: 'colonel' },
        { square: 'B4', side: 'blue', rank: 'major' },
        { square: 'B5', side: 'blue', rank: 'bomb' },
        { square: 'E4', side: 'blue', rank: 'bomb' },
      ],
    );
    assert.deepEqual(A.parsePosition('stratego', p.position), p);

    const b = A.parsePosition('stratego', `${EX1} b`);
    assert.equal(b.toMove, 'blue');
    assert.equal(b.position, `${EX1} b`);

    const c = A.parsePosition('stratego', CLASSIC);
    assert.equal(c.position, CLASSIC);
    assert.equal(c.pieces.length, 80);
    assert.deepEqual(A.parsePosition('stratego', c.position), c);
  });

  test('bad text is refused with a position error', () => {
    throwsCode(() => A.parsePosition('stratego', 'xyz'), 'bad-position');
    // C6 is a lake.
    const lake = throwsCode(() => A.parsePosition('stratego', '10/10/10/10/2O7/10/10/10/10/10'), 'bad-position');
    assert.match(lake.message, /C6/);
    throwsCode(() => A.parsePosition('chess', EX1), 'unknown-game');
  });
});

describe('errors', () => {
  test('a wrong game, ruleset or option', () => {
    throwsCode(() => A.validateMove({ game: 'chess', position: EX1 }, 'B2-B3'), 'unknown-game');
    throwsCode(() => A.explain({ game: 'go' }), 'unknown-game');
    throwsCode(() => A.legalMoves({ game: '' }), ['unknown-game', 'bad-request']);
    throwsCode(() => A.validateMove({ game: 'stratego', rules: 'foo', position: EX1 }, 'B2-B3'), 'unknown-rules');
    throwsCode(
      () => A.validateMove({ game: 'stratego', position: EX1, options: { twoSquaresLimit: 0 } }, 'B2-B3'),
      'bad-option',
    );
    throwsCode(
      () => A.validateMove({ game: 'stratego', position: EX1, options: { twoSquaresLimit: 21 } }, 'B2-B3'),
      'bad-option',
    );
    throwsCode(
      () => A.validateMove({ game: 'stratego', position: EX1, options: { twoSquaresLimit: 2.5 } }, 'B2-B3'),
      ['bad-option', 'bad-request'],
    );
    throwsCode(
      () => A.validateMove({ game: 'stratego', position: EX1, options: { moreSquares: 'yes' } }, 'B2-B3'),
      ['bad-option', 'bad-request'],
    );
    // a number option that is no whole number from 0 to 1000 (the largest the engine reads; the game checks its
    // own range) is refused in words that say so, naming the option
    for (const [game, name] of [['stratego', 'twoSquaresLimit'], ['xiangqi', 'repetitionCount']]) {
      for (const value of [2.5, -1, 1001, '5']) {
        assert.throws(() => A.explain({ game, options: { [name]: value } }), (e) => e.code === 'bad-request'
          && e.message.includes(`options.${name}`) && e.message.includes('expected a whole number from 0 to 1000'),
        `${name}: ${value}`);
      }
    }
  });

  test('a bad position, setup, move or square', () => {
    throwsCode(() => A.validateMove({ game: 'stratego', position: 'xyz' }, 'B2-B3'), 'bad-position');
    throwsCode(() => A.explain({ game: 'stratego', position: '10/10/10' }), 'bad-position');
    throwsCode(
      () => A.legalMoves({ game: 'stratego', position: CLASSIC.replace('BFB', 'BFF'), options: { fromStart: true } }),
      'bad-setup',
    );
    // A square off the board is bad-square (docs/api.md); a move that cannot be read is bad-move.
    throwsCode(() => A.validateMove({ game: 'stratego', position: EX1 }, 'Z9-Z10'), 'bad-square');
    throwsCode(() => A.validateMove({ game: 'stratego', position: EX1 }, 'B2-B11'), 'bad-square');
    throwsCode(() => A.validateMove({ game: 'stratego', position: EX1, moves: ['B2-B3', 'B4-Q4'] }, 'B3-B4'), 'bad-square');
    throwsCode(() => A.validateMove({ game: 'xiangqi' }, 'h2z2'), 'bad-square');
    throwsCode(() => A.validateMove({ game: 'bogenschach' }, '@e9 e4'), 'bad-square');
    throwsCode(() => A.validateMove({ game: 'bogenschach' }, '@e5 e9'), 'bad-square');
    throwsCode(() => A.validateMove({ game: 'stratego', position: EX1 }, 'hello'), 'bad-move');
    throwsCode(() => A.validateMove({ game: 'stratego', position: EX1 }, ''), 'bad-move');
    throwsCode(() => A.explain({ game: 'stratego', position: EX1, moves: ['B2-B3', 'nonsense'] }), 'bad-move');
  });

  test('an illegal history: validateMove throws illegal-history naming the move', () => {
    const e = throwsCode(
      () => A.validateMove({ game: 'stratego', position: EX1, moves: ['B2-C3'] }, 'B4-C4'),
      'illegal-history',
    );
    assert.match(e.message, /B2-C3/);
    const f = throwsCode(() => A.validateMove(ex1({ moves: [...EX1_MOVES, 'C3-B3'] }), 'B4-A4'), 'illegal-history');
    assert.match(f.message, /C3-B3/);
    assert.match(f.message, /5a/);
  });

  test('a game that is not an object, or fields of the wrong type: bad-request', () => {
    for (const game of ['stratego', null, undefined, 42, true]) {
      throwsCode(() => A.validateMove(game, 'B2-B3'), 'bad-request');
      throwsCode(() => A.explain(game), 'bad-request');
      throwsCode(() => A.legalMoves(game), 'bad-request');
    }
    throwsCode(() => A.validateMove({ position: EX1 }, 'B2-B3'), 'bad-request');
    throwsCode(() => A.validateMove({ game: 42, position: EX1 }, 'B2-B3'), 'bad-request');
    throwsCode(() => A.validateMove({ game: 'stratego', position: 7 }, 'B2-B3'), 'bad-request');
    throwsCode(() => A.validateMove({ game: 'stratego', position: EX1, moves: 5 }, 'B2-B3'), 'bad-request');
    throwsCode(() => A.validateMove({ game: 'stratego', position: EX1, moves: [5] }, 'B2-B3'), 'bad-request');
    throwsCode(() => A.validateMove({ game: 'stratego', position: EX1, options: 'x' }, 'B2-B3'), 'bad-request');
    throwsCode(() => A.validateMove({ game: 'stratego', position: EX1 }, 5), 'bad-request');
    throwsCode(() => A.validateMove({ game: 'stratego', position: EX1 }), 'bad-request');
    throwsCode(() => A.parsePosition({ game: 'stratego' }, EX1), 'bad-request');
    throwsCode(() => A.parsePosition('stratego', null), 'bad-request');
  });

  test('a 10 MB input is refused with input-too-large', () => {
    const big = 'x'.repeat(10 * 1024 * 1024);
    throwsCode(() => A.validateMove({ game: 'stratego', position: big }, 'B2-B3'), 'input-too-large');
    throwsCode(() => A.explain({ game: 'stratego', position: big }), 'input-too-large');
    throwsCode(() => A.legalMoves({ game: 'stratego', position: big }), 'input-too-large');
    throwsCode(() => A.parsePosition('stratego', big), 'input-too-large');
    throwsCode(() => A.validateMove({ game: 'stratego', position: EX1 }, big), 'input-too-large');
    throwsCode(() => A.validateMove({ game: 'stratego', position: EX1, moves: big }, 'B2-B3'), 'input-too-large');
    throwsCode(() => A.explain({ game: 'stratego', position: EX1, moves: [big] }), 'input-too-large');
    throwsCode(() => A.explain({ game: 'stratego', record: big }), 'input-too-large');
    throwsCode(() => A.importRecord('stratego', big + big), 'input-too-large');
    throwsCode(() => A.explain({ game: 'stratego', lang: big }), 'input-too-large');
    // The documented limits: position 4,096 characters, 20,000 moves, one move 64 characters.
    throwsCode(() => A.parsePosition('stratego', ' '.repeat(4097)), 'input-too-large');
    throwsCode(
      () => A.explain({ game: 'stratego', position: EX1, moves: Array(20001).fill('B2-B3') }),
      'input-too-large',
    );
    throwsCode(() => A.validateMove({ game: 'stratego', position: EX1 }, 'B'.repeat(65)), 'input-too-large');
  });

  test('errors leave the engine usable', () => {
    assert.equal(A.validateMove(ex1(), 'C3-B3').rule, 'more-squares');
  });
});

describe('nothing traps', () => {
  // Seeded garbage through every entry point: each call returns or throws an Error with a documented code,
  // never a WebAssembly.RuntimeError ("unreachable").
  const rand = mulberry32(12345);
  const pick = (xs) => xs[Math.floor(rand() * xs.length)];
  const ALPHABET = [...'0123456789/ -,rbRBfFsSnNtTlLpPjJoOgGmMkKxXaAzZ_\n\u00e4\u{1F600}\0'];
  const garbage = (n) => Array.from({ length: Math.floor(rand() * n) }, () => pick(ALPHABET)).join('');
  const mutate = (s) => {
    const a = [...s];
    const k = 1 + Math.floor(rand() * 3);
    for (let i = 0; i < k; i++) {
      const at = Math.floor(rand() * (a.length + 1));
      if (rand() < 0.5 && a.length) a.splice(at, 1);
      else a.splice(at, 0, pick(ALPHABET));
    }
    return a.join('');
  };
  const squares = () => `${pick([...'ABCDEFGHIJKZ'])}${Math.floor(rand() * 12)}`;
  const move = () => (rand() < 0.8 ? `${squares()}-${squares()}` : garbage(10));

  function check(what, fn) {
    try {
      fn();
    } catch (e) {
      assert.ok(!(e instanceof WebAssembly.RuntimeError), `${what}: wasm trap: ${e.message}`);
      assert.ok(e instanceof Error, `${what}: threw a non-Error`);
      assert.ok(CODES.includes(e.code), `${what}: undocumented code ${e.code}: ${e.message}`);
    }
  }

  test('2,000 random calls', () => {
    for (let i = 0; i < 2000; i++) {
      const position = rand() < 0.5 ? mutate(pick([EX1, CLASSIC, `${EX1} b`])) : garbage(120);
      const moves = Array.from({ length: Math.floor(rand() * 6) }, move);
      const game = {
        game: pick(['stratego', 'Stratego', 'chess', '']),
        position,
        moves: rand() < 0.3 ? moves.join(' ') : moves,
        lang: pick(['en', 'de', 'xx', undefined]),
        rules: pick(['isf', 'jumbo', 'bad', undefined]),
        options: pick([undefined, { twoSquaresLimit: Math.floor(rand() * 25) }, { fromStart: rand() < 0.5 }]),
      };
      const what = JSON.stringify(game);
      check(what, () => A.validateMove(game, move()));
      check(what, () => A.explain(game));
      check(what, () => A.legalMoves(game));
      check(what, () => A.parsePosition('stratego', position));
    }
  });

  test('hostile JS values: proxies, throwing getters, sparse arrays, symbols, BigInts, lone surrogates', () => {
    const throwing = new Proxy({}, { get() { throw new TypeError('boom'); } });
    const calls = [
      () => A.validateMove(throwing, 'B2-B3'),
      () => A.explain({ game: 'stratego', position: EX1, options: throwing }),
      () => A.legalMoves({ game: 'stratego', get position() { throw new Error('getter'); } }),
      () => A.explain({ game: 'stratego', position: EX1, moves: new Array(19999) }),
      () => A.explain({ game: 'stratego', position: EX1, moves: new Array(2 ** 32 - 1) }),
      () => A.explain({ game: 'stratego', position: Symbol('x') }),
      () => A.explain({ game: 'stratego', position: EX1, options: { twoSquaresLimit: 5n } }),
      () => A.explain({ game: 'stratego', position: EX1, options: { twoSquaresLimit: NaN } }),
      () => A.explain({ game: 'stratego', position: EX1, options: { twoSquaresLimit: Infinity } }),
      () => A.explain({ game: new String('stratego'), position: EX1 }),
      () => A.explain(Object.assign(Object.create(null), { game: 'stratego', position: EX1 })),
      () => A.explain(Object.freeze({ game: 'stratego', position: EX1 })),
      () => A.validateMove({ game: 'stratego', position: EX1 }, '\uD800-B3'),
      () => A.parsePosition('stratego', `\uDC00${EX1}`),
      () => A.explain(() => 1),
      () => A.explain({ game: 'stratego', position: EX1 }, { lang: 5 }),
      () => A.importRecord('stratego', '<?xml version="1.0"?><game><move source="B2" target="B3"/></game>'),
      () => A.importRecord('stratego', '\0'.repeat(1000)),
    ];
    calls.forEach((fn, i) => check(`hostile call ${i}`, fn));
    assert.equal(A.validateMove(ex1(), 'C3-B3').rule, 'more-squares');
  });

  test('random legal games replay, and each listed move validates as legal', () => {
    const rand2 = mulberry32(777);
    for (const start of [EX1, CLASSIC]) {
      const game = { game: 'stratego', position: start, moves: [] };
      for (let ply = 0; ply < 120; ply++) {
        const legal = A.legalMoves(game);
        if (legal.length === 0) break;
        const mv = legal[Math.floor(rand2() * legal.length)];
        const v = A.validateMove(game, mv);
        assert.equal(v.legal, true, `${mv} after ${game.moves.join(' ')}: ${v.message}`);
        game.moves.push(mv);
        if (A.explain(game).result.over) break;
      }
      const rows = A.explain(game).rows;
      assert.equal(rows.length, game.moves.length);
      assert.ok(rows.every((r) => r.legal));
    }
  });
});
