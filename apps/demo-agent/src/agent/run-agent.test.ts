import { defineTool, Registry } from "@tinyllm/tool";
import type { Message, ToolMessage } from "@tinyllm/types";
import { describe, expect, it } from "vitest";
import type { CompletionRequest, ModelProvider } from "../providers/model-provider.js";
import { type Scenario, ScriptedProvider } from "../providers/scripted-provider.js";
import { runawayScenario } from "../scenarios/runaway-scenario.js";
import { BAD_WEATHER_ARGUMENTS, tour } from "../scenarios/tour.js";
import { createDemoTools } from "../tools/demo-tools.js";
import { cutOffContent, runAgent } from "./run-agent.js";
import type { TranscriptEvent } from "./transcript-event.js";

/** SPEC section 6: what the model reads after the bad call, byte for byte. */
const SPEC_REFUSAL = `error: invalid arguments for get_weather:
$: missing required property "city"
$: unexpected property "country"
$.days: expected integer, got string
$.unit: "kelvin" is not one of ["c","f"]`;

/** Records every request a provider receives (a copy, since the loop keeps appending). */
function recording(provider: ModelProvider) {
  const requests: CompletionRequest[] = [];
  const wrapped: ModelProvider = {
    label: provider.label,
    complete(request) {
      requests.push({ ...request, messages: structuredClone([...request.messages]) });
      return provider.complete(request);
    },
  };
  return { provider: wrapped, requests };
}

function question(text: string): Message[] {
  return [{ role: "user", content: text }];
}

