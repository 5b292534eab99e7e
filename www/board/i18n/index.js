// The widget's languages. More languages: add a file with the same keys and list it here.
import en from './en.js';
import de from './de.js';

const LANGS = { en, de };

/** The messages for `lang` ("de", "de-AT", ...); English for anything unknown. */
export function messages(lang) {
  const key = String(lang || 'en').toLowerCase().split('-')[0];
  return LANGS[key] || en;
}

/** The language the engine is asked for (it knows en and de; others fall back to English there too). */
export function engineLang(lang) {
  const key = String(lang || 'en').toLowerCase().split('-')[0];
  return key in LANGS ? key : 'en';
}
