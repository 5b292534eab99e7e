// The playground's paste box: a position or a Gravon game, read by the engine of the game it belongs to. A
// position of another game than the board's (a 9-file Xiangqi FEN on a Stratego board, an 8-file chess FEN, a
// Stratego text on a chess board) is recognised by its shape (board/detect.js) and read by that game's engine;
// the playground then switches the board to it. A text that is no game's position or record (nothing recognised,
// and the board's own game cannot read it either) is told so, with the formats each game reads; binary data is
// refused before any reader sees it. Its messages, in English, German and Chinese, are in board/i18n/import.js; they and the shape guess come from the element (ArbiterBoard.importHelpers()), so this
// page module needs no widget module beside it. The playground loads it when the reader first presses Load.
// Everything said is plain text.

export const MAX_PASTE = 1_000_000; // the engine's own limit for a record; it refuses larger input itself too

const SIDE_OF_PLAYER = { 1: 'red', 2: 'blue' }; // Gravon numbers Red 1 and Blue 2
// The record formats as the reader is told them (the engine's `format` names them).
const FORMAT_NAMES = { pgn: 'PGN', dhtmlxq: 'DhtmlXQ', ucci: 'UCCI', 'fen-moves': 'FEN', 'move-list': 'move list' };
/** The game whose record `text` is (not a position alone), or null. A record is told by its form: XML, a tag pair
 * or a numbered move list (PGN), a DhtmlXQ block, a UCCI `position` line, or a position followed by more words
 * (moves). Its game is the one whose registry line (board/games.js `texts`) recognises it, or whose position shape
 * it starts with (`positionGame`, board/detect.js's guess), else the board's own `game`. Only a guess: the engine
 * then reads the text and has the last word. */
