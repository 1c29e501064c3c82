import { expect } from "vitest";
import { compile, SchemaError } from "../src/index.js";

/** The `path: message` lines of the SchemaError compile (standard vocabulary) throws; fails if it compiles. */
export function issuesOf(schema: unknown): string[] {
  try {
    compile(schema);
  } catch (error) {
    expect(error).toBeInstanceOf(SchemaError);
    const lines = (error as SchemaError).issues.map((issue) => `${issue.path}: ${issue.message}`);
    expect((error as SchemaError).message).toBe(lines.join("\n"));
    return lines;
  }
  throw new Error("compile accepted the schema");
}

/** Each error `validate` gives (standard vocabulary) as its code and its `path: message` line. */
export function codesAndLines(schema: object, value: unknown): [string, string][] {
  return compile(schema)
    .validate(value)
    .map((error) => [error.code, String(error)]);
}
