import { type OptionFields, refuseUnknownOption } from "../wire/index.js";
import {
  CONNECTION_OPTION_FIELDS,
  McpConnection,
  type McpConnectionOptions,
} from "./connection.js";
import {
  HTTP_TRANSPORT_OPTION_NAMES,
  HttpTransport,
  type HttpTransportOptions,
} from "./http-transport.js";
import { McpClient } from "./mcp-client.js";
import { resolveRestartPolicy } from "./restart-policy.js";
import type { McpTransport } from "./transport.js";

/** A Streamable HTTP server to connect to. */
export interface McpHttpTarget extends HttpTransportOptions {}

/** Options of `connectMcp`; `name` defaults to the URL's host or the command's base name. */
export interface ConnectMcpOptions extends Omit<McpConnectionOptions, "name"> {
  /** The server's name, in messages and as the prefix of names that need one. */
  readonly name?: string | undefined;
}

/** Every option `connectMcp` takes: the one list its unknown-name check reads. */
export const CONNECT_OPTION_NAMES: readonly string[] = Object.keys(
  CONNECTION_OPTION_FIELDS satisfies OptionFields<ConnectMcpOptions>,
);

/** Throws a `RangeError` for a name `connectMcp`'s options (`restart`'s, an HTTP target's) do not have. */
export function checkConnectOptions(
  options: ConnectMcpOptions,
  target?: McpHttpTarget | undefined,
): void {
  if (target !== undefined) {
    refuseUnknownOption(target, "connectMcp HTTP server", HTTP_TRANSPORT_OPTION_NAMES);
  }
  refuseUnknownOption(options, "connectMcp", CONNECT_OPTION_NAMES);
  // The policy's names too, so that every name connectMcp is given is checked before it returns.
  resolveRestartPolicy(options.restart);
}

/**
 * Connects to an MCP server over Streamable HTTP (or any transport given as a factory): probes
 * the 2026 era with `server/discover` and falls back to `initialize`. (`@tinyllm/mcp/node`
 * adds stdio commands.) Throws a `RangeError` at once for an option or target field it does not
 * know.
 */
export function connectMcp(
  target: McpHttpTarget | (() => McpTransport),
  options: ConnectMcpOptions = {},
): Promise<McpClient> {
  checkConnectOptions(options, typeof target === "function" ? undefined : target);
  if (typeof target === "function") return openClient(target, options.name ?? "mcp", options);
  const url = new URL(target.url);
  return openClient(() => new HttpTransport(target), options.name ?? url.hostname, options);
}

/** Opens the connection and its client, for options `connectMcp` checked already. */
export async function openClient(
  make: () => McpTransport,
  name: string,
  options: ConnectMcpOptions,
): Promise<McpClient> {
  // HTTP servers do not exit: nothing to restart, every request stands alone. (McpConnection.open
  // looks at the same names again: a dozen keys, once per connection, never per request.)
  return new McpClient(await McpConnection.open(make, { ...options, name }));
}
