import { describe, expect, test } from "vitest";
import { compile } from "../test/core.js";
import { issuesOf } from "../test/issues-of.js";

/** The issue lines of a refused schema, or a failed expectation when compile accepts it. */

const TYPES = '"array", "boolean", "integer", "null", "number", "object", "string"' as const;

describe("annotations are accepted and never checked", () => {
  test.each([
    ["title", "a title"],
    ["description", ""],
    ["$schema", "https://json-schema.org/draft/2020-12/schema"],
    ["examples", []],
    ["examples", [1, "x", null]],
    ["default", null],
    ["default", { type: "nope" }],
    ["default", [true]],
    ["default", 3],
  ])("%s: %j", (keyword, value) => {
    const schema = compile({ [keyword]: value, type: "integer" });
    expect(schema.validate(1)).toEqual([]);
    expect(schema.validate("x").map(String)).toEqual(["$: expected integer, got string"]);
    // Alone, an annotation accepts every JSON value.
    expect(compile({ [keyword]: value }).validate({ a: [1] })).toEqual([]);
  });

  test("annotations have types: title, description and $schema strings, examples an array", () => {
    expect(issuesOf({ title: 1 })).toEqual(["$.title: expected a string, got 1"]);
    expect(issuesOf({ description: null })).toEqual(["$.description: expected a string, got null"]);
    expect(issuesOf({ $schema: ["x"] })).toEqual(['$.$schema: expected a string, got ["x"]']);
    expect(issuesOf({ examples: "x" })).toEqual(['$.examples: expected an array, got "x"']);
    expect(issuesOf({ examples: { a: 1 } })).toEqual([
      '$.examples: expected an array, got {"a":1}',
    ]);
  });
});

describe("every keyword outside the subset is refused with its name", () => {
  const refused = [
    "format",
    "oneOf",
    "allOf",
    "not",
    "$ref",
    "$id",
    "$comment",
    "$defs",
    "definitions",
    "exclusiveMinimum",
    "exclusiveMaximum",
    "multipleOf",
    "uniqueItems",
    "prefixItems",
    "contains",
    "minContains",
    "maxContains",
    "minProperties",
    "maxProperties",
    "patternProperties",
    "propertyNames",
    "dependentRequired",
    "dependentSchemas",
    "if",
    "then",
    "else",
    "unevaluatedItems",
    "unevaluatedProperties",
    "contentMediaType",
    "contentEncoding",
    "contentSchema",
    "additionalItems",
    "readOnly",
    "writeOnly",
    "deprecated",
    "nullable",
    "Type",
    "minlength",
    "__proto__",
    "constructor",
    "toString",
    "",
  ];
  test.each(refused)("%j", (keyword) => {
    // An empty schema holds nothing else to report, whether or not the keyword is walked.
    expect(issuesOf(JSON.parse(`{${JSON.stringify(keyword)}: {}}`))).toEqual([
      `$: unsupported keyword ${JSON.stringify(keyword)}`,
    ]);
  });

  test("nested schemas hold the refusal at their own path", () => {
    expect(
      issuesOf({ items: { anyOf: [{}, { properties: { "a b": { uniqueItems: true } } }] } }),
    ).toEqual(['$.items.anyOf[1].properties["a b"]: unsupported keyword "uniqueItems"']);
    expect(issuesOf({ additionalProperties: { nullable: true } })).toEqual([
      '$.additionalProperties: unsupported keyword "nullable"',
    ]);
  });
});

