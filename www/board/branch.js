// The way back to the example's line: once the reader tries a move of their own in the middle of an example, a
// note says where their moves left the example (and how the example goes on there) with a "Back to the example"
// button. Text goes in with textContent only.
import { button, h, setText } from './dom.js';
import { addMessages } from './i18n/index.js';

// The note's English messages, added to the widget's English catalogue (i18n/index.js addMessages) when this module
// loads, the first time a reader tries a move. The German ones are in i18n/de.js.
addMessages({
  branchFrom: (label, move) => `You are trying your own moves here; the example continues with ${label} ${move}.`,
  branchAtEnd: 'You are trying your own moves after the end of the example.',
  backToExample: 'Back to the example',
  backToExampleLabel: 'Back to the example: its moves, at the move where you left it',
});

/** onBack: called by the button (the widget's reset()). */
export function createBranchBar(onBack) {
  const note = h('span', { class: 'branch-text' });
  const back = button('back-example', onBack);
  const el = h('div', { class: 'branch', hidden: true }, note, back);

  /** branch: the step where the reader's first own move was played (null: following the example);
   * baseRows: the example's explain rows (its own line). */
  function update({ msgs, branch, baseRows }) {
    el.hidden = branch === null || branch === undefined || !baseRows;
    if (el.hidden) return;
    const next = baseRows[branch];
    const said = next && next.legal !== false ? next.move : null;
    setText(note, next && said ? msgs.branchFrom(next.label, said) : msgs.branchAtEnd);
    setText(back, msgs.backToExample);
    back.setAttribute('aria-label', msgs.backToExampleLabel);
  }
  return { el, update };
}
