import { hasMarker } from "@tinyllm/types";

const MARKER = Symbol.for("@tinyllm/tool.InvalidRegistryOptionError");

/** Thrown by `new Registry(options)` for an option it cannot use. */
export class InvalidRegistryOptionError extends RangeError {
  override readonly name = "InvalidRegistryOptionError";
  /** A stable code for programs; the message is for people. */
  readonly code = "invalid_registry_option";
  /** The option refused. */
  declare readonly option: string;

  constructor(option: string, message: string) {
    super(message);
    this.option = option;
  }

  /** Whether `value` is an InvalidRegistryOptionError of any copy of this package. */
  static isInstance(value: unknown): value is InvalidRegistryOptionError {
    return hasMarker(value, MARKER);
  }
}
Object.defineProperty(InvalidRegistryOptionError.prototype, MARKER, { value: true });
