import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { Registry } from "@tinyllm/tool";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { connectMcp } from "./connect-mcp.js";

// A real SDK v1 server (2025-11-25, sessions) on 127.0.0.1, answering JSON or SSE.
function sdkServer(): McpServer {
  const server = new McpServer({ name: "sdk-v1", version: "1.0.0" });
  server.registerTool(
    "add",
    { description: "adds two numbers", inputSchema: { a: z.number(), b: z.number() } },
    async ({ a, b }) => ({ content: [{ type: "text", text: String(a + b) }] }),
  );
  server.registerTool(
    "count",
    { description: "reports progress, then answers", inputSchema: { steps: z.number().int() } },
    async ({ steps }, extra) => {
      const token = extra._meta?.progressToken;
      for (let done = 1; done <= steps; done++) {
        if (token !== undefined) {
          await extra.sendNotification({
            method: "notifications/progress",
            params: { progressToken: token, progress: done, total: steps },
          });
        }
      }
      return { content: [{ type: "text", text: `counted ${steps}` }] };
    },
  );
  return server;
}

async function listen(json: boolean): Promise<{ http: Server; url: string }> {
  const transports = new Map<string, StreamableHTTPServerTransport>();
  const http = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body =
      chunks.length === 0 ? undefined : JSON.parse(Buffer.concat(chunks).toString("utf8"));
    const session = request.headers["mcp-session-id"];
    let transport = typeof session === "string" ? transports.get(session) : undefined;
    if (transport === undefined) {
      transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => crypto.randomUUID(),
        enableJsonResponse: json,
        onsessioninitialized: (id) => {
          transports.set(id, transport as StreamableHTTPServerTransport);
        },
      });
      await sdkServer().connect(transport);
    }
    await transport.handleRequest(request, response, body);
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  return { http, url: `http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp` };
}

for (const json of [true, false]) {
  describe(`HttpTransport against the SDK v1 server (${json ? "JSON" : "SSE"} answers)`, () => {
    let server: { http: Server; url: string };
    beforeAll(async () => {
      server = await listen(json);
    });
    afterAll(() => new Promise<void>((resolve) => server.http.close(() => resolve())));

    it("falls back to initialize, keeps the session, lists and calls", async () => {
      const client = await connectMcp({ url: server.url }, { name: "v1" });
      try {
        expect(client.connection.era).toBe("legacy");
        const registry = new Registry().mustRegister(...(await client.tools()).tools);
        expect(registry.names()).toEqual(["add", "count"]);
        const sum = await registry.call({
          id: "c1",
          type: "function",
          function: { name: "add", arguments: '{"a":2,"b":3}' },
        });
        expect(sum.message().content).toBe("5");
        const refused = await registry.call({
          id: "c2",
          type: "function",
          function: { name: "add", arguments: '{"a":"2"}' },
        });
        expect(refused.message().content).toBe(
          'error: invalid arguments for add:\n$: missing required property "b"\n$.a: expected number, got string',
        );
      } finally {
        await client.close();
      }
    });

    it("reads progress notifications before the answer", async () => {
      const client = await connectMcp({ url: server.url }, { name: "v1" });
      try {
        const reports: number[] = [];
        const result = await client.connection.request(
          "tools/call",
          { name: "count", arguments: { steps: 3 } },
          { onProgress: (report) => reports.push(report.progress) },
        );
        expect(result.content).toEqual([{ type: "text", text: "counted 3" }]);
        // JSON answers carry no notifications: progress comes only on an SSE answer.
        expect(reports).toEqual(json ? [] : [1, 2, 3]);
      } finally {
        await client.close();
      }
    });
  });
}

describe("HttpTransport against what is not an MCP server", () => {
  it("says a refused connection in plain words", async () => {
    const http = createServer();
    await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
    const { port } = http.address() as AddressInfo;
    await new Promise<void>((resolve) => http.close(() => resolve()));
    await expect(connectMcp({ url: `http://127.0.0.1:${port}/mcp` })).rejects.toThrow(
      `server "127.0.0.1": http://127.0.0.1:${port} cannot be reached: the connection was refused (nothing listens there)`,
    );
  });

  it("does not follow a redirect to another host", async () => {
    let hits = 0;
    const http = createServer((_request, response) => {
      hits++;
      response.writeHead(307, { location: "http://127.0.0.2:9/steal" }).end();
    });
    await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
    const { port } = http.address() as AddressInfo;
    try {
      await expect(
        connectMcp({ url: `http://127.0.0.1:${port}/mcp` }, { probeTimeoutMs: 500 }),
      ).rejects.toThrow(
        'server "127.0.0.1": the server answered HTTP 307 (a redirect, which is not followed)',
      );
      expect(hits).toBe(2);
    } finally {
      await new Promise<void>((resolve) => http.close(() => resolve()));
    }
  });

  it("refuses an answer over the size cap", async () => {
    const http = createServer((_request, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(`{"jsonrpc":"2.0","id":1,"result":{"pad":"${"x".repeat(2_000)}"}}`);
    });
    await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
    const { port } = http.address() as AddressInfo;
    try {
      await expect(
        connectMcp(
          { url: `http://127.0.0.1:${port}/mcp`, maxResponseBytes: 1_000 },
          { probeTimeoutMs: 500 },
        ),
      ).rejects.toThrow(`server "127.0.0.1": the server's answer is over 1000 bytes`);
    } finally {
      await new Promise<void>((resolve) => http.close(() => resolve()));
    }
  });
});
