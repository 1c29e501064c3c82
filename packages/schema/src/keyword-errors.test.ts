import { describe, expect, test } from "vitest";
import { compile, type ValidationError } from "../test/core.js";

/** One failure: the schema, the JSON text of a value, and the single error expected for it. */
interface Case {
  readonly schema: Record<string, unknown>;
  readonly json: string;
  readonly code: string;
  /** The error's path relative to where the value sits (`""` for the value itself). */
  readonly at: string;
  readonly message: string;
}

const cases: Case[] = [
  // type: every name, and lists
  {
    schema: { type: "string" },
    json: "1",
    code: "type",
    at: "",
    message: "expected string, got integer",
  },
  {
    schema: { type: "string" },
    json: "{}",
    code: "type",
    at: "",
    message: "expected string, got object",
  },
  {
    schema: { type: "integer" },
    json: "1.5",
    code: "type",
    at: "",
    message: "expected integer, got number",
  },
  {
    schema: { type: "integer" },
    json: '"1"',
    code: "type",
    at: "",
    message: "expected integer, got string",
  },
  {
    schema: { type: "number" },
    json: '"1"',
    code: "type",
    at: "",
    message: "expected number, got string",
  },
  {
    schema: { type: "number" },
    json: "null",
    code: "type",
    at: "",
    message: "expected number, got null",
  },
  {
    schema: { type: "boolean" },
    json: "null",
    code: "type",
    at: "",
    message: "expected boolean, got null",
  },
  {
    schema: { type: "boolean" },
    json: "0",
    code: "type",
    at: "",
    message: "expected boolean, got integer",
  },
  {
    schema: { type: "null" },
    json: "false",
    code: "type",
    at: "",
    message: "expected null, got boolean",
  },
  {
    schema: { type: "null" },
    json: '""',
    code: "type",
    at: "",
    message: "expected null, got string",
  },
  {
    schema: { type: "array" },
    json: "{}",
    code: "type",
    at: "",
    message: "expected array, got object",
  },
  {
    schema: { type: "object" },
    json: "[]",
    code: "type",
    at: "",
    message: "expected object, got array",
  },
  {
    schema: { type: "object" },
    json: "null",
    code: "type",
    at: "",
    message: "expected object, got null",
  },
  {
    schema: { type: ["integer", "null"] },
    json: "true",
    code: "type",
    at: "",
    message: "expected integer or null, got boolean",
  },
  {
    schema: { type: ["array", "object", "string"] },
    json: "1.5",
    code: "type",
    at: "",
    message: "expected array, object or string, got number",
  },
  {
    schema: { type: ["boolean", "number"] },
    json: "null",
    code: "type",
    at: "",
    message: "expected boolean or number, got null",
  },
  // enum, small and large, scalars and composites
  {
    schema: { enum: ["c", "f"] },
    json: '"k"',
    code: "enum",
    at: "",
    message: '"k" is not one of ["c","f"]',
  },
  {
    schema: { enum: [1, 2, 3, 4, 5] },
    json: "6",
    code: "enum",
    at: "",
    message: "6 is not one of [1,2,3,4,5]",
  },
  {
    schema: { enum: [null, true] },
    json: "false",
    code: "enum",
    at: "",
    message: "false is not one of [null,true]",
  },
  {
    schema: { enum: [[1], { a: 1 }] },
    json: "[2]",
    code: "enum",
    at: "",
    message: '[2] is not one of [[1],{"a":1}]',
  },
  {
    schema: { enum: [[1], "x"] },
    json: '"y"',
    code: "enum",
    at: "",
    message: '"y" is not one of [[1],"x"]',
  },
  {
    schema: { type: "string", enum: ["a"] },
    json: '"b"',
    code: "enum",
    at: "",
    message: '"b" is not one of ["a"]',
  },
  // const
  { schema: { const: "c" }, json: '"x"', code: "const", at: "", message: 'expected "c", got "x"' },
  { schema: { const: 0 }, json: "false", code: "const", at: "", message: "expected 0, got false" },
  { schema: { const: null }, json: "{}", code: "const", at: "", message: "expected null, got {}" },
  {
    schema: { const: { a: [1] } },
    json: '{"a":[1,2]}',
    code: "const",
    at: "",
    message: 'expected {"a":[1]}, got {"a":[1,2]}',
  },
  // objects
  {
    schema: { required: ["city"] },
    json: '{"town":1}',
    code: "required",
    at: "",
    message: 'missing required property "city"',
  },
  {
    schema: { type: "object", required: ["a b"] },
    json: "{}",
    code: "required",
    at: "",
    message: 'missing required property "a b"',
  },
  {
    schema: { properties: { a: {} }, additionalProperties: false },
    json: '{"a":1,"b c":2}',
    code: "additionalProperties",
    at: "",
    message: 'unexpected property "b c"',
  },
  {
    schema: { additionalProperties: { type: "string" } },
    json: '{"n":1}',
    code: "type",
    at: ".n",
    message: "expected string, got integer",
  },
  {
    schema: { properties: { "a b": { type: "null" } } },
    json: '{"a b":1}',
    code: "type",
    at: '["a b"]',
    message: "expected null, got integer",
  },
  // strings
  {
    schema: { type: "string", minLength: 2 },
    json: '"a"',
    code: "minLength",
    at: "",
    message: "expected at least 2 characters, got 1",
  },
  {
    schema: { minLength: 1 },
    json: '""',
    code: "minLength",
    at: "",
    message: "expected at least 1 character, got 0",
  },
  {
    schema: { type: "string", maxLength: 1 },
    json: '"ab"',
    code: "maxLength",
    at: "",
    message: "expected at most 1 character, got 2",
  },
  {
    schema: { maxLength: 2 },
    json: '"😀😀😀"',
    code: "maxLength",
    at: "",
    message: "expected at most 2 characters, got 3",
  },
  {
    schema: { pattern: "^a" },
    json: '"b"',
    code: "pattern",
    at: "",
    message: '"b" does not match the pattern "^a"',
  },
  {
    schema: { type: "string", pattern: '^"\\d' },
    json: '"\\"x"',
    code: "pattern",
    at: "",
    message: '"\\"x" does not match the pattern "^\\"\\\\d"',
  },
  // numbers
  {
    schema: { type: "integer", minimum: 1 },
    json: "0",
    code: "minimum",
    at: "",
    message: "expected a number >= 1, got 0",
  },
  {
    schema: { minimum: 0.5 },
    json: "0.25",
    code: "minimum",
    at: "",
    message: "expected a number >= 0.5, got 0.25",
  },
  {
    schema: { type: "number", maximum: 7 },
    json: "7.5",
    code: "maximum",
    at: "",
    message: "expected a number <= 7, got 7.5",
  },
  {
    schema: { maximum: -1 },
    json: "-0.5",
    code: "maximum",
    at: "",
    message: "expected a number <= -1, got -0.5",
  },
  // arrays
  {
    schema: { minItems: 2 },
    json: "[1]",
    code: "minItems",
    at: "",
    message: "expected at least 2 items, got 1",
  },
  {
    schema: { type: "array", minItems: 1 },
    json: "[]",
    code: "minItems",
    at: "",
    message: "expected at least 1 item, got 0",
  },
  {
    schema: { maxItems: 1 },
    json: "[1,2]",
    code: "maxItems",
    at: "",
    message: "expected at most 1 item, got 2",
  },
  {
    schema: { type: "array", maxItems: 2 },
    json: "[1,2,3]",
    code: "maxItems",
    at: "",
    message: "expected at most 2 items, got 3",
  },
  {
    schema: { items: { type: "integer" } },
    json: "[1,2,3.5]",
    code: "type",
    at: "[2]",
    message: "expected integer, got number",
  },
  {
    schema: { type: "array", items: { enum: ["a"] } },
    json: '["a","b"]',
    code: "enum",
    at: "[1]",
    message: '"b" is not one of ["a"]',
  },
  // anyOf
  {
    schema: { anyOf: [{ type: "string" }, { type: "integer" }] },
    json: "true",
    code: "anyOf",
    at: "",
    message: "true does not match any of the 2 schemas in anyOf",
  },
  {
    schema: { anyOf: [{ minimum: 5 }] },
    json: "4",
    code: "anyOf",
    at: "",
    message: "4 does not match any of the 1 schemas in anyOf",
  },
  {
    schema: {
      type: "object",
      anyOf: [{ required: ["a"] }, { required: ["b"] }, { required: ["c"] }],
    },
    json: '{"d":1}',
    code: "anyOf",
    at: "",
    message: '{"d":1} does not match any of the 3 schemas in anyOf',
  },
];

