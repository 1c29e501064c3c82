import type { ToolResult } from "@tinyllm/tool";
import type { ToolCall } from "@tinyllm/types";
import { childPath } from "./schema-path.js";
import { argumentsText, isRecord, readCalls, stringField } from "./wire-read.js";

/** A part that answers a function call (`Part` with `functionResponse` in `@google/genai`). */
export interface GeminiFunctionResponsePart {
  functionResponse: {
    id?: string;
    name: string;
    response: { output: string } | { error: string };
  };
}

// The id Gemini gave each call we read, or undefined when we made one up.
const givenIds = new WeakMap<ToolCall, string | undefined>();

/** The prefix of the ids made for Gemini calls that came without one: `gemini_call_0`, ... */
export const GEMINI_CALL_ID_PREFIX = "gemini_call_";

/**
 * The tool calls of a Gemini answer: the `functionCall` parts of a content (or its `parts`
 * array), in order. `args` is already an object; it is written back as JSON text. A call without
 * an id gets `gemini_call_<n>`, n its position among this answer's calls from 0 (or
 * `gemini_call_<n>_<k>`, the smallest k free, when the model gave that id to another call); that
 * id is never sent back (see `toGeminiFunctionResponses`).
 */
export function fromGeminiParts(content: unknown): ToolCall[] {
  const read = readCalls(content, {
    field: "parts",
    what: "a Gemini parts array",
    item: (part, at, calls, issues) => {
      if (!isRecord(part) || !isRecord(part.functionCall)) return;
      const path = childPath(at, "functionCall");
      const call = part.functionCall;
      const name = stringField(call, "name", path, issues);
      const given = stringField(call, "id", path, issues, true);
      const args = argumentsText(call.args, childPath(path, "args"), issues);
      if (name === undefined) return;
      calls.push({ id: given ?? "", type: "function", function: { name, arguments: args } });
    },
  });
  // Ids are made once every given id is known, so a made one never equals one the model gave.
  const taken = new Set(read.map((call) => call.id).filter((id) => id !== ""));
  return read.map((call, position) => {
    if (call.id !== "") {
      givenIds.set(call, call.id);
      return call;
    }
    const made: ToolCall = { ...call, id: freeId(`${GEMINI_CALL_ID_PREFIX}${position}`, taken) };
    taken.add(made.id);
    givenIds.set(made, undefined);
    return made;
  });
}

function freeId(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let k = 1; ; k++) if (!taken.has(`${base}_${k}`)) return `${base}_${k}`;
}

/**
 * The `functionResponse` parts answering `calls` (as `fromGeminiParts` read them), one per
 * result in the results' order, which `callAll` keeps: Gemini matches a response to its call by
 * name and position, and by `id` only where the call had one, so `id` is written exactly then.
 * Output goes in `response.output`, a failure's words in `response.error`.
 */
export function toGeminiFunctionResponses(
  results: readonly ToolResult[],
  calls: readonly ToolCall[],
): GeminiFunctionResponsePart[] {
  return results.map((result, index) => {
    const call =
      calls[index]?.id === result.callId ? calls[index] : calls.find((c) => c.id === result.callId);
    const id =
      call === undefined ? result.callId : givenIds.has(call) ? givenIds.get(call) : call.id;
    const response = result.isError ? { error: result.content } : { output: result.content };
    const functionResponse: GeminiFunctionResponsePart["functionResponse"] =
      id === undefined ? { name: result.name, response } : { id, name: result.name, response };
    return { functionResponse };
  });
}
