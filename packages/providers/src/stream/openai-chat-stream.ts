import type { ToolCallStream } from "@tinyllm/tool/stream";
import { isRecord } from "../wire-read.js";
import type { ToolCallStreams } from "./tool-call-streams.js";

/**
 * Reads one Chat Completions stream chunk (`ChatCompletionChunk`): each
 * `choices[].delta.tool_calls[]` delta opens its call (by `index`, with the `id` and name its first
 * delta carries), adds to the name and pushes `function.arguments`. Chat has no per-call end: a
 * choice's `finish_reason` finishes its calls. Returns the calls the chunk touched.
 */
export function readOpenAIChatChunk<C>(
  streams: ToolCallStreams<C>,
  chunk: unknown,
): ToolCallStream[] {
  const touched: ToolCallStream[] = [];
  if (!isRecord(chunk) || !Array.isArray(chunk.choices)) return touched;
  for (const choice of chunk.choices) {
    if (!isRecord(choice)) continue;
    const choiceIndex = typeof choice.index === "number" ? choice.index : 0;
    const delta = choice.delta;
    const calls = isRecord(delta) && Array.isArray(delta.tool_calls) ? delta.tool_calls : [];
    for (const call of calls) {
      if (!isRecord(call) || typeof call.index !== "number") continue;
      const key = `${choiceIndex}:${call.index}`;
      const fn = isRecord(call.function) ? call.function : {};
      const name = typeof fn.name === "string" ? fn.name : "";
      let stream = streams.get(key);
      if (stream === undefined) {
        stream = streams.open(key, typeof call.id === "string" ? call.id : "", name);
      } else if (name !== "") {
        stream.pushName(name);
      }
      if (typeof fn.arguments === "string") stream.push(fn.arguments);
      if (!touched.includes(stream)) touched.push(stream);
    }
    if (typeof choice.finish_reason === "string") {
      for (const [key, stream] of streams.entries()) {
        if (key.startsWith(`${choiceIndex}:`) && stream.status === "open") streams.finish(key);
      }
    }
  }
  return touched;
}
