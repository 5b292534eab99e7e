// The words of the playground (index.html, demo.js) and of the shared-board pages (view.html, frame.html:
// viewer.js) in the site's four languages: en, de, zh-Hans (simplified
// characters) and zh-Hant (traditional). index.html holds the English; elements marked data-t="key" (their
// text), data-t-label="key" (aria-label) and data-t-placeholder="key" get the chosen language's (applyPageText).
// A text may mark *strong* and `code` parts: they become <strong> and <code> elements made with createElement,
// never HTML. The engine's own answers (verdicts, errors) come in the language the engine is asked for.

const en = {
  viewTitle: 'A shared board – Arbiter',
  viewH1: ': a shared board',
  viewEdit: 'Open in the playground (edit, paste, share)',
  viewStratego: 'Stratego rules',
  viewXiangqi: 'Xiangqi rules',
  viewBogen: 'Bogenschach rules',
  viewEmbed: 'Put a board on your page',
  viewNote: 'Share links from Arbiter boards open here, at the move they were shared at. Without a link this page '
    + 'shows an example of the More-Squares Rule (ISF 11).',
  frameTitle: 'Arbiter board',
  frameH1: 'Arbiter board',
  frameOpen: 'Arbiter: open this board on its own page ↗',
  title: 'Arbiter playground: Stratego and Xiangqi rules',
  h1: 'Arbiter playground: Stratego, Xiangqi and Bogenschach rules',
  navLabel: 'Pages',
  navTwo: 'The Two-Squares Rule (ISF 10)',
  navMore: 'The More-Squares Rule (ISF 11)',
  navXiangqi: 'Xiangqi (AXF)',
  navAxf: 'The AXF rulebook, diagram by diagram',
  navBogen: 'Bogenschach (archery chess)',
  navEmbed: 'Put a board on your page',
  navDocs: 'The example document format',
  navFormats: 'Notations and API',
  intro: 'Set up a position (type it, paste it, or edit it on the board with *Edit*), give the moves played, then '
    + 'step through them and try moves: the rules engine says whether each move is legal and why. *Copy and share*, '
    + 'next to or under the board, gives the position text, a link that opens the moment shown (the position, the '
    + 'moves, the step and a refused move), the HTML to put the board on your own page, an iframe for forums that '
    + 'allow no scripts, and *Save image* (SVG or PNG) for forums that take only pictures. The address bar follows '
    + 'the board, so it is a share link too.',
  gameH2: 'Game and position',
  game: 'Game',
  rules: 'Rules',
  language: 'Language',
  position: 'Position (blank for the start)',
  moves: 'Moves played (separated by spaces; moves that contain a space, such as `@e4 Nf3`, by semicolons)',
  show: 'Show on the board',
  pasteH2: 'Paste a position or a game',
  pasteLabel: 'A position of any game, or a whole game record (PGN, DhtmlXQ, a UCCI `position` line, a FEN and its '
    + 'moves, a numbered move list, Gravon\'s StraDoS2 XML); another game\'s record switches the game',
  load: 'Load',
  file: 'or a file (UTF-8, GBK or Big5)',
  pasteNote: 'The engine reads what you paste; if it cannot, it says why and the board keeps what it showed.',
  authorH2: 'Write an example document',
  authorIntro: 'Turn the board into an annotated example for your page: your moves on the board become the '
    + 'example\'s moves; comment the move shown, draw arrows and mark squares, add moves for readers to try (the '
    + 'engine checks each), ask them as a quiz, and put several examples (chapters) in one document. Then export '
    + 'the document, the snippet for your page, a share link or an iframe.',
  authorStart: 'Start writing with the board as it stands',
  exportH2: 'Copy the game as a record',
  exportIntro: 'The game on the board (its position, its moves and the comments of a record pasted above) written '
    + 'in a record format, to paste into a forum or a program. With the verdicts, the engine\'s report is in its '
    + 'comments: each refused move, each repetition, perpetual check or chase, the ruling that a side must vary, '
    + 'the end of the game.',
  exportFormat: 'Format',
  exportVerdicts: 'with the engine\'s verdicts as comments',
  exportWrite: 'Write and copy',
  exportText: 'The record',
  exportCopied: 'Written and copied to the clipboard.',
  exportShown: 'Written: select the text above and copy it.',
  exportNone: (game) => `${game} is written in no record format.`,
  exportFailed: (message) => `Not written: ${message}`,
  eventsH2: 'Events',
  logLabel: 'Events from the board',
  logVerdict: (move, legal, rule) => `verdict ${move}: ${legal ? 'legal' : `illegal (${rule})`}`,
  logMove: (label, move) => `move ${label} ${move}`,
  logPosition: (step, position) => `position at step ${step}: ${position}`,
  notLoaded: 'Not loaded: this page could not load its paste reader (paste.js).',
  gameTitles: { stratego: 'Stratego (ISF rules)', xiangqi: 'Xiangqi (AXF rules)', bogenschach: 'Bogenschach (archery chess)' },
  rulesAbout: {
    isf: 'ISF game rules: Two-Squares Rule (limit 5) and More-Squares Rule',
    jumbo: 'the Two-Squares Rule only (no More-Squares Rule)',
    axf: 'Asian Xiangqi Federation rules, perpetual check and chase included',
    stuttgart: 'the Stuttgart rules: a mated player still shoots before he loses',
    'immediate-mate': 'the chess reading of mate: a player mated by the opponent\'s move loses at once',
  },
  positionFormat: {
    stratego: 'Arbiter text (docs/stratego-notation.md) or a Gravon field',
    xiangqi: 'FEN',
    bogenschach: 'FEN',
  },
};

