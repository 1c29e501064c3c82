import assert from "node:assert/strict";
import { mcpHandler } from "@tinyllm/mcp";
import { serveHttp } from "@tinyllm/mcp/node";
import { defineTool, Registry } from "@tinyllm/tool";

const registry = new Registry().mustRegister(
  defineTool({
    name: "echo",
    description: "Echoes a word.",
    parameters: { type: "object", properties: { word: { type: "string" } }, required: ["word"] },
    execute: (args) => args.word,
  }),
);
const meta = {
  "io.modelcontextprotocol/protocolVersion": "2026-07-28",
  "io.modelcontextprotocol/clientCapabilities": {},
};
const handler = mcpHandler(registry);
const response = await handler(
  new Request("http://localhost/mcp", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "mcp-protocol-version": "2026-07-28",
      "mcp-method": "tools/call",
      "mcp-name": "echo",
    },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "echo", arguments: { word: "hi" }, _meta: meta },
    }),
  }),
);
assert.equal(response.status, 200);
const body = await response.json();
assert.deepEqual(body.result.content, [{ type: "text", text: "hi" }]);
assert.equal(body.result.resultType, "complete");

const server = await serveHttp(registry);
assert.match(server.url, /^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
const refused = await fetch(server.url);
assert.equal(refused.status, 405);
await server.close();
