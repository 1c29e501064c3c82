import {
  type ConnectMcpOptions,
  connectMcp as connectOver,
  type McpHttpTarget,
} from "../client/connect-mcp.js";
import type { McpClient } from "../client/mcp-client.js";
import type { McpTransport } from "../client/transport.js";
import { type StdioServer, StdioTransport } from "./stdio-transport.js";

/**
 * Connects to an MCP server: a command started over stdio (`{ command, args, env, cwd }`), a
 * Streamable HTTP URL, or a transport factory. A stdio server that exits is restarted with
 * backoff, and the calls in flight fail at once with its last stderr lines.
 */
export function connectMcp(
  target: StdioServer | McpHttpTarget | (() => McpTransport),
  options: ConnectMcpOptions = {},
): Promise<McpClient> {
  if (typeof target === "function" || "url" in target) return connectOver(target, options);
  const name = options.name ?? baseName(target.command);
  return connectOver(() => new StdioTransport(target), { ...options, name });
}

function baseName(command: string): string {
  return (
    command
      .split(/[\\/]/)
      .pop()
      ?.replace(/\.(c?js|mjs|exe|cmd)$/i, "") || "mcp"
  );
}
