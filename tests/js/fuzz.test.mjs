// A seeded, bounded fuzz test of every export of the wasm package (pkg/) from JavaScript (issue 12): wrong
// types, adversarial objects (Proxies whose traps throw or lie, revoked Proxies, throwing getters and
// toString/valueOf, getters that answer differently on each read), huge inputs and mutated valid requests for
// each game; and `Game` sessions (issue 25): their methods on live and freed sessions, double frees, and calls
// into the engine from the caller's code it runs (a getter of the request, a getter or setter on
// Object.prototype named as an answer's field), which must be refused with `engine-busy`. Every call must give an answer or throw an Error with a documented `code` (never a
// WebAssembly.RuntimeError, a non-Error, or an Error without a code), and after every call that did not
// answer, a health check (a known More-Squares verdict and version()) must still pass on the same instance.
//
//   node --test tests/js/fuzz.test.mjs                                      # make test: 3,000 calls
//   ARBITER_FUZZ_CALLS=1000000 ARBITER_FUZZ_SEED=25 node --test tests/js/fuzz.test.mjs   # a long run by hand
//
// The long run's figures are in fuzz/README.md ("JavaScript boundary").
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { mulberry32 } from '../../scripts/random.mjs';
import { registry } from '../../www/board/games.js';
import { shortGame } from './games.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const A = await import(pathToFileURL(path.join(root, 'pkg', 'arbiter.js')).href);
const wasmBytes = fs.readFileSync(path.join(root, 'pkg', 'arbiter_bg.wasm'));
A.initSync({ module: wasmBytes });

const CALLS = Number(process.env.ARBITER_FUZZ_CALLS ?? 3000);
const SEED = Number(process.env.ARBITER_FUZZ_SEED ?? 12);

// docs/api.md, Errors.
const CODES = new Set([
  'unknown-game', 'game-not-built', 'unknown-rules', 'bad-option', 'bad-request', 'input-too-large', 'bad-position',
  'bad-setup', 'bad-square', 'bad-move', 'illegal-history', 'unknown-battle', 'bad-record', 'budget-exceeded',
  'session-freed', 'engine-busy',
]);

// Field names of the answers (and of the requests), for getters and setters put on Object.prototype for one call.
const FIELDS = ['game', 'start', 'rows', 'result', 'label', 'side', 'move', 'from', 'to', 'piece', 'legal', 'rule',
  'citation', 'title', 'source', 'message', 'details', 'position', 'squares', 'ply', 'text', 'pieces', 'toMove',
  'capture', 'check', 'promotion', 'shot', 'notation', 'moves', 'options', 'lang', 'rules', 'record', 'budget'];

// Valid requests of each game, to mutate.
const EX1 = '10/10/10/10/10/1b8/bj2b5/10/1O8/10';
const EX1_MOVES = ['B2-B3', 'B4-C4', 'B3-C3', 'C4-D4', 'C3-D3', 'D4-C4', 'D3-C3', 'C4-B4'];
const CLASSIC =
  'bfbnnrrttn/bbnnrrlltt/bbppllrrjs/ppjjoogmrr/10/10/PPJJOOGMRR/BBPPLLRRJS/BBNNRRLLTT/BFBNNRRTTN r';
