import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Registry } from "@tinyllm/tool";
import type { McpHandlerOptions } from "../http/http-options.js";
import { mcpHandler } from "../http/mcp-handler.js";
import { toWebRequest, writeWebResponse } from "./node-http-bridge.js";

/** Options of {@link serveHttp}: the handler's, plus where to listen. */
export interface ServeHttpOptions extends McpHandlerOptions {
  /** The interface to bind; default `127.0.0.1` (loopback only). */
  readonly host?: string | undefined;
  /** The port; default 0, a free one (read it from `port` or `url`). */
  readonly port?: number | undefined;
  /** The endpoint path; default `/mcp`. Other paths answer 404. */
  readonly path?: string | undefined;
}

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

/** Serves a registry over Streamable HTTP with `node:http`, on 127.0.0.1 unless told otherwise. */
export async function serveHttp(
  registry: Registry,
  options: ServeHttpOptions = {},
): Promise<HttpMcpServer> {
  const host = options.host ?? "127.0.0.1";
  const path = options.path ?? "/mcp";
  const handler = mcpHandler(registry, options);
  const server = createServer((request, response) => {
    const origin = `http://${request.headers.host ?? host}`;
    const url = new URL(request.url ?? "/", origin);
    if (url.pathname !== path) {
      response.statusCode = 404;
      response.end();
      return;
    }
    let webRequest: Request;
    try {
      webRequest = toWebRequest(
        request,
        response,
        `http://${host.includes(":") ? `[${host}]` : host}`,
      );
    } catch {
      response.statusCode = 400;
      response.end();
      return;
    }
    handler(webRequest)
      .then((webResponse) => writeWebResponse(webResponse, response))
      .catch(() => {
        if (!response.headersSent) response.statusCode = 500;
        response.end();
      });
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
