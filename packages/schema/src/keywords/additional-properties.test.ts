import { describe, expect, test } from "vitest";
import { compile, SchemaError } from "../index.js";

function coreIssues(schema: unknown): string[] {
  try {
    compile(schema, { vocabulary: "core" });
  } catch (error) {
    expect(error).toBeInstanceOf(SchemaError);
    return (error as SchemaError).issues.map((issue) => `${issue.path}: ${issue.message}`);
  }
  throw new Error("compile accepted the schema");
}

describe("additionalProperties", () => {
  test("in core, beside a refused patternProperties, it is still read for its own problems", () => {
    const lines = coreIssues({
      patternProperties: { "^a": {} },
      additionalProperties: { minLength: -1 },
    });
    expect(lines).toContain(
      "$.additionalProperties.minLength: expected a non-negative integer, got -1",
    );
    expect(
      lines.some((line) => line.startsWith('$: unsupported keyword "patternProperties"')),
    ).toBe(true);
  });

  test("true is the same as leaving it out", () => {
    const schema = compile({ properties: { a: { type: "string" } }, additionalProperties: true });
    expect(schema.validate({ a: "x", b: 1, c: [null] })).toEqual([]);
    expect(schema.validate({ a: 1 }).map(String)).toEqual(["$.a: expected string, got integer"]);
  });
});
