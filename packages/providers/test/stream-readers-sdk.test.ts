import Anthropic from "@anthropic-ai/sdk";
import { GoogleGenAI } from "@google/genai";
import OpenAI from "openai";
import { describe, expect, test } from "vitest";
import {
  readAnthropicEvent,
  readGeminiChunk,
  readOpenAIChatChunk,
  readOpenAIResponsesEvent,
  ToolCallStreams,
} from "../src/stream/index.js";
import { type SseEvent, startSseServer } from "./sse-server.js";
import { weatherRegistry } from "./weather-tool.js";

// The readers behind each official SDK's own stream parser: the SDK is pointed at a server on
// 127.0.0.1 that streams the provider's documented server-sent events, and its parsed events
// are fed to the reader as an application would.

const GOOD = '{"city":"Paris","days":3}';
const BAD = '{"city":"Rome","country":"IT"}';

function pieces(text: string, size: number): string[] {
  const out: string[] = [];
  for (let at = 0; at < text.length; at += size) out.push(text.slice(at, at + size));
  return out;
}

async function expected(calls: [string, string][]) {
  const registry = weatherRegistry();
  const results = await Promise.all(
    calls.map(([id, text]) =>
      registry.call({ id, type: "function", function: { name: "get_weather", arguments: text } }),
    ),
  );
  return results.map((result) => result.message());
}

