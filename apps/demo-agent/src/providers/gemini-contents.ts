import { GEMINI_CALL_ID_PREFIX } from "@tinyllm/providers";
import type { Message } from "@tinyllm/types";
import { appendTurn, argumentsObject, textOf, toolOutcome } from "./chat-history.js";

/** One part of a Gemini content. */
export type GeminiPart =
  | { text: string }
  | { functionCall: { id?: string; name: string; args: Record<string, unknown> } }
  | {
      functionResponse: {
        id?: string;
        name: string;
        response: { output: string } | { error: string };
      };
    };

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
 */
export function toGeminiContents(messages: readonly Message[]): {
  systemInstruction: { parts: { text: string }[] } | undefined;
  contents: GeminiContent[];
} {
  const system: string[] = [];
  const contents: GeminiContent[] = [];
  const names = new Map<string, string>();
  const join = (previous: GeminiContent, next: GeminiContent): GeminiContent => ({
    role: previous.role,
    parts: [...previous.parts, ...next.parts],
  });
  const given = (id: string) => (id.startsWith(GEMINI_CALL_ID_PREFIX) ? {} : { id });
  for (const message of messages) {
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
      const { text, isError } = toolOutcome(message.content);
      const name = names.get(message.tool_call_id) ?? "";
      const response = isError ? { error: text } : { output: text };
      const part: GeminiPart = {
        functionResponse: { ...given(message.tool_call_id), name, response },
      };
      appendTurn(contents, { role: "user", parts: [part] }, join);
    }
  }
  const systemInstruction =
    system.length > 0 ? { parts: [{ text: system.join("\n\n") }] } : undefined;
  return { systemInstruction, contents };
}
