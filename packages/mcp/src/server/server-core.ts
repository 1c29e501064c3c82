import type { ProgressEvent, Registry, ToolResult } from "@tinyllm/tool";
import {
  ErrorCode,
  errorResponse,
  isJsonObject,
  type JsonObject,
  type JsonRpcId,
  type JsonRpcNotification,
  type JsonRpcRequest,
  type JsonRpcResponse,
  META,
  MODERN_PROTOCOL_VERSION,
  negotiateLegacyVersion,
  resultResponse,
  SUPPORTED_PROTOCOL_VERSIONS,
} from "../wire/index.js";
import { approvalRefused } from "./approval-refusal.js";
import { callToolResult } from "./call-result.js";
import { ProgressSender } from "./progress-sender.js";
import {
  type McpServerOptions,
  type ResolvedServerOptions,
  resolveServerOptions,
} from "./server-options.js";
import { FINGERPRINT_META_KEY, listTools } from "./tool-listing.js";
import { traceRequest } from "./trace-request.js";

/** The protocol era a request is served in. */
export type Era = "legacy" | "modern";

/** What one request may do beyond returning its response. */
export interface Exchange {
  /** The era the request is served in: it shapes results and which methods exist. */
  readonly era: Era;
  /** Aborts when the client cancels the request or goes away; nothing is sent after that. */
  readonly signal: AbortSignal;
  /** Sends a notification tied to this request (progress) before its response. */
  notify(message: JsonRpcNotification): void;
  /** Whether this transport can deliver `notifications/tools/list_changed` (legacy capability). */
  readonly listChanged: boolean;
  /** For the request's span: `"pipe"` (stdio) or `"tcp"` (HTTP). */
  readonly transport?: "pipe" | "tcp" | undefined;
  /** For the request's span: the legacy HTTP session. */
  readonly sessionId?: string | undefined;
  /**
   * The legacy revision `initialize` agreed on for this session or connection; it decides which
   * content blocks a result may use (`audio` is 2025-03-26's, `resource_link` 2025-06-18's).
   */
  readonly legacyVersion?: string | undefined;
}

/** Methods a legacy (2025-11-25) client may call. */
const LEGACY_METHODS = new Set(["initialize", "ping", "tools/list", "tools/call"]);
/** Methods a modern (2026-07-28) client may call; `subscriptions/listen` is a transport's. */
const MODERN_METHODS = new Set([
  "server/discover",
  "tools/list",
  "tools/call",
  "subscriptions/listen",
]);

/**
 * The transport-free MCP server: turns one request into its response, in either era. The
 * stdio and HTTP transports frame messages, track cancellation and hold sessions around it.
 */
export class ServerCore {
  /** The registry served. */
  readonly registry: Registry;
  /** The options with defaults filled in. */
  readonly options: ResolvedServerOptions;

  constructor(registry: Registry, options?: McpServerOptions) {
    this.registry = registry;
    this.options = resolveServerOptions(options);
  }

  /** Whether the method exists in the era (unknown methods get -32601). */
  hasMethod(era: Era, method: string): boolean {
    return (era === "legacy" ? LEGACY_METHODS : MODERN_METHODS).has(method);
  }

  /** Calls the listener whenever the served tools change; returns the unsubscribe. */
  watch(listener: () => void): () => void {
    return this.registry.onChange(listener);
  }

  /** The server's identity, as `serverInfo`. */
  get serverInfo(): JsonObject {
    return { name: this.options.name, version: this.options.version };
  }

  /**
   * Answers one request (not `subscriptions/listen`, which the transports hold open).
   * Resolves to undefined when the request was cancelled: nothing may be sent for it.
   */
  handle(request: JsonRpcRequest, exchange: Exchange): Promise<JsonRpcResponse | undefined> {
    const tracer = this.options.tracer;
    if (tracer === undefined) return this.#answer(request, exchange);
    return traceRequest(
      tracer,
      request,
      {
        transport: exchange.transport ?? "pipe",
        protocolVersion: exchange.era === "modern" ? MODERN_PROTOCOL_VERSION : undefined,
        sessionId: exchange.sessionId,
      },
      () => this.#answer(request, exchange),
    );
  }

