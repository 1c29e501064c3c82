import { describe, expect, test } from "vitest";
import { codesAndLines, issuesOf } from "../../test/issues-of-standard.js";

describe("propertyNames", () => {
  test("its value is a schema, read at its own place", () => {
    expect(issuesOf({ propertyNames: { minLength: -1 } })).toEqual([
      "$.propertyNames.minLength: expected a non-negative integer, got -1",
    ]);
  });

  test("each name that fails says its name and every error of it, at the object", () => {
    const schema = { propertyNames: { minLength: 2, pattern: "^[a-z]+$" } };
    expect(codesAndLines(schema, { ok: 1, A: 2, bb: 3 })).toEqual([
      ["propertyNames", '$: property name "A": "A" does not match the pattern "^[a-z]+$"'],
      ["propertyNames", '$: property name "A": expected at least 2 characters, got 1'],
    ]);
    expect(codesAndLines({ properties: { x: schema } }, { x: { B: 1 } })).toEqual([
      ["propertyNames", '$.x: property name "B": "B" does not match the pattern "^[a-z]+$"'],
      ["propertyNames", '$.x: property name "B": expected at least 2 characters, got 1'],
    ]);
  });

  test("names whose value is undefined are not there; values that are not objects pass", () => {
    const schema = { propertyNames: { maxLength: 1 } };
    expect(codesAndLines(schema, { long: undefined, a: 1 })).toEqual([]);
    for (const value of [null, "long", ["a", "b"]])
      expect(codesAndLines(schema, value)).toEqual([]);
  });

  test("inherited properties are not names of the value", () => {
    const prototype = Object.create(null) as Record<string, unknown>;
    prototype.inheritedName = 1;
    const value = Object.create(prototype) as Record<string, unknown>;
    value.a = 1;
    expect(codesAndLines({ propertyNames: { maxLength: 1 } }, value)).toEqual([]);
  });

  test("a string is not an object: its indexes are not property names", () => {
    expect(codesAndLines({ propertyNames: { pattern: "^[a-z]+$" } }, "ab")).toEqual([]);
  });
});
