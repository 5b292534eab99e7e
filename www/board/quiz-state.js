// Quiz mode's questions and answers as pure functions (no DOM, no engine; tested in Node by tests/js/quiz.test.mjs).
// The questions come from an example's tries: the moves its author says the rules refuse or allow at a ply (an
// example file's `forbidden:` and `vary:` lines, a document chapter's `[%try ...]` annotations, or the board's
// `quiz` and `try` attributes). Every answer is graded from the engine's verdict on the reader's move, passed in as
// an argument: nothing here decides what is legal. board/quiz.js shows the questions and asks the engine.
import { gameFacts } from './games.js';

/** The rules a game's engine cites for a refused move that a reader may be asked to name ("Why?"), in the order
 * the choices are shown: the registry's `rules` of the game (board/games.js; docs/api.md: the rule ids of each
 * game). `game-over` and `skip` are left out: no example asks about them. */
const ruleList = (game) => (gameFacts(game) && gameFacts(game).rules) || null;

/** The "Why?" choices of `game`: its rules, with `rule` (the engine's, for the question asked) among them. */
export function ruleChoices(game, rule) {
  const list = (ruleList(game) || ['movement']).slice();
  if (rule && !list.includes(rule)) list.push(rule);
  return list;
}

/** One `forbidden:` or `vary:` value of an example file: "[after LABEL:] MOVE [=> RULE]" (LABEL a row's label,
 * `0` for the start; without it, after the example's moves). `split(text)`: the game's own split of a list of
 * moves (board/games.js splitMoves; a Bogenschach turn holds a space, so its turns are split on ";"). */
export function readTryLine(value, expect, split) {
  let text = String(value || '').trim();
  let after = 'end';
  const at = text.match(/^after\s+([^:\s]+)\s*:\s*/i);
  if (at) {
    after = at[1] === '0' ? 0 : at[1];
    text = text.slice(at[0].length);
  }
  let rule;
  const arrow = text.indexOf('=>');
  if (arrow >= 0) {
    rule = text.slice(arrow + 2).trim() || undefined;
    text = text.slice(0, arrow).trim();
  }
  return split(text).map((move) => ({ after, move, expect, ...(rule && expect === 'refused' ? { rule } : {}) }));
}

/** The tries of an example file's values (board/state.js parseExample): `forbidden` (refused) and `vary` (allowed). */
export function triesFromExample(ex, split) {
  if (!ex) return [];
  return [...readTryLine(ex.forbidden, 'refused', split), ...readTryLine(ex.vary, 'legal', split)];
}

/** The tries of a document's chapter (readDocument's answer, docs/api.md): each annotation's `tries`, at the ply
 * it follows (0: the start). */
export function triesFromChapter(chapter) {
  const out = [];
  for (const a of (chapter && Array.isArray(chapter.annotations) && chapter.annotations) || []) {
    for (const t of (Array.isArray(a.tries) && a.tries) || []) {
      if (!t || typeof t.move !== 'string') continue;
      out.push({ after: Number(a.after) || 0, move: t.move, expect: t.expect === 'legal' ? 'legal' : 'refused',
        ...(t.rule ? { rule: t.rule } : {}) });
    }
  }
  return out;
}

/** The tries the board's attributes name: `quiz` (a list of moves, or a plain switch: "", "true", "yes") and `try`,
 * each asked at the step the board opens at (`at`), with the verdict left to the engine (expect: null). */
export function triesFromAttributes(quiz, tryMove, at, split) {
  const value = String(quiz || '').trim();
  const listed = /^(|true|yes|on|1)$/i.test(value) ? [] : split(value);
  if (tryMove) listed.push(String(tryMove).trim());
  return [...new Set(listed)].filter(Boolean).map((move) => ({ after: at, move, expect: null }));
}

/** The step a try is asked at: `after` a row label ("6a"), a ply count (0: the start) or 'end' (after the
 * example's moves); null when the example's moves have no such row. `labels`: the rows' labels in order. */
export function stepOf(after, labels) {
  if (after === 'end') return labels.length;
  if (typeof after === 'number') return after >= 0 && after <= labels.length ? after : null;
  const i = labels.indexOf(String(after));
  return i < 0 ? null : i + 1;
}

