// Messages about another game's position and about game records, in English and German: the board's hint that
// a position it cannot read looks like another game's (board/detect.js), and the playground's paste box
// (www/paste.js). Merged over the widget's messages (./en.js, ./de.js: the side names). Kept out of those, which
// every board page loads: these are read only when such a position or a paste comes. Values are plain text (set
// with textContent), never HTML.
import { gameNames } from '../games.js';

/** The paste box's messages by language (English for any other). */
export const IMPORT_MESSAGES = {
  en: {
    red: 'Red',
    blue: 'Blue',
    looksLike: (name, game) => `This looks like a ${name} position: set game="${game}" to show it.`,
    pasteNothing: 'Nothing to load: paste a position or a game first.',
    pasteTooLong: (n) => `Not loaded: the text is longer than ${n} characters.`,
    pasteNoEngine: 'Not loaded: the rules engine could not start on this page, so nothing can be read.',
    pasteRefused: (message, code) => `Not loaded: ${message}${code ? ` (code: ${code})` : ''}`,
    pasteLooksLike: (name) => `It looks like a ${name} position, but the ${name} rules cannot read it either.`,
    pasteSwitched: (name) => `This is a ${name} position, so the board now shows ${name}.`,
    pastePosition: (n) => `Loaded the position (${n} pieces).`,
    pasteGame: (n, kind) => `Loaded a game of ${n} moves${kind ? ` (${kind})` : ''}.`,
    gravonPlayers: (red, blue) => `Red: ${red}. Blue: ${blue}.`,
    gravonNobody: 'not named',
    gravonResult: (who, how, type) => `Result, as the record gives it (Gravon type ${type}): ${who}${how ? `; ${how}` : ''}.`,
    gravonWinner: (name, side) => `${name} (${side}) won`,
    gravonWinnerNumber: (n) => `the winner is written as player ${n}`,
    gravonDraw: 'no winner',
    gravonEndings: {
      'cannot-move': 'the loser had no piece left to move',
      'flag-captured': 'the Flag was captured',
      'neither-can-move': 'neither side could move',
      forfeit: 'a player forfeited (resigned)',
      'draw-agreed': 'a draw was agreed',
      'both-missing': 'both players were missing',
      'player-clock': 'a player ran out of time (timeout)',
      'game-clock': 'the game ran out of time',
      'player-clock-missing': 'a player ran out of time while away',
      'opponent-missing': 'the opponent was missing',
    },
    gravonUnknownEnding: 'an ending Gravon does not list',
    gravonFiles: 'Squares are written with files A to J (the record\u2019s K is our J).',
  },
  de: {
    red: 'Rot',
    blue: 'Blau',
    looksLike: (name, game) => `Das sieht nach einer Stellung für ${name} aus: mit game="${game}" wird sie gezeigt.`,
    pasteNothing: 'Nichts zu laden: zuerst eine Stellung oder eine Partie einfügen.',
    pasteTooLong: (n) => `Nicht geladen: der Text ist länger als ${n} Zeichen.`,
    pasteNoEngine: 'Nicht geladen: die Regel-Engine konnte auf dieser Seite nicht starten, daher kann nichts gelesen werden.',
    pasteRefused: (message, code) => `Nicht geladen: ${message}${code ? ` (Code: ${code})` : ''}`,
    pasteLooksLike: (name) => `Das sieht nach einer Stellung für ${name} aus, aber auch die Regeln von ${name} können sie nicht lesen.`,
    pasteSwitched: (name) => `Das ist eine Stellung für ${name}, daher zeigt das Brett jetzt ${name}.`,
    pastePosition: (n) => `Stellung geladen (${n} Figuren).`,
    pasteGame: (n, kind) => `Partie mit ${n} Zügen geladen${kind ? ` (${kind})` : ''}.`,
    gravonPlayers: (red, blue) => `Rot: ${red}. Blau: ${blue}.`,
    gravonNobody: 'nicht genannt',
    gravonResult: (who, how, type) => `Ergebnis laut Aufzeichnung (Gravon-Typ ${type}): ${who}${how ? `; ${how}` : ''}.`,
    gravonWinner: (name, side) => `${name} (${side}) hat gewonnen`,
    gravonWinnerNumber: (n) => `als Sieger ist Spieler ${n} eingetragen`,
    gravonDraw: 'kein Sieger',
    gravonEndings: {
      'cannot-move': 'der Verlierer hatte keine ziehbare Figur mehr',
      'flag-captured': 'die Fahne wurde geschlagen',
      'neither-can-move': 'keine Seite konnte ziehen',
      forfeit: 'ein Spieler hat aufgegeben',
      'draw-agreed': 'Remis wurde vereinbart',
      'both-missing': 'beide Spieler fehlten',
      'player-clock': 'die Bedenkzeit eines Spielers war abgelaufen (Zeitüberschreitung)',
      'game-clock': 'die Spielzeit war abgelaufen',
      'player-clock-missing': 'die Bedenkzeit eines abwesenden Spielers war abgelaufen',
      'opponent-missing': 'der Gegner fehlte',
    },
    gravonUnknownEnding: 'ein Spielende, das Gravon nicht aufführt',
    gravonFiles: 'Felder mit den Linien A bis J (das K der Aufzeichnung ist unser J).',
  },
};

/** The widget's messages for `lang` (the side names) with these, and the games' names (`gameNames`, from the
 * registry). */
export function importMessages(widgetMsgs, lang) {
  const key = String(lang || 'en').toLowerCase().split('-')[0];
  return { ...widgetMsgs, ...(Object.hasOwn(IMPORT_MESSAGES, key) ? IMPORT_MESSAGES[key] : IMPORT_MESSAGES.en),
    gameNames: gameNames(key) };
}

