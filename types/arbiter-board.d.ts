// Types of the <arbiter-board> widget (www/arbiter-board.js and its single-file builds), shipped in the npm
// package that scripts/build-site.mjs writes (pkg-widget/, next to the engine's types, arbiter.d.ts). Importing
// the package registers the element; this file describes the element's properties, methods and events, as
// www/embed.html documents them.
import type { Explanation, Move, Verdict } from './arbiter.js';

export type { Explanation, Move, Verdict } from './arbiter.js';

/** `event.detail` of `verdict`: a reader (or play()) tried a move, legal or not. */
export interface VerdictEventDetail {
  move: Move;
  verdict: Verdict;
}

/** `event.detail` of `move`: a tried move was legal and has been played. */
export interface MoveEventDetail {
  move: Move;
  label: string;
  moves: Move[];
  verdict: Verdict;
}

/** `event.detail` of `positionchange`: the board shows another position. */
export interface PositionChangeEventDetail {
  step: number;
  label: string | null;
  move: Move | null;
  position: string | null;
  moves: Move[];
}

export interface ArbiterBoardEventMap extends HTMLElementEventMap {
  verdict: CustomEvent<VerdictEventDetail>;
  move: CustomEvent<MoveEventDetail>;
  positionchange: CustomEvent<PositionChangeEventDetail>;
}

/** A share link's values as the pages that open links read them (readShareParams): only known keys with
 * allowed values; `dropped` names the keys left out. */
export interface ShareParams {
  values: Partial<Record<'game' | 'rules' | 'position' | 'moves' | 'step' | 'try' | 'lang' | 'notation' | 'pieces' |
    'flip' | 'theme', string>>;
  dropped: string[];
}

/** The <arbiter-board> element. Its attributes (game, rules, position, moves, lang, example, step, try, flip,
 * theme, show-text, editor, playground, pieces, notation) are described in www/embed.html. */
export declare class ArbiterBoard extends HTMLElement {
  static readonly observedAttributes: string[];
  /** The moves played (the example's, then any the reader tried). */
  readonly moves: Move[];
  /** The step shown: 0 is the starting position. */
  readonly step: number;
  /** The engine's explain() of the moves, or null before the engine answered. */
  readonly explanation: Explanation | null;
  /** The canonical text of the starting position, or null before the engine answered. */
  readonly position: string | null;
  /** The canonical text of the position shown. */
  readonly currentPosition: string | null;
  readonly editing: boolean;
  first(): void;
  back(): void;
  forward(): void;
  last(): void;
  go(step: number): void;
  /** Back to the example's moves, at the step where the reader started trying. */
  reset(): void;
  /** Tries `move` at the step shown, as a drop on the board would; the verdict, or null when the engine cannot
   * judge (not loaded, or the move text is refused with an error). A board that answers from its site's answers
   * given ahead (docs/documents.md) returns null for a move they do not hold, loads its engine and then plays the
   * move (its `verdict` event says how it was judged). */
  play(move: Move): Verdict | null;
  setEditing(on: boolean): void;
  /** The share link: the page named in `playground` (view.html next to the script by default) with the moment
   * shown: position, moves, step, a refused move, language, notation, pieces ('' before the engine answered). */
  shareLink(): string;
  /** The embed snippet: the script tag and this board's element at the moment shown, as text. */
  embedSnippet(): string;
  /** The iframe snippet (frame.html next to the script, with the moment shown), as text. */
  frameSnippet(): string;
  /** The board as shown as an SVG image (with its pixel size). */
  image(format?: 'svg'): Promise<{ svg: string; width: number; height: number }>;
  /** The board as shown as a PNG image (twice the SVG's size). */
  image(format: 'png'): Promise<{ blob: Blob; width: number; height: number }>;
  /** Downloads image(format) as a file; resolves to the file's name. */
  saveImage(format?: 'svg' | 'png'): Promise<string>;
  /** Reads a share link's values (a location's hash, else its query string), checked. */
  static readShareParams(hash: string, search?: string): Promise<ShareParams>;
  /** The engine package of `game` (the one the widget loads), for a page's own questions. */
  static loadEngine(game: string): Promise<unknown>;
  addEventListener<K extends keyof ArbiterBoardEventMap>(
    type: K,
    listener: (this: ArbiterBoard, ev: ArbiterBoardEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof ArbiterBoardEventMap>(
    type: K,
    listener: (this: ArbiterBoard, ev: ArbiterBoardEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'arbiter-board': ArbiterBoard;
  }
}
