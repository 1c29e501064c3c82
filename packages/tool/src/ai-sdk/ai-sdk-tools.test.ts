import { compile } from "@tinyllm/schema";
import { generateText, stepCountIs, tool } from "ai";
import { describe, expect, it } from "vitest";
import { scriptedModel, toolResultsIn } from "../../test/ai-sdk-model.js";
import { GET_WEATHER_SCHEMA } from "../../test/fixtures.js";
import { defineTool } from "../define/define-tool.js";
import { Registry } from "../registry.js";
import { ToolResultError } from "../result/tool-result-error.js";
import { aiSdkTools, RAW_ARGUMENTS_KEY, repairToolCall } from "./index.js";

function weatherRegistry(runs: unknown[], options: { maxResultChars?: number } = {}): Registry {
  return new Registry(options).mustRegister(
    defineTool({
      name: "get_weather",
      description: "Current weather for a city",
      parameters: GET_WEATHER_SCHEMA,
      execute: (args) => {
        runs.push(args);
        return `${args.city}: sunny`;
      },
    }),
    defineTool({
      name: "slow",
      description: "Never answers in time",
      timeoutMs: 5,
      execute: (_args, context) =>
        new Promise((resolve) => context.signal.addEventListener("abort", () => resolve("late"))),
    }),
    defineTool({
      name: "long",
      description: "A long answer",
      execute: () => "x".repeat(5000),
    }),
  );
}

