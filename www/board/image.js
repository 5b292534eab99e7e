// "Save image": the board at the shown moment as a standalone SVG (and a PNG drawn from it), for forums that take
// only images. The picture is made from the board's state, not copied from the page: a fresh board of the game
// (the same createBoard the widget draws with) is given the shown view (pieces, last move, refusal marks, check,
// chased piece, shot) without the reader's selection, cursor or targets, laid out off screen in the widget's own
// shadow root so the stylesheet (and the page's theme) applies, and every drawn element's computed paint and font
// is copied onto it as style properties, so the file needs no stylesheet. Text (coordinates, the caption) goes in
// with textContent; the file is written by XMLSerializer. Nothing here decides what is legal.
import { svg as el } from './dom.js';
import { shownRow } from './state.js';

const SVG_NS = 'http://www.w3.org/2000/svg';
/** The computed properties that make up the picture. */
const PROPS = ['fill', 'fill-opacity', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-dasharray',
  'stroke-linecap', 'stroke-linejoin', 'paint-order', 'opacity', 'font-family', 'font-size', 'font-weight',
  'text-anchor', 'dominant-baseline', 'letter-spacing'];
/** Pixels per board unit (a Stratego square is 10 units: 60 px). */
const SCALE = 6;
const LINE = 5.2; // a caption line's height, in board units