/** The same schema at other places in a document: a path prefix and the value wrapped to match. */
interface Place {
  readonly name: string;
  readonly wrap: (schema: Record<string, unknown>) => Record<string, unknown>;
  readonly json: (value: string) => string;
  readonly path: string;
}

const places: Place[] = [
  { name: "the whole value", wrap: (schema) => schema, json: (value) => value, path: "$" },
  {
    name: "a typed object's property",
    wrap: (schema) => ({ type: "object", properties: { p: schema }, required: ["p"] }),
    json: (value) => `{"p":${value}}`,
    path: "$.p",
  },
  {
    name: "an untyped object's property",
    wrap: (schema) => ({ properties: { p: schema } }),
    json: (value) => `{"p":${value}}`,
    path: "$.p",
  },
  {
    name: "an array's element after a valid one",
    wrap: (schema) => ({ type: "array", items: schema }),
    json: (value) => `[${value},${value}]`,
    path: "$[1]",
  },
  {
    name: "an additional property",
    wrap: (schema) => ({ type: "object", additionalProperties: schema }),
    json: (value) => `{"x y":${value}}`,
    path: '$["x y"]',
  },
  {
    // An anyOf whose one branch passes everything makes the node general, without leaf shortcuts.
    name: "a node with an anyOf that always passes",
    wrap: (schema) => ({ ...schema, anyOf: [{}] }),
    json: (value) => value,
    path: "$",
  },
];

