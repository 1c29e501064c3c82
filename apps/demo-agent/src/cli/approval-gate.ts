import type { ArgumentNormalizer, RegistryOptions, Tool, ToolResult } from "@tinyllm/tool";
import { type ApprovalDecision, ApprovalRegistry, pendingOf } from "@tinyllm/tool/approval";
import type { ToolCall, ToolDef } from "@tinyllm/types";
import type { ToolRunner } from "../agent/run-agent.js";

/** How the demo decides pending approvals: `--approve all`, `--approve none`, or ask on a TTY. */
export type ApprovalMode = "all" | "none" | "ask";

/** What a denial tells the model when the human gives no message. */
export const DENIED_MESSAGE = "The user did not approve this call; do not retry it.";

/** Asks the human one question on the terminal and resolves with the line typed. */
export type AskLine = (question: string) => Promise<string>;

/** Options of {@link approvalRunner}. */
export interface ApprovalRunnerOptions {
  readonly mode: ApprovalMode;
  /** Where the pending call and the decision are written (the transcript). */
  readonly write: (text: string) => void;
  /** Reads the human's answer (mode `ask`). */
  readonly ask?: AskLine | undefined;
  /** Writes JSON lines instead of text (`--json`). */
  readonly json?: boolean | undefined;
}

/**
 * The demo's tools in an `ApprovalRegistry`, as the loop's runner: a call that needs approval
 * is shown, decided (by `--approve` or the human) and resumed before the model reads its answer.
 */
export function approvalRunner(
  tools: readonly Tool[],
  registryOptions: RegistryOptions,
  options: ApprovalRunnerOptions,
): { registry: ApprovalRegistry; runner: ToolRunner } {
  const registry = new ApprovalRegistry(registryOptions).mustRegister(...tools);
  const runner: ToolRunner = {
    definitions: (): ToolDef[] => registry.definitions(),
    async callAll(
      calls: ToolCall[],
      callOptions?: {
        signal?: AbortSignal;
        concurrency?: number;
        normalizeArguments?: ArgumentNormalizer;
      },
    ): Promise<readonly ToolResult[]> {
      const results = await registry.callAll(calls, callOptions);
      const answered: ToolResult[] = [];
      // One at a time: a human answers one question after another.
      for (const result of results) {
        const pending = pendingOf(result);
        if (pending === undefined) {
          answered.push(result);
          continue;
        }
        const decision = await decide(pending.toolName, pending.arguments, options);
        show(options, {
          type: "approval",
          callId: pending.callId,
          name: pending.toolName,
          arguments: pending.arguments,
          decision: decision.type,
          ...(decision.type === "deny" ? { message: decision.message } : {}),
          ...(decision.type === "edit" ? { edited: decision.arguments } : {}),
        });
        answered.push(await registry.resume(pending, decision, { signal: callOptions?.signal }));
      }
      return answered;
    },
  };
  return { registry, runner };
}

async function decide(
  name: string,
  args: unknown,
  options: ApprovalRunnerOptions,
): Promise<ApprovalDecision> {
  if (options.mode === "all") return { type: "approve" };
  if (options.mode === "none" || options.ask === undefined) {
    return { type: "deny", message: DENIED_MESSAGE };
  }
  const answer = (await options.ask(`${name} ${JSON.stringify(args)}\napprove? [y/N/e(dit)] `))
    .trim()
    .toLowerCase();
  if (answer === "y" || answer === "yes") return { type: "approve" };
  if (answer === "e" || answer === "edit") {
    const text = await options.ask("arguments as JSON: ");
    try {
      return { type: "edit", arguments: JSON.parse(text) };
    } catch {
      return { type: "deny", message: "The user's edit was not JSON; the call was not made." };
    }
  }
  const message = (await options.ask("message for the model (empty for the default): ")).trim();
  return { type: "deny", message: message === "" ? DENIED_MESSAGE : message };
}

function show(options: ApprovalRunnerOptions, event: Record<string, unknown>): void {
  if (options.json === true) {
    options.write(`${JSON.stringify(event)}\n`);
    return;
  }
  const verdict =
    event.decision === "approve"
      ? "approved"
      : event.decision === "edit"
        ? `edited to ${JSON.stringify(event.edited)}`
        : `denied: ${String(event.message)}`;
  options.write(
    `  ⏸ approval needed: ${String(event.name)} ${JSON.stringify(event.arguments)}\n  ⏵ ${verdict}\n`,
  );
}
