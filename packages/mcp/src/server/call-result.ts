import type { Tool, ToolResult } from "@tinyllm/tool";
import type { JsonObject } from "../wire/index.js";

/**
 * A `ToolResult` as an MCP `CallToolResult`: `ok` becomes text content (the JSON of
 * `structuredContent`, sent beside it, when the tool has an output schema); every other kind
 * becomes `isError: true` with our exact `error: ...` text, and never `structuredContent`.
 */
export function callToolResult(result: ToolResult, tool: Tool | undefined): JsonObject {
  if (result.isError) {
    return { content: [{ type: "text", text: result.message().content }], isError: true };
  }
  if (tool?.outputSchema !== undefined && result.structuredContent !== undefined) {
    const structured = result.structuredContent;
    return {
      content: [{ type: "text", text: JSON.stringify(structured) }],
      structuredContent: structured,
    };
  }
  return { content: [{ type: "text", text: result.content }] };
}
