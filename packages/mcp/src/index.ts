// The public surface of @tinyllm/mcp (browser- and edge-safe: no `node:` imports): named re-exports only.
export {
  type ConnectMcpOptions,
  connectMcp,
  HttpTransport,
  type HttpTransportOptions,
  type ImportMcpToolsOptions,
  importMcpTools,
  MAX_TOOL_PAGES,
  MCP_SCHEMA_ANNOTATIONS,
  McpClient,
  McpClientError,
  type McpClientErrorCode,
  McpConnection,
  type McpConnectionOptions,
  type McpEra,
  type McpHttpTarget,
  type McpImport,
  type McpProgress,
  type McpTool,
  type McpToolInfo,
  type McpToolSet,
  type McpToolsOptions,
  type McpTransport,
  type RestartPolicy,
  type SkippedTool,
} from "./client/index.js";
export type { McpHandlerOptions, McpRequestInfo } from "./http/http-options.js";
export { type McpHandler, mcpHandler } from "./http/mcp-handler.js";
export {
  type LineChannel,
  type LineServer,
  type LineServerOptions,
  serveLines,
} from "./server/line-server.js";
export type { McpServerOptions } from "./server/server-options.js";
export { FINGERPRINT_META_KEY } from "./server/tool-listing.js";
export type { McpSpan, McpTracer } from "./server/trace-request.js";
export {
  ErrorCode,
  LATEST_LEGACY_PROTOCOL_VERSION,
  MODERN_PROTOCOL_VERSION,
  SUPPORTED_PROTOCOL_VERSIONS,
} from "./wire/index.js";
