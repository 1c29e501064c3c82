import { defineTool, Registry, type ToolResult } from "@tinyllm/tool";
import { content } from "@tinyllm/tool/content";
import type { Message, ToolCall } from "@tinyllm/types";
import { describe, expect, it } from "vitest";
import { lastTurnAnswers, toOpenAIChatHistory } from "./openai-chat-history.js";

const registry = new Registry().mustRegister(
  defineTool({
    name: "snap",
    description: "A one-pixel image.",
    parameters: { type: "object" },
    execute: () => content.parts("a dot", content.image(new Uint8Array([1, 2, 3]), "image/png")),
  }),
  defineTool({
    name: "say",
    description: "Text.",
    parameters: { type: "object" },
    execute: () => "words",
  }),
);
const call = (id: string, name: string): ToolCall => ({
  id,
  type: "function",
  function: { name, arguments: "{}" },
});

/** One assistant turn of `calls` and the registry's answers, with each answer's result. */
async function turn(calls: ToolCall[], history: Message[], results: Map<Message, ToolResult>) {
  history.push({ role: "assistant", content: null, tool_calls: calls });
  for (const result of await registry.callAll(calls)) {
    const message = result.message();
    history.push(message);
    results.set(message, result);
  }
}

describe("toOpenAIChatHistory", () => {
  it("puts the user message with a turn's media after all of that turn's tool messages", async () => {
    const history: Message[] = [{ role: "user", content: "go" }];
    const results = new Map<Message, ToolResult>();
    await turn([call("a", "snap"), call("b", "say")], history, results);
    await turn([call("c", "snap")], history, results);
    const sent = toOpenAIChatHistory(history, results);
    expect(sent.map((message) => message.role)).toEqual([
      "user",
      "assistant",
      "tool",
      "tool",
      "user",
      "assistant",
      "tool",
      "user",
    ]);
    expect(sent.slice(0, 4)).toEqual(history.slice(0, 4));
    expect(sent[4]).toEqual({
      role: "user",
      content: [
        { type: "text", text: "the attachments of the result of call a (snap):" },
        { type: "image_url", image_url: { url: "data:image/png;base64,AQID" } },
      ],
    });
    expect(lastTurnAnswers(sent)).toEqual(sent.slice(-2));
  });

  it("sends a history without results, or with text results only, as it is", async () => {
    const history: Message[] = [{ role: "user", content: "go" }];
    const results = new Map<Message, ToolResult>();
    await turn([call("a", "say"), call("b", "nope")], history, results);
    expect(toOpenAIChatHistory(history, results)).toEqual(history);
    expect(toOpenAIChatHistory(history)).toEqual(history);
    expect(lastTurnAnswers(history)).toEqual(history.slice(2));
  });
});
