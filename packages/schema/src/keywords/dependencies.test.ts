import { describe, expect, test } from "vitest";
import { codesAndLines, issuesOf } from "../../test/issues-of-standard.js";

const DRAFT7 = "http://json-schema.org/draft-07/schema#";
const draft7CodesAndLines = (schema: object, value: unknown) =>
  codesAndLines({ $schema: DRAFT7, ...schema }, value);

describe("draft-07 dependencies", () => {
  test("its value: an object; each entry an array of names or a schema, read at its place", () => {
    expect(issuesOf({ $schema: DRAFT7, dependencies: ["a"] })).toEqual([
      '$.dependencies: expected an object of dependencies, got ["a"]',
    ]);
    expect(
      issuesOf({ $schema: DRAFT7, dependencies: { a: ["b", 1], c: { minLength: -1 } } }),
    ).toEqual([
      "$.dependencies.a[1]: expected a property name string, got 1",
      "$.dependencies.c.minLength: expected a non-negative integer, got -1",
    ]);
  });

  test("arrays are dependentRequired, schemas dependentSchemas, each with its code", () => {
    const schema = { dependencies: { a: ["b"], c: { required: ["d"] } } };
    expect(draft7CodesAndLines(schema, { a: 1, c: 2 })).toEqual([
      ["dependentRequired", '$: missing property "b", required when "a" is present'],
      ["required", '$: missing required property "d"'],
    ]);
    expect(draft7CodesAndLines(schema, { a: 1, b: 2, c: 3, d: 4 })).toEqual([]);
    expect(draft7CodesAndLines(schema, { b: 1, d: 2 })).toEqual([]);
  });

  test("names only, or schemas only", () => {
    expect(draft7CodesAndLines({ dependencies: { a: ["b"] } }, { a: 1 })).toEqual([
      ["dependentRequired", '$: missing property "b", required when "a" is present'],
    ]);
    expect(draft7CodesAndLines({ dependencies: { a: false } }, { a: 1 })).toEqual([
      ["false", '$: {"a":1} is not allowed here: the schema is false'],
    ]);
    expect(draft7CodesAndLines({ dependencies: {} }, { a: 1 })).toEqual([]);
  });

  test("schemas only: no name list is checked (a property S present, no t)", () => {
    expect(draft7CodesAndLines({ dependencies: { c: { required: ["d"] } } }, { S: 1 })).toEqual([]);
  });
});
