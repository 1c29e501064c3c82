import { describe, expect, test } from "vitest";
import { syntaxError } from "./check-syntax.js";

// The oracle: V8's own verdict on the source as written, message first letter lowercased.
function nativeError(source: string): string | undefined {
  try {
    new RegExp(source, "u");
    return undefined;
  } catch (error) {
    const message = (error as Error).message;
    const text = message.slice(message.lastIndexOf("/u: ") + 4);
    return `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
  }
}

// Property escapes, valid and not, and the contexts around them where `\d` and `\p{…}` could
// differ: class ranges, group names, `\c`, `\u{…}`, an escaped backslash, quantifiers.
const ESCAPES = [
  "\\p{L}",
  "\\P{Lu}",
  "\\p{Script=Greek}",
  "\\p{scx=Grek}",
  "\\p{ID_Start}",
  "\\p{Foo}",
  "\\p{RGI_Emoji}",
  "\\p{L",
  "\\p",
  "\\pL",
  "\\\\p{L}",
];
const CONTEXTS: readonly (readonly [string, string])[] = [
  ["", ""],
  ["^", "+$"],
  ["[", "]"],
  ["[^", "a-z]"],
  ["[a-", "]"],
  ["[", "-a]"],
  ["[", "-]"],
  ["(?<n", ">x)"],
  ["\\c", ""],
  ["\\u{", "}"],
  ["(", ""],
  ["", "{2,1}"],
  ["a**", ""],
  ["", "a**"],
  ["(?:", ")*\\1"],
  ["[\\d-", "]"],
];

describe("syntaxError: V8's verdict and message, property escapes judged apart", () => {
  for (const propertyEscape of ESCAPES) {
    for (const [before, after] of CONTEXTS) {
      const source = `${before}${propertyEscape}${after}`;
      test(JSON.stringify(source), () => {
        expect(syntaxError(source)).toBe(nativeError(source));
      });
    }
  }

  test("patterns without property escapes, valid and not", () => {
    for (const source of ["", "a", "\\d+", "[\\w-]", "(?i)a", "\\-", "a{", "[b-a]", "\\"]) {
      expect(syntaxError(source), source).toBe(nativeError(source));
    }
  });

  test("several escapes, the same one twice, and an invalid one after valid ones", () => {
    for (const source of [
      "\\p{L}\\p{L}[\\p{N}\\P{L}]",
      "\\p{L}\\p{N}\\p{Nope}",
      "\\p{L}(\\p{N}",
      "[\\p{L}\\s.'-]{0,99}$",
    ]) {
      expect(syntaxError(source), source).toBe(nativeError(source));
    }
  });
});
