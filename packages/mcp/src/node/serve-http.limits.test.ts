import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { testRegistry } from "../../test/fixtures/test-registry.js";
import { DEFAULT_REQUEST_TIMEOUT_MS, serveHttp } from "./serve-http.js";

const JSON_HEADERS = {
  "content-type": "application/json",
  accept: "application/json, text/event-stream",
};

/** POSTs from a chosen local address (all of 127.0.0.0/8 reaches the loopback server). */
function postFrom(
  url: string,
  localAddress: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; session: string | undefined; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      { method: "POST", localAddress, headers: { ...JSON_HEADERS, ...headers } },
      (incoming) => {
        let text = "";
        incoming.setEncoding("utf8");
        incoming.on("data", (chunk: string) => {
          text += chunk;
        });
        incoming.on("end", () =>
          resolve({
            status: incoming.statusCode ?? 0,
            session: incoming.headers["mcp-session-id"] as string | undefined,
            text,
          }),
        );
      },
    );
    outgoing.on("error", reject);
    outgoing.end(JSON.stringify(body));
  });
}

describe("serveHttp limits", () => {
  it("answers arguments nested 1,000,000 deep with -32602, not a 500 stack overflow", async () => {
    const server = await serveHttp(testRegistry());
    try {
      const deep = `${"[".repeat(1_000_000)}${"]".repeat(1_000_000)}`;
      const response = await fetch(server.url, {
        method: "POST",
        headers: JSON_HEADERS,
        body: `{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"length","arguments":{"text":${deep}}}}`,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        jsonrpc: "2.0",
        id: 5,
        error: {
          code: -32602,
          message:
            "Invalid params: the message nests arrays and objects more than 256 levels deep (maxMessageDepth); it was not read",
        },
      });
    } finally {
      await server.close();
    }
  });

  it("answers 408 to a body that never ends, after requestTimeoutMs", async () => {
    const server = await serveHttp(testRegistry(), { requestTimeoutMs: 300 });
    try {
      const answer = await new Promise<string>((resolve) => {
        const socket = connect(server.port, "127.0.0.1");
        let text = "";
        socket.setEncoding("utf8");
        socket.on("data", (chunk: string) => {
          text += chunk;
        });
        socket.on("error", () => undefined);
        socket.on("close", () => resolve(text));
        // Headers promise 100 bytes; 10 arrive, and the rest never does.
        socket.write(
          "POST /mcp HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\n" +
            'content-length: 100\r\n\r\n{"jsonrpc"',
        );
        // A hang guard, not a timing assertion: Node alone would hold the request for 300 s.
        setTimeout(() => socket.destroy(), 10_000).unref();
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer).toContain(
        '{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"Request Timeout: the request did not arrive whole within 300 ms (requestTimeoutMs)"}}',
      );
    } finally {
      await server.close();
    }
  });

  it("keeps Node's own request limit far below its 300 s default by default", async () => {
    expect(DEFAULT_REQUEST_TIMEOUT_MS).toBe(30_000);
    const server = await serveHttp(testRegistry());
    try {
      expect(server.server.requestTimeout).toBeLessThan(60_000);
    } finally {
      await server.close();
    }
    await expect(serveHttp(testRegistry(), { requestTimeoutMs: -1 })).rejects.toThrow(
      "requestTimeoutMs must be an integer >= 0, got -1",
    );
  });

  it("tells clients apart by remote address: one opening many sessions ends only its own", async () => {
    const server = await serveHttp(testRegistry(), { maxSessions: 20, maxSessionsPerClient: 5 });
    const initialize = { jsonrpc: "2.0", id: 0, method: "initialize", params: {} };
    const ping = { jsonrpc: "2.0", id: 1, method: "ping" };
    try {
      const other = await postFrom(server.url, "127.0.0.2", initialize);
      const mine: string[] = [];
      for (let index = 0; index < 30; index += 1) {
        mine.push((await postFrom(server.url, "127.0.0.1", initialize)).session ?? "");
      }
      const kept = await postFrom(server.url, "127.0.0.2", ping, {
        "mcp-session-id": other.session ?? "",
      });
      expect(kept.status).toBe(200);
      const ended = await postFrom(server.url, "127.0.0.1", ping, {
        "mcp-session-id": mine[24] ?? "",
      });
      expect(ended.status).toBe(404);
      expect(ended.text).toContain("more than 5 sessions (maxSessionsPerClient)");
      const newest = await postFrom(server.url, "127.0.0.1", ping, {
        "mcp-session-id": mine[25] ?? "",
      });
      expect(newest.status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
