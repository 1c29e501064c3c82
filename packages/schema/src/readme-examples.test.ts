import { describe, expect, test } from "vitest";
import { issuesOf } from "../test/issues-of.js";
import { compile } from "./index.js";

// Every example line of the README's error and compile-issue tables, produced for real.

describe("README: validation errors", () => {
  test.each<[string, unknown, unknown, string, string]>([
    ["required", { required: ["city"] }, {}, "required", '$: missing required property "city"'],
    [
      "additionalProperties",
      { properties: {}, additionalProperties: false },
      { country: "FR" },
      "additionalProperties",
      '$: unexpected property "country"',
    ],
    [
      "type",
      { properties: { days: { type: "integer" } } },
      { days: "3" },
      "type",
      "$.days: expected integer, got string",
    ],
    [
      "type list",
      { type: ["string", "null"] },
      3,
      "type",
      "$: expected string or null, got integer",
    ],
    [
      "type list of three",
      { type: ["string", "number", "null"] },
      true,
      "type",
      "$: expected string, number or null, got boolean",
    ],
    [
      "enum",
      { properties: { unit: { enum: ["c", "f"] } } },
      { unit: "kelvin" },
      "enum",
      '$.unit: "kelvin" is not one of ["c","f"]',
    ],
    [
      "const",
      { properties: { ok: { const: true } } },
      { ok: false },
      "const",
      "$.ok: expected true, got false",
    ],
    [
      "minLength",
      { properties: { city: { type: "string", minLength: 1 } } },
      { city: "" },
      "minLength",
      "$.city: expected at least 1 character, got 0",
    ],
    [
      "maxLength",
      { properties: { code: { type: "string", maxLength: 4 } } },
      { code: "ABCDEF" },
      "maxLength",
      "$.code: expected at most 4 characters, got 6",
    ],
    [
      "pattern",
      { properties: { zip: { type: "string", pattern: "^[0-9]{5}$" } } },
      { zip: "ab" },
      "pattern",
      '$.zip: "ab" does not match the pattern "^[0-9]{5}$"',
    ],
    [
      "minimum",
      { properties: { days: { type: "integer", minimum: 1, maximum: 7 } } },
      { days: 0 },
      "minimum",
      "$.days: expected a number >= 1, got 0",
    ],
    [
      "maximum",
      { properties: { days: { type: "integer", minimum: 1, maximum: 7 } } },
      { days: 8 },
      "maximum",
      "$.days: expected a number <= 7, got 8",
    ],
    [
      "minItems",
      { properties: { tags: { type: "array", minItems: 1 } } },
      { tags: [] },
      "minItems",
      "$.tags: expected at least 1 item, got 0",
    ],
    [
      "maxItems",
      { properties: { tags: { type: "array", maxItems: 3 } } },
      { tags: [1, 2, 3, 4, 5] },
      "maxItems",
      "$.tags: expected at most 3 items, got 5",
    ],
    [
      "anyOf",
      { properties: { id: { anyOf: [{ type: "string" }, { type: "integer" }] } } },
      { id: true },
      "anyOf",
      "$.id: true does not match any of the 2 schemas in anyOf",
    ],
    [
      "not JSON",
      { properties: { x: {} } },
      { x: () => 1 },
      "type",
      "$.x: expected a JSON value, got function",
    ],
    [
      "undefined element",
      { items: {} },
      [1, undefined],
      "type",
      "$[1]: expected a JSON value, got undefined",
    ],
    [
      "unreadable_value",
      { properties: { city: { type: "string" } } },
      {
        get city(): string {
          throw new Error("boom");
        },
      },
      "unreadable_value",
      "$: value could not be read: boom",
    ],
  ])("%s", (_, schema, value, code, line) => {
    const errors = compile(schema).validate(value);
    expect(errors.map(String)).toEqual([line]);
    expect(errors[0]?.code).toBe(code);
  });

  test("JSON text", () => {
    const schema = compile({});
    const cases: [string | Uint8Array, string, string][] = [
      [
        '{"x": "unterminated',
        "invalid_json",
        '$: invalid JSON at line 1, column 20: expected "\\"" to close the string, got end of input',
      ],
      [
        42 as unknown as string,
        "invalid_json",
        "$: expected JSON text as a string or a Uint8Array, got integer",
      ],
      [
        new Uint8Array([0x22, 0xff, 0x22]),
        "invalid_utf8",
        "$: JSON text is not valid UTF-8: bad byte 0xff at byte offset 1",
      ],
    ];
    for (const [input, code, line] of cases) {
      const errors = schema.validateJSON(input);
      expect(errors.map(String)).toEqual([line]);
      expect(errors[0]?.code).toBe(code);
    }
  });
});

describe("README: compile issues", () => {
  test.each<[string, unknown, string[]]>([
    [
      "unsupported keyword",
      { properties: { email: { type: "string", format: "email" } } },
      ['$.properties.email: unsupported keyword "format"'],
    ],
    [
      "boolean schema",
      { items: true },
      ["$.items: boolean schema true is not supported: use {} to accept any value"],
    ],
    [
      "not an object",
      { properties: { b: [] } },
      ["$.properties.b: expected a schema object, got array"],
    ],
    [
      "unknown type",
      { type: "strin" },
      [
        '$.type: unknown type "strin", expected one of "array", "boolean", "integer", "null", "number", "object", "string"',
      ],
    ],
    ["duplicate type", { type: ["string", "string"] }, ['$.type[1]: duplicate type "string"']],
    ["empty enum", { enum: [] }, ["$.enum: expected a non-empty array of values, got []"]],
    [
      "duplicate required",
      { required: ["a", "b", "a"] },
      ['$.required[2]: duplicate property name "a"'],
    ],
    [
      "negative length",
      { minLength: -1 },
      ["$.minLength: expected a non-negative integer, got -1"],
    ],
    ["string minimum", { minimum: "0" }, ['$.minimum: expected a number, got "0"']],
    [
      "bounds in conflict",
      { minLength: 3, maxLength: 1 },
      ["$.maxLength: maxLength 1 is less than minLength 3: no value could pass"],
    ],
    ["not JSON", { enum: [Number.NaN] }, ["$.enum[0]: expected a JSON value, got NaN"]],
    [
      "getter throws",
      {
        get type(): string {
          throw new Error("boom");
        },
      },
      ["$.type: value could not be read: boom"],
    ],
    [
      "schema text",
      '{"type": "object",}',
      [
        '$: schema text is not valid JSON at line 1, column 19: expected a property name in double quotes, got "}"',
      ],
    ],
  ])("%s", (_, schema, lines) => {
    expect(issuesOf(schema)).toEqual(lines);
  });
});
