import { describe, expect, it } from "vitest";
import { GET_WEATHER_SCHEMA, toolCall } from "../../test/fixtures.js";
import { ApprovalRegistry } from "../approval/approval-registry.js";
import { pendingOf } from "../approval/approval-required.js";
import { defineTool } from "../define/define-tool.js";
import { newTool } from "../define/func-tool.js";
import { Registry } from "../registry.js";
import { conservativeRepair } from "./conservative-repair.js";
import { repairsOf } from "./repaired-result.js";

// The `repair` option of one call (and of callAll): it wins over the registry's, both ways.

const NEAR_MISS = '{"city": "Paris", "days": "3"}';

function weather(runs: unknown[] = []) {
  return newTool("get_weather", "Current weather", GET_WEATHER_SCHEMA, (args) => {
    runs.push(args);
    return `sunny in ${(args as { city: string }).city}`;
  });
}

describe("repair per call", () => {
  it('"off" beats the registry\'s repair: the refusal is the one a registry without repair gives', async () => {
    const runs: unknown[] = [];
    const repairing = new Registry({ repair: conservativeRepair() }).mustRegister(weather(runs));
    const plain = new Registry().mustRegister(weather());
    const off = await repairing.call(toolCall("get_weather", NEAR_MISS), { repair: "off" });
    const refused = await plain.call(toolCall("get_weather", NEAR_MISS));
    expect(off.kind).toBe("invalid_arguments");
    expect(off.toJSON()).toEqual(refused.toJSON());
    expect(runs).toEqual([]);
    // Without the option the registry's repair still applies.
    const repaired = await repairing.call(toolCall("get_weather", NEAR_MISS));
    expect(repaired.kind).toBe("ok");
    expect(runs).toEqual([{ city: "Paris", days: 3 }]);
  });

  it("repairs one call on a registry without repair, and only that call", async () => {
    const runs: unknown[] = [];
    const registry = new Registry().mustRegister(weather(runs));
    const repair = conservativeRepair({ note: false });
    const repaired = await registry.call(toolCall("get_weather", NEAR_MISS), { repair });
    expect(repaired.content).toBe("sunny in Paris");
    expect(repairsOf(repaired)).toEqual([
      { path: "$.days", rule: "numeric_string", from: "3", to: 3 },
    ]);
    const next = await registry.call(toolCall("get_weather", NEAR_MISS));
    expect(next.kind).toBe("invalid_arguments");
    expect(runs).toEqual([{ city: "Paris", days: 3 }]);
  });

  it("applies callAll's repair to every call of the turn, either way", async () => {
    const calls = [
      toolCall("get_weather", NEAR_MISS, "a"),
      toolCall("get_weather", NEAR_MISS, "b"),
    ];
    const plain = new Registry().mustRegister(weather());
    const on = await plain.callAll(calls, { repair: conservativeRepair(), concurrency: 1 });
    expect(on.map((result) => result.kind)).toEqual(["ok", "ok"]);
    const repairing = new Registry({ repair: conservativeRepair() }).mustRegister(weather());
    const off = await repairing.callAll(calls, { repair: "off" });
    expect(off.map((result) => result.kind)).toEqual(["invalid_arguments", "invalid_arguments"]);
  });

  it.each([
    ["conservative", '"conservative"'],
    [true, "true"],
    [{}, "{}"],
  ])("refuses repair: %j with the way to write it, before any tool runs", async (value, shown) => {
    const runs: unknown[] = [];
    const registry = new Registry().mustRegister(weather(runs));
    const options = { repair: value } as never;
    const result = await registry.call(toolCall("get_weather", '{"city": "Paris"}'), options);
    expect(result.kind).toBe("tool_failed");
    expect(result.content).toBe(
      `tool get_weather failed in the registry: options.repair is ${shown}; expected conservativeRepair() or "off"; the tool did not run`,
    );
    const all = await registry.callAll([toolCall("get_weather", '{"city": "Paris"}')], options);
    expect(all[0]?.content).toBe(result.content);
    expect(runs).toEqual([]);
  });

  it("names repair among the call options when one is misspelt", async () => {
    const registry = new Registry().mustRegister(weather());
    const options = { repiar: "off" } as never;
    const result = await registry.call(toolCall("get_weather", '{"city": "Paris"}'), options);
    expect(result.content).toBe(
      'tool get_weather failed in the registry: unknown option "repiar"; did you mean "repair"? call options: context, signal, onProgress, normalizeArguments, repair; the tool did not run',
    );
  });

  it("still puts a repaired call to a human when its tool needs approval", async () => {
    const runs: unknown[] = [];
    const registry = new ApprovalRegistry().mustRegister(
      defineTool({
        name: "get_weather",
        description: "Current weather",
        parameters: GET_WEATHER_SCHEMA,
        needsApproval: true,
        execute: (args) => {
          runs.push(args);
          return `sunny in ${args.city}`;
        },
      }),
    );
    const asked = await registry.call(toolCall("get_weather", NEAR_MISS), {
      repair: conservativeRepair(),
    });
    expect(asked.kind).toBe("approval_required");
    const pending = pendingOf(asked);
    expect(pending?.arguments).toEqual({ city: "Paris", days: 3 });
    expect(runs).toEqual([]);
    if (pending === undefined) throw new Error("expected a pending approval");
    const approved = await registry.resume(pending, { type: "approve" });
    expect(approved.content).toBe("sunny in Paris");
    expect(runs).toEqual([{ city: "Paris", days: 3 }]);
  });
});