describe("runAgent with the scripted tour", () => {
  it("plays the tour through the registry: refusal, correction, parallel calls, suggestion, answer", async () => {
    const order: string[] = [];
    const registry = new Registry({
      onCallStart: (event) => order.push(`start ${event.callId}`),
      onCallEnd: (event) => order.push(`end ${event.callId}`),
    }).mustRegister(...createDemoTools({ weatherLatencyMs: 20 }));
    const { provider, requests } = recording(new ScriptedProvider(tour));
    const events: TranscriptEvent[] = [];

    const result = await runAgent({
      provider,
      tools: registry,
      messages: question(tour.question),
      onEvent: (event) => events.push(event),
    });

    expect(result.outcome).toBe("answered");
    expect(result.steps).toBe(6);
    expect(result.toolCalls).toBe(6);
    expect(result.failures).toBe(2);

    // Every request carries the registry's definitions.
    expect(requests).toHaveLength(6);
    for (const request of requests) expect(request.tools).toEqual(registry.definitions());

    const tools = events.filter((event) => event.type === "tool");
    const models = events.filter((event) => event.type === "model");

    // Step 1: the bad call of SPEC section 6, and the exact refusal the model reads.
    expect(models[0]?.toolCalls.map((call) => call.function.arguments)).toEqual([
      BAD_WEATHER_ARGUMENTS,
    ]);
    expect(tools[0]).toMatchObject({ callId: "call_1", kind: "invalid_arguments", isError: true });
    expect(tools[0]?.content).toBe(SPEC_REFUSAL);
    expect(requests[1]?.messages.at(-1)).toEqual({
      role: "tool",
      tool_call_id: "call_1",
      content: SPEC_REFUSAL,
    });

    // Step 2: the corrected call, unchanged from SPEC section 6, runs once.
    expect(models[1]?.toolCalls.map((call) => call.function.arguments)).toEqual([
      '{"city":"Paris","days":3}',
    ]);
    expect(tools[1]).toMatchObject({ callId: "call_2", kind: "ok", isError: false });
    expect(JSON.parse(tools[1]?.content ?? "")).toMatchObject({ city: "Paris", unit: "c" });
    expect(JSON.parse(tools[1]?.content ?? "").forecast).toHaveLength(3);

    // Step 3: two cities in one turn, run in parallel, answered in call order.
    expect(models[2]?.toolCalls.map((call) => [call.id, call.function.arguments])).toEqual([
      ["call_3", '{"city":"London"}'],
      ["call_4", '{"city":"Tokyo"}'],
    ]);
    expect(order.indexOf("start call_4")).toBeLessThan(order.indexOf("end call_3"));
    expect(tools.slice(2, 4).map((event) => event.callId)).toEqual(["call_3", "call_4"]);
    expect(events).toContainEqual(
      expect.objectContaining({ type: "tools_done", step: 3, count: 2 }),
    );

    // Step 4 and 5: the misspelled name, the suggestion, and the retry under the real name.
    expect(tools[4]).toMatchObject({ name: "calculater", kind: "unknown_tool", isError: true });
    expect(tools[4]?.content).toMatch(
      /^error: unknown tool "calculater"; did you mean "calculator"\?/,
    );
    expect(models[4]?.toolCalls[0]?.function).toEqual({
      name: "calculator",
      arguments: '{"expression":"16 - 11"}',
    });
    expect(tools[5]?.content).toBe("16 - 11 = 5");

    // The answer, built from what the tools returned.
    expect(result.answer).toBe(
      "Paris over the next three days: day 1 partly cloudy, 13/6 °C; day 2 light rain, 14/7 °C; " +
        "day 3 sunny, 12/5 °C. Today Tokyo (16 °C) is 5 °C warmer than London (11 °C).",
    );
    expect(events.at(-2)).toEqual({ type: "answer", step: 6, text: result.answer });
    expect(events.at(-1)).toMatchObject({
      type: "summary",
      outcome: "answered",
      steps: 6,
      toolCalls: 6,
      failures: 2,
    });
  });

  it("appends one tool message per tool_call_id, in call order, after each assistant message", async () => {
    const registry = new Registry().mustRegister(...createDemoTools());
    const result = await runAgent({
      provider: new ScriptedProvider(tour),
      tools: registry,
      messages: question(tour.question),
    });
    const roles = result.messages.map((message) => message.role);
    expect(roles).toEqual([
      "user",
      "assistant",
      "tool",
      "assistant",
      "tool",
      "assistant",
      "tool",
      "tool",
      "assistant",
      "tool",
      "assistant",
      "tool",
      "assistant",
    ]);
    result.messages.forEach((message, index) => {
      if (message.role !== "assistant" || message.tool_calls === undefined) return;
      const answers = result.messages.slice(index + 1, index + 1 + message.tool_calls.length);
      expect(answers.map((answer) => (answer as ToolMessage).tool_call_id)).toEqual(
        message.tool_calls.map((call) => call.id),
      );
    });
  });

  it("the scripted model corrects only after it reads a refusal", async () => {
    // A registry whose get_weather accepts anything: there is no refusal to read.
    const lenient = new Registry().mustRegister(
      defineTool({
        name: "get_weather",
        description: "accepts anything",
        parameters: { type: "object" },
        execute: () => "sunny",
      }),
    );
    const result = await runAgent({
      provider: new ScriptedProvider(tour),
      tools: lenient,
      messages: question(tour.question),
    });
    expect(result.outcome).toBe("answered");
    expect(result.steps).toBe(2);
    expect(result.answer).toBe("I have to stop here: the last tool answer was unexpected: sunny");
  });
});

