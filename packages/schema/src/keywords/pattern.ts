import { describeThrown } from "../copy-json.js";
import type { LinearPattern } from "../pattern/index.js";
import {
  compilePattern,
  maxPatternInputLength,
  type PatternResult,
  patternBudgetMessage,
  testInValidation,
} from "../pattern/index.js";
import { quote } from "../quote.js";
import type { KeywordReader } from "./keyword.js";

/** `pattern`: an ECMA-262 `u`-mode expression the linear-time engine can run. */
export const readPattern: KeywordReader = (value, at, spec, context) => {
  if (typeof value !== "string") {
    context.issues.push({ path: at, message: `expected a string, got ${quote(value)}` });
    return;
  }
  const compiled = compileCached(value);
  if (compiled.ok) spec.pattern = compiled.pattern;
  else if (!context.keepsUnenforceable)
    context.issues.push({ path: at, message: `pattern "${value}" is refused: ${compiled.reason}` });
};

// Compiling a pattern for the linear-time engine costs far more than the rest of a schema, and
// tool schemas repeat the same few patterns; patterns are immutable, so results are shared.
const PATTERN_CACHE_SIZE = 256;
const patternCache = new Map<string, PatternResult>();

/** Compiles a pattern through a small cache; never throws. */
export function compileCached(source: string): PatternResult {
  const cached = patternCache.get(source);
  if (cached !== undefined) return cached;
  let result: PatternResult;
  try {
    result = compilePattern(source);
  } catch (error) {
    result = { ok: false, reason: `pattern could not be compiled: ${describeThrown(error)}` };
  }
  if (patternCache.size >= PATTERN_CACHE_SIZE) {
    const oldest = patternCache.keys().next();
    if (oldest.done !== true) patternCache.delete(oldest.value);
  }
  patternCache.set(source, result);
  return result;
}

/**
 * The `pattern` keyword's test: within the input limit and matching, on the running
 * validation's matching budget (a string given up when it is spent fails).
 */
export function patternCheck(pattern: LinearPattern): (value: string) => boolean {
  const longest = maxPatternInputLength(pattern);
  return (value) => value.length <= longest && testInValidation(pattern, value) === true;
}

/**
 * A `patternProperties` key test, on the running validation's matching budget like the
 * `pattern` keyword: `true` or `false`, or `undefined` when the key was not matched (over the
 * input limit, or the budget is spent; patternMessage says which).
 */
export function patternKeyCheck(pattern: LinearPattern): (key: string) => boolean | undefined {
  const longest = maxPatternInputLength(pattern);
  return (key) => (key.length <= longest ? testInValidation(pattern, key) : undefined);
}

/**
 * The pattern message for a string that fails: over the input limit, given up on a spent
 * budget, or not matching. The check matched the string first, so this match is remembered.
 */
export function patternMessage(pattern: LinearPattern): (value: string) => string | undefined {
  const text = JSON.stringify(pattern.source);
  const limit = maxPatternInputLength(pattern);
  return (value) => {
    // Matching is linear but not free: past this length one check could take seconds.
    if (value.length > limit) {
      return `string of ${value.length} UTF-16 code units is over the limit of ${limit} for matching the pattern ${text}`;
    }
    const matched = testInValidation(pattern, value);
    if (matched === undefined) return patternBudgetMessage(value, pattern.source);
    return matched ? undefined : `${quote(value)} does not match the pattern ${text}`;
  };
}
