import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { EdgeRuntime } from "edge-runtime";
import { beforeAll, describe, expect, it } from "vitest";
import { SseParser } from "../../src/wire/index.js";
import { bundle } from "../fixtures/bundle.js";
import { testRegistry } from "../fixtures/test-registry.js";

const META = {
  "io.modelcontextprotocol/protocolVersion": "2026-07-28",
  "io.modelcontextprotocol/clientCapabilities": {},
};
let runtime: EdgeRuntime;

beforeAll(async () => {
  const file = await bundle(
    fileURLToPath(new URL("../fixtures/edge-worker.ts", import.meta.url)),
    "browser",
  );
  runtime = new EdgeRuntime({
    initialCode: readFileSync(file, "utf8").replace(/^export\s*\{[^}]*\};?\s*$/m, ""),
  });
}, 30_000);

function call(id: number, method: string, params: Record<string, unknown>, accept: string) {
  const name: Record<string, string> =
    typeof params.name === "string" ? { "mcp-name": params.name } : {};
  return runtime.dispatchFetch("http://localhost/mcp", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept,
      "mcp-protocol-version": "2026-07-28",
      "mcp-method": method,
      ...name,
    },
    body: JSON.stringify({ jsonrpc: "2.0", id, method, params: { ...params, _meta: META } }),
  });
}

describe("mcpHandler in the edge runtime (no Node globals)", () => {
  it("has no process or require in the sandbox", () => {
    expect(runtime.evaluate("typeof process + ' ' + typeof require")).toBe("undefined undefined");
  });

  it("lists the tools and calls one, in JSON", async () => {
    const listed = await call(1, "tools/list", {}, "application/json");
    expect(listed.status).toBe(200);
    const { result } = await listed.json();
    expect(result.tools.map((tool: { name: string }) => tool.name)).toEqual(testRegistry().names());
    const echoed = await call(
      2,
      "tools/call",
      { name: "echo", arguments: { text: "edge" } },
      "application/json",
    );
    expect((await echoed.json()).result.content).toEqual([{ type: "text", text: "edge" }]);
  });

  it("answers over SSE when only the stream is accepted, and refuses a foreign Host", async () => {
    const streamed = await call(
      3,
      "tools/call",
      { name: "fail", arguments: {} },
      "text/event-stream",
    );
    expect(streamed.headers.get("content-type")).toBe("text/event-stream");
    const [message] = new SseParser()
      .push(await streamed.text())
      .map((event) => JSON.parse(event.data));
    expect(message).toMatchObject({
      id: 3,
      result: { isError: true, content: [{ type: "text", text: "error: it broke" }] },
    });
    const foreign = await runtime.dispatchFetch("http://evil.example.com/mcp", { method: "POST" });
    expect(foreign.status).toBe(403);
  });
});
