/* Hand-written types of Arbiter's wasm package (pkg/), after docs/api.md, the contract. scripts/build-wasm.sh
 * copies this file over wasm-pack's pkg/arbiter.d.ts (whose values are all `any`), so pkg/package.json's
 * "types" points at it. tests/js/bundle.test.mjs checks that every export of pkg/arbiter.js is declared here. */

/** A game name. "stratego" today; other games are added by name. */
export type GameName = 'stratego' | 'xiangqi' | (string & {});

/** A language tag: "en" or "de"; others fall back to English. */
export type Lang = 'en' | 'de' | (string & {});

export type Side = 'red' | 'blue';

/** A square, file A-J and rank 1-10: "B3". */
export type Square = string;

/** A move "from-to": "C3-B3". */
export type Move = string;

export type Rank =
  | 'marshal' | 'general' | 'colonel' | 'major' | 'captain' | 'lieutenant' | 'sergeant' | 'miner' | 'scout'
  | 'spy' | 'bomb' | 'flag' | 'unknown';

export interface GameOptions {
  /** 1..=20; 5 under ISF and Gravon, 3 on some modern boxes. */
  twoSquaresLimit?: number;
  /** The More-Squares Rule on or off. */
  moreSquares?: boolean;
  /** true: the position is a full setup, checked against its piece set. */
  fromStart?: boolean;
  /** Xiangqi: occurrences that make a repetition (2..=10; 3). */
  repetitionCount?: number;
  /** Xiangqi: the notation of each answer's `text` and of repetition cycles ("wxf" default). Moves are read in
   * any notation whatever this says (docs/xiangqi-notation.md). */
  notation?: 'wxf' | 'iccs' | 'chinese' | 'chinese-traditional';
}

/** Xiangqi: the move texts every verdict and explanation row carries. */
export interface XiangqiMoveTexts {
  /** ICCS (`h2e2`): always present, the machine-readable key. */
  iccs: string;
  /** WXF (`C2=5`); null when no piece of the mover stands on the starting square. */
  wxf: string | null;
  /** Chinese notation (`炮二平五`); null as wxf. */
  chinese: string | null;
  /** The move in options.notation (WXF by default; ICCS when that notation cannot write it). */
  text: string;
}

/** The game object every entry point reads. Limits: position 4,096 characters, record 1,000,000, 20,000 moves,
 * one move 64 characters (larger input is refused with `input-too-large`). */
export interface GameRequest {
  game: GameName;
  /** "isf" (default: Two-Squares limit 5 + More-Squares) or "jumbo" (limit 5, no More-Squares). */
  rules?: 'isf' | 'jumbo' | (string & {});
  options?: GameOptions;
  /** Our position text or Gravon's 100-character field (docs/stratego-notation.md). Omitted: an empty board. */
  position?: string;
  /** The history, replayed from the position. */
  moves?: Move[];
  /** Instead of position + moves: a Gravon StraDoS2 XML game file. */
  record?: string;
  lang?: Lang;
}

/** The options argument of validateMove and explain. */
export interface CallOptions {
  lang?: Lang;
}

export type RuleId = 'movement' | 'two-squares' | 'more-squares' | 'game-over';

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

export interface Battle {
  attacker: Rank;
  defender: Rank;
  outcome: 'attacker-wins' | 'defender-wins' | 'both-removed' | 'flag-captured';
  text: string;
}

export interface TwoSquares {
  kind: 'start' | 'continue';
  from: Square;
  to: Square;
  count: number;
  limit: number;
  text: string;
}

export interface MoreSquares {
  chase: boolean;
  /** On how many different squares the hunted pieces have been threatened. */
  squares: number;
  threatened: Square[];
  chasingMove: boolean;
  /** The move after which the board this move brings back stood. */
  repeated: MoveRef | null;
  exception: boolean;
  text: string;
}

/** validateMove's answer. */
export interface Verdict {
  legal: boolean;
  rule: RuleId | null;
  /** In game.lang; names the squares, the earlier move, the run count, the limit. */
  message: string;
  citation: Citation | null;
  /** To highlight: the move's squares, then those the reason involves. */
  squares: Square[];
  label: string;
  side: Side;
  move: Move;
  piece: Rank;
  battle: Battle | null;
  twoSquares: TwoSquares | null;
  moreSquares: MoreSquares | null;
  /** The move after which the repeated board stood. */
  earlier: MoveRef | null;
}

