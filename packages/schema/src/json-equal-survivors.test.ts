import { describe, expect, test } from "vitest";
import { compile } from "../test/core.js";
import { jsonEqual } from "./json-equal.js";

describe("jsonEqual: a scalar never equals an object", () => {
  test("a number and an empty object", () => {
    expect(jsonEqual(1, {})).toBe(false);
  });

  test("a string and an object keyed by its indices", () => {
    expect(jsonEqual("a", { 0: "a" })).toBe(false);
  });

  test("a const object whose member is a scalar refuses an object there", () => {
    const schema = compile({ const: { a: 1 } });
    expect(schema.validate({ a: {} }).map((error) => error.code)).toEqual(["const"]);
    expect(schema.validate({ a: 1 })).toEqual([]);
  });
});

describe("jsonEqual: only own enumerable keys count", () => {
  test("a non-enumerable own key does not stand in for an expected key", () => {
    const actual = Object.defineProperty({ b: 1 }, "a", { value: 1, enumerable: false });
    expect(jsonEqual({ a: 1 }, actual)).toBe(false);
  });
});
