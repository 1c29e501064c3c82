import { describe, expect, test } from "vitest";
import { type AutomatonPattern, compilePattern } from "./compile-pattern.js";
import { MAX_PATTERN_LENGTH, MAX_PROGRAM_SIZE } from "./limits.js";

// The oracle is V8's own `u`-mode RegExp; no expected answer below is written by hand.
function nativeTest(source: string, input: string): boolean {
  return new RegExp(source, "u").test(input);
}

const SPACES = [
  "\t",
  "\n",
  "\v",
  "\f",
  "\r",
  " ",
  "\u00a0",
  "\u1680",
  "\u2000",
  "\u2005",
  "\u200a",
  "\u2028",
  "\u2029",
  "\u202f",
  "\u205f",
  "\u3000",
  "\ufeff",
];
const NOT_SPACES = ["a", "\u0085", "\u180e", "\u200b", "\u2060", "\u00ad", "_", "\0"];
const SAMPLES = [
  "",
  "a",
  "Z",
  "_",
  "0",
  "9",
  "é",
  "ß",
  "α",
  "Ω",
  "ж",
  "中",
  "😀",
  "\u{10ffff}",
  "\u{1f600}",
  "\ud83d",
  "\ude00",
  "\ude00\ud83d",
  "x\ud83dy",
  ".",
  "-",
  "$",
  "^",
  "\\",
  "\b",
  "\0",
  ...SPACES,
  ...NOT_SPACES,
];

