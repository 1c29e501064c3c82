import { describe, expect, it } from "vitest";
import { payRegistry } from "../../test/approval-fixtures.js";
import { toolCall } from "../../test/fixtures.js";
import { defineTool } from "../define/define-tool.js";
import { Registry } from "../registry.js";
import { ApprovalRegistry } from "./approval-registry.js";
import { frameworkApprovals, isApprovalRegistry } from "./framework-approvals.js";

const PAY = '{"to":"bob","cents":500}';

describe("FrameworkApprovals", () => {
  it("exists for an ApprovalRegistry of any copy of the package, not for a plain Registry", () => {
    expect(frameworkApprovals(new ApprovalRegistry())).toBeDefined();
    const copy = Object.create({ [Symbol.for("@tinyllm/tool.ApprovalRegistry")]: true });
    expect(isApprovalRegistry(copy)).toBe(true);
    expect(frameworkApprovals(new Registry())).toBeUndefined();
  });

  it("settle passes a result that is not approval_required through as it is", async () => {
    const { tools } = payRegistry({ needsApproval: () => false });
    const approvals = frameworkApprovals(tools);
    const result = await tools.call(toolCall("pay", PAY, "c1"));
    expect(await approvals?.settle(result, undefined)).toBe(result);
  });

  it("settle never approves a call the hook did not put to a human (fail closed)", async () => {
    // The predicate reads the context: the hook saw a small user, the run a large one.
    const { tools, runs } = payRegistry({
      needsApproval: (_args, context) => context === "large",
    });
    const approvals = frameworkApprovals(tools);
    expect(await approvals?.ask("pay", "c1", JSON.parse(PAY), "small")).toBe(false);
    const result = await tools.call(toolCall("pay", PAY, "c1"), { context: "large" });
    expect(result.kind).toBe("approval_required");
    expect(await approvals?.settle(result, "large")).toBe(result);
    expect(runs).toEqual([]);
  });

  it("settle resumes the asked call with the run's context", async () => {
    const tools = new ApprovalRegistry<{ user: string }>().mustRegister(
      defineTool({
        name: "send",
        description: "d",
        requiresContext: true,
        needsApproval: true,
        execute: (_args, { context }: { context: { user: string } }) => `sent as ${context.user}`,
      }),
    );
    const approvals = frameworkApprovals(tools);
    expect(await approvals?.ask("send", "c1", {}, { user: "ada" })).toBe(true);
    const result = await tools.call(toolCall("send", "{}", "c1"), { context: { user: "ada" } });
    const settled = await approvals?.settle(result, { user: "ada" });
    expect([settled?.kind, settled?.content]).toEqual(["ok", "sent as ada"]);
  });
});
