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