const de = {
  viewTitle: 'Ein geteiltes Brett – Arbiter',
  viewH1: ': ein geteiltes Brett',
  viewEdit: 'Im Spielplatz öffnen (bearbeiten, einfügen, teilen)',
  viewStratego: 'Regeln für Stratego',
  viewXiangqi: 'Regeln für Xiangqi',
  viewBogen: 'Regeln für Bogenschach',
  viewEmbed: 'Ein Brett auf der eigenen Seite',
  viewNote: 'Links zum Teilen von Arbiter-Brettern öffnen sich hier, beim Zug, bei dem sie geteilt wurden. Ohne Link '
    + 'zeigt diese Seite ein Beispiel der Mehr-Feld-Regel (ISF 11).',
  frameTitle: 'Arbiter-Brett',
  frameH1: 'Arbiter-Brett',
  frameOpen: 'Arbiter: dieses Brett auf einer eigenen Seite öffnen ↗',
  title: 'Arbiter-Spielplatz: Regeln für Stratego und Xiangqi',
  h1: 'Arbiter-Spielplatz: Regeln für Stratego, Xiangqi und Bogenschach',
  navLabel: 'Seiten',
  navTwo: 'Die Zwei-Feld-Regel (ISF 10)',
  navMore: 'Die Mehr-Feld-Regel (ISF 11)',
  navXiangqi: 'Xiangqi (AXF)',
  navAxf: 'Das AXF-Regelbuch, Diagramm für Diagramm',
  navBogen: 'Bogenschach',
  navEmbed: 'Ein Brett auf der eigenen Seite',
  navDocs: 'Das Format der Beispieldokumente',
  navFormats: 'Notationen und API',
  intro: 'Eine Stellung aufbauen (eintippen, einfügen oder auf dem Brett mit *Bearbeiten* ändern), die gespielten '
    + 'Züge angeben, dann durch sie schalten und Züge ausprobieren: die Regel-Engine sagt zu jedem Zug, ob er erlaubt '
    + 'ist und warum. *Kopieren und teilen*, neben oder unter dem Brett, gibt den Stellungstext, einen Link, der genau '
    + 'den gezeigten Moment öffnet (Stellung, Züge, Schritt und einen abgelehnten Zug), das HTML für ein Brett auf der '
    + 'eigenen Seite, ein iframe für Foren ohne Skripte und *Bild speichern* (SVG oder PNG) für Foren, die nur Bilder '
    + 'annehmen. Die Adresszeile folgt dem Brett und ist damit ebenfalls ein Link zum Teilen.',
  gameH2: 'Spiel und Stellung',
  game: 'Spiel',
  rules: 'Regeln',
  language: 'Sprache',
  position: 'Stellung (leer für die Anfangsstellung)',
  moves: 'Gespielte Züge (durch Leerzeichen getrennt; Züge mit einem Leerzeichen wie `@e4 Nf3` durch Semikolons)',
  show: 'Auf dem Brett zeigen',
  pasteH2: 'Eine Stellung oder eine Partie einfügen',
  pasteLabel: 'Eine Stellung eines beliebigen Spiels oder eine ganze Partie (PGN, DhtmlXQ, eine UCCI-Zeile '
    + '`position`, ein FEN mit seinen Zügen, eine nummerierte Zugliste, StraDoS2-XML von Gravon); die Partie eines '
    + 'anderen Spiels wechselt das Spiel',
  load: 'Laden',
  file: 'oder eine Datei (UTF-8, GBK oder Big5)',
  pasteNote: 'Die Engine liest, was eingefügt wird; kann sie es nicht, sagt sie warum, und das Brett behält, was es zeigte.',
  authorH2: 'Ein Beispieldokument schreiben',
  authorIntro: 'Machen Sie aus dem Brett ein kommentiertes Beispiel für Ihre Seite: Ihre Züge auf dem Brett werden '
    + 'die Züge des Beispiels; kommentieren Sie den gezeigten Zug, zeichnen Sie Pfeile, markieren Sie Felder, fügen '
    + 'Sie Züge zum Ausprobieren hinzu (die Engine prüft jeden), stellen Sie sie als Quiz und legen Sie mehrere '
    + 'Beispiele (Kapitel) in ein Dokument. Dann exportieren Sie das Dokument, den Code für Ihre Seite, einen Link '
    + 'oder ein Iframe.',
  authorStart: 'Mit dem Brett, wie es steht, beginnen',
  exportH2: 'Die Partie als Aufzeichnung kopieren',
  exportIntro: 'Die Partie auf dem Brett (Stellung, Züge und die Kommentare einer oben eingefügten Aufzeichnung) in '
    + 'einem Aufzeichnungsformat, zum Einfügen in ein Forum oder ein Programm. Mit den Urteilen steht der Bericht der '
    + 'Engine in den Kommentaren: jeder abgelehnte Zug, jede Wiederholung, jedes Dauerschach und jede Dauerverfolgung, '
    + 'der Spruch, dass eine Seite abweichen muss, und das Ende der Partie.',
  exportFormat: 'Format',
  exportVerdicts: 'mit den Urteilen der Engine als Kommentare',
  exportWrite: 'Schreiben und kopieren',
  exportText: 'Die Aufzeichnung',
  exportCopied: 'Geschrieben und in die Zwischenablage kopiert.',
  exportShown: 'Geschrieben: den Text oben markieren und kopieren.',
  exportNone: (game) => `${game} wird in keinem Aufzeichnungsformat geschrieben.`,
  exportFailed: (message) => `Nicht geschrieben: ${message}`,
  eventsH2: 'Ereignisse',
  logLabel: 'Ereignisse des Bretts',
  logVerdict: (move, legal, rule) => `Urteil ${move}: ${legal ? 'erlaubt' : `nicht erlaubt (${rule})`}`,
  logMove: (label, move) => `Zug ${label} ${move}`,
  logPosition: (step, position) => `Stellung bei Schritt ${step}: ${position}`,
  notLoaded: 'Nicht geladen: diese Seite konnte ihren Leser für Eingefügtes (paste.js) nicht laden.',
  gameTitles: { stratego: 'Stratego (ISF-Regeln)', xiangqi: 'Xiangqi (AXF-Regeln)', bogenschach: 'Bogenschach' },
  rulesAbout: {
    isf: 'Spielregeln der ISF: Zwei-Feld-Regel (Grenze 5) und Mehr-Feld-Regel',
    jumbo: 'nur die Zwei-Feld-Regel (keine Mehr-Feld-Regel)',
    axf: 'Regeln der Asiatischen Xiangqi-Föderation, mit Dauerschach und Dauerverfolgung',
    stuttgart: 'die Stuttgarter Regeln: wer mattgesetzt ist, schießt noch, bevor er verliert',
    'immediate-mate': 'Matt wie im Schach: wer durch den Zug des Gegners mattgesetzt ist, verliert sofort',
  },
  positionFormat: {
    stratego: 'Arbiter-Text (docs/stratego-notation.md) oder ein Gravon-Feld',
    xiangqi: 'FEN',
    bogenschach: 'FEN',
  },
};

