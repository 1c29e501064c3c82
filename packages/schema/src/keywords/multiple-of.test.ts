import { describe, expect, test } from "vitest";
import { issuesOf } from "../../test/issues-of-standard.js";
import { compile } from "../index.js";

const linesOf = (schema: unknown, value: unknown) => compile(schema).validate(value).map(String);

describe("multipleOf's value", () => {
  test.each([
    [0, "0"],
    [-0.5, "-0.5"],
    ["0.01", '"0.01"'],
    [null, "null"],
  ])("%j is refused: it must be a number greater than 0", (divisor, shown) => {
    expect(issuesOf({ properties: { price: { multipleOf: divisor } } })).toEqual([
      `$.properties.price.multipleOf: expected a number greater than 0, got ${shown}`,
    ]);
  });

  test("a number greater than 0 is accepted, however small", () => {
    expect(() => compile({ multipleOf: 1e-300 })).not.toThrow();
  });
});

describe("multipleOf on values", () => {
  test("values that are not numbers pass: the keyword is about numbers only", () => {
    const schema = compile({ multipleOf: 0.01 });
    for (const value of ["0.001", true, null, [0.001], { a: 0.001 }]) {
      expect(schema.validate(value)).toEqual([]);
    }
  });

  test("exact multiples pass and others fail, with the divisor and the value in the message", () => {
    expect(linesOf({ multipleOf: 0.01 }, 19.99)).toEqual([]);
    expect(linesOf({ multipleOf: 0.01 }, 0.07)).toEqual([]);
    expect(linesOf({ multipleOf: 0.01 }, 0.001)).toEqual([
      "$: expected a multiple of 0.01, got 0.001",
    ]);
    expect(linesOf({ multipleOf: 3 }, 10)).toEqual(["$: expected a multiple of 3, got 10"]);
  });

  test("a multiple that fails another keyword gets only that keyword's error", () => {
    const schema = { type: "object", properties: { cents: { multipleOf: 0.01, maximum: 1 } } };
    expect(linesOf(schema, { cents: 19.99 })).toEqual([
      "$.cents: expected a number <= 1, got 19.99",
    ]);
    expect(linesOf(schema, { cents: 19.999 })).toEqual([
      "$.cents: expected a multiple of 0.01, got 19.999",
      "$.cents: expected a number <= 1, got 19.999",
    ]);
  });

  test("the error's code is multipleOf", () => {
    expect(compile({ multipleOf: 0.5 }).validate(0.7)[0]?.code).toBe("multipleOf");
  });
});