describe("aiSdkTools: a registry as an AI SDK ToolSet, in generateText", () => {
  it("a real round trip: refusal in our words, corrected call runs once, answer", async () => {
    const runs: unknown[] = [];
    const { model, prompts, tools } = scriptedModel([
      { calls: [["get_weather", '{"days": "3", "unit": "kelvin", "country": "FR"}']] },
      { calls: [["get_weather", '{"city":"Paris","days":3}']] },
      { text: "Sunny in Paris." },
    ]);
    const result = await generateText({
      model,
      prompt: "Weather in Paris?",
      tools: aiSdkTools(weatherRegistry(runs)),
      stopWhen: stepCountIs(5),
    });
    expect(result.text).toBe("Sunny in Paris.");
    expect(toolResultsIn(prompts[1] ?? [])).toEqual([
      [
        "get_weather",
        "error-text",
        [
          "error: invalid arguments for get_weather:",
          '$: missing required property "city"',
          '$: unexpected property "country"',
          "$.days: expected integer, got string",
          '$.unit: "kelvin" is not one of ["c","f"]',
        ].join("\n"),
      ],
    ]);
    expect(toolResultsIn(prompts[2] ?? [])).toEqual([["get_weather", "text", "Paris: sunny"]]);
    expect(runs).toEqual([{ city: "Paris", days: 3 }]);
    // The model was offered our schema (the AI SDK adds additionalProperties: false where absent).
    const offered = tools[0]?.find((entry) => entry.name === "get_weather") as {
      inputSchema: unknown;
    };
    expect(offered.inputSchema).toEqual(GET_WEATHER_SCHEMA);
  });

  it("a tool named __proto__ or constructor is a tool like any other", async () => {
    const runs: string[] = [];
    const registry = new Registry().mustRegister(
      ...["__proto__", "constructor"].map((name) =>
        defineTool({
          name,
          description: `The ${name} tool`,
          execute: () => {
            runs.push(name);
            return `${name} ran`;
          },
        }),
      ),
    );
    const tools = aiSdkTools(registry);
    expect(Object.keys(tools)).toEqual(["__proto__", "constructor"]);
    expect(Object.getPrototypeOf(tools)).toBe(Object.prototype);
    const { model, prompts } = scriptedModel([{ calls: [["__proto__", "{}"]] }, { text: "done" }]);
    const result = await generateText({ model, prompt: "go", tools, stopWhen: stepCountIs(3) });
    expect(result.text).toBe("done");
    expect(runs).toEqual(["__proto__"]);
    expect(toolResultsIn(prompts[1] ?? [])).toEqual([["__proto__", "text", "__proto__ ran"]]);
  });

  it("timeouts and result caps are the registry's", async () => {
    const { model, prompts } = scriptedModel([
      {
        calls: [
          ["slow", "{}"],
          ["long", ""],
        ],
      },
      { text: "done" },
    ]);
    await generateText({
      model,
      prompt: "go",
      tools: aiSdkTools(weatherRegistry([], { maxResultChars: 1000 })),
      stopWhen: stepCountIs(3),
    });
    const [slow, long] = toolResultsIn(prompts[1] ?? []);
    expect(slow).toEqual([
      "slow",
      "error-text",
      "error: tool slow timed out after 5 ms; it was told to stop but may still be running, so it may have done part or all of its work",
    ]);
    expect(long?.[1]).toBe("text");
    expect(long?.[2]?.length).toBeLessThanOrEqual(1000);
    expect(long?.[2]).toContain("characters");
  });

  it("malformed JSON: with repairToolCall the model reads our message; without, the AI SDK's", async () => {
    const script = () =>
      scriptedModel([{ calls: [["get_weather", '{"city": "Par']] }, { text: "sorry" }]);
    const registry = weatherRegistry([]);
    const ours = script();
    await generateText({
      model: ours.model,
      prompt: "go",
      tools: aiSdkTools(registry),
      experimental_repairToolCall: repairToolCall(registry),
      stopWhen: stepCountIs(3),
    });
    const expected = await registry.call({
      id: "x",
      type: "function",
      function: { name: "get_weather", arguments: '{"city": "Par' },
    });
    expect(toolResultsIn(ours.prompts[1] ?? [])).toEqual([
      ["get_weather", "error-text", expected.message().content],
    ]);
    expect(expected.content).toMatch(/^invalid arguments for get_weather:\n\$: /);
    const theirs = script();
    await generateText({
      model: theirs.model,
      prompt: "go",
      tools: aiSdkTools(registry),
      stopWhen: stepCountIs(3),
    });
    expect(toolResultsIn(theirs.prompts[1] ?? [])[0]?.[2]).toMatch(
      /^AI_InvalidToolInputError: Invalid input for tool get_weather: AI_JSONParseError: JSON parsing failed/,
    );
  });

  it("an unknown tool name: with repairToolCall the model reads our refusal; without, the AI SDK's", async () => {
    const { model, prompts } = scriptedModel([
      { calls: [["get_wether", "{}"]] },
      { text: "sorry" },
    ]);
    const registry = weatherRegistry([]);
    await generateText({
      model,
      prompt: "go",
      tools: aiSdkTools(registry),
      experimental_repairToolCall: repairToolCall(registry),
      stopWhen: stepCountIs(3),
    });
    const ours = await registry.call({
      id: "x",
      type: "function",
      function: { name: "get_wether", arguments: "{}" },
    });
    expect(ours.message().content).toContain('did you mean "get_weather"?');
    expect(toolResultsIn(prompts[1] ?? [])).toEqual([
      [
        "get_wether",
        "error-text",
        `AI_ToolCallRepairError: Error repairing tool call: ${ours.message().content}`,
      ],
    ]);
    const theirs = scriptedModel([{ calls: [["get_wether", "{}"]] }, { text: "sorry" }]);
    await generateText({
      model: theirs.model,
      prompt: "go",
      tools: aiSdkTools(registry),
      stopWhen: stepCountIs(3),
    });
    expect(toolResultsIn(theirs.prompts[1] ?? [])).toEqual([
      [
        "get_wether",
        "error-text",
        "AI_NoSuchToolError: Model tried to call unavailable tool 'get_wether'. Available tools: get_weather, long, slow.",
      ],
    ]);
  });

  it("execute throws a ToolResultError carrying the result; passes the call id and signal", async () => {
    const tools = aiSdkTools(weatherRegistry([]));
    const thrown = await tools.get_weather
      ?.execute({}, { toolCallId: "call_9" })
      .catch((error) => error);
    expect(ToolResultError.isInstance(thrown)).toBe(true);
    expect(thrown.result.callId).toBe("call_9");
    expect(thrown.code).toBe("invalid_arguments");
    expect(thrown.message).toBe(
      'error: invalid arguments for get_weather:\n$: missing required property "city"',
    );
    const controller = new AbortController();
    controller.abort();
    const cancelled = await tools.get_weather
      ?.execute({ city: "Paris" }, { toolCallId: "c", abortSignal: controller.signal })
      .catch((error) => error);
    expect(cancelled.code).toBe("cancelled");
    expect(ToolResultError.isInstance(new Error("x"))).toBe(false);
  });

  it("the marker object is only read when it is the whole input", async () => {
    const tools = aiSdkTools(weatherRegistry([]));
    const answer = await tools.get_weather
      ?.execute({ [RAW_ARGUMENTS_KEY]: "{}", city: "Paris" }, { toolCallId: "c" })
      .catch((error: Error) => error.message);
    expect(answer).toBe(
      `error: invalid arguments for get_weather:\n$: unexpected property ${JSON.stringify(RAW_ARGUMENTS_KEY)}`,
    );
  });

  it("the input schema lets any value through and states the tool's schema per target", async () => {
    const schema = aiSdkTools(weatherRegistry([])).get_weather?.inputSchema["~standard"];
    expect(await schema?.validate("anything")).toEqual({ value: "anything" });
    expect(schema?.jsonSchema.input({ target: "draft-07" })).toEqual(GET_WEATHER_SCHEMA);
    expect(() => schema?.jsonSchema.output({ target: "openapi-3.0" })).toThrow(/not supported/);
  });
});

describe("compile() as an AI SDK inputSchema, no adapter", () => {
  it("runs in the loop; the model reads our messages inside the AI SDK's wrapper", async () => {
    const runs: unknown[] = [];
    const { model, prompts } = scriptedModel([
      { calls: [["get_weather", '{"days": "3"}']] },
      { calls: [["get_weather", '{"city": "Paris"}']] },
      { text: "Sunny." },
    ]);
    const result = await generateText({
      model,
      prompt: "go",
      tools: {
        get_weather: tool({
          description: "Current weather",
          inputSchema: compile(GET_WEATHER_SCHEMA),
          execute: async (args) => {
            runs.push(args);
            return `${args.city}: sunny`;
          },
        }),
      },
      stopWhen: stepCountIs(5),
    });
    expect(result.text).toBe("Sunny.");
    const [refusal] = toolResultsIn(prompts[1] ?? []);
    expect(refusal?.[2]).toContain(
      'Error message: [{"message":"missing required property \\"city\\"","path":[]},{"message":"expected integer, got string","path":["days"]}]',
    );
    expect(runs).toEqual([{ city: "Paris" }]);
  });
});