describe("unsupported keywords that hold subschemas are walked, so every refusal is listed", () => {
  const inner = { format: "email", type: "strin" };
  const innerIssues = (at: string) => [
    `${at}: unsupported keyword "format"`,
    `${at}.type: unknown type "strin", expected one of ${TYPES}`,
  ];
  test.each([
    "not",
    "if",
    "then",
    "else",
    "contains",
    "propertyNames",
    "unevaluatedItems",
    "unevaluatedProperties",
    "contentSchema",
    "additionalItems",
  ])("one schema: %s", (keyword) => {
    expect(issuesOf({ [keyword]: inner })).toEqual([
      `$: unsupported keyword "${keyword}"`,
      ...innerIssues(`$.${keyword}`),
    ]);
    expect(issuesOf({ [keyword]: 7 })).toEqual([
      `$: unsupported keyword "${keyword}"`,
      `$.${keyword}: expected a schema object, got integer`,
    ]);
  });

  test.each(["allOf", "oneOf", "prefixItems"])("an array of schemas: %s", (keyword) => {
    expect(issuesOf({ [keyword]: [{}, inner] })).toEqual([
      `$: unsupported keyword "${keyword}"`,
      ...innerIssues(`$.${keyword}[1]`),
    ]);
    // Not an array: nothing to walk into.
    expect(issuesOf({ [keyword]: inner })).toEqual([`$: unsupported keyword "${keyword}"`]);
  });

  test.each(["$defs", "definitions", "patternProperties", "dependentSchemas"])(
    "a map of schemas: %s",
    (keyword) => {
      expect(issuesOf({ [keyword]: { "^a b$": inner, ok: {} } })).toEqual([
        `$: unsupported keyword "${keyword}"`,
        ...innerIssues(`$.${keyword}["^a b$"]`),
      ]);
      // An array is not a map of schemas.
      expect(issuesOf({ [keyword]: [inner] })).toEqual([`$: unsupported keyword "${keyword}"`]);
    },
  );

  test("a keyword with a name that is not an identifier is quoted in the walk's paths", () => {
    // Only the known schema-holding keywords are walked: others are refused without a look inside.
    expect(issuesOf({ "x-y": inner, format: inner })).toEqual([
      '$: unsupported keyword "format"',
      '$: unsupported keyword "x-y"',
    ]);
  });
});

