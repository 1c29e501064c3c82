import { ToolResult, type ToolResultKind } from "@tinyllm/tool";
import { describe, expect, it } from "vitest";
import { callToolResult } from "./call-result.js";

const ERROR_KINDS: ToolResultKind[] = [
  "unknown_tool",
  "invalid_arguments",
  "arguments_too_large",
  "tool_error",
  "tool_failed",
  "invalid_result",
  "timeout",
  "cancelled",
];

const withOutputSchema = {
  definition: () => ({
    type: "function" as const,
    function: { name: "t", description: "", parameters: {} },
  }),
  execute: () => ({}),
  outputSchema: { type: "object" },
};

describe("callToolResult", () => {
  it("maps ok to its text content", () => {
    const result = new ToolResult({ callId: "1", name: "t", kind: "ok", content: "42" });
    expect(callToolResult(result, undefined)).toEqual({ content: [{ type: "text", text: "42" }] });
  });

  it("sends structuredContent and its JSON text when the tool has an output schema", () => {
    const result = new ToolResult({
      callId: "1",
      name: "t",
      kind: "ok",
      content: '{"a":1}',
      structuredContent: { a: 1 },
    });
    expect(callToolResult(result, withOutputSchema)).toEqual({
      content: [{ type: "text", text: '{"a":1}' }],
      structuredContent: { a: 1 },
    });
  });

  it.each(ERROR_KINDS)(
    "maps %s to isError with the exact error: text and no structuredContent",
    (kind) => {
      const result = new ToolResult({ callId: "1", name: "t", kind, content: "went wrong" });
      expect(callToolResult(result, withOutputSchema)).toEqual({
        content: [{ type: "text", text: "error: went wrong" }],
        isError: true,
      });
    },
  );
});
