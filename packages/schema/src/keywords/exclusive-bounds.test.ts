import { describe, expect, test } from "vitest";
import { issuesOf } from "../../test/issues-of-standard.js";
import { compile } from "../index.js";

describe("exclusiveMinimum and exclusiveMaximum take a number", () => {
  test.each(["exclusiveMinimum", "exclusiveMaximum"])("%s", (keyword) => {
    expect(issuesOf({ [keyword]: "0" })).toEqual([`$.${keyword}: expected a number, got "0"`]);
    expect(issuesOf({ [keyword]: null })).toEqual([`$.${keyword}: expected a number, got null`]);
    expect(issuesOf({ [keyword]: false })).toEqual([
      `$.${keyword}: expected a number, got false: the boolean form is draft-04's; write the bound itself, as in exclusiveMinimum: 0`,
    ]);
  });
});

describe("the bound itself is outside", () => {
  test("exclusiveMinimum", () => {
    const schema = compile({ exclusiveMinimum: -1.5 });
    expect(schema.validate(-1.5).map((error) => [error.code, String(error)])).toEqual([
      ["exclusiveMinimum", "$: expected a number > -1.5, got -1.5"],
    ]);
    expect(schema.validate(-1.4999)).toEqual([]);
    expect(schema.validate("-2")).toEqual([]);
  });

  test("exclusiveMaximum", () => {
    const schema = compile({ exclusiveMaximum: 10 });
    expect(schema.validate(10).map((error) => [error.code, String(error)])).toEqual([
      ["exclusiveMaximum", "$: expected a number < 10, got 10"],
    ]);
    expect(schema.validate(9.999)).toEqual([]);
    expect(schema.validate(null)).toEqual([]);
  });
});
