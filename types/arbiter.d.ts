/* The shared types of Arbiter's wasm package (pkg/), written by hand after docs/api.md, the contract. The games'
 * own types are not here: scripts/types.mjs (run by scripts/build-wasm.sh) writes pkg/arbiter.d.ts, this file with
 * the `// @games` line replaced by the types made from describe() of each game and its
 * www/board/games/<game>/details.d.ts; it goes over wasm-pack's (whose values are all `any`), so
 * pkg/package.json's "types" points at it, and the widget's npm package ships it. tests/js/types.test.mjs checks
 * it against the engine; tests/js/bundle.test.mjs, that every export of pkg/arbiter.js is declared. */

// @games: scripts/types.mjs writes the games' types here (GameName, RulesetId, Side, Rank, GameOptions,
// AnyDetails, RuleId and each game's own) in the package's copy, pkg/arbiter.d.ts.

/** A language tag: "en", "de", "zh-Hans" or "zh-Hant" (zh, zh-CN, zh-SG: zh-Hans; zh-TW, zh-HK, zh-MO:
 * zh-Hant); others fall back to English. */
export type Lang = 'en' | 'de' | 'zh-Hans' | 'zh-Hant' | (string & {});

/** A square, file A-J and rank 1-10: "B3". */
export type Square = string;

/** A move "from-to": "C3-B3". */
export type Move = string;

/** The game object every entry point reads. Limits: position 4,096 characters, record 1,000,000, 20,000 moves,
 * one move 64 characters (larger input is refused with `input-too-large`). */
export interface GameRequest {
  game: GameName;
  /** The game's ruleset (its default when left out): Stratego "isf" (Two-Squares limit 5 + More-Squares) or
   * "jumbo" (limit 5, no More-Squares); Xiangqi "axf"; Bogenschach "stuttgart" or "immediate-mate". */
  rules?: RulesetId | (string & {});
  options?: GameOptions;
  /** Our position text or Gravon's 100-character field (docs/stratego-notation.md). Omitted: an empty board. */
  position?: string;
  /** The history, replayed from the position. */
  moves?: Move[];
  /** Instead of position + moves: a Gravon StraDoS2 XML game file. */
  record?: string;
  lang?: Lang;
  /** explain: "stop" (the default for position and moves: the explanation ends at the first refused move) or
   * "report" (the default for a record: every recorded move gets its row with its rule events, and the rows go on
   * past a refusal with the move as played when the board allows it). */
  mode?: ExplainMode;
}

/** How explain treats a refused move. */
export type ExplainMode = 'stop' | 'report';

/** A rule event marked on a row of a report. */
export interface RuleEvent {
  /** repetition: the position occurred before (the count is in the message); perpetual: a side checked or chased
   * through a whole cycle; must-vary: the ruling that a side must change its move; violation: a refused move played
   * on in the report; end: the rules end the game here. */
  kind: 'repetition' | 'perpetual' | 'must-vary' | 'violation' | 'end';
  side: Side | null;
  rule: string | null;
  citation: Citation | null;
  message: string;
}

/** The options argument of validateMove and explain. */
export interface CallOptions {
  lang?: Lang;
}

export interface Citation {
  /** "ISF 10" */
  rule: string;
  /** "Two-Squares Rule" */
  title: string;
  source: string;
}

export interface MoveRef {
  label: string;
  move: Move;
}

/** The one verdict shape of every game (validateMove, and a session's validate and play). A field without a
 * value is left out, not null: `rule` and `citation` of a legal move, a flag that is false, `from`, `to`, `piece`,
 * `shot` and `squares` where there is none. No field is written twice: `details` holds only the game's own fields. */
export interface Judgement<D = AnyDetails> {
  /** The move's label (`1a`, `12b`, `3w`) and the side making it. */
  label: string;
  side: string;
  /** The move as the game writes it (Xiangqi: in `options.notation`; Bogenschach: the turn). */
  move: string;
  /** The squares the piece moves from and to. */
  from?: string;
  to?: string;
  /** The moving piece's kind (`scout`, `cannon`, `knight`). */
  piece?: string;
  legal: boolean;
  /** The rule id of a refusal (`movement`, `two-squares`, `more-squares`, `perpetual-chase`, `game-over`...). */
  rule?: RuleId | (string & {});
  citation?: Citation;
  /** The verdict in the asked language; a row's names what the move did. */
  message: string;
  /** Flags, present only when true: a piece is taken (a Stratego battle), the move gives check, a pawn promotes. */
  capture?: true;
  check?: true;
  promotion?: true;
  /** Bogenschach: the square shot, `-` for a miss. */
  shot?: string;
  /** To highlight besides `from` and `to`: a Bogenschach shot's square, then those the reason involves; left out
   * when none. */
  squares?: string[];
  /** The game's own fields. */
  details: D;
}

