import { describe, expect, test } from "vitest";
import { compile, type ValidationError } from "../test/core.js";

function plain(
  errors: readonly ValidationError[],
): { code: string; path: string; message: string }[] {
  return errors.map((error) => ({ code: error.code, path: error.path, message: error.message }));
}

describe("a type list with an enum", () => {
  // The enum holds a value outside the type list: the type still applies (SPEC 4.2).
  test("a value the enum allows but the type list does not is a type error", () => {
    const schema = compile({ type: ["string", "null"], enum: ["a", 1] });
    expect(plain(schema.validate(1))).toEqual([
      { code: "type", path: "$", message: "expected string or null, got integer" },
    ]);
    expect(schema.validate("a")).toEqual([]);
    expect(plain(schema.validate(null))).toEqual([
      { code: "enum", path: "$", message: 'null is not one of ["a",1]' },
    ]);
  });

  test("the same holds for const", () => {
    const schema = compile({ type: ["string", "boolean"], const: 2 });
    expect(plain(schema.validate(2))).toEqual([
      { code: "type", path: "$", message: "expected string or boolean, got integer" },
    ]);
  });
});

describe("an enum-only schema", () => {
  test("a value that is not JSON is a type error, not an enum error", () => {
    const schema = compile({ enum: [1, 2] });
    expect(plain(schema.validate(() => 1))).toEqual([
      { code: "type", path: "$", message: "expected a JSON value, got function" },
    ]);
  });

  test("inside an object, the property's error is a type error too", () => {
    const schema = compile({ type: "object", properties: { x: { enum: ["a"] } } });
    expect(plain(schema.validate({ x: Number.NaN }))).toEqual([
      { code: "type", path: "$.x", message: "expected a JSON value, got NaN" },
    ]);
  });
});