/** `tries` with what the author left out filled in from the engine: `judgeAt(move, step)` its verdict on `move` at
 * `step` (may throw: a move that cannot be read there is refused with no rule). A try with no expected verdict (the
 * board's attributes) gets the engine's; a refused try with no rule, the rule the engine names, so its "find"
 * question asks for a move refused by that rule. The verdicts are kept out of sight until the reader answers. */
export function withVerdicts(tries, labels, judgeAt) {
  return tries.map((t) => {
    if (t.expect === 'legal' || t.rule) return t;
    const step = stepOf(t.after, labels);
    if (step === null) return t;
    let v = null;
    try {
      v = judgeAt(t.move, step);
    } catch {
      v = null;
    }
    if (t.expect === null && v && v.legal) return { ...t, expect: 'legal' };
    if (!v) return { ...t, expect: 'refused', unreadable: true }; // asked about ("No" is right), never to be found
    return { ...t, expect: 'refused', ...(!v.legal && v.rule ? { rule: v.rule } : {}) };
  });
}

/** The questions of `tries` on the example whose rows have `labels` (explain's rows), for `game`:
 * - for each step with a refused try, "Find the move the rule forbids" (kind 'find'), asked first there (the yes/no
 *   question about that move would give it away);
 * - Stratego, where a try is refused by the More-Squares Rule: "Find a move that keeps the chase going" (kind
 *   'chase', when `chase` is set);
 * - for each try, "Is MOVE legal here?" (kind 'legal'), and when the reader says no, "Why?".
 * `authored`: the author asks the questions (a document's quiz chapter, whose text, shown to the reader, asks about
 * its tries by name): only the yes/no question of each try, one question a try. A "find" question there would have
 * its answer in the text on view, and would ask twice about the same move.
 * Each question has an `id` that stays the same for the same example (the score is kept by it). */
export function questionsOf(tries, labels, { chase = true, authored = false } = {}) {
  const out = [];
  const seen = new Set();
  const add = (q) => {
    if (seen.has(q.id)) return;
    seen.add(q.id);
    out.push(q);
  };
  const steps = new Map();
  for (const t of tries) {
    const step = stepOf(t.after, labels);
    if (step === null || !t.move) continue;
    if (!steps.has(step)) steps.set(step, []);
    steps.get(step).push(t);
  }
  for (const step of [...steps.keys()].sort((a, b) => a - b)) {
    const list = steps.get(step);
    for (const t of list) {
      if (authored || t.expect !== 'refused' || t.unreadable) continue;
      add({ id: `find@${step}:${t.rule || ''}`, kind: 'find', step, move: t.move, rule: t.rule || null });
    }
    if (chase && !authored && list.some((t) => t.rule === 'more-squares')) {
      add({ id: `chase@${step}`, kind: 'chase', step });
    }
    for (const t of list) {
      add({ id: `legal@${step}:${t.move}`, kind: 'legal', step, move: t.move, expect: t.expect, rule: t.rule || null });
    }
  }
  return out;
}

// --- the quiz: one object, changed only by the transitions below --------------------------------------------------
//
// phase: 'ask' (the question is open), 'why' (the reader said "No" to a refused move: which rule?), 'graded' (the
// answer is in: `result`), 'finished' (no question left). `result`: { right, verdict, said, rule } where `verdict`
// is the engine's on the move that decided the answer. `results`: question id -> true / false (the score).

/** A quiz of `questions`, with the results kept from before (a reload): it opens at the first question not
 * answered yet (the first one when all are). */
export function startQuiz(questions, results = {}) {
  const open = questions.findIndex((q) => !Object.hasOwn(results, q.id));
  const index = questions.length === 0 ? 0 : open < 0 ? 0 : open;
  return { questions, index, phase: questions.length ? 'ask' : 'finished', result: null, results: { ...results },
    choice: null };
}

/** The question open (or last graded), or null. */
export const current = (q) => q.questions[q.index] || null;

