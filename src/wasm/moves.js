// The engine's JS side of reading a caller's values (src/wasm/read.rs), and of its errors:
// - arbiterMovesText, the reader of a caller's list of moves: each element read once (the caller's array,
//   or a Proxy of one, read as `0..len` with `len` read before), checked to be a string of at most `limit`
//   UTF-16 units, and all of them joined with NUL into one text, encoded as UTF-8 at once (TextEncoder: a
//   lone surrogate becomes U+FFFD), which the glue copies into wasm memory. `undefined` for anything else (an
//   element that is not a string or is too long, a getter or trap that throws): the engine then reads the
//   list element by element, which gives the same strings or the error that names what is wrong. One call
//   across the boundary instead of several per element.
// - arbiterText, the one way the engine reads a string (TextEncoder's UTF-8, as above), so the glue carries
//   no string writer of its own, and arbiterTextInto, its short form (a short string written straight into a
//   buffer of the engine's: one call, no allocation); arbiterThrownText, the words of what a caller's getter or trap threw;
//   arbiterError, the engine's Error with its `code`.
// wasm-bindgen imports them from the engine's glue; scripts/build-wasm.sh writes them into each package's
// arbiter.js (no file beside it). Plain code: no eval, nothing kept from the page.

const arbiterMovesEncoder = new TextEncoder();

/** The strings of `list[0..len]` joined with NUL, as UTF-8 bytes, or `undefined`. */
export function arbiterMovesText(list, len, limit) {
  try {
    let text = '';
    for (let i = 0; i < len; i++) {
      const item = list[i];
      if (typeof item !== 'string' || item.length > limit) return undefined;
      // appended piece by piece (V8 keeps the pieces and writes them out once, when encoding):
      // cheaper than Array.prototype.join
      if (i > 0) text += '\0';
      text += item;
    }
    return arbiterMovesEncoder.encode(text);
  } catch {
    return undefined;
  }
}

/** The UTF-8 bytes of the string `s` (the engine's one way of reading a string). */
export function arbiterText(s) {
  return arbiterMovesEncoder.encode(s);
}

/** If `v` is a string of at most `buf.length` UTF-16 units whose UTF-8 fits in `buf` (a view of the engine's
 * memory): its UTF-8 written into `buf` and its length in bytes; else -1. ASCII is copied in a loop (a short
 * string: cheaper than a call of TextEncoder), the rest by TextEncoder's encodeInto. */
export function arbiterTextInto(v, buf) {
  if (typeof v !== 'string') return -1;
  const n = v.length;
  if (n > buf.length) return -1;
  for (let i = 0; i < n; i++) {
    const c = v.charCodeAt(i);
    if (c > 0x7f) {
      const r = arbiterMovesEncoder.encodeInto(v.slice(i), buf.subarray(i));
      return r.read === n - i ? i + r.written : -1;
    }
    buf[i] = c;
  }
  return n;
}

/** What was thrown (`e`, or its `message`), if it is a string: its first `chars` characters (a string of code
 * points, each lone surrogate one of them, cut at twice as many UTF-16 units first), as UTF-8 bytes; else
 * `undefined`. Reading `message` runs the caller's getter or trap: what that throws is caught. */
export function arbiterThrownText(e, chars) {
  try {
    const m = typeof e === 'string' ? e : (typeof e === 'object' && e !== null) || typeof e === 'function' ? e.message : undefined;
    if (typeof m === 'string') return arbiterMovesEncoder.encode([...m.slice(0, chars * 2)].slice(0, chars).join(''));
  } catch {
    // a getter or trap that throws: the generic text
  }
  return undefined;
}

/** `Error` as it was when the engine loaded (a caller that replaces the global later does not reach it). */
const ArbiterError = Error;

/** The engine's error: an `Error` with the text `message` and its `code` (`bad-request`, ...), an own field
 * defined as assignment would make it, but without running a setter a caller put on Object.prototype (which could
 * throw, or call the engine while it answers). */
export function arbiterError(message, code) {
  const e = new ArbiterError(message);
  Object.defineProperty(e, 'code', { value: code, writable: true, enumerable: true, configurable: true });
  return e;
}
