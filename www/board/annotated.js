// What only an annotated document needs (docs/documents.md; loaded by the widget when a document has several
// chapters, shapes or comments after its moves): the author's shapes drawn on the board (arrows, marked squares,
// short labels, in four colours; board/grid.js calls drawShapes with the board's geometry, so every game's board and
// the image export draw them), the chapter picker and autoplay (play/pause and its speed). Text goes in with
// textContent only.
import { button, h, setText, svg as el } from './dom.js';
import { addMessages } from './i18n/index.js';
import { setPlaying, tick } from './state.js';

// The English messages, added to the widget's catalogue when this module loads; the other languages' are in the
// shared files (i18n/de.js, zh-Hans.js, zh-Hant.js).
addMessages({
  chapter: 'Example',
  chapterN: (n) => `Example ${n}`,
  play: 'Play',
  pause: 'Pause',
  playLabel: 'Play the moves one by one',
  speed: 'Speed',
  speeds: ['Slow', 'Normal', 'Fast'],
  arrowSaid: (from, to) => `arrow ${from} to ${to}`,
  markedSaid: (squares) => `marked: ${squares}`,
});

/** Autoplay's time per move at each speed (ms), slow to fast. */
export const SPEEDS = [2400, 1400, 700];
const COLORS = ['green', 'red', 'yellow', 'blue'];
const colorOf = (c) => (COLORS.includes(c) ? c : 'green');

/** Draws `shapes` ({ arrows: [{from, to, color}], squares: [{square, color}], labels: [{square, text, color}] })
 * into `layer`; `geo`: the board's { size, has(sq), center(sq, flip) }. A square the board has not is left out.
 * `fade`: they fade in, unless the reader prefers reduced motion. */
export function drawShapes(layer, shapes, geo, flip, fade) {
  const s = geo.size;
  const at = (sq) => {
    const name = String(sq || '');
    const own = [name, name.toUpperCase(), name.toLowerCase()].find((n) => geo.has(n));
    return own ? geo.center(own, flip) : null;
  };
  for (const m of shapes.squares || []) {
    const c = at(m.square);
    if (c) layer.appendChild(el('circle', { class: `mark ${colorOf(m.color)}`, cx: c.x, cy: c.y, r: s * 0.45 }));
  }
  for (const a of shapes.arrows || []) {
    const p = at(a.from);
    const q = at(a.to);
    if (!p || !q || (p.x === q.x && p.y === q.y)) continue;
    const len = Math.hypot(q.x - p.x, q.y - p.y);
    const ux = (q.x - p.x) / len;
    const uy = (q.y - p.y) / len;
    const head = s * 0.4;
    const tip = { x: q.x - ux * s * 0.12, y: q.y - uy * s * 0.12 };
    const base = { x: tip.x - ux * head, y: tip.y - uy * head };
    const w = s * 0.28;
    const g = el('g', { class: `arrow ${colorOf(a.color)}` });
    // The shaft starts off the centre, so the piece's own mark there stays readable.
    const off = Math.min(s * 0.3, Math.max(0, len - s * 0.12 - head - s * 0.1));
    g.appendChild(el('line', { x1: p.x + ux * off, y1: p.y + uy * off, x2: base.x, y2: base.y, 'stroke-width': s * 0.15 }));
    g.appendChild(el('polygon', { points: [tip, { x: base.x - uy * w, y: base.y + ux * w },
      { x: base.x + uy * w, y: base.y - ux * w }].map((v) => `${v.x.toFixed(2)},${v.y.toFixed(2)}`).join(' ') }));
    layer.appendChild(g);
  }
  for (const l of shapes.labels || []) {
    const c = at(l.square);
    if (!c) continue;
    const text = String(l.text || '').slice(0, 3);
    const w = s * (0.2 + 0.17 * text.length);
    const g = el('g', { class: `label ${colorOf(l.color)}`, transform: `translate(${c.x + s * 0.46 - w} ${c.y - s * 0.46})` });
    g.appendChild(el('rect', { width: w, height: s * 0.36, rx: s * 0.08 }));
    g.appendChild(el('text', { x: w / 2, y: s * 0.19, 'font-size': s * 0.28 }, text));
    layer.appendChild(g);
  }
  const still = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (fade && !still && typeof layer.animate === 'function') layer.animate([{ opacity: 0 }, { opacity: 1 }], 220);
}

