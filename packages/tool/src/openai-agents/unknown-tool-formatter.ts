import type { Registry } from "../registry.js";

/** What Agents JS passes to a run's `toolErrorFormatter` (the part read here). */
export interface AgentsToolErrorArgs {
  /** `"tool_not_found"` for a call to a name the agent has no tool for. */
  readonly kind: string;
  /** The name the model called. */
  readonly toolName: string;
  /** The model's id of the call. */
  readonly callId: string;
}

/**
 * For `run(agent, input, { toolNotFoundBehavior: "return_error_to_model", toolErrorFormatter:
 * agentsToolErrorFormatter(registry) })`: a call to a name the registry does not have is
 * answered with our refusal (the did-you-mean and the tool list) instead of Agents JS's
 * "Tool x not found in agent y", and the run goes on. Without `toolNotFoundBehavior`, Agents JS
 * ends the run with a `ModelBehaviorError` before asking. Every other error, and a name the
 * registry has but the agent was not given, keeps Agents JS's message (`undefined`).
 */
export function agentsToolErrorFormatter(
  registry: Registry,
): (args: AgentsToolErrorArgs) => Promise<string | undefined> {
  return async ({ kind, toolName, callId }) => {
    if (kind !== "tool_not_found" || registry.get(toolName) !== undefined) return undefined;
    // Nothing can run: the registry answers an unknown name with its refusal only.
    const refusal = await registry.call({
      id: callId,
      type: "function",
      function: { name: toolName, arguments: "{}" },
    });
    return refusal.message().content;
  };
}