/** One row of explain: one move of game.moves. An illegal move is explained, then the replay stops. */
export interface ExplanationRow {
  /** "1a", "1b", "2a", ... */
  label: string;
  side: Side;
  move: Move;
  piece: Rank;
  /** The piece's name in the requested language. */
  pieceName: string;
  legal: boolean;
  rule: RuleId | null;
  message: string | null;
  citation?: Citation | null;
  battle: Battle | null;
  twoSquares: TwoSquares | null;
  moreSquares: MoreSquares | null;
  notes: string[];
  /** The position text after the move. */
  position?: string;
}

export interface GameResult {
  over: boolean;
  winner: Side | null;
  reason: 'flag-captured' | 'no-legal-move' | 'both-stuck' | null;
  message: string | null;
}

export interface Explanation {
  game?: GameName;
  rows: ExplanationRow[];
  result: GameResult;
  /** The starting position's text. */
  start?: string;
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

export interface ImportedRecord {
  game: 'stratego';
  position: string;
  /** In our notation: the tenth file is J (Gravon writes K). */
  moves: Move[];
  /** Gravon's numbers as written, and the type's name (null for a number Gravon does not list). */
  result: { type: number | null; winner: number | null; ending: GravonEnding | null } | null;
  /** The `<game type>`: "classic", "barrage", ... */
  kind: string | null;
  /** The players' names: Gravon's `<player id="1">` is Red, `id="2"` Blue. */
  players: { red: string | null; blue: string | null };
}

/** `game-not-built`: a game this package leaves out (never from pkg/, which has every game; the widget's
 * per-game packages in www/pkg/<game>/ hold one game each). */
export type ErrorCode =
  | 'unknown-game' | 'game-not-built' | 'unknown-rules' | 'bad-option' | 'bad-request' | 'input-too-large'
  | 'bad-position' | 'bad-setup' | 'bad-square' | 'bad-move' | 'illegal-history' | 'unknown-battle' | 'bad-record'
  | 'budget-exceeded';

/** What every entry point throws on bad input (nothing panics). */
export interface ArbiterError extends Error {
  code: ErrorCode;
}

/** Every move of `game.moves` with the rules' state. Throws an ArbiterError on bad input. */
export function explain(game: GameRequest, options?: CallOptions | null): Explanation;

/** Reads a game record (Gravon StraDoS2 XML) into `{ position, moves, result }`. */
export function importRecord(game: GameName, text: string): ImportedRecord;

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
   *  Default: 10,000,000 for chess and bogenschach, 1,500,000 for xiangqi (about a second in wasm). */
  budget?: number;
}

/** Counts the legal move tree of `game.position` (blank: the start position) to `depth` (0..=64): xiangqi,
 *  chess or bogenschach. Throws `budget-exceeded` beyond `options.budget` leaf nodes. */
export function perft(game: GameRequest, depth: number, options?: PerftOptions | null): number;

// --- sessions: one shape for every game (docs/api.md, "Sessions") -----------------------------------------------

/** The verdict of a session, the same shape for every game. */
export interface Judgement<D = Record<string, unknown>> {
  legal: boolean;
  rule: string | null;
  citation: Citation | null;
  /** The reason in the asked language. */
  message: string;
  /** The move's label (`1a`, `12b`, `3w`) and the side making it. */
  label: string;
  side: string;
  /** The move as the game writes it (Xiangqi: in `options.notation`; Bogenschach: the turn). */
  move: string;
  from: string | null;
  to: string | null;
  /** The moving piece's kind (`scout`, `cannon`, `knight`). */
  piece: string | null;
  capture: boolean;
  check: boolean;
  promotion: boolean;
  /** Bogenschach: the square shot, `-` for a miss; null in games without shots. */
  shot: string | null;
  squares: string[];
  /** The game's own fields: what validateMove gives beside legal, rule, message, citation, squares. */
  details: D;
}

/** A row of a session's explanation: a move played, with its verdict. */
export interface SessionRow<R = Record<string, unknown>> extends Judgement<R> {
  /** 0 = the first move. */
  ply: number;
  /** The position after the move. */
  position: string;
}

export interface SessionExplanation {
  game: GameName;
  start: string;
  rows: SessionRow[];
  result: GameResult;
  /** Xiangqi: the notation of the rows' moves. */
  notation?: string;
  /** Bogenschach: the ruleset. */
  rules?: string;
}

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
  /** Releases the session's memory. */
  free(): void;
}

export interface GameDescription {
  name: GameName;
  title: string;
  files: number;
  ranks: number;
  fileNames: string[];
  rankNames: string[];
  sides: [string, string];
  /** Stratego's lakes, Xiangqi's palaces and river banks. */
  regions: { id: string; squares: string[] }[];
  pieces: { id: string; letter: string; en: string; de: string }[];
  rulesets: { id: string; default: boolean; about: string }[];
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
  moveWord: string;
  spacedMoves: boolean;
  perft: boolean;
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
