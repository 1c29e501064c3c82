import { describe, expect, test } from "vitest";
import { issuesOf } from "../../test/issues-of-standard.js";
import { compile } from "../index.js";

describe("allOf", () => {
  const schema = () => compile({ allOf: [{ type: "integer" }, { minimum: 2 }, { maximum: 5 }] });

  test("every subschema must pass; the errors are those of each one that fails", () => {
    expect(schema().validate(3)).toEqual([]);
    expect(schema().validate(1).map(String)).toEqual(["$: expected a number >= 2, got 1"]);
    expect(schema().validate(6.5).map(String)).toEqual([
      "$: expected a number <= 5, got 6.5",
      "$: expected integer, got number",
    ]);
  });

  test("its value: a non-empty array of schemas", () => {
    expect(issuesOf({ allOf: [] })).toEqual([
      "$.allOf: expected a non-empty array of schemas, got []",
    ]);
    expect(issuesOf({ allOf: [{}, { type: 1 }] })).toEqual([
      "$.allOf[1].type: expected a type name or a non-empty array of type names, got 1",
    ]);
  });
});
