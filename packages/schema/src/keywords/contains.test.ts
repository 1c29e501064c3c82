import { describe, expect, test } from "vitest";
import { codesAndLines, issuesOf } from "../../test/issues-of-standard.js";
import { compile } from "../index.js";

describe("minContains and maxContains: non-negative integers", () => {
  test.each(["minContains", "maxContains"])("%s", (keyword) => {
    for (const [bad, shown] of [
      [-1, "-1"],
      [1.5, "1.5"],
      ["2", '"2"'],
    ] as const) {
      expect(issuesOf({ contains: {}, [keyword]: bad })).toEqual([
        `$.${keyword}: expected a non-negative integer, got ${shown}`,
      ]);
    }
  });
});

describe("contains counts the items that pass", () => {
  const integer = { contains: { type: "integer" } };

  test("at least one by default", () => {
    expect(codesAndLines(integer, ["a", 1.5])).toEqual([
      ["contains", "$: expected at least 1 item matching an integer, got 0"],
    ]);
    expect(codesAndLines(integer, ["a", 2])).toEqual([]);
    expect(codesAndLines(integer, [])).toEqual([
      ["contains", "$: expected at least 1 item matching an integer, got 0"],
    ]);
  });

  test("minContains: exactly that many is enough, one fewer is not", () => {
    const schema = { ...integer, minContains: 2 };
    expect(codesAndLines(schema, [1, "a", 2])).toEqual([]);
    expect(codesAndLines(schema, [1, "a"])).toEqual([
      ["contains", "$: expected at least 2 items matching an integer, got 1"],
    ]);
    expect(codesAndLines({ ...integer, minContains: 0 }, ["a"])).toEqual([]);
  });

  test("maxContains: exactly that many pass, one more does not, and all are counted", () => {
    const schema = { ...integer, maxContains: 1 };
    expect(codesAndLines(schema, [1, "a"])).toEqual([]);
    expect(codesAndLines(schema, [1, 2, 3])).toEqual([
      ["contains", "$: expected at most 1 item matching an integer, got 3"],
    ]);
    expect(codesAndLines({ ...integer, maxContains: 2 }, [1, 2, 3])).toEqual([
      ["contains", "$: expected at most 2 items matching an integer, got 3"],
    ]);
  });

  test("a bound of the wrong shape is refused, never read as a default", () => {
    expect(() => compile({ ...integer, minContains: -1 })).toThrow();
  });

  test("values that are not arrays pass", () => {
    for (const value of [null, "a", { 0: 1, length: 1 }]) {
      expect(codesAndLines({ ...integer, minContains: 2 }, value)).toEqual([]);
    }
  });

  test("minContains above maxContains: too many is said as too many", () => {
    const schema = { contains: { type: "integer" }, minContains: 2, maxContains: 1 };
    expect(codesAndLines(schema, [1, 2])).toEqual([
      ["contains", "$: expected at most 1 item matching an integer, got 2"],
    ]);
  });

  test("contains: true counts every item, and an empty array has none", () => {
    expect(codesAndLines({ contains: true }, [])).toEqual([
      [
        "contains",
        "$: expected at least 1 item matching a value matching the schema at $.contains, got 0",
      ],
    ]);
    expect(codesAndLines({ contains: true, maxContains: 1 }, [null])).toEqual([]);
  });
});
