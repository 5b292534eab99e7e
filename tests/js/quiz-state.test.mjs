// Quiz mode's questions and answers (www/board/quiz-state.js), in Node without a DOM: the questions an example's
// tries give, and the grade of each answer from the engine's own verdicts (pkg/, validateMove at the question's
// step), so what counts as right is what the engine says. Also: the score read back from what the browser keeps,
// and the quiz's messages in every language with the same keys.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as A from '../../pkg/arbiter.js';
import { parseExample, splitMoves } from '../../www/board/state.js';
import {
  answerLegal, answerMove, answerWhy, current, next, pageScore, questionsOf, readScore, readTryLine, restart,
  ruleChoices, scoreKey, scoreOf, startQuiz, stepOf, triesFromAttributes, triesFromChapter, triesFromExample,
  withVerdicts,
} from '../../www/board/quiz-state.js';
import { QUIZ_MESSAGES, quizMessages } from '../../www/board/i18n/quiz.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
A.initSync({ module: fs.readFileSync(path.join(root, 'pkg', 'arbiter_bg.wasm')) });

const example = (game, file) => parseExample(fs.readFileSync(path.join(root, 'www', 'examples', game, file), 'utf8'));
const bogenSplit = (t) => String(t || '').split(';').map((s) => s.trim()).filter(Boolean);

/** The example's game object and its explanation. */
function load(game, file) {
  const ex = example(game, file);
  const g = { game: ex.game || game, rules: ex.rules, position: ex.position,
    moves: game === 'bogenschach' ? bogenSplit(ex.moves) : splitMoves(ex.moves) };
  return { ex, g, x: A.explain(g), split: game === 'bogenschach' ? bogenSplit : splitMoves };
}
/** The engine's verdict on `move` at `step` of the example. */
const judge = ({ g }, step, move) => A.validateMove({ ...g, moves: g.moves.slice(0, step) }, move);

test('an example file\'s forbidden and vary lines are tries, at the end or after a label, with a named rule', () => {
  assert.deepEqual(readTryLine('C3-B3', 'refused', splitMoves), [{ after: 'end', move: 'C3-B3', expect: 'refused' }]);
  assert.deepEqual(readTryLine('after 6a: A3-B3', 'refused', splitMoves),
    [{ after: '6a', move: 'A3-B3', expect: 'refused' }]);
  assert.deepEqual(readTryLine('after 0: @e4 Rxe8 => king-capture', 'refused', bogenSplit),
    [{ after: 0, move: '@e4 Rxe8', expect: 'refused', rule: 'king-capture' }]);
  assert.deepEqual(readTryLine('K5+1', 'legal', splitMoves), [{ after: 'end', move: 'K5+1', expect: 'legal' }]);
  assert.deepEqual(readTryLine('', 'legal', splitMoves), []);
  const ex = example('xiangqi/axf', 'axf-23-d50.txt');
  assert.deepEqual(triesFromExample(ex, splitMoves).map((t) => [t.move, t.expect]),
    [['R6+2', 'refused'], ['K5-1', 'legal']]);
  assert.deepEqual(triesFromExample(null, splitMoves), []);
});

test('a document chapter\'s tries and the quiz and try attributes are tries too', () => {
  const chapter = { annotations: [
    { after: 0, comment: { en: 'x' } },
    { after: 8, tries: [{ move: 'C3-B3', expect: 'refused', rule: 'more-squares', verdict: {} },
      { move: 'C3-C4', expect: 'legal', verdict: {} }] },
  ] };
  assert.deepEqual(triesFromChapter(chapter), [
    { after: 8, move: 'C3-B3', expect: 'refused', rule: 'more-squares' },
    { after: 8, move: 'C3-C4', expect: 'legal' },
  ]);
  assert.deepEqual(triesFromChapter({}), []);
  assert.deepEqual(triesFromAttributes('', 'C3-B3', 8, splitMoves), [{ after: 8, move: 'C3-B3', expect: null }]);
  assert.deepEqual(triesFromAttributes('yes', null, 2, splitMoves), []);
  assert.deepEqual(triesFromAttributes('C3-B3 C3-C4', 'C3-B3', 8, splitMoves).map((t) => t.move), ['C3-B3', 'C3-C4']);
});

