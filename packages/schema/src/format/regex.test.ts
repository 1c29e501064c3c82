import { describe, expect, test } from "vitest";
import { testFormatSuite } from "../../test/format-suite.js";
import { nativeRegExpWork } from "../../test/native-regexp-work.js";
import { isRegex } from "./regex.js";

describe("the official suite", () => {
  testFormatSuite("regex", "optional/format/regex.json");
  testFormatSuite("regex", "optional/format/ecmascript-regex.json");
});

test.each([
  ["^\\p{L}+$", true],
  ["\\u{1F600}", true],
  ["(a)\\1", true],
  ["(?<!x)y", true],
  ["\\p{Letter}", true],
  ["\\pL", false],
  ["\\-", false],
  ["a{", false],
  ["(?<n>a)(?<n>b)", false],
  ["\\Z", false],
  ["[z-a]", false],
  ["*", false],
])("%j is %s", (value, expected) => {
  expect(isRegex(value)).toBe(expected);
});

test("a deeply nested pattern gets an answer, not a throw", () => {
  const deep = `${"(".repeat(100_000)}a${")".repeat(100_000)}`;
  expect(typeof isRegex(deep)).toBe("boolean");
  expect(isRegex(deep.slice(1))).toBe(false);
});

test("a model's megabyte of property escapes costs V8 one escape and a skeleton of \\d", () => {
  // Before, `new RegExp(value, "u")` built \p{L}'s ranges 200,000 times: 10 to 19 s per call.
  const value = "\\p{L}".repeat(200_000);
  const work = nativeRegExpWork(() => isRegex(value));
  expect(work.result).toBe(true);
  // \p{L} alone, unless an earlier test in this process already had it judged.
  for (const source of work.built.slice(0, -1)) expect(source).toBe("\\p{L}");
  expect(work.built.at(-1)).toBe("\\d".repeat(200_000));
});

test("valid and invalid answers agree with V8 on the source as written", () => {
  const native = (value: string): boolean => {
    try {
      new RegExp(value, "u");
      return true;
    } catch {
      return false;
    }
  };
  const sources = [
    "[\\p{L}-a]",
    "\\p{L}{2}",
    "[^\\P{Lu}\\d]",
    "\\p{Script=Greek}|\\p{Nope}",
    "(\\p{L}",
    "\\p{L",
    "\\\\p{L}",
    "[\\p{L}--a]",
    "\\p{RGI_Emoji}",
  ];
  for (const value of sources) expect([value, isRegex(value)]).toEqual([value, native(value)]);
});
