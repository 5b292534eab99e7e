// Quiz mode (the `quiz` attribute; a document chapter with `quiz: true`): the board asks its example's tries as
// questions ("Is C3-B3 legal here?", then "Why?"; "Find the move the rules refuse here"; for Stratego's
// More-Squares examples "Find a move that keeps the chase going"), the reader answers with the buttons, on the board
// or by typing a move, and the engine grades: the answer shows the verdict, the rule and its article. A small score
// per page is kept in the browser (localStorage, one entry per page address), shown and resettable.
//
// Loaded with import() by www/arbiter-board.js only for a board in quiz mode. It reads and asks the board only
// through the hook the element gives it (_quizStart) and the element's public methods and events (go, reset, step,
// `verdict`); the questions and answers are the pure transitions of ./quiz-state.js. Nothing of an answer is shown
// before the reader answers: an example's text (which explains the answer) and the moves table's notes are hidden
// until the last answer is in, and a `try` attribute is asked about, not tried. A document's quiz chapter
// (`[Quiz "yes"]`) is the other way round: its text is the author's question, so it stays in view, and the board asks
// just that: one yes/no question per try. Built with createElement and textContent only.
import { h, setText } from './dom.js';
import { gameFacts } from './games.js';
import { quizMessages } from './i18n/quiz.js';
import {
  answerLegal, answerMove, answerWhy, current, next, pageScore, questionsOf, readScore, ruleChoices, scoreKey,
  startQuiz, triesFromAttributes, triesFromChapter, triesFromExample, withVerdicts,
} from './quiz-state.js';

// The page's score, shared by its boards: localStorage, or (storage not allowed: a sandboxed iframe, a private
// window that refuses it) this page's memory.
const quizzes = new Set();
let memory = '{}';
const KEY = scoreKey(typeof location === 'object' ? location.href : '');
function loadScores() {
  try {
    const text = localStorage.getItem(KEY);
    if (text !== null) return readScore(text);
  } catch {
    // not allowed here: the page's memory
  }
  return readScore(memory);
}
function saveScores(all) {
  memory = JSON.stringify(all);
  try {
    localStorage.setItem(KEY, memory);
  } catch {
    // not allowed here: kept in the page's memory only
  }
  for (const z of quizzes) z.render();
}

let counter = 0;

/** The quiz of one board. hook (www/arbiter-board.js _quizStart): board (the element, for its public methods and
 * events), mount(panel) (with the quiz's stylesheet), lang(), game(), example() (the example file's values),
 * chapter() (the document's chapter shown, or null), rows() (the example's explanation rows), opensAt() (the step the
 * board opens at), attrs() ({ quiz, try }), split(text) (the game's split of a list of moves), judge(move, step) (the
 * engine's verdict at `step` of the example's moves; nothing shown), try(move) (tried as the reader's, shown),
 * say(text) (the live region), conceal(on, keepText) (the example's text, unless keepText, a document's comment and
 * try buttons, and the moves table's notes, hidden). */
