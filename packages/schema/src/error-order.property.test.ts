import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { compile } from "../test/core.js";

describe("error order", () => {
  test("every error list is in path, then message, order (code units)", () => {
    const schema = compile({
      type: "object",
      properties: {
        a: {
          type: "array",
          items: {
            type: "object",
            properties: { a: { type: "null" }, b: {} },
            required: ["b", "a"],
            additionalProperties: false,
          },
        },
        a$: { enum: ["x", 1] },
        ab: { type: "integer", minimum: 2 },
        "a b": { type: "object", additionalProperties: { type: "string", maxLength: 1 } },
      },
      required: ["a", "zz", "A"],
      additionalProperties: { type: "number" },
    });
    const key = fc.constantFrom("a", "a$", "ab", "a b", "b", "A", "zz", ".", "[0]");
    const json = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: "small" },
        fc.constantFrom(null, true, 0, 1, 2.5, "", "x", "yy"),
        fc.array(tie("value"), { maxLength: 12 }),
        fc.dictionary(key, tie("value"), { maxKeys: 5, noNullPrototype: true }),
      ),
    })).value;
    fc.assert(
      fc.property(json, (value) => {
        const errors = schema.validate(value);
        for (let index = 1; index < errors.length; index++) {
          const left = errors[index - 1];
          const right = errors[index];
          if (left === undefined || right === undefined) continue;
          const ordered =
            left.path < right.path || (left.path === right.path && left.message <= right.message);
          expect(ordered, `${left} then ${right}`).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});
