import { encodeHeaderValue, type OptionFields, SseParser } from "../wire/index.js";
import { McpClientError } from "./mcp-errors.js";
import type { McpTransport, OutgoingMessage, SendOptions, TransportEvents } from "./transport.js";

/** Options of a Streamable HTTP connection. */
export interface HttpTransportOptions {
  /** The server's MCP endpoint. */
  readonly url: string | URL;
  /** Headers sent with every request (an `Authorization`, say). */
  readonly headers?: Readonly<Record<string, string>> | undefined;
  /** The largest answer read, in bytes; default 16 MiB. A larger one fails the request. */
  readonly maxResponseBytes?: number | undefined;
  /** The `fetch` to use; default the global one. */
  readonly fetch?: typeof fetch | undefined;
}

/** Every field of {@link HttpTransportOptions} (an HTTP target of `connectMcp`). */
export const HTTP_TRANSPORT_OPTION_NAMES: readonly string[] = Object.keys({
  url: 1,
  headers: 1,
  maxResponseBytes: 1,
  fetch: 1,
} as const satisfies OptionFields<HttpTransportOptions>);

const DEFAULT_MAX_RESPONSE_BYTES = 16 * 1024 * 1024;
const SESSION_HEADER = "mcp-session-id";
/** The methods whose `Mcp-Name` header mirrors `params.name` or `params.uri` (2026-07-28). */
const NAMED_METHODS = new Set(["tools/call", "resources/read", "prompts/get"]);

/**
 * Streamable HTTP, client side: each message is a POST; the answer is one JSON object or an SSE
 * stream of notifications ending in the response, both routed to `receive`. A legacy session
 * id is kept and sent back; redirects are not followed (the conversation is not re-sent elsewhere).
 */
export class HttpTransport implements McpTransport {
  readonly kind = "http";
  readonly #url: URL;
  readonly #headers: Readonly<Record<string, string>>;
  readonly #maxResponseBytes: number;
  readonly #fetch: typeof fetch;
  #events: TransportEvents | undefined;
  #session: string | undefined;

  constructor(options: HttpTransportOptions) {
    this.#url = new URL(options.url);
    this.#headers = options.headers ?? {};
    this.#maxResponseBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
    this.#fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  }

  async start(events: TransportEvents): Promise<void> {
    this.#events = events;
  }

  async send(message: OutgoingMessage, options: SendOptions = {}): Promise<void> {
    const events = this.#events;
    if (events === undefined) throw new Error("the transport was not started");
    const response = await this.#post(message, options);
    const session = response.headers.get(SESSION_HEADER);
    if (session !== null && session !== "") this.#session = session;
    if (response.status === 202) {
      await response.body?.cancel();
      return;
    }
    const type = response.headers.get("content-type") ?? "";
    const id = message.id;
    if (type.includes("text/event-stream") && response.ok) {
      await this.#readStream(response, id, options.signal);
      return;
    }
    const text = await readBounded(response, this.#maxResponseBytes, options.signal);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw this.#httpError(response, text);
    }
    const items: unknown[] = Array.isArray(body) ? body : [body];
    if (!response.ok && !items.some(isErrorAnswer)) throw this.#httpError(response, text);
    // An error answer to a request the server could not read carries `id: null`: it is ours.
    for (const item of items) {
      events.receive(
        isErrorAnswer(item) && item.id === null && id !== undefined ? { ...item, id } : item,
      );
    }
  }

  async close(): Promise<void> {
    const session = this.#session;
    this.#session = undefined;
    if (session === undefined) return;
    // Ending a legacy session is a courtesy: a server that refuses it has nothing more to say.
    await this.#fetch(this.#url, {
      method: "DELETE",
      headers: { ...this.#headers, [SESSION_HEADER]: session },
      redirect: "manual",
    })
      .then((response) => response.body?.cancel())
      .catch(() => undefined);
  }

