// Die Texte von Stratego auf Deutsch (dieselben Schlüssel wie ./en.js): Brett, Zugtabelle, Hilfe, Figuren und
// die Namen im Stellungseditor. Geladen nur auf einer deutschen Seite (i18n/index.js). Reiner Text, nie HTML.
import { keys } from '../../i18n/de.js';

export default {
  board: 'Stratego-Brett',
  moveTable: 'Züge mit den angewandten Regeln',
  colMove: 'Von-nach',
  colTwo: 'Zwei-Feld-Regel',
  colMore: 'Mehr-Feld-Regel',
  colNotes: 'Kampf und Hinweise',
  tryHint:
    `Probieren Sie einen Zug: Figur aufnehmen (anklicken, antippen oder ziehen) und auf ein anderes Feld setzen. ${keys('')}`,
  lake: 'See',
  pieces: {
    marshal: 'Marschall', general: 'General', colonel: 'Oberst', major: 'Major', captain: 'Hauptmann',
    lieutenant: 'Leutnant', sergeant: 'Unteroffizier', miner: 'Mineur', scout: 'Aufklärer', spy: 'Spion',
    bomb: 'Bombe', flag: 'Fahne', unknown: 'unbekannte Figur',
  },
  isfSet: 'ISF-Satz von 40',
};
