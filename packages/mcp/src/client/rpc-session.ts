import { type IncomingMessage, readIncoming } from "./incoming.js";
import { McpClientError } from "./mcp-errors.js";
import { type ClientInfo, modernMeta } from "./meta.js";
import { PendingRequest, type RequestTiming } from "./pending-request.js";
import type { ServerIdentity } from "./probe-era.js";
import { ServerRequestAnswers, type ServerRequestLimits } from "./server-requests.js";
import type { McpTransport, OutgoingMessage, TransportClosed } from "./transport.js";

/** Options of one request. */
export interface RequestOptions extends Partial<RequestTiming> {
  /** Cancels the request: `notifications/cancelled` on stdio, a closed stream on HTTP. */
  readonly signal?: AbortSignal | undefined;
  /** Extra HTTP headers (the 2026 era's `Mcp-Param-*`). */
  readonly headers?: Readonly<Record<string, string>> | undefined;
}

/** What a session needs from the connection that owns it. */
export interface RpcSessionSettings {
  readonly name: string;
  readonly clientInfo: ClientInfo;
  readonly requestTimeoutMs: number;
  /** A `notifications/tools/list_changed` arrived. */
  readonly toolsChanged: () => void;
  /** The transport stopped on its own (the process exited). */
  readonly lost: (why: TransportClosed) => void;
  /** How the server's own requests are answered. */
  readonly serverRequests?: ServerRequestLimits | undefined;
  /** The server broke a limit (`reason` says which): the session must end for good. */
  readonly broken?: ((reason: string) => void) | undefined;
}

/**
 * JSON-RPC over one transport, for that transport's lifetime: requests and their answers,
 * progress routed by token, cancellation on the wire, and the server's own requests answered.
 * A restarted server gets a new session; the pending requests of the old one fail with it.
 */
export class RpcSession {
  readonly transport: McpTransport;
  /** The server's era and version, once the probe found them. */
  identity: ServerIdentity | undefined;
  readonly #settings: RpcSessionSettings;
  readonly #pending = new Map<number, PendingRequest>();
  readonly #progressTokens = new Map<string, PendingRequest>();
  /** The response stream of each request in flight, aborted when the session ends. */
  readonly #streams = new Map<number, AbortController>();
  readonly #answers: ServerRequestAnswers;
  #nextId = 1;
  #garbage = 0;
  #ended = false;

  constructor(transport: McpTransport, settings: RpcSessionSettings) {
    this.transport = transport;
    this.#settings = settings;
    this.#answers = new ServerRequestAnswers(
      {
        send: (message, signal) =>
          transport.send(message, { signal, protocolVersion: this.identity?.protocolVersion }),
        overflow: (reason) => {
          if (!this.#ended) settings.broken?.(reason);
        },
      },
      settings.serverRequests,
    );
  }

  /** Whether the session is over (the transport stopped, or {@link end} was called). */
  get ended(): boolean {
    return this.#ended;
  }

  /** Messages that were not JSON-RPC (garbage on stdout), so far. */
  get garbageCount(): number {
    return this.#garbage;
  }