describe("provider stream readers through the SDKs' stream parsers", () => {
  test("openai: chat.completions.create({ stream: true })", async () => {
    const base = {
      id: "chatcmpl-1",
      object: "chat.completion.chunk",
      created: 1,
      model: "gpt-4.1",
    };
    const chunk = (delta: unknown, finish: string | null = null) =>
      ({
        data: JSON.stringify({ ...base, choices: [{ index: 0, delta, finish_reason: finish }] }),
      }) satisfies SseEvent;
    const events: SseEvent[] = [
      chunk({ role: "assistant", content: null }),
      chunk({
        tool_calls: [
          {
            index: 0,
            id: "call_a",
            type: "function",
            function: { name: "get_weather", arguments: "" },
          },
        ],
      }),
      ...pieces(GOOD, 4).map((text) =>
        chunk({ tool_calls: [{ index: 0, function: { arguments: text } }] }),
      ),
      chunk({
        tool_calls: [
          {
            index: 1,
            id: "call_b",
            type: "function",
            function: { name: "get_weather", arguments: "" },
          },
        ],
      }),
      ...pieces(BAD, 4).map((text) =>
        chunk({ tool_calls: [{ index: 1, function: { arguments: text } }] }),
      ),
      chunk({}, "tool_calls"),
      { data: "[DONE]" },
    ];
    const server = await startSseServer(events);
    try {
      const client = new OpenAI({ apiKey: "test", baseURL: server.url, maxRetries: 0 });
      const stream = await client.chat.completions.create({
        model: "gpt-4.1",
        messages: [{ role: "user", content: "weather?" }],
        stream: true,
      });
      const ran: unknown[] = [];
      const streams = new ToolCallStreams(weatherRegistry(ran));
      const states: string[] = [];
      for await (const part of stream) {
        for (const call of readOpenAIChatChunk(streams, part))
          states.push(`${call.id}:${call.judgement().state}`);
      }
      expect(states).toContain("call_b:invalid");
      const results = await streams.results();
      expect(results.map((result) => result.message())).toEqual(
        await expected([
          ["call_a", GOOD],
          ["call_b", BAD],
        ]),
      );
      expect(ran).toEqual([{ city: "Paris", days: 3 }]);
      expect(server.paths).toEqual(["/chat/completions"]);
    } finally {
      await server.close();
    }
  });

  test("openai: responses.create({ stream: true })", async () => {
    let sequence = 0;
    const event = (type: string, fields: object): SseEvent => ({
      event: type,
      data: JSON.stringify({ type, sequence_number: sequence++, ...fields }),
    });
    const item = {
      type: "function_call",
      id: "fc_1",
      call_id: "call_1",
      name: "get_weather",
      arguments: "",
      status: "in_progress",
    };
    const events: SseEvent[] = [
      event("response.output_item.added", { output_index: 0, item }),
      ...pieces(GOOD, 6).map((delta) =>
        event("response.function_call_arguments.delta", {
          item_id: "fc_1",
          output_index: 0,
          delta,
        }),
      ),
      event("response.function_call_arguments.done", {
        item_id: "fc_1",
        output_index: 0,
        name: "get_weather",
        arguments: GOOD,
      }),
      event("response.output_item.done", {
        output_index: 0,
        item: { ...item, arguments: GOOD, status: "completed" },
      }),
    ];
    const server = await startSseServer(events);
    try {
      const client = new OpenAI({ apiKey: "test", baseURL: server.url, maxRetries: 0 });
      const stream = await client.responses.create({
        model: "gpt-4.1",
        input: "weather?",
        stream: true,
      });
      const ran: unknown[] = [];
      const streams = new ToolCallStreams(weatherRegistry(ran));
      for await (const part of stream) readOpenAIResponsesEvent(streams, part);
      const results = await streams.results();
      expect(results.map((result) => result.message())).toEqual(await expected([["call_1", GOOD]]));
      expect(ran).toEqual([{ city: "Paris", days: 3 }]);
    } finally {
      await server.close();
    }
  });

  test("@anthropic-ai/sdk: messages.create({ stream: true })", async () => {
    const event = (type: string, fields: object): SseEvent => ({
      event: type,
      data: JSON.stringify({ type, ...fields }),
    });
    const message = {
      id: "msg_1",
      type: "message",
      role: "assistant",
      model: "claude",
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: { input_tokens: 1, output_tokens: 1 },
    };
    const events: SseEvent[] = [
      event("message_start", { message }),
      event("content_block_start", {
        index: 0,
        content_block: { type: "tool_use", id: "toolu_1", name: "get_weather", input: {} },
      }),
      ...pieces(BAD, 5).map((partial_json) =>
        event("content_block_delta", {
          index: 0,
          delta: { type: "input_json_delta", partial_json },
        }),
      ),
      event("content_block_stop", { index: 0 }),
      event("content_block_start", {
        index: 1,
        content_block: { type: "tool_use", id: "toolu_2", name: "get_weather", input: {} },
      }),
      ...pieces(GOOD, 5).map((partial_json) =>
        event("content_block_delta", {
          index: 1,
          delta: { type: "input_json_delta", partial_json },
        }),
      ),
      event("content_block_stop", { index: 1 }),
      event("message_delta", {
        delta: { stop_reason: "tool_use", stop_sequence: null },
        usage: { output_tokens: 9 },
      }),
      event("message_stop", {}),
    ];
    const server = await startSseServer(events);
    try {
      const client = new Anthropic({ apiKey: "test", baseURL: server.url, maxRetries: 0 });
      const stream = await client.messages.create({
        model: "claude",
        max_tokens: 100,
        messages: [{ role: "user", content: "weather?" }],
        stream: true,
      });
      const ran: unknown[] = [];
      const streams = new ToolCallStreams(weatherRegistry(ran));
      let refusedBeforeStop = false;
      for await (const part of stream) {
        for (const call of readAnthropicEvent(streams, part)) {
          if (
            call.id === "toolu_1" &&
            call.status === "open" &&
            call.judgement().state === "invalid"
          )
            refusedBeforeStop = true;
        }
      }
      expect(refusedBeforeStop).toBe(true);
      const results = await streams.results();
      expect(results.map((result) => result.message())).toEqual(
        await expected([
          ["toolu_1", BAD],
          ["toolu_2", GOOD],
        ]),
      );
      expect(ran).toEqual([{ city: "Paris", days: 3 }]);
    } finally {
      await server.close();
    }
  });

  test("@google/genai: models.generateContentStream", async () => {
    // Gemini streams whole functionCall parts, one chunk per call here, as `alt=sse` events.
    const chunk = (name: string, args: object, id?: string) => ({
      data: JSON.stringify({
        candidates: [
          {
            content: {
              role: "model",
              parts: [{ functionCall: { name, args, ...(id === undefined ? {} : { id }) } }],
            },
            index: 0,
          },
        ],
      }),
    });
    const server = await startSseServer([
      chunk("get_weather", JSON.parse(GOOD), "fc_1"),
      chunk("get_weather", JSON.parse(BAD)),
    ]);
    try {
      const client = new GoogleGenAI({ apiKey: "test", httpOptions: { baseUrl: server.url } });
      const stream = await client.models.generateContentStream({
        model: "gemini-2.5-flash",
        contents: [{ role: "user", parts: [{ text: "weather?" }] }],
      });
      const ran: unknown[] = [];
      const streams = new ToolCallStreams(weatherRegistry(ran));
      const ids: string[] = [];
      for await (const part of stream) {
        for (const call of readGeminiChunk(streams, part)) ids.push(call.id);
      }
      expect(ids).toEqual(["fc_1", "gemini_call_1"]);
      const results = await streams.results();
      expect(results.map((result) => result.message())).toEqual(
        await expected([
          ["fc_1", GOOD],
          ["gemini_call_1", BAD],
        ]),
      );
      expect(ran).toEqual([{ city: "Paris", days: 3 }]);
      expect(server.paths[0]).toContain(":streamGenerateContent");
    } finally {
      await server.close();
    }
  });
});
