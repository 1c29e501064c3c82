import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundle } from "../fixtures/bundle.js";
import { testRegistry } from "../fixtures/test-registry.js";
import { startStdioChild } from "./stdio-child.js";

const entry = fileURLToPath(new URL("../fixtures/stdio-server.ts", import.meta.url));
let script: string;
let client: Client;
let transport: StdioClientTransport;
let stderr = "";

beforeAll(async () => {
  script = await bundle(entry, "node");
  // What a Claude-Desktop-style config says: a command and its args.
  transport = new StdioClientTransport({
    command: process.execPath,
    args: [script],
    stderr: "pipe",
  });
  transport.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
  });
  client = new Client({ name: "sdk-v1-stdio-test", version: "1.0.0" });
  await client.connect(transport);
}, 30_000);

afterAll(async () => {
  await client?.close();
});

const initialize = (id: number) =>
  `${JSON.stringify({
    jsonrpc: "2.0",
    id,
    method: "initialize",
    params: {
      protocolVersion: "2025-11-25",
      capabilities: {},
      clientInfo: { name: "raw", version: "1" },
    },
  })}\n`;
const call = (id: number, name: string, args: unknown = {}) =>
  `${JSON.stringify({ jsonrpc: "2.0", id, method: "tools/call", params: { name, arguments: args } })}\n`;

describe("SDK v1 Client over stdio (2025-11-25)", () => {
  it("lists the tools as registry.definitions()", async () => {
    const { tools } = await client.listTools();
    const expected = testRegistry()
      .definitions()
      .map((definition) => definition.function);
    expect(
      tools.map(({ name, description, inputSchema }) => ({
        name,
        description,
        parameters: inputSchema,
      })),
    ).toEqual(expected);
  });

  it("round-trips ok and error calls", async () => {
    expect(await client.callTool({ name: "echo", arguments: { text: "hi" } })).toEqual({
      content: [{ type: "text", text: "hi" }],
    });
    expect(await client.callTool({ name: "fail", arguments: {} })).toEqual({
      content: [{ type: "text", text: "error: it broke" }],
      isError: true,
    });
  });

  it("aborts the tool on notifications/cancelled", async () => {
    const controller = new AbortController();
    const pending = client.callTool({ name: "wait_for_abort", arguments: {} }, undefined, {
      signal: controller.signal,
    });
    await expect.poll(() => /started (\S+)/.exec(stderr)?.[1], { timeout: 10_000 }).toBeDefined();
    const callId = /started (\S+)/.exec(stderr)?.[1];
    controller.abort("stop");
    await expect(pending).rejects.toThrow();
    await expect.poll(() => stderr, { timeout: 10_000 }).toContain(`aborted ${callId}`);
  });

  it("carries a 2 MB argument", async () => {
    const text = "x".repeat(2 * 1024 * 1024);
    expect(await client.callTool({ name: "length", arguments: { text } })).toEqual({
      content: [{ type: "text", text: String(text.length) }],
    });
  });
});

describe("stdio framing with a raw client", () => {
  it("answers an 11 MB line with -32700 and id null, then serves the next line", async () => {
    const child = startStdioChild(script);
    child.write(initialize(1));
    await child.next((message) => message.id === 1);
    child.write(call(2, "length", { text: "y".repeat(11 * 1024 * 1024) }));
    child.write(`${JSON.stringify({ jsonrpc: "2.0", id: 3, method: "tools/list" })}\r\n`);
    const refused = await child.next((message) => message.id === null);
    expect(refused).toMatchObject({ jsonrpc: "2.0", id: null, error: { code: -32700 } });
    expect(await child.next((message) => message.id === 3)).toHaveProperty("result.tools");
    expect(child.lines.some((line) => line.includes('"id":2'))).toBe(false);
    child.process.stdin.end();
    expect(await child.exited).toBe(0);
  }, 30_000);

  it("answers invalid JSON, a batch and an unknown method, and keeps stdout pure", async () => {
    const child = startStdioChild(script);
    child.write('{"jsonrpc":"2.0","id":1,"method":\n');
    child.write(`[${JSON.stringify({ jsonrpc: "2.0", id: 2, method: "ping" })}]\n`);
    child.write(`${JSON.stringify({ jsonrpc: "2.0", id: 3, method: "resources/list" })}\n`);
    child.write(initialize(4));
    child.write(call(5, "noisy"));
    const answers = await Promise.all([
      child.next((message) => (message.error as { code?: number } | undefined)?.code === -32700),
      child.next((message) => (message.error as { code?: number } | undefined)?.code === -32600),
      child.next((message) => message.id === 3),
      child.next((message) => message.id === 5),
    ]);
    expect(answers[0]).toMatchObject({ id: null });
    expect(answers[1]).toMatchObject({ id: null });
    expect(answers[2]).toMatchObject({ id: 3, error: { code: -32601 } });
    expect(answers[3]).toEqual({
      jsonrpc: "2.0",
      id: 5,
      result: { content: [{ type: "text", text: "quiet answer" }] },
    });
    for (const line of child.lines) expect(JSON.parse(line)).toHaveProperty("jsonrpc", "2.0");
    await expect.poll(() => child.stderr()).toContain("noise from a tool\nmore noise\n");
    child.process.stdin.end();
    expect(await child.exited).toBe(0);
  }, 30_000);

  it("aborts calls in flight when stdin ends, and exits cleanly", async () => {
    const child = startStdioChild(script);
    child.write(initialize(1));
    child.write(call(2, "wait_for_abort"));
    await expect.poll(() => child.stderr(), { timeout: 10_000 }).toContain("started 2");
    child.process.stdin.end();
    expect(await child.exited).toBe(0);
    expect(child.stderr()).toContain("aborted 2\n");
    expect(child.stderr()).toContain("closed cleanly\n");
    expect(child.lines.some((line) => line.includes('"id":2'))).toBe(false);
  }, 30_000);
});
