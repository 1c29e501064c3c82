import { describe, expect, test } from "vitest";
import { issuesOf } from "../../test/issues-of-standard.js";
import { compile } from "../index.js";

describe("not", () => {
  test("the value must fail the subschema; the message says what it must not be", () => {
    const schema = compile({ not: { type: "string", minLength: 2 } });
    expect(schema.validate("a")).toEqual([]);
    expect(schema.validate(5)).toEqual([]);
    expect(schema.validate("ab").map((error) => [error.code, String(error)])).toEqual([
      ["not", '$: expected anything but a string of at least 2 characters, got "ab"'],
    ]);
  });

  test("its subschema is read at its place", () => {
    expect(issuesOf({ not: { maxLength: "1" } })).toEqual([
      '$.not.maxLength: expected a non-negative integer, got "1"',
    ]);
  });
});
