// The position editor's messages in English and German (board/edit-panel.js: the palette and its help, lakes, the
// pieces counted against the set, undo), merged over the widget's catalogue, which gives the side and piece names
// and a game's own editor texts (its set's name; castling rights and en passant where it has them). Kept out of
// that catalogue, which every board page loads: this file comes with the editor, the first time a reader presses
// Edit. Values are plain text (set with textContent), never HTML.

export const EDIT_MESSAGES = {
  en: {
    paletteSide: 'Side',
    palettePiece: 'Piece',
    remove: 'Remove',
    removeLabel: 'Remove pieces: click or tap a piece to take it off',
    clearBoard: 'Clear the board',
    editHelp:
      'Choose a side and a piece, then click or tap squares to place it (on the board, Enter at the cursor does the same). Editing starts a new game from the position shown: the moves are dropped.',
    placed: (square, piece) => `${piece} placed on ${square}.`,
    removed: (square) => `${square} is now empty.`,
    editRefused: 'Not accepted:',
    lakeNoPiece: (square) => `${square} is a lake: a lake holds no piece. Choose a land square.`,
    undo: 'Undo',
    undoLabel: 'Undo the last change (Ctrl+Z)',
    undone: 'Undone: the board is as it was before the last change.',
    nothingToUndo: 'Nothing to undo.',
    rankCount: (piece, n, max) => `${piece}: ${n} of ${max} on the board`,
    rankCountFree: (piece, n) => `${piece}: ${n} on the board (not part of the set)`,
    sideCount: (side, n, total) => `${side} ${n} of ${total}`,
    countLine: (parts, set) => `Pieces against ${set}: ${parts.join(' · ')}`,
    overTitle: 'Beyond the set',
    overRank: (piece, n, max, set) => `Beyond the set: ${piece} ${n} times, ${set} has ${max}.`,
    overTotal: (side, n, max, set) => `Beyond the set: ${side} has ${n} pieces, ${set} has ${max}.`,
  },
  de: {
    paletteSide: 'Seite',
    palettePiece: 'Figur',
    remove: 'Entfernen',
    removeLabel: 'Entfernen: eine Figur anklicken oder antippen, um sie wegzunehmen',
    clearBoard: 'Brett leeren',
    editHelp:
      'Seite und Figur wählen, dann Felder anklicken oder antippen, um sie zu setzen (auf dem Brett tut Enter an der Markierung dasselbe). Bearbeiten beginnt ein neues Spiel mit der gezeigten Stellung: die Züge entfallen.',
    placed: (square, piece) => `${piece} auf ${square} gesetzt.`,
    removed: (square) => `${square} ist jetzt leer.`,
    editRefused: 'Nicht übernommen:',
    lakeNoPiece: (square) => `${square} ist ein See: auf einem See steht keine Figur. Bitte ein Landfeld wählen.`,
    undo: 'Rückgängig',
    undoLabel: 'Rückgängig: die letzte Änderung zurücknehmen (Strg+Z)',
    undone: 'Rückgängig gemacht: das Brett ist wie vor der letzten Änderung.',
    nothingToUndo: 'Nichts rückgängig zu machen.',
    rankCount: (piece, n, max) => `${piece}: ${n} von ${max} auf dem Brett`,
    rankCountFree: (piece, n) => `${piece}: ${n} auf dem Brett (nicht Teil des Satzes)`,
    sideCount: (side, n, total) => `${side} ${n} von ${total}`,
    countLine: (parts, set) => `Figuren (${set}): ${parts.join(' · ')}`,
    overTitle: 'Mehr als der Satz',
    overRank: (piece, n, max, set) => `Mehr als der Satz: ${piece} ${n}-mal, der ${set} hat ${max}.`,
    overTotal: (side, n, max, set) => `Mehr als der Satz: ${side} hat ${n} Figuren, der ${set} hat ${max}.`,
  },
};

/** The widget's messages for `lang` (an already loaded catalogue) with the editor's own. */
export function editMessages(widgetMsgs, lang) {
  const key = String(lang || 'en').toLowerCase().split('-')[0];
  return { ...widgetMsgs, ...(Object.hasOwn(EDIT_MESSAGES, key) ? EDIT_MESSAGES[key] : EDIT_MESSAGES.en) };
}
