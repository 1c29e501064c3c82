import { InvalidToolDefinitionError } from "../define/registration-errors.js";
import type { ToolResult } from "../result/tool-result.js";
import type { CallContext } from "./call-context.js";
import type { CallEnvironment } from "./call-pipeline.js";
import type { ValidationOutcome } from "./validate-arguments.js";

// The registry's only share of approval: everything else is in `@tinyllm/tool/approval`, so a
// plain `Registry` bundles none of it.

/** What answers a validated call to a tool that needs approval, in place of running it. */
export type ApprovalGate = (
  run: CallContext,
  outcome: ValidationOutcome,
) => ToolResult | Promise<ToolResult>;

/**
 * Makes the gate of one tool as it is registered, from its `needsApproval` (when truthy: `true`
 * or a predicate; `ApprovalRegistry`'s step refuses anything else); throws to refuse the tool.
 */
export type ApprovalStep = (
  environment: CallEnvironment,
  name: string,
  needsApproval: unknown,
) => ApprovalGate;

/**
 * The step of a registry that cannot ask for approval. Fails closed: a tool that declares
 * `needsApproval` is refused at registration, with the subpath that has a registry for it.
 */
export const refuseApproval: ApprovalStep = (_environment, name) => {
  throw new InvalidToolDefinitionError(
    name,
    `tool "${name}" needs approval; use ApprovalRegistry from "@tinyllm/tool/approval"`,
  );
};
