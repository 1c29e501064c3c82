import { describe, expect, test } from "vitest";
import type { JsonObject } from "./json.js";
import {
  dialectOf,
  jsonSchemaForTarget,
  TARGET_URIS,
  UnsupportedTargetError,
} from "./json-schema-target.js";

const DRAFT_07 = TARGET_URIS["draft-07"];
const DRAFT_2020 = TARGET_URIS["draft-2020-12"];

function thrownBy(run: () => unknown): UnsupportedTargetError {
  try {
    run();
  } catch (error) {
    if (UnsupportedTargetError.isInstance(error)) return error;
    throw error;
  }
  throw new Error("expected a throw");
}

describe("dialectOf", () => {
  test.each([
    [{}, "draft-2020-12"],
    [{ $schema: DRAFT_2020 }, "draft-2020-12"],
    [{ $schema: "http://json-schema.org/draft-07/schema#" }, "draft-07"],
    [{ $schema: "http://json-schema.org/draft-07/schema" }, "draft-07"],
    [{ $schema: "https://json-schema.org/draft-07/schema#" }, "draft-07"],
    [{ $schema: "http://json-schema.org/draft-07/schema#x" }, "draft-2020-12"],
  ] as const)("%j is %s", (document, dialect) => {
    expect(dialectOf(document as JsonObject)).toBe(dialect);
  });
});

describe("a schema written in the target's dialect comes back as it is", () => {
  test.each([
    ["draft-2020-12", { type: "object", prefixItems: [{ type: "string" }] }],
    ["draft-07", { $schema: DRAFT_07, type: "array", items: [{ type: "string" }] }],
  ] as const)("%s", (target, document) => {
    expect(jsonSchemaForTarget(document as unknown as JsonObject, target)).toBe(document);
  });

  test("core keywords read the same in both: no $schema is added", () => {
    const document = {
      type: "object",
      properties: { tags: { type: "array", items: { type: "string" } } },
      anyOf: [{ required: ["tags"] }, { properties: { x: { const: 1 } } }],
    };
    expect(jsonSchemaForTarget(document as unknown as JsonObject, "draft-07")).toEqual(document);
  });
});

describe("draft 2020-12 to draft-07", () => {
  test("prefixItems and items become a tuple and additionalItems, at every depth", () => {
    const document = {
      type: "object",
      properties: {
        pair: {
          type: "array",
          prefixItems: [{ type: "string" }, { type: "integer" }],
          items: false,
        },
        list: { type: "array", items: { prefixItems: [{ const: 1 }] } },
      },
    } as JsonObject;
    expect(jsonSchemaForTarget(document, "draft-07")).toEqual({
      $schema: DRAFT_07,
      type: "object",
      properties: {
        pair: {
          type: "array",
          items: [{ type: "string" }, { type: "integer" }],
          additionalItems: false,
        },
        list: { type: "array", items: { items: [{ const: 1 }] } },
      },
    });
  });

  test("dependentRequired and dependentSchemas become dependencies", () => {
    const document = {
      $schema: DRAFT_2020,
      dependentRequired: { card: ["address"] },
      dependentSchemas: { gift: { required: ["note"] } },
    } as JsonObject;
    expect(jsonSchemaForTarget(document, "draft-07")).toEqual({
      $schema: DRAFT_07,
      dependencies: { card: ["address"], gift: { required: ["note"] } },
    });
  });

  test("$ref with siblings moves into allOf, since draft-07 would ignore the siblings", () => {
    const document = {
      $defs: { name: { type: "string" } },
      properties: {
        a: { $ref: "#/$defs/name", maxLength: 3 },
        b: { $ref: "#/$defs/name", allOf: [{ minLength: 1 }] },
        c: { $ref: "#/$defs/name" },
      },
    } as JsonObject;
    expect(jsonSchemaForTarget(document, "draft-07")).toEqual({
      $schema: DRAFT_07,
      $defs: { name: { type: "string" } },
      properties: {
        a: { maxLength: 3, allOf: [{ $ref: "#/$defs/name" }] },
        b: { allOf: [{ minLength: 1 }, { $ref: "#/$defs/name" }] },
        c: { $ref: "#/$defs/name" },
      },
    });
  });

  test("pointers through renamed keywords are rewritten; others stay", () => {
    const document = {
      prefixItems: [{ type: "string" }],
      items: { type: "integer" },
      dependentSchemas: { "a/b": { type: "object" } },
      properties: {
        first: { $ref: "#/prefixItems/0" },
        rest: { $ref: "#/items" },
        dependency: { $ref: "#/dependentSchemas/a~1b" },
        items: { $ref: "#/properties/items/not" },
        root: { $ref: "#" },
        other: { $ref: "https://example.com/x" },
      },
    } as JsonObject;
    const converted = jsonSchemaForTarget(document, "draft-07") as {
      properties: Record<string, { $ref: string }>;
    };
    expect(Object.values(converted.properties).map((schema) => schema.$ref)).toEqual([
      "#/items/0",
      "#/additionalItems",
      "#/dependencies/a~1b",
      "#/properties/items/not",
      "#",
      "https://example.com/x",
    ]);
  });

  test.each(["minContains", "maxContains"])(
    "%s cannot be stated: it throws naming the place",
    (keyword) => {
      const document = {
        properties: { list: { contains: { const: 1 }, [keyword]: 2 } },
      } as JsonObject;
      const error = thrownBy(() => jsonSchemaForTarget(document, "draft-07"));
      expect(error.message).toBe(
        `$.properties.list.${keyword}: draft-07 has no ${keyword}; this schema can be stated in draft-2020-12 only`,
      );
      expect(error.target).toBe("draft-07");
    },
  );

  test("one property in both dependentRequired and dependentSchemas throws", () => {
    const document = {
      dependentRequired: { a: ["b"] },
      dependentSchemas: { a: { required: ["c"] } },
    };
    expect(thrownBy(() => jsonSchemaForTarget(document as JsonObject, "draft-07")).message).toBe(
      '$: property "a" has both dependentRequired and dependentSchemas, which draft-07\'s one dependencies keyword cannot state',
    );
  });
});

describe("draft-07 to draft 2020-12", () => {
  test("tuples, additionalItems, dependencies and pointers", () => {
    const document = {
      $schema: DRAFT_07,
      definitions: { id: { type: "integer" } },
      type: "object",
      properties: {
        pair: { items: [{ $ref: "#/definitions/id" }, { type: "string" }], additionalItems: false },
        list: { items: { type: "string" }, additionalItems: false },
        first: { $ref: "#/properties/pair/items/1" },
        extra: { $ref: "#/properties/pair/additionalItems" },
      },
      dependencies: { a: ["b"], c: { required: ["d"] } },
    } as JsonObject;
    expect(jsonSchemaForTarget(document, "draft-2020-12")).toEqual({
      $schema: DRAFT_2020,
      definitions: { id: { type: "integer" } },
      type: "object",
      properties: {
        pair: { prefixItems: [{ $ref: "#/definitions/id" }, { type: "string" }], items: false },
        list: { items: { type: "string" } },
        first: { $ref: "#/properties/pair/prefixItems/1" },
        extra: { $ref: "#/properties/pair/items" },
      },
      dependentRequired: { a: ["b"] },
      dependentSchemas: { c: { required: ["d"] } },
    });
  });
});
