// Stratego（西洋军棋）的中文（简体）文字（键与 ./en.js 相同）：棋盘、着法表、帮助、棋子，以及编辑局面时的名称。
// 只在中文页面上加载（i18n/index.js）。纯文本，从不当作 HTML。
import { keys } from '../../i18n/zh-Hans.js';

export default {
  board: 'Stratego 棋盘',
  lake: '湖',
  pieces: {
    marshal: '元帅', general: '将军', colonel: '上校', major: '少校', captain: '上尉',
    lieutenant: '中尉', sergeant: '中士', miner: '工兵', scout: '侦察兵', spy: '间谍',
    bomb: '炸弹', flag: '军旗', unknown: '未知棋子',
  },
  moveTable: '按规则检查的着法',
  colMove: '从-到',
  colTwo: '两格规则',
  colMore: '多格规则',
  colNotes: '交战和说明',
  tryHint:
    `试走一步：拿起一个棋子（点击、轻触或拖动），放到另一个格子上。${keys('')}`,
  isfSet: 'ISF 规定的每方 40 个棋子',
};
