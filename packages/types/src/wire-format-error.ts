import { hasMarker } from "./error-marker.js";
import type { Issue } from "./issue.js";
import { issueLines } from "./issue-lines.js";

/** What kind of problem a {@link WireIssue} is, named after the JSON Schema keyword it breaks. */
export type WireIssueCode =
  /** The value has the wrong JSON type: `expected string, got object`. */
  | "type"
  /** A required property is missing. */
  | "required"
  /** A value is not one of those allowed (a message's `role`). */
  | "enum"
  /** A value is not the one literal allowed (`type: "function"`). */
  | "const"
  /** A string that must not be empty is (`id`, a tool `name`). */
  | "minLength"
  /** The value could not be read: a getter or proxy trap threw. */
  | "unreadable_value";

/** One thing wrong with a wire value: a stable `code`, where, and what. */
export type WireIssue = Issue<WireIssueCode>;

const MARKER = Symbol.for("@tinyllm/types.WireFormatError");

/** The most problems a {@link WireFormatError}'s message lists; `issues` holds every one. */
export const MAX_WIRE_MESSAGE_LINES = 100;

/** Thrown by the parse functions when an untrusted value is not the wire shape expected. */
export class WireFormatError extends Error {
  override readonly name = "WireFormatError";
  /** A stable code for programs; the message is for people. */
  readonly code = "invalid_wire_format";
  /** Every problem found, in the order met; the message holds them as `path: message` lines. */
  declare readonly issues: readonly WireIssue[];
  declare readonly [MARKER]: true;

  constructor(issues: readonly WireIssue[], options?: { cause?: unknown }) {
    super(messageOf(issues), options);
    this.issues = issues;
  }

  /** The path of the first problem. */
  get path(): string {
    return this.issues[0]?.path ?? "$";
  }

  /** Whether `value` is a WireFormatError of any copy of this package (never `instanceof`). */
  static isInstance(value: unknown): value is WireFormatError {
    return hasMarker(value, MARKER);
  }
}
Object.defineProperty(WireFormatError.prototype, MARKER, { value: true });

/** The first problems as `path: message` lines, then how many more there are. */
function messageOf(issues: readonly WireIssue[]): string {
  return issueLines(
    issues,
    MAX_WIRE_MESSAGE_LINES,
    "problems",
    (issue, path) => `${path}: ${issue.message}`,
  );
}
