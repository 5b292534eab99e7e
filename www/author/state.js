// The document an author writes in the playground (docs/documents.md), as pure transitions: each takes the
// document and returns a new one, the old one untouched (so undo keeps the old ones). A document is
// { chapters, at }: `at` the chapter shown; a chapter has the fields readDocument answers and writeDocument reads
// (docs/api.md, "Documents"): { game, rules, position, moves, title, text, quiz, annotations }, `annotations`
// sorted by `after` (0: before the first move), each { after, comment, arrows, squares, labels, tries }.
// Nothing here knows the DOM or the engine: the panel (author/panel.js) asks the engine and the board.

export const COLORS = ['green', 'red', 'yellow', 'blue'];

/** A chapter from the board as it stands: its game, rules, start position and moves (the line shown). */
export function chapterOf({ game, rules, position, moves }, title = {}) {
  return { game, rules: rules || null, position, moves: [...(moves || [])], title: { ...title }, text: {}, quiz: false,
    annotations: [] };
}

/** A new document of one chapter. */
export const newDocument = (chapter) => ({ chapters: [chapter], at: 0 });

/** The chapter shown. */
export const current = (doc) => doc.chapters[doc.at];

/** `doc` with the shown chapter replaced by `f(chapter)`. */
function withChapter(doc, f) {
  const chapters = doc.chapters.slice();
  chapters[doc.at] = f(chapters[doc.at]);
  return { ...doc, chapters };
}

/** `chapter` with the annotation after `after` moves replaced by `f(annotation)` (a new, empty one if none);
 * an annotation left with nothing in it is dropped. */
function withNote(chapter, after, f) {
  const list = chapter.annotations.filter((a) => a.after !== after);
  const old = chapter.annotations.find((a) => a.after === after)
    || { after, comment: {}, arrows: [], squares: [], labels: [], tries: [] };
  const note = f(old);
  if (!isEmpty(note)) list.push(note);
  list.sort((a, b) => a.after - b.after);
  return { ...chapter, annotations: list };
}

const isEmpty = (n) => !Object.values(n.comment).some((t) => t) && !n.arrows.length && !n.squares.length
  && !n.labels.length && !n.tries.length;

/** The annotation after `after` moves of the shown chapter, or an empty one. */
export function noteAt(doc, after) {
  return current(doc).annotations.find((a) => a.after === after)
    || { after, comment: {}, arrows: [], squares: [], labels: [], tries: [] };
}

/** A chapter added after the others, from `chapter`; it is shown. */
export const addChapter = (doc, chapter) => ({ chapters: [...doc.chapters, chapter], at: doc.chapters.length });

/** Shows chapter `i`. */
export const pick = (doc, i) => (i >= 0 && i < doc.chapters.length ? { ...doc, at: i } : doc);

/** The shown chapter's title in `lang` ('' removes that language's). */
export const rename = (doc, lang, title) => withChapter(doc, (c) => ({ ...c, title: setText(c.title, lang, title) }));

/** The shown chapter's text (above the board) in `lang`. */
export const setChapterText = (doc, lang, text) => withChapter(doc, (c) => ({ ...c, text: setText(c.text, lang, text) }));

function setText(texts, lang, text) {
  const out = { ...texts };
  if (String(text).trim()) out[lang] = String(text);
  else delete out[lang];
  return out;
}

/** The shown chapter moved `delta` places (-1: up, 1: down), still shown. */
export function moveChapter(doc, delta) {
  const to = doc.at + delta;
  if (to < 0 || to >= doc.chapters.length) return doc;
  const chapters = doc.chapters.slice();
  [chapters[doc.at], chapters[to]] = [chapters[to], chapters[doc.at]];
  return { chapters, at: to };
}

/** The shown chapter removed (the last one stays: a document has a chapter). */
export function removeChapter(doc) {
  if (doc.chapters.length < 2) return doc;
  const chapters = doc.chapters.filter((_, i) => i !== doc.at);
  return { chapters, at: Math.min(doc.at, chapters.length - 1) };
}

/** The shown chapter's moves become `moves` (the author played on the board). Where the new line leaves the
 * old one, what stood after the moves that changed goes with them (undo brings it back). */
export function setMoves(doc, moves) {
  return withChapter(doc, (c) => {
    let same = 0;
    while (same < moves.length && same < c.moves.length && moves[same] === c.moves[same]) same++;
    const keep = same === c.moves.length ? moves.length : same;
    return { ...c, moves: moves.slice(), annotations: c.annotations.filter((a) => a.after <= keep) };
  });
}

