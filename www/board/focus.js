// One tab stop per board: of its stepping and trying controls (board, toolbar, move buttons, Bogenschach's shot
// buttons and promotion picker) only the one used last (the board at first) has tabindex 0; the others -1 (a
// click or a screen reader still reaches them; each has a key, listed in the board's help; the picker's arrow
// keys move between its pieces; A moves through an example document's own controls: its moves to try, autoplay and
// the chapter picker). The Edit button, the editor and the share panel keep their own tab order.

export const AUTHOR = '.tries button, .player button, .player select, .chapter-pick select';
const ROVING = `.toolbar button:not(.edit-btn), svg.board, button.jump, .bg-shot button, .bg-promo button, ${AUTHOR}`;

/** root: the shadow root. */
export function createRoving(root) {
  let current = null;

  const usable = (el) => !!el && el.isConnected && !el.disabled && !el.closest('[hidden]');
  const home = () => root.querySelector('svg.board') || [...root.querySelectorAll(ROVING)].find(usable) || null;
  const target = () => (usable(current) ? current : home());

  function sync() {
    const t = target();
    for (const el of root.querySelectorAll(ROVING)) {
      const want = el === t ? '0' : '-1';
      if (el.getAttribute('tabindex') !== want) el.setAttribute('tabindex', want);
    }
  }

  root.addEventListener('focusin', (e) => {
    const el = e.target;
    if (el && el.matches && el.matches(ROVING) && el !== current) {
      current = el;
      sync();
    }
  });

  /** Runs `render`, keeping the focus in the board: from a rebuilt move button to the current row's, from a
   * button that went away or was disabled (Forward at the end) to the board. */
  function keep(render) {
    const had = root.activeElement;
    const inTable = !!(had && had.matches && had.matches('button.jump'));
    render();
    if (had && !usable(had)) {
      const next = (inTable && root.querySelector('tr.current button.jump:not(:disabled)')) || home();
      if (next) {
        current = next;
        next.focus({ preventScroll: true });
      }
    } else if (inTable && current && !usable(current)) {
      current = null;
    }
    sync();
  }

  return {
    sync,
    keep,
    focus: (options) => {
      const t = target();
      if (t) t.focus(options);
    },
  };
}
