import type { Registry, ToolResult } from "@tinyllm/tool";
import type { JsonObject } from "../wire/index.js";

/** The annotation key a listed tool carries when its calls need a human's approval. */
export const NEEDS_APPROVAL_ANNOTATION = "dev.tinyllm/needsApproval";

/** What the client (and its model) reads of a call that would need a human's approval. */
export function approvalRefusedText(name: string): string {
  return `error: tool ${name} needs a human's approval, and this MCP server has no one to ask; it did not run`;
}

/**
 * The answer to a call an `ApprovalRegistry` put to a human: MCP serve cannot ask one (MCP's
 * elicitation is not used), so the call is refused with `isError` and its pending approval is
 * discarded, never left to be resumed.
 */
export function approvalRefused(registry: Registry, result: ToolResult): JsonObject {
  const pending = (result as { pending?: unknown }).pending;
  const discard = (registry as { discard?: (pending: unknown) => boolean }).discard;
  if (pending !== undefined && typeof discard === "function") discard.call(registry, pending);
  return { content: [{ type: "text", text: approvalRefusedText(result.name) }], isError: true };
}
