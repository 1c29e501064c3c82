import { describe, expect, test } from "vitest";
import { compile } from "../test/core.js";
import { issuesOf } from "../test/issues-of.js";

describe("compile accepts the subset", () => {
  test("every keyword and annotation", () => {
    const schema = compile({
      $schema: "https://json-schema.org/draft/2020-12/schema",
      title: "t",
      description: "d",
      default: { a: 1 },
      examples: [{}],
      type: ["object", "null"],
      properties: {
        s: { type: "string", minLength: 1, maxLength: 3, pattern: "^a" },
        n: { type: "number", minimum: -1.5, maximum: 2 },
        i: { type: "integer" },
        a: {
          type: "array",
          items: { enum: [1, "x", null, [1], { k: true }] },
          minItems: 0,
          maxItems: 2,
        },
        c: { const: { deep: [1, 2] } },
        u: { anyOf: [{ type: "string" }, { type: "boolean" }] },
        o: { additionalProperties: { type: "integer" } },
      },
      required: ["s"],
      additionalProperties: false,
    });
    expect(schema.validate({ s: "abc" })).toEqual([]);
  });

  test("a JSON string schema", () => {
    const schema = compile('{"type":"object","required":["a"]}');
    expect(schema.validate({}).map(String)).toEqual(['$: missing required property "a"']);
  });

  test("equal bounds are fine", () => {
    expect(() =>
      compile({ minLength: 2, maxLength: 2, minimum: 3, maximum: 3, minItems: 1, maxItems: 1 }),
    ).not.toThrow();
  });

  test("__proto__, constructor and toString as property names in a schema", () => {
    const schema = compile(
      JSON.parse(
        '{"properties":{"__proto__":{"type":"number"},"toString":{"type":"string"}},"required":["__proto__","constructor"]}',
      ),
    );
    expect(schema.validate({}).map(String)).toEqual([
      '$: missing required property "__proto__"',
      '$: missing required property "constructor"',
    ]);
    expect(
      schema.validate(JSON.parse('{"__proto__":"x","constructor":1,"toString":2}')).map(String),
    ).toEqual([
      "$.__proto__: expected number, got string",
      "$.toString: expected string, got integer",
    ]);
    expect(Object.keys(schema.toJSON().properties as object)).toEqual(["__proto__", "toString"]);
  });
});

