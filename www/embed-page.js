// embed.html: each code box's Copy button puts the box's text on the clipboard, as a reader would select it, and
// says so in the page's language (the button and a polite status line). Where the clipboard cannot be written (an
// insecure page, a refused permission), the box's text is selected instead, for Ctrl+C.
const DONE = { en: 'Copied', de: 'Kopiert', 'zh-Hans': '已复制', 'zh-Hant': '已複製' };
const SELECTED = {
  en: 'Selected: press Ctrl+C to copy',
  de: 'Markiert: zum Kopieren Strg+C drücken',
  'zh-Hans': '已选中：按 Ctrl+C 复制',
  'zh-Hant': '已選取：按 Ctrl+C 複製',
};
const say = (table) => table[document.documentElement.lang] || table.en;

function select(pre) {
  const range = document.createRange();
  range.selectNodeContents(pre);
  const sel = getSelection();
  sel.removeAllRanges();
  sel.addRange(range);
}

for (const button of document.querySelectorAll('button[data-copy]')) {
  const pre = document.getElementById(button.getAttribute('data-copy'));
  if (!pre) continue;
  button.addEventListener('click', async () => {
    const status = document.getElementById('copy-status');
    let text;
    try {
      await navigator.clipboard.writeText(pre.textContent);
      text = say(DONE);
      button.setAttribute('data-state', 'done');
    } catch {
      select(pre);
      pre.focus();
      text = say(SELECTED);
      button.setAttribute('data-state', 'selected');
    }
    if (status) status.textContent = text;
    setTimeout(() => button.removeAttribute('data-state'), 2000);
  });
}
