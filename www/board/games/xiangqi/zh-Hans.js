// 象棋的中文（简体）文字（键与 ./en.js 相同）：棋盘、着法表、帮助、棋子，以及编辑局面时的名称。只在中文页面上加载
// （i18n/index.js）。纯文本，从不当作 HTML。
import { glossary, keys } from '../../i18n/zh-Hans.js';

export default {
  xqBoard: '象棋棋盘',
  xqRiver: ['楚 河', '汉 界'],
  xqPieces: {
    general: glossary.general, advisor: glossary.advisor, elephant: '象（相）', horse: '马', chariot: '车',
    cannon: '炮', soldier: '兵（卒）',
  },
  xqMoveTable: '按规则检查的着法',
  colWxf: 'WXF',
  colChinese: '中文记谱',
  colIccs: 'ICCS',
  colCheck: '将军',
  colClass: `将、${glossary.chase}或${glossary.idle}`,
  colRep: '重复局面',
  colXqNotes: '说明',
  checkMark: '+ 将军',
  captures: (what) => `吃${what}`,
  chased: glossary.chased,
  xqTryHint:
    `试走一步：拿起一个棋子（点击、轻触或拖动），放到另一个交叉点上。${keys('（在 90 个交叉点上）')}`,
  xqSet: '每方 16 个棋子',
  overRefused: '象棋没有升变，所以任何局面都不会有更多这种棋子：未放置。',
};
