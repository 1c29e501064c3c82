import type { JsonObject } from "@tinyllm/types";
import { frameworkApprovals } from "../approval/framework-approvals.js";
import type { Registry } from "../registry.js";

/** What Agents JS passes to a tool's `execute` beside the arguments (the part read here). */
export interface AgentsToolCallDetails {
  /** The model's call: its id and the exact arguments text. */
  readonly toolCall?:
    | { readonly callId?: string | undefined; readonly arguments?: string | undefined }
    | undefined;
  /** Aborts when the run is cancelled. */
  readonly signal?: AbortSignal | undefined;
}

/** What this adapter passes to Agents JS's `tool()` for each registered tool. */
export interface AgentsToolOptions {
  /** The tool's name. */
  readonly name: string;
  /** The tool's description, for the model. */
  readonly description: string;
  /** The tool's JSON Schema, as registered. */
  readonly parameters: JsonObject;
  /** Whether OpenAI strict mode holds the model to the schema (Agents JS rewrites it then). */
  readonly strict: boolean;
  /**
   * `false`, or, for a tool that declares `needsApproval` in an `ApprovalRegistry`, whether this
   * call needs the human (validated first; the tool's predicate decides): Agents JS then
   * interrupts the run, and `state.approve(item)` / `state.reject(item)` decide it.
   */
  readonly needsApproval:
    | false
    | ((runContext: unknown, input: unknown, callId?: string) => Promise<boolean>);
  /** Answers through `Registry.call`. */
  readonly execute: (
    input: unknown,
    runContext?: unknown,
    details?: AgentsToolCallDetails,
  ) => Promise<string>;
}

/** Options of {@link agentsTools}. */
export interface AgentsToolsOptions {
  /**
   * Hold the model to the schema with OpenAI strict mode. Agents JS then shows the model a
   * rewritten schema (optional properties required and nullable, objects closed) and removes the
   * `null`s it invited before `execute`; the registry validates what is left, so `context.
   * rawArguments` is that value as JSON rather than the model's text. Default `false`: the model
   * sees our schema as it is, the registry reads the model's exact text.
   */
  readonly strict?: boolean | undefined;
}

/**
 * The registry's tools as Agents JS function tools, made by the `tool` function you pass (from
 * `@openai/agents`, so this package has no dependency on it). Each call goes through
 * `Registry.call`, so the model reads our refusals, timeouts, result caps and tool errors as
 * `error: ...` text, never Agents JS's "An error occurred while running the tool". Arguments that
 * are not JSON are answered by Agents JS before any tool runs, in its words.
 */
export function agentsTools<T>(
  registry: Registry,
  tool: (options: never) => T,
  options: AgentsToolsOptions = {},
): T[] {
  const strict = options.strict === true;
  const make = tool as unknown as (options: AgentsToolOptions) => T;
  // Only an ApprovalRegistry registers tools that need approval; a plain one has none to ask about.
  const approvals = frameworkApprovals(registry);
  return registry.definitions().map((definition) => {
    const { name, description, parameters } = definition.function;
    const asks = approvals !== undefined && Boolean(registry.get(name)?.needsApproval);
    return make({
      name,
      description,
      parameters,
      strict,
      needsApproval:
        asks && approvals !== undefined
          ? (runContext, input, callId) =>
              approvals.ask(name, callId ?? "", input, contextOf(runContext))
          : false,
      execute: async (input, runContext, details) => {
        const raw = details?.toolCall?.arguments;
        const text = !strict && typeof raw === "string" ? raw : JSON.stringify(input ?? {});
        const context = contextOf(runContext);
        const answered = await registry.call(
          {
            id: details?.toolCall?.callId ?? "",
            type: "function",
            function: { name, arguments: text },
          },
          // The run's context (`run(agent, input, { context })`) becomes the per-call context.
          { signal: details?.signal, context },
        );
        // Agents JS runs a call that needs approval only once `state.approve` approved it.
        const result =
          approvals === undefined ? answered : await approvals.settle(answered, context);
        return result.message().content;
      },
    });
  });
}

/** `runContext.context`, or `undefined` when Agents JS passed no run context. */
function contextOf(runContext: unknown): unknown {
  return typeof runContext === "object" && runContext !== null
    ? (runContext as { context?: unknown }).context
    : undefined;
}
