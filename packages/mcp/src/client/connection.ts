import { answerServerRequest, type IncomingMessage, readIncoming } from "./incoming.js";
import { McpClientError } from "./mcp-errors.js";
import { type ClientInfo, type McpEra, modernMeta } from "./meta.js";
import { PendingRequest, type RequestTiming } from "./pending-request.js";
import { detectEra, type ServerIdentity } from "./probe-era.js";
import { type RestartPolicy, resolveRestartPolicy, restartDelay } from "./restart-policy.js";
import type { McpTransport, OutgoingMessage, TransportClosed } from "./transport.js";

export type { RestartPolicy };

/** Options of a connection; every field but `name` has a default. */
export interface McpConnectionOptions {
  /** The server's name, in messages and as the prefix of names that need one. */
  readonly name: string;
  /** Who this client says it is; default `@tinyllm/mcp`. */
  readonly clientInfo?: ClientInfo | undefined;
  /** How long the `server/discover` probe waits before trying `initialize`; default 3,000 ms. */
  readonly probeTimeoutMs?: number | undefined;
  /** How long a request other than a tool call waits for its answer; default 30,000 ms. */
  readonly requestTimeoutMs?: number | undefined;
  /** How a server that exits is restarted; `false` for never. */
  readonly restart?: RestartPolicy | false | undefined;
}

/** Options of one request. */
export interface RequestOptions extends Partial<RequestTiming> {
  /** Cancels the request: `notifications/cancelled` on stdio, a closed stream on HTTP. */
  readonly signal?: AbortSignal | undefined;
  /** Extra HTTP headers (the 2026 era's `Mcp-Param-*`). */
  readonly headers?: Readonly<Record<string, string>> | undefined;
}

type ConnectionEvent = "toolsChanged" | "reconnected";

const DEFAULT_CLIENT: ClientInfo = { name: "@tinyllm/mcp", version: "0.1.0" };

/**
 * A client's link to one MCP server: requests and their answers, cancellation, progress, and
 * (for stdio) the server's lifecycle: when it exits, the calls in flight fail at once, new calls
 * fail fast while it restarts, and `reconnected` tells listeners to list the tools again.
 */
export class McpConnection {
  readonly name: string;
  readonly #makeTransport: () => McpTransport;
  readonly #clientInfo: ClientInfo;
  readonly #probeTimeoutMs: number;
  readonly #requestTimeoutMs: number;
  readonly #restart: Required<RestartPolicy> | undefined;
  readonly #pending = new Map<number, PendingRequest>();
  readonly #progressTokens = new Map<string, PendingRequest>();
  readonly #listeners = new Map<ConnectionEvent, Set<() => void>>();
  #transport: McpTransport | undefined;
  #identity: ServerIdentity | undefined;
  #nextId = 1;
  #down: string | undefined;
  #closed = false;
  #restarting = false;
  #garbage = 0;

  private constructor(makeTransport: () => McpTransport, options: McpConnectionOptions) {
    this.name = options.name;
    this.#makeTransport = makeTransport;
    this.#clientInfo = options.clientInfo ?? DEFAULT_CLIENT;
    this.#probeTimeoutMs = options.probeTimeoutMs ?? 3_000;
    this.#requestTimeoutMs = options.requestTimeoutMs ?? 30_000;
    this.#restart = resolveRestartPolicy(options.restart);
  }

  /** Starts the server (or reaches it), finds its era and, for a legacy server, initializes. */
  static async open(
    makeTransport: () => McpTransport,
    options: McpConnectionOptions,
  ): Promise<McpConnection> {
    const connection = new McpConnection(makeTransport, options);
    await connection.#start();
    return connection;
  }

  /** The era the server speaks. */
  get era(): McpEra {
    return this.#identity?.era ?? "legacy";
  }

  /** The protocol version in use. */
  get protocolVersion(): string | undefined {
    return this.#identity?.protocolVersion;
  }

  /** What the server said about itself (untrusted: for display and logs). */
  get serverInfo(): unknown {
    return this.#identity?.serverInfo;
  }

  /** Messages from the server that were not JSON-RPC (garbage on stdout), so far. */
  get garbageCount(): number {
    return this.#garbage;
  }

