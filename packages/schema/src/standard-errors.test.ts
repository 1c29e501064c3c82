import { describe, expect, test } from "vitest";
import { compile } from "./index.js";

// One line per violation (SPEC 4.2), for each keyword of the standard vocabulary: the README's
// error table lists these same examples.
const EXAMPLES: readonly [string, unknown, unknown, readonly string[]][] = [
  [
    "false schema",
    { properties: { legacy: false } },
    { legacy: 1 },
    ["$.legacy: 1 is not allowed here: the schema is false"],
  ],
  ["exclusiveMinimum", { exclusiveMinimum: 0 }, 0, ["$: expected a number > 0, got 0"]],
  ["exclusiveMaximum", { exclusiveMaximum: 1 }, 1, ["$: expected a number < 1, got 1"]],
  ["multipleOf", { multipleOf: 0.01 }, 0.001, ["$: expected a multiple of 0.01, got 0.001"]],
  [
    "uniqueItems",
    { uniqueItems: true },
    [1, { a: 1, b: 2 }, 1.0],
    ["$: expected unique items, but items [0] and [2] are equal (1)"],
  ],
  [
    "uniqueItems (objects, key order ignored)",
    { uniqueItems: true },
    [
      { a: 1, b: 2 },
      { b: 2, a: 1 },
    ],
    ['$: expected unique items, but items [0] and [1] are equal ({"b":2,"a":1})'],
  ],
  ["minProperties", { minProperties: 1 }, {}, ["$: expected at least 1 property, got 0"]],
  [
    "maxProperties",
    { maxProperties: 2 },
    { a: 1, b: 2, c: 3 },
    ["$: expected at most 2 properties, got 3"],
  ],
  [
    "dependentRequired",
    { dependentRequired: { card: ["cvc"] } },
    { card: "4111" },
    ['$: missing property "cvc", required when "card" is present'],
  ],
  [
    "dependentSchemas",
    { dependentSchemas: { card: { required: ["cvc"] } } },
    { card: "4111" },
    ['$: missing required property "cvc"'],
  ],
  [
    "propertyNames",
    { propertyNames: { pattern: "^[a-z]+$" } },
    { ok: 1, "Bad-Name": 2 },
    ['$: property name "Bad-Name": "Bad-Name" does not match the pattern "^[a-z]+$"'],
  ],
  [
    "patternProperties",
    { patternProperties: { "^x-": { type: "string" } }, additionalProperties: false },
    { "x-a": 1, y: 2 },
    ['$: unexpected property "y"', '$["x-a"]: expected string, got integer'],
  ],
  [
    "prefixItems",
    { prefixItems: [{ type: "number" }, { type: "string" }], items: false },
    [1, 2, 3],
    ["$[1]: expected string, got integer", "$[2]: 3 is not allowed here: the schema is false"],
  ],
  [
    "contains",
    { contains: { type: "integer" } },
    ["a"],
    ["$: expected at least 1 item matching an integer, got 0"],
  ],
  [
    "maxContains",
    { contains: { type: "integer" }, maxContains: 1 },
    [1, 2],
    ["$: expected at most 1 item matching an integer, got 2"],
  ],
  [
    "minContains",
    { contains: { const: "x" }, minContains: 2 },
    ["x"],
    ['$: expected at least 2 items matching "x", got 1'],
  ],
  [
    "allOf",
    { allOf: [{ minimum: 1 }, { multipleOf: 2 }] },
    0.5,
    ["$: expected a multiple of 2, got 0.5", "$: expected a number >= 1, got 0.5"],
  ],
  [
    "anyOf",
    { anyOf: [{ type: "number" }, { type: "string", pattern: "^-?[0-9]+$" }] },
    "n/a",
    ['$: "n/a" matches none of: a number; a string matching "^-?[0-9]+$"'],
  ],
  [
    "oneOf (none)",
    { oneOf: [{ type: "integer" }, { type: "null" }] },
    "x",
    ['$: "x" matches none of: an integer; null'],
  ],
  [
    "oneOf (two)",
    { oneOf: [{ type: "number" }, { type: "integer" }] },
    3,
    [
      "$: 3 matches 2 alternatives, oneOf[0] (a number), oneOf[1] (an integer): expected exactly one",
    ],
  ],
  [
    "oneOf (a discriminated union picks its branch)",
    {
      oneOf: [
        {
          properties: { kind: { const: "circle" }, radius: { type: "number" } },
          required: ["kind", "radius"],
        },
        { properties: { kind: { const: "square" } }, required: ["kind", "side"] },
      ],
    },
    { kind: "circle" },
    ['$: missing required property "radius"'],
  ],
  ["not", { not: { type: "null" } }, null, ["$: expected anything but null, got null"]],
  [
    "if/then/else",
    {
      if: { properties: { country: { const: "US" } } },
      // biome-ignore lint/suspicious/noThenProperty: "then" is a JSON Schema keyword here
      then: { required: ["zip"] },
      else: { required: ["postcode"] },
    },
    { country: "US" },
    ['$: missing required property "zip"'],
  ],
  [
    "format",
    { format: "date-time" },
    "yesterday",
    ['$: expected a date-time (RFC 3339), got "yesterday"'],
  ],
  [
    "format (numeric)",
    { type: "integer", format: "int32" },
    2 ** 31,
    ["$: expected a 32-bit integer (int32), got 2147483648"],
  ],
  [
    "format in anyOf",
    { anyOf: [{ type: "string", format: "email" }, { type: "null" }] },
    "x",
    ['$: "x" matches none of: an email address (RFC 5321 mailbox); null'],
  ],
  [
    "$ref",
    { $defs: { id: { type: "integer" } }, properties: { id: { $ref: "#/$defs/id" } } },
    { id: "7" },
    ["$.id: expected integer, got string"],
  ],
];

describe("the standard vocabulary's messages", () => {
  test.each(EXAMPLES)("%s", (_, schema, value, lines) => {
    expect(compile(schema).validate(value).map(String)).toEqual(lines);
    // The fast check agrees: the value fails.
    expect(compile(schema).validateJSON(JSON.stringify(value)).map(String)).toEqual(lines);
  });

  test("anyOf and oneOf lists stay bounded: five alternatives, then how many more", () => {
    const branches = Array.from({ length: 8 }, (_, index) => ({ const: `value ${index}` }));
    expect(compile({ anyOf: branches }).validate("x").map(String)).toEqual([
      '$: "x" matches none of: "value 0"; "value 1"; "value 2"; "value 3"; "value 4"; and 3 more',
    ]);
    const long = compile({
      anyOf: [{ type: "string", pattern: `^${"a".repeat(200)}$` }, { type: "null" }],
    });
    const [line] = long.validate(1).map(String);
    expect(line?.length).toBeLessThan(200);
    expect(line).toMatch(/^\$: 1 matches none of: a string matching "\^a+\.\.\.; null$/);
  });
});
