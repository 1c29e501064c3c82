import type { Json } from "@tinyllm/types";
import { deepFreeze } from "../deep-freeze.js";

/** What `PendingApproval.toJSON()` gives and `ApprovalRegistry.readPending` reads back. */
export interface PendingApprovalJson {
  readonly type: "tinyllm.pending_approval";
  readonly version: 1;
  /** This approval's own id: one call may be put to a human more than once. */
  readonly id: string;
  readonly callId: string;
  readonly toolName: string;
  /** The validated arguments, as the human reviews them. */
  readonly arguments: Json;
  /** 16 hex digits binding the tool name, its schema and the canonical arguments. */
  readonly fingerprint: string;
  /** HMAC-SHA-256 of the rest, in hex, when the registry has a `signingKey`. */
  readonly signature?: string;
}

/** The fields a {@link PendingApproval} is made of. */
export interface PendingApprovalFields {
  readonly id: string;
  readonly callId: string;
  readonly toolName: string;
  readonly arguments: Json;
  readonly fingerprint: string;
  readonly signature: string | undefined;
}

/**
 * A call waiting for a human: what to show them (`toolName`, `arguments`) and what binds a
 * decision to exactly that (`fingerprint`). Immutable; `toJSON()` stores it, `readPending` reads it.
 */
export class PendingApproval {
  /** This approval's own id. */
  declare readonly id: string;
  /** The id of the call it answers. */
  declare readonly callId: string;
  /** The tool the call would run. */
  declare readonly toolName: string;
  /** The validated arguments it would run with (frozen). */
  declare readonly arguments: Json;
  /** FNV-1a 64 of the tool name, the tool's schema fingerprint and the canonical arguments. */
  declare readonly fingerprint: string;
  /** The HMAC-SHA-256 signature, when the registry signs. */
  declare readonly signature: string | undefined;

  constructor(fields: PendingApprovalFields) {
    this.id = fields.id;
    this.callId = fields.callId;
    this.toolName = fields.toolName;
    this.arguments = deepFreeze(fields.arguments);
    this.fingerprint = fields.fingerprint;
    this.signature = fields.signature;
    Object.freeze(this);
  }

  /** Plain data to store (in a database, a queue) and hand to `readPending` later. */
  toJSON(): PendingApprovalJson {
    return {
      ...unsignedJson(this),
      ...(this.signature === undefined ? {} : { signature: this.signature }),
    };
  }
}

/** Everything a signature covers: the JSON form without `signature`. */
export function unsignedJson(
  fields: Omit<PendingApprovalFields, "signature">,
): PendingApprovalJson {
  return {
    type: "tinyllm.pending_approval",
    version: 1,
    id: fields.id,
    callId: fields.callId,
    toolName: fields.toolName,
    arguments: fields.arguments,
    fingerprint: fields.fingerprint,
  };
}
