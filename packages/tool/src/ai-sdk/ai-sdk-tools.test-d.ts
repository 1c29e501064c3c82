import { compile } from "@tinyllm/schema";
import { type InferToolInput, type ToolSet, tool } from "ai";
import { expectTypeOf, test } from "vitest";
import { GET_WEATHER_SCHEMA } from "../../test/fixtures.js";
import { Registry } from "../registry.js";
import { aiSdkTools, repairToolCall } from "./index.js";

type Weather = { city: string; days?: number; unit?: "c" | "f" };

test("aiSdkTools is a ToolSet, repairToolCall fits experimental_repairToolCall", () => {
  const registry = new Registry();
  expectTypeOf(aiSdkTools(registry)).toExtend<ToolSet>();
  type Repair = NonNullable<
    Parameters<typeof import("ai").generateText>[0]["experimental_repairToolCall"]
  >;
  expectTypeOf(repairToolCall(registry)).toExtend<Repair>();
});

test("compile() as inputSchema, no cast: execute's input is Infer of the schema", () => {
  const weather = tool({
    description: "Current weather",
    inputSchema: compile(GET_WEATHER_SCHEMA),
    execute: async (input) => {
      expectTypeOf(input).toEqualTypeOf<Weather>();
      return input.city;
    },
  });
  expectTypeOf<InferToolInput<typeof weather>>().toEqualTypeOf<Weather>();
  expectTypeOf({ get_weather: weather }).toExtend<ToolSet>();
});