/** validateMove's answer. */
export type Verdict<D = AnyDetails> = Judgement<D>;

/** One row of an explanation (explain, and a session's explain): the verdict on a move of the history, with its
 * ply and the position after it. An illegal move is explained, then the replay stops. */
export interface ExplanationRow<D = AnyDetails> extends Judgement<D> {
  /** 0 = the first move. */
  ply: number;
  /** The position after the move (for a refused move: the position before it, unless a report played it on). */
  position: string;
  /** A report's rule events of the move (left out when none). */
  events?: RuleEvent[];
}

export interface GameResult {
  over: boolean;
  winner: string | null;
  /** Why the game ended ("checkmate", "move-limit", ...), or "record-error" when a report could not go on. */
  reason: string | null;
  message: string | null;
}

export interface Explanation<D = AnyDetails> {
  game: GameName;
  /** How the explanation treats a refused move; a session's explanation is "stop". */
  mode: ExplainMode;
  /** The starting position's text. */
  start: string;
  rows: ExplanationRow<D>[];
  /** Bogenschach's result adds score, decidedBy, shootOutNeeded, rounds and citation. */
  result: GameResult & Record<string, unknown>;
  /** Xiangqi: the notation of the rows' moves. */
  notation?: string;
  /** Bogenschach: the ruleset. */
  rules?: string;
}

export interface PositionPiece {
  square: Square;
  side: Side;
  rank: Rank;
}

export interface ParsedPosition {
  /** The canonical text. */
  position: string;
  toMove: Side;
  pieces: PositionPiece[];
}

/** How a Gravon game ended, named from its result type number. */
export type GravonEnding =
  | 'cannot-move' | 'flag-captured' | 'neither-can-move' | 'forfeit' | 'draw-agreed' | 'both-missing'
  | 'player-clock' | 'game-clock' | 'player-clock-missing' | 'opponent-missing';

/** The record formats `importRecord` recognises (each game reads those of its `describe().records`). */
export type RecordFormat = 'gravon' | 'pgn' | 'dhtmlxq' | 'ucci' | 'fen-moves' | 'move-list';

export interface ImportedRecord {
  game: GameName;
  /** The format recognised. */
  format: RecordFormat;
  /** The start position: Stratego's text, a FEN. */
  position: string;
  /** In the game's plain notation: Stratego `B2-B3` (the tenth file is J; Gravon writes K), Xiangqi ICCS,
   * Bogenschach turns (`@e7 Nf6`). */
  moves: Move[];
  /** Gravon's numbers as written, and the type's name (null for a number Gravon does not list); for the other
   * formats `text` is the result as written and `winner` 1 (first side), 2 (second side), 3 (a draw) or null. */
  result: { type: number | null; winner: number | null; ending: GravonEnding | null; text?: string } | null;
  /** The `<game type>`: "classic", "barrage", ... (Gravon; null for the other formats). */
  kind: string | null;
  /** The players' names (Gravon only): `<player id="1">` is Red, `id="2"` Blue. */
  players?: { red: string | null; blue: string | null };
  /** The record's tag pairs as written, in order. */
  tags: Record<string, string>;
  /** The record's comments, each after `after` moves (0: before the first); comment commands kept. */
  comments: { after: number; text: string }[];
  /** What was read and not kept (absent when nothing was). */
  dropped?: { variations?: number; nags?: number; games?: number };
}

/** importRecord's options. */
export interface ImportOptions {
  /** The language of a `bad-record` error: `en` (default) or `de`. */
  lang?: string;
}

/** A text in each language its author wrote it in (only those). */
export interface DocumentTexts {
  en?: string;
  de?: string;
  'zh-Hans'?: string;
  'zh-Hant'?: string;
}

/** The colour of a shape in a document. */
export type ShapeColor = 'green' | 'red' | 'yellow' | 'blue';

