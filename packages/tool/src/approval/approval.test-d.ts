import { describe, expectTypeOf, it } from "vitest";
import { withContext } from "../context/with-context.js";
import { defineTool } from "../define/define-tool.js";
import type { ToolResult } from "../result/tool-result.js";
import type { ApprovalDecision } from "./approval-decision.js";
import { ApprovalRegistry } from "./approval-registry.js";
import type { PendingApproval } from "./pending-approval.js";

interface Session {
  readonly user: string;
  readonly limit: number;
}

const parameters = {
  type: "object",
  properties: { cents: { type: "integer" }, to: { type: "string" } },
  required: ["cents", "to"],
  additionalProperties: false,
} as const;

describe("approval types", () => {
  it("types needsApproval's arguments from the schema and its context from the registry", () => {
    const pay = withContext<Session>().defineTool({
      name: "pay",
      description: "Pays.",
      parameters,
      needsApproval: (args, context) => {
        expectTypeOf(args).toEqualTypeOf<{ cents: number; to: string }>();
        expectTypeOf(context).toEqualTypeOf<Session>();
        return args.cents > context.limit;
      },
      execute: (args, toolContext) => {
        expectTypeOf(args).toEqualTypeOf<{ cents: number; to: string }>();
        expectTypeOf(toolContext.context).toEqualTypeOf<Session>();
        return "paid";
      },
    });
    const tools = new ApprovalRegistry<Session>().mustRegister(pay);
    expectTypeOf(tools.resume).parameter(0).toEqualTypeOf<PendingApproval>();
    expectTypeOf(tools.resume).returns.toEqualTypeOf<Promise<ToolResult>>();
    const pending = {} as PendingApproval;
    void tools.resume(pending, { type: "approve" }, { context: { user: "ada", limit: 1 } });
    // @ts-expect-error the resume's context is the registry's
    void tools.resume(pending, { type: "approve" }, { context: { user: "ada" } });
    // @ts-expect-error a deny message is a string
    void tools.resume(pending, { type: "deny", message: 3 });
    expectTypeOf<{ type: "edit"; arguments: { cents: 1 } }>().toExtend<ApprovalDecision>();
  });

  it("takes true, false, or a predicate that may answer with a promise", () => {
    defineTool({ name: "a", description: "d", needsApproval: true, execute: () => "" });
    defineTool({
      name: "b",
      description: "d",
      parameters,
      needsApproval: async (args) => args.to === "bob",
      execute: () => "",
    });
    defineTool({
      name: "c",
      description: "d",
      // @ts-expect-error a predicate answers a boolean
      needsApproval: () => "yes",
      execute: () => "",
    });
  });
});
