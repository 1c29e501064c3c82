import { describe, expect, test } from "vitest";
import { costly } from "../../test/costly-pattern.js";
import { compilePattern } from "./compile-pattern.js";
import { MAX_PATTERN_WORK } from "./limits.js";
import type { LinearPattern } from "./linear-pattern.js";
import { MATCH_SETUP_COST, PatternBudget } from "./pattern-budget.js";

function compiled(source: string): LinearPattern {
  const result = compilePattern(source);
  if (!result.ok) throw new Error(result.reason);
  return result.pattern;
}

describe("PatternBudget: one validation's matching work", () => {
  test("the default limit is MAX_PATTERN_WORK, and nothing is spent before a match", () => {
    const budget = new PatternBudget();
    expect(budget.limit).toBe(MAX_PATTERN_WORK);
    expect(budget.spent).toBe(0);
  });

  test("answers like test, and each (pattern, string) pair is matched once", () => {
    const pattern = compiled("^[a-z]+$");
    const budget = new PatternBudget();
    expect(budget.test(pattern, "abc")).toBe(true);
    const spent = budget.spent;
    expect(spent).toBeGreaterThan(0);
    expect(budget.test(pattern, "abc")).toBe(true);
    expect(budget.spent).toBe(spent);
    expect(budget.test(pattern, "ab1")).toBe(false);
    expect(budget.spent).toBeGreaterThan(spent);
    const after = budget.spent;
    expect(budget.test(pattern, "ab1")).toBe(false);
    expect(budget.spent).toBe(after);
    // The same string against another pattern is another pair.
    expect(budget.test(compiled("^[a-c]+$"), "abc")).toBe(true);
    expect(budget.spent).toBeGreaterThan(after);
  });

  test("once spent, unanswered matches give up and answered ones are still known", () => {
    const pattern = compiled("a[ab]{300}$");
    const budget = new PatternBudget(50_000);
    const long = "ab".repeat(5_000);
    expect(budget.test(pattern, "b")).toBe(false);
    expect(budget.test(pattern, long)).toBeUndefined();
    expect(budget.spent).toBeGreaterThan(50_000);
    expect(budget.test(pattern, "a".repeat(301))).toBeUndefined();
    expect(budget.test(pattern, "b")).toBe(false);
  });

  test("testWithin stops at the meter's limit and says so with undefined", () => {
    const pattern = compiled("^(?:a|b)*c$");
    const input = "ab".repeat(10_000);
    const meter = { spent: 0, limit: 1_000 };
    expect(pattern.testWithin(input, meter)).toBeUndefined();
    expect(meter.spent).toBeGreaterThan(1_000);
    const open = { spent: 0, limit: Number.POSITIVE_INFINITY };
    expect(pattern.testWithin(input, open)).toBe(false);
    expect(open.spent).toBeGreaterThanOrEqual(input.length);
    expect(pattern.testWithin(`${input}c`, { spent: 0, limit: 1e9 })).toBe(true);
  });
});

describe("PatternBudget: the limit", () => {
  test("work that reaches the limit exactly leaves room to try one more string", () => {
    const pattern = costly(10);
    const budget = new PatternBudget(MATCH_SETUP_COST + 10);
    expect(budget.test(pattern, "first")).toBe(true);
    expect(budget.spent).toBe(MATCH_SETUP_COST + 10);
    expect(budget.test(pattern, "second")).toBeUndefined();
    expect(pattern.calls).toEqual(["first", "second"]);
  });

  test("past the limit a new string is given up without matching", () => {
    const pattern = costly(15);
    const budget = new PatternBudget(MATCH_SETUP_COST + 10);
    expect(budget.test(pattern, "first")).toBeUndefined();
    expect(budget.test(pattern, "second")).toBeUndefined();
    expect(budget.test(pattern, "first")).toBeUndefined();
    expect(pattern.calls).toEqual(["first"]);
  });

  test("each match costs MATCH_SETUP_COST before its string is read", () => {
    const pattern = costly(0);
    const budget = new PatternBudget(3 * MATCH_SETUP_COST);
    for (const input of ["a", "b", "c"]) expect(budget.test(pattern, input)).toBe(true);
    expect(budget.spent).toBe(3 * MATCH_SETUP_COST);
    // The same pair again is remembered, and costs nothing.
    expect(budget.test(pattern, "a")).toBe(true);
    expect(budget.spent).toBe(3 * MATCH_SETUP_COST);
    expect(budget.test(pattern, "d")).toBeUndefined();
  });
});
