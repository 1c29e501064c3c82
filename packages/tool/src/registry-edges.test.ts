import type { ToolCall } from "@tinyllm/types";
import { afterEach, describe, expect, it, vi } from "vitest";
import { asCall, deferred, tick, toolCall } from "../test/fixtures.js";
import type { CallEndEvent } from "./call-hooks.js";
import { newTool } from "./func-tool.js";
import { Registry } from "./registry.js";
import { InvalidRegistryOptionError } from "./registry-option-error.js";

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

describe("malformed calls, in detail", () => {
  it('answers an undefined call like null: an unknown tool named "" with no call id', async () => {
    const { registry, runs } = logged();
    const result = await registry.call(asCall(undefined));
    expect([result.kind, result.callId, result.name, result.content]).toEqual([
      "unknown_tool",
      "",
      "",
      'unknown tool ""; available tools: "t"',
    ]);
    expect(runs).toEqual([]);
  });

  it.each([
    ["null", null],
    ["a function object named t", function t() {}],
  ])("reads a function field that is %s as no function", async (_label, target) => {
    const { registry, runs } = logged();
    const result = await registry.call(asCall({ id: "c", function: target }));
    expect([result.kind, result.callId, result.name]).toEqual(["unknown_tool", "c", ""]);
    expect(runs).toEqual([]);
  });

  it("answers a call whose fields throw when read as a registry failure, keeping what could be read", async () => {
    const { registry, runs } = logged();
    const hostile = {
      id: "c",
      get function(): never {
        throw new Error("trap");
      },
    };
    const result = await registry.call(asCall(hostile));
    expect([result.kind, result.callId, result.name, result.content]).toEqual([
      "tool_failed",
      "c",
      "",
      'tool "" failed in the registry: the call could not be read: trap',
    ]);
    expect(runs).toEqual([]);
  });

  it.each([
    ["an object", { city: "Paris" }, "object"],
    ["a number", 5, "integer"],
  ])("refuses arguments that are %s with kind invalid_arguments", async (_label, value, type) => {
    const { registry, runs } = logged();
    const result = await registry.call(
      asCall({ id: "c", function: { name: "t", arguments: value } }),
    );
    expect(result.kind).toBe("invalid_arguments");
    expect(result.content).toBe(
      `invalid arguments for t:\n$: expected the arguments as a string of JSON, got ${type}`,
    );
    expect(runs).toEqual([]);
  });
});

describe("arguments that mean {}", () => {
  it.each([
    ["JSON whitespace only", " \t\r\n"],
    ["null padded with JSON whitespace", "\n\t null \r"],
  ])("runs the tool with {} for %s", async (_label, text) => {
    const { registry, runs } = logged();
    const result = await registry.call(toolCall("t", text));
    expect(result.content).toBe("ran");
    expect(runs).toEqual([{}]);
  });

  it.each([
    ["null followed by more text", "nullx"],
    ["null followed by a second value", "null null"],
    ["a prefix of null", " nul"],
    ["four characters that are not null", "nulL"],
    ["null padded with a character JSON does not count as whitespace", "\u00a0null"],
  ])("refuses %s as JSON, without running the tool", async (_label, text) => {
    const { registry, runs } = logged();
    const result = await registry.call(toolCall("t", text));
    expect(result.kind).toBe("invalid_arguments");
    expect(result.content.startsWith("invalid arguments for t:\n$: ")).toBe(true);
    expect(runs).toEqual([]);
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

describe("registry options that are not numbers", () => {
  it.each([
    [
      "timeoutMs",
      Symbol("x"),
      "registry option timeoutMs is symbol; expected an integer of at least 1, or Infinity",
    ],
    [
      "maxResultChars",
      {
        valueOf(): never {
          throw new Error("no number");
        },
      },
      'registry option maxResultChars is {"valueOf":function}; expected an integer of at least 100, or Infinity',
    ],
    [
      "concurrency",
      "8",
      'registry option concurrency is "8"; expected an integer of at least 1, or Infinity',
    ],
  ])(
    "refuses %s given a value that is not a number, never comparing it",
    (option, value, message) => {
      const attempt = () => new Registry({ [option]: value } as never);
      expect(attempt).toThrow(InvalidRegistryOptionError);
      expect(attempt).toThrow(message);
    },
  );
});

describe("callAll scheduling, in detail", () => {
  function tracked(sequential: boolean) {
    const state = { running: 0, most: 0, started: [] as string[] };
    const gates: ((value: string) => void)[] = [];
    const tool = (name: string) =>
      newTool(
        name,
        "",
        undefined,
        async (_args, context) => {
          state.started.push(context.callId);
          state.running++;
          state.most = Math.max(state.most, state.running);
          const gate = deferred<string>();
          gates.push(gate.resolve);
          const value = await gate.promise;
          state.running--;
          return value;
        },
        { sequential },
      );
    const release = async () => {
      // Resolve whatever is waiting, turn by turn, until no call waits any more.
      for (let round = 0; round < 20; round++) {
        await tick();
        for (const resolve of gates.splice(0)) resolve("done");
      }
    };
    return { state, tool, release };
  }

  it("runs calls that are all sequential one at a time, even under a concurrency that fits them all", async () => {
    const { state, tool, release } = tracked(true);
    const registry = new Registry().mustRegister(tool("s"));
    const pending = registry.callAll([
      toolCall("s", "{}", "1"),
      toolCall("s", "{}", "2"),
      toolCall("s", "{}", "3"),
    ]);
    await release();
    const results = await pending;
    expect(results.map((result) => [result.callId, result.content])).toEqual([
      ["1", "done"],
      ["2", "done"],
      ["3", "done"],
    ]);
    expect(state.started).toEqual(["1", "2", "3"]);
    expect(state.most).toBe(1);
  });

  it("does not treat a call whose fields throw as sequential: the calls around it run together", async () => {
    const { state, tool, release } = tracked(false);
    const registry = new Registry().mustRegister(tool("w"));
    const hostile = asCall({
      get function(): never {
        throw new Error("trap");
      },
    });
    const pending = registry.callAll([toolCall("w", "{}", "1"), hostile, toolCall("w", "{}", "3")]);
    await tick();
    expect(state.started).toEqual(["1", "3"]);
    await release();
    const results = await pending;
    expect(results.map((result) => result.kind)).toEqual(["ok", "tool_failed", "ok"]);
    expect(state.most).toBe(2);
  });

  it("starts as many tools as the concurrency allows before callAll returns: a refusal holds no slot", async () => {
    const { state, tool, release } = tracked(false);
    const registry = new Registry().mustRegister(tool("w"));
    const pending = registry.callAll(
      [
        toolCall("missing", "{}", "0"),
        toolCall("w", "not json", "1"),
        toolCall("w", "{}", "2"),
        toolCall("w", "{}", "3"),
        toolCall("w", "{}", "4"),
      ],
      { concurrency: 2 },
    );
    // Nothing awaited yet: the two slots went to the first two calls that run a tool.
    expect(state.started).toEqual(["2", "3"]);
    await release();
    const results = await pending;
    expect(results.map((result) => result.kind)).toEqual([
      "unknown_tool",
      "invalid_arguments",
      "ok",
      "ok",
      "ok",
    ]);
    expect(state.started).toEqual(["2", "3", "4"]);
    expect(state.most).toBe(2);
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
        ["unknown_tool", ""],
        ["ok", "3"],
      ]);
    },
  );
});
