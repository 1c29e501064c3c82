import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { McpClientError } from "../client/mcp-errors.js";
import { oversizedAnswerId } from "../client/oversized-answer.js";
import type { McpTransport, OutgoingMessage, TransportEvents } from "../client/transport.js";
import {
  DEFAULT_MAX_LINE_BYTES,
  frameLine,
  LineSplitter,
  type OptionFields,
} from "../wire/index.js";
import { StderrTail } from "./stderr-tail.js";

/** A server to start as a child process: no shell, so arguments are never re-parsed. */
export interface StdioServer {
  /** The program to run (looked up on the PATH of `env`). */
  readonly command: string;
  /** Its arguments, passed as they are. */
  readonly args?: readonly string[] | undefined;
  /**
   * Its environment: only these variables plus a few harmless ones of ours (PATH, HOME, ...),
   * so the agent's secrets are not handed to every server.
   */
  readonly env?: Readonly<Record<string, string>> | undefined;
  /** Its working directory; default ours. */
  readonly cwd?: string | undefined;
  /** The longest stdout line read, in bytes; default 10 MiB. */
  readonly maxLineBytes?: number | undefined;
}

/** Every field of {@link StdioServer} (a stdio target of `connectMcp`). */
export const STDIO_SERVER_NAMES: readonly string[] = Object.keys({
  command: 1,
  args: 1,
  env: 1,
  cwd: 1,
  maxLineBytes: 1,
} as const satisfies OptionFields<StdioServer>);

/** The variables a server inherits unless `env` says otherwise (as the MCP SDKs do). */
const INHERITED_ENV = [
  "HOME",
  "LOGNAME",
  "PATH",
  "SHELL",
  "TERM",
  "USER",
  "TMPDIR",
  "LANG",
  "SYSTEMROOT",
];

/** Bytes kept from each end of an over-long line, to find which request it answers. */
const OVERSIZED_ENDS = 1_024;

/** How long `close()` waits for the server to exit after its stdin closes, then after SIGTERM. */
const EXIT_GRACE_MS = 2_000;

/** stdio, client side: spawns the server, one JSON-RPC message per line each way. */
export class StdioTransport implements McpTransport {
  readonly kind = "stdio";
  readonly #server: StdioServer;
  readonly #stderr = new StderrTail();
  #child: ChildProcessWithoutNullStreams | undefined;
  #closing = false;
  #exited: Promise<void> = Promise.resolve();

  constructor(server: StdioServer) {
    this.#server = server;
  }

  start(events: TransportEvents): Promise<void> {
    const { command, args = [], cwd } = this.#server;
    const child = spawn(command, [...args], {
      cwd,
      env: environment(this.#server.env),
      shell: false,
      stdio: ["pipe", "pipe", "pipe"],
      windowsHide: true,
    });
    this.#child = child;
    const maxLineBytes = this.#server.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES;
    const lines = new LineSplitter({ maxLineBytes, keepEnds: OVERSIZED_ENDS });
    const ends = new TextDecoder();
    const deliver = (found: ReturnType<LineSplitter["push"]>): void => {
      for (const event of found) {
        if (event.kind === "too-long" && event.head !== undefined && event.tail !== undefined) {
          const id = oversizedAnswerId(ends.decode(event.head), ends.decode(event.tail));
          if (id !== undefined) {
            events.unreadable?.(
              id,
              `a line of ${event.bytes} bytes, over maxLineBytes (${maxLineBytes}); it was dropped unread`,
            );
          }
        }
        if (event.kind !== "line") {
          events.garbage(
            event.kind === "too-long"
              ? `a line of ${event.bytes} bytes`
              : "a line that is not UTF-8",
          );
          continue;
        }
        let message: unknown;
        try {
          message = JSON.parse(event.text);
        } catch {
          events.garbage(event.text);
          continue;
        }
        events.receive(message);
      }
    };
    child.stdout.on("data", (chunk: Buffer) => deliver(lines.push(chunk)));
    child.stdout.on("end", () => deliver(lines.end()));
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (text: string) => this.#stderr.push(text));
    // A server that exits while we write gets EPIPE on stdin: the exit event reports it.
    child.stdin.on("error", () => undefined);
    return new Promise((resolve, reject) => {
      let started = false;
      child.once("spawn", () => {
        started = true;
        resolve();
      });
      child.once("error", (error) => {
        if (!started) {
          reject(
            new McpClientError(
              "mcp_server_unavailable",
              `cannot start ${JSON.stringify(command)}: ${error.message}`,
              { cause: error },
            ),
          );
        }
      });
      this.#exited = new Promise((exited) => {
        child.once("close", (code, signal) => {
          exited();
          if (!started || this.#closing) return;
          events.closed({
            reason: signal === null ? `exited (code ${code})` : `was killed by ${signal}`,
            stderr: this.#stderr.text(),
          });
        });
      });
    });
  }

  async send(message: OutgoingMessage): Promise<void> {
    const stdin = this.#child?.stdin;
    if (stdin === undefined || !stdin.writable) {
      throw new McpClientError("mcp_server_unavailable", "the server's stdin is closed");
    }
    await new Promise<void>((resolve, reject) => {
      stdin.write(frameLine(message), (error) => (error ? reject(error) : resolve()));
    });
  }

  /** Closes the server's stdin, then escalates to SIGTERM and SIGKILL if it does not exit. */
  async close(): Promise<void> {
    const child = this.#child;
    if (child === undefined || this.#closing) return this.#exited;
    this.#closing = true;
    child.stdin.end();
    if (await exitsWithin(this.#exited, EXIT_GRACE_MS)) return;
    child.kill("SIGTERM");
    if (await exitsWithin(this.#exited, EXIT_GRACE_MS)) return;
    child.kill("SIGKILL");
    await this.#exited;
  }
}

function environment(
  explicit: Readonly<Record<string, string>> | undefined,
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of INHERITED_ENV) {
    const value = process.env[name];
    // A value that looks like a shell function is never inherited (as the MCP SDKs refuse them).
    if (value !== undefined && !value.startsWith("()")) env[name] = value;
  }
  return { ...env, ...explicit };
}

async function exitsWithin(exited: Promise<void>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const result = await Promise.race([exited.then(() => true), timeout]);
  clearTimeout(timer);
  return result;
}