export function recordGame(text, game, positionGame) {
  const t = String(text ?? '').trimStart();
  const head = t.slice(0, 4096);
  if (/^[<[]/.test(t) || /^1\s*[.．]/.test(t) || /\[DhtmlXQ/i.test(head) || /^position\s+(?:fen|startpos)\b/i.test(head)) {
    return positionGame(t) || game;
  }
  // a position followed by moves: more words after its fields (side, castling rights, en passant, two numbers)
  const words = t.split(/\s+/).filter(Boolean);
  const of = positionGame(words[0] || '');
  if (of) {
    let i = 1;
    if (/^[a-z]$/i.test(words[i] || '')) i++;
    while (i < words.length && i < 6 && /^(?:-|\d+|[KQkq]{1,4}|[a-h][36])$/.test(words[i])) i++;
    if (i < words.length) return of;
  }
  return null;
}

// The characters of Chinese records (pieces, moves, results, in either script), to tell GBK from Big5.
const COMMON = new Set('车馬马車炮砲包兵卒帅帥将將仕士相象进進退平红紅黑胜勝和前后後一二三四五六七八九１２３４５６７８９局赛賽对對');

/** The text of a record file's bytes: UTF-8 (a byte order mark dropped), else GBK or Big5, the encodings of
 * Xiangqi records. Bytes that are not UTF-8 are decoded both ways; the one that decodes without error wins, and
 * when both do, the one with more of the characters of Chinese records (the CLI decides the same way). Bytes that
 * none of them decodes come back as lossy UTF-8, for the engine to refuse with its message. */
export function decodeRecordBytes(bytes) {
  const decode = (label) => {
    try {
      return new TextDecoder(label, { fatal: true }).decode(bytes);
    } catch {
      return null;
    }
  };
  const utf8 = decode('utf-8'); // TextDecoder drops a leading byte order mark
  if (utf8 !== null) return utf8;
  let best = null;
  for (const text of [decode('gbk'), decode('big5')]) {
    if (text === null) continue;
    let score = 0;
    for (const c of text) if (COMMON.has(c)) score++;
    if (!best || score > best.score) best = { text, score };
  }
  return best ? best.text : new TextDecoder().decode(bytes);
}

const DRAWN = new Set(['neither-can-move', 'draw-agreed', 'both-missing']);

/** What each game reads, in the reader's words: "Xiangqi: a position (FEN), PGN, DhtmlXQ, ..." joined with "; "
 * ("；" in Chinese). `described`: a Map game -> describe(game) (the playground fills it before any paste is read;
 * without it the list is empty). */
export function readsList(msgs, described) {
  const names = msgs.gameNames || {};
  const f = msgs.readsFormats || {};
  const zh = typeof msgs.lang === 'string' && /^zh/.test(msgs.lang);
  const games = described ? [...described.keys()] : [];
  return games.map((game) => {
    const d = described && described.get(game);
    const records = d && Array.isArray(d.records) ? d.records : [];
    const pos = d && d.positionFormat === 'FEN' ? `${f.position} (FEN)` : f.position;
    return `${names[game] || game}${zh ? '：' : ': '}${[pos, ...records.map((r) => f[r] || r)].join(zh ? '、' : ', ')}`;
  }).join(zh ? '；' : '; ');
}

/** Whether `text` is binary data rather than text: a NUL, or more than one in a hundred control characters (not
 * tabs or line ends). */
export function looksBinary(text) {
  const head = text.slice(0, 65536);
  if (head.includes('\0')) return true;
  const controls = head.match(/[\x01-\x08\x0b\x0e-\x1f\x7f]/g);
  return !!controls && controls.length * 100 > head.length;
}

/** Reads `text` for a board of `game`. loadEngine(game, isRecord) resolves to that game's engine module (one
 * with the record importer for a record); guessGame is board/detect.js's; msgs: importMessages(...) with `lang`;
 * described: the games' descriptions (a Map game -> describe(game)) for the formats named when nothing is
 * recognised, if at hand.
 * A record (recordGame) is read by importRecord, a position by parsePosition.
 * Resolves to { ok: true, game, position, moves, comments?, lines } (lines: what to say, in order) or
 * { ok: false, message }. Never throws. */
export async function readPaste(text, game, loadEngine, msgs, guessGame, described) {
  const t = String(text ?? '');
  if (!t.trim()) return { ok: false, message: msgs.pasteNothing };
  if (t.length > MAX_PASTE) return { ok: false, message: msgs.pasteTooLong(MAX_PASTE) };
  if (looksBinary(t)) return { ok: false, message: msgs.pasteBinary };
  const recorded = recordGame(t, game, guessGame);
  const guess = recorded || guessGame(t);
  const target = guess || game;
  const switched = target !== game;
  let engine;
  try {
    engine = await loadEngine(target, !!recorded);
  } catch {
    return { ok: false, message: msgs.pasteNoEngine };
  }
  const name = msgs.gameNames[target] || target;
  try {
    if (recorded) {
      // the engine's errors in the page's language where the messages say which
      const rec = engine.importRecord(target, t, typeof msgs.lang === 'string' ? { lang: msgs.lang } : undefined);
      // A Gravon record's tenth file is K: the moves come back with J, and the reader is told why.
      const movesHadK = rec.format === 'gravon' && /\b(?:source|target)\s*=\s*["']\s*k/i.test(t);
      const kind = rec.format === 'gravon' ? rec.kind
        : (msgs.formatNames && msgs.formatNames[rec.format]) || FORMAT_NAMES[rec.format] || rec.format;
      return { ok: true, game: target, position: rec.position, moves: rec.moves, comments: rec.comments || [],
        tags: rec.tags, result: rec.result, kind: rec.kind, players: rec.players,
        lines: [...(switched ? [msgs.pasteSwitched(name)] : []), ...describeRecord({ ...rec, kind, movesHadK }, msgs)] };
    }
    const p = engine.parsePosition(target, t.trim());
    return { ok: true, game: target, position: p.position, moves: [],
      lines: [...(switched ? [msgs.pasteSwitched(name)] : []), msgs.pastePosition(p.pieces.length)] };
  } catch (err) {
    // Nothing recognised it, and the board's own game cannot read it: say so, and what each game reads.
    if (!guess) return { ok: false, message: msgs.pasteUnknown(readsList(msgs, described)) };
    const refused = msgs.pasteRefused(err && err.message ? err.message : String(err), err && err.code);
    return { ok: false, message: switched ? `${refused} ${msgs.pasteLooksLike(name)}` : refused };
  }
}

/** What an imported Gravon record says beyond its moves: how many, the players, the result and how the game ended
 * (as the record gives them; the engine's own verdict on the moves is the board's), and the file letters. */
export function describeRecord(rec, msgs) {
  const lines = [msgs.pasteGame(rec.moves.length, rec.kind)];
  const players = rec.players || {};
  if (players.red || players.blue) {
    lines.push(msgs.gravonPlayers(players.red || msgs.gravonNobody, players.blue || msgs.gravonNobody));
  }
  const r = rec.result;
  if (r && (r.type !== null && r.type !== undefined)) {
    const how = r.ending ? msgs.gravonEndings[r.ending] : msgs.gravonUnknownEnding;
    // Gravon's winner number is its player id: 1 Red, 2 Blue.
    const side = SIDE_OF_PLAYER[r.winner];
    let who;
    if (r.ending && DRAWN.has(r.ending)) who = msgs.gravonDraw;
    else if (side && players[side]) who = msgs.gravonWinner(players[side], msgs[side]);
    else if (r.winner !== null && r.winner !== undefined) who = msgs.gravonWinnerNumber(r.winner);
    else who = msgs.gravonDraw;
    lines.push(msgs.gravonResult(who, how, r.type));
  }
  if (rec.movesHadK) lines.push(msgs.gravonFiles);
  return lines;
}
