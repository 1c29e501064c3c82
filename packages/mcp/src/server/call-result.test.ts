import { ToolResult, type ToolResultKind } from "@tinyllm/tool";
import type { Json } from "@tinyllm/types";
import { describe, expect, it } from "vitest";
import { callToolResult } from "./call-result.js";
import type { ServedResult, ServedTool } from "./served-tool.js";

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

function result(kind: ToolResultKind, content: string, structuredContent?: unknown): ServedResult {
  return new ToolResult({
    callId: "1",
    name: "t",
    kind,
    content,
    structuredContent: structuredContent as Json | undefined,
  });
}

const withOutputSchema = { outputSchema: { type: "object" } } as unknown as ServedTool;

describe("callToolResult", () => {
  it("maps ok to its text content", () => {
    expect(callToolResult(result("ok", "42"), undefined)).toEqual({
      content: [{ type: "text", text: "42" }],
    });
  });

  it("sends structuredContent and its JSON text when the tool has an output schema", () => {
    expect(callToolResult(result("ok", '{"a":1}', { a: 1 }), withOutputSchema)).toEqual({
      content: [{ type: "text", text: '{"a":1}' }],
      structuredContent: { a: 1 },
    });
  });

  it.each(ERROR_KINDS)(
    "maps %s to isError with the exact error: text and no structuredContent",
    (kind) => {
      const mapped = callToolResult(result(kind, "went wrong", { a: 1 }), withOutputSchema);
      expect(mapped).toEqual({
        content: [{ type: "text", text: "error: went wrong" }],
        isError: true,
      });
    },
  );
});
