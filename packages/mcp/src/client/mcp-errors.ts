import { hasMarker } from "@tinyllm/types";

const MARKER = Symbol.for("@tinyllm/mcp.McpClientError");

/** The stable codes of {@link McpClientError}. */
export type McpClientErrorCode =
  /** The server answered a request with a JSON-RPC error. */
  | "mcp_request_failed"
  /** The server is not running, exited, or could not be started or reached. */
  | "mcp_server_unavailable"
  /** No answer (nor progress) came in time. */
  | "mcp_timeout"
  /** The caller's signal cancelled the request. */
  | "mcp_cancelled"
  /** The server answered with something that is not what the protocol says it must send. */
  | "mcp_protocol_error";

/**
 * A failure of the MCP client: recognised across duplicated installs by `isInstance`
 * (a `Symbol.for` marker), never by `instanceof`.
 */
export class McpClientError extends Error {
  override readonly name: string = "McpClientError";
  /** What kind of failure, for programs. */
  readonly code: McpClientErrorCode;
  /** The JSON-RPC error code, for `mcp_request_failed`. */
  readonly rpcCode: number | undefined;
  /** The JSON-RPC error's `data`, for `mcp_request_failed`. */
  readonly data: unknown;

  constructor(
    code: McpClientErrorCode,
    message: string,
    options: { rpcCode?: number; data?: unknown; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.rpcCode = options.rpcCode;
    this.data = options.data;
    Object.defineProperty(this, MARKER, { value: true });
  }

  /** Whether `value` is an McpClientError of any copy of this package. */
  static isInstance(value: unknown): value is McpClientError {
    return hasMarker(value, MARKER);
  }
}
