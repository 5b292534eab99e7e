// The `Game` session class of the packages with sessions (Cargo feature `session`): scripts/build-wasm.sh appends
// this file to the glue wasm-bindgen writes (arbiter.js), whose functions it calls. A Game holds a handle, a number
// that names the session in the engine's table (src/wire/slots.rs), never a pointer into wasm memory: a method of a
// freed Game, or one called on another object, sends 0 or a stale handle, which the engine refuses with an Error
// whose `code` is `session-freed`, in ordinary code that leaves the instance as it was. A second free() does
// nothing. A Game never freed is closed when the garbage collector has collected it (a FinalizationRegistry, where
// the runtime has one). Plain code: no eval, nothing from the page.

const arbiterSessionsLeft = typeof FinalizationRegistry === 'function'
  ? new FinalizationRegistry((handle) => {
    try {
      arbiterSessionFree(handle);
    } catch {
      // never busy here: a finalizer runs as a task of its own, never inside a call
    }
  })
  : null;

/** The handle of a Game not freed, else 0 (for src/wasm/session-oracles.js in the test build). */
let arbiterSessionHandle;

/** A game with state across calls (docs/api.md, "Sessions"). */
export class Game {
  #handle = 0;

  /** Opens the game and replays its history. */
  constructor(game) {
    const handle = arbiterSessionOpen(game);
    this.#handle = handle;
    arbiterSessionsLeft?.register(this, handle, this);
  }

  /** The handle of `game` if it is a Game not freed, else 0. */
  static #of(game) {
    return (typeof game === 'object' && game !== null && #handle in game) ? game.#handle : 0;
  }

  /** May `move` be played now? The verdict; nothing changes. */
  validate(move) {
    return arbiterSessionValidate(Game.#of(this), move);
  }

  /** Plays `move` if it is legal; the verdict either way (a refused move changes nothing). */
  play(move) {
    return arbiterSessionPlay(Game.#of(this), move);
  }

  /** Takes back the last move; false when none is left. */
  undo() {
    return arbiterSessionUndo(Game.#of(this));
  }

  /** Every move played with its verdict: `{ game, start, rows, result }`. */
  explain() {
    return arbiterSessionExplain(Game.#of(this));
  }

  /** The legal moves now: `[{ move, from, to, text }]`. */
  legalMoves() {
    return arbiterSessionLegalMoves(Game.#of(this));
  }

  /** The rule meter now: `[{ rule, side, count, limit, squares, message }]` (docs/api.md, "The rule meter"). */
  meter() {
    return arbiterSessionMeter(Game.#of(this));
  }

  /** The moves played, as given. */
  moves() {
    return arbiterSessionMoves(Game.#of(this));
  }

  /** Closes the session and releases its memory; nothing when it is closed already. */
  free() {
    const handle = Game.#of(this);
    if (handle === 0) return;
    arbiterSessionFree(handle);
    this.#handle = 0;
    arbiterSessionsLeft?.unregister(this);
  }

  static {
    arbiterSessionHandle = Game.#of;
  }
}

// `using game = new Game(...)` frees it at the end of its block, where the runtime has Symbol.dispose.
if (typeof Symbol.dispose === 'symbol') {
  Object.defineProperty(Game.prototype, Symbol.dispose, {
    value: Game.prototype.free, writable: true, enumerable: false, configurable: true,
  });
}
