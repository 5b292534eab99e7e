// The position editor's messages in English, German and Chinese, simplified and traditional (board/edit-panel.js:
// the palette and its help, lakes, the pieces counted against the set, undo), merged over the widget's catalogue,
// which gives the side and piece names and a game's own editor texts (its set's name; castling rights and en passant
// where it has them). Kept out of that catalogue, which every board page loads: this file comes with the editor, the
// first time a reader presses Edit. Values are plain text (set with textContent), never HTML.

import { langKey } from './index.js';

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
  'zh-Hans': {
    paletteSide: '方',
    palettePiece: '棋子',
    remove: '移除',
    removeLabel: '移除棋子：点击或轻触一个棋子把它拿走',
    clearBoard: '清空棋盘',
    editHelp:
      '选择一方和一个棋子，然后点击或轻触格子把它放上去（在棋盘上，在光标处按 Enter 效果相同）。编辑会从显示的局面开始新的对局：着法会被丢弃。',
    placed: (square, piece) => `已把${piece}放在 ${square}。`,
    removed: (square) => `${square} 现在是空的。`,
    editRefused: '未接受：',
    lakeNoPiece: (square) => `${square} 是湖：湖上不能放棋子。请选择陆地格子。`,
    undo: '撤销',
    undoLabel: '撤销上一次更改（Ctrl+Z）',
    undone: '已撤销：棋盘恢复到上一次更改之前。',
    nothingToUndo: '没有可撤销的更改。',
    rankCount: (piece, n, max) => `${piece}：棋盘上 ${n} 个，共 ${max} 个`,
    rankCountFree: (piece, n) => `${piece}：棋盘上 ${n} 个（不属于一副棋子）`,
    sideCount: (side, n, total) => `${side} ${n}/${total}`,
    countLine: (parts, set) => `棋子（${set}）：${parts.join(' · ')}`,
    overTitle: '超出一副棋子',
    overRank: (piece, n, max, set) => `超出一副棋子：${piece}有 ${n} 个，${set}只有 ${max} 个。`,
    overTotal: (side, n, max, set) => `超出一副棋子：${side}有 ${n} 个棋子，${set}只有 ${max} 个。`,
  },
  'zh-Hant': {
    paletteSide: '方',
    palettePiece: '棋子',
    remove: '移除',
    removeLabel: '移除棋子：點選或輕觸一個棋子把它拿走',
    clearBoard: '清空棋盤',
    editHelp:
      '選擇一方和一個棋子，然後點選或輕觸格子把它放上去（在棋盤上，在游標處按 Enter 效果相同）。編輯會從顯示的局面開始新的對局：著法會被丟棄。',
    placed: (square, piece) => `已把${piece}放在 ${square}。`,
    removed: (square) => `${square} 現在是空的。`,
    editRefused: '未接受：',
    lakeNoPiece: (square) => `${square} 是湖：湖上不能放棋子。請選擇陸地格子。`,
    undo: '撤銷',
    undoLabel: '撤銷上一次更改（Ctrl+Z）',
    undone: '已撤銷：棋盤恢復到上一次更改之前。',
    nothingToUndo: '沒有可撤銷的更改。',
    rankCount: (piece, n, max) => `${piece}：棋盤上 ${n} 個，共 ${max} 個`,
    rankCountFree: (piece, n) => `${piece}：棋盤上 ${n} 個（不屬於一副棋子）`,
    sideCount: (side, n, total) => `${side} ${n}/${total}`,
    countLine: (parts, set) => `棋子（${set}）：${parts.join(' · ')}`,
    overTitle: '超出一副棋子',
    overRank: (piece, n, max, set) => `超出一副棋子：${piece}有 ${n} 個，${set}只有 ${max} 個。`,
    overTotal: (side, n, max, set) => `超出一副棋子：${side}有 ${n} 個棋子，${set}只有 ${max} 個。`,
  },
};

/** The widget's messages for `lang` (an already loaded catalogue) with the editor's own. */
export function editMessages(widgetMsgs, lang) {
  const key = langKey(lang);
  return { ...widgetMsgs, ...(Object.hasOwn(EDIT_MESSAGES, key) ? EDIT_MESSAGES[key] : EDIT_MESSAGES.en) };
}
