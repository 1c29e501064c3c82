import { describe, expect, test } from "vitest";
import { compile } from "../compile.js";

// The array pass (array-check.ts) reads an array's length only when a bound asks for it: values
// are looked at only where the schema looks (README, "Decisions where the contract is silent").

/** An array whose `length` cannot be read. */
function lengthThrows(): unknown[] {
  return new Proxy([], {
    get(target, key, receiver) {
      if (key === "length") throw new Error("boom");
      return Reflect.get(target, key, receiver);
    },
  });
}

describe("the array pass", () => {
  test("without minItems or maxItems, the length is never read", () => {
    expect(compile({ type: "array" }).validate(lengthThrows())).toEqual([]);
    expect(compile({}).validate(lengthThrows())).toEqual([]);
  });

  test("with a bound, it is, and a length that cannot be read is an unreadable value", () => {
    expect(compile({ type: "array", minItems: 1 }).validate(lengthThrows()).map(String)).toEqual([
      "$: value could not be read: boom",
    ]);
  });
});
