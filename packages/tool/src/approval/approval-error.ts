import { hasMarker } from "@tinyllm/types";

/** Why `resume` or `readPending` refused: nothing ran. */
export type ApprovalErrorCode =
  /** No pending approval of this registry has this id (another registry's, made up, or discarded). */
  | "unknown_approval"
  /** The pending approval was resumed already: each runs at most once. */
  | "already_resumed"
  /** The call id, tool name, arguments or fingerprint differ from what was put to the human. */
  | "fingerprint_mismatch"
  /** The tool is no longer registered, or was registered again with another schema. */
  | "tool_changed"
  /** The decision is not `approve`, `deny` or `edit` of the right shape. */
  | "invalid_decision"
  /** The call options of `resume` cannot be used. */
  | "invalid_options"
  /** What `readPending` was given is not a pending approval's JSON. */
  | "malformed"
  /** The signature is missing, or is not this registry's key's signature of the approval. */
  | "bad_signature";

const MARKER = Symbol.for("@tinyllm/tool.ApprovalError");

/** Thrown (as a rejection) when a pending approval cannot be resumed or read; nothing ran. */
export class ApprovalError extends Error {
  override readonly name = "ApprovalError";
  /** A stable code for programs; the message is for people. */
  declare readonly code: ApprovalErrorCode;

  constructor(code: ApprovalErrorCode, message: string) {
    super(`${message}; nothing ran`);
    this.code = code;
  }

  /** Whether `value` is an ApprovalError of any copy of this package. */
  static isInstance(value: unknown): value is ApprovalError {
    return hasMarker(value, MARKER);
  }
}

Object.defineProperty(ApprovalError.prototype, MARKER, { value: true });
