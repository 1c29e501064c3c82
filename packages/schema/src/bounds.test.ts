import { describe, expect, test } from "vitest";
import { compile } from "../test/core.js";

// Every bound on, one below and one above, at every place a bounded schema can sit: the whole
// value (fast check, then the collector), a property beside an invalid sibling (inline leaf
// check, then the object's collector), an array element, an additional property, and a node
// whose other keyword always fails (the general collector sees values on the bound too).

/** A value and the bound message it should get, or undefined when it passes. */
type Row = readonly [value: unknown, message: string | undefined];

interface BoundCase {
  readonly name: string;
  readonly schema: Record<string, unknown>;
  readonly rows: readonly Row[];
}

const boundCases: BoundCase[] = [
  {
    name: "integer range",
    schema: { type: "integer", minimum: 1, maximum: 7 },
    rows: [
      [0, "expected a number >= 1, got 0"],
      [1, undefined],
      [2, undefined],
      [6, undefined],
      [7, undefined],
      [8, "expected a number <= 7, got 8"],
      [-1, "expected a number >= 1, got -1"],
    ],
  },
  {
    name: "integer minimum only",
    schema: { type: "integer", minimum: 5 },
    rows: [
      [4, "expected a number >= 5, got 4"],
      [5, undefined],
      [1e300, undefined],
    ],
  },
  {
    name: "integer maximum only",
    schema: { type: "integer", maximum: 5 },
    rows: [
      [6, "expected a number <= 5, got 6"],
      [5, undefined],
      [-1e300, undefined],
    ],
  },
  {
    name: "number range with fractions",
    schema: { type: "number", minimum: 0.5, maximum: 2.5 },
    rows: [
      [0.4, "expected a number >= 0.5, got 0.4"],
      [0.5, undefined],
      [2.5, undefined],
      [2.6, "expected a number <= 2.5, got 2.6"],
    ],
  },
  {
    name: "number minimum only",
    schema: { type: "number", minimum: 0 },
    rows: [
      [-0.001, "expected a number >= 0, got -0.001"],
      [0, undefined],
      [-0, undefined],
    ],
  },
  {
    name: "number maximum only",
    schema: { type: "number", maximum: 0 },
    rows: [
      [0.1, "expected a number <= 0, got 0.1"],
      [0, undefined],
      [-0, undefined],
    ],
  },
  {
    name: "untyped minimum (strings pass)",
    schema: { minimum: -3 },
    rows: [
      [-4, "expected a number >= -3, got -4"],
      [-3, undefined],
      ["-9", undefined],
    ],
  },
  {
    name: "untyped range",
    schema: { minimum: 2, maximum: 2 },
    rows: [
      [1, "expected a number >= 2, got 1"],
      [2, undefined],
      [3, "expected a number <= 2, got 3"],
    ],
  },
  {
    name: "string length range in code points",
    schema: { type: "string", minLength: 2, maxLength: 3 },
    rows: [
      ["a", "expected at least 2 characters, got 1"],
      ["ab", undefined],
      ["abc", undefined],
      ["abcd", "expected at most 3 characters, got 4"],
      ["😀", "expected at least 2 characters, got 1"],
      ["😀😀", undefined],
      ["😀a", undefined],
      ["a😀😀", undefined],
      ["😀😀😀", undefined],
      ["😀😀😀a", "expected at most 3 characters, got 4"],
      ["😀😀😀😀", "expected at most 3 characters, got 4"],
      ["\ud800\ud800", undefined],
      ["\udbff\udfff", "expected at least 2 characters, got 1"],
      ["\ud800\udc00\ud800\udc00\ud800\udc00\ud800", "expected at most 3 characters, got 4"],
    ],
  },
  {
    name: "string minLength 1",
    schema: { type: "string", minLength: 1 },
    rows: [
      ["", "expected at least 1 character, got 0"],
      ["😀", undefined],
      ["a", undefined],
    ],
  },
  {
    name: "string minLength 2 only",
    schema: { type: "string", minLength: 2 },
    rows: [
      ["😀", "expected at least 2 characters, got 1"],
      ["é", "expected at least 2 characters, got 1"],
      ["😀a", undefined],
      ["ab", undefined],
      ["😀😀", undefined],
    ],
  },
  {
    name: "string maxLength 1 only",
    schema: { type: "string", maxLength: 1 },
    rows: [
      ["😀", undefined],
      ["\ud83d", undefined],
      ["a", undefined],
      ["ab", "expected at most 1 character, got 2"],
      ["😀a", "expected at most 1 character, got 2"],
      ["😀😀", "expected at most 1 character, got 2"],
    ],
  },
  {
    name: "string maxLength 0",
    schema: { type: "string", maxLength: 0 },
    rows: [
      ["", undefined],
      ["a", "expected at most 0 characters, got 1"],
    ],
  },
  {
    name: "untyped string lengths",
    schema: { minLength: 2, maxLength: 2 },
    rows: [
      ["😀", "expected at least 2 characters, got 1"],
      ["😀😀", undefined],
      ["ab", undefined],
      ["abc", "expected at most 2 characters, got 3"],
      [5, undefined],
    ],
  },
  {
    name: "string lengths and a pattern",
    schema: { type: "string", minLength: 2, maxLength: 3, pattern: "^[^x]" },
    rows: [
      ["a", "expected at least 2 characters, got 1"],
      ["😀😀", undefined],
      ["abc", undefined],
      ["😀😀😀😀", "expected at most 3 characters, got 4"],
    ],
  },
  {
    name: "array length range",
    schema: { type: "array", minItems: 2, maxItems: 3 },
    rows: [
      [[], "expected at least 2 items, got 0"],
      [[1], "expected at least 2 items, got 1"],
      [[1, 2], undefined],
      [[1, 2, 3], undefined],
      [[1, 2, 3, 4], "expected at most 3 items, got 4"],
    ],
  },
  {
    name: "untyped minItems 1",
    schema: { minItems: 1 },
    rows: [
      [[], "expected at least 1 item, got 0"],
      [[null], undefined],
      ["", undefined],
    ],
  },
  {
    name: "untyped maxItems 0",
    schema: { maxItems: 0 },
    rows: [
      [[], undefined],
      [[0], "expected at most 0 items, got 1"],
    ],
  },
  {
    name: "array length range with items",
    schema: { type: "array", minItems: 1, maxItems: 2, items: { type: "integer" } },
    rows: [
      [[], "expected at least 1 item, got 0"],
      [[1], undefined],
      [[1, 2], undefined],
      [[1, 2, 3], "expected at most 2 items, got 3"],
    ],
  },
  {
    name: "untyped array length range with items",
    schema: { minItems: 1, maxItems: 2, items: { type: "integer" } },
    rows: [
      [[], "expected at least 1 item, got 0"],
      [[1], undefined],
      [[1, 2], undefined],
      [[1, 2, 3], "expected at most 2 items, got 3"],
    ],
  },
];

