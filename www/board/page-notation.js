// For the Xiangqi rule page: buttons with data-set-notation choose how every board writes moves (the
// <arbiter-board> attribute `notation`: wxf, chinese, iccs). The choice is kept in the URL (?notation=chinese).
const NOTATIONS = ['wxf', 'chinese', 'chinese-traditional', 'iccs'];

function apply(notation) {
  if (!NOTATIONS.includes(notation)) notation = 'wxf';
  for (const b of document.querySelectorAll('[data-set-notation]')) {
    b.setAttribute('aria-pressed', b.getAttribute('data-set-notation') === notation ? 'true' : 'false');
  }
  for (const board of document.querySelectorAll('arbiter-board')) board.setAttribute('notation', notation);
}

apply(new URLSearchParams(location.search).get('notation'));
for (const b of document.querySelectorAll('[data-set-notation]')) {
  b.addEventListener('click', () => {
    const notation = b.getAttribute('data-set-notation');
    apply(notation);
    const url = new URL(location.href);
    url.searchParams.set('notation', notation);
    history.replaceState(null, '', url);
  });
}
