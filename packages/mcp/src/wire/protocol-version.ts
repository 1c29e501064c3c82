import { ERROR_MESSAGES, ErrorCode } from "./error-codes.js";
import { errorResponse, type JsonRpcErrorResponse, type JsonRpcId } from "./json-rpc.js";

/** The modern (stateless) protocol revision: per-request `_meta`, no `initialize`, no sessions. */
export const MODERN_PROTOCOL_VERSION = "2026-07-28";

/** The newest legacy revision: `initialize` handshake and, on HTTP, `Mcp-Session-Id` sessions. */
export const LATEST_LEGACY_PROTOCOL_VERSION = "2025-11-25";

/** Legacy revisions an `initialize` may ask for and get echoed back, newest first. */
export const LEGACY_PROTOCOL_VERSIONS: readonly string[] = [
  "2025-11-25",
  "2025-06-18",
  "2025-03-26",
  "2024-11-05",
];

/** Modern revisions served statelessly, newest first. */
export const MODERN_PROTOCOL_VERSIONS: readonly string[] = [MODERN_PROTOCOL_VERSION];

/** Every revision supported, newest first: what `supported` lists in an unsupported-version error. */
export const SUPPORTED_PROTOCOL_VERSIONS: readonly string[] = [
  ...MODERN_PROTOCOL_VERSIONS,
  ...LEGACY_PROTOCOL_VERSIONS,
];

/** The `_meta` keys of the modern era. */
export const META = {
  protocolVersion: "io.modelcontextprotocol/protocolVersion",
  clientCapabilities: "io.modelcontextprotocol/clientCapabilities",
  clientInfo: "io.modelcontextprotocol/clientInfo",
  serverInfo: "io.modelcontextprotocol/serverInfo",
  subscriptionId: "io.modelcontextprotocol/subscriptionId",
  logLevel: "io.modelcontextprotocol/logLevel",
} as const;

/** True for a revision served statelessly (2026-07-28 and later ones we know). */
export function isModernVersion(version: unknown): version is string {
  return typeof version === "string" && MODERN_PROTOCOL_VERSIONS.includes(version);
}

/** True for a legacy revision we can serve after `initialize`. */
export function isLegacyVersion(version: unknown): version is string {
  return typeof version === "string" && LEGACY_PROTOCOL_VERSIONS.includes(version);
}

/**
 * The version an `initialize` answer carries: the requested one when it is a legacy revision we
 * support, else our latest legacy revision (the client then decides whether to disconnect).
 */
export function negotiateLegacyVersion(requested: unknown): string {
  return isLegacyVersion(requested) ? requested : LATEST_LEGACY_PROTOCOL_VERSION;
}

/** The spec's -32022 error: `data` lists every supported version and echoes the requested one. */
export function unsupportedVersionError(
  id: JsonRpcId | null,
  requested: unknown,
): JsonRpcErrorResponse {
  return errorResponse(
    id,
    ErrorCode.unsupportedProtocolVersion,
    ERROR_MESSAGES[ErrorCode.unsupportedProtocolVersion],
    {
      supported: [...SUPPORTED_PROTOCOL_VERSIONS],
      requested: requested === undefined ? null : requested,
    },
  );
}
