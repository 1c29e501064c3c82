import { describe, expect, test } from "vitest";
import { compile, MAX_JSON_LENGTH, MAX_SCHEMA_DEPTH, MAX_SCHEMA_VALUES } from "../test/core.js";
import { issuesOf } from "../test/issues-of.js";
import { linesOf } from "../test/lines-of.js";
import { parseJsonText } from "./json-text.js";

// Tests that build inputs at the size of a limit: seconds each, so the mutation run
// (packages/conformance/vitest.stryker.config.ts) leaves `*.slow.test.ts` out.

describe("JSON text at the length limit", () => {
  test("text exactly at the length limit is read; one more is refused", () => {
    const text = `${" ".repeat(MAX_JSON_LENGTH - 1)}1`;
    expect(parseJsonText(text)).toEqual({ ok: true, value: 1 });
    const bytes = new Uint8Array(MAX_JSON_LENGTH).fill(0x20);
    bytes[0] = 0x32;
    expect(parseJsonText(bytes)).toEqual({ ok: true, value: 2 });
    const any = compile({});
    expect(any.validateJSON(text)).toEqual([]);
    expect(any.parseJSON(text)).toEqual({ ok: true, value: 1 });
    expect(any.validateJSON(bytes)).toEqual([]);
    const over = `${text} `;
    expect(any.parseJSON(over)).toEqual({ ok: false, errors: any.validateJSON(over) });
    expect(any.validateJSON(over).map(String)).toEqual([
      "$: JSON text has 67108865 UTF-16 code units, over the limit of 67108864",
    ]);
    const overBytes = new Uint8Array(MAX_JSON_LENGTH + 1);
    expect(any.parseJSON(overBytes)).toEqual({ ok: false, errors: any.validateJSON(overBytes) });
  });
});

describe("schemas at the depth and value limits", () => {
  test("a schema nested past the depth limit, and a cyclic one", () => {
    let deep: Record<string, unknown> = {};
    for (let level = 0; level < MAX_SCHEMA_DEPTH; level++) deep = { items: deep };
    expect(issuesOf(deep)).toEqual([
      `$${".items".repeat(MAX_SCHEMA_DEPTH)}: schema is nested deeper than the limit of ${MAX_SCHEMA_DEPTH} levels`,
    ]);
    const cyclic: Record<string, unknown> = { type: "object" };
    cyclic.properties = { a: cyclic, b: cyclic };
    expect(issuesOf(cyclic).join("\n")).toMatch(/over the limit|deeper than the limit/);
  });

  test("a schema with more values than the limit", () => {
    const enumValues = Array.from({ length: MAX_SCHEMA_VALUES }, (_, index) => index);
    expect(issuesOf({ enum: enumValues })).toEqual([
      `$: schema has more than ${MAX_SCHEMA_VALUES} JSON values, over the limit`,
    ]);
    expect(() => compile({ enum: enumValues.slice(0, MAX_SCHEMA_VALUES - 3) })).not.toThrow();
  });

  test("values up to the count limit are fine, one more is not", () => {
    expect(MAX_SCHEMA_VALUES).toBe(100_000);
    // The schema object, the enum array and its numbers.
    const numbers = Array.from({ length: MAX_SCHEMA_VALUES - 2 }, (_, index) => index);
    expect(() => compile({ enum: numbers })).not.toThrow();
    numbers.push(-1);
    expect(issuesOf({ enum: numbers })).toEqual([
      "$: schema has more than 100000 JSON values, over the limit",
    ]);
    // Reported once however far over.
    expect(issuesOf({ enum: numbers, default: numbers })).toEqual([
      "$: schema has more than 100000 JSON values, over the limit",
    ]);
  });
});

describe("validate never throws", () => {
  test("100,000 levels of nesting", () => {
    let value: unknown = "leaf";
    for (let level = 0; level < 100_000; level++) value = [value];
    expect(linesOf({ items: { items: { type: "array" } } }, value)).toEqual([]);
    expect(linesOf({ items: { items: { type: "string" } } }, value)).toEqual([
      "$[0][0]: expected string, got array",
    ]);
    expect(linesOf({ enum: [[[1]]] }, value)[0]).toMatch(
      /^\$: \[\[\[\[.*\.\.\. is not one of \[\[\[1\]\]\]$/,
    );
    expect(linesOf({ const: [[[1]]] }, value)).toHaveLength(1);
    const text = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
    expect(compile({ type: "array" }).validateJSON(text)).toEqual([]);
    expect(compile({ type: "array" }).validateJSON(`${text}]`).map(String)).toEqual([
      '$: invalid JSON at line 1, column 200001: expected the end of the text, got "]"',
    ]);
    expect(compile({ type: "array" }).validateJSON(text.slice(1)).map(String)).toEqual([
      '$: invalid JSON at line 1, column 199999: expected the end of the text, got "]"',
    ]);
  });

  test("a 10 MB string", () => {
    const big = "é".repeat(10_000_000);
    expect(
      linesOf({ type: "string", minLength: 10_000_000, maxLength: 10_000_000, pattern: "^é" }, big),
    ).toEqual([]);
    expect(linesOf({ maxLength: 9_999_999 }, big)).toEqual([
      "$: expected at most 9999999 characters, got 10000000",
    ]);
    expect(
      compile({ properties: { a: { type: "string" } } }).validateJSON(`{"a":"${big}"}`),
    ).toEqual([]);
  });
});