function quoteValue(value: unknown): string {
  return JSON.stringify(value);
}

describe.each(boundCases)("$name", ({ schema, rows }) => {
  test.each(rows)("the whole value %j", (value, message) => {
    const errors = compile(schema).validate(value).map(String);
    expect(errors).toEqual(message === undefined ? [] : [`$: ${message}`]);
  });

  test.each(rows)("a property %j beside an invalid sibling", (value, message) => {
    const object = compile({
      type: "object",
      properties: { x: schema, y: { type: "string" } },
      required: ["x"],
    });
    const expected = [
      ...(message === undefined ? [] : [`$.x: ${message}`]),
      "$.y: expected string, got integer",
    ];
    expect(object.validate({ x: value, y: 1 }).map(String)).toEqual(expected);
    expect(object.validate({ x: value, y: "ok" }).map(String)).toEqual(expected.slice(0, -1));
    // The same through JSON text.
    expect(object.validateJSON(`{"x":${quoteValue(value)},"y":1}`).map(String)).toEqual(expected);
  });

  test.each(rows)("an untyped object's property %j beside a missing one", (value, message) => {
    const object = compile({ properties: { x: schema }, required: ["x", "z"] });
    const expected = [
      '$: missing required property "z"',
      ...(message === undefined ? [] : [`$.x: ${message}`]),
    ];
    expect(object.validate({ x: value }).map(String)).toEqual(expected);
  });

  test.each(rows)("an element %j beside an invalid one", (value, message) => {
    const array = compile({ type: "array", items: { anyOf: [schema, { type: "boolean" }] } });
    const plain = compile({ items: schema });
    const expected = message === undefined ? [] : [`$[1]: ${message}`];
    expect(plain.validate([value, value]).map(String)).toEqual(
      message === undefined ? [] : [`$[0]: ${message}`, ...expected],
    );
    expect(compile({ items: schema, maxItems: 1 }).validate([true, value]).length).toBeGreaterThan(
      0,
    );
    // Behind an anyOf the element fails as a whole.
    expect(array.validate([true, value]).map(String)).toEqual(
      message === undefined
        ? []
        : [`$[1]: ${quoteValue(value)} does not match any of the 2 schemas in anyOf`],
    );
  });

  test.each(rows)("an additional property %j beside an unexpected one", (value, message) => {
    const object = compile({
      properties: { n: { type: "null" } },
      additionalProperties: schema,
    });
    const expected = [
      "$.n: expected null, got integer",
      ...(message === undefined ? [] : [`$.x: ${message}`]),
    ];
    expect(object.validate({ n: 1, x: value }).map(String)).toEqual(expected);
  });

  test.each(rows)("a node whose anyOf always fails, on %j", (value, message) => {
    // The general collector runs for every value here, so it sees values on the bounds too.
    const node = compile({ ...schema, anyOf: [{ type: "null" }] });
    const expected = [
      `$: ${quoteValue(value)} does not match any of the 1 schemas in anyOf`,
      ...(message === undefined ? [] : [`$: ${message}`]),
    ];
    expect(node.validate(value).map(String)).toEqual(expected);
  });

  test.each(rows)("a node whose const always fails, on %j", (value, message) => {
    // Without its type: a const of another type would be refused at compile (no value could pass).
    const { type: _type, ...untyped } = schema;
    const node = compile({ ...untyped, const: { never: true } });
    const expected = [
      ...(message === undefined ? [] : [`$: ${message}`]),
      `$: expected {"never":true}, got ${quoteValue(value)}`,
    ].sort();
    expect(node.validate(value).map(String)).toEqual(expected);
  });
});

