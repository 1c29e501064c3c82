import { describe, expect, it } from "vitest";
import { testRegistry } from "../../test/fixtures/test-registry.js";
import { serveHttp } from "./serve-http.js";

const META = {
  "io.modelcontextprotocol/protocolVersion": "2026-07-28",
  "io.modelcontextprotocol/clientCapabilities": {},
};

describe("serveHttp", () => {
  it("binds 127.0.0.1 by default and answers other paths with 404", async () => {
    const server = await serveHttp(testRegistry());
    try {
      expect(server.server.address()).toMatchObject({ address: "127.0.0.1" });
      expect((await fetch(new URL("/other", server.url))).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it("aborts the tool when the client disconnects, with no cancel notification", async () => {
    const started: string[] = [];
    const aborted: string[] = [];
    const server = await serveHttp(
      testRegistry({ onStart: (id) => started.push(id), onAbort: (id) => aborted.push(id) }),
    );
    try {
      const controller = new AbortController();
      const pending = fetch(server.url, {
        method: "POST",
        signal: controller.signal,
        headers: {
          "content-type": "application/json",
          accept: "application/json, text/event-stream",
          "mcp-protocol-version": "2026-07-28",
          "mcp-method": "tools/call",
          "mcp-name": "wait_for_abort",
        },
        body: JSON.stringify({
          jsonrpc: "2.0",
          id: 1,
          method: "tools/call",
          params: { name: "wait_for_abort", _meta: META },
        }),
      });
      await expect.poll(() => started, { timeout: 5000 }).toEqual(["1"]);
      controller.abort();
      await expect(pending).rejects.toThrow();
      await expect.poll(() => aborted, { timeout: 5000 }).toEqual(["1"]);
    } finally {
      await server.close();
    }
  });
});
