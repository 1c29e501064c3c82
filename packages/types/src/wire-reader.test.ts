import { describe, expect, test } from "vitest";
import { propertyPath, quote, typeName } from "./wire-reader.js";

describe("paths and names", () => {
  test("plain identifiers use a dot, other names JSON quotes", () => {
    expect(propertyPath("$", "city")).toBe("$.city");
    expect(propertyPath("$", "a b")).toBe('$["a b"]');
    expect(propertyPath("$", "")).toBe('$[""]');
    expect(propertyPath("$", "1x")).toBe('$["1x"]');
  });

  test("type names follow JSON, whole numbers are integers", () => {
    expect([null, [], {}, 3, 3.5, "s", true, undefined, 1n].map(typeName)).toEqual([
      "null",
      "array",
      "object",
      "integer",
      "number",
      "string",
      "boolean",
      "undefined",
      "bigint",
    ]);
  });

  test("quotes are bounded", () => {
    expect(quote("x".repeat(1000)).length).toBeLessThanOrEqual(64);
    expect(quote("ok")).toBe('"ok"');
  });
});
