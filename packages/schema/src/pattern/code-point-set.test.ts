import { describe, expect, test } from "vitest";
import { CodePointSet, codePointSet } from "./code-point-set.js";

// Code points around the edges that matter: ASCII, Latin-1, other scripts, combining marks,
// digits of other scripts, separators, surrogates alone, astral letters and the last one.
const CODE_POINTS = [
  0x00, 0x09, 0x0a, 0x20, 0x27, 0x2d, 0x2e, 0x30, 0x39, 0x41, 0x5a, 0x5c, 0x5d, 0x5e, 0x5f, 0x61,
  0x7a, 0x7f, 0xa0, 0xaa, 0xb5, 0xc0, 0xe9, 0x300, 0x391, 0x3c9, 0x416, 0x5d0, 0x661, 0x966, 0x1680,
  0x2028, 0x2029, 0x3000, 0x4e2d, 0xd800, 0xdc21, 0xfeff, 0x1d538, 0x1f600, 0x10ffff,
];

describe("CodePointSet: a class with property escapes as a union of shared sets", () => {
  test.each([
    "[\\p{L}\\s.'-]",
    "[^\\p{L}\\s.'-]",
    "[\\p{L}]",
    "[^\\p{L}]",
    "[\\P{L}]",
    "[^\\P{Lu}\\p{Nd}]",
    "[\\p{L}\\p{M}\\p{N}_]",
    "[a-z\\p{Script=Greek}0-9]",
    "[a\\p{L}-]",
    "[-\\p{N}a]",
    "[a-b-\\p{L}]",
    "[\\]\\\\\\p{L}]",
    "[\\-\\p{sc=Han}\\u{1F600}]",
    "[\\d\\p{White_Space}]",
    // Runs that would read differently joined (`\\00`), or that start with `^`.
    "[\\0\\p{L}0]",
    "[\\0\\p{C}0-9]",
    "[a\\p{L}^]",
    "[^\\p{L}^b]",
    "[\\x41\\p{N}1]",
    // Unions of atoms (alternatives folded into one set) that begin with a class.
    "[^]|\\p{L}",
    "[a]|\\p{L}|[\\p{N}]",
    "[\\p{L}]|[^\\p{N}]",
  ])("%s matches what native matches", (source) => {
    const native = new RegExp(`^(?:${source})$`, "u");
    const set = new CodePointSet(source);
    for (const codePoint of [...CODE_POINTS, ...CODE_POINTS]) {
      expect(set.has(codePoint), `U+${codePoint.toString(16)}`).toBe(
        native.test(String.fromCodePoint(codePoint)),
      );
    }
  });

  test("sets are shared by source", () => {
    expect(codePointSet("[\\p{L}_]")).toBe(codePointSet("[\\p{L}_]"));
    expect(codePointSet("\\p{L}").source).toBe("\\p{L}");
  });
});

// ASCII and the first code point past it (remembered in different tables), surrogates alone,
// the last BMP code point and non-BMP ones.
const MEMORY_EDGES = [
  0, 9, 10, 32, 48, 65, 95, 97, 127, 128, 0xa0, 0xe9, 0x2028, 0xd800, 0xdc00, 0xffff, 0x10000,
  0x1f600, 0x10ffff,
];

describe("CodePointSet: one atom, asked one code point at a time", () => {
  test.each(["[a-z]", "\\w", "\\s", ".", "\\p{L}", "[^\\u0080]", "[\\u0080-\\u00ff]", "a|[0-9]"])(
    "%s answers as native does, the first time and from memory",
    (source) => {
      const set = new CodePointSet(source);
      const native = new RegExp(`^(?:${source})$`, "u");
      for (let round = 0; round < 2; round += 1) {
        for (const codePoint of MEMORY_EDGES) {
          expect({ codePoint, has: set.has(codePoint) }).toEqual({
            codePoint,
            has: native.test(String.fromCodePoint(codePoint)),
          });
        }
      }
    },
  );

  test("more code points than it remembers still get native's answers", () => {
    const set = new CodePointSet("\\p{Lu}");
    const native = /^\p{Lu}$/u;
    for (let round = 0; round < 2; round += 1) {
      for (let codePoint = 0x100; codePoint < 0x100 + 5_000; codePoint += 1) {
        if (set.has(codePoint) !== native.test(String.fromCodePoint(codePoint))) {
          expect.fail(`U+${codePoint.toString(16)} in round ${round}`);
        }
      }
    }
  });

  test("codePointSet shares one set per source", () => {
    const digits = codePointSet("[0-9]");
    expect(codePointSet("[0-9]")).toBe(digits);
    expect(digits.source).toBe("[0-9]");
    expect(codePointSet("[0-8]")).not.toBe(digits);
    // Another source in between does not drop the first one.
    expect(codePointSet("[0-9]")).toBe(digits);
  });
});
