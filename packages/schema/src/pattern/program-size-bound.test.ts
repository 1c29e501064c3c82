import { RE2JS } from "re2js";
import { expect, test } from "vitest";
import { parsePattern } from "./parse-pattern.js";
import { programSizeLowerBound } from "./program-size-bound.js";
import { translatePattern } from "./translate-pattern.js";

function sizes(source: string): { bound: number; actual: number } {
  const parsed = parsePattern(source);
  if (!parsed.ok) throw new Error(parsed.reason);
  const translated = translatePattern(parsed.ast);
  if (!translated.ok) throw new Error(translated.reason);
  return {
    bound: programSizeLowerBound(parsed.ast),
    actual: RE2JS.compile(translated.source).programSize(),
  };
}

test.each([
  ["(?:ab){500}", 1000],
  ["^[^@]+@[^@]{3}$", 5],
  ["a{2,5}|bc", 5],
  ["(?:a|bcd|ef){10}", 30],
  ["\\p{L}{4}\\P{Lu}{4}", 8],
  ["[\\P{L}a]{3}", 3],
  // RE2 collapses a concatenation around a part that can match nothing.
  ["[](?:a{2}){0,2}", 0],
  ["[^\\s\\S]a{5}", 0],
  ["\\P{Any}a{5}", 0],
  ["[^\\p{L}]a{5}", 6],
  ["[^\\p{L}\\P{L}]a{5}", 0],
  ["[^\\p{L}\\p{M}\\p{N}\\p{P}\\p{S}\\p{Z}\\p{C}]a{5}", 0],
  ["[^\\P{Any}]a{5}", 6],
  ["(?:[]|b)a{5}", 6],
  ["[]?a{5}", 5],
])("%s: bound %i, never above RE2's program size", (source, expected) => {
  const { bound, actual } = sizes(source);
  expect(bound).toBe(expected);
  expect(bound).toBeLessThanOrEqual(actual);
});
