// Stratego's own fields of a verdict and a row (`details`), for the engine's types: scripts/types.mjs copies this file
// into pkg/arbiter.d.ts, where Square, MoveRef and StrategoPiece are declared. tests/js/types.test.mjs checks
// that the engine writes no field StrategoDetails lacks.

/** The rule ids of Stratego's refusals (`Judgement.rule`). */
export type StrategoRule = 'movement' | 'two-squares' | 'more-squares' | 'game-over';

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
