import {
  LATEST_LEGACY_PROTOCOL_VERSION,
  LEGACY_PROTOCOL_VERSIONS,
  META,
  MODERN_ERROR_CODES,
  MODERN_PROTOCOL_VERSION,
} from "../wire/index.js";
import { McpClientError } from "./mcp-errors.js";
import type { ClientInfo, McpEra } from "./meta.js";
import type { McpTransport } from "./transport.js";

/** The era, version and self-description of a server. */
export interface ServerIdentity {
  readonly era: McpEra;
  readonly protocolVersion: string;
  readonly serverInfo: unknown;
  /** 2026-07-28: the server's `server/discover` offered `capabilities.tools.listChanged`. */
  readonly toolsListChanged?: boolean | undefined;
}

/** What the probe needs from the connection. */
export interface ProbeContext {
  readonly transport: McpTransport;
  readonly clientInfo: ClientInfo;
  readonly probeTimeoutMs: number;
  /** `auto` probes; `modern` or `legacy` speaks that era without probing. */
  readonly era: McpEra | "auto";
  /** Sends one request in the given era and waits for its result. */
  request(
    method: string,
    params: Record<string, unknown>,
    era: McpEra,
    protocolVersion: string,
    timeoutMs: number,
  ): Promise<Record<string, unknown>>;
}

/**
 * Finds the server's era as the 2026-07-28 transports say: `server/discover` first; a result or
 * a recognised modern error means modern; any other error or no answer in time means legacy,
 * and the `initialize` handshake follows.
 */
export async function detectEra(context: ProbeContext): Promise<ServerIdentity> {
  if (context.era === "legacy") return initialize(context);
  let discovered: Record<string, unknown>;
  try {
    discovered = await context.request(
      "server/discover",
      {},
      "modern",
      MODERN_PROTOCOL_VERSION,
      context.probeTimeoutMs,
    );
  } catch (error) {
    if (
      McpClientError.isInstance(error) &&
      error.rpcCode !== undefined &&
      MODERN_ERROR_CODES.has(error.rpcCode)
    ) {
      throw new McpClientError(
        "mcp_protocol_error",
        `the server speaks only protocol versions this client does not: ${JSON.stringify(supportedOf(error.data))}; this client speaks ${MODERN_PROTOCOL_VERSION} and ${LEGACY_PROTOCOL_VERSIONS.join(", ")}`,
        { cause: error },
      );
    }
    if (McpClientError.isInstance(error) && error.code === "mcp_server_unavailable") throw error;
    if (context.era === "modern") throw error;
    return initialize(context);
  }
  const versions = Array.isArray(discovered.supportedVersions) ? discovered.supportedVersions : [];
  if (!versions.includes(MODERN_PROTOCOL_VERSION)) {
    // A dual-era server that does not list our modern version may still take `initialize`.
    return initialize(context);
  }
  const meta = discovered._meta;
  const serverInfo =
    typeof meta === "object" && meta !== null
      ? (meta as Record<string, unknown>)[META.serverInfo]
      : undefined;
  return {
    era: "modern",
    protocolVersion: MODERN_PROTOCOL_VERSION,
    serverInfo,
    toolsListChanged: offersToolsListChanged(discovered.capabilities),
  };
}

async function initialize(context: ProbeContext): Promise<ServerIdentity> {
  const result = await context.request(
    "initialize",
    {
      protocolVersion: LATEST_LEGACY_PROTOCOL_VERSION,
      capabilities: {},
      clientInfo: { ...context.clientInfo },
    },
    "legacy",
    LATEST_LEGACY_PROTOCOL_VERSION,
    context.probeTimeoutMs * 4,
  );
  const version = result.protocolVersion;
  if (typeof version !== "string" || !LEGACY_PROTOCOL_VERSIONS.includes(version)) {
    throw new McpClientError(
      "mcp_protocol_error",
      `the server answered initialize with protocol version ${JSON.stringify(version)}; this client speaks ${LEGACY_PROTOCOL_VERSIONS.join(", ")}`,
    );
  }
  await context.transport.send(
    { jsonrpc: "2.0", method: "notifications/initialized" },
    { protocolVersion: version },
  );
  return { era: "legacy", protocolVersion: version, serverInfo: result.serverInfo };
}

function offersToolsListChanged(capabilities: unknown): boolean {
  const tools = isRecord(capabilities) ? capabilities.tools : undefined;
  return isRecord(tools) && tools.listChanged === true;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function supportedOf(data: unknown): unknown {
  return typeof data === "object" && data !== null
    ? (data as Record<string, unknown>).supported
    : undefined;
}
