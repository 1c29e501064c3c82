import { expect, test } from "vitest";
import { compilePattern, MAX_PROGRAM_SIZE } from "./compile-pattern.js";
import { MAX_PATTERN_WORK, maxPatternInputLength } from "./pattern-input-limit.js";

test("the input limit shrinks as the compiled program grows", () => {
  const small = compilePattern("^\\S+$");
  const large = compilePattern("^[\\p{L}\\p{N}]{990}");
  if (!small.ok || !large.ok) throw new Error("both patterns compile");
  const smallLimit = maxPatternInputLength(small.pattern);
  const largeLimit = maxPatternInputLength(large.pattern);
  expect(largeLimit).toBeLessThan(smallLimit);
  expect(largeLimit).toBeGreaterThanOrEqual(Math.floor(MAX_PATTERN_WORK / MAX_PROGRAM_SIZE));
  expect(smallLimit).toBeLessThanOrEqual(MAX_PATTERN_WORK);
});

test("patterns from elsewhere have no limit", () => {
  expect(maxPatternInputLength({ source: "a", test: () => true, testWithin: () => true })).toBe(
    Number.POSITIVE_INFINITY,
  );
});