  async #answer(request: JsonRpcRequest, exchange: Exchange): Promise<JsonRpcResponse | undefined> {
    const { id, method } = request;
    const params = request.params;
    if (!this.hasMethod(exchange.era, method) || method === "subscriptions/listen") {
      return errorResponse(id, ErrorCode.methodNotFound, `Method not found: ${method}`);
    }
    let result: JsonObject | JsonRpcResponse | undefined;
    switch (method) {
      case "initialize":
        result = this.#initialize(params, exchange);
        break;
      case "ping":
        result = {};
        break;
      case "server/discover":
        result = this.discoverResult();
        break;
      case "tools/list":
        result = this.#toolsList(id, params, exchange.era);
        break;
      default:
        result = await this.#toolsCall(id, params, exchange);
    }
    if (result === undefined || exchange.signal.aborted) return undefined;
    if ("jsonrpc" in result) return result as JsonRpcResponse;
    return resultResponse(id, exchange.era === "modern" ? this.modernResult(result) : result);
  }

  /** A result as the modern era shapes it: `resultType` and our `serverInfo` in `_meta`. */
  modernResult(result: JsonObject): JsonObject {
    const meta = isJsonObject(result._meta) ? result._meta : {};
    return {
      ...result,
      resultType: "complete",
      _meta: { ...meta, [META.serverInfo]: this.serverInfo },
    };
  }

  /** The `server/discover` result (before {@link modernResult}). */
  discoverResult(): JsonObject {
    const result: JsonObject = {
      supportedVersions: [...SUPPORTED_PROTOCOL_VERSIONS],
      capabilities: { tools: { listChanged: true } },
      ttlMs: this.options.ttlMs,
      cacheScope: this.options.cacheScope,
    };
    if (this.options.instructions !== undefined) result.instructions = this.options.instructions;
    return result;
  }

  #initialize(params: JsonObject | undefined, exchange: Exchange): JsonObject {
    const result: JsonObject = {
      protocolVersion: negotiateLegacyVersion(params?.protocolVersion),
      capabilities: { tools: { listChanged: exchange.listChanged } },
      serverInfo: this.serverInfo,
    };
    if (this.options.instructions !== undefined) result.instructions = this.options.instructions;
    return result;
  }

  #toolsList(
    id: JsonRpcId,
    params: JsonObject | undefined,
    era: Era,
  ): JsonObject | JsonRpcResponse {
    if (params !== undefined && params.cursor !== undefined) {
      // We never hand out cursors (the whole list is one page), so none can be valid.
      return errorResponse(id, ErrorCode.invalidParams, "Invalid params: unknown cursor");
    }
    const result: JsonObject = {
      tools: listTools(this.registry),
      _meta: { [FINGERPRINT_META_KEY]: this.registry.fingerprint() },
    };
    if (era === "modern") {
      result.ttlMs = this.options.ttlMs;
      result.cacheScope = this.options.cacheScope;
    }
    return result;
  }

  async #toolsCall(
    id: JsonRpcId,
    params: JsonObject | undefined,
    exchange: Exchange,
  ): Promise<JsonObject | JsonRpcResponse | undefined> {
    const name = params?.name;
    if (typeof name !== "string") {
      return errorResponse(id, ErrorCode.invalidParams, 'Invalid params: "name" must be a string');
    }
    const args = params?.arguments;
    if (args !== undefined && args !== null && !isJsonObject(args)) {
      return errorResponse(
        id,
        ErrorCode.invalidParams,
        'Invalid params: "arguments" must be an object',
      );
    }
    if (exchange.era === "modern" && params !== undefined) {
      // Multi round-trip fields: we never ask for input, but malformed ones are still malformed.
      if (Object.hasOwn(params, "inputResponses") && !isResponseMap(params.inputResponses)) {
        return errorResponse(
          id,
          ErrorCode.invalidParams,
          'Invalid params: "inputResponses" must be an object of response objects',
        );
      }
      if (Object.hasOwn(params, "requestState") && typeof params.requestState !== "string") {
        return errorResponse(
          id,
          ErrorCode.invalidParams,
          'Invalid params: "requestState" must be a string',
        );
      }
    }
    const meta = isJsonObject(params?._meta) ? params._meta : undefined;
    const token = meta?.progressToken;
    if (token !== undefined && typeof token !== "string" && typeof token !== "number") {
      return errorResponse(
        id,
        ErrorCode.invalidParams,
        'Invalid params: "progressToken" must be a string or a number',
      );
    }
    const progress =
      token === undefined
        ? undefined
        : new ProgressSender(token, (message) => {
            if (!exchange.signal.aborted) exchange.notify(message);
          });
    const tool = this.registry.get(name);
    const onProgress =
      progress === undefined
        ? undefined
        : (event: ProgressEvent) => progress.report(event.done, event.total, event.message);
    let result: ToolResult;
    try {
      result = await this.registry.call(
        {
          id: String(id),
          type: "function",
          function: { name, arguments: JSON.stringify(args ?? {}) },
        },
        { signal: exchange.signal, onProgress },
      );
    } finally {
      progress?.close();
    }
    if (exchange.signal.aborted) return undefined;
    if (result.kind === "unknown_tool" && this.options.unknownTool === "invalid-params") {
      return errorResponse(id, ErrorCode.invalidParams, result.content);
    }
    if (result.kind === "approval_required") return approvalRefused(this.registry, result);
    return callToolResult(
      result,
      tool,
      exchange.era === "legacy" ? exchange.legacyVersion : undefined,
    );
  }
}

function isResponseMap(value: unknown): boolean {
  return isJsonObject(value) && Object.values(value).every(isJsonObject);
}
