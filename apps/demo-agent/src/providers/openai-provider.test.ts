import type { Message, ToolDef } from "@tinyllm/types";
import { afterEach, describe, expect, it } from "vitest";
import { type ChatServer, completion, startChatServer, toolCall } from "../../test/chat-server.js";
import { OpenAIProvider, type OpenAIProviderOptions } from "./openai-provider.js";
import {
  ProviderHttpError,
  ProviderResponseError,
  ProviderTimeoutError,
} from "./provider-errors.js";

const WEATHER: ToolDef = {
  type: "function",
  function: {
    name: "get_weather",
    description: "Weather forecast for a city.",
    parameters: { type: "object", properties: { city: { type: "string" } }, required: ["city"] },
  },
};
const QUESTION: Message[] = [{ role: "user", content: "Weather in Paris and Tokyo?" }];

let server: ChatServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A provider for the test server whose sleeps are recorded instead of waited. */
function provider(options: Partial<OpenAIProviderOptions> = {}) {
  const sleeps: number[] = [];
  const instance = new OpenAIProvider({
    baseUrl: server?.baseUrl ?? "http://127.0.0.1:9/v1",
    model: "test-model",
    retryBaseDelayMs: 1,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...options,
  });
  return { instance, sleeps };
}

describe("OpenAIProvider", () => {
  it("posts model, messages and tools, and reads a tool call", async () => {
    server = await startChatServer(() => ({
      body: completion({ tool_calls: [toolCall("call_1", "get_weather", '{"city":"Paris"}')] }),
    }));
    const { instance } = provider({ apiKey: "sk-test-secret" });
    const result = await instance.complete({ messages: QUESTION, tools: [WEATHER] });

    expect(result.finishReason).toBe("tool_calls");
    expect(result.message).toEqual({
      role: "assistant",
      content: null,
      tool_calls: [
        {
          id: "call_1",
          type: "function",
          function: { name: "get_weather", arguments: '{"city":"Paris"}' },
        },
      ],
    });
    const [request] = server.requests;
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe("/v1/chat/completions");
    expect(request?.headers.authorization).toBe("Bearer sk-test-secret");
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(request?.body).toEqual({ model: "test-model", messages: QUESTION, tools: [WEATHER] });
  });

  it("reads parallel tool calls in order, and sends no key or tools when there are none", async () => {
    server = await startChatServer(() => ({
      body: completion({
        content: "Checking both.",
        tool_calls: [
          toolCall("call_a", "get_weather", '{"city":"Paris"}'),
          toolCall("call_b", "get_weather", '{"city":"Tokyo"}'),
        ],
      }),
    }));
    const { instance } = provider({ baseUrl: `${server.baseUrl}/` });
    const result = await instance.complete({ messages: QUESTION, tools: [] });

    expect(result.message.content).toBe("Checking both.");
    expect(result.message.tool_calls?.map((call) => [call.id, call.function.arguments])).toEqual([
      ["call_a", '{"city":"Paris"}'],
      ["call_b", '{"city":"Tokyo"}'],
    ]);
    expect(server.requests[0]?.path).toBe("/v1/chat/completions");
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    expect(server.requests[0]?.body).not.toHaveProperty("tools");
  });

  it("retries a 429, honouring Retry-After, then succeeds", async () => {
    server = await startChatServer((_request, index) =>
      index === 0
        ? {
            status: 429,
            headers: { "retry-after": "2" },
            body: { error: { message: "slow down" } },
          }
        : { body: completion({ content: "Sunny." }) },
    );
    const { instance, sleeps } = provider();
    const result = await instance.complete({ messages: QUESTION, tools: [WEATHER] });

    expect(result.message.content).toBe("Sunny.");
    expect(server.requests).toHaveLength(2);
    expect(sleeps).toEqual([2000]);
  });

  it("gives up on a 500 after the bounded retries, with the server's error text", async () => {
    server = await startChatServer(() => ({
      status: 500,
      body: { error: { message: "the model crashed", type: "server_error" } },
    }));
    const { instance, sleeps } = provider({ maxRetries: 2, retryBaseDelayMs: 10 });
    const failure = instance.complete({ messages: QUESTION, tools: [WEATHER] });

    await expect(failure).rejects.toBeInstanceOf(ProviderHttpError);
    await expect(failure).rejects.toThrow(
      `model server ${server.baseUrl}/chat/completions answered HTTP 500 after 3 attempts: the model crashed`,
    );
    await expect(failure).rejects.toMatchObject({ status: 500, attempts: 3 });
    expect(server.requests).toHaveLength(3);
    // Backoff without Retry-After: between half and all of 10 ms, then of 20 ms.
    expect(sleeps).toHaveLength(2);
    expect(sleeps[0]).toBeGreaterThanOrEqual(5);
    expect(sleeps[0]).toBeLessThanOrEqual(10);
    expect(sleeps[1]).toBeGreaterThanOrEqual(10);
    expect(sleeps[1]).toBeLessThanOrEqual(20);
  });

  it("does not retry a 4xx other than 429, and never shows the API key", async () => {
    const key = "sk-live-abcdef123456";
    server = await startChatServer(() => ({
      status: 401,
      body: { error: `invalid api key ${key}` },
    }));
    const { instance } = provider({ apiKey: key });
    const error = await instance.complete({ messages: QUESTION, tools: [] }).catch((e) => e);

    expect(error).toBeInstanceOf(ProviderHttpError);
    expect(error.message).toBe(
      `model server ${server.baseUrl}/chat/completions answered HTTP 401: invalid api key [redacted]`,
    );
    expect(JSON.stringify({ ...error, message: error.message, stack: error.stack })).not.toContain(
      key,
    );
    expect(server.requests).toHaveLength(1);
  });

  it("stops retrying when Retry-After asks for longer than it waits", async () => {
    server = await startChatServer(() => ({
      status: 429,
      headers: { "retry-after": "3600" },
      body: "quota exceeded",
      raw: true,
    }));
    const { instance, sleeps } = provider();
    await expect(instance.complete({ messages: QUESTION, tools: [] })).rejects.toThrow(
      /answered HTTP 429: quota exceeded \(the server asked to retry after 3600 s, longer than the 30 s this agent waits\)$/,
    );
    expect(sleeps).toEqual([]);
  });

  it("reports a body that is not JSON", async () => {
    server = await startChatServer(() => ({ body: "<html>gateway</html>", raw: true }));
    const { instance } = provider();
    const failure = instance.complete({ messages: QUESTION, tools: [] });
    await expect(failure).rejects.toBeInstanceOf(ProviderResponseError);
    await expect(failure).rejects.toThrow(
      `model server ${server.baseUrl}/chat/completions sent a malformed chat completion: the body is not JSON: <html>gateway</html>`,
    );
  });

  it("reports every problem of a malformed message with its path", async () => {
    server = await startChatServer(() => ({
      body: {
        choices: [
          {
            message: {
              role: "assistant",
              content: 42,
              tool_calls: [
                {
                  id: "",
                  type: "function",
                  function: { name: "get_weather", arguments: { city: "Paris" } },
                },
              ],
            },
            finish_reason: "tool_calls",
          },
        ],
      },
    }));
    const { instance } = provider();
    await expect(instance.complete({ messages: QUESTION, tools: [] })).rejects.toThrow(
      /malformed chat completion: \$\.choices\[0\]\.message\.content: expected string, got integer; \$\.choices\[0\]\.message\.tool_calls\[0\]\.id: expected a non-empty string, got ""; \$\.choices\[0\]\.message\.tool_calls\[0\]\.function\.arguments: expected string, got object$/,
    );
  });

  it.each([
    [{ choices: [] }, "$.choices: expected a non-empty array, got []"],
    [{ object: "error" }, "$.choices: expected a non-empty array, got nothing"],
    [[1], "expected a JSON object, got [1]"],
    [
      { choices: [{ message: { role: "user", content: "hi" } }] },
      '$.choices[0].message.role: expected "assistant", got "user"',
    ],
    [
      { choices: [{ message: { role: "assistant", content: "hi" }, finish_reason: 3 }] },
      "$.choices[0].finish_reason: expected string or null, got 3",
    ],
  ])("reports a malformed body %j", async (body, problem) => {
    server = await startChatServer(() => ({ body }));
    const { instance } = provider();
    await expect(instance.complete({ messages: QUESTION, tools: [] })).rejects.toThrow(
      `sent a malformed chat completion: ${problem}`,
    );
  });

  it("times out a response slower than the timeout, without retrying", async () => {
    server = await startChatServer(() => "hang");
    const { instance } = provider({ timeoutMs: 50 });
    const failure = instance.complete({ messages: QUESTION, tools: [] });
    await expect(failure).rejects.toBeInstanceOf(ProviderTimeoutError);
    await expect(failure).rejects.toThrow(
      `model server ${server.baseUrl}/chat/completions did not answer within 50 ms`,
    );
    await server.hungUp;
    expect(server.requests).toHaveLength(1);
  });

  it("passes a length-cut tool call through with its finish reason", async () => {
    server = await startChatServer(() => ({
      body: completion(
        { tool_calls: [toolCall("call_1", "calculator", '{"expression": "12 * (3 + ')] },
        "length",
      ),
    }));
    const { instance } = provider();
    const result = await instance.complete({ messages: QUESTION, tools: [] });
    expect(result.finishReason).toBe("length");
    expect(result.message.tool_calls?.[0]?.function.arguments).toBe('{"expression": "12 * (3 + ');
  });

  it("rejects with the abort reason when cancelled mid-request", async () => {
    server = await startChatServer(() => "hang");
    const { instance } = provider();
    const controller = new AbortController();
    const failure = instance.complete({ messages: QUESTION, tools: [], signal: controller.signal });
    await server.firstRequest;
    controller.abort(new Error("cancelled by the user"));
    await expect(failure).rejects.toThrow("cancelled by the user");
    await server.hungUp;
  });

  it("refuses a base URL that is not http(s)", () => {
    expect(() => new OpenAIProvider({ baseUrl: "localhost:8080", model: "m" })).toThrow(
      'invalid base URL "localhost:8080"; expected an http: or https: URL',
    );
    expect(() => new OpenAIProvider({ baseUrl: "not a url", model: "m" })).toThrow(
      /^invalid base URL "not a url"; expected an absolute http\(s\) URL/,
    );
  });
});