describe("keyword values", () => {
  test("type: a name, or a non-empty list of distinct names", () => {
    for (const name of ["array", "boolean", "integer", "null", "number", "object", "string"]) {
      expect(() => compile({ type: name })).not.toThrow();
      expect(() => compile({ type: [name] })).not.toThrow();
    }
    expect(issuesOf({ type: "String" })).toEqual([
      `$.type: unknown type "String", expected one of ${TYPES}`,
    ]);
    expect(issuesOf({ type: 1 })).toEqual([
      "$.type: expected a type name or a non-empty array of type names, got 1",
    ]);
    expect(issuesOf({ type: {} })).toEqual([
      "$.type: expected a type name or a non-empty array of type names, got {}",
    ]);
    expect(issuesOf({ type: ["null", 2, "null", "nul", "null"] })).toEqual([
      "$.type[1]: expected a type name, got 2",
      '$.type[2]: duplicate type "null"',
      `$.type[3]: unknown type "nul", expected one of ${TYPES}`,
      '$.type[4]: duplicate type "null"',
    ]);
    // A repeated unknown name is unknown twice, never a duplicate.
    expect(issuesOf({ type: ["x", "x"] })).toEqual([
      `$.type[0]: unknown type "x", expected one of ${TYPES}`,
      `$.type[1]: unknown type "x", expected one of ${TYPES}`,
    ]);
    // A value that is not JSON has its own issue, and no second one from the type check.
    expect(issuesOf({ type: ["string", Number.NaN] })).toEqual([
      "$.type[1]: expected a JSON value, got NaN",
    ]);
    expect(issuesOf({ type: undefined })).toEqual(["$.type: expected a JSON value, got undefined"]);
  });

  test("enum: a non-empty array of JSON values", () => {
    expect(issuesOf({ enum: "a" })).toEqual([
      '$.enum: expected a non-empty array of values, got "a"',
    ]);
    expect(issuesOf({ enum: { a: 1 } })).toEqual([
      '$.enum: expected a non-empty array of values, got {"a":1}',
    ]);
    expect(issuesOf({ enum: [1, Number.NaN] })).toEqual([
      "$.enum[1]: expected a JSON value, got NaN",
    ]);
    expect(compile({ enum: [null] }).validate(null)).toEqual([]);
  });

  test("const: any JSON value, null included", () => {
    expect(compile({ const: null }).validate(0).map(String)).toEqual(["$: expected null, got 0"]);
    expect(compile({ const: null }).validate(null)).toEqual([]);
    expect(compile({ const: false }).validate(0).map(String)).toEqual(["$: expected false, got 0"]);
    expect(issuesOf({ const: Number.NaN })).toEqual(["$.const: expected a JSON value, got NaN"]);
  });

  test("properties: an object of schemas", () => {
    expect(issuesOf({ properties: [] })).toEqual([
      "$.properties: expected an object of property schemas, got array",
    ]);
    expect(issuesOf({ properties: "a" })).toEqual([
      "$.properties: expected an object of property schemas, got string",
    ]);
    expect(issuesOf({ properties: { a: 1, "b c": null } })).toEqual([
      "$.properties.a: expected a schema object, got integer",
      '$.properties["b c"]: expected a schema object, got null',
    ]);
  });

  test("required: an array of unique strings", () => {
    expect(issuesOf({ required: { a: 1 } })).toEqual([
      '$.required: expected an array of unique property names, got {"a":1}',
    ]);
    expect(issuesOf({ required: ["a", null, "b", "a", "b"] })).toEqual([
      "$.required[1]: expected a property name string, got null",
      '$.required[3]: duplicate property name "a"',
      '$.required[4]: duplicate property name "b"',
    ]);
    expect(issuesOf({ required: ["a", Number.NaN] })).toEqual([
      "$.required[1]: expected a JSON value, got NaN",
    ]);
    expect(() => compile({ required: [] })).not.toThrow();
  });

  test("additionalProperties: false or a schema", () => {
    expect(issuesOf({ additionalProperties: 0 })).toEqual([
      "$.additionalProperties: expected a schema object, got integer",
    ]);
    expect(issuesOf({ additionalProperties: { type: 1 } })).toEqual([
      "$.additionalProperties.type: expected a type name or a non-empty array of type names, got 1",
    ]);
  });

  test("items: one schema", () => {
    expect(issuesOf({ items: true })).toEqual([
      "$.items: boolean schema true is not supported: use {} to accept any value",
    ]);
    expect(issuesOf({ items: { minimum: "1" } })).toEqual([
      '$.items.minimum: expected a number, got "1"',
    ]);
  });

  test.each(["minItems", "maxItems", "minLength", "maxLength"])(
    "%s: a non-negative integer, 0 included",
    (keyword) => {
      expect(() => compile({ [keyword]: 0 })).not.toThrow();
      expect(() => compile({ [keyword]: 5.0 })).not.toThrow();
      expect(issuesOf({ [keyword]: -1 })).toEqual([
        `$.${keyword}: expected a non-negative integer, got -1`,
      ]);
      expect(issuesOf({ [keyword]: 0.5 })).toEqual([
        `$.${keyword}: expected a non-negative integer, got 0.5`,
      ]);
      expect(issuesOf({ [keyword]: "2" })).toEqual([
        `$.${keyword}: expected a non-negative integer, got "2"`,
      ]);
      expect(issuesOf({ [keyword]: true })).toEqual([
        `$.${keyword}: expected a non-negative integer, got true`,
      ]);
    },
  );

  test.each(["minimum", "maximum"])("%s: any number", (keyword) => {
    expect(() => compile({ [keyword]: -1.5 })).not.toThrow();
    expect(issuesOf({ [keyword]: null })).toEqual([`$.${keyword}: expected a number, got null`]);
    expect(issuesOf({ [keyword]: [1] })).toEqual([`$.${keyword}: expected a number, got [1]`]);
  });

  test("pattern: a string the linear-time engine accepts", () => {
    expect(issuesOf({ pattern: null })).toEqual(["$.pattern: expected a string, got null"]);
    expect(issuesOf({ pattern: "(a)\\1" })[0]).toMatch(
      /^\$\.pattern: pattern "\(a\)\\1" is refused: .*backreference/,
    );
    expect(issuesOf({ pattern: "(?=a)" })[0]).toMatch(
      /^\$\.pattern: pattern "\(\?=a\)" is refused: .*lookahead|lookaround/,
    );
  });

  test("anyOf: a non-empty array of schemas", () => {
    expect(issuesOf({ anyOf: {} })).toEqual([
      "$.anyOf: expected a non-empty array of schemas, got {}",
    ]);
    expect(issuesOf({ anyOf: "x" })).toEqual([
      '$.anyOf: expected a non-empty array of schemas, got "x"',
    ]);
    expect(issuesOf({ anyOf: [{}, 1] })).toEqual([
      "$.anyOf[1]: expected a schema object, got integer",
    ]);
  });

  test("a boolean schema, anywhere", () => {
    expect(issuesOf({ properties: { a: false } })).toEqual([
      "$.properties.a: boolean schema false is not supported: only additionalProperties may be false",
    ]);
    expect(issuesOf({ items: { additionalProperties: true } })).toEqual([
      "$.items.additionalProperties: boolean schema true is not supported: leave additionalProperties out to allow any property",
    ]);
    expect(() => compile({ items: { additionalProperties: false } })).not.toThrow();
  });
});

