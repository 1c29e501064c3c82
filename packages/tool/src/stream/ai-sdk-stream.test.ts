import { jsonSchema, simulateReadableStream, streamText, tool } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { describe, expect, test } from "vitest";
import { defineTool } from "../define/define-tool.js";
import { Registry } from "../registry.js";
import type { ToolResult } from "../result/tool-result.js";
import { openStream, type ToolCallStream } from "./tool-call-stream.js";

// The AI SDK's streamText with its own mock model (`ai/test`): the model streams a call's input
// one character per part; the loop feeds `tool-input-start/delta/end` to openStream, stops the
// generation (abort signal) the moment a call turns invalid, and runs a call only at its end.

type StreamPart =
  Awaited<ReturnType<MockLanguageModelV4["doStream"]>>["stream"] extends ReadableStream<infer Part>
    ? Part
    : never;

const SCHEMA = {
  type: "object",
  properties: { query: { type: "string" }, limit: { type: "integer" } },
  required: ["query", "limit"],
  additionalProperties: false,
} as const;

function setup() {
  const ran: unknown[] = [];
  const registry = new Registry().mustRegister(
    defineTool({
      name: "search",
      description: "Searches the index",
      parameters: SCHEMA,
      execute: (args) => {
        ran.push(args);
        return `${args.limit} results for ${args.query}`;
      },
    }),
  );
  return { registry, ran };
}

/** A model that streams one call of `input`, a character per part, then finishes. */
function modelStreaming(input: string) {
  let read = 0;
  const parts: StreamPart[] = [
    { type: "stream-start", warnings: [] },
    { type: "tool-input-start", id: "call_1", toolName: "search" },
    ...[...input].map((delta): StreamPart => ({ type: "tool-input-delta", id: "call_1", delta })),
    { type: "tool-input-end", id: "call_1" },
    { type: "tool-call", toolCallId: "call_1", toolName: "search", input },
    {
      type: "finish",
      finishReason: { unified: "tool-calls", raw: undefined },
      usage: {
        inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
        outputTokens: { total: input.length, text: 0, reasoning: 0 },
      },
    },
  ];
  const model = new MockLanguageModelV4({
    doStream: async () => ({
      stream: simulateReadableStream({ chunks: parts, chunkDelayInMs: 1 }).pipeThrough(
        new TransformStream<StreamPart, StreamPart>({
          transform(part, controller) {
            if (part.type === "tool-input-delta") read++;
            controller.enqueue(part);
          },
        }),
      ),
    }),
  });
  return { model, deltasSent: () => read };
}

/** The loop: stream judgement on the AI SDK's parts, abort on `invalid`, run at `tool-input-end`. */
async function run(registry: Registry, input: string) {
  const { model, deltasSent } = modelStreaming(input);
  const controller = new AbortController();
  const result = streamText({
    model,
    prompt: "find it",
    // A definition without execute: the AI SDK runs nothing; the registry runs the call.
    tools: { search: tool({ description: "Searches the index", inputSchema: jsonSchema(SCHEMA) }) },
    abortSignal: controller.signal,
  });
  const calls = new Map<string, ToolCallStream>();
  let answer: ToolResult | undefined;
  let refusedAtByte: number | undefined;
  for await (const part of result.fullStream) {
    if (part.type === "tool-input-start") {
      calls.set(part.id, openStream(registry, { id: part.id, name: part.toolName }));
    } else if (part.type === "tool-input-delta") {
      const call = calls.get(part.id) as ToolCallStream;
      const judgement = call.push(part.delta);
      if (judgement.state === "invalid") {
        refusedAtByte = call.text.length;
        call.abort();
        controller.abort();
        answer = judgement.result; // sent to the model at once
        break;
      }
    } else if (part.type === "tool-input-end") {
      answer = await calls.get(part.id)?.finish();
    }
  }
  return { answer, refusedAtByte, deltasSent: deltasSent() };
}

describe("openStream in an AI SDK streamText loop", () => {
  test("a call that turns invalid stops the generation at once, and nothing runs", async () => {
    const { registry, ran } = setup();
    const input = `{"query":"test","page":2,"notes":"${"x".repeat(200)}"}`;
    const { answer, refusedAtByte, deltasSent } = await run(registry, input);
    expect(refusedAtByte).toBe('{"query":"test","page"'.length);
    // The model was stopped: most of the call was never generated or read.
    expect(deltasSent).toBeLessThan(input.length / 2);
    expect(answer?.message().content).toBe(
      'error: invalid arguments for search:\n$: unexpected property "page"',
    );
    expect(ran).toEqual([]);
  });

  test("a good call runs once, at tool-input-end, with registry.call's answer", async () => {
    const { registry, ran } = setup();
    const input = '{"query":"test","limit":10}';
    const { answer, refusedAtByte } = await run(registry, input);
    expect(refusedAtByte).toBeUndefined();
    const called = await setup().registry.call({
      id: "call_1",
      type: "function",
      function: { name: "search", arguments: input },
    });
    expect(answer?.message()).toEqual(called.message());
    expect(ran).toEqual([{ query: "test", limit: 10 }]);
  });
});
