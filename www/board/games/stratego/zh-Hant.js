// Stratego（西洋軍棋）的中文（繁體）文字（鍵與 ./en.js 相同）：棋盤、著法表、幫助、棋子，以及編輯局面時的名稱。
// 只在中文頁面上載入（i18n/index.js）。純文本，從不當作 HTML。
import { keys } from '../../i18n/zh-Hant.js';

export default {
  board: 'Stratego 棋盤',
  lake: '湖',
  pieces: {
    marshal: '元帥', general: '將軍', colonel: '上校', major: '少校', captain: '上尉',
    lieutenant: '中尉', sergeant: '中士', miner: '工兵', scout: '偵察兵', spy: '間諜',
    bomb: '炸彈', flag: '軍旗', unknown: '未知棋子',
  },
  moveTable: '按規則檢查的著法',
  colMove: '從-到',
  colTwo: '兩格規則',
  colMore: '多格規則',
  colNotes: '交戰和說明',
  tryHint:
    `試走一步：拿起一個棋子（點選、輕觸或拖動），放到另一個格子上。${keys('')}`,
  isfSet: 'ISF 規定的每方 40 個棋子',
};
