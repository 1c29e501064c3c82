import { McpConnection, type McpConnectionOptions } from "./connection.js";
import { HttpTransport, type HttpTransportOptions } from "./http-transport.js";
import { McpClient } from "./mcp-client.js";
import type { McpTransport } from "./transport.js";

/** A Streamable HTTP server to connect to. */
export interface McpHttpTarget extends HttpTransportOptions {}

/** Options of `connectMcp`; `name` defaults to the URL's host or the command's base name. */
export interface ConnectMcpOptions extends Omit<McpConnectionOptions, "name"> {
  /** The server's name, in messages and as the prefix of names that need one. */
  readonly name?: string | undefined;
}

/**
 * Connects to an MCP server over Streamable HTTP (or any transport given as a factory): probes
 * the 2026 era with `server/discover` and falls back to `initialize`. (`@tinyllm/mcp/node`
 * adds stdio commands.)
 */
export function connectMcp(
  target: McpHttpTarget | (() => McpTransport),
  options: ConnectMcpOptions = {},
): Promise<McpClient> {
  if (typeof target === "function") return open(target, options.name ?? "mcp", options);
  const url = new URL(target.url);
  return open(() => new HttpTransport(target), options.name ?? url.hostname, options);
}

async function open(
  make: () => McpTransport,
  name: string,
  options: ConnectMcpOptions,
): Promise<McpClient> {
  // HTTP servers do not exit: nothing to restart, every request stands alone.
  return new McpClient(await McpConnection.open(make, { ...options, name }));
}
