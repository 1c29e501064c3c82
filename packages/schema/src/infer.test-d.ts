import { describe, expectTypeOf, test } from "vitest";
import { compile, type ParseResult, type Schema } from "./index.js";
import type { Infer } from "./infer.js";

describe("Infer", () => {
  test("the worked example: required required, others optional, exact object", () => {
    const schema = compile({
      type: "object",
      properties: {
        city: { type: "string", minLength: 1 },
        days: { type: "integer", minimum: 1, maximum: 7 },
        unit: { enum: ["c", "f"] },
      },
      required: ["city"],
      additionalProperties: false,
    });
    type Weather = { city: string; days?: number; unit?: "c" | "f" };
    expectTypeOf(schema).toEqualTypeOf<Schema<Weather>>();
    const result = schema.parseJSON('{"city":"Paris"}');
    expectTypeOf(result).toEqualTypeOf<ParseResult<Weather>>();
    if (result.ok) expectTypeOf(result.value.city).toEqualTypeOf<string>();
  });

  test("scalars, enum, const, type lists", () => {
    expectTypeOf<Infer<{ type: "string" }>>().toEqualTypeOf<string>();
    expectTypeOf<Infer<{ type: "integer" }>>().toEqualTypeOf<number>();
    expectTypeOf<Infer<{ type: "number" }>>().toEqualTypeOf<number>();
    expectTypeOf<Infer<{ type: "boolean" }>>().toEqualTypeOf<boolean>();
    expectTypeOf<Infer<{ type: "null" }>>().toEqualTypeOf<null>();
    expectTypeOf<Infer<{ readonly type: readonly ["string", "null"] }>>().toEqualTypeOf<
      string | null
    >();
    expectTypeOf<Infer<{ readonly enum: readonly ["a", 1, null] }>>().toEqualTypeOf<
      "a" | 1 | null
    >();
    expectTypeOf<Infer<{ type: "string"; readonly enum: readonly ["a", "b"] }>>().toEqualTypeOf<
      "a" | "b"
    >();
    expectTypeOf<Infer<{ const: "x" }>>().toEqualTypeOf<"x">();
    expectTypeOf<Infer<{ readonly const: { readonly a: readonly [1] } }>>().toEqualTypeOf<{
      a: [1];
    }>();
  });

  test("anyOf is a union", () => {
    const schema = {
      anyOf: [{ type: "string" }, { type: "array", items: { type: "integer" } }],
    } as const;
    expectTypeOf<Infer<typeof schema>>().toEqualTypeOf<string | number[]>();
  });

  test("arrays, nested objects, open objects, maps", () => {
    const schema = {
      type: "object",
      properties: {
        tags: { type: "array", items: { type: "string" } },
        any: { type: "array" },
        point: {
          type: "object",
          properties: { x: { type: "number" } },
          required: ["x"],
          additionalProperties: false,
        },
        counts: { type: "object", additionalProperties: { type: "integer" } },
      },
      required: ["tags", "point", "id"],
    } as const;
    type Value = Infer<typeof schema>;
    expectTypeOf<Value["tags"]>().toEqualTypeOf<string[]>();
    expectTypeOf<Value["point"]>().toEqualTypeOf<{ x: number }>();
    expectTypeOf<Value["id"]>().toEqualTypeOf<unknown>();
    expectTypeOf<NonNullable<Value["any"]>>().toEqualTypeOf<unknown[]>();
    expectTypeOf<NonNullable<Value["counts"]>>().toEqualTypeOf<{ [key: string]: number }>();
    // Without additionalProperties: false, other keys may be present.
    expectTypeOf<Value>().toHaveProperty("somethingElse");
    expectTypeOf<Infer<{ type: "object" }>>().toEqualTypeOf<{ [key: string]: unknown }>();
  });

  test("oneOf is a union, allOf an intersection", () => {
    const pet = {
      oneOf: [
        {
          type: "object",
          properties: { kind: { const: "cat" }, lives: { type: "integer" } },
          required: ["kind", "lives"],
          additionalProperties: false,
        },
        {
          type: "object",
          properties: { kind: { const: "dog" }, good: { type: "boolean" } },
          required: ["kind"],
          additionalProperties: false,
        },
      ],
    } as const;
    expectTypeOf<Infer<typeof pet>>().toEqualTypeOf<
      { kind: "cat"; lives: number } | { kind: "dog"; good?: boolean }
    >();
    const named = {
      allOf: [
        { type: "object", properties: { id: { type: "integer" } }, required: ["id"] },
        { type: "object", properties: { name: { type: "string" } } },
      ],
    } as const;
    type Named = Infer<typeof named>;
    expectTypeOf<Named["id"]>().toEqualTypeOf<number>();
    expectTypeOf<Named["name"]>().toEqualTypeOf<string | undefined>();
    expectTypeOf<
      Infer<{ readonly allOf: readonly [{ type: "string" }, { minLength: 1 }] }>
    >().toEqualTypeOf<string>();
    // A type beside the applicator narrows every branch.
    expectTypeOf<
      Infer<{ type: "string"; readonly oneOf: readonly [{ const: "a" }, { const: 1 }] }>
    >().toEqualTypeOf<"a">();
    expectTypeOf<
      Infer<{ readonly allOf: readonly [{ type: "string" }, { type: "integer" }] }>
    >().toEqualTypeOf<never>();
  });

  test("boolean schemas: true is unknown, false is never", () => {
    expectTypeOf<Infer<true>>().toEqualTypeOf<unknown>();
    expectTypeOf<Infer<false>>().toEqualTypeOf<never>();
    const schema = {
      type: "object",
      properties: { anything: true, nothing: false },
      required: ["anything"],
      additionalProperties: false,
    } as const;
    expectTypeOf<Infer<typeof schema>>().toEqualTypeOf<{ anything: unknown; nothing?: never }>();
    expectTypeOf<Infer<{ type: "array"; items: false }>>().toEqualTypeOf<never[]>();
  });

  test("prefixItems and draft-07 tuples: minItems required, the others optional, then the rest", () => {
    expectTypeOf<
      Infer<{
        type: "array";
        readonly prefixItems: readonly [{ type: "string" }, { type: "integer" }];
        items: false;
        minItems: 2;
      }>
    >().toEqualTypeOf<[string, number]>();
    expectTypeOf<
      Infer<{
        type: "array";
        readonly prefixItems: readonly [{ type: "string" }, { type: "integer" }];
        items: { type: "boolean" };
        minItems: 1;
      }>
    >().toEqualTypeOf<[string, number?, ...boolean[]]>();
    expectTypeOf<
      Infer<{ type: "array"; readonly prefixItems: readonly [{ type: "string" }] }>
    >().toEqualTypeOf<[string?, ...unknown[]]>();
    const draft07 = {
      $schema: "http://json-schema.org/draft-07/schema#",
      type: "array",
      items: [{ type: "number" }, { type: "number" }],
      additionalItems: false,
      minItems: 2,
    } as const;
    expectTypeOf<Infer<typeof draft07>>().toEqualTypeOf<[number, number]>();
    expectTypeOf<
      Infer<{
        type: "array";
        readonly items: readonly [{ type: "null" }];
        additionalItems: { type: "string" };
      }>
    >().toEqualTypeOf<[null?, ...string[]]>();
  });

  test("additionalProperties and patternProperties are index signatures", () => {
    expectTypeOf<
      Infer<{
        type: "object";
        patternProperties: { "^x-": { type: "string" } };
        additionalProperties: false;
      }>
    >().toEqualTypeOf<{ [key: string]: string }>();
    expectTypeOf<
      Infer<{
        type: "object";
        patternProperties: { "^s": { type: "string" }; "^n": { type: "number" } };
        additionalProperties: { type: "boolean" };
      }>
    >().toEqualTypeOf<{ [key: string]: string | number | boolean }>();
    expectTypeOf<Infer<{ type: "object"; additionalProperties: true }>>().toEqualTypeOf<{
      [key: string]: unknown;
    }>();
    expectTypeOf<
      Infer<{ type: "object"; patternProperties: { "^x": { type: "string" } } }>
    >().toEqualTypeOf<{ [key: string]: unknown }>();
    const labelled = {
      type: "object",
      properties: { id: { type: "integer" } },
      required: ["id"],
      additionalProperties: { type: "string" },
    } as const;
    type Labelled = Infer<typeof labelled>;
    expectTypeOf<Labelled["id"]>().toEqualTypeOf<number>();
    expectTypeOf<Labelled["other"]>().toEqualTypeOf<string | number>();
  });

  test("a local $ref is followed: $defs, definitions, any pointer, siblings intersect", () => {
    const schema = {
      type: "object",
      $defs: { city: { type: "string", minLength: 1 } },
      definitions: { "unit/name": { enum: ["c", "f"] } },
      properties: {
        city: { $ref: "#/$defs/city" },
        unit: { $ref: "#/definitions/unit~1name" },
        again: { $ref: "#/properties/city" },
        narrowed: { $ref: "#/$defs/city", enum: ["Paris", 3] },
        missing: { $ref: "#/$defs/nowhere" },
        remote: { $ref: "https://example.com/schema" },
      },
      required: ["city", "unit", "again", "narrowed", "missing", "remote"],
      additionalProperties: false,
    } as const;
    expectTypeOf<Infer<typeof schema>>().toEqualTypeOf<{
      city: string;
      unit: "c" | "f";
      again: string;
      narrowed: "Paris";
      missing: unknown;
      remote: unknown;
    }>();
  });

  test("recursive schemas nest up to the depth cap, then degrade to unknown", () => {
    const category = {
      $defs: {
        node: {
          type: "object",
          properties: {
            name: { type: "string" },
            children: { type: "array", items: { $ref: "#/$defs/node" } },
          },
          required: ["name"],
          additionalProperties: false,
        },
      },
      $ref: "#/$defs/node",
    } as const;
    type Category = Infer<typeof category>;
    expectTypeOf<Category["name"]>().toEqualTypeOf<string>();
    type Child = NonNullable<Category["children"]>[number];
    expectTypeOf<Child["name"]>().toEqualTypeOf<string>();
    type Deep<T, N extends unknown[]> = N extends [unknown, ...infer Rest]
      ? T extends { children?: (infer C)[] }
        ? Deep<C, Rest>
        : "stopped"
      : T;
    // The root reference is level 1; level 8 still has the shape, below it is unknown.
    expectTypeOf<Deep<Category, [1, 1, 1, 1, 1, 1, 1]>["name"]>().toEqualTypeOf<string>();
    expectTypeOf<Deep<Category, [1, 1, 1, 1, 1, 1, 1, 1]>>().toEqualTypeOf<unknown>();
    // A reference to itself, with nothing to consume, is unknown rather than a compiler error.
    expectTypeOf<Infer<{ $ref: "#" }>>().toEqualTypeOf<unknown>();
    const tree = {
      type: "object",
      properties: { left: { $ref: "#" }, right: { $ref: "#" }, value: { type: "number" } },
      required: ["value"],
      additionalProperties: false,
    } as const;
    type Tree = Infer<typeof tree>;
    expectTypeOf<
      NonNullable<NonNullable<Tree["left"]>["right"]>["value"]
    >().toEqualTypeOf<number>();
  });

  test("schemas not known at compile time give unknown", () => {
    expectTypeOf(compile('{"type":"string"}')).toEqualTypeOf<Schema<unknown>>();
    expectTypeOf<Infer<string>>().toEqualTypeOf<unknown>();
    expectTypeOf<Infer<unknown>>().toEqualTypeOf<unknown>();
    // biome-ignore lint/suspicious/noExplicitAny: any must not leak out as any.
    expectTypeOf<Infer<any>>().toEqualTypeOf<unknown>();
    expectTypeOf<Infer<Record<string, unknown>>>().toEqualTypeOf<unknown>();
    expectTypeOf<Infer<{ type: string }>>().toEqualTypeOf<unknown>();
    expectTypeOf<Infer<Record<never, never>>>().toEqualTypeOf<unknown>();
  });
});
