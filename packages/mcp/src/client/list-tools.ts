import type { McpConnection, RequestOptions } from "./connection.js";
import { McpClientError } from "./mcp-errors.js";

/** The most `tools/list` pages followed before the listing is called endless. */
export const MAX_TOOL_PAGES = 100;

/** A tool as the server lists it (every field untrusted). */
export interface McpToolInfo {
  readonly name: string;
  readonly title?: string | undefined;
  readonly description: string;
  readonly inputSchema: Record<string, unknown>;
  readonly outputSchema?: Record<string, unknown> | undefined;
  /** Hints about the tool's behaviour: untrusted metadata, never a security decision. */
  readonly annotations?: Readonly<Record<string, unknown>> | undefined;
}

/** A listed entry that is not a usable tool, and why. */
export interface MalformedTool {
  readonly name: string;
  readonly reason: string;
}

/**
 * Every page of `tools/list`, in order. A cursor seen twice, or more than `MAX_TOOL_PAGES`
 * pages, is an error, never a loop. Malformed entries are returned apart, with the reason.
 */
export async function listAllTools(
  connection: McpConnection,
  options: RequestOptions = {},
): Promise<{ tools: McpToolInfo[]; malformed: MalformedTool[] }> {
  const tools: McpToolInfo[] = [];
  const malformed: MalformedTool[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  for (let page = 1; ; page++) {
    if (page > MAX_TOOL_PAGES) {
      throw new McpClientError(
        "mcp_protocol_error",
        `server "${connection.name}" lists tools over more than ${MAX_TOOL_PAGES} pages; stopped there`,
      );
    }
    const result = await connection.request(
      "tools/list",
      cursor === undefined ? {} : { cursor },
      options,
    );
    if (!Array.isArray(result.tools)) {
      throw new McpClientError(
        "mcp_protocol_error",
        `server "${connection.name}" answered tools/list without a tools array`,
      );
    }
    for (const entry of result.tools) {
      const tool = readTool(entry);
      if ("reason" in tool) malformed.push(tool);
      else tools.push(tool);
    }
    const next = result.nextCursor;
    if (next === undefined || next === null || next === "") return { tools, malformed };
    if (typeof next !== "string") {
      throw new McpClientError(
        "mcp_protocol_error",
        `server "${connection.name}" gave a tools/list cursor that is not a string`,
      );
    }
    if (seen.has(next)) {
      throw new McpClientError(
        "mcp_protocol_error",
        `server "${connection.name}" repeated the tools/list cursor ${JSON.stringify(next.slice(0, 100))}: the listing would never end`,
      );
    }
    seen.add(next);
    cursor = next;
  }
}

function readTool(entry: unknown): McpToolInfo | MalformedTool {
  if (!isObject(entry)) return { name: "(unnamed)", reason: "the entry is not an object" };
  const { name, title, description, inputSchema, outputSchema, annotations } = entry;
  if (typeof name !== "string" || name === "")
    return { name: "(unnamed)", reason: "the entry has no name" };
  if (!isObject(inputSchema)) return { name, reason: "the tool has no inputSchema object" };
  if (outputSchema !== undefined && !isObject(outputSchema))
    return { name, reason: "its outputSchema is not an object" };
  return {
    name,
    title: typeof title === "string" ? title : undefined,
    description: typeof description === "string" ? description : "",
    inputSchema,
    outputSchema: outputSchema as Record<string, unknown> | undefined,
    annotations: isObject(annotations) ? annotations : undefined,
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