test('tries become questions at their steps: find first, the chase for More-Squares, then yes/no', () => {
  const labels = ['1a', '1b', '2a', '2b'];
  assert.equal(stepOf('end', labels), 4);
  assert.equal(stepOf('1b', labels), 2);
  assert.equal(stepOf(0, labels), 0);
  assert.equal(stepOf('9a', labels), null);
  assert.equal(stepOf(7, labels), null);
  const qs = questionsOf([
    { after: 'end', move: 'C3-B3', expect: 'refused', rule: 'more-squares' },
    { after: 'end', move: 'C3-C4', expect: 'legal' },
    { after: '1b', move: 'A1-A2', expect: 'refused' },
    { after: '7a', move: 'A1-A2', expect: 'refused' }, // no such row: no question
  ], labels);
  assert.deepEqual(qs.map((q) => `${q.kind}@${q.step}`),
    ['find@2', 'legal@2', 'find@4', 'chase@4', 'legal@4', 'legal@4']);
  assert.equal(new Set(qs.map((q) => q.id)).size, qs.length, 'every question has its own id');
  assert.deepEqual(questionsOf([{ after: 'end', move: 'C3-B3', expect: 'refused', rule: 'more-squares' }], labels,
    { chase: false }).map((q) => q.kind), ['find', 'legal']);
});

test('what the author left out comes from the engine: the rule of a refused try, the verdict of an attribute\'s', () => {
  const e = load('stratego', 'more-squares-1.txt');
  const labels = e.x.rows.map((r) => r.label);
  const at = (move, step) => judge(e, step, move);
  const tries = withVerdicts([...triesFromExample(e.ex, splitMoves),
    ...triesFromAttributes('C3-C4 Z9-Z8', null, e.g.moves.length, splitMoves)], labels, at);
  assert.deepEqual(tries.map((t) => [t.move, t.expect, t.rule, !!t.unreadable]), [
    ['C3-B3', 'refused', 'more-squares', false], ['C3-C4', 'legal', undefined, false],
    ['Z9-Z8', 'refused', undefined, true]]);
  const qs = questionsOf(tries, labels);
  assert.deepEqual(qs.map((q) => q.kind), ['find', 'chase', 'legal', 'legal', 'legal']);
  assert.equal(qs[0].rule, 'more-squares', 'the find question asks for a move refused by that rule');
});

test('"Is C3-B3 legal here?": No, then the right rule, graded right from the engine\'s verdict', () => {
  const e = load('stratego', 'more-squares-1.txt');
  const qs = questionsOf(triesFromExample(e.ex, splitMoves), e.x.rows.map((r) => r.label));
  let q = startQuiz(qs);
  assert.equal(current(q).kind, 'find');
  q = { ...q, index: qs.findIndex((x) => x.kind === 'legal') };
  const c = current(q);
  assert.equal(c.move, 'C3-B3');
  assert.equal(c.step, e.g.moves.length);
  const v = judge(e, c.step, c.move);
  assert.equal(v.legal, false);
  const asked = answerLegal(q, false, v);
  assert.equal(asked.phase, 'why', 'a right "No" asks why');
  assert.ok(ruleChoices('stratego', v.rule).includes(v.rule));
  const done = answerWhy(asked, v.rule);
  assert.equal(done.phase, 'graded');
  assert.equal(done.result.right, true);
  assert.equal(done.result.verdict.citation.rule, 'ISF 11');
  assert.deepEqual(done.results, { [c.id]: true });
  // The same question, the wrong rule: not right, and the rule the reader named is kept to be shown.
  const wrongRule = answerWhy(asked, 'two-squares');
  assert.equal(wrongRule.result.right, false);
  assert.equal(wrongRule.result.rule, 'two-squares');
  // "Yes" to a refused move: graded at once, not right.
  const yes = answerLegal(q, true, v);
  assert.equal(yes.phase, 'graded');
  assert.equal(yes.result.right, false);
  // Answering twice changes nothing.
  assert.equal(answerLegal(yes, false, v), yes);
  assert.equal(answerWhy(yes, v.rule), yes);
});

