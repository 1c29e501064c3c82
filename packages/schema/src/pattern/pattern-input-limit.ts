import { AutomatonPattern } from "./compile-pattern.js";
import type { LinearPattern } from "./linear-pattern.js";

/**
 * The most matching work one validation may spend (PatternBudget's default), in program
 * positions visited plus code points read. A code point costs at most about twice the program's
 * size in steps of 3 to 10 ns: 30 to 100 ms, so a 1 MiB argument never blocks the event loop for
 * long (issue 27 asked under 250 ms; it was 100,000,000).
 */
export const MAX_PATTERN_WORK = 10_000_000;

/**
 * The worst-case work, program instructions × UTF-16 code units, past which a string is refused
 * before matching: ten budgets, so a long string whose match is cheap in fact (an anchored
 * pattern settles at its first characters; a cached transition costs one step) is still matched,
 * and the budget gives up on one that is not.
 */
const MAX_PATTERN_INPUT_WORK = 10 * MAX_PATTERN_WORK;

/**
 * The longest input (UTF-16 code units) that `pattern` may be handed: past it, its worst case
 * would pass ten validation budgets, and a caller reports it as over this limit.
 */
export function maxPatternInputLength(pattern: LinearPattern): number {
  if (!(pattern instanceof AutomatonPattern)) return Infinity;
  return Math.floor(MAX_PATTERN_INPUT_WORK / Math.max(1, pattern.programSize));
}
