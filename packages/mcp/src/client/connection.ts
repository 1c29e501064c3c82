import { type OptionFields, refuseUnknownOption } from "../wire/index.js";
import { McpClientError } from "./mcp-errors.js";
import type { ClientInfo, McpEra } from "./meta.js";
import { detectEra, type ServerIdentity } from "./probe-era.js";
import { type RestartPolicy, resolveRestartPolicy, restartDelay } from "./restart-policy.js";
import { describe, type RequestOptions, RpcSession } from "./rpc-session.js";
import type { ServerRequestLimits } from "./server-requests.js";
import { subscribeToToolChanges } from "./tool-list-subscription.js";
import type { McpTransport, TransportClosed } from "./transport.js";

export type { RequestOptions, RestartPolicy };

/** Options of a connection; every field but `name` has a default. */
export interface McpConnectionOptions extends ServerRequestLimits {
  /** The server's name, in messages and as the prefix of names that need one. */
  readonly name: string;
  /** Who this client says it is; default `@tinyllm/mcp`. */
  readonly clientInfo?: ClientInfo | undefined;
  /** How long the `server/discover` probe waits before trying `initialize`; default 3,000 ms. */
  readonly probeTimeoutMs?: number | undefined;
  /** How long a request other than a tool call waits for its answer; default 30,000 ms. */
  readonly requestTimeoutMs?: number | undefined;
  /** The era to speak: `auto` (the default) probes with `server/discover`, then falls back. */
  readonly era?: McpEra | "auto" | undefined;
  /** How a server that exits is restarted; `false` for never. */
  readonly restart?: RestartPolicy | false | undefined;
}

/** Every field of {@link McpConnectionOptions}. */
export const CONNECTION_OPTION_FIELDS = {
  name: 1,
  clientInfo: 1,
  probeTimeoutMs: 1,
  requestTimeoutMs: 1,
  era: 1,
  restart: 1,
  maxConcurrentAnswers: 1,
  maxQueuedServerRequests: 1,
} as const satisfies OptionFields<McpConnectionOptions>;

/** Every option `McpConnection.open` takes: the one list its unknown-name check reads. */
export const CONNECTION_OPTION_NAMES: readonly string[] = Object.keys(CONNECTION_OPTION_FIELDS);

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
  readonly #era: McpEra | "auto";
  readonly #restart: Required<RestartPolicy> | undefined;
  readonly #serverRequests: ServerRequestLimits;
  readonly #listeners = new Map<ConnectionEvent, Set<() => void>>();
  #session: RpcSession | undefined;
  #identity: ServerIdentity | undefined;
  #down: string | undefined;
  #closed = false;
  #restarting = false;
  #garbage = 0;
  #listening = false;
  /** A session ended for breaking a limit, while its transport closes. */
  #stopping: Promise<void> | undefined;

  private constructor(makeTransport: () => McpTransport, options: McpConnectionOptions) {
    this.name = options.name;
    this.#makeTransport = makeTransport;
    this.#clientInfo = options.clientInfo ?? DEFAULT_CLIENT;
    this.#probeTimeoutMs = options.probeTimeoutMs ?? 3_000;
    this.#requestTimeoutMs = options.requestTimeoutMs ?? 30_000;
    this.#era = options.era ?? "auto";
    this.#restart = resolveRestartPolicy(options.restart);
    this.#serverRequests = {
      maxConcurrentAnswers: options.maxConcurrentAnswers,
      maxQueuedServerRequests: options.maxQueuedServerRequests,
    };
  }

  /**
   * Starts the server (or reaches it), finds its era and, for a legacy server, initializes.
   * Rejects with a `RangeError` for an option it does not know (`restart`'s included).
   */
  static async open(
    makeTransport: () => McpTransport,
    options: McpConnectionOptions,
  ): Promise<McpConnection> {
    refuseUnknownOption(options, "McpConnection.open", CONNECTION_OPTION_NAMES);
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

  /**
   * Whether a 2026-07-28 `subscriptions/listen` stream is open, so tool list changes are told
   * (a legacy server tells them unasked; a modern one only on this stream).
   */
  get listening(): boolean {
    return this.#listening;
  }

  /** Messages from the server that were not JSON-RPC (garbage on stdout), so far. */
  get garbageCount(): number {
    return this.#garbage + (this.#session?.garbageCount ?? 0);
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
    const session = this.#session;
    if (this.#down !== undefined || session?.identity === undefined) {
      return Promise.reject(this.#unavailable(this.#down ?? "it is not connected"));
    }
    return session.request(session.identity, method, params, options);
  }

  /** Stops the server (closes its stdin, waits for it) and fails what is still in flight. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.#listening = false;
    const session = this.#session;
    this.#session = undefined;
    session?.end(this.#unavailable("the connection was closed"));
    await Promise.all([session?.transport.close(), this.#stopping]);
  }

  async #start(): Promise<void> {
    const session = new RpcSession(this.#makeTransport(), {
      name: this.name,
      clientInfo: this.#clientInfo,
      requestTimeoutMs: this.#requestTimeoutMs,
      toolsChanged: () => this.#emit("toolsChanged"),
      lost: (why) => {
        if (session === this.#session) this.#lost(session, why);
      },
      serverRequests: this.#serverRequests,
      broken: (reason) => this.#broken(session, reason),
    });
    try {
      await session.start();
    } catch (error) {
      throw this.#named(error);
    }
    this.#session = session;
    try {
      session.identity = await detectEra({
        transport: session.transport,
        clientInfo: this.#clientInfo,
        probeTimeoutMs: this.#probeTimeoutMs,
        era: this.#era,
        request: (method, params, era, protocolVersion, timeoutMs) =>
          session.request({ era, protocolVersion, serverInfo: undefined }, method, params, {
            idleTimeoutMs: timeoutMs,
          }),
      });
      this.#identity = session.identity;
    } catch (error) {
      if (this.#session === session) this.#session = undefined;
      session.end(this.#unavailable("the probe failed"));
      await session.transport.close().catch(() => undefined);
      throw this.#named(error);
    }
    subscribeToToolChanges(session, {
      listening: (open) => {
        if (session === this.#session) this.#listening = open;
      },
      missed: () => this.#emit("toolsChanged"),
    });
  }

  /** The server went away: fail what is in flight, then restart it if the policy allows. */
  #lost(session: RpcSession, why: TransportClosed): void {
    this.#session = undefined;
    this.#listening = false;
    this.#garbage += session.garbageCount;
    const stderr = why.stderr ? `; its last stderr lines:\n${why.stderr}` : "";
    this.#down = `server "${this.name}" ${why.reason}`;
    session.end(this.#unavailable(`${why.reason}; the call may or may not have run${stderr}`));
    if (!this.#closed && !this.#restarting) void this.#restartLoop(why.reason);
  }

  /** The server broke a limit: the connection closes for good (a restart would meet it again). */
  #broken(session: RpcSession, reason: string): void {
    if (session === this.#session) {
      this.#session = undefined;
      this.#listening = false;
      this.#garbage += session.garbageCount;
      this.#down = `server "${this.name}" ${reason}`;
    }
    session.end(new McpClientError("mcp_protocol_error", `server "${this.name}" ${reason}`));
    this.#stopping = session.transport.close().catch(() => undefined);
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

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
