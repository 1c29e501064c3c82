import { defineTool, Registry } from "@tinyllm/tool";
import { afterEach, describe, expect, it } from "vitest";
import { runAgent } from "../src/agent/run-agent.js";
import { AnthropicProvider } from "../src/providers/anthropic-provider.js";
import { GeminiProvider } from "../src/providers/gemini-provider.js";
import type { ModelProvider } from "../src/providers/model-provider.js";
import { createDemoTools } from "../src/tools/demo-tools.js";
import { type ChatServer, startChatServer } from "./chat-server.js";

let server: ChatServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const REFUSAL = "invalid arguments for get_weather:\n$.days: expected integer, got string";
// What a request body holds, for the fields these tests read.
type Body = Record<string, unknown> & {
  messages?: { role: string; content: unknown }[];
  contents?: { role: string; parts: unknown[] }[];
};
// Runs the demo's agent and tools against the provider; the run must end with "Sunny.".
async function askAgent(provider: ModelProvider): Promise<Registry> {
  const registry = new Registry().mustRegister(...createDemoTools());
  const result = await runAgent({
    provider,
    tools: registry,
    messages: [
      { role: "system", content: "Be brief." },
      { role: "user", content: "Paris weather for two days?" },
    ],
  });
  expect(result.outcome).toBe("answered");
  expect(result.answer).toBe("Sunny.");
  return registry;
}

const bodyOf = (index: number) => server?.requests[index]?.body as unknown as Body;

describe("the agent against an Anthropic Messages server", () => {
  it("tool call, the registry's refusal as an is_error tool_result, corrected call, answer", async () => {
    const toolUse = (id: string, input: unknown) => ({
      type: "tool_use",
      id,
      name: "get_weather",
      input,
    });
    const answers = [
      {
        content: [
          { type: "text", text: "Checking." },
          toolUse("toolu_1", { city: "Paris", days: "2" }),
        ],
        stop_reason: "tool_use",
      },
      { content: [toolUse("toolu_2", { city: "Paris", days: 2 })], stop_reason: "tool_use" },
      { content: [{ type: "text", text: "Sunny." }], stop_reason: "end_turn" },
    ];
    server = await startChatServer((_request, index) => ({
      body: { type: "message", role: "assistant", ...answers[index] },
    }));
    const registry = await askAgent(
      new AnthropicProvider({
        baseUrl: server.baseUrl,
        model: "claude-test",
        apiKey: "sk-ant-secret-0123456789",
      }),
    );
    const first = server.requests[0];
    expect(first?.path).toBe("/v1/messages");
    expect(first?.headers["x-api-key"]).toBe("sk-ant-secret-0123456789");
    expect(first?.headers["anthropic-version"]).toBe("2023-06-01");
    expect(bodyOf(0).system).toBe("Be brief.");
    expect(bodyOf(0).max_tokens).toBe(1024);
    expect(
      (bodyOf(0).tools as { name: string; input_schema: unknown }[]).map((tool) => tool.name),
    ).toEqual(registry.names());
    expect(bodyOf(1).messages?.slice(1)).toEqual([
      {
        role: "assistant",
        content: [
          { type: "text", text: "Checking." },
          toolUse("toolu_1", { city: "Paris", days: "2" }),
        ],
      },
      {
        role: "user",
        content: [
          { type: "tool_result", tool_use_id: "toolu_1", content: REFUSAL, is_error: true },
        ],
      },
    ]);
    const last = bodyOf(2).messages?.at(-1) as {
      content: { is_error: boolean; content: string }[];
    };
    expect(last.content[0]?.is_error).toBe(false);
    expect(last.content[0]?.content).toContain('"city":"Paris"');
  });
});

describe("the agent against a Gemini server", () => {
  it("calls without ids, the refusal as a functionResponse error, corrected call, answer; made-up ids never sent", async () => {
    const call = (args: unknown) => ({ functionCall: { name: "get_weather", args } });
    const answers = [
      [call({ city: "Paris", days: "2" })],
      [{ text: "Again." }, call({ city: "Paris", days: 2, unit: "c" })],
      [{ text: "Sunny." }],
    ];
    server = await startChatServer((_request, index) => ({
      body: {
        candidates: [{ content: { role: "model", parts: answers[index] }, finishReason: "STOP" }],
      },
    }));
    const registry = await askAgent(
      new GeminiProvider({
        baseUrl: server.baseUrl,
        model: "gemini-test",
        apiKey: "AIza-secret-0123456789",
      }),
    );
    const first = server.requests[0];
    expect(first?.path).toBe("/v1/models/gemini-test:generateContent");
    expect(first?.headers["x-goog-api-key"]).toBe("AIza-secret-0123456789");
    expect(bodyOf(0).systemInstruction).toEqual({ parts: [{ text: "Be brief." }] });
    const declarations = (
      bodyOf(0).tools as {
        functionDeclarations: { name: string; parameters: { type: string } }[];
      }[]
    )[0]?.functionDeclarations;
    expect(declarations?.map((declaration) => declaration.name)).toEqual(registry.names());
    expect(declarations?.every((declaration) => declaration.parameters.type === "OBJECT")).toBe(
      true,
    );
    expect(bodyOf(1).contents?.slice(1)).toEqual([
      { role: "model", parts: [call({ city: "Paris", days: "2" })] },
      {
        role: "user",
        parts: [{ functionResponse: { name: "get_weather", response: { error: REFUSAL } } }],
      },
    ]);
    const last = bodyOf(2).contents?.at(-1)?.parts[0] as {
      functionResponse: { id?: string; response: { output?: string } };
    };
    expect(Object.hasOwn(last.functionResponse, "id")).toBe(false);
    expect(last.functionResponse.response.output).toContain('"city":"Paris"');
  });

  it("the agent hands the provider's normalizer to callAll: Gemini's \"2\" reaches the tool as 2", async () => {
    const ran: unknown[] = [];
    const registry = new Registry().mustRegister(
      defineTool({
        name: "set_level",
        description: "Sets a level.",
        parameters: {
          type: "object",
          properties: { level: { enum: [1, 2, 3] } },
          required: ["level"],
        },
        execute: (args) => {
          ran.push(args);
          return "set";
        },
      }),
    );
    const parts = [
      [{ functionCall: { name: "set_level", args: { level: "2" } } }],
      [{ text: "Done." }],
    ];
    server = await startChatServer((_request, index) => ({
      body: {
        candidates: [{ content: { role: "model", parts: parts[index] }, finishReason: "STOP" }],
      },
    }));
    const result = await runAgent({
      provider: new GeminiProvider({ baseUrl: server.baseUrl, model: "m" }),
      tools: registry,
      messages: [{ role: "user", content: "Level two." }],
    });
    expect(result.answer).toBe("Done.");
    expect(ran).toEqual([{ level: 2 }]);
  });
});
