// One tab stop per board. Of the board's stepping and trying controls (the board itself, the toolbar's buttons,
// the move table's move buttons, Bogenschach's Miss / Change the shot / Skip) exactly one is in the page's tab order (tabindex 0): the one used last, the
// board at first. The others have tabindex -1: a click, a tap or a screen reader's browse mode still reaches them,
// and every one of them has a key on the board (the keys are listed in the board's help; board/input.js and the
// widget's keydown handler). A page with twenty boards has twenty tab stops in them, not hundreds.
//
// Forms the reader opens on purpose (the Edit button and the position editor, the share panel, Bogenschach's
// promotion choice) keep their ordinary tab order.

const ROVING = '.toolbar button:not(.edit-btn), svg.board, button.jump, .bg-shot button';

/** root: the shadow root. Returns { sync(), keep(render), focus(options), current() }. */
export function createRoving(root) {
  let current = null;

  const usable = (el) => !!el && el.isConnected && !el.disabled && !el.closest('[hidden]');
  const home = () => root.querySelector('svg.board') || [...root.querySelectorAll(ROVING)].find(usable) || null;
  const target = () => (usable(current) ? current : home());

  /** Gives tabindex 0 to the current control (or the board) and -1 to the others. */
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

  /** Runs `render` (which may rebuild the table and disable buttons) and keeps the focus in the board: a focused
   * move button that was rebuilt hands the focus to the current row's button, a button that went away or was
   * disabled (Forward at the last move) to the board. */
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
    current: () => target(),
  };
}
