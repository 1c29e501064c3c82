import { AutomatonPattern } from "./compile-pattern.js";
import { MAX_PATTERN_INPUT_WORK } from "./limits.js";
import type { LinearPattern } from "./linear-pattern.js";

/**
 * The longest input (UTF-16 code units) that `pattern` may be handed: past it, its worst case
 * would pass ten validation budgets, and a caller reports it as over this limit.
 */
export function maxPatternInputLength(pattern: LinearPattern): number {
  if (!(pattern instanceof AutomatonPattern)) return Infinity;
  return Math.floor(MAX_PATTERN_INPUT_WORK / Math.max(1, pattern.programSize));
}
