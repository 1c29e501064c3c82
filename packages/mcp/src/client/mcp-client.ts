import { compile } from "@tinyllm/schema";
import { Registry } from "@tinyllm/tool";
import { type OptionFields, refuseUnknownOption } from "../wire/index.js";
import type { McpConnection } from "./connection.js";
import { listAllTools, type ToolListLimits } from "./list-tools.js";
import { MCP_SCHEMA_ANNOTATIONS, type McpCallTiming, McpTool } from "./mcp-tool.js";
import { extractParamHeaders } from "./param-headers.js";
import { assignToolNames } from "./tool-names.js";

/** How a server's tools are imported. */
export interface McpToolsOptions extends Partial<McpCallTiming>, ToolListLimits {
  /** Every name becomes `prefix__name`; without it names are kept when valid and free. */
  readonly prefix?: string | undefined;
  /** Names already in use, which imported tools must not take. */
  readonly taken?: Iterable<string> | undefined;
}

/** Every option `client.tools()` takes: the one list its unknown-name check reads. */
export const TOOLS_OPTION_NAMES: readonly string[] = Object.keys({
  prefix: 1,
  taken: 1,
  callTimeoutMs: 1,
  maxCallTimeoutMs: 1,
  maxTools: 1,
  maxDescriptionChars: 1,
} as const satisfies OptionFields<McpToolsOptions>);

/** A server tool that was not imported, and why. */
export interface SkippedTool {
  /** Its name on the server. */
  readonly name: string;
  /** Why, for the user: a refused schema, a name collision, a malformed entry. */
  readonly reason: string;
}

/** The tools of one listing. */
export interface McpToolSet {
  /** Tools to register, ordered by registry name. */
  readonly tools: readonly McpTool[];
  /** Tools left out, with the reason; their siblings still load. */
  readonly skipped: readonly SkippedTool[];
  /**
   * 2026-07-28: how long, in milliseconds, the server says this listing may be cached (`0`:
   * not at all); `undefined` when it did not say (the legacy era never does).
   */
  readonly ttlMs?: number | undefined;
}

/** Default timing of a call: two minutes without progress, ten at the most. */
const DEFAULT_TIMING: McpCallTiming = { callTimeoutMs: 120_000, maxCallTimeoutMs: 600_000 };

/** An MCP server as seen by an agent: its tools as registry tools, and the connection. */
export class McpClient {
  readonly connection: McpConnection;

  constructor(connection: McpConnection) {
    this.connection = connection;
  }

  /** The server's name. */
  get name(): string {
    return this.connection.name;
  }

  /**
   * Lists every tool (every page) and makes each a registry tool. A tool whose schema our
   * validator refuses, or whose name collides, is skipped with the reason. Rejects with a
   * `RangeError` for an option it does not know or cannot use.
   */
  async tools(options: McpToolsOptions = {}): Promise<McpToolSet> {
    refuseUnknownOption(options, "client.tools", TOOLS_OPTION_NAMES);
    const { tools: listed, malformed, ttlMs } = await listAllTools(this.connection, {}, options);
    const skipped: SkippedTool[] = [...malformed];
    const names = assignToolNames(
      listed.map((tool) => tool.name),
      { serverName: this.name, prefix: options.prefix, taken: new Set(options.taken ?? []) },
    );
    for (const collision of names.collisions) skipped.push(collision);
    const byServerName = new Map(listed.map((tool) => [tool.name, tool]));
    const timing: McpCallTiming = {
      callTimeoutMs: options.callTimeoutMs ?? DEFAULT_TIMING.callTimeoutMs,
      maxCallTimeoutMs: options.maxCallTimeoutMs ?? DEFAULT_TIMING.maxCallTimeoutMs,
    };
    const tools: McpTool[] = [];
    for (const [local, serverName] of names.byLocalName) {
      const info = byServerName.get(serverName);
      if (info === undefined) continue;
      const input = extractParamHeaders(info.inputSchema);
      if ("problem" in input) {
        skipped.push({ name: serverName, reason: `its input schema is invalid: ${input.problem}` });
        continue;
      }
      try {
        const outputSchema =
          info.outputSchema === undefined
            ? undefined
            : compile(info.outputSchema, { annotations: MCP_SCHEMA_ANNOTATIONS });
        const tool = new McpTool(
          this.connection,
          info,
          { local, outputSchema, inputSchema: input.schema, paramHeaders: input.headers },
          timing,
        );
        // The registry's own verdict on the definition, so a refusal reads as it would there.
        new Registry().register(tool);
        tools.push(tool);
      } catch (error) {
        skipped.push({
          name: serverName,
          reason: error instanceof Error ? error.message : String(error),
        });
      }
    }
    tools.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    skipped.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    return { tools, skipped, ttlMs };
  }

  /** Stops the server and fails what is in flight. */
  close(): Promise<void> {
    return this.connection.close();
  }
}
