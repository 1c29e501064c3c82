import { expect, test } from "vitest";
import { type AutomatonPattern, compilePattern } from "./compile-pattern.js";
import { MAX_PATTERN_WORK, MAX_PROGRAM_SIZE } from "./limits.js";
import { maxPatternInputLength } from "./pattern-input-limit.js";

test("the input limit shrinks as the compiled program grows", () => {
  const small = compilePattern("^\\S+$");
  const large = compilePattern("^[\\p{L}\\p{N}]{990}");
  if (!small.ok || !large.ok) throw new Error("both patterns compile");
  const smallLimit = maxPatternInputLength(small.pattern);
  const largeLimit = maxPatternInputLength(large.pattern);
  expect(largeLimit).toBeLessThan(smallLimit);
  // Ten budgets' worth of worst case: a cheap long match is still made, the budget judges it.
  expect(largeLimit).toBeGreaterThanOrEqual(Math.floor((10 * MAX_PATTERN_WORK) / MAX_PROGRAM_SIZE));
  expect(smallLimit).toBeLessThanOrEqual(10 * MAX_PATTERN_WORK);
  const { programSize } = small.pattern as AutomatonPattern;
  expect(smallLimit).toBe(Math.floor((10 * MAX_PATTERN_WORK) / programSize));
});

test("patterns from elsewhere have no limit", () => {
  expect(maxPatternInputLength({ source: "a", test: () => true, testWithin: () => true })).toBe(
    Number.POSITIVE_INFINITY,
  );
});
