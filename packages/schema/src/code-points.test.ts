import { describe, expect, test } from "vitest";
import { codePointLength, hasAtLeastCodePoints, hasAtMostCodePoints } from "./code-points.js";

describe("codePointLength", () => {
  test.each([
    ["", 0],
    ["a", 1],
    ["héllo", 5],
    ["😀", 1],
    ["😀😀", 2],
    ["a😀b", 3],
    // The first and last surrogate pairs: U+10000 and U+10FFFF.
    ["\ud800\udc00", 1],
    ["\udbff\udfff", 1],
    ["\udbff\udc00", 1],
    ["\ud800\udfff", 1],
    // Just outside the surrogate ranges, and lone surrogates: one each.
    ["\ud7ff\udc00", 2],
    ["\ue000\udc00", 2],
    ["\udc00\udc00", 2],
    ["\ud800\udbff", 2],
    ["\ud800\ue000", 2],
    ["\ud800\ud7ff", 2],
    ["\ud800", 1],
    ["a\ud800", 2],
    ["\ud800\ud800\udc00", 2],
    ["\udc00\ud800\udc00\udc00", 3],
  ])("%j has %i", (text, count) => {
    expect(codePointLength(text)).toBe(count);
  });
});

describe("hasAtLeastCodePoints", () => {
  test.each([
    ["", 0, true],
    ["a", 0, true],
    ["a", 2, false],
    ["ab", 2, true],
    ["abcd", 2, true],
    ["😀", 1, true],
    ["😀", 2, false],
    ["😀a", 2, true],
    ["😀😀", 2, true],
    ["😀😀", 3, false],
    ["a😀😀", 3, true],
    ["😀😀😀", 4, false],
    ["\ud800\ud800", 2, true],
  ])("%j has at least %i: %s", (text, minimum, expected) => {
    expect(hasAtLeastCodePoints(text, minimum)).toBe(expected);
  });
});

describe("hasAtMostCodePoints", () => {
  test.each([
    ["", 0, true],
    ["a", 0, false],
    ["ab", 2, true],
    ["abc", 2, false],
    ["😀", 1, true],
    ["😀a", 1, false],
    ["😀😀", 1, false],
    ["😀😀", 2, true],
    ["a😀", 2, true],
    ["😀😀a", 2, false],
    ["😀😀😀", 2, false],
    ["😀😀😀", 3, true],
    ["\ud800\ud800", 1, false],
  ])("%j has at most %i: %s", (text, maximum, expected) => {
    expect(hasAtMostCodePoints(text, maximum)).toBe(expected);
  });
});
