import { Ajv2020 } from "ajv/dist/2020.js";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { compile, SchemaError } from "../test/core.js";

// Ajv 8 is the reference for semantics on the keywords both implement (patterns are left to the
// pattern engine's own differential test).
const ajv = new Ajv2020({
  strict: false,
  allErrors: true,
  validateSchema: false,
  ownProperties: true,
});

const keys = fc.constantFrom("a", "b", "toString", "c d");
// Ajv's deep equality calls a value's own toString, so values keep to plain names.
const valueKeys = fc.constantFrom("a", "b", "c d");
const scalar = fc.oneof(
  fc.constantFrom(null, true, false, 0, -0, 1, 1.5, -2, 3, "", "a", "é", "😀", "ab"),
  fc.integer({ min: -5, max: 5 }),
  fc.string({ maxLength: 4 }),
);
const value = fc.letrec((tie) => ({
  json: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    scalar,
    fc.array(tie("json"), { maxLength: 3 }),
    fc.dictionary(valueKeys, tie("json"), { maxKeys: 3, noNullPrototype: true }),
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
const bound = fc.integer({ min: 0, max: 3 });

function schemaAt(depth: number): fc.Arbitrary<Record<string, unknown>> {
  const keywords: fc.Arbitrary<[string, unknown]>[] = [
    fc.tuple(
      fc.constant("type"),
      fc.oneof(typeName, fc.uniqueArray(typeName, { minLength: 1, maxLength: 3 })),
    ),
    fc.tuple(fc.constant("enum"), fc.array(value, { minLength: 1, maxLength: 3 })),
    fc.tuple(fc.constant("const"), value),
    fc.tuple(fc.constant("required"), fc.uniqueArray(keys, { maxLength: 2 })),
    fc.tuple(fc.constant("additionalProperties"), fc.constant(false)),
    fc.tuple(fc.constantFrom("minItems", "maxItems", "minLength", "maxLength"), bound),
    fc.tuple(fc.constantFrom("minimum", "maximum"), fc.integer({ min: -3, max: 3 })),
  ];
  if (depth > 0) {
    const child = schemaAt(depth - 1);
    keywords.push(
      fc.tuple(
        fc.constant("properties"),
        fc.dictionary(keys, child, { maxKeys: 3, noNullPrototype: true }),
      ),
      fc.tuple(fc.constant("additionalProperties"), child),
      fc.tuple(fc.constant("items"), child),
      fc.tuple(fc.constant("anyOf"), fc.array(child, { minLength: 1, maxLength: 2 })),
    );
  }
  return fc
    .array(fc.oneof(...keywords), { maxLength: 4 })
    .map((entries) => Object.fromEntries(entries) as Record<string, unknown>);
}

const schema = schemaAt(3);

describe("agrees with Ajv 8 (draft 2020-12) on generated schemas and values", () => {
  test("valid exactly when Ajv says valid; errors only when the fast check fails", () => {
    let compared = 0;
    fc.assert(
      fc.property(schema, fc.array(value, { minLength: 1, maxLength: 8 }), (node, values) => {
        let compiled: ReturnType<typeof compile>;
        try {
          compiled = compile(node);
        } catch (error) {
          // Only the bounds no value could pass are refused among generated schemas.
          expect(error).toBeInstanceOf(SchemaError);
          expect((error as SchemaError).message).toMatch(/no value could pass/);
          return;
        }
        const reference = ajv.compile(node);
        for (const item of values) {
          const errors = compiled.validate(item);
          expect(
            errors.length === 0,
            JSON.stringify({ node, item, errors: errors.map(String) }),
          ).toBe(reference(item) === true);
          expect(errors.some((error) => error.code === "unreadable_value")).toBe(false);
          compared += 1;
        }
      }),
      { numRuns: 400, seed: 20_261_130 },
    );
    expect(compared).toBeGreaterThan(1000);
    // 400 runs take about 4 s on a quiet machine; the shared one is not always quiet.
  }, 60_000);
});
