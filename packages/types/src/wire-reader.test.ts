import { describe, expect, test } from "vitest";
import { propertyPath } from "./wire-reader.js";

describe("paths", () => {
  test("plain identifiers use a dot, other names JSON quotes", () => {
    expect(propertyPath("$", "city")).toBe("$.city");
    expect(propertyPath("$", "a b")).toBe('$["a b"]');
    expect(propertyPath("$", "")).toBe('$[""]');
    expect(propertyPath("$", "1x")).toBe('$["1x"]');
  });
});
