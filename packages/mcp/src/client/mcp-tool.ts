import type { Schema } from "@tinyllm/schema";
import type { Tool, ToolContext, ToolSchemaOptions } from "@tinyllm/tool";
import type { ContentParts } from "@tinyllm/tool/content";
import type { JsonObject, ToolDef } from "@tinyllm/types";
import { readCallResult } from "./call-result.js";
import type { McpConnection } from "./connection.js";
import type { McpToolInfo } from "./list-tools.js";
import { type ParamHeader, paramHeaderValues } from "./param-headers.js";

/** How an imported tool's calls are timed. */
export interface McpCallTiming {
  /** Milliseconds without an answer or progress before a call fails; progress restarts it. */
  readonly callTimeoutMs: number;
  /** Milliseconds after which a call times out whatever the progress (the registry's timeout). */
  readonly maxCallTimeoutMs: number;
}

/**
 * Keywords of servers' schemas kept as annotations (shown to the model, judged by nobody), since
 * they cannot change what passes: `optional` (BFCL and ToolBench style, where `required` says what
 * is required), OpenAPI's `example`, VS Code's `markdownDescription` and `enumDescriptions`, and
 * every `x-` extension. An unknown keyword that looks like a constraint (`nullable`, `maxLen`)
 * stays refused, and its tool is skipped with the reason.
 */
export const MCP_SCHEMA_ANNOTATIONS: readonly string[] = Object.freeze([
  "optional",
  "example",
  "markdownDescription",
  "enumDescriptions",
  "x-*",
]);

const SCHEMA_OPTIONS: ToolSchemaOptions = Object.freeze({ annotations: MCP_SCHEMA_ANNOTATIONS });

/**
 * A server's tool as a registry tool: our validation runs before the call leaves, the call's
 * signal cancels it on the server, progress reaches `context.progress`, and the result maps
 * back (`isError` to a tool error, structured content checked against the output schema).
 */
export class McpTool implements Tool {
  /** The registry name. */
  readonly name: string;
  /** The name on the server. */
  readonly serverName: string;
  /** The registry's timeout for this tool: the hard maximum of a call. */
  readonly timeoutMs: number;
  /** The server's hints (read-only, destructive, ...): untrusted metadata. */
  readonly annotations: Readonly<Record<string, unknown>> | undefined;
  /** Its schema is compiled with {@link MCP_SCHEMA_ANNOTATIONS} kept as annotations. */
  readonly schemaOptions = SCHEMA_OPTIONS;
  readonly #info: McpToolInfo;
  readonly #connection: McpConnection;
  readonly #outputSchema: Schema | undefined;
  readonly #callTimeoutMs: number;
  readonly #inputSchema: Record<string, unknown>;
  readonly #paramHeaders: readonly ParamHeader[];

  constructor(
    connection: McpConnection,
    info: McpToolInfo,
    names: {
      local: string;
      outputSchema: Schema | undefined;
      /** The input schema without its `x-mcp-header` annotations, and those annotations. */
      inputSchema: Record<string, unknown>;
      paramHeaders: readonly ParamHeader[];
    },
    timing: McpCallTiming,
  ) {
    this.name = names.local;
    this.serverName = info.name;
    this.annotations = info.annotations;
    this.timeoutMs = timing.maxCallTimeoutMs;
    this.#info = info;
    this.#connection = connection;
    this.#outputSchema = names.outputSchema;
    this.#callTimeoutMs = timing.callTimeoutMs;
    this.#inputSchema = names.inputSchema;
    this.#paramHeaders = names.paramHeaders;
  }

  definition(): ToolDef {
    const { title, description } = this.#info;
    return {
      type: "function",
      function: {
        name: this.name,
        description: description === "" && title !== undefined ? title : description,
        parameters: this.#inputSchema as JsonObject,
      },
    };
  }

  async execute(args: unknown, context: ToolContext): Promise<string | ContentParts> {
    const result = await this.#connection.request(
      "tools/call",
      { name: this.serverName, arguments: args as Record<string, unknown> },
      {
        signal: context.signal,
        headers: paramHeaderValues(this.#paramHeaders, args),
        idleTimeoutMs: this.#callTimeoutMs,
        onProgress: (report) => context.progress(report.progress, report.total, report.message),
      },
    );
    return readCallResult(result, this.#outputSchema);
  }
}
