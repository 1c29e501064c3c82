import type { Json } from "@tinyllm/types";
import { applyPlan, type ToolPlan } from "./argument-plan.js";

/**
 * Rewrites parsed arguments before the registry validates them (`RegistryOptions` and
 * `CallOptions.normalizeArguments` in `@tinyllm/tool`): the same shape as the registry's hook.
 */
export type ArgumentNormalizer = (args: Json, toolName: string) => Json;

/** The normalizer that undoes, tool by tool, what a projection changed; identity elsewhere. */
export function normalizerOf(plans: ReadonlyMap<string, ToolPlan>): ArgumentNormalizer {
  return (args, toolName) => {
    const plan = plans.get(toolName);
    return plan === undefined ? args : applyPlan(plan.root, args, plan);
  };
}
