import type { ToolResult } from "@tinyllm/tool";
import type { ToolCall } from "@tinyllm/types";
import { childPath } from "./schema-path.js";
import { argumentsText, isRecord, readCalls, stringField } from "./wire-read.js";

/** A `tool_result` content block (`ToolResultBlockParam` in `@anthropic-ai/sdk`). */
export interface AnthropicToolResultBlock {
  type: "tool_result";
  tool_use_id: string;
  content: string;
  is_error: boolean;
}

/**
 * The tool calls of an Anthropic message: its `content` (or the message), keeping the
 * `tool_use` blocks in order. `input` is already an object; it is written back as JSON text so
 * the registry's byte limit and validation apply exactly as to any call.
 */
export function fromAnthropicContent(content: unknown): ToolCall[] {
  return readCalls(content, {
    field: "content",
    what: "an Anthropic content array",
    item: (block, path, calls, issues) => {
      if (!isRecord(block) || block.type !== "tool_use") return;
      const id = stringField(block, "id", path, issues);
      const name = stringField(block, "name", path, issues);
      const args = argumentsText(block.input, childPath(path, "input"), issues);
      if (id !== undefined && name !== undefined) {
        calls.push({ id, type: "function", function: { name, arguments: args } });
      }
    },
  });
}

/**
 * The `tool_result` blocks answering the calls, for the next user message. A failure sets
 * `is_error` and its content is the registry's words without the `error: ` prefix.
 */
export function toAnthropicToolResults(results: readonly ToolResult[]): AnthropicToolResultBlock[] {
  return results.map((result) => ({
    type: "tool_result",
    tool_use_id: result.callId,
    content: result.content,
    is_error: result.isError,
  }));
}
