import { Registry } from "@tinyllm/tool";
import { afterEach, describe, expect, it } from "vitest";
import { runAgent } from "../src/agent/run-agent.js";
import { OpenAIProvider } from "../src/providers/openai-provider.js";
import { createDemoTools } from "../src/tools/demo-tools.js";
import { type ChatServer, completion, startChatServer, toolCall } from "./chat-server.js";

let server: ChatServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function provider(baseUrl: string) {
  return new OpenAIProvider({ baseUrl, model: "local-model", retryBaseDelayMs: 1 });
}

describe("the agent against an OpenAI-compatible server", () => {
  it("sends definitions, runs parallel calls, and sends one tool message per call in order", async () => {
    server = await startChatServer((request) => {
      const last = request.body.messages.at(-1);
      if (last?.role === "user") {
        return {
          body: completion({
            tool_calls: [
              toolCall("call_a", "get_weather", '{"city":"Paris"}'),
              toolCall("call_b", "calculator", '{"expression":"6 * 7"}'),
              toolCall("call_c", "get_weather", '{"city":"Paris","days":"2"}'),
            ],
          }),
        };
      }
      return { body: completion({ content: "Done." }) };
    });
    const registry = new Registry().mustRegister(...createDemoTools());
    const result = await runAgent({
      provider: provider(server.baseUrl),
      tools: registry,
      messages: [{ role: "user", content: "Paris weather and 6 * 7?" }],
    });

    expect(result.outcome).toBe("answered");
    expect(result.answer).toBe("Done.");
    expect(server.requests).toHaveLength(2);
    for (const request of server.requests) {
      expect(request.body.tools).toEqual(registry.definitions());
      expect(request.body.model).toBe("local-model");
    }
    const second = server.requests[1]?.body.messages ?? [];
    expect(second.map((message) => message.role)).toEqual([
      "user",
      "assistant",
      "tool",
      "tool",
      "tool",
    ]);
    expect(second.slice(2).map((message) => message.tool_call_id)).toEqual([
      "call_a",
      "call_b",
      "call_c",
    ]);
    expect(second[3]?.content).toBe("6 * 7 = 42");
    expect(second[4]?.content).toBe(
      "error: invalid arguments for get_weather:\n$.days: expected integer, got string",
    );
  });

  it("a length-cut tool call is not run, and the model is told its arguments were cut off", async () => {
    server = await startChatServer((_request, index) =>
      index === 0
        ? {
            body: completion(
              {
                tool_calls: [toolCall("call_1", "get_weather", '{"city":"Par')],
              },
              "length",
            ),
          }
        : { body: completion({ content: "Sorry, my call was cut off." }) },
    );
    const ran: string[] = [];
    const registry = new Registry({ onCallStart: (event) => ran.push(event.callId) }).mustRegister(
      ...createDemoTools(),
    );
    const result = await runAgent({
      provider: provider(server.baseUrl),
      tools: registry,
      messages: [{ role: "user", content: "Weather in Paris?" }],
    });

    expect(ran).toEqual([]);
    expect(result.failures).toBe(1);
    expect(server.requests[1]?.body.messages.at(-1)).toEqual({
      role: "tool",
      tool_call_id: "call_1",
      content:
        'error: the arguments of this get_weather call were cut off at the output token limit (finish_reason "length"), so the tool did not run; send the call again with shorter arguments',
    });
  });

  it("a malformed response ends the run with a clear error", async () => {
    server = await startChatServer(() => ({
      body: { choices: [{ message: { role: "assistant", tool_calls: "get_weather" } }] },
    }));
    const stops: string[] = [];
    const result = await runAgent({
      provider: provider(server.baseUrl),
      tools: new Registry().mustRegister(...createDemoTools()),
      messages: [{ role: "user", content: "hi" }],
      onEvent: (event) => {
        if (event.type === "stopped") stops.push(event.message);
      },
    });
    expect(result.outcome).toBe("error");
    expect(stops).toEqual([
      `model server ${server.baseUrl}/chat/completions sent a malformed chat completion: $.choices[0].message.tool_calls: expected array, got string`,
    ]);
  });
});
