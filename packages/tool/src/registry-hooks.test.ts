import { afterEach, describe, expect, it, vi } from "vitest";
import { deferred, tick, toolCall } from "../test/fixtures.js";
import type { CallEndEvent, CallStartEvent } from "./call-hooks.js";
import { newTool } from "./func-tool.js";
import { Registry } from "./registry.js";
import { InvalidRegistryOptionError } from "./registry-option-error.js";

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

describe("callAll concurrency option", () => {
  function counting() {
    const state = { running: 0, most: 0 };
    const registry = new Registry().mustRegister(
      newTool("work", "", undefined, async () => {
        state.running++;
        state.most = Math.max(state.most, state.running);
        await tick();
        state.running--;
        return "done";
      }),
    );
    const calls = Array.from({ length: 5 }, (_, index) => toolCall("work", "{}", `c${index}`));
    return { state, registry, calls };
  }

  it.each([
    [2.9, 2],
    [0, 1],
    [-3, 1],
    [Number.NaN, 5],
    ["2", 5],
    [Number.POSITIVE_INFINITY, 5],
  ])("concurrency %s runs at most %i at once", async (concurrency, most) => {
    const { state, registry, calls } = counting();
    const results = await registry.callAll(calls, { concurrency: concurrency as number });
    expect(state.most).toBe(most);
    expect(results.map((result) => result.callId)).toEqual(calls.map((call) => call.id));
  });

  it("answers ready refusals in place while others wait, one result per call in order", async () => {
    const gate = deferred<string>();
    const registry = new Registry().mustRegister(
      newTool("slow", "", undefined, () => gate.promise),
      newTool("fast", "", undefined, () => "fast"),
    );
    const pending = registry.callAll(
      [
        toolCall("slow", "{}", "1"),
        toolCall("nope", "{}", "2"),
        toolCall("fast", "{}", "3"),
        toolCall("fast", "not json", "4"),
      ],
      { concurrency: 1 },
    );
    await tick();
    gate.resolve("slow");
    const results = await pending;
    expect(results.map((result) => [result.callId, result.kind])).toEqual([
      ["1", "ok"],
      ["2", "unknown_tool"],
      ["3", "ok"],
      ["4", "invalid_arguments"],
    ]);
  });

  it("runs a sequential call alone even when it comes first, then resumes in parallel", async () => {
    let running = 0;
    const log: string[] = [];
    const work = (label: string) => async () => {
      running++;
      log.push(`${label} ${running}`);
      await tick();
      running--;
      return label;
    };
    const registry = new Registry().mustRegister(
      newTool("p", "", undefined, work("p")),
      newTool("s", "", undefined, work("s"), { sequential: true }),
      newTool("q", "", undefined, () => "q"),
    );
    const results = await registry.callAll([
      toolCall("s", "{}", "1"),
      toolCall("p", "{}", "2"),
      toolCall("p", "{}", "3"),
      toolCall("s", "{}", "4"),
      toolCall("q", "{}", "5"),
    ]);
    expect(results.map((result) => result.content)).toEqual(["s", "p", "p", "s", "q"]);
    expect(log).toEqual(["s 1", "p 1", "p 2", "s 1"]);
  });
});
