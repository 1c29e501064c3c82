import type { Writable } from "node:stream";
import type { Registry } from "@tinyllm/tool";
import {
  LINE_SERVER_OPTION_FIELDS,
  type LineServer,
  type LineServerOptions,
  startLineServer,
} from "../server/line-server.js";
import { type OptionFields, refuseUnknownOption } from "../wire/index.js";

/** Options of {@link serveStdio}: the line server's, plus the streams (for tests and sockets). */
export interface ServeStdioOptions extends LineServerOptions {
  /** Where requests come from; default `process.stdin`. */
  readonly input?: NodeJS.ReadableStream | undefined;
  /** Where protocol messages go; default `process.stdout`. */
  readonly output?: NodeJS.WritableStream | undefined;
}

/** Every option {@link serveStdio} takes: the one list its unknown-name check reads. */
export const SERVE_STDIO_OPTION_NAMES: readonly string[] = Object.keys({
  ...LINE_SERVER_OPTION_FIELDS,
  input: 1,
  output: 1,
} as const satisfies OptionFields<ServeStdioOptions>);

/**
 * Serves a registry over stdio: one JSON-RPC message per line on stdin and stdout. While it
 * serves, anything else written to `process.stdout` (a `console.log` in a tool) goes to stderr,
 * so stdout carries protocol bytes only. stdin's end aborts calls in flight and ends serving.
 * Throws a `RangeError` for an option it does not know or cannot use.
 */
export function serveStdio(registry: Registry, options: ServeStdioOptions = {}): LineServer {
  refuseUnknownOption(options, "serveStdio", SERVE_STDIO_OPTION_NAMES);
  const input = options.input ?? process.stdin;
  const output = options.output ?? process.stdout;
  const protocolWrite = output.write.bind(output) as (text: string) => boolean;
  const guardsStdout = output === process.stdout;
  const originalWrite = process.stdout.write;
  if (guardsStdout) {
    process.stdout.write = process.stderr.write.bind(process.stderr) as typeof process.stdout.write;
  }
  const writable = output as Partial<Pick<Writable, "writableLength">>;
  const server = startLineServer(
    registry,
    {
      input: input as AsyncIterable<Uint8Array | string>,
      write: protocolWrite,
      queuedBytes: () => writable.writableLength ?? 0,
      drained: () => drainOf(output),
    },
    options,
  );
  const onError = () => server.close();
  output.on("error", onError);
  void server.closed.finally(() => {
    output.off("error", onError);
    if (guardsStdout) process.stdout.write = originalWrite;
    // The client may never read the last line: say it where the host's log shows it.
    if (guardsStdout && server.closeReason !== undefined)
      process.stderr.write(`@tinyllm/mcp: ${server.closeReason}\n`);
  });
  return server;
}

/** Resolves on the stream's next `'drain'`, or once it closes or fails (no drain will come). */
function drainOf(output: NodeJS.WritableStream): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      output.off("drain", done);
      output.off("close", done);
      output.off("error", done);
      resolve();
    };
    output.on("drain", done);
    output.on("close", done);
    output.on("error", done);
  });
}
