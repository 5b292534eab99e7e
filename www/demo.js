// The playground: the form sets the <arbiter-board>'s attributes; the board's events are listed below it.
// Every text goes into the page through textContent or setAttribute, never as HTML.
const $ = (id) => document.getElementById(id);
const board = $('board');

$('form').addEventListener('submit', (e) => {
  e.preventDefault();
  board.setAttribute('rules', $('rules').value);
  board.setAttribute('lang', $('lang').value);
  board.setAttribute('moves', $('moves').value);
  board.setAttribute('position', $('position').value.trim());
});

function log(text) {
  const li = document.createElement('li');
  li.textContent = text;
  $('log').prepend(li);
  while ($('log').children.length > 50) $('log').lastElementChild.remove();
}

board.addEventListener('verdict', (e) => {
  const v = e.detail.verdict;
  log(`verdict ${e.detail.move}: ${v.legal ? 'legal' : `illegal (${v.rule})`}`);
});
board.addEventListener('move', (e) => {
  log(`move ${e.detail.label} ${e.detail.move}`);
  $('moves').value = e.detail.moves.join(' ');
});
board.addEventListener('positionchange', (e) => {
  log(`positionchange step ${e.detail.step}: ${e.detail.position}`);
});
