import { describe, expect, test } from "vitest";
import { codesAndLines, issuesOf } from "../../test/issues-of-standard.js";

describe("minProperties and maxProperties", () => {
  test.each(["minProperties", "maxProperties"])("%s: a non-negative integer", (keyword) => {
    for (const [bad, shown] of [
      [-1, "-1"],
      [0.5, "0.5"],
      [null, "null"],
    ] as const) {
      expect(issuesOf({ [keyword]: bad })).toEqual([
        `$.${keyword}: expected a non-negative integer, got ${shown}`,
      ]);
    }
  });

  test("minProperties: the bound itself passes, one fewer fails", () => {
    expect(codesAndLines({ minProperties: 2 }, { a: 1, b: 2 })).toEqual([]);
    expect(codesAndLines({ minProperties: 2 }, { a: 1 })).toEqual([
      ["minProperties", "$: expected at least 2 properties, got 1"],
    ]);
    expect(codesAndLines({ minProperties: 1 }, { a: undefined })).toEqual([
      ["minProperties", "$: expected at least 1 property, got 0"],
    ]);
  });

  test("maxProperties: the bound itself passes, one more fails", () => {
    expect(codesAndLines({ maxProperties: 1 }, { a: 1 })).toEqual([]);
    expect(codesAndLines({ maxProperties: 1 }, { a: 1, b: 2 })).toEqual([
      ["maxProperties", "$: expected at most 1 property, got 2"],
    ]);
    expect(codesAndLines({ maxProperties: 0 }, { a: 1, b: undefined })).toEqual([
      ["maxProperties", "$: expected at most 0 properties, got 1"],
    ]);
  });

  test("values that are not objects pass", () => {
    for (const value of [null, "ab", [1, 2, 3]]) {
      expect(codesAndLines({ minProperties: 5, maxProperties: 0 }, value)).toEqual([]);
    }
  });
});
