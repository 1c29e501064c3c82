import { hasMarker } from "@tinyllm/types";

const MARKER = Symbol.for("@tinyllm/tool.InvalidStreamOptionError");

/** Thrown by `openStream` for an option it cannot use (unknown, or of the wrong type). */
export class InvalidStreamOptionError extends TypeError {
  override readonly name = "InvalidStreamOptionError";
  /** A stable code for programs; the message is for people. */
  readonly code = "invalid_stream_option";

  /** Whether `value` is an InvalidStreamOptionError of any copy of this package. */
  static isInstance(value: unknown): value is InvalidStreamOptionError {
    return hasMarker(value, MARKER);
  }
}
Object.defineProperty(InvalidStreamOptionError.prototype, MARKER, { value: true });