const zhHans = {
  viewTitle: '分享的棋盘 – Arbiter',
  viewH1: '：分享的棋盘',
  viewEdit: '在试玩场中打开（编辑、粘贴、分享）',
  viewStratego: 'Stratego 规则',
  viewXiangqi: '象棋规则',
  viewBogen: '弓箭国际象棋规则',
  viewEmbed: '嵌入棋盘',
  viewNote: 'Arbiter 棋盘的分享链接在这里打开，停在分享时的那一步。没有链接时，此页面显示多格规则（ISF 11）的一个例子。',
  frameTitle: 'Arbiter 棋盘',
  frameH1: 'Arbiter 棋盘',
  frameOpen: 'Arbiter：在单独的页面打开这个棋盘 ↗',
  title: 'Arbiter 试玩场：Stratego 与象棋规则',
  h1: 'Arbiter 试玩场：Stratego、象棋与弓箭国际象棋的规则',
  navLabel: '页面',
  navTwo: '两格规则（ISF 10）',
  navMore: '多格规则（ISF 11）',
  navXiangqi: '象棋：长将与长捉（AXF）',
  navAxf: 'AXF 规则书，逐图讲解',
  navBogen: '弓箭国际象棋（Bogenschach）',
  navEmbed: '嵌入棋盘',
  navDocs: '示例文档的格式',
  navFormats: '记法与 API',
  intro: '摆出一个局面（输入、粘贴，或在棋盘上用*编辑*修改），填入已走的着法，然后逐步查看并试走：规则引擎会说明每步棋是否合法以及原因。'
    + '棋盘旁边或下方的*复制与分享*提供局面文本、打开当前时刻的链接（局面、着法、步数和被拒绝的着法）、把棋盘放到你自己网页上的 HTML、'
    + '供不允许脚本的论坛使用的 iframe，以及供只接受图片的论坛使用的*保存图片*（SVG 或 PNG）。地址栏跟随棋盘变化，所以它也是分享链接。',
  gameH2: '棋类与局面',
  game: '棋类',
  rules: '规则',
  language: '语言',
  position: '局面（留空为开局）',
  moves: '已走的着法（用空格分隔；含空格的着法，如 `@e4 Nf3`，用分号分隔）',
  show: '在棋盘上显示',
  pasteH2: '粘贴局面或棋谱',
  pasteLabel: '任何棋类的局面，或整局棋谱（PGN、DhtmlXQ、UCCI 的 `position` 行、FEN 及其着法、带编号的着法列表、Gravon 的 '
    + 'StraDoS2 XML）；其他棋类的棋谱会切换棋类',
  load: '加载',
  file: '或选择文件（UTF-8、GBK 或 Big5）',
  pasteNote: '引擎会读取你粘贴的内容；读不了时会说明原因，棋盘保持原样。',
  authorH2: '编写示例文档',
  authorIntro: '把棋盘变成可放到你网页上的带注释示例：你在棋盘上走的着法就是示例的着法；为当前着法写注释，画箭头、标记格子，'
    + '添加供读者尝试的着法（引擎逐一检查），把它们作为测验，并在一个文档中放入多个示例（章节）。然后导出文档、网页代码、分享链接或 iframe。',
  authorStart: '以棋盘当前局面开始编写',
  exportH2: '把对局复制为棋谱',
  exportIntro: '棋盘上的对局（局面、着法，以及上面粘贴的棋谱中的注释）写成棋谱格式，可粘贴到论坛或软件中。'
    + '选择附上裁决时，引擎的裁判报告写在注释里：每个被拒绝的着法、每次重复局面、长将或长捉、一方必须变着的裁决，以及对局结束。',
  exportFormat: '格式',
  exportVerdicts: '把引擎的裁决写成注释',
  exportWrite: '生成并复制',
  exportText: '棋谱',
  exportCopied: '已生成并复制到剪贴板。',
  exportShown: '已生成：请选中上面的文本并复制。',
  exportNone: (game) => `${game}没有可写出的棋谱格式。`,
  exportFailed: (message) => `未能生成：${message}`,
  eventsH2: '事件',
  logLabel: '棋盘的事件',
  logVerdict: (move, legal, rule) => `裁决 ${move}：${legal ? '合法' : `不合法（${rule}）`}`,
  logMove: (label, move) => `着法 ${label} ${move}`,
  logPosition: (step, position) => `第 ${step} 步的局面：${position}`,
  notLoaded: '未加载：此页面无法加载粘贴读取程序（paste.js）。',
  gameTitles: { stratego: 'Stratego（西洋军棋，ISF 规则）', xiangqi: '象棋（AXF 规则）', bogenschach: '弓箭国际象棋（Bogenschach）' },
  rulesAbout: {
    isf: 'ISF 比赛规则：两格规则（上限 5）和多格规则',
    jumbo: '只用两格规则（不用多格规则）',
    axf: '亚洲象棋联合会规则，包括长将和长捉',
    stuttgart: '斯图加特规则：被将死的一方在输棋之前仍可射击',
    'immediate-mate': '按国际象棋理解将死：被对方着法将死的一方立即输棋',
  },
  positionFormat: {
    stratego: 'Arbiter 文本（docs/stratego-notation.md）或 Gravon 的棋盘字段',
    xiangqi: 'FEN',
    bogenschach: 'FEN',
  },
};

