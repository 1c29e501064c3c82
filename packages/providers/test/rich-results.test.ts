// Rich results (content parts) in each provider's shape, checked as data and through each
// official SDK against a server on 127.0.0.1 that records the request body the SDK sends.
import Anthropic from "@anthropic-ai/sdk";
import { GoogleGenAI } from "@google/genai";
import { newTool, Registry, type ToolResult } from "@tinyllm/tool";
import { content } from "@tinyllm/tool/content";
import OpenAI from "openai";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  toAnthropicToolResults,
  toGeminiFunctionResponses,
  toOpenAIChatMessages,
  toOpenAIResponsesOutputs,
} from "../src/index.js";
import { startWireServer, type WireServer } from "./wire-server.js";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG64 = "iVBORw0KGgo=";
const PDF64 = "JVBERi0xLjQ="; // "%PDF-1.4"
const WAV64 = "UklGRg=="; // "RIFF"

const registry = new Registry().mustRegister(
  newTool("chart", "a chart", undefined, () =>
    content.parts(
      "the chart:",
      content.image(PNG, "image/png"),
      content.image({ url: "https://example.com/b.png" }, "image/png"),
      content.file({ data: PDF64 }, "application/pdf", "r.pdf"),
      content.file(new TextEncoder().encode("héllo"), "text/plain", "a.txt"),
      content.audio({ data: WAV64 }, "audio/wav"),
      content.resourceLink("test://r/1", "r1"),
    ),
  ),
  newTool("plain", "text", undefined, () => "sunny"),
  newTool("broken", "fails", undefined, () => content.image({ data: "no!" }, "image/png")),
);

let results: ToolResult[] = [];
beforeAll(async () => {
  results = await registry.callAll([
    { id: "c1", type: "function", function: { name: "chart", arguments: "{}" } },
    { id: "c2", type: "function", function: { name: "plain", arguments: "{}" } },
    { id: "c3", type: "function", function: { name: "broken", arguments: "{}" } },
  ]);
});

const CHART_TEXT = [
  "the chart:",
  "[image: image/png, 8 bytes]",
  "[image: image/png, https://example.com/b.png]",
  "[file r.pdf: application/pdf, 8 bytes]",
  "[file a.txt: text/plain, 6 bytes]",
  "[audio: audio/wav, 4 bytes]",
  "[resource link: test://r/1 (r1)]",
].join("\n");

describe("the results", () => {
  it("are one rich result, one text result and one refusal", () => {
    expect(results.map((result) => result.kind)).toEqual(["ok", "ok", "invalid_result"]);
    expect(results[0]?.content).toBe(CHART_TEXT);
  });
});

describe("OpenAI Chat Completions", () => {
  it("answers with tool messages as text, then one user message with the media", () => {
    const [chart, plain, broken] = results as [ToolResult, ToolResult, ToolResult];
    expect(toOpenAIChatMessages(results)).toEqual([
      { role: "tool", tool_call_id: "c1", content: CHART_TEXT },
      plain.message(),
      broken.message(),
      {
        role: "user",
        content: [
          { type: "text", text: "the attachments of the result of call c1 (chart):" },
          { type: "image_url", image_url: { url: `data:image/png;base64,${PNG64}` } },
          { type: "image_url", image_url: { url: "https://example.com/b.png" } },
          {
            type: "file",
            file: { filename: "r.pdf", file_data: `data:application/pdf;base64,${PDF64}` },
          },
          {
            type: "file",
            file: { filename: "a.txt", file_data: "data:text/plain;base64,aMOpbGxv" },
          },
          { type: "input_audio", input_audio: { data: WAV64, format: "wav" } },
        ],
      },
    ]);
    expect(chart.message().content).toBe(CHART_TEXT);
  });

  it("adds no user message for text results", () => {
    expect(toOpenAIChatMessages(results.slice(1))).toEqual(
      results.slice(1).map((r) => r.message()),
    );
  });
});

describe("OpenAI Responses", () => {
  it("answers a rich result with input_text, input_image and input_file items", () => {
    const [, plain, broken] = results as [ToolResult, ToolResult, ToolResult];
    expect(toOpenAIResponsesOutputs(results)).toEqual([
      {
        type: "function_call_output",
        call_id: "c1",
        output: [
          { type: "input_text", text: "the chart:" },
          { type: "input_image", image_url: `data:image/png;base64,${PNG64}` },
          { type: "input_image", image_url: "https://example.com/b.png" },
          {
            type: "input_file",
            filename: "r.pdf",
            file_data: `data:application/pdf;base64,${PDF64}`,
          },
          { type: "input_file", filename: "a.txt", file_data: "data:text/plain;base64,aMOpbGxv" },
          { type: "input_text", text: "[audio: audio/wav, 4 bytes]" },
          { type: "input_text", text: "[resource link: test://r/1 (r1)]" },
        ],
      },
      { type: "function_call_output", call_id: "c2", output: plain.message().content },
      { type: "function_call_output", call_id: "c3", output: broken.message().content },
    ]);
  });
});