  /** Starts the transport and listens to it. */
  start(): Promise<void> {
    return this.transport.start({
      receive: (message) => {
        if (!this.#ended) this.#receive(readIncoming(message));
      },
      garbage: () => {
        this.#garbage++;
      },
      unreadable: (id, reason) => {
        const pending = this.#pending.get(id);
        if (this.#ended || pending === undefined) return;
        pending.reject(
          new McpClientError(
            "mcp_protocol_error",
            `server "${this.#settings.name}" answered ${pending.method} with ${reason}`,
          ),
        );
      },
      closed: (why) => {
        if (this.#ended) return;
        this.#ended = true;
        this.#settings.lost(why);
      },
    });
  }

  /** Fails every request in flight, and ignores the transport from now on. */
  end(error: McpClientError): void {
    this.#ended = true;
    this.#answers.stop();
    const streams = [...this.#streams.values()];
    for (const pending of [...this.#pending.values()]) pending.reject(error);
    // An HTTP answer still streaming is read no further.
    for (const stream of streams) stream.abort();
  }

  /** Sends a request in the given era and waits for its result (an `McpClientError` otherwise). */
  request(
    identity: ServerIdentity,
    method: string,
    params: Record<string, unknown>,
    options: RequestOptions,
  ): Promise<Record<string, unknown>> {
    if (options.signal?.aborted === true) return Promise.reject(cancelled(method));
    const id = this.#nextId++;
    const meta: Record<string, unknown> =
      identity.era === "modern" ? modernMeta(this.#settings.clientInfo) : {};
    const progressToken =
      options.onProgress === undefined ? undefined : `${this.#settings.name}-${id}`;
    if (progressToken !== undefined) meta.progressToken = progressToken;
    const message: OutgoingMessage = {
      jsonrpc: "2.0",
      id,
      method,
      params: Object.keys(meta).length === 0 ? params : { ...params, _meta: meta },
    };
    const stream = new AbortController();
    return new Promise((resolve, reject) => {
      const stop = (): void => {
        this.#pending.delete(id);
        this.#streams.delete(id);
        if (progressToken !== undefined) this.#progressTokens.delete(progressToken);
        options.signal?.removeEventListener("abort", onAbort);
      };
      const pending = new PendingRequest(
        id,
        method,
        {
          idleTimeoutMs: options.idleTimeoutMs ?? this.#settings.requestTimeoutMs,
          maxTimeoutMs: options.maxTimeoutMs ?? Number.POSITIVE_INFINITY,
          onProgress: options.onProgress,
        },
        {
          resolve: (result) => {
            stop();
            resolve(result);
          },
          reject: (error) => {
            stop();
            reject(error);
          },
          onTimeout: (error) => this.#cancelOnWire(identity, id, error.message, stream),
        },
      );
      const onAbort = (): void => {
        pending.reject(cancelled(method));
        this.#cancelOnWire(identity, id, "the caller cancelled the request", stream);
      };
      options.signal?.addEventListener("abort", onAbort, { once: true });
      this.#pending.set(id, pending);
      this.#streams.set(id, stream);
      if (progressToken !== undefined) this.#progressTokens.set(progressToken, pending);
      this.transport
        .send(message, {
          signal: stream.signal,
          protocolVersion: identity.protocolVersion,
          headers: options.headers,
        })
        .then(
          () => {
            // An HTTP answer is read whole by `send`: a request still pending got no answer in it.
            if (this.transport.kind === "http" && !pending.settled) {
              pending.reject(
                new McpClientError(
                  "mcp_protocol_error",
                  `server "${this.#settings.name}" ended its answer to ${method} without a result`,
                ),
              );
            }
          },
          (error: unknown) => {
            if (pending.settled) return;
            pending.reject(
              McpClientError.isInstance(error)
                ? error
                : new McpClientError(
                    "mcp_server_unavailable",
                    `server "${this.#settings.name}": sending ${method} failed: ${describe(error)}`,
                    { cause: error },
                  ),
            );
          },
        );
    });
  }

  /** Tells the server to stop working on a request: closes its HTTP stream, or notifies on stdio. */
  #cancelOnWire(
    identity: ServerIdentity,
    id: number,
    reason: string,
    stream: AbortController,
  ): void {
    stream.abort();
    if (this.#ended || (this.transport.kind === "http" && identity.era === "modern")) return;
    const notification: OutgoingMessage = {
      jsonrpc: "2.0",
      method: "notifications/cancelled",
      params: { requestId: id, reason },
    };
    this.transport.send(notification, { protocolVersion: identity.protocolVersion }).catch(() => {
      // The server may be gone already; a cancellation is best effort.
    });
  }

  #receive(message: IncomingMessage): void {
    switch (message.kind) {
      case "result":
        this.#pending.get(message.id as number)?.resolve(message.result);
        return;
      case "error":
        this.#pending
          .get(message.id as number)
          ?.reject(
            new McpClientError(
              "mcp_request_failed",
              `server "${this.#settings.name}" answered with error ${message.code}: ${message.message}`,
              { rpcCode: message.code, data: message.data },
            ),
          );
        return;
      case "progress":
        this.#progressTokens.get(String(message.token))?.progress(message.progress);
        return;
      case "notification":
        if (message.method === "notifications/tools/list_changed") this.#settings.toolsChanged();
        return;
      case "request":
        this.#answers.answer(message);
        return;
      case "invalid":
        this.#garbage++;
        return;
    }
  }
}

function cancelled(method: string): McpClientError {
  return new McpClientError("mcp_cancelled", `${method} was cancelled by the caller`);
}

/** A thrown value's message, whatever was thrown. */
export function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  try {
    return String(error);
  } catch {
    return "an unreadable error";
  }
}
