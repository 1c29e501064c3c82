import { describe, expect, test } from "vitest";
import { randomAB } from "../../test/random-ab.js";
import { Automaton } from "./automaton.js";
import { compilePattern } from "./compile-pattern.js";
import type { LinearPattern } from "./linear-pattern.js";
import { parsePattern } from "./parse-pattern.js";
import { buildProgram } from "./program.js";

function compiled(source: string): LinearPattern {
  const result = compilePattern(source);
  if (!result.ok) throw new Error(result.reason);
  return result.pattern;
}

describe("Automaton: the cached and uncached paths agree with native", () => {
  test("a pattern whose states never repeat fills the cache and goes on without it", () => {
    // Every code point makes a new set of threads: a small cache fills, starts over, fills
    // again within 10 code points per state, and the rest of the input runs uncached.
    const source = "a[ab]{20}$";
    const parsed = parsePattern(source);
    if (!parsed.ok) throw new Error(parsed.reason);
    const native = new RegExp(source, "u");
    for (const cacheUnits of [500, 2_000, 1 << 20]) {
      const automaton = new Automaton(buildProgram(parsed.node), cacheUnits);
      for (const seed of [1, 2, 3]) {
        const input = randomAB(3_000, seed);
        for (const candidate of [`${input}b`, `${input}a${"b".repeat(20)}`, input]) {
          const meter = { spent: 0, limit: Number.POSITIVE_INFINITY };
          expect(automaton.run(candidate, meter)).toBe(native.test(candidate));
        }
      }
    }
  });

  test("uncached runs count their work and stop at the limit", () => {
    const parsed = parsePattern("a[ab]{20}$");
    if (!parsed.ok) throw new Error(parsed.reason);
    const automaton = new Automaton(buildProgram(parsed.node), 500);
    const input = randomAB(5_000, 7);
    const open = { spent: 0, limit: Number.POSITIVE_INFINITY };
    automaton.run(input, open);
    expect(open.spent).toBeGreaterThan(5_000);
    const meter = { spent: 0, limit: Math.floor(open.spent / 2) };
    expect(automaton.run(input, meter)).toBeUndefined();
  });

  test("the same pattern answers the same on a second run, from its cache", () => {
    const pattern = compiled("^(?:[a-z]+\\b[ ]?)+$");
    for (const input of ["hello world", "hello  world", "hello world ", "héllo", ""]) {
      const first = pattern.test(input);
      expect(pattern.test(input)).toBe(first);
      expect(first).toBe(/^(?:[a-z]+\b[ ]?)+$/u.test(input));
    }
  });

  test("assertions that wait for the next code point, across surrogates and at the end", () => {
    const cases: readonly (readonly [string, readonly string[]])[] = [
      ["a\\b", ["a", "a😀", "ab", "a\ud800", "\ud800a"]],
      ["a\\B", ["a", "a😀", "ab", "a_"]],
      ["a$", ["a", "a\n", "ab", "ba"]],
      ["(?:a$|\\bb)+", ["ab", "b", "a", " b"]],
      ["\\b\\B", ["", "a"]],
      ["^\\B$", ["", "a", " "]],
      ["x\\b😀", ["x😀", "xx😀"]],
      ["[😀-😂]\\b", ["😀a", "😁"]],
    ];
    for (const [source, inputs] of cases) {
      const pattern = compiled(source);
      for (const input of inputs) {
        expect({ source, input, matches: pattern.test(input) }).toEqual({
          source,
          input,
          matches: new RegExp(source, "u").test(input),
        });
      }
    }
  });

  test("many distinct non-ASCII code points, past what one state remembers", () => {
    const pattern = compiled("^\\p{L}+$");
    const letters = Array.from({ length: 6000 }, (_, index) =>
      String.fromCodePoint(0x4e00 + index),
    );
    const text = letters.join("");
    expect(pattern.test(text)).toBe(true);
    expect(pattern.test(`${text}1`)).toBe(false);
    expect(pattern.test(`${text}\ud800`)).toBe(false);
  });
});

// A fresh automaton (its own empty cache) for `source`.
function automatonOf(source: string): Automaton {
  const parsed = parsePattern(source);
  if (!parsed.ok) throw new Error(parsed.reason);
  return new Automaton(buildProgram(parsed.node));
}

function unlimited(spent = 0): { spent: number; limit: number } {
  return { spent, limit: Number.POSITIVE_INFINITY };
}

describe("Automaton: the work it counts", () => {
  // ASCII, the first code point past ASCII, non-BMP ones at both ends, and lone surrogates.
  const MIXED = "ab\u0080é😀\u{10000}\u{10ffff}\ud800x\udc00";

  test("a run over cached transitions costs one unit per code point read", () => {
    const automaton = automatonOf("^[^\\n]*$");
    const first = unlimited();
    expect(automaton.run(MIXED, first)).toBe(true);
    expect(first.spent).toBeGreaterThan([...MIXED].length);
    const second = unlimited();
    expect(automaton.run(MIXED, second)).toBe(true);
    expect(second.spent).toBe([...MIXED].length);
  });

  test("work is added to what the meter had spent, and a cached run stops at its limit", () => {
    const automaton = automatonOf("^[^\\n]*$");
    automaton.run(MIXED, unlimited());
    const length = [...MIXED].length;
    const exact = { spent: 1_000, limit: 1_000 + length };
    expect(automaton.run(MIXED, exact)).toBe(true);
    expect(exact.spent).toBe(1_000 + length);
    const short = { spent: 1_000, limit: 1_000 + length - 1 };
    expect(automaton.run(MIXED, short)).toBeUndefined();
    expect(short.spent).toBeGreaterThan(short.limit);
  });

  test("a match found early stops the run, counting the code points read", () => {
    const automaton = automatonOf("b");
    automaton.run("aaabaaa", unlimited());
    const meter = unlimited();
    expect(automaton.run("aaabaaa", meter)).toBe(true);
    expect(meter.spent).toBe("aaab".length);
  });

  test("cached code points read before a new transition are counted", () => {
    const automaton = automatonOf("^[a-z]*$");
    const text = "abc".repeat(100);
    automaton.run(text, unlimited());
    const meter = unlimited();
    expect(automaton.run(`${text}Z`, meter)).toBe(false);
    expect(meter.spent).toBeGreaterThan(text.length);
  });

  test("a long input over a few states costs about one unit per code point", () => {
    const text = "ab".repeat(5_000);
    const meter = unlimited();
    expect(automatonOf("[ab]*c").run(text, meter)).toBe(false);
    expect(meter.spent).toBeGreaterThanOrEqual(text.length);
    expect(meter.spent).toBeLessThan(2 * text.length);
  });

  test("a run whose work reaches the limit exactly still answers", () => {
    // Every code point is a new transition, and the match ends the run after the last one.
    const open = unlimited();
    expect(automatonOf("a").run("xa", open)).toBe(true);
    const exact = { spent: 0, limit: open.spent };
    expect(automatonOf("a").run("xa", exact)).toBe(true);
    expect(exact.spent).toBe(open.spent);
    expect(automatonOf("a").run("xa", { spent: 0, limit: open.spent - 1 })).toBeUndefined();
  });
});
