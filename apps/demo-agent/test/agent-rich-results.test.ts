// Issue 29, item 6: the chart tool's PNG reaches each provider's server in that provider's shape
// (not as the text line), the `sent` event is exactly what the server read, and a run of text
// tools sends the same bodies as before results carried parts.
import { Buffer } from "node:buffer";
import { Registry } from "@tinyllm/tool";
import type { Message } from "@tinyllm/types";
import { afterEach, describe, expect, it } from "vitest";
import { runAgent } from "../src/agent/run-agent.js";
import type { TranscriptEvent } from "../src/agent/transcript-event.js";
import { toAnthropicMessages } from "../src/providers/anthropic-messages.js";
import { AnthropicProvider } from "../src/providers/anthropic-provider.js";
import { toGeminiContents } from "../src/providers/gemini-contents.js";
import { GeminiProvider } from "../src/providers/gemini-provider.js";
import type { ModelProvider } from "../src/providers/model-provider.js";
import { OpenAIProvider } from "../src/providers/openai-provider.js";
import { chartScenario } from "../src/scenarios/chart-scenario.js";
import { barChartPng } from "../src/tools/bar-chart-png.js";
import { createDemoTools } from "../src/tools/demo-tools.js";
import { findCity, forecast } from "../src/tools/weather-table.js";
import { type ChatServer, completion, startChatServer, toolCall } from "./chat-server.js";

let server: ChatServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

// The PNG the chart tool makes for Paris over 5 days, made here from the same table.
const paris = findCity("Paris");
if (paris === undefined) throw new Error("no Paris in the weather table");
const HIGHS = forecast(paris, 5, "c").map((day) => day.high);
const PNG = Buffer.from(barChartPng(HIGHS));
const BASE64 = PNG.toString("base64");
const CAPTION = `daily highs in Paris, °C: ${HIGHS.join(", ")}`;
const CHART_ARGS = { city: "Paris", days: 5 };

type Body = Record<string, unknown[]>;

interface ProviderCase {
  readonly name: string;
  readonly provider: (baseUrl: string) => ModelProvider;
  /** The body array that ends with the tool results. */
  readonly field: "messages" | "contents";
  /** The server's answers: the calls (`[name, args]` in one turn), then "Done.". */
  readonly reply: (calls: readonly [string, unknown][] | undefined) => unknown;
  /** What the body must end with after the chart tool ran. */
  readonly chartTail: unknown[];
}

const geminiReply = (withIds: boolean) => (calls: readonly [string, unknown][] | undefined) => ({
  candidates: [
    {
      content: {
        role: "model",
        parts:
          calls === undefined
            ? [{ text: "Done." }]
            : calls.map(([name, args], index) => ({
                functionCall: { ...(withIds ? { id: `fc_${index + 1}` } : {}), name, args },
              })),
      },
      finishReason: "STOP",
    },
  ],
});

const CASES: ProviderCase[] = [
  {
    name: "OpenAI Chat Completions",
    provider: (baseUrl) => new OpenAIProvider({ baseUrl, model: "gpt-test" }),
    field: "messages",
    reply: (calls) =>
      calls === undefined
        ? completion({ content: "Done." })
        : completion({
            tool_calls: calls.map(([name, args], index) =>
              toolCall(`call_${index + 1}`, name, JSON.stringify(args)),
            ),
          }),
    chartTail: [
      {
        role: "tool",
        tool_call_id: "call_1",
        content: `${CAPTION}\n[image: image/png, ${PNG.length} bytes]`,
      },
      {
        role: "user",
        content: [
          { type: "text", text: "the attachments of the result of call call_1 (forecast_chart):" },
          { type: "image_url", image_url: { url: `data:image/png;base64,${BASE64}` } },
        ],
      },
    ],
  },
  {
    name: "Anthropic Messages",
    provider: (baseUrl) => new AnthropicProvider({ baseUrl, model: "claude-test" }),
    field: "messages",
    reply: (calls) => ({
      type: "message",
      role: "assistant",
      content:
        calls === undefined
          ? [{ type: "text", text: "Done." }]
          : calls.map(([name, input], index) => ({
              type: "tool_use",
              id: `toolu_${index + 1}`,
              name,
              input,
            })),
      stop_reason: calls === undefined ? "end_turn" : "tool_use",
    }),
    chartTail: [
      {
        role: "user",
        content: [
          {
            type: "tool_result",
            tool_use_id: "toolu_1",
            content: [
              { type: "text", text: CAPTION },
              { type: "image", source: { type: "base64", media_type: "image/png", data: BASE64 } },
            ],
            is_error: false,
          },
        ],
      },
    ],
  },
  {
    name: "Gemini 3 (media in the function response)",
    provider: (baseUrl) => new GeminiProvider({ baseUrl, model: "gemini-3-pro-preview" }),
    field: "contents",
    reply: geminiReply(true),
    chartTail: [
      {
        role: "user",
        parts: [
          {
            functionResponse: {
              id: "fc_1",
              name: "forecast_chart",
              response: { output: CAPTION },
              parts: [{ inlineData: { mimeType: "image/png", data: BASE64 } }],
            },
          },
        ],
      },
    ],
  },
  {
    name: "Gemini 2.5 (media as parts after the responses; made-up ids not sent)",
    provider: (baseUrl) => new GeminiProvider({ baseUrl, model: "gemini-2.5-flash" }),
    field: "contents",
    reply: geminiReply(false),
    chartTail: [
      {
        role: "user",
        parts: [
          { functionResponse: { name: "forecast_chart", response: { output: CAPTION } } },
          { inlineData: { mimeType: "image/png", data: BASE64 } },
        ],
      },
    ],
  },
];