// Every construct of regex-notes §1 and §7, each matched against every sample and more.
const CONSTRUCTS: readonly (readonly [source: string, inputs?: readonly string[]])[] = [
  ["\\s"],
  ["^\\s$"],
  ["\\S"],
  ["^\\S$"],
  ["[\\s]"],
  ["[^\\s]"],
  ["[\\S]"],
  ["[^\\S]"],
  ["[\\sa]"],
  ["."],
  ["^.$"],
  ["^..$"],
  ["a.b", ["a\rb", "a\nb", "a\u2028b", "a\u2029b", "a\u0085b", "a😀b"]],
  ["\\d"],
  ["\\D"],
  ["^\\D$"],
  ["[^\\d]"],
  ["[\\D]"],
  ["[\\Dx]"],
  ["\\w"],
  ["\\W"],
  ["^\\W$"],
  ["[^\\w]"],
  ["[\\W]"],
  ["[^\\W_]"],
  ["\\b", ["a", " ", "é", "😀", "a b"]],
  ["\\B", ["a", " ", "é", "😀", "ab", "é"]],
  ["a\\b", ["a", "ab", "a ", "aé"]],
  ["\\Ba", ["a", "ba", " a", "éa"]],
  ["^abc$", ["abc", "abc\n", "\nabc", "abcd", "xabc"]],
  ["^", ["", "x"]],
  ["$", ["", "x"]],
  ["a$", ["a", "a\n", "a\r", "a\u2028", "ba"]],
  ["^a", ["a", "\na", "ba"]],
  ["(a)|b", ["a", "b", "c"]],
  ["(?<name>a)b", ["ab", "b"]],
  ["(?:ab)+c", ["ababc", "abc", "ac"]],
  ["[^]"],
  ["[]"],
  ["a[]|b", ["a", "b"]],
  ["^[^]*$", ["", "a\nb", "\ud83d"]],
  ["[]*", ["", "x"]],
  ["[\\b]", ["\b", "b", "\\"]],
  ["\\cJ", ["\n", "J", "c"]],
  ["\\cz", ["\u001a", "z"]],
  ["[\\cA-\\cZ]", ["\u0001", "\u001a", "A"]],
  ["\\0", ["\0", "0"]],
  ["[\\0]", ["\0", "0"]],
  ["\\u{1F600}", ["😀", "\ud83d", "\ude00"]],
  ["\\u{61}", ["a"]],
  ["^\\u{10FFFF}$", ["\u{10ffff}"]],
  ["\\uD83D\\uDE00", ["😀", "\ud83d\ude00", "\ud83d", "\ude00", "x😀y"]],
  ["^\\uD83D\\uDE00$", ["😀", "😀😀"]],
  ["[\\uD83D\\uDE00]", ["😀", "\ud83d", "\ude00"]],
  ["\\uD83D", ["😀", "\ud83d", "\ud83dx", "x\ud83d", "\ud83d\ud83d"]],
  ["\\uDE00", ["😀", "\ude00", "\ude00\ud83d", "a\ud801\udc21b"]],
  ["\\uDC21", ["a\ud801\udc21b", "\udc21"]],
  // Raw (unescaped) lone surrogates in the pattern source itself.
  ["\ud83d", ["😀", "\ud83d", "x\ud83d"]],
  ["[\ud83d\ude00]", ["😀", "\ud83d", "\ude00"]],
  ["^[\ude00-\udfff]$", ["\ude01", "😁"]],
  ["^\\uD83D$", ["\ud83d", "\ud83d\ude00"]],
  ["[\\uD800-\\uDFFF]", ["😀", "\ud83d", "\ude00", "a"]],
  ["^[\\uD800-\\uDFFF]$", ["\ud83d\ude00"]],
  ["^.$", ["😀", "\ud83d", "\ude00", "\ud83d\ude00", "\ude00\ud83d"]],
  ["^[^a]$", ["😀", "\ud83d"]],
  ["\\x41", ["A"]],
  ["\\u0041", ["A"]],
  ["\\t\\n\\v\\f\\r", ["\t\n\v\f\r"]],
  ["\\/", ["/"]],
  ["\\.\\*\\+\\?\\(\\)\\[\\]\\{\\}\\|\\^\\$\\\\", [".*+?()[]{}|^$\\"]],
  ["[\\-]", ["-", "a"]],
  ["[a-]", ["-", "a", "b"]],
  ["[-a]", ["-"]],
  ["[\\]]", ["]"]],
  ["[\\^]", ["^", "a"]],
  ["[^^]", ["^", "a"]],
  ["[a-z]+", ["abc", "ABC", "é"]],
  ["[α-ω]", ["β", "a"]],
  ["[😀-😂]", ["😁", "\ud83d", "😃"]],
  ["[^😀]", ["😀", "\ud83d", "a"]],
  ["^[^😀]$", ["\ud83d", "\ude00", "😀"]],
  ["\\p{Letter}"],
  ["\\p{L}"],
  ["\\P{L}"],
  ["\\p{Lu}"],
  ["\\p{gc=Lu}"],
  ["\\p{General_Category=Letter}"],
  ["\\p{Script=Greek}"],
  ["\\p{sc=Grek}"],
  ["\\p{Script=Latin}"],
  ["\\P{Script=Greek}"],
  ["[\\p{L}\\d]"],
  ["[^\\p{L}]"],
  ["[^\\P{L}]"],
  ["\\p{ASCII}"],
  ["\\P{ASCII}"],
  ["[^\\p{ASCII}]"],
  ["\\p{Any}"],
  ["\\P{Any}"],
  ["[\\P{Any}a]", ["a", "b"]],
  ["\\p{Assigned}"],
  ["\\P{Assigned}", ["\u0378", "a"]],
  ["\\p{White_Space}"],
  ["\\p{space}"],
  ["\\p{Alpha}"],
  ["\\p{Nd}"],
  ["\\p{digit}"],
  ["\\p{Cs}"],
  ["\\p{Cn}", ["\u0378", "a"]],
  ["\\p{Co}", ["\ue000", "a"]],
  ["\\p{Emoji}"],
  ["\\p{Zs}"],
  // Refused by the RE2-based engine (no tables), accepted now: native decides membership.
  ["\\p{ID_Start}"],
  ["\\p{ID_Continue}"],
  ["\\P{Changes_When_Casefolded}"],
  ["\\p{Changes_When_NFKC_Casefolded}"],
  ["\\p{Regional_Indicator}", ["\u{1F1EB}\u{1F1F7}", "F"]],
  ["\\p{Script_Extensions=Greek}"],
  ["[\\p{scx=Grek}\\d]"],
  ["\\p{Cased}"],
  ["^\\p{Lu}\\p{Ll}+$", ["Hello", "hello", "Ωμέγα"]],
  ["a*?b", ["aab", "b", "a"]],
  ["a+?", ["a", ""]],
  ["a??b", ["ab", "b"]],
  ["a{2}", ["a", "aa"]],
  ["^a{2,}$", ["a", "aa", "aaa"]],
  ["^a{2,3}$", ["a", "aa", "aaa", "aaaa"]],
  ["^a{0}$", ["", "a"]],
  ["^(?:a|ab)(?:c|bcd)(?:d*)$", ["abcd", "abc", "acd"]],
  ["^(a*)*$", ["", "aaa", "ab"]],
  ["^(?:a?){3}a{3}$", ["aaa", "aaaa", "aaaaaa", "aaaaaaa"]],
  ["^(|a)+$", ["", "a", "aa", "b"]],
  ["^(?:)$", ["", "a"]],
  ["|", ["", "a"]],
  ["^(?:^a|b$)+$", ["a", "ab", "b", "ba"]],
  ["^\\d{4}-\\d{2}-\\d{2}$", ["2024-01-31", "2024-1-31", "２０２４-01-31"]],
  ["^[A-Za-z0-9_-]{1,64}$", ["get_weather", "bad name!", ""]],
  ["^\\p{L}[\\p{L}\\s.'-]{0,99}$", ["Jean-Luc Picard", "O'Brien", "1abc", "Ωμέγα\u00a0α"]],
];

