// The reader of an answer written by the codec, src/wire/codec.rs: one list of words (a view of the engine's
// memory, read before anything else runs in it) and one text (decoded once), turned into the same plain
// objects serde-wasm-bindgen makes (tests/js/rows.test.mjs compares them). wasm-bindgen imports it from
// the engine's glue; scripts/build-wasm.sh writes it into each package's arbiter.js (no file beside it).
// A word: its kind in the low 4 bits, its payload (a length, an index, a small number) above them.
// Texts are the text's next `payload` UTF-16 units, in order; a fixed text (a field name, a side, a rule
// id) is sent once (again if the writer's cache lost it) and then named by its index in the table, which lasts
// across answers: the answer's first word is how many texts the table holds before it (the writer's count; more
// are dropped: texts of an answer whose reading failed, or of an engine instance before this one).
// Plain code: no eval, nothing from the page.
const arbiterRowsScratch = new Float64Array(1);
const arbiterRowsBits = new Uint32Array(arbiterRowsScratch.buffer);
/** The fixed texts sent so far (the engine's own names: field names, sides, rule ids, squares). */
const arbiterRowsFixed = [];
/** The value the words write; `into`: an array to push the elements of the written array onto. */
export function arbiterReadRows(words, text, into) {
  const fixed = arbiterRowsFixed;
  const held = words[0];
  if (fixed.length !== held) {
    if (fixed.length < held) {
      fixed.length = 0;
      throw new Error('arbiter: the engine named texts it had not sent');
    }
    fixed.length = held;
  }
  if (into === undefined) return arbiterRowsLoop(words, text, 1, null);
  if ((words[1] & 15) !== 9) throw new Error('arbiter: the engine wrote no list of rows');
  return arbiterRowsLoop(words, text, 2, into);
}

/** The value written from word `i` on, into `cur` (an array whose END is the answer's last word) or
 * alone (`cur` null). One loop with the containers being filled on a stack (no recursion and no closure:
 * its counters stay local variables). Every answer (a verdict, a list of moves, an explanation's rows)
 * runs the same code here, the caller's differences kept out in arbiterReadRows: so the code V8 optimised
 * while reading verdicts has seen every step an explanation takes, and is not thrown away at the first
 * explanation for a step it never saw (which would leave a first long explanation to the interpreter). */
function arbiterRowsLoop(words, text, i, cur) {
  const fixed = arbiterRowsFixed;
  let at = 0;
  // the containers around the current one, each as (container, is an object, its pending key)
  const stack = [];
  let obj = false;
  let key;
  for (;;) {
    const w = words[i++];
    let v;
    switch (w & 15) {
      case 0:
        if (stack.length === 0) return cur;
        v = cur;
        key = stack.pop();
        obj = stack.pop();
        cur = stack.pop();
        break;
      case 1: v = null; break;
      case 2: v = false; break;
      case 3: v = true; break;
      case 4: v = w >>> 4; break;
      case 5:
        arbiterRowsBits[0] = words[i++];
        arbiterRowsBits[1] = words[i++];
        v = arbiterRowsScratch[0];
        break;
      case 6: v = text.slice(at, (at += w >>> 4)); break;
      case 7: v = fixed[w >>> 4]; break;
      case 8: v = text.slice(at, (at += w >>> 4)); fixed.push(v); break;
      case 9: stack.push(cur, obj, key); cur = []; obj = false; key = undefined; continue;
      case 10: stack.push(cur, obj, key); cur = {}; obj = true; key = undefined; continue;
      default: throw new Error(`arbiter: the engine wrote an unknown value (word ${w} at ${i - 1})`);
    }
    // the value goes into the current container (as a key first, in an object)
    if (cur === null) return v;
    if (!obj) cur.push(v);
    else if (key === undefined) key = v;
    else { cur[key] = v; key = undefined; }
  }
}

/** A copy of a session's list of rows (the engine's own array): the engine calls it in a catch. */
export function arbiterRowsCopy(rows) {
  return rows.slice();
}
