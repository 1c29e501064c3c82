import {
  type ConnectMcpOptions,
  checkConnectOptions,
  connectMcp as connectOver,
  type McpHttpTarget,
  openClient,
} from "../client/connect-mcp.js";
import type { McpClient } from "../client/mcp-client.js";
import type { McpTransport } from "../client/transport.js";
import { refuseUnknownOption } from "../wire/index.js";
import { STDIO_SERVER_NAMES, type StdioServer, StdioTransport } from "./stdio-transport.js";

/**
 * Connects to an MCP server: a command started over stdio (`{ command, args, env, cwd }`), a
 * Streamable HTTP URL, or a transport factory. A stdio server that exits is restarted with
 * backoff, and the calls in flight fail at once with its last stderr lines. Throws a
 * `RangeError` at once for an option or server field it does not know.
 */
export function connectMcp(
  target: StdioServer | McpHttpTarget | (() => McpTransport),
  options: ConnectMcpOptions = {},
): Promise<McpClient> {
  if (typeof target === "function" || "url" in target) return connectOver(target, options);
  refuseUnknownOption(target, "connectMcp stdio server", STDIO_SERVER_NAMES);
  checkConnectOptions(options);
  return openClient(
    () => new StdioTransport(target),
    options.name ?? baseName(target.command),
    options,
  );
}

function baseName(command: string): string {
  return (
    command
      .split(/[\\/]/)
      .pop()
      ?.replace(/\.(c?js|mjs|exe|cmd)$/i, "") || "mcp"
  );
}
