import { type StructuredToolInterface, tool } from "@langchain/core/tools";
import { convertToOpenAITool } from "@langchain/core/utils/function_calling";
import { compile } from "@tinyllm/schema";
import { describe, expect, it } from "vitest";
import { defineTool } from "../define/define-tool.js";
import { Registry } from "../registry.js";
import { langchainTools } from "./langchain-tools.js";

const parameters = {
  type: "object",
  properties: {
    city: { type: "string", minLength: 1 },
    days: { type: "integer", minimum: 1, maximum: 7 },
  },
  required: ["city"],
  additionalProperties: false,
} as const;

function weather(runs: unknown[]) {
  return new Registry<{ user: string } | undefined>().mustRegister(
    defineTool({
      name: "get_weather",
      description: "Weather for a city.",
      parameters,
      execute: (args, { context, callId }) => {
        runs.push({ args, context, callId });
        return `sunny in ${args.city}`;
      },
    }),
  );
}

describe("langchainTools, with the real @langchain/core", () => {
  it("reproduces why a compiled Schema cannot be LangChain's schema itself", async () => {
    const direct = tool(async () => "", {
      name: "x",
      description: "x",
      schema: compile(parameters) as never,
    });
    await expect(direct.invoke({ city: "Paris" } as never)).rejects.toThrow(
      "object is not extensible",
    );
  });

  it("binds the registered JSON Schema for the model", () => {
    const [langchain] = langchainTools(weather([]), tool);
    const bound = convertToOpenAITool(langchain as never);
    expect(bound.function.name).toBe("get_weather");
    expect(bound.function.description).toBe("Weather for a city.");
    expect(bound.function.parameters).toEqual(parameters);
  });

  it("runs a valid call and answers with the tool's text, context and id passed through", async () => {
    const runs: unknown[] = [];
    const [langchain]: StructuredToolInterface[] = langchainTools(weather(runs), tool);
    const message = await langchain?.invoke(
      { id: "call_7", name: "get_weather", args: { city: "Paris", days: 2 }, type: "tool_call" },
      { configurable: { context: { user: "ada" } } },
    );
    expect(message?.content).toBe("sunny in Paris");
    expect(runs).toEqual([
      { args: { city: "Paris", days: 2 }, context: { user: "ada" }, callId: "call_7" },
    ]);
  });

  it("answers invalid arguments with our refusal, which the model reads, and runs nothing", async () => {
    const runs: unknown[] = [];
    const [langchain]: StructuredToolInterface[] = langchainTools(weather(runs), tool);
    const message = await langchain?.invoke({
      id: "call_8",
      name: "get_weather",
      args: { town: "Paris", days: 9 },
      type: "tool_call",
    });
    expect(message?.content).toBe(
      [
        "error: invalid arguments for get_weather:",
        '$: missing required property "city"',
        '$: unexpected property "town"',
        "$.days: expected a number <= 7, got 9",
      ].join("\n"),
    );
    expect(runs).toEqual([]);
  });
});
