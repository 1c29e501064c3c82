import { describeThrown } from "./describe-thrown.js";
import { serializeResult } from "./serialize-result.js";
import { ToolError } from "./tool-error.js";
import { ToolResult, type ToolResultKind } from "./tool-result.js";
import { truncateMiddle } from "./truncate.js";

/** Which call a result answers. */
export interface CallIdentity {
  /** The call's id, `""` when it had none. */
  readonly callId: string;
  /** The tool name the call used. */
  readonly name: string;
}

/** A result with its content cut to `maxChars`. */
export function answer(
  call: CallIdentity,
  kind: ToolResultKind,
  content: string,
  maxChars: number,
): ToolResult {
  return new ToolResult({
    callId: call.callId,
    name: call.name,
    kind,
    content: truncateMiddle(content, maxChars),
  });
}

/** The result of a tool that returned `value`: its content, or `invalid_result`. */
export function answerValue(call: CallIdentity, value: unknown, maxChars: number): ToolResult {
  if (typeof value === "string") return answer(call, "ok", value, maxChars);
  const serialized = serializeResult(value);
  if (serialized.ok) return answer(call, "ok", serialized.text, maxChars);
  return answer(
    call,
    "invalid_result",
    `tool ${call.name} returned ${serialized.problem}, which cannot be sent to the model as JSON`,
    maxChars,
  );
}

/** The result of a tool that threw or rejected: a `ToolError`'s words, or "tool NAME failed: ...". */
export function answerThrown(call: CallIdentity, error: unknown, maxChars: number): ToolResult {
  if (error instanceof ToolError) {
    let message: string;
    try {
      message = String(error.message);
    } catch {
      message = describeThrown(error);
    }
    return answer(call, "tool_error", message, maxChars);
  }
  return answer(
    call,
    "tool_failed",
    `tool ${call.name} failed: ${describeThrown(error)}`,
    maxChars,
  );
}
