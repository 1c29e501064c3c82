import type { ToolCallStream } from "@tinyllm/tool/stream";
import { isRecord } from "../wire-read.js";
import type { ToolCallStreams } from "./tool-call-streams.js";

/**
 * Reads one Responses API stream event (`ResponseStreamEvent`): `response.output_item.added`
 * with a `function_call` item opens its call (keyed by the item's `id`), each
 * `response.function_call_arguments.delta` pushes its `delta`, and
 * `response.function_call_arguments.done` finishes it with the `arguments` the event reports as
 * final (a text that differs from the deltas is refused). `response.output_item.done` finishes
 * a call the `done` event did not. Other events are left alone. Returns the call touched.
 */
export function readOpenAIResponsesEvent<C>(
  streams: ToolCallStreams<C>,
  event: unknown,
): ToolCallStream[] {
  if (!isRecord(event) || typeof event.type !== "string") return [];
  switch (event.type) {
    case "response.output_item.added": {
      const item = event.item;
      if (!isRecord(item) || item.type !== "function_call") return [];
      const key = itemKey(item.id, event.output_index);
      const stream = streams.open(
        key,
        typeof item.call_id === "string" ? item.call_id : "",
        typeof item.name === "string" ? item.name : "",
      );
      // The item may already carry arguments (it usually starts with "").
      if (typeof item.arguments === "string" && item.arguments !== "") stream.push(item.arguments);
      return [stream];
    }
    case "response.function_call_arguments.delta": {
      const stream = streams.get(itemKey(event.item_id, event.output_index));
      if (stream === undefined || typeof event.delta !== "string") return [];
      stream.push(event.delta);
      return [stream];
    }
    case "response.function_call_arguments.done": {
      const key = itemKey(event.item_id, event.output_index);
      const stream = streams.get(key);
      if (stream === undefined) return [];
      streams.finish(key, typeof event.arguments === "string" ? event.arguments : undefined);
      return [stream];
    }
    case "response.output_item.done": {
      const item = event.item;
      if (!isRecord(item) || item.type !== "function_call") return [];
      const key = itemKey(item.id, event.output_index);
      const stream = streams.get(key);
      if (stream === undefined) return [];
      if (stream.status === "open") {
        streams.finish(key, typeof item.arguments === "string" ? item.arguments : undefined);
      }
      return [stream];
    }
    default:
      return [];
  }
}

/** A call's key: its item id, or its output index when the item has none. */
function itemKey(id: unknown, outputIndex: unknown): string {
  return typeof id === "string" && id !== "" ? id : `#${String(outputIndex)}`;
}
