import { describe, expect, test } from "vitest";
import { issuesOf } from "../../test/issues-of-standard.js";
import { compile } from "../index.js";

const passes = (values: unknown[], value: unknown) =>
  compile({ enum: values }).validate(value).length === 0;

describe("enum", () => {
  test("its value: a non-empty array", () => {
    expect(issuesOf({ enum: [] })).toEqual([
      "$.enum: expected a non-empty array of values, got []",
    ]);
    expect(issuesOf({ enum: "a" })).toEqual([
      '$.enum: expected a non-empty array of values, got "a"',
    ]);
  });

  test("scalars beside objects and arrays: each compared as JSON", () => {
    const values = [1, "a", null, { a: 1, b: [2] }, [1, "x"]];
    for (const value of [1, 1.0, "a", null, { b: [2], a: 1 }, [1, "x"]]) {
      expect(passes(values, value)).toBe(true);
    }
    for (const value of ["1", true, 2, { a: 1 }, { a: 1, b: [2], c: 3 }, [1], ["x", 1], {}]) {
      expect(passes(values, value)).toBe(false);
    }
  });

  test("only objects: a scalar is none of them", () => {
    for (const value of [null, 0, "a"]) expect(passes([{}, []], value)).toBe(false);
    expect(passes([{}, []], {})).toBe(true);
  });

  test("the message and code", () => {
    expect(
      compile({ enum: ["c", { f: true }] })
        .validate("k")
        .map((error) => [error.code, String(error)]),
    ).toEqual([["enum", '$: "k" is not one of ["c",{"f":true}]']]);
  });
});
