import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defineTool } from "../define/define-tool.js";
import type { ToolResult } from "../result/tool-result.js";
import { ApprovalError } from "./approval-error.js";
import { ApprovalRegistry } from "./approval-registry.js";
import { pendingOf } from "./approval-required.js";
import type { PendingApproval } from "./pending-approval.js";

// Two schemas that accept the same arguments but differ as text: registering the other one
// must invalidate every approval made under the first.
const SCHEMAS = [
  { type: "object", properties: { n: { type: "integer", minimum: 0 } }, required: ["n"] },
  {
    type: "object",
    properties: { n: { type: "integer", minimum: 0, maximum: 1000 } },
    required: ["n"],
  },
] as const;

type Command =
  | { readonly kind: "call"; readonly n: number; readonly id: number }
  | {
      readonly kind: "decide";
      readonly which: number;
      readonly decision: "approve" | "deny" | "edit";
      readonly edit: number;
      readonly via: "object" | "json" | "tampered" | "copy";
    }
  | { readonly kind: "register"; readonly schema: 0 | 1 };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant("call"), n: fc.integer({ min: -1, max: 4 }), id: fc.nat(2) }),
  fc.record({
    kind: fc.constant("decide"),
    which: fc.nat(8),
    decision: fc.constantFrom("approve", "deny", "edit"),
    edit: fc.integer({ min: -1, max: 4 }),
    via: fc.constantFrom("object", "json", "tampered", "copy"),
  }),
  fc.record({ kind: fc.constant("register"), schema: fc.constantFrom(0, 1) }),
) as fc.Arbitrary<Command>;

interface Issued {
  readonly pending: PendingApproval;
  readonly n: number;
  readonly schema: 0 | 1;
  resumed: boolean;
}

function makeTool(schema: 0 | 1, runs: { n: number }[]) {
  return defineTool({
    name: "act",
    description: "Acts.",
    parameters: SCHEMAS[schema],
    // n = 0 needs no approval: such calls run at once, which the oracle expects too.
    needsApproval: (args) => args.n !== 0,
    execute: (args) => {
      runs.push({ n: args.n });
      return `did ${args.n}`;
    },
  });
}

async function settle(promise: Promise<ToolResult>): Promise<ToolResult | ApprovalError> {
  try {
    return await promise;
  } catch (error) {
    if (ApprovalError.isInstance(error)) return error;
    throw error;
  }
}

describe("approval, under any sequence of calls, decisions, serializations and re-registrations", () => {
  it("runs a tool only with approved or edited arguments, and at most once per approval", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.array(command, { maxLength: 24 }),
        async (signed, commands) => {
          const runs: { n: number }[] = [];
          const tools = new ApprovalRegistry({ signingKey: signed ? "key" : undefined });
          let schema: 0 | 1 = 0;
          tools.register(makeTool(schema, runs));
          const issued: Issued[] = [];
          for (const step of commands) {
            const before = runs.length;
            if (step.kind === "register") {
              tools.unregister("act");
              schema = step.schema;
              tools.register(makeTool(schema, runs));
              expect(runs.length).toBe(before);
              continue;
            }
            if (step.kind === "call") {
              const result = await tools.call({
                id: `c${step.id}`,
                type: "function",
                function: { name: "act", arguments: JSON.stringify({ n: step.n }) },
              });
              const pending = pendingOf(result);
              if (step.n < 0) expect(result.kind).toBe("invalid_arguments");
              else if (step.n === 0) expect(result.content).toBe("did 0");
              else expect(pending?.arguments).toEqual({ n: step.n });
              if (pending !== undefined)
                issued.push({ pending, n: step.n, schema, resumed: false });
              expect(runs.slice(before)).toEqual(step.n === 0 ? [{ n: 0 }] : []);
              continue;
            }
            const target = issued[step.which % Math.max(1, issued.length)];
            if (target === undefined) continue;
            const { pending } = target;
            let given: PendingApproval | ApprovalError = pending;
            if (step.via === "json") {
              given = await tools.readPending(JSON.stringify(pending)).catch((error) => error);
            } else if (step.via === "tampered") {
              const json = { ...pending.toJSON(), arguments: { n: target.n + 1 } };
              given = await tools.readPending(json).catch((error) => error);
              expect(ApprovalError.isInstance(given)).toBe(true);
            } else if (step.via === "copy") {
              given = { ...pending, arguments: { n: target.n + 1 } } as unknown as PendingApproval;
            }
            const decision =
              step.decision === "edit"
                ? { type: "edit" as const, arguments: { n: step.edit } }
                : { type: step.decision };
            const outcome = ApprovalError.isInstance(given)
              ? given
              : await settle(tools.resume(given, decision));
            // The oracle: what may run, from the model's own record of this approval.
            const valid =
              !target.resumed &&
              target.schema === schema &&
              step.via !== "tampered" &&
              step.via !== "copy";
            if (!valid) {
              expect(ApprovalError.isInstance(outcome)).toBe(true);
              expect(runs.length).toBe(before);
              continue;
            }
            target.resumed = true;
            expect(ApprovalError.isInstance(outcome)).toBe(false);
            const result = outcome as ToolResult;
            expect(result.callId).toBe(pending.callId);
            if (step.decision === "deny") {
              expect(result.kind).toBe("denied");
              expect(runs.length).toBe(before);
            } else if (step.decision === "edit" && step.edit < 0) {
              expect(result.kind).toBe("invalid_arguments");
              expect(runs.length).toBe(before);
            } else {
              const n = step.decision === "edit" ? step.edit : target.n;
              expect(result.content).toBe(`did ${n}`);
              expect(runs.slice(before)).toEqual([{ n }]);
            }
          }
        },
      ),
      { numRuns: 150 },
    );
  }, 60_000);
});
