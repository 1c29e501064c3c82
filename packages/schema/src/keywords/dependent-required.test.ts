import { describe, expect, test } from "vitest";
import { codesAndLines, issuesOf } from "../../test/issues-of-standard.js";
import { compile } from "../index.js";

describe("dependentRequired", () => {
  test("its value: an object of property name arrays", () => {
    expect(issuesOf({ dependentRequired: [] })).toEqual([
      "$.dependentRequired: expected an object of property name arrays, got []",
    ]);
    expect(issuesOf({ dependentRequired: { a: "b" } })).toEqual([
      '$.dependentRequired.a: expected an array of unique property names, got "b"',
    ]);
    expect(issuesOf({ dependentRequired: { "odd name": ["b", "b"] } })).toEqual([
      '$.dependentRequired["odd name"][1]: duplicate property name "b"',
    ]);
  });

  const schema = { dependentRequired: { a: ["b", "c"], d: ["e"] } };

  test("only the names that are missing, only for the properties present", () => {
    expect(codesAndLines(schema, { a: 1, b: 2 })).toEqual([
      ["dependentRequired", '$: missing property "c", required when "a" is present'],
    ]);
    expect(codesAndLines(schema, { a: 1, d: 2 })).toEqual([
      ["dependentRequired", '$: missing property "b", required when "a" is present'],
      ["dependentRequired", '$: missing property "c", required when "a" is present'],
      ["dependentRequired", '$: missing property "e", required when "d" is present'],
    ]);
    // Other properties are not triggers.
    expect(codesAndLines(schema, { S: 1, b: 3, e: 4 })).toEqual([]);
  });

  test("a trigger counts only when present: own, enumerable and not undefined", () => {
    const value: Record<string, unknown> = { b: undefined, d: undefined };
    Object.defineProperty(value, "a", { value: 1, enumerable: false });
    expect(codesAndLines(schema, value)).toEqual([]);
    // A needed property that is there but not enumerable, or undefined, is missing.
    const needs: Record<string, unknown> = { a: 1, c: undefined };
    Object.defineProperty(needs, "b", { value: 1, enumerable: false });
    expect(codesAndLines(schema, needs)).toEqual([
      ["dependentRequired", '$: missing property "b", required when "a" is present'],
      ["dependentRequired", '$: missing property "c", required when "a" is present'],
    ]);
  });

  test("values that are not objects pass, though a string has indexed properties", () => {
    const indexed = compile({ dependentRequired: { "0": ["x"], length: ["y"] } });
    for (const value of [null, "abc", 5, ["a"]]) expect(indexed.validate(value)).toEqual([]);
  });
});

describe("dependentSchemas", () => {
  test("its value: an object of schemas, each read at its place", () => {
    expect(issuesOf({ dependentSchemas: [] })).toEqual([
      "$.dependentSchemas: expected an object of schemas, got []",
    ]);
    expect(issuesOf({ dependentSchemas: { a: { minItems: -1 } } })).toEqual([
      "$.dependentSchemas.a.minItems: expected a non-negative integer, got -1",
    ]);
  });

  const schema = {
    dependentSchemas: { a: { required: ["x"] }, b: { required: ["y"] } },
  };

  test("only the schemas of the properties present apply", () => {
    expect(codesAndLines(schema, { a: 1 })).toEqual([
      ["required", '$: missing required property "x"'],
    ]);
    expect(codesAndLines(schema, { a: 1, b: 2, x: 3 })).toEqual([
      ["required", '$: missing required property "y"'],
    ]);
    expect(codesAndLines(schema, { x: 1, y: 2 })).toEqual([]);
  });

  test("values that are not objects pass", () => {
    const indexed = compile({ dependentSchemas: { "0": false, length: false } });
    for (const value of [null, "abc", 5, ["a"]]) expect(indexed.validate(value)).toEqual([]);
  });
});