const zhHant = {
  viewTitle: '分享的棋盤 – Arbiter',
  viewH1: '：分享的棋盤',
  viewEdit: '在試玩場中開啟（編輯、貼上、分享）',
  viewStratego: 'Stratego 規則',
  viewXiangqi: '象棋規則',
  viewBogen: '弓箭國際象棋規則',
  viewEmbed: '嵌入棋盤',
  viewNote: 'Arbiter 棋盤的分享連結在這裡開啟，停在分享時的那一步。沒有連結時，此頁面顯示多格規則（ISF 11）的一個例子。',
  frameTitle: 'Arbiter 棋盤',
  frameH1: 'Arbiter 棋盤',
  frameOpen: 'Arbiter：在單獨的頁面開啟這個棋盤 ↗',
  title: 'Arbiter 試玩場：Stratego 與象棋規則',
  h1: 'Arbiter 試玩場：Stratego、象棋與弓箭國際象棋的規則',
  navLabel: '頁面',
  navTwo: '兩格規則（ISF 10）',
  navMore: '多格規則（ISF 11）',
  navXiangqi: '象棋：長將與長捉（AXF）',
  navAxf: 'AXF 規則書，逐圖講解',
  navBogen: '弓箭國際象棋（Bogenschach）',
  navEmbed: '嵌入棋盤',
  navDocs: '示例文件的格式',
  navFormats: '記法與 API',
  intro: '擺出一個局面（輸入、貼上，或在棋盤上用*編輯*修改），填入已走的著法，然後逐步查看並試走：規則引擎會說明每步棋是否合法以及原因。'
    + '棋盤旁邊或下方的*複製與分享*提供局面文字、開啟當前時刻的連結（局面、著法、步數和被拒絕的著法）、把棋盤放到你自己網頁上的 HTML、'
    + '供不允許腳本的論壇使用的 iframe，以及供只接受圖片的論壇使用的*儲存圖片*（SVG 或 PNG）。網址列跟隨棋盤變化，所以它也是分享連結。',
  gameH2: '棋類與局面',
  game: '棋類',
  rules: '規則',
  language: '語言',
  position: '局面（留空為開局）',
  moves: '已走的著法（用空格分隔；含空格的著法，如 `@e4 Nf3`，用分號分隔）',
  show: '在棋盤上顯示',
  pasteH2: '貼上局面或棋譜',
  pasteLabel: '任何棋類的局面，或整局棋譜（PGN、DhtmlXQ、UCCI 的 `position` 行、FEN 及其著法、帶編號的著法列表、Gravon 的 '
    + 'StraDoS2 XML）；其他棋類的棋譜會切換棋類',
  load: '載入',
  file: '或選擇檔案（UTF-8、GBK 或 Big5）',
  pasteNote: '引擎會讀取你貼上的內容；讀不了時會說明原因，棋盤保持原樣。',
  authorH2: '編寫示例文件',
  authorIntro: '把棋盤變成可放到你網頁上的帶註釋示例：你在棋盤上走的著法就是示例的著法；為目前著法寫註釋，畫箭頭、標記格子，'
    + '新增供讀者嘗試的著法（引擎逐一檢查），把它們作為測驗，並在一個文件中放入多個示例（章節）。然後匯出文件、網頁程式碼、分享連結或 iframe。',
  authorStart: '以棋盤目前局面開始編寫',
  exportH2: '把對局複製為棋譜',
  exportIntro: '棋盤上的對局（局面、著法，以及上面貼上的棋譜中的註釋）寫成棋譜格式，可貼到論壇或軟體中。'
    + '選擇附上裁決時，引擎的裁判報告寫在註釋裡：每個被拒絕的著法、每次重複局面、長將或長捉、一方必須變著的裁決，以及對局結束。',
  exportFormat: '格式',
  exportVerdicts: '把引擎的裁決寫成註釋',
  exportWrite: '產生並複製',
  exportText: '棋譜',
  exportCopied: '已產生並複製到剪貼簿。',
  exportShown: '已產生：請選取上面的文字並複製。',
  exportNone: (game) => `${game}沒有可寫出的棋譜格式。`,
  exportFailed: (message) => `未能產生：${message}`,
  eventsH2: '事件',
  logLabel: '棋盤的事件',
  logVerdict: (move, legal, rule) => `裁決 ${move}：${legal ? '合法' : `不合法（${rule}）`}`,
  logMove: (label, move) => `著法 ${label} ${move}`,
  logPosition: (step, position) => `第 ${step} 步的局面：${position}`,
  notLoaded: '未載入：此頁面無法載入貼上讀取程式（paste.js）。',
  gameTitles: { stratego: 'Stratego（西洋軍棋，ISF 規則）', xiangqi: '象棋（AXF 規則）', bogenschach: '弓箭國際象棋（Bogenschach）' },
  rulesAbout: {
    isf: 'ISF 比賽規則：兩格規則（上限 5）和多格規則',
    jumbo: '只用兩格規則（不用多格規則）',
    axf: '亞洲象棋聯合會規則，包括長將和長捉',
    stuttgart: '斯圖加特規則：被將死的一方在輸棋之前仍可射擊',
    'immediate-mate': '按國際象棋理解將死：被對方著法將死的一方立即輸棋',
  },
  positionFormat: {
    stratego: 'Arbiter 文字（docs/stratego-notation.md）或 Gravon 的棋盤欄位',
    xiangqi: 'FEN',
    bogenschach: 'FEN',
  },
};

