// Small DOM helpers: every text goes in through textContent, every attribute through setAttribute.
export function h(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === false || v === null || v === undefined) continue;
    e.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    e.append(typeof c === 'string' ? document.createTextNode(c) : c);
  }
  return e;
}

/** A button of class `cls` that calls `onClick`. */
export function button(cls, onClick) {
  const b = h('button', { type: 'button', class: cls });
  b.addEventListener('click', onClick);
  return b;
}

/** An SVG element with attributes and, optionally, its text. */
export function svg(name, attrs = {}, text) {
  const e = document.createElementNS('http://www.w3.org/2000/svg', name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  if (text !== undefined) e.textContent = text;
  return e;
}

export function setText(e, text) {
  e.textContent = text === null || text === undefined ? '' : String(text);
}

/** The step animation: slides an SVG piece group from board coordinates (fromX, fromY) to (toX, toY), where its
 * transform attribute already puts it. Only a visual Web Animation (CSS transform, in user units, no fill): the
 * DOM is final at once and the attribute takes over when it ends. No-op without the Web Animations API or
 * when the reader prefers reduced motion. */
export const SLIDE_MS = 250;
export function slidePiece(g, fromX, fromY, toX, toY, delay = 0) {
  if (!g || typeof g.animate !== 'function') return null;
  if (typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches) return null;
  return g.animate(
    [{ transform: `translate(${fromX}px, ${fromY}px)` }, { transform: `translate(${toX}px, ${toY}px)` }],
    // With a delay the piece waits on its old square (fill: backwards) until it moves.
    { duration: SLIDE_MS, easing: 'ease-out', delay, fill: delay ? 'backwards' : 'none' },
  );
}

/** Bogenschach's shot before the move: the removed piece fades from full to its faded look (visual only). */
export const SHOT_MS = 350;
export function fadeRemoved(g) {
  if (!g || typeof g.animate !== 'function') return null;
  if (typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches) return null;
  return g.animate([{ opacity: 1 }, { opacity: 0.45 }], { duration: SHOT_MS, easing: 'ease-in' });
}
