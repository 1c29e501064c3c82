import { Registry } from "@tinyllm/tool";
import { describe, expect, it } from "vitest";
import { runAgent } from "../agent/run-agent.js";
import type { TranscriptEvent } from "../agent/transcript-event.js";
import { ScriptedProvider } from "../providers/scripted-provider.js";
import { createDemoTools } from "../tools/demo-tools.js";
import { DEFAULT_SCENARIO, findScenario, SCENARIOS } from "./scenarios.js";

async function play(name: string) {
  const scenario = findScenario(name);
  if (scenario === undefined) throw new Error(`no scenario ${name}`);
  const events: TranscriptEvent[] = [];
  const result = await runAgent({
    provider: new ScriptedProvider(scenario),
    tools: new Registry().mustRegister(
      ...createDemoTools({ now: () => new Date("2026-07-01T10:00:00Z") }),
    ),
    messages: [{ role: "user", content: scenario.question }],
    onEvent: (event) => events.push(event),
  });
  const tools = events.filter((event) => event.type === "tool");
  return { result, tools };
}

describe("the built-in scenarios", () => {
  it("has unique names and the tour first", () => {
    expect(new Set(SCENARIOS.map((scenario) => scenario.name)).size).toBe(SCENARIOS.length);
    expect(SCENARIOS[0]?.name).toBe(DEFAULT_SCENARIO);
  });

  it("calculator: the refused × is rewritten from the character the error names", async () => {
    const { result, tools } = await play("calculator");
    expect(tools.map((event) => event.kind)).toEqual(["tool_error", "ok"]);
    expect(tools[0]?.content).toMatch(/^error: unexpected character "×" at position 11;/);
    expect(result.answer).toBe("It comes to 59.4142135624.");
  });

  it("time: two zones in parallel, the misspelled one corrected from the suggestion", async () => {
    const { result, tools } = await play("time");
    expect(tools.map((event) => [event.step, event.kind])).toEqual([
      [1, "ok"],
      [1, "tool_error"],
      [2, "ok"],
    ]);
    expect(result.answer).toBe(
      "In Europe/Paris it is 12:00:00 on 2026-07-01 (UTC+02:00). In Asia/Tokyo it is 19:00:00 on 2026-07-01 (UTC+09:00).",
    );
  });

  it("statistics: the element refused by anyOf is dropped by its index", async () => {
    const { result, tools } = await play("statistics");
    expect(tools[0]?.content.split("\n")[1]).toMatch(/^\$\.values\[3\]: /);
    expect(result.answer).toBe('Leaving out "n/a": mean 13.1 °C, median 13 °C, highest 15 °C.');
  });

  it("unknown-city: the ToolError reaches the model as written", async () => {
    const { result } = await play("unknown-city");
    expect(result.answer).toBe(
      "I have no weather for Atlantis. I can tell you about Berlin, Cairo, London, New York, Paris, Sydney, Tokyo.",
    );
  });

  it("cut-off: the cut call is not run, then resent whole", async () => {
    const { result, tools } = await play("cut-off");
    expect(tools.map((event) => event.kind)).toEqual(["cut_off", "ok"]);
    expect(result.answer).toBe("2^10 + 3^7 = 3211.");
  });

  it("runaway: stops at the step limit", async () => {
    const { result } = await play("runaway");
    expect(result.outcome).toBe("step_limit");
    expect(result.steps).toBe(8);
  });
});
