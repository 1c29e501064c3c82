import type { McpConnection, RequestOptions } from "./connection.js";
import { McpClientError } from "./mcp-errors.js";

/** The most `tools/list` pages followed before the listing is called endless. */
export const MAX_TOOL_PAGES = 100;

/** Bounds on what one listing keeps: a server could list any number of tools, any description. */
export interface ToolListLimits {
  /** The most tools kept, in the server's order; the rest are skipped with the reason. Default 1,000. */
  readonly maxTools?: number | undefined;
  /** The longest description (or title) kept, in characters; a longer one skips its tool. Default 10,000. */
  readonly maxDescriptionChars?: number | undefined;
}

/** The defaults of {@link ToolListLimits}. */
export const DEFAULT_TOOL_LIST_LIMITS = { maxTools: 1_000, maxDescriptionChars: 10_000 } as const;

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
 * pages, is an error, never a loop. Malformed entries, and tools past `maxTools`, are returned
 * apart with the reason: one by one up to `maxTools` of them, then one entry counting the rest.
 */
export async function listAllTools(
  connection: McpConnection,
  options: RequestOptions = {},
  limits: ToolListLimits = {},
): Promise<{ tools: McpToolInfo[]; malformed: MalformedTool[]; ttlMs: number | undefined }> {
  const maxTools = limit("maxTools", limits.maxTools ?? DEFAULT_TOOL_LIST_LIMITS.maxTools);
  const maxDescription = limit(
    "maxDescriptionChars",
    limits.maxDescriptionChars ?? DEFAULT_TOOL_LIST_LIMITS.maxDescriptionChars,
  );
  const tools: McpToolInfo[] = [];
  const malformed: MalformedTool[] = [];
  let unlisted = 0;
  // 2026-07-28: how long the listing may be cached; the shortest any page says.
  let ttlMs: number | undefined;
  const leaveOut = (entry: MalformedTool): void => {
    if (malformed.length < maxTools) malformed.push(entry);
    else unlisted++;
  };
  const finish = () => {
    if (unlisted > 0) {
      malformed.push({
        name: `(${unlisted} more)`,
        reason: `${unlisted} more tools were left out (malformed, or past maxTools, ${maxTools}); they are not listed one by one`,
      });
    }
    return { tools, malformed, ttlMs };
  };
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
    const ttl = result.ttlMs;
    if (typeof ttl === "number" && Number.isSafeInteger(ttl) && ttl >= 0) {
      ttlMs = ttlMs === undefined ? ttl : Math.min(ttlMs, ttl);
    }
    for (const entry of result.tools as unknown[]) {
      const tool = readTool(entry, maxDescription);
      if ("reason" in tool) leaveOut(tool);
      else if (tools.length < maxTools) tools.push(tool);
      else {
        leaveOut({
          name: tool.name,
          reason: `the server lists more than ${maxTools} tools (maxTools); the ones after the first ${maxTools} are left out`,
        });
      }
    }
    const next = result.nextCursor;
    if (next === undefined || next === null || next === "") return finish();
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

function readTool(entry: unknown, maxDescription: number): McpToolInfo | MalformedTool {
  if (!isObject(entry)) return { name: "(unnamed)", reason: "the entry is not an object" };
  const { name, title, description, inputSchema, outputSchema, annotations } = entry;
  if (typeof name !== "string" || name === "")
    return { name: "(unnamed)", reason: "the entry has no name" };
  if (!isObject(inputSchema)) return { name, reason: "the tool has no inputSchema object" };
  if (outputSchema !== undefined && !isObject(outputSchema))
    return { name, reason: "its outputSchema is not an object" };
  for (const [field, text] of [
    ["description", description],
    ["title", title],
  ] as const) {
    if (typeof text === "string" && text.length > maxDescription) {
      return {
        name,
        reason: `its ${field} is ${text.length} characters, over maxDescriptionChars (${maxDescription})`,
      };
    }
  }
  return {
    name,
    title: typeof title === "string" ? title : undefined,
    description: typeof description === "string" ? description : "",
    inputSchema,
    outputSchema: outputSchema as Record<string, unknown> | undefined,
    annotations: isObject(annotations) ? annotations : undefined,
  };
}

function limit(name: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new RangeError(`${name} must be a positive integer, got ${String(value)}`);
  }
  return value;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
