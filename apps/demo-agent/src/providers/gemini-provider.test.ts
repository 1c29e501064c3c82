import type { ToolDef } from "@tinyllm/types";
import { afterEach, describe, expect, it } from "vitest";
import { type ChatServer, startChatServer } from "../../test/chat-server.js";
import { GeminiProvider } from "./gemini-provider.js";

const LEVEL: ToolDef = {
  type: "function",
  function: {
    name: "set_level",
    description: "Sets a level.",
    parameters: { type: "object", properties: { level: { enum: [1, 2, 3] } }, required: ["level"] },
  },
};

let server: ChatServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("GeminiProvider", () => {
  it("sends a numeric enum as strings; its normalizer turns the model's string back into the number", async () => {
    server = await startChatServer(() => ({
      body: {
        candidates: [
          {
            content: {
              role: "model",
              parts: [{ functionCall: { id: "g-1", name: "set_level", args: { level: "2" } } }],
            },
            finishReason: "STOP",
          },
        ],
      },
    }));
    const provider = new GeminiProvider({ baseUrl: server.baseUrl, model: "m" });
    const completion = await provider.complete({
      messages: [{ role: "user", content: "2 please" }],
      tools: [LEVEL],
    });
    const body = server.requests[0]?.body as unknown as {
      tools: { functionDeclarations: { parameters: { properties: { level: unknown } } }[] }[];
    };
    expect(body.tools[0]?.functionDeclarations[0]?.parameters.properties.level).toEqual({
      enum: ["1", "2", "3"],
      type: "STRING",
    });
    expect(completion.finishReason).toBe("tool_calls");
    expect(completion.message.tool_calls).toEqual([
      { id: "g-1", type: "function", function: { name: "set_level", arguments: '{"level":"2"}' } },
    ]);
    expect(completion.normalizeArguments?.({ level: "2" }, "set_level")).toEqual({ level: 2 });
  });

  it.each([
    ["MAX_TOKENS", "length"],
    ["SAFETY", "content_filter"],
    ["OTHER", "other"],
  ])(
    "finishReason %s is %s; a candidate without content is an empty answer",
    async (reason, expected) => {
      server = await startChatServer(() => ({ body: { candidates: [{ finishReason: reason }] } }));
      const completion = await new GeminiProvider({ baseUrl: server.baseUrl, model: "m" }).complete(
        {
          messages: [{ role: "user", content: "hi" }],
          tools: [],
        },
      );
      expect(completion.message).toEqual({ role: "assistant", content: null });
      expect(completion.finishReason).toBe(expected);
    },
  );
});
