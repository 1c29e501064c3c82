import type { ToolCall } from "@tinyllm/types";
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deferred, tick, toolCall } from "../../test/fixtures.js";
import { newTool } from "../define/func-tool.js";
import { Registry } from "../registry.js";

/** A registry with one synchronous tool `t` and a log of the arguments it ran with. */
function _logged(): { registry: Registry; runs: unknown[] } {
  const runs: unknown[] = [];
  const registry = new Registry().mustRegister(
    newTool("t", "", undefined, (args) => {
      runs.push(args);
      return "ran";
    }),
  );
  return { registry, runs };
}

describe("options that cannot be used are decided once, before the tool runs", () => {
  it.each([
    ["an object that is not a signal", {}],
    ["a number", 5],
    [
      "a signal whose addEventListener throws",
      {
        aborted: false,
        addEventListener: () => {
          throw new Error("no");
        },
      },
    ],
  ])(
    "a signal that is %s: the same answer for a sync and an async tool, which never run",
    async (_label, signal) => {
      const runs: string[] = [];
      const registry = new Registry().mustRegister(
        newTool("sync", "", undefined, () => {
          runs.push("sync");
          return "ok";
        }),
        newTool("async", "", undefined, async () => {
          runs.push("async");
          return "ok";
        }),
      );
      const options = { signal: signal as unknown as AbortSignal };
      const sync = await registry.call(toolCall("sync", "{}"), options);
      const async = await registry.call(toolCall("async", "{}"), options);
      expect(sync.kind).toBe("tool_failed");
      expect(async.kind).toBe("tool_failed");
      expect(async.content.replace("async", "sync")).toBe(sync.content);
      expect(sync.content.endsWith("; the tool did not run")).toBe(true);
      expect(runs).toEqual([]);
    },
  );

  it("an onProgress that is not a function, or options whose getter throws", async () => {
    const execute = vi.fn(() => "ran");
    const registry = new Registry().mustRegister(newTool("t", "", undefined, execute));
    const bad = await registry.call(toolCall("t", "{}"), { onProgress: "x" as never });
    expect(bad.content).toBe(
      "tool t failed in the registry: options.onProgress is string; expected a function; the tool did not run",
    );
    const hostile = {
      get signal(): never {
        throw new Error("getter");
      },
    };
    const unreadable = await registry.call(toolCall("t", "{}"), hostile);
    expect(unreadable.content).toBe(
      "tool t failed in the registry: the call's options could not be read (getter); the tool did not run",
    );
    expect(execute).not.toHaveBeenCalled();
  });
});

// Issue 35: a misspelt option would do nothing; the call is answered instead, never thrown.
describe("option names a call does not have", () => {
  const ran = vi.fn(() => "ran");
  const registry = new Registry().mustRegister(newTool("t", "", undefined, ran));

  it("answers call and callAll tool_failed, naming the option, its closest name and the list", async () => {
    const result = await registry.call(toolCall("t", "{}"), { singal: undefined } as never);
    expect([result.kind, result.content]).toEqual([
      "tool_failed",
      'tool t failed in the registry: unknown option "singal"; did you mean "signal"? call options: context, signal, onProgress, normalizeArguments, repair; the tool did not run',
    ]);
    const [all] = await registry.callAll([toolCall("t", "{}")], { concurency: 2 } as never);
    expect(all?.content).toBe(
      'tool t failed in the registry: unknown option "concurency"; did you mean "concurrency"? callAll options: context, signal, onProgress, normalizeArguments, repair, concurrency; the tool did not run',
    );
    // concurrency is callAll's, not call's.
    const single = await registry.call(toolCall("t", "{}"), { concurrency: 2 } as never);
    expect(single.kind).toBe("tool_failed");
    expect(ran).not.toHaveBeenCalled();
  });

  it("refuses any other name and accepts every documented one (property)", async () => {
    const names = ["context", "signal", "onProgress", "normalizeArguments", "repair"];
    await fc.assert(
      fc.asyncProperty(
        fc
          .string({ minLength: 1, maxLength: 12 })
          .filter((name) => ![...names, "concurrency"].includes(name)),
        async (name) => {
          const options = Object.defineProperty({}, name, { value: undefined, enumerable: true });
          expect((await registry.call(toolCall("t", "{}"), options)).kind).toBe("tool_failed");
          const [all] = await registry.callAll([toolCall("t", "{}")], options);
          expect(all?.kind).toBe("tool_failed");
        },
      ),
      { numRuns: 50 },
    );
    const every = Object.fromEntries(names.map((name) => [name, undefined]));
    expect((await registry.call(toolCall("t", "{}"), every)).content).toBe("ran");
    const [all] = await registry.callAll([toolCall("t", "{}")], { ...every, concurrency: 2 });
    expect(all?.content).toBe("ran");
  });
});

