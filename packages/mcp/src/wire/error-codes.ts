/** JSON-RPC 2.0 and MCP error codes, shared by the server and the client. */
export const ErrorCode = {
  /** The message is not JSON (or a line exceeded the framing cap). */
  parseError: -32700,
  /** JSON, but not a JSON-RPC message we accept (a batch, a wrong `jsonrpc`, a bad `id`). */
  invalidRequest: -32600,
  /** The method is not one this side implements. */
  methodNotFound: -32601,
  /** The method exists but its params are malformed (or name an unknown tool, by option). */
  invalidParams: -32602,
  /** The receiver failed while handling a well-formed request. */
  internalError: -32603,
  /** 2026-07-28: HTTP headers (`Mcp-Method`, `Mcp-Name`, `MCP-Protocol-Version`) disagree with the body or are missing. */
  headerMismatch: -32020,
  /** 2026-07-28: the request lacks a client capability the server requires. */
  missingRequiredClientCapability: -32021,
  /** 2026-07-28: the requested protocol version is not supported; `data.supported` lists those that are. */
  unsupportedProtocolVersion: -32022,
} as const;

/** One of the codes in {@link ErrorCode}. */
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The standard message for each JSON-RPC code, used when no more specific text helps. */
export const ERROR_MESSAGES: Readonly<Record<ErrorCodeValue, string>> = {
  [ErrorCode.parseError]: "Parse error",
  [ErrorCode.invalidRequest]: "Invalid Request",
  [ErrorCode.methodNotFound]: "Method not found",
  [ErrorCode.invalidParams]: "Invalid params",
  [ErrorCode.internalError]: "Internal error",
  [ErrorCode.headerMismatch]: "Header mismatch",
  [ErrorCode.missingRequiredClientCapability]: "Missing required client capability",
  [ErrorCode.unsupportedProtocolVersion]: "Unsupported protocol version",
};

/** Codes that only a modern (2026-07-28) server sends: a client seeing one knows the server's era. */
export const MODERN_ERROR_CODES: ReadonlySet<number> = new Set([
  ErrorCode.headerMismatch,
  ErrorCode.missingRequiredClientCapability,
  ErrorCode.unsupportedProtocolVersion,
]);
