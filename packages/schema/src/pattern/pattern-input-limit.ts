import { AutomatonPattern } from "./compile-pattern.js";
import type { LinearPattern } from "./linear-pattern.js";

/**
 * The most matching work one validation may spend (PatternBudget's default), and the bound
 * maxPatternInputLength puts on one string, in program instructions × UTF-16 code units. A code
 * point costs at most about twice the program's size in steps of 3 to 10 ns: about a second.
 */
export const MAX_PATTERN_WORK = 100_000_000;

/**
 * The longest input (UTF-16 code units) that `pattern` may be handed without its worst case
 * passing MAX_PATTERN_WORK alone; a caller reports a longer string as over this limit.
 */
export function maxPatternInputLength(pattern: LinearPattern): number {
  if (!(pattern instanceof AutomatonPattern)) return Number.POSITIVE_INFINITY;
  return Math.floor(MAX_PATTERN_WORK / Math.max(1, pattern.programSize));
}
