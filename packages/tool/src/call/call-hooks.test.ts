import { afterEach, describe, expect, it, vi } from "vitest";
import { deferred, tick, toolCall } from "../../test/fixtures.js";
import { newTool } from "../define/func-tool.js";
import { Registry } from "../registry.js";
import { InvalidRegistryOptionError } from "../registry-option-error.js";
import type { ToolResult } from "../result/tool-result.js";
import type { CallEndEvent, CallStartEvent } from "./call-hooks.js";

/** A registry with one synchronous tool `t` and a log of the arguments it ran with. */
function logged(): { registry: Registry; runs: unknown[] } {
  const runs: unknown[] = [];
  const registry = new Registry().mustRegister(
    newTool("t", "", undefined, (args) => {
      runs.push(args);
      return "ran";
    }),
  );
  return { registry, runs };
}

describe("hooks in detail", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("measures the duration on the performance clock, from before start to after the answer", async () => {
    let clock = 1000;
    vi.stubGlobal("performance", { now: () => clock });
    const ends: CallEndEvent[] = [];
    const gate = deferred<string>();
    const registry = new Registry({
      onCallStart: () => {
        clock += 5;
      },
      onCallEnd: (event) => ends.push(event),
    }).mustRegister(
      newTool("sync", "", undefined, () => {
        clock += 20;
        return "s";
      }),
      newTool("async", "", undefined, () => gate.promise),
    );
    await registry.call(toolCall("sync", "{}"));
    expect(ends[0]?.durationMs).toBe(25);
    const pending = registry.call(toolCall("async", "{}"));
    clock += 300;
    gate.resolve("a");
    await pending;
    expect(ends[1]?.durationMs).toBe(305);
  });

  it("reads Date.now where there is no performance clock", async () => {
    vi.stubGlobal("performance", undefined);
    let clock = 50_000;
    vi.spyOn(Date, "now").mockImplementation(() => clock);
    const ends: CallEndEvent[] = [];
    const registry = new Registry({ onCallEnd: (event) => ends.push(event) }).mustRegister(
      newTool("t", "", undefined, () => {
        clock += 7;
        return "x";
      }),
    );
    await registry.call(toolCall("t", "{}"));
    vi.restoreAllMocks();
    expect(ends[0]?.durationMs).toBe(7);
  });

  it("calls the start hook before the tool runs and the end hook after, with either alone", async () => {
    const log: string[] = [];
    const onlyStart = new Registry({
      onCallStart: (event: CallStartEvent) => log.push(`start ${event.name} ${event.callId}`),
    }).mustRegister(
      newTool("t", "", undefined, () => {
        log.push("run");
        return "x";
      }),
    );
    expect((await onlyStart.call(toolCall("t", "{}", "a"))).content).toBe("x");
    const onlyEnd = new Registry({
      onCallEnd: (event: CallEndEvent) => log.push(`end ${event.name} ${event.kind}`),
    }).mustRegister(
      newTool("t", "", undefined, async () => {
        log.push("run");
        return "y";
      }),
    );
    expect((await onlyEnd.call(toolCall("t", "{}", "b"))).content).toBe("y");
    expect(log).toEqual(["start t a", "run", "run", "end t ok"]);
  });

  it("reports the end of refusals and failures, with the result returned", async () => {
    const ends: CallEndEvent[] = [];
    const registry = new Registry({ onCallEnd: (event) => ends.push(event) }).mustRegister(
      newTool("t", "", { type: "object", properties: { n: { type: "integer" } } }, async () => {
        throw new Error("broken");
      }),
    );
    const refused = await registry.call(toolCall("t", '{"n":"x"}', "r"));
    const failed = await registry.call(toolCall("t", "{}", "f"));
    expect(ends.map((event) => [event.callId, event.kind, event.result])).toEqual([
      ["r", refused.kind, refused],
      ["f", "tool_failed", failed],
    ]);
    expect(refused.kind).toBe("invalid_arguments");
  });

  it("ignores a hook's rejected promise and its returned value", async () => {
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    try {
      const registry = new Registry({
        onCallStart: () => Promise.reject(new Error("start")),
        // biome-ignore lint/suspicious/noThenProperty: thenables are what is tested
        onCallEnd: () => ({ then: 5 }),
      }).mustRegister(newTool("t", "", undefined, () => "x"));
      expect((await registry.call(toolCall("t", "{}"))).content).toBe("x");
      await tick();
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off("unhandledRejection", unhandled);
    }
  });

  it("refuses a hook that is not a function, naming its type", () => {
    const attempt = () => new Registry({ onCallStart: 5 as never });
    expect(attempt).toThrow(InvalidRegistryOptionError);
    expect(attempt).toThrow("registry option onCallStart is integer; expected a function");
    try {
      attempt();
    } catch (error) {
      expect((error as InvalidRegistryOptionError).option).toBe("onCallStart");
    }
  });
});