test('a move the rules allow: "Yes" is right with no "Why?", "No" is not', () => {
  const e = load('xiangqi/axf', 'axf-23-d50.txt');
  const qs = questionsOf(triesFromExample(e.ex, splitMoves), e.x.rows.map((r) => r.label));
  const i = qs.findIndex((x) => x.kind === 'legal' && x.move === 'K5-1');
  assert.ok(i >= 0);
  const q = { ...startQuiz(qs), index: i };
  const v = judge(e, qs[i].step, 'K5-1');
  assert.equal(v.legal, true);
  assert.equal(answerLegal(q, true, v).result.right, true);
  assert.equal(answerLegal(q, false, v).result.right, false);
  // The refused one of the same example: the rule is Xiangqi's perpetual chase.
  const r = qs.find((x) => x.kind === 'legal' && x.move === 'R6+2');
  const rv = judge(e, r.step, 'R6+2');
  assert.equal(rv.rule, 'perpetual-chase');
  assert.ok(ruleChoices('xiangqi', rv.rule).includes('perpetual-chase'));
});

test('"Find the move the rule forbids": right only for a move the engine refuses by that rule', () => {
  const e = load('stratego', 'more-squares-1.txt');
  const qs = questionsOf(triesFromExample(e.ex, splitMoves), e.x.rows.map((r) => r.label));
  const q = startQuiz(qs);
  const c = current(q);
  assert.equal(c.kind, 'find');
  const right = answerMove(q, 'C3-B3', judge(e, c.step, 'C3-B3'));
  assert.equal(right.result.right, true);
  const legal = answerMove(q, 'C3-C4', judge(e, c.step, 'C3-C4'));
  assert.equal(legal.result.right, false, 'a legal move is not the forbidden one');
  const movement = judge(e, c.step, 'C3-C1');
  assert.equal(movement.legal, false);
  assert.notEqual(movement.rule, 'more-squares');
  const withRule = { ...q, questions: q.questions.map((x, k) => (k === 0 ? { ...x, rule: 'more-squares' } : x)) };
  assert.equal(answerMove(withRule, 'C3-C1', movement).result.right, false, 'refused, but by another rule');
  assert.equal(answerMove(withRule, 'C3-B3', judge(e, c.step, 'C3-B3')).result.right, true);
  assert.equal(answerMove(q, 'C3-B3', null), q, 'no verdict (a move the engine could not read): no grade');
});

test('"Find a move that keeps the chase going": a legal move whose details say the chase goes on', () => {
  const e = load('stratego', 'more-squares-1.txt');
  const qs = questionsOf([{ after: 'end', move: 'C3-B3', expect: 'refused', rule: 'more-squares' }],
    e.x.rows.map((r) => r.label));
  const i = qs.findIndex((x) => x.kind === 'chase');
  const q = { ...startQuiz(qs), index: i };
  const step = qs[i].step;
  const keeps = judge(e, step, 'C3-C4');
  assert.equal(keeps.details.moreSquares.chase, true);
  assert.equal(answerMove(q, 'C3-C4', keeps).result.right, true);
  assert.equal(answerMove(q, 'C3-B3', judge(e, step, 'C3-B3')).result.right, false, 'refused: the chase cannot go on');
  const away = ['C3-C2', 'C3-D3'].map((m) => [m, judge(e, step, m)]).find(([, v]) => v.legal &&
    !(v.details.moreSquares && v.details.moreSquares.chase));
  assert.ok(away, 'a legal move that ends the chase exists');
  assert.equal(answerMove(q, away[0], away[1]).result.right, false);
});