describe("a null signal with a tool that returns a promise", () => {
  it("is no signal for call and for callAll", async () => {
    const registry = new Registry().mustRegister(newTool("a", "", undefined, async () => "ran"));
    const result = await registry.call(toolCall("a", "{}"), { signal: null as never });
    expect([result.kind, result.content]).toEqual(["ok", "ran"]);
    const all = await registry.callAll([toolCall("a", "{}"), toolCall("a", "{}")], {
      signal: null as never,
      concurrency: 1,
    });
    expect(all.map((each) => each.content)).toEqual(["ran", "ran"]);
  });
});

describe("callers that break their own objects", () => {
  it("answers a call whose signal-like object throws when its listener is removed", async () => {
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    try {
      const signal = {
        aborted: false,
        addEventListener() {},
        removeEventListener(): never {
          throw new Error("remove");
        },
      } as unknown as AbortSignal;
      const never = new Promise<string>(() => {});
      const registry = new Registry().mustRegister(
        newTool("quick", "", undefined, async () => "done"),
        newTool("stuck", "", undefined, () => never, { timeoutMs: 5 }),
      );
      const quick = await registry.call(toolCall("quick", "{}"), { signal });
      expect([quick.kind, quick.content]).toEqual(["ok", "done"]);
      const stuck = await registry.call(toolCall("stuck", "{}"), { signal });
      expect(stuck.kind).toBe("timeout");
      await tick();
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off("unhandledRejection", unhandled);
    }
  });

  it("answers the calls the array held when callAll started, when the caller empties it meanwhile", async () => {
    const calls = [toolCall("t", "{}", "1"), toolCall("t", "{}", "2"), toolCall("t", "{}", "3")];
    const registry = new Registry().mustRegister(
      newTool("t", "", undefined, async () => {
        calls.length = 0;
        return "ran";
      }),
    );
    const results = await registry.callAll(calls, { concurrency: 1 });
    expect(results.map((result) => [result.callId, result.content])).toEqual([
      ["1", "ran"],
      ["2", "ran"],
      ["3", "ran"],
    ]);
  });

  it.each([1, 8])(
    "answers a hole in a sparse list as a malformed call (concurrency %i)",
    async (concurrency) => {
      const registry = new Registry().mustRegister(newTool("t", "", undefined, async () => "ran"));
      const sparse: ToolCall[] = [toolCall("t", "{}", "1")];
      sparse[2] = toolCall("t", "{}", "3");
      const results = await registry.callAll(sparse, { concurrency });
      expect(results.map((result) => [result.kind, result.callId])).toEqual([
        ["ok", "1"],
        ["tool_failed", ""],
        ["ok", "3"],
      ]);
    },
  );
});

describe("many calls on one signal", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("adds one listener, prints no MaxListenersExceededWarning, and one abort settles them all", async () => {
    const warnings = vi.spyOn(process, "emitWarning");
    const gate = deferred<string>();
    const registry = new Registry().mustRegister(
      newTool("wait", "", undefined, () => gate.promise),
    );
    const controller = new AbortController();
    const add = vi.spyOn(controller.signal, "addEventListener");
    const pending = Array.from({ length: 50 }, (_, index) =>
      registry.call(toolCall("wait", "{}", `c${index}`), { signal: controller.signal }),
    );
    expect(add).toHaveBeenCalledTimes(1);
    controller.abort();
    const results = await Promise.all(pending);
    expect(new Set(results.map((result) => result.kind))).toEqual(new Set(["cancelled"]));
    expect(results.map((result) => result.callId)).toEqual(
      Array.from({ length: 50 }, (_, index) => `c${index}`),
    );
    expect(warnings).not.toHaveBeenCalled();
    gate.resolve("late");
  });

  it("a call that ends is no longer told of a later abort", async () => {
    const registry = new Registry().mustRegister(newTool("t", "", undefined, async () => "done"));
    const controller = new AbortController();
    const first = await registry.call(toolCall("t", "{}"), { signal: controller.signal });
    controller.abort();
    expect(first.kind).toBe("ok");
    const later = await registry.call(toolCall("t", "{}"), { signal: controller.signal });
    expect(later.kind).toBe("cancelled");
  });
});
