import type {
  StandardJSONSchemaV1 as SpecJSONSchema,
  StandardSchemaV1 as SpecSchema,
} from "@standard-schema/spec";
import { expectTypeOf, test } from "vitest";
import {
  compile,
  type Schema,
  type StandardInput,
  type StandardIssue,
  type StandardJSONSchemaV1,
  type StandardOutput,
  type StandardResult,
  type StandardSchemaV1,
} from "./index.js";

test("our copies are the spec's types, both ways", () => {
  expectTypeOf<StandardSchemaV1<{ a: 1 }, string>>().toExtend<SpecSchema<{ a: 1 }, string>>();
  expectTypeOf<SpecSchema<{ a: 1 }, string>>().toExtend<StandardSchemaV1<{ a: 1 }, string>>();
  expectTypeOf<StandardJSONSchemaV1<number>>().toExtend<SpecJSONSchema<number>>();
  expectTypeOf<SpecJSONSchema<number>>().toExtend<StandardJSONSchemaV1<number>>();
  expectTypeOf<SpecSchema.Issue>().toEqualTypeOf<StandardIssue>();
  expectTypeOf<SpecSchema.Result<string>>().toEqualTypeOf<StandardResult<string>>();
});

test("a compiled schema is a Standard Schema and a Standard JSON Schema of its Infer type", () => {
  const schema = compile({
    type: "object",
    properties: { city: { type: "string" } },
    required: ["city"],
  });
  type City = { city: string; [key: string]: unknown };
  expectTypeOf(schema).toExtend<SpecSchema<City, City>>();
  expectTypeOf(schema).toExtend<SpecJSONSchema<City, City>>();
  expectTypeOf<SpecSchema.InferOutput<typeof schema>>().toEqualTypeOf<City>();
  expectTypeOf<SpecJSONSchema.InferInput<typeof schema>>().toEqualTypeOf<City>();
  expectTypeOf<StandardOutput<typeof schema>>().toEqualTypeOf<City>();
  expectTypeOf<StandardInput<Schema<number>>>().toEqualTypeOf<number>();
  expectTypeOf<StandardOutput<{ nothing: true }>>().toEqualTypeOf<unknown>();
  const parsed = schema.parse({});
  if (parsed.ok) expectTypeOf(parsed.value).toEqualTypeOf<City>();
});
