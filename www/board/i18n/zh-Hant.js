// <arbiter-board> 每個棋盤都用到的中文（繁體）文字，以及分享面板和“自己試走”提示的文字；各遊戲自己的文字在其資料夾中
// （board/games/<game>/zh-Hant.js）。鍵與 ./en.js、./de.js 相同。純文本，從不當作 HTML。
// 簡體版 ./zh-Hans.js 的鍵和順序與本檔案相同。

// 術語表：每個規則術語一個詞，與引擎的訊息（src/*/messages.rs 中的 GLOSSARY_ZH_HANT）、中文規則頁和例題文字一致
// （tests/js/glossary.test.mjs 檢查這一點，並列出不應使用的詞）。
// 棋盤的按鍵（Tab 鍵的一站），在下面每個遊戲的幫助中列出。
export const keys = (cursor) => `棋盤上的按鍵（Tab 鍵的一站）：方向鍵移動游標${cursor}，Enter 拿起和放下棋子，Escape 取消；Page Up / Page Down 後退 / 前進一步，Home / End 到開局 / 最後一步；F 翻轉棋盤，R 回到例題。A 依次轉到例題自帶的控制項（可試走的著法、自動播放、章節）。`;

export const glossary = {
  chase: '捉', // AXF 的“捉”，以及 ISF 11 的持續追擊
  chased: '被捉',
  perpetualCheck: '長將',
  perpetualChase: '長捉',
  idle: '閒', // 閒著
  refused: '不允許：',
  general: '將（帥）', // 象棋
  advisor: '士（仕）',
};

export default {
  glossary,
  controls: '逐步檢視著法',
  first: '開始',
  back: '後退',
  forward: '前進',
  last: '最後',
  firstLabel: '回到開始局面',
  backLabel: '後退一步',
  forwardLabel: '前進一步',
  lastLabel: '到最後一步',
  reset: '重置',
  resetLabel: '重置：回到例題',
  flip: '翻轉',
  flipLabel: '翻轉棋盤',
  colLabel: '步',
  colPiece: '棋子',
  red: '紅方',
  blue: '藍方',
  toMove: (side) => `輪到${side}走棋`,
  atStart: '開始局面',
  after: (label, move) => `${label}（${move}）之後`,
  stepOf: (step, total) => `第 ${step} 步，共 ${total} 步`,
  loading: '正在載入規則引擎…',
  checking: (n) => `正在檢查 ${n} 步著法…`,
  checkingOnPage: (n) =>
    `正在本頁內檢查 ${n} 步著法（本頁不允許引擎使用自己的 Web Worker）：檢查完成前頁面不會回應…`,
  engineTimedOut: (seconds) =>
    `規則引擎在 ${seconds} 秒內沒有回答，已重新啟動。請更改著法再試一次。`,
  exampleTimedOut: (seconds) => `${seconds} 秒內沒有回應`,
  updateReady: '本網站的新版本已經就緒。本頁在重新載入之前保持開啟時的版本。',
  updateReload: '重新載入',
  pages: '著法表的分頁',
  pagePrev: '較早的著法',
  pageNext: '較晚的著法',
  pageShown: (from, to, total) => `第 ${from}–${to} 步，共 ${total} 步`,
  noEngine:
    '無法檢查著法：規則引擎（WebAssembly）無法在此瀏覽器或此頁面上啟動。棋盤只顯示局面。',
  engineFileFailed: (file, status) =>
    `無法檢查著法：規則引擎的檔案 ${file} 無法載入（${status}）。棋盤只顯示局面。`,
  boardFileFailed: (file, status) => `無法繪製棋盤：它的檔案 ${file} 無法載入（${status}）。`,
  fileNoAnswer: '沒有回應：處於離線狀態，或者是另一網站的伺服器未傳送 Access-Control-Allow-Origin 標頭',
  movesListed: (moves) => `例題的著法：${moves}`,
  attrTooLong: (name, length, max) =>
    `已忽略 ${name} 屬性：它長 ${length.toLocaleString('zh')} 個字元（最多 ${max.toLocaleString('zh')} 個）。`,
  badInput: '無法顯示此棋盤：',
  exampleFailed: (what) => `無法載入例題檔案（${what}）。`,
  docError: (why) => `無法顯示例題檔案：${why}`,
  docProblem: (line, why) => `例題檔案第 ${line} 行有錯誤：${why}`,
  tries: '可在此試走的著法',
  tryMove: (move) => `試走 ${move}`,
  picked: (square, piece, targets) =>
    targets.length
      ? `已拿起 ${square} 上的${piece}。可走到：${targets.join('、')}。`
      : `已拿起 ${square} 上的${piece}。它現在沒有合法著法。`,
  cancelled: '已取消著法。',
  drawFrom: (square) => `從 ${square} 開始畫：移到箭頭終點按 M（在此處再按 M：標記該格）。`,
  drawnArrow: (from, to) => `已畫箭頭：${from} 到 ${to}。`,
  drawnMark: (square) => `已標記 ${square}。`,
  played: (label, move) => `已走 ${label} ${move}。`,
  refused: glossary.refused,
  pieceLabel: (side, piece) => `${side}${piece}`,
  empty: '空',
  target: '可走到',
  selected: '已拿起',
  gameOver: '對局結束：',
  edit: '編輯',
  editLabel: '編輯局面：擺放和移除棋子',
  editor: '編輯局面',
  sideToMove: '走棋方',
  cleared: '棋盤已清空。',
  toMoveSet: (side) => `輪到${side}走棋。`,
  share: '複製和分享',
  outPosition: '局面文本',
  outLink: '分享連結（開啟此刻：局面、著法、顯示的步數和被拒絕的著法）',
  outEmbed: '嵌入程式碼（用於您網頁的 HTML）',
  outFrame: 'iframe 程式碼（用於允許 iframe 但不允許指令碼的論壇和網站）',
  frameTitle: 'Arbiter 棋盤',
  saveImage: '儲存圖片',
  saveSvg: 'SVG',
  savePng: 'PNG',
  saveLabel: (format) => `將顯示的棋盤儲存為 ${format} 圖片`,
  imageSaved: (name) => `已儲存 ${name}。`,
  imageFailed: (why) => `無法在此頁面上生成圖片：${why}`,
  copy: '複製',
  copyLabel: (what) => `複製：${what}`,
  copied: '已複製。',
  copyFailed: '此處不允許複製：文本已選中，請用鍵盤或選單複製。',
  black: '黑方',
  // 例題中途自己試走（board/branch.js）
  branchFrom: (label, move) => `您在這裡試走自己的著法；例題接下來是 ${label} ${move}。`,
  branchAtEnd: '您在例題結束後試走自己的著法。',
  backToExample: '回到例題',
  backToExampleLabel: '回到例題：它的著法，停在您離開它的那一步',
  // board/annotated.js
  chapter: '例題',
  chapterN: (n) => `例題 ${n}`,
  play: '播放',
  pause: '暫停',
  playLabel: '逐步播放著法',
  speed: '速度',
  speeds: ['慢', '中', '快'],
  arrowSaid: (from, to) => `箭頭 ${from} 到 ${to}`,
  markedSaid: (squares) => `標記：${squares}`,
};