describe("compilePattern: ECMA-262 u-mode meaning, checked against native RegExp", () => {
  for (const [source, inputs = []] of CONSTRUCTS) {
    test(JSON.stringify(source), () => {
      const result = compilePattern(source);
      if (!result.ok) throw new Error(`refused ${JSON.stringify(source)}: ${result.reason}`);
      for (const input of [...inputs, ...SAMPLES]) {
        expect({ source, input, matches: result.pattern.test(input) }).toEqual({
          source,
          input,
          matches: nativeTest(source, input),
        });
      }
    });
  }

  test("the source is kept as given", () => {
    const result = compilePattern("^\\u{1F600}$");
    expect(result.ok && result.pattern.source).toBe("^\\u{1F600}$");
  });
});

describe("compilePattern: where V8 departs from ECMA-262", () => {
  // The spec tries a match only at code point boundaries; V8 also tries between the halves of
  // a surrogate pair, where `\B` holds. The spec's answer, from native sticky matches at each
  // code point boundary, is what the engine gives.
  function specTest(source: string, input: string): boolean {
    const sticky = new RegExp(source, "uy");
    for (let index = 0; index <= input.length; ) {
      sticky.lastIndex = index;
      if (sticky.test(input)) return true;
      index += (input.codePointAt(index) ?? 0) > 0xffff ? 2 : 1;
    }
    return false;
  }

  for (const [source, input] of [
    ["\\B", "a𝔸a"],
    ["\\B", "a😀a"],
    ["\\B|x", "a\u{10ffff}a"],
  ] as const) {
    test(`${JSON.stringify(source)} on ${JSON.stringify(input)}`, () => {
      expect(nativeTest(source, input)).not.toBe(specTest(source, input));
      const result = compilePattern(source);
      expect(result.ok && result.pattern.test(input)).toBe(specTest(source, input));
    });
  }
});

