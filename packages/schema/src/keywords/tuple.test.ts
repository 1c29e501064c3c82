import { describe, expect, test } from "vitest";
import { issuesOf } from "../../test/issues-of-standard.js";
import { compile } from "../index.js";

const DRAFT7 = "http://json-schema.org/draft-07/schema#";
const lines = (schema: object, value: unknown) => compile(schema).validate(value).map(String);

describe("prefixItems, with items for the elements after it", () => {
  const pair = { prefixItems: [{ type: "string" }, { type: "integer" }] };

  test("each element against its own schema, at its own path", () => {
    expect(lines(pair, ["a", 1])).toEqual([]);
    expect(lines(pair, [1, "a"])).toEqual([
      "$[0]: expected string, got integer",
      "$[1]: expected integer, got string",
    ]);
  });

  test("shorter arrays pass; without items, longer ones too", () => {
    expect(lines(pair, ["a"])).toEqual([]);
    expect(lines(pair, [])).toEqual([]);
    expect(lines(pair, ["a", 1, null, {}])).toEqual([]);
  });

  test("items applies to every element after the prefix", () => {
    const schema = { ...pair, items: { type: "boolean" } };
    expect(lines(schema, ["a", 1, true, false])).toEqual([]);
    expect(lines(schema, ["a", 1, true, 0])).toEqual(["$[3]: expected boolean, got integer"]);
    expect(lines({ ...pair, items: false }, ["a", 1, true])).toEqual([
      "$[2]: true is not allowed here: the schema is false",
    ]);
  });

  test("values that are not arrays pass", () => {
    for (const value of [null, "ab", { 0: 1 }])
      expect(lines({ ...pair, items: false }, value)).toEqual([]);
  });

  test("its value and the items beside it are read at their own places", () => {
    expect(issuesOf({ prefixItems: [] })).toEqual([
      "$.prefixItems: expected a non-empty array of schemas, got []",
    ]);
    expect(issuesOf({ prefixItems: [{ minItems: -1 }], items: { maxItems: 1.5 } })).toEqual([
      "$.items.maxItems: expected a non-negative integer, got 1.5",
      "$.prefixItems[0].minItems: expected a non-negative integer, got -1",
    ]);
  });
});

describe("draft-07 items arrays, with additionalItems", () => {
  const pair = { $schema: DRAFT7, items: [{ type: "string" }, { type: "integer" }] };

  test("an items array is a tuple only under a draft-07 $schema", () => {
    expect(issuesOf({ items: [{ type: "string" }] })).toEqual([
      '$.items: items as an array is the draft-07 tuple form: use prefixItems, or a draft-07 root "$schema"',
    ]);
    expect(lines(pair, [1, "a"])).toEqual([
      "$[0]: expected string, got integer",
      "$[1]: expected integer, got string",
    ]);
    expect(lines(pair, ["a", 1, "more"])).toEqual([]);
  });

  test("additionalItems applies after the tuple", () => {
    expect(lines({ ...pair, additionalItems: { type: "null" } }, ["a", 1, null, 2])).toEqual([
      "$[3]: expected null, got integer",
    ]);
    expect(lines({ ...pair, additionalItems: false }, ["a", 1, 2])).toEqual([
      "$[2]: 2 is not allowed here: the schema is false",
    ]);
  });

  test("the tuple and additionalItems are read at their own places", () => {
    expect(
      issuesOf({ $schema: DRAFT7, items: [{ minLength: -1 }], additionalItems: { type: "nope" } }),
    ).toEqual([
      '$.additionalItems.type: unknown type "nope", expected one of "array", "boolean", "integer", "null", "number", "object", "string"',
      "$.items[0].minLength: expected a non-negative integer, got -1",
    ]);
  });

  test("additionalItems without an items array has no effect, but is still read", () => {
    expect(
      lines({ $schema: DRAFT7, items: { type: "integer" }, additionalItems: false }, [1, 2]),
    ).toEqual([]);
    expect(lines({ $schema: DRAFT7, additionalItems: false }, [1, 2])).toEqual([]);
    expect(issuesOf({ $schema: DRAFT7, additionalItems: { minItems: -1 } })).toEqual([
      "$.additionalItems.minItems: expected a non-negative integer, got -1",
    ]);
  });

  test("errors past the tuple without items: none, and the tuple's own still said", () => {
    expect(lines({ prefixItems: [{ type: "string" }] }, [1, "more", 2])).toEqual([
      "$[0]: expected string, got integer",
    ]);
  });
});
