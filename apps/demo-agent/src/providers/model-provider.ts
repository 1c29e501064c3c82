import type { ArgumentNormalizer, ToolResult } from "@tinyllm/tool";
import type { AssistantMessage, Message, ToolDef } from "@tinyllm/types";

/** What the agent sends for one model turn. */
export interface CompletionRequest {
  /** The whole conversation so far, oldest first. */
  readonly messages: readonly Message[];
  /** The tools the model may call, as `registry.definitions()` lists them. */
  readonly tools: readonly ToolDef[];
  /** Aborts the request (Ctrl-C); the provider then rejects with the signal's reason. */
  readonly signal?: AbortSignal;
  /**
   * The registry's result behind each tool message of `messages` that has one (by identity), so
   * a provider can send its parts (images, files) in its own shape; a tool message without one
   * (a call cut off or over the limit) is sent as its text.
   */
  readonly results?: ReadonlyMap<Message, ToolResult>;
  /** Told, before the request goes out, of the body items that carry the last turn's rich results. */
  readonly onSent?: ((sent: SentResults) => void) | undefined;
}

/**
 * The items of a request body that answer the last turn's calls, when some result has images,
 * audio or files: the last `items.length` items of the body's `field` array, the same objects
 * that are serialized (base64 in full).
 */
export interface SentResults {
  /** The body's array they end: `messages` (OpenAI, Anthropic) or `contents` (Gemini). */
  readonly field: "messages" | "contents";
  readonly items: readonly unknown[];
}

/**
 * Why the model stopped: `"stop"` (an answer), `"tool_calls"`, `"length"` (cut
 * off at the output token limit), or whatever else the server reports.
 */
export type FinishReason = "stop" | "tool_calls" | "length" | "content_filter" | (string & {});

/** One model turn. */
export interface Completion {
  /** The assistant message, checked against the wire format. */
  readonly message: AssistantMessage;
  /** Why the model stopped; `null` when the server did not say. */
  readonly finishReason: FinishReason | null;
  /**
   * Undoes what the provider's tool projection changed in the arguments (Gemini's string enums);
   * the agent passes it to `callAll` as `normalizeArguments`.
   */
  readonly normalizeArguments?: ArgumentNormalizer | undefined;
}

/** A model the agent can talk to: the built-in scripted one, or an OpenAI-compatible server. */
export interface ModelProvider {
  /** A short label for the transcript, e.g. `scripted:tour` or `openai:gpt-4o-mini`. */
  readonly label: string;
  /** Asks for the next assistant turn. Rejects on failure; never returns a malformed message. */
  complete(request: CompletionRequest): Promise<Completion>;
}