describe("compile refuses", () => {
  test("every unsupported keyword, naming it at the schema's place", () => {
    expect(issuesOf({ properties: { email: { type: "string", format: "email" } } })).toEqual([
      '$.properties.email: unsupported keyword "format"',
    ]);
    for (const keyword of [
      "$comment",
      "oneOf",
      "$ref",
      "allOf",
      "exclusiveMinimum",
      "multipleOf",
      "typo",
      "uniqueItems",
    ]) {
      expect(issuesOf({ [keyword]: 1 })).toEqual([
        `$: unsupported keyword ${JSON.stringify(keyword)}`,
      ]);
    }
  });

  test("unsupported keywords inside unsupported subschema keywords are reported too", () => {
    expect(
      issuesOf({ $defs: { a: { format: "x" } }, allOf: [{ oneOf: [] }], not: { type: "nope" } }),
    ).toEqual([
      '$: unsupported keyword "$defs"',
      '$: unsupported keyword "allOf"',
      '$: unsupported keyword "not"',
      '$.$defs.a: unsupported keyword "format"',
      '$.allOf[0]: unsupported keyword "oneOf"',
      '$.not.type: unknown type "nope", expected one of "array", "boolean", "integer", "null", "number", "object", "string"',
    ]);
  });

  test("boolean and non-object schemas, except additionalProperties: false", () => {
    expect(issuesOf(true)).toEqual([
      "$: boolean schema true is not supported: use {} to accept any value",
    ]);
    expect(issuesOf(false)).toEqual([
      "$: boolean schema false is not supported: only additionalProperties may be false",
    ]);
    expect(issuesOf([])).toEqual(["$: expected a schema object, got array"]);
    expect(issuesOf("x")[0]).toMatch(/^\$: schema text is not valid JSON at line 1, column 1: /);
    expect(issuesOf(null)).toEqual(["$: expected a schema object, got null"]);
    expect(issuesOf({ additionalProperties: true })).toEqual([
      "$.additionalProperties: boolean schema true is not supported: leave additionalProperties out to allow any property",
    ]);
    expect(issuesOf({ anyOf: [true, false], items: false, properties: { a: true } })).toEqual([
      "$.anyOf[0]: boolean schema true is not supported: use {} to accept any value",
      "$.anyOf[1]: boolean schema false is not supported: only additionalProperties may be false",
      "$.items: boolean schema false is not supported: only additionalProperties may be false",
      "$.properties.a: boolean schema true is not supported: use {} to accept any value",
    ]);
  });

  test("bad keyword values, every one at once, sorted by path then message", () => {
    expect(
      issuesOf({
        type: "strin",
        enum: [],
        required: ["a", 1, "a"],
        minLength: -1,
        maxLength: 1.5,
        minItems: "1",
        minimum: "0",
        pattern: 5,
        anyOf: [],
        properties: { "odd name": { type: ["string", "string", "text"] }, b: [] },
        title: 1,
        examples: {},
        items: [{}],
      }),
    ).toEqual([
      "$.anyOf: expected a non-empty array of schemas, got []",
      "$.enum: expected a non-empty array of values, got []",
      "$.examples: expected an array, got {}",
      "$.items: expected a schema object, got array",
      "$.maxLength: expected a non-negative integer, got 1.5",
      '$.minItems: expected a non-negative integer, got "1"',
      "$.minLength: expected a non-negative integer, got -1",
      '$.minimum: expected a number, got "0"',
      "$.pattern: expected a string, got 5",
      "$.properties.b: expected a schema object, got array",
      '$.properties["odd name"].type[1]: duplicate type "string"',
      '$.properties["odd name"].type[2]: unknown type "text", expected one of "array", "boolean", "integer", "null", "number", "object", "string"',
      "$.required[1]: expected a property name string, got 1",
      '$.required[2]: duplicate property name "a"',
      "$.title: expected a string, got 1",
      '$.type: unknown type "strin", expected one of "array", "boolean", "integer", "null", "number", "object", "string"',
    ]);
  });

  test("type lists and required that are not arrays", () => {
    expect(issuesOf({ type: [], required: "a" })).toEqual([
      '$.required: expected an array of unique property names, got "a"',
      "$.type: expected a type name or a non-empty array of type names, got []",
    ]);
  });

  test("bounds no value could pass", () => {
    expect(
      issuesOf({ minLength: 3, maxLength: 1, minItems: 2, maxItems: 0, minimum: 5, maximum: -5 }),
    ).toEqual([
      "$.maxItems: maxItems 0 is less than minItems 2: no value could pass",
      "$.maxLength: maxLength 1 is less than minLength 3: no value could pass",
      "$.maximum: maximum -5 is less than minimum 5: no value could pass",
    ]);
  });

  test("invalid patterns, with the reason from the pattern engine", () => {
    const [line] = issuesOf({ properties: { code: { pattern: "(" } } });
    expect(line).toMatch(/^\$\.properties\.code\.pattern: pattern "\(" is refused: .+/);
  });

  test("non-JSON values anywhere in the schema document", () => {
    expect(
      issuesOf({
        enum: [Number.NaN, undefined],
        const: new Map(),
        default: () => 1,
        minimum: Number.POSITIVE_INFINITY,
      }),
    ).toEqual([
      "$.const: expected a JSON value, got Map",
      "$.default: expected a JSON value, got function",
      "$.enum[0]: expected a JSON value, got NaN",
      "$.enum[1]: expected a JSON value, got undefined",
      "$.minimum: expected a JSON value, got Infinity",
    ]);
  });

  test("a schema that cannot be read", () => {
    const schema = {
      get type(): string {
        throw new Error("boom");
      },
    };
    expect(issuesOf(schema)).toEqual(["$.type: value could not be read: boom"]);
  });

  test("schema text that is not JSON says where", () => {
    expect(issuesOf('{"type": "object",}')).toEqual([
      '$: schema text is not valid JSON at line 1, column 19: expected a property name in double quotes, got "}"',
    ]);
  });
});

describe("a compiled schema is its own copy", () => {
  test("later mutation of the input does not change it", () => {
    const input = {
      type: "object",
      properties: { a: { type: "string" } },
      required: ["a"] as string[],
    };
    const schema = compile(input);
    input.properties.a.type = "integer";
    input.required.push("b");
    (input as Record<string, unknown>).additionalProperties = false;
    expect(schema.validate({ a: "x", c: 1 })).toEqual([]);
    expect(schema.toJSON()).toEqual({
      type: "object",
      properties: { a: { type: "string" } },
      required: ["a"],
    });
  });

  test("toJSON hands out a fresh deep copy each time", () => {
    const schema = compile({ type: "object", properties: { a: { enum: [[1]] } } });
    const first = schema.toJSON();
    (
      (first.properties as Record<string, Record<string, unknown>>).a as Record<string, unknown>
    ).enum = [];
    expect(schema.toJSON()).toEqual({ type: "object", properties: { a: { enum: [[1]] } } });
    expect(schema.toJSON()).not.toBe(schema.toJSON());
    expect(schema.validate({ a: [1] })).toEqual([]);
  });
});
