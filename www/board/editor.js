// The share panel (position text, share link, embed snippet, iframe snippet, each with a Copy button; Save image
// as SVG or PNG). Loaded only for a board with the `editor` attribute; the position editor's panel is
// board/edit-panel.js, loaded when a reader first presses Edit. Built with createElement/textContent only; the
// snippets and the link are plain strings put into read-only text fields' `value`, never parsed as HTML.
import { h, setText } from './dom.js';
import { addMessages } from './i18n/index.js';

// The share panel's English messages, added to the widget's English catalogue (i18n/index.js addMessages) when
// this module loads: a page without a share panel never loads them. The German ones are in i18n/de.js.
addMessages({
  outPosition: 'Position text',
  outLink: 'Share link (opens this moment: the position, the moves, the step shown and a refused move)',
  outEmbed: 'Embed snippet (HTML for your page)',
  outFrame: 'Iframe snippet (for forums and sites that allow an iframe but no script)',
  saveSvg: 'SVG',
  savePng: 'PNG',
  saveLabel: (format) => `Save the board as shown as a ${format} image`,
  imageSaved: (name) => `Saved ${name}.`,
  imageFailed: (why) => `The image could not be made on this page: ${why}`,
  copy: 'Copy',
  copyLabel: (what) => `Copy: ${what}`,
  copied: 'Copied.',
  copyFailed: 'Copying is not allowed here: the text is selected, copy it with your keyboard or menu.',
});

/** The share panel's part of the widget's render (called by www/arbiter-board.js with itself): the panel made for a
 * board with `editor`, shown while it shows an explanation `x`, and filled with this moment's texts. */
export function renderShare(board, editor, x, msgs) {
  if (editor && !board._share) {
    board._share = createShare({ msgs: () => board._msgs(), saveImage: (format) => board.saveImage(format) });
    board._shareSlot.replaceChildren(board._share.panel);
  }
  const share = board._share;
  if (!share) return;
  share.panel.hidden = !editor || !x;
  if (share.panel.hidden) return;
  // The moves' text, made once per explanation (a long game's is long: 120 KB for 20,000 Stratego moves).
  if (board._sharedFor !== x || board._sharedMovesFor !== board._s.moves) {
    board._sharedFor = x;
    board._sharedMovesFor = board._s.moves;
    board._sharedText = board._movesText(board._sharedMoves());
  }
  const movesText = board._sharedText;
  share.update({ msgs, position: x.start, link: board._shareLinkFor(movesText), embed: board._embedFor(movesText),
    frame: board._frameFor(movesText) });
}

/** host: { msgs(), saveImage(format) }. update({ msgs, position, link, embed, frame }) fills the fields. */
export function createShare(host) {
  const heading = h('p', { class: 'share-title' });
  const status = h('p', { class: 'copy-status', role: 'status', 'aria-live': 'polite' });
  const fields = {};
  const rows = [];
  for (const key of ['position', 'link', 'embed', 'frame']) {
    const id = `sh${Math.random().toString(36).slice(2, 8)}-${key}`;
    const label = h('label', { for: id });
    const out = h('textarea', {
      id, class: `out out-${key}`, readonly: true, rows: key === 'position' ? 2 : key === 'link' ? 3 : 4, spellcheck: 'false',
      autocomplete: 'off',
    });
    const copy = h('button', { type: 'button', class: `copy copy-${key}` });
    copy.addEventListener('click', () => copyText(out, status, host.msgs()));
    fields[key] = { label, out, copy };
    rows.push(h('div', { class: 'share-row' }, h('div', { class: 'share-head' }, label, copy), out));
  }
  // Save image: the board as shown, as SVG or PNG (board/image.js, through the widget).
  const imageLabel = h('span', { class: 'save-label' });
  const saveBtns = {};
  for (const format of ['svg', 'png']) {
    saveBtns[format] = h('button', { type: 'button', class: `save save-${format}` });
    saveBtns[format].addEventListener('click', async () => {
      const msgs = host.msgs();
      try {
        setText(status, msgs.imageSaved(await host.saveImage(format)));
      } catch (e) {
        setText(status, msgs.imageFailed(e && e.message ? e.message : String(e)));
      }
    });
  }
  const save = h('div', { class: 'share-save' }, imageLabel, saveBtns.svg, saveBtns.png);
  const panel = h('div', { class: 'share', hidden: true }, heading, ...rows, save, status);

  function update({ msgs, position, link, embed, frame }) {
    setText(heading, msgs.share);
    const values = { position, link, embed, frame };
    const names = { position: msgs.outPosition, link: msgs.outLink, embed: msgs.outEmbed, frame: msgs.outFrame };
    for (const [key, f] of Object.entries(fields)) {
      setText(f.label, names[key]);
      setText(f.copy, msgs.copy);
      f.copy.setAttribute('aria-label', msgs.copyLabel(names[key]));
      const v = values[key] || '';
      if (f.out.value !== v) f.out.value = v;
      f.copy.disabled = !v;
    }
    setText(imageLabel, msgs.saveImage);
    for (const [format, b] of Object.entries(saveBtns)) {
      const name = format === 'svg' ? msgs.saveSvg : msgs.savePng;
      setText(b, name);
      b.setAttribute('aria-label', `${msgs.saveImage}: ${msgs.saveLabel(name)}`);
      b.setAttribute('title', msgs.saveLabel(name));
      b.disabled = !position;
    }
  }
  return { panel, update, fields };
}

async function copyText(out, status, msgs) {
  const text = out.value;
  try {
    await navigator.clipboard.writeText(text);
    setText(status, msgs.copied);
  } catch {
    // No clipboard permission (an insecure page, an old browser): select the text for the reader to copy.
    out.focus();
    out.select();
    setText(status, msgs.copyFailed);
  }
}