export function createQuiz(hook) {
  const { board } = hook;
  const id = `abq${++counter}`;
  let on = false;
  let q = startQuiz([]);
  let key = '';
  let authored = false; // the chapter's text asks the questions (a document's quiz chapter): it stays in view
  let typed = null; // a typed move being tried: { move, graded }
  let note = ''; // a line for the reader that is no grade (a typed move that cannot be read)

  const m = () => quizMessages(hook.lang());
  const btn = (cls, onClick, attrs = {}) => {
    const b = h('button', { type: 'button', class: cls, ...attrs });
    b.addEventListener('click', onClick);
    return b;
  };
  const title = h('span', { class: 'quiz-title', id: `${id}-t` });
  const progress = h('span', { class: 'quiz-progress' });
  const prompt = h('p', { class: 'quiz-prompt', id: `${id}-p` });
  const yes = btn('quiz-yes', () => sayLegal(true));
  const no = btn('quiz-no', () => sayLegal(false));
  const answers = h('div', { class: 'quiz-answers', role: 'group', 'aria-labelledby': `${id}-p` }, yes, no);
  const whyText = h('p', { class: 'quiz-why-text', id: `${id}-w` });
  const whyList = h('div', { class: 'quiz-choices' });
  const why = h('div', { class: 'quiz-why', role: 'group', 'aria-labelledby': `${id}-w` }, whyText, whyList);
  const input = h('input', { id: `${id}-i`, class: 'quiz-move', type: 'text', autocomplete: 'off', spellcheck: 'false',
    autocapitalize: 'characters' });
  const inputLabel = h('label', { for: `${id}-i` });
  const check = h('button', { type: 'submit', class: 'quiz-check' });
  const find = h('form', { class: 'quiz-find' }, inputLabel, h('span', { class: 'quiz-find-row' }, input, check));
  find.addEventListener('submit', (e) => {
    e.preventDefault();
    typeMove(input.value.trim());
  });
  const mark = h('p', { class: 'quiz-mark' });
  const rest = h('div', { class: 'quiz-lines' });
  const feedback = h('div', { class: 'quiz-feedback' }, mark, rest);
  const nextBtn = btn('quiz-next', () => goNext());
  const againBtn = btn('quiz-again', () => restartBoard());
  const score = h('p', { class: 'quiz-score' });
  const resetBtn = btn('quiz-reset', () => resetScore());
  const panel = h('section', { class: 'quiz', 'aria-labelledby': `${id}-t`, hidden: true },
    h('p', { class: 'quiz-head' }, title, progress), prompt, answers, why, find, feedback,
    h('div', { class: 'quiz-nav' }, nextBtn, againBtn), h('div', { class: 'quiz-foot' }, score, resetBtn));
  // The board's own keys (R: reset, F: flip, arrows: steps) are not for the quiz's buttons and field.
  panel.addEventListener('keydown', (e) => e.stopPropagation());
  hook.mount(panel);
  quizzes.add(api());

  // A move played on the board while a "find" question is open is the reader's answer.
  board.addEventListener('verdict', (e) => {
    const c = current(q);
    if (!on || q.phase !== 'ask' || !c || c.kind === 'legal' || !e.detail) return;
    if (typed) typed.graded = true;
    else if (board.step !== c.step) return; // a move tried elsewhere in the game: no answer to this question
    grade(answerMove(q, e.detail.move, e.detail.verdict));
  });

  const ruleName = (rule) => (rule && m().ruleNames[rule]) || rule || '';
  /** The move as the engine writes it at the question's step (its notation, the reader's language), else as given. */
  const moveText = (move) => {
    try {
      return hook.judge(move, current(q) ? current(q).step : undefined).move || move;
    } catch {
      return move;
    }
  };

  /** The board at the question's step, on the example's line, with no verdict shown. */
  function toStep() {
    const c = current(q);
    board.reset();
    if (c) board.go(c.step, true);
  }

  function sayLegal(saidLegal) {
    const c = current(q);
    if (q.phase !== 'ask' || !c || c.kind !== 'legal') return;
    toStep();
    let v = null;
    try {
      v = hook.judge(c.move, c.step);
    } catch {
      v = null; // not a move here: "No" is right
    }
    const after = answerLegal(q, saidLegal, v);
    if (after.phase === 'why') {
      q = after;
      render();
      hook.say(`${m().why}`);
      const first = whyList.querySelector('button');
      if (first) first.focus();
      return;
    }
    grade(after);
  }

  function sayWhy(rule) {
    grade(answerWhy(q, rule));
  }

  function typeMove(move) {
    const c = current(q);
    if (!move || q.phase !== 'ask' || !c || c.kind === 'legal') return;
    toStep();
    typed = { move, graded: false };
    note = '';
    try {
      hook.try(move);
    } finally {
      const { graded } = typed;
      typed = null;
      if (!graded) {
        note = m().cannotRead(move);
        render();
        hook.say(note);
      }
    }
  }

  /** The answer is in: kept in the score, shown, said, and the board shows the move's verdict. */
  function grade(after) {
    if (after === q || after.phase !== 'graded') return;
    q = after;
    note = '';
    const c = current(q);
    const all = loadScores();
    all[key] = { ...(all[key] || {}), [c.id]: q.result.right };
    input.value = '';
    // A yes/no question's move, tried on the board now: its verdict, marks and the engine's words are shown.
    if (c.kind === 'legal') {
      toStep();
      hook.try(c.move);
    }
    saveScores(all); // renders every quiz of the page
    hook.say(feedbackLines().join(' '));
    (nextBtn.hidden ? againBtn : nextBtn).focus();
  }

  function goNext() {
    q = next(q);
    note = '';
    if (q.phase === 'ask') toStep();
    render();
    hook.say(q.phase === 'ask' ? questionText() : m().finished);
    const first = panel.querySelector('.quiz-answers:not([hidden]) button, .quiz-find:not([hidden]) input');
    (first || againBtn).focus();
  }

  function restartBoard() {
    q = startQuiz(q.questions);
    note = '';
    toStep();
    render();
    hook.say(questionText());
    const first = panel.querySelector('.quiz-answers:not([hidden]) button, .quiz-find:not([hidden]) input');
    if (first) first.focus();
  }

  function resetScore() {
    saveScores({});
    restartBoard();
    hook.say(`${m().scoreReset} ${questionText()}`);
  }

  function questionText() {
    const c = current(q);
    if (!c) return m().noQuestions;
    const msgs = m();
    if (c.kind === 'legal') return msgs.isLegal(moveText(c.move));
    if (c.kind === 'chase') return msgs.chase;
    return c.rule ? msgs.findRule(ruleName(c.rule)) : msgs.find;
  }

  /** What the graded answer says: right or not, the verdict on the move that decided it, the rule and its article. */
  function feedbackLines() {
    const msgs = m();
    const r = q.result;
    const c = current(q);
    if (!r || !c) return [];
    const v = r.verdict;
    const out = [r.right ? msgs.right : msgs.wrong];
    const shown = (v && v.move) || (c.kind === 'legal' ? c.move : r.said);
    if (!v) out.push(msgs.notReadable(shown));
    else if (v.legal) {
      const ms = v.details && v.details.moreSquares;
      if (c.kind === 'chase') out.push(ms && ms.chase ? msgs.keepsChase(shown) : msgs.endsChase(shown));
      else out.push(msgs.isLegalNow(shown));
    } else {
      out.push(msgs.refusedBy(shown, ruleName(v.rule), v.citation && v.citation.rule));
    }
    if (r.rule && r.rule !== (v && v.rule)) out.push(msgs.youSaid(ruleName(r.rule)));
    if (c.kind === 'find' && !r.right) out.push(msgs.wasFound(moveText(c.move)));
    return out;
  }

  function render() {
    panel.hidden = !on;
    if (!on) return;
    const msgs = m();
    const c = current(q);
    const finished = q.phase === 'finished' || !c;
    // Hidden until the last answer is in: then the example's own words and the table's notes explain it.
    const done = finished || (q.phase === 'graded' && q.index + 1 >= q.questions.length);
    hook.conceal(q.questions.length > 0 && !done, authored);
    setText(title, msgs.quiz);
    setText(progress, c && !finished ? msgs.progress(q.index + 1, q.questions.length) : '');
    setText(prompt, finished ? (q.questions.length ? msgs.finished : msgs.noQuestions) : questionText());
    answers.hidden = finished || c.kind !== 'legal';
    setText(yes, msgs.yes);
    setText(no, msgs.no);
    yes.disabled = no.disabled = q.phase !== 'ask';
    // The reader's yes or no stays marked while "Why?" and the answer are shown.
    const said = q.phase === 'why' ? q.pending.said : q.result && q.result.said;
    yes.setAttribute('aria-pressed', String(q.phase !== 'ask' && said === true));
    no.setAttribute('aria-pressed', String(q.phase !== 'ask' && said === false));
    why.hidden = finished || q.phase !== 'why';
    setText(whyText, msgs.why);
    if (!why.hidden) {
      const rules = ruleChoices(hook.game(), q.pending && q.pending.verdict && q.pending.verdict.rule);
      const names = rules.map(ruleName);
      const have = [...whyList.children].map((b) => b.dataset.rule);
      if (have.join() !== rules.join()) {
        whyList.replaceChildren(...rules.map((rule) => btn('quiz-choice', () => sayWhy(rule), { 'data-rule': rule })));
      }
      [...whyList.children].forEach((b, i) => setText(b, names[i]));
    }
    find.hidden = finished || c.kind === 'legal' || q.phase !== 'ask';
    setText(inputLabel, msgs.moveLabel);
    setText(check, msgs.check);
    const lines = q.phase === 'graded' ? feedbackLines() : note ? [note] : [];
    feedback.hidden = lines.length === 0;
    feedback.classList.toggle('right', q.phase === 'graded' && q.result.right);
    feedback.classList.toggle('wrong', q.phase === 'graded' && !q.result.right);
    setText(mark, q.phase === 'graded' ? lines[0] : '');
    rest.replaceChildren(...(q.phase === 'graded' ? lines.slice(1) : lines).map((t) => h('p', {}, t)));
    nextBtn.hidden = !(q.phase === 'graded' && q.index + 1 < q.questions.length);
    setText(nextBtn, msgs.next);
    againBtn.hidden = !(q.questions.length && (q.phase === 'finished' ||
      (q.phase === 'graded' && q.index + 1 >= q.questions.length)));
    setText(againBtn, msgs.again);
    const s = pageScore(loadScores());
    setText(score, s.answered ? msgs.score(s.right, s.answered) : msgs.noScore);
    setText(resetBtn, msgs.resetScore);
    resetBtn.disabled = s.answered === 0;
  }

  /** Quiz mode on (the example's tries read again: a new load) or off. */
  function start(enabled) {
    on = !!enabled;
    if (!on) {
      hook.conceal(false, true);
      render();
      return;
    }
    const split = (t) => hook.split(t);
    const chapter = hook.chapter();
    const attrs = hook.attrs();
    const own = chapter ? triesFromChapter(chapter) : [];
    const tries = [...(own.length ? own : triesFromExample(hook.example(), split)),
      ...triesFromAttributes(attrs.quiz, attrs.try, hook.opensAt(), split)];
    authored = !!(chapter && chapter.quiz && own.length);
    // One score entry per board and chapter: two chapters of a document may ask about the same move at the same step.
    const base = board.id || board.getAttribute('example') ||
      `${hook.game()}:${board.getAttribute('position') || ''}:${board.getAttribute('moves') || ''}`;
    key = chapter && board.chapter > 0 ? `${base}#${board.chapter + 1}` : base;
    const labels = hook.rows().map((r) => r.label);
    const known = withVerdicts(tries, labels, (move, step) => hook.judge(move, step));
    const chase = !!(gameFacts(hook.game()) && gameFacts(hook.game()).chase);
    q = startQuiz(questionsOf(known, labels, { chase, authored }), loadScores()[key] || {});
    note = '';
    if (q.phase === 'ask') toStep();
    render();
  }

  function api() {
    return { render };
  }
  return { start, render };
}
