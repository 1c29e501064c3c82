import { SpanKind, SpanStatusCode } from "@opentelemetry/api";
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from "@opentelemetry/sdk-trace-base";
import { describe, expect, it } from "vitest";
import { defineTool } from "../define/define-tool.js";
import { Registry } from "../registry.js";
import { otelHooks } from "./otel-hooks.js";

function traced(extra: Parameters<typeof otelHooks>[0] = {}) {
  const exporter = new InMemorySpanExporter();
  const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  const registry = new Registry({ ...otelHooks({ tracer: provider.getTracer("test"), ...extra }) });
  registry.mustRegister(
    defineTool({
      name: "get_weather",
      description: "Weather for a city.",
      parameters: {
        type: "object",
        properties: { city: { type: "string" } },
        required: ["city"],
        additionalProperties: false,
      },
      execute: async (args) => `sunny in ${args.city}`,
    }),
  );
  return { registry, exporter };
}

const call = (name: string, args: string, id = "call_1") => ({
  id,
  type: "function" as const,
  function: { name, arguments: args },
});

describe("otelHooks", () => {
  it("records one execute_tool span per call, as the GenAI semantic conventions name it", async () => {
    const { registry, exporter } = traced();
    const result = await registry.call(call("get_weather", '{"city":"Paris"}'));
    expect(result.kind).toBe("ok");
    const [span, ...rest] = exporter.getFinishedSpans();
    expect(rest).toEqual([]);
    expect(span?.name).toBe("execute_tool get_weather");
    expect(span?.kind).toBe(SpanKind.INTERNAL);
    expect(span?.attributes).toEqual({
      "gen_ai.operation.name": "execute_tool",
      "gen_ai.tool.name": "get_weather",
      "gen_ai.tool.call.id": "call_1",
      "gen_ai.tool.type": "function",
    });
    expect(span?.status.code).toBe(SpanStatusCode.UNSET);
  });

  it("ends a refused call with status ERROR and error.type set to the result's kind", async () => {
    const { registry, exporter } = traced();
    await registry.call(call("get_weather", '{"city":"Paris","secret":"hunter2"}', "a"));
    await registry.call(call("get_wether", "{}", "b"));
    await registry.call(call("get_weather", "{", "c"));
    const spans = exporter.getFinishedSpans();
    expect(
      spans.map((span) => [span.name, span.attributes["error.type"], span.status.code]),
    ).toEqual([
      ["execute_tool get_weather", "invalid_arguments", SpanStatusCode.ERROR],
      ["execute_tool get_wether", "unknown_tool", SpanStatusCode.ERROR],
      ["execute_tool get_weather", "invalid_arguments", SpanStatusCode.ERROR],
    ]);
    // Neither the arguments nor the refusal's text reach a span.
    expect(
      JSON.stringify(spans.map((span) => [span.attributes, span.status, span.events])),
    ).not.toMatch(/hunter2|secret|Paris/);
  });

  it("ends each span of calls in flight together, even when the model reused an id", async () => {
    const { registry, exporter } = traced();
    const results = await registry.callAll([
      call("get_weather", '{"city":"Paris"}', "same"),
      call("get_weather", "{}", "same"),
      call("get_weather", '{"city":"Rome"}', "other"),
    ]);
    expect(results.map((result) => result.kind)).toEqual(["ok", "invalid_arguments", "ok"]);
    const spans = exporter.getFinishedSpans();
    expect(spans).toHaveLength(3);
    expect(spans.map((span) => span.attributes["gen_ai.tool.call.id"]).sort()).toEqual([
      "other",
      "same",
      "same",
    ]);
    expect(spans.filter((span) => span.status.code === SpanStatusCode.ERROR)).toHaveLength(1);
  });

  it("runs the hooks given beside it, after its own work", async () => {
    const seen: string[] = [];
    const { registry, exporter } = traced({
      onCallStart: (event) => seen.push(`start ${event.callId}`),
      onCallEnd: (event) =>
        seen.push(`end ${event.callId} ${event.kind} ${exporter.getFinishedSpans().length}`),
    });
    await registry.call(call("get_weather", '{"city":"Oslo"}'));
    expect(seen).toEqual(["start call_1", "end call_1 ok 1"]);
  });

  it("uses the global tracer by default: without an SDK registered, calls still answer", async () => {
    const registry = new Registry({ ...otelHooks() });
    registry.mustRegister(
      defineTool({ name: "ping", description: "Pong.", execute: () => "pong" }),
    );
    expect((await registry.call(call("ping", "{}"))).content).toBe("pong");
  });
});
