import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";
import type { Registry } from "@tinyllm/tool";
import { HANDLER_OPTION_FIELDS, type McpHandlerOptions } from "../http/http-options.js";
import { createHandler } from "../http/mcp-handler.js";
import { ErrorCode, errorResponse, type OptionFields, refuseUnknownOption } from "../wire/index.js";
import { toWebRequest, writeWebResponse } from "./node-http-bridge.js";
import { readTarget } from "./request-target.js";

/** Options of {@link serveHttp}: the handler's, plus where to listen. */
export interface ServeHttpOptions extends McpHandlerOptions {
  /** The interface to bind; default `127.0.0.1` (loopback only). */
  readonly host?: string | undefined;
  /** The port; default 0, a free one (read it from `port` or `url`). */
  readonly port?: number | undefined;
  /** The endpoint path; default `/mcp`. Other paths answer 404. */
  readonly path?: string | undefined;
  /**
   * How long a request may take to arrive whole (its body included), in ms; default 30,000.
   * Past it the answer is 408 and the connection closes. 0 leaves only Node's own 300 s limit.
   */
  readonly requestTimeoutMs?: number | undefined;
}

/** Every option {@link serveHttp} takes: the one list its unknown-name check reads. */
export const SERVE_HTTP_OPTION_NAMES: readonly string[] = Object.keys({
  ...HANDLER_OPTION_FIELDS,
  host: 1,
  port: 1,
  path: 1,
  requestTimeoutMs: 1,
} as const satisfies OptionFields<ServeHttpOptions>);

/** The default of `requestTimeoutMs`: 30 s for a body of at most `maxBodyBytes` to arrive. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
/** Node's own limit fires this much later than ours, so the answer names ours. */
const NODE_TIMEOUT_MARGIN_MS = 5_000;

/** A listening MCP HTTP server. */
export interface HttpMcpServer {
  /** The endpoint URL, like `http://127.0.0.1:3000/mcp`. */
  readonly url: string;
  /** The port bound. */
  readonly port: number;
  /** The underlying `node:http` server. */
  readonly server: Server;
  /** Ends calls, streams and sessions, stops listening, and resolves once connections close. */
  close(): Promise<void>;
}

/**
 * Serves a registry over Streamable HTTP with `node:http`, on 127.0.0.1 unless told otherwise.
 * Rejects with a `RangeError` for an option it does not know or cannot use.
 */
export async function serveHttp(
  registry: Registry,
  options: ServeHttpOptions = {},
): Promise<HttpMcpServer> {
  refuseUnknownOption(options, "serveHttp", SERVE_HTTP_OPTION_NAMES);
  const host = options.host ?? "127.0.0.1";
  const path = options.path ?? "/mcp";
  const handler = createHandler(registry, options);
  const origin = `http://${host.includes(":") ? `[${host}]` : host}`;
  const requestTimeoutMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  if (!Number.isSafeInteger(requestTimeoutMs) || requestTimeoutMs < 0) {
    throw new RangeError(
      `requestTimeoutMs must be an integer >= 0, got ${String(requestTimeoutMs)}`,
    );
  }
  // Node's requestTimeout of 0 would also turn its headers timeout off: keep its default then.
  const nodeOptions =
    requestTimeoutMs === 0 ? {} : { requestTimeout: requestTimeoutMs + NODE_TIMEOUT_MARGIN_MS };
  const server = createServer(nodeOptions, (request, response) => {
    if (requestTimeoutMs > 0) timeRequest(request, response, requestTimeoutMs);
    try {
      const target = readTarget(request);
      if (!target.ok) return answerPlain(response, 400, `Bad Request: ${target.reason}`);
      if (target.pathname !== path) return answerPlain(response, 404);
      const webRequest = toWebRequest(request, response, `${origin}${target.pathAndQuery}`);
      handler(webRequest, { remoteAddress: request.socket.remoteAddress })
        .then((webResponse) => writeWebResponse(webResponse, response))
        .catch(() => answerPlain(response, 500));
    } catch {
      // Whatever a request holds, it gets an answer and the server lives on.
      answerPlain(response, 400);
    }
  });
  // CONNECT is not ours; without this listener Node would drop the connection unanswered.
  server.on("connect", (_request, socket: Duplex) => {
    socket.on("error", () => undefined);
    socket.end(
      "HTTP/1.1 405 Method Not Allowed\r\nallow: POST\r\ncontent-length: 0\r\nconnection: close\r\n\r\n",
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = host.includes(":") ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${port}${path}`,
    port,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        handler.close();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Answers 408 and closes the connection when the request has not arrived whole in time. */
function timeRequest(request: IncomingMessage, response: ServerResponse, timeoutMs: number): void {
  const timer = setTimeout(() => {
    if (request.complete || response.headersSent) return;
    const message = `Request Timeout: the request did not arrive whole within ${timeoutMs} ms (requestTimeoutMs)`;
    response.statusCode = 408;
    response.setHeader("content-type", "application/json");
    response.setHeader("connection", "close");
    response.end(JSON.stringify(errorResponse(null, ErrorCode.invalidRequest, message)));
  }, timeoutMs);
  response.once("close", () => clearTimeout(timer));
}

/** Ends a response with a status and a short text, unless it was already under way. */
function answerPlain(response: ServerResponse, status: number, text?: string): void {
  if (response.headersSent) {
    response.end();
    return;
  }
  response.statusCode = status;
  if (text !== undefined) response.setHeader("content-type", "text/plain; charset=utf-8");
  response.end(text);
}
