import type Anthropic from "@anthropic-ai/sdk";
import type { GenerateContentResponse } from "@google/genai";
import type { ToolResult } from "@tinyllm/tool";
import type OpenAI from "openai";
import { describe, expect, test } from "vitest";
import {
  readAnthropicEvent,
  readGeminiChunk,
  readOpenAIChatChunk,
  readOpenAIResponsesEvent,
  ToolCallStreams,
} from "../src/stream/index.js";
import { weatherRegistry } from "./weather-tool.js";

// Recorded event sequences written from each provider's documented stream format, typed with the
// provider SDK's own event types. Two calls in each: a good one and one that breaks the schema
// early (an unknown key), their deltas interleaved where the format allows it.

const GOOD = '{"city":"Paris","days":3}';
const BAD = '{"city":"Rome","country":"IT"}';

/** Cuts text into pieces of `size`. */
function pieces(text: string, size: number): string[] {
  const out: string[] = [];
  for (let at = 0; at < text.length; at += size) out.push(text.slice(at, at + size));
  return out;
}

/** The results registry.call gives for the same calls, to compare with. */
async function called(calls: [string, string, string][]): Promise<ToolResult[]> {
  const registry = weatherRegistry();
  return Promise.all(
    calls.map(([id, name, text]) =>
      registry.call({ id, type: "function", function: { name, arguments: text } }),
    ),
  );
}

const contents = (results: readonly ToolResult[]) => results.map((result) => result.message());

