import { hasMarker } from "@tinyllm/types";
import type { ToolResult } from "./tool-result.js";

const MARKER = Symbol.for("@tinyllm/tool/ToolResultError");

/**
 * A call the registry answered with a failure (a refusal, a tool error, a timeout), thrown by an
 * adapter whose host wants failures thrown (the AI SDK). Its message is our tool message's
 * content, `error: ` prefix included: the exact text the model reads through `Registry.call`.
 */
export class ToolResultError extends Error {
  override readonly name = "ToolResultError";
  /** The result's kind: `invalid_arguments`, `tool_error`, `timeout`, ... */
  readonly code: string;
  /** The registry's answer. */
  readonly result: ToolResult;

  constructor(result: ToolResult) {
    super(result.message().content);
    this.code = result.kind;
    this.result = result;
    Object.defineProperty(this, MARKER, { value: true });
  }

  /**
   * The message alone, without the `ToolResultError: ` prefix: the AI SDK hands the model
   * `String(error)`, and the model must read our text exactly.
   */
  override toString(): string {
    return this.message;
  }

  /** Whether `value` is one of these errors, from any copy of this package. */
  static isInstance(value: unknown): value is ToolResultError {
    return hasMarker(value, MARKER);
  }
}
