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

  test("a string never equals the composite its text spells", () => {
    expect(unique(["[1]", [1], '{"a":1}', { a: 1 }, "u", [undefined]])).toEqual([]);
  });

  test("items that only identity can equal (NaN, a Date) are compared among themselves", () => {
    const date = new Date(0);
    const shared = { a: Number.NaN };
    expect(unique([[Number.NaN], [Number.NaN], [new Date(0)], [new Date(0)]])).toEqual([]);
    // NaN alone, as inside an array: equal to nothing, not even NaN.
    expect(unique([Number.NaN, 1, Number.NaN])).toEqual([]);
    expect(unique([Number.NaN, 1, 1])).toEqual([
      "$: expected unique items, but items [1] and [2] are equal (1)",
    ]);
    expect(unique([{ a: 1 }, [date], [1], [date]])).toEqual([
      "$: expected unique items, but items [1] and [3] are equal ([[object Date]])",
    ]);
    expect(unique([[1], shared, { a: 1 }, shared])).toEqual([
      '$: expected unique items, but items [1] and [3] are equal ({"a":NaN})',
    ]);
  });

  test("the pair named is the first by its later index, then the earliest twin", () => {
    expect(unique([{ b: 1 }, { a: 1 }, { a: 1 }, { b: 1 }])).toEqual([
      '$: expected unique items, but items [1] and [2] are equal ({"a":1})',
    ]);
    expect(unique([[1], { a: 1 }, [1.0], [1]])).toEqual([
      "$: expected unique items, but items [0] and [2] are equal ([1])",
    ]);
  });

  test("past the first 32 composites, the same pairs by key", () => {
    const forty = Array.from({ length: 40 }, (_, index) => ({ id: index, tags: [index] }));
    expect(unique(forty)).toEqual([]);
    expect(unique([...forty, { tags: [5.0], id: 5 }])).toEqual([
      '$: expected unique items, but items [5] and [40] are equal ({"tags":[5],"id":5})',
    ]);
    expect(unique([...forty, { x: 1 }, "x", { x: 1 }])).toEqual([
      '$: expected unique items, but items [40] and [42] are equal ({"x":1})',
    ]);
    const shared = { a: Number.NaN };
    expect(unique([shared, ...forty, [Number.NaN], shared])).toEqual([
      '$: expected unique items, but items [0] and [42] are equal ({"a":NaN})',
    ]);
    expect(unique([...forty, shared, [Number.NaN], shared])).toEqual([
      '$: expected unique items, but items [40] and [42] are equal ({"a":NaN})',
    ]);
  });

  test("an item without a key never makes the keyed items be forgotten", () => {
    // [NaN] has no key; neither one among the first composites nor 40 of them past the switch
    // may drop what was keyed before them.
    const keyless = Array.from({ length: 40 }, () => [Number.NaN]);
    expect(unique([{ a: 1 }, [Number.NaN], { a: 1 }])).toEqual([
      '$: expected unique items, but items [0] and [2] are equal ({"a":1})',
    ]);
    expect(unique([{ a: 1 }, ...keyless, { a: 1 }])).toEqual([
      '$: expected unique items, but items [0] and [41] are equal ({"a":1})',
    ]);
  });

  test("no item past the end is read", () => {
    // A value from JavaScript may hold undefined; the element after the last is not another one.
    expect(unique([undefined])).toEqual([]);
    expect(unique([1, undefined])).toEqual([]);
  });

  test("an array whose duplicate is gone by the time it is reported gives value changed", () => {
    // Reads 1 and 2 (the check, and the collector's own check) see a duplicate; read 3 does not.
    let reads = 0;
    const flaky = Object.defineProperty({}, "a", {
      enumerable: true,
      get: () => (++reads <= 2 ? 1 : 100 + reads),
    });
    expect(unique([flaky, { a: 1 }])).toEqual(["$: value changed while it was being validated"]);
    expect(reads).toBe(3);
  });

  test("each item is read a bounded number of times, not once per other item", () => {
    // Pairwise compares read every item once for each other item: 2,000 items, 2 million reads,
    // minutes at the input sizes a model can send. One key per item reads each about once.
    let reads = 0;
    const items = Array.from({ length: 2_000 }, (_, index) =>
      Object.defineProperty({}, "id", {
        enumerable: true,
        get() {
          reads += 1;
          return index;
        },
      }),
    );
    expect(unique(items)).toEqual([]);
    expect(reads).toBeLessThanOrEqual(items.length * 4);
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
