import { describe, expect, it } from "vitest";
import { toolCall } from "../../test/fixtures.js";
import { ApprovalRegistry } from "../approval/approval-registry.js";
import { pendingOf } from "../approval/approval-required.js";
import { contentLimits } from "../content/content-limits.js";
import { content } from "../content/content-parts.js";
import { defineTool } from "../define/define-tool.js";
import type { Tool } from "../define/tool.js";
import { conservativeRepair } from "../repair/conservative-repair.js";
import { repairsOf } from "../repair/repaired-result.js";
import type { ToolResult } from "../result/tool-result.js";

// The registry-level settings of the run step (its timeout, its result length, its content
// rules) reach every path that runs a tool: a plain call, an approved one, a repaired one, and a
// repaired one put to a human and approved. Each path is judged by what the tool's result
// becomes, so a path that builds its run options by hand without one of them fails here.

const parameters = {
  type: "object",
  properties: { n: { type: "integer" } },
  required: ["n"],
  additionalProperties: false,
} as const;

/** A tool that asks for approval when `n` is 2 and does `behave` when it runs. */
function tool(name: string, behave: () => unknown): Tool {
  return defineTool({
    name,
    description: "d",
    parameters,
    needsApproval: (args) => args.n === 2,
    execute: () => behave(),
  });
}

function registry(): ApprovalRegistry {
  return new ApprovalRegistry({
    timeoutMs: 20,
    maxResultChars: 150,
    contentLimits: contentLimits({ maxParts: 1 }),
    repair: conservativeRepair({ note: false }),
  }).mustRegister(
    tool("parts", () => content.parts("a", "b")),
    tool("slow", () => new Promise((resolve) => setTimeout(() => resolve("late"), 400))),
    tool("long", () => "x".repeat(1_000)),
  );
}

/** The four paths to a run, each answering with the tool's result. */
const PATHS: Record<string, (tools: ApprovalRegistry, name: string) => Promise<ToolResult>> = {
  plain: (tools, name) => tools.call(toolCall(name, '{"n": 1}')),
  approved: (tools, name) => approved(tools, name, '{"n": 2}'),
  repaired: async (tools, name) => {
    const result = await tools.call(toolCall(name, '{"n": "1"}'));
    expect(repairsOf(result)).toHaveLength(1);
    return result;
  },
  "repaired, then approved": (tools, name) => approved(tools, name, '{"n": "2"}'),
};

async function approved(tools: ApprovalRegistry, name: string, args: string): Promise<ToolResult> {
  const pending = pendingOf(await tools.call(toolCall(name, args)));
  if (pending === undefined) throw new Error("expected the call to wait for approval");
  return tools.resume(pending, { type: "approve" });
}

describe.each(Object.keys(PATHS))("the run step's registry settings, %s", (path) => {
  const run = PATHS[path] as (typeof PATHS)[string];

  it("checks returned content parts against the registry's contentLimits", async () => {
    const result = await run(registry(), "parts");
    expect(result.kind).toBe("invalid_result");
    expect(result.content).toContain("$: 2 parts, over the limit of 1 (maxParts)");
  });

  it("times the tool out after the registry's timeoutMs", async () => {
    const result = await run(registry(), "slow");
    expect(result.kind).toBe("timeout");
    expect(result.content).toBe(
      "tool slow timed out after 20 ms; it was told to stop but may still be running, so it may have done part or all of its work",
    );
  });

  it("cuts the result to the registry's maxResultChars", async () => {
    const result = await run(registry(), "long");
    expect(result.kind).toBe("ok");
    expect(result.message().content.length).toBeLessThanOrEqual(150);
    expect(result.content).toContain("[truncated: showing");
  });
});
