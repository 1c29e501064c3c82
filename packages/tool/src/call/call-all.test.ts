import type { ToolCall } from "@tinyllm/types";
import { describe, expect, it, vi } from "vitest";
import { asCall, deferred, tick, toolCall } from "../../test/fixtures.js";
import { newTool } from "../define/func-tool.js";
import { Registry } from "../registry.js";

const registry = () => new Registry().mustRegister(newTool("t", "", undefined, () => "ran"));

describe("callAll never rejects", () => {
  it("reads the list by index: an iterator that throws is never used", async () => {
    const list = [toolCall("t", "{}", "a"), toolCall("t", "{}", "b")];
    Object.defineProperty(list, Symbol.iterator, {
      value: () => {
        throw new Error("iterator");
      },
    });
    const results = await registry().callAll(list);
    expect(results.map((result) => [result.callId, result.kind])).toEqual([
      ["a", "ok"],
      ["b", "ok"],
    ]);
  });

  it("answers a list whose length throws, or a revoked proxy, with no results", async () => {
    const lengthThrows = new Proxy([toolCall("t", "{}")], {
      get(target, key) {
        if (key === "length") throw new Error("length");
        return Reflect.get(target, key);
      },
    });
    const { proxy, revoke } = Proxy.revocable([], {});
    revoke();
    await expect(registry().callAll(lengthThrows)).resolves.toEqual([]);
    await expect(registry().callAll(proxy as ToolCall[])).resolves.toEqual([]);
  });

  it("answers an element that throws when read as a registry failure, the others as usual", async () => {
    const list = new Proxy([toolCall("t", "{}", "a"), toolCall("t", "{}", "b")], {
      get(target, key) {
        if (key === "0") throw new Error("element");
        return Reflect.get(target, key);
      },
    });
    const results = await registry().callAll(list);
    expect(results.map((result) => [result.kind, result.content])).toEqual([
      ["tool_failed", 'tool "" failed in the registry: the call could not be read: element'],
      ["ok", "ran"],
    ]);
  });

  it("answers every call with tool_failed when an options getter throws, as call does", async () => {
    const options = {
      get concurrency(): never {
        throw new Error("getter");
      },
    };
    const results = await registry().callAll(
      [toolCall("t", "{}", "a"), toolCall("t", "{}", "b")],
      options,
    );
    expect(results.map((result) => [result.callId, result.kind])).toEqual([
      ["a", "tool_failed"],
      ["b", "tool_failed"],
    ]);
    const single = await registry().call(toolCall("t", "{}", "a"), {
      get signal(): never {
        throw new Error("getter");
      },
    });
    expect(single.kind).toBe("tool_failed");
  });
});

describe("callAll", () => {
  it("returns one result per call in the order given, whatever fails", async () => {
    const registry = new Registry().mustRegister(
      newTool(
        "wait",
        "",
        { type: "object", properties: { ms: { type: "integer" } } },
        async (args) => {
          const { ms } = args as { ms: number };
          await new Promise((resolve) => setTimeout(resolve, ms));
          return `waited ${ms}`;
        },
      ),
      newTool("boom", "", undefined, () => {
        throw new Error("boom");
      }),
    );
    const results = await registry.callAll([
      toolCall("wait", '{"ms":20}', "a"),
      toolCall("nope", "{}", "b"),
      toolCall("wait", '{"ms":1}', "c"),
      toolCall("boom", "{}", "d"),
      toolCall("wait", '{"ms":"x"}', "e"),
    ]);
    expect(results.map((result) => [result.callId, result.kind])).toEqual([
      ["a", "ok"],
      ["b", "unknown_tool"],
      ["c", "ok"],
      ["d", "tool_failed"],
      ["e", "invalid_arguments"],
    ]);
    expect(results[0]?.content).toBe("waited 20");
  });

  it("runs calls in parallel under the concurrency cap", async () => {
    let running = 0;
    let most = 0;
    const registry = new Registry().mustRegister(
      newTool("work", "", undefined, async () => {
        running++;
        most = Math.max(most, running);
        await tick();
        running--;
        return "done";
      }),
    );
    const calls = Array.from({ length: 7 }, (_, index) => toolCall("work", "{}", `c${index}`));
    const results = await registry.callAll(calls, { concurrency: 3 });
    expect(most).toBe(3);
    expect(results.map((result) => result.callId)).toEqual(calls.map((call) => call.id));
    most = 0;
    await new Registry({ concurrency: 2 })
      .mustRegister(registry.get("work") as never)
      .callAll(calls);
    expect(most).toBe(2);
    most = 0;
    await registry.callAll(calls);
    expect(most).toBe(7);
  });

  it("never runs a sequential tool beside another call", async () => {
    let running = 0;
    const log: string[] = [];
    const work = (label: string) => async () => {
      running++;
      log.push(`${label} start with ${running} running`);
      await tick();
      running--;
      return label;
    };
    const registry = new Registry().mustRegister(
      newTool("parallel", "", undefined, work("parallel")),
      newTool("exclusive", "", undefined, work("exclusive"), { sequential: true }),
    );
    const results = await registry.callAll([
      toolCall("parallel", "{}", "1"),
      toolCall("parallel", "{}", "2"),
      toolCall("exclusive", "{}", "3"),
      toolCall("parallel", "{}", "4"),
      toolCall("exclusive", "{}", "5"),
      toolCall("parallel", "{}", "6"),
    ]);
    expect(results.map((result) => result.content)).toEqual([
      "parallel",
      "parallel",
      "exclusive",
      "parallel",
      "exclusive",
      "parallel",
    ]);
    expect(log).toEqual([
      "parallel start with 1 running",
      "parallel start with 2 running",
      "exclusive start with 1 running",
      "parallel start with 1 running",
      "exclusive start with 1 running",
      "parallel start with 1 running",
    ]);
  });

  it("cancels the calls not yet started when the signal aborts", async () => {
    const controller = new AbortController();
    const execute = vi.fn(async () => "ran");
    const registry = new Registry({ onCallEnd: () => controller.abort() }).mustRegister(
      newTool("t", "", undefined, execute),
    );
    const results = await registry.callAll(
      [toolCall("t", "{}", "1"), toolCall("t", "{}", "2"), toolCall("t", "{}", "3")],
      { signal: controller.signal, concurrency: 1 },
    );
    expect(execute).toHaveBeenCalledTimes(1);
    expect(results.map((result) => result.kind)).toEqual(["ok", "cancelled", "cancelled"]);
  });

  it("says a call was cancelled when the signal aborts while its tool runs", async () => {
    const controller = new AbortController();
    const registry = new Registry().mustRegister(
      newTool("t", "", undefined, async () => {
        controller.abort();
        return "ran";
      }),
    );
    const [result] = await registry.callAll([toolCall("t", "{}")], { signal: controller.signal });
    expect(result?.kind).toBe("cancelled");
  });

  it("answers an empty list with an empty list", async () => {
    expect(await new Registry().callAll([])).toEqual([]);
  });
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

  it("runs a sequential tool alone when it is registered after a callAll without one", async () => {
    const { state, tool, release } = tracked(true);
    const registry = new Registry().mustRegister(newTool("plain", "", undefined, () => "plain"));
    expect((await registry.callAll([toolCall("plain", "{}")])).map((r) => r.kind)).toEqual(["ok"]);
    registry.register(tool("s"));
    const pending = registry.callAll([toolCall("s", "{}", "1"), toolCall("s", "{}", "2")]);
    await release();
    expect((await pending).map((result) => result.content)).toEqual(["done", "done"]);
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
