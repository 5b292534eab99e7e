// The share panel (position text, share link, embed snippet, each with a Copy button). Built with
// createElement/textContent only; the snippet and the link are plain strings put into read-only text fields'
// `value`, never parsed as HTML. The position editor's panel is board/edit-panel.js, loaded when first used.
import { h, setText } from './dom.js';

/** host: { msgs() }. update({ msgs, position, link, embed }) fills the fields. */
export function createShare(host) {
  const heading = h('p', { class: 'share-title' });
  const status = h('p', { class: 'copy-status', role: 'status', 'aria-live': 'polite' });
  const fields = {};
  const rows = [];
  for (const key of ['position', 'link', 'embed']) {
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
  const panel = h('div', { class: 'share', hidden: true }, heading, ...rows, status);

  function update({ msgs, position, link, embed }) {
    setText(heading, msgs.share);
    const values = { position, link, embed };
    const names = { position: msgs.outPosition, link: msgs.outLink, embed: msgs.outEmbed };
    for (const [key, f] of Object.entries(fields)) {
      setText(f.label, names[key]);
      setText(f.copy, msgs.copy);
      f.copy.setAttribute('aria-label', msgs.copyLabel(names[key]));
      const v = values[key] || '';
      if (f.out.value !== v) f.out.value = v;
      f.copy.disabled = !v;
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
