import type { ToolCallStream } from "@tinyllm/tool/stream";
import { isRecord } from "../wire-read.js";
import type { ToolCallStreams } from "./tool-call-streams.js";

/**
 * Reads one Anthropic Messages stream event (`RawMessageStreamEvent`): `content_block_start`
 * with a `tool_use` block opens its call (keyed by the block's `index`), each
 * `content_block_delta` with an `input_json_delta` pushes its `partial_json`, and
 * `content_block_stop` finishes it. A block with no delta has `""` as arguments, read as `{}`.
 * Other events are left alone. Returns the call touched.
 */
export function readAnthropicEvent<C>(
  streams: ToolCallStreams<C>,
  event: unknown,
): ToolCallStream[] {
  if (!isRecord(event) || typeof event.index !== "number") return [];
  const key = String(event.index);
  switch (event.type) {
    case "content_block_start": {
      const block = event.content_block;
      if (!isRecord(block) || block.type !== "tool_use") return [];
      const id = typeof block.id === "string" ? block.id : "";
      return [streams.open(key, id, typeof block.name === "string" ? block.name : "")];
    }
    case "content_block_delta": {
      const delta = event.delta;
      const stream = streams.get(key);
      if (stream === undefined || !isRecord(delta) || delta.type !== "input_json_delta") return [];
      if (typeof delta.partial_json === "string") stream.push(delta.partial_json);
      return [stream];
    }
    case "content_block_stop": {
      const stream = streams.get(key);
      if (stream === undefined) return [];
      streams.finish(key);
      return [stream];
    }
    default:
      return [];
  }
}
