// Deutsche Texte von <arbiter-board>, die jedes Brett braucht, dazu die der Teilen-Leiste und des Hinweises auf
// eigene Züge; die Texte eines Spiels stehen in seinem Ordner (board/games/<spiel>/de.js). Reiner Text, nie HTML.

// Das Glossar: je Regelbegriff ein Wort, hier und in den Meldungen der Engine (src/*/messages.rs), den deutschen
// Regelseiten und Beispieltexten (tests/js/glossary.test.mjs prüft das, mit den Wörtern, die nicht vorkommen
// sollen).
// Die Tasten eines Bretts (ein Halt der Tab-Taste), in der Hilfe jedes Spiels unten genannt.
export const keys = (cursor) => `Tasten auf dem Brett (ein Halt der Tab-Taste): Pfeiltasten bewegen die Markierung${cursor}, Enter nimmt auf und setzt ab, Escape bricht ab; Bild auf / Bild ab einen Zug zurück / vor, Pos1 / Ende zum Anfang / zum letzten Zug; F dreht das Brett, R kehrt zum Beispiel zurück. A führt der Reihe nach zu den Bedienelementen des Beispiels (Züge zum Ausprobieren, Abspielen, Kapitel).`;

export const glossary = {
  chase: 'Verfolgung', // 捉 (AXF) wie die ununterbrochene Verfolgung (ISF 11)
  chased: 'verfolgt',
  perpetualCheck: 'Dauerschach',
  perpetualChase: 'Dauerverfolgung',
  idle: 'Leerzug', // 闲
  refused: 'Abgelehnt:',
  general: 'Feldherr', // Xiangqi
  advisor: 'Leibwächter',
};