function summary(errors: readonly ValidationError[]): [string, string, string][] {
  return errors.map((error) => [error.code, error.path, error.message]);
}

describe("the code, path and message of a failure of every keyword and type", () => {
  for (const place of places) {
    describe(place.name, () => {
      // The always-passing anyOf would replace the anyOf under test.
      const own = place.name.includes("anyOf")
        ? cases.filter((entry) => !("anyOf" in entry.schema))
        : cases;
      test.each(own)("$json against $schema", (entry) => {
        const schema = compile(place.wrap(entry.schema));
        const text = place.json(entry.json);
        const line = [entry.code, place.path + entry.at, entry.message] as [string, string, string];
        // Two equal elements fail twice: [0] then [1].
        const expected: [string, string, string][] = place.name.startsWith("an array")
          ? [[entry.code, `$[0]${entry.at}`, entry.message], line]
          : [line];
        expect(summary(schema.validate(JSON.parse(text)))).toEqual(expected);
        expect(summary(schema.validateJSON(text))).toEqual(expected);
        expect(summary(schema.validateJSON(new TextEncoder().encode(text)))).toEqual(expected);
        const parsed = schema.parseJSON(text);
        expect(parsed.ok ? [] : summary(parsed.errors)).toEqual(expected);
        expect(schema.validate(JSON.parse(text)).map(String)).toEqual(
          expected.map(([, path, message]) => `${path}: ${message}`),
        );
      });
    });
  }
});