test('Bogenschach: a turn refused at the start, with the rule the example names', () => {
  const e = load('bogenschach', 'own-king-exposed.txt');
  const qs = questionsOf(triesFromExample(e.ex, bogenSplit), e.x.rows.map((r) => r.label));
  const find = qs.find((x) => x.kind === 'find');
  assert.equal(find.step, 0);
  assert.equal(find.rule, 'self-check');
  const v = judge(e, 0, find.move);
  assert.equal(v.rule, 'self-check');
  assert.equal(answerMove(startQuiz(qs), find.move, v).result.right, true);
});

test('the quiz goes on to the next question and finishes; a reload opens at the first unanswered one', () => {
  const qs = questionsOf([{ after: 0, move: 'A', expect: 'refused' }, { after: 0, move: 'B', expect: 'legal' }], []);
  assert.equal(qs.length, 3);
  let q = startQuiz(qs);
  assert.equal(next(q), q, 'no next before an answer');
  q = answerMove(q, 'A', { legal: false, rule: 'movement' });
  q = next(q);
  assert.equal(q.index, 1);
  q = next(answerLegal(q, false, { legal: false, rule: 'movement' }).phase === 'why'
    ? answerWhy(answerLegal(q, false, { legal: false, rule: 'movement' }), 'movement') : q);
  assert.equal(q.index, 2);
  q = next(answerLegal(q, true, { legal: true }));
  assert.equal(q.phase, 'finished');
  assert.deepEqual(scoreOf(q.results), { right: 3, answered: 3 });
  const reopened = startQuiz(qs, { [qs[0].id]: true });
  assert.equal(reopened.index, 1, 'the first unanswered question');
  assert.equal(startQuiz(qs, q.results).index, 0, 'all answered: from the first');
  assert.equal(restart(q).index, 0);
  assert.deepEqual(restart(q).results, {});
  assert.equal(startQuiz([]).phase, 'finished');
});

test('the score kept in the browser: per page address, read back safely, summed over the page\'s boards', () => {
  assert.equal(scoreKey('https://x.org/rules/a.html?lang=de#step=3'), 'arbiter-quiz:https://x.org/rules/a.html');
  assert.equal(scoreKey('not a url'), 'arbiter-quiz:');
  const all = readScore(JSON.stringify({ ex1: { a: true, b: false }, ex2: { c: true, d: 'yes' }, bad: 3, arr: [] }));
  assert.deepEqual(pageScore(all), { right: 2, answered: 3 });
  assert.deepEqual(Object.keys(readScore('{not json')), []);
  assert.deepEqual(Object.keys(readScore('[1,2]')), []);
  const proto = readScore('{"__proto__": {"a": true}}');
  assert.equal(pageScore(proto).right, 1, '"__proto__" is a board key like any other');
  assert.equal(({}).a, undefined, 'and no object\'s prototype changed');
});

test('the quiz speaks English, German and Chinese (both scripts) with the same keys and shapes', () => {
  const shape = (o) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k,
    typeof v === 'function' ? `f${v.length}` : v && typeof v === 'object' ? shape(v) : typeof v]));
  for (const lang of ['de', 'zh-Hans', 'zh-Hant']) {
    assert.deepEqual(shape(QUIZ_MESSAGES[lang]), shape(QUIZ_MESSAGES.en), lang);
  }
  for (const game of ['stratego', 'xiangqi', 'bogenschach']) {
    for (const rule of ruleChoices(game)) {
      for (const lang of Object.keys(QUIZ_MESSAGES)) assert.ok(QUIZ_MESSAGES[lang].ruleNames[rule], `${lang} ${rule}`);
    }
  }
  assert.equal(quizMessages('de-AT'), QUIZ_MESSAGES.de);
  assert.equal(quizMessages('zh-TW'), QUIZ_MESSAGES['zh-Hant']);
  assert.equal(quizMessages('fr'), QUIZ_MESSAGES.en);
  assert.equal(quizMessages('__proto__'), QUIZ_MESSAGES.en);
});