/** The comment after `after` moves in `lang` ('' removes it). */
export const setComment = (doc, after, lang, text) =>
  withChapter(doc, (c) => withNote(c, after, (n) => ({ ...n, comment: setText(n.comment, lang, text) })));

/** An arrow from `from` to `to` after `after` moves, in `color`; drawing the same arrow again removes it (as
 * other diagram tools do). From a square to itself: the square is marked instead. */
export function drawShape(doc, after, from, to, color) {
  if (from === to) return markSquare(doc, after, from, color);
  return withChapter(doc, (c) => withNote(c, after, (n) => {
    const same = n.arrows.findIndex((a) => a.from === from && a.to === to);
    if (same >= 0 && n.arrows[same].color === color) return { ...n, arrows: n.arrows.filter((_, i) => i !== same) };
    const arrows = n.arrows.filter((a) => !(a.from === from && a.to === to));
    return { ...n, arrows: [...arrows, { from, to, color }] };
  }));
}

/** A marked square (the same square and colour again: the mark removed). */
export function markSquare(doc, after, square, color) {
  return withChapter(doc, (c) => withNote(c, after, (n) => {
    const old = n.squares.find((s) => s.square === square);
    const squares = n.squares.filter((s) => s.square !== square);
    return { ...n, squares: old && old.color === color ? squares : [...squares, { square, color }] };
  }));
}

/** A short label on a square (at most 3 characters, as the format allows; '' removes the square's label). */
export function labelSquare(doc, after, square, text, color) {
  const t = String(text).trim().slice(0, 3);
  return withChapter(doc, (c) => withNote(c, after, (n) => {
    const labels = n.labels.filter((l) => l.square !== square);
    return { ...n, labels: t ? [...labels, { square, text: t, color }] : labels };
  }));
}

/** Removes shape `i` of `kind` ('arrows', 'squares' or 'labels') after `after` moves. */
export const removeShape = (doc, after, kind, i) =>
  withChapter(doc, (c) => withNote(c, after, (n) => ({ ...n, [kind]: n[kind].filter((_, j) => j !== i) })));

/** A try after `after` moves: `move` with the engine's `verdict` ({ legal, rule }) recorded as what the author
 * expects; the same move again replaces it. */
export function addTry(doc, after, move, verdict) {
  const t = verdict.legal ? { move, expect: 'legal' } : { move, expect: 'refused', rule: verdict.rule || undefined };
  return withChapter(doc, (c) => withNote(c, after, (n) => ({ ...n, tries: [...n.tries.filter((x) => x.move !== move), t] })));
}

/** Removes try `i` after `after` moves. */
export const removeTry = (doc, after, i) =>
  withChapter(doc, (c) => withNote(c, after, (n) => ({ ...n, tries: n.tries.filter((_, j) => j !== i) })));

/** Whether the shown chapter asks its tries as a quiz. */
export const setQuiz = (doc, on) => withChapter(doc, (c) => ({ ...c, quiz: !!on }));

/** How many tries a chapter has (a quiz chapter asks about them). */
export const triesOf = (chapter) => chapter.annotations.reduce((n, a) => n + a.tries.length, 0);

/** The chapters as writeDocument reads them: `preview` (the author's own board) asks no quiz. */
export function written(doc, { preview = false, only = null } = {}) {
  const list = only === null ? doc.chapters : [doc.chapters[only]];
  return list.map((c) => ({ ...c, rules: c.rules || undefined, quiz: preview ? false : c.quiz,
    annotations: c.annotations.map((a) => ({ ...a, tries: a.tries.map((t) => (t.rule ? t : { move: t.move, expect: t.expect })) })) }));
}

/** The undo history: `present` and the documents before it (at most `limit`). */
export const history = (doc) => ({ past: [], present: doc });

/** `h` with `doc` as the present (the one before it kept for undo); unchanged if `doc` is the present. */
export function commit(h, doc, limit = 200) {
  if (doc === h.present) return h;
  return { past: [...h.past, h.present].slice(-limit), present: doc };
}

/** One step back (nothing to undo: `h`). */
export const undo = (h) => (h.past.length ? { past: h.past.slice(0, -1), present: h.past[h.past.length - 1] } : h);