  #post(message: OutgoingMessage, options: SendOptions): Promise<Response> {
    const headers: Record<string, string> = {
      ...this.#headers,
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      ...options.headers,
    };
    if (options.protocolVersion !== undefined)
      headers["mcp-protocol-version"] = options.protocolVersion;
    if (this.#session !== undefined) headers[SESSION_HEADER] = this.#session;
    if (typeof message.method === "string") {
      headers["mcp-method"] = message.method;
      const name = NAMED_METHODS.has(message.method) ? nameOf(message.params) : undefined;
      if (name !== undefined) headers["mcp-name"] = encodeHeaderValue(name);
    }
    return this.#fetch(this.#url, {
      method: "POST",
      headers,
      body: JSON.stringify(message),
      signal: options.signal,
      redirect: "manual",
    }).catch((error: unknown) => {
      throw new McpClientError(
        "mcp_server_unavailable",
        `${this.#url.origin} cannot be reached: ${causeOf(error)}`,
        { cause: error },
      );
    });
  }

  /** Reads an SSE answer until the response to `id` arrives (or the stream ends). */
  async #readStream(
    response: Response,
    id: unknown,
    signal: AbortSignal | undefined,
  ): Promise<void> {
    const events = this.#events;
    const reader = response.body?.getReader();
    if (events === undefined || reader === undefined) return;
    const parser = new SseParser();
    let bytes = 0;
    try {
      for (;;) {
        if (signal?.aborted === true) return;
        const { done, value } = await reader.read();
        if (done) return;
        bytes += value.byteLength;
        if (bytes > this.#maxResponseBytes) {
          throw new McpClientError(
            "mcp_protocol_error",
            `the server's answer is over ${this.#maxResponseBytes} bytes`,
          );
        }
        for (const event of parser.push(value)) {
          if (event.event !== "message" || event.data === "") continue;
          let parsed: unknown;
          try {
            parsed = JSON.parse(event.data);
          } catch {
            events.garbage(event.data);
            continue;
          }
          events.receive(parsed);
          if (isObject(parsed) && parsed.id === id && parsed.method === undefined) return;
        }
      }
    } finally {
      reader.cancel().catch(() => undefined);
    }
  }

  #httpError(response: Response, text: string): McpClientError {
    const excerpt = text.length > 200 ? `${text.slice(0, 200)}...` : text;
    return new McpClientError(
      response.status >= 300 && response.status < 400
        ? "mcp_protocol_error"
        : "mcp_server_unavailable",
      response.status >= 300 && response.status < 400
        ? `the server answered HTTP ${response.status} (a redirect, which is not followed)`
        : `the server answered HTTP ${response.status}${excerpt === "" ? "" : `: ${excerpt}`}`,
    );
  }
}

/** The text of a body, refusing one over `max` bytes while it streams. */
async function readBounded(
  response: Response,
  max: number,
  signal: AbortSignal | undefined,
): Promise<string> {
  const reader = response.body?.getReader();
  if (reader === undefined) return "";
  const decoder = new TextDecoder();
  let text = "";
  let bytes = 0;
  try {
    for (;;) {
      if (signal?.aborted === true) return text;
      const { done, value } = await reader.read();
      if (done) return text + decoder.decode();
      bytes += value.byteLength;
      if (bytes > max)
        throw new McpClientError("mcp_protocol_error", `the server's answer is over ${max} bytes`);
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
}

/** `params.name` (tools/call, prompts/get) or `params.uri` (resources/read), for `Mcp-Name`. */
function nameOf(params: unknown): string | undefined {
  if (!isObject(params)) return undefined;
  if (typeof params.name === "string") return params.name;
  return typeof params.uri === "string" ? params.uri : undefined;
}

function isErrorAnswer(value: unknown): value is Record<string, unknown> {
  return isObject(value) && isObject(value.error);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Network failures in plain words; `fetch` hides the reason in `cause.code`. */
const NETWORK_FAILURES: Readonly<Record<string, string>> = {
  ECONNREFUSED: "the connection was refused (nothing listens there)",
  ECONNRESET: "the connection was reset",
  ENOTFOUND: "the host name does not resolve",
  EAI_AGAIN: "the host name could not be resolved",
  ETIMEDOUT: "the connection timed out",
  EHOSTUNREACH: "the host is unreachable",
};

function causeOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  if (!(cause instanceof Error)) return String(cause);
  const code = (cause as { code?: unknown }).code;
  if (typeof code === "string" && NETWORK_FAILURES[code] !== undefined)
    return NETWORK_FAILURES[code];
  return cause.message;
}
