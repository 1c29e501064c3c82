/** One thing wrong with a wire value: where, and what. */
export interface WireIssue {
  /** Where in the value: `$` is the whole value, then `.name`, `["odd name"]`, `[i]`. */
  readonly path: string;
  /** What was expected and what came, in lowercase words. */
  readonly message: string;
}

/** Thrown by the parse functions when an untrusted value is not the wire shape expected. */
export class WireFormatError extends Error {
  override readonly name = "WireFormatError";
  /** A stable code for programs; the message is for people. */
  readonly code = "invalid_wire_format";
  /** Every problem found, in the order met; the message holds them as `path: message` lines. */
  readonly issues: readonly WireIssue[];

  constructor(issues: readonly WireIssue[]) {
    super(issues.map((issue) => `${issue.path}: ${issue.message}`).join("\n"));
    this.issues = issues;
  }

  /** The path of the first problem. */
  get path(): string {
    return this.issues[0]?.path ?? "$";
  }
}
