import type { ToolResult } from "@tinyllm/tool";
import type { ToolCall } from "@tinyllm/types";
import { isRecord, readCalls, stringField } from "./wire-read.js";

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
  return readCalls(output, {
    field: "output",
    what: "a Responses output array",
    item: (item, path, calls, issues) => {
      if (!isRecord(item) || item.type !== "function_call") return;
      const id = stringField(item, "call_id", path, issues);
      const name = stringField(item, "name", path, issues);
      const args = stringField(item, "arguments", path, issues);
      if (id !== undefined && name !== undefined && args !== undefined) {
        calls.push({ id, type: "function", function: { name, arguments: args } });
      }
    },
  });
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
