import { META, MODERN_PROTOCOL_VERSION } from "../wire/index.js";

/** The protocol era a server speaks: per-request `_meta` (2026-07-28 on) or the `initialize` handshake. */
export type McpEra = "modern" | "legacy";

/** Who this client says it is. */
export interface ClientInfo {
  readonly name: string;
  readonly version: string;
}

/** The `_meta` every modern request carries: version, capabilities (none) and identity. */
export function modernMeta(clientInfo: ClientInfo): Record<string, unknown> {
  return {
    [META.protocolVersion]: MODERN_PROTOCOL_VERSION,
    [META.clientCapabilities]: {},
    [META.clientInfo]: { ...clientInfo },
  };
}
