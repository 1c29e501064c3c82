import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HttpMcpServer, serveHttp } from "../../src/node/index.js";
import { SseParser } from "../../src/wire/index.js";
import { testRegistry } from "../fixtures/test-registry.js";

const started: string[] = [];
const aborted: string[] = [];
const registry = testRegistry({
  onStart: (callId) => started.push(callId),
  onAbort: (callId) => aborted.push(callId),
});
/** Every JSON-RPC message the client received, as raw text, in order. */
const received: string[] = [];

async function recordingFetch(
  input: string | URL | Request,
  init?: RequestInit,
): Promise<Response> {
  const response = await fetch(input, init);
  if (response.body === null) return response;
  const [mine, theirs] = response.body.tee();
  const type = response.headers.get("content-type") ?? "";
  void (async () => {
    const text = await new Response(mine).text().catch(() => "");
    if (type.includes("text/event-stream")) {
      for (const event of new SseParser().push(`${text}\n\n`)) received.push(event.data);
    } else if (text !== "") received.push(text);
  })();
  return new Response(theirs, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

let server: HttpMcpServer;
let client: Client;

beforeAll(async () => {
  server = await serveHttp(registry);
  client = new Client({ name: "sdk-v1-test", version: "1.0.0" });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(server.url), { fetch: recordingFetch }),
  );
});

afterAll(async () => {
  await client.close();
  await server.close();
});

describe("SDK v1 Client over Streamable HTTP (2025-11-25)", () => {
  it("negotiates 2025-11-25 and sees our server info", () => {
    expect(client.getServerVersion()).toEqual({ name: "tinyllm-tools", version: "0.0.0" });
    expect(client.getServerCapabilities()).toEqual({ tools: { listChanged: false } });
  });

  it("lists the tools as registry.definitions(), in its order, schemas byte for byte", async () => {
    const { tools } = await client.listTools();
    const expected = registry.definitions().map((definition) => definition.function);
    expect(tools.map((tool) => tool.name)).toEqual(expected.map((definition) => definition.name));
    expect(tools.map((tool) => tool.description)).toEqual(
      expected.map((definition) => definition.description),
    );
    expect(tools.map((tool) => tool.inputSchema)).toEqual(
      expected.map((definition) => definition.parameters),
    );
    // The bytes on the wire, before the SDK's zod parse re-keys anything.
    const wire = JSON.parse(received.find((text) => text.includes('"tools":[')) ?? "null");
    const schemas = wire.result.tools.map((tool: { inputSchema: unknown }) =>
      JSON.stringify(tool.inputSchema),
    );
    expect(schemas).toEqual(expected.map((definition) => JSON.stringify(definition.parameters)));
    expect(wire.result._meta).toEqual({ "dev.tinyllm/fingerprint": registry.fingerprint() });
  });

  it("lists the output schema and annotations as compiled, and sends structuredContent", async () => {
    const { tools } = await client.listTools();
    const weather = tools.find((tool) => tool.name === "weather");
    const compiled = registry.tools().find((tool) => tool.name === "weather");
    expect(weather?.outputSchema).toEqual(compiled?.outputSchema);
    expect(weather?.annotations).toEqual({
      title: "Weather",
      readOnlyHint: true,
      openWorldHint: false,
    });
    // The SDK checks structuredContent against the listed outputSchema before returning it.
    expect(await client.callTool({ name: "weather", arguments: { city: "Paris" } })).toEqual({
      content: [{ type: "text", text: '{"city":"Paris","celsius":21}' }],
      structuredContent: { city: "Paris", celsius: 21 },
    });
  });

  it("round-trips an ok call and an error call with our exact texts", async () => {
    expect(await client.callTool({ name: "echo", arguments: { text: "hi" } })).toEqual({
      content: [{ type: "text", text: "hi" }],
    });
    const failed = await client.callTool({ name: "fail", arguments: {} });
    expect(failed).toEqual({ content: [{ type: "text", text: "error: it broke" }], isError: true });
    const invalid = await client.callTool({ name: "echo", arguments: { text: "", extra: 1 } });
    const local = await registry.call({
      id: "x",
      type: "function",
      function: { name: "echo", arguments: '{"text":"","extra":1}' },
    });
    expect(invalid).toEqual({
      content: [{ type: "text", text: local.message().content }],
      isError: true,
    });
    expect(local.message().content).toMatch(/^error: invalid arguments for echo:\n/);
  });

  it("answers an unknown tool with the registry's did-you-mean text as a tool error", async () => {
    const result = await client.callTool({ name: "ecko", arguments: {} });
    expect(result.isError).toBe(true);
    expect(result.content).toEqual([
      {
        type: "text",
        text: expect.stringContaining('error: unknown tool "ecko"; did you mean "echo"?'),
      },
    ]);
  });

  it("aborts the tool when the client aborts the call, and sends no response for it", async () => {
    const controller = new AbortController();
    const call = client.callTool({ name: "wait_for_abort", arguments: {} }, undefined, {
      signal: controller.signal,
    });
    await expect.poll(() => started.length, { timeout: 5000 }).toBe(1);
    const callId = started[0] ?? "";
    controller.abort("stop");
    await expect(call).rejects.toThrow();
    await expect.poll(() => aborted, { timeout: 5000 }).toEqual([callId]);
    // A later call round-trips, so anything sent for the aborted id would have arrived by now.
    await client.callTool({ name: "echo", arguments: { text: "after" } });
    const forAborted = received.filter((text) => {
      const message = JSON.parse(text);
      return String(message.id) === callId;
    });
    expect(forAborted).toEqual([]);
  });

  it("carries a 2 MB argument", async () => {
    const text = "é".repeat(1024 * 1024);
    expect(await client.callTool({ name: "length", arguments: { text } })).toEqual({
      content: [{ type: "text", text: String(text.length) }],
    });
  });
});

describe("SDK v1 Client progress over Streamable HTTP", () => {
  it("receives increasing progress for a call with a progress token", async () => {
    const seen: { progress: number; total?: number; message?: string }[] = [];
    const result = await client.callTool({ name: "progress", arguments: {} }, undefined, {
      onprogress: (progress) => seen.push(progress),
    });
    expect(result.content).toEqual([{ type: "text", text: "done" }]);
    expect(seen).toEqual([
      { progress: 1, total: 4, message: "step 1" },
      { progress: 3, total: 4, message: "step 3" },
      { progress: 4, total: 4, message: "step 4" },
    ]);
  });

  it("sends no progress for a call without a token", async () => {
    await client.callTool({ name: "progress", arguments: {} });
    interface Seen {
      id?: unknown;
      method?: string;
      params?: { progressToken?: unknown };
      result?: { content?: { text?: string }[] };
    }
    const messages = () => received.map((text) => JSON.parse(text) as Seen);
    // SDK v1 uses the request id as the progress token: find this call's id by its answer.
    await expect
      .poll(
        () => messages().filter((message) => message.result?.content?.[0]?.text === "done").length,
      )
      .toBe(2);
    const answers = messages().filter((message) => message.result?.content?.[0]?.text === "done");
    const id = answers[1]?.id;
    const progress = messages().filter((message) => message.method === "notifications/progress");
    expect(progress.length).toBe(3);
    expect(progress.filter((message) => message.params?.progressToken === id)).toEqual([]);
  });
});
