import { type OpenAIChatUserMessage, toOpenAIChatMessages } from "@tinyllm/providers";
import type { ToolResult } from "@tinyllm/tool";
import type { Message } from "@tinyllm/types";
import type { ResultsByMessage } from "./chat-history.js";

/** A message of a Chat Completions request: the history's, or a user message with media. */
export type OpenAIChatRequestMessage = Message | OpenAIChatUserMessage;

/**
 * The history as Chat Completions takes it. Every message is sent as it is; each run of tool
 * messages (one turn's answers) whose registry results are in `results` goes through
 * `toOpenAIChatMessages`: the same tool messages (text, with a line per image), and, when some
 * result has images, audio or files, the user message with them right after the run, since tool
 * messages take text only and must directly follow the assistant's `tool_calls`.
 */
export function toOpenAIChatHistory(
  messages: readonly Message[],
  results: ResultsByMessage = new Map(),
): OpenAIChatRequestMessage[] {
  const sent: OpenAIChatRequestMessage[] = [];
  let run: Message[] = [];
  const flush = () => {
    const answered = run.flatMap((message) => results.get(message) ?? []) as ToolResult[];
    const projected = answered.length > 0 ? toOpenAIChatMessages(answered) : [];
    const projectedTools = projected.filter((message) => message.role === "tool");
    // A message with a result is its projection (the result's `message()`); the rest as they are.
    let next = 0;
    for (const message of run) {
      sent.push(results.has(message) ? (projectedTools[next++] as Message) : message);
    }
    sent.push(...projected.filter((message) => message.role === "user"));
    run = [];
  };
  for (const message of messages) {
    if (message.role === "tool") {
      run.push(message);
      continue;
    }
    flush();
    sent.push(message);
  }
  flush();
  return sent;
}

/**
 * The messages that end a request answering a turn: its tool messages, and the user message with
 * their media when there is one.
 */
export function lastTurnAnswers(
  messages: readonly OpenAIChatRequestMessage[],
): OpenAIChatRequestMessage[] {
  let start = messages.length;
  if (messages[start - 1]?.role === "user") start -= 1;
  while (start > 0 && messages[start - 1]?.role === "tool") start -= 1;
  return messages.slice(start);
}
