import { defineTool, Registry } from "@tinyllm/tool";
import type { AssistantMessage, Message, ToolCall } from "@tinyllm/types";
import { describe, expect, it } from "vitest";
import type { CompletionRequest, ModelProvider } from "../providers/model-provider.js";
import { duplicateIdContent, MAX_CALLS_PER_TURN, overLimitContent, runAgent } from "./run-agent.js";
import type { TranscriptEvent } from "./transcript-event.js";

// A model that asks for what it likes: the loop must bound what runs.
function counting() {
  const runs: string[] = [];
  const registry = new Registry().mustRegister(
    defineTool({
      name: "count",
      description: "counts its runs",
      parameters: { type: "object", properties: { n: { type: "integer" } } },
      execute: ({ n }) => {
        runs.push(String(n));
        return `ran ${n}`;
      },
    }),
  );
  return { registry, runs };
}

function call(id: string, n: number): ToolCall {
  return { id, type: "function", function: { name: "count", arguments: JSON.stringify({ n }) } };
}

/** Sends `first` as its first turn, then answers; records the conversation it is sent. */
function model(first: AssistantMessage) {
  const requests: Message[][] = [];
  const provider: ModelProvider = {
    label: "test",
    async complete(request: CompletionRequest) {
      requests.push(structuredClone([...request.messages]));
      return requests.length === 1
        ? { message: first, finishReason: "tool_calls" }
        : { message: { role: "assistant", content: "done" }, finishReason: "stop" };
    },
  };
  return { provider, requests };
}

describe("runAgent bounds the calls of a turn", () => {
  it("runs one call per id, and the conversation keeps one call and one answer per id", async () => {
    const { registry, runs } = counting();
    const { provider, requests } = model({
      role: "assistant",
      content: null,
      tool_calls: [call("call_1", 1), call("call_1", 2), call("call_2", 3)],
    });
    const events: TranscriptEvent[] = [];
    const result = await runAgent({
      provider,
      tools: registry,
      messages: [{ role: "user", content: "go" }],
      onEvent: (event) => events.push(event),
    });

    expect(runs).toEqual(["1", "3"]);
    const second = requests[1] ?? [];
    expect(second[1]).toEqual({
      role: "assistant",
      content: null,
      tool_calls: [call("call_1", 1), call("call_2", 3)],
    });
    expect(second.slice(2)).toEqual([
      { role: "tool", tool_call_id: "call_1", content: "ran 1" },
      { role: "tool", tool_call_id: "call_2", content: "ran 3" },
    ]);
    expect(events.filter((event) => event.type === "tool")).toContainEqual({
      type: "tool",
      step: 1,
      callId: "call_1",
      name: "count",
      kind: "duplicate_call_id",
      isError: true,
      content: duplicateIdContent("call_1"),
    });
    expect(result).toMatchObject({ outcome: "answered", toolCalls: 3, failures: 1 });
  });

  it("runs at most maxCallsPerTurn calls of a turn and answers each of the rest", async () => {
    const { registry, runs } = counting();
    const many = Array.from({ length: 10_000 }, (_, index) => call(`call_${index}`, index));
    const { provider, requests } = model({ role: "assistant", content: null, tool_calls: many });
    const result = await runAgent({ provider, tools: registry, messages: [] });

    expect(runs).toHaveLength(MAX_CALLS_PER_TURN);
    expect(runs.slice(0, 2)).toEqual(["0", "1"]);
    const answers = (requests[1] ?? []).filter((message) => message.role === "tool");
    expect(answers).toHaveLength(10_000);
    expect(answers[MAX_CALLS_PER_TURN - 1]?.content).toBe(`ran ${MAX_CALLS_PER_TURN - 1}`);
    expect(answers[MAX_CALLS_PER_TURN]).toEqual({
      role: "tool",
      tool_call_id: `call_${MAX_CALLS_PER_TURN}`,
      content: overLimitContent(10_000, MAX_CALLS_PER_TURN),
    });
    expect(overLimitContent(10_000, 32)).toBe(
      "error: not run: this turn asked for 10000 tool calls, over the limit of 32 per turn, and only the first 32 ran; send this call again in a later turn if it is still needed",
    );
    expect(result.failures).toBe(10_000 - MAX_CALLS_PER_TURN);
  });

  it("takes another limit", async () => {
    const { registry, runs } = counting();
    const { provider } = model({
      role: "assistant",
      content: null,
      tool_calls: [call("a", 1), call("b", 2), call("c", 3)],
    });
    await runAgent({ provider, tools: registry, messages: [], maxCallsPerTurn: 2 });
    expect(runs).toEqual(["1", "2"]);
  });
});
