import type { ToolCall, ToolDef } from "@tinyllm/types";
import { approvalScenario as scenario } from "./contract-data.js";
import type {
  ApprovalRegistryLike,
  PendingApprovalLike,
  ToolLike,
  ToolModuleLike,
  ToolResultLike,
} from "./contract-types.js";
import { jsonEqual } from "./json-equal.js";
import { check, describeError, type RequirementCheck, show } from "./requirement-check.js";

/** The scenario's tool, needing approval, recording the arguments of every run. */
function payTool(runs: unknown[]): ToolLike {
  return {
    definition: () =>
      ({
        type: "function",
        function: {
          name: scenario.tool,
          description: "Pays someone.",
          parameters: structuredClone(scenario.schema),
        },
      }) as unknown as ToolDef,
    needsApproval: true,
    execute: (args) => {
      runs.push(args);
      return "paid";
    },
  };
}

function payCall(id: string, args = scenario.arguments): ToolCall {
  return { id, type: "function", function: { name: scenario.tool, arguments: args } };
}

/** An approval registry with the scenario's tool, and the runs it records. */
function setUp(module: ToolModuleLike): { registry: ApprovalRegistryLike; runs: unknown[] } {
  if (module.ApprovalRegistry === undefined) throw new Error("the module has no ApprovalRegistry");
  const runs: unknown[] = [];
  const registry = new module.ApprovalRegistry();
  registry.register(payTool(runs));
  return { registry, runs };
}

/** Asks for approval of the scenario's call: the pending approval, or why there is none. */
async function ask(
  registry: ApprovalRegistryLike,
  id = "c1",
): Promise<{ result: ToolResultLike; pending: PendingApprovalLike }> {
  const result = await registry.call(payCall(id));
  if (result.kind !== "approval_required" || result.pending === undefined) {
    throw new Error(
      `a valid call gave ${show(result.kind)} ${show(result.content)}, not a pending approval`,
    );
  }
  return { result, pending: result.pending };
}

/** Whether `promise` rejects; what it resolved to otherwise. */
async function rejects(promise: Promise<unknown>): Promise<boolean> {
  try {
    await promise;
    return false;
  } catch {
    return true;
  }
}

function ranOnce(runs: readonly unknown[], expected: unknown, failures: string[], what: string) {
  if (runs.length !== 1 || !jsonEqual(runs[0], expected)) {
    failures.push(
      `${what}: the tool ran ${runs.length} times, with ${show(runs)}; expected once with ${show(expected)}`,
    );
  }
}

