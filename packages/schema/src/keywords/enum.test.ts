import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { issuesOf } from "../../test/issues-of-standard.js";
import { compile } from "../index.js";
import type { Json } from "../json.js";
import { jsonEqual } from "../json-equal.js";

const passes = (values: unknown[], value: unknown) =>
  compile({ enum: values }).validate(value).length === 0;

describe("enum", () => {
  test("its value: a non-empty array", () => {
    expect(issuesOf({ enum: [] })).toEqual([
      "$.enum: expected a non-empty array of values, got []",
    ]);
    expect(issuesOf({ enum: "a" })).toEqual([
      '$.enum: expected a non-empty array of values, got "a"',
    ]);
  });

  test("scalars beside objects and arrays: each compared as JSON", () => {
    const values = [1, "a", null, { a: 1, b: [2] }, [1, "x"]];
    for (const value of [1, 1.0, "a", null, { b: [2], a: 1 }, [1, "x"]]) {
      expect(passes(values, value)).toBe(true);
    }
    for (const value of ["1", true, 2, { a: 1 }, { a: 1, b: [2], c: 3 }, [1], ["x", 1], {}]) {
      expect(passes(values, value)).toBe(false);
    }
  });

  test("only objects: a scalar is none of them", () => {
    for (const value of [null, 0, "a"]) expect(passes([{}, []], value)).toBe(false);
    expect(passes([{}, []], {})).toBe(true);
  });

  test("the message and code", () => {
    expect(
      compile({ enum: ["c", { f: true }] })
        .validate("k")
        .map((error) => [error.code, String(error)]),
    ).toEqual([["enum", '$: "k" is not one of ["c",{"f":true}]']]);
  });

  // Issue 27: 3,000 items against 3,000 objects compared every pair (2.5 s; 10k x 30k: 48 s).
  test("many objects: each value is looked up once, not compared with every one", () => {
    const values = Array.from({ length: 1000 }, (_, index) => ({ id: index, tag: "t" }));
    const items = Array.from({ length: 1000 }, (_, index) => ({ id: 5000 + index, tag: "t" }));
    let reads = 0;
    const counted = items.map(
      (item) =>
        new Proxy(item, {
          get(target, key, receiver) {
            if (typeof key === "string") reads += 1;
            return Reflect.get(target, key, receiver);
          },
        }),
    );
    const errors = compile({ type: "array", items: { enum: values } }).validate(counted);
    expect(errors).toHaveLength(1000);
    expect(String(errors[0])).toMatch(/^\$\[0\]: \{"id":5000,"tag":"t"\} is not one of \[/);
    // Pairwise, each item is read once per enum value: a million reads.
    expect(reads).toBeLessThan(20 * items.length);
  });

  test("many objects in the core vocabulary: compared pairwise, the same answers", () => {
    const values: Json[] = [null, "a", ...Array.from({ length: 10 }, (_, id) => ({ id }))];
    const core = compile({ enum: values as unknown[] }, { vocabulary: "core" });
    const standard = compile({ enum: values as unknown[] });
    for (const value of [null, "a", { id: 3 }, { id: 30 }, "b", 0, [], {}]) {
      const expected = values.some((allowed) => jsonEqual(allowed, value));
      expect([core.validate(value).length === 0, standard.validate(value).length === 0]).toEqual([
        expected,
        expected,
      ]);
    }
  });

  test("many objects: the same answers as comparing every pair", () => {
    const json = fc.letrec<{ value: Json }>((tie) => ({
      value: fc.oneof(
        { depthSize: "small" },
        fc.constantFrom<Json>(0, -0, 1, 1.5, "a", "", true, false, null),
        fc.array(tie("value"), { maxLength: 3 }),
        fc.dictionary(fc.constantFrom("a", "b", "__proto__", "1"), tie("value"), { maxKeys: 3 }),
      ),
    })).value;
    const composite = fc.oneof(
      fc.array(json, { maxLength: 3 }),
      fc.dictionary(fc.constantFrom("a", "b", "c"), json, { maxKeys: 3 }),
    );
    fc.assert(
      fc.property(
        fc.array(composite, { minLength: 9, maxLength: 16 }),
        fc.array(fc.constantFrom<Json>(0, 1, "a", "", true, null), { maxLength: 3 }),
        fc.array(fc.oneof(composite, json), { maxLength: 8 }),
        (objects, scalars, candidates) => {
          const values = [...objects, ...scalars];
          const schema = compile({ enum: values as unknown[] });
          // Each enum value itself, its keys in reverse order, and other values.
          const reordered = values.map((value) =>
            Array.isArray(value) || value === null || typeof value !== "object"
              ? value
              : Object.fromEntries(Object.entries(value).reverse()),
          );
          for (const candidate of [...values, ...reordered, ...candidates]) {
            const expected = values.some((value) => jsonEqual(value as Json, candidate));
            expect(schema.validate(candidate).length === 0).toBe(expected);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
