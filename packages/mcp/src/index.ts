// The public surface of @tinyllm/mcp (browser- and edge-safe: no `node:` imports): named re-exports only.
export type { McpHandlerOptions } from "./http/http-options.js";
export { type McpHandler, mcpHandler } from "./http/mcp-handler.js";
export {
  type LineChannel,
  type LineServer,
  type LineServerOptions,
  serveLines,
} from "./server/line-server.js";
export type { McpServerOptions } from "./server/server-options.js";
export { FINGERPRINT_META_KEY } from "./server/tool-listing.js";
export {
  ErrorCode,
  LATEST_LEGACY_PROTOCOL_VERSION,
  MODERN_PROTOCOL_VERSION,
  SUPPORTED_PROTOCOL_VERSIONS,
} from "./wire/index.js";