describe("the general collector beside failing items", () => {
  test("an array on its bounds reports only its elements", () => {
    const schema = compile({ minItems: 2, maxItems: 3, items: { type: "string" } });
    expect(schema.validate([1, "a"]).map(String)).toEqual(["$[0]: expected string, got integer"]);
    expect(schema.validate([1, "a", "b"]).map(String)).toEqual([
      "$[0]: expected string, got integer",
    ]);
    expect(schema.validate([1]).map(String)).toEqual([
      "$: expected at least 2 items, got 1",
      "$[0]: expected string, got integer",
    ]);
    expect(schema.validate([1, "a", "b", "c"]).map(String)).toEqual([
      "$: expected at most 3 items, got 4",
      "$[0]: expected string, got integer",
    ]);
  });

  test("a string on its bounds reports only the pattern", () => {
    const schema = compile({ type: "string", minLength: 2, maxLength: 3, pattern: "^x" });
    expect(schema.validate("ab").map(String)).toEqual(['$: "ab" does not match the pattern "^x"']);
    expect(schema.validate("abc").map(String)).toEqual([
      '$: "abc" does not match the pattern "^x"',
    ]);
    expect(schema.validate("😀😀").map(String)).toEqual([
      '$: "😀😀" does not match the pattern "^x"',
    ]);
    expect(schema.validate("a").map(String)).toEqual([
      '$: "a" does not match the pattern "^x"',
      "$: expected at least 2 characters, got 1",
    ]);
  });

  test("a number on its bounds reports only the enum", () => {
    const schema = compile({ type: "integer", minimum: 1, maximum: 3, enum: [2] });
    expect(schema.validate(1).map(String)).toEqual(["$: 1 is not one of [2]"]);
    expect(schema.validate(3).map(String)).toEqual(["$: 3 is not one of [2]"]);
    expect(schema.validate(4).map(String)).toEqual([
      "$: 4 is not one of [2]",
      "$: expected a number <= 3, got 4",
    ]);
    expect(schema.validate(2)).toEqual([]);
  });
});

describe("the pattern's work bound (README: 110864 code units for ^\\d{900})", () => {
  const pattern = "^\\d{900}";
  const source = '"^\\\\d{900}"';
  const limit = 110_864;
  const over = `string of ${limit + 1} UTF-16 code units is over the limit of ${limit} for matching the pattern ${source}`;

  test("a string exactly at the bound is matched; one more code unit is refused unmatched", () => {
    const schema = compile({ type: "string", pattern });
    expect(schema.validate("1".repeat(limit))).toEqual([]);
    expect(schema.validate(`x${"1".repeat(limit - 1)}`).map(String)).toEqual([
      `$: "x${"1".repeat(95)}... does not match the pattern ${source}`,
    ]);
    expect(schema.validate("1".repeat(limit + 1)).map(String)).toEqual([`$: ${over}`]);
    const [error] = schema.validate("1".repeat(limit + 1));
    expect(error?.code).toBe("pattern");
  });

  test("the same in a property and beside another failing keyword", () => {
    const object = compile({ properties: { s: { type: "string", pattern } } });
    expect(object.validate({ s: "1".repeat(limit) })).toEqual([]);
    expect(object.validate({ s: "1".repeat(limit + 1) }).map(String)).toEqual([`$.s: ${over}`]);
    const bounded = compile({ type: "string", pattern, maxLength: limit - 1 });
    expect(bounded.validate("1".repeat(limit)).map(String)).toEqual([
      `$: expected at most ${limit - 1} characters, got ${limit}`,
    ]);
    expect(bounded.validate("1".repeat(limit + 1)).map(String)).toEqual([
      `$: expected at most ${limit - 1} characters, got ${limit + 1}`,
      `$: ${over}`,
    ]);
  });
});