/** Splits `text` into lines of at most `max` characters, at spaces where it can. */
export function wrapText(text, max) {
  const out = [];
  let line = '';
  for (const word of String(text || '').split(/\s+/).filter(Boolean)) {
    let w = word;
    while (w.length > max) {
      if (line) out.push(line);
      out.push(w.slice(0, max));
      w = w.slice(max);
      line = '';
    }
    if (!w) continue;
    if (line && line.length + 1 + w.length > max) {
      out.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) out.push(line);
  return out;
}

/**
 * Builds the picture. `createBoard(idPrefix)`: the game's board (board/games.js); `view`: what the widget last
 * gave its board's update(); `host`: a node inside the widget's shadow root to lay the board out in; `caption`:
 * [{ text, refused }] lines under the board (wrapped); `title`: the file's <title>. Returns { svg (text), width,
 * height } (pixels).
 */
export function boardImage({ createBoard, view, host, caption = [], title = '' }) {
  const board = createBoard(`img${Math.random().toString(36).slice(2, 8)}`);
  const shown = { ...view, selected: null, targets: new Set(), cursor: null, hideSquare: null, slide: null,
    shotFirst: false, fadeShapes: false };
  const box = document.createElement('div');
  box.setAttribute('aria-hidden', 'true');
  box.style.cssText = 'position:absolute;left:-10000px;top:0;width:640px;visibility:hidden;pointer-events:none';
  box.className = 'ab';
  box.appendChild(board.svg);
  host.appendChild(box);
  try {
    board.update(shown);
    const live = board.svg;
    const out = live.cloneNode(true);
    // Copy each element's computed look onto its clone (both trees have the same shape): all of it on the root,
    // below only what differs from the parent (SVG inherits these, but for opacity), so the file stays small.
    const a = [live, ...live.querySelectorAll('*')];
    const b = [out, ...out.querySelectorAll('*')];
    const looks = new Map();
    for (let i = 0; i < a.length; i++) {
      if (a[i].namespaceURI !== SVG_NS || a[i].localName === 'title') continue;
      const cs = getComputedStyle(a[i]);
      if (cs.display === 'none') {
        b[i].remove();
        continue;
      }
      const look = Object.fromEntries(PROPS.map((p) => [p, cs.getPropertyValue(p)]));
      looks.set(a[i], look);
      const parent = looks.get(a[i].parentNode);
      const style = b[i].style;
      style.cssText = '';
      for (const p of PROPS) {
        const v = look[p];
        if (!v || v === 'normal' || v === 'auto') continue;
        if (p === 'opacity' ? v === '1' : parent && parent[p] === v) continue;
        style.setProperty(p, v);
      }
    }
    // What only the page needs: focus, accessibility roles, ids, the drag layer.
    for (const e of [out, ...out.querySelectorAll('*')]) {
      for (const name of [...e.getAttributeNames()]) {
        if (/^(aria-|role$|tabindex$|focusable$|id$)/.test(name)) e.removeAttribute(name);
      }
      if (e.localName === 'rect') e.style.removeProperty('cursor');
    }
    for (const g of out.querySelectorAll('g.drag, .over .cursor')) g.remove();
    const [vx, vy, vw, vh] = (live.getAttribute('viewBox') || '0 0 100 100').split(/\s+/).map(Number);
    const abStyle = getComputedStyle(box);
    const bg = abStyle.backgroundColor && abStyle.backgroundColor !== 'rgba(0, 0, 0, 0)' ? abStyle.backgroundColor : '#ffffff';
    const fg = abStyle.color || '#1d1d1f';
    const bad = getComputedStyle(box).getPropertyValue('--ab-refused-fg').trim() || '#8a0017';
    // The caption, wrapped to the board's width: a character of 3.4 units' font is at most about 2 units wide
    // (bold, wide letters), so a line of (width - margins) / 2 characters always fits.
    const max = Math.max(20, Math.floor((vw - 3) / 2));
    const lines = [];
    for (const c of caption) for (const l of wrapText(c.text, max)) lines.push({ text: l, refused: !!c.refused });
    const capH = lines.length ? lines.length * LINE + 2.5 : 0;
    const h = vh + capH;
    out.setAttribute('viewBox', `${vx} ${vy} ${vw} ${h}`);
    out.setAttribute('width', String(Math.round(vw * SCALE)));
    out.setAttribute('height', String(Math.round(h * SCALE)));
    out.setAttribute('xmlns', SVG_NS);
    out.removeAttribute('preserveAspectRatio');
    const back = el('rect', { x: vx, y: vy, width: vw, height: h });
    back.style.setProperty('fill', bg);
    out.insertBefore(back, out.firstChild);
    const t = out.querySelector('title') || out.insertBefore(el('title', {}), out.firstChild);
    t.textContent = title;
    if (t !== out.firstChild) out.insertBefore(t, out.firstChild);
    const cap = el('g', { class: 'caption' });
    lines.forEach((l, i) => {
      const text = el('text', { x: vx + 1.5, y: vy + vh + 1.2 + (i + 0.75) * LINE }, l.text);
      text.style.setProperty('font-family', 'system-ui, -apple-system, "Segoe UI", sans-serif');
      text.style.setProperty('font-size', '3.4px');
      text.style.setProperty('fill', l.refused ? bad : fg);
      if (l.refused) text.style.setProperty('font-weight', '600');
      cap.appendChild(text);
    });
    out.appendChild(cap);
    const svg = `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(out)}\n`;
    return { svg, width: Math.round(vw * SCALE), height: Math.round(h * SCALE) };
  } finally {
    box.remove();
  }
}

/** Draws the SVG text into a canvas (`scale` times its size) and resolves to a PNG Blob. Rejects where the page
 * may not load a blob: image (a Content-Security-Policy without `img-src blob:`). */
export async function svgToPng(svgText, width, height, scale = 2) {
  const url = URL.createObjectURL(new Blob([svgText], { type: 'image/svg+xml' }));
  try {
    const img = new Image();
    img.width = width;
    img.height = height;
    img.src = url;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    const ctx = canvas.getContext('2d');
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('the canvas gave no PNG');
    return blob;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** What an image of the widget `board` shows: { mods (the game's board modules), view, host, status, comment (the
 * author's on the shown step), verdict,
 * refused, title, name (the file's) }, read from the widget as it is shown. */
function shownBy(board) {
  const row = shownRow(board._s);
  const u = board._ui;
  return { mods: board._s.x && board._game(), view: board._view, host: board._root, status: u.status.textContent,
    comment: u.comment.hidden ? '' : [...u.comment.children].map((p) => p.textContent).join(' '),
    verdict: u.verdict.textContent, refused: u.verdict.classList.contains('refused'), title: board._msgs().frameTitle,
    name: `arbiter-${board._gameName()}-${row ? row.label : 'start'}${board._s.refused ? '-refused' : ''}` };
}

/** The picture of the widget `board`'s board as shown (www/arbiter-board.js image()). 'svg': { svg, width,
 * height }; 'png': { blob, width, height }. */
export function imageOf(board, format = 'svg') {
  return pictureOf(shownBy(board), format);
}

/** The picture of `shown` (shownBy). */
async function pictureOf(shown, format) {
  if (!shown.mods || !shown.view) throw new Error('the board is not shown yet');
  const caption = [{ text: shown.status }];
  if (shown.comment) caption.push({ text: shown.comment });
  if (shown.verdict) caption.push({ text: shown.verdict, refused: shown.refused });
  const img = boardImage({ createBoard: shown.mods.createBoard, view: shown.view, host: shown.host, caption,
    title: `${shown.title}: ${shown.status}` });
  if (format !== 'png') return img;
  return { blob: await svgToPng(img.svg, img.width, img.height), width: img.width, height: img.height };
}

/** Downloads imageOf(board, format) as `arbiter-<game>-<step>.svg` or `.png`; resolves to the file's name. */
export async function saveImage(board, format = 'svg') {
  const png = format === 'png';
  const shown = shownBy(board);
  const img = await pictureOf(shown, png ? 'png' : 'svg');
  const name = `${shown.name.replace(/[^A-Za-z0-9-]/g, '')}.${png ? 'png' : 'svg'}`;
  download(png ? img.blob : new Blob([img.svg], { type: 'image/svg+xml' }), name);
  return name;
}

/** Offers `blob` as a download named `name`. */
function download(blob, name) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
