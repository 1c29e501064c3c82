import { describe, expect, it } from "vitest";
import { testRegistry } from "../../test/fixtures/test-registry.js";
import { mcpHandler } from "./mcp-handler.js";

const URL_ = "http://localhost:3000/mcp";
const BOTH = "application/json, text/event-stream";

function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(URL_, {
    method: "POST",
    headers: { "content-type": "application/json", accept: BOTH, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function initialize(handler: ReturnType<typeof mcpHandler>): Promise<string> {
  const response = await handler(
    post({
      jsonrpc: "2.0",
      id: 0,
      method: "initialize",
      params: { protocolVersion: "2025-11-25" },
    }),
  );
  expect(response.status).toBe(200);
  return response.headers.get("mcp-session-id") ?? "";
}

describe("mcpHandler: one id in flight per session", () => {
  it("refuses a second request with the id of one in flight, as stdio does", async () => {
    const started: string[] = [];
    const handler = mcpHandler(testRegistry({ onStart: (id) => started.push(id) }));
    try {
      const session = await initialize(handler);
      const call = (id: number) =>
        post(
          { jsonrpc: "2.0", id, method: "tools/call", params: { name: "wait_for_abort" } },
          { "mcp-session-id": session },
        );
      const first = handler(call(7));
      await expect.poll(() => started.length, { timeout: 5000 }).toBe(1);
      const second = await handler(call(7));
      expect(second.status).toBe(400);
      expect(await second.json()).toEqual({
        jsonrpc: "2.0",
        id: 7,
        error: {
          code: -32600,
          message: "Invalid Request: this id is already in use by a request in flight",
        },
      });
      // The first can still be cancelled by its id.
      const cancel = await handler(
        post(
          { jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: 7 } },
          { "mcp-session-id": session },
        ),
      );
      expect(cancel.status).toBe(202);
      expect((await first).status).toBe(204);
      expect(started).toHaveLength(1);
    } finally {
      handler.close();
    }
  });
});

describe("mcpHandler: sessions per client", () => {
  const ping = (session: string) =>
    post({ jsonrpc: "2.0", id: 1, method: "ping" }, { "mcp-session-id": session });
  const initializeFrom = async (
    handler: ReturnType<typeof mcpHandler>,
    remoteAddress: string | undefined,
  ) => {
    const response = await handler(
      post({ jsonrpc: "2.0", id: 0, method: "initialize", params: {} }),
      { remoteAddress },
    );
    expect(response.status).toBe(200);
    return response.headers.get("mcp-session-id") ?? "";
  };

  it("ends a client's own oldest sessions past 100, never another client's (defaults)", async () => {
    const handler = mcpHandler(testRegistry());
    try {
      const other = await initializeFrom(handler, "10.0.0.1");
      const opened: string[] = [];
      for (let index = 0; index < 1000; index += 1)
        opened.push(await initializeFrom(handler, "10.0.0.2"));
      expect((await handler(ping(other))).status).toBe(200);
      const ended = await handler(ping(opened[0] ?? ""));
      expect(ended.status).toBe(404);
      expect((await ended.json()).error.message).toBe(
        "Session not found: it ended when its client opened more than 100 sessions (maxSessionsPerClient)",
      );
      expect((await handler(ping(opened[899] ?? ""))).status).toBe(404);
      expect((await handler(ping(opened[900] ?? ""))).status).toBe(200);
      expect((await handler(ping(opened[999] ?? ""))).status).toBe(200);
    } finally {
      handler.close();
    }
  });

  it("says maxSessions ended a session when clients cannot be told apart", async () => {
    const handler = mcpHandler(testRegistry(), { maxSessions: 3 });
    try {
      const first = await initializeFrom(handler, undefined);
      for (let index = 0; index < 3; index += 1) await initializeFrom(handler, undefined);
      const ended = await handler(ping(first));
      expect(ended.status).toBe(404);
      expect((await ended.json()).error.message).toBe(
        "Session not found: it ended when the server held more than 3 sessions (maxSessions)",
      );
      // An id that never was stays a bare "not found".
      const unknown = await handler(ping("no-such-session"));
      expect((await unknown.json()).error.message).toBe("Session not found");
    } finally {
      handler.close();
    }
  });

  it("tells clients apart with clientOf, and refuses a maxSessionsPerClient below 1", async () => {
    const handler = mcpHandler(testRegistry(), {
      maxSessionsPerClient: 2,
      clientOf: (request) => request.headers.get("x-tenant") ?? undefined,
    });
    try {
      const open = async (tenant: string) => {
        const response = await handler(
          post({ jsonrpc: "2.0", id: 0, method: "initialize", params: {} }, { "x-tenant": tenant }),
        );
        return response.headers.get("mcp-session-id") ?? "";
      };
      const a = await open("a");
      const b1 = await open("b");
      await open("b");
      await open("b");
      expect((await handler(ping(a))).status).toBe(200);
      expect((await handler(ping(b1))).status).toBe(404);
    } finally {
      handler.close();
    }
    expect(() => mcpHandler(testRegistry(), { maxSessionsPerClient: 0 })).toThrow(
      "maxSessionsPerClient must be a positive integer, got 0",
    );
  });
});
