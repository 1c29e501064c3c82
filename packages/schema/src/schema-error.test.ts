import { describe, expect, test } from "vitest";
import { compile } from "./index.js";
import { SchemaError } from "./schema-error.js";

describe("SchemaError", () => {
  test("sorted, frozen issues and the message as their lines", () => {
    const issues = [
      { path: "$.b", message: "two" },
      { path: "$", message: "z" },
      { path: "$", message: "a" },
    ];
    const schemaError = new SchemaError(issues);
    expect(schemaError).toBeInstanceOf(Error);
    expect(schemaError.name).toBe("SchemaError");
    expect(schemaError.code).toBe("invalid_schema");
    expect(schemaError.issues).toEqual([
      { path: "$", message: "a" },
      { path: "$", message: "z" },
      { path: "$.b", message: "two" },
    ]);
    expect(schemaError.message).toBe("$: a\n$: z\n$.b: two");
    expect(Object.isFrozen(schemaError.issues)).toBe(true);
    expect(Object.isFrozen(schemaError.issues[0])).toBe(true);
    // The caller's list is neither sorted nor shared.
    expect(issues[0]).toEqual({ path: "$.b", message: "two" });
    expect(schemaError.issues[2]).not.toBe(issues[0]);
    expect(String(schemaError)).toBe("SchemaError: $: a\n$: z\n$.b: two");
  });

  test("an issue has a hint key only when it has a hint", () => {
    const schemaError = new SchemaError([
      { path: "$", message: "a" },
      { path: "$", message: "b", hint: "do c" },
    ]);
    expect(schemaError.issues.map((issue) => Object.keys(issue))).toEqual([
      ["path", "message"],
      ["path", "message", "hint"],
    ]);
    // Through compile: a refusal without a hint, and a core one with the hint SPEC 4.5 asks for.
    const refusal = (schema: unknown, vocabulary: "core" | "standard") => {
      try {
        compile(schema, { vocabulary });
      } catch (error) {
        if (SchemaError.isInstance(error)) return error.issues[0];
      }
      throw new Error("expected a SchemaError");
    };
    expect(Object.keys(refusal({ type: "text" }, "standard") as object)).toEqual([
      "path",
      "message",
    ]);
    expect(refusal({ format: "email" }, "core")?.hint).toBe(
      'the standard vocabulary has "format": compile without vocabulary: "core" (standard is the default)',
    );
  });
});
