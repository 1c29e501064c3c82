import type { ToolCall } from "./tool-call.js";

/** A text part of a multi-part message content. */
export interface TextContentPart {
  /** Always `"text"`. */
  type: "text";
  /** The text itself. */
  text: string;
}

/** Instructions from the application to the model. */
export interface SystemMessage {
  /** Always `"system"`. */
  role: "system";
  /** The instructions, as one string or as text parts. */
  content: string | TextContentPart[];
  /** An optional participant name. */
  name?: string;
}

/** A message from the person using the agent. */
export interface UserMessage {
  /** Always `"user"`. */
  role: "user";
  /** What the user said, as one string or as text parts. */
  content: string | TextContentPart[];
  /** An optional participant name. */
  name?: string;
}

/** A model turn: text, tool calls, or both. */
export interface AssistantMessage {
  /** Always `"assistant"`. */
  role: "assistant";
  /** The model's text; `null` when it only calls tools. */
  content: string | null;
  /** The tools the model asks to run, answered by one tool message each. */
  tool_calls?: ToolCall[];
  /** The model's refusal text, when the provider reports one. */
  refusal?: string | null;
}

/** The answer to one tool call. */
export interface ToolMessage {
  /** Always `"tool"`. */
  role: "tool";
  /** The `id` of the tool call this message answers. */
  tool_call_id: string;
  /** The tool's output, or its error prefixed `error: `. */
  content: string;
}

/** Any message of a Chat Completions conversation. */
export type Message = SystemMessage | UserMessage | AssistantMessage | ToolMessage;
