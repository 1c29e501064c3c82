import type { WorkMeter } from "./automaton.js";

/** A pattern compiled for matching in time linear in the input's length. */
export interface LinearPattern {
  /** The ECMA-262 source it was compiled from. */
  readonly source: string;
  /** True when the pattern matches somewhere in `input` (unanchored, ECMA-262 `u` semantics). */
  test(input: string): boolean;
  /**
   * Like `test`, adding the work spent to `meter.spent`; `undefined` when that would pass
   * `meter.limit` (the match was given up, with no answer).
   */
  testWithin(input: string, meter: WorkMeter): boolean | undefined;
}

/** Either a compiled pattern or the reason it is refused, in lowercase words. */
export type PatternResult =
  | { readonly ok: true; readonly pattern: LinearPattern }
  | { readonly ok: false; readonly reason: string };
