import { Agent, Runner, setTracingDisabled, tool } from "@openai/agents";
import { beforeAll, describe, expect, it } from "vitest";
import { functionResultsIn, ScriptedAgentsModel } from "../../test/agents-model.js";
import { ApprovalRegistry } from "../approval/index.js";
import { defineTool } from "../define/define-tool.js";
import { agentsTools } from "./index.js";

beforeAll(() => setTracingDisabled(true));

function payAgent(runs: unknown[], finalText: string) {
  const registry = new ApprovalRegistry().mustRegister(
    defineTool({
      name: "pay",
      description: "Pays someone.",
      parameters: {
        type: "object",
        properties: { to: { type: "string" }, cents: { type: "integer", minimum: 1 } },
        required: ["to", "cents"],
        additionalProperties: false,
      },
      needsApproval: (args) => args.cents > 100,
      execute: (args) => {
        runs.push(args);
        return `paid ${args.cents} to ${args.to}`;
      },
    }),
  );
  const model = new ScriptedAgentsModel([
    { calls: [["pay", '{"to":"bob","cents":500}']] },
    { text: finalText },
  ]);
  const agent = new Agent({
    name: "payer",
    instructions: "Pay.",
    tools: agentsTools(registry, tool),
    model,
  });
  return { agent, model };
}

describe("agentsTools with an ApprovalRegistry: Agents JS interruptions drive resume", () => {
  it("interrupts; state.approve runs the tool once with the reviewed arguments", async () => {
    const runs: unknown[] = [];
    const { agent, model } = payAgent(runs, "Paid.");
    const runner = new Runner();
    const first = await runner.run(agent, "Pay bob $5", { maxTurns: 4 });
    expect(first.interruptions).toHaveLength(1);
    const [item] = first.interruptions;
    expect(item?.name).toBe("pay");
    expect(JSON.parse(item?.arguments ?? "null")).toEqual({ to: "bob", cents: 500 });
    expect(runs).toEqual([]);
    first.state.approve(item as NonNullable<typeof item>);
    const second = await runner.run(agent, first.state, { maxTurns: 4 });
    expect(runs).toEqual([{ to: "bob", cents: 500 }]);
    expect(functionResultsIn(model.requests[1])).toEqual([["call_1_0", "paid 500 to bob"]]);
    expect(second.finalOutput).toBe("Paid.");
  });

  it("state.reject never runs the tool; the model reads the human's message", async () => {
    const runs: unknown[] = [];
    const { agent, model } = payAgent(runs, "I did not pay.");
    const runner = new Runner();
    const first = await runner.run(agent, "Pay bob $5", { maxTurns: 4 });
    const [item] = first.interruptions;
    first.state.reject(item as NonNullable<typeof item>, { message: "ask the user first" });
    const second = await runner.run(agent, first.state, { maxTurns: 4 });
    expect(runs).toEqual([]);
    expect(functionResultsIn(model.requests[1])).toEqual([["call_1_0", "ask the user first"]]);
    expect(second.finalOutput).toBe("I did not pay.");
  });
});
