import { describe, expect, test } from "vitest";
import { issuesOf } from "../../test/issues-of-standard.js";
import { compile } from "../index.js";

describe("uniqueItems's value", () => {
  test.each([
    ["yes", '"yes"'],
    [1, "1"],
    [null, "null"],
  ])("%j is refused: it must be a boolean", (flag, shown) => {
    expect(issuesOf({ properties: { tags: { uniqueItems: flag } } })).toEqual([
      `$.properties.tags.uniqueItems: expected a boolean, got ${shown}`,
    ]);
  });

  test("false allows equal items", () => {
    expect(compile({ uniqueItems: false }).validate([1, 1, { a: 1 }, { a: 1 }])).toEqual([]);
  });
});

describe("uniqueItems: true compares items as enum does", () => {
  const unique = (items: unknown[]) => compile({ uniqueItems: true }).validate(items).map(String);

  test("distinct scalars and composites pass, whatever their mix", () => {
    expect(unique([1, "1", true, null, [1], { a: 1 }, { a: "1" }, [], {}])).toEqual([]);
    expect(unique([])).toEqual([]);
  });

  test("the first equal pair is named, with its indexes and the value", () => {
    expect(unique(["a", "b", "a", "b"])).toEqual([
      '$: expected unique items, but items [0] and [2] are equal ("a")',
    ]);
    expect(unique([null, 0, null])).toEqual([
      "$: expected unique items, but items [0] and [2] are equal (null)",
    ]);
    expect(unique([0, -0])).toEqual([
      "$: expected unique items, but items [0] and [1] are equal (0)",
    ]);
    expect(unique([[1, 2], "x", [1, 2]])).toEqual([
      "$: expected unique items, but items [0] and [2] are equal ([1,2])",
    ]);
  });

  test("the error's code is uniqueItems, and values that are not arrays pass", () => {
    const schema = compile({ uniqueItems: true });
    expect(schema.validate([true, true])[0]?.code).toBe("uniqueItems");
    expect(schema.validate("aa")).toEqual([]);
    expect(schema.validate({ a: 1, b: 1 })).toEqual([]);
  });

  test("two equal items nested past the call stack give too_deep at $, never a throw", () => {
    // The comparison follows the items, which no compile limit bounds.
    const nested = (depth: number): unknown[] => {
      let value: unknown[] = [];
      for (let level = 0; level < depth; level++) value = [value];
      return value;
    };
    const errors = compile({ uniqueItems: true }).validate([nested(100_000), nested(100_000)]);
    // No $ref is followed, so the message names no count of references.
    expect(errors.map(String)).toEqual([
      "$: value nests too deeply to validate: the call stack ran out",
    ]);
  });
});
