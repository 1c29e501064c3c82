// The README's three examples, as whole loops against a local server speaking each provider's
// wire format: tool call, our refusal, corrected call, answer.
import type { Json } from "@tinyllm/types";
import { afterEach, describe, expect, it } from "vitest";
import {
  fromAnthropicContent,
  fromGeminiParts,
  fromOpenAIResponsesOutput,
  toAnthropicToolResults,
  toAnthropicTools,
  toGeminiDeclarations,
  toGeminiFunctionResponses,
  toOpenAIResponsesOutputs,
  toOpenAIResponsesTools,
} from "../src/index.js";
import { weatherRegistry } from "./weather-tool.js";
import { postJson, startWireServer, type WireServer } from "./wire-server.js";

let server: WireServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const REFUSAL_CITY =
  "invalid arguments for get_weather:\n$.city: expected at least 1 character, got 0";

describe("OpenAI Responses, strict", () => {
  it("runs the loop: call, refusal, corrected call with strict nulls, answer", async () => {
    const call = (id: string, args: string) => ({
      type: "function_call",
      id: `fc_${id}`,
      call_id: id,
      name: "get_weather",
      arguments: args,
    });
    server = await startWireServer([
      () => ({ output: [call("c1", '{"city":"","days":3,"unit":null,"detail":null}')] }),
      () => ({ output: [call("c2", '{"city":"Paris","days":null,"unit":"c","detail":null}')] }),
      () => ({
        output: [
          {
            type: "message",
            role: "assistant",
            content: [{ type: "output_text", text: "Sunny." }],
          },
        ],
      }),
    ]);
    const ran: unknown[] = [];
    const registry = weatherRegistry(ran);
    const { tools, normalizeArguments } = toOpenAIResponsesTools(registry.definitions(), {
      strict: true,
    });
    const input: unknown[] = [{ role: "user", content: "Weather in Paris?" }];
    for (let turn = 0; turn < 3; turn++) {
      const response = (await postJson(`${server.url}/v1/responses`, {
        model: "m",
        input,
        tools,
      })) as { output: unknown[] };
      const calls = fromOpenAIResponsesOutput(response.output);
      if (calls.length === 0) break;
      const results = await registry.callAll(calls, { normalizeArguments });
      input.push(...response.output, ...toOpenAIResponsesOutputs(results));
    }
    const [first, second, third] = server.requests as {
      input: { type?: string; output?: string }[];
      tools: unknown[];
    }[];
    expect(first?.tools).toEqual(tools);
    expect(second?.input.at(-1)).toEqual({
      type: "function_call_output",
      call_id: "c1",
      output: `error: ${REFUSAL_CITY}`,
    });
    expect(third?.input.at(-1)).toEqual({
      type: "function_call_output",
      call_id: "c2",
      output: "sunny in Paris",
    });
    expect(ran).toEqual([{ city: "Paris", unit: "c" }]);
  });
});

describe("Anthropic, strict", () => {
  it("runs the loop: tool_use, tool_result with is_error, corrected tool_use, answer", async () => {
    const toolUse = (id: string, input: Json) => ({
      type: "tool_use",
      id,
      name: "get_weather",
      input,
    });
    server = await startWireServer([
      () => ({
        role: "assistant",
        stop_reason: "tool_use",
        content: [{ type: "text", text: "Checking." }, toolUse("toolu_1", { city: "" })],
      }),
      () => ({
        role: "assistant",
        stop_reason: "tool_use",
        content: [toolUse("toolu_2", { city: "Oslo", days: 2 })],
      }),
      () => ({
        role: "assistant",
        stop_reason: "end_turn",
        content: [{ type: "text", text: "Sunny." }],
      }),
    ]);
    const ran: unknown[] = [];
    const registry = weatherRegistry(ran);
    const { tools } = toAnthropicTools(registry.definitions(), {
      strict: true,
      fallback: "non-strict",
    });
    const messages: { role: "user" | "assistant"; content: unknown }[] = [
      { role: "user", content: "Weather in Oslo?" },
    ];
    for (let turn = 0; turn < 3; turn++) {
      const message = (await postJson(`${server.url}/v1/messages`, {
        model: "m",
        max_tokens: 512,
        messages,
        tools,
      })) as {
        content: unknown[];
      };
      const calls = fromAnthropicContent(message.content);
      if (calls.length === 0) break;
      const results = await registry.callAll(calls);
      messages.push({ role: "assistant", content: message.content });
      messages.push({ role: "user", content: toAnthropicToolResults(results) });
    }
    const [first, second, third] = server.requests as {
      messages: { content: unknown }[];
      tools: unknown[];
    }[];
    expect(first?.tools).toEqual(tools);
    expect(tools[0]?.strict).toBe(true);
    expect(second?.messages.at(-1)?.content).toEqual([
      { type: "tool_result", tool_use_id: "toolu_1", content: REFUSAL_CITY, is_error: true },
    ]);
    expect(third?.messages.at(-1)?.content).toEqual([
      { type: "tool_result", tool_use_id: "toolu_2", content: "sunny in Oslo", is_error: false },
    ]);
    expect(ran).toEqual([{ city: "Oslo", days: 2 }]);
  });
});

describe("Gemini", () => {
  it("runs the loop: functionCall without id, functionResponse error, corrected call with a string enum, answer", async () => {
    const functionCall = (args: Json) => ({ functionCall: { name: "get_weather", args } });
    const candidate = (parts: unknown[]) => ({
      candidates: [{ content: { role: "model", parts } }],
    });
    server = await startWireServer([
      () => candidate([functionCall({ city: "" })]),
      () => candidate([{ text: "Again." }, functionCall({ city: "Rome", detail: "2" })]),
      () => candidate([{ text: "Sunny." }]),
    ]);
    const ran: unknown[] = [];
    const registry = weatherRegistry(ran);
    const { tools: functionDeclarations, normalizeArguments } = toGeminiDeclarations(
      registry.definitions(),
    );
    const contents: unknown[] = [{ role: "user", parts: [{ text: "Weather in Rome?" }] }];
    for (let turn = 0; turn < 3; turn++) {
      const answer = (await postJson(`${server.url}/v1beta/models/m:generateContent`, {
        contents,
        tools: [{ functionDeclarations }],
      })) as { candidates: { content: { role: string; parts: unknown[] } }[] };
      const content = answer.candidates[0]?.content;
      const calls = fromGeminiParts(content);
      if (calls.length === 0) break;
      const results = await registry.callAll(calls, { normalizeArguments });
      contents.push(content, { role: "user", parts: toGeminiFunctionResponses(results, calls) });
    }
    const [first, second, third] = server.requests as {
      contents: { parts: unknown[] }[];
      tools: unknown[];
    }[];
    expect(first?.tools).toEqual([{ functionDeclarations }]);
    expect(second?.contents.at(-1)?.parts).toEqual([
      { functionResponse: { name: "get_weather", response: { error: REFUSAL_CITY } } },
    ]);
    expect(third?.contents.at(-1)?.parts).toEqual([
      { functionResponse: { name: "get_weather", response: { output: "sunny in Rome" } } },
    ]);
    expect(ran).toEqual([{ city: "Rome", detail: 2 }]);
  });
});
