import { Agent, Runner, setTracingDisabled, tool } from "@openai/agents";
import { beforeAll, describe, expect, it } from "vitest";
import { functionResultsIn, ScriptedAgentsModel } from "../../test/agents-model.js";
import { GET_WEATHER_SCHEMA } from "../../test/fixtures.js";
import { defineTool } from "../define/define-tool.js";
import { Registry } from "../registry.js";
import { agentsTools } from "./agents-tools.js";
import { agentsToolErrorFormatter } from "./unknown-tool-formatter.js";

beforeAll(() => setTracingDisabled(true));

const registry = new Registry().mustRegister(
  defineTool({
    name: "get_weather",
    description: "Current weather for a city",
    parameters: GET_WEATHER_SCHEMA,
    execute: (args) => `${args.city}: sunny`,
  }),
);

describe("agentsToolErrorFormatter, in a real Agents JS run", () => {
  it("answers a call to an unknown tool with our refusal, and the run goes on", async () => {
    const model = new ScriptedAgentsModel([
      { calls: [["get_wether", '{"city":"Paris"}']] },
      { calls: [["get_weather", '{"city":"Paris"}']] },
      { text: "Sunny." },
    ]);
    const agent = new Agent({
      name: "weather",
      instructions: "Answer.",
      tools: agentsTools(registry, tool),
      model,
    });
    const result = await new Runner().run(agent, "Weather in Paris?", {
      maxTurns: 6,
      toolNotFoundBehavior: "return_error_to_model",
      toolErrorFormatter: agentsToolErrorFormatter(registry),
    });
    expect(result.finalOutput).toBe("Sunny.");
    const refusal = await registry.call({
      id: "x",
      type: "function",
      function: { name: "get_wether", arguments: "{}" },
    });
    expect(refusal.message().content).toContain('did you mean "get_weather"?');
    expect(functionResultsIn(model.requests[1])).toEqual([["call_1_0", refusal.message().content]]);
    expect(functionResultsIn(model.requests[2])).toEqual([
      ["call_1_0", refusal.message().content],
      ["call_2_0", "Paris: sunny"],
    ]);
  });

  it("leaves other errors, and tools the registry has but the agent lacks, to Agents JS", async () => {
    const format = agentsToolErrorFormatter(registry);
    expect(await format({ kind: "approval_rejected", toolName: "x", callId: "1" })).toBeUndefined();
    expect(
      await format({ kind: "tool_not_found", toolName: "get_weather", callId: "1" }),
    ).toBeUndefined();
  });
});
