import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { compile, SchemaError } from "./index.js";

// Ajv 8 with ajv-formats is the reference for the standard vocabulary's keywords. Left out on
// purpose: multipleOf with decimal divisors such as 0.01, where Ajv divides in floating point
// (19.99 / 0.01 is not an integer there) and this package is exact; and the formats where
// ajv-formats departs from the RFCs (see src/format/README.md): only ipv4, uuid, date and int32
// are generated.
// ajv-formats is CommonJS: its function is the module itself or its `default`, by loader.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => void;
const ajv = new Ajv2020({
  strict: false,
  allErrors: true,
  validateSchema: false,
  ownProperties: true,
});
addFormats(ajv);

const keys = fc.constantFrom("a", "b", "ab", "c d");
const scalar = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    1,
    1.5,
    -2,
    3,
    2.5,
    "",
    "a",
    "ab",
    "ba",
    "2026-12-01",
    "10.0.0.1",
    2 ** 31,
  ),
  fc.integer({ min: -5, max: 5 }),
  fc.string({ maxLength: 3 }),
);
const value = fc.letrec((tie) => ({
  json: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    scalar,
    fc.array(tie("json"), { maxLength: 4 }),
    fc.dictionary(keys, tie("json"), { maxKeys: 3, noNullPrototype: true }),
  ),
})).json;
const typeName = fc.constantFrom(
  "null",
  "boolean",
  "integer",
  "number",
  "string",
  "array",
  "object",
);
const count = fc.integer({ min: 0, max: 3 });

function schemaAt(depth: number): fc.Arbitrary<unknown> {
  const keywords: fc.Arbitrary<[string, unknown]>[] = [
    fc.tuple(fc.constant("type"), typeName),
    fc.tuple(fc.constant("const"), scalar),
    fc.tuple(fc.constant("required"), fc.uniqueArray(keys, { maxLength: 2 })),
    fc.tuple(fc.constantFrom("minItems", "maxLength", "minProperties", "maxProperties"), count),
    fc.tuple(
      fc.constantFrom("exclusiveMinimum", "exclusiveMaximum", "minimum"),
      fc.integer({ min: -2, max: 3 }),
    ),
    fc.tuple(fc.constant("multipleOf"), fc.constantFrom(1, 2, 0.5, 0.25, 3)),
    fc.tuple(fc.constant("uniqueItems"), fc.boolean()),
    fc.tuple(fc.constant("format"), fc.constantFrom("ipv4", "uuid", "date", "int32")),
    fc.tuple(
      fc.constant("dependentRequired"),
      fc.dictionary(keys, fc.uniqueArray(keys, { maxLength: 2 }), {
        maxKeys: 2,
        noNullPrototype: true,
      }),
    ),
    fc.tuple(fc.constant("pattern"), fc.constantFrom("^a", "b$", "^[a-z]*$")),
  ];
  if (depth > 0) {
    const child = schemaAt(depth - 1);
    const list = fc.array(child, { minLength: 1, maxLength: 3 });
    keywords.push(
      fc.tuple(
        fc.constant("properties"),
        fc.dictionary(keys, child, { maxKeys: 2, noNullPrototype: true }),
      ),
      fc.tuple(
        fc.constant("patternProperties"),
        fc.dictionary(fc.constantFrom("^a", "b$", "^c"), child, {
          maxKeys: 2,
          noNullPrototype: true,
        }),
      ),
      fc.tuple(fc.constant("additionalProperties"), child),
      fc.tuple(fc.constant("propertyNames"), child),
      fc.tuple(fc.constant("items"), child),
      fc.tuple(fc.constant("prefixItems"), list),
      fc.tuple(fc.constant("contains"), child),
      fc.tuple(fc.constantFrom("minContains", "maxContains"), count),
      fc.tuple(fc.constantFrom("allOf", "anyOf", "oneOf"), list),
      fc.tuple(fc.constantFrom("not", "if", "then", "else"), child),
      fc.tuple(
        fc.constant("dependentSchemas"),
        fc.dictionary(keys, child, { maxKeys: 2, noNullPrototype: true }),
      ),
    );
  }
  const object = fc
    .array(fc.oneof(...keywords), { maxLength: 4 })
    .map((entries) => Object.fromEntries(entries) as Record<string, unknown>);
  return fc.oneof({ weight: 1, arbitrary: fc.boolean() }, { weight: 8, arbitrary: object });
}

// A recursive root: properties refer back to the root through $ref (input is consumed on the way).
const schema = fc.oneof(
  schemaAt(2),
  schemaAt(1).map((inner) => ({
    properties: { a: { $ref: "#" }, b: inner },
    items: { $ref: "#/properties/b" },
  })),
);

describe("agrees with Ajv 8 + ajv-formats on generated standard-vocabulary schemas", () => {
  test("valid exactly when Ajv says valid", () => {
    let compared = 0;
    fc.assert(
      fc.property(schema, fc.array(value, { minLength: 1, maxLength: 6 }), (node, values) => {
        let compiled: ReturnType<typeof compile>;
        try {
          compiled = compile(node);
        } catch (error) {
          // Only bounds no value could pass are refused among generated schemas.
          expect(error).toBeInstanceOf(SchemaError);
          expect((error as SchemaError).message).toMatch(/no value could pass/);
          return;
        }
        const reference = ajv.compile(node as object);
        for (const item of values) {
          const errors = compiled.validate(item);
          expect(
            errors.length === 0,
            JSON.stringify({ node, item, errors: errors.map(String) }),
          ).toBe(reference(item) === true);
          compared += 1;
        }
      }),
      { numRuns: 300, seed: 20_261_201 },
    );
    expect(compared).toBeGreaterThan(500);
  }, 60_000);
});
