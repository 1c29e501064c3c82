import { compile } from "@tinyllm/schema";
import { toStandardJsonSchema } from "@valibot/to-json-schema";
import { type } from "arktype";
import * as v from "valibot";
import { expectTypeOf, test } from "vitest";
import { z } from "zod";
import { defineTool } from "./define-tool.js";
import type { FuncTool } from "./func-tool.js";

test("execute's args are the library's output type", () => {
  const zodTool = defineTool({
    name: "z",
    description: "",
    parameters: z.object({
      city: z.string().transform((city) => city.length),
      days: z.number().default(3),
      unit: z.enum(["c", "f"]).optional(),
    }),
    execute: (args) => {
      expectTypeOf(args).toEqualTypeOf<{
        city: number;
        days: number;
        unit?: "c" | "f" | undefined;
      }>();
    },
  });
  expectTypeOf(zodTool).toExtend<
    FuncTool<{ city: number; days: number; unit?: "c" | "f" | undefined }>
  >();
  defineTool({
    name: "v",
    description: "",
    parameters: toStandardJsonSchema(v.object({ city: v.string(), days: v.optional(v.number()) })),
    execute: (args) => {
      expectTypeOf(args).toEqualTypeOf<{ city: string; days?: number | undefined }>();
    },
  });
  defineTool({
    name: "a",
    description: "",
    parameters: type({ city: "string", "days?": "number" }),
    execute: (args) => {
      expectTypeOf(args).toEqualTypeOf<{ city: string; days?: number }>();
    },
  });
  defineTool({
    name: "plain",
    description: "",
    parameters: v.object({ city: v.string() }),
    jsonSchema: { type: "object", properties: { city: { type: "string" } }, required: ["city"] },
    execute: (args) => {
      expectTypeOf(args).toEqualTypeOf<{ city: string }>();
    },
  });
  defineTool({
    name: "ours",
    description: "",
    parameters: compile({
      type: "object",
      properties: { n: { type: "integer" } },
      required: ["n"],
      additionalProperties: false,
    }),
    execute: (args) => {
      expectTypeOf(args).toEqualTypeOf<{ n: number }>();
    },
  });
});
