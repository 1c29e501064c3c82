import { describeThrown, type Json } from "@tinyllm/types";
import { CallContext } from "../call/call-context.js";
import { withHooks } from "../call/call-hooks.js";
import type { CallSettings } from "../call/read-options.js";
import { runTool } from "../call/run-tool.js";
import { isThenable, type ValidationOutcome } from "../call/validate-arguments.js";
import { cancelledBeforeText, invalidArgumentsText } from "../result/render-content.js";
import {
  answer,
  type CallIdentity,
  contentBudget,
  registryFailure,
} from "../result/shape-result.js";
import type { ToolResult } from "../result/tool-result.js";
import type { Claimed } from "./approval-book.js";
import type { ReadDecision } from "./approval-decision.js";
import { deniedText, editRefusedText } from "./approval-texts.js";

/**
 * Carries out a human's decision on a claimed approval, between the registry's hooks: `deny`
 * answers `denied` with the human's message; `approve` runs the tool on the arguments put to
 * the human; `edit` validates the human's arguments again and runs on them only if they pass.
 */
export function runDecision(
  claimed: Claimed,
  decision: ReadDecision,
  settings: CallSettings,
): ToolResult | Promise<ToolResult> {
  const { pending } = claimed;
  const call: CallIdentity = { callId: pending.callId, name: pending.toolName };
  const hooks = claimed.environment.hooks;
  const carry = () => carryOut(claimed, call, decision, settings);
  return hooks === undefined ? carry() : withHooks(hooks, call, carry);
}

function carryOut(
  claimed: Claimed,
  call: CallIdentity,
  decision: ReadDecision,
  settings: CallSettings,
): ToolResult | Promise<ToolResult> {
  const { environment, registered } = claimed;
  const { maxResultChars } = environment;
  if (decision.type === "deny") {
    return answer(call, "denied", decision.message ?? deniedText(call.name), maxResultChars);
  }
  if (settings.watch?.aborted === true) {
    return answer(call, "cancelled", cancelledBeforeText(call.name), maxResultChars);
  }
  const edited = decision.type === "edit";
  const argumentsText = edited ? decision.argumentsText : claimed.argumentsText;
  const args = JSON.parse(argumentsText) as Json;
  const run = (outcome: ValidationOutcome): ToolResult | Promise<ToolResult> => {
    if (!outcome.ok) {
      const budget = contentBudget("invalid_arguments", maxResultChars);
      const content = edited
        ? editRefusedText(call.name, outcome.issues, budget)
        : invalidArgumentsText(call.name, outcome.issues, budget);
      return answer(call, "invalid_arguments", content, maxResultChars, {
        issues: outcome.issues,
      });
    }
    const validated = "value" in outcome ? outcome.value : args;
    return runTool(
      new CallContext(environment, registered, call, settings, validated, argumentsText),
    );
  };
  const failed = (error: unknown): ToolResult =>
    registryFailure(call, `the validator threw: ${describeThrown(error)}`, maxResultChars);
  let outcome: ValidationOutcome | PromiseLike<ValidationOutcome>;
  try {
    // Validated again, approved or edited: what runs has passed the schema as registered now.
    outcome = registered.prepared.validator.validate(args);
  } catch (error) {
    return failed(error);
  }
  return isThenable(outcome) ? Promise.resolve(outcome).then(run, failed) : run(outcome);
}
