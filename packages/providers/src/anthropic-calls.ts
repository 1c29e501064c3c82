import type { ToolResult } from "@tinyllm/tool";
import type { ToolCall, WireIssue } from "@tinyllm/types";
import { childPath } from "./schema-path.js";
import { argumentsText, done, isRecord, listOf, stringField } from "./wire-read.js";

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
  const blocks = listOf(content, "content", "an Anthropic content array");
  const calls: ToolCall[] = [];
  const issues: WireIssue[] = [];
  blocks.forEach((block, index) => {
    if (!isRecord(block) || block.type !== "tool_use") return;
    const path = childPath("$", index);
    const id = stringField(block, "id", path, issues);
    const name = stringField(block, "name", path, issues);
    const args = argumentsText(block.input, childPath(path, "input"), issues);
    if (id !== undefined && name !== undefined) {
      calls.push({ id, type: "function", function: { name, arguments: args } });
    }
  });
  return done(calls, issues);
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
