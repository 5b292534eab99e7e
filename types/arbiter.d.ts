/* Hand-written types of Arbiter's wasm package (pkg/), after docs/api.md, the contract. scripts/build-wasm.sh
 * copies this file over wasm-pack's pkg/arbiter.d.ts (whose values are all `any`), so pkg/package.json's
 * "types" points at it. tests/js/bundle.test.mjs checks that every export of pkg/arbiter.js is declared here. */

// --- each game's names: tests/js/types.test.mjs checks every union below against describe() of the package --------

/** A game's name (describe(game).name). */
export type GameName = 'stratego' | 'xiangqi' | 'bogenschach' | (string & {});

/** The rulesets of the games (describe(game).rulesets[].id). */
export type RulesetId = 'isf' | 'jumbo' | 'axf' | 'stuttgart' | 'immediate-mate';

/** The sides of the games, the first moving first (describe(game).sides). */
export type StrategoSide = 'red' | 'blue';
export type XiangqiSide = 'red' | 'black';
export type BogenschachSide = 'white' | 'black';
export type Side = StrategoSide | XiangqiSide | BogenschachSide;

/** The pieces of the games (describe(game).pieces[].id); Stratego's `unknown`: a piece whose rank is hidden. */
export type StrategoPiece =
  | 'marshal' | 'general' | 'colonel' | 'major' | 'captain' | 'lieutenant' | 'sergeant' | 'miner' | 'scout'
  | 'spy' | 'bomb' | 'flag' | 'unknown';
export type XiangqiPiece = 'general' | 'advisor' | 'elephant' | 'horse' | 'chariot' | 'cannon' | 'soldier';
export type BogenschachPiece = 'king' | 'queen' | 'rook' | 'bishop' | 'knight' | 'pawn';

/** The notations of Xiangqi's answers (the choices of its option `notation`). */
export type XiangqiNotation = 'wxf' | 'iccs' | 'chinese' | 'chinese-traditional';

/** A language tag: "en" or "de"; others fall back to English. */
export type Lang = 'en' | 'de' | (string & {});

/** A square, file A-J and rank 1-10: "B3". */
export type Square = string;

/** A move "from-to": "C3-B3". */
export type Move = string;

/** A piece of any game. */
export type Rank = StrategoPiece | XiangqiPiece | BogenschachPiece;

/** Every game's options (describe(game).options): each game reads its own and ignores the others. */
export interface GameOptions {
  /** 1..=20; 5 under ISF and Gravon, 3 on some modern boxes. */
  twoSquaresLimit?: number;
  /** The More-Squares Rule on or off. */
  moreSquares?: boolean;
  /** true: the position is a full setup, checked against its piece set. */
  fromStart?: boolean;
  /** Xiangqi: occurrences that make a repetition (2..=10; 3). */
  repetitionCount?: number;
  /** Xiangqi: the notation of each answer's `move` and of repetition cycles ("wxf" default). Moves are read in
   * any notation whatever this says (docs/xiangqi-notation.md). */
  notation?: XiangqiNotation;
}

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
  attacker: StrategoPiece;
  defender: StrategoPiece;
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

/** Stratego's own fields (a verdict's or a row's `details`); each is left out when it has no value. */
export interface StrategoDetails {
  /** Rows: the piece's name in the requested language. */
  pieceName?: string;
  battle?: Battle;
  twoSquares?: TwoSquares;
  moreSquares?: MoreSquares;
  /** Verdicts: for a More-Squares refusal, the move after which the repeated board stood. */
  earlier?: MoveRef;
  /** Rows: notes on the move, when there are any. */
  notes?: string[];
}

/** Xiangqi's own fields (`details`); each is left out when it has no value. The move itself is the verdict's
 * `move` (in options.notation), `from` and `to` (ICCS squares: `from + to` is the move in ICCS); check its flag. */
export interface XiangqiDetails {
  /** The kind of the piece captured (`chariot`). */
  captures?: string;
  /** Check, chase or idle (legal moves): the kind, the squares of the pieces chased, the Chinese term (将, 捉, 闲). */
  classification?: { kind: 'check' | 'chase' | 'idle'; chased: string[]; term: string; text: string };
  /** The repetition this move completes: its cycle (`label move` in options.notation), each side's conduct, the
   * pieces chased all through it, the side that violates, and the outcome. */
  repetition?: {
    cycle: string[];
    red: 'perpetual-check' | 'perpetual-chase' | 'none';
    black: 'perpetual-check' | 'perpetual-chase' | 'none';
    chased: string[];
    violator: 'red' | 'black' | null;
    outcome: 'refused' | 'other-must-vary' | 'draw';
    text: string;
  };
}

/** A piece a Bogenschach shot or capture removes. */
export interface RemovedInfo {
  square: string;
  piece: string;
  side: 'white' | 'black';
  how: string;
  by: 'white' | 'black';
  points: number;
  scoredBy: 'white' | 'black' | null;
  meuchelei: boolean;
}

/** Bogenschach's own fields (`details`); the shot is the verdict's `shot`, check its flag. */
export interface BogenschachDetails {
  /** The round of the turn (1 to 15). */
  round: number;
  /** Rows: the points after the turn. */
  score?: { white: number; black: number };
  shotRemoves?: RemovedInfo;
  /** The chess move in SAN and UCI (left out for a skip). */
  san?: string;
  uci?: string;
  /** The turn skips its move (no legal move after the shot). */
  skip?: true;
  captures?: RemovedInfo;
}

/** The own fields (`details`) of any game: the default of the answers' type parameter `D`. */
export type AnyDetails = StrategoDetails | XiangqiDetails | BogenschachDetails;

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
  /** The position after the move (for a refused move: the position before it). */
  position: string;
}

export interface GameResult {
  over: boolean;
  winner: string | null;
  reason: string | null;
  message: string | null;
}

export interface Explanation<D = AnyDetails> {
  game: GameName;
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

/** `game-not-built`: a game this package leaves out (never from pkg/, which has every game; the widget's
 * per-game packages in www/pkg/<game>/ hold one game each). */
export type ErrorCode =
  | 'unknown-game' | 'game-not-built' | 'unknown-rules' | 'bad-option' | 'bad-request' | 'input-too-large'
  | 'bad-position' | 'bad-setup' | 'bad-square' | 'bad-move' | 'illegal-history' | 'unknown-battle' | 'bad-record'
  | 'budget-exceeded';

/** What every entry point throws on bad input (nothing panics). */
export interface ArbiterError extends Error {
  code: ErrorCode;
  /** `bad-record` only: the format recognised (empty when none was), the 1-based line and column (null where
   * the reader knows only the line). */
  format?: RecordFormat | '';
  line?: number;
  column?: number | null;
}

/** Every move of `game.moves` with the rules' state. Throws an ArbiterError on bad input. */
export function explain(game: GameRequest, options?: CallOptions | null): Explanation;

/** Reads a game record in any format the game reads (Gravon XML; PGN, DhtmlXQ, UCCI, FEN and moves, move lists)
 * into its position, moves, tags, comments and result. Throws `bad-record` naming the format, line and column. */
export function importRecord(game: GameName, text: string, options?: ImportOptions | null): ImportedRecord;

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
