import { compile } from "@tinyllm/schema";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { finiteWhenValid } from "./finite-when-valid.js";

const closedObject = {
  type: "object",
  properties: { city: { type: "string" }, days: { type: "integer" } },
  additionalProperties: false,
};

describe("finiteWhenValid", () => {
  it.each([
    ["a number", { type: "number" }],
    ["an enum", { enum: [1, "a"] }],
    ["a const, whatever its siblings", { const: 2, minimum: 0 }],
    ["several types", { type: ["integer", "string", "null"] }],
    ["a closed object", closedObject],
    ["an object closed by a schema", { type: "object", additionalProperties: { type: "number" } }],
    [
      "pattern properties, closed",
      { type: "object", patternProperties: { "^a": { enum: [1] } }, additionalProperties: false },
    ],
    ["an array with items", { type: "array", items: closedObject }],
    ["a tuple", { type: "array", prefixItems: [{ type: "number" }], items: false }],
    ["the false schema", false],
  ])("proves %s", (_name, schema) => {
    expect(finiteWhenValid(schema)).toBe(true);
  });

  it.each([
    ["the empty schema", {}],
    ["the true schema", true],
    ["a bound without a type", { minimum: 0 }],
    ["an open object", { type: "object", properties: { a: { type: "number" } } }],
    ["an open property", { type: "object", properties: { a: {} }, additionalProperties: false }],
    [
      "an open pattern property",
      { type: "object", patternProperties: { "^a": true }, additionalProperties: false },
    ],
    ["an array without items", { type: "array" }],
    ["a tuple open at its end", { type: "array", prefixItems: [{ type: "number" }] }],
    ["a draft-07 tuple", { type: "array", items: [{ type: "number" }], additionalItems: false }],
    ["a $ref, whose siblings draft-07 ignores", { $ref: "#/$defs/n", enum: [1] }],
    ["an alternative", { anyOf: [{ type: "number" }, { type: "string" }] }],
    ["an empty type list", { type: [] }],
    ["nesting past the depth it proves", nested(70)],
  ])("does not prove %s", (_name, schema) => {
    expect(finiteWhenValid(schema)).toBe(false);
  });

  it("proves nesting within the depth", () => {
    expect(finiteWhenValid(nested(60))).toBe(true);
  });

  // The claim itself, against the validator: when a schema is proven, no value holding ±Infinity
  // passes it, wherever the Infinity is (a leaf replaced, a key added, an element added).
  it("never proves a schema that lets ±Infinity through", () => {
    fc.assert(
      fc.property(schemaArbitrary, fc.nat(), fc.boolean(), (schema, seed, negative) => {
        fc.pre(finiteWhenValid(schema));
        const compiled = compile(schema as object);
        for (const value of withInfinity(sample(schema, seed), negative ? -Infinity : Infinity)) {
          expect(compiled.validate(value)).not.toEqual([]);
        }
      }),
      { seed: 13_001, numRuns: 400 },
    );
  });
});

function nested(depth: number): unknown {
  let schema: unknown = { type: "number" };
  for (let level = 0; level < depth; level++) schema = { type: "array", items: schema };
  return schema;
}

const leaf = fc.constantFrom<unknown>(
  { type: "number" },
  { type: "integer" },
  { type: "string" },
  { type: ["string", "null"] },
  { enum: [1, "x"] },
  { const: 3 },
  {},
  true,
  { minimum: 0 },
);

const { schema: schemaArbitrary } = fc.letrec<{ schema: unknown }>((tie) => ({
  schema: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    leaf,
    fc.record(
      {
        type: fc.constant("object"),
        properties: fc.dictionary(fc.constantFrom("a", "b", "c"), tie("schema"), { maxKeys: 3 }),
        additionalProperties: fc.oneof(fc.constant(false), tie("schema")),
      },
      { requiredKeys: ["type", "properties"] },
    ),
    fc.record(
      {
        type: fc.constant("array"),
        items: fc.oneof(fc.constant(false), tie("schema")),
        prefixItems: fc.array(tie("schema"), { minLength: 1, maxLength: 2 }),
      },
      { requiredKeys: ["type"] },
    ),
  ),
}));

/** A value that passes `schema` when it can (what to break with an Infinity). */
function sample(schema: unknown, seed: number): unknown {
  if (typeof schema !== "object" || schema === null) return 1;
  const node = schema as Record<string, unknown>;
  if ("enum" in node) return (node.enum as unknown[])[seed % 2];
  if ("const" in node) return node.const;
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  if (type === "object") {
    const properties = (node.properties ?? {}) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, sample(s, seed)]));
  }
  if (type === "array") {
    const prefix = (node.prefixItems ?? []) as unknown[];
    const rest = node.items === false || node.items === undefined ? [] : [node.items];
    return [...prefix, ...rest].map((item) => sample(item, seed));
  }
  return type === "string" ? "s" : type === "integer" ? 2 : 0.5;
}

/** Every way to put `infinity` into `value`: each leaf replaced, a key or an element added. */
function withInfinity(value: unknown, infinity: number): unknown[] {
  const variants: unknown[] = [infinity];
  if (Array.isArray(value)) {
    variants.push([...value, infinity]);
    value.forEach((item, index) => {
      for (const variant of withInfinity(item, infinity)) {
        variants.push(value.map((other, at) => (at === index ? variant : other)));
      }
    });
  } else if (typeof value === "object" && value !== null) {
    variants.push({ ...value, extra: infinity });
    for (const [key, item] of Object.entries(value)) {
      for (const variant of withInfinity(item, infinity))
        variants.push({ ...value, [key]: variant });
    }
  }
  return variants;
}
