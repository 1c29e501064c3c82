import { expectTypeOf } from "vitest";
import { defineTool } from "./define-tool.js";
import type { FuncTool } from "./func-tool.js";
import type { Tool, ToolContext } from "./tool.js";

// No `as const`: the const type parameter keeps the literal types.
const weather = defineTool({
  name: "get_weather",
  description: "Current weather for a city",
  parameters: {
    type: "object",
    properties: {
      city: { type: "string", minLength: 1 },
      days: { type: "integer", minimum: 1, maximum: 7 },
      unit: { enum: ["c", "f"] },
    },
    required: ["city"],
    additionalProperties: false,
  },
  execute: (args, context) => {
    expectTypeOf(args.city).toEqualTypeOf<string>();
    expectTypeOf(args.days).toEqualTypeOf<number | undefined>();
    expectTypeOf(args.unit).toEqualTypeOf<"c" | "f" | undefined>();
    expectTypeOf(context).toEqualTypeOf<ToolContext>();
    // @ts-expect-error: the schema has no such property
    void args.country;
    return `${args.city}: sunny`;
  },
});
expectTypeOf(weather).toExtend<Tool>();
expectTypeOf(weather).toExtend<FuncTool<{ city: string; days?: number; unit?: "c" | "f" }>>();

defineTool({
  name: "tags",
  description: "",
  parameters: {
    type: "object",
    properties: { tags: { type: "array", items: { type: "string" } } },
  },
  execute: ({ tags }) => {
    expectTypeOf(tags).toEqualTypeOf<string[] | undefined>();
  },
});

// A schema given as JSON text cannot be read by the type system: the arguments are unknown.
defineTool({
  name: "text",
  description: "",
  parameters: '{"type":"object"}',
  execute: (args) => {
    expectTypeOf(args).toEqualTypeOf<unknown>();
  },
});
