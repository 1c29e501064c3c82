import { describe, expect, test } from "vitest";
import { parsePattern } from "./parse-pattern.js";
import type { PatternNode } from "./pattern-syntax.js";

function parsed(source: string): PatternNode {
  const result = parsePattern(source);
  if (!result.ok) throw new Error(result.reason);
  return result.node;
}

function character(text: string, codePoint: number): PatternNode {
  return { kind: "character", codePoint, source: text };
}

describe("parsePattern: the structure of a valid pattern", () => {
  test("a literal is one code point, written as in the source", () => {
    expect(parsed("\uffffa")).toEqual({
      kind: "sequence",
      items: [character("\uffff", 0xffff), character("a", 0x61)],
    });
    expect(parsed("😀a")).toEqual({
      kind: "sequence",
      items: [character("😀", 0x1f600), character("a", 0x61)],
    });
  });

  test.each([
    ["\\u{1F600}", 0x1f600],
    ["\\uD83D\\uDE00", 0x1f600],
    ["\\ud83d\\ude00", 0x1f600],
    ["\\uD800\\uDC00", 0x10000],
    ["\\uDBFF\\uDFFF", 0x10ffff],
    ["\\uFFFF", 0xffff],
    ["\\x41", 0x41],
    ["\\cJ", 10],
    ["\\cj", 10],
    ["\\0", 0],
    ["\\t", 9],
    ["\\/", 0x2f],
    ["\\$", 0x24],
  ])("%s is one character, its code point %i", (source, codePoint) => {
    expect(parsed(source)).toEqual(character(source, codePoint));
    // Its source is its own text, not the rest of the pattern.
    expect(parsed(`a${source}`)).toEqual({
      kind: "sequence",
      items: [character("a", 0x61), character(source, codePoint)],
    });
  });

  test.each([
    ["\\uD83D\\u0041", [0xd83d, 0x41]],
    ["\\uDC00\\uDC00", [0xdc00, 0xdc00]],
    ["\\uD7FF\\uDC00", [0xd7ff, 0xdc00]],
    ["\\uDC00\\uD800", [0xdc00, 0xd800]],
    ["\\uD83D\\uE000", [0xd83d, 0xe000]],
    ["\\uD83Dx", [0xd83d, 0x78]],
  ])("%s is two characters", (source, codePoints) => {
    const node = parsed(source);
    const items = node.kind === "sequence" ? node.items : [];
    expect(items.map((item) => (item.kind === "character" ? item.codePoint : -1))).toEqual(
      codePoints,
    );
  });

  test.each(["[a-z]", "[^\\]]", "[\\]a]", "[^]", ".", "\\d", "\\W", "\\p{L}", "\\P{Script=Greek}"])(
    "%s is one set with its source",
    (source) => {
      expect(parsed(source)).toEqual({ kind: "set", source });
      expect(parsed(`${source}a`)).toEqual({
        kind: "sequence",
        items: [{ kind: "set", source }, character("a", 0x61)],
      });
    },
  );

  test("groups of every kind are their content", () => {
    const content = parsed("ab");
    expect(parsed("(ab)")).toEqual(content);
    expect(parsed("(?:ab)")).toEqual(content);
    expect(parsed("(?<name>ab)")).toEqual(content);
    expect(parsed("(?<a1>(?:a)b)")).toEqual(content);
  });

  test.each([
    ["a*", 0, Number.POSITIVE_INFINITY],
    ["a+", 1, Number.POSITIVE_INFINITY],
    ["a?", 0, 1],
    ["a*?", 0, Number.POSITIVE_INFINITY],
    ["a??", 0, 1],
    ["a{3}", 3, 3],
    ["a{3}?", 3, 3],
    ["a{2,}", 2, Number.POSITIVE_INFINITY],
    ["a{2,12}", 2, 12],
    ["a{0,1000}?", 0, 1000],
    ["a{0010,0012}", 10, 12],
  ])("%s repeats from %i to %d", (source, min, max) => {
    expect(parsed(source)).toEqual({ kind: "repeat", item: character("a", 0x61), min, max });
    // The quantifier is read whole: what follows is the next term.
    expect(parsed(`${source}b`)).toEqual({
      kind: "sequence",
      items: [{ kind: "repeat", item: character("a", 0x61), min, max }, character("b", 0x62)],
    });
  });

  test("counts of one are the atom itself", () => {
    expect(parsed("a{1}")).toEqual(character("a", 0x61));
    expect(parsed("a{1,1}?")).toEqual(character("a", 0x61));
    expect(parsed("a{01}")).toEqual(character("a", 0x61));
  });

  test("assertions, alone and quantified inside a group", () => {
    expect(parsed("^$\\b\\B")).toEqual({
      kind: "sequence",
      items: ["start", "end", "word-boundary", "not-word-boundary"].map((assertion) => ({
        kind: "assertion",
        assertion,
      })),
    });
    expect(parsed("(?:\\b)*")).toEqual({
      kind: "repeat",
      item: { kind: "assertion", assertion: "word-boundary" },
      min: 0,
      max: Number.POSITIVE_INFINITY,
    });
  });
});

describe("parsePattern: refusals", () => {
  test.each([
    ["(a)\\1", "backreferences"],
    ["(a)(b)(c)(d)(e)(f)(g)(h)(i)\\9", "backreferences"],
    ["(?<x>a)\\k<x>", "backreferences"],
    ["(?=a)", "lookahead assertions"],
    ["(?!a)", "lookahead assertions"],
    ["(?<=a)", "lookbehind assertions"],
    ["(?<!a)", "lookbehind assertions"],
  ])("%s: %s cannot be matched in linear time", (source, construct) => {
    expect(parsePattern(source)).toEqual({
      ok: false,
      reason: `${construct} cannot be matched in linear time`,
    });
  });

  test.each([
    ["a{1001}", "1001"],
    ["a{0001001}", "1001"],
    ["a{10001}", "10001"],
    ["a{2,1001}", "1001"],
    ["a{1001,}", "1001"],
  ])("%s: the count is quoted as %s", (source, written) => {
    expect(parsePattern(source)).toEqual({
      ok: false,
      reason: `repeat count ${written} is over the limit of 1000`,
    });
  });

  test("a count of exactly the limit is accepted", () => {
    expect(parsed("a{1000}")).toEqual({
      kind: "repeat",
      item: character("a", 0x61),
      min: 1000,
      max: 1000,
    });
  });

  test("invalid syntax says V8's reason", () => {
    const result = parsePattern("(?i)a");
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(/^invalid regular expression: [a-z]/);
  });
});
