// The JSON-RPC wire both sides of @tinyllm/mcp share (server and client): named re-exports only.
export {
  ERROR_MESSAGES,
  ErrorCode,
  type ErrorCodeValue,
  MODERN_ERROR_CODES,
} from "./error-codes.js";
export { decodeHeaderValue, encodeHeaderValue } from "./header-value.js";
export {
  errorResponse,
  idKey,
  isNotification,
  isRequest,
  isResponse,
  type JsonObject,
  type JsonRpcErrorObject,
  type JsonRpcErrorResponse,
  type JsonRpcId,
  type JsonRpcMessage,
  type JsonRpcNotification,
  type JsonRpcRequest,
  type JsonRpcResponse,
  type JsonRpcResultResponse,
  notification,
  request,
  resultResponse,
} from "./json-rpc.js";
export {
  DEFAULT_MAX_LINE_BYTES,
  frameLine,
  type LineEvent,
  LineSplitter,
  type LineSplitterOptions,
} from "./line-framing.js";
export { type DepthScan, scanDepth } from "./message-depth.js";
export { type OptionFields, refuseUnknownOption } from "./option-names.js";
export { checkMessage, isJsonObject, type ParsedMessage, parseMessage } from "./parse-message.js";
export {
  isLegacyVersion,
  isModernVersion,
  LATEST_LEGACY_PROTOCOL_VERSION,
  LEGACY_PROTOCOL_VERSIONS,
  META,
  MODERN_PROTOCOL_VERSION,
  MODERN_PROTOCOL_VERSIONS,
  negotiateLegacyVersion,
  SUPPORTED_PROTOCOL_VERSIONS,
  unsupportedVersionError,
} from "./protocol-version.js";
export { formatSseEvent, SSE_KEEP_ALIVE, type SseEvent, SseParser } from "./sse.js";
