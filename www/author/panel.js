// The playground's authoring panel (loaded when the author presses "Start writing"): the board becomes the
// author's. Moves played on it become the example's moves (or, when the author says so, a try with the engine's
// verdict); a comment, arrows, marked squares and labels go with the move shown; chapters are added, renamed,
// reordered and deleted; every change can be undone. The document (author/state.js) is written by the engine's
// writeDocument and shown on the board itself, as a reader will see it (its quiz left out); the export gives the
// document, the embed snippet, a share link and an iframe. The document is kept in the browser as it changes, and
// the next start brings it back ("New document" starts again from the board). Every text goes in with
// textContent, value or setAttribute: nothing the author writes becomes HTML here.
import { button, h, setText } from '../board/dom.js';
import { embedSnippet, frameSnippet, shareLink } from '../board/share.js';
import { DOC_MAX } from '../board/link-params.js';
import * as S from './state.js';
import { authorText } from './text.js';

/** Where the browser keeps the document being written (localStorage), so a reload does not lose it. */
const DRAFT_KEY = 'arbiter.author';

/** Starts authoring on `board` (an <arbiter-board>, its `drawing` property set by the page), in `host` (an element
 * of the page). `engine`: the full engine package (writeDocument, readDocument); `lang()`: the page's language. Returns
 * { setLang() } for the page's language menu. */