/** The playground's words by language (the keys of LANGS in lang-pref.js). */
export const PAGE_TEXT = { en, de, 'zh-Hans': zhHans, 'zh-Hant': zhHant };

/** The page's language for a language tag, read as the widget reads one (board/i18n/index.js langKey, which a page
 * copied next to the single-file bundle alone does not have): "de-AT" -> "de"; "zh", "zh-CN", "zh-SG", "zh-Hans" ->
 * "zh-Hans"; "zh-TW", "zh-HK", "zh-MO", "zh-Hant" -> "zh-Hant" (a script subtag decides first); null for a
 * language the page is not written in. */
export function pageLangOf(tag) {
  const parts = typeof tag === 'string' && tag.length <= 35 ? tag.toLowerCase().split(/[-_]/) : [];
  if (parts[0] === 'en' || parts[0] === 'de') return parts[0];
  if (parts[0] !== 'zh') return null;
  const script = parts.find((t) => t === 'hans' || t === 'hant');
  if (script) return script === 'hant' ? 'zh-Hant' : 'zh-Hans';
  return parts.some((t) => t === 'tw' || t === 'hk' || t === 'mo') ? 'zh-Hant' : 'zh-Hans';
}

/** The first of the browser's languages (best first) the page is written in, or null. */
export function browserPageLang(tags) {
  for (const tag of tags || []) {
    const key = pageLangOf(tag);
    if (key) return key;
  }
  return null;
}

