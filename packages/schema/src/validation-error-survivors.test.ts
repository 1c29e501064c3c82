import { describe, expect, test } from "vitest";
import { sortErrors } from "./validation-error.js";

function messages(errors: { path: string; message: string; code?: string }[]): string[] {
  return sortErrors(errors).map((error) => error.message);
}

describe("sortErrors: errors of one path are sorted by message", () => {
  test("two required errors out of order", () => {
    expect(
      messages([
        { path: "$", code: "required", message: 'missing required property "b"' },
        { path: "$", code: "required", message: 'missing required property "a"' },
      ]),
    ).toEqual(['missing required property "a"', 'missing required property "b"']);
  });

  test("an error with an empty code before an additionalProperties error", () => {
    expect(
      messages([
        { path: "$", code: "", message: "z" },
        { path: "$", code: "additionalProperties", message: "a" },
      ]),
    ).toEqual(["a", "z"]);
  });

  test("a required error before an error with an empty code", () => {
    expect(
      messages([
        { path: "$", code: "required", message: "z" },
        { path: "$", code: "", message: "a" },
      ]),
    ).toEqual(["a", "z"]);
  });
});