export function startAuthoring({ board, host, engine, lang }) {
  let t = authorText(lang());
  const base = { game: board.getAttribute('game') || board.constructor.games[0], rules: board.getAttribute('rules'),
    position: board.position, moves: board.moves };
  const saved = restore();
  let hist = S.history(saved || S.newDocument(read(S.chapterOf(base))));
  let writing = lang(); // the language comments and titles are written in
  let step = board.step;
  let blobUrl = null;
  let tryNext = false;

  // --- the panel's elements (labels filled by words()) -------------------------------------------------------
  const field = (el, id) => {
    el.id = `author-${id}`;
    const label = h('label', { for: el.id });
    return { el, label };
  };
  const chapterSel = field(h('select'), 'chapter');
  const addBtn = button('', () => change(S.addChapter(doc(), read(S.chapterOf(boardNow())))));
  const upBtn = button('', () => change(S.moveChapter(doc(), -1)));
  const downBtn = button('', () => change(S.moveChapter(doc(), 1)));
  const removeBtn = button('', () => change(S.removeChapter(doc())));
  const newBtn = button('', () => change(S.newDocument(read(S.chapterOf(boardNow()))), { fresh: true }));
  newBtn.id = 'author-new';
  chapterSel.el.addEventListener('change', () => change(S.pick(doc(), Number(chapterSel.el.value)), { fresh: true }));
  const langSel = field(h('select'), 'lang');
  for (const [v, name] of [['en', 'English'], ['de', 'Deutsch'], ['zh-Hans', '简体中文'], ['zh-Hant', '繁體中文']]) {
    langSel.el.append(h('option', { value: v, lang: v }, name));
  }
  langSel.el.value = ['en', 'de', 'zh-Hans', 'zh-Hant'].includes(writing) ? writing : 'en';
  writing = langSel.el.value;
  langSel.el.addEventListener('change', () => {
    writing = langSel.el.value;
    render();
  });
  const titleIn = field(h('input', { type: 'text' }), 'title');
  titleIn.el.addEventListener('change', () => change(S.rename(doc(), writing, titleIn.el.value)));
  const textIn = field(h('textarea', { rows: 2 }), 'text');
  textIn.el.addEventListener('change', () => change(S.setChapterText(doc(), writing, textIn.el.value)));
  const quizBox = h('input', { type: 'checkbox', id: 'author-quiz' });
  const quizLabel = h('span');
  quizBox.addEventListener('change', () => change(S.setQuiz(doc(), quizBox.checked)));
  const quizNote = h('p', { class: 'note' });
  const atLine = h('h3', { id: 'author-at' });
  const commentIn = field(h('textarea', { rows: 3 }), 'comment');
  commentIn.el.addEventListener('change', () => change(S.setComment(doc(), step, writing, commentIn.el.value)));

  const shapesH = h('h4');
  const shapesHelp = h('p', { class: 'note' });
  const colorSel = field(h('select'), 'color');
  const fromIn = field(h('input', { type: 'text', size: 4 }), 'from');
  const toIn = field(h('input', { type: 'text', size: 4 }), 'to');
  const labelIn = field(h('input', { type: 'text', size: 4, maxlength: 3 }), 'label');
  const shapeBtn = button('', () => typedShape());
  const shapeList = h('ul', { id: 'author-shapes' });

  const tryBox = h('input', { type: 'checkbox', id: 'author-try-next' });
  const tryLabel = h('span');
  tryBox.addEventListener('change', () => {
    tryNext = tryBox.checked;
  });
  const triesH = h('h4');
  const tryList = h('ul', { id: 'author-tries' });
  const undoBtn = button('', () => undoOnce());
  const status = h('p', { class: 'note', role: 'status', 'aria-live': 'polite', id: 'author-status' });

  const exportH = h('h3');
  const exportBtn = button('', () => exportAll());
  exportBtn.id = 'author-export';
  const out = (id, rows) => {
    const area = h('textarea', { id: `author-${id}`, rows, readonly: true, spellcheck: 'false' });
    const label = h('label', { for: area.id });
    const note = h('p', { class: 'note' });
    const copy = button('', () => copyText(area.value));
    return { area, label, note, copy };
  };
  const docOut = out('document', 8);
  const download = h('a', { id: 'author-download', download: 'example.pgn', hidden: true });
  const snippetOut = out('snippet', 3);
  const linkOut = out('link', 2);
  const frameOut = out('frame', 3);
  const exports = h('div', { hidden: true });
  for (const o of [docOut, snippetOut, linkOut, frameOut]) {
    exports.append(o.label, o.note, o.area, h('div', { class: 'row' }, o.copy, o === docOut ? download : null));
  }

  host.replaceChildren(
    h('div', { class: 'row' }, chapterSel.label, chapterSel.el, addBtn, upBtn, downBtn, removeBtn),
    h('div', { class: 'row' }, langSel.label, langSel.el),
    titleIn.label, titleIn.el, textIn.label, textIn.el,
    h('label', { class: 'check' }, quizBox, ' ', quizLabel), quizNote,
    atLine, commentIn.label, commentIn.el,
    shapesH, shapesHelp,
    h('div', { class: 'row' }, colorSel.label, colorSel.el, fromIn.label, fromIn.el, toIn.label, toIn.el, labelIn.label,
      labelIn.el, shapeBtn),
    shapeList,
    h('label', { class: 'check' }, tryBox, ' ', tryLabel),
    triesH, tryList,
    h('div', { class: 'row' }, undoBtn, newBtn), status,
    exportH, h('div', { class: 'row' }, exportBtn), exports,
  );
  host.hidden = false;
  host.addEventListener('keydown', (e) => {
    // Ctrl+Z (Cmd+Z) outside the text fields, which keep their own undo.
    if ((e.ctrlKey || e.metaKey) && !e.shiftKey && (e.key === 'z' || e.key === 'Z')
      && !/^(INPUT|TEXTAREA)$/.test(e.target.tagName)) {
      e.preventDefault();
      undoOnce();
    }
  });

  // --- the document ----------------------------------------------------------------------------------------
  function doc() {
    return hist.present;
  }
  /** The board's game now: its start and the moves it shows. */
  function boardNow() {
    return { game: board.getAttribute('game') || base.game, rules: board.getAttribute('rules'),
      position: board.position, moves: board.moves.slice(0, board.step) };
  }
  /** `chapter` as the engine reads it back (its squares and moves written the game's way); throws the engine's
   * error for what it cannot read. */
  function read(chapter) {
    const text = engine.writeDocument(S.written({ chapters: [chapter], at: 0 }));
    return tidy(engine.readDocument(text, { lang: lang() }).chapters[0], chapter.rules);
  }
  /** A chapter as readDocument answers it, in the panel's shape (every list there; a try without its verdict). */
  function tidy(back, rules) {
    return { ...back, rules, title: back.title || {}, text: back.text || {},
      annotations: (back.annotations || []).map((a) => ({ after: a.after, comment: a.comment || {}, arrows: a.arrows || [],
        squares: a.squares || [], labels: a.labels || [],
        tries: (a.tries || []).map(({ move, expect, rule }) => (rule ? { move, expect, rule } : { move, expect })) })) };
  }
  /** The document kept in the browser from the last visit (its text, read again by the engine), or null. */
  function restore() {
    try {
      const kept = JSON.parse(localStorage.getItem(DRAFT_KEY) || 'null');
      if (!kept || typeof kept.text !== 'string') return null;
      const chapters = engine.readDocument(kept.text, { lang: lang() }).chapters.map((c) => tidy(c, c.rules));
      if (!chapters.length) return null;
      return { chapters, at: Math.min(Math.max(Number(kept.at) || 0, 0), chapters.length - 1) };
    } catch {
      return null; // nothing kept, storage unavailable, or a text the engine no longer reads
    }
  }
  /** Keeps the document in the browser (a reload or another visit brings it back). */
  function keep() {
    try {
      localStorage.setItem(DRAFT_KEY, JSON.stringify({ text: engine.writeDocument(S.written(doc())), at: doc().at }));
    } catch {
      /* not kept: storage unavailable or full */
    }
  }
  /** A change of the document: checked by the engine, kept for undo, shown on the board. `fresh`: another
   * chapter, shown from its start. */
  function change(next, { fresh = false, said = '' } = {}) {
    if (next === doc()) return;
    let checked;
    try {
      const c = S.current(next);
      checked = { ...next, chapters: next.chapters.map((ch) => (ch === c ? read(ch) : ch)) };
    } catch (e) {
      setText(status, t.failed(e && e.message ? e.message : String(e)));
      return false;
    }
    hist = S.commit(hist, checked);
    keep();
    if (fresh) step = 0;
    step = Math.min(step, S.current(doc()).moves.length);
    show();
    render();
    setText(status, said);
    return true;
  }
  function undoOnce() {
    if (!hist.past.length) return void setText(status, t.nothingToUndo);
    hist = S.undo(hist);
    keep();
    step = Math.min(step, S.current(doc()).moves.length);
    show();
    render();
    setText(status, t.undone);
  }

  /** The shown chapter on the board, as a reader will see it (no quiz: the author sees the answers). */
  function show() {
    const text = engine.writeDocument(S.written(doc(), { preview: true, only: doc().at }));
    if (blobUrl) URL.revokeObjectURL(blobUrl);
    blobUrl = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const c = S.current(doc());
    for (const k of ['position', 'moves', 'try', 'quiz']) board.removeAttribute(k);
    board.setAttribute('game', c.game);
    if (c.rules) board.setAttribute('rules', c.rules);
    else board.removeAttribute('rules');
    board.setAttribute('show-text', '');
    board.setAttribute('step', String(step));
    board.setAttribute('example', blobUrl);
  }

  // --- the board --------------------------------------------------------------------------------------------
  /** Whether the board shows the document: the page's form or the position editor may have put another position
   * on it (position and moves attributes), which "Add the board as a new chapter" takes. */
  const shown = () => board.getAttribute('example') === blobUrl && !board.hasAttribute('position')
    && !board.hasAttribute('moves');
  let recording = null; // the move the verdict event recorded as a try (its move event follows for a legal one)
  board.addEventListener('verdict', (e) => {
    if (!shown()) return;
    const { move, verdict } = e.detail;
    const at = board.step;
    if (tryNext) {
      tryNext = false;
      tryBox.checked = false;
      recording = move;
      step = at;
      // after the board has finished with the move (a legal one is played there first): the line as it was
      queueMicrotask(() => {
        recording = null;
        change(S.addTry(doc(), at, move, verdict), { said: t.recorded(t.tryItem(move, verdict.legal, verdict.rule)) });
      });
    } else if (!verdict.legal) {
      setText(status, t.refusedHint(move));
    }
  });
  board.addEventListener('move', (e) => {
    if (!shown() || recording === e.detail.move) return;
    const moves = e.detail.moves;
    step = moves.length;
    change(S.setMoves(doc(), moves), { said: t.playedAdded(e.detail.move) });
  });

  board.addEventListener('positionchange', () => {
    if (!shown() || board.step === step) return;
    step = board.step;
    render();
  });
  board.addEventListener('shape', (e) => {
    if (!shown()) return;
    const { from, to } = e.detail;
    change(S.drawShape(doc(), board.step, from, to, colorSel.el.value || 'green'),
      { said: t.recorded(from === to ? t.mark(from, t.colors[colorSel.el.value]) : t.arrow(from, to, t.colors[colorSel.el.value])) });
  });

  /** The shape typed in the panel: an arrow, a marked square, or a label. */
  function typedShape() {
    const from = fromIn.el.value.trim();
    const to = toIn.el.value.trim();
    const label = labelIn.el.value.trim();
    const color = colorSel.el.value || 'green';
    if (!from) return void fromIn.el.focus();
    let next = doc();
    if (label) next = S.labelSquare(next, step, from, label, color);
    if (to || !label) next = S.drawShape(next, step, from, to || from, color);
    if (change(next) === false) return void setText(status, t.badSquare(to && !label ? `${from} ${to}` : from));
    fromIn.el.value = '';
    toIn.el.value = '';
    labelIn.el.value = '';
    fromIn.el.focus();
  }

  // --- the panel's view -------------------------------------------------------------------------------------
  function render() {
    const d = doc();
    const c = S.current(d);
    const titleOf = (ch, i) => ch.title[writing] || ch.title.en || Object.values(ch.title)[0] || t.chapterN(i + 1);
    chapterSel.el.replaceChildren(...d.chapters.map((ch, i) => h('option', { value: i }, `${i + 1}. ${titleOf(ch, i)}`)));
    chapterSel.el.value = String(d.at);
    upBtn.disabled = d.at === 0;
    downBtn.disabled = d.at === d.chapters.length - 1;
    removeBtn.disabled = d.chapters.length < 2;
    titleIn.el.value = c.title[writing] || '';
    textIn.el.value = c.text[writing] || '';
    quizBox.checked = c.quiz;
    quizNote.hidden = !c.quiz || S.triesOf(c) > 0;
    const x = board.explanation;
    const row = x && step > 0 ? x.rows[step - 1] : null;
    setText(atLine, t.at(step, row ? `${row.label} ${c.moves[step - 1] ?? ''}`.trim() : String(step)));
    const note = S.noteAt(d, step);
    commentIn.el.value = note.comment[writing] || '';
    /** A list item: what it is, and a button that removes it. */
    const item = (text, remove) => {
      const b = button('', remove);
      setText(b, t.removeThis(text));
      return h('li', {}, `${text} `, b);
    };
    const without = (kind, i) => () => change(S.removeShape(doc(), step, kind, i));
    shapeList.replaceChildren(
      ...note.arrows.map((a, i) => item(t.arrow(a.from, a.to, t.colors[a.color]), without('arrows', i))),
      ...note.squares.map((q, i) => item(t.mark(q.square, t.colors[q.color]), without('squares', i))),
      ...note.labels.map((l, i) => item(t.labelled(l.square, l.text, t.colors[l.color]), without('labels', i))),
    );
    tryList.replaceChildren(...(note.tries.length
      ? note.tries.map((x2, i) => item(t.tryItem(x2.move, x2.expect === 'legal', x2.rule),
        () => change(S.removeTry(doc(), step, i))))
      : [h('li', {}, t.noTries)]));
    undoBtn.disabled = !hist.past.length;
  }

  /** The labels in the page's language. */
  function words() {
    t = authorText(lang());
    setText(chapterSel.label, t.chapter);
    setText(addBtn, t.addChapter);
    setText(upBtn, t.up);
    setText(downBtn, t.down);
    setText(removeBtn, t.remove);
    setText(langSel.label, t.writeIn);
    setText(titleIn.label, t.title);
    setText(textIn.label, t.text);
    setText(quizLabel, t.quiz);
    setText(quizNote, t.quizNeedsTry);
    setText(commentIn.label, t.comment);
    setText(shapesH, t.shapes);
    setText(shapesHelp, t.shapesHelp);
    setText(colorSel.label, t.color);
    const color = colorSel.el.value || 'green';
    colorSel.el.replaceChildren(...S.COLORS.map((c) => h('option', { value: c }, t.colors[c])));
    colorSel.el.value = color;
    setText(fromIn.label, t.from);
    setText(toIn.label, t.to);
    setText(labelIn.label, t.label);
    setText(shapeBtn, t.addShape);
    setText(tryLabel, t.tryNext);
    setText(triesH, t.tries);
    setText(undoBtn, t.undo);
    setText(newBtn, t.newDocument);
    setText(exportH, t.exportH3);
    setText(exportBtn, t.exportWrite);
    for (const [o, label, note] of [[docOut, t.docLabel, t.docFor], [snippetOut, t.snippetLabel, t.snippetFor],
      [linkOut, t.linkLabel, t.linkFor], [frameOut, t.frameLabel, t.frameFor]]) {
      setText(o.label, label);
      setText(o.note, note);
      setText(o.copy, t.copy);
    }
    setText(download, t.download);
    render();
  }

  // --- export -----------------------------------------------------------------------------------------------
  function exportAll() {
    let text;
    try {
      text = engine.writeDocument(S.written(doc()));
    } catch (e) {
      return void setText(status, t.failed(e && e.message ? e.message : String(e)));
    }
    const site = new URL('./', document.baseURI);
    docOut.area.value = text;
    if (download.href.startsWith('blob:')) URL.revokeObjectURL(download.href);
    download.href = URL.createObjectURL(new Blob([text], { type: 'application/x-chess-pgn' }));
    download.hidden = false;
    const pageLang = lang() !== 'en' ? lang() : undefined;
    snippetOut.area.value = embedSnippet(new URL('arbiter-board.js', site).href,
      { example: 'example.pgn', 'show-text': true, lang: pageLang });
    const state = { doc: text, lang: pageLang };
    if (text.length > DOC_MAX) {
      linkOut.area.value = t.tooLong;
      frameOut.area.value = t.tooLong;
    } else {
      linkOut.area.value = shareLink(new URL('view.html', site).href, state);
      frameOut.area.value = frameSnippet(new URL('frame.html', site).href, state, { title: 'Arbiter', height: 760 });
    }
    exports.hidden = false;
  }
  async function copyText(text) {
    try {
      await navigator.clipboard.writeText(text);
      setText(status, t.copied);
    } catch {
      setText(status, t.copyFailed);
    }
  }

  words();
  if (saved) {
    step = 0;
    setText(status, t.restoredDraft(saved.chapters.length));
  }
  show();
  return { setLang: words };
}
