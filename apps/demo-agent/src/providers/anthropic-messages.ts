import { type AnthropicToolResultBlock, toAnthropicToolResults } from "@tinyllm/providers";
import type { Message } from "@tinyllm/types";
import {
  appendTurn,
  argumentsObject,
  type ResultsByMessage,
  textOf,
  toolOutcome,
} from "./chat-history.js";

/** One block of an Anthropic message. */
export type AnthropicBlock =
  | { type: "text"; text: string }
  | { type: "tool_use"; id: string; name: string; input: Record<string, unknown> }
  | AnthropicToolResultBlock;

/** One Anthropic message. */
export interface AnthropicTurn {
  role: "user" | "assistant";
  content: AnthropicBlock[];
}

/**
 * The agent's Chat-shaped history as Anthropic Messages wants it: system text apart, tool calls
 * as `tool_use` blocks, tool messages as `tool_result` blocks of a user turn (`is_error` where
 * the registry's content starts `error: `), consecutive turns of one role joined. A tool message
 * with its registry result in `results` is that result as `toAnthropicToolResults` projects it:
 * the same block for text, and `image` / `document` content blocks for images and files.
 */
export function toAnthropicMessages(
  messages: readonly Message[],
  results: ResultsByMessage = new Map(),
): {
  system: string | undefined;
  messages: AnthropicTurn[];
} {
  const system: string[] = [];
  const turns: AnthropicTurn[] = [];
  const join = (previous: AnthropicTurn, next: AnthropicTurn): AnthropicTurn => ({
    role: previous.role,
    content: [...previous.content, ...next.content],
  });
  for (const message of messages) {
    if (message.role === "system") {
      system.push(textOf(message.content));
    } else if (message.role === "user") {
      appendTurn(
        turns,
        { role: "user", content: [{ type: "text", text: textOf(message.content) }] },
        join,
      );
    } else if (message.role === "assistant") {
      const content: AnthropicBlock[] = [];
      const text = textOf(message.content);
      if (text !== "") content.push({ type: "text", text });
      for (const call of message.tool_calls ?? []) {
        content.push({
          type: "tool_use",
          id: call.id,
          name: call.function.name,
          input: argumentsObject(call),
        });
      }
      appendTurn(turns, { role: "assistant", content }, join);
    } else {
      const result = results.get(message);
      const { text, isError } = toolOutcome(message.content);
      const block: AnthropicBlock =
        result === undefined
          ? {
              type: "tool_result",
              tool_use_id: message.tool_call_id,
              content: text,
              is_error: isError,
            }
          : (toAnthropicToolResults([result])[0] as AnthropicToolResultBlock);
      appendTurn(turns, { role: "user", content: [block] }, join);
    }
  }
  return { system: system.length > 0 ? system.join("\n\n") : undefined, messages: turns };
}
