// The position editor's panel (palette, side to move, clear) and the share panel (position text, share link,
// embed snippet, iframe snippet, each with a Copy button; Save image as SVG or PNG). Loaded only for a board with
// the `editor` attribute. Built with createElement/textContent only; the snippets and the link are plain strings
// put into read-only text fields' `value`, never parsed as HTML. What a position is, and its canonical text, is
// the engine's answer (parsePosition), asked by the widget.
import { h, setText } from './dom.js';
import { RANKS, RANK_MARK } from './state.js';

/** host: { tool(): {side, rank} | {erase: true}, setTool(tool), setToMove(side), clear(), msgs() }.
 * game: 'stratego' (Red and Blue, ranks 10..F) or 'xiangqi' (Red and Black, K A B N R C P).
 * marks: the palette, rank -> the mark on its button (Stratego's RANK_MARK by default; the widget passes
 * board/xiangqi.js's XQ_LETTER for Xiangqi, a module it loads only for a Xiangqi board). */
export function createEditor(host, game = 'stratego', marks = RANK_MARK) {
  const xq = game === 'xiangqi';
  const other = xq ? 'black' : 'blue';
  const first = xq ? 'chariot' : 'marshal';
  const sideBtns = {
    red: h('button', { type: 'button', class: 'side-btn red', 'data-side': 'red' }),
    [other]: h('button', { type: 'button', class: `side-btn ${other}`, 'data-side': other }),
  };
  const rankBtns = new Map();
  for (const rank of marks === RANK_MARK ? RANKS : Object.keys(marks)) {
    const b = h('button', { type: 'button', class: 'rank-btn', 'data-rank': rank }, marks[rank]);
    b.addEventListener('click', () => host.setTool({ side: host.tool().side || 'red', rank }));
    rankBtns.set(rank, b);
  }
  const erase = h('button', { type: 'button', class: 'erase-btn', 'data-rank': 'remove' });
  erase.addEventListener('click', () => host.setTool({ erase: true, side: host.tool().side || 'red' }));
  for (const [side, b] of Object.entries(sideBtns)) {
    b.addEventListener('click', () => {
      const t = host.tool();
      host.setTool({ side, rank: t.erase ? first : t.rank });
    });
  }
  const toMove = h('select', { class: 'to-move' }, h('option', { value: 'red' }), h('option', { value: other }));
  toMove.addEventListener('change', () => host.setToMove(toMove.value));
  const clear = h('button', { type: 'button', class: 'clear-btn' });
  clear.addEventListener('click', () => host.clear());

  const legend = h('legend', {});
  const sidesLabel = h('span', { class: 'pal-label' });
  const ranksLabel = h('span', { class: 'pal-label' });
  const toMoveLabel = h('label', { class: 'pal-label' });
  const help = h('p', { class: 'edit-help' });
  const sides = h('div', { class: 'pal-sides', role: 'group' }, sidesLabel, sideBtns.red, sideBtns[other]);
  const ranks = h('div', { class: 'pal-ranks', role: 'group' }, ranksLabel, ...rankBtns.values(), erase);
  const rest = h('div', { class: 'pal-rest' }, toMoveLabel, toMove, clear);
  const panel = h('fieldset', { class: 'editor', hidden: true }, legend, sides, ranks, rest, help);

  let uid = 0;
  const idBase = `ed${Math.random().toString(36).slice(2, 8)}`;
  const nextId = () => `${idBase}-${++uid}`;
  toMove.id = nextId();
  toMoveLabel.setAttribute('for', toMove.id);
  sidesLabel.id = nextId();
  ranksLabel.id = nextId();
  sides.setAttribute('aria-labelledby', sidesLabel.id);
  ranks.setAttribute('aria-labelledby', ranksLabel.id);

  function update({ msgs, tool, side }) {
    setText(legend, msgs.editor);
    setText(sidesLabel, msgs.paletteSide);
    setText(ranksLabel, msgs.palettePiece);
    setText(toMoveLabel, msgs.sideToMove);
    setText(toMove.options[0], msgs.red);
    setText(toMove.options[1], msgs[other]);
    toMove.value = side;
    setText(clear, msgs.clearBoard);
    setText(help, msgs.editHelp);
    for (const [s, b] of Object.entries(sideBtns)) {
      setText(b, s === 'red' ? msgs.red : msgs[other]);
      b.setAttribute('aria-pressed', tool.side === s ? 'true' : 'false');
    }
    const sideName = tool.side === other ? msgs[other] : msgs.red;
    const names = xq ? msgs.xqPieces : msgs.pieces;
    for (const [rank, b] of rankBtns) {
      // The mark drawn on the button is part of its name (label in name).
      const name = `${msgs.pieceLabel(sideName, names[rank])} (${b.textContent})`;
      b.setAttribute('aria-label', name);
      b.setAttribute('title', name);
      b.setAttribute('aria-pressed', !tool.erase && tool.rank === rank ? 'true' : 'false');
      b.classList.toggle(other, tool.side === other);
      b.classList.toggle('red', tool.side !== other);
    }
    setText(erase, msgs.remove);
    erase.setAttribute('aria-label', msgs.removeLabel);
    erase.setAttribute('title', msgs.removeLabel);
    erase.setAttribute('aria-pressed', tool.erase ? 'true' : 'false');
  }

  return { panel, update };
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
