import { describe, expect, it } from "vitest";
import { compile } from "./compile.js";
import { compile as compileCore } from "./core.js";
import { SchemaError } from "./schema-error.js";

/** The issues compile reports for `schema` in `vocabulary`, or [] when it compiles. */
function refusal(schema: unknown, vocabulary: "core" | "standard"): string[] {
  try {
    if (vocabulary === "core") compileCore(schema);
    else compile(schema);
    return [];
  } catch (error) {
    if (!SchemaError.isInstance(error)) throw error;
    return error.issues.map((issue) => `${issue.path}: ${issue.message}`);
  }
}

const object = (inner: object) => ({ type: "object", properties: { field: inner } });

// The schemas of issue 35's table (and their peers): each compiled before, no value can pass them.
const impossible: [string, unknown, string][] = [
  [
    "an enum meant for the items of a string array",
    object({ type: "array", items: { type: "string" }, enum: ["temperature", "humidity"] }),
    "$.properties.field.enum: enum has no value of type array: no value could pass",
  ],
  [
    "a boolean with string enum values",
    object({ type: "boolean", enum: ["True", "False", "dontcare"] }),
    "$.properties.field.enum: enum has no value of type boolean: no value could pass",
  ],
  [
    "an integer enum of fractions, with a type list",
    object({ type: ["integer", "null"], enum: [1.5, "2"] }),
    "$.properties.field.enum: enum has no value of type integer or null: no value could pass",
  ],
  [
    "a const of a type its type forbids",
    object({ type: "string", const: 5 }),
    "$.properties.field.const: const 5 is not of type string: no value could pass",
  ],
  [
    "a required name additionalProperties false refuses",
    { type: "object", properties: { a: {} }, required: ["a", "b"], additionalProperties: false },
    '$.required[1]: required property "b" is refused by additionalProperties false: no value could pass',
  ],
];

describe("schemas no value can satisfy are refused at compile", () => {
  for (const vocabulary of ["core", "standard"] as const) {
    it.each(impossible)(`${vocabulary}: %s`, (_label, schema, issue) => {
      expect(refusal(schema, vocabulary)).toEqual([issue]);
    });
  }

  it("keeps the bounds check: maximum below minimum", () => {
    expect(refusal({ type: "integer", minimum: 5, maximum: 1 }, "core")).toEqual([
      "$.maximum: maximum 1 is less than minimum 5: no value could pass",
    ]);
  });
});

describe("schemas some value satisfies keep compiling", () => {
  const possible: [string, unknown][] = [
    ["an enum where some values fit", { type: "boolean", enum: [true, "False"] }],
    ["an integer enum of whole numbers written as floats", { type: "integer", enum: [1.0, 2] }],
    ["a number enum of integers", { type: "number", enum: [1, 2] }],
    ["an enum without type", { enum: ["a", 1] }],
    ["a const of its type", { type: ["string", "null"], const: null }],
    [
      "a required name among the properties",
      { type: "object", properties: { a: {} }, required: ["a"], additionalProperties: false },
    ],
    [
      "a required name without type: any non-object passes",
      { properties: { a: {} }, required: ["b"], additionalProperties: false },
    ],
    [
      "a required name besides another type",
      { type: ["object", "null"], required: ["b"], additionalProperties: false },
    ],
    [
      "a required name additionalProperties allows",
      { type: "object", required: ["b"], additionalProperties: { type: "string" } },
    ],
  ];
  for (const vocabulary of ["core", "standard"] as const) {
    it.each(possible)(`${vocabulary}: %s`, (_label, schema) => {
      expect(refusal(schema, vocabulary)).toEqual([]);
    });
  }

  it("standard: a required name patternProperties could admit", () => {
    const schema = {
      type: "object",
      required: ["b"],
      patternProperties: { "^z": {} },
      additionalProperties: false,
    };
    expect(refusal(schema, "standard")).toEqual([]);
  });
});
