import { importMcpTools, type McpClient } from "@tinyllm/mcp";
import { connectMcp } from "@tinyllm/mcp/node";
import type { Registry } from "@tinyllm/tool";
import { hasMarker } from "@tinyllm/types";
import { visible } from "../render/visible-text.js";

const mcpCommandErrorMarker = Symbol.for("@tinyllm/demo-agent.McpCommandError");

/** A `--mcp "command args"` value that cannot be read. */
export class McpCommandError extends Error {
  override readonly name = "McpCommandError";
  /** A stable code for programs; the message is for people. */
  readonly code = "invalid_mcp_command";

  /** Whether `value` is a `McpCommandError` from any copy of this app (by its `Symbol.for` marker); never throws. */
  static isInstance(value: unknown): value is McpCommandError {
    return hasMarker(value, mcpCommandErrorMarker);
  }
}
Object.defineProperty(McpCommandError.prototype, mcpCommandErrorMarker, { value: true });

/** Programs that run another one named by their first plain argument (`npx -y pkg`). */
const RUNNERS = new Set(["npx", "node", "uvx", "pnpm", "pnpx", "bunx", "deno", "docker"]);

/**
 * Splits `--mcp`'s text into a command and its arguments, as a shell would for plain words,
 * 'single' and "double" quotes and backslash escapes, but with no expansion of any kind: the
 * words go to the program as they are, without a shell.
 */
export function splitCommand(text: string): { command: string; args: string[] } {
  const words: string[] = [];
  let word: string | undefined;
  let quote: "'" | '"' | undefined;
  for (let index = 0; index < text.length; index++) {
    const character = text[index] as string;
    if (quote !== undefined) {
      if (character === quote) quote = undefined;
      else if (character === "\\" && quote === '"' && index + 1 < text.length)
        word = `${word ?? ""}${text[++index]}`;
      else word = `${word ?? ""}${character}`;
    } else if (character === "'" || character === '"') {
      quote = character;
      word ??= "";
    } else if (character === "\\" && index + 1 < text.length) {
      word = (word ?? "") + text[++index];
    } else if (/\s/.test(character)) {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else {
      word = (word ?? "") + character;
    }
  }
  if (quote !== undefined)
    throw new McpCommandError(`--mcp ${JSON.stringify(text)} has an unclosed ${quote} quote`);
  if (word !== undefined) words.push(word);
  const [command, ...args] = words;
  if (command === undefined)
    throw new McpCommandError(
      '--mcp needs a command, e.g. --mcp "npx -y @modelcontextprotocol/server-everything"',
    );
  return { command, args };
}

/** The server's short name: the package a runner starts (`server-filesystem`), else the program's. */
export function serverName(command: string, args: readonly string[]): string {
  const base = (path: string) =>
    path
      .split(/[\\/]/)
      .pop()
      ?.replace(/\.(c?js|mjs|ts|exe|cmd)$/i, "") ?? path;
  const program = base(command);
  const started = RUNNERS.has(program) ? args.find((arg) => !arg.startsWith("-")) : undefined;
  const name = started === undefined ? program : base(started.replace(/@[^/@]*$/, ""));
  return name.replace(/[^A-Za-z0-9_-]/g, "_") || "mcp";
}

/** What connecting the `--mcp` servers gives: their clients (to close) and a line for each. */
export interface McpServers {
  readonly clients: readonly McpClient[];
  readonly lines: readonly string[];
}

/**
 * Starts each `--mcp` server over stdio and registers its tools beside the demo's. A server that
 * cannot start throws, naming it; a tool it cannot import is listed with the reason.
 */
export async function connectMcpServers(
  commands: readonly string[],
  registry: Registry,
): Promise<McpServers> {
  const clients: McpClient[] = [];
  const lines: string[] = [];
  try {
    for (const text of commands) {
      const { command, args } = splitCommand(text);
      const name = serverName(command, args);
      const client = await connectMcp({ command, args, env: {} }, { name });
      clients.push(client);
      const imported = await importMcpTools(registry, client);
      lines.push(
        `mcp: ${name}: ${imported.names.length} tools (${visible(imported.names.join(", "))})`,
      );
      // A skipped tool's name and reason are the server's words: shown, never acted on.
      for (const skipped of imported.skipped)
        lines.push(`mcp: ${name}: skipped ${visible(skipped.name)}: ${visible(skipped.reason)}`);
    }
  } catch (error) {
    await Promise.all(clients.map((client) => client.close()));
    throw error;
  }
  return { clients, lines };
}
