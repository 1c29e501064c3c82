import { describe, expect, it } from "vitest";
import { z } from "zod";
import { askPay, payRegistry } from "../../test/approval-fixtures.js";
import { toolCall } from "../../test/fixtures.js";
import { defineTool } from "../define/define-tool.js";
import { ApprovalRegistry } from "./approval-registry.js";
import { pendingOf } from "./approval-required.js";

// run-decision.ts is tested from the outside, through resume.

describe("resume carries out the decision", () => {
  it("an approval resumed with an aborted signal is cancelled before the tool starts", async () => {
    const { tools, runs } = payRegistry();
    const pending = await askPay(tools);
    const result = await tools.resume(
      pending,
      { type: "approve" },
      { signal: AbortSignal.abort() },
    );
    expect([result.kind, result.content]).toEqual([
      "cancelled",
      "tool pay was cancelled before it started; it did not run",
    ]);
    expect(runs).toEqual([]);
  });

  it("a refused edit carries its issues as data", async () => {
    const { tools } = payRegistry();
    const pending = await askPay(tools);
    const result = await tools.resume(pending, { type: "edit", arguments: { to: "", cents: 5 } });
    expect(result.issues.map((issue) => issue.path)).toEqual(["$.to"]);
  });

  it("a refused edit fits maxResultChars, whole lines, saying how many more", async () => {
    const { tools } = payRegistry({ maxResultChars: 120 });
    const pending = await askPay(tools);
    const result = await tools.resume(pending, {
      type: "edit",
      arguments: { to: "", cents: 0, memo: "x" },
    });
    const content = result.message().content as string;
    expect(content.length).toBeLessThanOrEqual(120);
    expect(content).toMatch(/^error: the human's edit was refused: invalid arguments for pay:\n/);
    expect(content).toMatch(/\n\.\.\. and \d+ more \(3 problems in all\)$/);
  });

  it("the tool's own timeout applies to the approved run", async () => {
    const tools = new ApprovalRegistry({ timeoutMs: 60_000 }).mustRegister(
      defineTool({
        name: "slow",
        description: "d",
        timeoutMs: 20,
        needsApproval: true,
        execute: () => new Promise((resolve) => setTimeout(resolve, 2_000, "done")),
      }),
    );
    const pending = pendingOf(await tools.call(toolCall("slow", "{}")));
    if (pending === undefined) throw new Error("expected approval_required");
    expect((await tools.resume(pending, { type: "approve" })).kind).toBe("timeout");
  });

  it("the approved run gets the validator's output; a validator that throws on resume runs nothing", async () => {
    const runs: unknown[] = [];
    let failing: "no" | "sync" = "no";
    const check = (city: string) => {
      if (failing === "sync") throw new Error("db down");
      return city.length > 0;
    };
    const tools = new ApprovalRegistry().mustRegister(
      defineTool({
        name: "book",
        description: "d",
        parameters: z.object({
          city: z
            .string()
            .refine(check)
            .transform((c) => c.toUpperCase()),
        }),
        needsApproval: true,
        execute: (args) => {
          runs.push(args);
          return "booked";
        },
      }),
    );
    const ask = async (id: string) => {
      const pending = pendingOf(await tools.call(toolCall("book", '{"city":"rome"}', id)));
      if (pending === undefined) throw new Error("expected approval_required");
      return pending;
    };
    const first = await ask("c1");
    expect(first.arguments).toEqual({ city: "rome" });
    await tools.resume(first, { type: "approve" });
    expect(runs).toEqual([{ city: "ROME" }]);
    const second = await ask("c2");
    failing = "sync";
    const result = await tools.resume(second, { type: "approve" });
    expect([result.kind, result.content]).toEqual([
      "tool_failed",
      "tool book failed in the registry: the validator threw: the zod schema threw while validating: db down",
    ]);
    expect(runs).toHaveLength(1);
  });
});