describe("bounds no value could pass", () => {
  const pairs = [
    ["minItems", "maxItems"],
    ["minLength", "maxLength"],
    ["minimum", "maximum"],
  ] as const;
  test.each(pairs)("%s above %s is refused; equal or below is fine", (low, high) => {
    expect(issuesOf({ [low]: 3, [high]: 2 })).toEqual([
      `$.${high}: ${high} 2 is less than ${low} 3: no value could pass`,
    ]);
    expect(issuesOf({ items: { [low]: 1, [high]: 0 } })).toEqual([
      `$.items.${high}: ${high} 0 is less than ${low} 1: no value could pass`,
    ]);
    expect(() => compile({ [low]: 2, [high]: 2 })).not.toThrow();
    expect(() => compile({ [low]: 1, [high]: 2 })).not.toThrow();
    // One side alone is never a conflict.
    expect(() => compile({ [low]: 5 })).not.toThrow();
    expect(() => compile({ [high]: 0 })).not.toThrow();
  });

  test("fractional number bounds compare by value", () => {
    expect(issuesOf({ minimum: 0.5, maximum: 0.25 })).toEqual([
      "$.maximum: maximum 0.25 is less than minimum 0.5: no value could pass",
    ]);
    expect(issuesOf({ minimum: -1, maximum: -2 })).toEqual([
      "$.maximum: maximum -2 is less than minimum -1: no value could pass",
    ]);
  });
});

describe("patterns", () => {
  test("the same source compiles once and behaves the same in every schema", () => {
    const first = compile({ pattern: "^[a-c]+$" });
    const second = compile({ properties: { x: { pattern: "^[a-c]+$" } } });
    expect(first.validate("abc")).toEqual([]);
    expect(second.validate({ x: "abd" }).map(String)).toEqual([
      '$.x: "abd" does not match the pattern "^[a-c]+$"',
    ]);
  });

  test("more distinct patterns than the cache holds still compile and match", () => {
    const schemas = Array.from({ length: 300 }, (_, index) => compile({ pattern: `^p${index}$` }));
    // Compiled again after eviction from the cache.
    const again = compile({ pattern: "^p0$" });
    expect(again.validate("p0")).toEqual([]);
    expect(again.validate("p1").map(String)).toEqual(['$: "p1" does not match the pattern "^p0$"']);
    expect(schemas[299]?.validate("p299")).toEqual([]);
    expect(schemas[0]?.validate("p0")).toEqual([]);
    // A refused pattern is refused again from the cache, with the same reason.
    const refusal = issuesOf({ pattern: "(" });
    expect(issuesOf({ pattern: "(" })).toEqual(refusal);
  });
});
