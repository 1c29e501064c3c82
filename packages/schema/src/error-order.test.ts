import { describe, expect, test } from "vitest";
import { linesOf } from "../test/lines-of.js";

// The collectors emit most errors already in order and sortErrors only checks; these cases are
// the ones where collection order and sorted order differ.

describe("error order", () => {
  test("a property whose name extends another's sorts between that property and its children", () => {
    const schema = {
      type: "object",
      properties: {
        a: { type: "object", properties: { x: { type: "integer" } }, required: ["y"] },
        a$: { type: "string" },
        ab: { type: "string" },
      },
    };
    // "$.a$" < "$.a.x" because "$" (0x24) < "." (0x2e); "$.a.x" < "$.ab" because "." < "b".
    expect(linesOf(schema, { ab: 1, a: { x: "1" }, a$: 2 })).toEqual([
      '$.a: missing required property "y"',
      "$.a$: expected string, got integer",
      "$.a.x: expected integer, got string",
      "$.ab: expected string, got integer",
    ]);
  });

  test("several unexpected and missing properties at one path sort by message", () => {
    const schema = {
      type: "object",
      properties: { k: { type: "integer" }, z: {}, b: {} },
      required: ["z", "b", "k"],
      additionalProperties: false,
    };
    expect(linesOf(schema, { q: 1, c: 2, k: "x" })).toEqual([
      '$: missing required property "b"',
      '$: missing required property "z"',
      '$: unexpected property "c"',
      '$: unexpected property "q"',
      "$.k: expected integer, got string",
    ]);
  });

  test("an anyOf failure at an object sorts before its properties' errors", () => {
    const schema = {
      type: "object",
      properties: { n: { type: "integer" } },
      anyOf: [{ required: ["x"] }, { required: ["y"] }],
    };
    expect(linesOf(schema, { n: "1" })).toEqual([
      '$: {"n":"1"} does not match any of the 2 schemas in anyOf',
      "$.n: expected integer, got string",
    ]);
  });

  test("array elements sort by their path text: [10] before [2]", () => {
    const schema = { type: "array", items: { type: "integer" } };
    const value = Array.from({ length: 11 }, (_, index) => (index === 2 || index === 10 ? "x" : 1));
    expect(linesOf(schema, value)).toEqual([
      "$[10]: expected integer, got string",
      "$[2]: expected integer, got string",
    ]);
  });
});
