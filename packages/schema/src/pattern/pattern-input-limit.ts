import { Re2Pattern } from "./compile-pattern.js";
import type { LinearPattern } from "./linear-pattern.js";

/**
 * The most work one `test` may be handed, in RE2 instructions × UTF-16 code units: about
 * 5 s in the worst case (re2js on its NFA, ~50 ns per unit), about 0.01 s on its DFA.
 */
export const MAX_PATTERN_WORK = 100_000_000;

/**
 * The longest input (UTF-16 code units) `pattern.test` should be given so that one check stays
 * within MAX_PATTERN_WORK; a caller reports a longer string as over this limit.
 */
export function maxPatternInputLength(pattern: LinearPattern): number {
  if (!(pattern instanceof Re2Pattern)) return Number.POSITIVE_INFINITY;
  return Math.floor(MAX_PATTERN_WORK / Math.max(1, pattern.programSize));
}
