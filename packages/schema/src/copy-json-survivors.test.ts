import { describe, expect, test } from "vitest";
import { copySchemaDocument, INVALID } from "./copy-json.js";
import { MAX_SCHEMA_VALUES } from "./limits.js";
import type { SchemaIssue } from "./schema-error.js";

// Survivors of the mutation run in copy-json.ts: the value count limit, checked on the copy
// itself (a flat array of zeros is copied in milliseconds, unlike compiling the same schema).

const OVER = `schema has more than ${MAX_SCHEMA_VALUES} JSON values, over the limit`;

describe("copySchemaDocument: the count of JSON values", () => {
  test("exactly the limit is copied whole, with no issue", () => {
    expect(MAX_SCHEMA_VALUES).toBe(100_000);
    const issues: SchemaIssue[] = [];
    // The array itself and its elements: 100,000 values.
    const copied = copySchemaDocument(new Array(MAX_SCHEMA_VALUES - 1).fill(0), issues);
    expect(issues).toEqual([]);
    expect(Array.isArray(copied) && copied.length === MAX_SCHEMA_VALUES - 1).toBe(true);
    expect(Array.isArray(copied) && copied.every((item) => item === 0)).toBe(true);
  });

  test("one value over the limit is refused with one issue at $", () => {
    const issues: SchemaIssue[] = [];
    const copied = copySchemaDocument(new Array(MAX_SCHEMA_VALUES).fill(0), issues);
    expect(issues).toEqual([{ path: "$", message: OVER }]);
    expect(Array.isArray(copied) && copied[MAX_SCHEMA_VALUES - 2]).toBe(0);
    expect(Array.isArray(copied) && copied[MAX_SCHEMA_VALUES - 1]).toBe(INVALID);
  });

  test("far over the limit is still reported once", () => {
    const issues: SchemaIssue[] = [];
    const copied = copySchemaDocument(
      { enum: new Array(MAX_SCHEMA_VALUES).fill(0), default: [1, 2, 3] },
      issues,
    );
    expect(issues).toEqual([{ path: "$", message: OVER }]);
    // The check comes before a value is looked into, so the whole default array is one INVALID.
    expect((copied as { default: unknown }).default).toBe(INVALID);
  });
});
