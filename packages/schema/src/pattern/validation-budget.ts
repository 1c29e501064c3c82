import { MAX_PATTERN_WORK } from "./limits.js";
import type { LinearPattern } from "./linear-pattern.js";
import { PatternBudget } from "./pattern-budget.js";

// The running validation's budget, opened by its first match. Validation is synchronous, so
// one module-level slot is enough: validate() begins, every pattern keyword draws on it.
let current: PatternBudget | undefined;
let limit = MAX_PATTERN_WORK;

/**
 * Begins one validation: matches after this share a fresh budget of `work` (MAX_PATTERN_WORK
 * unless given; tests give less).
 */
export function beginPatternValidation(work: number = MAX_PATTERN_WORK): void {
  current = undefined;
  limit = work;
}

/**
 * Whether `pattern` matches `input`, within the running validation's budget; each (pattern,
 * string) pair is matched once per validation. `undefined` once the budget is spent.
 */
export function testInValidation(pattern: LinearPattern, input: string): boolean | undefined {
  current ??= new PatternBudget(limit);
  return current.test(pattern, input);
}

/** The error message for a string whose match was given up because the budget was spent. */
export function patternBudgetMessage(input: string, source: string): string {
  return `string of ${input.length} UTF-16 code units was not matched against the pattern ${JSON.stringify(source)}: this validation spent its matching budget of ${limit} steps`;
}
