import { describe, expect, test } from "vitest";
import { unreadableLength } from "../../test/unreadable-length.js";
import { compile } from "../compile.js";

// The array pass (array-check.ts) reads an array's length only when a bound asks for it: values
// are looked at only where the schema looks (README, "Decisions where the contract is silent").

describe("the array pass", () => {
  test("without minItems or maxItems, the length is never read", () => {
    expect(compile({ type: "array" }).validate(unreadableLength())).toEqual([]);
    expect(compile({}).validate(unreadableLength())).toEqual([]);
  });

  test("with a bound, it is, and a length that cannot be read is an unreadable value", () => {
    expect(
      compile({ type: "array", minItems: 1 }).validate(unreadableLength()).map(String),
    ).toEqual(["$: value could not be read: boom"]);
  });
});