describe("compilePattern: refusals", () => {
  // Invalid in u mode: native refuses them too, which the test checks before the reason.
  const invalid: readonly (readonly [source: string, reason: string])[] = [
    ["(?i)a", "invalid regular expression: invalid group"],
    ["(?i:a)", "invalid regular expression: invalid group"],
    ["\\pL", "invalid regular expression: invalid property name"],
    ["[[:alpha:]]", "invalid regular expression: lone quantifier brackets"],
    ["\\p{Greek}", "invalid regular expression: invalid property name"],
    ["(?P<n>a)", "invalid regular expression: invalid group"],
    ["\\A", "invalid regular expression: invalid escape"],
    ["\\z", "invalid regular expression: invalid escape"],
    ["\\Qa\\E", "invalid regular expression: invalid escape"],
    ["a{", "invalid regular expression: incomplete quantifier"],
    ["]", "invalid regular expression: lone quantifier brackets"],
    ["\\-", "invalid regular expression: invalid escape"],
    ["(", "invalid regular expression: unterminated group"],
    ["a**", "invalid regular expression: nothing to repeat"],
    ["a{2,1}", "invalid regular expression: numbers out of order in {} quantifier"],
    ["[b-a]", "invalid regular expression: range out of order in character class"],
    ["\\u{110000}", "invalid regular expression: invalid Unicode escape"],
    ["\\k<n>", "invalid regular expression: invalid named capture referenced"],
    ["\\p{RGI_Emoji}", "invalid regular expression: invalid property name"],
  ];
  for (const [source, reason] of invalid) {
    test(`${JSON.stringify(source)} is not ECMA-262 u mode`, () => {
      expect(() => new RegExp(source, "u")).toThrow(SyntaxError);
      expect(compilePattern(source)).toEqual({ ok: false, reason });
    });
  }

  // Valid ECMA-262, but no linear-time engine can run them, or over a documented limit.
  const unmatchable: readonly (readonly [source: string, reason: string])[] = [
    ["(a)\\1", "backreferences cannot be matched in linear time"],
    ["(?<x>a)\\k<x>", "backreferences cannot be matched in linear time"],
    ["\\1(a)", "backreferences cannot be matched in linear time"],
    ["[a](?:b|(a)\\1)", "backreferences cannot be matched in linear time"],
    ["a(?=b)", "lookahead assertions cannot be matched in linear time"],
    ["a(?!b)", "lookahead assertions cannot be matched in linear time"],
    ["(?<=a)b", "lookbehind assertions cannot be matched in linear time"],
    ["(?<!a)b", "lookbehind assertions cannot be matched in linear time"],
    ["a{1001}", "repeat count 1001 is over the limit of 1000"],
    ["a{0,1001}", "repeat count 1001 is over the limit of 1000"],
    ["a{1001,}", "repeat count 1001 is over the limit of 1000"],
    ["a{99999999999999999999}", "repeat count 99999999999999999999 is over the limit of 1000"],
    ["a{0001001}", "repeat count 1001 is over the limit of 1000"],
    ["(?:){1001}", "repeat count 1001 is over the limit of 1000"],
    [
      "\\w{1000}\\w{1000}",
      `pattern is too large to match in linear time (program size 2001, limit ${MAX_PROGRAM_SIZE})`,
    ],
    [
      "(?:a{100}){20}",
      `pattern is too large to match in linear time (program size 2001, limit ${MAX_PROGRAM_SIZE})`,
    ],
    [
      "a{0,1000}",
      `pattern is too large to match in linear time (program size 2001, limit ${MAX_PROGRAM_SIZE})`,
    ],
    [
      "^(?:[^\\p{L}]?\\P{Lu}?){500}$",
      `pattern is too large to match in linear time (program size 2003, limit ${MAX_PROGRAM_SIZE})`,
    ],
  ];
  for (const [source, reason] of unmatchable) {
    test(`${JSON.stringify(source)} is refused`, () => {
      expect(() => new RegExp(source, "u")).not.toThrow();
      expect(compilePattern(source)).toEqual({ ok: false, reason });
    });
  }

  test("counts up to the limits are accepted, and empty repeats cost nothing", () => {
    for (const source of [
      "(?:){0,1000}?",
      "(?:){1000}",
      "((?:){1000}){1000}",
      "(((?:){1000}){1000}){1000}",
      "(?:){1000,}",
      "a{1000}",
      "\\w{1000}",
      "[\\p{L}\\p{N}]{999}",
      "(?:a{100}){19}",
      "a{0,999}",
    ]) {
      expect(compilePattern(source).ok, source).toBe(true);
    }
  });

  test("a pattern that would expand past the size limit is refused from its structure", () => {
    expect(compilePattern(`(?:${"ab".repeat(10)}){1000}`)).toEqual({
      ok: false,
      reason: `pattern is too large to match in linear time (program size 20001, limit ${MAX_PROGRAM_SIZE})`,
    });
    expect(compilePattern("(?:a|bc|d){0,600}")).toEqual({
      ok: false,
      reason: `pattern is too large to match in linear time (program size 3601, limit ${MAX_PROGRAM_SIZE})`,
    });
    // Issue 17: 450 CJK characters each followed by \b, the group repeated 1000 times
    // (1,809 characters) once built 1.35 M instructions before it was refused.
    const cjk = Array.from(
      { length: 450 },
      (_, index) => `${String.fromCodePoint(0x4e00 + index)}\\b`,
    );
    const source = `(?:${cjk.join("|")}){1000}`;
    expect(source.length).toBe(1809);
    expect(compilePattern(source)).toEqual({
      ok: false,
      reason: `pattern is too large to match in linear time (program size 1798001, limit ${MAX_PROGRAM_SIZE})`,
    });
  });

  test("a program of exactly MAX_PROGRAM_SIZE instructions is accepted, one more is refused", () => {
    const exact = compilePattern("a{1000}b{999}");
    expect(exact.ok && (exact.pattern as AutomatonPattern).programSize).toBe(MAX_PROGRAM_SIZE);
    expect(compilePattern("a{1000}b{1000}")).toEqual({
      ok: false,
      reason: `pattern is too large to match in linear time (program size 2001, limit ${MAX_PROGRAM_SIZE})`,
    });
  });

  test("a source over MAX_PATTERN_LENGTH is refused before parsing", () => {
    expect(compilePattern("(?:)".repeat(MAX_PATTERN_LENGTH / 4)).ok).toBe(true);
    expect(compilePattern(`${"a".repeat(MAX_PATTERN_LENGTH)}(`)).toEqual({
      ok: false,
      reason: `pattern is too long (4097 UTF-16 code units, limit ${MAX_PATTERN_LENGTH})`,
    });
    expect(compilePattern(`[${"\\p{L}".repeat(1000)}]`)).toEqual({
      ok: false,
      reason: `pattern is too long (5002 UTF-16 code units, limit ${MAX_PATTERN_LENGTH})`,
    });
    expect(compilePattern(`^[${"\\p{L}\\p{N}".repeat(200)}]$`).ok).toBe(true);
  });

  test("deep nesting gives a reason instead of throwing", () => {
    for (const depth of [100, 1000, 2047]) {
      const source = `${"(".repeat(depth)}a${")".repeat(depth)}`;
      const result = compilePattern(source);
      if (result.ok) expect(result.pattern.test("a")).toBe(true);
      else expect(result.reason).toMatch(/^pattern nests too deeply|^pattern cannot be matched/);
    }
  });
});

