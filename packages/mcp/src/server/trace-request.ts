import type { JsonRpcRequest, JsonRpcResponse } from "../wire/index.js";

/** The part of an OpenTelemetry `Span` the server uses (structural: no dependency on the API). */
export interface McpSpan {
  setAttribute(key: string, value: string | number): unknown;
  setStatus(status: { code: number }): unknown;
  end(): void;
}

/**
 * The part of an OpenTelemetry `Tracer` the server uses: pass `trace.getTracer("my-server")`
 * from `@opentelemetry/api`. Without one, nothing is traced and nothing is loaded.
 */
export interface McpTracer {
  startActiveSpan<T>(
    name: string,
    options: { kind: number; attributes: Record<string, string | number> },
    fn: (span: McpSpan) => T,
  ): T;
}

// OpenTelemetry's SpanKind.SERVER and SpanStatusCode.ERROR, whose numbers the API fixes.
const SERVER = 1;
const ERROR = 2;

/** What the transport knows of a request, for its span. */
export interface TraceFacts {
  /** `"pipe"` for stdio, `"tcp"` for HTTP. */
  readonly transport: "pipe" | "tcp";
  /** The protocol version the request is served in, when known. */
  readonly protocolVersion?: string | undefined;
  /** The legacy HTTP session, when there is one. */
  readonly sessionId?: string | undefined;
}

/**
 * Runs `answer` inside one SERVER span per request, as the MCP semantic conventions name it:
 * `{mcp.method.name} {target}` (the tool name for `tools/call`), with `mcp.method.name`,
 * `jsonrpc.request.id`, `jsonrpc.protocol.version`, `network.transport`, and where known
 * `mcp.protocol.version`, `mcp.session.id`, `gen_ai.tool.name` and `gen_ai.operation.name`
 * (`execute_tool`). A JSON-RPC error sets `error.type` and `rpc.response.status_code` to its code;
 * a tool result with `isError` sets `error.type` to `tool_error`; both end with status ERROR. The
 * span is the active one while the request runs, so the registry's own spans are its children.
 * No argument or result text is put on a span.
 */
export function traceRequest(
  tracer: McpTracer,
  request: JsonRpcRequest,
  facts: TraceFacts,
  answer: () => Promise<JsonRpcResponse | undefined>,
): Promise<JsonRpcResponse | undefined> {
  const tool = request.method === "tools/call" ? toolName(request.params) : undefined;
  const attributes: Record<string, string | number> = {
    "mcp.method.name": request.method,
    "jsonrpc.request.id": String(request.id),
    "jsonrpc.protocol.version": "2.0",
    "network.transport": facts.transport,
  };
  if (facts.protocolVersion !== undefined)
    attributes["mcp.protocol.version"] = facts.protocolVersion;
  if (facts.sessionId !== undefined) attributes["mcp.session.id"] = facts.sessionId;
  if (tool !== undefined) {
    attributes["gen_ai.tool.name"] = tool;
    attributes["gen_ai.operation.name"] = "execute_tool";
  }
  const name = tool === undefined ? request.method : `${request.method} ${tool}`;
  return tracer.startActiveSpan(name, { kind: SERVER, attributes }, async (span) => {
    try {
      const response = await answer();
      if (response !== undefined && "error" in response) {
        span.setAttribute("error.type", String(response.error.code));
        span.setAttribute("rpc.response.status_code", String(response.error.code));
        span.setStatus({ code: ERROR });
      } else if (response !== undefined && isToolError(response.result)) {
        span.setAttribute("error.type", "tool_error");
        span.setStatus({ code: ERROR });
      }
      return response;
    } catch (error) {
      span.setAttribute("error.type", "internal_error");
      span.setStatus({ code: ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}

function toolName(params: unknown): string | undefined {
  const name = (params as { name?: unknown } | undefined)?.name;
  return typeof name === "string" ? name : undefined;
}

function isToolError(result: unknown): boolean {
  return (
    typeof result === "object" &&
    result !== null &&
    (result as { isError?: unknown }).isError === true
  );
}
