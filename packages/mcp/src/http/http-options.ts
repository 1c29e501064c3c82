import { type McpServerOptions, SERVER_OPTION_FIELDS } from "../server/server-options.js";
import type { OptionFields } from "../wire/index.js";

/** Options of `mcpHandler`: the server's, plus what the HTTP endpoint accepts. */
export interface McpHandlerOptions extends McpServerOptions {
  /**
   * Host header values accepted (DNS-rebinding protection): host names (any port) or
   * `host:port`; default `localhost`, `127.0.0.1` and `[::1]`. `"any"` turns the check off:
   * do that only behind authentication or a proxy that checks the host itself.
   */
  readonly allowedHosts?: readonly string[] | "any" | undefined;
  /**
   * Origin header values accepted, like `https://app.example.com`; default any origin whose
   * host is a loopback name. A request without Origin (not from a browser) passes.
   */
  readonly allowedOrigins?: readonly string[] | "any" | undefined;
  /** The largest request body read, in bytes; default 10 MiB. A larger one gets 413. */
  readonly maxBodyBytes?: number | undefined;
  /**
   * 2025-11-25: open the standalone GET SSE stream of a session, which then carries
   * `notifications/tools/list_changed`; default false (GET answers 405).
   */
  readonly legacySseStream?: boolean | undefined;
  /**
   * 2025-11-25: how many sessions are kept in all; past it the least recently used ends. Default
   * 1000. It bounds the server's memory; it cannot keep one caller from ending others' sessions
   * (that is `maxSessionsPerClient`, for clients `clientOf` tells apart).
   */
  readonly maxSessions?: number | undefined;
  /**
   * 2025-11-25: how many sessions one client (as `clientOf` names it) keeps; past it that client's
   * own least recently used session ends, never another client's. Default 100.
   */
  readonly maxSessionsPerClient?: number | undefined;
  /**
   * Names the client a request comes from, for `maxSessionsPerClient`; undefined means it cannot
   * be told apart (only `maxSessions` applies). Default: `info.remoteAddress`, which `serveHttp`
   * fills with the socket's address. Behind a proxy, read the header your proxy sets instead.
   */
  readonly clientOf?: ((request: Request, info: McpRequestInfo) => string | undefined) | undefined;
}

/** Every field of {@link McpHandlerOptions}. */
export const HANDLER_OPTION_FIELDS = {
  ...SERVER_OPTION_FIELDS,
  allowedHosts: 1,
  allowedOrigins: 1,
  maxBodyBytes: 1,
  legacySseStream: 1,
  maxSessions: 1,
  maxSessionsPerClient: 1,
  clientOf: 1,
} as const satisfies OptionFields<McpHandlerOptions>;

/** Every option `mcpHandler` takes: the one list its unknown-name check reads. */
export const HANDLER_OPTION_NAMES: readonly string[] = Object.keys(HANDLER_OPTION_FIELDS);

/** What the server around the handler knows of a request beyond the `Request` itself. */
export interface McpRequestInfo {
  /** The peer's address (`serveHttp`: the socket's `remoteAddress`). */
  readonly remoteAddress?: string | undefined;
}

/** The HTTP options with defaults filled in. */
export interface ResolvedHttpOptions {
  readonly allowedHosts: readonly string[] | "any";
  readonly allowedOrigins: readonly string[] | "any" | undefined;
  readonly maxBodyBytes: number;
  readonly legacySseStream: boolean;
  readonly maxSessions: number;
  readonly maxSessionsPerClient: number;
  readonly clientOf: (request: Request, info: McpRequestInfo) => string | undefined;
}

/** The default body cap: 10 MiB, the same as the stdio line cap. */
export const DEFAULT_MAX_BODY_BYTES = 10 * 1024 * 1024;

/** Loopback host names accepted by default. */
export const LOOPBACK_HOSTS: readonly string[] = ["localhost", "127.0.0.1", "[::1]"];

/** Fills in the defaults and refuses values that cannot work. */
export function resolveHttpOptions(options: McpHandlerOptions): ResolvedHttpOptions {
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  if (!Number.isSafeInteger(maxBodyBytes) || maxBodyBytes < 1) {
    throw new RangeError(`maxBodyBytes must be a positive integer, got ${String(maxBodyBytes)}`);
  }
  const maxSessions = options.maxSessions ?? 1000;
  if (!Number.isSafeInteger(maxSessions) || maxSessions < 1) {
    throw new RangeError(`maxSessions must be a positive integer, got ${String(maxSessions)}`);
  }
  const maxSessionsPerClient = options.maxSessionsPerClient ?? 100;
  if (!Number.isSafeInteger(maxSessionsPerClient) || maxSessionsPerClient < 1) {
    throw new RangeError(
      `maxSessionsPerClient must be a positive integer, got ${String(maxSessionsPerClient)}`,
    );
  }
  return {
    allowedHosts: options.allowedHosts ?? LOOPBACK_HOSTS,
    allowedOrigins: options.allowedOrigins,
    maxBodyBytes,
    legacySseStream: options.legacySseStream === true,
    maxSessions,
    maxSessionsPerClient,
    clientOf: options.clientOf ?? remoteAddressOf,
  };
}

/** The default `clientOf`: the peer's address, when the server around the handler passes one. */
function remoteAddressOf(_request: Request, info: McpRequestInfo): string | undefined {
  return typeof info.remoteAddress === "string" ? info.remoteAddress : undefined;
}
