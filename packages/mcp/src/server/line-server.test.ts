import { describe, expect, it } from "vitest";
import { channel } from "../../test/fixtures/line-channel.js";
import { testRegistry } from "../../test/fixtures/test-registry.js";
import { serveLines } from "./line-server.js";

const META = {
  "io.modelcontextprotocol/protocolVersion": "2026-07-28",
  "io.modelcontextprotocol/clientCapabilities": {},
};

describe("serveLines", () => {
  it("serves both eras on one channel: initialize and a stateless request", async () => {
    const io = channel();
    const server = serveLines(testRegistry(), io);
    io.send({
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-06-18" },
    });
    io.send({ jsonrpc: "2.0", id: 2, method: "server/discover", params: { _meta: META } });
    io.send({
      jsonrpc: "2.0",
      id: 3,
      method: "tools/call",
      params: { name: "echo", arguments: { text: "m" }, _meta: META },
    });
    await expect.poll(() => io.written.length).toBe(3);
    expect(io.written[0]).toMatchObject({ id: 1, result: { protocolVersion: "2025-06-18" } });
    expect(io.written[1]).toMatchObject({
      id: 2,
      result: { resultType: "complete", supportedVersions: expect.any(Array) },
    });
    expect(io.written[2]).toMatchObject({
      id: 3,
      result: { resultType: "complete", content: [{ type: "text", text: "m" }] },
    });
    io.end();
    await server.closed;
  });

  it("refuses a modern request without clientCapabilities and a second request under an id in flight", async () => {
    const io = channel();
    const server = serveLines(testRegistry(), io);
    io.send({
      jsonrpc: "2.0",
      id: 1,
      method: "server/discover",
      params: { _meta: { "io.modelcontextprotocol/protocolVersion": "2026-07-28" } },
    });
    io.send({ jsonrpc: "2.0", id: 2, method: "tools/call", params: { name: "wait_for_abort" } });
    io.send({ jsonrpc: "2.0", id: 2, method: "tools/list" });
    await expect.poll(() => io.written.length).toBe(2);
    expect(io.written[0]).toMatchObject({ id: 1, error: { code: -32602 } });
    expect(io.written[1]).toMatchObject({ id: 2, error: { code: -32600 } });
    io.end();
    await server.closed;
    expect(io.written).toHaveLength(2);
  });

  it("acknowledges subscriptions/listen, and sends nothing more once the client cancels it", async () => {
    const io = channel();
    const server = serveLines(testRegistry(), io);
    io.send({
      jsonrpc: "2.0",
      id: "l",
      method: "subscriptions/listen",
      params: { _meta: META, notifications: { toolsListChanged: true } },
    });
    await expect.poll(() => io.written.length).toBe(1);
    expect(io.written[0]).toMatchObject({
      method: "notifications/subscriptions/acknowledged",
      params: { _meta: { "io.modelcontextprotocol/subscriptionId": "l" } },
    });
    io.send({ jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: "l" } });
    io.end();
    await server.closed;
    expect(io.written).toHaveLength(1);
  });

  it("ends a listen stream with its result when the server closes", async () => {
    const io = channel();
    const server = serveLines(testRegistry(), io);
    io.send({ jsonrpc: "2.0", id: 4, method: "subscriptions/listen", params: { _meta: META } });
    await expect.poll(() => io.written.length).toBe(1);
    server.close();
    await server.closed;
    expect(io.written[1]).toMatchObject({
      id: 4,
      result: { resultType: "complete", _meta: { "io.modelcontextprotocol/subscriptionId": 4 } },
    });
  });

  it("sends progress only before the result, and only with a progress token", async () => {
    const io = channel();
    const server = serveLines(testRegistry(), io);
    io.send({
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "late_progress", _meta: { progressToken: "t" } },
    });
    io.send({ jsonrpc: "2.0", id: 2, method: "tools/call", params: { name: "late_progress" } });
    await expect.poll(() => io.written.filter((message) => "result" in message).length).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 20));
    io.end();
    await server.closed;
    const forOne = io.written.filter(
      (message) =>
        message.id === 1 ||
        (message.params as { progressToken?: unknown } | undefined)?.progressToken === "t",
    );
    expect(forOne).toEqual([
      {
        jsonrpc: "2.0",
        method: "notifications/progress",
        params: { progressToken: "t", progress: 1, total: 2 },
      },
      { jsonrpc: "2.0", id: 1, result: { content: [{ type: "text", text: "answered" }] } },
    ]);
    expect(
      io.written.filter((message) => message.method === "notifications/progress"),
    ).toHaveLength(1);
  });

  it("tells an initialized legacy client and a modern listener when the tools change", async () => {
    const registry = testRegistry();
    const io = channel();
    const server = serveLines(registry, io);
    io.send({
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-11-25" },
    });
    io.send({
      jsonrpc: "2.0",
      id: 2,
      method: "subscriptions/listen",
      params: { _meta: META, notifications: { toolsListChanged: true } },
    });
    await expect.poll(() => io.written.length).toBe(2);
    expect(io.written[0]).toMatchObject({
      result: { capabilities: { tools: { listChanged: true } } },
    });
    expect(io.written[1]).toMatchObject({ params: { notifications: { toolsListChanged: true } } });
    registry.unregister("echo");
    await expect.poll(() => io.written.length).toBe(4);
    expect(io.written.slice(2)).toEqual(
      expect.arrayContaining([
        { jsonrpc: "2.0", method: "notifications/tools/list_changed" },
        {
          jsonrpc: "2.0",
          method: "notifications/tools/list_changed",
          params: { _meta: { "io.modelcontextprotocol/subscriptionId": 2 } },
        },
      ]),
    );
    io.end();
    await server.closed;
  });
});
