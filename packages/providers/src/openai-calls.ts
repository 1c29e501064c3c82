import type { ToolResult } from "@tinyllm/tool";
import type { ToolCall, WireIssue } from "@tinyllm/types";
import { childPath } from "./schema-path.js";
import { done, isRecord, listOf, stringField } from "./wire-read.js";

/** A Responses API input item that answers a function call (`ResponseInputItem.FunctionCallOutput`). */
export interface OpenAIFunctionCallOutput {
  type: "function_call_output";
  call_id: string;
  output: string;
}

/**
 * The tool calls of a Responses API answer: its `output` (or the whole response), keeping the
 * `function_call` items in order. `call_id` becomes the call's id. Other items are skipped;
 * a malformed `function_call` throws `WireFormatError` naming every bad field.
 */
export function fromOpenAIResponsesOutput(output: unknown): ToolCall[] {
  const items = listOf(output, "output", "a Responses output array");
  const calls: ToolCall[] = [];
  const issues: WireIssue[] = [];
  items.forEach((item, index) => {
    if (!isRecord(item) || item.type !== "function_call") return;
    const path = childPath("$", index);
    const id = stringField(item, "call_id", path, issues);
    const name = stringField(item, "name", path, issues);
    const args = stringField(item, "arguments", path, issues);
    if (id !== undefined && name !== undefined && args !== undefined) {
      calls.push({ id, type: "function", function: { name, arguments: args } });
    }
  });
  return done(calls, issues);
}

/** The `function_call_output` items answering the calls; a failure's output starts `error: `. */
export function toOpenAIResponsesOutputs(
  results: readonly ToolResult[],
): OpenAIFunctionCallOutput[] {
  return results.map((result) => ({
    type: "function_call_output",
    call_id: result.callId,
    output: result.message().content,
  }));
}
