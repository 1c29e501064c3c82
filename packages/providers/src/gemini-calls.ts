import type { ToolResult } from "@tinyllm/tool";
import type { ContentPart, ToolCall } from "@tinyllm/types";
import { refuseUnknownOption } from "./option-names.js";
import { partText, richParts } from "./result-parts.js";
import { childPath } from "./schema-path.js";
import { argumentsText, isRecord, readCalls, stringField } from "./wire-read.js";

/** A part that answers a function call (`Part` with `functionResponse` in `@google/genai`). */
export interface GeminiFunctionResponsePart {
  functionResponse: {
    id?: string;
    name: string;
    response: { output: string } | { error: string };
    /** A result's images, audio and files (`FunctionResponsePart[]`), for `media: "function-response"`. */
    parts?: GeminiMediaPart[];
  };
}

/** Media as Gemini takes it: inline bytes or a file URI, with the MIME type. */
export type GeminiMediaPart =
  | { inlineData: { mimeType: string; data: string; displayName?: string } }
  | { fileData: { mimeType: string; fileUri: string; displayName?: string } };

/** Where a result's media go, see {@link toGeminiFunctionResponses}. */
export interface GeminiResponseOptions {
  /**
   * `"function-response"` (the default): in `functionResponse.parts`, the multimodal function
   * responses of Gemini 3. `"parts"`: as parts of their own after the function responses, the
   * documented way for models that do not take media in a function response.
   */
  readonly media?: "function-response" | "parts" | undefined;
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
 * The `functionResponse` parts answering `calls`. A result with images, audio or files keeps its
 * text parts (resource links as lines) in `response.output` and its media in
 * `functionResponse.parts`, or, with `media: "parts"`, in parts after all the function responses.
 * The rest of this: (as `fromGeminiParts` read them), one per
 * result in the results' order, which `callAll` keeps: Gemini matches a response to its call by
 * name and position, and by `id` only where the call had one, so `id` is written exactly then.
 * Output goes in `response.output`, a failure's words in `response.error`.
 */
export function toGeminiFunctionResponses(
  results: readonly ToolResult[],
  calls: readonly ToolCall[],
  options?: GeminiResponseOptions & { readonly media?: "function-response" | undefined },
): GeminiFunctionResponsePart[];
export function toGeminiFunctionResponses(
  results: readonly ToolResult[],
  calls: readonly ToolCall[],
  options: GeminiResponseOptions,
): (GeminiFunctionResponsePart | GeminiMediaPart)[];
export function toGeminiFunctionResponses(
  results: readonly ToolResult[],
  calls: readonly ToolCall[],
  options: GeminiResponseOptions = {},
): (GeminiFunctionResponsePart | GeminiMediaPart)[] {
  refuseUnknownOption(options, "toGeminiFunctionResponses", ["media"]);
  if (
    options.media !== undefined &&
    options.media !== "parts" &&
    options.media !== "function-response"
  ) {
    throw new TypeError(
      `option media of toGeminiFunctionResponses is ${JSON.stringify(options.media)}; expected "function-response" or "parts"`,
    );
  }
  const separate = options.media === "parts";
  const after: GeminiMediaPart[] = [];
  const answers = results.map((result, index) => {
    const call =
      calls[index]?.id === result.callId ? calls[index] : calls.find((c) => c.id === result.callId);
    const id =
      call === undefined ? result.callId : givenIds.has(call) ? givenIds.get(call) : call.id;
    const parts = richParts(result);
    const output = parts === undefined ? result.content : geminiText(parts);
    const response = result.isError ? { error: result.content } : { output };
    const functionResponse: GeminiFunctionResponsePart["functionResponse"] =
      id === undefined ? { name: result.name, response } : { id, name: result.name, response };
    const media = parts?.flatMap(geminiMedia) ?? [];
    if (media.length > 0 && separate) after.push(...media);
    else if (media.length > 0) functionResponse.parts = media;
    return { functionResponse };
  });
  return [...answers, ...after];
}

/** The text of a rich result for `response.output`: text parts, and a line per resource link. */
function geminiText(parts: readonly ContentPart[]): string {
  return parts
    .filter((part) => part.type === "text" || part.type === "resource_link")
    .map(partText)
    .join("\n");
}

function geminiMedia(part: ContentPart): GeminiMediaPart[] {
  if (part.type !== "image" && part.type !== "audio" && part.type !== "file") return [];
  const displayName = part.type === "file" ? { displayName: part.name } : {};
  return part.url === undefined
    ? [{ inlineData: { mimeType: part.mimeType, data: part.data, ...displayName } }]
    : [{ fileData: { mimeType: part.mimeType, fileUri: part.url, ...displayName } }];
}
