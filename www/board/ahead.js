// Answers given ahead: what a board of the site asks its engine while it loads, asked by the site's build
// (scripts/build-site.mjs) and kept in a file per document and language beside the document read ahead
// (X.answers.<lang>.json beside X.read.json). A board that has such a file draws its example, its table, its
// verdicts and its rule meter from it, and loads no engine until the reader asks something the file does not hold
// (picks up a piece, plays a move, tries a move the author did not, switches to a language whose file it lacks).
// The engine's answers are the same either way: the file holds them as the engine gave them, each under its
// question (answerKey). A file from another version of the engine than the document's is not used.
//
// Used both by the widget (arbiter-board.js) and by the build (scripts/build-site.mjs), so the questions the build
// asks are those the board asks: boardGame is the one place a board's game object is made.
import { gameObject, notationOf } from './state.js';
import { engineLang, langKey, langNotation } from './i18n/index.js';

/** The engine's game object for `moves` on a board of configuration `conf` (board/state.js readConfig) shown in
 * `lang` (the board's language): its notation is the board's own, else its language's, else the game's default. */
export function boardGame(a, conf, moves, lang) {
  return gameObject(a, { ...conf, notation: notationOf(a, conf.notation || langNotation(lang)) }, moves,
    engineLang(lang));
}

/** The key of the question op(...args) in a file of answers. */
export const answerKey = (op, args) => JSON.stringify([op, ...args]);

/** The file of answers of a document read ahead from `url` (its X.read.json) in `lang`: X.answers.<lang>.json. */
export const answersUrl = (url, lang) => String(url).replace(/\.read\.json$/i, `.answers.${langKey(lang)}.json`);

/** Whether a document read ahead (board/state.js readAhead) names a file of answers in `lang`. */
export const hasAnswers = (ahead, lang) => !!ahead && Array.isArray(ahead.answers)
  && ahead.answers.includes(langKey(lang));

/** A file of answers from its text: { arbiterAnswers: 1, engine, lang, answers: [[key, answer], ...] }, or null
 * when it is none. */
export function readAnswers(text) {
  let v;
  try {
    v = JSON.parse(text);
  } catch {
    return null;
  }
  const ok = v && v.arbiterAnswers === 1 && typeof v.engine === 'string' && typeof v.lang === 'string'
    && Array.isArray(v.answers)
    && v.answers.every((e) => Array.isArray(e) && e.length === 2 && typeof e[0] === 'string');
  return ok ? v : null;
}

/** An error of code 'engine-needed': the question is not among the answers given ahead. */
export function engineNeeded(op) {
  const e = new Error(`the engine is needed for ${op}`);
  e.code = 'engine-needed';
  return e;
}

/** A stand-in for the engine (board/engine.js's module) that answers from a file of answers: version() and the
 * questions it holds (explain, validateMove, legalMoves, parsePosition); any other question throws an
 * 'engine-needed' error.
 * `ahead` is true and `lang` the file's language, so the board knows what it has. Each answer is a fresh copy. */
export function answeringEngine(file) {
  const known = new Map(file.answers);
  const ask = (op) => (...args) => {
    const key = answerKey(op, args);
    if (!known.has(key)) throw engineNeeded(op);
    return structuredClone(known.get(key));
  };
  return {
    ahead: true,
    lang: file.lang,
    version: () => file.engine,
    explain: ask('explain'),
    validateMove: ask('validateMove'),
    legalMoves: ask('legalMoves'),
    parsePosition: ask('parsePosition'),
  };
}

/** For the build: an engine whose every answer is also kept under its question (answers(): [[key, answer], ...],
 * in the order first asked). */
export function recordingEngine(engine) {
  const kept = new Map();
  const ask = (op) => (...args) => {
    const answer = engine[op](...args);
    const key = answerKey(op, args);
    if (!kept.has(key)) kept.set(key, JSON.parse(JSON.stringify(answer)));
    return answer;
  };
  return {
    version: () => engine.version(),
    explain: ask('explain'),
    validateMove: ask('validateMove'),
    legalMoves: ask('legalMoves'),
    parsePosition: ask('parsePosition'),
    answers: () => [...kept],
  };
}
