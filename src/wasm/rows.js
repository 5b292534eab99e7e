// The reader of an explanation written by src/wasm/rows.rs: one list of words (a view of the engine's
// memory, read before anything else runs in it) and one text (decoded once), turned into the same plain
// objects serde-wasm-bindgen makes (tests/js/rows.test.mjs compares them). wasm-bindgen imports it from
// the engine's glue; scripts/build-wasm.sh writes it into each package's arbiter.js (no file beside it).
// A word: its kind in the low 4 bits, its payload (a length, an index, a small number) above them.
// Texts are the text's next `payload` UTF-16 units, in order; a fixed text (a field name, a side, a rule
// id) comes once per answer and is then named by its index. Plain code: no eval, nothing from the page.
const arbiterRowsScratch = new Float64Array(1);
const arbiterRowsBits = new Uint32Array(arbiterRowsScratch.buffer);

/** The value the words write; `into`: an array to push the elements of the written array onto. */
export function arbiterReadRows(words, text, into) {
  let i = 0;
  let at = 0;
  const fixed = [];
  const value = () => {
    const w = words[i++];
    switch (w & 15) {
      case 1: return null;
      case 2: return false;
      case 3: return true;
      case 4: return w >>> 4;
      case 5:
        arbiterRowsBits[0] = words[i++];
        arbiterRowsBits[1] = words[i++];
        return arbiterRowsScratch[0];
      case 6: return text.slice(at, (at += w >>> 4));
      case 7: return fixed[w >>> 4];
      case 8: {
        const s = text.slice(at, (at += w >>> 4));
        fixed.push(s);
        return s;
      }
      case 9: {
        const a = [];
        while (words[i] !== 0) a.push(value());
        i++;
        return a;
      }
      case 10: {
        const o = {};
        while (words[i] !== 0) {
          const k = value();
          o[k] = value();
        }
        i++;
        return o;
      }
      default:
        throw new Error(`arbiter: the engine wrote an unknown value (word ${w} at ${i - 1})`);
    }
  };
  if (into === undefined) return value();
  // the elements of an array, onto `into`
  if ((words[i++] & 15) !== 9) throw new Error('arbiter: the engine wrote no list of rows');
  while (words[i] !== 0) into.push(value());
  return into;
}