test('the quiz uses no private member of the element: only its hook and the element\'s public API', () => {
  for (const f of ['quiz.js', 'quiz-state.js', path.join('i18n', 'quiz.js')]) {
    const src = fs.readFileSync(path.join(root, 'www', 'board', f), 'utf8').replace(/\/\/.*$|\/\*[^]*?\*\//gm, '');
    // A private member: a property whose name starts with "_" (the element's own; the build shortens them).
    const used = src.match(/\.\s*_[A-Za-z$]\w*/g);
    assert.equal(used, null, `${f} uses ${used}`);
  }
});

test('every shipped example\'s tries make questions whose author\'s answer the engine grades right', () => {
  let found = 0;
  let asked = 0;
  for (const dir of ['stratego', 'xiangqi', 'xiangqi/axf', 'bogenschach']) {
    const files = fs.readdirSync(path.join(root, 'www', 'examples', dir)).filter((f) => f.endsWith('.txt'));
    for (const file of files) {
      const e = load(dir, file);
      const labels = e.x.rows.map((r) => r.label);
      const tries = withVerdicts(triesFromExample(e.ex, e.split), labels, (move, step) => judge(e, step, move));
      for (const c of questionsOf(tries, labels)) {
        const q = { ...startQuiz([c]) };
        if (c.kind === 'find') {
          const graded = answerMove(q, c.move, judge(e, c.step, c.move));
          assert.equal(graded.result.right, true, `${dir}/${file}: ${c.move} is the refused move`);
          found += 1;
        } else if (c.kind === 'legal') {
          const v = judge(e, c.step, c.move);
          const said = c.expect === 'legal';
          let graded = answerLegal(q, said, v);
          if (graded.phase === 'why') graded = answerWhy(graded, v.rule);
          assert.equal(graded.result.right, true, `${dir}/${file}: ${c.move} is ${c.expect}`);
          asked += 1;
        }
      }
    }
  }
  assert.ok(found >= 40 && asked >= 60, `${found} find and ${asked} yes/no questions`);
});

// A document (docs/documents.md) read by the engine: its chapter's tries and `quiz` flag drive the quiz as an
// example file's lines do.
const DOC = `[Game "stratego"]
[Rules "isf"]
[Position "10/10/10/10/10/1b8/bj2b5/10/1O8/10 r"]
[Title "More-Squares Rule, example 1"]
[Quiz "yes"]

1. B2-B3 B4-C4 2. B3-C3 C4-D4 3. C3-D3 D4-C4 {[%try D3-D1 refused]}
4. D3-C3 C4-B4 {[%try C3-B3 refused more-squares] [%try C3-C4 legal]} *
`;

test('a document chapter read by the engine: its tries are the questions, graded as its verdicts say', { skip:
  typeof A.readDocument !== 'function' && 'the engine package reads no documents' }, () => {
  const { chapters, problems } = A.readDocument(DOC, { lang: 'en' });
  assert.deepEqual(problems, []);
  const [c] = chapters;
  assert.equal(c.quiz, true);
  const e = { g: { game: c.game, rules: c.rules, position: c.position, moves: c.moves } };
  const labels = A.explain(e.g).rows.map((r) => r.label);
  const tries = withVerdicts(triesFromChapter(c), labels, (move, step) => judge(e, step, move));
  const qs = questionsOf(tries, labels);
  assert.deepEqual(qs.map((q) => `${q.kind}@${q.step}`), ['find@6', 'legal@6', 'find@8', 'chase@8', 'legal@8', 'legal@8']);
  // Each try's verdict, as the document's answer gives it, grades the author's answer right.
  for (const a of c.annotations) {
    for (const t of a.tries || []) {
      const q = startQuiz([qs.find((x) => x.kind === 'legal' && x.move === t.move && x.step === a.after)]);
      let graded = answerLegal(q, t.expect === 'legal', t.verdict);
      if (graded.phase === 'why') graded = answerWhy(graded, t.verdict.rule);
      assert.equal(graded.result.right, true, t.move);
    }
  }
  // The old example file read as a document gives the same questions as its forbidden line.
  const file = fs.readFileSync(path.join(root, 'www', 'examples', 'stratego', 'more-squares-1.txt'), 'utf8');
  const [old] = A.readDocument(file, { lang: 'en' }).chapters;
  const fromDoc = questionsOf(withVerdicts(triesFromChapter(old), labels, (move, step) => judge(e, step, move)), labels);
  const ex = load('stratego', 'more-squares-1.txt');
  const fromLines = questionsOf(withVerdicts(triesFromExample(ex.ex, splitMoves), labels,
    (move, step) => judge(ex, step, move)), labels);
  assert.deepEqual(fromDoc.map((q) => q.id), fromLines.map((q) => q.id));
});

test('a quiz chapter asks what its author asks: one question per try, so two tries are "Question 1 of 2"', { skip:
  typeof A.readDocument !== 'function' && 'the engine package reads no documents' }, () => {
  // Every quiz document of the rule pages: its chapters' texts ask about their tries by name ("May it threaten the
  // Major again from B3? And from C4?"), and the reader sees that text. A "find" or "chase" question there would be
  // answered by the text on view and would ask about the same move twice (two tries made four questions).
  let chapters = 0;
  for (const [dir, file] of [['stratego', 'quiz-two-squares.pgn'], ['stratego', 'quiz-more-squares.pgn'],
    ['xiangqi', 'quiz-xiangqi.pgn'], ['bogenschach', 'quiz-bogenschach.pgn']]) {
    const { chapters: cs, problems } = A.readDocument(
      fs.readFileSync(path.join(root, 'www', 'examples', dir, file), 'utf8'), { lang: 'en' });
    assert.deepEqual(problems, [], file);
    for (const c of cs) {
      assert.equal(c.quiz, true, `${file}: ${c.title.en}`);
      // The question is the text the reader sees: in every language the pages speak.
      for (const lang of ['en', 'de', 'zh-Hans', 'zh-Hant']) {
        assert.ok(c.title[lang] && c.text[lang], `${file}: ${c.title.en} has a ${lang} title and question`);
      }
      const e = { g: { game: c.game, rules: c.rules, position: c.position, moves: c.moves } };
      const labels = A.explain(e.g).rows.map((r) => r.label);
      const own = triesFromChapter(c);
      const tries = withVerdicts(own, labels, (move, step) => judge(e, step, move));
      const qs = questionsOf(tries, labels, { chase: c.game === 'stratego', authored: true });
      assert.deepEqual(qs.map((q) => `${q.kind}@${q.step}:${q.move}`),
        own.map((t) => `legal@${stepOf(t.after, labels)}:${t.move}`), `${file}: ${c.title.en}`);
      // Each is graded right when the reader answers as the author's try says.
      for (const [i, t] of own.entries()) {
        const v = judge(e, qs[i].step, t.move);
        let graded = answerLegal(startQuiz([qs[i]]), t.expect === 'legal', v);
        if (graded.phase === 'why') graded = answerWhy(graded, v.rule);
        assert.equal(graded.result.right, true, `${file}: ${t.move}`);
      }
      chapters += 1;
    }
  }
  assert.ok(chapters >= 15, `${chapters} quiz chapters`);
  // The same tries on an example whose text is hidden (the quiz attribute): the board's own questions as well.
  const two = [{ after: 'end', move: 'C3-B3', expect: 'refused', rule: 'more-squares' },
    { after: 'end', move: 'C3-C4', expect: 'legal' }];
  assert.deepEqual(questionsOf(two, ['1a']).map((q) => q.kind), ['find', 'chase', 'legal', 'legal']);
  assert.deepEqual(questionsOf(two, ['1a'], { authored: true }).map((q) => q.kind), ['legal', 'legal']);
});