describe("hooks", () => {
  it("reports start and end with name, call id, duration and outcome", async () => {
    const starts: CallStartEvent[] = [];
    const ends: CallEndEvent[] = [];
    const registry = new Registry({
      onCallStart: (event) => starts.push(event),
      onCallEnd: (event) => ends.push(event),
    }).mustRegister(newTool("t", "", undefined, async () => "ok"));
    const first = await registry.call(toolCall("t", "{}", "c1"));
    const second = await registry.call(toolCall("nope", "{}", "c2"));
    expect(starts).toEqual([
      { name: "t", callId: "c1" },
      { name: "nope", callId: "c2" },
    ]);
    expect(ends.map((event) => [event.name, event.callId, event.kind, event.result])).toEqual([
      ["t", "c1", "ok", first],
      ["nope", "c2", "unknown_tool", second],
    ]);
    for (const event of ends) expect(event.durationMs).toBeGreaterThanOrEqual(0);
  });

  it("never lets a throwing or rejecting hook break a call", async () => {
    const registry = new Registry({
      onCallStart: () => {
        throw new Error("start hook");
      },
      onCallEnd: async () => {
        throw new Error("end hook");
      },
    }).mustRegister(
      newTool("sync", "", undefined, () => "s"),
      newTool("async", "", undefined, async () => "a"),
    );
    const results: ToolResult[] = await registry.callAll([
      toolCall("sync", ""),
      toolCall("async", ""),
    ]);
    expect(results.map((result) => result.content)).toEqual(["s", "a"]);
    const throwingEnd = new Registry({
      onCallEnd: () => {
        throw new Error("end hook");
      },
    }).mustRegister(newTool("async", "", undefined, async () => "a"));
    expect((await throwingEnd.call(toolCall("async", ""))).content).toBe("a");
  });
});

describe("hooks around a registry failure", () => {
  it("reports the end of a call the registry failed, with that result", async () => {
    const ends: CallEndEvent[] = [];
    const registry = new Registry({ onCallEnd: (event) => ends.push(event) }).mustRegister(
      newTool("t", "", undefined, () => "ran"),
    );
    const signal = {
      get aborted(): never {
        throw new Error("trap");
      },
    } as unknown as AbortSignal;
    const result = await registry.call(toolCall("t", "{}", "c"), { signal });
    expect([result.kind, result.content]).toEqual([
      "tool_failed",
      "tool t failed in the registry: options.signal could not be read or listened to (trap); expected an AbortSignal; the tool did not run",
    ]);
    expect(ends.map((event) => [event.callId, event.kind, event.result])).toEqual([
      ["c", "tool_failed", result],
    ]);
  });
});

describe("a registry without hooks", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("never reads the clock, which only hooks need", async () => {
    const clock = vi.spyOn(performance, "now");
    const dates = vi.spyOn(Date, "now");
    const { registry } = logged();
    expect((await registry.call(toolCall("t", "{}"))).content).toBe("ran");
    expect((await registry.call(toolCall("missing", "{}"))).kind).toBe("unknown_tool");
    expect(clock).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();
  });
});
