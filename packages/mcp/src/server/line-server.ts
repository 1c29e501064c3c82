import type { Registry } from "@tinyllm/tool";
import {
  ErrorCode,
  errorResponse,
  frameLine,
  idKey,
  type JsonRpcMessage,
  type JsonRpcRequest,
  LineSplitter,
  negotiateLegacyVersion,
  notification,
  type OptionFields,
  refuseUnknownOption,
} from "../wire/index.js";
import { ListenSubscription } from "./listen-subscription.js";
import { parseRequestText } from "./parse-request.js";
import { checkModernMeta, declaresVersion } from "./request-meta.js";
import { type Era, ServerCore } from "./server-core.js";
import { type McpServerOptions, SERVER_OPTION_FIELDS } from "./server-options.js";

/** A byte stream in and a text sink out: stdin and stdout, a socket, a test's pipes. */
export interface LineChannel {
  /** The client's bytes. The server stops when it ends. */
  readonly input: AsyncIterable<Uint8Array | string>;
  /**
   * Writes protocol text (whole lines) to the client. Returning false (as a Node stream's
   * `write` does) says the client is behind: no more input is read until {@link drained}.
   */
  write(text: string): unknown;
  /** Bytes written that the client has not taken yet (a Node stream's `writableLength`). */
  queuedBytes?(): number;
  /** Resolves once the client has caught up (a Node stream's `'drain'`). */
  drained?(): Promise<void>;
}

/** Options of {@link serveLines}: the server's, plus the line cap. */
export interface LineServerOptions extends McpServerOptions {
  /** The longest line read, in bytes; default 10 MiB. A longer one is answered with -32700. */
  readonly maxLineBytes?: number | undefined;
}

/** Every field of {@link LineServerOptions}. */
export const LINE_SERVER_OPTION_FIELDS = {
  ...SERVER_OPTION_FIELDS,
  maxLineBytes: 1,
} as const satisfies OptionFields<LineServerOptions>;

/** Every option {@link serveLines} takes: the one list its unknown-name check reads. */
export const LINE_SERVER_OPTION_NAMES: readonly string[] = Object.keys(LINE_SERVER_OPTION_FIELDS);

/** A running line server. */
export interface LineServer {
  /** Resolves once the input ended (or {@link close} was called) and every call has settled. */
  readonly closed: Promise<void>;
  /** Why the server closed on its own, past a limit (`maxOutgoingBytes`); else undefined. */
  readonly closeReason: string | undefined;
  /** Stops: aborts calls in flight, ends subscriptions gracefully, stops reading. */
  close(): void;
}

const MODERN_ONLY = new Set(["server/discover", "subscriptions/listen"]);

/**
 * Serves a registry over newline-delimited JSON-RPC (the stdio transport), both eras at once.
 * Throws a `RangeError` for an option it does not know or cannot use.
 */
export function serveLines(
  registry: Registry,
  channel: LineChannel,
  options: LineServerOptions = {},
): LineServer {
  refuseUnknownOption(options, "serveLines", LINE_SERVER_OPTION_NAMES);
  return startLineServer(registry, channel, options);
}

