import { describe, expect, test } from "vitest";
import { compile } from "../index.js";

// tagsOf: the properties that tell the alternatives of an anyOf/oneOf apart (alternatives.ts
// lets a value that picks one alternative by them report that alternative's own errors).
describe("which enums are tags", () => {
  const boxed = {
    type: "object",
    properties: { kind: { enum: ["boxed"] }, box: { type: "number" } },
    required: ["box"],
  };

  test("an enum of scalars may hold null and still be a tag", () => {
    const nullable = {
      type: "object",
      properties: { kind: { enum: [null, "plain"] }, text: { type: "string" } },
      required: ["text"],
    };
    expect(
      compile({ oneOf: [nullable, boxed] })
        .validate({ kind: null })
        .map(String),
    ).toEqual(['$: missing required property "text"']);
  });

  test.each([
    ["only an object", [{ sides: 4 }]],
    ["an object beside a string", [{ sides: 4 }, "square"]],
    ["an array beside a string", [[4], "square"]],
  ])("an enum holding %s is a field, not a tag", (_, shapes) => {
    const shaped = {
      type: "object",
      properties: { shape: { enum: shapes }, side: { type: "number" } },
      required: ["side"],
    };
    // Were `shape` a tag, the value would pick `shaped` and report its missing "side".
    expect(
      compile({ oneOf: [shaped, boxed] })
        .validate({ shape: shapes[0] })
        .map(String),
    ).toEqual([
      `$: {"shape":${JSON.stringify(shapes[0])}} matches none of: an object with required "side"; an object with "kind": one of ["boxed"]`,
    ]);
  });
});
