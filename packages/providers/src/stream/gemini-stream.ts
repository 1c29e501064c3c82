import type { ToolCallStream } from "@tinyllm/tool/stream";
import { GEMINI_CALL_ID_PREFIX } from "../gemini-calls.js";
import { isRecord } from "../wire-read.js";
import type { ToolCallStreams } from "./tool-call-streams.js";

/**
 * Reads one Gemini stream chunk (`GenerateContentResponse`): Gemini sends each `functionCall`
 * part whole, so each is opened, given its `args` as JSON text and finished at once. A call
 * without an id gets `gemini_call_<n>`, n its position among the stream's calls. Returns the
 * calls the chunk held.
 */
export function readGeminiChunk<C>(streams: ToolCallStreams<C>, chunk: unknown): ToolCallStream[] {
  const touched: ToolCallStream[] = [];
  if (!isRecord(chunk) || !Array.isArray(chunk.candidates)) return touched;
  for (const candidate of chunk.candidates) {
    const content = isRecord(candidate) ? candidate.content : undefined;
    const parts = isRecord(content) && Array.isArray(content.parts) ? content.parts : [];
    for (const part of parts) {
      if (!isRecord(part) || !isRecord(part.functionCall)) continue;
      const call = part.functionCall;
      const position = streams.calls().length;
      const key = `gemini:${position}`;
      const id =
        typeof call.id === "string" && call.id !== ""
          ? call.id
          : `${GEMINI_CALL_ID_PREFIX}${position}`;
      const stream = streams.open(key, id, typeof call.name === "string" ? call.name : "");
      stream.push(call.args === undefined ? "" : JSON.stringify(call.args));
      streams.finish(key);
      touched.push(stream);
    }
  }
  return touched;
}
