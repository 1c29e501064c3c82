import { describe, expect, test } from "vitest";
import { issuesOf } from "../../test/issues-of-standard.js";
import { compile } from "../index.js";

const lines = (schema: object, value: unknown) => compile(schema).validate(value).map(String);
const isString = { type: "string" };

describe("if, then, else", () => {
  test("a value that passes if must pass then; any other, else", () => {
    // biome-ignore lint/suspicious/noThenProperty: "then" is a JSON Schema keyword here
    const schema = { if: isString, then: { minLength: 2 }, else: { type: "integer" } };
    expect(lines(schema, "ab")).toEqual([]);
    expect(lines(schema, "a")).toEqual(["$: expected at least 2 characters, got 1"]);
    expect(lines(schema, 3)).toEqual([]);
    expect(lines(schema, 3.5)).toEqual(["$: expected integer, got number"]);
  });

  test("then alone, else alone", () => {
    // biome-ignore lint/suspicious/noThenProperty: "then" is a JSON Schema keyword here
    const onlyThen = { if: isString, then: { minLength: 2 } };
    expect(lines(onlyThen, "a")).toEqual(["$: expected at least 2 characters, got 1"]);
    expect(lines(onlyThen, 3)).toEqual([]);
    const onlyElse = { if: isString, else: { type: "integer" } };
    expect(lines(onlyElse, "a")).toEqual([]);
    expect(lines(onlyElse, 3.5)).toEqual(["$: expected integer, got number"]);
  });

  test("if without then and else has no effect, but is still read", () => {
    expect(lines({ if: false }, 1)).toEqual([]);
    expect(issuesOf({ if: { minLength: -1 } })).toEqual([
      "$.if.minLength: expected a non-negative integer, got -1",
    ]);
  });

  test("then and else without if have no effect, but are still read, once, at their places", () => {
    // biome-ignore lint/suspicious/noThenProperty: "then" is a JSON Schema keyword here
    expect(lines({ then: false, else: false }, 1)).toEqual([]);
    // biome-ignore lint/suspicious/noThenProperty: "then" is a JSON Schema keyword here
    expect(issuesOf({ then: { minLength: -1 }, else: { maxLength: -1 } })).toEqual([
      "$.else.maxLength: expected a non-negative integer, got -1",
      "$.then.minLength: expected a non-negative integer, got -1",
    ]);
    expect(
      // biome-ignore lint/suspicious/noThenProperty: "then" is a JSON Schema keyword here
      issuesOf({ if: {}, then: { minLength: -1 }, else: { maxLength: -1 } }),
    ).toEqual([
      "$.else.maxLength: expected a non-negative integer, got -1",
      "$.then.minLength: expected a non-negative integer, got -1",
    ]);
  });

  test("if, then and else are applied in place: a cycle through them is refused, but not through a lone if", () => {
    const never = "never reaches a keyword that consumes input: validation would never end";
    // biome-ignore lint/suspicious/noThenProperty: "then" is a JSON Schema keyword here
    expect(issuesOf({ if: { $ref: "#" }, then: {} })).toEqual([
      `$.if: reference cycle back to $ ${never}`,
    ]);
    // biome-ignore lint/suspicious/noThenProperty: "then" is a JSON Schema keyword here
    expect(issuesOf({ if: {}, then: { $ref: "#" } })).toEqual([
      `$.then: reference cycle back to $ ${never}`,
    ]);
    expect(issuesOf({ if: {}, else: { $ref: "#" } })).toEqual([
      `$.else: reference cycle back to $ ${never}`,
    ]);
    expect(compile({ if: { $ref: "#" } }).validate(1)).toEqual([]);
  });
});
