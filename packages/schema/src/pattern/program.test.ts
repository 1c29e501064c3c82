import { describe, expect, test } from "vitest";
import { OP_CHARACTER, OP_MATCH, OP_SET } from "./automaton.js";
import { codePointSet } from "./code-point-set.js";
import { parsePattern } from "./parse-pattern.js";
import type { PatternNode } from "./pattern-syntax.js";
import { buildProgram, programSize } from "./program.js";

function parsed(source: string): PatternNode {
  const result = parsePattern(source);
  if (!result.ok) throw new Error(result.reason);
  return result.node;
}

describe("programSize: computed from the structure, equal to what is built", () => {
  test.each([
    ["^\\d{4}-\\d{2}-\\d{2}$", 13],
    ["^[A-Za-z0-9_-]{1,64}$", 130],
    ["^\\p{L}[\\p{L}\\s.'-]{0,99}$", 202],
    ["", 1],
    ["a", 2],
    ["ab", 3],
    ["a|b", 2],
    ["a|bc", 6],
    ["ab|ac", 3],
    ["a*", 4],
    ["a+", 3],
    ["a?", 3],
    ["a{3}", 4],
    ["a{0}", 1],
    ["(?:ab){0}", 1],
    ["a{2,}", 4],
    ["a{2,5}", 9],
    ["(?:){1000}", 1],
    ["(?:){0,5}", 1],
    ["(?:a|bc)*", 8],
    ["^$\\b\\B", 5],
    ["(?:x\\b|y\\b)*", 9],
  ])("%s is %i instructions", (source, size) => {
    const node = parsed(source);
    expect(programSize(node)).toBe(size);
    expect(buildProgram(node).size).toBe(size);
  });

  test("a huge repeat is sized without building it", () => {
    const node = parsed("(?:(?:a{1000}){1000}){1000}");
    expect(programSize(node)).toBe(1_000_000_001);
  });
});

describe("buildProgram: the instructions", () => {
  test("a character is matched by code point, a set by its shared set, written once", () => {
    const program = buildProgram(parsed("a[bc]\\u{1F600}[bc]"));
    expect({
      op: [...program.op],
      first: [...program.first],
      second: [...program.second],
    }).toEqual({
      op: [OP_CHARACTER, OP_SET, OP_CHARACTER, OP_SET, OP_MATCH],
      first: [0x61, 0, 0x1f600, 0, 0],
      second: [0, 0, 0, 0, 0],
    });
    expect(program.sets).toEqual([codePointSet("[bc]")]);
    expect(program.sets[0]).toBe(codePointSet("[bc]"));
  });
});
