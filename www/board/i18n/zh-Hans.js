// <arbiter-board> 每个棋盘都用到的中文（简体）文字，以及分享面板和“自己试走”提示的文字；各游戏自己的文字在其文件夹中
// （board/games/<game>/zh-Hans.js）。键与 ./en.js、./de.js 相同。纯文本，从不当作 HTML。
// 繁体版 ./zh-Hant.js 的键和顺序与本文件相同。

// 术语表：每个规则术语一个词，与引擎的消息（src/*/messages.rs 中的 GLOSSARY_ZH_HANS）、中文规则页和例题文字一致
// （tests/js/glossary.test.mjs 检查这一点，并列出不应使用的词）。
// 棋盘的按键（Tab 键的一站），在下面每个游戏的帮助中列出。
export const keys = (cursor) => `棋盘上的按键（Tab 键的一站）：方向键移动光标${cursor}，Enter 拿起和放下棋子，Escape 取消；Page Up / Page Down 后退 / 前进一步，Home / End 到开局 / 最后一步；F 翻转棋盘，R 回到例题。A 依次转到例题自带的控件（可试走的着法、自动播放、章节）。`;

export const glossary = {
  chase: '捉', // AXF 的“捉”，以及 ISF 11 的持续追击
  chased: '被捉',
  perpetualCheck: '长将',
  perpetualChase: '长捉',
  idle: '闲', // 闲着
  refused: '不允许：',
  general: '将（帅）', // 象棋
  advisor: '士（仕）',
};

export default {
  glossary,
  controls: '逐步查看着法',
  first: '开始',
  back: '后退',
  forward: '前进',
  last: '最后',
  firstLabel: '回到开始局面',
  backLabel: '后退一步',
  forwardLabel: '前进一步',
  lastLabel: '到最后一步',
  reset: '重置',
  resetLabel: '重置：回到例题',
  flip: '翻转',
  flipLabel: '翻转棋盘',
  colLabel: '步',
  colPiece: '棋子',
  red: '红方',
  blue: '蓝方',
  toMove: (side) => `轮到${side}走棋`,
  atStart: '开始局面',
  after: (label, move) => `${label}（${move}）之后`,
  stepOf: (step, total) => `第 ${step} 步，共 ${total} 步`,
  loading: '正在加载规则引擎…',
  checking: (n) => `正在检查 ${n} 步着法…`,
  checkingOnPage: (n) =>
    `正在本页内检查 ${n} 步着法（本页不允许引擎使用自己的 Web Worker）：检查完成前页面不会响应…`,
  engineTimedOut: (seconds) =>
    `规则引擎在 ${seconds} 秒内没有回答，已重新启动。请更改着法再试一次。`,
  exampleTimedOut: (seconds) => `${seconds} 秒内没有回应`,
  updateReady: '本网站的新版本已经就绪。本页在重新载入之前保持打开时的版本。',
  updateReload: '重新载入',
  pages: '着法表的分页',
  pagePrev: '较早的着法',
  pageNext: '较晚的着法',
  pageShown: (from, to, total) => `第 ${from}–${to} 步，共 ${total} 步`,
  noEngine:
    '无法检查着法：规则引擎（WebAssembly）无法在此浏览器或此页面上启动。棋盘只显示局面。',
  engineFileFailed: (file, status) =>
    `无法检查着法：规则引擎的文件 ${file} 无法加载（${status}）。棋盘只显示局面。`,
  boardFileFailed: (file, status) => `无法绘制棋盘：它的文件 ${file} 无法加载（${status}）。`,
  fileNoAnswer: '没有回应：处于离线状态，或者是另一网站的服务器未发送 Access-Control-Allow-Origin 标头',
  movesListed: (moves) => `例题的着法：${moves}`,
  attrTooLong: (name, length, max) =>
    `已忽略 ${name} 属性：它长 ${length.toLocaleString('zh')} 个字符（最多 ${max.toLocaleString('zh')} 个）。`,
  badInput: '无法显示此棋盘：',
  exampleFailed: (what) => `无法加载例题文件（${what}）。`,
  docError: (why) => `无法显示例题文件：${why}`,
  docProblem: (line, why) => `例题文件第 ${line} 行有错误：${why}`,
  tries: '可在此试走的着法',
  tryMove: (move) => `试走 ${move}`,
  picked: (square, piece, targets) =>
    targets.length
      ? `已拿起 ${square} 上的${piece}。可走到：${targets.join('、')}。`
      : `已拿起 ${square} 上的${piece}。它现在没有合法着法。`,
  cancelled: '已取消着法。',
  drawFrom: (square) => `从 ${square} 开始画：移到箭头终点按 M（在此处再按 M：标记该格）。`,
  drawnArrow: (from, to) => `已画箭头：${from} 到 ${to}。`,
  drawnMark: (square) => `已标记 ${square}。`,
  played: (label, move) => `已走 ${label} ${move}。`,
  refused: glossary.refused,
  pieceLabel: (side, piece) => `${side}${piece}`,
  empty: '空',
  target: '可走到',
  selected: '已拿起',
  gameOver: '对局结束：',
  edit: '编辑',
  editLabel: '编辑局面：摆放和移除棋子',
  editor: '编辑局面',
  sideToMove: '走棋方',
  cleared: '棋盘已清空。',
  toMoveSet: (side) => `轮到${side}走棋。`,
  share: '复制和分享',
  outPosition: '局面文本',
  outLink: '分享链接（打开此刻：局面、着法、显示的步数和被拒绝的着法）',
  outEmbed: '嵌入代码（用于您网页的 HTML）',
  outFrame: 'iframe 代码（用于允许 iframe 但不允许脚本的论坛和网站）',
  frameTitle: 'Arbiter 棋盘',
  saveImage: '保存图片',
  saveSvg: 'SVG',
  savePng: 'PNG',
  saveLabel: (format) => `将显示的棋盘保存为 ${format} 图片`,
  imageSaved: (name) => `已保存 ${name}。`,
  imageFailed: (why) => `无法在此页面上生成图片：${why}`,
  copy: '复制',
  copyLabel: (what) => `复制：${what}`,
  copied: '已复制。',
  copyFailed: '此处不允许复制：文本已选中，请用键盘或菜单复制。',
  black: '黑方',
  // 例题中途自己试走（board/branch.js）
  branchFrom: (label, move) => `您在这里试走自己的着法；例题接下来是 ${label} ${move}。`,
  branchAtEnd: '您在例题结束后试走自己的着法。',
  backToExample: '回到例题',
  backToExampleLabel: '回到例题：它的着法，停在您离开它的那一步',
  // board/annotated.js
  chapter: '例题',
  chapterN: (n) => `例题 ${n}`,
  play: '播放',
  pause: '暂停',
  playLabel: '逐步播放着法',
  speed: '速度',
  speeds: ['慢', '中', '快'],
  arrowSaid: (from, to) => `箭头 ${from} 到 ${to}`,
  markedSaid: (squares) => `标记：${squares}`,
};
