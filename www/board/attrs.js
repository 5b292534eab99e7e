// The longest value read from each of <arbiter-board>'s attributes. A longer value is refused before anything
// uses it: the board acts as if the attribute were absent and says so (what and how long) in its error line.
// Without this a 10 MB `lang` or `playground` value was lower-cased, split, URL-parsed and URL-encoded on every
// render (seconds per render); the engine refuses long positions and move lists by itself, but only after the
// widget has split them, so those have a limit here too.
import { MAX_LANG } from './i18n/index.js';

const URL_MAX = 4096;
export const ATTR_LIMITS = new Map([
  ['game', 64], ['rules', 64], ['lang', MAX_LANG], ['notation', 64], ['pieces', 64], ['theme', 64], ['step', 32],
  ['example', URL_MAX], ['playground', URL_MAX],
  // A position text is under 200 characters in every game; 20,000 moves (the engine's limit) of up to ~25
  // characters (Bogenschach's "@e4 Qxe4+; ") stay under 512 KiB.
  ['position', 4096], ['moves', 512 * 1024],
]);

/** Whether `value` (an attribute value, or null) is longer than attribute `name` accepts. */
export function tooLong(name, value) {
  const max = ATTR_LIMITS.get(name);
  return max !== undefined && typeof value === 'string' && value.length > max;
}

/** The limit of attribute `name` (undefined: none). */
export function attrLimit(name) {
  return ATTR_LIMITS.get(name);
}