/** A move for the reader to try, the verdict its author expects and the engine's. */
export interface DocumentTry {
  /** As the game's API reads it (a Bogenschach turn `@e7 Ke7`). */
  move: Move;
  expect: 'refused' | 'legal';
  /** The rule id the author expects to refuse it, where written. */
  rule?: string;
  /** The engine's verdict on the move, in the asked language. */
  verdict: Verdict;
}

/** What stands after `after` moves (0: before the first move). */
export interface DocumentAnnotation {
  after: number;
  comment?: DocumentTexts;
  arrows?: { from: Square; to: Square; color: ShapeColor }[];
  squares?: { square: Square; color: ShapeColor }[];
  /** At most 3 characters each. */
  labels?: { square: Square; text: string; color: ShapeColor }[];
  tries?: DocumentTry[];
}

/** One example of a document (docs/documents.md). */
export interface DocumentChapter {
  game: GameName;
  /** The ruleset as written; null: the game's default. */
  rules: RulesetId | (string & {}) | null;
  /** The start position, as the game writes it. */
  position: string;
  /** As the game's API reads them (what `explain` reads). */
  moves: Move[];
  /** The tag pairs the format does not read itself, as written, in order. */
  tags: Record<string, string>;
  title: DocumentTexts;
  /** The chapter's text: the comment before the first move. */
  text: DocumentTexts;
  /** Whether the board asks the chapter's tries as questions. */
  quiz: boolean;
  /** Sorted by `after`; only where there is something. */
  annotations: DocumentAnnotation[];
}

/** A document read: its chapters, and the tries the engine judges otherwise than their author wrote. */
export interface ReadDocument {
  chapters: DocumentChapter[];
  /** `chapter` 0-based, `line` and `column` 1-based. */
  problems: { chapter: number; line: number; column: number; message: string }[];
}

/** readDocument's options. */
export interface DocumentOptions {
  /** The language of the verdicts, the problems and a `bad-document` error. */
  lang?: Lang;
}

/** `game-not-built`: a game this package leaves out (never from pkg/, which has every game; the widget's
 * per-game packages in www/pkg/<game>/ hold one game each). */
export type ErrorCode =
  | 'unknown-game' | 'game-not-built' | 'unknown-rules' | 'bad-option' | 'bad-request' | 'input-too-large'
  | 'bad-position' | 'bad-setup' | 'bad-square' | 'bad-move' | 'illegal-history' | 'unknown-battle' | 'bad-record'
  | 'bad-document' | 'budget-exceeded' | 'session-freed' | 'engine-busy';

/** What every entry point throws on bad input (nothing panics). `session-freed`: a Game method after free();
 * `engine-busy`: a call made from caller code the engine ran while it answered another call (a getter, a setter, a
 * Proxy trap). */
export interface ArbiterError extends Error {
  code: ErrorCode;
  /** `bad-record` only: the format recognised (empty when none was), the 1-based line and column (null where
   * the reader knows only the line). */
  format?: RecordFormat | '';
  /** `bad-record` and `bad-document`: the 1-based line and column. */
  line?: number;
  column?: number | null;
  /** `bad-document` only: the chapter (0-based). */
  chapter?: number;
}

/** Every move of `game.moves` with the rules' state. Throws an ArbiterError on bad input. */
export function explain(game: GameRequest, options?: CallOptions | null): Explanation;

/** Reads a game record in any format the game reads (Gravon XML; PGN, DhtmlXQ, UCCI, FEN and moves, move lists)
 * into its position, moves, tags, comments and result. Throws `bad-record` naming the format, line and column. */
export function importRecord(game: GameName, text: string, options?: ImportOptions | null): ImportedRecord;

/** Reads an annotated example document (docs/documents.md; also an earlier `key: value` example file, as one
 * chapter): each chapter replayed and each try judged. Throws `bad-document` with the line, column and chapter
 * (`input-too-large` over 1,000,000 characters). */
export function readDocument(text: string, options?: DocumentOptions | null): ReadDocument;

/** The legal moves of the side to move after `game.moves` (rules applied). */
export function legalMoves(game: GameRequest): Move[];

/** Reads a position text (ours or a Gravon field) into its canonical text and pieces. */
export function parsePosition(game: GameName, text: string): ParsedPosition;

/** May `move` be played after `game.moves`? Throws an ArbiterError on bad input (`illegal-history` when a move
 * of the history is illegal). */
