import type { ArgumentNormalizer } from "@tinyllm/tool";
import { applyPlan, type ToolPlan } from "./argument-plan.js";

export type { ArgumentNormalizer };

/** The normalizer that undoes, tool by tool, what a projection changed; identity elsewhere. */
export function normalizerOf(plans: ReadonlyMap<string, ToolPlan>): ArgumentNormalizer {
  return (args, toolName) => {
    const plan = plans.get(toolName);
    return plan === undefined ? args : applyPlan(plan.root, args, plan);
  };
}