/** The shapes said in words, for screen readers: "arrow C3 to C4; marked: B4, C4". */
export function shapesSaid(msgs, shapes) {
  const parts = (shapes.arrows || []).map((a) => msgs.arrowSaid(a.from, a.to));
  const marked = [...(shapes.squares || []), ...(shapes.labels || [])]
    .map((m) => (m.text ? `${m.square} (${m.text})` : m.square));
  if (marked.length) parts.push(msgs.markedSaid(marked.join(', ')));
  return parts.join('; ');
}

/** The chapter picker (shown for a document of several chapters) and autoplay (play/pause and its speed), in
 * `pickSlot` and `playSlot`. `board`: the element's hooks: state() (board/state.js, read only), update(transition,
 * ...args), stepped() (a step the board took by itself: drawn, said and told), render(), live() (on the page),
 * choose(i) (another chapter). Returns { update, hide }. */
export function docView(board, pickSlot, playSlot) {
  const select = h('select', { class: 'chapters', tabindex: '-1' }); // key A reaches it (board/focus.js)
  select.addEventListener('change', () => board.choose(Number(select.value)));
  // A select shows its choice on one line, cut at its width (a phone's cuts a chapter's title): the choice is shown
  // in a box that wraps, with the select laid over it, transparent, so a click or tap still opens the select's own
  // list and the keys and screen readers still meet the select.
  const shown = h('span', { class: 'chapter-shown', 'aria-hidden': 'true' });
  const box = h('span', { class: 'chapter-box' }, shown, select);
  const label = h('label', { class: 'chapter-pick' }, h('span', {}), box);
  const play = button('play', () => playing(!board.state().playing));
  play.tabIndex = -1;
  const speed = h('select', { class: 'speed', tabindex: '-1' });
  speed.addEventListener('change', () => playing(board.state().playing));
  const speedLabel = h('label', { class: 'speed-pick' }, h('span', {}), speed);
  const player = h('div', { class: 'player' }, play, speedLabel);
  pickSlot.append(label);
  playSlot.append(player);
  let said = '';
  let timer = 0;

  /** Autoplay on or off (again: at the speed chosen now): a step forward each time, until the last step. */
  function playing(on) {
    clearTimeout(timer);
    const from = board.state().step;
    board.update(setPlaying, on);
    if (board.state().step !== from) board.stepped();
    else board.render();
    const next = () => {
      if (!board.state().playing) return;
      if (!board.live()) return void board.update(setPlaying, false);
      board.update(tick);
      board.stepped();
      if (board.state().playing) timer = setTimeout(next, SPEEDS[speed.value] || SPEEDS[1]);
    };
    if (board.state().playing) timer = setTimeout(next, SPEEDS[speed.value] || SPEEDS[1]);
  }

  /** titles: each chapter's title in the reader's language ('' if none); canPlay: there are moves to play. */
  function update({ msgs, titles, chapter, canPlay }) {
    const on = board.state().playing;
    label.hidden = titles.length < 2;
    setText(label.firstChild, msgs.chapter);
    setText(speedLabel.firstChild, msgs.speed);
    const key = JSON.stringify([titles, msgs.speeds, msgs.chapter]);
    if (key !== said) {
      said = key;
      const at = speed.value || '1';
      select.replaceChildren(...titles.map((t, i) => h('option', { value: i }, `${i + 1}. ${t || msgs.chapterN(i + 1)}`)));
      speed.replaceChildren(...msgs.speeds.map((t, i) => h('option', { value: i }, t)));
      speed.value = at;
    }
    select.value = String(chapter);
    setText(shown, select.selectedOptions[0] ? select.selectedOptions[0].textContent : '');
    player.hidden = !canPlay;
    setText(play, on ? msgs.pause : msgs.play);
    play.setAttribute('title', msgs.playLabel);
    if (!on) clearTimeout(timer);
  }
  const hide = () => {
    label.hidden = true;
    player.hidden = true;
  };
  return { update, hide };
}
