// What the site's own pages that show a shared board need (view.html, frame.html and the playground's demo.js):
// the <arbiter-board> element, from the modules (arbiter-board.js) where the site hosts them, else from the
// single-file builds next to this file (arbiter-board.bundle.js, arbiter-board.classic.js), so these pages also
// work copied next to one of them alone;
// a share link's values put on a board (only checked values, with setAttribute); and the address bar kept on the
// moment the board shows (history.replaceState, so Back does not step through every move).

/** A classic script, added with createElement (the classic build is no module). */
function classicScript(src) {
  return new Promise((resolve, reject) => {
    const s = document.createElement('script');
    s.src = src;
    s.onload = resolve;
    s.onerror = () => reject(new Error(`${src} could not be loaded`));
    document.head.append(s);
  });
}

/** Resolves to the element's class once <arbiter-board> is defined (already defined by the page: that one is
 * used): the modules, else the module bundle, else the classic build next to this file. */
export async function loadWidget() {
  if (!customElements.get('arbiter-board')) {
    try {
      await import('./arbiter-board.js');
    } catch {
      try {
        await import(new URL('./arbiter-board.bundle.js', import.meta.url).href);
      } catch {
        await classicScript(new URL('./arbiter-board.classic.js', import.meta.url).href);
      }
    }
  }
  return customElements.whenDefined('arbiter-board');
}

/** The attributes a share link sets, and what a link without them means: the start of the game's position,
 * the moves up to the end, no tried move. */
const LINK_ATTRS = ['game', 'rules', 'position', 'moves', 'step', 'try', 'lang', 'notation', 'pieces', 'flip', 'theme',
  'quiz'];

// The document a link put on a board (the blob's address), to let it go when another link comes.
const linkDocs = new WeakMap();

/** Puts a link's checked values (Board.readShareParams) on `board`: every link attribute is set or removed, so a
 * new link replaces the last one whole. Returns whether the link had a game to show (a position or moves). */
export function applyLink(board, values) {
  if (values.position === undefined && values.moves === undefined && values.doc === undefined) return false;
  const old = linkDocs.get(board);
  if (old) URL.revokeObjectURL(old);
  linkDocs.delete(board);
  if (values.doc !== undefined) {
    // A whole document: the board reads it as an example file (the link's position and moves, if any, would
    // override its chapters' and are left out).
    const url = URL.createObjectURL(new Blob([values.doc], { type: 'text/plain' }));
    linkDocs.set(board, url);
    values = { ...values, game: undefined, rules: undefined, position: undefined, moves: undefined, try: undefined };
    board.setAttribute('example', url);
    board.setAttribute('show-text', '');
  } else if (old && board.getAttribute('example') === old) {
    board.removeAttribute('example');
  }
  for (const k of LINK_ATTRS) {
    if (k === 'flip') board.toggleAttribute('flip', 'flip' in values);
    else if (k === 'step') board.setAttribute('step', values.step ?? (values.doc !== undefined ? '0' : 'end'));
    else if (values[k] !== undefined) board.setAttribute(k, values[k]);
    else board.removeAttribute(k);
  }
  return true;
}

/** Keeps the address bar's fragment on the moment `board` shows (its share link's values), after each step,
 * played or refused move. Returns the function that does it, for the page to call after its own changes. */
export function followAddress(board) {
  let queued = false;
  const update = () => {
    if (queued) return;
    queued = true;
    // After the element has finished the change (a refused move is recorded after its `verdict` event).
    queueMicrotask(() => {
      queued = false;
      // A board showing a linked document keeps the document's link (the board's own would drop the document).
      if (linkDocs.has(board)) return;
      const link = board.shareLink && board.shareLink();
      if (!link) return;
      const hash = new URL(link).hash;
      if (hash && hash !== location.hash) history.replaceState(history.state, '', hash);
    });
  };
  for (const type of ['positionchange', 'move', 'verdict']) board.addEventListener(type, update);
  return update;
}
