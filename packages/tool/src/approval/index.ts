export type { ApprovalDecision } from "./approval-decision.js";
export { ApprovalError, type ApprovalErrorCode } from "./approval-error.js";
export { ApprovalRegistry, type ApprovalRegistryOptions } from "./approval-registry.js";
export { ApprovalRequired, pendingOf } from "./approval-required.js";
export { canonicalJson } from "./canonical-json.js";
export {
  PendingApproval,
  type PendingApprovalFields,
  type PendingApprovalJson,
} from "./pending-approval.js";
export type { SigningKey } from "./sign-pending.js";