export function validateMove(game: GameRequest, move: Move, options?: CallOptions | null): Verdict;

/** The engine's (crate's) version. */
export function version(): string;

/** perft's options. */
export interface PerftOptions {
  /** The most leaf nodes perft counts before it throws `budget-exceeded` (a whole number up to 2^53).
   *  Default: the game's `perftBudget` (describe()); chess's 10,000,000 (about a second in wasm). */
  budget?: number;
}

/** Counts the legal move tree of `game.position` (blank: the start position) to `depth` (0..=64): xiangqi,
 *  chess or bogenschach. Throws `budget-exceeded` beyond `options.budget` leaf nodes. */
export function perft(game: GameRequest, depth: number, options?: PerftOptions | null): number;

// --- sessions: one shape for every game (docs/api.md, "Sessions") -----------------------------------------------

/** A session's row and explanation: those of explain (one shape). */
export type SessionRow<D = AnyDetails> = ExplanationRow<D>;
export type SessionExplanation = Explanation;

/** A legal move: `move` as the engine reads it back, `text` as the game writes it. */
export interface LegalMove {
  move: string;
  from: string | null;
  to: string | null;
  text: string;
}

/** A game with state across calls. `validate` costs the same at ply 10 and at ply 10,000. */
export class Game {
  /** Opens the game and replays its history; throws an ArbiterError (`illegal-history`...) on bad input. */
  constructor(game: GameRequest);
  validate(move: string): Judgement;
  /** Plays a legal move; a refused one changes nothing. The verdict either way. */
  play(move: string): Judgement;
  /** Takes back the last move; false when none is left. */
  undo(): boolean;
  /** Every move played with its verdict. Each row is written once and shared by later calls: read-only. */
  explain(): SessionExplanation;
  legalMoves(): LegalMove[];
  /** The moves played, as given. */
  moves(): string[];
  /** Closes the session and releases its memory; a second call does nothing. After it, every other method throws
   * an ArbiterError `session-freed`. A session never freed is closed only after the garbage collector has
   * collected the Game. */
  free(): void;
  /** The same as `free()`: `using g = new Game(...)` frees it at the end of the block (where the runtime has
   * Symbol.dispose). */
  [Symbol.dispose](): void;
}

export interface GameDescription {
  name: GameName;
  title: string;
  files: number;
  ranks: number;
  fileNames: string[];
  rankNames: string[];
  sides: [Side, Side];
  /** Stratego's lakes, Xiangqi's palaces and river banks. */
  regions: { id: string; squares: string[] }[];
  pieces: { id: Rank; letter: string; en: string; de: string }[];
  rulesets: { id: RulesetId; default: boolean; about: string }[];
  options: {
    name: string;
    kind: 'whole' | 'bool' | 'choice';
    min: number | null;
    max: number | null;
    choices: string[];
    default: string;
    about: string;
  }[];
  positionFormat: string;
  notationsRead: string[];
  notationsWritten: string[];
  records: string[];
  /** The record formats written (`arbiter export`): `gravon`, `pgn`, `dhtmlxq`. */
  recordsWritten: string[];
  moveWord: string;
  spacedMoves: boolean;
  perft: boolean;
  /** The leaf nodes perft counts unless asked for more (0 without perft). */
  perftBudget: number;
  /** The deepest perft from the start position within perftBudget (0 without perft). */
  perftMaxDepth: number;
}

/** The game as data: board, regions, pieces, rulesets, options, notations. */
export function describe(game: GameName): GameDescription;

// --- wasm-bindgen's loader (as generated) ------------------------------------------------------------------------

export type InitInput = RequestInfo | URL | Response | BufferSource | WebAssembly.Module;

export interface InitOutput {
  readonly memory: WebAssembly.Memory;
  readonly [name: string]: unknown;
}

export type SyncInitInput = BufferSource | WebAssembly.Module;

/** Instantiates the engine from bytes or a compiled module, synchronously. */
export function initSync(module: { module: SyncInitInput } | SyncInitInput): InitOutput;

/** Fetches (by default arbiter_bg.wasm next to arbiter.js) and instantiates the engine. */
export default function __wbg_init(
  module_or_path?: { module_or_path: InitInput | Promise<InitInput> } | InitInput | Promise<InitInput>,
): Promise<InitOutput>;
