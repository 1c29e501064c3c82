import { describe, expect, test } from "vitest";
import { testFormatSuite } from "../../test/format-suite.js";
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
