import { Agent, Runner, setTracingDisabled, tool } from "@openai/agents";
import { compile } from "@tinyllm/schema";
import { beforeAll, describe, expect, it } from "vitest";
import { functionResultsIn, ScriptedAgentsModel } from "../../test/agents-model.js";
import { GET_WEATHER_SCHEMA } from "../../test/fixtures.js";
import { defineTool } from "../define/define-tool.js";
import { Registry } from "../registry.js";
import { type AgentsToolOptions, agentsTools } from "./index.js";

beforeAll(() => setTracingDisabled(true));

function weatherRegistry(runs: unknown[]): Registry {
  return new Registry().mustRegister(
    defineTool({
      name: "get_weather",
      description: "Current weather for a city",
      parameters: GET_WEATHER_SCHEMA,
      execute: (args, context) => {
        runs.push([args, context.rawArguments]);
        return `${args.city}: sunny`;
      },
    }),
  );
}

async function run(tools: Agent["tools"], model: ScriptedAgentsModel): Promise<unknown> {
  const agent = new Agent({ name: "weather", instructions: "Answer.", tools, model });
  const result = await new Runner().run(agent, "Weather in Paris?", { maxTurns: 6 });
  return result.finalOutput;
}

describe("agentsTools: a registry as Agents JS function tools, in a run", () => {
  it("a real round trip: our refusal, Agents JS on text that is not JSON, the corrected call runs once with its exact text", async () => {
    const runs: unknown[] = [];
    const model = new ScriptedAgentsModel([
      { calls: [["get_weather", '{"days": "3", "unit": "kelvin", "country": "FR"}']] },
      { calls: [["get_weather", '{"city": "Par']] },
      { calls: [["get_weather", '{"city":"Paris", "days":3}']] },
      { text: "Sunny in Paris." },
    ]);
    expect(await run(agentsTools(weatherRegistry(runs), tool), model)).toBe("Sunny in Paris.");
    expect(functionResultsIn(model.requests[1]).at(-1)).toEqual([
      "call_1_0",
      [
        "error: invalid arguments for get_weather:",
        '$: missing required property "city"',
        '$: unexpected property "country"',
        "$.days: expected integer, got string",
        '$.unit: "kelvin" is not one of ["c","f"]',
      ].join("\n"),
    ]);
    // Text that is not JSON is answered by Agents JS itself, before any tool sees it.
    expect(functionResultsIn(model.requests[2]).at(-1)?.[1]).toBe(
      "An error occurred while parsing tool arguments. Please try again with valid JSON.",
    );
    expect(functionResultsIn(model.requests[3]).at(-1)).toEqual(["call_3_0", "Paris: sunny"]);
    expect(runs).toEqual([[{ city: "Paris", days: 3 }, '{"city":"Paris", "days":3}']]);
    const offered = model.requests[0]?.tools[0] as { parameters?: unknown; strict?: unknown };
    expect(offered.parameters).toEqual(GET_WEATHER_SCHEMA);
    expect(offered.strict).toBe(false);
  });

  it("strict: optional properties offered as required and nullable; the nulls are removed before our validation", async () => {
    const runs: unknown[] = [];
    const model = new ScriptedAgentsModel([
      { calls: [["get_weather", '{"city": "Paris", "days": null, "unit": "x"}']] },
      { calls: [["get_weather", '{"city": "Paris", "days": null, "unit": null}']] },
      { text: "Sunny." },
    ]);
    await run(agentsTools(weatherRegistry(runs), tool, { strict: true }), model);
    const offered = model.requests[0]?.tools[0] as { parameters?: unknown; strict?: unknown };
    expect(offered.strict).toBe(true);
    const parameters = offered.parameters as { required: string[]; properties: object };
    expect(parameters.required).toEqual(["city", "days", "unit"]);
    expect(JSON.stringify(parameters.properties)).toContain('{"type":"null"}');
    expect(functionResultsIn(model.requests[1]).at(-1)?.[1]).toBe(
      'error: invalid arguments for get_weather:\n$.unit: "x" is not one of ["c","f"]',
    );
    expect(runs).toEqual([[{ city: "Paris" }, '{"city":"Paris"}']]);
  });

  it("the call id, exact text and signal reach the registry", async () => {
    const made: AgentsToolOptions[] = [];
    const [weather] = agentsTools(weatherRegistry([]), (options: AgentsToolOptions) => {
      made.push(options);
      return options;
    });
    expect(made.map((options) => [options.name, options.strict, options.needsApproval])).toEqual([
      ["get_weather", false, false],
    ]);
    const controller = new AbortController();
    controller.abort();
    const cancelled = await weather?.execute({ city: "Paris" }, {}, { signal: controller.signal });
    expect(cancelled).toBe(
      "error: tool get_weather was cancelled before it started; it did not run",
    );
    const refused = await weather?.execute({}, {}, { toolCall: { callId: "c7", arguments: "{}" } });
    expect(refused).toBe(
      'error: invalid arguments for get_weather:\n$: missing required property "city"',
    );
  });
});

describe("where Agents JS answers before any tool", () => {
  it("a tool name that is not registered fails the run with Agents JS's ModelBehaviorError", async () => {
    const model = new ScriptedAgentsModel([{ calls: [["get_wether", "{}"]] }, { text: "x" }]);
    const failure = await run(agentsTools(weatherRegistry([]), tool), model).catch(
      (error: Error) => error,
    );
    expect((failure as Error).name).toBe("ModelBehaviorError");
    expect((failure as Error).message).toContain("get_wether");
  });
});

describe("compile() as Agents JS parameters, no adapter", () => {
  it("type-checks and runs in the loop, but Agents JS replaces the refusal with its own text", async () => {
    const runs: unknown[] = [];
    const model = new ScriptedAgentsModel([
      { calls: [["get_weather", '{"days": "3"}']] },
      { calls: [["get_weather", '{"city": "Paris", "days": null, "unit": null}']] },
      { text: "Sunny." },
    ]);
    const weather = tool({
      name: "get_weather",
      description: "Current weather",
      parameters: compile(GET_WEATHER_SCHEMA),
      execute: async (args) => {
        runs.push(args);
        return `${args.city}: sunny`;
      },
    });
    expect(await run([weather], model)).toBe("Sunny.");
    expect(functionResultsIn(model.requests[1]).at(-1)?.[1]).toBe(
      "An error occurred while running the tool. Please try again.",
    );
    // Agents JS strips the nulls its strict rewrite invited before our validate sees them.
    expect(runs).toEqual([{ city: "Paris" }]);
  });
});
