import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { Registry } from "@tinyllm/tool";
import { afterEach, describe, expect, it } from "vitest";
import { connectMcp as connectStdio } from "../node/connect-mcp.js";
import { connectMcp } from "./connect-mcp.js";
import type { McpClient } from "./mcp-client.js";
import { ServerRequestAnswers } from "./server-requests.js";
import type { OutgoingMessage } from "./transport.js";

const FAKE = fileURLToPath(new URL("../../test/fixtures/fake-stdio-server.mjs", import.meta.url));
const open: McpClient[] = [];
const servers: Server[] = [];

afterEach(async () => {
  await Promise.all(open.splice(0).map((client) => client.close()));
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

function callTool(registry: Registry, name: string) {
  return registry.call({ id: "c1", type: "function", function: { name, arguments: "{}" } });
}

/** A channel whose sends stay open until the test lets them go. */
function heldChannel() {
  const held: { message: OutgoingMessage; signal: AbortSignal; done: () => void }[] = [];
  const overflows: string[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  return {
    held,
    overflows,
    get maxInFlight() {
      return maxInFlight;
    },
    channel: {
      send: (message: OutgoingMessage, signal: AbortSignal) => {
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        return new Promise<void>((resolve) => {
          held.push({
            message,
            signal,
            done: () => {
              inFlight--;
              resolve();
            },
          });
        });
      },
      overflow: (reason: string) => overflows.push(reason),
    },
  };
}

describe("ServerRequestAnswers", () => {
  it("sends at most maxConcurrentAnswers at once, in order, and -32601 for what it does not offer", async () => {
    const test = heldChannel();
    const answers = new ServerRequestAnswers(test.channel, { maxConcurrentAnswers: 2 });
    for (let i = 0; i < 5; i++) answers.answer({ id: i, method: i === 0 ? "ping" : "roots/list" });
    expect(test.held.map((entry) => entry.message.id)).toEqual([0, 1]);
    expect(answers.queued).toBe(3);
    test.held[0]?.done();
    test.held[1]?.done();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(test.held.map((entry) => entry.message.id)).toEqual([0, 1, 2, 3]);
    expect(test.maxInFlight).toBe(2);
    expect(test.held[0]?.message).toEqual({ jsonrpc: "2.0", id: 0, result: {} });
    expect(test.held[1]?.message).toEqual({
      jsonrpc: "2.0",
      id: 1,
      error: { code: -32601, message: "method not supported by this client: roots/list" },
    });
  });

  it("past maxQueuedServerRequests stops, aborts what is being sent and says why, once", () => {
    const test = heldChannel();
    const answers = new ServerRequestAnswers(test.channel, {
      maxConcurrentAnswers: 1,
      maxQueuedServerRequests: 3,
    });
    for (let i = 0; i < 10; i++) answers.answer({ id: i, method: "sampling/createMessage" });
    expect(test.held).toHaveLength(1);
    expect(test.held[0]?.signal.aborted).toBe(true);
    expect(answers.queued).toBe(0);
    expect(test.overflows).toEqual([
      "sent more than 3 requests of its own faster than it took our answers (maxQueuedServerRequests); the connection was closed",
    ]);
  });

  it("keeps its answers small whatever the method's length", () => {
    const test = heldChannel();
    new ServerRequestAnswers(test.channel).answer({ id: 1, method: "x".repeat(1_000_000) });
    expect(JSON.stringify(test.held[0]?.message).length).toBeLessThan(300);
  });

  it("refuses limits that are not positive integers", () => {
    const { channel } = heldChannel();
    expect(() => new ServerRequestAnswers(channel, { maxConcurrentAnswers: 0 })).toThrow(
      "maxConcurrentAnswers must be a positive integer, got 0",
    );
    expect(() => new ServerRequestAnswers(channel, { maxQueuedServerRequests: 1.5 })).toThrow(
      "maxQueuedServerRequests must be a positive integer, got 1.5",
    );
  });
});

const EXPECTED =
  "sent more than 1000 requests of its own faster than it took our answers (maxQueuedServerRequests); the connection was closed";

describe("a server that floods requests of its own", () => {
  it("over stdio, stops reading its stdin: the connection closes, the call fails with the reason", async () => {
    const client = await connectStdio(
      { command: process.execPath, args: [FAKE], env: { FAKE_MODE: "flood", FAKE_FLOOD: "20000" } },
      { name: "fake", restart: { initialDelayMs: 20, maxAttempts: 3 } },
    );
    open.push(client);
    const registry = new Registry().mustRegister(...(await client.tools()).tools);
    const result = await callTool(registry, "flood");
    expect(result.kind).toBe("tool_failed");
    expect(result.message().content).toContain(`server "fake" ${EXPECTED}`);
    // Closed for good: a restarted hostile server would only do it again.
    const next = await callTool(registry, "echo");
    expect(next.message().content).toContain(`server "fake" ${EXPECTED}`);
  }, 30_000);

  it("over HTTP, in one SSE answer: at most 4 answers are POSTed at once, then the connection closes", async () => {
    let answering = 0;
    let maxAnswering = 0;
    let answersSeen = 0;
    const url = await hostileHttpServer((response) => {
      answering++;
      answersSeen++;
      maxAnswering = Math.max(maxAnswering, answering);
      response.on("close", () => answering--);
      // Never answered: a server that takes our answers slowly.
    });
    const client = await connectMcp({ url }, { name: "hostile", era: "legacy" });
    open.push(client);
    const registry = new Registry().mustRegister(...(await client.tools()).tools);
    const result = await callTool(registry, "flood");
    expect(result.kind).toBe("tool_failed");
    expect(result.message().content).toContain(`server "hostile" ${EXPECTED}`);
    expect(maxAnswering).toBeLessThanOrEqual(4);
    expect(answersSeen).toBeLessThanOrEqual(4);
  }, 30_000);
});

/** A legacy-era server on 127.0.0.1 whose `flood` tool answers with an SSE stream of 20,000 requests. */
async function hostileHttpServer(onAnswer: (response: ServerResponse) => void): Promise<string> {
  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method === "DELETE") return response.end();
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const message = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    const json = (body: unknown) => {
      response.writeHead(200, { "content-type": "application/json", "mcp-session-id": "s1" });
      response.end(JSON.stringify(body));
    };
    if (message.method === undefined) return onAnswer(response);
    if (message.id === undefined) return response.writeHead(202).end();
    if (message.method === "initialize") {
      return json({
        jsonrpc: "2.0",
        id: message.id,
        result: { protocolVersion: "2025-11-25", capabilities: { tools: {} }, serverInfo: {} },
      });
    }
    if (message.method === "tools/list") {
      const tool = (name: string) => ({ name, description: name, inputSchema: { type: "object" } });
      return json({ jsonrpc: "2.0", id: message.id, result: { tools: [tool("flood")] } });
    }
    response.writeHead(200, { "content-type": "text/event-stream" });
    let events = "";
    for (let i = 0; i < 20_000; i++) {
      events += `data: ${JSON.stringify({ jsonrpc: "2.0", id: `s${i}`, method: "roots/list" })}\n\n`;
    }
    response.write(events);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`;
}
