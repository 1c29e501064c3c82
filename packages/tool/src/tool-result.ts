import type { ToolMessage } from "@tinyllm/types";

/**
 * What happened to a call, for programs: `ok`, or the failure kind. Provider adapters map
 * every kind but `ok` to their error flag (Anthropic's `is_error`, MCP's `isError`).
 */
export type ToolResultKind =
  /** The tool ran and returned; the content is its output. */
  | "ok"
  /** No tool has the name the model used. */
  | "unknown_tool"
  /** The arguments were not JSON, or failed the tool's schema; the tool did not run. */
  | "invalid_arguments"
  /** The arguments were over `maxArgumentBytes`; they were not parsed and the tool did not run. */
  | "arguments_too_large"
  /** The tool threw or rejected with a `ToolError`; the content is its message. */
  | "tool_error"
  /** The tool threw or rejected with anything else. */
  | "tool_failed"
  /** The tool returned a value that cannot be serialised as JSON (a BigInt, a cycle, a function). */
  | "invalid_result"
  /** The tool ran past its timeout; its signal was aborted, but it may still be running. */
  | "timeout"
  /** The caller's signal aborted, before the tool started or while it ran. */
  | "cancelled";

/** The answer to one tool call: always produced, whatever went wrong. */
export class ToolResult {
  /** The id of the call this answers (`""` when the call had none). */
  readonly callId: string;
  /** The tool name the call used, as the model wrote it. */
  readonly name: string;
  /** What happened, for programs. */
  readonly kind: ToolResultKind;
  /** The tool's output, or the words that explain the failure (without the `error: ` prefix). */
  readonly content: string;

  constructor(fields: {
    callId: string;
    name: string;
    kind: ToolResultKind;
    content: string;
  }) {
    this.callId = fields.callId;
    this.name = fields.name;
    this.kind = fields.kind;
    this.content = fields.content;
  }

  /** Whether the call failed: every kind but `ok`. */
  get isError(): boolean {
    return this.kind !== "ok";
  }

  /** The tool message that answers the call; a failure's content is prefixed `error: `. */
  message(): ToolMessage {
    return {
      role: "tool",
      tool_call_id: this.callId,
      content: this.isError ? `error: ${this.content}` : this.content,
    };
  }
}
