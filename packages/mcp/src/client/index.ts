// The client side of @tinyllm/mcp (browser- and edge-safe): named re-exports only.
export { type ConnectMcpOptions, connectMcp, type McpHttpTarget } from "./connect-mcp.js";
export {
  McpConnection,
  type McpConnectionOptions,
  type RequestOptions,
  type RestartPolicy,
} from "./connection.js";
export { HttpTransport, type HttpTransportOptions } from "./http-transport.js";
export { type ImportMcpToolsOptions, importMcpTools, type McpImport } from "./import-tools.js";
export { MAX_TOOL_PAGES, type McpToolInfo } from "./list-tools.js";
export {
  McpClient,
  type McpToolSet,
  type McpToolsOptions,
  type SkippedTool,
} from "./mcp-client.js";
export { McpClientError, type McpClientErrorCode } from "./mcp-errors.js";
export { MCP_SCHEMA_ANNOTATIONS, type McpCallTiming, type McpTool } from "./mcp-tool.js";
export type { ClientInfo, McpEra } from "./meta.js";
export type { McpProgress } from "./pending-request.js";
export type {
  McpTransport,
  OutgoingMessage,
  SendOptions,
  TransportClosed,
  TransportEvents,
} from "./transport.js";
