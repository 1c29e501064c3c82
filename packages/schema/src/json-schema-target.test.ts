import { describe, expect, test } from "vitest";
import { compile } from "./compile.js";
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
    // The whole URI names draft-07, not a URI that ends like it.
    [{ $schema: "https://example.com/http://json-schema.org/draft-07/schema#" }, "draft-2020-12"],
    // `$schema` is a URI only as a string (an array of one is not read as its text).
    [{ $schema: ["http://json-schema.org/draft-07/schema#"] }, "draft-2020-12"],
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
    // Values of enum, const, default and examples are data, not schemas, whatever their keys.
    [
      "draft-07",
      {
        enum: [{ prefixItems: [1] }],
        const: { pair: { minContains: 2 } },
        default: { dependentRequired: {} },
        examples: [{ maxContains: 1 }],
      },
    ],
    // A draft-07 document's $ref may carry annotations, and may sit in allOf beside assertions.
    [
      "draft-07",
      {
        $schema: DRAFT_07,
        definitions: { name: { type: "string" } },
        properties: {
          a: { $ref: "#/definitions/name", description: "annotations only" },
          b: { allOf: [{ $ref: "#/definitions/name" }], maxLength: 3 },
        },
      },
    ],
    // A 2020-12 document asked for as 2020-12 is itself, asserting $ref siblings included.
    [
      "draft-2020-12",
      {
        $defs: { name: { type: "string" } },
        properties: { a: { $ref: "#/$defs/name", maxLength: 3 } },
      },
    ],
    // null where a schema or a map of schemas goes: compile refuses it; stating it changes nothing.
    ["draft-07", { not: null, anyOf: [null], properties: null }],
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

// compile applies $ref's siblings as 2020-12 does, in draft-07 documents too. A draft-07
// document is given back as it is, $schema included, and a draft-07 reader would ignore them.
describe("a draft-07 document whose $ref has asserting siblings is refused for either target", () => {
  const document = {
    $schema: DRAFT_07,
    definitions: { name: { type: "string" } },
    properties: { a: { $ref: "#/definitions/name", maxLength: 3 } },
  };
  test.each(["draft-07", "draft-2020-12"])("as %s", (target) => {
    expect(refusal(document, target)).toBe(
      "$.properties.a.$ref: $ref with sibling keywords reads differently in draft-07; this draft-07 document can be stated only with the $ref inside allOf beside them, or with a draft-2020-12 $schema",
    );
  });

  test("and compile enforces those siblings", () => {
    const schema = compile(document);
    expect(schema.validate({ a: "abcd" }).map(({ code, path }) => [code, path])).toEqual([
      ["maxLength", "$.a"],
    ]);
    expect(schema.validate({ a: "abc" })).toEqual([]);
  });
});

describe("UnsupportedTargetError", () => {
  test("its name, and isInstance of values that are not errors", () => {
    let thrown: unknown;
    try {
      jsonSchemaForTarget({}, "openapi-3.0");
    } catch (error) {
      thrown = error;
    }
    expect(UnsupportedTargetError.isInstance(thrown)).toBe(true);
    expect((thrown as Error).name).toBe("UnsupportedTargetError");
    expect(String(thrown)).toMatch(/^UnsupportedTargetError: JSON Schema target "openapi-3.0" /);
    for (const value of ["unsupported_target", 7, undefined, null, {}, new Error("x")]) {
      expect(UnsupportedTargetError.isInstance(value)).toBe(false);
    }
  });

  test("isInstance never throws, whatever is thrown (a revoked proxy, a throwing trap)", () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    const trap = () => {
      throw new Error("trap");
    };
    const hostile = new Proxy({}, { has: trap, get: trap });
    expect(UnsupportedTargetError.isInstance(proxy)).toBe(false);
    expect(UnsupportedTargetError.isInstance(hostile)).toBe(false);
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
