import { hasMarker } from "@tinyllm/types";
import type { ToolResult } from "../result/tool-result.js";
import type { ApprovalRegistry } from "./approval-registry.js";
import { ApprovalRequired } from "./approval-required.js";
import { canonicalJson } from "./canonical-json.js";

const REGISTRY_MARKER = Symbol.for("@tinyllm/tool.ApprovalRegistry");

/** Whether `registry` is an `ApprovalRegistry` of any copy of this package. */
export function isApprovalRegistry(registry: unknown): registry is ApprovalRegistry {
  return hasMarker(registry, REGISTRY_MARKER);
}

/** Marks the class, for {@link isApprovalRegistry}. */
export function markApprovalRegistry(type: { prototype: object }): void {
  Object.defineProperty(type.prototype, REGISTRY_MARKER, { value: true });
}

/**
 * Approval through a framework that asks the human itself (the AI SDK's tool approval, Agents
 * JS's interruptions): its `needsApproval` hook asks {@link ask}, which records what the human
 * is shown; once the framework runs the approved call, {@link settle} resumes our pending
 * approval only if it is that very call with those very arguments. Anything else (a call the
 * hook never saw, other arguments, a process that restarted) stays refused: fail closed.
 */
export class FrameworkApprovals {
  readonly #registry: ApprovalRegistry;
  // Call id -> the canonical arguments the framework put to the human.
  readonly #asked = new Map<string, string>();

  constructor(registry: ApprovalRegistry) {
    this.#registry = registry;
  }

  /** The framework's hook: whether this call needs a human; remembers the arguments if so. */
  async ask(name: string, callId: string, input: unknown, context: unknown): Promise<boolean> {
    const needed = await this.#registry.approvalNeeded(name, input, context);
    if (needed) this.#asked.set(callId, canonicalJson(input));
    return needed;
  }

  /**
   * The registry's answer to a call the framework ran: an `approval_required` for a call the
   * framework's human approved is resumed (approved, with the same context); any other result
   * as it is.
   */
  async settle(result: ToolResult, context: unknown): Promise<ToolResult> {
    if (!ApprovalRequired.isInstance(result)) return result;
    const { pending } = result;
    const asked = this.#asked.get(pending.callId);
    this.#asked.delete(pending.callId);
    if (asked !== canonicalJson(pending.arguments)) {
      this.#registry.discard(pending);
      return result;
    }
    return this.#registry.resume(pending, { type: "approve" }, { context });
  }
}

/** The framework approvals of a registry that can ask, `undefined` for a plain one. */
export function frameworkApprovals(registry: unknown): FrameworkApprovals | undefined {
  return isApprovalRegistry(registry) ? new FrameworkApprovals(registry) : undefined;
}
