import { describe, expect, test } from "vitest";
import { randomAB, randomOver } from "../../test/random-ab.js";
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

describe("Automaton: every short string, against native", () => {
  // A lone lead and a lone trail (adjacent, they pair), a character after the trail range.
  const ALPHABET = ["a", "b", "\ud83d", "\ude00", "\ue000"];
  const PATTERNS = [
    "aa",
    "a?a",
    "a*ab",
    "(?:ab)*a",
    "(?:a|b\\ud83d)+$",
    "^[^a]b",
    "^.$",
    "^..$",
    "\\ud83d",
    "\\ude00",
    "\\ud83d\\ude00",
    "[\\ud83d\\ue000]a",
    "^(?:a*|b)*$",
  ];

  test("each pattern on every string of up to five code units", () => {
    const strings = [""];
    for (let length = 1, last = [""]; length <= 5; length += 1) {
      last = last.flatMap((prefix) => ALPHABET.map((unit) => prefix + unit));
      strings.push(...last);
    }
    for (const source of PATTERNS) {
      const automaton = automatonOf(source);
      const native = new RegExp(source, "u");
      for (const input of strings) {
        if (automaton.run(input, unlimited()) !== native.test(input)) {
          expect.fail(`${source} on ${JSON.stringify(input)}`);
        }
      }
    }
  });
});

describe("Automaton: the uncached path", () => {
  // Every code point makes a new set of threads, so a cache of 500 units thrashes early.
  const SMALL_CACHE = 500;
  function thrashing(source: string): Automaton {
    const parsed = parsePattern(source);
    if (!parsed.ok) throw new Error(parsed.reason);
    return new Automaton(buildProgram(parsed.node), SMALL_CACHE);
  }

  test("reads non-BMP characters and lone surrogates as native does", () => {
    const alphabet = ["a", "b", "😀", "\ud800", "\udc00", "\ue000", "\u{10ffff}"];
    for (const source of ["a[ab😀\\ud800]{12}$", "[😀\\u{10ffff}][^b]{12}b", "\\ud800[^a]{12}a"]) {
      const native = new RegExp(source, "u");
      for (let seed = 1; seed <= 40; seed += 1) {
        const input = randomOver(alphabet, 200, seed);
        expect({ source, input, matches: thrashing(source).run(input, unlimited()) }).toEqual({
          source,
          input,
          matches: native.test(input),
        });
      }
    }
  });

  test("a match in the middle of the input ends the run with true", () => {
    const source = "a[ab]{20}c";
    const native = new RegExp(source, "u");
    const text = randomAB(300, 5);
    for (let at = 0; at <= 120; at += 1) {
      const input = `${text.slice(0, at)}c${text.slice(at)}`;
      expect({ at, matches: thrashing(source).run(input, unlimited()) }).toEqual({
        at,
        matches: native.test(input),
      });
    }
  });

  test("an anchored pattern whose threads all die answers false", () => {
    const source = "^[ab]{0,40}c";
    const native = new RegExp(source, "u");
    for (const input of [`${randomAB(60, 3)}c`, `${randomAB(30, 3)}c`, randomAB(80, 4)]) {
      expect(thrashing(source).run(input, unlimited())).toBe(native.test(input));
    }
  });

  test("once the cache thrashes, the rest costs less than with a cache that never fills", () => {
    const source = "a[ab]{20}$";
    const input = randomAB(3_000, 11);
    const small = unlimited();
    const large = unlimited();
    expect(thrashing(source).run(input, small)).toBe(false);
    expect(automatonOf(source).run(input, large)).toBe(false);
    expect(small.spent).toBeLessThan(large.spent);
  });
});

describe("Automaton: the limit after a new transition", () => {
  test("cached reads after a new transition stop at what is left of the limit", () => {
    // Both automata learn the same transitions; the measured input starts with a new one.
    const warm = (automaton: Automaton) => automaton.run("ab".repeat(50), unlimited());
    const input = `Z${"ab".repeat(50)}`;
    const measuring = automatonOf("[a-z]*Q");
    warm(measuring);
    const open = unlimited();
    expect(measuring.run(input, open)).toBe(false);
    for (const [extra, answer] of [
      [0, false],
      [-1, undefined],
    ] as const) {
      const automaton = automatonOf("[a-z]*Q");
      warm(automaton);
      const meter = { spent: 1_000, limit: 1_000 + open.spent + extra };
      expect(automaton.run(input, meter)).toBe(answer);
    }
  });
});

describe("Automaton: the limit on the uncached path", () => {
  // A meter that keeps every value `spent` takes, so a test can set a limit to the exact work
  // done after one step.
  function recording(limit: number): { spent: number; readonly limit: number; values: number[] } {
    let spent = 0;
    const values: number[] = [];
    return {
      limit,
      values,
      get spent() {
        return spent;
      },
      set spent(value: number) {
        spent = value;
        values.push(value);
      },
    };
  }

  test("work that equals the limit after the last uncached step still answers", () => {
    const thrashingAutomaton = () => {
      const parsed = parsePattern("a[ab]{20}c");
      if (!parsed.ok) throw new Error(parsed.reason);
      return new Automaton(buildProgram(parsed.node), 500);
    };
    const input = randomAB(400, 9);
    const open = recording(Number.POSITIVE_INFINITY);
    expect(thrashingAutomaton().run(input, open)).toBe(false);
    // The last value is the end's closure; the one before it, the work after the last step.
    const afterLastStep = open.values[open.values.length - 2] as number;
    expect(thrashingAutomaton().run(input, recording(afterLastStep))).toBe(false);
    expect(thrashingAutomaton().run(input, recording(afterLastStep - 1))).toBeUndefined();
  });
});
