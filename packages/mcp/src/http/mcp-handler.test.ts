import { describe, expect, it } from "vitest";
import { testRegistry } from "../../test/fixtures/test-registry.js";
import { SseParser, SUPPORTED_PROTOCOL_VERSIONS } from "../wire/index.js";
import { mcpHandler } from "./mcp-handler.js";

const URL_ = "http://localhost:3000/mcp";
const BOTH = "application/json, text/event-stream";
const MODERN_META = {
  "io.modelcontextprotocol/protocolVersion": "2026-07-28",
  "io.modelcontextprotocol/clientCapabilities": {},
};

function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(URL_, {
    method: "POST",
    headers: { "content-type": "application/json", accept: BOTH, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

function modern(
  id: number,
  method: string,
  params: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const name: Record<string, string> =
    typeof params.name === "string" ? { "mcp-name": params.name } : {};
  return post(
    { jsonrpc: "2.0", id, method, params: { ...params, _meta: MODERN_META } },
    { "mcp-protocol-version": "2026-07-28", "mcp-method": method, ...name, ...headers },
  );
}

async function sseMessages(response: Response): Promise<Record<string, unknown>[]> {
  const parser = new SseParser();
  return parser.push(await response.text()).map((event) => JSON.parse(event.data));
}

async function initialized(handler: ReturnType<typeof mcpHandler>, version = "2025-11-25") {
  const response = await handler(
    post({
      jsonrpc: "2.0",
      id: 0,
      method: "initialize",
      params: {
        protocolVersion: version,
        capabilities: {},
        clientInfo: { name: "t", version: "1" },
      },
    }),
  );
  return { response, session: response.headers.get("mcp-session-id") ?? "" };
}

describe("mcpHandler: HTTP rules", () => {
  it.each([
    [{ host: "evil.example.com" }, 403],
    [{ host: "localhost:3000", origin: "http://evil.example.com" }, 403],
    [{ host: "localhost:3000", origin: "null" }, 403],
    [{ host: "127.0.0.1:9", origin: "http://localhost:5173" }, 200],
    [{ host: "[::1]:3000" }, 200],
  ])("checks Host and Origin against the loopback names: %j → %i", async (headers, status) => {
    const response = await mcpHandler(testRegistry())(modern(1, "tools/list", {}, headers));
    expect(response.status).toBe(status);
  });

  it("takes allowed hosts and origins as options", async () => {
    const handler = mcpHandler(testRegistry(), {
      allowedHosts: ["mcp.example.com"],
      allowedOrigins: ["https://app.example.com"],
    });
    const note = (headers: Record<string, string>) => modern(1, "tools/list", {}, headers);
    expect((await handler(note({ host: "mcp.example.com" }))).status).toBe(200);
    expect((await handler(note({ host: "localhost" }))).status).toBe(403);
    expect(
      (await handler(note({ host: "mcp.example.com", origin: "https://app.example.com" }))).status,
    ).toBe(200);
    expect(
      (await handler(note({ host: "mcp.example.com", origin: "https://other.example.com" })))
        .status,
    ).toBe(403);
  });

  it("answers GET and DELETE without a session with 405, POST only", async () => {
    const handler = mcpHandler(testRegistry());
    for (const method of ["GET", "DELETE", "PUT"]) {
      const response = await handler(new Request(URL_, { method }));
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
    }
  });

  it("refuses a body over the cap with 413, a non-JSON content type with 415, an unusable Accept with 406", async () => {
    const handler = mcpHandler(testRegistry(), { maxBodyBytes: 100 });
    expect(
      (await handler(post({ jsonrpc: "2.0", method: "x", params: { pad: "p".repeat(200) } })))
        .status,
    ).toBe(413);
    expect((await handler(post("{}", { "content-type": "text/plain" }))).status).toBe(415);
    expect((await handler(post("{}", { accept: "text/html" }))).status).toBe(406);
  });

  it("answers invalid JSON with -32700 and a batch with -32600, both id null and 400", async () => {
    const handler = mcpHandler(testRegistry());
    const broken = await handler(post('{"jsonrpc":'));
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ id: null, error: { code: -32700 } });
    const batch = await handler(post([{ jsonrpc: "2.0", id: 1, method: "ping" }]));
    expect(batch.status).toBe(400);
    expect(await batch.json()).toMatchObject({ id: null, error: { code: -32600 } });
  });
});

describe("mcpHandler: 2025-11-25 sessions", () => {
  it("echoes a supported version, answers others with the latest, and mints a session", async () => {
    const handler = mcpHandler(testRegistry());
    const first = await initialized(handler, "2025-06-18");
    expect(first.session).toMatch(/^[0-9a-f-]{36}$/);
    expect(await first.response.json()).toMatchObject({
      result: { protocolVersion: "2025-06-18", serverInfo: { name: "tinyllm-tools" } },
    });
    const second = await initialized(handler, "1999-01-01");
    expect(second.session).not.toBe(first.session);
    expect(await second.response.json()).toMatchObject({
      result: { protocolVersion: "2025-11-25" },
    });
  });

  it("refuses requests without a session (400) and with an unknown one (404)", async () => {
    const handler = mcpHandler(testRegistry());
    expect((await handler(post({ jsonrpc: "2.0", id: 1, method: "tools/list" }))).status).toBe(400);
    const unknown = await handler(
      post({ jsonrpc: "2.0", id: 1, method: "tools/list" }, { "mcp-session-id": "nope" }),
    );
    expect(unknown.status).toBe(404);
  });

  it("answers in the form Accept asks for: JSON, or SSE when only the stream is accepted", async () => {
    const handler = mcpHandler(testRegistry());
    const { session } = await initialized(handler);
    const call = {
      jsonrpc: "2.0",
      id: 7,
      method: "tools/call",
      params: { name: "echo", arguments: { text: "a" } },
    };
    const json = await handler(
      post(call, { "mcp-session-id": session, accept: "application/json" }),
    );
    expect(json.headers.get("content-type")).toBe("application/json");
    expect(json.headers.get("mcp-session-id")).toBe(session);
    expect(await json.json()).toEqual({
      jsonrpc: "2.0",
      id: 7,
      result: { content: [{ type: "text", text: "a" }] },
    });
    const sse = await handler(
      post(call, { "mcp-session-id": session, accept: "text/event-stream" }),
    );
    expect(sse.headers.get("content-type")).toBe("text/event-stream");
    expect(await sseMessages(sse)).toEqual([
      { jsonrpc: "2.0", id: 7, result: { content: [{ type: "text", text: "a" }] } },
    ]);
  });

  it("aborts a call on notifications/cancelled and sends no response for it", async () => {
    const aborted: string[] = [];
    const handler = mcpHandler(testRegistry({ onAbort: (id) => aborted.push(id) }));
    const { session } = await initialized(handler);
    const headers = { "mcp-session-id": session };
    const pending = handler(
      post(
        { jsonrpc: "2.0", id: "w", method: "tools/call", params: { name: "wait_for_abort" } },
        headers,
      ),
    );
    const cancel = {
      jsonrpc: "2.0",
      method: "notifications/cancelled",
      params: { requestId: "w" },
    };
    await expect
      .poll(async () => (await handler(post(cancel, headers))).status === 202 && aborted.length > 0)
      .toBe(true);
    const response = await pending;
    expect(aborted).toEqual(["w"]);
    expect(await response.text()).toBe("");
  });

  it("ends a session on DELETE", async () => {
    const handler = mcpHandler(testRegistry());
    const { session } = await initialized(handler);
    expect(
      (
        await handler(
          new Request(URL_, { method: "DELETE", headers: { "mcp-session-id": session } }),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await handler(
          post({ jsonrpc: "2.0", id: 1, method: "ping" }, { "mcp-session-id": session }),
        )
      ).status,
    ).toBe(404);
  });
});

describe("mcpHandler: 2026-07-28 stateless requests", () => {
  it("answers tools/list with resultType, caching hints, serverInfo and the fingerprint", async () => {
    const registry = testRegistry();
    const response = await mcpHandler(registry, { ttlMs: 60_000 })(modern(1, "tools/list"));
    expect(response.status).toBe(200);
    const { result } = await response.json();
    expect(result).toMatchObject({ resultType: "complete", ttlMs: 60_000, cacheScope: "public" });
    expect(result._meta).toEqual({
      "dev.tinyllm/fingerprint": registry.fingerprint(),
      "io.modelcontextprotocol/serverInfo": { name: "tinyllm-tools", version: "0.0.0" },
    });
    expect(
      JSON.stringify(result.tools.map((tool: { inputSchema: unknown }) => tool.inputSchema)),
    ).toBe(
      JSON.stringify(registry.definitions().map((definition) => definition.function.parameters)),
    );
  });

  it("answers server/discover with every supported version", async () => {
    const { result } = await (
      await mcpHandler(testRegistry())(modern(1, "server/discover"))
    ).json();
    expect(result).toMatchObject({
      resultType: "complete",
      supportedVersions: [...SUPPORTED_PROTOCOL_VERSIONS],
      capabilities: { tools: {} },
    });
  });

  it.each([
    [
      "a missing _meta",
      post(
        { jsonrpc: "2.0", id: 1, method: "tools/list" },
        { "mcp-protocol-version": "2026-07-28", "mcp-method": "tools/list" },
      ),
      400,
      -32602,
    ],
    [
      "a wrong Mcp-Method",
      modern(1, "tools/list", {}, { "mcp-method": "Tools/List" }),
      400,
      -32020,
    ],
    [
      "a missing Mcp-Name",
      modern(1, "tools/call", { name: "echo" }, { "mcp-name": "" }),
      400,
      -32020,
    ],
    [
      "a version header unlike _meta",
      modern(1, "tools/list", {}, { "mcp-protocol-version": "2026-08-01" }),
      400,
      -32020,
    ],
    ["an unknown method", modern(1, "resources/list"), 404, -32601],
    ["a removed method", modern(1, "ping"), 404, -32601],
  ])("refuses %s", async (_name, request, status, code) => {
    const response = await mcpHandler(testRegistry())(request);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ id: 1, error: { code } });
  });

  it("lists the supported versions for an unsupported one", async () => {
    const request = post(
      {
        jsonrpc: "2.0",
        id: 5,
        method: "tools/list",
        params: {
          _meta: { ...MODERN_META, "io.modelcontextprotocol/protocolVersion": "1900-01-01" },
        },
      },
      { "mcp-protocol-version": "1900-01-01", "mcp-method": "tools/list" },
    );
    const response = await mcpHandler(testRegistry())(request);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      jsonrpc: "2.0",
      id: 5,
      error: {
        code: -32022,
        message: "Unsupported protocol version",
        data: { supported: [...SUPPORTED_PROTOCOL_VERSIONS], requested: "1900-01-01" },
      },
    });
  });

  it("decodes a Base64 Mcp-Name before comparing it", async () => {
    const response = await mcpHandler(testRegistry())(
      modern(
        1,
        "tools/call",
        { name: "echo", arguments: { text: "b" } },
        { "mcp-name": "=?base64?ZWNobw==?=" },
      ),
    );
    expect((await response.json()).result.content).toEqual([{ type: "text", text: "b" }]);
  });

  it("answers an unknown tool with -32602 when told to", async () => {
    const response = await mcpHandler(testRegistry(), { unknownTool: "invalid-params" })(
      modern(2, "tools/call", { name: "ecko" }),
    );
    const body = await response.json();
    expect(body.error.code).toBe(-32602);
    expect(body.error.message).toContain('unknown tool "ecko"; did you mean "echo"?');
  });

  it("opens subscriptions/listen as a stream whose first message is the acknowledgment", async () => {
    const handler = mcpHandler(testRegistry());
    const response = await handler(
      modern(9, "subscriptions/listen", {
        notifications: { toolsListChanged: true, promptsListChanged: true },
      }),
    );
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    const reader = response.body?.getReader();
    const first = await reader?.read();
    const [ack] = new SseParser().push(new TextDecoder().decode(first?.value));
    expect(JSON.parse(ack?.data ?? "null")).toMatchObject({
      method: "notifications/subscriptions/acknowledged",
      params: { _meta: { "io.modelcontextprotocol/subscriptionId": 9 } },
    });
    handler.close();
    const rest = await new Response(
      new ReadableStream({
        pull: async (controller) => {
          const next = await reader?.read();
          if (next === undefined || next.done) controller.close();
          else controller.enqueue(next.value);
        },
      }),
    ).text();
    expect(new SseParser().push(rest).map((event) => JSON.parse(event.data))).toEqual([
      {
        jsonrpc: "2.0",
        id: 9,
        result: {
          resultType: "complete",
          _meta: {
            "io.modelcontextprotocol/subscriptionId": 9,
            "io.modelcontextprotocol/serverInfo": { name: "tinyllm-tools", version: "0.0.0" },
          },
        },
      },
    ]);
  });

  it("answers 503 once closed", async () => {
    const handler = mcpHandler(testRegistry());
    handler.close();
    expect((await handler(modern(1, "tools/list"))).status).toBe(503);
  });

  it("sends list_changed on a listen stream when the registry changes", async () => {
    const registry = testRegistry();
    const handler = mcpHandler(registry);
    const response = await handler(
      modern(3, "subscriptions/listen", { notifications: { toolsListChanged: true } }),
    );
    const reader = response.body?.getReader();
    const parser = new SseParser();
    const next = async () => {
      for (;;) {
        const chunk = await reader?.read();
        const [event] = parser.push(chunk?.value ?? new Uint8Array());
        if (event !== undefined) return JSON.parse(event.data);
      }
    };
    expect(await next()).toMatchObject({ params: { notifications: { toolsListChanged: true } } });
    registry.unregister("echo");
    expect(await next()).toEqual({
      jsonrpc: "2.0",
      method: "notifications/tools/list_changed",
      params: { _meta: { "io.modelcontextprotocol/subscriptionId": 3 } },
    });
    await reader?.cancel();
  });
});