/** Runs the agent against `kase`'s server: one turn of `calls`, then the answer "Done.". */
async function run(kase: ProviderCase, calls: readonly [string, unknown][], registry: Registry) {
  const replies = [kase.reply(calls), kase.reply(undefined)];
  server = await startChatServer((_request, index) => ({ body: replies[index] }));
  const events: TranscriptEvent[] = [];
  const result = await runAgent({
    provider: kase.provider(server.baseUrl),
    tools: registry,
    messages: [
      { role: "system", content: "Be brief." },
      { role: "user", content: chartScenario.question },
    ],
    onEvent: (event) => events.push(event),
  });
  expect(result.answer).toBe("Done.");
  expect(server.requests).toHaveLength(2);
  const body = server.requests[1]?.body as unknown as Body;
  return { body, events, history: result.messages.slice(0, -1) };
}

describe.each(CASES)("the chart tool's PNG against a $name server", (kase) => {
  it("reaches the request body as an image in the provider's shape, the PNG's bytes in base64", async () => {
    const registry = new Registry().mustRegister(...(chartScenario.tools?.() ?? []));
    const { body, events } = await run(kase, [["forecast_chart", CHART_ARGS]], registry);
    const sentArray = body[kase.field] ?? [];
    const tail = sentArray.slice(-kase.chartTail.length);
    expect(tail).toEqual(kase.chartTail);
    // The image is the one the tool returned (its event's parts), a PNG.
    const tool = events.find((event) => event.type === "tool");
    const image = tool?.type === "tool" ? tool.parts?.find((part) => part.type === "image") : null;
    expect(image).toEqual({ type: "image", mimeType: "image/png", data: BASE64 });
    expect([...PNG.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    // The `sent` event (what --json prints) is exactly the end of what the server read.
    const sent = events.filter((event) => event.type === "sent");
    expect(sent).toEqual([
      { type: "sent", step: 2, provider: expect.any(String), field: kase.field, items: tail },
    ]);
  });
});

describe.each(CASES)("text tools against a $name server", (kase) => {
  it("send the same body as the history projected without results, and no sent event", async () => {
    const registry = new Registry().mustRegister(...createDemoTools());
    const calls: [string, unknown][] = [
      ["get_weather", { city: "Paris", days: "2" }],
      ["get_weather", { city: "Paris", days: 2 }],
    ];
    const { body, events, history } = await run(kase, calls, registry);
    // Text projected as before results were passed on (the registry's words, `error: ` stripped).
    const before = textOnly(kase.field, kase.name, history);
    expect(JSON.stringify(body[kase.field])).toBe(JSON.stringify(before));
    expect(JSON.stringify(body[kase.field])).toContain("invalid arguments for get_weather");
    expect(events.some((event) => event.type === "sent")).toBe(false);
  });
});

/** The history as each provider sent it before tool results carried parts. */
function textOnly(field: "messages" | "contents", name: string, history: Message[]): unknown {
  if (field === "contents") return toGeminiContents(history).contents;
  if (name.startsWith("Anthropic")) return toAnthropicMessages(history).messages;
  return history;
}
