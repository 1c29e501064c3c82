import { describe, expect, test } from "vitest";
import { compile, MAX_SCHEMA_DEPTH } from "../test/core.js";
import { issuesOf } from "../test/issues-of.js";
import { copySchemaDocument, INVALID } from "./copy-json.js";
import { MAX_SCHEMA_VALUES } from "./limits.js";
import type { SchemaIssue } from "./schema-error.js";

describe("the schema copy", () => {
  test("nesting up to the depth limit is fine, one more level is not", () => {
    expect(MAX_SCHEMA_DEPTH).toBe(100);
    let deep: Record<string, unknown> = {};
    for (let level = 1; level < MAX_SCHEMA_DEPTH; level++) deep = { items: deep };
    expect(() => compile(deep)).not.toThrow();
    expect(issuesOf({ items: deep })).toEqual([
      `$${".items".repeat(MAX_SCHEMA_DEPTH)}: schema is nested deeper than the limit of 100 levels`,
    ]);
    // Arrays count as levels too, in enum values as in subschemas.
    let value: unknown = [];
    // 98 arrays inside the enum array inside the schema object: 100 levels.
    for (let level = 3; level < MAX_SCHEMA_DEPTH; level++) value = [value];
    expect(() => compile({ enum: [value] })).not.toThrow();
    expect(issuesOf({ enum: [[value]] })).toEqual([
      `$.enum${"[0]".repeat(MAX_SCHEMA_DEPTH - 1)}: schema is nested deeper than the limit of 100 levels`,
    ]);
  });

  test("the depth issue is reported once, at the first place", () => {
    let deep: Record<string, unknown> = {};
    for (let level = 0; level < MAX_SCHEMA_DEPTH; level++) deep = { not: deep };
    expect(issuesOf({ properties: { a: { default: deep }, "b c": { default: deep } } })).toEqual([
      `$.properties.a.default${".not".repeat(MAX_SCHEMA_DEPTH - 3)}: schema is nested deeper than the limit of 100 levels`,
    ]);
  });

  test("values that are not JSON, at their place", () => {
    expect(
      issuesOf({
        properties: { "a b": { enum: [[Symbol("s")]] }, c: { const: 1n } },
        items: { default: { x: Number.NaN } },
        examples: [undefined, () => 1, new Date(0)],
        minimum: Number.NEGATIVE_INFINITY,
      }),
    ).toEqual([
      "$.examples[0]: expected a JSON value, got undefined",
      "$.examples[1]: expected a JSON value, got function",
      "$.examples[2]: expected a JSON value, got Date",
      "$.items.default.x: expected a JSON value, got NaN",
      "$.minimum: expected a JSON value, got -Infinity",
      "$.properties.c.const: expected a JSON value, got bigint",
      '$.properties["a b"].enum[0][0]: expected a JSON value, got symbol',
    ]);
  });

  test("reads that throw, at their place", () => {
    const throwing = {
      get a(): unknown {
        throw new Error("getter");
      },
    };
    expect(issuesOf({ properties: throwing })).toEqual([
      "$.properties.a: value could not be read: getter",
    ]);
    const keys = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error("keys");
        },
      },
    );
    expect(issuesOf({ properties: { "x y": keys } })).toEqual([
      '$.properties["x y"]: value could not be read: keys',
    ]);
    expect(issuesOf(keys)).toEqual(["$: value could not be read: keys"]);
    // Other keys are still copied and checked.
    expect(issuesOf({ type: "nope", properties: throwing })).toEqual([
      "$.properties.a: value could not be read: getter",
      '$.type: unknown type "nope", expected one of "array", "boolean", "integer", "null", "number", "object", "string"',
    ]);
  });

  test("__proto__ is copied as an own property, and handed out as one", () => {
    const schema = compile(
      JSON.parse('{"properties":{"__proto__":{"type":"string"}},"default":{"__proto__":[1]}}'),
    );
    expect(schema.validate(JSON.parse('{"__proto__":1}')).map(String)).toEqual([
      "$.__proto__: expected string, got integer",
    ]);
    expect(schema.validate({})).toEqual([]);
    const copy = schema.toJSON();
    const properties = copy.properties as Record<string, unknown>;
    expect(Object.getPrototypeOf(properties)).toBe(Object.prototype);
    expect(Object.keys(properties)).toEqual(["__proto__"]);
    expect(Object.hasOwn(copy.default as object, "__proto__")).toBe(true);
    expect(JSON.stringify(copy)).toBe(
      '{"properties":{"__proto__":{"type":"string"}},"default":{"__proto__":[1]}}',
    );
    // An ordinary, writable and deletable property.
    const key = "__proto__";
    properties[key] = 5;
    expect(Object.getOwnPropertyDescriptor(properties, "__proto__")).toEqual({
      value: 5,
      writable: true,
      enumerable: true,
      configurable: true,
    });
    expect(delete properties[key]).toBe(true);
    expect(Object.keys(properties)).toEqual([]);
  });

  test("a setter a polluted Object.prototype has for a keyword's name does not swallow it", () => {
    const swallowed: unknown[] = [];
    Object.defineProperty(Object.prototype, "maxLength", {
      set(value: unknown) {
        swallowed.push(value);
      },
      configurable: true,
    });
    try {
      const schema = compile({
        type: "object",
        properties: { name: { type: "string", maxLength: 3 } },
      });
      expect(schema.validate({ name: "abcd" }).map(({ code, path }) => [code, path])).toEqual([
        ["maxLength", "$.name"],
      ]);
      const copy = schema.toJSON() as { properties: { name: object } };
      expect(Object.getOwnPropertyDescriptor(copy.properties.name, "maxLength")?.value).toBe(3);
      expect(swallowed).toEqual([]);
    } finally {
      delete (Object.prototype as { maxLength?: unknown }).maxLength;
    }
  });

  test("toJSON copies every kind of value", () => {
    const source = {
      type: ["object", "null"],
      title: "t",
      default: { a: [1, "x", null, true, { b: -0.5 }] },
      properties: { n: { minimum: 0 } },
    };
    const schema = compile(source);
    expect(schema.toJSON()).toEqual(source);
    expect(JSON.stringify(schema.toJSON())).toBe(JSON.stringify(source));
    const first = schema.toJSON();
    ((first.default as Record<string, unknown[]>).a as unknown[]).push(2);
    expect(schema.toJSON()).toEqual(source);
  });
});

// The value count limit, checked on the copy itself (a flat array of zeros is copied in
// milliseconds, unlike compiling the same schema).

const OVER = `schema has more than ${MAX_SCHEMA_VALUES} JSON values, over the limit`;

describe("the schema copy: the count of JSON values", () => {
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
