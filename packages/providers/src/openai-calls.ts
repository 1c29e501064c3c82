import type { ToolResult } from "@tinyllm/tool";
import type { ContentPart, ToolCall } from "@tinyllm/types";
import { dataUrl, partText, richParts } from "./result-parts.js";
import { isRecord, readCalls, stringField } from "./wire-read.js";

/** A Responses API input item that answers a function call (`ResponseInputItem.FunctionCallOutput`). */
export interface OpenAIFunctionCallOutput {
  type: "function_call_output";
  call_id: string;
  /** The text, or for a result with images or files, the items (`ResponseFunctionCallOutputItem`). */
  output: string | OpenAIFunctionCallOutputItem[];
}

/** One item of a rich `function_call_output`. */
export type OpenAIFunctionCallOutputItem =
  | { type: "input_text"; text: string }
  | { type: "input_image"; image_url: string }
  | { type: "input_file"; filename: string; file_data: string }
  | { type: "input_file"; filename: string; file_url: string };

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

/**
 * The `function_call_output` items answering the calls; a failure's output starts `error: `. A
 * result with images or files answers with a list: `input_text`, `input_image` (a URL, or inline
 * data as a `data:` URL) and `input_file` (`file_data` as a `data:` URL, or `file_url`); audio
 * and resource links, which the Responses API does not take there, are `input_text` lines.
 */
export function toOpenAIResponsesOutputs(
  results: readonly ToolResult[],
): OpenAIFunctionCallOutput[] {
  return results.map((result) => {
    const parts = richParts(result);
    return {
      type: "function_call_output",
      call_id: result.callId,
      output: parts === undefined ? result.message().content : parts.map(responsesItem),
    };
  });
}

function responsesItem(part: ContentPart): OpenAIFunctionCallOutputItem {
  switch (part.type) {
    case "image":
      return { type: "input_image", image_url: part.url ?? dataUrl(part.mimeType, part.data) };
    case "file":
      return part.data === undefined
        ? { type: "input_file", filename: part.name, file_url: part.url }
        : { type: "input_file", filename: part.name, file_data: dataUrl(part.mimeType, part.data) };
    default:
      return { type: "input_text", text: partText(part) };
  }
}