describe("AutomatonPattern: one automaton per pattern", () => {
  test("the automaton built by the first match keeps its cache for the next ones", () => {
    const result = compilePattern("^[a-zé]+$");
    if (!result.ok) throw new Error(result.reason);
    const input = "abcéabc";
    const first = { spent: 0, limit: Number.POSITIVE_INFINITY };
    expect(result.pattern.testWithin(input, first)).toBe(true);
    expect(first.spent).toBeGreaterThan(input.length);
    // Every transition is cached now: one unit per code point, through test as well.
    expect(result.pattern.test(input)).toBe(true);
    const second = { spent: 0, limit: Number.POSITIVE_INFINITY };
    expect(result.pattern.testWithin(input, second)).toBe(true);
    expect(second.spent).toBe(input.length);
  });
});

describe("compilePattern: a small stack", () => {
  // Calls `run` with `depth` frames below it, so that little stack is left for it.
  function atDepth<T>(depth: number, run: () => T): T {
    return depth === 0 ? run() : atDepth(depth - 1, run);
  }

  test("a stack that runs out while parsing gives the nesting reason, not a RangeError", () => {
    let deepest = 0;
    const measure = (depth: number): void => {
      deepest = depth;
      measure(depth + 1);
    };
    try {
      measure(0);
    } catch {
      // The stack's depth in these frames is known now.
    }
    const source = `${"(".repeat(2000)}a${")".repeat(2000)}`;
    // From the deepest frame up: the first calls overflow before compilePattern's own `try`;
    // the first one that returns must have caught the overflow inside it.
    let result: ReturnType<typeof compilePattern> | undefined;
    for (let depth = deepest - 10; depth > 0 && result === undefined; depth -= 100) {
      try {
        result = atDepth(depth, () => compilePattern(source));
      } catch (error) {
        expect(error).toBeInstanceOf(RangeError);
      }
    }
    expect(result).toEqual({ ok: false, reason: "pattern nests too deeply to be compiled" });
  });
});

describe("compilePattern: linear time", () => {
  test("^(a+)+$ against 100,000 a's and a '!' finishes and does not match", () => {
    const result = compilePattern("^(a+)+$");
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.pattern.test(`${"a".repeat(100_000)}!`)).toBe(false);
  });

  test("patterns that hang a backtracking engine finish on long inputs", () => {
    const cases: readonly (readonly [string, string])[] = [
      ["^(\\w+\\s?)*$", `${"a".repeat(100_000)}!`],
      ["^(?:[a-z]{1,10}x?){1,20}$", `${"a".repeat(10_000)}!`],
      ["^.*a.*a.*a.*b$", "a".repeat(100_000)],
      ["(a|a)*b", "a".repeat(100_000)],
      ["^(a|aa)+$", `${"a".repeat(100_000)}!`],
    ];
    for (const [source, input] of cases) {
      const result = compilePattern(source);
      expect(result.ok, source).toBe(true);
      if (result.ok) expect(result.pattern.test(input), source).toBe(false);
    }
  });
});