const graded = (q, right, result) => {
  const c = current(q);
  return { ...q, phase: 'graded', result: { right, ...result }, results: { ...q.results, [c.id]: right } };
};

/** "Is MOVE legal here?" answered: `saidLegal` the reader's yes (true) or no (false), `verdict` the engine's on the
 * move. A right "No" asks "Why?" next; anything else is graded. A verdict the engine could not give (null: the move
 * cannot be read there) makes "No" the right answer, with no rule to name. */
export function answerLegal(q, saidLegal, verdict) {
  const c = current(q);
  if (q.phase !== 'ask' || !c || c.kind !== 'legal') return q;
  const legal = !!(verdict && verdict.legal);
  if (saidLegal !== legal) return graded(q, false, { verdict, said: saidLegal });
  if (legal || !verdict || !verdict.rule) return graded(q, true, { verdict, said: saidLegal });
  return { ...q, phase: 'why', pending: { verdict, said: saidLegal } };
}

/** "Why?" answered with the rule id `rule`: right when it is the rule the engine names for the refusal. */
export function answerWhy(q, rule) {
  if (q.phase !== 'why' || !q.pending) return q;
  const { verdict, said } = q.pending;
  const next = graded({ ...q, pending: null }, rule === verdict.rule, { verdict, said, rule });
  return next;
}

/** A move found on the board or typed, for a 'find' or 'chase' question, with the engine's `verdict` on it at the
 * question's step. 'find': right when the move is refused, by the question's rule if it names one. 'chase': right
 * when the move is legal and its row says the chase goes on (Stratego's details.moreSquares.chase). */
export function answerMove(q, move, verdict) {
  const c = current(q);
  if (q.phase !== 'ask' || !c || (c.kind !== 'find' && c.kind !== 'chase') || !verdict) return q;
  let right;
  if (c.kind === 'find') right = !verdict.legal && (!c.rule || verdict.rule === c.rule);
  else {
    const ms = verdict.details && verdict.details.moreSquares;
    right = !!verdict.legal && !!(ms && ms.chase);
  }
  return graded(q, right, { verdict, said: move });
}

/** On to the next question (after the last: 'finished'). */
export function next(q) {
  if (q.phase !== 'graded') return q;
  const index = q.index + 1;
  if (index >= q.questions.length) return { ...q, phase: 'finished', result: null };
  return { ...q, index, phase: 'ask', result: null, pending: null };
}

/** The same quiz from its first question with no results (the score reset). */
export const restart = (q) => startQuiz(q.questions, {});

/** The score of `results` (question id -> true / false): { right, answered }. */
export function scoreOf(results) {
  const values = Object.values(results || {});
  return { right: values.filter((v) => v === true).length, answered: values.length };
}

// --- the page's score, as it is kept in the browser (localStorage) ------------------------------------------------

/** The storage key of a page's score: one per page address (without its fragment and query: a share link's moment
 * is the same page). */
export const scoreKey = (href) => {
  try {
    const u = new URL(href);
    return `arbiter-quiz:${u.origin}${u.pathname}`;
  } catch {
    return 'arbiter-quiz:';
  }
};

/** A page's stored score text read back: board key -> { question id -> true / false }; anything else read as
 * nothing (a score written by hand, or by another version). */
export function readScore(text) {
  let data;
  try {
    data = JSON.parse(text || '{}');
  } catch {
    return {};
  }
  // Objects without a prototype: a key such as "__proto__" is a key like any other.
  const out = Object.create(null);
  if (!data || typeof data !== 'object' || Array.isArray(data)) return out;
  for (const [board, results] of Object.entries(data)) {
    if (!results || typeof results !== 'object' || Array.isArray(results)) continue;
    const kept = Object.create(null);
    for (const [id, v] of Object.entries(results)) if (typeof v === 'boolean') kept[id] = v;
    out[board] = kept;
  }
  return out;
}

/** The page's score over every board: { right, answered }. */
export function pageScore(all) {
  let right = 0;
  let answered = 0;
  for (const results of Object.values(all || {})) {
    const s = scoreOf(results);
    right += s.right;
    answered += s.answered;
  }
  return { right, answered };
}
