import {
  GEMINI_CALL_ID_PREFIX,
  type GeminiFunctionResponsePart,
  type GeminiMediaPart,
  type GeminiResponseOptions,
  toGeminiFunctionResponses,
} from "@tinyllm/providers";
import type { Message, ToolCall } from "@tinyllm/types";
import {
  appendTurn,
  argumentsObject,
  type ResultsByMessage,
  textOf,
  toolOutcome,
} from "./chat-history.js";

/** One part of a Gemini content. */
export type GeminiPart =
  | { text: string }
  | { functionCall: { id?: string; name: string; args: Record<string, unknown> } }
  | GeminiFunctionResponsePart
  | GeminiMediaPart;

/** Where a result's media go: in `functionResponse.parts`, or as parts after the responses. */
export type GeminiMediaPlacement = NonNullable<GeminiResponseOptions["media"]>;

/**
 * Gemini 3 models take media inside a function response; older ones get them as parts of
 * their own after the responses, the documented fallback. Read from the model name.
 */
export function geminiMediaPlacement(model: string): GeminiMediaPlacement {
  return /(^|\/)gemini-(?:[3-9]|\d{2,})/.test(model) ? "function-response" : "parts";
}

/** One Gemini content (a turn). */
export interface GeminiContent {
  role: "user" | "model";
  parts: GeminiPart[];
}

/**
 * The agent's Chat-shaped history as Gemini wants it: system text as `systemInstruction`, tool
 * calls as `functionCall` parts of a model turn, tool messages as `functionResponse` parts of a
 * user turn (`response.error` where the registry's content starts `error: `). An id is sent
 * only where Gemini gave one: the ids `@tinyllm/providers` made (`gemini_call_<n>`) stay here.
 * A tool message with its registry result in `results` is that result as
 * `toGeminiFunctionResponses` projects it (the same part for text): its images, audio and files
 * in `functionResponse.parts`, or with `media: "parts"` after the turn's function responses.
 */
export function toGeminiContents(
  messages: readonly Message[],
  options: { results?: ResultsByMessage; media?: GeminiMediaPlacement } = {},
): {
  systemInstruction: { parts: { text: string }[] } | undefined;
  contents: GeminiContent[];
} {
  const system: string[] = [];
  const contents: GeminiContent[] = [];
  const names = new Map<string, string>();
  const calls: ToolCall[] = [];
  const results = options.results ?? new Map();
  // With media: "parts", the media of a turn's results follow all of its function responses.
  let media: GeminiMediaPart[] = [];
  const flushMedia = () => {
    if (media.length > 0) appendTurn(contents, { role: "user", parts: media }, join);
    media = [];
  };
  const join = (previous: GeminiContent, next: GeminiContent): GeminiContent => ({
    role: previous.role,
    parts: [...previous.parts, ...next.parts],
  });
  const given = (id: string) => (id.startsWith(GEMINI_CALL_ID_PREFIX) ? {} : { id });
  for (const message of messages) {
    if (message.role !== "tool") flushMedia();
    if (message.role === "system") {
      system.push(textOf(message.content));
    } else if (message.role === "user") {
      appendTurn(contents, { role: "user", parts: [{ text: textOf(message.content) }] }, join);
    } else if (message.role === "assistant") {
      const parts: GeminiPart[] = [];
      const text = textOf(message.content);
      if (text !== "") parts.push({ text });
      for (const call of message.tool_calls ?? []) {
        names.set(call.id, call.function.name);
        calls.push(call);
        parts.push({
          functionCall: {
            ...given(call.id),
            name: call.function.name,
            args: argumentsObject(call),
          },
        });
      }
      appendTurn(contents, { role: "model", parts }, join);
    } else {
      const result = results.get(message);
      if (result !== undefined) {
        // The calls as read from Gemini: the projection sends back only the ids Gemini gave.
        const [part, ...after] = toGeminiFunctionResponses([result], calls, {
          media: options.media ?? "function-response",
        });
        media.push(...(after as GeminiMediaPart[]));
        appendTurn(contents, { role: "user", parts: [part as GeminiPart] }, join);
        continue;
      }
      const { text, isError } = toolOutcome(message.content);
      const name = names.get(message.tool_call_id) ?? "";
      const response = isError ? { error: text } : { output: text };
      const part: GeminiPart = {
        functionResponse: { ...given(message.tool_call_id), name, response },
      };
      appendTurn(contents, { role: "user", parts: [part] }, join);
    }
  }
  flushMedia();
  const systemInstruction =
    system.length > 0 ? { parts: [{ text: system.join("\n\n") }] } : undefined;
  return { systemInstruction, contents };
}
