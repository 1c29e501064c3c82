import { describe, expect, test } from "vitest";
import { issuesOf } from "../../test/issues-of-standard.js";
import { compile } from "../index.js";

describe("annotations: read for their shape, never checked against the value", () => {
  test.each(["title", "description", "$comment", "contentMediaType", "contentEncoding"])(
    "%s: a string",
    (keyword) => {
      expect(issuesOf({ [keyword]: 1 })).toEqual([`$.${keyword}: expected a string, got 1`]);
      expect(compile({ [keyword]: "x" }).validate(5)).toEqual([]);
    },
  );

  test.each(["readOnly", "writeOnly", "deprecated"])("%s: a boolean", (keyword) => {
    expect(issuesOf({ [keyword]: "yes" })).toEqual([`$.${keyword}: expected a boolean, got "yes"`]);
    expect(compile({ [keyword]: true }).validate(5)).toEqual([]);
  });

  test("examples: an array; default: anything", () => {
    expect(issuesOf({ examples: { a: 1 } })).toEqual([
      '$.examples: expected an array, got {"a":1}',
    ]);
    expect(compile({ type: "integer", examples: ["x"], default: "y" }).validate(5)).toEqual([]);
  });

  test("contentSchema: a schema, read for its problems, never applied", () => {
    expect(issuesOf({ contentSchema: { minLength: -1 } })).toEqual([
      "$.contentSchema.minLength: expected a non-negative integer, got -1",
    ]);
    expect(compile({ contentSchema: false }).validate("x")).toEqual([]);
  });
});
