// Die Texte von Xiangqi auf Deutsch (dieselben Schlüssel wie ./en.js): Brett, Zugtabelle, Hilfe, Figuren und
// die Namen im Stellungseditor. Geladen nur auf einer deutschen Seite (i18n/index.js). Reiner Text, nie HTML.
import { glossary, keys } from '../../i18n/de.js';

export default {
  xqBoard: 'Xiangqi-Brett',
  xqRiver: ['楚 河', '漢 界'],
  xqPieces: {
    general: glossary.general, advisor: glossary.advisor, elephant: 'Elefant', horse: 'Pferd', chariot: 'Wagen',
    cannon: 'Kanone', soldier: 'Soldat',
  },
  xqMoveTable: 'Züge mit den angewandten Regeln',
  colWxf: 'WXF',
  colChinese: 'Chinesisch (中文)',
  colIccs: 'ICCS',
  colCheck: 'Schach',
  colClass: `Schach, ${glossary.chase} oder ${glossary.idle}`,
  colRep: 'Wiederholung',
  colXqNotes: 'Hinweise',
  checkMark: '+ Schach',
  captures: (what) => `schlägt: ${what}`,
  xqTryHint:
    `Einen Zug versuchen: eine Figur aufnehmen (anklicken, antippen oder ziehen) und auf einen anderen Punkt setzen. ${keys(' über die 90 Punkte')}`,
  chased: `${glossary.chased} (捉)`,
  xqSet: 'Satz von 16',
  overRefused: 'Xiangqi kennt keine Umwandlung, daher hält keine Stellung mehr davon: nicht gesetzt.',
};
