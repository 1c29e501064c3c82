import { expectTypeOf, test } from "vitest";
import type { AssistantMessage, Json, Message, ToolCall, ToolDef, ToolMessage } from "./index.js";
import { parseMessage, parseToolCall } from "./index.js";

test("wire types follow the Chat Completions shape", () => {
  expectTypeOf<ToolCall["function"]["arguments"]>().toEqualTypeOf<string>();
  expectTypeOf<ToolDef["type"]>().toEqualTypeOf<"function">();
  expectTypeOf<AssistantMessage["content"]>().toEqualTypeOf<string | null>();
  expectTypeOf<ToolMessage>().toMatchObjectType<{
    role: "tool";
    tool_call_id: string;
    content: string;
  }>();
  expectTypeOf<Message["role"]>().toEqualTypeOf<"system" | "user" | "assistant" | "tool">();
});

test("Json accepts JSON values only", () => {
  expectTypeOf<{ a: [1, "x", null, { b: true }] }>().toExtend<Json>();
  expectTypeOf<undefined>().not.toExtend<Json>();
  expectTypeOf<() => void>().not.toExtend<Json>();
});

test("parse functions return the wire types", () => {
  expectTypeOf(parseToolCall).returns.toEqualTypeOf<ToolCall>();
  expectTypeOf(parseMessage).returns.toEqualTypeOf<Message>();
});
