import { describe, expect, test } from "vitest";
import type { JsonObject } from "./json.js";
import { dialectOf, jsonSchemaForTarget, UnsupportedTargetError } from "./json-schema-target.js";

const DRAFT_07 = "http://json-schema.org/draft-07/schema#";

function doc(value: unknown): JsonObject {
  return value as JsonObject;
}

function refusal(document: unknown, target: string): string {
  try {
    jsonSchemaForTarget(doc(document), target);
  } catch (error) {
    if (UnsupportedTargetError.isInstance(error) && error.target === target) return error.message;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("dialectOf", () => {
  test.each([
    [{}, "draft-2020-12"],
    [{ $schema: "https://json-schema.org/draft/2020-12/schema" }, "draft-2020-12"],
    [{ $schema: "http://json-schema.org/draft-07/schema#" }, "draft-07"],
    [{ $schema: "http://json-schema.org/draft-07/schema" }, "draft-07"],
    [{ $schema: "https://json-schema.org/draft-07/schema#" }, "draft-07"],
    [{ $schema: "http://json-schema.org/draft-07/schema#x" }, "draft-2020-12"],
  ] as const)("%j is %s", (document, dialect) => {
    expect(dialectOf(doc(document))).toBe(dialect);
  });
});

describe("the document itself, when the target reads it the same", () => {
  test.each([
    ["draft-2020-12", { type: "array", prefixItems: [{ type: "string" }] }],
    ["draft-07", { $schema: DRAFT_07, type: "array", items: [{ type: "string" }] }],
    [
      "draft-07",
      {
        $defs: { name: { type: "string" } },
        properties: {
          // Property names are not keywords, wherever they are.
          prefixItems: { type: "string" },
          dependencies: { $ref: "#/$defs/name", description: "annotations may sit beside $ref" },
          tags: { type: "array", items: { type: "string" }, contains: { const: "a" } },
        },
        anyOf: [{ required: ["tags"] }, { properties: { x: { const: 1 } } }],
      },
    ],
    ["draft-2020-12", { $schema: DRAFT_07, properties: { items: { items: { type: "string" } } } }],
  ] as const)("as %s", (target, document) => {
    expect(jsonSchemaForTarget(doc(document), target)).toBe(document);
  });
});

describe("a keyword the target reads differently is refused, naming its place", () => {
  test.each([
    [
      { properties: { pair: { prefixItems: [{ type: "string" }] } } },
      "$.properties.pair.prefixItems",
      "prefixItems",
    ],
    [{ dependentRequired: { card: ["address"] } }, "$.dependentRequired", "dependentRequired"],
    [{ items: { dependentSchemas: { a: {} } } }, "$.items.dependentSchemas", "dependentSchemas"],
    [
      { anyOf: [{ contains: { const: 1 }, minContains: 2 }] },
      "$.anyOf[0].minContains",
      "minContains",
    ],
    [{ $defs: { x: { maxContains: 2 } } }, "$.$defs.x.maxContains", "maxContains"],
    [
      { properties: { a: { $ref: "#/$defs/x", maxLength: 3 } } },
      "$.properties.a.$ref",
      "$ref with sibling keywords",
    ],
  ])("%j as draft-07", (document, place, what) => {
    expect(refusal(document, "draft-07")).toBe(
      `${place}: ${what} reads differently in draft-07; this schema can be stated in draft-2020-12 only`,
    );
  });

  test.each([
    [{ $schema: DRAFT_07, items: [{ type: "string" }] }, "$.items", "items as a list"],
    [
      { $schema: DRAFT_07, items: { type: "string" }, additionalItems: false },
      "$.additionalItems",
      "additionalItems",
    ],
    [
      { $schema: DRAFT_07, not: { dependencies: { a: ["b"] } } },
      "$.not.dependencies",
      "dependencies",
    ],
  ])("%j as draft-2020-12", (document, place, what) => {
    expect(refusal(document, "draft-2020-12")).toBe(
      `${place}: ${what} reads differently in draft-2020-12; this schema can be stated in draft-07 only`,
    );
  });
});

describe("other targets", () => {
  test.each(["openapi-3.0", "draft-04", "draft-2019-09", ""])("%j is refused", (target) => {
    expect(refusal({ type: "object" }, target)).toBe(
      `JSON Schema target ${JSON.stringify(target)} is not supported; expected "draft-2020-12" or "draft-07" (an openapi-3.0 schema cannot state const, type lists or null exactly)`,
    );
  });

  test("a target that is not a string", () => {
    expect(() => jsonSchemaForTarget({}, 7)).toThrow(/^JSON Schema target number is not supported/);
  });
});
