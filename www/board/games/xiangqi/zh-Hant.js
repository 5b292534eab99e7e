// 象棋的中文（繁體）文字（鍵與 ./en.js 相同）：棋盤、著法表、幫助、棋子，以及編輯局面時的名稱。只在中文頁面上載入
// （i18n/index.js）。純文本，從不當作 HTML。
import { glossary, keys } from '../../i18n/zh-Hant.js';

export default {
  xqBoard: '象棋棋盤',
  xqRiver: ['楚 河', '漢 界'],
  xqPieces: {
    general: glossary.general, advisor: glossary.advisor, elephant: '象（相）', horse: '馬', chariot: '車',
    cannon: '炮', soldier: '兵（卒）',
  },
  xqMoveTable: '按規則檢查的著法',
  colWxf: 'WXF',
  colChinese: '中文記譜',
  colIccs: 'ICCS',
  colCheck: '將軍',
  colClass: `將、${glossary.chase}或${glossary.idle}`,
  colRep: '重複局面',
  colXqNotes: '說明',
  checkMark: '+ 將軍',
  captures: (what) => `吃${what}`,
  chased: glossary.chased,
  xqTryHint:
    `試走一步：拿起一個棋子（點選、輕觸或拖動），放到另一個交叉點上。${keys('（在 90 個交叉點上）')}`,
  xqSet: '每方 16 個棋子',
  overRefused: '象棋沒有升變，所以任何局面都不會有更多這種棋子：未放置。',
};
