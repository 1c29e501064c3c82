import { MCP_PACKAGE_VERSION } from "./package-version.js";

/** How a served registry answers over MCP; every field is optional. */
export interface McpServerOptions {
  /** The server's name in `serverInfo`, which hosts show the user; default `"tinyllm-tools"`. */
  readonly name?: string | undefined;
  /** The server's version in `serverInfo`; default the version of `@tinyllm/mcp`. */
  readonly version?: string | undefined;
  /** Guidance for the model, sent as `instructions` by `initialize` and `server/discover`. */
  readonly instructions?: string | undefined;
  /**
   * How a call to a tool that does not exist is answered: `"tool-error"` (the default, what SDK v1
   * hosts expect) sends our "did you mean" text as a tool result with `isError: true`;
   * `"invalid-params"` sends the spec's JSON-RPC error -32602 with the same text.
   */
  readonly unknownTool?: "tool-error" | "invalid-params" | undefined;
  /** 2026-07-28: how long clients may cache `tools/list` and `server/discover`, in ms; default 0. */
  readonly ttlMs?: number | undefined;
  /** 2026-07-28: who may cache those results; default `"public"` (one tool list for every caller). */
  readonly cacheScope?: "public" | "private" | undefined;
}

/** The options with every default filled in. */
export interface ResolvedServerOptions {
  readonly name: string;
  readonly version: string;
  readonly instructions: string | undefined;
  readonly unknownTool: "tool-error" | "invalid-params";
  readonly ttlMs: number;
  readonly cacheScope: "public" | "private";
}

/** Fills in the defaults and refuses values the protocol cannot carry. */
export function resolveServerOptions(options: McpServerOptions = {}): ResolvedServerOptions {
  const ttlMs = options.ttlMs ?? 0;
  if (!Number.isSafeInteger(ttlMs) || ttlMs < 0) {
    throw new RangeError(`ttlMs must be an integer >= 0, got ${String(ttlMs)}`);
  }
  const unknownTool = options.unknownTool ?? "tool-error";
  if (unknownTool !== "tool-error" && unknownTool !== "invalid-params") {
    throw new RangeError(
      `unknownTool must be "tool-error" or "invalid-params", got ${JSON.stringify(unknownTool)}`,
    );
  }
  const cacheScope = options.cacheScope ?? "public";
  if (cacheScope !== "public" && cacheScope !== "private") {
    throw new RangeError(
      `cacheScope must be "public" or "private", got ${JSON.stringify(cacheScope)}`,
    );
  }
  return {
    name: options.name ?? "tinyllm-tools",
    version: options.version ?? MCP_PACKAGE_VERSION,
    instructions: options.instructions,
    unknownTool,
    ttlMs,
    cacheScope,
  };
}