/** Every check of the approval requirements (`registry.approval.*`). */
export function approvalChecks(module: ToolModuleLike): RequirementCheck[] {
  return [
    check("registry.approval.plain-registry-refuses", async () => {
      const runs: unknown[] = [];
      const registry = new module.Registry();
      try {
        registry.register(payTool(runs));
      } catch {
        return [];
      }
      const result = await registry.call(payCall("c1"));
      return [
        `a plain Registry registered a tool that needs approval; a call gave ${show(result.content)} and the tool ran ${runs.length} times`,
      ];
    }),
    check("registry.approval.validated-first", async () => {
      const { registry, runs } = setUp(module);
      const result = await registry.call(payCall("c1", scenario.invalidArguments));
      const failures: string[] = [];
      if (result.kind !== "invalid_arguments")
        failures.push(`invalid arguments gave ${show(result.kind)}`);
      if (result.pending !== undefined) failures.push("invalid arguments were put to a human");
      if (runs.length > 0) failures.push("the tool ran");
      return failures;
    }),
    check("registry.approval.pending-not-run", async () => {
      const { registry, runs } = setUp(module);
      const { result, pending } = await ask(registry);
      const failures: string[] = [];
      if (!result.isError)
        failures.push("approval_required is not an error the model can tell from output");
      if (pending.callId !== "c1" || pending.toolName !== scenario.tool)
        failures.push(`the pending approval names ${show([pending.callId, pending.toolName])}`);
      if (!jsonEqual(pending.arguments, scenario.validated))
        failures.push(
          `its arguments are ${show(pending.arguments)}, expected ${show(scenario.validated)}`,
        );
      if (runs.length > 0) failures.push("the tool ran before any decision");
      return failures;
    }),
    check("registry.approval.bound-to-arguments", async () => {
      const failures: string[] = [];
      const { registry, runs } = setUp(module);
      const { pending } = await ask(registry);
      for (const [what, changed] of [
        ["arguments", { ...pending, toJSON: pending.toJSON, arguments: scenario.altered }],
        ["call id", { ...pending, toJSON: pending.toJSON, callId: "c2" }],
      ] as const) {
        if (!(await rejects(registry.resume(changed, { type: "approve" }))))
          failures.push(`resume accepted a pending approval with its ${what} changed`);
      }
      if (runs.length > 0) failures.push(`a changed approval ran the tool with ${show(runs)}`);
      runs.length = 0;
      const result = await registry.resume(pending, { type: "approve" });
      if (result.isError) failures.push(`approve gave ${show(result.content)}`);
      ranOnce(runs, scenario.validated, failures, "approve");
      return failures;
    }),
    check("registry.approval.deny-does-not-run", async () => {
      const { registry, runs } = setUp(module);
      const { pending } = await ask(registry);
      const result = await registry.resume(pending, {
        type: "deny",
        message: scenario.denyMessage,
      });
      const failures: string[] = [];
      if (result.kind !== "denied") failures.push(`deny gave ${show(result.kind)}`);
      const read = result.message().content;
      if (read !== `error: ${scenario.denyMessage}`) failures.push(`the model reads ${show(read)}`);
      if (runs.length > 0) failures.push(`a denied call ran the tool with ${show(runs)}`);
      return failures;
    }),
    check("registry.approval.edit-revalidated", async () => {
      const failures: string[] = [];
      const { registry, runs } = setUp(module);
      const first = await ask(registry, "c1");
      const refused = await registry.resume(first.pending, {
        type: "edit",
        arguments: scenario.refusedEdit,
      });
      if (refused.kind !== "invalid_arguments")
        failures.push(`a refused edit gave ${show(refused.kind)}`);
      if (!refused.content.includes("edit"))
        failures.push(`the refusal does not say the edit was refused: ${show(refused.content)}`);
      if (runs.length > 0) failures.push(`a refused edit ran the tool with ${show(runs)}`);
      runs.length = 0;
      const second = await ask(registry, "c2");
      const edited = await registry.resume(second.pending, {
        type: "edit",
        arguments: scenario.edit,
      });
      if (edited.isError) failures.push(`a valid edit gave ${show(edited.content)}`);
      ranOnce(runs, scenario.edit, failures, "a valid edit");
      return failures;
    }),
    check("registry.approval.at-most-once", async () => {
      const failures: string[] = [];
      const { registry, runs } = setUp(module);
      const { pending } = await ask(registry);
      const stored = JSON.stringify(pending.toJSON());
      await registry.resume(pending, { type: "approve" });
      if (!(await rejects(registry.resume(pending, { type: "approve" }))))
        failures.push("a second resume was accepted");
      try {
        const again = await registry.readPending(stored);
        if (!(await rejects(registry.resume(again, { type: "approve" }))))
          failures.push("the stored approval, read back after it was resumed, ran again");
      } catch {
        // Refused when read back: what the requirement asks.
      }
      ranOnce(runs, scenario.validated, failures, "one approval");
      return failures;
    }),
    check("registry.approval.serialized", async () => {
      const failures: string[] = [];
      const first = setUp(module);
      const { pending } = await ask(first.registry);
      const stored = JSON.stringify(pending.toJSON());
      const altered = JSON.stringify({
        ...(JSON.parse(stored) as object),
        arguments: scenario.altered,
      });
      const second = setUp(module);
      for (const [what, input] of [
        ["altered arguments", altered],
        ["text that is not JSON", "{not json"],
      ] as const) {
        if (!(await rejects(second.registry.readPending(input))))
          failures.push(`readPending accepted ${what}`);
      }
      try {
        const read = await second.registry.readPending(stored);
        const result = await second.registry.resume(read, { type: "approve" });
        if (result.isError) failures.push(`the approval read back gave ${show(result.content)}`);
      } catch (error) {
        failures.push(
          `the stored approval could not be resumed in another registry: ${describeError(error)}`,
        );
      }
      ranOnce(second.runs, scenario.validated, failures, "the other registry");
      if (first.runs.length > 0) failures.push("the first registry ran the tool");
      return failures;
    }),
  ];
}
