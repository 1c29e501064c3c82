import { invalidArgumentsText } from "../result/render-content.js";
import type { ToolIssue } from "../result/tool-issue.js";

// Every sentence the model or a person reads about an approval is written here.

/** The content of an `approval_required` result (the model reads it only if it is sent). */
export function approvalRequiredText(name: string): string {
  return `tool ${name} needs a human's approval before it runs; it has not run`;
}

/** What the model reads of a denial the human gave no message for. */
export function deniedText(name: string): string {
  return `a human denied the call to ${name}; it did not run`;
}

/** Arguments a human edited that fail the schema: `invalid_arguments`, saying whose they were. */
export function editRefusedText(
  name: string,
  issues: readonly ToolIssue[],
  budget: number,
): string {
  const head = "the human's edit was refused: ";
  return head + invalidArgumentsText(name, issues, budget - head.length);
}

/** The predicate `needsApproval` threw or rejected. */
export function predicateFailedText(what: string): string {
  return `needsApproval threw: ${what}; the tool did not run`;
}
