import { type Json, quote, typeName, unknownOption } from "@tinyllm/types";
import { ApprovalError } from "./approval-error.js";
import { canonicalJson } from "./canonical-json.js";

/**
 * A human's answer to a pending approval: run it as reviewed, refuse it with a message for the
 * model, or run it with arguments the human edited (which are validated again).
 */
export type ApprovalDecision =
  | { readonly type: "approve" }
  | { readonly type: "deny"; readonly message?: string | undefined }
  | { readonly type: "edit"; readonly arguments: Json };

/** A decision as read once: for `edit`, the arguments' canonical text. */
export type ReadDecision =
  | { readonly type: "approve" }
  | { readonly type: "deny"; readonly message: string | undefined }
  | { readonly type: "edit"; readonly argumentsText: string };

const FIELDS = { approve: ["type"], deny: ["type", "message"], edit: ["type", "arguments"] };

/** Reads a decision, or throws `ApprovalError` (`invalid_decision`) saying what is wrong. */
export function readDecision(decision: unknown): ReadDecision {
  try {
    return readGiven(decision);
  } catch (error) {
    if (ApprovalError.isInstance(error)) throw error;
    throw invalid(`the decision could not be read (${String(error)})`);
  }
}

function readGiven(decision: unknown): ReadDecision {
  if (typeof decision !== "object" || decision === null) {
    throw invalid(
      `the decision is ${typeName(decision)}; expected {type: "approve" | "deny" | "edit"}`,
    );
  }
  const type = (decision as { type?: unknown }).type;
  if (type !== "approve" && type !== "deny" && type !== "edit") {
    throw invalid(`the decision's type is ${quote(type)}; expected "approve", "deny" or "edit"`);
  }
  const unknown = unknownOption(decision, `the ${type} decision's`, FIELDS[type]);
  if (unknown !== undefined) throw invalid(unknown.message);
  if (type === "approve") return { type };
  if (type === "deny") {
    const message = (decision as { message?: unknown }).message;
    if (message !== undefined && typeof message !== "string") {
      throw invalid(`the deny decision's message is ${typeName(message)}; expected a string`);
    }
    return { type, message };
  }
  const edited = (decision as { arguments?: unknown }).arguments;
  let argumentsText: string;
  try {
    argumentsText = canonicalJson(edited);
  } catch (error) {
    throw invalid(`the edit decision's arguments are not JSON: ${(error as Error).message}`);
  }
  return { type, argumentsText };
}

function invalid(message: string): ApprovalError {
  return new ApprovalError("invalid_decision", message);
}
