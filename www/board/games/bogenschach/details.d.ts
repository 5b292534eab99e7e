// Bogenschach's own fields of a verdict and a row (`details`), for the engine's types: scripts/types.mjs copies this file
// into pkg/arbiter.d.ts, where the shared types are declared. tests/js/types.test.mjs checks
// that the engine writes no field BogenschachDetails lacks.

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