/** The words of `lang` (English for a language the page is not written in). */
export const pageText = (lang) => (Object.hasOwn(PAGE_TEXT, lang) ? PAGE_TEXT[lang] : en);

/** `text` as nodes: *strong* and `code` parts as elements, the rest as text. */
function nodes(text) {
  return String(text).split(/(\*[^*]+\*|`[^`]+`)/).filter(Boolean).map((part) => {
    const tag = part[0] === '*' ? 'strong' : part[0] === '`' ? 'code' : null;
    if (!tag || part.length < 3 || part.at(-1) !== part[0]) return document.createTextNode(part);
    const e = document.createElement(tag);
    e.textContent = part.slice(1, -1);
    return e;
  });
}

/** Puts the page's words of `lang` into `root` (data-t, data-t-label, data-t-placeholder) and the document's
 * title (the text of `titleKey`) and language. A key without a text leaves what is there. */
export function applyPageText(lang, root = document, titleKey = 'title') {
  const t = pageText(lang);
  const key = Object.hasOwn(PAGE_TEXT, lang) ? lang : 'en';
  document.documentElement.lang = key;
  if (t[titleKey]) document.title = t[titleKey];
  for (const el of root.querySelectorAll('[data-t]')) {
    const text = t[el.getAttribute('data-t')];
    // a label holding a control keeps it (the control follows the text)
    const keep = [...el.children].filter((c) => /^(INPUT|SELECT|TEXTAREA)$/.test(c.tagName));
    if (typeof text === 'string') el.replaceChildren(...nodes(text), ...(keep.length ? [' ', ...keep] : []));
  }
  for (const [attr, data] of [['aria-label', 'data-t-label'], ['placeholder', 'data-t-placeholder']]) {
    for (const el of root.querySelectorAll(`[${data}]`)) {
      const text = t[el.getAttribute(data)];
      if (typeof text === 'string') el.setAttribute(attr, text);
    }
  }
}