describe("runAgent limits and failures", () => {
  it("stops at the step limit and says so", async () => {
    const events: TranscriptEvent[] = [];
    const result = await runAgent({
      provider: new ScriptedProvider(runawayScenario),
      tools: new Registry().mustRegister(...createDemoTools()),
      messages: question(runawayScenario.question),
      maxSteps: 3,
      onEvent: (event) => events.push(event),
    });
    expect(result.outcome).toBe("step_limit");
    expect(result.steps).toBe(3);
    expect(result.toolCalls).toBe(3);
    expect(events.at(-2)).toEqual({
      type: "stopped",
      reason: "step_limit",
      message: "no final answer after 3 model steps (raise --max-steps to allow more)",
    });
  });

  it("reports a provider failure as an error outcome", async () => {
    const failing: ModelProvider = {
      label: "failing",
      complete: () => Promise.reject(new Error("model server exploded")),
    };
    const events: TranscriptEvent[] = [];
    const result = await runAgent({
      provider: failing,
      tools: new Registry(),
      messages: question("hi"),
      onEvent: (event) => events.push(event),
    });
    expect(result.outcome).toBe("error");
    expect(events).toContainEqual({
      type: "stopped",
      reason: "error",
      message: "model server exploded",
    });
  });

  it("does not run a call cut off by the token limit, tells the model, and runs the complete ones", async () => {
    let runs = 0;
    const registry = new Registry().mustRegister(
      defineTool({
        name: "echo",
        description: "echoes",
        parameters: { type: "object", properties: { text: { type: "string" } } },
        execute: (args) => {
          runs += 1;
          return JSON.stringify(args);
        },
      }),
    );
    const scenario: Scenario = {
      name: "cut",
      description: "",
      question: "",
      respond: (view) =>
        view.turn === 0
          ? {
              calls: [
                { name: "echo", arguments: '{"text":"whole"}' },
                { name: "echo", arguments: '{"text":"cut of' },
              ],
              finishReason: "length",
            }
          : { content: "done" },
    };
    const { provider, requests } = recording(new ScriptedProvider(scenario));
    const result = await runAgent({ provider, tools: registry, messages: question("go") });

    expect(runs).toBe(1);
    expect(result.failures).toBe(1);
    expect(requests[1]?.messages.slice(-2)).toEqual([
      { role: "tool", tool_call_id: "call_1", content: '{"text":"whole"}' },
      {
        role: "tool",
        tool_call_id: "call_2",
        content:
          'error: the arguments of this echo call were cut off at the output token limit (finish_reason "length"), so the tool did not run; send the call again with shorter arguments',
      },
    ]);
    expect(
      cutOffContent({ id: "x", type: "function", function: { name: "f", arguments: "" } }),
    ).toMatch(/^error: the arguments of this f call were cut off/);
  });

  it("cancels running tools: their signal aborts and the run ends cancelled", async () => {
    const controller = new AbortController();
    let toolSignal: AbortSignal | undefined;
    let started!: () => void;
    const toolStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    const registry = new Registry().mustRegister(
      defineTool({
        name: "slow",
        description: "waits until cancelled",
        execute: (_args, context) =>
          new Promise((_resolve, reject) => {
            toolSignal = context.signal;
            started();
            context.signal.addEventListener("abort", () => reject(context.signal.reason));
          }),
      }),
    );
    const scenario: Scenario = {
      name: "slow",
      description: "",
      question: "",
      respond: () => ({ calls: [{ name: "slow", arguments: "{}" }] }),
    };
    const running = runAgent({
      provider: new ScriptedProvider(scenario),
      tools: registry,
      messages: question("go"),
      signal: controller.signal,
    });
    await toolStarted;
    controller.abort(new Error("cancelled by the user"));
    const result = await running;

    expect(toolSignal?.aborted).toBe(true);
    expect(result.outcome).toBe("cancelled");
    expect(result.steps).toBe(1);
    expect(result.messages.at(-1)).toMatchObject({ role: "tool", tool_call_id: "call_1" });
    expect((result.messages.at(-1) as ToolMessage).content).toMatch(/^error: /);
  });

  it("cancels a model request in flight", async () => {
    const controller = new AbortController();
    const provider = new ScriptedProvider(tour, { delayMs: 60_000 });
    const running = runAgent({
      provider,
      tools: new Registry(),
      messages: question("go"),
      signal: controller.signal,
    });
    controller.abort(new Error("cancelled by the user"));
    const result = await running;
    expect(result.outcome).toBe("cancelled");
    expect(result.messages).toHaveLength(1);
  });
});