export default {
  glossary,
  controls: 'Durch die Züge blättern',
  first: 'Anfang',
  back: 'Zurück',
  forward: 'Vor',
  last: 'Ende',
  firstLabel: 'Zur Ausgangsstellung',
  backLabel: 'Einen Zug zurück',
  forwardLabel: 'Einen Zug vor',
  lastLabel: 'Zum letzten Zug',
  reset: 'Zurücksetzen',
  resetLabel: 'Zurücksetzen: zurück zum Beispiel',
  flip: 'Drehen',
  flipLabel: 'Brett drehen',
  colLabel: 'Zug',
  colPiece: 'Figur',
  red: 'Rot',
  blue: 'Blau',
  toMove: (side) => `${side} am Zug`,
  atStart: 'Ausgangsstellung',
  after: (label, move) => `Nach ${label} (${move})`,
  stepOf: (step, total) => `Zug ${step} von ${total}`,
  loading: 'Die Regel-Engine wird geladen…',
  checking: (n) => `${n} Züge werden geprüft…`,
  checkingOnPage: (n) =>
    `${n} Züge werden auf dieser Seite selbst geprüft (sie erlaubt der Engine keinen eigenen Web Worker): Die Seite reagiert erst wieder, wenn das erledigt ist…`,
  engineTimedOut: (seconds) =>
    `Die Regel-Engine hat nicht innerhalb von ${seconds} s geantwortet und wurde neu gestartet. Ändern Sie die Züge, um es erneut zu versuchen.`,
  exampleTimedOut: (seconds) => `keine Antwort innerhalb von ${seconds} s`,
  updateReady: 'Eine neue Version dieser Website ist bereit. Diese Seite behält ihre Version, bis sie neu geladen wird.',
  updateReload: 'Neu laden',
  pages: 'Seiten der Zugtabelle',
  pagePrev: 'Frühere Züge',
  pageNext: 'Spätere Züge',
  pageShown: (from, to, total) => `Züge ${from}–${to} von ${total}`,
  noEngine:
    'Die Zugprüfung ist nicht verfügbar: Die Regel-Engine (WebAssembly) konnte in diesem Browser oder auf dieser Seite nicht starten. Das Brett zeigt nur die Stellung.',
  engineFileFailed: (file, status) =>
    `Die Zugprüfung ist nicht verfügbar: Die Datei ${file} der Regel-Engine konnte nicht geladen werden (${status}). Das Brett zeigt nur die Stellung.`,
  boardFileFailed: (file, status) => `Das Brett kann nicht gezeigt werden: Seine Datei ${file} konnte nicht geladen werden (${status}).`,
  fileNoAnswer: 'keine Antwort: offline, oder ein Server einer anderen Website, der keinen Access-Control-Allow-Origin-Header sendet',
  movesListed: (moves) => `Züge des Beispiels: ${moves}`,
  attrTooLong: (name, length, max) =>
    `Das Attribut ${name} wird nicht beachtet: Es ist ${length.toLocaleString('de')} Zeichen lang (höchstens ${max.toLocaleString('de')}).`,
  badInput: 'Dieses Brett kann nicht angezeigt werden:',
  exampleFailed: (what) => `Die Beispieldatei konnte nicht geladen werden (${what}).`,
  docError: (why) => `Die Beispieldatei kann nicht gezeigt werden: ${why}`,
  docProblem: (line, why) => `Ein Fehler in der Beispieldatei, Zeile ${line}: ${why}`,
  tries: 'Züge zum Ausprobieren',
  tryMove: (move) => `${move} versuchen`,
  picked: (square, piece, targets) =>
    targets.length
      ? `${piece} auf ${square} aufgenommen. Erlaubte Zielfelder: ${targets.join(', ')}.`
      : `${piece} auf ${square} aufgenommen. Die Figur hat jetzt keinen erlaubten Zug.`,
  cancelled: 'Zug abgebrochen.',
  drawFrom: (square) => `Zeichnen ab ${square}: zum Ende des Pfeils gehen und M drücken (hier noch einmal M: das Feld markieren).`,
  drawnArrow: (from, to) => `Pfeil von ${from} nach ${to} gezeichnet.`,
  drawnMark: (square) => `Feld ${square} markiert.`,
  played: (label, move) => `${label} ${move} gespielt.`,
  refused: glossary.refused,
  pieceLabel: (side, piece) => `${piece} (${side})`,
  empty: 'leer',
  target: 'erlaubtes Ziel',
  selected: 'aufgenommen',
  gameOver: 'Spielende:',
  edit: 'Bearbeiten',
  editLabel: 'Stellung bearbeiten: Figuren setzen und entfernen',
  editor: 'Stellung bearbeiten',
  sideToMove: 'Am Zug',
  cleared: 'Das Brett ist leer.',
  toMoveSet: (side) => `${side} am Zug.`,
  share: 'Kopieren und teilen',
  outPosition: 'Stellungstext',
  outLink: 'Link zum Teilen (öffnet diesen Moment: Stellung, Züge, den gezeigten Schritt und einen abgelehnten Zug)',
  outEmbed: 'Code zum Einbetten (HTML für Ihre Seite)',
  outFrame: 'Iframe-Code (für Foren und Seiten, die ein Iframe, aber kein Skript erlauben)',
  frameTitle: 'Arbiter-Brett',
  saveImage: 'Bild speichern',
  saveSvg: 'SVG',
  savePng: 'PNG',
  saveLabel: (format) => `Das Brett wie gezeigt als ${format}-Bild speichern`,
  imageSaved: (name) => `${name} gespeichert.`,
  imageFailed: (why) => `Das Bild konnte auf dieser Seite nicht erstellt werden: ${why}`,
  copy: 'Kopieren',
  copyLabel: (what) => `Kopieren: ${what}`,
  copied: 'Kopiert.',
  copyFailed: 'Kopieren ist hier nicht erlaubt: Der Text ist markiert, kopieren Sie ihn mit Tastatur oder Menü.',
  black: 'Schwarz',
  // Eigene Züge mitten im Beispiel (board/branch.js)
  branchFrom: (label, move) => `Sie probieren hier eigene Züge; das Beispiel geht weiter mit ${label} ${move}.`,
  branchAtEnd: 'Sie probieren eigene Züge nach dem Ende des Beispiels.',
  backToExample: 'Zurück zum Beispiel',
  backToExampleLabel: 'Zurück zum Beispiel: seine Züge, beim Zug, an dem Sie es verlassen haben',
  // board/annotated.js
  chapter: 'Beispiel',
  chapterN: (n) => `Beispiel ${n}`,
  play: 'Abspielen',
  pause: 'Anhalten',
  playLabel: 'Die Züge nacheinander abspielen',
  speed: 'Tempo',
  speeds: ['Langsam', 'Normal', 'Schnell'],
  arrowSaid: (from, to) => `Pfeil von ${from} nach ${to}`,
  markedSaid: (squares) => `markiert: ${squares}`,
};
