import { fileURLToPath } from "node:url";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HttpMcpServer, serveHttp } from "../../src/node/index.js";
import { bundle } from "../fixtures/bundle.js";
import { testRegistry } from "../fixtures/test-registry.js";

const started: string[] = [];
const aborted: string[] = [];
const registry = testRegistry({
  onStart: (callId) => started.push(callId),
  onAbort: (callId) => aborted.push(callId),
});
const modern = { versionNegotiation: { mode: { pin: "2026-07-28" } } } as const;

let server: HttpMcpServer;
let http: Client;

beforeAll(async () => {
  server = await serveHttp(registry);
  http = new Client({ name: "sdk-v2-test", version: "2.0.0" }, modern);
  await http.connect(new StreamableHTTPClientTransport(new URL(server.url)));
});

afterAll(async () => {
  await http.close();
  await server.close();
});

describe("SDK v2 Client over Streamable HTTP, pinned to 2026-07-28", () => {
  it("speaks the modern era", () => {
    expect(http.getProtocolEra()).toBe("modern");
  });

  it("lists the tools as registry.definitions()", async () => {
    const { tools } = await http.listTools();
    expect(
      tools.map(({ name, description, inputSchema }) => ({
        name,
        description,
        parameters: inputSchema,
      })),
    ).toEqual(registry.definitions().map((definition) => definition.function));
  });

  it("round-trips ok and error calls", async () => {
    const ok = await http.callTool({ name: "echo", arguments: { text: "hi" } });
    expect(ok.content).toEqual([{ type: "text", text: "hi" }]);
    expect(ok.isError ?? false).toBe(false);
    const failed = await http.callTool({ name: "fail", arguments: {} });
    expect(failed.content).toEqual([{ type: "text", text: "error: it broke" }]);
    expect(failed.isError).toBe(true);
  });

  it("aborts the tool when the client drops the call", async () => {
    const controller = new AbortController();
    const call = http.callTool(
      { name: "wait_for_abort", arguments: {} },
      { signal: controller.signal },
    );
    await expect.poll(() => started.length, { timeout: 5000 }).toBe(1);
    controller.abort("stop");
    await expect(call).rejects.toThrow();
    await expect.poll(() => aborted, { timeout: 5000 }).toEqual(started);
  });

  it("hears list changes on a subscriptions/listen stream", async () => {
    let changes = 0;
    http.setNotificationHandler("notifications/tools/list_changed", () => {
      changes++;
    });
    const subscription = await http.listen({ toolsListChanged: true });
    try {
      expect(subscription.honoredFilter).toEqual({ toolsListChanged: true });
      registry.unregister("noisy");
      await expect.poll(() => changes, { timeout: 5000 }).toBe(1);
      const { tools } = await http.listTools();
      expect(tools.map((tool) => tool.name)).toEqual(registry.names());
      expect(tools.map((tool) => tool.name)).not.toContain("noisy");
    } finally {
      await subscription.close();
    }
    expect(await subscription.closed).toBe("local");
  });

  it("carries a 2 MB argument", async () => {
    const text = "z".repeat(2 * 1024 * 1024);
    const result = await http.callTool({ name: "length", arguments: { text } });
    expect(result.content).toEqual([{ type: "text", text: String(text.length) }]);
  });
});

describe("SDK v2 Client over stdio, auto-negotiated", () => {
  it("probes with server/discover, picks the modern era and calls a tool", async () => {
    const script = await bundle(
      fileURLToPath(new URL("../fixtures/stdio-server.ts", import.meta.url)),
      "node",
    );
    const client = new Client(
      { name: "sdk-v2-stdio", version: "2.0.0" },
      { versionNegotiation: { mode: "auto" } },
    );
    await client.connect(
      new StdioClientTransport({ command: process.execPath, args: [script], stderr: "pipe" }),
    );
    try {
      expect(client.getProtocolEra()).toBe("modern");
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toEqual(testRegistry().names());
      const result = await client.callTool({ name: "echo", arguments: { text: "over stdio" } });
      expect(result.content).toEqual([{ type: "text", text: "over stdio" }]);
    } finally {
      await client.close();
    }
  }, 30_000);
});
