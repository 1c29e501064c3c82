/** A message the client sends: a request (with an id), a notification, or a response to the server. */
export type OutgoingMessage = { readonly jsonrpc: "2.0" } & Readonly<Record<string, unknown>>;

/** Why a transport stopped, for the calls it leaves unanswered. */
export interface TransportClosed {
  /** One line for the user: `exited (code 1)`, `closed its output`, `connection refused`. */
  readonly reason: string;
  /** The last lines the server wrote to stderr, when there is a stderr. */
  readonly stderr?: string | undefined;
}

/** What a transport tells the connection. */
export interface TransportEvents {
  /** A message from the server, already parsed from JSON (its shape is still unchecked). */
  receive(message: unknown): void;
  /** A line or body that was not JSON: counted and reported, never fatal. */
  garbage(text: string): void;
  /**
   * The answer to request `id` came but cannot be read (a line over the cap): that request fails
   * at once with `reason` instead of waiting for its timeout.
   */
  unreadable?(id: number, reason: string): void;
  /** The transport stopped without `close()` being called. */
  closed(why: TransportClosed): void;
}

/** How one message is sent. */
export interface SendOptions {
  /** HTTP: aborting it closes the response stream, which cancels the request in the 2026 era. */
  readonly signal?: AbortSignal | undefined;
  /** The protocol version for the `MCP-Protocol-Version` header, once one is chosen. */
  readonly protocolVersion?: string | undefined;
  /** Extra headers for this request (the 2026 era's `Mcp-Param-*`). */
  readonly headers?: Readonly<Record<string, string>> | undefined;
}

/**
 * One way to reach an MCP server: a child process over stdio, or a Streamable HTTP endpoint.
 * A transport is used once; reconnecting makes a new one.
 */
export interface McpTransport {
  /** `stdio` cancels with `notifications/cancelled`; `http` by closing the response stream. */
  readonly kind: "stdio" | "http";
  /** Starts it (spawns the process); rejects when the server cannot be reached at all. */
  start(events: TransportEvents): Promise<void>;
  /** Sends one message; HTTP routes the answer (JSON or an SSE stream) to `receive`. */
  send(message: OutgoingMessage, options?: SendOptions): Promise<void>;
  /** Stops it for good: closes stdin and waits for the process, or ends the HTTP session. */
  close(): Promise<void>;
}
