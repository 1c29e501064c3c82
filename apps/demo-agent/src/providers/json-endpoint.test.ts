import type { Message, ToolDef } from "@tinyllm/types";
import { afterEach, describe, expect, it } from "vitest";
import { type ChatServer, startChatServer } from "../../test/chat-server.js";
import { AnthropicProvider } from "./anthropic-provider.js";
import { GeminiProvider } from "./gemini-provider.js";
import type { ModelProvider } from "./model-provider.js";
import { ProviderHttpError, ProviderResponseError } from "./provider-errors.js";

const KEY = "sk-live-0123456789abcdefghij";
const QUESTION: Message[] = [{ role: "user", content: "hi" }];
const NO_TOOLS: ToolDef[] = [];

let server: ChatServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

type Make = (baseUrl: string, sleeps: number[]) => ModelProvider;
const policy = (sleeps: number[]) => ({
  retryBaseDelayMs: 1,
  sleep: async (ms: number) => {
    sleeps.push(ms);
  },
});
const PROVIDERS: [string, Make, unknown][] = [
  [
    "anthropic",
    (baseUrl, sleeps) =>
      new AnthropicProvider({ baseUrl, model: "m", apiKey: KEY, ...policy(sleeps) }),
    { content: [{ type: "text", text: "ok" }], stop_reason: "end_turn" },
  ],
  [
    "gemini",
    (baseUrl, sleeps) =>
      new GeminiProvider({ baseUrl, model: "m", apiKey: KEY, ...policy(sleeps) }),
    { candidates: [{ content: { role: "model", parts: [{ text: "ok" }] }, finishReason: "STOP" }] },
  ],
];

// The endpoint the anthropic and gemini providers share with openai: one policy for all.
describe.each(PROVIDERS)("the %s provider's HTTP handling", (_, make, good) => {
  it("retries a 503, then reads the answer", async () => {
    server = await startChatServer((_request, index) =>
      index === 0 ? { status: 503, body: { error: { message: "busy" } } } : { body: good },
    );
    const sleeps: number[] = [];
    const completion = await make(server.baseUrl, sleeps).complete({
      messages: QUESTION,
      tools: NO_TOOLS,
    });
    expect(completion.message.content).toBe("ok");
    expect(completion.finishReason).toBe("stop");
    expect(server.requests).toHaveLength(2);
    expect(sleeps).toHaveLength(1);
  });

  it("never quotes the key, from a 4xx error or from a malformed 2xx body", async () => {
    server = await startChatServer((_request, index) =>
      index === 0
        ? { status: 401, body: { error: { message: `bad key ${KEY}` } } }
        : { body: `upstream said: Bearer ${KEY.slice(0, 10)}\n${KEY.slice(10)}`, raw: true },
    );
    const provider = make(server.baseUrl, []);
    const http = await provider
      .complete({ messages: QUESTION, tools: NO_TOOLS })
      .catch((error: unknown) => error);
    expect(http).toBeInstanceOf(ProviderHttpError);
    expect(String((http as Error).message)).not.toContain(KEY.slice(4, 16));
    const malformed = await provider
      .complete({ messages: QUESTION, tools: NO_TOOLS })
      .catch((error: unknown) => error);
    expect(malformed).toBeInstanceOf(ProviderResponseError);
    expect((malformed as Error).message).toContain("[redacted]");
    expect((malformed as Error).message).not.toContain(KEY.slice(4, 16));
  });

  it("refuses a 2xx body of the wrong shape, naming the path", async () => {
    server = await startChatServer(() => ({ body: { content: "text", candidates: "none" } }));
    const error = await make(server.baseUrl, [])
      .complete({ messages: QUESTION, tools: NO_TOOLS })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderResponseError);
    expect((error as Error).message).toMatch(/\$\.(content|candidates): expected /);
  });
});
