import type { OptionFields } from "../wire/index.js";
import { MCP_PACKAGE_VERSION } from "./package-version.js";
import { DEFAULT_MAX_MESSAGE_DEPTH } from "./parse-request.js";
import type { McpTracer } from "./trace-request.js";

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
  /**
   * An OpenTelemetry tracer (`trace.getTracer(...)` from `@opentelemetry/api`): one SERVER span
   * per request, as the MCP semantic conventions name it. Default none: nothing is traced.
   */
  readonly tracer?: McpTracer | undefined;
  /**
   * How deeply arrays and objects may nest in a client's message (the message itself is level
   * 1); default 256. A deeper one is answered -32602 without being parsed.
   */
  readonly maxMessageDepth?: number | undefined;
  /**
   * How many bytes may wait for a client that does not read them (stdout, an SSE answer); default
   * 16 MiB. Past it that stream (stdio: the connection) is closed with an error saying so.
   */
  readonly maxOutgoingBytes?: number | undefined;
}

/** Every field of {@link McpServerOptions}, for the option lists of the entries that take them. */
export const SERVER_OPTION_FIELDS = {
  name: 1,
  version: 1,
  instructions: 1,
  unknownTool: 1,
  ttlMs: 1,
  cacheScope: 1,
  tracer: 1,
  maxMessageDepth: 1,
  maxOutgoingBytes: 1,
} as const satisfies OptionFields<McpServerOptions>;

/** The options with every default filled in. */
export interface ResolvedServerOptions {
  readonly name: string;
  readonly version: string;
  readonly instructions: string | undefined;
  readonly unknownTool: "tool-error" | "invalid-params";
  readonly ttlMs: number;
  readonly cacheScope: "public" | "private";
  readonly tracer: McpTracer | undefined;
  readonly maxMessageDepth: number;
  readonly maxOutgoingBytes: number;
}

/** The default of `maxOutgoingBytes`: 16 MiB, what the client accepts in one HTTP answer. */
export const DEFAULT_MAX_OUTGOING_BYTES = 16 * 1024 * 1024;

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
  const maxMessageDepth = positiveInteger(
    "maxMessageDepth",
    options.maxMessageDepth ?? DEFAULT_MAX_MESSAGE_DEPTH,
  );
  const maxOutgoingBytes = positiveInteger(
    "maxOutgoingBytes",
    options.maxOutgoingBytes ?? DEFAULT_MAX_OUTGOING_BYTES,
  );
  return {
    name: options.name ?? "tinyllm-tools",
    version: options.version ?? MCP_PACKAGE_VERSION,
    instructions: options.instructions,
    unknownTool,
    ttlMs,
    cacheScope,
    tracer: options.tracer,
    maxMessageDepth,
    maxOutgoingBytes,
  };
}

function positiveInteger(name: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new RangeError(`${name} must be a positive integer, got ${String(value)}`);
  }
  return value;
}