  /** Listens for `toolsChanged` (a list_changed notification) or `reconnected`; returns the unsubscribe. */
  on(event: ConnectionEvent, listener: () => void): () => void {
    const set = this.#listeners.get(event) ?? new Set();
    this.#listeners.set(event, set);
    set.add(listener);
    return () => set.delete(listener);
  }

  /** Sends a request and waits for its result; rejects with an `McpClientError`. */
  request(
    method: string,
    params: Record<string, unknown> = {},
    options: RequestOptions = {},
  ): Promise<Record<string, unknown>> {
    if (this.#closed) return Promise.reject(this.#unavailable("the connection is closed"));
    if (this.#down !== undefined || this.#transport === undefined || this.#identity === undefined) {
      return Promise.reject(this.#unavailable(this.#down ?? "it is not connected"));
    }
    if (options.signal?.aborted === true) return Promise.reject(cancelled(method));
    return this.#send(this.#transport, this.#identity, method, params, options);
  }

  /** Stops the server (closes its stdin, waits for it) and fails what is still in flight. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.#failAll(this.#unavailable("the connection was closed"));
    const transport = this.#transport;
    this.#transport = undefined;
    await transport?.close();
  }

  #send(
    transport: McpTransport,
    identity: ServerIdentity,
    method: string,
    params: Record<string, unknown>,
    options: RequestOptions,
  ): Promise<Record<string, unknown>> {
    const id = this.#nextId++;
    const meta: Record<string, unknown> =
      identity.era === "modern" ? modernMeta(this.#clientInfo) : {};
    const progressToken = options.onProgress === undefined ? undefined : `${this.name}-${id}`;
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
        if (progressToken !== undefined) this.#progressTokens.delete(progressToken);
        options.signal?.removeEventListener("abort", onAbort);
      };
      const pending = new PendingRequest(
        id,
        method,
        {
          idleTimeoutMs: options.idleTimeoutMs ?? this.#requestTimeoutMs,
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
          onTimeout: (error) => this.#cancelOnWire(transport, identity, id, error.message, stream),
        },
      );
      const onAbort = (): void => {
        pending.reject(cancelled(method));
        this.#cancelOnWire(transport, identity, id, "the caller cancelled the request", stream);
      };
      options.signal?.addEventListener("abort", onAbort, { once: true });
      this.#pending.set(id, pending);
      if (progressToken !== undefined) this.#progressTokens.set(progressToken, pending);
      transport
        .send(message, {
          signal: stream.signal,
          protocolVersion: identity.protocolVersion,
          headers: options.headers,
        })
        .then(
          () => {
            // An HTTP answer is read whole by `send`: a request still pending got no answer in it.
            if (transport.kind === "http" && !pending.settled) {
              pending.reject(
                new McpClientError(
                  "mcp_protocol_error",
                  `server "${this.name}" ended its answer to ${method} without a result`,
                ),
              );
            }
          },
          (error: unknown) => {
            if (pending.settled) return;
            pending.reject(
              McpClientError.isInstance(error)
                ? error
                : this.#unavailable(`sending ${method} failed: ${describe(error)}`, error),
            );
          },
        );
    });
  }

  /** Tells the server to stop working on a request: closes its HTTP stream, or notifies on stdio. */
  #cancelOnWire(
    transport: McpTransport,
    identity: ServerIdentity,
    id: number,
    reason: string,
    stream: AbortController,
  ): void {
    stream.abort();
    if (transport.kind === "http" && identity.era === "modern") return;
    if (transport !== this.#transport) return;
    const notification: OutgoingMessage = {
      jsonrpc: "2.0",
      method: "notifications/cancelled",
      params: { requestId: id, reason },
    };
    transport.send(notification, { protocolVersion: identity.protocolVersion }).catch(() => {
      // The server may be gone already; a cancellation is best effort.
    });
  }

  async #start(): Promise<void> {
    const transport = this.#makeTransport();
    await transport.start({
      receive: (message) => {
        if (transport === this.#transport) this.#receive(transport, readIncoming(message));
      },
      garbage: () => {
        if (transport === this.#transport) this.#garbage++;
      },
      closed: (why) => {
        if (transport === this.#transport) this.#lost(why);
      },
    });
    this.#transport = transport;
    try {
      this.#identity = await detectEra({
        transport,
        clientInfo: this.#clientInfo,
        probeTimeoutMs: this.#probeTimeoutMs,
        request: (method, params, era, protocolVersion, timeoutMs) =>
          this.#send(transport, { era, protocolVersion, serverInfo: undefined }, method, params, {
            idleTimeoutMs: timeoutMs,
          }),
      });
    } catch (error) {
      this.#transport = undefined;
      await transport.close().catch(() => undefined);
      throw this.#named(error);
    }
  }

