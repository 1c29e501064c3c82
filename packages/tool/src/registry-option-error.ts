/** Thrown by `new Registry(options)` when an option has a value it cannot use. */
export class InvalidRegistryOptionError extends RangeError {
  override readonly name = "InvalidRegistryOptionError";
  /** A stable code for programs; the message is for people. */
  readonly code = "invalid_registry_option";
  /** The option refused. */
  readonly option: string;

  constructor(option: string, message: string) {
    super(message);
    this.option = option;
  }
}