describe("provider stream readers", () => {
  test("OpenAI Chat: tool_calls deltas by index, interleaved, run at finish_reason", async () => {
    const good = pieces(GOOD, 5);
    const bad = pieces(BAD, 5);
    const base = {
      id: "chatcmpl-1",
      object: "chat.completion.chunk",
      created: 1,
      model: "gpt-4.1",
    } as const;
    const chunks: OpenAI.Chat.Completions.ChatCompletionChunk[] = [
      {
        ...base,
        choices: [{ index: 0, delta: { role: "assistant", content: null }, finish_reason: null }],
      },
      {
        ...base,
        choices: [
          {
            index: 0,
            delta: {
              tool_calls: [
                {
                  index: 0,
                  id: "call_a",
                  type: "function",
                  function: { name: "get_", arguments: "" },
                },
              ],
            },
            finish_reason: null,
          },
        ],
      },
      {
        ...base,
        choices: [
          {
            index: 0,
            delta: { tool_calls: [{ index: 0, function: { name: "weather" } }] },
            finish_reason: null,
          },
        ],
      },
      {
        ...base,
        choices: [
          {
            index: 0,
            delta: {
              tool_calls: [
                {
                  index: 1,
                  id: "call_b",
                  type: "function",
                  function: { name: "get_weather", arguments: "" },
                },
              ],
            },
            finish_reason: null,
          },
        ],
      },
      ...Array.from({ length: Math.max(good.length, bad.length) }, (_, at) => ({
        ...base,
        choices: [
          {
            index: 0,
            delta: {
              tool_calls: [
                ...(at < good.length ? [{ index: 0, function: { arguments: good[at] } }] : []),
                ...(at < bad.length ? [{ index: 1, function: { arguments: bad[at] } }] : []),
              ],
            },
            finish_reason: null,
          },
        ],
      })),
      { ...base, choices: [{ index: 0, delta: {}, finish_reason: "tool_calls" }] },
    ];
    const ran: unknown[] = [];
    const streams = new ToolCallStreams(weatherRegistry(ran));
    let refusedAt: number | undefined;
    chunks.forEach((chunk, at) => {
      for (const stream of readOpenAIChatChunk(streams, chunk)) {
        if (stream.judgement().state === "invalid" && refusedAt === undefined) refusedAt = at;
      }
      if (at < chunks.length - 1) expect(ran).toEqual([]);
    });
    // `{"city":"Rome","country"` is refused at the chunk that closes the key, before the call ends.
    expect(refusedAt).toBeLessThan(chunks.length - 3);
    expect(streams.calls().map((stream) => [stream.id, stream.name, stream.text])).toEqual([
      ["call_a", "get_weather", GOOD],
      ["call_b", "get_weather", BAD],
    ]);
    const results = await streams.results();
    expect(contents(results)).toEqual(
      contents(
        await called([
          ["call_a", "get_weather", GOOD],
          ["call_b", "get_weather", BAD],
        ]),
      ),
    );
    expect(ran).toEqual([{ city: "Paris", days: 3 }]);
  });

  test("OpenAI Responses: function_call items, argument deltas, done with the final text", async () => {
    const added = (
      id: string,
      call: string,
      index: number,
    ): OpenAI.Responses.ResponseStreamEvent => ({
      type: "response.output_item.added",
      output_index: index,
      sequence_number: index,
      item: {
        type: "function_call",
        id,
        call_id: call,
        name: "get_weather",
        arguments: "",
        status: "in_progress",
      },
    });
    const delta = (
      id: string,
      index: number,
      text: string,
    ): OpenAI.Responses.ResponseStreamEvent => ({
      type: "response.function_call_arguments.delta",
      item_id: id,
      output_index: index,
      sequence_number: 10,
      delta: text,
    });
    const done = (
      id: string,
      index: number,
      text: string,
    ): OpenAI.Responses.ResponseStreamEvent => ({
      type: "response.function_call_arguments.done",
      item_id: id,
      output_index: index,
      sequence_number: 20,
      name: "get_weather",
      arguments: text,
    });
    const events: OpenAI.Responses.ResponseStreamEvent[] = [
      added("fc_1", "call_1", 0),
      ...pieces(GOOD, 4).map((text) => delta("fc_1", 0, text)),
      done("fc_1", 0, GOOD),
      added("fc_2", "call_2", 1),
      ...pieces(GOOD, 7).map((text) => delta("fc_2", 1, text)),
      // The provider reports a final text other than its deltas: refused, not run.
      done("fc_2", 1, '{"city":"Oslo"}'),
    ];
    const ran: unknown[] = [];
    const streams = new ToolCallStreams(weatherRegistry(ran));
    for (const event of events) readOpenAIResponsesEvent(streams, event);
    const [first, second] = await streams.results();
    expect(first?.message()).toEqual(
      (await called([["call_1", "get_weather", GOOD]]))[0]?.message(),
    );
    expect(second?.kind).toBe("tool_failed");
    expect(second?.content).toMatch(
      /the final arguments \(15 characters\) differ from the 25 characters streamed/,
    );
    expect(ran).toEqual([{ city: "Paris", days: 3 }]);
  });

  test("Anthropic: tool_use blocks, input_json_delta, content_block_stop ends each call", async () => {
    const start = (index: number, id: string): Anthropic.Messages.RawMessageStreamEvent => ({
      type: "content_block_start",
      index,
      content_block: {
        type: "tool_use",
        id,
        name: "get_weather",
        input: {},
      } as Anthropic.Messages.ToolUseBlock,
    });
    const delta = (index: number, partial: string): Anthropic.Messages.RawMessageStreamEvent => ({
      type: "content_block_delta",
      index,
      delta: { type: "input_json_delta", partial_json: partial },
    });
    const stop = (index: number): Anthropic.Messages.RawMessageStreamEvent => ({
      type: "content_block_stop",
      index,
    });
    const events: Anthropic.Messages.RawMessageStreamEvent[] = [
      {
        type: "content_block_start",
        index: 0,
        content_block: { type: "text", text: "", citations: null },
      },
      { type: "content_block_delta", index: 0, delta: { type: "text_delta", text: "Checking." } },
      stop(0),
      start(1, "toolu_1"),
      ...pieces(BAD, 3).map((text) => delta(1, text)),
      stop(1),
      start(2, "toolu_2"),
      stop(2),
    ];
    const ran: unknown[] = [];
    const streams = new ToolCallStreams(weatherRegistry(ran));
    const states: string[] = [];
    for (const event of events) {
      for (const stream of readAnthropicEvent(streams, event))
        states.push(`${stream.id}:${stream.judgement().state}`);
    }
    expect(states).toContain("toolu_1:invalid");
    const results = await streams.results();
    expect(contents(results)).toEqual(
      contents(
        await called([
          ["toolu_1", "get_weather", BAD],
          ["toolu_2", "get_weather", ""],
        ]),
      ),
    );
    expect(ran).toEqual([]);
  });

  test("Gemini: whole functionCall parts, each opened, pushed and finished at once", async () => {
    const chunks: Pick<GenerateContentResponse, "candidates">[] = [
      { candidates: [{ content: { role: "model", parts: [{ text: "Let me look." }] } }] },
      {
        candidates: [
          {
            content: {
              role: "model",
              parts: [
                { functionCall: { name: "get_weather", args: { city: "Paris", days: 3 } } },
                { functionCall: { id: "given", name: "get_wether", args: { city: "Rome" } } },
              ],
            },
          },
        ],
      },
    ];
    const ran: unknown[] = [];
    const streams = new ToolCallStreams(weatherRegistry(ran));
    const touched = chunks.flatMap((chunk) => readGeminiChunk(streams, chunk));
    expect(touched.map((stream) => stream.id)).toEqual(["gemini_call_0", "given"]);
    const results = await streams.results();
    expect(contents(results)).toEqual(
      contents(
        await called([
          ["gemini_call_0", "get_weather", GOOD],
          ["given", "get_wether", '{"city":"Rome"}'],
        ]),
      ),
    );
    expect(results[1]?.suggestion).toBe("get_weather");
  });
});
