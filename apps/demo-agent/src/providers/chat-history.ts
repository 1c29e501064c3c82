import type { ToolResult } from "@tinyllm/tool";
import type { Message, ToolCall } from "@tinyllm/types";

/** The registry's result behind each tool message that has one, by identity (see `CompletionRequest`). */
export type ResultsByMessage = ReadonlyMap<Message, ToolResult>;

/** Whether a result is a success with more than text (images, audio, files, links) to send as such. */
export function isRich(result: ToolResult | undefined): result is ToolResult {
  return (
    result !== undefined && !result.isError && result.parts().some((part) => part.type !== "text")
  );
}

/** Whether the tool messages that end the history (the last turn's answers) include a rich result. */
export function lastTurnIsRich(messages: readonly Message[], results: ResultsByMessage): boolean {
  for (let index = messages.length - 1; index >= 0; index--) {
    const message = messages[index] as Message;
    if (message.role !== "tool") return false;
    if (isRich(results.get(message))) return true;
  }
  return false;
}

/** The text of a message's content (a string, or text parts joined). */
export function textOf(content: Message["content"]): string {
  if (content === null) return "";
  if (typeof content === "string") return content;
  return content.map((part) => part.text).join("");
}

/** A tool message's content split into the registry's words and whether it was a failure. */
export function toolOutcome(content: string): { text: string; isError: boolean } {
  return content.startsWith("error: ")
    ? { text: content.slice("error: ".length), isError: true }
    : { text: content, isError: false };
}

/** A call's arguments as the object a provider that takes parsed arguments wants. */
export function argumentsObject(call: ToolCall): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(
      call.function.arguments === "" ? "{}" : call.function.arguments,
    );
    if (typeof value === "object" && value !== null && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
  } catch {
    // The model's own malformed text was answered with a refusal; history keeps the call as {}.
  }
  return {};
}

/** Consecutive turns of one role joined into one (Anthropic and Gemini want roles to alternate). */
export function appendTurn<T extends { role: string }>(
  turns: T[],
  turn: T,
  join: (previous: T, next: T) => T,
): void {
  const last = turns.at(-1);
  if (last !== undefined && last.role === turn.role) turns[turns.length - 1] = join(last, turn);
  else turns.push(turn);
}
