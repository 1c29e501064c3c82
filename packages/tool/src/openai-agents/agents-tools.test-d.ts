import { Agent, type FunctionTool, tool } from "@openai/agents";
import { compile } from "@tinyllm/schema";
import { expectTypeOf, test } from "vitest";
import { GET_WEATHER_SCHEMA } from "../../test/fixtures.js";
import { Registry } from "../registry.js";
import { agentsTools } from "./index.js";

type Weather = { city: string; days?: number; unit?: "c" | "f" };

test("agentsTools gives Agents JS's own function tools, for an Agent's tools", () => {
  const tools = agentsTools(new Registry(), tool);
  expectTypeOf(tools[0]).toExtend<FunctionTool<unknown, never, unknown> | undefined>();
  new Agent({ name: "a", instructions: "", tools });
});

test("compile() as parameters, no cast: execute's args are Infer of the schema", () => {
  const weather = tool({
    name: "get_weather",
    description: "Current weather",
    parameters: compile(GET_WEATHER_SCHEMA),
    execute: async (args) => {
      expectTypeOf(args).toEqualTypeOf<Weather>();
      return args.city;
    },
  });
  new Agent({ name: "a", instructions: "", tools: [weather] });
});