describe("Anthropic", () => {
  it("answers a rich result with image, document and text blocks", () => {
    const [, , broken] = results as [ToolResult, ToolResult, ToolResult];
    expect(toAnthropicToolResults(results)).toEqual([
      {
        type: "tool_result",
        tool_use_id: "c1",
        is_error: false,
        content: [
          { type: "text", text: "the chart:" },
          { type: "image", source: { type: "base64", media_type: "image/png", data: PNG64 } },
          { type: "image", source: { type: "url", url: "https://example.com/b.png" } },
          {
            type: "document",
            title: "r.pdf",
            source: { type: "base64", media_type: "application/pdf", data: PDF64 },
          },
          {
            type: "document",
            title: "a.txt",
            source: { type: "text", media_type: "text/plain", data: "héllo" },
          },
          { type: "text", text: "[audio: audio/wav, 4 bytes]" },
          { type: "text", text: "[resource link: test://r/1 (r1)]" },
        ],
      },
      { type: "tool_result", tool_use_id: "c2", is_error: false, content: "sunny" },
      { type: "tool_result", tool_use_id: "c3", is_error: true, content: broken.content },
    ]);
  });
});

describe("Gemini", () => {
  const calls = [
    { id: "c1", type: "function" as const, function: { name: "chart", arguments: "{}" } },
    { id: "c2", type: "function" as const, function: { name: "plain", arguments: "{}" } },
    { id: "c3", type: "function" as const, function: { name: "broken", arguments: "{}" } },
  ];
  const media = [
    { inlineData: { mimeType: "image/png", data: PNG64 } },
    { fileData: { mimeType: "image/png", fileUri: "https://example.com/b.png" } },
    { inlineData: { mimeType: "application/pdf", data: PDF64, displayName: "r.pdf" } },
    { inlineData: { mimeType: "text/plain", data: "aMOpbGxv", displayName: "a.txt" } },
    { inlineData: { mimeType: "audio/wav", data: WAV64 } },
  ];
  const output = "the chart:\n[resource link: test://r/1 (r1)]";

  it("puts the media in functionResponse.parts", () => {
    const [, , broken] = results as [ToolResult, ToolResult, ToolResult];
    expect(toGeminiFunctionResponses(results, calls)).toEqual([
      { functionResponse: { id: "c1", name: "chart", response: { output }, parts: media } },
      { functionResponse: { id: "c2", name: "plain", response: { output: "sunny" } } },
      { functionResponse: { id: "c3", name: "broken", response: { error: broken.content } } },
    ]);
  });

  it("or, for models without multimodal function responses, in parts after them", () => {
    const parts = toGeminiFunctionResponses(results, calls, { media: "parts" });
    expect(parts.slice(3)).toEqual(media);
    expect(parts[0]).toEqual({
      functionResponse: { id: "c1", name: "chart", response: { output } },
    });
  });
});

describe("Gemini's options", () => {
  it("refuses an unknown option and an unknown media value", () => {
    expect(() => toGeminiFunctionResponses(results, [], { medium: "parts" } as never)).toThrow(
      TypeError,
    );
    expect(() => toGeminiFunctionResponses(results, [], { media: "inline" } as never)).toThrow(
      'option media of toGeminiFunctionResponses is "inline"; expected "function-response" or "parts"',
    );
  });
});

describe("through each SDK, to a server on 127.0.0.1", () => {
  let server: WireServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it("openai sends the Chat Completions messages as we made them", async () => {
    server = await startWireServer([
      () => ({
        id: "x",
        object: "chat.completion",
        created: 0,
        model: "m",
        choices: [
          { index: 0, message: { role: "assistant", content: "ok" }, finish_reason: "stop" },
        ],
      }),
    ]);
    const client = new OpenAI({ baseURL: server.url, apiKey: "test", maxRetries: 0 });
    const messages = toOpenAIChatMessages(results);
    await client.chat.completions.create({ model: "m", messages });
    expect((server.requests[0] as { messages: unknown }).messages).toEqual(messages);
  });

  it("openai sends the Responses items as we made them", async () => {
    server = await startWireServer([() => ({ id: "r", object: "response", output: [] })]);
    const client = new OpenAI({ baseURL: server.url, apiKey: "test", maxRetries: 0 });
    const input = toOpenAIResponsesOutputs(results);
    await client.responses.create({ model: "m", input });
    expect((server.requests[0] as { input: unknown }).input).toEqual(input);
  });

  it("@anthropic-ai/sdk sends the tool_result blocks as we made them", async () => {
    server = await startWireServer([
      () => ({
        id: "m",
        type: "message",
        role: "assistant",
        model: "m",
        content: [{ type: "text", text: "ok" }],
        stop_reason: "end_turn",
        usage: { input_tokens: 1, output_tokens: 1 },
      }),
    ]);
    const client = new Anthropic({ baseURL: server.url, apiKey: "test", maxRetries: 0 });
    const blocks = toAnthropicToolResults(results);
    await client.messages.create({
      model: "m",
      max_tokens: 16,
      messages: [{ role: "user", content: blocks }],
    });
    expect((server.requests[0] as { messages: unknown }).messages).toEqual([
      { role: "user", content: blocks },
    ]);
  });

  it("@google/genai sends the function responses with their parts", async () => {
    server = await startWireServer([
      () => ({ candidates: [{ content: { role: "model", parts: [{ text: "ok" }] } }] }),
    ]);
    const client = new GoogleGenAI({ apiKey: "test", httpOptions: { baseUrl: server.url } });
    const parts = toGeminiFunctionResponses(results, []);
    await client.models.generateContent({ model: "m", contents: [{ role: "user", parts }] });
    const sent = (server.requests[0] as { contents: { parts: unknown[] }[] }).contents[0]?.parts;
    expect(sent).toEqual(parts);
  });
});
