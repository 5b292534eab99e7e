// Xiangqi's own fields of a verdict and a row (`details`), for the engine's types: scripts/types.mjs copies this file
// into pkg/arbiter.d.ts, where the shared types are declared. tests/js/types.test.mjs checks
// that the engine writes no field XiangqiDetails lacks.

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
    /** refused: the mover violates and was ruled to vary (or the strict mode); must-vary: the mover violates,
     * the move stands and the ruling falls; other-must-vary: the other side violates; draw: neither. */
    outcome: 'refused' | 'must-vary' | 'other-must-vary' | 'draw';
    text: string;
  };
}
