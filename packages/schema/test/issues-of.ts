import { expect } from "vitest";
import { compile, SchemaError } from "./core.js";

/** The `path: message` lines of the SchemaError compile throws for `schema`; fails if it compiles. */
export function issuesOf(schema: unknown): string[] {
  try {
    compile(schema);
  } catch (error) {
    expect(error).toBeInstanceOf(SchemaError);
    const schemaError = error as SchemaError;
    expect(schemaError.code).toBe("invalid_schema");
    expect(schemaError.name).toBe("SchemaError");
    const lines = schemaError.issues.map((issue) => `${issue.path}: ${issue.message}`);
    expect(schemaError.message).toBe(lines.join("\n"));
    return lines;
  }
  throw new Error("compile accepted the schema");
}
