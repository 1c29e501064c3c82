import { type Span, SpanKind, SpanStatusCode, type Tracer, trace } from "@opentelemetry/api";
import type { CallEndEvent, CallHooks, CallStartEvent } from "../call/call-hooks.js";

// Kinds that are not a failure: the tool ran, or a human is asked or has decided (issue 28's approval).
const NOT_ERRORS: ReadonlySet<string> = new Set(["ok", "approval_required", "denied"]);

/** Options of {@link otelHooks}. */
export interface OtelHooksOptions extends CallHooks {
  /** The tracer to start spans with; default `trace.getTracer("@tinyllm/tool")`. */
  readonly tracer?: Tracer | undefined;
}

/**
 * Registry hooks that record one OpenTelemetry span per call, as the GenAI semantic conventions
 * name it: `execute_tool {tool name}` (kind INTERNAL) with `gen_ai.operation.name`
 * `execute_tool`, `gen_ai.tool.name`, `gen_ai.tool.call.id` and `gen_ai.tool.type` `function`.
 * A refused or failed call ends with status ERROR and `error.type` set to the result's kind
 * (`invalid_arguments`, `unknown_tool`, `timeout`, ...); no argument, result text or context is
 * put on a span. The `onCallStart` / `onCallEnd` given here run after the span's own work.
 *
 * Spread them into the registry's options: `new Registry({ ...otelHooks() })`. Without an
 * OpenTelemetry SDK registered, the API's tracer does nothing, and a registry without these
 * hooks never loads `@opentelemetry/api`.
 */
export function otelHooks(options: OtelHooksOptions = {}): Required<CallHooks> {
  const tracer = options.tracer ?? trace.getTracer("@tinyllm/tool");
  // Spans of calls in flight, by tool name and call id; a model may reuse an id, so each key
  // holds its spans in start order, and the end of a call takes the oldest.
  const open = new Map<string, Span[]>();
  return {
    onCallStart(event: CallStartEvent) {
      const span = tracer.startSpan(`execute_tool ${event.name}`, {
        kind: SpanKind.INTERNAL,
        attributes: {
          "gen_ai.operation.name": "execute_tool",
          "gen_ai.tool.name": event.name,
          "gen_ai.tool.call.id": event.callId,
          "gen_ai.tool.type": "function",
        },
      });
      const key = keyOf(event);
      const spans = open.get(key);
      if (spans === undefined) open.set(key, [span]);
      else spans.push(span);
      return options.onCallStart?.(event);
    },
    onCallEnd(event: CallEndEvent) {
      const key = keyOf(event);
      const spans = open.get(key);
      const span = spans?.shift();
      if (spans?.length === 0) open.delete(key);
      if (span !== undefined) {
        if (!NOT_ERRORS.has(event.kind)) {
          span.setAttribute("error.type", event.kind);
          span.setStatus({ code: SpanStatusCode.ERROR });
        }
        span.end();
      }
      return options.onCallEnd?.(event);
    },
  };
}

function keyOf(event: CallStartEvent): string {
  return `${event.name}\u0000${event.callId}`;
}