/** {@link serveLines} for options whose names were checked already (`serveStdio`'s). */
export function startLineServer(
  registry: Registry,
  channel: LineChannel,
  options: LineServerOptions,
): LineServer {
  const core = new ServerCore(registry, options);
  const splitter = new LineSplitter({ maxLineBytes: options.maxLineBytes });
  const inFlight = new Map<string, AbortController>();
  const pending = new Set<Promise<void>>();
  const subscriptions = new Map<string, ListenSubscription>();
  let open = true;
  let stopLegacyWatch: (() => void) | undefined;
  // The revision this connection's `initialize` agreed on: what its results may contain.
  let legacyVersion: string | undefined;
  const stop = new AbortController();
  const maxOutgoingBytes = core.options.maxOutgoingBytes;
  let behind = false;
  let closeReason: string | undefined;

  const send = (message: JsonRpcMessage): void => {
    if (!open) return;
    if (channel.write(frameLine(message)) === false) behind = true;
    const queued = channel.queuedBytes?.() ?? 0;
    if (queued > maxOutgoingBytes) overflow(queued);
  };

  /** The client stopped reading while answers piled up: say why, once, and stop serving. */
  const overflow = (queued: number): void => {
    if (closeReason !== undefined) return;
    closeReason = `${queued} bytes waited for a client that does not read them, over maxOutgoingBytes (${maxOutgoingBytes}); the connection was closed`;
    channel.write(
      frameLine(errorResponse(null, ErrorCode.internalError, `Internal error: ${closeReason}`)),
    );
    shutdown(false, closeReason);
  };

  /** Waits, while the client is behind, until it catches up or the server stops. */
  const catchUp = async (): Promise<void> => {
    // One microtask turn lets answers already decided (tools/list) reach the channel first.
    await undefined;
    if (!behind || channel.drained === undefined) return;
    await untilStopped(channel.drained(), stop.signal, undefined);
    behind = false;
  };

  const handleRequest = (request: JsonRpcRequest): void => {
    const key = idKey(request.id);
    if (inFlight.has(key) || subscriptions.has(key)) {
      send(
        errorResponse(
          request.id,
          ErrorCode.invalidRequest,
          "Invalid Request: this id is already in use by a request in flight",
        ),
      );
      return;
    }
    const era: Era =
      declaresVersion(request.params) || MODERN_ONLY.has(request.method) ? "modern" : "legacy";
    if (era === "modern") {
      const checked = checkModernMeta(request.id, request.params);
      if (!checked.ok) {
        send(checked.error);
        return;
      }
      if (request.method === "subscriptions/listen") {
        const opened = ListenSubscription.open(core, request.id, request.params, send);
        if (opened instanceof ListenSubscription) subscriptions.set(key, opened);
        else send(opened);
        return;
      }
    } else if (request.method === "initialize") {
      legacyVersion = negotiateLegacyVersion(request.params?.protocolVersion);
      stopLegacyWatch ??= core.watch(() => send(notification("notifications/tools/list_changed")));
    }
    const controller = new AbortController();
    inFlight.set(key, controller);
    const run = core
      .handle(request, {
        era,
        signal: controller.signal,
        notify: send,
        listChanged: true,
        transport: "pipe",
        legacyVersion,
      })
      .then(
        (response) => {
          if (response !== undefined && !controller.signal.aborted) send(response);
        },
        (error: unknown) => {
          if (!controller.signal.aborted) {
            send(
              errorResponse(
                request.id,
                ErrorCode.internalError,
                `Internal error: ${String(error)}`,
              ),
            );
          }
        },
      )
      .finally(() => {
        inFlight.delete(key);
        pending.delete(run);
      });
    pending.add(run);
  };

  const handleLine = (text: string): void => {
    const parsed = parseRequestText(text, core.options.maxMessageDepth);
    if (!parsed.ok) {
      if (parsed.answer) send(parsed.error);
      return;
    }
    const message = parsed.message;
    if (!("method" in message)) return; // a response: we send no requests, so none is due
    if ("id" in message) {
      handleRequest(message);
      return;
    }
    if (message.method === "notifications/cancelled") {
      const requestId = message.params?.requestId;
      if (typeof requestId !== "string" && typeof requestId !== "number") return;
      const key = idKey(requestId);
      inFlight.get(key)?.abort(message.params?.reason);
      const subscription = subscriptions.get(key);
      subscription?.close(false);
      subscriptions.delete(key);
    }
  };

  const shutdown = (graceful: boolean, reason = "the server is closing"): void => {
    if (!open) return;
    for (const controller of inFlight.values()) controller.abort(reason);
    for (const subscription of subscriptions.values()) subscription.close(graceful);
    subscriptions.clear();
    stopLegacyWatch?.();
    open = false;
    stop.abort();
  };

  const read = async (): Promise<void> => {
    const iterator = channel.input[Symbol.asyncIterator]();
    try {
      for (;;) {
        const next = await untilStopped(iterator.next(), stop.signal, STOPPED);
        if (next.done === true) break;
        for (const event of splitter.push(next.value)) {
          if (behind || pending.size > 0) await catchUp();
          if (!open) break;
          if (event.kind === "line") handleLine(event.text);
          else
            send(
              framingError(
                event.kind === "too-long" ? event.bytes : undefined,
                options.maxLineBytes,
              ),
            );
        }
      }
      for (const event of splitter.end()) if (event.kind === "line") handleLine(event.text);
    } finally {
      // Not awaited: a source blocked in its own read would keep the return from settling.
      if (stop.signal.aborted) void iterator.return?.()?.catch(() => undefined);
    }
  };

  const closed = read()
    .catch(() => undefined)
    .then(async () => {
      shutdown(false);
      await Promise.allSettled([...pending]);
    });
  return {
    closed,
    get closeReason() {
      return closeReason;
    },
    close: () => shutdown(true),
  };
}

function framingError(bytes: number | undefined, maxLineBytes: number | undefined) {
  const limit = maxLineBytes ?? 10 * 1024 * 1024;
  const message =
    bytes === undefined
      ? "Parse error: the line is not valid UTF-8"
      : `Parse error: a line of ${bytes} bytes is over the limit of ${limit} bytes; it was not read`;
  return errorResponse(null, ErrorCode.parseError, message);
}

const STOPPED: IteratorResult<never> = { done: true, value: undefined };

/**
 * The promise's value, or `stopped` once the signal aborts. Not `Promise.race` with one
 * long-lived promise: every race leaves a reaction on it that keeps its chunk reachable.
 */
function untilStopped<T, S>(read: Promise<T>, signal: AbortSignal, stopped: S): Promise<T | S> {
  if (signal.aborted) return Promise.resolve(stopped);
  return new Promise((resolve, reject) => {
    const onAbort = () => resolve(stopped);
    signal.addEventListener("abort", onAbort, { once: true });
    read.then(
      (result) => {
        signal.removeEventListener("abort", onAbort);
        resolve(result);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(error);
      },
    );
  });
}
