import { context, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from "@opentelemetry/sdk-trace-base";
import { defineTool, Registry } from "@tinyllm/tool";
import { otelHooks } from "@tinyllm/tool/otel";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectMcp } from "../node/connect-mcp.js";
import { serveHttp } from "../node/serve-http.js";

const manager = new AsyncLocalStorageContextManager();
beforeAll(() => {
  context.setGlobalContextManager(manager.enable());
});
afterAll(() => {
  manager.disable();
  context.disable();
});

async function served(era: "modern" | "legacy") {
  const exporter = new InMemorySpanExporter();
  const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  const tracer = provider.getTracer("server");
  const registry = new Registry({ ...otelHooks({ tracer }) }).mustRegister(
    defineTool({
      name: "echo",
      description: "Its text.",
      parameters: { type: "object", properties: { text: { type: "string" } }, required: ["text"] },
      execute: (args) => args.text,
    }),
  );
  const server = await serveHttp(registry, { tracer });
  const client = await connectMcp({ url: server.url }, { name: "traced", era });
  const close = async () => {
    await client.close();
    await server.close();
  };
  return { exporter, client, close };
}

describe("MCP server spans", () => {
  it("one SERVER span per request, with the MCP conventions' names; the tool's span is its child", async () => {
    const { exporter, client, close } = await served("modern");
    try {
      await client.connection.request("tools/call", {
        name: "echo",
        arguments: { text: "secret words" },
      });
      const spans = exporter.getFinishedSpans();
      const call = spans.find((span) => span.name === "tools/call echo");
      expect(call?.kind).toBe(SpanKind.SERVER);
      expect(call?.attributes).toMatchObject({
        "mcp.method.name": "tools/call",
        "mcp.protocol.version": "2026-07-28",
        "gen_ai.tool.name": "echo",
        "gen_ai.operation.name": "execute_tool",
        "jsonrpc.protocol.version": "2.0",
        "network.transport": "tcp",
      });
      expect(call?.status.code).toBe(SpanStatusCode.UNSET);
      const tool = spans.find((span) => span.name === "execute_tool echo");
      expect(tool?.parentSpanContext?.spanId).toBe(call?.spanContext().spanId);
      expect(spans.map((span) => span.name)).toContain("server/discover");
      expect(JSON.stringify(spans.map((span) => span.attributes))).not.toContain("secret");
    } finally {
      await close();
    }
  });

  it("a JSON-RPC error and a tool error end their spans with status ERROR and error.type", async () => {
    const { exporter, client, close } = await served("legacy");
    try {
      await client.connection.request("tools/call", { name: "echo", arguments: {} });
      await client.connection.request("resources/list").catch(() => undefined);
      const spans = exporter.getFinishedSpans();
      const refused = spans.find((span) => span.name === "tools/call echo");
      expect(refused?.attributes["error.type"]).toBe("tool_error");
      expect(refused?.status.code).toBe(SpanStatusCode.ERROR);
      const unknown = spans.find((span) => span.name === "resources/list");
      expect(unknown?.attributes["error.type"]).toBe("-32601");
      expect(unknown?.attributes["rpc.response.status_code"]).toBe("-32601");
      expect(unknown?.attributes["mcp.session.id"]).toEqual(expect.any(String));
      expect(unknown?.status.code).toBe(SpanStatusCode.ERROR);
    } finally {
      await close();
    }
  });

  it("without a tracer option nothing is traced, even with a global tracer provider", async () => {
    const exporter = new InMemorySpanExporter();
    trace.setGlobalTracerProvider(
      new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] }),
    );
    const server = await serveHttp(new Registry());
    try {
      const client = await connectMcp({ url: server.url }, { name: "plain" });
      await client.connection.request("tools/list");
      await client.close();
      expect(exporter.getFinishedSpans()).toEqual([]);
    } finally {
      await server.close();
      trace.disable();
    }
  });
});
