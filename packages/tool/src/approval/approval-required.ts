import { hasMarker } from "@tinyllm/types";
import { ToolResult } from "../result/tool-result.js";
import type { PendingApproval } from "./pending-approval.js";

const MARKER = Symbol.for("@tinyllm/tool.ApprovalRequired");

/**
 * The result of a call that waits for a human (`kind: "approval_required"`): the tool has not
 * run. `pending` is what to show them and to hand to `resume` with their decision.
 */
export class ApprovalRequired extends ToolResult {
  /** The call waiting for a decision. */
  declare readonly pending: PendingApproval;

  constructor(pending: PendingApproval, content: string) {
    super({ callId: pending.callId, name: pending.toolName, kind: "approval_required", content });
    this.pending = pending;
  }

  /** Whether `value` is an ApprovalRequired of any copy of this package. */
  static isInstance(value: unknown): value is ApprovalRequired {
    return hasMarker(value, MARKER);
  }
}

Object.defineProperty(ApprovalRequired.prototype, MARKER, { value: true });

/** The pending approval a result carries, when it is `approval_required`. */
export function pendingOf(result: unknown): PendingApproval | undefined {
  return ApprovalRequired.isInstance(result) ? result.pending : undefined;
}