  #receive(transport: McpTransport, message: IncomingMessage): void {
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
              `server "${this.name}" answered with error ${message.code}: ${message.message}`,
              { rpcCode: message.code, data: message.data },
            ),
          );
        return;
      case "progress":
        this.#progressTokens.get(String(message.token))?.progress(message.progress);
        return;
      case "notification":
        if (message.method === "notifications/tools/list_changed") this.#emit("toolsChanged");
        return;
      case "request":
        transport
          .send(answerServerRequest(message), { protocolVersion: this.#identity?.protocolVersion })
          .catch(() => undefined);
        return;
      case "invalid":
        this.#garbage++;
        return;
    }
  }

  /** The server went away: fail what is in flight, then restart it if the policy allows. */
  #lost(why: TransportClosed): void {
    this.#transport = undefined;
    const stderr = why.stderr ? `; its last stderr lines:\n${why.stderr}` : "";
    this.#down = `server "${this.name}" ${why.reason}`;
    this.#failAll(this.#unavailable(`${why.reason}; the call may or may not have run${stderr}`));
    if (!this.#closed && !this.#restarting) void this.#restartLoop(why.reason);
  }

  async #restartLoop(reason: string): Promise<void> {
    const policy = this.#restart;
    if (policy === undefined) return;
    this.#restarting = true;
    try {
      reason = await this.#restartAttempts(policy, reason);
    } finally {
      this.#restarting = false;
    }
    if (this.#down !== undefined && !this.#closed) {
      this.#down = `server "${this.name}" ${reason}; gave up after ${policy.maxAttempts} restarts`;
    }
  }

  /** Restarts until one succeeds (returns "") or the attempts run out (returns the last reason). */
  async #restartAttempts(policy: Required<RestartPolicy>, reason: string): Promise<string> {
    for (let attempt = 1; attempt <= policy.maxAttempts; attempt++) {
      this.#down = `server "${this.name}" ${reason}; restarting (attempt ${attempt} of ${policy.maxAttempts})`;
      await delay(restartDelay(policy, attempt));
      if (this.#closed) return reason;
      try {
        await this.#start();
        this.#down = undefined;
        this.#emit("reconnected");
        return "";
      } catch (error) {
        reason = `could not be restarted: ${describe(error)}`;
      }
    }
    return reason;
  }

  #failAll(error: McpClientError): void {
    for (const pending of [...this.#pending.values()]) pending.reject(error);
  }

  #emit(event: ConnectionEvent): void {
    for (const listener of [...(this.#listeners.get(event) ?? [])]) {
      try {
        listener();
      } catch {
        // One listener's failure does not stop the others.
      }
    }
  }

  /** The error with the server's name in front, its code kept. */
  #named(error: unknown): McpClientError {
    const prefix = `server "${this.name}"`;
    if (!McpClientError.isInstance(error)) return this.#unavailable(describe(error), error);
    if (error.message.startsWith(prefix)) return error;
    return new McpClientError(error.code, `${prefix}: ${error.message}`, {
      rpcCode: error.rpcCode,
      data: error.data,
      cause: error,
    });
  }

  #unavailable(why: string, cause?: unknown): McpClientError {
    const message = why.startsWith(`server "${this.name}"`) ? why : `server "${this.name}" ${why}`;
    return new McpClientError("mcp_server_unavailable", message, { cause });
  }
}

function cancelled(method: string): McpClientError {
  return new McpClientError("mcp_cancelled", `${method} was cancelled by the caller`);
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  try {
    return String(error);
  } catch {
    return "an unreadable error";
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