const VALID = [
  { game: 'stratego', position: EX1, moves: EX1_MOVES, next: 'C3-B3' },
  { game: 'stratego', rules: 'jumbo', position: CLASSIC, moves: ['A4-A5', 'A7-A6'], next: 'B4-B5' },
  { game: 'xiangqi', moves: ['h2e2', 'h9g7', 'h0g2', 'i9h9'], next: 'i0h0' },
  { game: 'xiangqi', position: '4k4/9/9/9/9/9/9/9/4A4/3AK4 w - - 0 1', moves: ['e0f0'], next: 'e9e8' },
  { game: 'bogenschach', moves: ['@e5 e4', '@d4 e5'], next: '@- Nf3' },
  { game: 'bogenschach', position: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1', moves: [], next: '@e7 e4' },
];
// A game of the registry without a request above: a short game of its legal moves, the last one to mutate.
for (const [game] of registry()) {
  if (VALID.some((v) => v.game === game)) continue;
  const played = shortGame(A, game, 4);
  if (played.length) VALID.push({ game, moves: played.slice(0, -1), next: played.at(-1) });
}
const GAMES = [...new Set(VALID.map((v) => v.game))];
const RECORD = fs.readdirSync(path.join(root, 'tests', 'data', 'gravon')).filter((f) => f.endsWith('.xml'))
  .slice(0, 3).map((f) => fs.readFileSync(path.join(root, 'tests', 'data', 'gravon', f), 'utf8'));

const ALPHABET = [...'0123456789/ -,;@+=.xXabcdefghijkBFJKOPRSTz\n\t\u00e4\u{1F600}\0\uD800\u200B炮二平五进'];

function fuzzer(rand, tally) {
  const int = (n) => Math.floor(rand() * n);
  const pick = (xs) => xs[int(xs.length)];
  const chance = (p) => rand() < p;
  const garbage = (n) => Array.from({ length: int(n) }, () => pick(ALPHABET)).join('');
  const mutate = (s) => {
    const a = [...String(s)];
    for (let k = 1 + int(3); k > 0; k--) {
      const at = int(a.length + 1);
      const r = rand();
      if (r < 0.4 && a.length) a.splice(at, 1);
      else if (r < 0.7) a.splice(at, 0, pick(ALPHABET));
      else if (a.length) a[Math.min(at, a.length - 1)] = pick(ALPHABET);
    }
    return a.join('');
  };
  const revoked = () => {
    const { proxy, revoke } = Proxy.revocable(chance(0.5) ? [] : {}, {});
    revoke();
    return proxy;
  };
  const thrown = () => pick([
    () => new Error('boom'),
    () => { const e = new Error('x'); Object.defineProperty(e, 'message', { value: 42 }); return e; },
    () => { const e = new Error('x'); Object.defineProperty(e, 'message', { get() { throw new Error('m'); } }); return e; },
    () => undefined,
    () => 'a thrown string',
    () => revoked(),
    () => new Proxy({}, { get() { throw new Error('trap'); }, getPrototypeOf() { throw new Error('trap'); } }),
    () => Symbol('s'),
  ])();
  const throwing = (target) => new Proxy(target, {
    get(t, k) { if (chance(0.5)) throw thrown(); return Reflect.get(t, k); },
    has() { throw thrown(); },
    ownKeys() { throw thrown(); },
    getPrototypeOf() { throw thrown(); },
    getOwnPropertyDescriptor() { throw thrown(); },
  });
  // A value that changes between reads: valid on the first, huge or wrong later.
  const fickle = (first) => {
    let reads = 0;
    return () => (reads++ === 0 ? first : pick(['x'.repeat(5000), 7, null, revoked(), {}]));
  };
  const hostilePrimitive = () => {
    const o = {};
    const key = pick(['toString', 'valueOf', Symbol.toPrimitive]);
    o[key] = () => { throw thrown(); };
    return o;
  };
  const huge = () => pick([
    () => 'B2-B3 '.repeat(30_000),
    () => '1'.repeat(1 << 20),
    () => 'ä'.repeat(5_000),
    () => '\uD800'.repeat(10_000),
    () => garbage(5_000),
  ])();
  const value = (depth = 0) => {
    const r = int(24);
    switch (r) {
      case 0: return undefined;
      case 1: return null;
      case 2: return pick([true, false, 0, -0, -1, 1.5, NaN, Infinity, -Infinity, 2 ** 53, 2 ** 64, 1e308]);
      case 3: return pick([0n, 10n ** 30n, Symbol('x')]);
      case 4: return garbage(40);
      case 5: return pick([...GAMES, 'chess', 'Stratego', ' xiangqi ', '__proto__', 'constructor', '']);
      case 6: return huge();
      case 7: return revoked();
      case 8: return throwing(chance(0.5) ? [] : { game: 'stratego' });
      case 9: return hostilePrimitive();
      case 10: return pick([{}, [], Object.create(null), new String('stratego'), new Date(0), /x/, new Map(), new Uint8Array(8), () => 1]);
      case 11: {
        const a = [];
        a.length = pick([5, 20_001, 2 ** 32 - 1]);
        return a;
      }
      case 12: return depth < 2 ? Array.from({ length: int(6) }, () => value(depth + 1)) : [];
      case 13: return new Proxy({}, { get: () => value(depth + 1) });
      case 14: return new Proxy([], { get: (t, k) => (k === 'length' ? pick([3, -1, 1.5, 'x', 2 ** 40, NaN]) : garbage(8)) });
      default: return depth < 2 ? game(depth + 1) : {};
    }
  };
  const moveText = (g) => (chance(0.7) ? mutate(pick(VALID.filter((v) => v.game === g)).next) : garbage(12));
  const moves = (v, depth) => {
    const r = int(10);
    if (r === 0) return value(depth + 1);
    if (r === 1) return v.moves.join(pick([' ', ',', ';', '\n']));
    const ms = v.moves.slice();
    for (let k = int(3); k > 0; k--) {
      const at = int(ms.length + 1);
      const what = int(6);
      if (what === 0) ms.splice(at, 0, value(depth + 1));
      else if (what === 1 && ms.length) ms.splice(at, 1);
      else ms.splice(at, 0, moveText(v.game));
    }
    // Last, so that the splices above never read it.
    if (chance(0.1)) Object.defineProperty(ms, int(ms.length + 1), { get() { throw thrown(); }, configurable: true, enumerable: true });
    if (chance(0.1)) return new Proxy(ms, { get: (t, k) => (k === 'length' && chance(0.5) ? (() => { throw thrown(); })() : Reflect.get(t, k)) });
    return ms;
  };
  // Half the requests are near-valid (mutated text only, so that the engine's rules are reached), half hostile.
  function game(depth = 0) {
    const v = pick(VALID);
    const hostile = chance(0.5);
    const h = (p) => hostile && chance(p);
    const g = { game: h(0.1) ? value(depth + 1) : v.game };
    if (v.rules || h(0.2)) g.rules = h(0.5) ? value(depth + 1) : v.rules;
    if (v.position !== undefined || chance(0.3)) {
      g.position = chance(0.3) ? mutate(v.position ?? '') : h(0.5) ? value(depth + 1) : v.position;
    }
    if (chance(0.9)) g.moves = h(0.8) ? moves(v, depth) : v.moves.slice();
    if (!hostile && chance(0.5) && g.moves?.length) {
      const at = int(g.moves.length);
      g.moves[at] = chance(0.5) ? mutate(g.moves[at]) : moveText(v.game);
    }
    if (chance(0.3)) {
      g.options = h(0.3) ? value(depth + 1) : hostile
        ? { twoSquaresLimit: pick([undefined, 0, 3, 5, 21, -1, 1.5, '5', 2 ** 40]), moreSquares: pick([undefined, true, false, 'yes']),
          fromStart: pick([undefined, true, false, 0]), repetitionCount: pick([undefined, 2, 3, 11, -3]),
          notation: pick([undefined, 'wxf', 'iccs', 'chinese', 'chinese-traditional', 'runes', 5]) }
        : { twoSquaresLimit: pick([undefined, 3, 5]), moreSquares: pick([undefined, true, false]), repetitionCount: pick([undefined, 2, 3]),
          notation: pick([undefined, 'wxf', 'iccs', 'chinese', 'chinese-traditional']) };
    }
    if (chance(0.2)) g.lang = h(0.5) ? pick(['__proto__', 'x'.repeat(100), value(depth + 1)]) : pick(['en', 'de', 'zh']);
    if (h(0.05)) g.record = chance(0.5) && RECORD.length ? mutate(pick(RECORD)) : value(depth + 1);
    if (h(0.2)) {
      const key = pick(['game', 'position', 'moves', 'options', 'lang', 'rules', 'record']);
      const get = chance(0.5) ? () => { throw thrown(); } : fickle(g[key]);
      Object.defineProperty(g, key, { get, enumerable: true, configurable: true });
    }
    if (h(0.1)) return throwing(g);
    return g;
  }
  const options = () => (chance(0.85) ? pick([undefined, null, { lang: 'de' }, { lang: 'en' }]) : value(1));
  // Sessions: open ones, and freed ones kept to be called again. A freed session must refuse every method with
  // session-freed; a second free() must do nothing.
  const sessions = [];
  const open = (g) => {
    const s = { g, freed: false };
    sessions.push(s);
    if (sessions.length > 24) {
      const old = sessions.splice(int(sessions.length - 1), 1)[0];
      if (!old.freed) old.g.free();
    }
  };
  /** A call into the engine from the caller's code it runs, which must be refused with engine-busy (it is, or the
   * outer call answers nothing: then it is counted as refused too, and the outer call's error is checked). */
  const reenter = () => {
    // (a session's free() after the first does nothing, not even call the engine: only open ones are asked)
    const live = sessions.filter((x) => !x.freed);
    const s = live.length ? pick(live) : null;
    const inner = pick([
      () => A.legalMoves({ game: 'xiangqi' }),
      () => A.validateMove({ game: 'stratego', position: EX1, moves: EX1_MOVES }, 'C3-B3'),
      () => A.explain({ game: 'bogenschach' }),
      () => A.parsePosition('stratego', EX1),
      () => new A.Game({ game: 'xiangqi' }),
      ...(s ? [() => s.g.play(moveText('xiangqi')), () => s.g.explain(), () => s.g.free()] : []),
    ]);
    let code = 'answered';
    try {
      inner();
    } catch (e) {
      code = e?.code;
      if (chance(0.3)) throw e;
    }
    if (code !== 'engine-busy') tally.innerNotRefused.push(`${code ?? 'no code'}: ${new Error().stack.split('\n').slice(2, 6).join(' < ')}`);
    tally.reentered += 1;
  };
  /** `g` with a getter for one of its fields (or one it lacks) that calls the engine first. */
  const reentrant = (g) => {
    if (g === null || typeof g !== 'object') return g;
    const key = pick(['game', 'position', 'moves', 'options', 'lang', 'rules', 'record']);
    try {
      const had = Object.getOwnPropertyDescriptor(g, key);
      Object.defineProperty(g, key, {
        get() {
          reenter();
          return had?.get ? had.get.call(this) : had?.value;
        },
        enumerable: true,
        configurable: true,
      });
    } catch {
      // a Proxy whose traps throw, a revoked one, an object not extensible: left as it is
    }
    return g;
  };
  /** Runs `call` with a getter and a setter on Object.prototype for some answer field names, each calling the
   * engine (the setter then keeps the value as the object's own field). */
  const withHostilePrototype = (call) => () => {
    const names = Array.from({ length: 1 + int(4) }, () => pick(FIELDS));
    for (const name of names) {
      Object.defineProperty(Object.prototype, name, {
        configurable: true,
        get() {
          reenter();
          return undefined;
        },
        set(v) {
          reenter();
          Object.defineProperty(this, name, { value: v, writable: true, enumerable: true, configurable: true });
        },
      });
    }
    try {
      return call();
    } finally {
      for (const name of names) delete Object.prototype[name];
    }
  };
  const sessionCall = () => {
    const r = int(100);
    if (r < 15 || sessions.length === 0) {
      const g = chance(0.2) ? reentrant(game()) : game();
      return ['new Game', () => open(new A.Game(g))];
    }
    const s = pick(sessions);
    if (r < 25) {
      // free(), a double free when it is freed already: never an error
      return ['Game.free', () => {
        s.g.free();
        s.freed = true;
      }];
    }
    const method = pick(['validate', 'play', 'play', 'undo', 'explain', 'legalMoves', 'moves']);
    const g = pick(VALID);
    const mv = chance(0.8) ? moveText(g.game) : value();
    const call = () => {
      try {
        return s.g[method](mv);
      } catch (e) {
        if (s.freed && e?.code !== 'session-freed') tally.freedNotRefused.push(`${method}: ${e?.code ?? e}`);
        throw e;
      }
    };
    if (s.freed) tally.useAfterFree += 1;
    return [`Game.${method}`, chance(0.1) ? withHostilePrototype(call) : call];
  };
  const gameName = () => (chance(0.7) ? pick([...GAMES, 'chess']) : value(1));
  const positionText = (name) => {
    const v = VALID.find((x) => x.game === name);
    return chance(0.7) ? mutate(v?.position ?? CLASSIC) : value(1);
  };
  // One call of one export, chosen at random: [name, thunk].
  return () => {
    if (chance(0.3)) return sessionCall();
    if (chance(0.05)) {
      const g = game();
      const mv = moveText(pick(['stratego', 'xiangqi', 'bogenschach']));
      return [pick(['validateMove (a hostile prototype)', 'explain (a hostile prototype)']), withHostilePrototype(
        () => (chance(0.5) ? A.validateMove(g, mv) : A.explain(g)))];
    }
    if (chance(0.05)) {
      const g = reentrant(game());
      return ['explain (a getter calls the engine)', () => A.explain(g)];
    }
    const r = int(100);
    if (r < 24) {
      const g = game();
      const mv = chance(0.9) ? moveText(pick(GAMES)) : value();
      const o = options();
      return ['validateMove', () => A.validateMove(g, mv, o)];
    }
    if (r < 44) {
      const g = game();
      const o = options();
      return ['explain', () => A.explain(g, o)];
    }
    if (r < 62) {
      const g = game();
      return ['legalMoves', () => A.legalMoves(g)];
    }
    if (r < 76) {
      const name = gameName();
      const text = positionText(name);
      return ['parsePosition', () => A.parsePosition(name, text)];
    }
    if (r < 81) {
      const name = chance(0.8) ? 'stratego' : gameName();
      const text = chance(0.7) && RECORD.length ? mutate(pick(RECORD)) : value(1);
      return ['importRecord', () => A.importRecord(name, text)];
    }
    if (r < 84) {
      // a game written as a record: a mutated record's text, a game object (hostile ones too) with comments
      const g = chance(0.3) ? { game: pick(['xiangqi', 'bogenschach', 'stratego']), record: mutate(pick(
        [...RECORD, '[Game "Chinese Chess"]\n1. h2e2 {中炮} h9g7 2. C8=9 *', '1. @- e4 @e2 Nf6 *'])) }
        : chance(0.5) ? { game: gameName(), position: chance(0.5) ? '' : value(1),
          moves: chance(0.5) ? pick(VALID).moves : value(1), comments: chance(0.5) ? [{ after: int(4), text: garbage(20) }] : value(1),
          tags: chance(0.5) ? { Event: garbage(10) } : value(1), result: chance(0.5) ? { winner: int(5) } : value(1) }
          : game();
      const o = chance(0.7) ? { format: pick(['pgn', 'dhtmlxq', 'gravon', garbage(5)]), verdicts: chance(0.5),
        lang: pick(['en', 'zh-Hant', 'de']), notation: pick([undefined, 'chinese', 'wxf', garbage(4)]) } : value(1);
      return ['exportRecord', () => A.exportRecord(g, o)];
    }
    if (r < 96) {
      const g = chance(0.7)
        ? { game: pick(['xiangqi', 'chess', 'bogenschach', 'stratego']), position: chance(0.5) ? '' : mutate('r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1') }
        : game();
      // Deep counts only with a small budget: the default budget is about a second of work. (Decided here:
      // the thunk must touch nothing hostile itself.)
      const small = chance(0.7);
      const o = small ? { budget: pick([0, 1, 100, 5_000, 50_000]) } : chance(0.5) ? undefined : value(1);
      const depth = chance(0.8) ? int(small ? 8 : 4) : value(1);
      return ['perft', () => A.perft(g, depth, o)];
    }
    if (r < 99) return ['version', () => A.version()];
    const junk = value(1);
    return ['initSync', () => A.initSync(junk)];
  };
}

/** Known answers, field by field (as the instance gave them before the first fuzzed call). */
const known = () => {
  const g = new A.Game({ game: 'xiangqi', moves: ['h2e2', 'h9g7'] });
  try {
    return JSON.stringify([A.validateMove({ game: 'stratego', position: EX1, moves: EX1_MOVES }, 'C3-B3'),
      g.play('h0g2'), g.explain()]);
  } finally {
    g.free();
  }
};
const KNOWN = known();

/** A known answer: the instance still works. */
function healthCheck() {
  const v = A.validateMove({ game: 'stratego', position: EX1, moves: EX1_MOVES }, 'C3-B3');
  if (v.legal !== false || v.rule !== 'more-squares') throw new Error(`health check: got ${JSON.stringify(v).slice(0, 200)}`);
  if (!/^\d+\.\d+\.\d+/.test(A.version())) throw new Error('health check: version()');
}

test(`fuzz: ${CALLS} seeded calls (seed ${SEED}) over every export; each answers or throws a coded Error, and the instance stays healthy`, () => {
  const tally = { answers: 0, healthChecks: 0, useAfterFree: 0, reentered: 0, freedNotRefused: [], innerNotRefused: [] };
  const next = fuzzer(mulberry32(SEED), tally);
  const codes = {};
  const calls = {};
  const t0 = performance.now();
  for (let i = 0; i < CALLS; i++) {
    if ((i + 1) % 100_000 === 0) {
      console.log(`# fuzz progress: ${i + 1} calls, ${Math.round((performance.now() - t0) / 1000)} s, ${tally.answers} answers, ${tally.useAfterFree} uses of a freed session, ${tally.reentered} calls from inside a call, codes ${JSON.stringify(codes)}`);
    }
    const [name, call] = next();
    calls[name] = (calls[name] ?? 0) + 1;
    let err;
    let threw = false;
    try {
      call();
    } catch (e) {
      threw = true;
      err = e;
    }
    if (!threw) {
      tally.answers += 1;
      continue;
    }
    const where = `call ${i + 1} (${name}, seed ${SEED})`;
    assert.ok(!(err instanceof WebAssembly.RuntimeError), `${where}: wasm trap: ${err?.message}`);
    assert.ok(err instanceof Error, `${where}: threw a non-Error: ${String(err)}`);
    assert.ok(CODES.has(err.code), `${where}: an Error without a documented code (${err.code}): ${err.message}`);
    assert.ok(typeof err.message === 'string' && err.message.length > 0, `${where}: no message`);
    codes[err.code] = (codes[err.code] ?? 0) + 1;
    try {
      healthCheck();
    } catch (e) {
      assert.fail(`${where}: the instance is broken after ${err.code} (${err.message.slice(0, 200)}): ${e}`);
    }
    tally.healthChecks += 1;
  }
  const s = (performance.now() - t0) / 1000;
  // every use of a freed session was refused with session-freed, every call from inside a call with engine-busy
  assert.deepEqual(tally.freedNotRefused, [], 'a freed session answered or gave another error');
  assert.deepEqual(tally.innerNotRefused, [], 'a call from inside a call was not refused with engine-busy');
  // and every answer is still the one it was, field by field
  assert.equal(known(), KNOWN, 'a known answer changed');
  const { freedNotRefused, innerNotRefused, ...counts } = tally;
  const report = { seed: SEED, calls: CALLS, seconds: Math.round(s), ...counts, memoryMB: Math.round(A.initSync({ module: wasmBytes }).memory.buffer.byteLength / 2 ** 20), codes, perExport: calls };
  console.log(`# fuzz ${JSON.stringify(report)}`);
  // Every export was called and both answers and refusals happened (the fuzzer reaches past the type checks).
  for (const name of ['validateMove', 'explain', 'legalMoves', 'parsePosition', 'importRecord', 'exportRecord', 'perft', 'version',
    'new Game', 'Game.free', 'Game.play', 'explain (a getter calls the engine)']) {
    assert.ok(calls[name] > 0, `${name} was never called`);
  }
  assert.ok(tally.answers > 0 && tally.healthChecks > 0 && tally.useAfterFree > 0 && tally.reentered > 0);
});
