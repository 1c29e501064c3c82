import { hasMarker } from "@tinyllm/types";

const MARKER = Symbol.for("@tinyllm/tool.ToolError");

/**
 * A failure a tool reports to the model in its own words: the registry sends the message
 * as it is (prefixed `error: `), where any other thrown value reads "tool NAME failed: ...".
 * Recognised by {@link ToolError.isInstance}, so one from another copy of this package counts too.
 */
export class ToolError extends Error {
  override readonly name: string = "ToolError";
  /** A stable code for programs; the message is for the model. */
  readonly code: string = "tool_error";

  constructor(message?: string, options?: { cause?: unknown }) {
    super(message, options);
  }

  /** Whether `value` is a ToolError (or a subclass) of any copy of this package. Never throws. */
  static isInstance(value: unknown): value is ToolError {
    return hasMarker(value, MARKER);
  }
}
Object.defineProperty(ToolError.prototype, MARKER, { value: true });
